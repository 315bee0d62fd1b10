//! "A new version is ready: Reload". The page's script (web/index.html) says when a newer
//! version has been installed while the app was in use; the app shows the prompt, and
//! Reload hands over to the new version (its service worker takes charge, the page
//! reloads once, and the game comes back from the store). The offline copy itself is
//! asked for once the first screen is drawn (`keep_offline_copy`).

use js_sys::Reflect;
use wasm_bindgen::JsCast;
use wasm_bindgen::prelude::*;

use super::js::call;

/// Whether a new version is waiting, and calls `ready` when one starts waiting later.
pub fn watch_for_update(ready: impl FnMut() + 'static) -> bool {
    let Some(window) = web_sys::window() else { return false };
    let listener = Closure::<dyn FnMut()>::new(ready);
    let _ = window.add_event_listener_with_callback("dk-update-ready", listener.as_ref().unchecked_ref());
    // The page lives as long as the app: so does its listener.
    listener.forget();
    Reflect::get(&window, &"dkUpdateReady".into()).ok().and_then(|v| v.as_bool()).unwrap_or(false)
}

/// Lets the waiting version take over and reloads.
pub fn apply_update() {
    let Some(window) = web_sys::window() else { return };
    if call(&window, "dkApplyUpdate", &[]).is_none() {
        let _ = window.location().reload();
    }
}

/// Asks the page's script to register the service worker, which keeps every file for
/// offline use: only once the first screen is drawn, so that on a first visit its copy
/// does not share a slow connection with the files the first screen waits for, and after
/// a first visit's store worker has started, so that it finds the worker's wasm in the
/// HTTP cache instead of downloading it a second time beside the worker.
pub fn keep_offline_copy() {
    wasm_bindgen_futures::spawn_local(async {
        super::store_worker::store_settled().await;
        let _ = call(&js_sys::global(), "dkKeepOffline", &[]);
    });
}
