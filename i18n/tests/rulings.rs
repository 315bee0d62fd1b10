//! Every ruling written down in `docs/RULINGS.md` is shown to the player: each rule id of
//! its `## ` headings has a `.ruling` ("How this app plays it") in every language, and the
//! catalog hands it to the Rules screen.

use std::collections::BTreeSet;
use std::path::Path;

use dialkeeper_i18n::{Catalog, Entry, EntryKind, Language};
use support::LANGUAGES;

use crate::support;

/// The rule ids of `docs/RULINGS.md`'s `## ` headings, as message ids (`rule-core-13`).
fn ruled() -> Vec<String> {
    let path = Path::new(env!("CARGO_MANIFEST_DIR")).join("../docs/RULINGS.md");
    let text = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
    text.lines()
        .filter_map(|l| l.strip_prefix("## "))
        .filter_map(|heading| heading.split_whitespace().next())
        .filter(|id| id.contains('-') && id.chars().all(|c| c.is_ascii_alphanumeric() || c == '-'))
        .map(|id| format!("rule-{}", id.to_lowercase()))
        .collect()
}

#[test]
fn the_rulings_headings_are_rule_ids() {
    let ids = ruled();
    assert!(ids.len() >= 8, "RULINGS.md was read: {ids:?}");
    assert!(ids.contains(&"rule-core-13".to_string()), "{ids:?}");
}

#[test]
fn every_ruling_in_rulings_md_is_shown_in_every_language() {
    let ids = ruled();
    let mut missing = Vec::new();
    for language in LANGUAGES {
        let texts = support::texts(language);
        let values: BTreeSet<&str> = texts.iter().filter(|t| t.is_value).map(|t| t.id.as_str()).collect();
        let rulings: BTreeSet<&str> = texts.iter().filter(|t| !t.is_value && !t.text.trim().is_empty()).map(|t| t.id.as_str()).collect();
        for id in &ids {
            if !values.contains(id.as_str()) {
                missing.push(format!("{language} {id}: no such rule message"));
            } else if !rulings.contains(format!("{id}.ruling").as_str()) {
                missing.push(format!("{language} {id}: no .ruling"));
            }
        }
    }
    assert!(missing.is_empty(), "{} rulings of docs/RULINGS.md not shown:\n{}", missing.len(), missing.join("\n"));
}

#[test]
fn the_catalog_gives_the_ruling_of_a_ruled_entry_and_none_elsewhere() {
    let catalog = Catalog::get();
    for id in ruled() {
        let entry = Entry { kind: EntryKind::Rule, id };
        for language in Language::ALL {
            let ruling = catalog.ruling(language, &entry);
            assert!(ruling.as_deref().is_some_and(|r| !r.trim().is_empty()), "{language} {}: {ruling:?}", entry.id);
        }
    }
    let unruled = Entry { kind: EntryKind::Rule, id: "rule-core-01".into() };
    assert_eq!(catalog.ruling(Language::En, &unruled), None);
}
