//! Starting the web build's session: the store worker, then the session over it.

use std::cell::Cell;

use dialkeeper_store::{Fault, Hello};

use super::StoreWorker;
use crate::session::{Door, Session, StartupNotice};

thread_local! {
    /// Whether the browser agreed to keep the app's storage (`None`: not asked yet, or
    /// the browser cannot be asked).
    static PERSISTED: Cell<Option<bool>> = const { Cell::new(None) };
}

/// Starts the store worker and a session over it. A store that is not durable says so
/// in the startup notice; it is never used silently.
pub async fn start_session() -> Session {
    match StoreWorker::start().await {
        Ok((worker, hello)) => {
            let notice = match hello {
                Hello::Ready { recovery } => {
                    PERSISTED.set(super::persist_storage().await);
                    recovery.map(StartupNotice::Recovered)
                }
                Hello::TooNew { found } => Some(StartupNotice::TooNew { found }),
                Hello::Busy => Some(StartupNotice::Unavailable(Fault::Busy)),
                Hello::NoStorage { reason } => Some(StartupNotice::NoStorage(reason)),
            };
            Session::start(Door::Worker(worker), notice).await
        }
        Err(fault) => Session::start(Door::Nowhere(fault.clone()), Some(StartupNotice::Unavailable(fault))).await,
    }
}

/// Whether the browser agreed to keep the app's storage when space runs low.
pub fn storage_persisted() -> Option<bool> {
    PERSISTED.get()
}
