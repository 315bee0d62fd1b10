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

/// The termbase file, as written.
const SOURCE: &str = include_str!("../termbase.toml");

/// A term's own keys the app reads; its names and the messages that say them are the
/// texts' checks' (`tests/termbase.rs`), not the app's.
const TERM_KEYS: [&str; 2] = ["id", "rules"];
/// A term's tables of everyday words per language, read whole.
const WORD_TABLES: [&str; 2] = ["synonyms", "forbid"];

/// The lines of the termbase [`read`] reads, kept at build time: about half the file,
/// which every phone downloads with the Rules screen (issue 50). Its length, then the
/// text (the rest of the array is zeros, dropped).
static FACTS: ([u8; SOURCE.len()], usize) = facts(SOURCE.as_bytes());

/// The termbase's lines that [`read`] reads, trimmed: `[[term]]` and every table header,
/// a term's [`TERM_KEYS`], and each line of its [`WORD_TABLES`]. Comments, blank lines, the
/// names and everything else are left out.
const fn facts<const N: usize>(source: &[u8]) -> ([u8; N], usize) {
    let (mut out, mut len, mut at) = ([0u8; N], 0, 0);
    // Whether the lines now belong to one of the word tables (not the term itself).
    let (mut in_term, mut in_words) = (true, false);
    while at < source.len() {
        let mut end = at;
        while end < source.len() && source[end] != b'\n' {
            end += 1;
        }
        let (mut start, mut stop) = (at, end);
        while start < stop && source[start].is_ascii_whitespace() {
            start += 1;
        }
        while stop > start && source[stop - 1].is_ascii_whitespace() {
            stop -= 1;
        }
        let keep = if start == stop || source[start] == b'#' {
            false
        } else if source[start] == b'[' {
            in_term = starts(source, start, stop, b"[[term]]");
            in_words = false;
            let mut t = 0;
            while t < WORD_TABLES.len() {
                let name = WORD_TABLES[t].as_bytes();
                in_words |=
                    starts(source, start, stop, b"[term.") && stop - start == name.len() + 7 && starts(source, start + 6, stop, name);
                t += 1;
            }
            true
        } else if in_words {
            true
        } else if in_term {
            let mut key = false;
            let mut k = 0;
            while k < TERM_KEYS.len() {
                let name = TERM_KEYS[k].as_bytes();
                let mut after = start + name.len();
                if starts(source, start, stop, name) {
                    while after < stop && source[after] == b' ' {
                        after += 1;
                    }
                    key |= after < stop && source[after] == b'=';
                }
                k += 1;
            }
            key
        } else {
            false
        };
        if keep {
            let mut i = start;
            while i < stop {
                out[len] = source[i];
                len += 1;
                i += 1;
            }
            out[len] = b'\n';
            len += 1;
        }
        at = end + 1;
    }
    (out, len)
}

/// Whether `source[start..stop]` starts with `prefix`.
const fn starts(source: &[u8], start: usize, stop: usize, prefix: &[u8]) -> bool {
    if stop - start < prefix.len() {
        return false;
    }
    let mut i = 0;
    while i < prefix.len() {
        if source[start + i] != prefix[i] {
            return false;
        }
        i += 1;
    }
    true
}

/// The facts' text (ASCII and UTF-8 lines of the source, whole, so it is UTF-8).
fn facts_text() -> &'static str {
    std::str::from_utf8(FACTS.0.split_at(FACTS.1).0).expect("whole lines of a UTF-8 file")
}

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
    TERMS.get_or_init(|| read(facts_text()))
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
            ("", k) if k == TERM_KEYS[0] => term.id = strings(value).into_iter().next().unwrap_or_default(),
            ("", k) if k == TERM_KEYS[1] => term.rules = strings(value),
            (t, language) if t == WORD_TABLES[0] => synonyms.push((language.to_string(), strings(value))),
            (t, language) if t == WORD_TABLES[1] => forbidden.push((language.to_string(), strings(value))),
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

    /// What the app carries reads as the whole file does, in about half its bytes.
    #[test]
    fn the_facts_kept_read_as_the_whole_termbase() {
        let whole = read(SOURCE);
        assert!(whole.len() > 50 && whole.iter().any(|t| !t.rules.is_empty() && !t.synonyms.is_empty()));
        assert_eq!(read(facts_text()), whole);
        assert!(facts_text().len() * 10 < SOURCE.len() * 6, "{} of {} bytes", facts_text().len(), SOURCE.len());
        assert!(!facts_text().contains('#') && !facts_text().contains("messages"));
        // A key that only starts like a kept one, and a table named like a word table's start, are left out.
        let (kept, n) = facts::<200>(
            b"[[term]]\nid = \"a\"\nidea = \"x\"\nrules=[\"r\"]\n[term.synonymsx]\nen = [\"y\"]\n[term.forbid]\n  fr = [\"z\"]  \n",
        );
        assert_eq!(
            std::str::from_utf8(&kept[..n]).unwrap(),
            "[[term]]\nid = \"a\"\nrules=[\"r\"]\n[term.synonymsx]\n[term.forbid]\nfr = [\"z\"]\n"
        );
    }
}
