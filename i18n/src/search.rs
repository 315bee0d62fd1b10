//! Search over the glossary, rules and abilities in every language at once.
//!
//! Two finite-state-transducer indexes (the `fst` crate) hold the folded names and the
//! folded words; a query is folded the same way, so accents and case never matter, and
//! each word may be one edit away: a typo (a Levenshtein automaton over the word index)
//! or two letters swapped (each swap looked up as it is: Damerau's one edit).
//! A rule's code in any form (`CAV-22`, `cav22`, `cav 22`, a bare `22`) finds that rule
//! first. Each term's everyday words (the termbase's synonyms) are indexed beside its
//! name, and a term found by its name or those words brings the rules that concern it.
//! Hits rank by tier: rule code, exact name, everyday word, name prefix, words of a name,
//! rules of a term found so, then text; within a tier, exact words before forgiven ones,
//! then the reader's language, then catalog order (CORE rules before CAV, COL, CHR).

use std::collections::HashMap;

use fst::automaton::{Levenshtein, Str};
use fst::{Automaton, IntoStreamer, Map, MapBuilder, Streamer};

use dialkeeper_core::RuleId;

use crate::catalog::{Catalog, Entry, EntryKind};
use crate::fold::{fold, words};
use crate::language::Language;
use crate::termbase::{rules_of, terms};

/// How well a hit matched; lower is better.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum MatchTier {
    /// The query is the rule's code, in any form (`CAV-22`, `cav22`, `22`).
    RuleCode,
    /// The query is the entry's whole name.
    ExactName,
    /// The query is one of the term's everyday words.
    Synonym,
    /// The entry's name (then one of its everyday words) starts with the query.
    NamePrefix,
    /// Every query word is in the name or an everyday word (allowing one edit per word).
    NameWords,
    /// A rule that concerns a term the query found by its name or everyday words.
    Related,
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

/// A document is one entry's name and text in one language, or one of its everyday words.
#[derive(Debug)]
struct Doc {
    entry: u32,
    language: Language,
    synonym: bool,
}

/// A hit's place in the list: lower is better, compared field by field.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
struct Rank {
    tier: MatchTier,
    /// Some query word was only found one edit away.
    forgiven: bool,
    /// Within the tier: an everyday word's prefix after a name's; a related rule's
    /// term's tier and place in the term's list.
    within: u16,
    /// Not in the reader's language.
    other_language: bool,
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
    /// Indexes every entry of the catalog in each language it has (all six natively; on
    /// the web, those downloaded so far: see [`Catalog::has_names`]; where only a language's
    /// names are here, its entries are found by their names alone).
    pub fn build(catalog: &Catalog) -> SearchIndex {
        let entries = catalog.entries().to_vec();
        let mut docs = Vec::new();
        let mut names: HashMap<String, Vec<u32>> = HashMap::new();
        let mut word_map: HashMap<String, Vec<Posting>> = HashMap::new();
        let mut add = |docs: &mut Vec<Doc>, doc: Doc, name: String, text: String| {
            let d = docs.len() as u32;
            docs.push(doc);
            for (folded, in_name) in [(&name, true), (&text, false)] {
                for word in words(folded) {
                    let postings = word_map.entry(word.to_string()).or_default();
                    if !postings.iter().any(|p| p.doc == d && p.in_name == in_name) {
                        postings.push(Posting { doc: d, in_name });
                    }
                }
            }
            names.entry(name.trim().to_string()).or_default().push(d);
        };
        let facts: HashMap<&str, _> = terms().iter().map(|t| (t.id.as_str(), t)).collect();
        for (e, entry) in entries.iter().enumerate() {
            let entry_no = e as u32;
            for language in Language::ALL.into_iter().filter(|l| catalog.has_names(*l)) {
                let name = fold(&catalog.search_name(language, entry));
                let text = fold(&catalog.search_text(language, entry));
                add(&mut docs, Doc { entry: entry_no, language, synonym: false }, name, text);
                for word in facts.get(entry.id.as_str()).into_iter().flat_map(|t| t.synonyms_in(language)) {
                    add(&mut docs, Doc { entry: entry_no, language, synonym: true }, fold(word), String::new());
                }
            }
        }
        let (names, name_docs) = build_map(names);
        let (words, word_postings) = build_map(word_map);
        SearchIndex { entries, docs, names, name_docs, words, word_postings }
    }

    /// Entries matching `query` in any language, best first, one hit per entry.
    /// Ties prefer exact words, then `prefer` (the reader's language), then catalog order.
    pub fn search(&self, query: &str, prefer: Language, limit: usize) -> Vec<Hit> {
        let folded = fold(query);
        let query = folded.trim();
        if query.is_empty() || limit == 0 {
            return Vec::new();
        }
        // Best rank and its language per entry.
        let mut best: HashMap<u32, (Rank, Language)> = HashMap::new();
        fn note(best: &mut HashMap<u32, (Rank, Language)>, entry: u32, rank: Rank, language: Language) {
            best.entry(entry)
                .and_modify(|b| {
                    if rank < b.0 {
                        *b = (rank, language)
                    }
                })
                .or_insert((rank, language));
        }
        let rank =
            |tier: MatchTier, forgiven: bool, language: Language| Rank { tier, forgiven, within: 0, other_language: language != prefer };
        if let Some(codes) = rule_query(query) {
            for (e, entry) in self.entries.iter().enumerate() {
                if entry.rule().is_some_and(|r| codes.contains(&r)) {
                    note(&mut best, e as u32, rank(MatchTier::RuleCode, false, prefer), prefer);
                }
            }
        }
        let mut by_doc = |doc: u32, tier: MatchTier, forgiven: bool| {
            let d = &self.docs[doc as usize];
            // An everyday word typed whole ranks just after a name; one only begun ranks
            // after the names that begin so.
            let (tier, within) = match tier {
                MatchTier::ExactName if d.synonym => (MatchTier::Synonym, 0),
                MatchTier::NamePrefix if d.synonym => (MatchTier::NamePrefix, 1),
                tier => (tier, 0),
            };
            note(&mut best, d.entry, Rank { within, ..rank(tier, forgiven, d.language) }, d.language);
        };
        if let Some(i) = self.names.get(query) {
            self.name_docs[i as usize].iter().for_each(|&d| by_doc(d, MatchTier::ExactName, false));
        }
        let mut prefixed = self.names.search(Str::new(query).starts_with()).into_stream();
        while let Some((_, i)) = prefixed.next() {
            self.name_docs[i as usize].iter().for_each(|&d| by_doc(d, MatchTier::NamePrefix, false));
        }
        let query_words: Vec<&str> = words(query).collect();
        if let Some(matches) = self.word_matches(&query_words) {
            for (doc, (all_in_name, exact)) in matches {
                by_doc(doc, if all_in_name { MatchTier::NameWords } else { MatchTier::Text }, !exact);
            }
        }
        // A term found by its name or everyday words brings the rules that concern it.
        let found: Vec<(u32, Rank, Language)> = best.iter().map(|(e, (r, l))| (*e, *r, *l)).collect();
        for (e, found_rank, language) in found {
            let term = &self.entries[e as usize];
            if term.kind == EntryKind::Rule || found_rank.tier > MatchTier::NameWords {
                continue;
            }
            for (place, rule) in rules_of(&term.id).into_iter().enumerate() {
                let Some(r) = self.entries.iter().position(|x| x.rule() == Some(rule)) else { continue };
                let within = (found_rank.tier as u16) * 100 + place as u16;
                note(&mut best, r as u32, Rank { tier: MatchTier::Related, within, ..found_rank }, language);
            }
        }
        let mut hits: Vec<_> = best.into_iter().map(|(entry, (rank, language))| (rank, entry, language)).collect();
        hits.sort_unstable();
        hits.into_iter()
            .take(limit)
            .map(|(rank, entry, language)| Hit { entry: self.entries[entry as usize].clone(), tier: rank.tier, language })
            .collect()
    }

    /// Documents holding every query word (the last may be a prefix, any may be one edit
    /// away: a typo, or two neighbouring letters swapped), with whether every word was
    /// found in the name, and whether every word was found as typed.
    fn word_matches(&self, query_words: &[&str]) -> Option<Vec<(u32, (bool, bool))>> {
        let mut result: Option<HashMap<u32, (bool, bool)>> = None;
        for (i, word) in query_words.iter().enumerate() {
            let last = i + 1 == query_words.len();
            let mut found: HashMap<u32, (bool, bool)> = HashMap::new();
            let mut add = |postings: &[Posting], exact: bool| {
                for p in postings {
                    let f = found.entry(p.doc).or_insert((false, false));
                    f.0 |= p.in_name;
                    f.1 |= exact;
                }
            };
            self.stream_into(Str::new(word), &mut |p| add(p, true));
            if last && word.chars().count() >= 2 {
                self.stream_into(Str::new(word).starts_with(), &mut |p| add(p, true));
            }
            if word.chars().count() >= FUZZY_MIN_LEN {
                if let Ok(typo) = Levenshtein::new(word, 1) {
                    self.stream_into(typo, &mut |p| add(p, false));
                }
                for swapped in transpositions(word) {
                    self.stream_into(Str::new(&swapped), &mut |p| add(p, false));
                    if last {
                        self.stream_into(Str::new(&swapped).starts_with(), &mut |p| add(p, false));
                    }
                }
            }
            result = Some(match result {
                None => found,
                Some(so_far) => so_far
                    .into_iter()
                    .filter_map(|(doc, (in_name, exact))| found.get(&doc).map(|&(n, x)| (doc, (in_name && n, exact && x))))
                    .collect(),
            });
        }
        result.map(|m| m.into_iter().collect())
    }

    fn stream_into<A: Automaton>(&self, automaton: A, add: &mut dyn FnMut(&[Posting])) {
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

/// The word with two neighbouring letters swapped, each way it can be (none for a
/// swap of two equal letters, which changes nothing).
fn transpositions(word: &str) -> Vec<String> {
    let chars: Vec<char> = word.chars().collect();
    (0..chars.len().saturating_sub(1))
        .filter(|&i| chars[i] != chars[i + 1])
        .map(|i| {
            let mut swapped = chars.clone();
            swapped.swap(i, i + 1);
            swapped.into_iter().collect()
        })
        .collect()
}

/// The rules a query names by code, in any form: `CAV-22`, `cav22`, `cav 22`, `CORE-07`,
/// `core 7`, `cav-g`; a bare number (`22`) names that number in every chapter, and a bare
/// chapter (`cav`) its every rule. `None` when the query is no code. In catalog order.
pub fn rule_query(query: &str) -> Option<Vec<RuleId>> {
    let folded = fold(query);
    let compact: String = folded.chars().filter(|c| !c.is_whitespace() && !matches!(c, '-' | '_' | '.' | '#')).collect();
    if compact.is_empty() || !compact.chars().all(|c| c.is_ascii_alphanumeric()) {
        return None;
    }
    let split = compact.find(|c: char| c.is_ascii_digit()).unwrap_or(compact.len());
    let (chapter, rest) = compact.split_at(split);
    // A chapter written out ("cavg") has its glossary's `g` left after the letters.
    let (chapter, rest) = match chapter.strip_suffix('g') {
        Some(c) if rest.is_empty() && CHAPTERS.contains(&c) => (c, "g"),
        _ => (chapter, rest),
    };
    if !chapter.is_empty() && !CHAPTERS.contains(&chapter) {
        return None;
    }
    let number = match rest {
        "" if chapter.is_empty() => return None,
        "" => None,
        "g" => Some("g".to_string()),
        digits if digits.chars().all(|c| c.is_ascii_digit()) => Some(digits.trim_start_matches('0').to_string()),
        _ => return None,
    };
    let rules: Vec<RuleId> = RuleId::ALL
        .into_iter()
        .filter(|rule| {
            let (c, n) = rule.code().split_once('-').unwrap_or((rule.code(), ""));
            let n = n.to_ascii_lowercase();
            (chapter.is_empty() || c.eq_ignore_ascii_case(chapter)) && number.as_ref().is_none_or(|want| n.trim_start_matches('0') == want)
        })
        .collect();
    (!rules.is_empty()).then_some(rules)
}

/// The chapters of the rule catalog, as their codes fold.
const CHAPTERS: [&str; 4] = ["core", "cav", "col", "chr"];

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
