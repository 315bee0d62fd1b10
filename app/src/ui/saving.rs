//! Never silent: while a change the player asked for waits for the store, the app says
//! so. The note is drawn the moment a change is asked but shows only after a second (a
//! CSS delay, so a quick save never flickers and no timer runs); after five seconds it
//! says plainly that the storage is slow and offers a reload, which shows what is saved.
//! A store that answers nothing for longer is replaced by the store worker's watchdog,
//! and the change then ends with its fault in the snackbar.

use std::collections::BTreeSet;

use dioxus::prelude::*;

use super::use_language;
use dialkeeper_model::label;

/// The changes asked and not yet answered, by the order they were asked.
#[derive(Debug, Clone, Default, PartialEq)]
pub struct Saving {
    next: u64,
    waiting: BTreeSet<u64>,
}

/// Held while one change waits for the store; dropping it ends the wait.
pub struct Waiting {
    saving: Signal<Saving>,
    id: u64,
}

/// Makes this component (the frame) keep the changes in flight.
pub fn provide_saving() {
    use_context_provider(|| Signal::new(Saving::default()));
}

/// Notes that a change was asked; the note clears when the returned guard is dropped.
pub fn begin() -> Option<Waiting> {
    let mut saving = try_consume_context::<Signal<Saving>>()?;
    let mut state = saving.try_write().ok()?;
    let id = state.next;
    state.next += 1;
    state.waiting.insert(id);
    drop(state);
    Some(Waiting { saving, id })
}

impl Drop for Waiting {
    fn drop(&mut self) {
        // The frame may be gone already (the app closing): nothing to clear then.
        if let Ok(mut state) = self.saving.try_write() {
            state.waiting.remove(&self.id);
        }
    }
}

/// "Saving…" while the oldest change in flight waits, drawn above the snackbar.
#[component]
pub fn SavingNote() -> Element {
    let saving = use_context::<Signal<Saving>>();
    let lang = use_language();
    // A guest's tap waits for its host, not for this phone's storage: said so.
    let sharing = use_context::<super::sharing::Sharing>();
    let standing = use_memo(move || sharing.read().standing());
    let oldest = saving.read().waiting.first().copied();
    // The place is always drawn, apart from the page (position: fixed, contained: app.css),
    // and only the note inside it comes and goes: a region that stays is the surer way to
    // have a screen reader read its words. Measured, it did not make a tap faster
    // (BENCHMARKS.md, issue 50, the tap in Chromium 156).
    rsx! {
        div { class: "saving-place", role: "status",
            // Keyed by the oldest change waiting, so its delays start when that change was asked.
            if let Some(oldest) = oldest {
                div { key: "{oldest}", class: "saving", "data-testid": "saving", "data-change": "{oldest}",
                    span { class: "saving-now", "data-testid": "saving-now", {label!(lang, "saving-now")} }
                    span { class: "saving-slow", "data-testid": "saving-slow", "data-standing": standing().code(),
                        span { {dialkeeper_model::text::saving_slow(lang, standing())} }
                        // Reloading shows what this phone's store holds; a guest's wait is the link's.
                        if !standing().waits_for_host() {
                            button { class: "link", "data-testid": "saving-reload", onclick: move |_| reload(), {label!(lang, "saving-reload")} }
                        }
                    }
                }
            }
        }
    }
}

/// Starts the app again: it shows what the store holds, and nothing saved is lost.
fn reload() {
    #[cfg(feature = "web")]
    if let Some(window) = web_sys::window() {
        let _ = window.location().reload();
    }
}
