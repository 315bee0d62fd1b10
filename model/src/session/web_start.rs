//! Starting the web build's session: the store worker, then the session over it.

use dialkeeper_store::Hello;

use super::{Door, Session, StartupNotice};
use crate::platform::web::{
    Claim, StoreNews, StoreWorker, ask_to_keep_storage, first_visit, late_start_failed, note_persisted, note_store_kept, persist_storage,
};

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
    if claim == Claim::IfFree && !late_start_failed() && first_visit().await {
        let worker = StoreWorker::start_after_first_paint(claim, move |said| {
            if said == StoreNews::Ready {
                note_store_kept();
                wasm_bindgen_futures::spawn_local(ask_to_keep_storage());
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
                    let (persisted, session) = futures_util::join!(persist_storage(), Session::start(Door::Worker(worker), notice));
                    note_persisted(persisted);
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
