//! What the app reads from the termbase (`termbase.toml`) at run time: for each term, the
//! rules that concern it (`rules`, catalog codes) and the everyday words players of each
//! language use for it (`[term.synonyms]`, with the variants `[term.forbid]` keeps out of
//! the texts, which are just as often what a player types).
//!
//! The termbase is the one place these facts live; it is embedded and read by a small
//! reader for the few shapes it uses (`key = "string"`, `key = ["a", "b"]` on one line,
//! `[[term]]` and `[term.<table>]` headers). `tests/termbase.rs` checks that this reader
//! and a full TOML parser read the same facts.

use std::collections::HashMap;
use std::sync::OnceLock;

use dialkeeper_core::RuleId;

use crate::language::Language;

/// The termbase file, embedded.
const SOURCE: &str = include_str!("../termbase.toml");

/// One term's facts for lookup.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct TermFacts {
    /// The termbase id, which is the message id of its glossary entry or ability where it
    /// has one (`glossary-dismount`, `ability-charge`).
    pub id: String,
    /// The rule codes that concern it, most relevant first, as written (`"CAV-22"`).
    pub rules: Vec<String>,
    /// Everyday words per language code (`"fr"`), synonyms first, then forbidden variants.
    pub synonyms: Vec<(String, Vec<String>)>,
}

impl TermFacts {
    /// The everyday words of one language.
    pub fn synonyms_in(&self, language: Language) -> impl Iterator<Item = &str> {
        self.synonyms.iter().filter(move |(l, _)| l == language.code()).flat_map(|(_, words)| words.iter().map(String::as_str))
    }
}

/// Every term's facts, read once.
pub fn terms() -> &'static [TermFacts] {
    static TERMS: OnceLock<Vec<TermFacts>> = OnceLock::new();
    TERMS.get_or_init(|| read(SOURCE))
}

/// The rules that concern an entry (a glossary term or an ability, by message id), most
/// relevant first; none for an entry the termbase does not relate to a rule.
pub fn rules_of(entry_id: &str) -> Vec<RuleId> {
    static BY_ID: OnceLock<HashMap<&'static str, Vec<RuleId>>> = OnceLock::new();
    let map = BY_ID.get_or_init(|| {
        terms()
            .iter()
            .map(|t| (t.id.as_str(), t.rules.iter().filter_map(|code| RuleId::ALL.iter().copied().find(|r| r.code() == code)).collect()))
            .collect()
    });
    map.get(entry_id).cloned().unwrap_or_default()
}

/// Reads the facts of every `[[term]]` of a termbase text.
pub fn read(source: &str) -> Vec<TermFacts> {
    let mut terms: Vec<TermFacts> = Vec::new();
    // The table the keys below belong to: the term itself, or one of its sub-tables.
    let mut table = String::new();
    let mut synonyms: Vec<(String, Vec<String>)> = Vec::new();
    let mut forbidden: Vec<(String, Vec<String>)> = Vec::new();
    let finish = |terms: &mut Vec<TermFacts>, synonyms: &mut Vec<(String, Vec<String>)>, forbidden: &mut Vec<(String, Vec<String>)>| {
        if let Some(term) = terms.last_mut() {
            for (language, words) in synonyms.drain(..).chain(forbidden.drain(..)) {
                match term.synonyms.iter_mut().find(|(l, _)| *l == language) {
                    Some((_, all)) => all.extend(words),
                    None => term.synonyms.push((language, words)),
                }
            }
        }
    };
    for line in source.lines() {
        let line = line.trim();
        if line.is_empty() || line.starts_with('#') {
            continue;
        }
        if line == "[[term]]" {
            finish(&mut terms, &mut synonyms, &mut forbidden);
            terms.push(TermFacts::default());
            table.clear();
            continue;
        }
        if let Some(name) = line.strip_prefix("[term.").and_then(|l| l.strip_suffix(']')) {
            table = name.to_string();
            continue;
        }
        let Some(term) = terms.last_mut() else { continue };
        let Some((key, value)) = line.split_once('=') else { continue };
        let (key, value) = (key.trim(), value.trim());
        match (table.as_str(), key) {
            ("", "id") => term.id = strings(value).into_iter().next().unwrap_or_default(),
            ("", "rules") => term.rules = strings(value),
            ("synonyms", language) => synonyms.push((language.to_string(), strings(value))),
            ("forbid", language) => forbidden.push((language.to_string(), strings(value))),
            _ => {}
        }
    }
    finish(&mut terms, &mut synonyms, &mut forbidden);
    terms
}

/// The strings of a value: `"one"` or `["a", "b"]` (no escapes: the termbase needs none).
fn strings(value: &str) -> Vec<String> {
    value.split('"').skip(1).step_by(2).map(str::to_string).collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn reads_ids_rules_synonyms_and_forbidden_variants() {
        let text = "# a comment\n[[term]]\nid = \"glossary-a\"\nmessages = [\"glossary-a\"]\nrules = [\"CAV-22\", \"CORE-07\"]\nen = \"A\"\n[term.synonyms]\nfr = [\"un\", \"une\"]\n[term.forbid]\nfr = [\"uno\"]\nde = [\"eins\"]\n\n[[term]]\nid = \"b\"\nen = \"B\"\n";
        let terms = read(text);
        assert_eq!(terms.len(), 2);
        assert_eq!(terms[0].id, "glossary-a");
        assert_eq!(terms[0].rules, ["CAV-22", "CORE-07"]);
        assert_eq!(terms[0].synonyms_in(Language::Fr).collect::<Vec<_>>(), ["un", "une", "uno"]);
        assert_eq!(terms[0].synonyms_in(Language::De).collect::<Vec<_>>(), ["eins"]);
        assert_eq!(terms[1], TermFacts { id: "b".into(), ..TermFacts::default() });
    }
}
