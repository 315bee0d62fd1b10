//! Web Locks, held by this worker: the store's lock makes one tab of the browser its
//! owner; the files' lock is held while this worker has the store's files open, so a tab
//! taking over waits for exactly the moment they are released (no polling, which a
//! browser throttles in background tabs); and a lock held for the worker's whole life
//! lets the page notice, by being granted it, that the worker has stopped.

use std::cell::RefCell;
use std::rc::Rc;

use dialkeeper_store::Claim;
use dialkeeper_store::web_locks::{LockManager, forever, manager};
use futures_channel::oneshot;
use js_sys::{Function, Object, Promise, Reflect};
use wasm_bindgen::JsCast;
use wasm_bindgen::prelude::*;
use wasm_bindgen_futures::JsFuture;

/// The lock whose holder owns the store.
pub(crate) const STORE: &str = "dialkeeper-store";

/// The lock held while the store's files are open.
const FILES: &str = "dialkeeper-files";

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

/// How long a reloaded page (`Claim::Reopen`) waits for its previous page's worker to
/// let go before taking the lock for another tab's.
const REOPEN_WAIT_MS: u32 = 8_000;

/// Takes the store's lock as the claim says.
pub(crate) async fn own_store(claim: Claim) -> Owner {
    let Some(locks) = manager() else { return Owner::Held(None) };
    let (granted_tx, granted) = oneshot::channel::<bool>();
    let granted_tx = Rc::new(RefCell::new(Some(granted_tx)));
    let on_grant = granted_tx.clone();
    let callback = Closure::once_into_js(move |lock: JsValue| {
        let held = !lock.is_null();
        if let Some(tx) = on_grant.borrow_mut().take() {
            let _ = tx.send(held);
        }
        if held { forever().into() } else { JsValue::UNDEFINED }
    });
    let options = Object::new();
    let released = match claim {
        Claim::Take | Claim::IfFree => {
            let flag = if claim == Claim::Take { "steal" } else { "ifAvailable" };
            let _ = Reflect::set(&options, &flag.into(), &true.into());
            locks.request(STORE, &options, callback.unchecked_ref())
        }
        Claim::Reopen => within(&locks, STORE, &options, REOPEN_WAIT_MS, callback.unchecked_ref(), granted_tx, false),
    };
    match granted.await {
        Ok(true) => Owner::Held(Some(JsFuture::from(released))),
        _ => Owner::Elsewhere,
    }
}

/// Requests `name`, giving up after `wait_ms`: then `not_granted` is sent `given_up`
/// (the request rejects, and its callback never runs).
fn within<T: 'static>(
    locks: &LockManager,
    name: &str,
    options: &Object,
    wait_ms: u32,
    callback: &Function,
    not_granted: Rc<RefCell<Option<oneshot::Sender<T>>>>,
    given_up: T,
) -> Promise {
    let controller = web_sys::AbortController::new().ok();
    if let Some(controller) = &controller {
        let _ = Reflect::set(options, &"signal".into(), &controller.signal());
        let controller = controller.clone();
        gloo_timers::callback::Timeout::new(wait_ms, move || controller.abort()).forget();
    }
    let promise = locks.request(name, options, callback);
    let request = JsFuture::from(promise.clone());
    wasm_bindgen_futures::spawn_local(async move {
        if request.await.is_err()
            && let Some(tx) = not_granted.borrow_mut().take()
        {
            let _ = tx.send(given_up);
        }
    });
    promise
}

/// The files' lock, held until [`Files::release`] (or the worker's end).
pub(crate) struct Files(Option<Function>);

impl Files {
    /// Lets the next owner open the files: call once they are closed.
    pub(crate) fn release(self) {
        if let Some(resolve) = self.0 {
            let _ = resolve.call0(&JsValue::UNDEFINED);
        }
    }
}

/// Waits up to `wait_ms` for the files' lock: the tab that held the store releases it once
/// its files are closed. `None` when they were still held after that.
pub(crate) async fn hold_files(wait_ms: u32) -> Option<Files> {
    let Some(locks) = manager() else { return Some(Files(None)) };
    let (granted_tx, granted) = oneshot::channel::<Option<Function>>();
    let granted_tx = Rc::new(RefCell::new(Some(granted_tx)));
    let on_grant = granted_tx.clone();
    let callback = Closure::once_into_js(move |_lock: JsValue| {
        let mut release = None;
        let held = Promise::new(&mut |resolve, _| release = Some(resolve));
        if let Some(tx) = on_grant.borrow_mut().take() {
            let _ = tx.send(release);
        }
        held
    });
    // Aborted before it was granted: the request rejects and the callback never runs.
    let _ = within(&locks, FILES, &Object::new(), wait_ms, callback.unchecked_ref(), granted_tx, None);
    granted.await.ok().flatten().map(|resolve| Files(Some(resolve)))
}
