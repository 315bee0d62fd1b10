//! An attack on the card (issue 35): under the attacker's actions, the targets the
//! engine would accept as chips with the roll each needs, then one key per 2d6 total
//! marked with what the engine says it does. A tap on a total sends the attack as one
//! command; "Roll for me" rolls and shows the result first. The model is
//! [`dialkeeper_model::attack::AttackDraft`]; this draws it and sends what the player taps.

use super::LiveSession;
use dialkeeper_core::{ActionKind, Event, FigureId};
use dioxus::prelude::*;

use super::use_language;
use super::widgets::dispatch;
use dialkeeper_model::attack::{AttackDraft, Attacker, Needs, active_sections};
use dialkeeper_model::label;
use dialkeeper_model::text::{event_sentence, figure_name, section_label, violation_sentence};

/// A section of a colossal target to aim at: the section, its name, whether picked.
type SectionChip = (dialkeeper_core::Section, String, bool);

/// The attack panel of `by`; `open` is the card's "which attack is being entered".
#[component]
pub fn AttackPanel(by: Attacker, open: Signal<Option<Attacker>>) -> Element {
    let session = use_context::<LiveSession>();
    let lang = use_language();
    let mut open = open;
    let mut draft = use_signal(|| session.peek().game().map(|game| AttackDraft::new(game, by)));
    // "Roll for me": the 2d6 rolled here, shown with what they do before they are given.
    let mut rolled = use_signal(|| None::<u8>);
    let id = format!("{}-{}", by.figure.0, by.section.map_or(0, |s| s.index()));
    // Brings into view what the player answers next: the panel when it opens, the roll
    // keys once nothing else is asked (the dock and the turn bar keep their room: CSS
    // scroll margins).
    let ready = session.read().game().zip(draft.read().as_ref()).is_some_and(|(g, d)| d.missing(g).is_none());
    let shown = if ready { format!("attack-rolls-{id}") } else { format!("attack-{id}") };
    use_effect(use_reactive!(|shown| {
        document::eval(&format!("document.querySelector('[data-testid=\"{shown}\"]')?.scrollIntoView({{ block: 'nearest' }})"));
    }));
    let s = session.read();
    let (Some(game), Some(d)) = (s.game(), draft()) else { return rsx! {} };
    let title = match by.kind {
        ActionKind::Ranged => label!(lang, "attack-ranged-title"),
        _ => label!(lang, "attack-close-title"),
    };
    let candidates = d.candidates(game);
    let max = d.max_targets(game);
    let hint = match (&candidates[..], max) {
        ([], _) => label!(lang, "attack-no-target"),
        ([only], _) if d.targets == [*only] => dialkeeper_model::text::attack_only_target(lang, game, *only),
        (_, 1) => label!(lang, "attack-pick-target"),
        (_, n) => dialkeeper_model::text::attack_pick_targets(lang, n),
    };
    let chips: Vec<(FigureId, String, String, bool)> = candidates
        .iter()
        .map(|&t| {
            let needs = match d.needs(game, t) {
                Some(Needs::AtLeast(n)) => dialkeeper_model::text::attack_needs(lang, n),
                Some(Needs::Any) => label!(lang, "attack-needs-any"),
                Some(Needs::Twelve) => label!(lang, "attack-needs-twelve"),
                None => String::new(),
            };
            let label = dialkeeper_model::text::attack_target_label(lang, game, t);
            (t, label, needs, d.targets.contains(&t))
        })
        .collect();
    let missing = d.missing(game);
    // Every colossal candidate's sections, named or not: a section's chip picks the target
    // and the section in one tap.
    let sections: Vec<(FigureId, String, Vec<SectionChip>)> = candidates
        .iter()
        .filter(|&&t| active_sections(game, t).len() > 1)
        .map(|&t| {
            let list = active_sections(game, t).into_iter().map(|s| (s, section_label(lang, s), d.section_of(t) == Some(s))).collect();
            (t, dialkeeper_model::text::attack_pick_section(lang, game, t), list)
        })
        .collect();
    let ability = d.ability(game);
    let defenders = d.defenders(game);
    let enhancers = d.enhancers(game);
    let dodges = d.dodges(game);
    let passengers = d.passengers(game);
    let move_ability = d.move_ability(game);
    let mounted = d.mounted_maneuver(game);
    let rolls = if missing.is_none() { d.rolls(game) } else { Vec::new() };
    let targets = d.targets.len();
    let all_refused = rolls.iter().find(|r| r.refused.is_some()).filter(|_| rolls.iter().all(|r| r.refused.is_some())).cloned();
    // What "Roll for me" rolled, as the engine would play it.
    let rolled_outcome = rolled().filter(|_| missing.is_none()).map(|two_d6| (two_d6, d.outcome(game, two_d6)));
    let plain = d.without_dice();
    // What this action costs the attacker in pushing damage, said before any total is
    // tapped (CORE-07): pushing is a choice weighed before acting.
    let pushes =
        dialkeeper_model::cost::pushing(game, plain.clone()).map(|p| dialkeeper_model::text::pushes(lang, game, p.figure, p.clicks));
    let name_of = |f: FigureId| figure_name(lang, game, f);
    let mut change = move |f: &dyn Fn(&mut AttackDraft, &dialkeeper_core::Game)| {
        let s = session.peek();
        if let (Some(game), Some(d)) = (s.game(), draft.write().as_mut()) {
            f(d, game);
        }
        rolled.set(None);
    };
    rsx! {
        section { class: "attack-panel", "data-testid": "attack-{id}", role: "group", "aria-labelledby": "attack-title-{id}",
            header { class: "attack-head",
                h3 { id: "attack-title-{id}", "{title}" }
                button { class: "close", "data-testid": "attack-cancel", "aria-label": label!(lang, "wiz-cancel"), onclick: move |_| open.set(None), "×" }
            }
            p { class: "attack-hint", "data-testid": "attack-hint", "{hint}" }
            if let Some(cost) = pushes {
                p { class: "pushes", "data-testid": "attack-pushes", "{cost}" }
            }
            div { class: "attack-targets",
                for (t, label, needs, on) in chips {
                    button { key: "{t.0}", class: if on { "chip on" } else { "chip" }, "data-testid": "attack-target-{t.0}", "aria-pressed": "{on}",
                        onclick: move |_| change(&|d, g| d.toggle(g, t)),
                        span { class: "chip-name", "{label}" }
                        if !needs.is_empty() { span { class: "chip-needs", "data-testid": "attack-needs-{t.0}", "{needs}" } }
                    }
                }
            }
            for (t, question, list) in sections {
                div { key: "{t.0}", class: "attack-sections",
                    p { class: "attack-question", "{question}" }
                    div { class: "attack-targets",
                        for (section, label, on) in list {
                            button { key: "{section:?}", class: if on { "chip on" } else { "chip" }, "aria-pressed": "{on}",
                                "data-testid": format!("attack-section-{}-{}", t.0, <&str>::from(section)),
                                onclick: move |_| change(&|d, g| d.aim_at(g, t, section)),
                                "{label}"
                            }
                        }
                    }
                }
            }
            for chariot in passengers {
                DieKeys { key: "{chariot.0}", label: dialkeeper_model::text::dice_passenger_die(lang, game, chariot), testid: "attack-passenger-{chariot.0}",
                    chosen: d.passenger_die(chariot), pick: move |n| change(&|d, _| d.roll_passenger(chariot, n)) }
            }
            if let Some(shown) = ability {
                label { class: "toggle",
                    input { r#type: "checkbox", checked: d.use_ability, "data-testid": "attack-use-ability",
                        onchange: move |e| { let on = e.checked(); change(&|d, _| d.use_ability = on) } }
                    span { {dialkeeper_model::text::dice_use_ability(lang, shown)} }
                }
                if d.use_ability {
                    DieKeys { label: dialkeeper_model::text::dice_damage_die(lang, shown), testid: "attack-damage", chosen: d.damage_d6,
                        pick: move |n| change(&|d, _| d.damage_d6 = Some(n)) }
                }
            }
            if !defenders.is_empty() {
                FriendChips { label: dialkeeper_model::text::dice_defended_by(lang), testid: "attack-defender",
                    friends: defenders.iter().map(|&f| (f, name_of(f))).collect::<Vec<_>>(), chosen: d.defender,
                    pick: move |f| change(&|d, _| d.defender = f) }
            }
            if !enhancers.is_empty() {
                FriendChips { label: dialkeeper_model::text::dice_enhanced_by(lang), testid: "attack-enhancer",
                    friends: enhancers.iter().map(|&f| (f, name_of(f))).collect::<Vec<_>>(), chosen: d.enhancer,
                    pick: move |f| change(&|d, _| d.enhancer = f) }
            }
            if dodges {
                DieKeys { label: dialkeeper_model::text::dice_dodge_die(lang), testid: "attack-dodge", chosen: d.dodge,
                    pick: move |n| change(&|d, _| d.dodge = Some(n)) }
            }
            if let Some(shown) = move_ability {
                label { class: "check", "data-testid": "attack-with-move",
                    input { r#type: "checkbox", checked: d.with_move,
                        onchange: move |e| { let on = e.checked(); change(&|d, _| d.set_with_move(on)) } }
                    span { {dialkeeper_model::text::dice_move_and_attack(lang, shown)} }
                }
            }
            if let Some(maneuver) = mounted {
                label { class: "check", "data-testid": "attack-mounted",
                    input { r#type: "checkbox", checked: d.mounted,
                        onchange: move |e| { let on = e.checked(); change(&|d, _| d.set_mounted(on)) } }
                    span { {dialkeeper_model::text::attack_mounted(lang, maneuver)} }
                }
            }
            if missing.is_none() {
                if let Some(refused) = all_refused.and_then(|r| r.refused) {
                    p { class: "banner warning", "data-testid": "attack-refusal", {violation_sentence(lang, Some(game), &refused)} }
                } else {
                    p { class: "attack-question", {label!(lang, "attack-tap-roll")} }
                    div { class: "roll-keys", "data-testid": "attack-rolls-{id}",
                        for r in rolls {
                            button { key: "{r.two_d6}",
                                class: super::wizard::roll_key_class(r.mark),
                                disabled: r.refused.is_some(),
                                "data-testid": "attack-roll-{r.two_d6}", "data-hits": "{r.hits}",
                                onclick: {
                                    let command = d.command(game, r.two_d6);
                                    move |_| { open.set(None); dispatch(command.clone()) }
                                },
                                {super::wizard::roll_key_body(r.two_d6, dialkeeper_model::text::attack_roll_result(lang, targets, r.hits), dialkeeper_model::text::roll_key_label(lang, r.mark))}
                            }
                        }
                    }
                    button { class: "big", "data-testid": "attack-roll-for-me",
                        onclick: move |_| rolled.set(Some(dialkeeper_model::dice::roll_2d6())),
                        "⚄ " {label!(lang, "attack-roll-for-me")}
                    }
                }
            }
            if let Some((two_d6, outcome)) = rolled_outcome {
                div { class: "dice-result", "data-testid": "attack-rolled", "data-total": "{two_d6}", "aria-live": "polite",
                    span { class: "dice-total", "{two_d6}" }
                }
                match outcome {
                    Ok(events) => rsx! {
                        ul { class: "wiz-preview", "data-testid": "attack-preview",
                            for (i, line) in events.iter().filter(|e| !matches!(e, Event::PhaseChanged { .. })).map(|e| event_sentence(lang, game, e)).enumerate() {
                                li { key: "{i}", "{line}" }
                            }
                        }
                        button { class: "big primary wide", "data-testid": "attack-give",
                            onclick: {
                                let command = d.command(game, two_d6);
                                move |_| { open.set(None); dispatch(command.clone()) }
                            },
                            {label!(lang, "dice-give")}
                        }
                    },
                    Err(v) => rsx! { p { class: "banner warning", "data-testid": "attack-refusal", {violation_sentence(lang, Some(game), &v)} } },
                }
            }
            button { class: "link attack-plain", "data-testid": "attack-without-dice",
                onclick: move |_| { open.set(None); dispatch(plain.clone()) },
                {label!(lang, "attack-without-dice")}
            }
        }
    }
}

/// A row of six die faces to tap, for a d6 the table rolled.
#[component]
fn DieKeys(label: String, testid: String, chosen: Option<u8>, pick: EventHandler<u8>) -> Element {
    rsx! {
        p { class: "attack-question", "{label}" }
        div { class: "die-keys",
            for n in 1..=6u8 {
                button { key: "{n}", class: if chosen == Some(n) { "chip on" } else { "chip" }, "aria-pressed": "{chosen == Some(n)}",
                    "data-testid": "{testid}-{n}", onclick: move |_| pick.call(n), "{n}" }
            }
        }
    }
}

/// Friends in base contact who may lend an ability, as chips: Nobody, or one of them.
#[component]
fn FriendChips(
    label: String,
    testid: &'static str,
    friends: Vec<(FigureId, String)>,
    chosen: Option<FigureId>,
    pick: EventHandler<Option<FigureId>>,
) -> Element {
    let lang = use_language();
    let options = std::iter::once((None, "none".to_string(), label!(lang, "dice-nobody")))
        .chain(friends.into_iter().map(|(f, name)| (Some(f), f.0.to_string(), name)));
    rsx! {
        p { class: "attack-question", "{label}" }
        div { class: "attack-targets",
            for (friend, code, name) in options {
                button { key: "{code}", class: if chosen == friend { "chip on" } else { "chip" }, "data-testid": "{testid}-{code}",
                    "aria-pressed": "{chosen == friend}", onclick: move |_| pick.call(friend), "{name}" }
            }
        }
    }
}
