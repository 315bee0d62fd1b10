//! One figure on the table: what its dial shows now, its tokens, and big buttons for
//! damage, healing and actions.

use super::LiveSession;
use super::Snack;
use dialkeeper_core::{ActionAnswers, ActionKind, Command, FigureId, Game, RuleId, Section, Stat, StatSlot};
use dialkeeper_i18n::Language;
use dioxus::prelude::*;

use super::attack_panel::AttackPanel;
use super::use_language;
use super::widgets::dispatch;
use super::wizard::start;
use dialkeeper_model::attack::Attacker;
use dialkeeper_model::label;
use dialkeeper_model::prefs::Prefs;
use dialkeeper_model::text;
use dialkeeper_model::text::{action_name, figure_name, section_label, stat_label};
use dialkeeper_model::wizard::Wizard;

/// One dial block of a card: (figure, dial, label, click number from 1, clicks to KO, stats).
type Block = (FigureId, u8, String, u8, u8, [Stat; 4]);

/// Everything a card shows, worked out from the game. A card redraws only when its view
/// changes, so a tap redraws the cards it touched, not the whole table.
#[derive(Clone, PartialEq)]
struct CardView {
    class: String,
    name: String,
    player: String,
    tokens: u8,
    token_label: String,
    aboard: Option<String>,
    /// Who holds it captive, or whom it holds (CORE-14).
    capture: Option<String>,
    eliminated: bool,
    blocks: Vec<Block>,
    cavalry: bool,
    colossal: bool,
    wizards: Vec<(&'static str, String, Wizard)>,
    /// Why each action button would be refused now, as the engine says (figure, section
    /// or 0, action); a button not listed would be accepted.
    refused: Vec<(FigureId, u8, ActionKind, String, RuleId)>,
}

impl CardView {
    /// The refusal an action button would get now, if any.
    fn refusal(&self, figure: FigureId, dial: u8, action: ActionKind) -> Option<String> {
        self.refused.iter().find(|r| (r.0, r.1, r.2) == (figure, dial, action)).map(|r| r.3.clone())
    }

    /// What tapping an action button does: says why when the engine would refuse it
    /// (with the rule's link, nothing sent), else sends `command`.
    /// An attack opens its panel on the card instead (`attacking`), where the player
    /// names the target and the roll; the action without dice is one tap from there.
    fn act(&self, figure: FigureId, dial: u8, action: ActionKind, command: Command, mut attacking: Signal<Option<Attacker>>) {
        match self.refused.iter().find(|r| (r.0, r.1, r.2) == (figure, dial, action)) {
            Some((.., sentence, rule)) => super::show(Snack::Refused(sentence.clone(), Some(*rule))),
            None if matches!(action, ActionKind::Close | ActionKind::Ranged) => {
                let section = matches!(command, Command::GiveSectionAction { .. }).then(|| Section::ALL[dial as usize]);
                attacking.set(Some(Attacker { figure, section, kind: action }));
            }
            None => dispatch(command),
        }
    }
}

/// The card of figure `id` of the open game: a compact row that opens to the whole card
/// on a tap when `compact`, else the whole card.
#[component]
pub fn FigureCard(id: u16, color: String, compact: bool) -> Element {
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
    // A compact row opened to its whole card stays open until closed again.
    let mut opened = use_context::<Signal<super::OpenCards>>();
    let open = opened.read().0.contains(&id);
    // The attack being entered on this card, if any: one at a time.
    let attacking = use_signal(|| None::<Attacker>);
    // A closed compact row asks the engine nothing about its buttons and wizards: on a
    // big table most rows are closed, so a tap costs the same with 2 figures or 40.
    let whole = !compact || open;
    let view = use_memo(use_reactive!(|whole| {
        let p = *prefs.read();
        card_view(session.read().game()?, FigureId(id), p.language, p.learning, whole)
    }));
    let Some(card) = view() else {
        return rsx! {};
    };
    if compact && !open {
        return rsx! { CompactCard { id, color, card: card.clone(), portrait: portrait.clone() } };
    }
    let CardView { class, name, player, tokens, token_label, aboard, capture, eliminated, blocks, cavalry, colossal, wizards, .. } =
        card.clone();
    let figure_id = FigureId(id);
    rsx! {
        article { class: "{class}", "data-testid": "figure-{id}", "data-open": "true", style: "--owner: {color}",
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
            for (fid, dial, label, number, left, stats) in blocks {
                div { key: "{fid.0}-{dial}", class: "dial",
                    div { class: "dial-head",
                        if !label.is_empty() { span { class: "section-name", "{label}" } }
                        span { class: "click-no", "data-testid": "click-{fid.0}-{dial}", "data-click": "{number}",
                            {dialkeeper_model::text::click_status(lang, number, left)}
                        }
                    }
                    div { class: "stats",
                        for (slot, stat) in stats.into_iter().enumerate() {
                            StatTile { key: "{slot}", slot, stat }
                        }
                    }
                    // Damage and heal right under the stats on every kind of card, so they
                    // stay where the thumb is when a click shows other abilities.
                    if !eliminated {
                        div { class: "dial-buttons",
                            button { class: "big damage", "data-testid": "damage-{fid.0}-{dial}",
                                onclick: move |_| dispatch(Command::Damage { figure: fid, dial, clicks: 1 }),
                                {label!(lang, "damage-one")}
                            }
                            button { class: "big heal", "data-testid": "heal-{fid.0}-{dial}",
                                onclick: move |_| dispatch(Command::Heal { figure: fid, dial, clicks: 1 }),
                                {label!(lang, "heal-one")}
                            }
                        }
                    }
                    AbilityNames { stats }
                    if colossal && !eliminated {
                        div { class: "actions",
                            for action in ActionKind::ALL {
                                button {
                                    key: "{action:?}",
                                    class: if card.refusal(fid, dial, action).is_some() { "big action refused" } else { "big action" },
                                    title: card.refusal(fid, dial, action),
                                    "data-testid": "section-action-{id}-{dial}-{action:?}",
                                    // On the quick table, pushing damage goes to the acting section;
                                    // the colossal walk-through asks the controller (COL-11).
                                    onclick: {
                                        let card = card.clone();
                                        move |_| card.act(fid, dial, action, Command::GiveSectionAction {
                                            figure: fid,
                                            section: Section::ALL[dial as usize],
                                            action,
                                            roll: None,
                                            answers: ActionAnswers { push_to: Some(Section::ALL[dial as usize]), ..Default::default() },
                                        }, attacking)
                                    },
                                    {action_name(lang, action)}
                                }
                            }
                        }
                    }
                    // Each dial's own actions under it: the unit moves on its mount's dial
                    // (CAV-11); either dial may make the other actions (CAV-12).
                    if cavalry && !eliminated {
                        div { class: "actions",
                            for action in ActionKind::ALL.into_iter().filter(|a| *a != ActionKind::Move || fid == figure_id) {
                                button {
                                    key: "{action:?}",
                                    class: if card.refusal(fid, 0, action).is_some() { "big action refused" } else { "big action" },
                                    title: card.refusal(fid, 0, action),
                                    "data-testid": "action-{fid.0}-{action:?}",
                                    onclick: {
                                        let card = card.clone();
                                        move |_| card.act(fid, 0, action, Command::GiveAction { figure: fid, action, roll: None }, attacking)
                                    },
                                    {action_name(lang, action)}
                                }
                            }
                        }
                    }
                    if let Some(by) = attacking().filter(|a| (colossal || cavalry) && a.figure == fid && a.section.map_or(0, |s| s.index() as u8) == dial) {
                        AttackPanel { key: "{by:?}", by, open: attacking }
                    }
                }
            }
            if !eliminated && !colossal && !cavalry {
                div { class: "actions",
                    for action in ActionKind::ALL {
                        button {
                            key: "{action:?}",
                            class: if card.refusal(figure_id, 0, action).is_some() { "big action refused" } else { "big action" },
                            title: card.refusal(figure_id, 0, action),
                            "data-testid": "action-{id}-{action:?}",
                            onclick: {
                                let card = card.clone();
                                move |_| card.act(figure_id, 0, action, Command::GiveAction { figure: figure_id, action, roll: None }, attacking)
                            },
                            {action_name(lang, action)}
                        }
                    }
                }
            }
            if let Some(by) = attacking().filter(|_| !colossal && !cavalry) {
                AttackPanel { key: "{by:?}", by, open: attacking }
            }
            if !wizards.is_empty() {
                div { class: "wizard-buttons",
                    for (code, label, wizard) in wizards {
                        button { key: "{code}", class: if code.ends_with("-turn") { "big primary wizard-open" } else { "big wizard-open" },
                            "data-testid": "wiz-{code}-{id}",
                            onclick: move |_| start(wizard.clone()),
                            "{label}"
                        }
                    }
                }
            }
        }
    }
}

/// A figure as one compact row per dial: its name, owner and state, each dial's click and
/// four stats in their ability colours, and its tokens. A tap opens the whole card.
#[component]
fn CompactCard(id: u16, color: String, card: CardView, portrait: Option<String>) -> Element {
    let lang = use_language();
    let mut opened = use_context::<Signal<super::OpenCards>>();
    let CardView { class, name, player, tokens, token_label, aboard, capture, eliminated, blocks, .. } = card;
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
                for (fid, dial, dial_label, number, left, stats) in blocks {
                    div { key: "{fid.0}-{dial}", class: "compact-dial",
                        span { class: "compact-click", "data-testid": "click-{fid.0}-{dial}", "data-click": "{number}", title: "{dial_label}",
                            if !dial_label.is_empty() { span { class: "compact-section", "{dial_label}" } }
                            {dialkeeper_model::text::click_short(lang, number, left)}
                        }
                        span { class: "mini-stats",
                            for (slot, stat) in stats.into_iter().enumerate() {
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

/// Works out a card's view; `None` for a figure not in the game.
/// `whole`: the card's buttons and wizards too (the legality queries), not only what a
/// compact row shows.
fn card_view(game: &Game, figure_id: FigureId, lang: Language, learning: bool, whole: bool) -> Option<CardView> {
    let figure = game.figure(figure_id)?;
    let state = *game.state().figure(figure_id);
    let mine = figure.owner == game.state().turn.player;
    let player = game.setup().players[figure.owner.0 as usize].name.clone();
    let class = format!(
        "card{}{}",
        if state.eliminated { " eliminated" } else { "" },
        if mine && !state.eliminated { " active-player" } else { "" }
    );
    // A cavalry unit shows the mount's dial and the rider's dial on one card (CAV-07).
    let rider = state.rider.and_then(|r| game.figure(r).map(|f| (r, f)));
    let mut blocks: Vec<Block> = Vec::new();
    let mut add = |fid: FigureId, def: &dialkeeper_core::FigureDef, label: String| {
        let fs = game.state().figure(fid);
        for (i, dial) in def.dials.iter().enumerate() {
            let at = fs.clicks[i];
            let click = dial.click(at);
            let label = if def.is_colossal() { section_label(lang, Section::ALL[i]) } else { label.clone() };
            blocks.push((fid, i as u8, label, at + 1, dial.clicks_to_ko(at), [click.speed, click.attack, click.defense, click.damage]));
        }
    };
    let name_of = |f: FigureId| figure_name(lang, game, f);
    add(
        figure_id,
        &figure.def,
        if rider.is_some() { dialkeeper_model::text::dial_mount(lang, &name_of(figure_id)) } else { String::new() },
    );
    if let Some((r, rider_figure)) = rider {
        add(r, &rider_figure.def, dialkeeper_model::text::dial_rider(lang, &name_of(r)));
    }
    let cavalry = rider.is_some();
    let colossal = figure.def.is_colossal();
    let name = match rider {
        Some((r, _)) => dialkeeper_model::text::unit_name(lang, &name_of(r), &name_of(figure_id)),
        None => name_of(figure_id),
    };
    // Wizards this card offers (issue 8), as the engine allows them now.
    let offered = if whole { dialkeeper_model::wizard::offered(game, figure_id, learning) } else { Vec::new() };
    let wizards: Vec<(&'static str, String, Wizard)> = offered
        .into_iter()
        .map(|wizard| {
            let label = text::wizard_open(lang, &wizard);
            (wizard.code(), label, wizard)
        })
        .collect();
    let aboard = state.colossal.aboard.map(|c| dialkeeper_model::text::aboard(lang, &name_of(c)));
    let capture = match (state.captor, state.captive) {
        (Some(captor), _) => Some(dialkeeper_model::text::captive_of(lang, &name_of(captor))),
        (None, Some(captive)) => Some(dialkeeper_model::text::holds_captive(lang, &name_of(captive))),
        (None, None) => None,
    };
    let tokens = state.tokens;
    let token_label = dialkeeper_model::text::tokens_label(lang, tokens);
    let refused = if whole { refusals(game, figure_id, rider.map(|(r, _)| r), colossal, lang) } else { Vec::new() };
    Some(CardView {
        class,
        name,
        player,
        tokens,
        token_label,
        aboard,
        capture,
        eliminated: state.eliminated,
        blocks,
        cavalry,
        colossal,
        wizards,
        refused,
    })
}

/// What the engine would say to each action button of this card now (its legality
/// queries; the card decides nothing itself), as the sentence the snackbar would show.
fn refusals(
    game: &Game,
    figure: FigureId,
    rider: Option<FigureId>,
    colossal: bool,
    lang: Language,
) -> Vec<(FigureId, u8, ActionKind, String, RuleId)> {
    let say = |v: &dialkeeper_core::RuleViolation| dialkeeper_model::text::violation_sentence(lang, Some(game), v);
    let mut refused = Vec::new();
    if colossal {
        for section in Section::ALL {
            for (action, allowed) in game.section_actions_for(figure, section) {
                if let Err(v) = allowed {
                    refused.push((figure, section.index() as u8, action, say(&v), v.rule()));
                }
            }
        }
        return refused;
    }
    for id in [Some(figure), rider].into_iter().flatten() {
        for (action, allowed) in game.actions_for(id) {
            if let Err(v) = allowed {
                refused.push((id, 0, action, say(&v), v.rule()));
            }
        }
    }
    refused
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

/// The abilities a dial shows now, named under its stats in their colours: a name
/// inside a quarter-width box would not fit in every language at every text size. Each
/// opens its rules; Back on the Rules screen returns to the table.
#[component]
fn AbilityNames(stats: [Stat; 4]) -> Element {
    let lang = use_language();
    let mut nav = use_context::<Signal<super::Nav>>();
    let named: Vec<(usize, &'static str, String, String, &'static str)> = stats
        .into_iter()
        .enumerate()
        .filter_map(|(slot, stat)| {
            let shown = stat.ability?;
            let label = stat_label(lang, StatSlot::ALL[slot.min(3)]);
            Some((slot, shown.color().code(), label, text::ability_name(lang, shown), shown.message_id()))
        })
        .collect();
    if named.is_empty() {
        return rsx! {};
    }
    rsx! {
        ul { class: "ability-names",
            for (slot, color, label, ability, id) in named {
                li { key: "{slot}", class: "ability-name", title: "{label}",
                    button { class: "card-ability", "data-testid": "ability-link-{id}",
                        onclick: move |_| nav.set(super::Nav::entry(id)),
                        span { class: "ability-swatch ab-{color}", "aria-hidden": "true" }
                        "{ability}"
                    }
                }
            }
        }
    }
}
