//! Starting the web build's session: the store worker, then the session over it.

use std::cell::Cell;

use dialkeeper_store::Hello;

use super::{Claim, StoreNews, StoreWorker};
use crate::session::{Door, Session, StartupNotice};

thread_local! {
    /// Whether the browser agreed to keep the app's storage (`None`: not asked yet, or
    /// the browser cannot be asked).
    static PERSISTED: Cell<Option<bool>> = const { Cell::new(None) };
}

/// How the start went.
pub enum Started {
    /// The store is open: play.
    Playing(Session),
    /// Another tab or window of this browser owns the store (`busy`: this tab is the
    /// owner now, but the other has not released the files yet).
    Elsewhere {
        /// The files were still held.
        busy: bool,
    },
    /// The browser gives no durable storage: the session keeps nothing, and the player
    /// must agree to that before playing. What the browser said.
    BelowTheFloor(Session, String),
}

/// Starts the store worker and a session over it. A store that is not durable is never
/// used silently: the start says so. `news` hears what happens to the store later.
///
/// On a first visit (`index.html` found no store in this browser) the session starts at
/// once, as over an empty store, and the worker after the first screen is drawn: `news`
/// then says how its start went ([`StoreNews::Ready`], `Elsewhere`, `Unkept`).
pub async fn start_session(claim: Claim, news: impl Fn(StoreNews) + 'static) -> Started {
    if claim == Claim::IfFree && !super::store_worker::late_start_failed() && super::early_worker::first_visit().await {
        let worker = StoreWorker::start_after_first_paint(claim, move |said| {
            if said == StoreNews::Ready {
                note_store_kept();
                wasm_bindgen_futures::spawn_local(async { PERSISTED.set(super::persist_storage().await) });
            }
            news(said);
        });
        return Started::Playing(Session::fresh(Door::Worker(worker)));
    }
    match StoreWorker::start(claim, news).await {
        Ok((worker, hello)) => {
            let notice = match hello {
                Hello::Ready { recovery } => {
                    note_store_kept();
                    if let Some(r) = &recovery {
                        web_sys::console::warn_1(
                            &format!("dialkeeper: the store could not be read ({}); kept at {}", r.reason, r.moved_to.display()).into(),
                        );
                    }
                    // The browser's answer on keeping storage comes beside the store's reads.
                    let notice = recovery.map(StartupNotice::Recovered);
                    let (persisted, session) = futures_util::join!(super::persist_storage(), Session::start(Door::Worker(worker), notice));
                    PERSISTED.set(persisted);
                    return Started::Playing(session);
                }
                Hello::TooNew { found } => Some(StartupNotice::TooNew { found }),
                Hello::Elsewhere => return Started::Elsewhere { busy: false },
                Hello::Busy => return Started::Elsewhere { busy: true },
                Hello::NoStorage { reason } => {
                    web_sys::console::warn_1(&format!("dialkeeper: this browser keeps no data here: {reason}").into());
                    let session = Session::start(Door::Worker(worker), Some(StartupNotice::NoStorage(reason.clone()))).await;
                    return Started::BelowTheFloor(session, reason);
                }
            };
            Started::Playing(Session::start(Door::Worker(worker), notice).await)
        }
        Err(fault) => {
            let reason = fault.to_string();
            let session = Session::start(Door::Nowhere(fault.clone()), Some(StartupNotice::Unavailable(fault))).await;
            Started::BelowTheFloor(session, reason)
        }
    }
}

/// Notes, for `index.html`'s next start, that this browser has a store: it then starts the
/// store worker at once instead of first looking for the store's files.
fn note_store_kept() {
    if let Some(storage) = web_sys::window().and_then(|w| w.local_storage().ok().flatten()) {
        let _ = storage.set_item(dialkeeper_store::STORE_KEPT, "1");
    }
}

/// Whether the browser agreed to keep the app's storage when space runs low.
pub fn storage_persisted() -> Option<bool> {
    PERSISTED.get()
}
