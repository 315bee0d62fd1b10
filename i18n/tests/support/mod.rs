//! What the text tests read: every message and attribute of a locale's Fluent files, as
//! plain text with each placeable (a variable, a term, a selector) marked by a break.
#![allow(dead_code)] // each test target uses the part it needs

use std::path::Path;

use fluent_syntax::ast;
use fluent_syntax::parser::parse;

/// Stands where a placeable was: never a word of any text.
pub const BREAK: char = '\u{1}';

/// U+00AD, where a long word may break (and shows a hyphen only there).
pub const SOFT_HYPHEN: char = '\u{ad}';

/// One message's value or one attribute, with where it is.
pub struct Text {
    /// The file, e.g. `rules.ftl`.
    pub file: String,
    /// `id` for a value, `id.attribute` for an attribute.
    pub id: String,
    /// Whether this is the message's value (not an attribute).
    pub is_value: bool,
    pub text: String,
}

fn pattern_text(pattern: &ast::Pattern<&str>, out: &mut String) {
    for element in &pattern.elements {
        match element {
            ast::PatternElement::TextElement { value } => out.push_str(value),
            ast::PatternElement::Placeable { expression } => {
                out.push_str(&format!(" {BREAK} "));
                if let ast::Expression::Select { variants, .. } = expression {
                    for v in variants {
                        pattern_text(&v.value, out);
                        out.push_str(&format!(" {BREAK} "));
                    }
                }
            }
        }
    }
}

/// Each Fluent file of `language` as (file name, source), in file order.
pub fn sources(language: &str) -> Vec<(String, String)> {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("locales").join(language);
    let mut files: Vec<_> = std::fs::read_dir(dir).unwrap().flatten().map(|e| e.path()).collect();
    files.sort();
    files.iter().map(|p| (p.file_name().unwrap().to_string_lossy().to_string(), std::fs::read_to_string(p).unwrap())).collect()
}

/// Every message value and attribute of `language`'s files, in file order.
pub fn texts(language: &str) -> Vec<Text> {
    let mut out = Vec::new();
    for (file, source) in sources(language) {
        let resource = parse(source.as_str()).unwrap_or_else(|(r, _)| r);
        for entry in &resource.body {
            let (id, value, attributes) = match entry {
                ast::Entry::Message(m) => (m.id.name, m.value.as_ref(), &m.attributes),
                ast::Entry::Term(t) => (t.id.name, Some(&t.value), &t.attributes),
                _ => continue,
            };
            if let Some(v) = value {
                let mut text = String::new();
                pattern_text(v, &mut text);
                out.push(Text { file: file.clone(), id: id.to_string(), is_value: true, text });
            }
            for a in attributes {
                let mut text = String::new();
                pattern_text(&a.value, &mut text);
                out.push(Text { file: file.clone(), id: format!("{id}.{}", a.id.name), is_value: false, text });
            }
        }
    }
    out
}

/// The six languages' folder names.
pub const LANGUAGES: [&str; 6] = ["en", "fr", "es", "de", "it", "nl"];

/// Lower case words, apostrophes and punctuation as breaks, so "L’unité" and "l'unité"
/// and "l unité" read the same. A placeable's [`BREAK`] stays, as a word no text has.
pub fn words(text: &str) -> Vec<String> {
    // A soft hyphen is where a long word may break on a narrow screen; it is no letter
    // and no gap, so "Ver\u{ad}tei\u{ad}di\u{ad}gung" is the one word "verteidigung".
    let text = text.replace(SOFT_HYPHEN, "");
    text.split(|c: char| !(c.is_alphanumeric() || c == BREAK)).filter(|w| !w.is_empty()).map(str::to_lowercase).collect()
}
