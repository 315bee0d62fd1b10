//! The table's controls in thumb reach (issues 35 and 48): Undo, saying what it will undo,
//! Redo beside it, the dice and End turn, in a bar docked just above the tab bar, so they
//! never scroll away.

use super::LiveSession;
use dialkeeper_core::Command;
use dioxus::prelude::*;

use super::use_language;
use super::widgets::{dispatch, step_back};
use dialkeeper_model::label;
use dialkeeper_model::text::change_summary;

/// What the table shows over its cards, opened from the bar or the table itself.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct TableOverlays {
    /// The dice sheet.
    pub dice: bool,
    /// "End the turn with actions left?" (CORE-05).
    pub confirm_end: bool,
}

/// The bar; nothing when no game is in play.
#[component]
pub fn ThumbBar() -> Element {
    let session = use_context::<LiveSession>();
    let mut overlays = use_context::<Signal<TableOverlays>>();
    let lang = use_language();
    let s = session.read();
    let Some(game) = s.game().filter(|g| g.ended().is_none()) else { return rsx! {} };
    let left = game.actions_left();
    // What an undo would take back, in the words the log uses; the session keeps its
    // events, so a redraw does not play the last command again.
    let undoes = s.last_change().map(|events| change_summary(lang, game, events));
    let can_undo = undoes.is_some();
    let can_redo = game.can_redo();
    rsx! {
        div { class: "thumb-bar", "data-testid": "thumb-bar",
            button { class: "big undo", "data-testid": "undo", disabled: !can_undo,
                onclick: move |_| step_back(false),
                span { class: "undo-word", "↶ " {label!(lang, "undo")} }
                if let Some(what) = undoes {
                    span { class: "undo-what", "data-testid": "undo-what", "{what}" }
                }
            }
            // A sign, not a word: the bar keeps room for Undo's sentence at every text size.
            button { class: "big redo", "data-testid": "redo", disabled: !can_redo, "aria-label": label!(lang, "redo"),
                title: label!(lang, "redo"), onclick: move |_| step_back(true), "↷"
            }
            button { class: "big", "data-testid": "dice-open", onclick: move |_| overlays.write().dice = true, "⚄ " {label!(lang, "dice-open")} }
            button { class: "big primary", "data-testid": "end-turn",
                // Actions left unused are easy to forget: ask first (CORE-05).
                onclick: move |_| if left > 0 { overlays.write().confirm_end = true } else { dispatch(Command::EndTurn) },
                {label!(lang, "end-turn")}
            }
        }
    }
}
