//! The table's dice, one tap away (issue 19): 2d6 for an attack or 1d6 for a break away
//! or an ability. An attack roll names its attacker and target, and the engine says what
//! the roll would do (its preview, never the screen's own sums); the roll can then go
//! straight into the command.

use dialkeeper_core::{
    Ability, ActionAnswers, ActionKind, ActionRoll, CRITICAL_HIT, CRITICAL_MISS, Command, Defended, DodgeRoll, Event, FigureId, Game,
    move_and_attack_action,
};
use dialkeeper_i18n::Catalog;
use dioxus::prelude::*;

use super::widgets::dispatch;
use super::{Nav, Screen, use_language};
use crate::session::Session;
use crate::text::{action_name, event_sentence, figure_label, violation_sentence};
use crate::tr;
use crate::wizard::{friends_showing, preview};

/// What was rolled last.
#[derive(Debug, Clone, Copy, PartialEq)]
enum Rolled {
    /// One d6.
    One(u8),
    /// Two d6, each die.
    Two(u8, u8),
    /// A 2d6 total rolled at the table with real dice and entered.
    Total(u8),
}

impl Rolled {
    /// What the dice add up to.
    fn total(self) -> u8 {
        match self {
            Rolled::One(n) | Rolled::Total(n) => n,
            Rolled::Two(a, b) => a + b,
        }
    }
}

/// The attack ability that rolls its damage (Weapon Master, Magic Blast: CORE-16) shown
/// on the attacker's attack value now, if any: the sheet then asks for that die too.
fn damage_ability(game: &Game, attacker: FigureId) -> Option<Ability> {
    let figure = game.figure(attacker)?;
    let at = game.state().figure(attacker).clicks[0];
    let ability = figure.def.dials.first()?.click(at).attack.ability?;
    matches!(ability, Ability::WeaponMaster | Ability::MagicBlast).then_some(ability)
}

/// A die's face as its pips.
fn face(n: u8) -> &'static str {
    ["⚀", "⚁", "⚂", "⚃", "⚄", "⚅"][(n.clamp(1, 6) - 1) as usize]
}

/// The figures that may attack now (the current player's, in play) and those they may
/// aim at (everyone else's, in play): the engine then judges the attack itself.
fn sides(game: &Game) -> (Vec<FigureId>, Vec<FigureId>) {
    let current = game.state().turn.player;
    let in_play: Vec<FigureId> = game.figure_ids().filter(|id| !game.state().figure(*id).eliminated).collect();
    let owner = |id: &FigureId| game.figure(*id).map(|f| f.owner);
    let mine = in_play.iter().copied().filter(|id| owner(id) == Some(current)).collect();
    let theirs = in_play.iter().copied().filter(|id| owner(id) != Some(current)).collect();
    (mine, theirs)
}

/// The dice sheet over the table.
#[component]
pub fn DiceRoller(open: Signal<bool>) -> Element {
    let mut open = open;
    let session = use_context::<Signal<Session>>();
    let mut nav = use_context::<Signal<Nav>>();
    let lang = use_language();
    let mut rolled = use_signal(|| None::<Rolled>);
    let attacker = use_signal(|| None::<FigureId>);
    let target = use_signal(|| None::<FigureId>);
    let mut kind = use_signal(|| ActionKind::Close);
    // The damage die of Weapon Master or Magic Blast, rolled with the 2d6 or entered.
    let mut damage = use_signal(|| None::<u8>);
    let mut use_ability = use_signal(|| true);
    // What only the table knows around the attack (CORE-16), asked where a figure shows
    // the ability now: a friend in base contact lending its defense (Defend) or its
    // magic (Magic Enhancement, ranged only), and the target's Dodge die.
    // Each answer is about one pairing: naming another target or attacker asks again.
    let mut defender = use_signal(|| None::<FigureId>);
    let mut enhancer = use_signal(|| None::<FigureId>);
    let mut dodge = use_signal(|| None::<u8>);
    // Charge or Bound (CORE-16): the move and the attack as one action, when the
    // attacker shows it and the engine would take it now.
    let mut with_move = use_signal(|| false);
    use_effect(move || {
        let _ = target();
        defender.set(None);
        dodge.set(None);
    });
    use_effect(move || {
        let _ = (attacker(), kind());
        enhancer.set(None);
    });
    if !open() {
        return rsx! {};
    }
    let s = session.read();
    let Some(game) = s.game() else { return rsx! {} };
    let (mine, theirs) = sides(game);
    // The attack this roll would be, once both figures are named: the engine's preview.
    let ability = attacker().and_then(|a| damage_ability(game, a)).filter(|_| use_ability());
    let moving = attacker().and_then(|a| game.move_and_attack(a)).and_then(|(ability, allowed)| allowed.ok().map(|()| ability));
    // The ability played, once ticked and still allowed; a charge is a close attack and a
    // bound a ranged one, whatever kind was picked.
    let charging = moving.filter(|_| with_move());
    let moves_too = charging.is_some();
    let kind_now = charging.and_then(move_and_attack_action).unwrap_or(kind());
    let defenders = target().map(|t| friends_showing(game, t, Ability::Defend)).unwrap_or_default();
    let enhancers = match attacker() {
        Some(a) if kind_now == ActionKind::Ranged => friends_showing(game, a, Ability::MagicEnhancement),
        _ => Vec::new(),
    };
    let dodges = target().is_some_and(|t| game.shows(t, Ability::Dodge));
    let ability_text = |a: Ability| Catalog::get().text(lang, a.message_id());
    let attack = match (rolled(), attacker(), target()) {
        (Some(r @ (Rolled::Two(..) | Rolled::Total(_))), Some(by), Some(at)) => {
            let roll = match ability {
                Some(ability) => ActionRoll::AbilityAttack {
                    ability,
                    targets: vec![at],
                    two_d6: r.total(),
                    modifier: 0,
                    damage_d6: damage(),
                    in_contact: Vec::new(),
                },
                None => ActionRoll::Attack { targets: vec![at], two_d6: r.total(), modifier: 0 },
            };
            let answers = ActionAnswers {
                defended: defender()
                    .filter(|d| defenders.contains(d))
                    .map(|defender| Defended { target: at, defender })
                    .into_iter()
                    .collect(),
                enhanced_by: enhancer().filter(|e| enhancers.contains(e)),
                dodges: dodge().filter(|_| dodges).map(|d6| DodgeRoll { figure: at, d6 }).into_iter().collect(),
                ..ActionAnswers::default()
            };
            let command = match charging {
                Some(ability) => Command::MoveAndAttack { figure: by, ability, roll: Some(roll), answers },
                None if answers == ActionAnswers::default() => Command::GiveAction { figure: by, action: kind_now, roll: Some(roll) },
                None => Command::GiveAnsweredAction { figure: by, action: kind_now, roll: Some(roll), answers },
            };
            Some((preview(game, &command), command))
        }
        _ => None,
    };
    let total = rolled().map_or(0, Rolled::total);
    let critical = match rolled() {
        Some(Rolled::Two(..) | Rolled::Total(_)) if total == CRITICAL_HIT => Some(tr!(lang, "dice-critical-hit")),
        Some(Rolled::Two(..) | Rolled::Total(_)) if total == CRITICAL_MISS => Some(tr!(lang, "dice-critical-miss")),
        _ => None,
    };
    let ability_shown = attacker().and_then(|a| damage_ability(game, a));
    rsx! {
        div { class: "wiz-backdrop", onclick: move |_| open.set(false),
            section { class: "wiz-sheet dice-sheet", role: "dialog", "aria-modal": "true", "aria-labelledby": "dice-title", "data-testid": "dice",
                onclick: move |e| e.stop_propagation(),
                header { class: "wiz-head",
                    h2 { id: "dice-title", {tr!(lang, "dice-title")} }
                    button { class: "close", "data-testid": "dice-close", "aria-label": tr!(lang, "wiz-cancel"), onclick: move |_| open.set(false), "×" }
                }
                div { class: "dice-buttons",
                    button { class: "big primary", "data-testid": "roll-2d6",
                        onclick: move |_| {
                            rolled.set(Some(Rolled::Two(crate::dice::roll_d6(), crate::dice::roll_d6())));
                            damage.set(Some(crate::dice::roll_d6()));
                        },
                        {tr!(lang, "dice-roll-two")}
                    }
                    button { class: "big", "data-testid": "roll-d6",
                        onclick: move |_| rolled.set(Some(Rolled::One(crate::dice::roll_d6()))),
                        {tr!(lang, "dice-roll-one")}
                    }
                }
                if let Some(r) = rolled() {
                    div { class: "dice-result", "data-testid": "dice-result", "data-total": "{total}", "aria-live": "polite",
                        span { class: "dice-faces", "aria-hidden": "true",
                            match r {
                                Rolled::One(n) => rsx! { "{face(n)}" },
                                Rolled::Two(a, b) => rsx! { "{face(a)} {face(b)}" },
                                Rolled::Total(_) => rsx! {},
                            }
                        }
                        span { class: "dice-total", "{total}" }
                        if let Some(text) = critical {
                            span { class: "dice-critical", "data-testid": "dice-critical", "{text}" }
                        }
                    }
                }
                // The attack: who, at whom, how; then what the engine says the roll does.
                h3 { class: "dice-attack-head", {tr!(lang, "dice-attack")} }
                FigureSelect { label: tr!(lang, "dice-attacker"), none: tr!(lang, "dice-choose"), testid: "dice-attacker", figures: mine, chosen: attacker }
                FigureSelect { label: tr!(lang, "dice-target"), none: tr!(lang, "dice-choose"), testid: "dice-target", figures: theirs, chosen: target }
                label { class: "field",
                    span { {tr!(lang, "dice-entered")} }
                    select { "data-testid": "dice-two-d6",
                        onchange: move |e| if let Ok(n) = e.value().parse::<u8>() { rolled.set(Some(Rolled::Total(n))) },
                        option { value: "", selected: !matches!(rolled(), Some(Rolled::Two(..) | Rolled::Total(_))), {tr!(lang, "dice-choose")} }
                        for n in 2..=12u8 {
                            option { key: "{n}", value: "{n}", selected: matches!(rolled(), Some(Rolled::Two(..) | Rolled::Total(_))) && total == n, "{n}" }
                        }
                    }
                }
                if let Some(shown) = ability_shown {
                    label { class: "toggle",
                        input { r#type: "checkbox", checked: use_ability(), "data-testid": "dice-use-ability",
                            onchange: move |e| use_ability.set(e.checked()) }
                        span { {tr!(lang, "dice-use-ability", ability = Catalog::get().text(lang, shown.message_id()))} }
                    }
                    if use_ability() {
                        label { class: "field",
                            span { {tr!(lang, "dice-damage-die", ability = Catalog::get().text(lang, shown.message_id()))} }
                            select { "data-testid": "dice-damage-d6",
                                onchange: move |e| damage.set(e.value().parse::<u8>().ok()),
                                option { value: "", selected: damage().is_none(), {tr!(lang, "dice-choose")} }
                                for n in 1..=6u8 {
                                    option { key: "{n}", value: "{n}", selected: damage() == Some(n), "{n}" }
                                }
                            }
                        }
                    }
                }
                if !defenders.is_empty() {
                    FigureSelect { label: tr!(lang, "dice-defended-by", ability = ability_text(Ability::Defend)), none: tr!(lang, "dice-nobody"), testid: "dice-defender", figures: defenders.clone(), chosen: defender }
                }
                if !enhancers.is_empty() {
                    FigureSelect { label: tr!(lang, "dice-enhanced-by", ability = ability_text(Ability::MagicEnhancement)), none: tr!(lang, "dice-nobody"), testid: "dice-enhancer", figures: enhancers.clone(), chosen: enhancer }
                }
                if dodges {
                    label { class: "field",
                        span { {tr!(lang, "dice-dodge-die", ability = ability_text(Ability::Dodge))} }
                        select { "data-testid": "dice-dodge-d6",
                            onchange: move |e| dodge.set(e.value().parse::<u8>().ok()),
                            option { value: "", selected: dodge().is_none(), {tr!(lang, "dice-choose")} }
                            for n in 1..=6u8 {
                                option { key: "{n}", value: "{n}", selected: dodge() == Some(n), "{n}" }
                            }
                        }
                    }
                }
                div { class: "choices",
                    for k in [ActionKind::Close, ActionKind::Ranged] {
                        button { key: "{k:?}", class: if kind_now == k { "choice on" } else { "choice" }, "data-testid": "dice-kind-{k:?}",
                            "aria-pressed": "{kind_now == k}",
                            disabled: moves_too,
                            onclick: move |_| kind.set(k),
                            {action_name(lang, k)}
                        }
                    }
                }
                if let Some(ability) = moving {
                    label { class: "check", "data-testid": "dice-move-and-attack",
                        input { r#type: "checkbox", checked: moves_too, onchange: move |e| with_move.set(e.checked()) }
                        span { {tr!(lang, "dice-move-and-attack", ability = ability_text(ability))} }
                    }
                }
                match attack {
                    Some((Ok(events), command)) => rsx! {
                        ul { class: "wiz-preview", "data-testid": "dice-preview",
                            for (i, line) in events.iter().filter(|e| !matches!(e, Event::PhaseChanged { .. })).map(|e| event_sentence(lang, game, e)).enumerate() {
                                li { key: "{i}", "{line}" }
                            }
                        }
                        button { class: "big primary wide", "data-testid": "dice-give",
                            onclick: move |_| {
                                open.set(false);
                                rolled.set(None);
                                dodge.set(None);
                                dispatch(command.clone());
                            },
                            {tr!(lang, "dice-give")}
                        }
                    },
                    Some((Err(violation), _)) => {
                        let rule = violation.rule();
                        rsx! {
                            p { class: "banner warning", "data-testid": "dice-refusal",
                                {violation_sentence(lang, Some(game), &violation)} " "
                                button { class: "link", "data-testid": "dice-rule",
                                    onclick: move |_| nav.set(Nav { screen: Screen::Rules, focus: Some(rule.message_id().to_string()) }),
                                    "{rule.code()}"
                                }
                            }
                        }
                    }
                    None => rsx! { p { class: "muted", {tr!(lang, "dice-attack-hint")} } },
                }
            }
        }
    }
}

/// A labelled list of figures to pick one from; `none` names the empty choice ("Choose…",
/// or "Nobody" for a helper a player may leave out).
#[component]
fn FigureSelect(label: String, none: String, testid: &'static str, figures: Vec<FigureId>, chosen: Signal<Option<FigureId>>) -> Element {
    let session = use_context::<Signal<Session>>();
    let lang = use_language();
    let mut chosen = chosen;
    let s = session.read();
    let Some(game) = s.game() else { return rsx! {} };
    rsx! {
        label { class: "field",
            span { "{label}" }
            select { "data-testid": "{testid}",
                onchange: move |e| chosen.set(e.value().parse::<u16>().ok().map(FigureId)),
                option { value: "", selected: chosen().is_none(), "{none}" }
                for id in figures {
                    option { key: "{id.0}", value: "{id.0}", selected: chosen() == Some(id), {figure_label(lang, game, id)} }
                }
            }
        }
    }
}
