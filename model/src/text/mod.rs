//! The only place the app makes words: labels, the engine's events and refusals, and
//! every error the player is told about. Every string comes from Fluent.
//!
//! - `labels`: names of actions, phases, sections, stats, proficiencies;
//! - `engine`: events and refusals, from their typed arguments;
//! - `editor`: the dial editor's problems;
//! - `errors`: store faults, setup, file, import and start-up errors;
//! - `score`: the game clock, the ways a game ends, the score and a game's result;
//! - `table`: the table's sentences: turn, cards, clock, attack panel, undo;
//! - `games`: the games list, backups, moving games, the score screen, settings;
//! - `armies`: the new-game form, armies, the figure picker and catalog, the editor;
//! - `sharing`: what a player is told about a game shared between phones;
//! - `wizard`: the wizards' questions, reasons and answers.
//!
//! The screens make no sentence themselves: [`tr!`] (an id and its values) is private to
//! this crate, and the app crate gets [`label!`](crate::label), a plain label by id and
//! nothing more. A sentence with a value in it is a function here, named for what it
//! says, taking the screen's typed values.

mod armies;
mod editor;
mod engine;
mod errors;
mod fluent;
mod games;
mod labels;
mod report;
mod score;
mod sharing;
mod table;
mod wizard;

pub use armies::*;
pub use editor::{
    EditorTerm, editor_problem, editor_term, figure_kind_name, intelligence_name, mount_type_name, rank_name, speed_type_name, stat_place,
};
pub use engine::{change_summary, event_sentence, news_sentence, violation_sentence};
pub use errors::*;
pub use games::*;
pub use labels::*;
pub use score::*;
pub use sharing::{
    made_by, pairing_failure, pairing_step, phone_ahead, phone_facts, phones_following, saving_slow, share_button, sharing_notice,
    table_standing, took_over, unshared_sentence,
};
pub use table::*;
pub use wizard::*;

pub(crate) use fluent::tr;

/// `label!(lang, "id")`: a plain label (a button, a heading, a field's name) whose id the
/// compiler checks against `locales/en/app.ftl`. It takes no values: a sentence with a
/// name or a number in it is made by a function of [`text`](crate::text).
///
/// ```
/// use dialkeeper_i18n::Language;
/// assert_eq!(dialkeeper_model::label!(Language::En, "pass"), "Pass");
/// ```
///
/// A value is refused at compile time (`text::points` says it):
///
/// ```compile_fail
/// let _ = dialkeeper_model::label!(dialkeeper_i18n::Language::En, "points", points = 45);
/// ```
///
/// and the argument-taking `tr!` is not there for other crates:
///
/// ```compile_fail
/// let _ = dialkeeper_model::tr!(dialkeeper_i18n::Language::En, "points", points = 45);
/// ```
#[macro_export]
macro_rules! label {
    ($lang:expr, $id:literal $(,)?) => {
        dialkeeper_i18n::fl!(dialkeeper_i18n::Catalog::get().loader($lang), $id)
    };
}

#[cfg(test)]
mod sentence_tests;
