//! Changes, asked of the session held where the screens can see it (a signal in the app,
//! a `RefCell` in tests). Each change waits its turn, is planned on the state the screens
//! show, committed by the store, and only then applied: a tap that was not saved never
//! shows as done, and a burst of taps is saved in order.

#![allow(async_fn_in_trait)] // used on one thread only, by the app's own tasks

use std::cell::RefCell;
use std::rc::Rc;

use dialkeeper_core::{Command, Event, Game, GameRecord};
use dialkeeper_store::{Appended, Ask, Entry, GameId, Op, Outgoing, Share, Stamp, StoredShare, ask, snapshot_due};

use super::door::Door;
use super::mirror;
use super::queue::{InFlight, Turn};
use super::state::load;
use super::{Fault, Outcome, Session};
use crate::prefs::Prefs;

/// A session the screens can see, and every change asked of it.
pub trait Live: Clone + 'static {
    /// Reads the session (never held across a wait).
    fn with<R>(&self, read: impl FnOnce(&Session) -> R) -> R;

    /// Changes the session, and so what the screens show.
    fn with_mut<R>(&self, change: impl FnOnce(&mut Session) -> R) -> R;

    /// Applies a command through the engine once the store has saved it.
    async fn dispatch(&self, command: Command) -> Outcome {
        self.operate(Op::Apply(command), unshared).await.0
    }

    /// Undoes the last command once the store has saved that.
    async fn undo(&self) -> Outcome {
        self.operate(Op::Undo, unshared).await.0
    }

    /// Redoes the last undone command once the store has saved that.
    async fn redo(&self) -> Outcome {
        self.operate(Op::Redo, unshared).await.0
    }

    /// One operation on the open game, through the engine, saved before it is shown.
    /// `stamp` gives its place in a shared game's log (`crate::share`), worked out in the
    /// operation's turn from the game's id, the operation's number and the game before
    /// it, and saved in the same transaction; it can also refuse. The entry saved comes
    /// back with the outcome.
    #[doc(hidden)]
    async fn operate(&self, op: Op, stamp: impl FnOnce(GameId, i64, &Game) -> Result<Option<Stamp>, Outcome>) -> (Outcome, Option<Entry>) {
        match op.clone() {
            Op::Apply(command) => self.append(op, |game| game.plan(command).map_err(Outcome::Refused), Game::commit, stamp).await,
            Op::Undo => {
                let possible = |game: &Game| if game.can_undo() { Ok(()) } else { Err(Outcome::Nothing) };
                let undo = |game: &mut Game, ()| {
                    game.undo();
                    vec![]
                };
                self.append(op, possible, undo, stamp).await
            }
            Op::Redo => {
                let possible = |game: &Game| if game.can_redo() { Ok(()) } else { Err(Outcome::Nothing) };
                let redo = |game: &mut Game, ()| {
                    game.redo();
                    vec![]
                };
                self.append(op, possible, redo, stamp).await
            }
        }
    }

    /// One operation on the open game: `prepare` works it out on the game shown (or says
    /// why not), `stamp` gives its place in a shared log, the store commits it, and only
    /// then `apply` changes the game shown.
    #[doc(hidden)]
    async fn append<T: Clone>(
        &self,
        op: Op,
        prepare: impl FnOnce(&Game) -> Result<T, Outcome>,
        apply: impl Fn(&mut Game, T) -> Vec<Event>,
        stamp: impl FnOnce(GameId, i64, &Game) -> Result<Option<Stamp>, Outcome>,
    ) -> (Outcome, Option<Entry>) {
        let (_turn, door) = self.turn().await;
        if let Some(fault) = behind_its_store(self) {
            return (Outcome::NotSaved(fault), None);
        }
        let applies = matches!(op, Op::Apply(_));
        let prepared = self.with(|s| {
            let open = s.open.as_ref().ok_or(Outcome::Nothing)?;
            let ready = prepare(&open.game)?;
            let stamp = stamp(open.id, open.next_seq, &open.game)?;
            // One operation in a hundred carries the whole record, to reopen quickly.
            let snapshot = snapshot_due(open.next_seq).then(|| {
                let mut after = open.game.clone();
                apply(&mut after, ready.clone());
                after.record()
            });
            let ended = open.game.ended().is_some();
            let finish_changes = (ends_after(&open.game, &op) != ended).then_some((open.id, !ended));
            let entry = stamp.clone().map(|stamp| Entry { seq: open.next_seq, op: op.clone(), stamp });
            Ok((ready, finish_changes, open.next_seq, entry, ask::append(open.id, open.next_seq, op.clone(), snapshot, stamp)))
        });
        let (ready, finish_changes, seq, entry, request) = match prepared {
            Ok(prepared) => prepared,
            Err(outcome) => return (outcome, None),
        };
        // From here until the change is shown, dropping this future could leave what is
        // shown behind the store: the guard then has the next turn read the game again.
        let in_flight = InFlight::new(self.with(|s| s.queue.clone()));
        if let Err(fault) = door.ask(request).await {
            if read_back(self, &door, in_flight, &fault).await && self.with(|s| s.open.as_ref().is_some_and(|o| o.next_seq > seq)) {
                return (Outcome::Applied(vec![]), entry);
            }
            return (Outcome::NotSaved(fault), None);
        }
        let events = self.with_mut(|s| {
            let open = s.open.as_mut().expect("the open game stays open while its change is saved");
            open.next_seq += 1;
            let id = open.id;
            let events = apply(&mut open.game, ready);
            // A new command's events are in hand; after an undo or redo the last change
            // is another one, read once here rather than on every redraw.
            if applies {
                open.last_change = Some(events.clone());
            } else {
                open.reread_last_change();
            }
            s.mirror.played(id);
            events
        });
        in_flight.landed();
        // The list's finished mark follows the engine's end; the game is already shown.
        if let Some((id, finished)) = finish_changes {
            mark_finished(self, &door, id, finished).await;
        }
        (Outcome::Applied(events), entry)
    }

    /// Entries of a shared game, each planned in turn on the game shown, saved together
    /// in one transaction, then shown: a catch-up's page costs one commit, not one per
    /// entry. Stops before the first entry the engine refuses here (the copies differ)
    /// or that is not the next operation; how many were saved.
    #[doc(hidden)]
    async fn append_entries(&self, game: GameId, entries: Vec<Entry>) -> Result<usize, Fault> {
        let (_turn, door) = self.turn().await;
        if let Some(fault) = behind_its_store(self) {
            return Err(fault);
        }
        let planned = self.with(|s| {
            let open = s.open.as_ref().filter(|o| o.id == game)?;
            let mut after = open.game.clone();
            let mut batch = Vec::new();
            for (i, entry) in entries.into_iter().enumerate() {
                let seq = open.next_seq + i as i64;
                if entry.seq != seq || !step(&mut after, &entry.op) {
                    break;
                }
                let snapshot = snapshot_due(seq).then(|| after.record());
                batch.push(Appended { entry, snapshot });
            }
            Some((after, batch, open.next_seq))
        });
        let Some((after, batch, first)) = planned else { return Err(Fault::Shared) };
        let count = batch.len();
        if count == 0 {
            return Ok(0);
        }
        let in_flight = InFlight::new(self.with(|s| s.queue.clone()));
        if let Err(fault) = door.ask(ask::append_entries(game, batch)).await {
            if read_back(self, &door, in_flight, &fault).await {
                let next = self.with(|s| s.open.as_ref().map_or(first, |o| o.next_seq));
                return Ok((next - first).max(0) as usize);
            }
            return Err(fault);
        }
        self.with_mut(|s| {
            let open = s.open.as_mut().expect("the open game stays open while its change is saved");
            open.game = after;
            open.next_seq += count as i64;
            open.reread_last_change();
            s.mirror.played(game);
        });
        in_flight.landed();
        Ok(count)
    }

    /// Asks the store in this session's turn, after the changes asked before it: how
    /// sharing reads and writes its log beside the game's operations.
    #[doc(hidden)]
    async fn ask_store<T>(&self, ask: Ask<T>) -> Result<T, Fault> {
        let (_turn, door) = self.turn().await;
        door.ask(ask).await
    }

    /// The open game's share, in one turn, so no change lands between the game read and
    /// the share stored: the one the store holds, or a new one that `make` names from the
    /// game as it stands (its id, its next operation's number, its record), stored with
    /// that record as its base (`crate::share::Host::start`).
    #[doc(hidden)]
    async fn share_open_game(&self, make: impl FnOnce(GameId, i64, &GameRecord) -> Share) -> Result<Shared, Fault> {
        let (_turn, door) = self.turn().await;
        if let Some(fault) = behind_its_store(self) {
            return Err(fault);
        }
        let (id, next, base) = self.with(|s| Some((s.open_game()?.0, s.next_seq()?, s.game()?.record()))).ok_or(Fault::NoGame(0))?;
        if let Some(stored) = door.ask(ask::load_share(id)).await? {
            return Ok(Shared::Stored(stored));
        }
        let share = make(id, next, &base);
        match door.ask(ask::start_share(share.clone(), base.clone())).await {
            Ok(()) => Ok(Shared::Started(share, base)),
            // Stopped before it answered, the store may hold the share: what it holds is
            // read back (tried again at once, a worker still being replaced), or every
            // later change would be refused as a shared game's with no place in its log.
            Err(Fault::Stopped) => {
                for _ in 0..REREAD_TRIES {
                    if let Ok(stored) = door.ask(ask::load_share(id)).await {
                        return stored.map(Shared::Stored).ok_or(Fault::Stopped);
                    }
                }
                Err(Fault::Stopped)
            }
            Err(fault) => Err(fault),
        }
    }

    /// Takes the open shared game back to its operation `after`, keeping `outbox` to be
    /// asked of the host again, and shows the game as it stood then (`crate::share`).
    #[doc(hidden)]
    async fn truncate_shared(&self, game: GameId, after: i64, outbox: Vec<Outgoing>) -> Result<(), Fault> {
        let (_turn, door) = self.turn().await;
        let stored = ask_change(self, &door, ask::truncate_share(game, after, outbox)).await?;
        // The store has cut the game back already; a record the rules refuse (damaged
        // since it was stored: the store never asks them) leaves the longer game on show,
        // so the next turn reads the store again, as after any change it may hold.
        let open = super::state::open_stored(stored).inspect_err(|_| self.with(|s| s.queue.mark_stale()))?;
        self.with_mut(|s| {
            if s.open.as_ref().is_some_and(|o| o.id == game) {
                s.open = Some(open);
            }
        });
        Ok(())
    }

    /// Stores, in one step, the preferences the player changed: those that differ
    /// between `before` (as shown when they chose) and `after` ([`Prefs::changed_from`]).
    /// Never the others: settings that could not be read show their defaults, and the
    /// store, read again since, may hold the player's own choices for them.
    async fn save_prefs(&self, before: &Prefs, after: &Prefs) -> Result<(), Fault> {
        let pairs: Vec<_> = after.changed_from(before).into_iter().map(|(k, v)| (k.to_string(), v.to_string())).collect();
        if pairs.is_empty() {
            return Ok(());
        }
        let (_turn, door) = self.turn().await;
        store_settings(self, &door, pairs).await
    }

    /// Stores one setting of the app's own (the new-game draft), not a preference.
    async fn save_setting(&self, key: &str, value: String) -> Result<(), Fault> {
        let (_turn, door) = self.turn().await;
        store_settings(self, &door, vec![(key.to_string(), value)]).await
    }

    /// Reads the open game and the stored lists again, if the store may have changed
    /// under what is shown (the web's store worker was replaced).
    async fn resync(&self) {
        // The turn reads again if needed; nothing else is done with it.
        drop(self.turn().await);
    }

    /// Waits for the changes asked before this one, then hands out the door; what is
    /// shown is read again first if the store worker was replaced since it was read, so
    /// no change is planned on a state the store may not have.
    #[doc(hidden)]
    async fn turn(&self) -> (Turn, Rc<Door>) {
        let (queue, door) = self.with(|s| (s.queue.clone(), s.door.clone()));
        let turn = queue.clone().turn().await;
        // A store worker started after the page: what is shown was drawn without it, so
        // it is read from the store (its epoch then new) before anything is planned on it.
        door.settled().await;
        // The mark is taken off only once the store was read: a turn dropped while it
        // reads (its screen closed, sharing stopped) leaves the next one to read again.
        if queue.is_stale() || self.with(|s| s.epoch) != door.epoch() {
            if reread(self, &door).await {
                queue.take_stale();
            } else {
                queue.mark_stale();
            }
        }
        (turn, door)
    }
}

/// The open game's share ([`Live::share_open_game`]).
#[doc(hidden)]
pub enum Shared {
    /// Shared before: its log as stored.
    Stored(StoredShare),
    /// Shared from now on: the share stored, and the game it starts from.
    Started(Share, GameRecord),
}

/// No place in a shared log: the operation of a game that is not shared (the store
/// refuses it on a shared one).
fn unshared(_: GameId, _: i64, _: &Game) -> Result<Option<Stamp>, Outcome> {
    Ok(None)
}

/// Plays one operation on a game being planned; whether the engine took it.
fn step(game: &mut Game, op: &Op) -> bool {
    match op {
        Op::Apply(command) => game.try_apply(command.clone()).is_ok(),
        Op::Undo => game.undo().is_some(),
        Op::Redo => game.redo().is_some(),
    }
}

/// Why a change on the open game is not saved, the store not even asked, while what is
/// shown may be behind the store (a change's answer was lost and the store could not be
/// read again, even in this turn). Planned on what is shown, the change could take the
/// number of the one the store kept, and its lost answer's read-back take that one for it.
fn behind_its_store(live: &impl Live) -> Option<Fault> {
    live.with(Session::may_lag).then_some(Fault::Stopped)
}

/// How many times a store whose answer was lost is read again at once: a web worker
/// replaced under the change answers the second (each try may wait for it).
const REREAD_TRIES: usize = 2;

/// After a change the store failed with `fault`: whether what it holds was read back, so
/// that it decides what the change came to. Only a store that stopped before it answered
/// may have committed the change first: it is read again, tried again at once when that
/// fails too (a worker still being replaced, the file held a moment). One that cannot be
/// read yet leaves the session stale (the guard dropped unlanded), so the next turn reads
/// it before anything else is changed; any other failure committed nothing.
async fn read_back(live: &impl Live, door: &Door, in_flight: InFlight, fault: &Fault) -> bool {
    if *fault != Fault::Stopped {
        in_flight.landed();
        return false;
    }
    for _ in 0..REREAD_TRIES {
        if reread(live, door).await {
            in_flight.landed();
            return true;
        }
    }
    false
}

/// Reads again what the screens show. If the store cannot answer (any of the reads: a
/// list left failed would stay so, with no game open to read it again), what is shown
/// stays, and the next change tries again (`false`).
pub(super) async fn reread(live: &impl Live, door: &Door) -> bool {
    let epoch = door.epoch();
    let (mirror, answered) = mirror::Mirror::read(door).await;
    if !answered {
        return false;
    }
    // A store found damaged by a worker started behind what was last shown: the games
    // list comes first, with the notice, as at a usual start.
    let recovered = door.take_recovery().map(super::StartupNotice::Recovered);
    let open = match live.with(|s| s.open.as_ref().map(|o| o.id)).filter(|_| recovered.is_none()) {
        Some(id) => match load(door, id).await {
            Ok(open) => Some(open),
            // The store answered: the game is not there, or cannot be played, and stays
            // closed (read again, it would keep every change waiting for ever).
            Err(Fault::NoGame(_) | Fault::Damaged(_)) => None,
            Err(_) => return false,
        },
        None => None,
    };
    live.with_mut(|s| {
        s.mirror = mirror;
        s.open = open;
        s.epoch = epoch;
        if recovered.is_some() {
            s.startup = recovered;
        }
    });
    true
}

/// Whether the game is over once `op` is applied: ending it ends it, nothing else can
/// follow an end, undo always goes back to a game in play, and redo ends it again when
/// the end is what it redoes.
fn ends_after(game: &Game, op: &Op) -> bool {
    match op {
        Op::Apply(command) => game.ended().is_some() || matches!(command, Command::EndGame { .. }),
        Op::Undo => false,
        Op::Redo => game.ended().is_some() || matches!(game.next_redo(), Some(Command::EndGame { .. })),
    }
}

/// Keeps the games list's "finished" mark with the engine's end (CORE-18): set when the
/// game ends, cleared when the end is undone. The game itself is already saved, so a
/// failure here costs only the mark, and is not worth interrupting play for.
async fn mark_finished(live: &impl Live, door: &Door, id: super::GameId, finished: bool) {
    if let Err(e) = ask_change(live, door, ask::set_finished(id, finished)).await {
        crate::warn!("dialkeeper: could not mark the game finished: {e}");
    }
    let games = mirror::games(door).await;
    live.with_mut(|s| s.mirror.games = games);
}

/// Asks the store for a change other than one to the open game (those read back what
/// they came to themselves): a game created, deleted or imported, a backup restored, the
/// library or the settings changed. An answer lost, the store stopped before it said, may
/// hide what the store did, so what is shown is marked to be read again before anything
/// is planned on it: by the next turn ([`Live::turn`]), or sooner by the app's catch-up
/// once the store answers (the app runs one after a tap and after a restore).
pub(super) async fn ask_change<T>(live: &impl Live, door: &Door, ask: Ask<T>) -> Result<T, Fault> {
    let answer = door.ask(ask).await;
    if matches!(answer, Err(Fault::Stopped)) {
        live.with(|s| s.queue.mark_stale());
    }
    answer
}

/// Stores settings in one transaction, then shows them in the mirror.
pub(super) async fn store_settings(live: &impl Live, door: &Door, pairs: Vec<(String, String)>) -> Result<(), Fault> {
    ask_change(live, door, ask::set_settings(pairs.clone())).await?;
    live.with_mut(|s| s.mirror.set(&pairs));
    Ok(())
}

impl Live for Rc<RefCell<Session>> {
    fn with<R>(&self, read: impl FnOnce(&Session) -> R) -> R {
        read(&self.borrow())
    }

    fn with_mut<R>(&self, change: impl FnOnce(&mut Session) -> R) -> R {
        change(&mut self.borrow_mut())
    }
}
