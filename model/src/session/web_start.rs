//! Starting the web build's session: the store worker, then the session over it.

use dialkeeper_store::Hello;

use super::{Door, Live, Session, Shown, StartupNotice};
use crate::platform::web::{
    Claim, StoreNews, StoreWorker, ask_to_keep_storage, changes_asked, first_visit, keep_shown, kept_shown, late_start_failed,
    note_persisted, note_store_kept, persist_storage, warn_recovered,
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
/// once, as over an empty store, and the worker after the first screen is drawn. On a
/// warm start whose games screen was kept as last shown ([`Shown`], nothing changed
/// since) the session starts at once from it, and the worker `index.html` started is not
/// waited for. Either way `news` then says how the worker's start went
/// ([`StoreNews::Ready`], `Elsewhere`, `Unkept`), and the store is read again once ready.
pub async fn start_session(claim: Claim, news: impl Fn(StoreNews) + 'static) -> Started {
    let late = claim != Claim::Take && !late_start_failed();
    let heard = move |said| {
        if said == StoreNews::Ready {
            note_store_kept();
            wasm_bindgen_futures::spawn_local(ask_to_keep_storage());
        }
        news(said);
    };
    if late && claim == Claim::IfFree && first_visit().await {
        let worker = StoreWorker::start_after_first_paint(claim, heard);
        return Started::Playing(Session::fresh(Door::Worker(worker)));
    }
    if late && let Some(shown) = kept_shown().and_then(|text| Shown::read(&text, changes_asked())) {
        let worker = StoreWorker::start_behind_shown(claim, heard);
        return Started::Playing(Session::from_shown(Door::Worker(worker), shown));
    }
    match StoreWorker::start(claim, heard).await {
        Ok((worker, hello)) => {
            let notice = match hello {
                Hello::Ready { recovery } => {
                    note_store_kept();
                    if let Some(r) = &recovery {
                        warn_recovered(r);
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

/// Keeps what the games screen shows for the next start (or forgets it, when that start
/// would not show the games list), once the changes asked before are done: a record
/// written while one is on its way could miss it. Called when the page is hidden, the
/// last moment a web app can count on.
pub async fn keep_what_is_shown(live: &impl Live) {
    // A store still on its way keeps the record as it was: nothing was read from it, and
    // a change asked meanwhile has made the record stale already.
    if live.with(Session::store_on_its_way) {
        return;
    }
    let (_turn, _door) = live.turn().await;
    let record = live.with(|s| Shown::of(s, changes_asked())).map(|shown| shown.to_text());
    keep_shown(record.as_deref());
}
