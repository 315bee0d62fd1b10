//! Every event the engine can emit, every refusal and every colossal effect has a message,
//! so the log and the snackbar never show a raw id. The engine's own sources list them:
//! event kinds are the `Event` variants (serde kebab-case), refusals and effects are the
//! `message_id()` literals.

use std::collections::BTreeSet;

use dialkeeper_i18n::{Catalog, Language};

fn core_source(file: &str) -> String {
    std::fs::read_to_string(format!("{}/../core/src/{file}", env!("CARGO_MANIFEST_DIR"))).unwrap()
}

fn kebab(name: &str) -> String {
    let mut out = String::new();
    for (i, c) in name.chars().enumerate() {
        if c.is_uppercase() && i > 0 {
            out.push('-');
        }
        out.extend(c.to_lowercase());
    }
    out
}

/// Variant names of `pub enum Event`, read from its source.
fn event_kinds() -> BTreeSet<String> {
    let source = core_source("event.rs");
    let body = &source[source.find("pub enum Event {").unwrap()..];
    let body = &body[..body.find("\n}\n").unwrap()];
    body.lines()
        .filter(|l| l.starts_with("    ") && !l.starts_with("     "))
        .map(str::trim)
        .filter(|l| l.chars().next().is_some_and(char::is_uppercase))
        .map(|l| format!("event-{}", kebab(l.split([' ', '{', ',']).next().unwrap())))
        .collect()
}

fn literals(file: &str, prefix: &str) -> BTreeSet<String> {
    core_source(file)
        .split('"')
        .filter(|s| s.starts_with(prefix) && s.chars().all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || c == '-'))
        .map(String::from)
        .collect()
}

#[test]
fn every_event_refusal_and_effect_has_text_in_every_language() {
    let catalog = Catalog::get();
    let mut ids = event_kinds();
    assert!(ids.len() >= 37, "found {} event kinds", ids.len());
    let violations = literals("violation.rs", "violation-");
    assert!(violations.len() >= 70, "found {} refusals", violations.len());
    ids.extend(violations);
    ids.extend(literals("command.rs", "colossal-effect-"));
    let missing: Vec<String> = Language::ALL
        .iter()
        .flat_map(|l| ids.iter().filter(|id| !catalog.has(*l, id)).map(move |id| format!("{l}: {id}")))
        .collect();
    assert!(missing.is_empty(), "no message for:\n{}", missing.join("\n"));
}
