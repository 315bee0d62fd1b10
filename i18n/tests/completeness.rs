//! Every locale is complete: same files, ids, attributes and variables as English, no
//! obsolete ids, plural variants for the locale's categories, and every rule, ability
//! and mount type of the engine has its text. Parses the files the binary embeds.

use std::collections::{BTreeMap, BTreeSet};

use dialkeeper_core::{Ability, MountType, RuleId};
use dialkeeper_i18n::{Catalog, FluentValue, Language, Locales};
use fluent_syntax::ast;
use fluent_syntax::parser::parse;
use intl_pluralrules::{PluralCategory, PluralRuleType, PluralRules};

/// What a message or term promises: its attributes and the variables each part uses.
#[derive(Debug, Default, PartialEq, Eq)]
struct Shape {
    has_value: bool,
    attributes: BTreeSet<String>,
    variables: BTreeMap<String, BTreeSet<String>>,
}

type Messages = BTreeMap<String, Shape>;

fn collect_variables(pattern: &ast::Pattern<&str>, out: &mut BTreeSet<String>, selects: &mut Vec<Vec<String>>) {
    for element in &pattern.elements {
        if let ast::PatternElement::Placeable { expression } = element {
            collect_expression(expression, out, selects);
        }
    }
}

fn collect_expression(expression: &ast::Expression<&str>, out: &mut BTreeSet<String>, selects: &mut Vec<Vec<String>>) {
    match expression {
        ast::Expression::Select { selector, variants } => {
            collect_inline(selector, out, selects);
            let keys = variants
                .iter()
                .map(|v| match &v.key {
                    ast::VariantKey::Identifier { name } => name.to_string(),
                    ast::VariantKey::NumberLiteral { value } => value.to_string(),
                })
                .collect::<Vec<_>>();
            let default = variants.iter().find(|v| v.default).map(|v| match &v.key {
                ast::VariantKey::Identifier { name } => name.to_string(),
                ast::VariantKey::NumberLiteral { value } => value.to_string(),
            });
            let mut keys = keys;
            keys.push(format!("*{}", default.unwrap_or_default()));
            selects.push(keys);
            for v in variants {
                collect_variables(&v.value, out, selects);
            }
        }
        ast::Expression::Inline(inline) => collect_inline(inline, out, selects),
    }
}

fn collect_inline(inline: &ast::InlineExpression<&str>, out: &mut BTreeSet<String>, selects: &mut Vec<Vec<String>>) {
    match inline {
        ast::InlineExpression::VariableReference { id } => {
            out.insert(id.name.to_string());
        }
        ast::InlineExpression::FunctionReference { arguments, .. }
        | ast::InlineExpression::TermReference { arguments: Some(arguments), .. } => {
            for a in &arguments.positional {
                collect_inline(a, out, selects);
            }
        }
        ast::InlineExpression::Placeable { expression } => collect_expression(expression, out, selects),
        _ => {}
    }
}

/// A locale's message ids, its messages, and each term's uses.
type Locale = (BTreeSet<String>, Messages, Vec<(String, Vec<String>)>);

/// Parses one locale; panics with the file and reason on a syntax error.
fn locale(language: Language) -> Locale {
    let mut files = BTreeSet::new();
    let mut messages = Messages::new();
    let mut selects = Vec::new();
    for (path, data) in Locales::files(language.code()) {
        files.insert(path.rsplit('/').next().unwrap().to_string());
        let text = String::from_utf8(data.to_vec()).unwrap();
        let resource = parse(text.as_str()).unwrap_or_else(|(_, errors)| panic!("{path}: {errors:?}"));
        for entry in resource.body {
            let (id, value, attributes) = match entry {
                ast::Entry::Message(m) => (m.id.name.to_string(), m.value, m.attributes),
                ast::Entry::Term(t) => (format!("-{}", t.id.name), Some(t.value), t.attributes),
                _ => continue,
            };
            let mut shape = Shape { has_value: value.is_some(), ..Shape::default() };
            let mut found = Vec::new();
            if let Some(v) = &value {
                collect_variables(v, shape.variables.entry(String::new()).or_default(), &mut found);
            }
            for a in &attributes {
                shape.attributes.insert(a.id.name.to_string());
                collect_variables(&a.value, shape.variables.entry(a.id.name.to_string()).or_default(), &mut found);
            }
            selects.extend(found.into_iter().map(|s| (id.clone(), s)));
            assert!(messages.insert(id.clone(), shape).is_none(), "{path}: {id} defined twice");
        }
    }
    (files, messages, selects)
}

#[test]
fn every_locale_has_the_same_files_ids_attributes_and_variables_as_english() {
    let (en_files, en, _) = locale(Language::En);
    assert!(en.len() > 200, "English has {} messages", en.len());
    let mut problems = Vec::new();
    for language in &Language::ALL[1..] {
        let (files, messages, _) = locale(*language);
        if files != en_files {
            problems.push(format!("{language}: files {files:?} != {en_files:?}"));
        }
        for (id, shape) in &en {
            match messages.get(id) {
                None => problems.push(format!("{language}: missing {id}")),
                Some(s) if s != shape => problems.push(format!("{language}: {id} is {s:?}, English {shape:?}")),
                _ => {}
            }
        }
        for id in messages.keys().filter(|id| !en.contains_key(*id)) {
            problems.push(format!("{language}: obsolete {id}"));
        }
    }
    assert!(problems.is_empty(), "{}", problems.join("\n"));
}

#[test]
fn plural_selectors_cover_each_locales_categories() {
    let mut problems = Vec::new();
    for language in Language::ALL {
        let rules = PluralRules::create(language.langid(), PluralRuleType::CARDINAL).unwrap();
        let used: BTreeSet<String> = (0..=200u32)
            .map(|n| match rules.select(n).unwrap() {
                PluralCategory::ZERO => "zero",
                PluralCategory::ONE => "one",
                PluralCategory::TWO => "two",
                PluralCategory::FEW => "few",
                PluralCategory::MANY => "many",
                PluralCategory::OTHER => "other",
            })
            .map(String::from)
            .collect();
        let (_, _, selects) = locale(language);
        for (id, keys) in selects {
            // A plural select names a category other than the catch-all `other`.
            let plural = keys.iter().any(|k| ["zero", "one", "two", "few", "many"].contains(&k.trim_start_matches('*')));
            if !plural {
                continue;
            }
            for category in &used {
                if !keys.contains(category) {
                    problems.push(format!("{language}: {id} lacks [{category}]"));
                }
            }
            if !keys.contains(&"*other".to_string()) {
                problems.push(format!("{language}: {id} should default to *[other]"));
            }
        }
    }
    assert!(problems.is_empty(), "{}", problems.join("\n"));
}

#[test]
fn every_rule_ability_and_mount_type_has_text_in_every_locale() {
    let catalog = Catalog::get();
    let mut problems = Vec::new();
    for language in Language::ALL {
        let (_, messages, _) = locale(language);
        let mut need = |id: &str, attribute: Option<&str>| match messages.get(id) {
            None => problems.push(format!("{language}: no {id}")),
            Some(s) => {
                if let Some(a) = attribute
                    && !s.attributes.contains(a)
                {
                    problems.push(format!("{language}: {id} lacks .{a}"));
                }
            }
        };
        for rule in RuleId::ALL {
            need(rule.message_id(), Some("body"));
        }
        for ability in Ability::ALL {
            need(ability.message_id(), Some("effect"));
        }
        for mount in MountType::ALL {
            need(mount.message_id(), Some("definition"));
        }
        for chapter in ["core", "cav", "col", "chr"] {
            need(&format!("rules-chapter-{chapter}"), None);
        }
        for entry in catalog.entries() {
            let name = catalog.name(language, entry);
            let text = catalog.explanation(language, entry);
            if name.trim().is_empty() || text.trim().is_empty() {
                problems.push(format!("{language}: {} is empty", entry.id));
            }
        }
    }
    assert!(problems.is_empty(), "{}", problems.join("\n"));
}

#[test]
fn glossary_rules_and_abilities_are_all_there() {
    let catalog = Catalog::get();
    let count = |prefix: &str| catalog.entries().iter().filter(|e| e.id.starts_with(prefix)).count();
    assert_eq!(count("rule-"), RuleId::ALL.len());
    assert_eq!(count("ability-"), 42, "39 abilities plus the none, dead and start markers");
    assert!(count("glossary-") >= 75);
}

fn sample_args(variables: &BTreeSet<String>) -> Vec<(&str, FluentValue<'static>)> {
    variables
        .iter()
        .map(|v| {
            let value =
                if ["count", "clicks", "tokens", "actions", "points", "round", "number", "total", "size"].iter().any(|n| v.contains(n)) {
                    FluentValue::from(2)
                } else {
                    FluentValue::from(format!("<{v}>"))
                };
            (v.as_str(), value)
        })
        .collect()
}

#[test]
fn rendering_never_shows_a_raw_id_or_a_missing_variable() {
    let catalog = Catalog::get();
    let (_, en, _) = locale(Language::En);
    let mut problems = Vec::new();
    for language in Language::ALL {
        for (id, shape) in en.iter().filter(|(id, _)| !id.starts_with('-')) {
            let vars: BTreeSet<String> = shape.variables.values().flatten().cloned().collect();
            let args = sample_args(&vars);
            let mut outputs = Vec::new();
            if shape.has_value {
                outputs.push(catalog.text_args(language, id, &args));
            }
            for attribute in &shape.attributes {
                outputs.push(catalog.attr_args(language, id, attribute, &args));
            }
            for out in outputs {
                let raw_inside =
                    out.split(|c: char| !(c.is_ascii_alphanumeric() || c == '-')).any(|w| en.contains_key(w) && w.contains('-'));
                if raw_inside
                    || out.trim().is_empty()
                    || out == *id
                    || out.contains("No localization")
                    || out.contains("{$")
                    || out.contains("{-")
                {
                    problems.push(format!("{language}: {id} renders as {out:?}"));
                }
            }
        }
    }
    assert!(problems.is_empty(), "{}", problems.join("\n"));
}

#[test]
fn every_locale_is_translated_not_copied_from_english() {
    let catalog = Catalog::get();
    let (_, en, _) = locale(Language::En);
    for language in &Language::ALL[1..] {
        let same: Vec<&String> = en
            .iter()
            .filter(|(id, shape)| !id.starts_with('-') && shape.variables.values().all(BTreeSet::is_empty) && shape.has_value)
            .map(|(id, _)| id)
            .filter(|id| catalog.text(*language, id) == catalog.text(Language::En, id))
            .collect();
        let share = same.len() as f64 / en.len() as f64;
        assert!(share < 0.2, "{language}: {:.0}% of messages are still English: {same:?}", share * 100.0);
    }
}
