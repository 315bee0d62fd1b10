//! Typography a native reader expects: French no-break spaces before `: ; ? !` and inside
//! « », one apostrophe per language, and no glossary title capitalised in mid-sentence.
//! (A counted number's plural selector is checked in every message by `plurals.rs`.)

use std::collections::{BTreeMap, BTreeSet};
use std::path::Path;

use fluent_syntax::ast;
use fluent_syntax::parser::parse;
use support::LANGUAGES;

use crate::support;

/// Stands where a variable or a selector was (a placeable that is no message reference).
const HOLE: char = '\u{1}';

/// A message's value and attributes, each as the texts a player can see: one text per
/// path through its selectors, message references filled in, other placeables as [`HOLE`].
struct Message {
    id: String,
    file: String,
    texts: Vec<String>,
}

fn expand(pattern: &ast::Pattern<&str>, values: &BTreeMap<String, String>) -> Vec<String> {
    let mut out = vec![String::new()];
    for element in &pattern.elements {
        let pieces: Vec<String> = match element {
            ast::PatternElement::TextElement { value } => vec![value.to_string()],
            ast::PatternElement::Placeable { expression } => match expression {
                ast::Expression::Select { variants, .. } => variants.iter().flat_map(|v| expand(&v.value, values)).collect(),
                ast::Expression::Inline(ast::InlineExpression::MessageReference { id, attribute: None }) => {
                    vec![values.get(id.name).cloned().unwrap_or_else(|| HOLE.to_string())]
                }
                ast::Expression::Inline(ast::InlineExpression::Placeable { expression }) => {
                    let pattern = ast::Pattern { elements: vec![ast::PatternElement::Placeable { expression: (**expression).clone() }] };
                    expand(&pattern, values)
                }
                _ => vec![HOLE.to_string()],
            },
        };
        out = out.iter().flat_map(|head| pieces.iter().map(move |p| format!("{head}{p}"))).collect();
        out.truncate(64);
    }
    out
}

/// Every message of a language (values of `glossary-*` filled in where referenced).
fn messages(language: &str) -> Vec<Message> {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("locales").join(language);
    let mut files: Vec<_> = std::fs::read_dir(dir).unwrap().flatten().map(|e| e.path()).collect();
    files.sort();
    let sources: Vec<(String, String)> =
        files.iter().map(|p| (p.file_name().unwrap().to_string_lossy().to_string(), std::fs::read_to_string(p).unwrap())).collect();
    let mut values = BTreeMap::new();
    for (_, source) in &sources {
        let resource = parse(source.as_str()).unwrap_or_else(|(r, _)| r);
        for entry in &resource.body {
            if let ast::Entry::Message(m) = entry
                && let Some(v) = &m.value
            {
                values.insert(m.id.name.to_string(), expand(v, &BTreeMap::new()).join(" "));
            }
        }
    }
    let mut out = Vec::new();
    for (file, source) in &sources {
        let resource = parse(source.as_str()).unwrap_or_else(|(r, _)| r);
        for entry in &resource.body {
            let ast::Entry::Message(m) = entry else { continue };
            if let Some(v) = &m.value {
                out.push(Message { id: m.id.name.to_string(), file: file.clone(), texts: expand(v, &values) });
            }
            for a in &m.attributes {
                out.push(Message { id: format!("{}.{}", m.id.name, a.id.name), file: file.clone(), texts: expand(&a.value, &values) });
            }
        }
    }
    out
}

/// Where French wants a no-break space and a text has none: before `: ; ? ! »`, after «.
fn french_spacing_faults(text: &str) -> Vec<String> {
    let chars: Vec<char> = text.chars().collect();
    let no_break = |c: char| c == '\u{a0}' || c == '\u{202f}';
    let mut faults = Vec::new();
    for (i, &c) in chars.iter().enumerate() {
        let before = if i > 0 { Some(chars[i - 1]) } else { None };
        let after = chars.get(i + 1).copied();
        let show = || chars[i.saturating_sub(12)..(i + 12).min(chars.len())].iter().collect::<String>();
        match c {
            ':' | ';' | '?' | '!' | '»' => {
                // 12:30, https://, 1:1 and a colon that starts the text are no punctuation of a sentence.
                let between_digits = before.is_some_and(|b| b.is_ascii_digit()) && after.is_some_and(|a| a.is_ascii_digit());
                let url = c == ':' && after == Some('/');
                if before.is_some() && !between_digits && !url && !before.is_some_and(no_break) {
                    faults.push(format!("no no-break space before {c:?} in …{}…", show()));
                }
            }
            '«' if !after.is_some_and(no_break) => faults.push(format!("no no-break space after « in …{}…", show())),
            _ => {}
        }
    }
    faults
}

#[test]
fn french_has_a_no_break_space_before_high_punctuation_and_inside_guillemets() {
    let mut found = Vec::new();
    for message in messages("fr") {
        for text in &message.texts {
            for fault in french_spacing_faults(text) {
                found.push(format!("fr {} ({}): {fault}", message.id, message.file));
            }
        }
    }
    found.dedup();
    assert!(found.is_empty(), "{} French spacing faults:\n{}", found.len(), found.join("\n"));
}

#[test]
fn the_french_spacing_check_reads_what_it_should() {
    assert_eq!(french_spacing_faults("Prêt ? Oui\u{202f}! À 12:30, voir https://x").len(), 1);
    assert_eq!(french_spacing_faults("«\u{a0}Oui\u{a0}» : non").len(), 1);
    assert!(french_spacing_faults("Titre\u{a0}: « \u{1} »").len() == 2);
    assert!(french_spacing_faults("Cible\u{a0}? «\u{202f}Ok\u{202f}»\u{a0}; fin\u{202f}!").is_empty());
}

/// The apostrophes a text uses inside words (l’unité, dell'arco, zo’n, Tom's), by kind.
fn apostrophes(text: &str) -> BTreeSet<char> {
    let chars: Vec<char> = text.chars().collect();
    let word = |c: char| c.is_alphanumeric() || c == HOLE;
    (1..chars.len().saturating_sub(1))
        .filter(|&i| matches!(chars[i], '\'' | '’') && word(chars[i - 1]) && chars[i + 1].is_alphabetic())
        .map(|i| chars[i])
        .collect()
}

#[test]
fn each_language_writes_one_kind_of_apostrophe() {
    let mut problems = Vec::new();
    for language in LANGUAGES {
        let mut by_kind: BTreeMap<char, Vec<String>> = BTreeMap::new();
        for message in messages(language) {
            for kind in message.texts.iter().flat_map(|t| apostrophes(t)) {
                let ids = by_kind.entry(kind).or_default();
                if !ids.contains(&message.id) {
                    ids.push(message.id.clone());
                }
            }
        }
        if by_kind.len() > 1 {
            let (fewer, ids) = by_kind.iter().min_by_key(|(_, ids)| ids.len()).unwrap();
            problems.push(format!("{language} mixes apostrophes; {fewer:?} in {} messages: {ids:?}", ids.len()));
        }
    }
    assert!(problems.is_empty(), "{}", problems.join("\n"));
}

#[test]
fn the_apostrophe_check_reads_what_it_should() {
    assert_eq!(apostrophes("l’unité, dell'arco, ‘{ $name }’ opslaan’ en"), BTreeSet::from(['\'', '’']));
    assert_eq!(apostrophes("\u{1}’s defense, ‘Tom’"), BTreeSet::from(['’']));
}

/// Glossary names that are a name of their own (a proficiency, a subfaction, an ability,
/// an intelligence level): written with a capital wherever they stand, as the abilities are.
const PROPER_NAMES: [&str; 12] = [
    "glossary-skittish",
    "glossary-independent",
    "glossary-mean-spirited",
    "glossary-horsemanship",
    "glossary-impale",
    "glossary-mounted-bound",
    "glossary-mounted-charge",
    "glossary-overwhelm",
    "glossary-trample",
    "glossary-dark-riders",
    "glossary-dark-unity",
    "glossary-natures-ally",
];

/// The eight mount types.
const MOUNT_TYPES: [&str; 8] = [
    "glossary-battle-horse",
    "glossary-cloud-griffon",
    "glossary-desert-warbird",
    "glossary-horned-stag",
    "glossary-pegasus",
    "glossary-salamander",
    "glossary-sky-dragon",
    "glossary-technocat",
];

/// The glossary titles a language writes in lower case inside a sentence: in German only
/// those that begin with an adjective ("Aktive Sektion" → "eine aktive Sektion").
fn titles(language: &str, all: &[Message]) -> Vec<String> {
    all.iter()
        .filter(|m| m.file == "glossary.ftl" && m.id.starts_with("glossary-") && !m.id.contains('.'))
        .filter(|m| !PROPER_NAMES.contains(&m.id.as_str()))
        // Italian keeps the English names of the mount types, Spanish writes them as names
        // (Caballo de Guerra, as seed 000 does): names of their own there.
        .filter(|m| !(matches!(language, "it" | "es") && MOUNT_TYPES.contains(&m.id.as_str())))
        .flat_map(|m| m.texts.first().cloned())
        .map(|t| t.replace(support::SOFT_HYPHEN, "").trim().to_string())
        .filter(|t| t.chars().next().is_some_and(char::is_uppercase))
        .filter(|t| {
            let words: Vec<&str> = t.split_whitespace().collect();
            match language {
                "de" => {
                    let first = words[0].to_lowercase();
                    words.len() > 1
                        && words[1].chars().next().is_some_and(char::is_uppercase)
                        && ["e", "er", "es", "en", "em"].iter().any(|e| first.ends_with(e))
                }
                _ => true,
            }
        })
        .collect()
}

/// Where a capitalised title stands after a word of the same sentence.
fn mid_sentence(text: &str, title: &str) -> bool {
    text.match_indices(title).any(|(i, _)| {
        let before: Vec<char> = text[..i].chars().rev().take(2).collect();
        let after = text[i + title.len()..].chars().next();
        let whole = !after.is_some_and(char::is_alphanumeric);
        whole && before.len() == 2 && before[0] == ' ' && (before[1].is_alphanumeric() || matches!(before[1], ',' | HOLE | '’' | '\''))
    })
}

#[test]
fn no_glossary_title_is_capitalised_in_mid_sentence() {
    let mut found = Vec::new();
    for language in ["fr", "es", "it", "nl", "de"] {
        let all = messages(language);
        let titles = titles(language, &all);
        // A title (a glossary or rule name) may be set as a title; its sentences may not.
        let sentences = all.iter().filter(|m| m.id.contains('.') || !(m.id.starts_with("glossary-") || m.id.starts_with("rule-")));
        for message in sentences {
            for title in &titles {
                if message.texts.iter().any(|t| mid_sentence(t, title)) {
                    found.push(format!("{language} {}: {title:?} in mid-sentence (write it in lower case)", message.id));
                }
            }
        }
    }
    found.dedup();
    assert!(found.is_empty(), "{} capitalised titles:\n{}", found.len(), found.join("\n"));
}

#[test]
fn the_title_check_reads_what_it_should() {
    assert!(mid_sentence("no es un Jinete: solo", "Jinete"));
    assert!(mid_sentence("\u{1} n’est pas une Monture", "Monture"));
    assert!(!mid_sentence("Jinete: \u{1}", "Jinete"));
    assert!(!mid_sentence("gira. Jinete listo", "Jinete"));
    assert!(!mid_sentence("un Jinetes", "Jinete"));
}
