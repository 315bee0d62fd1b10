//! An ability's numbers come from the engine: every language's `.effect` names each of
//! them as a variable, writes no number of its own (dice notation such as 1d6, and zero,
//! aside), and reads with the engine's values filled in.

use std::collections::BTreeSet;

use dialkeeper_core::Ability;
use dialkeeper_i18n::{Catalog, Language};

use crate::support;

/// The variables a text uses (`{ $name }`).
fn variables(text: &str) -> BTreeSet<String> {
    text.match_indices("$")
        .map(|(i, _)| text[i + 1..].chars().take_while(|c| c.is_alphanumeric() || *c == '-' || *c == '_').collect())
        .collect()
}

/// The numbers written in a text, dice notation (1d6, 2W6) left out.
fn written_numbers(text: &str) -> Vec<String> {
    let mut out = Vec::new();
    for word in text.split(|c: char| !c.is_alphanumeric()) {
        let dice = word.chars().any(|c| matches!(c, 'd' | 'D' | 'W'))
            && word.chars().filter(|c| c.is_ascii_digit()).count() >= 1
            && word.trim_start_matches(|c: char| c.is_ascii_digit()).len() > 1;
        if !dice && word.chars().all(|c| c.is_ascii_digit()) && !word.is_empty() && word != "0" {
            out.push(word.to_string());
        }
    }
    out
}

#[test]
fn every_effect_names_its_engine_numbers_and_writes_none_of_its_own() {
    let mut wrong = Vec::new();
    for language in support::LANGUAGES {
        let source = std::fs::read_to_string(format!("{}/locales/{language}/abilities.ftl", env!("CARGO_MANIFEST_DIR"))).unwrap();
        for text in support::texts(language).iter().filter(|t| t.file == "abilities.ftl" && t.id.ends_with(".effect")) {
            let id = text.id.trim_end_matches(".effect");
            let want: BTreeSet<String> = Ability::ALL
                .into_iter()
                .find(|a| a.message_id() == id)
                .map(|a| a.numbers().iter().map(|(n, _)| n.to_string()).collect())
                .unwrap_or_default();
            let line = source.lines().skip_while(|l| !l.starts_with(&format!("{id} ="))).nth(1).unwrap_or("");
            if variables(line) != want {
                wrong.push(format!("{language} {id}: uses {:?}, the engine has {want:?}", variables(line)));
            }
            let own = written_numbers(&text.text);
            if !own.is_empty() {
                wrong.push(format!("{language} {id}: writes {own:?} itself"));
            }
        }
    }
    assert!(wrong.is_empty(), "{}", wrong.join("\n"));
}

#[test]
fn the_engine_numbers_are_what_the_player_reads() {
    let catalog = Catalog::get();
    let entry = |id: &str| catalog.entries().iter().find(|e| e.id == id).unwrap().clone();
    for language in Language::ALL {
        for ability in [Ability::Toughness, Ability::Invulnerability, Ability::BattleArmor, Ability::Dodge, Ability::MagicLevitation] {
            let text = catalog.explanation(language, &entry(ability.message_id()));
            for (name, value) in ability.numbers() {
                assert!(text.contains(&value.to_string()), "{language} {ability:?} {name}: {text}");
            }
            assert!(!text.contains('$') && !text.contains('{'), "{language} {ability:?}: {text}");
        }
    }
}

#[test]
fn dice_notation_and_zero_are_not_numbers_of_the_rule() {
    assert_eq!(written_numbers("roll 1d6 or 1D6 or a W6, never fewer than 0, on a 5"), ["5"]);
    assert_eq!(variables("on a { $from } or { $to-x }"), BTreeSet::from(["from".to_string(), "to-x".to_string()]));
}
