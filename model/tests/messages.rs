//! Every event the engine can emit, every refusal, every colossal effect, every store or
//! export fault and every report on a file (dial file, army, game, photo) has a message
//! in every language, and each message uses only the arguments its variant gives: the
//! types list them (`KINDS`, declared beside each variant), so the log, the snackbar and
//! the importer never show a raw id or an unfilled `{$name}`.

use std::collections::BTreeSet;

use dialkeeper_core::{ColossalEffect, Event, Kind, RuleViolation, SetupError};
use dialkeeper_feed::{FeedError, SkipReason};
use dialkeeper_i18n::{Catalog, FluentValue, Language, message_variables};
use dialkeeper_model::army_file::ArmyFileError;
use dialkeeper_model::editor::Problem;
use dialkeeper_model::files::ImportError;
use dialkeeper_model::platform::ExportFault;
use dialkeeper_model::portrait::PortraitError;
use dialkeeper_model::session::StartupReport;
use dialkeeper_model::share::pairing::Failure;
use dialkeeper_model::share::{Notice, Unshared};
use dialkeeper_store::Fault;

/// The arguments the text layer gives a kind: its own, `click` for a dial that turned
/// `to` a click, `clicks` when it turned `from` another, and what it words itself: the
/// model a skipped one is (a reason's own words, a nested reason included, are declared
/// beside it).
fn given(kind: &Kind) -> Vec<&'static str> {
    let mut names = kind.args.to_vec();
    if kind.id.starts_with("feed-skip-") {
        names.push("model");
    }
    if names.contains(&"to") {
        names.push("click");
        if names.contains(&"from") {
            names.push("clicks");
        }
    }
    names
}

fn problems(kinds: &[Kind]) -> Vec<String> {
    let catalog = Catalog::get();
    let mut problems = Vec::new();
    for language in Language::ALL {
        for kind in kinds {
            if !catalog.has(language, kind.id) {
                problems.push(format!("{language}: no message {}", kind.id));
                continue;
            }
            let args: Vec<(&str, FluentValue)> = given(kind).into_iter().map(|name| (name, FluentValue::from("x"))).collect();
            let text = catalog.text_args(language, kind.id, &args);
            if text.contains("{$") || text.contains("{ $") {
                problems.push(format!("{language}: {} uses an argument its variant does not give: {text}", kind.id));
            }
        }
    }
    problems
}

#[test]
fn every_event_refusal_and_effect_has_text_in_every_language() {
    assert!(Event::KINDS.len() >= 37, "found {} event kinds", Event::KINDS.len());
    assert!(RuleViolation::KINDS.len() >= 70, "found {} refusals", RuleViolation::KINDS.len());
    let kinds: Vec<Kind> = [Event::KINDS, RuleViolation::KINDS, ColossalEffect::KINDS].concat();
    let problems = problems(&kinds);
    assert!(problems.is_empty(), "{}", problems.join("\n"));
}

/// Every fault and report on a file (dial file, army, game, photo), a setup, a figure in
/// the editor, pairing, a guest's tap not shared, what a phone is told about sharing, or the store at start-up: declared beside their variants with the
/// values their sentences name (`reports!`).
fn reports() -> Vec<Kind> {
    [
        Fault::KINDS,
        FeedError::KINDS,
        SkipReason::KINDS,
        ExportFault::KINDS,
        PortraitError::KINDS,
        ArmyFileError::KINDS,
        ImportError::KINDS,
        Failure::KINDS,
        SetupError::KINDS,
        Problem::KINDS,
        StartupReport::KINDS,
        Unshared::KINDS,
        Notice::KINDS,
    ]
    .concat()
}

#[test]
fn every_fault_and_file_report_has_text_in_every_language() {
    let kinds = reports();
    assert_eq!(kinds.len(), 16 + 3 + 10 + 5 + 3 + 6 + 4 + 7 + 13 + 14 + 6 + 10 + 10, "every fault and report is listed");
    let problems = problems(&kinds);
    assert!(problems.is_empty(), "{}", problems.join("\n"));
}

/// A report's words are given at run time, so no compiler checks them against the
/// sentence as `fl!` does: here each English sentence must name exactly what is given,
/// a selector's value and every variant's included (the other languages name the same
/// as English: i18n's completeness test). A value dropped from a declaration, or one the
/// sentence never says, fails.
#[test]
fn every_report_names_exactly_the_words_it_is_given() {
    let english = message_variables(Language::En).expect("English is built in");
    let mut wrong = Vec::new();
    for kind in reports() {
        let given: BTreeSet<String> = given(&kind).into_iter().map(String::from).collect();
        match english.get(kind.id) {
            Some(said) if *said == given => {}
            Some(said) => wrong.push(format!("{}: given {given:?}, says {said:?}", kind.id)),
            None => wrong.push(format!("{}: no English sentence", kind.id)),
        }
    }
    assert!(wrong.is_empty(), "{}", wrong.join("\n"));
}

#[test]
fn a_message_missing_an_argument_is_caught() {
    let hit = Event::KINDS.iter().find(|k| k.id == "event-hit").expect("hits have a message");
    let without_target = Kind { id: hit.id, args: &["attacker", "critical"] };
    assert!(!problems(&[without_target]).is_empty(), "a sentence naming $target without it must be flagged");
    assert!(problems(&[Kind { id: "event-no-such-thing", args: &[] }]).len() == Language::ALL.len());
}
