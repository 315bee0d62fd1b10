//! Ending a game (CORE-18): the banner that offers it when the engine sees an end (a
//! player facing no opponent, the time run out), and the sheet where the players say why
//! it ends and enter the objectives each held (CORE-19). Which ends are offered is the
//! engine's answer ([`dialkeeper_core::Game::endings`], `model::ending`); Confirm sends the
//! one `EndGame` command, which undo takes back.

use super::LiveSession;
use dialkeeper_core::{Command, EndReason};
use dioxus::prelude::*;

use super::clock::use_now;
use super::use_language;
use super::widgets::dispatch;
use dialkeeper_model::label;
use dialkeeper_model::platform;
use dialkeeper_model::text::end_offer;

/// The end sheet's answers so far; `None` while it is closed.
#[derive(Debug, Clone, PartialEq)]
pub struct EndDraft {
    /// The reason chosen.
    pub reason: EndReason,
    /// Objectives held, per player in seat order.
    pub objectives: Vec<u8>,
}

/// The banner offering to end the game when the engine sees an end.
#[component]
pub fn EndOffer(sheet: Signal<Option<EndDraft>>) -> Element {
    let session = use_context::<LiveSession>();
    let lang = use_language();
    let now = use_now();
    let s = session.read();
    let Some(game) = s.game() else { return rsx! {} };
    let Some(&reason) = game.endings(now()).first() else { return rsx! {} };
    let players = game.setup().players.len();
    rsx! {
        div { class: "banner warning", role: "status", "data-testid": "end-offer",
            span { {end_offer(lang, game, reason)} " " }
            button { class: "big primary", "data-testid": "end-offer-open",
                onclick: move |_| sheet.set(Some(EndDraft { reason, objectives: vec![0; players] })),
                {label!(lang, "end-game")}
            }
        }
    }
}

/// The sheet: why the game ends, the objectives each player held, Confirm.
#[component]
pub fn EndSheet(sheet: Signal<Option<EndDraft>>) -> Element {
    let session = use_context::<LiveSession>();
    let lang = use_language();
    let Some(draft) = sheet.read().clone() else { return rsx! {} };
    let s = session.read();
    let Some(game) = s.game() else { return rsx! {} };
    let reasons = dialkeeper_model::ending::reasons(lang, game, platform::now_ms());
    let only = match reasons.as_slice() {
        [(reason, _)] => Some(*reason),
        _ => None,
    };
    let names: Vec<String> = game.setup().players.iter().map(|p| p.name.clone()).collect();
    rsx! {
        div { class: "modal", role: "dialog", "aria-modal": "true", "aria-labelledby": "end-why", "data-testid": "end-sheet",
            div { class: "modal-box end-sheet",
                h2 { id: "end-why", {label!(lang, "end-why")} }
                // One way to end is no choice: it is said, not offered as a radio group.
                if let [(_, label)] = reasons.as_slice() {
                    p { "data-testid": "end-reason-only", "{label}" }
                } else {
                    div { class: "reasons",
                        for (i, (reason, label)) in reasons.iter().cloned().enumerate() {
                            label { key: "{i}", class: "toggle",
                                input { r#type: "radio", name: "end-reason", "data-testid": "end-reason-{i}",
                                    checked: draft.reason == reason,
                                    onchange: move |_| { if let Some(d) = sheet.write().as_mut() { d.reason = reason } },
                                }
                                span { "{label}" }
                            }
                        }
                    }
                }
                h2 { {label!(lang, "end-objectives")} }
                p { class: "muted", {label!(lang, "end-objectives-hint")} }
                for (p, name) in names.into_iter().enumerate() {
                    label { key: "{p}", class: "field objectives",
                        span { "{name}" }
                        input { r#type: "number", min: "0", max: "99", inputmode: "numeric", "data-testid": "objectives-{p}",
                            value: "{draft.objectives.get(p).copied().unwrap_or(0)}",
                            oninput: move |e| {
                                let held = e.value().trim().parse::<u8>().unwrap_or(0);
                                if let Some(slot) = sheet.write().as_mut().and_then(|d| d.objectives.get_mut(p)) { *slot = held }
                            },
                        }
                    }
                }
                div { class: "row",
                    button { class: "big", onclick: move |_| sheet.set(None), {label!(lang, "cancel")} }
                    button { class: "big primary", "data-testid": "end-confirm",
                        onclick: move |_| {
                            let Some(d) = sheet.peek().clone() else { return };
                            sheet.set(None);
                            let reason = only.unwrap_or(d.reason);
                            dispatch(Command::EndGame { reason, at: platform::now_ms(), objectives: d.objectives });
                        },
                        {label!(lang, "end-game")}
                    }
                }
            }
        }
    }
}
