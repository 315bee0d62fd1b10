//! One figure on the table: what its dial shows now, its tokens, and big buttons for
//! damage, healing and actions.

use super::LiveSession;
use super::Snack;
use dialkeeper_core::{ActionKind, Command, FigureId, Section, Stat, StatSlot};
use dioxus::prelude::*;

use super::attack_panel::AttackPanel;
use super::use_language;
use super::widgets::dispatch;
use super::wizard::start;
use dialkeeper_model::attack::Attacker;
use dialkeeper_model::card::{Abilities, Card, CardKey, CardKind};
use dialkeeper_model::label;
use dialkeeper_model::prefs::Prefs;
use dialkeeper_model::text;
use dialkeeper_model::text::{action_name, stat_label};

/// What tapping an action button does: says why when the engine would refuse it (with
/// the rule's link, nothing sent), else sends `command`. An attack opens its panel on the
/// card instead (`attacking`), where the player names the target and the roll; the
/// action without dice is one tap from there.
fn act(card: &Card, figure: FigureId, dial: u8, action: ActionKind, command: Command, mut attacking: Signal<Option<Attacker>>) {
    match card.refusal(figure, dial, action) {
        Some(refusal) => super::show(Snack::Refused(refusal.sentence.clone(), Some(refusal.rule))),
        None if matches!(action, ActionKind::Close | ActionKind::Ranged) => {
            let section = matches!(command, Command::GiveSectionAction { .. }).then(|| Section::ALL[dial as usize]);
            attacking.set(Some(Attacker { figure, section, kind: action }));
        }
        None => dispatch(command),
    }
}

/// The card of figure `id` of the open game: a compact row that opens to the whole card
/// on a tap when `compact`, else the whole card. It is built from the game as it is, and
/// built and drawn again only when the table hands it another `drawn_from` (issue 50:
/// every tap built all 40 cards of a big table again); a game read again from the store
/// makes new cards (the table's key, `Session::game_read`).
#[component]
pub fn FigureCard(id: u16, color: String, compact: bool, drawn_from: CardKey) -> Element {
    let session = use_context::<LiveSession>();
    let prefs = use_context::<Signal<Prefs>>();
    let lang = use_language();
    // Looked up once per card: a portrait only changes on the Figures screen, and taps on
    // the table should not query the catalog for every card.
    let portrait = use_hook(|| {
        let s = session.peek();
        let def = &s.game()?.figure(FigureId(id))?.def;
        s.portrait_of(def).map(dialkeeper_model::portrait::data_url)
    });
    // A compact row opened to its whole card stays open until closed again (the table
    // reads which are open, for each card's key).
    let mut opened = use_context::<Signal<super::OpenCards>>();
    // The attack being entered on this card, if any: one at a time.
    let attacking = use_signal(|| None::<Attacker>);
    // The colossal's section shown whole; the others are a row each.
    let mut section = use_signal(|| 0u8);
    // A closed compact row asks the engine nothing about its buttons and wizards: on a
    // big table most rows are closed, so a tap costs the same with 2 figures or 40. The
    // table decided which when it made the key, so the card and its key never disagree.
    let whole = drawn_from.whole();
    let p = *prefs.read();
    let Some(card) = session.peek().game().and_then(|game| Card::of(game, FigureId(id), p.language, p.learning, whole)) else {
        return rsx! {};
    };
    if !whole {
        return rsx! { CompactCard { id, color, card: card.clone(), portrait: portrait.clone() } };
    }
    let Card { name, player, tokens, token_label, aboard, capture, eliminated, reach, dials, kind, wizards, .. } = card.clone();
    let figure_id = FigureId(id);
    // A lone figure's actions sit under its card; a unit's and a colossal's under each dial.
    let per_dial = kind != CardKind::Single;
    rsx! {
        article { class: card_class(&card), "data-testid": "figure-{id}", "data-open": "true", style: "--owner: {color}",
            if compact {
                button { class: "link card-close", "data-testid": "close-{id}", "aria-expanded": "true",
                    onclick: move |_| opened.write().0.retain(|o| *o != id),
                    "▴ " {label!(lang, "card-close")}
                }
            }
            header { class: "card-head",
                if let Some(url) = &portrait {
                    img { class: "portrait", src: "{url}", alt: "", "data-testid": "card-portrait-{id}" }
                }
                div { class: "card-title",
                    h2 { "{name}" }
                    span { class: "owner", "{player}" }
                    if let Some(reach) = reach {
                        span { class: "reach", "data-testid": "reach-{id}", "{reach}" }
                    }
                }
                div { class: "tokens", "data-testid": "tokens-{id}", "data-tokens": "{tokens}", role: "img", title: "{token_label}", "aria-label": "{token_label}",
                    for t in 0..2u8 {
                        span { key: "{t}", class: if t < tokens { "token on" } else { "token" } }
                    }
                }
            }
            if let Some(text) = aboard {
                p { class: "badge", "data-testid": "aboard-{id}", "{text}" }
            }
            if let Some(text) = capture {
                p { class: "badge", "data-testid": "capture-{id}", "{text}" }
            }
            if eliminated {
                p { class: "ko-banner", "data-testid": "ko-{id}", {label!(lang, "eliminated")} }
            }
            for dial_view in dials {
                // A colossal opens one section at a time, the others one row each, so its
                // card fits a phone's screen (issue 48: it was about 900 px long).
                if kind == CardKind::Colossal && dial_view.dial != section() {
                    button { key: "{dial_view.figure.0}-{dial_view.dial}", class: "compact-dial section-row",
                        "aria-expanded": "false", "data-testid": "section-open-{id}-{dial_view.dial}",
                        onclick: { let dial = dial_view.dial; move |_| section.set(dial) },
                        span { class: "compact-click", "data-testid": "click-{dial_view.figure.0}-{dial_view.dial}", "data-click": "{dial_view.click}",
                            span { class: "compact-section", "{dial_view.label}" }
                            {dialkeeper_model::text::click_short(lang, dial_view.click, dial_view.to_ko)}
                        }
                        span { class: "mini-stats",
                            for (slot, stat) in dial_view.stats.into_iter().enumerate() {
                                MiniStat { key: "{slot}", slot, stat }
                            }
                        }
                    }
                } else {
                div { key: "{dial_view.figure.0}-{dial_view.dial}", class: "dial",
                    div { class: "dial-head",
                        if !dial_view.label.is_empty() { span { class: "section-name", "{dial_view.label}" } }
                        span { class: "click-no", "data-testid": "click-{dial_view.figure.0}-{dial_view.dial}", "data-click": "{dial_view.click}",
                            {dialkeeper_model::text::click_status(lang, dial_view.click, dial_view.to_ko)}
                        }
                        if let Some(reach) = &dial_view.reach {
                            span { class: "reach", "data-testid": "reach-{dial_view.figure.0}", "{reach}" }
                        }
                    }
                    div { class: "stats",
                        for (slot, stat) in dial_view.stats.into_iter().enumerate() {
                            StatTile { key: "{slot}", slot, stat }
                        }
                    }
                    // Damage and heal right under the stats on every kind of card, so they
                    // stay where the thumb is when a click shows other abilities.
                    // Each dimmed with the engine's reason when it would be refused; a
                    // tap on it says why.
                    if !eliminated {
                        div { class: "dial-buttons",
                            button { class: if dial_view.damage.refused.is_some() { "big damage refused" } else { "big damage" },
                                title: dial_view.damage.refused.clone(),
                                "data-testid": "damage-{dial_view.figure.0}-{dial_view.dial}",
                                onclick: {
                                    let command = dial_view.damage.command.clone();
                                    move |_| dispatch(command.clone())
                                },
                                {label!(lang, "damage-one")}
                            }
                            button { class: if dial_view.heal.refused.is_some() { "big heal refused" } else { "big heal" },
                                title: dial_view.heal.refused.clone(),
                                "data-testid": "heal-{dial_view.figure.0}-{dial_view.dial}",
                                onclick: {
                                    let command = dial_view.heal.command.clone();
                                    move |_| dispatch(command.clone())
                                },
                                {label!(lang, "heal-one")}
                            }
                        }
                    }
                    // Every set of abilities the dial shows on a click, in one place: the
                    // tallest keeps the room, so the buttons under it stay put as the dial
                    // turns. Only the set at this click is seen.
                    div { class: "ability-sets",
                        for (i, &(abilities, now)) in dial_view.ability_sets.iter().enumerate() {
                            AbilityNames { key: "{i}", abilities, now }
                        }
                    }
                    // Each dial's own actions under it: the unit moves on its mount's dial
                    // (CAV-11); either dial may make the other actions (CAV-12); each
                    // section of a colossal acts on its own (COL-06).
                    if per_dial && !eliminated {
                        Actions { card: card.clone(), figure: dial_view.figure, dial: if kind == CardKind::Colossal { dial_view.dial } else { 0 }, attacking,
                            actions: card.actions(&dial_view, figure_id) }
                    }
                    if let Some(by) = attacking().filter(|a| per_dial && a.figure == dial_view.figure && a.section.map_or(0, |s| s.index() as u8) == dial_view.dial) {
                        AttackPanel { key: "{by:?}", by, open: attacking }
                    }
                }
                }
            }
            if !eliminated && !per_dial {
                Actions { card: card.clone(), figure: figure_id, dial: 0, attacking, actions: ActionKind::ALL.to_vec() }
            }
            if let Some(by) = attacking().filter(|_| !per_dial) {
                AttackPanel { key: "{by:?}", by, open: attacking }
            }
            if !wizards.is_empty() {
                div { class: "wizard-buttons",
                    for offer in wizards {
                        button { key: "{offer.code}", class: if offer.leads() { "big primary wizard-open" } else { "big wizard-open" },
                            "data-testid": "wiz-{offer.code}-{id}",
                            onclick: move |_| start(offer.wizard.clone()),
                            "{offer.label}"
                        }
                    }
                }
            }
        }
    }
}

/// A card's style: knocked out, or of the player whose turn it is.
fn card_class(card: &Card) -> &'static str {
    match (card.eliminated, card.mine) {
        (true, _) => "card eliminated",
        (false, true) => "card active-player",
        (false, false) => "card",
    }
}

/// One row of action buttons: each dimmed with the engine's reason when it would be
/// refused, and a tap on it says why.
#[component]
fn Actions(card: Card, figure: FigureId, dial: u8, attacking: Signal<Option<Attacker>>, actions: Vec<ActionKind>) -> Element {
    let lang = use_language();
    let testid = |action: ActionKind| match card.kind {
        CardKind::Colossal => format!("section-action-{}-{dial}-{}", figure.0, <&str>::from(action)),
        CardKind::Single | CardKind::Cavalry => format!("action-{}-{}", figure.0, <&str>::from(action)),
    };
    rsx! {
        // What any action here costs in pushing damage, said before the tap (CORE-07).
        if let Some(cost) = card.pushing(figure, dial) {
            p { class: "pushes", "data-testid": "pushes-{figure.0}-{dial}", "{cost}" }
        }
        div { class: "actions",
            for action in actions {
                button {
                    key: "{action:?}",
                    class: if card.refusal(figure, dial, action).is_some() { "big action refused" } else { "big action" },
                    title: card.refusal(figure, dial, action).map(|r| r.sentence.clone()),
                    "data-testid": testid(action),
                    onclick: {
                        let card = card.clone();
                        move |_| act(&card, figure, dial, action, card.command(figure, dial, action), attacking)
                    },
                    {action_name(lang, action)}
                }
            }
        }
    }
}

/// A figure as one compact row per dial: its name, owner and state, each dial's click and
/// four stats in their ability colours, and its tokens. A tap opens the whole card.
#[component]
fn CompactCard(id: u16, color: String, card: Card, portrait: Option<String>) -> Element {
    let lang = use_language();
    let mut opened = use_context::<Signal<super::OpenCards>>();
    let class = card_class(&card);
    let Card { name, player, tokens, token_label, aboard, capture, eliminated, dials, .. } = card;
    // The state a player looks for first: out of play, held, aboard.
    let state = if eliminated { Some(label!(lang, "eliminated")) } else { capture.or(aboard) };
    let label = dialkeeper_model::text::card_open(lang, &name);
    rsx! {
        article { class: "{class} compact", "data-testid": "figure-{id}", "data-open": "false", style: "--owner: {color}",
            button { class: "compact-open", "data-testid": "open-{id}", "aria-expanded": "false", title: "{label}",
                onclick: move |_| opened.write().0.push(id),
                div { class: "compact-head",
                    if let Some(url) = &portrait {
                        img { class: "portrait small", src: "{url}", alt: "", "data-testid": "card-portrait-{id}" }
                    }
                    span { class: "compact-name", "{name}" }
                    span { class: "compact-owner", "{player}" }
                    if let Some(text) = state {
                        span { class: if eliminated { "compact-state ko" } else { "compact-state" }, "data-testid": "state-{id}", "{text}" }
                    }
                    span { class: "tokens", "data-testid": "tokens-{id}", "data-tokens": "{tokens}", title: "{token_label}",
                        for t in 0..2u8 {
                            span { key: "{t}", class: if t < tokens { "token on" } else { "token" } }
                        }
                    }
                }
                for d in dials {
                    div { key: "{d.figure.0}-{d.dial}", class: "compact-dial",
                        span { class: "compact-click", "data-testid": "click-{d.figure.0}-{d.dial}", "data-click": "{d.click}", title: "{d.label}",
                            if !d.label.is_empty() { span { class: "compact-section", "{d.label}" } }
                            {dialkeeper_model::text::click_short(lang, d.click, d.to_ko)}
                        }
                        span { class: "mini-stats",
                            for (slot, stat) in d.stats.into_iter().enumerate() {
                                MiniStat { key: "{slot}", slot, stat }
                            }
                        }
                    }
                }
            }
        }
    }
}

/// One stat in a compact row: the number (or a skull) in its ability colour; its name
/// and ability are said to a screen reader and shown on a long press.
#[component]
fn MiniStat(slot: usize, stat: Stat) -> Element {
    let lang = use_language();
    let slot = StatSlot::ALL[slot.min(3)];
    let (title, spoken, value) = (text::stat_title(lang, slot, stat), text::stat_spoken(lang, slot, stat), text::stat_value(stat));
    let color = stat.ability.map_or("none", |a| a.color().code());
    rsx! {
        span { class: "mini-stat ab-{color}", role: "img", title: "{title}", "aria-label": "{spoken}", "{value}" }
    }
}

/// One stat: its short name, the big number (or a skull) and its ability colour and name.
#[component]
fn StatTile(slot: usize, stat: Stat) -> Element {
    let lang = use_language();
    let label = stat_label(lang, StatSlot::ALL[slot.min(3)]);
    let value = text::stat_value(stat);
    let color = stat.ability.map_or("none", |a| a.color().code());
    let ability = stat.ability.map(|a| text::ability_name(lang, a)).unwrap_or_default();
    rsx! {
        div { class: "stat ab-{color}", title: "{ability}",
            span { class: "stat-label", "{label}" }
            span { class: "stat-value", "{value}" }
        }
    }
}

/// One set of abilities a dial shows, named under its stats in their colours: a name
/// inside a quarter-width box would not fit in every language at every text size. Each
/// opens its rules; Back on the Rules screen returns to the table. A set of another click
/// only holds its room: unseen, unread and out of reach.
#[component]
fn AbilityNames(abilities: Abilities, now: bool) -> Element {
    let lang = use_language();
    let named = abilities.into_iter().enumerate().filter_map(|(slot, ability)| {
        let shown = ability?;
        let label = stat_label(lang, StatSlot::ALL[slot.min(3)]);
        Some((slot, shown.color().code(), label, text::ability_name(lang, shown), shown.message_id()))
    });
    rsx! {
        ul { class: if now { "ability-names" } else { "ability-names other-click" }, "aria-hidden": (!now).then_some("true"),
            for (slot, color, label, ability, id) in named {
                li { key: "{slot}", class: "ability-name", title: "{label}",
                    button { class: "card-ability", "data-testid": now.then(|| format!("ability-link-{id}")),
                        onclick: move |_| super::follow(super::Nav::entry(id)),
                        span { class: "ability-swatch ab-{color}", "aria-hidden": "true" }
                        "{ability}"
                    }
                }
            }
        }
    }
}
