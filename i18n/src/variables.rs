//! The variables each message's value names, read from a built-in language's files: a
//! message given values at run time (a store fault, a file report) is checked against them
//! by the tests, as `fl!` checks a message whose id is written in the code.

use std::collections::{BTreeMap, BTreeSet};

use fluent_syntax::ast::{Entry, Expression, InlineExpression, Pattern, PatternElement};

use crate::{Language, Locales};

/// Every message of a built-in language, by id, with the variables its value names (in
/// every variant of a selector, and the selector's own); `None` when the language is not
/// built in or does not parse.
pub fn message_variables(language: Language) -> Option<BTreeMap<String, BTreeSet<String>>> {
    let text = String::from_utf8(Locales::joined(language)?).ok()?;
    let resource = fluent_syntax::parser::parse(text.as_str()).ok()?;
    let mut messages = BTreeMap::new();
    for entry in &resource.body {
        if let Entry::Message(message) = entry {
            let mut names = BTreeSet::new();
            if let Some(value) = &message.value {
                pattern(value, &mut names);
            }
            messages.insert(message.id.name.to_string(), names);
        }
    }
    Some(messages)
}

fn pattern(pattern: &Pattern<&str>, names: &mut BTreeSet<String>) {
    for element in &pattern.elements {
        if let PatternElement::Placeable { expression } = element {
            self::expression(expression, names);
        }
    }
}

fn expression(expression: &Expression<&str>, names: &mut BTreeSet<String>) {
    match expression {
        Expression::Select { selector, variants } => {
            inline(selector, names);
            variants.iter().for_each(|v| pattern(&v.value, names));
        }
        Expression::Inline(expression) => inline(expression, names),
    }
}

fn inline(expression: &InlineExpression<&str>, names: &mut BTreeSet<String>) {
    match expression {
        InlineExpression::VariableReference { id } => {
            names.insert(id.name.to_string());
        }
        InlineExpression::FunctionReference { arguments, .. } | InlineExpression::TermReference { arguments: Some(arguments), .. } => {
            arguments.positional.iter().for_each(|a| inline(a, names));
            arguments.named.iter().for_each(|a| inline(&a.value, names));
        }
        InlineExpression::Placeable { expression } => self::expression(expression, names),
        _ => {}
    }
}
