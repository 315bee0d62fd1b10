//! The app's only door to the game and the store. Screens read what they show from the
//! session and ask it for every change; it applies commands through the engine and has
//! the store commit them before returning, so nothing is shown that is not saved.
//!
//! - this module: opening the store, the open game, dispatch, undo and redo, the log;
//! - [`games`](Session::games): the games list, new, resume, delete, export, import;
//! - [`library`](Session::catalog): catalog figures, portraits, armies, the feed import;
//! - preferences ([`Session::prefs`], [`Session::save_prefs`]).

mod door;
mod games;
mod library;

use std::path::Path;

use dialkeeper_core::{Command, Event, Game, GameRecord, RuleViolation, SetupError};
pub use dialkeeper_store::{
    CatalogFigure, EXPORT_FORMAT, ExportFile, Fault, FigureRow, GameId, GameSummary, Recovery, SavedArmy,
};
use dialkeeper_store::{Op, Request, StoreError, StoredGame, snapshot_due};

use crate::prefs::Prefs;
use door::{Door, expect_reply};

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
}

/// The result of a player's action on the game.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Outcome {
    /// Applied and saved.
    Applied(Vec<Event>),
    /// The rules refuse it; nothing changed.
    Refused(RuleViolation),
    /// Saving failed; the game was reloaded as last saved.
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

/// The game in play, as the store has it.
struct Open {
    id: GameId,
    name: String,
    game: Game,
    /// The sequence number the next operation gets.
    next_seq: i64,
}

/// The store and the open game.
pub struct Session {
    door: Door,
    /// Shown once at start-up, if the store needed attention.
    pub startup: Option<StartupNotice>,
    open: Option<Open>,
}

impl Session {
    /// Opens the store at `path`; if it is damaged or newer than the app, says so and
    /// carries on with what can be had (a fresh file, or memory only).
    pub fn open(path: &Path) -> Session {
        let (door, startup) = match Door::open(path) {
            Ok((door, recovery)) => (door, recovery.map(StartupNotice::Recovered)),
            Err(StoreError::TooNew { found, .. }) => (Door::in_memory(), Some(StartupNotice::TooNew { found })),
            Err(e) => (Door::in_memory(), Some(StartupNotice::Unavailable(e.into()))),
        };
        Session { door, startup, open: None }
    }

    /// A session over an in-memory store.
    pub fn in_memory() -> Session {
        Session { door: Door::in_memory(), startup: None, open: None }
    }

    /// The open game, if any.
    pub fn game(&self) -> Option<&Game> {
        self.open.as_ref().map(|s| &s.game)
    }

    /// The open game's id and name.
    pub fn open_game(&self) -> Option<(GameId, &str)> {
        self.open.as_ref().map(|s| (s.id, s.name.as_str()))
    }

    /// Closes the open game (it is already saved).
    pub fn close(&mut self) {
        self.open = None;
    }

    /// Applies a command through the engine and saves it before returning.
    pub fn dispatch(&mut self, command: Command) -> Outcome {
        let Some(open) = self.open.as_mut() else { return Outcome::Nothing };
        match open.game.try_apply(command.clone()) {
            Err(violation) => Outcome::Refused(violation),
            Ok(events) => self.save(Op::Apply(command)).map_or_else(Outcome::NotSaved, |_| Outcome::Applied(events)),
        }
    }

    /// Undoes the last command and saves that.
    pub fn undo(&mut self) -> Outcome {
        let Some(open) = self.open.as_mut() else { return Outcome::Nothing };
        if open.game.undo().is_none() {
            return Outcome::Nothing;
        }
        self.save(Op::Undo).map_or_else(Outcome::NotSaved, |_| Outcome::Applied(vec![]))
    }

    /// Redoes the last undone command and saves that.
    pub fn redo(&mut self) -> Outcome {
        let Some(open) = self.open.as_mut() else { return Outcome::Nothing };
        if open.game.redo().is_none() {
            return Outcome::Nothing;
        }
        self.save(Op::Redo).map_or_else(Outcome::NotSaved, |_| Outcome::Applied(vec![]))
    }

    /// Writes the operation just made in memory; on failure the game is reloaded from
    /// the store, which stays the truth.
    fn save(&mut self, op: Op) -> Result<(), Fault> {
        let open = self.open.as_mut().expect("called with a game open");
        let snapshot = snapshot_due(open.next_seq).then(|| open.game.record());
        let request = Request::Append { game: open.id, seq: open.next_seq, op, snapshot };
        match door::done(self.door.ask(request)) {
            Ok(()) => {
                open.next_seq += 1;
                Ok(())
            }
            Err(e) => {
                let id = open.id;
                if let Ok(reloaded) = self.load(id) {
                    self.open = Some(reloaded);
                }
                Err(e)
            }
        }
    }

    /// Reads a stored game and replays it.
    fn load(&self, id: GameId) -> Result<Open, Fault> {
        let stored: StoredGame = expect_reply!(self.door.ask(Request::LoadGame(id)), dialkeeper_store::Reply::Game)?;
        open_stored(stored)
    }

    /// The events of every applied command, oldest first, for the log (replayed from
    /// the record, so it always matches undo and redo).
    pub fn log(&self) -> Vec<(usize, Command, Vec<Event>)> {
        let Some(game) = self.game() else { return vec![] };
        let record = game.record();
        let Ok(mut replay) = Game::new(record.setup) else { return vec![] };
        record
            .applied
            .into_iter()
            .enumerate()
            .map(|(i, c)| {
                let events = replay.try_apply(c.clone()).unwrap_or_default();
                (i, c, events)
            })
            .collect()
    }

    /// The stored preferences (defaults for anything unset, or when the store fails).
    pub fn prefs(&self) -> Prefs {
        let stored = expect_reply!(self.door.ask(Request::Settings), dialkeeper_store::Reply::Settings).unwrap_or_default();
        Prefs::from_settings(|key| stored.iter().find(|(k, _)| k == key).map(|(_, v)| v.clone()))
    }

    /// Stores every preference in one step.
    pub fn save_prefs(&self, prefs: &Prefs) -> Result<(), Fault> {
        let pairs = prefs.to_settings().into_iter().map(|(k, v)| (k.to_string(), v.to_string())).collect();
        door::done(self.door.ask(Request::SetSettings(pairs)))
    }

    fn setting(&self, key: &str) -> Option<String> {
        let stored = expect_reply!(self.door.ask(Request::Settings), dialkeeper_store::Reply::Settings).ok()?;
        stored.into_iter().find(|(k, _)| k == key).map(|(_, v)| v)
    }

    fn set_setting(&self, key: &str, value: &str) -> Result<(), Fault> {
        door::done(self.door.ask(Request::SetSettings(vec![(key.to_string(), value.to_string())])))
    }
}

/// A stored game ready to play: its record replayed.
fn open_stored(stored: StoredGame) -> Result<Open, Fault> {
    let record: GameRecord = stored.record;
    let game = Game::from_record(record).map_err(|e| Fault::Damaged(e.to_string()))?;
    Ok(Open { id: stored.id, name: stored.name, game, next_seq: stored.next_seq })
}

#[cfg(test)]
mod tests;
