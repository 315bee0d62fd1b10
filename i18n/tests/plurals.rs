//! A number a player reads beside a word that counts ("3 clicks", "1 touchée", "2 Figuren")
//! is chosen by a plural selector on that same number, in every message of every
//! language, nested selectors included: `{ $targets -> *[other] { $hits } touchées }`
//! shows "1 touchées" when one of two targets is hit, so the selector must be on `$hits`.
//!
//! English, the source, says which numbers count something: a number English selects on
//! by plural category, or one English writes right before a counted word (a plural in
//! -s, or a noun of [`EN_COUNTED`]: "{ $hits } hit", "{ $size } points"). Such a number,
//! in any language, has every word right after it inside a selector on itself, unless
//! that word counts nothing (a preposition, a unit's symbol: [`NOT_COUNTED`]).

use std::collections::{BTreeMap, BTreeSet};

use fluent_syntax::ast;
use fluent_syntax::parser::parse;
use support::LANGUAGES;

use crate::support;

/// Words that may stand right after a number and count nothing, per language: they read
/// the same for 1 and for 2. Anything else right after a number must be in its selector.
const NOT_COUNTED: [(&str, &[&str]); 6] = [
    (
        "en",
        &[
            "against", "of", "to", "or", "and", "for", "on", "in", "min", "MB", "pts", "px", "shows", "becomes", "turns", "makes", "takes",
            "gives", "moves", "means", "needs", "counts", "goes",
        ],
    ),
    ("fr", &["contre", "de", "à", "ou", "et", "sur", "min", "Mo", "pts", "px"]),
    ("es", &["contra", "de", "a", "o", "y", "en", "min", "MB", "pts", "px"]),
    ("de", &["gegen", "von", "bis", "oder", "und", "auf", "in", "min", "MB", "Pkt", "px"]),
    ("it", &["contro", "di", "a", "o", "e", "su", "min", "MB", "pt", "px"]),
    ("nl", &["tegen", "van", "tot", "of", "en", "op", "min", "MB", "ptn", "px"]),
];

/// English nouns that count in the singular too ("1 damage", "2 hit"), beside the plurals in -s.
const EN_COUNTED: [&str; 30] = [
    "damage",
    "click",
    "point",
    "hit",
    "inch",
    "figure",
    "action",
    "token",
    "game",
    "target",
    "minute",
    "hour",
    "day",
    "second",
    "player",
    "dial",
    "copy",
    "change",
    "backup",
    "pixel",
    "skull",
    "section",
    "member",
    "objective",
    "phone",
    "model",
    "file",
    "army",
    "time",
    "step",
];

/// English words in -s that are no plural (verbs in -s are in [`NOT_COUNTED`]).
const EN_NOT_PLURAL: [&str; 15] =
    ["is", "was", "has", "its", "this", "plus", "minus", "as", "does", "us", "across", "less", "unless", "thus", "yes"];

/// Whether an English word right after a number counts something.
fn counts_in_english(word: &str) -> bool {
    let not_counted = NOT_COUNTED[0].1;
    let word = word.to_lowercase();
    EN_COUNTED.contains(&word.as_str())
        || (word.ends_with('s') && !EN_NOT_PLURAL.contains(&word.as_str()) && !not_counted.contains(&word.as_str()))
}

/// The variables of each English message (and attribute) that its comment declares as numbers.
fn declared_numbers() -> BTreeMap<String, BTreeSet<String>> {
    let mut out = BTreeMap::new();
    for (_, source) in support::sources("en") {
        let resource = parse(source.as_str()).unwrap_or_else(|(r, _)| r);
        for entry in &resource.body {
            let ast::Entry::Message(m) = entry else { continue };
            let Some(comment) = &m.comment else { continue };
            let numbers: BTreeSet<String> = comment
                .content
                .iter()
                .filter(|line| line.contains("(Number)"))
                .filter_map(|line| line.trim().strip_prefix('$'))
                .filter_map(|rest| rest.split_whitespace().next())
                .map(str::to_string)
                .collect();
            out.insert(m.id.name.to_string(), numbers);
        }
    }
    out
}

/// A selector's variable, when its variants are chosen by plural category or number.
fn counted_selector<'s>(selector: &ast::InlineExpression<&'s str>, variants: &[ast::Variant<&'s str>]) -> Option<&'s str> {
    let ast::InlineExpression::VariableReference { id } = selector else { return None };
    let by_number = variants.iter().any(|v| match &v.key {
        ast::VariantKey::NumberLiteral { .. } => true,
        ast::VariantKey::Identifier { name } => matches!(*name, "zero" | "one" | "two" | "few" | "many"),
    });
    by_number.then_some(id.name)
}

/// Every variable a message selects on by number, anywhere in its value or attributes.
fn selected_numbers(pattern: &ast::Pattern<&str>, out: &mut BTreeSet<String>) {
    for element in &pattern.elements {
        if let ast::PatternElement::Placeable { expression: ast::Expression::Select { selector, variants } } = element {
            if let Some(name) = counted_selector(selector, variants) {
                out.insert(name.to_string());
            }
            for v in variants {
                selected_numbers(&v.value, out);
            }
        }
    }
}

/// The word right after a placeable, if the text there starts with one.
fn next_word(text: &str) -> Option<String> {
    let rest = text.trim_start_matches([' ', '\u{a0}', '\u{202f}']);
    if rest.len() == text.len() && !text.is_empty() {
        return None; // glued to the number: a sign or a unit such as "+2" or "2d6"
    }
    let word: String = rest.chars().take_while(|c| c.is_alphabetic() || *c == '-' || *c == '\u{ad}').collect();
    (!word.is_empty()).then_some(word)
}

/// Where a number stands beside a counted word outside a selector on that number.
fn faults_in(pattern: &ast::Pattern<&str>, numbers: &BTreeSet<String>, chosen: &mut Vec<String>, allowed: &[&str], out: &mut Vec<String>) {
    let elements = &pattern.elements;
    for (i, element) in elements.iter().enumerate() {
        let ast::PatternElement::Placeable { expression } = element else { continue };
        match expression {
            ast::Expression::Select { selector, variants } => {
                let name = counted_selector(selector, variants);
                for v in variants {
                    chosen.extend(name.map(str::to_string));
                    faults_in(&v.value, numbers, chosen, allowed, out);
                    if name.is_some() {
                        chosen.pop();
                    }
                }
            }
            ast::Expression::Inline(ast::InlineExpression::VariableReference { id }) => {
                if !numbers.contains(id.name) || chosen.iter().any(|c| c == id.name) {
                    continue;
                }
                let after = match elements.get(i + 1) {
                    Some(ast::PatternElement::TextElement { value }) => *value,
                    _ => "",
                };
                if let Some(word) = next_word(after)
                    && !allowed.contains(&word.as_str())
                {
                    out.push(format!("{{ ${} }} {word}", id.name));
                }
            }
            _ => {}
        }
    }
}

/// Each message of a language where a number stands beside a counted word outside its
/// selector: "id: { $n } word".
fn faults(language: &str, counted: &BTreeMap<String, BTreeSet<String>>) -> Vec<String> {
    let allowed = NOT_COUNTED.iter().find(|(l, _)| *l == language).map(|(_, w)| *w).unwrap_or(&[]);
    let mut found = Vec::new();
    for (file, source) in support::sources(language) {
        let resource = parse(source.as_str()).unwrap_or_else(|(r, _)| r);
        for entry in &resource.body {
            let ast::Entry::Message(m) = entry else { continue };
            let id = m.id.name;
            let parts: Vec<(String, &ast::Pattern<&str>)> = m
                .value
                .iter()
                .map(|v| (id.to_string(), v))
                .chain(m.attributes.iter().map(|a| (format!("{id}.{}", a.id.name), &a.value)))
                .collect();
            let numbers: BTreeSet<String> = counted.get(id).cloned().unwrap_or_default();
            for (name, pattern) in parts {
                let mut here = Vec::new();
                faults_in(pattern, &numbers, &mut Vec::new(), allowed, &mut here);
                found.extend(here.into_iter().map(|f| format!("{language} {name} ({file}): {f}")));
            }
        }
    }
    found
}

/// The numbers each English message counts with: those it selects on by number, and
/// those it writes right before a counted word.
fn english_counted() -> BTreeMap<String, BTreeSet<String>> {
    let declared = declared_numbers();
    let mut out: BTreeMap<String, BTreeSet<String>> = BTreeMap::new();
    for (_, source) in support::sources("en") {
        let resource = parse(source.as_str()).unwrap_or_else(|(r, _)| r);
        for entry in &resource.body {
            let ast::Entry::Message(m) = entry else { continue };
            let set = out.entry(m.id.name.to_string()).or_default();
            let numbers = declared.get(m.id.name).cloned().unwrap_or_default();
            for pattern in m.value.iter().chain(m.attributes.iter().map(|a| &a.value)) {
                selected_numbers(pattern, set);
                let mut beside = Vec::new();
                words_after(pattern, &mut beside);
                set.extend(beside.into_iter().filter(|(v, w)| numbers.contains(v) && counts_in_english(w)).map(|(v, _)| v));
            }
        }
    }
    out
}

/// Each variable of a pattern (at any depth) with the word right after it.
fn words_after(pattern: &ast::Pattern<&str>, out: &mut Vec<(String, String)>) {
    let elements = &pattern.elements;
    for (i, element) in elements.iter().enumerate() {
        match element {
            ast::PatternElement::Placeable { expression: ast::Expression::Select { variants, .. } } => {
                for v in variants {
                    words_after(&v.value, out);
                }
            }
            ast::PatternElement::Placeable { expression: ast::Expression::Inline(ast::InlineExpression::VariableReference { id }) } => {
                if let Some(ast::PatternElement::TextElement { value }) = elements.get(i + 1)
                    && let Some(word) = next_word(value)
                {
                    out.push((id.name.to_string(), word));
                }
            }
            _ => {}
        }
    }
}

#[test]
fn a_number_beside_a_counted_word_is_chosen_by_its_own_selector() {
    assert!(declared_numbers().values().any(|n| n.contains("count")), "the English comments were read");
    let counted = english_counted();
    assert!(counted.get("attack-roll-result").is_some_and(|n| n.contains("hits")), "English counts the hits");
    let mut found = Vec::new();
    for language in LANGUAGES {
        found.extend(faults(language, &counted));
    }
    assert!(
        found.is_empty(),
        "{} numbers beside a counted word without a plural selector on that number (put the word in \
         `{{ $n -> [one] … *[other] … }}`, or, if the word counts nothing, add it to NOT_COUNTED):\n{}",
        found.len(),
        found.join("\n")
    );
}

/// Every variable of an English message is declared in its `# Variables:` comment, with
/// its type, `$name (Number) - …` or `(String)`: translators read it, and the plural check
/// knows the numbers by it.
#[test]
fn every_english_variable_is_declared_with_its_type() {
    let mut found = Vec::new();
    for (file, source) in support::sources("en") {
        let resource = parse(source.as_str()).unwrap_or_else(|(r, _)| r);
        for entry in &resource.body {
            let ast::Entry::Message(m) = entry else { continue };
            let declared: BTreeSet<String> = m
                .comment
                .iter()
                .flat_map(|c| c.content.iter())
                .filter(|line| line.contains("(Number)") || line.contains("(String)"))
                .filter_map(|line| line.trim().strip_prefix('$'))
                .filter_map(|rest| rest.split_whitespace().next())
                .map(str::to_string)
                .collect();
            let mut used = BTreeSet::new();
            for pattern in m.value.iter().chain(m.attributes.iter().map(|a| &a.value)) {
                variables(pattern, &mut used);
            }
            for name in used.difference(&declared) {
                found.push(format!(
                    "en {} ({file}): ${name} is not declared (add `#   ${name} (Number) - …` or `(String)` under `# Variables:`)",
                    m.id.name
                ));
            }
        }
    }
    assert!(found.is_empty(), "{} undeclared variables:\n{}", found.len(), found.join("\n"));
}

/// Every variable a pattern uses, at any depth.
fn variables(pattern: &ast::Pattern<&str>, out: &mut BTreeSet<String>) {
    for element in &pattern.elements {
        let ast::PatternElement::Placeable { expression } = element else { continue };
        match expression {
            ast::Expression::Select { selector, variants } => {
                if let ast::InlineExpression::VariableReference { id } = selector {
                    out.insert(id.name.to_string());
                }
                for v in variants {
                    variables(&v.value, out);
                }
            }
            ast::Expression::Inline(ast::InlineExpression::VariableReference { id }) => {
                out.insert(id.name.to_string());
            }
            _ => {}
        }
    }
}

/// The check reads a nested selector as a reader does: only a selector on the number
/// itself chooses the word beside it.
#[test]
fn the_plural_check_reads_what_it_should() {
    let check = |source: &str| {
        let resource = parse(source).unwrap_or_else(|(r, _)| r);
        let ast::Entry::Message(m) = &resource.body[0] else { panic!("{source}") };
        let mut numbers = BTreeSet::new();
        selected_numbers(m.value.as_ref().unwrap(), &mut numbers);
        numbers.extend(["n".to_string(), "hits".to_string()]);
        let mut out = Vec::new();
        faults_in(m.value.as_ref().unwrap(), &numbers, &mut Vec::new(), &["of"], &mut out);
        out
    };
    let select = |inner: &str| format!("m = {{ $t ->\n    [one] x\n   *[other] {inner}\n}}\n");
    assert_eq!(check(&select("{ $hits } touchées")), ["{ $hits } touchées"]);
    assert!(check(&select("{ $hits ->\n        [one] 1 touchée\n       *[other] { $hits } touchées\n    }")).is_empty());
    assert_eq!(check("m = Click { $n } · { $n } to KO\n"), ["{ $n } to"]);
    assert!(check("m = { $n } of 3, +{ $n }d6\n").is_empty());
    assert!(check("m = { $n ->\n    [one] { $n } click\n   *[other] { $n } clicks\n}\n").is_empty());
    assert_eq!(check("m = { $n }\u{a0}Figuren\n"), ["{ $n } Figuren"]);
    assert!(counts_in_english("points") && counts_in_english("hit") && !counts_in_english("is") && !counts_in_english("against"));
}

/// Words that say "one" by themselves, per language: a plural `[one]` variant that says
/// one of them, and not its number, says 1 whatever the number is.
const ONE_WORDS: [(&str, &[&str]); 6] = [
    ("en", &["1", "one", "single", "only"]),
    ("fr", &["1", "un", "une", "seul", "seule", "unique", "l’unique"]),
    ("es", &["1", "un", "una", "uno", "solo", "sola", "único", "única"]),
    ("de", &["1", "ein", "eine", "einen", "einem", "einer", "einzige", "einzigen"]),
    ("it", &["1", "un", "una", "uno", "solo", "sola", "unico", "unica", "l’unica", "l'unica"]),
    ("nl", &["1", "één", "een", "enige"]),
];

/// The whole numbers up to 200, other than 1, that a language's plural rules call `one`.
fn one_but_not_1(code: &str) -> Vec<u32> {
    use intl_pluralrules::{PluralCategory, PluralRuleType, PluralRules};
    let rules = PluralRules::create(code.parse::<unic_langid::LanguageIdentifier>().unwrap(), PluralRuleType::CARDINAL).unwrap();
    (0..=200).filter(|&n| n != 1 && rules.select(n) == Ok(PluralCategory::ONE)).collect()
}

/// Every `[one]` variant of a selector on a number that says "one" in words (or a
/// literal one) and not the number itself, where the language calls other numbers `one`
/// and no exact variant (`[0]`) comes for them: the message and the numbers it gets wrong.
fn one_said_for_others(language: &str, id: &str, pattern: &ast::Pattern<&str>, out: &mut Vec<String>) {
    let words = ONE_WORDS.iter().find(|(l, _)| *l == language).map(|(_, w)| *w).unwrap_or(&[]);
    let others = one_but_not_1(language);
    for element in &pattern.elements {
        let ast::PatternElement::Placeable { expression: ast::Expression::Select { selector, variants } } = element else { continue };
        for v in variants {
            one_said_for_others(language, id, &v.value, out);
        }
        let ast::InlineExpression::VariableReference { id: number } = selector else { continue };
        let Some(one) = variants.iter().find(|v| matches!(v.key, ast::VariantKey::Identifier { name: "one" })) else { continue };
        let mut shown = BTreeSet::new();
        variables(&one.value, &mut shown);
        let text: String =
            one.value.elements.iter().map(|e| if let ast::PatternElement::TextElement { value } = e { *value } else { " " }).collect();
        let says_one = text.split(|c: char| c.is_whitespace() || ",.;:()".contains(c)).any(|w| words.contains(&w.to_lowercase().as_str()));
        if !says_one || shown.contains(number.name) {
            continue;
        }
        let exact = |n: u32| variants.iter().any(|v| matches!(&v.key, ast::VariantKey::NumberLiteral { value } if value.parse() == Ok(n)));
        let wrong: Vec<String> = others.iter().filter(|n| !exact(**n)).map(u32::to_string).collect();
        if !wrong.is_empty() {
            out.push(format!("{language} {id}: ${} = {} reads \"{}\"", number.name, wrong.join(", "), text.trim()));
        }
    }
}

/// A count of 0 never reads as a count of one. French puts 0 in the plural category
/// `one` (0 and 1 take the singular), so `[one] 1 point de victoire` said a score of
/// nothing as one point: a `[one]` variant that says "one" in words, not the number,
/// needs an exact variant for every other number its language calls `one`.
#[test]
fn no_count_reads_as_one_when_it_is_not() {
    assert_eq!((one_but_not_1("fr"), one_but_not_1("en")), (vec![0], vec![]), "the plural rules were read");
    let mut found = Vec::new();
    for language in LANGUAGES {
        for (_, source) in support::sources(language) {
            let resource = parse(source.as_str()).unwrap_or_else(|(r, _)| r);
            for entry in &resource.body {
                let ast::Entry::Message(m) = entry else { continue };
                let id = m.id.name;
                m.value.iter().for_each(|v| one_said_for_others(language, id, v, &mut found));
                m.attributes.iter().for_each(|a| one_said_for_others(language, id, &a.value, &mut found));
            }
        }
    }
    assert!(found.is_empty(), "{} selectors:\n{}", found.len(), found.join("\n"));
}

/// The check flags a `[one]` that says "one" without its number, and only that.
#[test]
fn the_one_check_reads_what_it_should() {
    let check = |language: &str, source: &str| {
        let resource = parse(source).unwrap_or_else(|(r, _)| r);
        let ast::Entry::Message(m) = &resource.body[0] else { panic!("{source}") };
        let mut out = Vec::new();
        one_said_for_others(language, "m", m.value.as_ref().unwrap(), &mut out);
        out.len()
    };
    let points = |one: &str| format!("m = {{ $n ->\n    {one}\n   *[other] {{ $n }} points\n}}\n");
    assert_eq!(check("fr", &points("[one] 1 point")), 1);
    assert_eq!(check("fr", &points("[one] une partie")), 1);
    assert_eq!(check("fr", &points("[one] { $n } point")), 0);
    assert_eq!(check("fr", &points("[0] aucun point\n    [one] 1 point")), 0);
    assert_eq!(check("fr", &points("[one] action restante")), 0);
    assert_eq!(check("en", &points("[one] 1 point")), 0);
}
