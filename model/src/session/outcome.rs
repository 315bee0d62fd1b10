//! What a change, a new game or the start-up came to: the answers every part of the
//! session gives the screens. Below the rest of the session, which names them.

use dialkeeper_core::{Event, RuleViolation, Score, SetupError};
use dialkeeper_store::{Fault, Recovery};

/// What the player must be told about the store when the app starts.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum StartupNotice {
    /// A damaged store was moved aside; the app started fresh.
    Recovered(Recovery),
    /// The store is from a newer app: it was left untouched and nothing is saved.
    TooNew {
        /// The file's schema version.
        found: i64,
    },
    /// The store could not be opened at all; nothing is saved.
    Unavailable(Fault),
    /// The browser gives no durable storage here (private browsing, an older browser):
    /// the app plays from memory and keeps nothing. What the browser said.
    NoStorage(String),
}

/// The result of a player's action on the game.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Outcome {
    /// Applied and saved.
    Applied(Vec<Event>),
    /// The rules refuse it; nothing changed.
    Refused(RuleViolation),
    /// Saving failed; the game is as last saved.
    NotSaved(Fault),
    /// There is no game open, or nothing to undo or redo.
    Nothing,
}

/// Why a new game did not start.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum NewGameError {
    /// The setup breaks a rule (build total, players).
    Setup(SetupError),
    /// It could not be saved.
    Store(Fault),
}

/// How a finished game came out, for the games list: its players' names and its score.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Finish {
    /// Player names in seat order.
    pub names: Vec<String>,
    /// The score at its end (CORE-19).
    pub score: Score,
}
