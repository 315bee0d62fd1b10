//! Web Locks, held by this worker: the store's lock makes one tab of the browser its
//! owner, and a lock held for the worker's whole life lets the page notice, by being
//! granted it, that the worker has stopped.

use futures_channel::oneshot;
use js_sys::{Function, Object, Promise, Reflect};
use wasm_bindgen::JsCast;
use wasm_bindgen::prelude::*;
use wasm_bindgen_futures::JsFuture;

/// The lock whose holder owns the store.
pub(crate) const STORE: &str = "dialkeeper-store";

#[wasm_bindgen]
extern "C" {
    type LockManager;
    #[wasm_bindgen(method)]
    fn request(this: &LockManager, name: &str, options: &Object, callback: &Function) -> Promise;
}

/// The browser's lock manager; `None` where there is none (older than Safari 15.4,
/// which is below the durable store's floor anyway).
fn manager() -> Option<LockManager> {
    let navigator = Reflect::get(&js_sys::global(), &"navigator".into()).ok()?;
    let locks = Reflect::get(&navigator, &"locks".into()).ok()?;
    (!locks.is_undefined()).then(|| locks.unchecked_into())
}

/// A promise that never settles: a lock whose callback returns it is held until the
/// worker ends or another holder steals it.
fn forever() -> Promise {
    Promise::new(&mut |_, _| {})
}

/// Holds `name` for as long as this worker lives.
pub(crate) fn hold_for_life(name: &str) {
    if let Some(locks) = manager() {
        let callback = Closure::once_into_js(|_lock: JsValue| forever());
        let _ = locks.request(name, &Object::new(), callback.unchecked_ref());
    }
}

/// The store's lock, once held.
pub(crate) enum Owner {
    /// Held; the future resolves when another tab steals it.
    Held(Option<JsFuture>),
    /// Another tab holds it, and `take` was not asked.
    Elsewhere,
}

/// Takes the store's lock: only if it is free, or, with `take`, from whichever tab
/// holds it (that tab's worker then lets go).
pub(crate) async fn own_store(take: bool) -> Owner {
    let Some(locks) = manager() else { return Owner::Held(None) };
    let (granted_tx, granted) = oneshot::channel::<bool>();
    let callback = Closure::once_into_js(move |lock: JsValue| {
        let held = !lock.is_null();
        let _ = granted_tx.send(held);
        if held { forever().into() } else { JsValue::UNDEFINED }
    });
    let options = Object::new();
    let flag = if take { "steal" } else { "ifAvailable" };
    let _ = Reflect::set(&options, &flag.into(), &true.into());
    let released = locks.request(STORE, &options, callback.unchecked_ref());
    match granted.await {
        Ok(true) => Owner::Held(Some(JsFuture::from(released))),
        _ => Owner::Elsewhere,
    }
}
