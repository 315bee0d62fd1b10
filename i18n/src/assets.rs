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
//! other five only when they are needed (`scripts/web.sh` ships each in two [halves](Half)
//! and its entries' [names](Names), joined the same way, and the app adds them to the
//! catalog).

use std::borrow::Cow;

#[cfg(not(feature = "english-first"))]
use rust_embed::RustEmbed;

use crate::language::Language;

#[cfg(not(feature = "english-only"))]
#[derive(RustEmbed)]
#[folder = "locales/"]
struct Embedded;

#[cfg(all(feature = "english-only", not(feature = "english-first")))]
#[derive(RustEmbed)]
#[folder = "locales/en/"]
#[prefix = "en/"]
struct Embedded;

/// English's files a first screen needs (the app's own words, sharing's); the others
/// (abilities, events, the glossary, the rules, the refusals) are English's rest.
macro_rules! english_first {
    ($($file:literal),*) => {
        /// English's files the page's wasm holds with `english-first`; `scripts/web.sh`
        /// ships the rest as `locales/en-rest.ftl`, read from this line.
        pub(crate) const ENGLISH_FIRST: &[&str] = &[$($file),*];
        #[cfg(feature = "english-first")]
        const ENGLISH_FIRST_TEXTS: &[(&str, &[u8])] = &[$(($file, {
            const TEXT: &[u8] = include_bytes!(concat!("../locales/en/", $file));
            static PLAIN: ([u8; TEXT.len()], usize) = without_comments(TEXT);
            PLAIN.0.split_at(PLAIN.1).0
        })),*];
    };
}

/// A Fluent file without its comment lines, at build time: its bytes in the page's first
/// module, and its length (the rest of the array is zeros, which gzip all but drops).
/// Comments (translators' notes) start a line with `#`; no line of a message does, so the
/// messages are unchanged (`scripts/web.sh` drops them from the shipped files the same way).
#[cfg_attr(not(feature = "english-first"), allow(dead_code))]
pub(crate) const fn without_comments<const N: usize>(text: &[u8]) -> ([u8; N], usize) {
    let (mut out, mut len, mut at) = ([0u8; N], 0, 0);
    while at < text.len() {
        let comment = text[at] == b'#';
        while at < text.len() {
            let byte = text[at];
            at += 1;
            if !comment {
                out[len] = byte;
                len += 1;
            }
            if byte == b'\n' {
                break;
            }
        }
    }
    (out, len)
}
english_first!("app.ftl", "sharing.ftl");

/// Each other language's files of its entries (the glossary, the abilities, the rules),
/// which the Rules search reads. On the web, a language's Rules half comes once a player
/// chooses it; before that, its entries' [names](Names) alone.
macro_rules! rules_half {
    ($($file:literal),*) => {
        /// The files of a language's [`Half::Rules`]; `scripts/web.sh` reads this line.
        pub(crate) const RULES_HALF: &[&str] = &[$($file),*];
    };
}
rules_half!("abilities.ftl", "glossary.ftl", "rules.ftl");

/// The two halves a language other than English ships in on the web, each one file of
/// its `.ftl` files joined ([`Locales::joined`]'s way), added to the catalog as it comes
/// ([`Catalog::add`](crate::Catalog::add)).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Half {
    /// Its entries ([`RULES_HALF`]): downloaded once a player chooses the language, with
    /// the Screens half, and kept offline from then on (`web/sw.js`).
    Rules,
    /// The rest: the screens' words, events, refusals, sharing. Downloaded once a player
    /// chooses the language, and kept offline from then on (`web/sw.js`).
    Screens,
}

impl Half {
    /// Both halves, in the order a language's text is joined.
    pub const ALL: [Half; 2] = [Half::Rules, Half::Screens];

    /// The half a file of a language belongs to (`glossary.ftl`).
    pub fn of_file(file: &str) -> Half {
        if RULES_HALF.contains(&file) { Half::Rules } else { Half::Screens }
    }

    /// Where the web build ships a language's half, from the page's folder.
    pub fn file(self, language: Language) -> String {
        let suffix = match self {
            Half::Rules => "rules",
            Half::Screens => "screens",
        };
        format!("locales/{}-{suffix}.ftl", language.code())
    }

    /// A language's built-in files of this half, joined as `scripts/web.sh` ships them.
    pub fn joined(self, language: Language) -> Vec<u8> {
        let files = Locales::files(language.code());
        join(files.into_iter().filter(|(path, _)| path.rsplit('/').next().is_some_and(|file| Half::of_file(file) == self)))
    }
}

/// A language's entries' names alone, on the web: what the Rules search reads of a
/// language whose Rules half the phone does not keep. Every language's are kept offline,
/// so a term is still found by its name in any of them (a few KB each, where a Rules half
/// with its explanations is about 16 KB gzip); a language's Rules half is kept once a
/// player chooses it, with its Screens half (`web/sw.js`).
pub struct Names;

impl Names {
    /// Where the web build ships a language's names, from the page's folder.
    pub fn file(language: Language) -> String {
        format!("locales/{}-names.ftl", language.code())
    }

    /// A language's names as `scripts/web.sh` ships them: each line of its Rules half that
    /// begins a message (`glossary-mount = Mount`), its attributes and comments left out.
    /// An entry's name is one line: `i18n`'s tests check that each reads as in the half.
    pub fn joined(language: Language) -> Vec<u8> {
        let half = Half::Rules.joined(language);
        let mut names = Vec::new();
        for line in half.split_inclusive(|b| *b == b'\n').filter(|line| Names::begins_a_message(line)) {
            names.extend_from_slice(line);
        }
        names
    }

    /// `scripts/web.sh`'s test of a line, `^[a-z][a-z0-9-]* = `: a message's id and its value.
    fn begins_a_message(line: &[u8]) -> bool {
        let id = line.iter().take_while(|b| b.is_ascii_lowercase() || b.is_ascii_digit() || **b == b'-').count();
        line.first().is_some_and(u8::is_ascii_lowercase) && line[id..].starts_with(b" = ")
    }
}

/// With `english-first` (the split page): English's first files alone, named as
/// rust-embed names them.
#[cfg(feature = "english-first")]
struct Embedded;

#[cfg(feature = "english-first")]
impl Embedded {
    fn iter() -> impl Iterator<Item = Cow<'static, str>> {
        ENGLISH_FIRST.iter().map(|file| Cow::Owned(format!("en/{file}")))
    }

    fn get(path: &str) -> Option<FirstFile> {
        let file = path.strip_prefix("en/")?;
        let (_, data) = ENGLISH_FIRST_TEXTS.iter().find(|(name, _)| *name == file)?;
        Some(FirstFile { data: Cow::Borrowed(data) })
    }
}

/// One of English's first files, as rust-embed's files are read here.
#[cfg(feature = "english-first")]
struct FirstFile {
    data: Cow<'static, [u8]>,
}

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

    /// Whether English is built in whole: not on the split page (`english-first`), whose
    /// English rest comes as a file ([`Catalog::add_english_rest`](crate::Catalog::add_english_rest)).
    pub const ENGLISH_WHOLE: bool = !cfg!(feature = "english-first");

    /// Whether a language is built in (every one natively; English alone on the web).
    pub fn has(language: Language) -> bool {
        let prefix = format!("{}/", language.code());
        Embedded::iter().any(|path| path.starts_with(&prefix))
    }

    /// A built-in language's files as one Fluent resource: each file in path order,
    /// followed by a line break (`scripts/web.sh` joins the shipped ones the same way).
    pub fn joined(language: Language) -> Option<Vec<u8>> {
        let files = Locales::files(language.code());
        (!files.is_empty()).then(|| join(files))
    }

    /// English's first files ([`ENGLISH_FIRST`]) as one resource, joined the same way.
    pub(crate) fn joined_first() -> Vec<u8> {
        join(Locales::files("en").into_iter().filter(|(path, _)| first_file(path)))
    }
}

/// Whether an English file's path (`en/app.ftl`) names one of [`ENGLISH_FIRST`].
pub(crate) fn first_file(path: &str) -> bool {
    path.strip_prefix("en/").is_some_and(|file| ENGLISH_FIRST.contains(&file))
}

/// Files' texts in the order given, a line break after each.
pub(crate) fn join(files: impl IntoIterator<Item = (String, Cow<'static, [u8]>)>) -> Vec<u8> {
    let mut joined = Vec::new();
    for (_, data) in files {
        joined.extend_from_slice(&data);
        joined.push(b'\n');
    }
    joined
}
