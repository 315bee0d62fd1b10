//! Setting up a game: a view over [`ArmyDraft`]. Players (2–6), the game size, how the
//! game may end (a time limit, another agreed ending), the table's house rules (folded
//! away, all off by default), and for each player an army searched out of the demo figures
//! and the player's own catalog (`figure_picker`) or a quick custom figure; the engine
//! checks the setup when the game starts, in one stored step.

use dialkeeper_core::{FigureDef, PlayerId, SetupError};
use dioxus::prelude::*;

use super::army_entry::ArmyEntry;
use super::army_files::{ArmyFiles, QuickFigure};
use super::figure_picker::FigurePicker;
use super::table::PLAYER_COLORS;
use super::{show, use_language};
use crate::army::{ArmyDraft, PlayerDraft};
use crate::demo;
use crate::session::{Games, NewGameError, Session};
use crate::tr;

/// Players a game can have on this screen.
const PLAYERS: std::ops::RangeInclusive<usize> = 2..=6;

/// Time limits offered, in minutes (CORE-18).
const TIME_LIMITS: [u16; 8] = [30, 45, 60, 75, 90, 120, 150, 180];

/// The new-game screen.
#[component]
pub fn NewGameScreen() -> Element {
    let session = use_context::<Signal<Session>>();
    let lang = use_language();
    let mut name = use_signal(|| tr!(lang, "new-game-default-name"));
    let mut draft = use_signal(|| ArmyDraft {
        game_size: 200,
        players: (1..=2).map(|n| PlayerDraft::new(tr!(lang, "player-default-name", number = n))).collect(),
        ..Default::default()
    });
    // The demo figures first, then the player's own catalog.
    let catalog = use_hook(|| {
        let mut all = demo::figures();
        // Without the catalog the demo figures still make a game; the Figures screen says why.
        all.extend(session.read().catalog().unwrap_or_default().iter().map(|c| c.def.clone()));
        all
    });
    let game_size = draft.read().game_size;
    let count = draft.read().players.len();
    let time_limit = draft.read().time_limit.map_or(String::new(), |m| m.to_string());
    let condition = draft.read().condition.clone();
    let formation_of_two = draft.read().house_rules.move_formation_of_two;

    let start = move |_| async move {
        let setup = draft.read().to_setup();
        super::wizard::close();
        let (named, planned) = (name.read().clone(), setup.clone());
        match super::errand::kept(async move { session.new_game(&named, planned).await }).await {
            Ok(()) => super::open_table(),
            Err(NewGameError::Setup(e)) => show(crate::text::setup_error(lang, &setup, &e), e.rule(), true, false),
            Err(NewGameError::Store(e)) => show(tr!(lang, "error-store", error = crate::text::fault_sentence(lang, &e)), None, true, false),
        }
    };
    rsx! {
        section { class: "new-game", "data-testid": "new-game-screen",
            h1 { {tr!(lang, "new-game")} }
            label { class: "field", {tr!(lang, "game-name")}
                input { "data-testid": "game-name", value: "{name}", oninput: move |e| name.set(e.value()) }
            }
            label { class: "field", {tr!(lang, "game-size")}
                select { "data-testid": "game-size", value: "{game_size}",
                    onchange: move |e| draft.write().game_size = e.value().parse().unwrap_or(200),
                    for s in (100..=1000u16).step_by(100) {
                        option { key: "{s}", value: "{s}", selected: s == game_size,
                            {tr!(lang, "game-size-option", points = s as i64, actions = (s / 100) as i64)}
                        }
                    }
                }
            }
            label { class: "field", {tr!(lang, "time-limit")}
                select { "data-testid": "time-limit", value: "{time_limit}",
                    onchange: move |e| draft.write().time_limit = e.value().parse().ok(),
                    option { value: "", selected: time_limit.is_empty(), {tr!(lang, "time-limit-none")} }
                    for m in TIME_LIMITS {
                        option { key: "{m}", value: "{m}", selected: time_limit == m.to_string(),
                            {tr!(lang, "time-limit-option", minutes = m as i64)}
                        }
                    }
                }
            }
            label { class: "field", {tr!(lang, "agreed-condition")}
                input { "data-testid": "agreed-condition", value: "{condition}", placeholder: tr!(lang, "agreed-condition-hint"),
                    oninput: move |e| draft.write().condition = e.value() }
            }
            // House rules (docs/RULINGS.md): folded away, all off unless the table ticks one.
            details { class: "house-rules", "data-testid": "house-rules", open: formation_of_two,
                summary { {tr!(lang, "new-game-house-rules")} }
                label { class: "check",
                    input { r#type: "checkbox", "data-testid": "house-rule-move-formation-of-two", checked: formation_of_two,
                        onchange: move |e| draft.write().set_move_formation_of_two(e.checked()) }
                    " " {tr!(lang, "house-rule-move-formation-of-two")}
                }
                p { class: "muted small", {tr!(lang, "house-rule-move-formation-of-two-why")} }
            }
            for index in 0..count {
                PlayerPanel { key: "{index}", index, catalog: catalog.clone(), draft }
            }
            div { class: "row",
                if count < *PLAYERS.end() {
                    button { class: "big", "data-testid": "add-player",
                        onclick: move |_| {
                            let n = draft.read().players.len() + 1;
                            draft.write().players.push(PlayerDraft::new(tr!(lang, "player-default-name", number = n as i64)));
                        },
                        "+ " {tr!(lang, "add-player")}
                    }
                }
                if count > *PLAYERS.start() {
                    button { class: "big", onclick: move |_| { draft.write().players.pop(); }, "− " {tr!(lang, "remove-player")} }
                }
            }
            button { class: "big primary wide", "data-testid": "start-game", onclick: start, {tr!(lang, "start-game")} }
        }
    }
}

/// One player's name, army, build total and army tools.
#[component]
fn PlayerPanel(index: usize, catalog: Vec<FigureDef>, draft: Signal<ArmyDraft>) -> Element {
    let lang = use_language();
    let game_size = draft.read().game_size;
    let player = draft.read().players[index].clone();
    let total = player.total();
    let color = PLAYER_COLORS[index % 6];
    // The engine's unique-figure refusal (CORE-17), shown as the army is built.
    let setup = draft.read().to_setup();
    let unique_twice = match setup.validate() {
        Err(e @ SetupError::UniqueTwice { player: PlayerId(p), .. }) if p as usize == index => {
            Some(crate::text::setup_error(lang, &setup, &e))
        }
        _ => None,
    };
    rsx! {
        div { class: "panel player", style: "--owner: {color}", "data-testid": "player-{index}",
            label { class: "field", {tr!(lang, "player-name")}
                input { "data-testid": "player-name-{index}", value: "{player.name}",
                    oninput: move |e| draft.write().players[index].name = e.value() }
            }
            ul { class: "army", "data-testid": "army-{index}",
                for (place, entry) in player.entries().iter().cloned().enumerate() {
                    ArmyEntry { key: "{place}", player: index, place, entry, draft }
                }
            }
            if player.entries().iter().any(|e| e.figure.is_rider()) {
                p { class: "muted", "data-testid": "rides-hint-{index}", {tr!(lang, "rides-hint")} }
            }
            p { class: if total > game_size as u32 { "build-total over" } else { "build-total" }, "data-testid": "build-total-{index}",
                {tr!(lang, "build-total", total = total as i64, size = game_size as i64)}
            }
            if let Some(message) = unique_twice {
                p { class: "build-total over", "data-testid": "unique-twice-{index}", "{message}" }
            }
            FigurePicker { index, catalog, onpick: move |f| { draft.write().players[index].add(f); } }
            ArmyFiles { index, draft }
            QuickFigure { index, draft }
        }
    }
}
