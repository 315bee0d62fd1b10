//! Search over the glossary, rules and abilities in every language at once.
//!
//! Two finite-state-transducer indexes (the `fst` crate) hold the folded names and the
//! folded words; a query is folded the same way, so accents and case never matter, and
//! each word may be one typo away (a Levenshtein automaton over the word index).
//! Hits rank by tier: exact name, then name prefix, then words of a name, then text.

use std::collections::HashMap;

use fst::automaton::{Levenshtein, Str};
use fst::{Automaton, IntoStreamer, Map, MapBuilder, Streamer};

use crate::catalog::{Catalog, Entry};
use crate::fold::{fold, words};
use crate::language::Language;

/// How well a hit matched; lower is better.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum MatchTier {
    /// The query is the entry's whole name.
    ExactName,
    /// The entry's name starts with the query.
    NamePrefix,
    /// Every query word is in the name (allowing one typo per word).
    NameWords,
    /// Every query word is in the name or the explanation.
    Text,
}

/// One search result: an entry, how it matched, and in which language.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Hit {
    /// The glossary term, rule or ability.
    pub entry: Entry,
    /// The best way it matched.
    pub tier: MatchTier,
    /// The language whose text matched best.
    pub language: Language,
}

/// A document is one entry in one language.
#[derive(Debug)]
struct Doc {
    entry: u32,
    language: Language,
}

/// Where a word occurs: which document, and whether in its name.
#[derive(Debug, Clone, Copy)]
struct Posting {
    doc: u32,
    in_name: bool,
}

/// The search index over every entry in every language. Build once; queries are cheap.
pub struct SearchIndex {
    entries: Vec<Entry>,
    docs: Vec<Doc>,
    names: Map<Vec<u8>>,
    name_docs: Vec<Vec<u32>>,
    words: Map<Vec<u8>>,
    word_postings: Vec<Vec<Posting>>,
}

/// Words shorter than this must match exactly: one typo in a 3-letter word matches too much.
const FUZZY_MIN_LEN: usize = 4;

impl SearchIndex {
    /// Indexes every entry of the catalog in all six languages.
    pub fn build(catalog: &Catalog) -> SearchIndex {
        let entries = catalog.entries().to_vec();
        let mut docs = Vec::new();
        let mut names: HashMap<String, Vec<u32>> = HashMap::new();
        let mut word_map: HashMap<String, Vec<Posting>> = HashMap::new();
        for (e, entry) in entries.iter().enumerate() {
            for language in Language::ALL {
                let doc = docs.len() as u32;
                docs.push(Doc { entry: e as u32, language });
                let name = fold(&catalog.name(language, entry));
                let text = fold(&catalog.explanation(language, entry));
                for (folded, in_name) in [(&name, true), (&text, false)] {
                    for word in words(folded) {
                        let postings = word_map.entry(word.to_string()).or_default();
                        if !postings.iter().any(|p| p.doc == doc && p.in_name == in_name) {
                            postings.push(Posting { doc, in_name });
                        }
                    }
                }
                names.entry(name.trim().to_string()).or_default().push(doc);
            }
        }
        let (names, name_docs) = build_map(names);
        let (words, word_postings) = build_map(word_map);
        SearchIndex { entries, docs, names, name_docs, words, word_postings }
    }

    /// Entries matching `query` in any language, best first, one hit per entry.
    /// Ties prefer `prefer` (the reader's language), then catalog order.
    pub fn search(&self, query: &str, prefer: Language, limit: usize) -> Vec<Hit> {
        let query = fold(query);
        let query = query.trim();
        if query.is_empty() || limit == 0 {
            return Vec::new();
        }
        // Best (tier, not-preferred-language) per entry.
        let mut best: HashMap<u32, (MatchTier, bool, Language)> = HashMap::new();
        let mut note = |doc: u32, tier: MatchTier| {
            let d = &self.docs[doc as usize];
            let key = (tier, d.language != prefer, d.language);
            best.entry(d.entry)
                .and_modify(|b| {
                    if (key.0, key.1) < (b.0, b.1) {
                        *b = key
                    }
                })
                .or_insert(key);
        };
        if let Some(i) = self.names.get(query) {
            self.name_docs[i as usize].iter().for_each(|&d| note(d, MatchTier::ExactName));
        }
        let mut prefixed = self.names.search(Str::new(query).starts_with()).into_stream();
        while let Some((_, i)) = prefixed.next() {
            self.name_docs[i as usize].iter().for_each(|&d| note(d, MatchTier::NamePrefix));
        }
        let query_words: Vec<&str> = words(query).collect();
        if let Some(matches) = self.word_matches(&query_words) {
            for (doc, all_in_name) in matches {
                note(doc, if all_in_name { MatchTier::NameWords } else { MatchTier::Text });
            }
        }
        let mut hits: Vec<_> =
            best.into_iter().map(|(entry, (tier, other_language, language))| (tier, other_language, entry, language)).collect();
        hits.sort_unstable();
        hits.into_iter()
            .take(limit)
            .map(|(tier, _, entry, language)| Hit { entry: self.entries[entry as usize].clone(), tier, language })
            .collect()
    }

    /// Documents holding every query word (the last may be a prefix, any may have one
    /// typo), with whether every word was found in the name.
    fn word_matches(&self, query_words: &[&str]) -> Option<Vec<(u32, bool)>> {
        let mut result: Option<HashMap<u32, bool>> = None;
        for (i, word) in query_words.iter().enumerate() {
            let last = i + 1 == query_words.len();
            let mut found: HashMap<u32, bool> = HashMap::new();
            let mut add = |postings: &[Posting]| {
                for p in postings {
                    *found.entry(p.doc).or_insert(false) |= p.in_name;
                }
            };
            self.stream_into(Str::new(word), &mut add);
            if last && word.chars().count() >= 2 {
                self.stream_into(Str::new(word).starts_with(), &mut add);
            }
            if word.chars().count() >= FUZZY_MIN_LEN
                && let Ok(typo) = Levenshtein::new(word, 1)
            {
                self.stream_into(typo, &mut add);
            }
            result = Some(match result {
                None => found,
                Some(so_far) => so_far.into_iter().filter_map(|(doc, in_name)| found.get(&doc).map(|&n| (doc, in_name && n))).collect(),
            });
        }
        result.map(|m| m.into_iter().collect())
    }

    fn stream_into<A: Automaton>(&self, automaton: A, add: &mut impl FnMut(&[Posting])) {
        let mut stream = self.words.search(automaton).into_stream();
        while let Some((_, i)) = stream.next() {
            add(&self.word_postings[i as usize]);
        }
    }

    /// How many entries are indexed (each in six languages).
    pub fn len(&self) -> usize {
        self.entries.len()
    }

    /// Whether nothing is indexed.
    pub fn is_empty(&self) -> bool {
        self.entries.is_empty()
    }
}

/// An fst map from each key to its index in the returned value list.
fn build_map<V>(map: HashMap<String, V>) -> (Map<Vec<u8>>, Vec<V>) {
    let mut pairs: Vec<_> = map.into_iter().collect();
    pairs.sort_by(|a, b| a.0.cmp(&b.0));
    let mut builder = MapBuilder::memory();
    let mut values = Vec::with_capacity(pairs.len());
    for (i, (key, value)) in pairs.into_iter().enumerate() {
        builder.insert(key, i as u64).expect("keys are sorted and unique");
        values.push(value);
    }
    (builder.into_map(), values)
}
