//! The split page's modules fetched ahead of use (`web/split-loader.js`), as far as the
//! rest of the page must wait for them.

use super::js::{call, settle};

/// Starts fetching the other screens' modules and resolves once those of the screens a
/// first visit opens next (a new game, sharing) are in; at once for a page in one module.
pub(super) async fn next_screens_in() {
    if let Some(Ok(promise)) = call(&js_sys::global(), "dkNextScreensIn", &[]) {
        let _ = settle(promise).await;
    }
}
