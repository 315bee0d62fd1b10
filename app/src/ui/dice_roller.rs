//! The table's dice, one tap away (issue 19): 2d6 or 1d6, for the rolls that are not an
//! attack (a break away, an ability's die, a roll the players agreed on). An attack is
//! entered on the attacker's card (`attack_panel.rs`), where the engine knows who rolls
//! at whom.

use dialkeeper_model::dice::Rolled;
use dioxus::prelude::*;

use super::use_language;
use dialkeeper_model::label;

/// The dice sheet over the table.
#[component]
pub fn DiceRoller() -> Element {
    let mut overlays = use_context::<Signal<super::thumb_bar::TableOverlays>>();
    let lang = use_language();
    let mut rolled = use_signal(|| None::<Rolled>);
    if !overlays.read().dice {
        return rsx! {};
    }
    let (faces, total) = rolled().map(|r| (r.faces(), r.total())).unwrap_or_default();
    // The criticals are the engine's numbers, said for a 2d6 only (the model decides).
    let critical = rolled().and_then(Rolled::critical).and_then(|mark| dialkeeper_model::text::roll_key_label(lang, mark));
    rsx! {
        div { class: "wiz-backdrop", onclick: move |_| overlays.write().dice = false,
            section { class: "wiz-sheet dice-sheet", role: "dialog", "aria-modal": "true", "aria-labelledby": "dice-title", "data-testid": "dice",
                onclick: move |e| e.stop_propagation(),
                header { class: "wiz-head",
                    h2 { id: "dice-title", {label!(lang, "dice-title")} }
                    button { class: "close", "data-testid": "dice-close", "aria-label": label!(lang, "wiz-cancel"), onclick: move |_| overlays.write().dice = false, "×" }
                }
                div { class: "dice-buttons",
                    button { class: "big primary", "data-testid": "roll-2d6",
                        onclick: move |_| rolled.set(Some(Rolled::two())),
                        {label!(lang, "dice-roll-two")}
                    }
                    button { class: "big", "data-testid": "roll-d6",
                        onclick: move |_| rolled.set(Some(Rolled::one())),
                        {label!(lang, "dice-roll-one")}
                    }
                }
                if rolled().is_some() {
                    div { class: "dice-result", "data-testid": "dice-result", "data-total": "{total}", "aria-live": "polite",
                        span { class: "dice-faces", "aria-hidden": "true", "{faces}" }
                        span { class: "dice-total", "{total}" }
                        if let Some(text) = critical {
                            span { class: "dice-critical", "data-testid": "dice-critical", "{text}" }
                        }
                    }
                }
                p { class: "muted", {label!(lang, "dice-attack-on-card")} }
            }
        }
    }
}
