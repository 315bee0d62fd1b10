//! What only the web build has: the store worker, downloads and sharing, the screen wake
//! lock, and asking the browser to keep the app's storage.

mod browser;
mod crash;
mod early_worker;
mod js;
mod kept;
mod languages;
mod modules;
mod shown;
mod store_worker;
mod update;

pub use browser::{Delivered, download, keep_awake, page_hidden, persist_storage};
pub use crash::{Words as CrashWords, install_crash_screen, prepare_crash_screen};
pub use early_worker::first_visit;
pub use kept::{ask_to_keep_storage, note_persisted, note_store_kept, storage_persisted};
pub use languages::{
    download_english_rest, download_language, download_other_languages, keep_asking_for_words, likely_language, remember_language,
};
pub use shown::{changes_asked, keep_shown, kept_shown};
pub use store_worker::{
    Claim, StoreNews, StoreWorker, first_claim, first_screen_drawn, late_start_failed, note_owned, store_pending, warn_recovered,
};
pub use update::{apply_update, keep_offline_copy, watch_for_update};
