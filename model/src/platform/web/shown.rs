//! What the page keeps in local storage for a warm start: the games screen as last shown
//! (`crate::session::Shown`) and a count that such a record must match to be drawn: it
//! moves with the first change asked of the store while a record is kept. A leaf: the
//! store worker counts changes through it.

/// Where the page keeps what the games screen last showed (`crate::session::Shown`), and
/// the count of changes asked of the store that such a record must match to be used.
const SHOWN: &str = "dialkeeper-shown";
const CHANGES: &str = "dialkeeper-changes";

fn local_storage() -> Option<web_sys::Storage> {
    web_sys::window()?.local_storage().ok().flatten()
}

/// The count a kept record must match: it moves with each change asked of the store while
/// a record is kept ([`note_change_asked`]).
pub fn changes_asked() -> u64 {
    local_storage().and_then(|s| s.get_item(CHANGES).ok().flatten()).and_then(|n| n.parse().ok()).unwrap_or(0)
}

/// Counts a change about to be asked of the store, when a record is kept: the count moves,
/// so that record is never drawn, and the record goes, as it never can be again. The next
/// change then finds no record and writes nothing: a tap reads local storage but does
/// not write it (a write is a message to the browser, about 1 ms of a tap at CPU x4). A
/// browser that cannot count (storage off) keeps no record either, so nothing stale can
/// be drawn.
pub(super) fn note_change_asked() {
    let Some(storage) = local_storage() else { return };
    if matches!(storage.get_item(SHOWN), Ok(None)) {
        return;
    }
    let next = changes_asked().wrapping_add(1);
    let _ = storage.set_item(CHANGES, &next.to_string());
    let _ = storage.remove_item(SHOWN);
}

/// Keeps what the games screen shows for the next start, or forgets it (`None`).
pub fn keep_shown(record: Option<&str>) {
    if let Some(storage) = local_storage() {
        let kept = record.is_some_and(|text| storage.set_item(SHOWN, text).is_ok());
        if !kept {
            let _ = storage.remove_item(SHOWN);
        }
    }
}

/// What the games screen showed when the app was last put away, as kept.
pub fn kept_shown() -> Option<String> {
    local_storage()?.get_item(SHOWN).ok().flatten()
}
