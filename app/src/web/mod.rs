//! What only the web build has: the store worker, downloads and sharing, the screen wake
//! lock, and asking the browser to keep the app's storage.

mod browser;
mod start;
mod store_worker;
mod update;

pub use browser::{Awake, Delivered, download, keep_awake, persist_storage};
pub use start::{start_session, storage_persisted};
pub use store_worker::StoreWorker;
pub use update::{apply_update, watch_for_update};
