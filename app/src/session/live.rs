//! Changes, asked of the session held where the screens can see it (a signal in the app,
//! a `RefCell` in tests). Each change waits its turn, is planned on the state the screens
//! show, committed by the store, and only then applied: a tap that was not saved never
//! shows as done, and a burst of taps is saved in order.

#![allow(async_fn_in_trait)] // used on one thread only, by the app's own tasks

use std::cell::RefCell;
use std::rc::Rc;

use dialkeeper_core::{ArmyFigure, Command, Event, FigureDef, Game, Setup};
use dialkeeper_store::{Op, Request, snapshot_due};
use dioxus::prelude::{ReadableExt, Signal, WritableExt};

use super::door::{Door, done, reply_as};
use super::mirror::{self, LAST_GAME};
use super::queue::Turn;
use super::{ExportFile, Fault, FigureRow, GameId, MoveFile, Moved, NewGameError, Outcome, Session, load, open_stored};
use crate::import::{ImportFeedError, ImportSummary};
use crate::prefs::Prefs;

/// A session the screens can see, and every change asked of it.
pub trait Live: Clone + 'static {
    /// Reads the session (never held across a wait).
    fn with<R>(&self, read: impl FnOnce(&Session) -> R) -> R;

    /// Changes the session, and so what the screens show.
    fn with_mut<R>(&self, change: impl FnOnce(&mut Session) -> R) -> R;

    /// Applies a command through the engine once the store has saved it.
    async fn dispatch(&self, command: Command) -> Outcome {
        let op = Op::Apply(command.clone());
        self.append(op, |game| game.plan(command).map_err(Outcome::Refused), Game::commit).await
    }

    /// Undoes the last command once the store has saved that.
    async fn undo(&self) -> Outcome {
        let possible = |game: &Game| if game.can_undo() { Ok(()) } else { Err(Outcome::Nothing) };
        self.append(Op::Undo, possible, |game, ()| {
            game.undo();
            vec![]
        })
        .await
    }

    /// Redoes the last undone command once the store has saved that.
    async fn redo(&self) -> Outcome {
        let possible = |game: &Game| if game.can_redo() { Ok(()) } else { Err(Outcome::Nothing) };
        self.append(Op::Redo, possible, |game, ()| {
            game.redo();
            vec![]
        })
        .await
    }

    /// One operation on the open game: `prepare` works it out on the game shown (or says
    /// why not), the store commits it, and only then `apply` changes the game shown.
    #[doc(hidden)]
    async fn append<T: Clone>(
        &self,
        op: Op,
        prepare: impl FnOnce(&Game) -> Result<T, Outcome>,
        apply: impl Fn(&mut Game, T) -> Vec<Event>,
    ) -> Outcome {
        let (_turn, door) = self.turn().await;
        let prepared = self.with(|s| {
            let open = s.open.as_ref().ok_or(Outcome::Nothing)?;
            let ready = prepare(&open.game)?;
            // One operation in a hundred carries the whole record, to reopen quickly.
            let snapshot = snapshot_due(open.next_seq).then(|| {
                let mut after = open.game.clone();
                apply(&mut after, ready.clone());
                after.record()
            });
            Ok((ready, Request::Append { game: open.id, seq: open.next_seq, op, snapshot }))
        });
        let (ready, request) = match prepared {
            Ok(prepared) => prepared,
            Err(outcome) => return outcome,
        };
        if let Err(fault) = done(door.ask(request).await) {
            return Outcome::NotSaved(fault);
        }
        Outcome::Applied(self.with_mut(|s| {
            let open = s.open.as_mut().expect("the open game stays open while its change is saved");
            open.next_seq += 1;
            let id = open.id;
            let events = apply(&mut open.game, ready);
            s.mirror.played(id);
            events
        }))
    }

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

    /// Reads a dial feed and stores every figure in it, all or none, reporting progress
    /// as `(done, total)`. Figures the player fixed in the editor keep their fix.
    async fn import_feed(&self, bytes: &[u8], progress: &mut impl FnMut(usize, usize)) -> Result<ImportSummary, ImportFeedError> {
        let report = crate::import::read_feed(bytes, progress)?;
        let (_turn, door) = self.turn().await;
        let request = Request::UpsertFigures(crate::import::rows(&report));
        let results = reply_as!(door.ask(request).await, Upserts).map_err(ImportFeedError::Store)?;
        refresh_catalog(self, &door).await;
        Ok(crate::import::summary(&report, &results))
    }

    /// Saves a figure from the editor (a new one when `row` is `None`), marked as the
    /// player's, so importing the feed again keeps it.
    async fn save_figure(&self, row: Option<FigureRow>, def: &FigureDef) -> Result<FigureRow, Fault> {
        let (_turn, door) = self.turn().await;
        let saved = reply_as!(door.ask(Request::SaveFigure { row, def: def.clone() }).await, Id);
        refresh_catalog(self, &door).await;
        saved
    }

    /// Removes a figure from the catalog (games and armies keep their own copy).
    async fn delete_figure(&self, row: FigureRow) -> Result<(), Fault> {
        let (_turn, door) = self.turn().await;
        let deleted = done(door.ask(Request::DeleteFigure(row)).await);
        refresh_catalog(self, &door).await;
        deleted
    }

    /// Sets a catalog figure's photo (an encoded thumbnail).
    async fn set_portrait(&self, row: FigureRow, jpeg: Vec<u8>) -> Result<(), Fault> {
        let (_turn, door) = self.turn().await;
        let saved = done(door.ask(Request::SetPortrait { row, image: Some(jpeg) }).await);
        refresh_catalog(self, &door).await;
        saved
    }

    /// Saves an army as a new saved army.
    async fn save_army(&self, name: &str, game_size: u16, army: &[ArmyFigure]) -> Result<i64, Fault> {
        let (_turn, door) = self.turn().await;
        let request = Request::SaveArmy { id: None, name: name.to_string(), game_size, army: army.to_vec() };
        let saved = reply_as!(door.ask(request).await, Id);
        let armies = mirror::armies(&door).await;
        self.with_mut(|s| s.mirror.armies = armies);
        saved
    }

    /// Stores every preference in one step.
    async fn save_prefs(&self, prefs: &Prefs) -> Result<(), Fault> {
        let pairs = prefs.to_settings().into_iter().map(|(k, v)| (k.to_string(), v.to_string())).collect();
        let (_turn, door) = self.turn().await;
        store_settings(self, &door, pairs).await
    }

    /// Reads the open game and the stored lists again, if the store may have changed
    /// under what is shown (the web's store worker was replaced).
    async fn resync(&self) {
        let _ = self.turn().await;
    }

    /// Waits for the changes asked before this one, then hands out the door; what is
    /// shown is read again first if the store worker was replaced since it was read, so
    /// no change is planned on a state the store may not have.
    #[doc(hidden)]
    async fn turn(&self) -> (Turn, Rc<Door>) {
        let (queue, door) = self.with(|s| (s.queue.clone(), s.door.clone()));
        let turn = queue.turn().await;
        if self.with(|s| s.epoch) != door.epoch() {
            reread(self, &door).await;
        }
        (turn, door)
    }
}

/// Reads again what the screens show. If the store cannot answer, what is shown stays,
/// and the next change tries again.
async fn reread(live: &impl Live, door: &Door) {
    let epoch = door.epoch();
    let mirror = mirror::Mirror::load(door).await;
    let open = match live.with(|s| s.open.as_ref().map(|o| o.id)) {
        Some(id) => match load(door, id).await {
            Ok(open) => Some(open),
            Err(_) => return,
        },
        None => None,
    };
    live.with_mut(|s| {
        s.mirror = mirror;
        s.open = open;
        s.epoch = epoch;
    });
}

/// Remembers the open game for the next start. Failing to remember it loses no game,
/// only the shortcut back to it, so it is not worth interrupting play for.
async fn remember(live: &impl Live, door: &Door, id: GameId) {
    if let Err(e) = store_settings(live, door, vec![(LAST_GAME.to_string(), id.to_string())]).await {
        eprintln!("dialkeeper: could not remember the open game: {e}");
    }
}

/// Stores settings in one transaction, then shows them in the mirror.
async fn store_settings(live: &impl Live, door: &Door, pairs: Vec<(String, String)>) -> Result<(), Fault> {
    done(door.ask(Request::SetSettings(pairs.clone())).await)?;
    live.with_mut(|s| s.mirror.set(&pairs));
    Ok(())
}

async fn refresh_catalog(live: &impl Live, door: &Door) {
    let catalog = mirror::catalog(door).await;
    let portraits = mirror::portraits(door).await;
    live.with_mut(|s| {
        s.mirror.catalog = catalog;
        s.mirror.portraits = portraits;
    });
}

impl Live for Signal<Session> {
    fn with<R>(&self, read: impl FnOnce(&Session) -> R) -> R {
        read(&self.peek())
    }

    fn with_mut<R>(&self, change: impl FnOnce(&mut Session) -> R) -> R {
        let mut signal = *self;
        change(&mut signal.write())
    }
}

impl Live for Rc<RefCell<Session>> {
    fn with<R>(&self, read: impl FnOnce(&Session) -> R) -> R {
        read(&self.borrow())
    }

    fn with_mut<R>(&self, change: impl FnOnce(&mut Session) -> R) -> R {
        change(&mut self.borrow_mut())
    }
}
