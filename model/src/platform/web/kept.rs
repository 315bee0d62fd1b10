//! Whether this browser keeps the app's storage: the browser's answer when asked to
//! persist it, and the note for `index.html`'s next start that a store is here.

use std::cell::Cell;

thread_local! {
    /// Whether the browser agreed to keep the app's storage (`None`: not asked yet, or
    /// the browser cannot be asked).
    static PERSISTED: Cell<Option<bool>> = const { Cell::new(None) };
}

/// Whether the browser agreed to keep the app's storage when space runs low.
pub fn storage_persisted() -> Option<bool> {
    PERSISTED.get()
}

/// Asks the browser to keep the app's storage, and notes its answer.
pub async fn ask_to_keep_storage() {
    note_persisted(super::persist_storage().await);
}

/// Notes the browser's answer, asked beside other work.
pub fn note_persisted(answer: Option<bool>) {
    PERSISTED.set(answer);
}

/// Notes, for `index.html`'s next start, that this browser has a store: it then starts the
/// store worker at once instead of first looking for the store's files.
pub fn note_store_kept() {
    if let Some(storage) = web_sys::window().and_then(|w| w.local_storage().ok().flatten()) {
        let _ = storage.set_item(dialkeeper_store::STORE_KEPT, "1");
    }
}
