//! A sentence that names a button ("tap “Join a shared game”") names it by reference to
//! the button's own message, `“{ share-join }”`, inside the language's quotation marks:
//! the label is written once, so the sentence always says what the button says, and the
//! quotes keep a label from running into the sentence ("tippe auf Einem geteilten Spiel
//! beitreten" reads as broken German).
//!
//! A label here is a message of `app.ftl` or `sharing.ftl` that reads as a button: it
//! starts with a capital, has no variable, ends without a full stop, has at most six
//! words, and is no game term's name (a glossary title, an ability or a termbase name,
//! which sentences name bare). Three faults are caught, each with the message, the
//! language and what to write instead:
//! - a reference to a label not in the language's quotation marks;
//! - a label's words quoted as plain text (write the reference instead);
//! - a label of two words or more in a sentence, bare (quote its reference).

use std::collections::{BTreeMap, BTreeSet};
use std::path::Path;

use fluent_syntax::ast;
use fluent_syntax::parser::parse;
use support::LANGUAGES;

use crate::support;

/// Each language's quotation marks around a named button, and the space inside them
/// (French sets a no-break space inside « »).
fn quotes(language: &str) -> (char, char, bool) {
    match language {
        "en" => ('“', '”', false),
        "fr" => ('«', '»', true),
        "es" | "it" => ('«', '»', false),
        "de" => ('„', '“', false),
        "nl" => ('‘', '’', false),
        other => panic!("no quotation marks for {other}"),
    }
}

/// The game terms of a language, which sentences name without quotes.
fn term_names(language: &str) -> BTreeSet<String> {
    let path = Path::new(env!("CARGO_MANIFEST_DIR")).join("termbase.toml");
    let base: toml::Value = toml::from_str(&std::fs::read_to_string(path).unwrap()).unwrap();
    let mut names: BTreeSet<String> = base["term"]
        .as_array()
        .unwrap()
        .iter()
        .filter_map(|t| t.get(language).and_then(|v| v.as_str()))
        .map(|n| n.replace(support::SOFT_HYPHEN, "").to_lowercase())
        .collect();
    for text in support::texts(language) {
        if text.is_value && (text.file == "glossary.ftl" || text.file == "abilities.ftl") {
            names.insert(text.text.replace(support::SOFT_HYPHEN, "").trim().to_lowercase());
        }
    }
    names
}

/// The labels of a language: id → the label as shown.
fn labels(language: &str) -> BTreeMap<String, String> {
    let terms = term_names(language);
    let mut out = BTreeMap::new();
    for (file, source) in support::sources(language) {
        if file != "app.ftl" && file != "sharing.ftl" {
            continue;
        }
        let resource = parse(source.as_str()).unwrap_or_else(|(r, _)| r);
        for entry in &resource.body {
            let ast::Entry::Message(m) = entry else { continue };
            let Some(value) = &m.value else { continue };
            let [ast::PatternElement::TextElement { value: text }] = value.elements.as_slice() else { continue };
            let label = text.replace(support::SOFT_HYPHEN, "").trim().to_string();
            let reads_as_button = label.chars().next().is_some_and(char::is_uppercase)
                && !label.ends_with('.')
                && label.split_whitespace().count() <= 6
                && !terms.contains(&label.to_lowercase());
            if reads_as_button {
                out.insert(m.id.name.to_string(), label);
            }
        }
    }
    out
}

/// Whether `text` ends with the opening quote (and the space French sets inside it).
fn opens(text: &str, (open, _, spaced): (char, char, bool)) -> bool {
    let text = if spaced { text.strip_suffix(['\u{a0}', '\u{202f}']).unwrap_or("") } else { text };
    text.ends_with(open)
}

/// Whether `text` starts with the closing quote (after the space French sets inside it).
fn closes(text: &str, (_, close, spaced): (char, char, bool)) -> bool {
    let text = if spaced { text.strip_prefix(['\u{a0}', '\u{202f}']).unwrap_or("") } else { text };
    text.starts_with(close)
}

/// What is quoted in a piece of plain text, without the spaces inside the quotes.
fn quoted(text: &str, (open, close, _): (char, char, bool)) -> Vec<String> {
    let mut out = Vec::new();
    let mut rest = text;
    while let Some(start) = rest.find(open) {
        let after = &rest[start + open.len_utf8()..];
        let Some(end) = after.find(close) else { break };
        out.push(after[..end].trim_matches([' ', '\u{a0}', '\u{202f}']).to_string());
        rest = &after[end + close.len_utf8()..];
    }
    out
}

/// Where a label stands bare in the middle of a sentence: its capital after a word in
/// lower case (or a comma), as whole words. A sentence's own first word is not caught.
fn bare(text: &str, label: &str) -> bool {
    text.match_indices(label).any(|(i, _)| {
        let mut before = text[..i].chars().rev();
        let after = text[i + label.len()..].chars().next();
        let mid_sentence = before.next() == Some(' ') && before.next().is_some_and(|c| c.is_lowercase() || c == ',');
        mid_sentence && !after.is_some_and(|c| c.is_alphanumeric() || c == '-')
    })
}

/// The labels a sentence could name bare: of two words or more, none a question or a
/// game's name shown as a choice (a section, a speed type, an effect a colossal ignores).
/// In German, whose nouns start with a capital, only a label whose first word is no
/// noun (the language writes it in lower case somewhere) stands out in a sentence.
fn namable(language: &str, labels: &BTreeMap<String, String>) -> Vec<(String, String)> {
    let lower: BTreeSet<String> = if language == "de" {
        support::texts(language).iter().flat_map(|t| t.text.split_whitespace().map(str::to_string).collect::<Vec<_>>()).collect()
    } else {
        BTreeSet::new()
    };
    labels
        .iter()
        .filter(|(id, _)| {
            !["colossal-effect-", "proficiency-", "speed-type-", "section-", "rank-", "phase-"].iter().any(|p| id.starts_with(p))
        })
        .filter(|(_, label)| label.split_whitespace().count() > 1 && !label.ends_with(['?', '!', ':', '\u{2026}']))
        .filter(|(_, label)| language != "de" || lower.contains(&label.split_whitespace().next().unwrap_or("").to_lowercase()))
        .map(|(id, label)| (id.clone(), label.clone()))
        .collect()
}

/// The faults of one pattern (a message's value or attribute) of a language.
fn pattern_faults(
    pattern: &ast::Pattern<&str>,
    marks: (char, char, bool),
    labels: &BTreeMap<String, String>,
    namable: &[(String, String)],
    own: &str,
    out: &mut Vec<String>,
) {
    let elements = &pattern.elements;
    let (open, close, _) = marks;
    for (i, element) in elements.iter().enumerate() {
        match element {
            ast::PatternElement::TextElement { value } => {
                for q in quoted(value, marks) {
                    if let Some((id, _)) = labels.iter().find(|(id, label)| **label == q && id.as_str() != own) {
                        out.push(format!(
                            "{open}{q}{close} is the label of {id}: write {open}{{ {id} }}{close}, so it says what the button says"
                        ));
                    }
                }
                for (id, label) in namable.iter().filter(|(id, _)| id.as_str() != own) {
                    if bare(value, label) {
                        out.push(format!("the button {id} ({label:?}) is named bare: write {open}{{ {id} }}{close}"));
                    }
                }
            }
            ast::PatternElement::Placeable { expression } => match expression {
                ast::Expression::Inline(ast::InlineExpression::MessageReference { id, attribute: None })
                    if !["glossary-", "ability-", "rule-"].iter().any(|p| id.name.starts_with(p)) =>
                {
                    let text_of = |e: Option<&ast::PatternElement<&str>>| match e {
                        Some(ast::PatternElement::TextElement { value }) => value.to_string(),
                        _ => String::new(),
                    };
                    let before = if i > 0 { text_of(elements.get(i - 1)) } else { String::new() };
                    let after = text_of(elements.get(i + 1));
                    if !(opens(&before, marks) && closes(&after, marks)) {
                        out.push(format!("{{ {} }} names a button: quote it as {open}{{ {} }}{close}", id.name, id.name));
                    }
                }
                ast::Expression::Select { variants, .. } => {
                    for v in variants {
                        pattern_faults(&v.value, marks, labels, namable, own, out);
                    }
                }
                _ => {}
            },
        }
    }
}

fn faults(language: &str) -> Vec<String> {
    let marks = quotes(language);
    let labels = labels(language);
    let namable = namable(language, &labels);
    let mut found = Vec::new();
    for (file, source) in support::sources(language) {
        let resource = parse(source.as_str()).unwrap_or_else(|(r, _)| r);
        for entry in &resource.body {
            let ast::Entry::Message(m) = entry else { continue };
            let parts = m.value.iter().map(|v| (m.id.name.to_string(), v));
            for (name, pattern) in parts.chain(m.attributes.iter().map(|a| (format!("{}.{}", m.id.name, a.id.name), &a.value))) {
                let mut here = Vec::new();
                pattern_faults(pattern, marks, &labels, &namable, m.id.name, &mut here);
                found.extend(here.into_iter().map(|f| format!("{language} {name} ({file}): {f}")));
            }
        }
    }
    found
}

#[test]
fn a_button_named_in_a_sentence_is_its_label_in_quotation_marks() {
    let mut found = Vec::new();
    for language in LANGUAGES {
        assert!(labels(language).len() > 100, "{language}: the labels were read");
        found.extend(faults(language));
    }
    assert!(found.is_empty(), "{} buttons named in sentences:\n{}", found.len(), found.join("\n"));
}

#[test]
fn the_button_check_reads_what_it_should() {
    let labels = BTreeMap::from([
        ("share-join".to_string(), "Join a shared game".to_string()),
        ("move-save".to_string(), "Save the file".to_string()),
    ]);
    let check = |language: &str, source: &str| {
        let resource = parse(source).unwrap_or_else(|(r, _)| r);
        let ast::Entry::Message(m) = &resource.body[0] else { panic!("{source}") };
        let namable: Vec<(String, String)> = labels.clone().into_iter().collect();
        let mut out = Vec::new();
        pattern_faults(m.value.as_ref().unwrap(), quotes(language), &labels, &namable, m.id.name, &mut out);
        out.len()
    };
    assert_eq!(check("en", "m = Then tap Join a shared game.\n"), 1);
    assert_eq!(check("en", "m = Then tap { share-join }.\n"), 1);
    assert_eq!(check("en", "m = Choose what “Save the file” made.\n"), 1);
    assert_eq!(check("en", "m = Then tap “{ share-join }”, or “{ move-save }”.\n"), 0);
    assert_eq!(check("fr", "m = Touchez «\u{a0}{ share-join }\u{a0}».\n"), 0);
    assert_eq!(check("fr", "m = Touchez «{ share-join }».\n"), 1);
    assert_eq!(check("de", "m = Tippe auf „{ share-join }“, dann { glossary-mount }.\n"), 0);
    assert_eq!(check("en", "m = The { glossary-mount } stays.\n"), 0);
    assert_eq!(check("en", "m = Join a shared game, then wait.\n"), 0);
}
