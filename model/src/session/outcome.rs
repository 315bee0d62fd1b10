//! What a change, a new game or the start-up came to: the answers every part of the
//! session gives the screens. Below the rest of the session, which names them.

use dialkeeper_core::{Event, RuleViolation, Score, SetupError, Word};
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

impl StartupNotice {
    /// Whether a damaged store's file was kept, for the player to save elsewhere.
    pub fn kept_a_damaged_file(&self) -> bool {
        matches!(self, StartupNotice::Recovered(r) if !r.moved_to.as_os_str().is_empty())
    }

    /// What the player is told, by what the start found.
    pub fn report(&self) -> StartupReport {
        match self {
            StartupNotice::Recovered(r) => {
                let path = r.moved_to.display().to_string();
                match &r.restored {
                    None => StartupReport::NothingBack { path },
                    Some(restored) => {
                        let (taken_at, games) = (restored.backup.taken_at, restored.games.iter().map(|g| g.name.clone()).collect());
                        if self.kept_a_damaged_file() {
                            StartupReport::BackupForDamaged { taken_at, games, path }
                        } else {
                            StartupReport::BackupForMissing { taken_at, games }
                        }
                    }
                }
            }
            StartupNotice::TooNew { found } => StartupReport::TooNew { found: *found },
            StartupNotice::Unavailable(fault) => StartupReport::Unavailable(fault.clone()),
            StartupNotice::NoStorage(_) => StartupReport::MemoryOnly,
        }
    }
}

dialkeeper_core::reports! {
    /// What the player is told of the store at start-up ([`StartupNotice::report`]). When a
    /// backup was taken, and a fault's own clause, are worded by the text layer.
    #[derive(Debug, Clone, PartialEq, Eq)]
    pub enum StartupReport {
        /// The store was damaged and no backup could be used: it starts empty.
        NothingBack {
            /// Where the damaged file was kept.
            path: String,
        } => "store-recovered" says "damaged, no backup usable; kept at {path}" with { path: path },
        /// The store was damaged; a backup was put in its place.
        BackupForDamaged {
            /// When the backup was taken, in Unix seconds.
            taken_at: i64,
            /// The games it brought back.
            games: Vec<String>,
            /// Where the damaged file was kept.
            path: String,
        } => "store-restored" says "damaged; the backup of {taken_at} brought back {games:?}; kept at {path}"
            with { when: Word::Worded, count: games.len(), names: names(games), path: path },
        /// The store was missing or empty while backups were there; one was put back.
        BackupForMissing {
            /// When the backup was taken, in Unix seconds.
            taken_at: i64,
            /// The games it brought back.
            games: Vec<String>,
        } => "store-restored-missing" says "missing; the backup of {taken_at} brought back {games:?}"
            with { when: Word::Worded, count: games.len(), names: names(games) },
        /// The store is from a newer app, left untouched.
        TooNew {
            /// The file's schema version.
            found: i64,
        } => "store-too-new" says "the store's version {found} is newer than this app" with { version: *found },
        /// The store could not be opened at all.
        Unavailable(fault: Fault) => "store-unavailable" says "the store could not be opened: {fault}" with { error: Word::Worded },
        /// The browser keeps nothing here (why is on the console, not in the sentence).
        MemoryOnly => "store-memory-only" says "this browser keeps no data here",
    }
}

/// The games' names as the sentence lists them, or `none`, which selects the sentence
/// without a list.
fn names(games: &[String]) -> String {
    if games.is_empty() { "none".to_string() } else { games.join(", ") }
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
