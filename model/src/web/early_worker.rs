//! The store worker `index.html` starts before the page's wasm has even arrived, so the
//! store opens while the page compiles, starts and draws its splash: at CPU ×4 that start
//! took 150–200 ms before the page could make a worker of its own (issue 34). The page's
//! first start adopts it, with what it said before anyone listened, in order.

use js_sys::{Array, Reflect};
use wasm_bindgen::JsCast;
use wasm_bindgen::prelude::*;
use web_sys::Worker;

use dialkeeper_store::Claim;

/// Where `index.html` leaves the worker: `{ worker, name, said }` (its form is checked
/// against `index.html` by dialkeeper-store's `index_html_claims_the_store_as_the_page_would`).
const LEFT_AT: &str = "dkStoreWorker";

/// The worker `index.html` started, for the page to adopt.
pub(super) struct EarlyWorker {
    pub worker: Worker,
    /// The lock it holds for its life (the second word of its name).
    pub life: String,
    /// Its messages and errors so far, for the page's own handlers, in order.
    pub said: Vec<JsValue>,
}

/// Takes the early worker if there is one; only once, so a later start makes its own. One
/// started with another claim than the page's first (both read the same tab flag, so it
/// should never be) is ended and not adopted: the store must be claimed as the page says.
pub(super) fn take(claim: Claim) -> Option<EarlyWorker> {
    let window = web_sys::window()?;
    let left = Reflect::get(&window, &LEFT_AT.into()).ok().filter(JsValue::is_object)?;
    let _ = Reflect::delete_property(&window, &LEFT_AT.into());
    let field = |key: &str| Reflect::get(&left, &key.into()).ok();
    let worker: Worker = field("worker")?.dyn_into().ok()?;
    let name = field("name")?.as_string()?;
    let said = field("said")?.dyn_into::<Array>().ok()?.to_vec();
    let mut words = name.split(' ');
    let claimed = words.next();
    let life = words.next().map(str::to_owned);
    match life {
        Some(life) if claimed == Some(claim.word()) => Some(EarlyWorker { worker, life, said }),
        _ => {
            web_sys::console::warn_1(
                &format!("dialkeeper: the early store worker ({name}) is not the page's claim ({}); ending it", claim.word()).into(),
            );
            worker.terminate();
            None
        }
    }
}
