//! Setting up a game: a view over [`ArmyDraft`]. Players (2–6), the game size, how the
//! game may end (a time limit, another agreed ending), the table's house rules (folded
//! away, all off by default), and for each player an army searched out of the demo figures
//! and the player's own catalog (`figure_picker`) or a quick custom figure; the engine
//! checks the setup when the game starts, in one stored step. The draft is stored as it
//! changes (a setting), so a reload keeps it ("Start afresh" empties it); a new draft
//! offers the last game's players and armies in one tap.

use super::LiveSession;
use dialkeeper_core::{FigureDef, HouseRule};
use dioxus::prelude::*;

use super::PLAYER_COLORS;
use super::army_entry::ArmyEntry;
use super::army_files::{ArmyFiles, QuickFigure};
use super::figure_picker::FigurePicker;
use super::use_language;
use dialkeeper_model::army::{ArmyDraft, DRAFT_KEY, LAST_TABLE_KEY, PlayerDraft, StoredDraft};
use dialkeeper_model::demo;
use dialkeeper_model::label;
use dialkeeper_model::shell::{self, SetUp};

/// Players a game can have on this screen.
const PLAYERS: std::ops::RangeInclusive<usize> = 2..=6;

/// Time limits offered, in minutes (CORE-18).
const TIME_LIMITS: [u16; 8] = [30, 45, 60, 75, 90, 120, 150, 180];

/// The new-game screen.
#[cfg_attr(feature = "split", component(lazy))]
#[cfg_attr(not(feature = "split"), component)]
pub fn NewGameScreen() -> Element {
    let session = use_context::<LiveSession>();
    let lang = use_language();
    // The draft being set up before a reload or a visit to another screen, if any.
    let stored = use_hook(|| session.peek().setting(DRAFT_KEY).as_deref().and_then(StoredDraft::from_json));
    // The last game's table, offered while the draft has no figure.
    let last = use_hook(|| session.peek().setting(LAST_TABLE_KEY).as_deref().and_then(StoredDraft::from_json));
    let kept_name = stored.as_ref().map(|d| d.name.clone()).filter(|n| !n.trim().is_empty());
    let mut name = use_signal(|| kept_name.unwrap_or_else(|| label!(lang, "new-game-default-name")));
    let mut draft = use_signal(|| match &stored {
        Some(d) if d.setup.players.len() >= *PLAYERS.start() => ArmyDraft::from_setup(&d.setup),
        _ => fresh(lang),
    });
    // Said while the draft shown is the stored one, with "Start afresh" beside it.
    let mut kept = use_signal(|| draft.peek().players.iter().any(|p| !p.entries().is_empty()));
    // Every change is stored, on this screen's task: the draft is a shortcut, and the next
    // keystroke stores it again. (As an errand, the saves a first visit queued before its
    // store started outlived the frame when another tab kept the games, and the page
    // panicked in Dioxus as they were dropped.)
    use_effect(move || {
        let text = StoredDraft { name: name(), setup: draft.read().to_setup() }.to_json();
        spawn(async move { shell::keep(&session, DRAFT_KEY, text).await });
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
    let house_rules = draft.read().house_rules;

    let start = move |_| super::start::start_game(name.read().clone(), draft.read().to_setup(), SetUp::Draft);
    rsx! {
        section { class: "new-game", "data-testid": "new-game-screen",
            h1 { {label!(lang, "new-game")} }
            if kept() {
                p { class: "row", "data-testid": "new-game-kept",
                    span { class: "muted", {label!(lang, "new-game-kept")} }
                    button { class: "link", "data-testid": "new-game-afresh",
                        onclick: move |_| {
                            draft.set(fresh(lang));
                            name.set(label!(lang, "new-game-default-name"));
                            kept.set(false);
                        },
                        {label!(lang, "new-game-afresh")}
                    }
                }
            } else if let Some(table) = last.clone().filter(|_| draft.read().players.iter().all(|p| p.entries().is_empty())) {
                button { class: "big wide", "data-testid": "new-game-last-table",
                    onclick: move |_| {
                        draft.set(ArmyDraft::from_setup(&table.setup));
                        kept.set(true);
                    },
                    {last_names(lang, &table)}
                }
            }
            label { class: "field", {label!(lang, "game-name")}
                input { "data-testid": "game-name", value: "{name}", oninput: move |e| name.set(e.value()) }
            }
            label { class: "field", {label!(lang, "game-size")}
                select { "data-testid": "game-size", value: "{game_size}",
                    onchange: move |e| draft.write().game_size = e.value().parse().unwrap_or(200),
                    for s in (100..=1000u16).step_by(100) {
                        option { key: "{s}", value: "{s}", selected: s == game_size,
                            {dialkeeper_model::text::points(lang, s)}
                        }
                    }
                }
                // What the size gives, beside the choice: a choice's words must fit it at
                // every text size (issue 48).
                span { class: "muted small", "data-testid": "game-size-actions", {dialkeeper_model::text::game_size_actions(lang, game_size)} }
            }
            label { class: "field", {label!(lang, "time-limit")}
                select { "data-testid": "time-limit", value: "{time_limit}",
                    onchange: move |e| draft.write().time_limit = e.value().parse().ok(),
                    option { value: "", selected: time_limit.is_empty(), {label!(lang, "time-limit-none")} }
                    for m in TIME_LIMITS {
                        option { key: "{m}", value: "{m}", selected: time_limit == m.to_string(),
                            {dialkeeper_model::text::time_limit_option(lang, m)}
                        }
                    }
                }
            }
            label { class: "field", {label!(lang, "agreed-condition")}
                input { "data-testid": "agreed-condition", value: "{condition}", "aria-describedby": "agreed-condition-hint",
                    oninput: move |e| draft.write().condition = e.value() }
                // An example beside the field, where it fits at every text size (issue 48).
                span { id: "agreed-condition-hint", class: "muted small", {label!(lang, "agreed-condition-hint")} }
            }
            // House rules (docs/RULINGS.md): folded away, all off unless the table ticks one.
            details { class: "house-rules", "data-testid": "house-rules", open: !house_rules.is_default(),
                summary { {label!(lang, "new-game-house-rules")} }
                for rule in HouseRule::ALL {
                    {
                        let [tick, why, _] = dialkeeper_model::text::house_rule_texts(lang, rule);
                        rsx! {
                            label { key: "{rule.code()}", class: "check",
                                input { r#type: "checkbox", "data-testid": "house-rule-{rule.code()}", checked: house_rules.is_on(rule),
                                    onchange: move |e| draft.write().set_house_rule(rule, e.checked()) }
                                " " {tick}
                            }
                            p { class: "muted small", {why} }
                        }
                    }
                }
            }
            for index in 0..count {
                PlayerPanel { key: "{index}", index, catalog: catalog.clone(), draft }
            }
            div { class: "row",
                if count < *PLAYERS.end() {
                    button { class: "big", "data-testid": "add-player",
                        onclick: move |_| {
                            let n = draft.read().players.len() + 1;
                            draft.write().players.push(PlayerDraft::new(dialkeeper_model::text::player_default_name(lang, n)));
                        },
                        "+ " {label!(lang, "add-player")}
                    }
                }
                if count > *PLAYERS.start() {
                    button { class: "big", onclick: move |_| { draft.write().players.pop(); }, "− " {label!(lang, "remove-player")} }
                }
            }
            button { class: "big primary wide", "data-testid": "start-game", onclick: start, {label!(lang, "start-game")} }
        }
    }
}

/// The players of a stored table, for the button that offers it.
fn last_names(lang: dialkeeper_i18n::Language, table: &StoredDraft) -> String {
    let names: Vec<&str> = table.setup.players.iter().map(|p| p.name.as_str()).collect();
    dialkeeper_model::text::new_game_last_table(lang, &names)
}

/// A fresh draft ([`ArmyDraft::fresh`]), its players named by number in the player's language.
fn fresh(lang: dialkeeper_i18n::Language) -> ArmyDraft {
    ArmyDraft::fresh(|n| dialkeeper_model::text::player_default_name(lang, n))
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
    let unique_twice = draft.read().unique_twice(index, lang);
    rsx! {
        div { class: "panel player", style: "--owner: {color}", "data-testid": "player-{index}",
            label { class: "field", {label!(lang, "player-name")}
                input { "data-testid": "player-name-{index}", value: "{player.name}",
                    oninput: move |e| draft.write().players[index].name = e.value() }
            }
            // Above the army, so a pick growing the army does not move the list being tapped.
            FigurePicker { index, catalog, onpick: move |f| { draft.write().players[index].add(f); } }
            ul { class: "army", "data-testid": "army-{index}",
                for (place, entry) in player.entries().iter().cloned().enumerate() {
                    ArmyEntry { key: "{place}", player: index, place, entry, draft }
                }
            }
            if let Some((rider, mount)) = player.paired_alone() {
                p { class: "muted", role: "status", "data-testid": "paired-alone-{index}",
                    {dialkeeper_model::text::paired_alone(lang,
                        player.figure(rider).map_or("", |f| &f.name),
                        player.figure(mount).map_or("", |f| &f.name))}
                }
            }
            if player.has_rider() {
                p { class: "muted", "data-testid": "rides-hint-{index}", {label!(lang, "rides-hint")} }
            }
            p { class: if player.over(game_size) { "build-total over" } else { "build-total" }, "data-testid": "build-total-{index}",
                {dialkeeper_model::text::build_total(lang, total, game_size)}
            }
            if let Some(message) = unique_twice {
                p { class: "build-total over", "data-testid": "unique-twice-{index}", "{message}" }
            }
            ArmyFiles { index, draft }
            QuickFigure { index, draft }
        }
    }
}
