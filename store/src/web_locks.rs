//! Web Locks, the one binding the page and the store worker share (wasm only): the
//! store's owner lock, the files' lock and each worker's life lock are all taken
//! through it. web-sys has these bindings only behind `web_sys_unstable_apis`, so the
//! two calls used are bound here, once.

use js_sys::{Function, Object, Promise, Reflect};
use wasm_bindgen::JsCast;
use wasm_bindgen::prelude::*;

#[wasm_bindgen]
extern "C" {
    /// The browser's lock manager (`navigator.locks`).
    pub type LockManager;

    /// `locks.request(name, options, callback)`: `callback` runs with the lock (or with
    /// `null` when `ifAvailable` found it taken), and the lock is held until the promise
    /// it returns settles. The returned promise settles with the callback's, or rejects
    /// when the request is aborted before it is granted.
    #[wasm_bindgen(method)]
    pub fn request(this: &LockManager, name: &str, options: &Object, callback: &Function) -> Promise;
}

/// This global's lock manager (a page's or a worker's `navigator.locks`); `None` where
/// there is none (older than Safari 15.4, below the durable store's floor anyway).
pub fn manager() -> Option<LockManager> {
    let navigator = Reflect::get(&js_sys::global(), &"navigator".into()).ok()?;
    let locks = Reflect::get(&navigator, &"locks".into()).ok()?;
    (!locks.is_undefined() && !locks.is_null()).then(|| locks.unchecked_into())
}

/// A promise that never settles: a lock whose callback returns it is held until its
/// holder ends or another holder steals it.
pub fn forever() -> Promise {
    Promise::new(&mut |_, _| {})
}
