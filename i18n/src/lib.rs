//! Dialkeeper's localization: Fluent resources for English, French, Spanish, German,
//! Italian and Dutch, a loader over them, and a search across every language.
//!
//! Resources live in `locales/<lang>/*.ftl` (see this crate's README for the id
//! contract) and are built into the binary (on the web English alone, the others added
//! at run time: `assets.rs`). English is the fallback.
#![deny(missing_docs)]
#![forbid(unsafe_code)]

mod assets;
mod catalog;
mod fold;
mod language;
mod search;
mod termbase;
mod variables;

pub use assets::{Half, Locales, Names};
pub use catalog::{Catalog, Entry, EntryKind, FluentValue, ability_numbers};
pub use fold::fold;
pub use language::Language;
pub use search::{Hit, MatchTier, SearchIndex, rule_query};
pub use termbase::{TermFacts, rules_of, terms};
pub use variables::message_variables;

/// `fl!(loader, "message-id", args…)`: a message whose id (and argument names) the
/// compiler checks against the English UI strings.
pub use i18n_embed_fl::fl;
