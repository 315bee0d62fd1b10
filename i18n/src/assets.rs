//! The Fluent files built into the binary (also in debug builds, so the app never reads
//! them from disk at run time).
//!
//! i18n-embed makes one bundle per file it is given, so a language's `.ftl` files are
//! joined into one resource ([`Locales::joined`]): content stays split by kind in the source
//! (UI, glossary, rules, ...) while messages can still reference each other
//! (`{ glossary-mount }`).
//!
//! With the feature `english-only` (the web build) only English is built in: it is the
//! fallback for every message, and a player reads one language, so the page downloads the
//! other five only when they are needed (`scripts/web.sh` ships each as
//! `locales/<code>.ftl`, joined the same way, and the app adds it to the catalog).

use std::borrow::Cow;

use rust_embed::RustEmbed;

use crate::language::Language;

#[cfg(not(feature = "english-only"))]
#[derive(RustEmbed)]
#[folder = "locales/"]
struct Embedded;

#[cfg(feature = "english-only")]
#[derive(RustEmbed)]
#[folder = "locales/en/"]
#[prefix = "en/"]
struct Embedded;

/// The Fluent files built into the binary.
pub struct Locales;

impl Locales {
    /// `(path, text)` of each built-in file for one language code, sorted by path.
    pub fn files(language: &str) -> Vec<(String, Cow<'static, [u8]>)> {
        let prefix = format!("{language}/");
        let mut files: Vec<_> = Embedded::iter()
            .filter(|path| path.starts_with(&prefix) && path.ends_with(".ftl"))
            .filter_map(|path| Embedded::get(&path).map(|file| (path.to_string(), file.data)))
            .collect();
        files.sort_by(|a, b| a.0.cmp(&b.0));
        files
    }

    /// Whether a language is built in (every one natively; English alone on the web).
    pub fn has(language: Language) -> bool {
        let prefix = format!("{}/", language.code());
        Embedded::iter().any(|path| path.starts_with(&prefix))
    }

    /// A built-in language's files as one Fluent resource: each file in path order,
    /// followed by a line break (`scripts/web.sh` joins the shipped ones the same way).
    pub fn joined(language: Language) -> Option<Vec<u8>> {
        let files = Locales::files(language.code());
        if files.is_empty() {
            return None;
        }
        let mut joined = Vec::new();
        for (_, data) in files {
            joined.extend_from_slice(&data);
            joined.push(b'\n');
        }
        Some(joined)
    }
}
