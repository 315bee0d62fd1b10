//! The Fluent files, embedded in the binary (also in debug builds, so the app never reads
//! them from disk at run time).
//!
//! i18n-embed asks for one file per language (`<lang>/app.ftl`); we answer with every
//! `.ftl` of that language joined into one resource, so content stays split by kind in
//! the source (UI, glossary, rules, ...) while messages can still reference each other
//! (`{ glossary-mount }`): i18n-embed makes one bundle per file it is given.

use std::borrow::Cow;

use i18n_embed::I18nAssets;
use rust_embed::RustEmbed;

#[derive(RustEmbed)]
#[folder = "locales/"]
struct Embedded;

/// Every Fluent file of every language.
pub struct Locales;

impl Locales {
    /// `(path, text)` of each file for one language code, sorted by path.
    pub fn files(language: &str) -> Vec<(String, Cow<'static, [u8]>)> {
        let prefix = format!("{language}/");
        let mut files: Vec<_> = Embedded::iter()
            .filter(|path| path.starts_with(&prefix) && path.ends_with(".ftl"))
            .filter_map(|path| Embedded::get(&path).map(|file| (path.to_string(), file.data)))
            .collect();
        files.sort_by(|a, b| a.0.cmp(&b.0));
        files
    }
}

impl I18nAssets for Locales {
    fn get_files(&self, file_path: &str) -> Vec<Cow<'_, [u8]>> {
        let language = file_path.split('/').next().unwrap_or_default();
        let files = Locales::files(language);
        if files.is_empty() {
            return Vec::new();
        }
        let mut joined = Vec::new();
        for (_, data) in files {
            joined.extend_from_slice(&data);
            joined.push(b'\n');
        }
        vec![Cow::Owned(joined)]
    }

    fn filenames_iter(&self) -> Box<dyn Iterator<Item = String>> {
        Box::new(Embedded::iter().map(|p| p.to_string()))
    }
}
