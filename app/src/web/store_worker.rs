//! The page's side of the store worker: posts each request with an id and resolves its
//! future when the worker's reply (sent after the commit) comes back.

use std::cell::{Cell, RefCell};
use std::collections::HashMap;
use std::rc::Rc;

use dialkeeper_store::{Fault, FromWorker, Hello, Reply, Request, ToWorker};
use futures_channel::oneshot;
use wasm_bindgen::JsCast;
use wasm_bindgen::prelude::*;
use web_sys::{MessageEvent, Worker, WorkerOptions, WorkerType};

/// Where the build puts the worker's bootstrap script, next to `index.html`.
const SCRIPT: &str = "./store-worker.js";

type Waiting = Rc<RefCell<HashMap<u64, oneshot::Sender<Result<Reply, Fault>>>>>;

/// The running store worker.
pub struct StoreWorker {
    worker: Worker,
    waiting: Waiting,
    next_id: Cell<u64>,
    _on_message: Closure<dyn FnMut(MessageEvent)>,
    _on_error: Closure<dyn FnMut(web_sys::Event)>,
}

impl StoreWorker {
    /// Starts the worker and waits for its hello: how the store opened.
    pub async fn start() -> Result<(StoreWorker, Hello), Fault> {
        let options = WorkerOptions::new();
        options.set_type(WorkerType::Module);
        let worker = Worker::new_with_options(SCRIPT, &options).map_err(|e| Fault::Other(describe(&e)))?;
        let waiting: Waiting = Rc::default();
        let (hello_tx, hello_rx) = oneshot::channel::<Hello>();
        let hello_tx = RefCell::new(Some(hello_tx));
        let replies = waiting.clone();
        let on_message = Closure::<dyn FnMut(MessageEvent)>::new(move |event: MessageEvent| {
            let Some(text) = event.data().as_string() else { return };
            match serde_json::from_str::<FromWorker>(&text) {
                Ok(FromWorker::Hello(hello)) => {
                    if let Some(tx) = hello_tx.borrow_mut().take() {
                        let _ = tx.send(hello);
                    }
                }
                Ok(FromWorker::Reply { id, result }) => {
                    if let Some(tx) = replies.borrow_mut().remove(&id) {
                        let _ = tx.send(result);
                    }
                }
                Ok(FromWorker::Unreadable { reason }) => web_sys::console::error_1(&reason.into()),
                Err(e) => web_sys::console::error_1(&e.to_string().into()),
            }
        });
        worker.set_onmessage(Some(on_message.as_ref().unchecked_ref()));
        // A worker that fails answers nothing more: every waiting request fails plainly
        // instead of hanging, and the page shows it as not saved.
        let failed = waiting.clone();
        let on_error = Closure::<dyn FnMut(web_sys::Event)>::new(move |_event: web_sys::Event| {
            for (_, tx) in failed.borrow_mut().drain() {
                let _ = tx.send(Err(Fault::Other("the store worker stopped".into())));
            }
        });
        worker.set_onerror(Some(on_error.as_ref().unchecked_ref()));
        let hello = hello_rx.await.map_err(|_| Fault::Other("the store worker did not start".into()))?;
        Ok((StoreWorker { worker, waiting, next_id: Cell::new(1), _on_message: on_message, _on_error: on_error }, hello))
    }

    /// Asks the worker; resolves with its reply, which comes after the commit.
    pub async fn ask(&self, request: Request) -> Result<Reply, Fault> {
        let id = self.next_id.get();
        self.next_id.set(id + 1);
        let (tx, rx) = oneshot::channel();
        self.waiting.borrow_mut().insert(id, tx);
        let text = serde_json::to_string(&ToWorker::Ask { id, request }).map_err(|e| Fault::Other(e.to_string()))?;
        if let Err(e) = self.worker.post_message(&JsValue::from_str(&text)) {
            self.waiting.borrow_mut().remove(&id);
            return Err(Fault::Other(describe(&e)));
        }
        rx.await.unwrap_or_else(|_| Err(Fault::Other("the store worker stopped".into())))
    }
}

/// A JavaScript error as text.
pub(crate) fn describe(error: &JsValue) -> String {
    error
        .dyn_ref::<js_sys::Error>()
        .map(|e| String::from(e.message()))
        .or_else(|| error.as_string())
        .unwrap_or_else(|| format!("{error:?}"))
}
