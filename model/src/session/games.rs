//! The games: start, resume, delete, finish, and move them in and out as files. Starting
//! or resuming a game remembers it for the next start, and deleting the open game
//! closes it, so no screen keeps its own idea of "the last game".

#![allow(async_fn_in_trait)] // used on one thread only, by the app's own tasks

use dialkeeper_core::{Game, GameRecord, Setup};
use dialkeeper_store::ask;

use super::door::Door;
use super::live::{Live, ask_change, store_settings};
use super::mirror::{self, LAST_GAME};
use super::state::{load, open_stored};
use super::{ExportFile, Fault, Finish, GameId, GameSummary, MoveFile, Moved, NewGameError};
use dialkeeper_store::SavedArmy;

/// The changes to the stored games, for any [`Live`] session.
pub trait Games: Live {
    /// Starts and saves a new game, and opens it. Its clock starts now: the instant goes
    /// into the setup, so it is stored with the game and counts across restarts.
    async fn new_game(&self, name: &str, mut setup: Setup) -> Result<(), NewGameError> {
        Game::new(setup.clone()).map_err(NewGameError::Setup)?;
        setup.started_at = Some(crate::platform::now_ms());
        let (_turn, door) = self.turn().await;
        // Asked once the turn is held, as for every check of sharing below: a share
        // started while this waited for its turn counts.
        if self.with(|s| s.leaves_sharing(None)) {
            return Err(NewGameError::Store(Fault::Shared));
        }
        let request = ask::create_game(name.to_string(), setup);
        let stored = ask_change(self, &door, request).await.map_err(NewGameError::Store)?;
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
    /// While this phone shares a game, no other is opened: sharing is stopped first.
    async fn resume(&self, id: GameId) -> Result<(), Fault> {
        let (_turn, door) = self.turn().await;
        if self.with(|s| s.leaves_sharing(Some(id))) {
            return Err(Fault::Shared);
        }
        // Leaving a game is a moment to keep a copy of everything played so far.
        back_up_if_changed(self, &door).await;
        let open = load(&door, id).await?;
        self.with_mut(|s| s.open = Some(open));
        remember(self, &door, id).await;
        Ok(())
    }

    /// Deletes a game and its history; closes it first if it is open. The game this
    /// phone shares is not deleted while it shares it.
    async fn delete_game(&self, id: GameId) -> Result<(), Fault> {
        let (_turn, door) = self.turn().await;
        if self.with(|s| s.sharing == Some(id)) {
            return Err(Fault::Shared);
        }
        let result = ask_change(self, &door, ask::delete_game(id)).await;
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
        let result = ask_change(self, &door, ask::set_finished(id, finished)).await;
        if result.is_ok() {
            back_up_if_changed(self, &door).await;
        }
        let games = mirror::games(&door).await;
        self.with_mut(|s| s.mirror.games = games);
        result
    }

    /// Works out how each finished game came out, for the games list: each one not read
    /// yet, or changed since, is loaded and scored once; games that cannot be read show
    /// no result.
    async fn read_results(&self) {
        let (_turn, door) = self.turn().await;
        let wanted: Vec<(GameId, i64)> = self.with(|s| {
            let games = s.mirror.games.as_deref().unwrap_or_default();
            let known = |g: &GameSummary| s.mirror.results.get(&g.id).is_some_and(|(at, _)| *at == g.updated_at);
            games.iter().filter(|g| g.finished && !known(g)).map(|g| (g.id, g.updated_at)).collect()
        });
        for (id, updated_at) in wanted {
            let Ok(open) = load(&door, id).await else { continue };
            let Some(score) = open.game.score() else { continue };
            let names = open.game.setup().players.iter().map(|p| p.name.clone()).collect();
            self.with_mut(|s| s.mirror.results.insert(id, (updated_at, Finish { names, score })));
        }
    }

    /// A game as export-file JSON, laid out for a person to read. The store writes what
    /// it holds without reading it or asking the rules, so both are done here: a game
    /// they refuse (damaged since it was stored) is told on the phone that holds it, never
    /// first by the phone it is carried to.
    async fn export_game(&self, id: GameId) -> Result<String, Fault> {
        let (_turn, door) = self.turn().await;
        let text = door.ask(ask::export_game(id)).await?;
        let file: ExportFile = serde_json::from_str(&text).map_err(|e| Fault::Damaged(e.to_string()))?;
        super::replay::stored(file.record)?;
        Ok(crate::laid_out::laid_out(&text))
    }

    /// Stores an exported game (already checked by [`crate::files::read_export`]) as a
    /// new game.
    async fn import_game(&self, file: ExportFile) -> Result<GameId, Fault> {
        let (_turn, door) = self.turn().await;
        // The store keeps what it is handed without asking the rules: a game they refuse
        // is refused here, nothing stored. One that was over when exported is listed
        // finished here too (CORE-18).
        let ended = super::replay::offered(file.record.clone())?.ended().is_some();
        let id = ask_change(self, &door, ask::import_game(file)).await?;
        if ended {
            ask_change(self, &door, ask::set_finished(id, true)).await?;
        }
        let games = mirror::games(&door).await;
        self.with_mut(|s| s.mirror.games = games);
        Ok(id)
    }

    /// Every game, army and setting as one move file; the rules are asked of each game,
    /// as for [`Games::export_game`], so a move file made here always reads back.
    async fn export_everything(&self) -> Result<String, Fault> {
        let (_turn, door) = self.turn().await;
        let text = door.ask(ask::export_everything()).await?;
        let file: MoveFile = serde_json::from_str(&text).map_err(|e| Fault::Damaged(e.to_string()))?;
        for game in file.games {
            super::replay::stored(game.record)?;
        }
        Ok(text)
    }

    /// Adds what a move file (checked by [`crate::files::read_move`]) holds that is not
    /// here yet, takes its settings, and shows it all.
    async fn import_everything(&self, file: MoveFile) -> Result<Moved, Fault> {
        let (_turn, door) = self.turn().await;
        let (file, skipped) = without_what_is_here(&door, file).await?;
        let moved = ask_change(self, &door, ask::import_everything(file))
            .await
            .map(|moved| Moved { already_here: moved.already_here + skipped, ..moved });
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

/// A move file without the games and armies this phone already holds, and how many those
/// were. Decided here, by the game's types: the web's store compares what it holds as the
/// JSON it was stored as (`dialkeeper_store::Kinds`), and a value an older build stored
/// in another shape (a field since given a default) is the same value in other text.
/// Only a stored game of a name the file holds can be one of its games: no other is loaded.
async fn without_what_is_here(door: &Door, file: MoveFile) -> Result<(MoveFile, usize), Fault> {
    let mut games_here = Vec::new();
    for summary in door.ask(ask::list_games()).await? {
        if file.games.iter().any(|g| g.name == summary.name) {
            let stored = door.ask(ask::load_game(summary.id)).await?;
            games_here.push((stored.name, stored.record));
        }
    }
    let armies_here = if file.armies.is_empty() { Vec::new() } else { door.ask(ask::armies()).await? };
    Ok(left_out(file, &games_here, &armies_here))
}

/// `file` without the games here (by name and record, whether finished or not) and the
/// armies here (by name, size and figures), and how many that was.
fn left_out(mut file: MoveFile, games_here: &[(String, GameRecord)], armies_here: &[SavedArmy]) -> (MoveFile, usize) {
    let before = file.games.len() + file.armies.len();
    file.games.retain(|g| !g.is_among(games_here));
    file.armies.retain(|a| !a.is_among(armies_here));
    let skipped = before - file.games.len() - file.armies.len();
    (file, skipped)
}

/// Remembers the open game for the next start. Failing to remember it loses no game,
/// only the shortcut back to it, so it is not worth interrupting play for.
async fn remember(live: &impl Live, door: &Door, id: GameId) {
    if let Err(e) = store_settings(live, door, vec![(LAST_GAME.to_string(), id.to_string())]).await {
        crate::warn!("dialkeeper: could not remember the open game: {e}");
    }
}

/// A backup when a game ends or is left, if anything changed since the last one. A
/// failed backup loses nothing that is saved, so it is reported, not raised.
async fn back_up_if_changed(live: &impl Live, door: &Door) {
    super::backups::logged(super::backups::take(live, door, dialkeeper_store::BackupWhen::IfChanged).await);
}

#[cfg(test)]
mod tests {
    use dialkeeper_core::Command;
    use dialkeeper_store::{MovedArmy, MovedGame};

    use super::*;

    /// A game stored by an older build without a field since given a default (a damage's
    /// dial) is the same game as the move file's, though its text differs: left out. An
    /// army here is left out by its name, size and figures.
    #[test]
    fn a_game_stored_in_an_older_shape_is_here_already() {
        let setup = crate::demo::two_player_setup();
        let damage = Command::Damage { figure: dialkeeper_core::FigureId(0), dial: 0, clicks: 1 };
        let record = GameRecord { setup: setup.clone(), applied: vec![damage.clone()], undone: vec![] };
        let current = serde_json::to_string(&damage).unwrap();
        let older = current.replace(",\"dial\":0", "");
        assert_ne!(older, current, "the older shape is other text");
        let stored: Command = serde_json::from_str(&older).unwrap();
        let here_record = GameRecord { setup, applied: vec![stored], undone: vec![] };
        let game = |name: &str, record: GameRecord| MovedGame { name: name.into(), finished: false, record };
        let army = |name: &str, game_size| MovedArmy { name: name.into(), game_size, army: vec![] };
        let file = MoveFile {
            format: dialkeeper_store::MOVE_FORMAT.into(),
            version: 1,
            games: vec![game("Friday", record.clone()), game("Saturday", record)],
            armies: vec![army("Knights", 300), army("Knights", 400)],
            settings: vec![],
        };
        let armies_here = [SavedArmy { id: 7, name: "Knights".into(), game_size: 300, army: vec![] }];
        let (left, skipped) = left_out(file, &[("Friday".into(), here_record)], &armies_here);
        assert_eq!((left.games.len(), left.armies.len(), skipped), (1, 1, 2));
        assert_eq!(left.games[0].name, "Saturday");
        assert_eq!(left.armies[0].game_size, 400, "an army of the same name for another size is another army");
    }
}
