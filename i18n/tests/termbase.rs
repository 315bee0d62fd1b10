//! The termbase (`termbase.toml`) holds: every game concept has one name in each language,
//! the messages that name it say exactly that, and no message of a language uses a
//! variant the termbase forbids there.

use std::collections::BTreeMap;
use std::path::Path;

use serde::Deserialize;
use support::LANGUAGES;

use crate::support;

#[derive(Deserialize)]
struct Termbase {
    term: Vec<Term>,
}

#[derive(Deserialize)]
struct Term {
    id: String,
    #[serde(default)]
    messages: Vec<String>,
    #[serde(flatten)]
    names: BTreeMap<String, toml::Value>,
    #[serde(default)]
    forbid: BTreeMap<String, Vec<String>>,
    /// The rules that concern the term, by catalog code.
    #[serde(default)]
    rules: Vec<String>,
    /// Everyday words players use for it, per language.
    #[serde(default)]
    synonyms: BTreeMap<String, Vec<String>>,
}

impl Term {
    fn name(&self, language: &str) -> &str {
        self.names.get(language).and_then(|v| v.as_str()).unwrap_or("")
    }
}

/// The reader the app uses at run time reads what a full TOML parser reads: each term's
/// rules, and its everyday words (synonyms, then forbidden variants) per language.
#[test]
fn the_app_reads_the_same_rules_and_everyday_words() {
    let base = termbase();
    let read = dialkeeper_i18n::terms();
    assert_eq!(read.len(), base.term.len());
    for (term, facts) in base.term.iter().zip(read) {
        assert_eq!(term.id, facts.id);
        assert_eq!(term.rules, facts.rules, "{}", term.id);
        for language in dialkeeper_i18n::Language::ALL {
            let code = language.code();
            let expected: Vec<&str> = term
                .synonyms
                .get(code)
                .into_iter()
                .flatten()
                .chain(term.forbid.get(code).into_iter().flatten())
                .map(String::as_str)
                .collect();
            assert_eq!(facts.synonyms_in(language).collect::<Vec<_>>(), expected, "{} {code}", term.id);
        }
    }
}

/// Every rule a term names is in the catalog, every glossary term and ability names at
/// least one, and every rule it names is one the app can show (its entry exists).
#[test]
fn every_term_names_rules_of_the_catalog() {
    let codes: Vec<&str> = dialkeeper_core::RuleId::ALL.iter().map(|r| r.code()).collect();
    let mut wrong = Vec::new();
    for term in &termbase().term {
        for code in &term.rules {
            if !codes.contains(&code.as_str()) {
                wrong.push(format!("{}: {code} is no rule", term.id));
            }
        }
        let entry = term.id.starts_with("glossary-") || (term.id.starts_with("ability-") && term.id != "ability-none");
        if entry && term.rules.is_empty() {
            wrong.push(format!("{}: names no rule", term.id));
        }
        if !entry && !term.rules.is_empty() {
            wrong.push(format!("{}: not shown in lookup, so its rules would never show", term.id));
        }
        assert_eq!(dialkeeper_i18n::rules_of(&term.id).len(), term.rules.len(), "{}", term.id);
    }
    assert!(wrong.is_empty(), "{}", wrong.join("\n"));
}

/// Everyday words are for a term's own language, and none is another term's official
/// name there (the search would send the player to the wrong term).
#[test]
fn everyday_words_are_no_other_terms_name() {
    let base = termbase();
    let mut wrong = Vec::new();
    for term in &base.term {
        for (language, words) in &term.synonyms {
            assert!(LANGUAGES.contains(&language.as_str()), "{}: synonyms.{language} is no language", term.id);
            for word in words {
                let folded = dialkeeper_i18n::fold(word);
                assert!(!folded.trim().is_empty(), "{}: an empty synonym", term.id);
                for other in base.term.iter().filter(|o| o.id != term.id) {
                    if dialkeeper_i18n::fold(other.name(language)) == folded {
                        wrong.push(format!("{} {language} {word:?} is the name of {}", term.id, other.id));
                    }
                }
            }
        }
    }
    assert!(wrong.is_empty(), "{}", wrong.join("\n"));
}

fn termbase() -> Termbase {
    let path = Path::new(env!("CARGO_MANIFEST_DIR")).join("termbase.toml");
    toml::from_str(&std::fs::read_to_string(path).unwrap()).expect("termbase.toml parses")
}

/// Every message of a language: id → value, and (id or id.attribute, text) for the scan.
fn messages(language: &str) -> (BTreeMap<String, String>, Vec<(String, String)>) {
    let texts = support::texts(language);
    let values = texts.iter().filter(|t| t.is_value).map(|t| (t.id.clone(), t.text.clone())).collect();
    (values, texts.into_iter().map(|t| (t.id, t.text)).collect())
}

/// Lower-case words joined by single spaces, padded, so a phrase matches whole words only.
/// A placeable is no word here: a variant is a phrase of the text around it.
fn plain(text: &str) -> String {
    let words: Vec<String> = support::words(text).into_iter().filter(|w| !w.contains(support::BREAK)).collect();
    format!(" {} ", words.join(" "))
}

#[test]
fn every_term_has_one_name_in_every_language() {
    let base = termbase();
    let mut missing = Vec::new();
    for term in &base.term {
        for language in LANGUAGES {
            if term.name(language).trim().is_empty() {
                missing.push(format!("{} {language}", term.id));
            }
        }
        for language in term.forbid.keys() {
            assert!(LANGUAGES.contains(&language.as_str()), "{}: forbid.{language} is no language", term.id);
        }
    }
    assert!(missing.is_empty(), "terms without a name: {missing:?}");
    assert!(base.term.len() > 100, "the termbase was read");
}

#[test]
fn the_messages_that_name_a_term_say_its_name() {
    let base = termbase();
    let mut wrong = Vec::new();
    for language in LANGUAGES {
        let (values, _) = messages(language);
        for term in &base.term {
            for id in &term.messages {
                match values.get(id) {
                    Some(v) if v.replace(support::SOFT_HYPHEN, "").trim() == term.name(language) => {}
                    Some(v) => wrong.push(format!("{language} {id} = {v:?}, the termbase says {:?}", term.name(language))),
                    None => wrong.push(format!("{language} {id}: no such message")),
                }
            }
        }
    }
    assert!(wrong.is_empty(), "{} names differ from the termbase:\n{}", wrong.len(), wrong.join("\n"));
}

#[test]
fn no_message_uses_a_forbidden_variant() {
    let base = termbase();
    let mut found = Vec::new();
    for language in LANGUAGES {
        let (_, texts) = messages(language);
        for term in &base.term {
            for variant in term.forbid.get(language).into_iter().flatten() {
                let needle = plain(variant);
                assert!(needle.trim() != "", "{}: an empty variant", term.id);
                assert!(plain(term.name(language)) != needle, "{}: {language} forbids its own name", term.id);
                for (id, text) in &texts {
                    if plain(text).contains(&needle) {
                        found.push(format!("{language} {id}: {variant:?} (say {:?})", term.name(language)));
                    }
                }
            }
        }
    }
    assert!(found.is_empty(), "{} forbidden variants:\n{}", found.len(), found.join("\n"));
}

/// A proficiency's name is a name: where a language writes it with a capital, every
/// message writes it so ("without Double-Time", not "without double-time"), as the
/// labels and the wizards do.
#[test]
fn a_proficiency_keeps_its_capital() {
    let base = termbase();
    let mut found = Vec::new();
    for language in LANGUAGES {
        let (_, texts) = messages(language);
        for term in base.term.iter().filter(|t| t.id.starts_with("proficiency-") && !t.messages.is_empty()) {
            let name = term.name(language);
            if !name.chars().next().is_some_and(char::is_uppercase) {
                continue;
            }
            for (id, text) in &texts {
                if let Some(written) = lower_case_use(text, name) {
                    found.push(format!("{language} {id}: {written:?} (write {name:?})"));
                }
            }
        }
    }
    assert!(found.is_empty(), "{} proficiency names without their capital:\n{}", found.len(), found.join("\n"));
}

/// Where a text writes `name` (whole words) other than with its own case.
fn lower_case_use(text: &str, name: &str) -> Option<String> {
    let lower = text.to_lowercase();
    let wanted = name.to_lowercase();
    lower.match_indices(&wanted).find_map(|(i, _)| {
        let before = lower[..i].chars().next_back();
        let after = lower[i + wanted.len()..].chars().next();
        let whole = !before.is_some_and(|c| c.is_alphanumeric() || c == '-') && !after.is_some_and(|c| c.is_alphanumeric() || c == '-');
        let written = text.get(i..i + wanted.len())?;
        (whole && written != name).then(|| written.to_string())
    })
}

#[test]
fn the_capital_check_reads_what_it_should() {
    assert_eq!(lower_case_use("without double-time.", "Double-Time").as_deref(), Some("double-time"));
    assert_eq!(lower_case_use("without Double-Time.", "Double-Time"), None);
    assert_eq!(lower_case_use("an upsurge", "Surge"), None);
}

#[test]
fn a_forbidden_variant_matches_whole_words_only() {
    assert!(plain("Le Sprint, vite").contains(&plain("sprint")));
    assert!(!plain("Sprinten").contains(&plain("Sprint")));
    assert!(plain("passo  Doppio!").contains(&plain("passo doppio")));
}
