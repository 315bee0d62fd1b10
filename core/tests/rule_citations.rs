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

/// The kinds of each rule in `../shared/RULES.md`'s `- CORE-14 [track][ask] …` lines, by
/// code; `None` where the file is not beside this clone.
fn kinds_in_rules_md() -> Option<std::collections::BTreeMap<String, Vec<String>>> {
    let path = Path::new(env!("CARGO_MANIFEST_DIR")).join("../../shared/RULES.md");
    let text = std::fs::read_to_string(path).ok()?;
    let kinds = text
        .lines()
        .filter_map(|line| {
            let rest = line.strip_prefix("- ")?;
            let (code, rest) = rest.split_once(' ')?;
            let mut kinds: Vec<String> = Vec::new();
            let mut rest = rest;
            while let Some(tail) = rest.strip_prefix('[') {
                let (kind, after) = tail.split_once(']')?;
                kinds.push(kind.to_string());
                rest = after;
            }
            (!kinds.is_empty() && code.contains('-')).then(|| {
                kinds.sort();
                (code.to_string(), kinds)
            })
        })
        .collect();
    Some(kinds)
}

/// Each rule's kinds in the catalog are RULES.md's: a rule the engine tracks must be
/// declared `Track`, so the citation check above holds it (CORE-13, 14 and 16 were
/// declared `Info`, and nothing made sure the engine applied them).
#[test]
fn every_rules_kinds_are_the_rulebooks() {
    let Some(written) = kinds_in_rules_md() else {
        println!("SKIPPED: ../shared/RULES.md is not beside this clone");
        return;
    };
    let declared: std::collections::BTreeMap<String, Vec<String>> = RuleId::ALL
        .iter()
        .map(|r| {
            let mut kinds: Vec<String> = r.kinds().iter().map(|k| format!("{k:?}").to_lowercase()).collect();
            kinds.sort();
            (r.code().to_string(), kinds)
        })
        .collect();
    assert_eq!(written.len(), declared.len(), "RULES.md lists {} rules, the catalog {}", written.len(), declared.len());
    let differ: Vec<String> = declared
        .iter()
        .filter(|(code, kinds)| written.get(*code) != Some(kinds))
        .map(|(code, kinds)| format!("{code}: declared {kinds:?}, RULES.md {:?}", written.get(code)))
        .collect();
    assert!(differ.is_empty(), "rule kinds unlike RULES.md:\n{}", differ.join("\n"));
}
