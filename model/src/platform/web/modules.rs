//! The split page's modules fetched ahead of use (`web/split-loader.js`), as far as the
//! rest of the page must wait for them.

use js_sys::{Function, Promise, Reflect};
use wasm_bindgen::JsCast;
use wasm_bindgen_futures::JsFuture;

/// Starts fetching the other screens' modules and resolves once those of the screens a
/// first visit opens next (a new game, sharing) are in; at once for a page in one module.
pub(super) async fn next_screens_in() {
    let Some(window) = web_sys::window() else { return };
    let Some(ask) = Reflect::get(&window, &"dkNextScreensIn".into()).ok().and_then(|f| f.dyn_into::<Function>().ok()) else {
        return;
    };
    if let Ok(promise) = ask.call0(&window).and_then(|p| p.dyn_into::<Promise>()) {
        let _ = JsFuture::from(promise).await;
    }
}
