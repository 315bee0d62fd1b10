//! The web app's way in: one tab of the browser owns the store, a browser that keeps
//! nothing says so before play, and a store worker that stops is replaced. Until the store
//! can be used, the player sees why, in plain words, with the one button that helps.

use std::cell::RefCell;
use std::rc::Rc;

use dioxus::prelude::*;

use super::restarts::{LastPrefs, Restarts};
use super::{CSS, Slot, Started};
use dialkeeper_model::label;
use dialkeeper_model::platform::web::{Claim, StoreNews};
use dialkeeper_model::prefs::Prefs;
use dialkeeper_model::session::start_session;

/// Where the start is.
#[derive(Debug, Clone, PartialEq)]
enum Phase {
    /// Waiting for the store worker.
    Starting(Claim),
    /// Another tab or window owns the store. `let_go`: this tab had it and handed it over;
    /// `busy`: this tab owns it but the other has not released the files yet.
    Elsewhere { let_go: bool, busy: bool },
    /// The browser keeps nothing: the player chooses to play anyway, knowingly.
    BelowTheFloor(String),
    /// The screens, over the session in the slot.
    Playing,
}

/// The web app: starts the store worker and shows the screens once the store is usable.
#[component]
pub fn WebApp() -> Element {
    let slot = use_hook(|| Slot(Rc::new(RefCell::new(None))));
    let mut phase = use_signal(|| Phase::Starting(dialkeeper_model::platform::web::first_claim()));
    let mut generation = use_signal(|| 0u32);
    let restarts = use_context_provider(|| Restarts(Signal::new(0))).0;
    let last = use_context_provider(|| {
        let language = dialkeeper_model::platform::web::likely_language();
        LastPrefs(Signal::new(Prefs { language, ..Prefs::from_settings(|_| None) }))
    })
    .0;
    let start_slot = slot.clone();
    use_effect(move || {
        let Phase::Starting(claim) = phase() else { return };
        let slot = start_slot.clone();
        spawn(async move {
            let news = move |news: StoreNews| {
                let (mut phase, mut restarts) = (phase, restarts);
                match news {
                    StoreNews::LetGo | StoreNews::Lost => {
                        dialkeeper_model::platform::web::note_owned(false);
                        phase.set(Phase::Elsewhere { let_go: true, busy: false });
                    }
                    StoreNews::Restarted => restarts += 1,
                    // A first visit's store, started after its first screen.
                    StoreNews::Ready => {
                        dialkeeper_model::platform::web::note_owned(true);
                        restarts += 1;
                    }
                    StoreNews::Elsewhere { busy } => {
                        dialkeeper_model::platform::web::note_owned(false);
                        phase.set(Phase::Elsewhere { let_go: false, busy });
                    }
                    // A first visit's late store could not be kept: the page starts again
                    // the usual way, which says why before play (a reload: replacing the
                    // screens under the session's waiting requests panicked in Dioxus).
                    StoreNews::Unkept => {
                        let _ = web_sys::window().map(|w| w.location().reload());
                    }
                }
            };
            // The words of the first screen come while the store opens, so it is drawn in
            // the player's language, never in English first.
            let words = dialkeeper_model::platform::web::download_language(last.peek().language);
            let started = start_session(claim, news).await;
            words.await;
            // A first visit's session plays before its store is claimed: `news` says so once it is.
            if !dialkeeper_model::platform::web::store_pending() {
                dialkeeper_model::platform::web::note_owned(matches!(started, dialkeeper_model::session::Started::Playing(_)));
            }
            let (session, next) = match started {
                dialkeeper_model::session::Started::Playing(session) => (Some(session), Phase::Playing),
                dialkeeper_model::session::Started::Elsewhere { busy } => (None, Phase::Elsewhere { let_go: false, busy }),
                dialkeeper_model::session::Started::BelowTheFloor(session, reason) => (Some(session), Phase::BelowTheFloor(reason)),
            };
            if let Some(session) = session {
                // The store knows better than the guess (a first start of this version, a cleared hint).
                dialkeeper_model::platform::web::download_language(session.prefs().language).await;
                *slot.0.borrow_mut() = Some(session);
                generation += 1;
            }
            phase.set(next);
        });
    });
    // Once something other than the splash is drawn, a first visit's store worker starts,
    // English's rest downloads (the split page), and the offline copy and the other
    // languages' names may download (the Rules search's, kept offline too).
    let mut drawn = use_signal(|| false);
    use_effect(move || {
        if !matches!(phase(), Phase::Starting(_)) && !*drawn.peek() {
            drawn.set(true);
            dialkeeper_model::platform::web::first_screen_drawn();
            dialkeeper_model::platform::web::keep_offline_copy();
            spawn(dialkeeper_model::platform::web::download_english_rest());
            spawn(dialkeeper_model::platform::web::download_other_languages());
        }
    });
    let prefs = last();
    let lang = prefs.language;
    let body = match phase() {
        // The store worker answers in a fraction of a second: a plain splash till then.
        Phase::Starting(_) => rsx! { super::Splash {} },
        Phase::Playing => return rsx! { Started { key: "{generation}", session: slot } },
        Phase::Elsewhere { let_go, busy } => {
            let sentence = match (let_go, busy) {
                (true, _) => label!(lang, "elsewhere-let-go"),
                (false, true) => label!(lang, "elsewhere-busy"),
                (false, false) => label!(lang, "elsewhere-body"),
            };
            rsx! {
                Gate { prefs, testid: "elsewhere", title: label!(lang, "elsewhere-title"), sentence,
                    button { class: "big primary wide", "data-testid": "use-here",
                        onclick: move |_| phase.set(Phase::Starting(Claim::Take)),
                        {label!(lang, "elsewhere-use-here")}
                    }
                }
            }
        }
        Phase::BelowTheFloor(reason) => rsx! {
            Gate { prefs, testid: "below-floor", title: label!(lang, "floor-title"), sentence: label!(lang, "floor-body"),
                p { class: "muted", {dialkeeper_model::text::floor_reason(lang, &reason)} }
                button { class: "big primary wide", "data-testid": "play-unsaved",
                    onclick: move |_| phase.set(Phase::Playing),
                    {label!(lang, "floor-play")}
                }
            }
        },
    };
    rsx! {
        style { {CSS} }
        {body}
    }
}

/// A whole-screen message before the screens: a title, a sentence, and its buttons.
#[component]
fn Gate(prefs: Prefs, testid: &'static str, title: String, sentence: String, children: Element) -> Element {
    rsx! {
        div { class: prefs.app_class(), lang: "{prefs.language.code()}",
            main { class: "screen gate", role: "alert", "data-testid": "{testid}",
                h1 { "{title}" }
                p { "{sentence}" }
                {children}
            }
        }
    }
}
