//! The loaded translations: one Fluent loader per language, built once and shared.

use std::borrow::Cow;
use std::sync::OnceLock;

use dialkeeper_core::{Ability, RuleId};

use fluent_bundle::FluentResource;
use i18n_embed::fluent::{FluentLanguageLoader, fluent_language_loader};
use i18n_embed::{I18nAssets, LanguageLoader};

use crate::assets::{Half, Locales};
use crate::language::Language;

/// Argument values for messages with variables (`{ $count }`, `{ $figure }`).
pub use fluent_bundle::FluentValue;

/// What kind of lookup entry a message is.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum EntryKind {
    /// A game term (`glossary-*`), with a `.definition`.
    Glossary,
    /// A rule of the catalog (`rule-*`), with a `.body`.
    Rule,
    /// A special ability (`ability-*`), with an `.effect`.
    Ability,
}

impl EntryKind {
    /// All kinds, in the order lookup lists them.
    pub const ALL: [EntryKind; 3] = [EntryKind::Glossary, EntryKind::Rule, EntryKind::Ability];

    /// The message-id prefix of this kind.
    pub const fn prefix(self) -> &'static str {
        match self {
            EntryKind::Glossary => "glossary-",
            EntryKind::Rule => "rule-",
            EntryKind::Ability => "ability-",
        }
    }

    /// The attribute holding the entry's explanation.
    pub const fn text_attribute(self) -> &'static str {
        match self {
            EntryKind::Glossary => "definition",
            EntryKind::Rule => "body",
            EntryKind::Ability => "effect",
        }
    }

    /// The kind of a message id, if it is a lookup entry.
    pub fn of(id: &str) -> Option<EntryKind> {
        EntryKind::ALL.into_iter().find(|k| id.starts_with(k.prefix()))
    }
}

/// A glossary term, rule or ability, by its message id.
#[derive(Debug, Clone, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Entry {
    /// Its kind.
    pub kind: EntryKind,
    /// Its Fluent message id, e.g. `"glossary-base-slot"`.
    pub id: String,
}

impl Entry {
    /// The rule of the catalog this entry states, if it is a rule.
    pub fn rule(&self) -> Option<RuleId> {
        if self.kind != EntryKind::Rule {
            return None;
        }
        RuleId::ALL.iter().copied().find(|r| r.message_id() == self.id)
    }

    /// Where a rule stands in the catalog (CORE first); after every rule for the rest.
    fn rule_place(&self) -> usize {
        self.rule().and_then(|r| RuleId::ALL.iter().position(|x| *x == r)).unwrap_or(RuleId::ALL.len())
    }
}

/// Every language's loader, each loaded the first time it is asked for: a start in one
/// language parses that language's resources (and English, the fallback) and no others,
/// which keeps them off the first paint. Cheap to share: get it with [`Catalog::get`].
///
/// A language not built in (the web build has English alone, see `assets.rs`) comes in
/// two [halves](Half), each [added](Catalog::add) when it arrives: its Rules half (the
/// glossary, the abilities, the rules) and its Screens half, both needed once a player
/// chooses the language. An entry reads in a language once its Rules half came, every
/// other message once both did; until then English stands in. Before that, the language's
/// entries' [names](crate::Names) alone may come ([`Catalog::add_names`]): the Rules search
/// finds a term by its name in every language, and the Rules screen lists each entry's
/// names. A loader is built from the texts here the first time it is asked for, and
/// again after another came.
///
/// The split web page holds English's first files alone (`assets.rs`, `english-first`):
/// its rest (abilities, events, the glossary, the rules, the refusals) is
/// [added](Catalog::add_english_rest) once the first screen is drawn, and every loader
/// is built again then, since each stands on English. The screens that say those words
/// wait for it (`web/split-loader.js`).
pub struct Catalog {
    /// Whether a language is built into the binary.
    built_in: fn(Language) -> bool,
    /// Whether English is built in whole, or its first files alone.
    english_whole: bool,
    /// Each half of each language not built in, once it came, by [`Half`].
    added: [[OnceLock<String>; Language::ALL.len()]; Half::ALL.len()],
    /// Each language's entries' names alone, once they came.
    names: [OnceLock<String>; Language::ALL.len()],
    /// English's rest, once it came (never, where English is built in whole).
    english_rest: OnceLock<String>,
    /// Each language's loader for each set of texts here: English's rest, the language's
    /// Rules half, its Screens half and its names, each here or not ([`Catalog::texts_here`]).
    loaders: [[OnceLock<FluentLanguageLoader>; Language::ALL.len()]; 16],
    /// Built once English is whole: every entry is in its rest.
    entries: OnceLock<Vec<Entry>>,
}

/// Why a language's text was not added.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum AddError {
    /// Not Fluent, or Fluent with errors (a broken download, an error page).
    #[error("the {language} text is not Fluent: {errors} errors")]
    NotFluent {
        /// The language.
        language: Language,
        /// How many errors the parser found.
        errors: usize,
    },
    /// Fluent with no message in it (an empty file).
    #[error("the {0} text holds no message")]
    Empty(Language),
}

impl Catalog {
    /// A catalog over the built-in languages, for [`Catalog::get`] and tests.
    const fn new(built_in: fn(Language) -> bool, english_whole: bool) -> Catalog {
        Catalog {
            built_in,
            english_whole,
            added: [const { [const { OnceLock::new() }; Language::ALL.len()] }; Half::ALL.len()],
            names: [const { OnceLock::new() }; Language::ALL.len()],
            english_rest: OnceLock::new(),
            loaders: [const { [const { OnceLock::new() }; Language::ALL.len()] }; 16],
            entries: OnceLock::new(),
        }
    }

    /// The process-wide catalog.
    pub fn get() -> &'static Catalog {
        static CATALOG: Catalog = Catalog::new(Locales::has, Locales::ENGLISH_WHOLE);
        &CATALOG
    }

    /// Whether every English word is here: built in whole, or its rest added.
    pub fn english_whole(&self) -> bool {
        self.english_whole || self.english_rest.get().is_some()
    }

    /// Adds English's rest (`locales/en-rest.ftl`: its files beyond the first, joined as
    /// `scripts/web.sh` ships them). Kept once; a text that is not sound Fluent is refused,
    /// and can be asked for again.
    pub fn add_english_rest(&self, text: String) -> Result<(), AddError> {
        if self.english_whole() {
            return Ok(());
        }
        let _ = self.english_rest.set(sound(Language::En, text)?);
        Ok(())
    }

    /// Whether every word of a language is here (built in, or both its halves added),
    /// rather than English standing in for some of it.
    pub fn has_language(&self, language: Language) -> bool {
        Half::ALL.into_iter().all(|half| self.has_half(language, half))
    }

    /// Whether a language's entries (glossary, rules, abilities) read in it: its Rules
    /// half is here, built in or added. The Rules search looks in these languages.
    pub fn has_rules(&self, language: Language) -> bool {
        self.has_half(language, Half::Rules)
    }

    /// Whether a language's entries' names are here (its Rules half, or its names alone):
    /// the Rules search finds a term by its name in these languages.
    pub fn has_names(&self, language: Language) -> bool {
        self.has_rules(language) || self.names[language as usize].get().is_some()
    }

    /// Whether one half of a language is here, built in or added.
    pub fn has_half(&self, language: Language, half: Half) -> bool {
        (self.built_in)(language) || self.added[half as usize][language as usize].get().is_some()
    }

    /// Adds one half of a language's text (its files joined, as `scripts/web.sh` ships
    /// them: [`Half::file`]). A half already here is kept as it is; a text that is not
    /// sound Fluent is refused, so English keeps standing in and it can be asked for again.
    pub fn add(&self, language: Language, half: Half, text: String) -> Result<(), AddError> {
        if self.has_half(language, half) {
            return Ok(());
        }
        let _ = self.added[half as usize][language as usize].set(sound(language, text)?);
        Ok(())
    }

    /// Adds a language's entries' names alone (`locales/<code>-names.ftl`: [`crate::Names`]), for
    /// the Rules search while its Rules half is not here. Kept once, and not needed once the
    /// Rules half is here; a text that is not sound Fluent is refused, and can be asked for
    /// again.
    pub fn add_names(&self, language: Language, text: String) -> Result<(), AddError> {
        if self.has_names(language) {
            return Ok(());
        }
        let _ = self.names[language as usize].set(sound(language, text)?);
        Ok(())
    }

    /// The names a language's loader takes: its names alone, while its Rules half (which
    /// holds them) is not here.
    fn names_alone(&self, language: Language) -> Option<&String> {
        self.names[language as usize].get().filter(|_| !self.has_half(language, Half::Rules))
    }

    /// Which of a language's loaders stands for the texts here now: English's rest, and
    /// the language's two halves and its names alone, each here or not.
    fn texts_here(&self, language: Language) -> usize {
        usize::from(self.english_rest.get().is_some())
            | usize::from(self.has_half(language, Half::Rules)) << 1
            | usize::from(self.has_half(language, Half::Screens)) << 2
            | usize::from(self.names_alone(language).is_some()) << 3
    }

    /// One language's loader, English behind it for any message it lacks.
    fn load(&self, language: Language) -> FluentLanguageLoader {
        let loader: FluentLanguageLoader = fluent_language_loader!();
        let mut wanted = vec![language.langid()];
        if language != Language::En {
            wanted.push(Language::En.langid());
        }
        loader.load_languages(&Texts(self), &wanted).expect("a language here has its text");
        // Isolation marks show as boxes in some webviews; our args are plain names and numbers.
        loader.set_use_isolating(false);
        loader
    }

    /// The loader of one language (falling back to English), for `fl!`. English itself
    /// until every word of the language came ([`Catalog::has_language`]).
    pub fn loader(&self, language: Language) -> &FluentLanguageLoader {
        if language != Language::En && !self.has_language(language) {
            return self.loader_here(Language::En);
        }
        self.loader_here(language)
    }

    /// The loader for a language's entries: its own once its Rules half or its names came,
    /// which the Rules screen and search read before a player ever chooses the language.
    fn entry_loader(&self, language: Language) -> &FluentLanguageLoader {
        if language != Language::En && !self.has_names(language) {
            return self.loader_here(Language::En);
        }
        self.loader_here(language)
    }

    /// A language's loader over the texts here now, built the first time it is asked for.
    fn loader_here(&self, language: Language) -> &FluentLanguageLoader {
        self.loaders[self.texts_here(language)][language as usize].get_or_init(|| self.load(language))
    }

    /// A message's value.
    pub fn text(&self, language: Language, id: &str) -> String {
        self.loader(language).get(id)
    }

    /// A message's value with arguments.
    pub fn text_args(&self, language: Language, id: &str, args: &[(&str, FluentValue<'_>)]) -> String {
        let map = args.iter().map(|(k, v)| (*k, v.clone())).collect();
        self.loader(language).get_args_concrete(id, map)
    }

    /// One attribute of a message.
    pub fn attr(&self, language: Language, id: &str, attribute: &str) -> String {
        self.loader(language).get_attr(id, attribute)
    }

    /// Whether the language itself (not the fallback) has this message.
    pub fn has(&self, language: Language, id: &str) -> bool {
        let (here, loader) = match EntryKind::of(id) {
            Some(_) => (self.has_rules(language), self.entry_loader(language)),
            None => (self.has_language(language), self.loader(language)),
        };
        here && loader.with_message_iter(&language.langid(), |messages| {
            for m in messages {
                if m.id.name == id {
                    return true;
                }
            }
            false
        })
    }

    /// Every glossary term, rule and ability, sorted by kind, then the rules in catalog
    /// order (CORE, CAV, COL, CHR, each by number), the rest by id.
    /// None before English's rest came (they are all in it).
    pub fn entries(&self) -> &[Entry] {
        if !self.english_whole() {
            return &[];
        }
        self.entries.get_or_init(|| {
            let english = self.loader(Language::En);
            let mut entries: Vec<Entry> = english.with_message_iter(&Language::En.langid(), |messages| {
                messages.filter_map(|m| EntryKind::of(m.id.name).map(|kind| Entry { kind, id: m.id.name.to_string() })).collect()
            });
            entries.sort_by(|a, b| (a.kind, a.rule_place(), &a.id).cmp(&(b.kind, b.rule_place(), &b.id)));
            entries.dedup();
            entries
        })
    }

    /// An entry's name as the screens show it: in the language shown, so English until
    /// every word of the language came, as the screen's own words are.
    pub fn name(&self, language: Language, entry: &Entry) -> String {
        self.loader(language).get(&entry.id)
    }

    /// An entry's name in a language as the Rules search reads it, and lists it beside
    /// the others: there once the language's Rules half or its names came, chosen or not.
    pub fn search_name(&self, language: Language, entry: &Entry) -> String {
        self.entry_loader(language).get(&entry.id)
    }

    /// An entry's explanation (definition, rule body or effect) as the screens show it
    /// (the language shown, as [`Catalog::name`]). An ability's effect gets its numbers
    /// from the engine ([`Ability::numbers`]).
    pub fn explanation(&self, language: Language, entry: &Entry) -> String {
        explanation_by(self.loader(language), entry)
    }

    /// An entry's explanation in a language as the Rules search reads it (as
    /// [`Catalog::search_name`]): none where only the language's names are here, rather
    /// than English's under the language's name.
    pub fn search_text(&self, language: Language, entry: &Entry) -> String {
        if !self.has_rules(language) {
            return String::new();
        }
        explanation_by(self.entry_loader(language), entry)
    }

    /// Where the source documents differ from the rule an entry states, the note that says
    /// so (its `.sources` attribute), shown apart from the rule under a "Sources" label.
    pub fn sources(&self, language: Language, entry: &Entry) -> Option<String> {
        self.optional_attr(language, entry, "sources")
    }

    /// Where `docs/RULINGS.md` records how the app reads an open or disputed rule, that
    /// reading in a player's words (the entry's `.ruling` attribute), shown under a
    /// "How this app plays it" label.
    pub fn ruling(&self, language: Language, entry: &Entry) -> Option<String> {
        self.optional_attr(language, entry, "ruling")
    }

    /// An attribute only some entries have: `None` where English has none.
    fn optional_attr(&self, language: Language, entry: &Entry, attribute: &str) -> Option<String> {
        let has = self.loader(Language::En).with_message_iter(&Language::En.langid(), |messages| {
            for m in messages {
                if m.id.name == entry.id {
                    return m.attributes.iter().any(|a| a.id.name == attribute);
                }
            }
            false
        });
        has.then(|| self.loader(language).get_attr(&entry.id, attribute))
    }

    /// One attribute of a message, with arguments.
    pub fn attr_args(&self, language: Language, id: &str, attribute: &str, args: &[(&str, FluentValue<'_>)]) -> String {
        let map = args.iter().map(|(k, v)| (*k, v.clone())).collect();
        self.loader(language).get_attr_args_concrete(id, attribute, map)
    }
}

/// An entry's explanation from one loader, an ability's with its numbers.
fn explanation_by(loader: &FluentLanguageLoader, entry: &Entry) -> String {
    let attribute = entry.kind.text_attribute();
    match Ability::ALL.iter().copied().find(|a| a.message_id() == entry.id) {
        Some(ability) => loader.get_attr_args_concrete(&entry.id, attribute, ability_numbers(ability).into_iter().collect()),
        None => loader.get_attr(&entry.id, attribute),
    }
}

/// An ability's numbers as Fluent arguments, by the names its texts use.
pub fn ability_numbers(ability: Ability) -> Vec<(&'static str, FluentValue<'static>)> {
    ability.numbers().iter().map(|(name, value)| (*name, FluentValue::from(*value as f64))).collect()
}

/// The catalog's texts as i18n-embed asks for them: one file per language
/// (`<code>/app.ftl`), answered with the language's texts here, built in or added.
struct Texts<'a>(&'a Catalog);

impl I18nAssets for Texts<'_> {
    fn get_files(&self, file_path: &str) -> Vec<Cow<'_, [u8]>> {
        let Some(language) = file_path.split('/').next().and_then(|code| code.parse::<Language>().ok()) else {
            return Vec::new();
        };
        if !(self.0.built_in)(language) {
            // One resource, as English's: the Screens half's words may name the Rules half's.
            let halves = Half::ALL.map(|half| self.0.added[half as usize][language as usize].get());
            let texts = halves.into_iter().chain([self.0.names_alone(language)]).flatten().map(String::as_str);
            return vec![Cow::Owned(texts.collect::<Vec<_>>().join("\n").into_bytes())];
        }
        if language == Language::En && !self.0.english_whole {
            // One resource, as for any language: the first files' words name the rest's.
            let mut english = Locales::joined_first();
            english.extend_from_slice(self.0.english_rest.get().map_or(&b""[..], |rest| rest.as_bytes()));
            return vec![Cow::Owned(english)];
        }
        Locales::joined(language).map(Cow::Owned).into_iter().collect()
    }

    fn filenames_iter(&self) -> Box<dyn Iterator<Item = String> + '_> {
        let here = Language::ALL.into_iter().filter(|l| self.0.has_names(*l) || self.0.has_half(*l, Half::Screens));
        Box::new(here.map(|l| format!("{}/app.ftl", l.code())))
    }
}

/// A language's text, if it is sound Fluent with a message in it.
fn sound(language: Language, text: String) -> Result<String, AddError> {
    match FluentResource::try_new(text) {
        Err((_, errors)) => Err(AddError::NotFluent { language, errors: errors.len() }),
        Ok(resource) if !resource.entries().any(|e| matches!(e, fluent_syntax::ast::Entry::Message(_))) => Err(AddError::Empty(language)),
        Ok(resource) => Ok(resource.source().to_string()),
    }
}

#[cfg(test)]
#[path = "catalog_tests.rs"]
mod tests;
