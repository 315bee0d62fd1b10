//! What only the web build has: the store worker, downloads and sharing, the screen wake
//! lock, and asking the browser to keep the app's storage.

mod browser;
mod crash;
mod early_worker;
mod languages;
mod start;
mod store_worker;
mod update;

pub use browser::{Delivered, download, keep_awake, page_hidden, persist_storage};
pub use crash::{install_crash_screen, prepare_crash_screen};
pub use languages::{download_language, download_other_languages, likely_language, remember_language};
pub use start::{Started, start_session, storage_persisted};
pub use store_worker::{Claim, StoreNews, StoreWorker, first_claim, first_screen_drawn, note_owned, store_pending};
pub use update::{apply_update, keep_offline_copy, watch_for_update};
