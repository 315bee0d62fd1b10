//! A report declared beside its variants (`dialkeeper_core::reports!`) as a sentence:
//! the one place its words become Fluent values, below every text module that says one.

use dialkeeper_core::Word;
use dialkeeper_i18n::{Catalog, FluentValue, Language};

/// A report declared with its id and the values it names (`dialkeeper_core::reports!`),
/// as a sentence.
pub(super) fn report(lang: Language, id: &str, words: Vec<(&'static str, Word)>) -> String {
    let values: Vec<(&str, FluentValue)> = words
        .into_iter()
        .map(|(name, word)| {
            let value = match word {
                Word::Number(n) => FluentValue::from(n),
                Word::Flag(b) => super::engine::flag(b),
                Word::Text(text) => FluentValue::from(text),
                Word::Message(id) => FluentValue::from(Catalog::get().text(lang, id)),
                // Named by the caller that has the setup (`setup_error`); counted from 1
                // where none is at hand.
                Word::Player(p) => FluentValue::from(i64::from(p.0) + 1),
                Word::ArmyFigure(_, index) => FluentValue::from(index as i64 + 1),
                Word::Worded => {
                    debug_assert!(false, "{id}: ${name} was left for the text layer to word, and it did not");
                    FluentValue::from("…")
                }
            };
            (name, value)
        })
        .collect();
    Catalog::get().text_args(lang, id, &values)
}

/// Puts the text layer's own wording in the place a declaration left for it
/// ([`Word::Worded`]).
pub(super) fn worded(words: &mut [(&'static str, Word)], name: &str, text: String) {
    match words.iter_mut().find(|(n, word)| *n == name && *word == Word::Worded) {
        Some((_, word)) => *word = Word::Text(text),
        None => debug_assert!(false, "no ${name} is left for the text layer to word in {words:?}"),
    }
}
