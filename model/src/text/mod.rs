//! The only place the app makes words: labels, the engine's events and refusals, and
//! every error the player is told about. Every string comes from Fluent.
//!
//! - `labels`: names of actions, phases, sections, stats, proficiencies;
//! - `engine`: events and refusals, from their typed arguments;
//! - `editor`: the dial editor's problems;
//! - `errors`: store faults, setup, file, import and start-up errors;
//! - `score`: the game clock, the ways a game ends, the score and a game's result.

mod editor;
mod engine;
mod errors;
mod labels;
mod score;

pub use editor::{editor_problem, stat_place};
pub use engine::{change_summary, event_sentence, violation_sentence};
pub use errors::*;
pub use labels::*;
pub use score::*;

/// `tr!(lang, "id")` or `tr!(lang, "id", name = value, …)`: a UI string whose id and
/// argument names the compiler checks against `locales/en/app.ftl`.
#[macro_export]
macro_rules! tr {
    ($lang:expr, $id:literal $(, $key:ident = $value:expr)* $(,)?) => {
        dialkeeper_i18n::fl!(dialkeeper_i18n::Catalog::get().loader($lang), $id $(, $key = ($value))*)
    };
}
