//! The store worker `index.html` starts before the page's wasm has even arrived, so the
//! store opens while the page compiles, starts and draws its splash: at CPU ×4 that start
//! took 150–200 ms before the page could make a worker of its own (issue 34). The page's
//! first start adopts it, with what it said before anyone listened, in order.
//!
//! On a first visit (this browser has no store yet) `index.html` starts none: the page
//! draws its first screen alone and starts the worker after it (issue 50).

use js_sys::{Array, Promise, Reflect};
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

/// Where `index.html` says whether this is a first visit: `true`, `false`, or a promise of
/// either while it looks into the origin's files.
const FIRST_VISIT_AT: &str = "dkFirstVisit";

/// Whether `index.html` found that this browser has never stored anything (and so started
/// no store worker). Asked once, by the page's first start: any later start, and a page
/// whose `index.html` said nothing, waits for its store as usual.
pub async fn first_visit() -> bool {
    let Some(window) = web_sys::window() else { return false };
    let Ok(said) = Reflect::get(&window, &FIRST_VISIT_AT.into()) else { return false };
    let _ = Reflect::delete_property(&window, &FIRST_VISIT_AT.into());
    let said = match said.dyn_into::<Promise>() {
        Ok(looking) => wasm_bindgen_futures::JsFuture::from(looking).await.unwrap_or(JsValue::FALSE),
        Err(said) => said,
    };
    said.as_bool() == Some(true)
}
