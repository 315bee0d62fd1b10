//! Every text is in our own words: no run of ten or more words in a row may be shared with
//! the source rulebooks (`../shared/seeds`), in any language. The seeds' facts carry
//! over, their sentences never do. Checked: every Fluent message and attribute, and the
//! engine's own text (`core/src`, whose doc comments and strings name the rules).
//! Case, punctuation and apostrophes do not hide a copy. Reads `../shared`: without it
//! the test is compiled out and `scripts/test.sh` says so.

use std::collections::{HashMap, HashSet};
use std::path::{Path, PathBuf};

use crate::support;

use support::words;

/// The longest run of words a text may share with a seed.
const LONGEST_SHARED: usize = 9;

fn seeds_dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../../shared/seeds")
}

/// Every run of `LONGEST_SHARED + 1` words in the seeds.
fn seed_runs() -> HashSet<Vec<String>> {
    let mut runs = HashSet::new();
    let mut entries: Vec<_> = std::fs::read_dir(seeds_dir()).expect("../shared/seeds").flatten().map(|e| e.path()).collect();
    entries.sort();
    for path in entries.into_iter().filter(|p| p.extension().is_some_and(|e| e == "txt")) {
        let text = std::fs::read_to_string(&path).expect("a seed is text");
        for window in words(&text).windows(LONGEST_SHARED + 1) {
            runs.insert(window.to_vec());
        }
    }
    assert!(runs.len() > 10_000, "the seeds were read ({} runs)", runs.len());
    runs
}

/// The longest stretches of `text` made of runs found in the seeds.
fn shared_stretches(text: &str, runs: &HashSet<Vec<String>>) -> Vec<String> {
    let w = words(text);
    let n = LONGEST_SHARED + 1;
    let mut found = Vec::new();
    let mut i = 0;
    while i + n <= w.len() {
        if runs.contains(&w[i..i + n]) {
            let mut end = i + n;
            while end < w.len() && runs.contains(&w[end + 1 - n..=end]) {
                end += 1;
            }
            found.push(format!("{} words: {}", end - i, w[i..end].join(" ")));
            i = end;
        } else {
            i += 1;
        }
    }
    found
}

/// Every message and attribute of every locale, as (where, text).
fn fluent_texts() -> Vec<(String, String)> {
    support::LANGUAGES
        .iter()
        .flat_map(|language| support::texts(language).into_iter().map(move |t| (format!("{language}/{} {}", t.file, t.id), t.text)))
        .collect()
}

/// The words of a source line: a comment's text without its quotations (a seed cited in
/// quotation marks, as a test or a rule's reading does, is a citation, not our text),
/// or the string literals of a line of code.
fn source_words(line: &str) -> String {
    let line = line.trim();
    if let Some(comment) = line.strip_prefix("//") {
        let mut out = String::new();
        let mut quoted = false;
        for c in comment.chars() {
            match c {
                '"' => quoted = !quoted,
                '“' | '„' => quoted = true,
                '”' => quoted = false,
                _ if !quoted => out.push(c),
                _ => {}
            }
        }
        return out;
    }
    let mut out = String::new();
    let mut inside = false;
    let mut escaped = false;
    for c in line.chars() {
        match (inside, escaped, c) {
            (true, false, '\\') => escaped = true,
            (_, false, '"') => {
                inside = !inside;
                out.push_str(" \u{1} ");
            }
            (true, _, _) => {
                out.push(c);
                escaped = false;
            }
            _ => {}
        }
    }
    out
}

/// The engine's sources: doc comments and strings both reach players or name the rules
/// they read.
fn core_texts() -> Vec<(String, String)> {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("../core/src");
    let mut stack = vec![root.clone()];
    let mut out = Vec::new();
    while let Some(dir) = stack.pop() {
        for entry in std::fs::read_dir(&dir).unwrap().flatten() {
            let path = entry.path();
            if path.is_dir() {
                stack.push(path);
            } else if path.extension().is_some_and(|e| e == "rs") {
                let text = std::fs::read_to_string(&path).unwrap();
                let text = text.lines().map(source_words).collect::<Vec<_>>().join(" ");
                out.push((format!("core/src/{}", path.strip_prefix(&root).unwrap().display()), text));
            }
        }
    }
    out.sort();
    out
}

/// The game's names of several words (abilities, proficiencies, glossary terms) in one
/// language: a name is a term, not a sentence, so a list of names the seeds also list
/// is not a copy. One-word names are not masked: they are too often ordinary words.
fn names(texts: &[(String, String)], language: &str) -> Vec<Vec<String>> {
    let mut names: Vec<Vec<String>> = texts
        .iter()
        .filter(|(place, _)| place.starts_with(&format!("{language}/")))
        .filter(|(place, _)| {
            let id = place.split(' ').nth(1).unwrap_or("");
            !id.contains('.') && ["glossary-", "proficiency-", "ability-"].iter().any(|p| id.starts_with(p))
        })
        .map(|(_, text)| words(text))
        .filter(|w| w.len() > 1)
        .collect();
    names.sort_by_key(|w| std::cmp::Reverse(w.len()));
    names.dedup();
    names
}

/// `text` with every list of names in it replaced by breaks: a name next to another
/// (at most one word, "and" or "or", between them). A name alone in a sentence stays:
/// masking it would hide a copied sentence around it.
fn mask_names(text: &str, names: &[Vec<String>]) -> String {
    let w = words(text);
    let mut spans = Vec::new();
    let mut i = 0;
    while i < w.len() {
        match names.iter().find(|name| w[i..].starts_with(name)) {
            Some(name) => {
                spans.push((i, i + name.len()));
                i += name.len();
            }
            None => i += 1,
        }
    }
    let listed = |k: usize| {
        let (start, end) = spans[k];
        (k > 0 && start - spans[k - 1].1 <= 1) || (k + 1 < spans.len() && spans[k + 1].0 - end <= 1)
    };
    let mut out: Vec<String> = w.clone();
    for k in (0..spans.len()).rev().filter(|&k| listed(k)) {
        let (start, end) = spans[k];
        out.splice(start..end, ["\u{1}".to_string()]);
    }
    out.join(" ")
}

#[test]
fn the_words_are_normalized_for_case_punctuation_and_apostrophes() {
    assert_eq!(words("L’Unité, l'unité!  l unité"), ["l", "unité", "l", "unité", "l", "unité"]);
    let runs: HashSet<Vec<String>> = [words("one two three four five six seven eight nine ten")].into_iter().collect();
    assert_eq!(shared_stretches("Zero. One, two three four five six seven eight nine ten eleven", &runs).len(), 1);
    assert!(shared_stretches("one two three four five six seven eight nine", &runs).is_empty(), "nine words are fine");
    assert!(shared_stretches("one two three four five {$x} six seven eight nine ten", &runs).is_empty(), "a variable breaks a run");
    let names = vec![words("four five"), words("six seven")];
    assert!(
        shared_stretches(&mask_names("one two three four five six seven eight nine ten", &names), &runs).is_empty(),
        "a list of names is terms"
    );
    let one = vec![words("four five")];
    assert_eq!(
        shared_stretches(&mask_names("one two three four five six seven eight nine ten", &one), &runs).len(),
        1,
        "a name alone is not"
    );
}

#[test]
fn a_citation_in_quotation_marks_is_not_our_text_but_a_string_is() {
    assert_eq!(source_words(r#"    // Seed 001: "cited words here" and ours"#).trim(), "Seed 001:  and ours");
    assert_eq!(source_words(r#"    #[error("{unit} is out")] x = "b";"#), " \u{1} {unit} is out \u{1}  \u{1} b \u{1} ");
}

#[test]
fn no_text_shares_ten_words_in_a_row_with_a_seed() {
    let runs = seed_runs();
    let fluent = fluent_texts();
    let names: HashMap<&str, Vec<Vec<String>>> = support::LANGUAGES.iter().map(|&l| (l, names(&fluent, l))).collect();
    let mut copied = Vec::new();
    for (place, text) in fluent.iter().cloned().chain(core_texts()) {
        let language = if place.starts_with("core/") { "en" } else { place.split('/').next().unwrap_or("en") };
        let text = mask_names(&text, &names[language]);
        for stretch in shared_stretches(&text, &runs) {
            copied.push(format!("{place}: {stretch}"));
        }
    }
    assert!(copied.is_empty(), "{} runs copied from the seeds; say them in our own words:\n{}", copied.len(), copied.join("\n"));
}
