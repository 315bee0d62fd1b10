//! The store worker of the web build. OPFS sync access handles, the one durable storage a
//! browser offers SQLite, exist only in a dedicated worker, so the store lives here and
//! the page asks it by messages ([`dialkeeper_store::ToWorker`], answered by
//! [`dialkeeper_store::FromWorker`]). A reply is posted after its transaction commits.
#![cfg(target_arch = "wasm32")]

mod open;
#[cfg(feature = "vfs-bench")]
mod vfs_bench;

use std::cell::RefCell;
use std::rc::Rc;

use dialkeeper_store::{FromWorker, Store, ToWorker};
use wasm_bindgen::JsCast;
use wasm_bindgen::prelude::*;
use web_sys::{DedicatedWorkerGlobalScope, MessageEvent};

/// Opens the store, answers the page's requests from then on, and says hello with how
/// the store opened. Messages the page sends before the hello are not read: the page
/// waits for it.
#[wasm_bindgen]
pub async fn start() {
    let scope: DedicatedWorkerGlobalScope = js_sys::global().unchecked_into();
    let (store, hello) = open::open().await;
    let store = Rc::new(RefCell::new(store));
    let reply_scope = scope.clone();
    let on_message = Closure::<dyn FnMut(MessageEvent)>::new(move |event: MessageEvent| {
        let Some(text) = event.data().as_string() else { return };
        let answer = match serde_json::from_str::<ToWorker>(&text) {
            Ok(ToWorker::Ask { id, request }) => FromWorker::Reply { id, result: store.borrow_mut().handle(request) },
            Err(e) => FromWorker::Unreadable { reason: e.to_string() },
        };
        post(&reply_scope, &answer);
    });
    scope.set_onmessage(Some(on_message.as_ref().unchecked_ref()));
    // The worker lives as long as the page: its handler must too.
    on_message.forget();
    post(&scope, &FromWorker::Hello(hello));
}

fn post(scope: &DedicatedWorkerGlobalScope, message: &FromWorker) {
    let text = serde_json::to_string(message).expect("protocol types serialize");
    if let Err(e) = scope.post_message(&JsValue::from_str(&text)) {
        web_sys::console::error_1(&e);
    }
}

/// A store that keeps nothing, for when the browser gives no durable storage.
fn memory() -> Store {
    Store::in_memory().expect("an in-memory SQLite database opens")
}
