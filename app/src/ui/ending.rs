//! Ending a game (CORE-18): the banner that offers it when the engine sees an end (a
//! player facing no opponent, the time run out), and the sheet where the players say why
//! it ends and enter the objectives each held (CORE-19). Which ends are offered is the
//! engine's answer, through `model::ending`; Confirm sends the
//! one `EndGame` command, which undo takes back.

use super::LiveSession;
use dialkeeper_model::ending::EndDraft;
use dioxus::prelude::*;

use super::clock::use_now;
use super::use_language;
use super::widgets::dispatch;
use dialkeeper_model::label;
use dialkeeper_model::platform;

/// The banner offering to end the game when the engine sees an end.
#[component]
pub fn EndOffer(sheet: Signal<Option<EndDraft>>) -> Element {
    let session = use_context::<LiveSession>();
    let lang = use_language();
    let now = use_now();
    let s = session.read();
    let Some(game) = s.game() else { return rsx! {} };
    let Some((reason, said)) = dialkeeper_model::ending::offer(lang, game, now()) else { return rsx! {} };
    let players = game.setup().players.len();
    rsx! {
        div { class: "banner warning", role: "status", "data-testid": "end-offer",
            span { "{said} " }
            button { class: "big primary", "data-testid": "end-offer-open",
                onclick: move |_| sheet.set(Some(EndDraft::new(reason, players))),
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
                        input { r#type: "text", inputmode: "numeric", "data-testid": "objectives-{p}",
                            "aria-invalid": draft.objectives_error(lang, p).is_some().then_some("true"),
                            value: "{draft.typed(p)}",
                            oninput: move |e| {
                                if let Some(d) = sheet.write().as_mut() { d.set_objectives(p, &e.value()) }
                            },
                        }
                    }
                    if let Some(error) = draft.objectives_error(lang, p) {
                        p { key: "error-{p}", class: "banner warning", role: "alert", "data-testid": "objectives-error-{p}", "{error}" }
                    }
                }
                div { class: "row",
                    button { class: "big", onclick: move |_| sheet.set(None), {label!(lang, "cancel")} }
                    button { class: "big primary", "data-testid": "end-confirm",
                        disabled: draft.command(0, only).is_none(),
                        onclick: move |_| {
                            let Some(command) = sheet.peek().as_ref().and_then(|d| d.command(platform::now_ms(), only)) else { return };
                            sheet.set(None);
                            dispatch(command);
                        },
                        {label!(lang, "end-game")}
                    }
                }
            }
        }
    }
}
