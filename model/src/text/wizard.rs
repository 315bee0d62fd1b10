//! The wizards' words: each step's question and why, and the answers the player taps.

use dialkeeper_core::Game;
use dialkeeper_i18n::{Catalog, FluentValue, Language};

use super::labels::{action_name, figure_label, proficiency_label, section_label, section_pair};
use super::tr;
use crate::wizard::{Opt, StepKey, Wizard};

/// A wizard's title, above its steps.
pub fn wizard_title(lang: Language, wizard: &Wizard) -> String {
    Catalog::get().text(lang, &format!("wiz-title-{}", wizard.code()))
}

/// The button on a card that opens a wizard; the two walk-throughs share one.
pub fn wizard_open(lang: Language, wizard: &Wizard) -> String {
    match wizard {
        Wizard::CavalryTurn(_) | Wizard::ColossalTurn(_) => tr!(lang, "wiz-open-walkthrough"),
        other => Catalog::get().text(lang, &format!("wiz-open-{}", other.code())),
    }
}

/// A step's question, with the step's numbers (`args`, as the wizard gives them).
pub fn wizard_question(lang: Language, key: StepKey, args: &[(&'static str, i64)]) -> String {
    step_text(lang, &format!("wiz-q-{key}"), args)
}

/// Why a step asks what it asks, with the step's numbers.
pub fn wizard_why(lang: Language, key: StepKey, args: &[(&'static str, i64)]) -> String {
    step_text(lang, &format!("wiz-why-{key}"), args)
}

/// An answer the player can tap.
pub fn wizard_answer(lang: Language, game: &Game, opt: Opt) -> String {
    match opt {
        Opt::Yes => tr!(lang, "wiz-yes"),
        Opt::No => tr!(lang, "wiz-no"),
        Opt::Figure(f) => figure_label(lang, game, f),
        Opt::Section(s) => section_label(lang, s),
        Opt::Pair(a, b) => section_pair(lang, a, b),
        Opt::Action(a) => action_name(lang, a),
        Opt::Maneuver(p) => proficiency_label(lang, p),
        Opt::AimOne => tr!(lang, "wiz-aim-one"),
        Opt::AimTwo => tr!(lang, "wiz-aim-two"),
        Opt::AimCentre => tr!(lang, "wiz-aim-centre"),
        Opt::TouchOne => tr!(lang, "wiz-touch-one"),
        Opt::TouchTwo => tr!(lang, "wiz-touch-two"),
        Opt::Number(n) => n.to_string(),
        Opt::Ability(a) => Catalog::get().text(lang, a.message_id()),
    }
}

/// An answer the wizard took without asking (the only one there was).
pub fn wizard_taken(lang: Language, game: &Game, opt: Opt) -> String {
    tr!(lang, "wiz-taken", answer = wizard_answer(lang, game, opt))
}

fn step_text(lang: Language, id: &str, args: &[(&'static str, i64)]) -> String {
    let args: Vec<(&str, FluentValue<'_>)> = args.iter().map(|(k, v)| (*k, FluentValue::from(*v as f64))).collect();
    Catalog::get().text_args(lang, id, &args)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_step_reads_as_text_in_every_language_with_its_numbers() {
        let args = [("distance", 4), ("total", 12), ("range", 8), ("long", 16), ("bonus", 2)];
        for lang in Language::ALL {
            for &key in StepKey::ALL {
                for (id, text) in
                    [(format!("wiz-q-{key}"), wizard_question(lang, key, &args)), (format!("wiz-why-{key}"), wizard_why(lang, key, &args))]
                {
                    assert!(!text.is_empty() && !text.contains("{$") && !text.contains(&id), "{lang} {id}: {text}");
                }
            }
            assert!(wizard_why(lang, StepKey::ColDistance, &args).contains("12"), "{lang}");
            assert!(wizard_why(lang, StepKey::ColLongRange, &args).contains("16"), "{lang}");
        }
    }
}
