//! Never silent: while a change the player asked for waits for the store, the app says
//! so. The note is drawn once the oldest change has waited a second, so a quick save
//! never flickers and, above all, a tap changes nothing on the page before its answer:
//! a note drawn at the tap (hidden by a CSS delay, as it was) asked the browser for a
//! frame the store's answer then waited behind, and doubled the tap's p95 at CPU ×4
//! (BENCHMARKS.md, issue 50). After five seconds it says plainly that the storage is
//! slow and offers a reload, which shows what is saved. A store that answers nothing for
//! longer is replaced by the store worker's watchdog, and the change then ends with its
//! fault in the snackbar. The place says which change waits (`data-waiting`), read by
//! no style, for the browser tests.

use std::collections::BTreeMap;

use dioxus::prelude::*;

use super::use_language;
use dialkeeper_model::label;
use dialkeeper_model::platform;

/// How long a change waits before the note says so, and before it says the storage is slow.
const SAY_AFTER_MS: i64 = 1000;
const SLOW_AFTER_MS: i64 = 5000;

/// The changes asked and not yet answered, by the order they were asked, with when.
#[derive(Debug, Clone, Default, PartialEq)]
pub struct Saving {
    next: u64,
    waiting: BTreeMap<u64, i64>,
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
    state.waiting.insert(id, platform::now_ms());
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
    // The oldest change waiting, and when it was asked: a memo, so the note's timer and
    // the note itself start again only when the oldest change does, not at every tap.
    let oldest = use_memo(move || saving.read().waiting.first_key_value().map(|(&id, &asked)| (id, asked)));
    // The change whose wait is said, with how long until its slow words (five seconds
    // after it was asked), both set once as the note comes. Its timer goes when that
    // change is answered (the task, and its one timer, are dropped and made again).
    let mut said = use_signal(|| None::<(u64, i64)>);
    use_resource(move || async move {
        let Some((id, asked)) = oldest() else { return };
        // Clamped: a wall clock set back while a change waits delays nothing.
        let waited = (platform::now_ms() - asked).clamp(0, SAY_AFTER_MS);
        if waited < SAY_AFTER_MS {
            platform::sleep_ms((SAY_AFTER_MS - waited) as u32).await;
        }
        let slow_in = (SLOW_AFTER_MS - (platform::now_ms() - asked)).clamp(0, SLOW_AFTER_MS - SAY_AFTER_MS);
        said.set(Some((id, slow_in)));
    });
    let waiting = oldest().map(|(id, _)| id.to_string()).unwrap_or_default();
    let shown = said().filter(|&(id, _)| oldest().is_some_and(|(o, _)| o == id));
    // The place is always drawn, apart from the page (position: fixed, contained: app.css),
    // and only the note inside it comes and goes: a region that stays is the surer way to
    // have a screen reader read its words.
    rsx! {
        div { class: "saving-place", role: "status", "data-testid": "saving-place", "data-waiting": "{waiting}",
            // Keyed by the change it is about.
            if let Some((oldest, slow_in)) = shown {
                div { key: "{oldest}", class: "saving", "data-testid": "saving", "data-change": "{oldest}",
                    style: "--slow-in: {slow_in}ms",
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
