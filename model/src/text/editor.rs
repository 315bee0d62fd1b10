//! The dial editor's problems, each naming the place to fix.

use dialkeeper_core::{Intelligence, MountType, Rank, Section, SpeedType};
use dialkeeper_i18n::{Catalog, Language};

use super::labels::section_label;
use super::report::{report, worded};
use super::tr;
use crate::editor::{Kind, NumberField, Problem, StatPlace};

/// A figure's rank, as its base ring is called.
pub fn rank_name(lang: Language, rank: Rank) -> String {
    match rank {
        Rank::Weak => tr!(lang, "rank-weak"),
        Rank::Standard => tr!(lang, "rank-standard"),
        Rank::Tough => tr!(lang, "rank-tough"),
        Rank::Unique => tr!(lang, "rank-unique"),
    }
}

/// A speed symbol's name.
pub fn speed_type_name(lang: Language, speed: SpeedType) -> String {
    match speed {
        SpeedType::Boot => tr!(lang, "speed-type-boot"),
        SpeedType::Wing => tr!(lang, "speed-type-wing"),
        SpeedType::Wave => tr!(lang, "speed-type-wave"),
        SpeedType::Horseshoe => tr!(lang, "speed-type-horseshoe"),
        SpeedType::Wheel => tr!(lang, "speed-type-wheel"),
    }
}

/// A riderless mount's intelligence level, by its glossary name (CAV-21).
pub fn intelligence_name(lang: Language, level: Intelligence) -> String {
    match level {
        Intelligence::Skittish => glossary(lang, "glossary-skittish"),
        Intelligence::Independent => glossary(lang, "glossary-independent"),
        Intelligence::MeanSpirited => glossary(lang, "glossary-mean-spirited"),
    }
}

/// The editor's field names that are glossary terms.
#[derive(Debug, Clone, Copy, PartialEq, Eq, strum::VariantArray)]
pub enum EditorTerm {
    /// A mount's type (CAV-01).
    MountType,
    /// A mount's intelligence level (CAV-21).
    IntelligenceLevel,
    /// Dark riders (CAV-03).
    DarkRiders,
    /// A rider's attack bonus (CAV-06).
    RiderAttackBonus,
    /// The combat dial.
    CombatDial,
}

/// One of the editor's field names, in the glossary's words.
pub fn editor_term(lang: Language, term: EditorTerm) -> String {
    glossary(
        lang,
        match term {
            EditorTerm::MountType => "glossary-mount-type",
            EditorTerm::IntelligenceLevel => "glossary-intelligence-level",
            EditorTerm::DarkRiders => "glossary-dark-riders",
            EditorTerm::RiderAttackBonus => "glossary-rider-attack-bonus",
            EditorTerm::CombatDial => "glossary-combat-dial",
        },
    )
}

/// A glossary term by its id: the glossary lives in its own Fluent file, which the
/// compile-time id check does not read, so the tests below check these ids.
fn glossary(lang: Language, id: &'static str) -> String {
    Catalog::get().text(lang, id)
}

/// A mount type's glossary name (CAV-01).
pub fn mount_type_name(lang: Language, mount: MountType) -> String {
    Catalog::get().text(lang, mount.message_id())
}

/// A kind of figure the editor makes.
pub fn figure_kind_name(lang: Language, kind: Kind) -> String {
    Catalog::get().text(lang, kind.message_id())
}

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
    let mut words = problem.words();
    match problem {
        Problem::NotANumber { field, .. } | Problem::OutOfRange { field, .. } => worded(&mut words, "field", field_label(lang, *field)),
        Problem::StatMissing(place) | Problem::BadStat { place, .. } => worded(&mut words, "place", stat_place(lang, place)),
        Problem::NoLiveClick { section } | Problem::StartNotLive { section, .. } => {
            worded(&mut words, "dial", dial_label(lang, *section));
        }
        Problem::PointValueTooDeep { section, .. } => worded(&mut words, "section", section_label(lang, *section)),
        _ => {}
    }
    report(lang, problem.message_id(), words)
}

#[cfg(test)]
mod glossary_tests {
    use dialkeeper_core::Intelligence;
    use dialkeeper_i18n::{Catalog, Language};
    use strum::VariantArray;

    use super::*;

    #[test]
    fn every_glossary_term_the_editor_shows_is_in_every_language() {
        for lang in Language::ALL {
            let mut said: Vec<String> = EditorTerm::VARIANTS.iter().map(|&t| editor_term(lang, t)).collect();
            said.extend(Intelligence::ALL.iter().map(|&i| intelligence_name(lang, i)));
            for text in said {
                assert!(!text.is_empty() && !text.starts_with("glossary-"), "{lang}: {text}");
            }
            assert!(Catalog::get().has(lang, "glossary-combat-dial"));
        }
    }
}
