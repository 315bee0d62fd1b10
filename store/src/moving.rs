//! "Move my games": one file with every game, saved army and setting, to carry them to
//! another browser or phone (Safari to the installed app, an old phone to a new one) or
//! to keep as the player's own backup. Importing adds what is not there yet, all or
//! nothing, so loading the same file twice changes nothing the second time.

#[cfg(feature = "sqlite")]
use rusqlite::params;
use serde::{Deserialize, Serialize};

#[cfg(feature = "sqlite")]
use crate::clock::now;
use crate::games::Record;
use crate::kinds::{Kinds, Typed};
#[cfg(feature = "sqlite")]
use crate::{Store, StoreError};

/// The `format` field of a move file.
pub const MOVE_FORMAT: &str = "dialkeeper-everything";

/// Settings that name this store's own rows, and so mean nothing in another.
#[cfg(feature = "sqlite")]
fn local_setting(name: &str) -> bool {
    crate::Setting::named(name).is_some_and(crate::Setting::local)
}

/// Everything the player keeps, as one file.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(bound = "")]
pub struct MoveFile<K: Kinds = Typed> {
    /// Always [`MOVE_FORMAT`].
    pub format: String,
    /// Format version, 1.
    pub version: u32,
    /// Every game, with its undo and redo history.
    pub games: Vec<MovedGame<K>>,
    /// Every saved army.
    pub armies: Vec<MovedArmy<K>>,
    /// The preferences.
    pub settings: Vec<(String, String)>,
}

/// A game in a move file.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(bound = "")]
pub struct MovedGame<K: Kinds = Typed> {
    /// Its name.
    pub name: String,
    /// Whether it was finished.
    pub finished: bool,
    /// Setup, applied and undone commands.
    pub record: Record<K>,
}

/// A saved army in a move file.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(bound = "")]
pub struct MovedArmy<K: Kinds = Typed> {
    /// Its name.
    pub name: String,
    /// The game size it is built for.
    pub game_size: u16,
    /// Its figures.
    pub army: Vec<K::ArmyFigure>,
}

impl<K: Kinds> MovedGame<K> {
    /// Whether `here` (games by name and record) holds this game, finished or not.
    pub fn is_among(&self, here: &[(String, Record<K>)]) -> bool {
        here.iter().any(|(name, record)| *name == self.name && *record == self.record)
    }
}

impl<K: Kinds> MovedArmy<K> {
    /// Whether `here` holds this army: the same name, size and figures.
    pub fn is_among(&self, here: &[crate::SavedArmy<K>]) -> bool {
        here.iter().any(|h| h.name == self.name && h.game_size == self.game_size && h.army == self.army)
    }
}

/// What an import added.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct Moved {
    /// Games added.
    pub games: usize,
    /// Armies added.
    pub armies: usize,
    /// Games and armies skipped because the same one is already here.
    pub already_here: usize,
}

#[cfg(feature = "sqlite")]
impl<K: Kinds> Store<K> {
    /// Every game, saved army and setting as a move file (JSON).
    pub fn export_everything(&self) -> Result<String, StoreError> {
        let mut games = Vec::new();
        for summary in self.list_games()? {
            let stored = self.load_game(summary.id)?;
            games.push(MovedGame { name: stored.name, finished: stored.finished, record: stored.record });
        }
        let armies = self.armies()?.into_iter().map(|a| MovedArmy { name: a.name, game_size: a.game_size, army: a.army }).collect();
        let settings = self.settings()?.into_iter().filter(|(k, _)| !local_setting(k)).collect();
        let file = MoveFile::<K> { format: MOVE_FORMAT.into(), version: 1, games, armies, settings };
        Ok(serde_json::to_string(&file)?)
    }

    /// Adds every game and army of a move file that is not here yet (same name and same
    /// content), and takes its settings, in one transaction. The caller has checked that
    /// every game replays (the app's `files::read_move`).
    ///
    /// The page has already left out what it holds, by the game's types (`Unread` compares
    /// text, and an older build's shape of a value is other text). This check is the one
    /// made in the same turn as the writes: a file holding one game twice, or a game
    /// another tab moved in meanwhile, is still added once. Only a game of a name the file
    /// holds is loaded.
    pub fn import_everything(&mut self, file: &MoveFile<K>) -> Result<Moved, StoreError> {
        let mut here = Vec::new();
        for summary in self.list_games()? {
            if file.games.iter().any(|g| g.name == summary.name) {
                let stored = self.load_game(summary.id)?;
                here.push((stored.name, stored.record));
            }
        }
        let armies_here = self.armies()?;
        let mut moved = Moved { games: 0, armies: 0, already_here: 0 };
        let tx = self.conn.transaction()?;
        let t = now();
        for game in &file.games {
            if game.is_among(&here) {
                moved.already_here += 1;
                continue;
            }
            tx.execute(
                "INSERT INTO games (name, setup, created_at, updated_at, finished) VALUES (?1, ?2, ?3, ?3, ?4)",
                params![game.name, serde_json::to_string(&game.record.setup)?, t, game.finished],
            )?;
            let id = tx.last_insert_rowid();
            tx.execute(
                "INSERT INTO game_snapshots (game_id, seq, record) VALUES (?1, 0, ?2)",
                params![id, serde_json::to_string(&game.record)?],
            )?;
            here.push((game.name.clone(), game.record.clone()));
            moved.games += 1;
        }
        for army in &file.armies {
            if army.is_among(&armies_here) {
                moved.already_here += 1;
                continue;
            }
            tx.execute(
                "INSERT INTO armies (name, game_size, army, updated_at) VALUES (?1, ?2, ?3, ?4)",
                params![army.name, army.game_size, serde_json::to_string(&army.army)?, t],
            )?;
            moved.armies += 1;
        }
        // A name this app never writes (a newer version's, or a hand-made file's) is left out.
        for (key, value) in file.settings.iter().filter(|(k, _)| crate::Setting::known(k) && !local_setting(k)) {
            tx.execute(
                "INSERT INTO settings (key, value) VALUES (?1, ?2) ON CONFLICT(key) DO UPDATE SET value = excluded.value",
                params![key, value],
            )?;
        }
        tx.commit()?;
        Ok(moved)
    }
}
