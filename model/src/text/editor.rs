//! The dial editor's problems, each naming the place to fix.

use dialkeeper_core::Section;
use dialkeeper_i18n::{Catalog, Language};

use super::labels::section_label;
use crate::editor::{NumberField, Problem, StatPlace};
use crate::tr;

/// Where a stat box is, in words: "click 3, attack" or "Left, click 3, attack".
pub fn stat_place(lang: Language, place: &StatPlace) -> String {
    let stat = Catalog::get().text(lang, place.slot.message_id());
    let click = (place.click + 1) as i64;
    match place.section {
        None => tr!(lang, "editor-where-click", click = click, stat = stat),
        Some(section) => tr!(lang, "editor-where-section", section = section_label(lang, section), click = click, stat = stat),
    }
}

fn field_label(lang: Language, field: NumberField) -> String {
    let label = Catalog::get().text(lang, field.message_id());
    match field.entry() {
        Some(i) => tr!(lang, "editor-entry-field", field = label, number = (i + 1) as i64),
        None => label,
    }
}

fn dial_label(lang: Language, section: Option<Section>) -> String {
    section.map_or_else(|| tr!(lang, "editor-the-dial"), |s| section_label(lang, s))
}

/// One problem the dial editor found, as a sentence (starting with a capital, even when
/// it starts with a place like "click 3, attack").
pub fn editor_problem(lang: Language, problem: &Problem) -> String {
    let sentence = problem_text(lang, problem);
    let mut chars = sentence.chars();
    chars.next().map_or_else(String::new, |first| first.to_uppercase().chain(chars).collect())
}

fn problem_text(lang: Language, problem: &Problem) -> String {
    match problem {
        Problem::NameMissing => tr!(lang, "editor-problem-name"),
        Problem::NumberMissing => tr!(lang, "editor-problem-number"),
        Problem::NotANumber { field, value } => {
            tr!(lang, "editor-problem-not-a-number", field = field_label(lang, *field), value = value.clone())
        }
        Problem::OutOfRange { field, min, max } => {
            tr!(lang, "editor-problem-out-of-range", field = field_label(lang, *field), min = *min as i64, max = *max as i64)
        }
        Problem::StatMissing(place) => tr!(lang, "editor-problem-stat-missing", place = stat_place(lang, place)),
        Problem::BadStat { place, value } => tr!(
            lang,
            "editor-problem-bad-stat",
            place = stat_place(lang, place),
            value = value.clone(),
            max = dialkeeper_feed::MAX_STAT as i64
        ),
        Problem::NoLiveClick { section } => tr!(lang, "editor-problem-no-live-click", dial = dial_label(lang, *section)),
        Problem::StartNotLive { section, click } => {
            tr!(lang, "editor-problem-start-not-live", dial = dial_label(lang, *section), click = (*click + 1) as i64)
        }
        Problem::NoMountSymbols => tr!(lang, "editor-problem-no-symbols"),
        Problem::DarkRidersNumber { suffix } => tr!(lang, "editor-problem-dark-riders-number", suffix = suffix.to_string()),
        Problem::NoPointValues => tr!(lang, "editor-problem-no-point-values"),
        Problem::PointValueTooDeep { entry, section } => {
            tr!(lang, "editor-problem-point-value-too-deep", number = (*entry + 1) as i64, section = section_label(lang, *section))
        }
    }
}
