//! The end screen (CORE-19): how the game ended, who won, and each player's victory
//! points figure by figure, as the engine scored them; undo takes the end back, and the
//! finished game can be exported from here as from the games list. Rematch starts a new
//! game with the same players, armies, game size and agreements.

use super::LiveSession;
use super::Snack;
use dioxus::prelude::*;

use super::widgets::step_back;
use super::{Nav, Screen, show, use_language};
use dialkeeper_model::label;
use dialkeeper_model::text::{event_sentence, score_line, winners};

/// The end screen of the open game, once it has ended.
#[component]
pub fn ScoreScreen() -> Element {
    let session = use_context::<LiveSession>();
    let mut nav = use_context::<Signal<Nav>>();
    let lang = use_language();
    let s = session.read();
    let Some(game) = s.game() else { return rsx! {} };
    let (Some(ended), Some(score)) = (game.ended(), game.score()) else { return rsx! {} };
    let names: Vec<String> = game.setup().players.iter().map(|p| p.name.clone()).collect();
    let headline = winners(lang, &names, &score.winners());
    let why = event_sentence(lang, game, &ended.reason.event());
    let played = game.clock_ms(ended.at);
    let id = s.open_game().map(|(id, _)| id);
    let export = move |_| async move {
        let Some(id) = id else { return };
        match super::games::export_file(session, lang, id).await {
            Ok((said, _)) => show(Snack::Said(said)),
            Err(message) => show(Snack::Failed(message)),
        }
    };
    let mut again = game.setup().clone();
    again.started_at = None;
    let again_name = dialkeeper_model::text::rematch_name(lang, s.open_game().map_or("", |(_, n)| n));
    let rematch = move |_| super::start::start_game(again_name.clone(), again.clone(), dialkeeper_model::shell::SetUp::Rematch);
    rsx! {
        section { class: "score", "data-testid": "score-screen",
            h1 { {label!(lang, "score-title")} }
            p { class: "muted", "data-testid": "end-reason", "{why}" }
            if let Some(time) = played { p { class: "muted", {dialkeeper_model::text::score_played(lang, time)} } }
            p { class: "winner", "data-testid": "score-winner", "{headline}" }
            ol { class: "standings",
                for p in score.ranking() {
                    li { key: "{p.player.0}", class: "panel player", style: "--owner: {super::PLAYER_COLORS[p.player.0 as usize % 6]}",
                        "data-testid": "score-player-{p.player.0}", "data-total": "{p.total()}",
                        div { class: "standing",
                            strong { {names.get(p.player.0 as usize).cloned().unwrap_or_default()} }
                            span { class: "points", {dialkeeper_model::text::score_points(lang, p.total())} }
                        }
                        span { class: "muted", {dialkeeper_model::text::score_objectives(lang, p.objectives)} }
                        if p.lines.is_empty() {
                            p { class: "muted", {label!(lang, "score-none")} }
                        }
                        ul { class: "score-lines",
                            for (i, line) in p.lines.iter().enumerate() {
                                li { key: "{i}",
                                    span { {score_line(lang, game, line)} }
                                    strong { "{line.points}" }
                                }
                            }
                        }
                    }
                }
            }
            div { class: "toolbar",
                button { class: "big", "data-testid": "undo", onclick: move |_| step_back(false), "↶ " {label!(lang, "undo")} }
                button { class: "big", "data-testid": "score-export", onclick: export, {label!(lang, "export")} }
                button { class: "big", "data-testid": "rematch", onclick: rematch, {label!(lang, "rematch")} }
                button { class: "big primary", onclick: move |_| nav.set(Nav::to(Screen::Games)), {label!(lang, "go-to-games")} }
            }
        }
    }
}
