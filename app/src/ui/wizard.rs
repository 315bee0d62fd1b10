//! The wizard sheet: one step at a time over the table, from the `Signal<Option<Flow>>`
//! context. The question, why it is asked (rule link, a small diagram), the answers;
//! then a preview of what the command will do, tried on a copy of the game, and Confirm.
//! Cancel drops the flow and changes nothing.

use super::LiveSession;
use dialkeeper_core::{FigureId, Game};
use dialkeeper_i18n::Language;
use dioxus::prelude::*;

use super::widgets::dispatch;
use super::{Nav, use_language};
use dialkeeper_model::dice::{roll_2d6, roll_d6};
use dialkeeper_model::label;
use dialkeeper_model::roll::Mark;
use dialkeeper_model::text;
use dialkeeper_model::text::{event_sentence, figure_label, violation_sentence};
use dialkeeper_model::wizard::{Answer, Ask, Flow, Note, Opt, Picture, Step, StepKey, Wizard, preview};

/// Opens a wizard (from an event handler).
pub fn start(wizard: Wizard) {
    let session = consume_context::<LiveSession>();
    let flow = session.peek().game().map(|game| Flow::begin(wizard.clone(), game)).unwrap_or_else(|| Flow::new(wizard));
    consume_context::<Signal<Option<Flow>>>().set(Some(flow));
}

/// Drops any wizard in progress (another game is opened: its answers belong to the old one).
pub fn close() {
    if let Some(mut wizard) = try_consume_context::<Signal<Option<Flow>>>() {
        wizard.set(None);
    }
}

/// The diagrams: simple line drawings in the text colour.
fn picture_svg(p: Picture) -> &'static str {
    match p {
        Picture::BaseSlot => {
            r##"<svg viewBox="0 0 120 70" aria-hidden="true" focusable="false"><rect x="10" y="15" width="100" height="40" rx="20" fill="none" stroke="currentColor" stroke-width="3"/><circle cx="75" cy="35" r="13" fill="none" stroke="currentColor" stroke-width="3" stroke-dasharray="4 3"/><path d="M20 35h30" stroke="currentColor" stroke-width="3"/><path d="M42 28l8 7-8 7" fill="none" stroke="currentColor" stroke-width="3"/></svg>"##
        }
        Picture::Saddle => {
            r##"<svg viewBox="0 0 120 70" aria-hidden="true" focusable="false"><rect x="5" y="15" width="80" height="40" rx="20" fill="none" stroke="currentColor" stroke-width="3"/><circle cx="103" cy="35" r="13" fill="currentColor" opacity="0.35" stroke="currentColor" stroke-width="3"/><circle cx="60" cy="35" r="11" fill="none" stroke="currentColor" stroke-width="3" stroke-dasharray="4 3"/></svg>"##
        }
        Picture::Arcs => {
            r##"<svg viewBox="0 0 120 70" aria-hidden="true" focusable="false"><rect x="8" y="20" width="44" height="30" rx="15" fill="none" stroke="currentColor" stroke-width="3"/><path d="M52 20 L75 8 M52 50 L75 62" stroke="currentColor" stroke-width="2" stroke-dasharray="3 3"/><path d="M52 35h60" stroke="currentColor" stroke-width="3"/><path d="M104 28l8 7-8 7" fill="none" stroke="currentColor" stroke-width="3"/><circle cx="86" cy="35" r="8" fill="currentColor" opacity="0.35"/></svg>"##
        }
        Picture::Sections => {
            r##"<svg viewBox="0 0 120 80" aria-hidden="true" focusable="false"><rect x="30" y="5" width="60" height="70" rx="8" fill="none" stroke="currentColor" stroke-width="3"/><path d="M30 28h60M30 55h60M60 28v27" stroke="currentColor" stroke-width="2"/><circle cx="60" cy="41" r="3" fill="currentColor"/><path d="M60 41 L112 12" stroke="currentColor" stroke-width="2" stroke-dasharray="4 3"/></svg>"##
        }
        Picture::RearCompartment => {
            r##"<svg viewBox="0 0 120 80" aria-hidden="true" focusable="false"><rect x="30" y="5" width="60" height="70" rx="8" fill="none" stroke="currentColor" stroke-width="3"/><path d="M30 28h60M30 55h60M60 28v27" stroke="currentColor" stroke-width="2"/><rect x="45" y="58" width="30" height="14" rx="3" fill="currentColor" opacity="0.35"/><circle cx="104" cy="64" r="9" fill="none" stroke="currentColor" stroke-width="3"/><path d="M95 64h-16" stroke="currentColor" stroke-width="2"/></svg>"##
        }
        Picture::Die => {
            r##"<svg viewBox="0 0 70 70" aria-hidden="true" focusable="false"><rect x="10" y="10" width="50" height="50" rx="9" fill="none" stroke="currentColor" stroke-width="3"/><circle cx="24" cy="24" r="4" fill="currentColor"/><circle cx="35" cy="35" r="4" fill="currentColor"/><circle cx="46" cy="46" r="4" fill="currentColor"/></svg>"##
        }
    }
}

/// Applies an answer to the flow in the context.
fn give(answer: Answer) {
    let session = consume_context::<LiveSession>();
    let mut wizard = consume_context::<Signal<Option<Flow>>>();
    let s = session.read();
    let Some(game) = s.game() else { return };
    if let Some(flow) = wizard.write().as_mut() {
        flow.answer(game, answer);
    }
}

/// The sheet, over the table screen: the notes of what was settled without asking, then
/// the step's question and answers, or the preview and Confirm.
#[component]
pub fn WizardSheet() -> Element {
    let mut wizard = use_context::<Signal<Option<Flow>>>();
    let session = use_context::<LiveSession>();
    let lang = use_language();
    let Some(flow) = wizard.read().clone() else { return rsx! {} };
    let s = session.read();
    let Some(game) = s.game() else { return rsx! {} };
    let code = flow.wizard.code();
    let title = text::wizard_title(lang, &flow.wizard);
    let step = flow.step(game);
    let step_key = step.as_ref().map_or("confirm", |s| s.key.id());
    let notes = settled_notes(lang, game, &flow);
    let body = match step {
        Some(step) => step_view(lang, game, step, flow.roll_keys(game), flow.picked.clone(), wizard),
        None => confirm_view(lang, game, &flow, wizard),
    };
    rsx! {
        div { class: "wiz-backdrop",
            section { class: "wiz-sheet", role: "dialog", "aria-modal": "true", "aria-labelledby": "wizard-title", "data-testid": "wizard", "data-wizard": "{code}", "data-step": "{step_key}",
                header { class: "wiz-head",
                    h2 { id: "wizard-title", "{title}" }
                    button { class: "close", "data-testid": "wizard-cancel", "aria-label": label!(lang, "wiz-cancel"), onclick: move |_| wizard.set(None), "×" }
                }
                for (key, head, text) in notes {
                    p { key: "{key}", class: "wiz-note", "data-testid": "wizard-note", "data-note": "{key}",
                        strong { "{head}" } " " "{text}"
                    }
                }
                {body}
                div { class: "wiz-foot",
                    if flow.can_go_back() {
                        button { class: "link", "data-testid": "wizard-back",
                            onclick: move |_| if let Some(flow) = wizard.write().as_mut() { flow.back() },
                            "‹ " {label!(lang, "wiz-back")}
                        }
                    }
                    button { class: "link", "data-testid": "wizard-cancel-text", onclick: move |_| wizard.set(None), {label!(lang, "wiz-cancel")} }
                }
            }
        }
    }
}

/// What the wizard settled without asking since the last answer (issue 35): each
/// question, with the answer taken or the explanation folded in.
fn settled_notes(lang: Language, game: &Game, flow: &Flow) -> Vec<(StepKey, String, String)> {
    flow.notes
        .iter()
        .map(|note| match *note {
            Note::Taken(key, opt) => (key, text::wizard_question(lang, key, &[]), text::wizard_taken(lang, game, opt)),
            Note::Read(key) => (key, text::wizard_question(lang, key, &[]), text::wizard_why(lang, key, &[])),
        })
        .collect()
}

/// One step: the question, why it is asked (its rule, a diagram), and its answers.
fn step_view(
    lang: Language,
    game: &Game,
    step: Step,
    keys: Option<Vec<(u8, Mark)>>,
    picked: Vec<FigureId>,
    wizard: Signal<Option<Flow>>,
) -> Element {
    let question = text::wizard_question(lang, step.key, &step.args);
    let refused = matches!(step.ask, Ask::Refused(_));
    let why = match &step.ask {
        Ask::Refused(violation) => violation_sentence(lang, Some(game), violation),
        _ => text::wizard_why(lang, step.key, &step.args),
    };
    let rule = step.rule;
    // The attack's 2d6 is asked as a number; the app may roll it like the d6.
    let two_d6 = step.key.asks_two_d6();
    let answers = match keys {
        Some(keys) => roll_keys_view(lang, keys),
        None => answers_view(lang, game, step.ask, two_d6, picked, wizard),
    };
    rsx! {
        p { class: "wiz-question", "data-testid": "wizard-question", "{question}" }
        div { class: if refused { "wiz-why banner warning" } else { "wiz-why" },
            "data-testid": if refused { "wizard-refusal" } else { "wizard-reason" },
            if let Some(p) = step.picture {
                div { class: "wiz-picture", "data-testid": "wizard-picture", dangerous_inner_html: picture_svg(p) }
            }
            p { "data-testid": "wizard-why",
                "{why} "
                button { class: "link", "data-testid": "wizard-rule",
                    onclick: move |_| super::follow(Nav::rule(rule)),
                    "{rule.code()}"
                }
            }
        }
        {answers}
    }
}

/// A 2d6 step's keys, as the attack panel draws them: each total with what the engine
/// makes of it (hit or miss), the criticals marked; then the app's own roll.
fn roll_keys_view(lang: Language, keys: Vec<(u8, Mark)>) -> Element {
    rsx! {
        div { class: "roll-keys", "data-testid": "wizard-roll-keys",
            for (n, mark) in keys {
                button { key: "{n}", class: roll_key_class(mark), disabled: mark == Mark::Refused,
                    "data-testid": "wizard-opt-n-{n}", "data-mark": <&str>::from(mark),
                    onclick: move |_| give(Answer::Opt(Opt::Number(n))),
                    {roll_key_body(n, text::roll_mark(lang, mark), text::roll_key_label(lang, mark))}
                }
            }
        }
        button { class: "big wide", "data-testid": "wizard-roll", onclick: move |_| give(Answer::Opt(Opt::Number(roll_2d6()))), "⚄ " {label!(lang, "wiz-roll")} }
    }
}

/// A 2d6 key's words (the attack panel's too): the total and what it does, shown; a
/// critical said after them for a screen reader, so the name read aloud starts with
/// what is seen (the star is drawn by the stylesheet and not read).
pub fn roll_key_body(total: u8, result: String, critical: Option<String>) -> Element {
    rsx! {
        span { class: "roll-total", "{total}" }
        span { class: "roll-result", "{result}" }
        if let Some(critical) = critical {
            span { class: "sr-only", ", {critical}" }
        }
    }
}

/// A 2d6 key's look for its mark (the attack panel's too).
pub fn roll_key_class(mark: Mark) -> &'static str {
    match mark {
        Mark::Hit => "roll-key hit",
        Mark::CriticalHit => "roll-key hit critical",
        Mark::Miss => "roll-key miss",
        Mark::CriticalMiss => "roll-key miss critical",
        Mark::Refused => "roll-key refused",
    }
}

/// The answers a step takes: options, a die, figures to tick, Next, or Done after a
/// refusal.
fn answers_view(lang: Language, game: &Game, ask: Ask, two_d6: bool, picked: Vec<FigureId>, mut wizard: Signal<Option<Flow>>) -> Element {
    match ask {
        Ask::Choose(options) => rsx! {
            div { class: "wiz-options",
                if options.is_empty() {
                    p { class: "muted", "data-testid": "wizard-none", {label!(lang, "wiz-no-options")} }
                }
                for opt in options {
                    button { key: "{opt.code()}", class: "big", "data-testid": "wizard-opt-{opt.code()}",
                        onclick: move |_| give(Answer::Opt(opt)),
                        {text::wizard_answer(lang, game, opt)}
                    }
                }
            }
            if two_d6 {
                button { class: "big wide", "data-testid": "wizard-roll", onclick: move |_| give(Answer::Opt(Opt::Number(roll_2d6()))), "⚄ " {label!(lang, "wiz-roll")} }
            }
        },
        Ask::Die => rsx! {
            div { class: "wiz-options dice",
                for n in 1..=6u8 {
                    button { key: "{n}", class: "big die", "data-testid": "wizard-die-{n}", onclick: move |_| give(Answer::Die(n)), "{n}" }
                }
            }
            button { class: "big wide", "data-testid": "wizard-roll", onclick: move |_| give(Answer::Die(roll_d6())), "⚄ " {label!(lang, "wiz-roll")} }
        },
        Ask::Many(options) => rsx! {
            div { class: "wiz-options",
                for f in options {
                    button { key: "{f.0}",
                        class: if picked.contains(&f) { "big choice on" } else { "big choice" },
                        "data-testid": "wizard-pick-{f.0}",
                        "aria-pressed": if picked.contains(&f) { "true" } else { "false" },
                        onclick: move |_| {
                            if let Some(flow) = wizard.write().as_mut() {
                                if let Some(i) = flow.picked.iter().position(|p| *p == f) { flow.picked.remove(i); } else { flow.picked.push(f); }
                            }
                        },
                        {figure_label(lang, game, f)}
                    }
                }
            }
            button { class: "big primary wide", "data-testid": "wizard-next", onclick: move |_| give(Answer::Figures(picked.clone())), {label!(lang, "wiz-next")} }
        },
        Ask::Info => rsx! {
            button { class: "big primary wide", "data-testid": "wizard-next", onclick: move |_| give(Answer::Next), {label!(lang, "wiz-next")} }
        },
        Ask::Refused(_) => rsx! {
            button { class: "big primary wide", "data-testid": "wizard-done", onclick: move |_| wizard.set(None), {label!(lang, "wiz-done")} }
        },
    }
}

/// Every question answered: what the command will do, tried on a copy of the game (or
/// the engine's refusal), and Confirm, which sends it.
fn confirm_view(lang: Language, game: &Game, flow: &Flow, mut wizard: Signal<Option<Flow>>) -> Element {
    let Some(command) = flow.command(game) else {
        return rsx! {
            p { class: "wiz-question", "data-testid": "wizard-question", {label!(lang, "wiz-nothing-to-do")} }
            button { class: "big primary wide", "data-testid": "wizard-done", onclick: move |_| wizard.set(None), {label!(lang, "wiz-done")} }
        };
    };
    let result = preview(game, &command);
    let ok = result.is_ok();
    let lines: Vec<String> = match &result {
        Ok(events) => events
            .iter()
            .filter(|e| !matches!(e, dialkeeper_core::Event::PhaseChanged { .. }))
            .map(|e| event_sentence(lang, game, e))
            .collect(),
        Err(_) => vec![],
    };
    let refusal = result.as_ref().err().map(|v| (violation_sentence(lang, Some(game), v), v.rule()));
    rsx! {
        p { class: "wiz-question", "data-testid": "wizard-question", {label!(lang, "wiz-preview")} }
        if let Some((text, rule)) = refusal {
            p { class: "banner warning", "data-testid": "wizard-refusal",
                "{text} "
                button { class: "link", "data-testid": "wizard-rule",
                    onclick: move |_| super::follow(Nav::rule(rule)),
                    "{rule.code()}"
                }
            }
        }
        ul { class: "wiz-preview", "data-testid": "wizard-preview",
            for (i, line) in lines.into_iter().enumerate() {
                li { key: "{i}", "{line}" }
            }
        }
        button { class: "big primary wide", "data-testid": "wizard-confirm", disabled: !ok,
            onclick: move |_| {
                wizard.set(None);
                dispatch(command.clone());
            },
            {label!(lang, "wiz-confirm")}
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_pictures_write_no_words_the_buttons_do_not_say() {
        // The section buttons are localized; a letter in the picture (B for a rear the
        // buttons call Rear) would not be.
        for p in [Picture::BaseSlot, Picture::Saddle, Picture::Arcs, Picture::Sections, Picture::RearCompartment, Picture::Die] {
            assert!(!picture_svg(p).contains("<text"), "{p:?}");
        }
    }
}
