//! The games: start, resume, delete, finish, and move them in and out as files. Starting
//! or resuming a game remembers it for the next start, and deleting the open game
//! closes it, so no screen keeps its own idea of "the last game".

#![allow(async_fn_in_trait)] // used on one thread only, by the app's own tasks

use dialkeeper_core::{Game, Setup};
use dialkeeper_store::Request;

use super::door::{Door, done, reply_as};
use super::live::{Live, store_settings};
use super::mirror::{self, LAST_GAME};
use super::{ExportFile, Fault, GameId, MoveFile, Moved, NewGameError, load, open_stored};

/// The changes to the stored games, for any [`Live`] session.
pub trait Games: Live {
    /// Starts and saves a new game, and opens it.
    async fn new_game(&self, name: &str, setup: Setup) -> Result<(), NewGameError> {
        Game::new(setup.clone()).map_err(NewGameError::Setup)?;
        let (_turn, door) = self.turn().await;
        let request = Request::CreateGame { name: name.to_string(), setup };
        let stored = reply_as!(door.ask(request).await, Game).map_err(NewGameError::Store)?;
        let open = open_stored(stored).map_err(NewGameError::Store)?;
        let id = open.id;
        let games = mirror::games(&door).await;
        self.with_mut(|s| {
            s.open = Some(open);
            s.mirror.games = games;
        });
        remember(self, &door, id).await;
        Ok(())
    }

    /// Opens a stored game.
    async fn resume(&self, id: GameId) -> Result<(), Fault> {
        let (_turn, door) = self.turn().await;
        // Leaving a game is a moment to keep a copy of everything played so far.
        back_up_if_changed(self, &door).await;
        let open = load(&door, id).await?;
        self.with_mut(|s| s.open = Some(open));
        remember(self, &door, id).await;
        Ok(())
    }

    /// Deletes a game and its history; closes it first if it is open.
    async fn delete_game(&self, id: GameId) -> Result<(), Fault> {
        let (_turn, door) = self.turn().await;
        let result = done(door.ask(Request::DeleteGame(id)).await);
        let games = mirror::games(&door).await;
        self.with_mut(|s| {
            if result.is_ok() && s.open_game().map(|(open, _)| open) == Some(id) {
                s.close();
            }
            s.mirror.games = games;
        });
        result
    }

    /// Marks a game finished, or in progress again.
    async fn set_finished(&self, id: GameId, finished: bool) -> Result<(), Fault> {
        let (_turn, door) = self.turn().await;
        let result = done(door.ask(Request::SetFinished { game: id, finished }).await);
        if result.is_ok() {
            back_up_if_changed(self, &door).await;
        }
        let games = mirror::games(&door).await;
        self.with_mut(|s| s.mirror.games = games);
        result
    }

    /// A game as export-file JSON.
    async fn export_game(&self, id: GameId) -> Result<String, Fault> {
        let (_turn, door) = self.turn().await;
        reply_as!(door.ask(Request::ExportGame(id)).await, Text)
    }

    /// Stores an exported game (already checked by [`crate::files::read_export`]) as a
    /// new game.
    async fn import_game(&self, file: ExportFile) -> Result<GameId, Fault> {
        let (_turn, door) = self.turn().await;
        let id = reply_as!(door.ask(Request::ImportGame(file)).await, Id)?;
        let games = mirror::games(&door).await;
        self.with_mut(|s| s.mirror.games = games);
        Ok(id)
    }

    /// Every game, army and setting as one move file.
    async fn export_everything(&self) -> Result<String, Fault> {
        let (_turn, door) = self.turn().await;
        reply_as!(door.ask(Request::ExportEverything).await, Text)
    }

    /// Adds what a move file (checked by [`crate::files::read_move`]) holds that is not
    /// here yet, takes its settings, and shows it all.
    async fn import_everything(&self, file: MoveFile) -> Result<Moved, Fault> {
        let (_turn, door) = self.turn().await;
        let moved = reply_as!(door.ask(Request::ImportEverything(file)).await, Moved);
        // A move file touches games, armies and settings, never the catalog or its photos.
        let (games, armies, settings) = (mirror::games(&door).await, mirror::armies(&door).await, mirror::settings(&door).await);
        self.with_mut(|s| {
            s.mirror.games = games;
            s.mirror.armies = armies;
            s.mirror.settings = settings;
        });
        moved
    }
}

impl<L: Live> Games for L {}

/// Remembers the open game for the next start. Failing to remember it loses no game,
/// only the shortcut back to it, so it is not worth interrupting play for.
async fn remember(live: &impl Live, door: &Door, id: GameId) {
    if let Err(e) = store_settings(live, door, vec![(LAST_GAME.to_string(), id.to_string())]).await {
        eprintln!("dialkeeper: could not remember the open game: {e}");
    }
}

/// A backup when a game ends or is left, if anything changed since the last one. A
/// failed backup loses nothing that is saved, so it is reported, not raised.
async fn back_up_if_changed(live: &impl Live, door: &Door) {
    match reply_as!(door.ask(Request::BackUp(dialkeeper_store::BackupWhen::IfChanged)).await, BackedUp) {
        Ok(Some(taken)) => live.with_mut(|s| s.mirror.last_backup = Some(taken.taken_at)),
        Ok(None) => {}
        Err(e) => eprintln!("dialkeeper: no backup was taken: {e}"),
    }
}
