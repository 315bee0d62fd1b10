//! Games as the games screen sees them: the list, new, resume, delete, finish, export and
//! import. The session remembers which game was open last, so the app reopens it.

use dialkeeper_core::{Game, Setup};
use dialkeeper_store::{Reply, Request};

use super::door::{done, expect_reply};
use super::{ExportFile, Fault, GameId, GameSummary, NewGameError, Session, open_stored};

/// The settings key of the game to reopen on start.
const LAST_GAME: &str = "last-game";

impl Session {
    /// Every stored game, most recently played first.
    pub fn games(&self) -> Result<Vec<GameSummary>, Fault> {
        expect_reply!(self.door.ask(Request::ListGames), Reply::Games)
    }

    /// Starts and saves a new game, and opens it.
    pub fn new_game(&mut self, name: &str, setup: Setup) -> Result<(), NewGameError> {
        Game::new(setup.clone()).map_err(NewGameError::Setup)?;
        let request = Request::CreateGame { name: name.to_string(), setup };
        let stored = expect_reply!(self.door.ask(request), Reply::Game).map_err(NewGameError::Store)?;
        let id = stored.id;
        self.open = Some(open_stored(stored).map_err(NewGameError::Store)?);
        self.remember(id);
        Ok(())
    }

    /// Opens a stored game.
    pub fn resume(&mut self, id: GameId) -> Result<(), Fault> {
        self.open = Some(self.load(id)?);
        self.remember(id);
        Ok(())
    }

    /// Reopens the game that was open when the app last stopped, if it still opens.
    pub fn resume_last(&mut self) {
        if let Some(id) = self.setting(LAST_GAME).and_then(|v| v.parse().ok())
            && let Ok(open) = self.load(id)
        {
            self.open = Some(open);
        }
    }

    /// Deletes a game and its history; closes it first if it is open.
    pub fn delete_game(&mut self, id: GameId) -> Result<(), Fault> {
        if self.open_game().map(|(open, _)| open) == Some(id) {
            self.close();
        }
        done(self.door.ask(Request::DeleteGame(id)))
    }

    /// Marks a game finished, or in progress again.
    pub fn set_finished(&mut self, id: GameId, finished: bool) -> Result<(), Fault> {
        done(self.door.ask(Request::SetFinished { game: id, finished }))
    }

    /// A game as export-file JSON.
    pub fn export_game(&self, id: GameId) -> Result<String, Fault> {
        expect_reply!(self.door.ask(Request::ExportGame(id)), Reply::Text)
    }

    /// Stores an exported game (already checked by [`crate::files::read_export`]) as a
    /// new game.
    pub fn import_game(&mut self, file: ExportFile) -> Result<GameId, Fault> {
        expect_reply!(self.door.ask(Request::ImportGame(file)), Reply::Id)
    }

    /// Remembers the open game for the next start. Failing to remember it loses no
    /// game, only the shortcut back to it, so it is not worth interrupting play for.
    fn remember(&self, id: GameId) {
        if let Err(e) = self.set_setting(LAST_GAME, &id.to_string()) {
            eprintln!("dialkeeper: could not remember the open game: {e}");
        }
    }
}
