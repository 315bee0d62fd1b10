//! One figure on the table: what its dial shows now, its tokens, and big buttons for
//! damage, healing and actions.

use dialkeeper_core::{ActionKind, Command, FigureId, Section, Stat, StatValue};
use dialkeeper_i18n::Catalog;
use dioxus::prelude::*;

use super::use_language;
use super::widgets::dispatch;
use crate::session::Session;
use crate::text::action_name;
use crate::tr;

/// The card of figure `id` of the open game.
#[component]
pub fn FigureCard(id: u16, color: String) -> Element {
    let session = use_context::<Signal<Session>>();
    let lang = use_language();
    let s = session.read();
    let Some(game) = s.game() else { return rsx! {} };
    let figure_id = FigureId(id);
    let Some(figure) = game.figure(figure_id) else { return rsx! {} };
    let state = *game.state().figure(figure_id);
    let mine = figure.owner == game.state().turn.player;
    let player = game.setup().players[figure.owner.0 as usize].name.clone();
    let colossal = figure.def.is_colossal();
    let class = format!(
        "card{}{}",
        if state.eliminated { " eliminated" } else { "" },
        if mine && !state.eliminated { " active-player" } else { "" }
    );
    let dials: Vec<(u8, String, u8, u8, [Stat; 4])> = figure
        .def
        .dials
        .iter()
        .enumerate()
        .map(|(i, dial)| {
            let at = state.clicks[i];
            let click = dial.click(at);
            let label = if colossal {
                match Section::ALL[i] {
                    Section::Front => tr!(lang, "section-front"),
                    Section::Left => tr!(lang, "section-left"),
                    Section::Right => tr!(lang, "section-right"),
                    Section::Rear => tr!(lang, "section-rear"),
                }
            } else {
                String::new()
            };
            (i as u8, label, at + 1, dial.clicks_to_ko(at), [click.speed, click.attack, click.defense, click.damage])
        })
        .collect();
    let name = figure.def.name.clone();
    let tokens = state.tokens;
    let token_label = tr!(lang, "tokens-label", count = tokens as i64);
    rsx! {
        article { class: "{class}", "data-testid": "figure-{id}", style: "--owner: {color}",
            header { class: "card-head",
                div { class: "card-title",
                    h3 { "{name}" }
                    span { class: "owner", "{player}" }
                }
                div { class: "tokens", "data-testid": "tokens-{id}", "data-tokens": "{tokens}", title: "{token_label}", "aria-label": "{token_label}",
                    for t in 0..2u8 {
                        span { key: "{t}", class: if t < tokens { "token on" } else { "token" } }
                    }
                }
            }
            if state.eliminated {
                p { class: "ko-banner", "data-testid": "ko-{id}", {tr!(lang, "eliminated")} }
            }
            for (dial, label, number, left, stats) in dials {
                div { key: "{dial}", class: "dial",
                    div { class: "dial-head",
                        if !label.is_empty() { span { class: "section-name", "{label}" } }
                        span { class: "click-no", "data-testid": "click-{id}-{dial}",
                            {tr!(lang, "click-status", click = number as i64, left = left as i64)}
                        }
                    }
                    div { class: "stats",
                        for (slot, stat) in stats.into_iter().enumerate() {
                            StatTile { key: "{slot}", slot, stat }
                        }
                    }
                    if !state.eliminated {
                        div { class: "dial-buttons",
                            button { class: "big damage", "data-testid": "damage-{id}-{dial}",
                                onclick: move |_| dispatch(Command::Damage { figure: figure_id, dial, clicks: 1 }),
                                {tr!(lang, "damage-one")}
                            }
                            button { class: "big heal", "data-testid": "heal-{id}-{dial}",
                                onclick: move |_| dispatch(Command::Heal { figure: figure_id, dial, clicks: 1 }),
                                {tr!(lang, "heal-one")}
                            }
                        }
                    }
                }
            }
            if !state.eliminated {
                div { class: "actions",
                    for action in ActionKind::ALL {
                        button {
                            key: "{action:?}",
                            class: "big action",
                            "data-testid": "action-{id}-{action:?}",
                            onclick: move |_| dispatch(Command::GiveAction { figure: figure_id, action, roll: None }),
                            {action_name(lang, action)}
                        }
                    }
                }
            }
        }
    }
}

/// One stat: its short name, the big number (or a skull) and its ability colour and name.
#[component]
fn StatTile(slot: usize, stat: Stat) -> Element {
    let lang = use_language();
    let label = match slot {
        0 => tr!(lang, "stat-speed"),
        1 => tr!(lang, "stat-attack"),
        2 => tr!(lang, "stat-defense"),
        _ => tr!(lang, "stat-damage"),
    };
    let value = match stat.value {
        StatValue::Number(n) => n.to_string(),
        StatValue::Skull => "☠".to_string(),
    };
    let (color, ability) = match stat.ability {
        Some(a) => (format!("{:?}", a.color()).to_lowercase(), Catalog::get().text(lang, a.message_id())),
        None => ("none".to_string(), String::new()),
    };
    rsx! {
        div { class: "stat ab-{color}", title: "{ability}",
            span { class: "stat-label", "{label}" }
            span { class: "stat-value", "{value}" }
            span { class: "stat-ability", "{ability}" }
        }
    }
}
