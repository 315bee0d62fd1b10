//! The open store and the game in play, changed only through the engine and saved after
//! every change. This is the UI's single reducer: screens call it, never the engine or
//! the store directly.

use std::path::Path;

use dialkeeper_core::{Command, Event, Game, RuleViolation, Setup, SetupError};

use crate::store::{GameId, Op, Recovery, Store, StoreError, Stored};

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
    Unavailable(String),
}

/// The result of a player's action on the game.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Outcome {
    /// Applied and saved.
    Applied(Vec<Event>),
    /// The rules refuse it; nothing changed.
    Refused(RuleViolation),
    /// Saving failed; the game was reloaded as last saved.
    NotSaved(String),
    /// There is no game open, or nothing to undo or redo.
    Nothing,
}

/// The store and the open game.
pub struct Session {
    store: Store,
    /// Shown once at start-up, if the store needed attention.
    pub startup: Option<StartupNotice>,
    open: Option<Stored>,
}

impl Session {
    /// Opens the store at `path`; if it is damaged or newer than the app, says so and
    /// carries on with what can be had (a fresh file, or memory only).
    pub fn open(path: &Path) -> Session {
        let (store, startup) = match Store::open(path) {
            Ok((store, recovery)) => (store, recovery.map(StartupNotice::Recovered)),
            Err(StoreError::TooNew { found, .. }) => (memory(), Some(StartupNotice::TooNew { found })),
            Err(e) => (memory(), Some(StartupNotice::Unavailable(e.to_string()))),
        };
        Session { store, startup, open: None }
    }

    /// A session over an in-memory store.
    pub fn in_memory() -> Session {
        Session { store: memory(), startup: None, open: None }
    }

    /// The store, for lists and settings.
    pub fn store(&self) -> &Store {
        &self.store
    }

    /// The store, for changes outside a game (delete, import).
    pub fn store_mut(&mut self) -> &mut Store {
        &mut self.store
    }

    /// The open game, if any.
    pub fn game(&self) -> Option<&Game> {
        self.open.as_ref().map(|s| &s.game)
    }

    /// The open game's id and name.
    pub fn open_game(&self) -> Option<(GameId, &str)> {
        self.open.as_ref().map(|s| (s.id, s.name.as_str()))
    }

    /// Starts and saves a new game.
    pub fn new_game(&mut self, name: &str, setup: Setup) -> Result<(), NewGameError> {
        Game::new(setup.clone()).map_err(NewGameError::Setup)?;
        let stored = self.store.create_game(name, &setup).map_err(|e| NewGameError::Store(e.to_string()))?;
        self.open = Some(stored);
        Ok(())
    }

    /// Opens a stored game.
    pub fn resume(&mut self, id: GameId) -> Result<(), StoreError> {
        self.open = Some(self.store.load_game(id)?);
        Ok(())
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
    fn save(&mut self, op: Op) -> Result<(), String> {
        let open = self.open.as_mut().expect("called with a game open");
        match self.store.append(open.id, open.next_seq, &op, &open.game) {
            Ok(()) => {
                open.next_seq += 1;
                Ok(())
            }
            Err(e) => {
                let id = open.id;
                if let Ok(reloaded) = self.store.load_game(id) {
                    self.open = Some(reloaded);
                }
                Err(e.to_string())
            }
        }
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
}

fn memory() -> Store {
    Store::in_memory().expect("an in-memory SQLite database opens")
}

/// Why a new game did not start.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum NewGameError {
    /// The setup breaks a rule (build total, players).
    Setup(SetupError),
    /// It could not be saved.
    Store(String),
}
