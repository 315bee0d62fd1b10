//! The door to the store: requests go out, replies come back. Natively the store lives in
//! the same thread and answers at once; the web build swaps this for the store worker.

use std::cell::RefCell;
use std::path::Path;

use dialkeeper_store::{Fault, Recovery, Reply, Request, Store, StoreError};

/// An open store, asked through [`Request`]s only.
pub(crate) struct Door {
    store: RefCell<Store>,
}

impl Door {
    /// Opens the store file; a damaged file is moved aside (the `Recovery` says where).
    pub(crate) fn open(path: &Path) -> Result<(Door, Option<Recovery>), StoreError> {
        Store::open(path).map(|(store, recovery)| (Door { store: RefCell::new(store) }, recovery))
    }

    /// A store in memory: nothing outlives the app.
    pub(crate) fn in_memory() -> Door {
        Door { store: RefCell::new(Store::in_memory().expect("an in-memory SQLite database opens")) }
    }

    /// Asks the store; a change is committed when this returns `Ok`.
    pub(crate) fn ask(&self, request: Request) -> Result<Reply, Fault> {
        self.store.borrow_mut().handle(request)
    }
}

/// Takes the expected variant out of a reply; any other answer is a fault, never a panic.
macro_rules! expect_reply {
    ($reply:expr, $variant:path) => {
        match $reply {
            Ok($variant(value)) => Ok(value),
            Ok(other) => Err(dialkeeper_store::Fault::Other(format!("unexpected reply {other:?}"))),
            Err(fault) => Err(fault),
        }
    };
}
pub(crate) use expect_reply;

/// Checks that a change was done.
pub(crate) fn done(reply: Result<Reply, Fault>) -> Result<(), Fault> {
    match reply? {
        Reply::Done => Ok(()),
        other => Err(Fault::Other(format!("unexpected reply {other:?}"))),
    }
}
