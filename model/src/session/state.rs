//! The session's state and its reads: the open game, as the store has it, and the
//! mirror of the stored lists. The changes are made by the modules above it.

use std::rc::Rc;

use dialkeeper_core::{Command, Event, Game};
use dialkeeper_store::{CatalogFigure, Fault, FigureRow, GameId, GameSummary, SavedArmy, StoredGame};

#[cfg(feature = "store")]
use super::door;
use super::door::Door;
use super::mirror::Mirror;
use super::outcome::{Finish, StartupNotice};
use super::queue;
use crate::prefs::Prefs;

/// The game in play, exactly as the store has it.
pub(super) struct Open {
    pub(super) id: GameId,
    pub(super) name: String,
    pub(super) game: Game,
    /// The sequence number the next operation gets.
    pub(super) next_seq: i64,
    /// The events of the change an undo would take back, kept when it is made (or read
    /// once when the game is opened or undone), so the table's every redraw does not
    /// play the last command again to say what Undo will undo.
    pub(super) last_change: Option<Vec<Event>>,
    /// Which reading of a stored game this is: see [`Session::game_read`].
    pub(super) read: u64,
}

impl Open {
    /// Reads again what an undo would take back, from the game itself.
    pub(super) fn reread_last_change(&mut self) {
        self.last_change = self.game.last_change().map(|(_, events)| events);
    }
}

/// The open game and what the store holds, as the screens show it.
pub struct Session {
    pub(super) door: Rc<Door>,
    /// Changes run one at a time: a burst of taps is saved in the order it was made.
    pub(super) queue: Rc<queue::Queue>,
    /// Shown once at start-up, if the store needed attention.
    pub startup: Option<StartupNotice>,
    pub(super) open: Option<Open>,
    pub(super) mirror: Mirror,
    /// The door's epoch when what is shown was read: see [`Door::epoch`].
    pub(super) epoch: u64,
    /// The game this phone shares with others, while it hosts or follows it
    /// (`crate::share`): no other game is opened, and it is not deleted, until sharing
    /// lets it go.
    pub(super) sharing: Option<GameId>,
}

impl Session {
    /// A session over an open store: reads what the screens list, and reopens the game
    /// that was open when the app last stopped (unless the store was just recovered).
    pub async fn start(door: Door, startup: Option<StartupNotice>) -> Session {
        let door = Rc::new(door);
        let mirror = Mirror::load(&door).await;
        let epoch = door.epoch();
        let mut session = Session { door, queue: Rc::default(), startup, open: None, mirror, epoch, sharing: None };
        // After a damaged store was replaced, the games list comes first: it is where the
        // player reads what came back.
        let recovered = matches!(session.startup, Some(StartupNotice::Recovered(_)));
        if !recovered
            && let Some(id) = session.mirror.last_game()
            && let Ok(open) = load(&session.door, id).await
        {
            session.open = Some(open);
        }
        session
    }

    /// A session over a store that holds nothing yet (the web's first visit, whose store
    /// worker starts after the first screen): what an empty store would answer, without
    /// asking it. A change made before the store is ready waits for it; the store's door
    /// then has a new epoch, so what is shown is read again before the change is planned.
    pub fn fresh(door: Door) -> Session {
        let epoch = door.epoch();
        Session { door: Rc::new(door), queue: Rc::default(), startup: None, open: None, mirror: Mirror::fresh(), epoch, sharing: None }
    }

    /// Opens the store file at `path` (native), as [`Session::start`] does.
    #[cfg(feature = "store")]
    pub fn open(path: &std::path::Path) -> Session {
        let (door, startup) = Door::open(path);
        Session::over(door, startup)
    }

    /// A session over a native store already opened (on another thread, by the app at
    /// start), as [`Session::start`] does.
    #[cfg(feature = "store")]
    pub fn over(door: Door, startup: Option<StartupNotice>) -> Session {
        door::now(Session::start(door, startup))
    }

    /// A session over an in-memory store (tests, previews).
    #[cfg(feature = "store")]
    pub fn in_memory() -> Session {
        door::now(Session::start(Door::in_memory(), None))
    }

    /// The open game, if any.
    pub fn game(&self) -> Option<&Game> {
        self.open.as_ref().map(|s| &s.game)
    }

    /// Whether what is shown may be behind the store: a change's answer was lost and the
    /// store could not be read again yet (the next change reads it first). Trying that
    /// change again now could make it twice.
    pub fn may_lag(&self) -> bool {
        self.queue.is_stale()
    }

    /// The events of the change an undo would take back, in the game shown.
    pub fn last_change(&self) -> Option<&[Event]> {
        self.open.as_ref()?.last_change.as_deref()
    }

    /// The open game's id and name.
    pub fn open_game(&self) -> Option<(GameId, &str)> {
        self.open.as_ref().map(|s| (s.id, s.name.as_str()))
    }

    /// Which reading of a stored game is shown (0 with none): a new number whenever the
    /// game is read from the store rather than changed in place (opened, read again after
    /// another tab's change, restored, taken from a host), whatever its id. A view kept
    /// between changes, such as a card ([`crate::card::CardKey`]), is made again when it
    /// changes, since the game's names and figures may have changed with it.
    pub fn game_read(&self) -> u64 {
        self.open.as_ref().map_or(0, |s| s.read)
    }

    /// The sequence number the open game's next operation gets in the store. Sharing
    /// (`crate::share`) numbers the entries it sends by it, so phones agree on order.
    pub fn next_seq(&self) -> Option<i64> {
        self.open.as_ref().map(|s| s.next_seq)
    }

    /// The claim of a phone that joined a host and waits for its game: no game opens
    /// meanwhile, since the host's will.
    pub const JOINING: GameId = -1;

    /// The game this phone shares with others, while it hosts or follows it
    /// ([`Session::JOINING`] while the host's game is on its way).
    pub fn sharing(&self) -> Option<GameId> {
        self.sharing
    }

    /// Whether this session's store worker was started after the page (a first visit, a
    /// warm start drawn from what was last shown) and has not started yet: nothing is
    /// asked of it by the session itself meanwhile (sharing to take up again, a backup),
    /// since that would hold the session's turn, and the player's first change with it.
    pub fn store_on_its_way(&self) -> bool {
        self.door.store_on_its_way()
    }

    /// Sharing takes the game `game` (no other opens, it is not deleted), or lets it go.
    pub(crate) fn claim(&mut self, game: Option<GameId>) {
        self.sharing = game;
    }

    /// Whether opening game `id` (`None`: a new one) would leave the game this phone shares.
    pub(super) fn leaves_sharing(&self, id: Option<GameId>) -> bool {
        self.sharing.is_some() && self.sharing != id
    }

    /// The game a usual start would reopen now that nothing is open: the game open last,
    /// if it is still listed. `None` when a game is open.
    pub fn would_reopen(&self) -> Option<GameId> {
        self.mirror.game_to_reopen().filter(|_| self.open.is_none())
    }

    /// Closes the open game (it is already saved).
    pub fn close(&mut self) {
        self.open = None;
    }

    /// Every stored game, most recently played first.
    pub fn games(&self) -> Result<&[GameSummary], Fault> {
        self.mirror.games.as_deref().map_err(Clone::clone)
    }

    /// How a finished game came out, once [`Games::read_results`] has read it.
    pub fn result(&self, id: GameId) -> Option<&Finish> {
        self.mirror.results.get(&id).map(|(_, finish)| finish)
    }

    /// Every catalog figure, by name.
    pub fn catalog(&self) -> Result<&[CatalogFigure], Fault> {
        self.mirror.catalog.as_deref().map_err(Clone::clone)
    }

    /// Every saved army, most recent first.
    pub fn armies(&self) -> Result<&[SavedArmy], Fault> {
        self.mirror.armies.as_deref().map_err(Clone::clone)
    }

    /// A catalog figure's photo.
    pub fn portrait(&self, row: FigureRow) -> Option<&[u8]> {
        self.mirror.portraits.get(&row).map(Vec::as_slice)
    }

    /// The photo of the catalog figure a game's figure was made from (same name and
    /// collector number), if it has one.
    pub fn portrait_of(&self, def: &dialkeeper_core::FigureDef) -> Option<&[u8]> {
        let catalog = self.mirror.catalog.as_deref().unwrap_or_default();
        catalog
            .iter()
            .filter(|f| f.has_portrait && f.def.name == def.name && f.def.collector_number == def.collector_number)
            .find_map(|f| self.portrait(f.id))
    }

    /// When the newest backup was taken (Unix seconds), if there is one.
    pub fn last_backup(&self) -> Option<i64> {
        self.mirror.last_backup
    }

    /// A stored setting of the app's own (see [`Live::save_setting`]), if set.
    pub fn setting(&self, key: &str) -> Option<String> {
        self.mirror.setting(key)
    }

    /// The stored preferences (defaults for anything unset).
    pub fn prefs(&self) -> Prefs {
        Prefs::from_settings(|key| self.mirror.setting(key))
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

/// Reads a stored game and replays it.
pub(super) async fn load(door: &Door, id: GameId) -> Result<Open, Fault> {
    let stored = door.ask(dialkeeper_store::ask::load_game(id)).await?;
    open_stored(stored)
}

/// A stored game ready to play: its record replayed.
pub(super) fn open_stored(stored: StoredGame) -> Result<Open, Fault> {
    let game = super::replay::stored(stored.record)?;
    // One count for the whole page: two sessions (a test's phones) never share a number.
    static READS: std::sync::atomic::AtomicU64 = std::sync::atomic::AtomicU64::new(1);
    let read = READS.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
    let mut open = Open { id: stored.id, name: stored.name, game, next_seq: stored.next_seq, last_change: None, read };
    open.reread_last_change();
    Ok(open)
}
