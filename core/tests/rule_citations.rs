//! Every rule the catalog marks `track` is cited where the engine applies it: by its
//! variant (`RuleId::Col17`) or its code (`COL-17`) somewhere in `core/src` outside the
//! catalog itself (`rule.rs`). A tracked rule cited nowhere is a rule nobody can find in
//! the code, or one the engine does not apply, which its kind then misstates.

use std::path::Path;

use dialkeeper_core::{RuleId, RuleKind};

use crate::common::cites;

/// Every `.rs` file under `dir` but the catalog, as `(path, text)`.
fn sources(dir: &Path, out: &mut Vec<(String, String)>) {
    for entry in std::fs::read_dir(dir).expect("core/src is readable") {
        let path = entry.expect("entry").path();
        if path.is_dir() {
            sources(&path, out);
        } else if path.extension().is_some_and(|e| e == "rs") && !path.ends_with("src/rule.rs") {
            out.push((path.display().to_string(), std::fs::read_to_string(&path).expect("utf-8 source")));
        }
    }
}

/// The tracked rules no file of `files` cites.
fn uncited(rules: impl IntoIterator<Item = RuleId>, files: &[(String, String)]) -> Vec<RuleId> {
    rules
        .into_iter()
        .filter(|r| r.kinds().contains(&RuleKind::Track))
        .filter(|r| {
            let variant = format!("RuleId::{r:?}");
            !files.iter().any(|(_, text)| cites(text, r.code()) || cites(text, &variant))
        })
        .collect()
}

#[test]
fn every_tracked_rule_is_cited_in_core_src() {
    let mut files = Vec::new();
    sources(&Path::new(env!("CARGO_MANIFEST_DIR")).join("src"), &mut files);
    assert!(files.len() > 20, "core/src not found");
    let missing: Vec<&str> = uncited(RuleId::ALL, &files).iter().map(|r| r.code()).collect();
    assert!(missing.is_empty(), "tracked rules cited nowhere in core/src: {missing:?}");
}

#[test]
fn a_rule_cited_nowhere_is_reported() {
    // The check itself: a tree that cites COL-1 (no such rule), COL-170 and `RuleId::Col1`
    // cites neither COL-17 nor CHR-09; one that cites them by code or variant does.
    let cited_wrong = vec![("a.rs".to_string(), "// COL-1, COL-170, RuleId::Col1, Col17x".to_string())];
    assert_eq!(uncited([RuleId::Col17, RuleId::Chr09], &cited_wrong), vec![RuleId::Col17, RuleId::Chr09]);
    let cited = vec![("a.rs".to_string(), "// (COL-17)".to_string()), ("b.rs".to_string(), "RuleId::Chr09 =>".to_string())];
    assert!(uncited([RuleId::Col17, RuleId::Chr09], &cited).is_empty());
    // An info rule needs no citation.
    assert!(uncited([RuleId::Col15], &cited_wrong).is_empty());
}
