//! The table's dice, one tap away (issue 19): 2d6 or 1d6, for the rolls that are not an
//! attack (a break away, an ability's die, a roll the players agreed on). An attack is
//! entered on the attacker's card (`attack_panel.rs`), where the engine knows who rolls
//! at whom.

use dialkeeper_core::{CRITICAL_HIT, CRITICAL_MISS};
use dioxus::prelude::*;

use super::use_language;
use dialkeeper_model::label;

/// What was rolled last.
#[derive(Debug, Clone, Copy, PartialEq)]
enum Rolled {
    /// One d6.
    One(u8),
    /// Two d6, each die.
    Two(u8, u8),
}

/// A die's face as its pips.
fn face(n: u8) -> &'static str {
    ["⚀", "⚁", "⚂", "⚃", "⚄", "⚅"][(n.clamp(1, 6) - 1) as usize]
}

/// The dice sheet over the table.
#[component]
pub fn DiceRoller() -> Element {
    let mut overlays = use_context::<Signal<super::thumb_bar::TableOverlays>>();
    let lang = use_language();
    let mut rolled = use_signal(|| None::<Rolled>);
    if !overlays.read().dice {
        return rsx! {};
    }
    let (faces, total) = match rolled() {
        Some(Rolled::One(n)) => (face(n).to_string(), n),
        Some(Rolled::Two(a, b)) => (format!("{} {}", face(a), face(b)), a + b),
        None => (String::new(), 0),
    };
    // The criticals are the engine's numbers, said for a 2d6 only.
    let critical = match rolled() {
        Some(Rolled::Two(..)) if total == CRITICAL_HIT => Some(label!(lang, "dice-critical-hit")),
        Some(Rolled::Two(..)) if total == CRITICAL_MISS => Some(label!(lang, "dice-critical-miss")),
        _ => None,
    };
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
                        onclick: move |_| rolled.set(Some(Rolled::Two(dialkeeper_model::dice::roll_d6(), dialkeeper_model::dice::roll_d6()))),
                        {label!(lang, "dice-roll-two")}
                    }
                    button { class: "big", "data-testid": "roll-d6",
                        onclick: move |_| rolled.set(Some(Rolled::One(dialkeeper_model::dice::roll_d6()))),
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
