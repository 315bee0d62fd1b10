//! The table: whose turn it is and the game clock, undo/redo, pass and end turn, every
//! figure's card, and ending the game; once it has ended, the end screen.

use super::LiveSession;
use dialkeeper_core::{Command, HouseRule, PlayerId};
use dialkeeper_model::card::CardKey;
use dialkeeper_model::label;
use dialkeeper_model::share::Standing;
use dioxus::prelude::*;

use super::clock::GameClock;
use super::dice_roller::DiceRoller;
use super::ending::{EndOffer, EndSheet};
use super::figure_card::FigureCard;
use super::score::ScoreScreen;
use super::settings::change_prefs;
use super::widgets::dispatch;
use super::{Nav, PLAYER_COLORS, Screen, use_language};
use dialkeeper_model::ending::EndDraft;
use dialkeeper_model::prefs::{Prefs, TableView};
use dialkeeper_model::table::{Cards, Narrowed};
use dialkeeper_model::text::phase_name;

/// The table screen.
#[component]
pub fn TableScreen() -> Element {
    let session = use_context::<LiveSession>();
    let mut nav = use_context::<Signal<Nav>>();
    let lang = use_language();
    let mut end_sheet = use_signal(|| None::<EndDraft>);
    let mut find = use_signal(String::new);
    let mut overlays = use_context::<Signal<super::thumb_bar::TableOverlays>>();
    let confirm_end = overlays.read().confirm_end;
    let s = session.read();
    let Some(game) = s.game() else {
        return rsx! {
            section { class: "empty", "data-testid": "table-empty",
                p { {label!(lang, "table-no-game")} }
                button { class: "big primary", onclick: move |_| nav.set(Nav::to(Screen::Games)), {label!(lang, "go-to-games")} }
            }
        };
    };
    if dialkeeper_model::ending::shows_score(game) {
        return rsx! { ScoreScreen {} };
    }
    let players = game.setup().players.len();
    let turn = game.state().turn;
    let current = turn.player;
    let player = game.setup().players[current.0 as usize].name.clone();
    let color = PLAYER_COLORS[current.0 as usize % 6];
    let left = game.actions_left();
    let name = s.open_game().map(|(_, n)| n.to_string()).unwrap_or_default();
    // A house rule the game was started with, said where the players look (docs/RULINGS.md).
    let house_rules: Vec<HouseRule> = game.setup().house_rules.on().collect();
    let prefs = *use_context::<Signal<Prefs>>().read();
    // "Only mine" is the current player's figures, or, on a phone sharing a game whose
    // player said who they are, that player's, whoever's turn it is. (Peeked: a host's
    // role is written at every guest's message, and the seat is a setting, whose change
    // redraws the table anyway.)
    let sharing = use_context::<super::sharing::Sharing>();
    let mine = sharing.peek().seat(&s).unwrap_or(current.0);
    // Where this phone stands in sharing, redrawn only when that changes.
    let standing = use_memo(move || sharing.read().standing());
    let standing = standing();
    // Its pill, the share button and a lost host's banner all open the sharing screen.
    let open_sharing = move |_| super::follow(Nav::to(Screen::Sharing));
    let mine_name = game.setup().players[mine as usize].name.clone();
    // Decided by the game's figures, not its cards, so a rider dismounting or a
    // passenger leaving never switches the layout under the player's finger.
    let compact = prefs.table_view.compact(game.figure_ids().count());
    // "Only mine" and the search narrow what is drawn; the order stays the same.
    let only = prefs.only_mine.then_some(PlayerId(mine));
    let Cards { shown, hidden } = dialkeeper_model::table::cards(lang, game, Narrowed { only, find: &find.read() });
    // What each card is drawn from: a card is drawn again only when its own key changes,
    // or the game is read again from the store.
    let open_cards = use_context::<Signal<super::OpenCards>>();
    let open_cards = open_cards.read();
    let game_read = s.game_read();
    let cards: Vec<(u16, u8, CardKey)> = shown
        .iter()
        .filter_map(|&(id, owner)| Some((id.0, owner.0, CardKey::of(game, id, !compact || open_cards.0.contains(&id.0))?)))
        .collect();
    drop(open_cards);
    let phase = phase_name(lang, turn.phase);
    // A wrecked chariot's passenger waits for its roll (CHR-12): offer the wizard again
    // if it was closed, or after a reload.
    let wreck = game.state().wreck_roll;
    rsx! {
        section { class: "table",
            header { class: "turn-bar", style: "--owner: {color}", "data-testid": "turn-bar",
                "data-round": "{turn.round}", "data-player": "{turn.player.0}",
                div { class: "turn-info",
                    span { class: "game-name", "{name}" }
                    h1 { class: "turn-player", "data-testid": "turn-player", {dialkeeper_model::text::turn_of(lang, &player)} }
                    span { class: "turn-meta",
                        {dialkeeper_model::text::round_phase(lang, turn.round, &phase)}
                    }
                    GameClock {}
                    // Sharing, said in the sticky bar so it is seen wherever the table is
                    // scrolled; a tap opens the sharing screen.
                    if standing != Standing::Alone {
                        button { class: "share-standing {standing.code()}", "data-testid": "turn-standing",
                            onclick: open_sharing,
                            {dialkeeper_model::text::table_standing(lang, standing)}
                        }
                    }
                    for rule in house_rules {
                        span { key: "{rule.code()}", class: "turn-meta house-rule", "data-testid": "house-rule-in-use",
                            {dialkeeper_model::text::house_rule_texts(lang, rule)[2].clone()}
                        }
                    }
                }
                div { class: "actions-left", "data-testid": "actions-left", "data-left": "{left}",
                    span { class: "big-number", "{left}" }
                    span { class: "small", {dialkeeper_model::text::actions_left(lang, left)} }
                }
                // In the sticky bar, so the offer is seen wherever the table is scrolled.
                EndOffer { sheet: end_sheet }
            }
            // Undo, Redo, the dice and End turn are in the thumb bar, docked above the tab bar.
            div { class: "toolbar",
                button { class: "big", "data-testid": "pass", onclick: move |_| dispatch(Command::Pass), {label!(lang, "pass")} }
                button { class: "big {standing.code()}", "data-testid": "share-open", "data-standing": standing.code(),
                    onclick: open_sharing,
                    {dialkeeper_model::text::table_standing(lang, standing)}
                }
            }
            // No phone answers this one's taps: said where the player plays.
            if standing == Standing::Lost {
                div { class: "banner warning", role: "status", "data-testid": "table-host-lost",
                    p { {label!(lang, "table-standing-lost-help")} }
                    button { class: "big", "data-testid": "table-host-lost-open", onclick: open_sharing, {label!(lang, "table-standing-lost-open")} }
                }
            }
            if confirm_end {
                div { class: "banner warning end-turn-check", "data-testid": "end-turn-check", role: "alertdialog", "aria-labelledby": "end-turn-question",
                    p { id: "end-turn-question", {dialkeeper_model::text::end_turn_unused(lang, left)} }
                    div { class: "row",
                        button { class: "big", "data-testid": "end-turn-back", onclick: move |_| overlays.write().confirm_end = false, {label!(lang, "end-turn-keep-playing")} }
                        button { class: "big primary", "data-testid": "end-turn-anyway",
                            onclick: move |_| { overlays.write().confirm_end = false; dispatch(Command::EndTurn) },
                            {label!(lang, "end-turn-anyway")}
                        }
                    }
                }
            }
            div { class: "view-bar",
                input { class: "find", r#type: "search", "data-testid": "find-figure", value: "{find}",
                    placeholder: label!(lang, "find-figure"), "aria-label": label!(lang, "find-figure"),
                    oninput: move |e| find.set(e.value()),
                }
                div { class: "view-toggles",
                    button { class: if prefs.only_mine { "choice on" } else { "choice" }, "data-testid": "only-mine",
                        "aria-pressed": "{prefs.only_mine}",
                        onclick: move |_| change_prefs(|p| p.only_mine = !p.only_mine),
                        {dialkeeper_model::text::only_mine(lang, &mine_name)}
                    }
                    button { class: if compact { "choice on" } else { "choice" }, "data-testid": "compact-view",
                        "aria-pressed": "{compact}",
                        onclick: move |_| change_prefs(move |p| p.table_view = if compact { TableView::Full } else { TableView::Compact }),
                        {label!(lang, "compact-view")}
                    }
                }
            }
            if let Some(figure) = wreck {
                div { class: "banner warning", "data-testid": "wreck-pending",
                    span { {dialkeeper_model::text::wreck_pending(lang, game, figure)} " " }
                    button { class: "big", "data-testid": "wreck-open",
                        onclick: move |_| super::wizard::start(dialkeeper_model::wizard::Wizard::Wreck(dialkeeper_model::wizard::chariot::Wreck { figure, d6: None })),
                        {label!(lang, "wiz-open-wreck")}
                    }
                }
            }
            div { class: if compact { "cards compact" } else { "cards" }, "data-testid": "cards", "data-compact": "{compact}",
                // Keyed by the game's reading too: a card's own state (its portrait, the
                // section shown, an attack being entered) never outlives the game it was
                // for, when another is shown under the same figure ids.
                for (id, owner, drawn_from) in cards {
                    FigureCard { key: "{game_read}-{id}", id, color: PLAYER_COLORS[owner as usize % 6].to_string(), compact, drawn_from }
                }
            }
            if hidden > 0 {
                p { class: "muted hidden-count", "data-testid": "hidden-count", {dialkeeper_model::text::figures_hidden(lang, hidden)} }
            }
            button { class: "big wide", "data-testid": "end-game",
                onclick: move |_| end_sheet.set(Some(EndDraft::new(dialkeeper_core::EndReason::Stopped, players))),
                {label!(lang, "end-game")}
            }
            EndSheet { sheet: end_sheet }
            DiceRoller {}
        }
    }
}
