//! The hosting phone. Its store is the truth: every tap, its own and its guests', goes
//! through its session's one door ([`Live`]: the same queue, plan, commit and apply as
//! any tap), stamped with its place in the shared log in the same transaction, and only
//! what the door saved is sent to the guests. A refusal goes back to the one guest who
//! asked; a tap asked again is answered with its first answer (the entry, or the
//! refusal), never saved twice.
//!
//! A guest that joins names the shared game it holds, its term and points of its log
//! (a ladder); the host answers with its log after the last point both hold, in pages,
//! or with the game's base for a guest with no copy. A guest that knows of a later term
//! than the host's has met a phone that took the game over since: this phone then stops
//! hosting, tells its guests, and joins that phone with its copy.

use std::cell::{Cell, RefCell};
use std::collections::HashMap;
use std::future::poll_fn;
use std::task::{Poll, Waker};

use dialkeeper_store::{Fault, Op, Share, ask};

use super::digest;
use super::link::{Incoming, Link};
use super::log::Log;
use super::notice::{Notice, Unshared};
use super::wire::{self, Base, Entry, Inbox, Line, Message, Refusal, Seq, TapId, Target, Term, WireError};
use crate::session::{Live, Outcome, Session, Shared};

/// A phone hosting a game for its guests.
pub struct Host<L: Live> {
    live: L,
    log: RefCell<Log>,
    /// Who taps on this phone (the host's own entries carry it).
    author: RefCell<String>,
    seats: RefCell<Vec<Seat>>,
    /// The next seat's number.
    seat_number: Cell<u64>,
    /// Where the next look for a guest's message starts.
    turn: Cell<usize>,
    /// The task waiting in [`Host::keep_listening`], woken when a guest is seated.
    listener: RefCell<Option<Waker>>,
    /// Set once sharing was stopped: the listening ends.
    stopped: Cell<bool>,
    /// Sharing ended here, as the store notes it ([`Host::own_game`]).
    ending: super::ending::Ending,
    /// Refusals given, by tap: a tap asked again gets the same answer.
    refused: RefCell<HashMap<TapId, Refusal>>,
    /// This phone's next tap number.
    next_tap: Cell<u64>,
    notices: RefCell<Vec<Notice>>,
    /// The first entry this phone gave, if it took the game over from a host gone.
    took_over: Option<Seq>,
    /// Set once a later term's host was heard of: this phone no longer hosts.
    deposed: Cell<bool>,
    /// Set while a phone that took the game over gathers the others, before its player
    /// starts hosting: it takes the changes they held, and no new tap.
    gathering: Cell<bool>,
    /// Numbers the parts of long messages.
    message_id: Cell<u64>,
    /// The line the held changes are saved in, ahead of any tap asked after them: a tap
    /// takes its ticket when made, and saves only after the held changes and the taps
    /// before it (two quick taps never land between two held changes).
    held_line: std::rc::Rc<crate::session::Queue>,
    /// Set when a guest's change, or a held one, left this phone's game behind its store
    /// or its log (an answer lost, the store out of reach): [`Host::keep_listening`]
    /// catches up ([`Host::catch_up_if_behind`]).
    lagging: Cell<bool>,
    /// The listening's catch-up, waiting for [`Host::lagging`].
    catching_up: RefCell<Option<Waker>>,
    /// The clock the catch-up waits by (the simulated table's in `sim`).
    time: RefCell<super::clock::Time>,
}

impl<L: Live> super::catch_up::Hosting for Host<L> {
    fn shows_more_than_its_log(&self) -> bool {
        Host::shows_more_than_its_log(self)
    }

    async fn caught_up(&self) {
        Host::caught_up(self).await;
    }
}

/// One guest's link.
struct Seat {
    number: u64,
    link: Link,
    inbox: Inbox,
    /// What the guest said when it last joined.
    joined: Option<Facts>,
    /// Whether it last joined with this game's key: a phone holding another shared game
    /// (its own host gone) is sent this one's start, and until it joins again with it,
    /// its taps are for that other game.
    holds_this_game: bool,
    /// Whether the other phone runs another version (it was told this one's, once).
    other_version: bool,
}

/// What a phone said of itself when it joined: for the list a phone that took the game
/// over shows, so the players can see which phone is furthest ahead.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Facts {
    /// Its id in the shared game.
    pub phone: String,
    /// Who taps on it.
    pub author: String,
    /// The highest term it knew of.
    pub term: Option<Term>,
    /// Its last change (its log's last sequence number).
    pub last: Seq,
}

impl<L: Live> Host<L> {
    /// Hosts the session's open game: shares it from now on, or, if this phone was
    /// hosting it when the app stopped, goes on from its stored log. `me` names this
    /// phone (a new share's id) and who taps here.
    pub async fn start(live: L, me: &str) -> Result<Host<L>, Fault> {
        let new_share = |id, next: i64, record: &_| {
            let key = format!("{me}-{id}-{next}");
            let base_digest = digest::base(&key, record);
            let term = Term { n: 1, by: me.to_string() };
            Share { game: id, key, me: me.to_string(), hosting: true, term, base_seq: next - 1, base_digest }
        };
        let log = match live.share_open_game(new_share).await? {
            Shared::Stored(stored) if stored.share.hosting => Log::new(stored),
            // A copy of another host's game: it is hosted by taking it over.
            Shared::Stored(_) => return Err(Fault::Shared),
            Shared::Started(share, base) => Log { share, base, entries: vec![], outbox: vec![] },
        };
        let id = log.share.game;
        live.with_mut(|s| s.claim(Some(id)));
        // Changes still held mean the app stopped in the middle of a take-over (or its
        // store failed then): it is finished now, the phone gathering the others again.
        let took_over = (!log.outbox.is_empty()).then(|| log.last().0 + 1);
        let host = Host::from_log(live, log, me, took_over);
        // One the store cannot save yet stays held, for the next tap.
        let _ = host.replay_held().await;
        Ok(host)
    }

    /// A phone that hosts from `log`: its own, or its copy when it takes the game over.
    pub(super) fn from_log(live: L, log: Log, author: &str, took_over: Option<Seq>) -> Host<L> {
        Host {
            live,
            log: RefCell::new(log),
            author: RefCell::new(author.to_string()),
            seats: RefCell::default(),
            seat_number: Cell::new(0),
            turn: Cell::new(0),
            listener: RefCell::default(),
            stopped: Cell::new(false),
            ending: Default::default(),
            refused: RefCell::default(),
            next_tap: Cell::new(fastrand::u64(..u64::MAX / 2)),
            notices: RefCell::default(),
            took_over,
            deposed: Cell::new(false),
            gathering: Cell::new(took_over.is_some()),
            message_id: Cell::new(0),
            held_line: std::rc::Rc::default(),
            lagging: Cell::new(false),
            catching_up: RefCell::new(None),
            time: RefCell::new(super::clock::wall()),
        }
    }

    /// Numbers this phone's taps from `n` on (the simulated table's phones, so a seed
    /// plays the same every time).
    #[cfg(test)]
    pub(super) fn number_taps_from(&self, n: u64) {
        self.next_tap.set(n);
    }

    /// Reads this phone's shared log (the simulated table's checks).
    #[cfg(test)]
    pub(crate) fn with_log<R>(&self, read: impl FnOnce(&Log) -> R) -> R {
        read(&self.log.borrow())
    }

    /// The session this phone plays on.
    pub fn live(&self) -> &L {
        &self.live
    }

    /// The shared game's key.
    pub fn key(&self) -> String {
        self.log.borrow().share.key.clone()
    }

    /// The term this phone hosts in.
    pub fn term(&self) -> Term {
        self.log.borrow().term().clone()
    }

    /// Signs this phone's own taps from now on with `name` (its player's).
    pub fn sign_as(&self, name: &str) {
        *self.author.borrow_mut() = name.to_string();
    }

    /// The first entry this phone gave, if it took the game over from a host that was
    /// gone.
    pub fn took_over(&self) -> Option<Seq> {
        self.took_over
    }

    /// Whether this phone still hosts: not stopped, and no later term heard of.
    pub fn hosting(&self) -> bool {
        !self.stopped.get() && !self.deposed.get()
    }

    /// Whether a phone that took the game over in a later term was heard of: this phone
    /// no longer hosts, and follows that one once linked to it.
    pub fn deposed(&self) -> bool {
        self.deposed.get()
    }

    /// Whether this phone, taking the game over, still gathers the others: it shows each
    /// one's last change ([`Host::facts`]) and saves no new tap until [`Host::start_hosting`].
    pub fn gathering(&self) -> bool {
        self.gathering.get()
    }

    /// The players saw which phones joined and how far each one is: this phone saves
    /// taps from now on.
    pub fn start_hosting(&self) {
        self.gathering.set(false);
    }

    /// The last change of the game, in the shared numbering.
    pub fn last(&self) -> Seq {
        self.log.borrow().last().0
    }

    /// Seats a guest on a new link.
    pub fn add_guest(&self, link: Link) {
        let number = self.seat_number.get();
        self.seat_number.set(number + 1);
        self.seats.borrow_mut().push(Seat {
            number,
            link,
            inbox: Inbox::default(),
            joined: None,
            holds_this_game: false,
            other_version: false,
        });
        if let Some(listener) = self.listener.take() {
            listener.wake();
        }
    }

    /// How many guests are linked.
    pub fn guests(&self) -> usize {
        self.seats.borrow().len()
    }

    /// What each linked phone said of itself when it joined, furthest ahead first: a
    /// phone that took the game over shows it, so the players see if another phone
    /// holds more of the game.
    pub fn facts(&self) -> Vec<Facts> {
        let mut facts: Vec<Facts> = self.seats.borrow().iter().filter_map(|s| s.joined.clone()).collect();
        facts.sort_by(|a, b| (&b.term, b.last).cmp(&(&a.term, a.last)));
        facts
    }

    /// What the host's player must be told since last asked, oldest first.
    pub fn take_notices(&self) -> Vec<Notice> {
        self.notices.take()
    }

    /// A tap on this phone while it hosts (the screens call it through
    /// [`Role::play`](super::Role::play)): saved and shown here, then sent to every guest.
    pub async fn play(&self, op: Op) -> Result<Outcome, Unshared> {
        if self.stopped.get() {
            return Err(Unshared::Ended);
        }
        if self.deposed.get() {
            return Err(Unshared::NotHosting);
        }
        if self.gathering.get() {
            return Err(Unshared::Gathering);
        }
        // An undo or a redo takes back or brings back the change the player saw as the
        // last when tapping, as a guest's does: a change saved meanwhile (a guest's, or one
        // held from before a take-over, just below) is never taken back in its place.
        let target = self.log.borrow().target(&op);
        // Changes held from before a take-over go first: they were made before this tap.
        // One the store cannot save yet stays held (said on the console).
        let _turn = self.held_line.clone().turn().await;
        if !self.log.borrow().outbox.is_empty() {
            let _ = self.replay_held_in_turn().await;
        }
        let n = self.next_tap.get();
        self.next_tap.set(n + 1);
        let tap = TapId { phone: self.log.borrow().share.me.clone(), n };
        let author = self.author.borrow().clone();
        match self.save(op, tap, author, target, Soon::Yes).await {
            Ok(outcome) => Ok(outcome),
            Err(Refusal::NotLast { now }) => Err(Unshared::NotLast(now.map(|line| line.author))),
            Err(refusal) => Ok(refused_outcome(&refusal)),
        }
    }

    /// Saves one operation through this phone's session, stamped with its place in the
    /// log, and sends it to every guest (`soon`: once this task is over, for a tap of this
    /// phone's own, which no other phone waits for). An undo or redo naming a `target` is
    /// saved only if that is still the change it would take back or bring back.
    async fn save(&self, op: Op, tap: TapId, author: String, target: Option<Target>, soon: Soon) -> Result<Outcome, Refusal> {
        // Refused as the store held entries this log lacked (a change whose answer was
        // lost, read back since), which were then read and sent on: tried once more.
        match self.save_once(&op, &tap, &author, target.as_ref(), soon).await {
            Some(saved) => saved,
            None => self.save_once(&op, &tap, &author, target.as_ref(), soon).await.unwrap_or(Err(Refusal::NotSaved(Fault::Shared))),
        }
    }

    /// Whether this phone's session shows the shared game further on than this log goes.
    pub(super) fn shows_more_than_its_log(&self) -> bool {
        let (game, last) = {
            let log = self.log.borrow();
            (log.share.game, log.last().0)
        };
        self.live.with(|s| s.open_game().is_some_and(|(id, _)| id == game) && s.next_seq().is_some_and(|next| next > last + 1))
    }

    /// This phone's session read its store again after a change whose answer was lost
    /// ([`super::catch_up`]): what the store kept beyond this log goes to every
    /// guest now, as the host's own screen shows it, not with the host's next change.
    pub async fn caught_up(&self) {
        if !self.hosting() {
            return;
        }
        // In line with the taps, which extend the log too.
        let _turn = self.held_line.clone().turn().await;
        self.read_log_again().await;
    }

    /// The entries the store holds after this log's last, read and sent to every guest:
    /// whether the log was read.
    async fn read_log_again(&self) -> bool {
        let game = self.log.borrow().share.game;
        let Ok(Some(stored)) = self.live.ask_store(ask::load_share(game)).await else { return false };
        let last = self.log.borrow().last().0;
        let lacked: Vec<Entry> = Log::new(stored).entries.into_iter().filter(|e| e.seq > last).collect();
        if lacked.is_empty() {
            return true;
        }
        crate::warn!("dialkeeper: the shared log lacked {} entries its store held; read again", lacked.len());
        self.log.borrow_mut().entries.extend(lacked.iter().cloned());
        for entry in &lacked {
            self.give(entry, Soon::No);
        }
        true
    }

    /// [`Host::save`], once: `None` if refused as the session was ahead of this log, whose
    /// lacking entries were read and sent on since.
    async fn save_once(&self, op: &Op, tap: &TapId, author: &str, target: Option<&Target>, soon: Soon) -> Option<Result<Outcome, Refusal>> {
        let not_last = Cell::new(None);
        let behind = Cell::new(false);
        let stamp = |game, seq, _: &_| {
            let log = self.log.borrow();
            if game == log.share.game && seq > log.last().0 + 1 {
                behind.set(true);
            }
            if game != log.share.game || seq != log.last().0 + 1 {
                return Err(Outcome::NotSaved(Fault::Shared));
            }
            if let Some(target) = target
                && log.target(op).as_ref() != Some(target)
            {
                let now = log.target(op).and_then(|t| log.line_of(t.made_by.as_ref())).map(Box::new);
                not_last.set(Some(Refusal::NotLast { now }));
                return Err(Outcome::Nothing);
            }
            Ok(Some(log.stamp(seq, log.term(), tap.clone(), author.to_string(), op)))
        };
        let (outcome, entry) = self.live.operate(op.clone(), stamp).await;
        if let Some(entry) = entry {
            self.log.borrow_mut().entries.push(entry.clone());
            self.give(&entry, soon);
        }
        // The change's turn read the store again (an earlier change's answer was lost):
        // what it kept beyond the log goes to the guests now, whatever this change came
        // to (the game shown may refuse it, or have nothing to undo, or have refused its
        // number as taken).
        if self.shows_more_than_its_log() || behind.get() {
            let read = self.read_log_again().await;
            if behind.get() {
                return if read { None } else { Some(Err(Refusal::NotSaved(Fault::Stopped))) };
            }
        }
        if let Some(refusal) = not_last.take() {
            return Some(Err(refusal));
        }
        Some(match outcome {
            Outcome::Refused(violation) => Err(Refusal::Rule(violation)),
            Outcome::Nothing => Err(Refusal::Nothing),
            Outcome::NotSaved(fault) => Err(Refusal::NotSaved(fault)),
            applied => Ok(applied),
        })
    }

    /// Saves the changes this phone held that its log lost when it took the game over
    /// (its outbox), oldest first, each as the tap it was. One its store cannot save now
    /// (a busy, full or failing store: no answer about the change) stays held, with those
    /// after it, and is tried again before this phone's next tap or when its app starts
    /// again; one the game refuses is dropped, and the player told.
    pub(super) async fn replay_held(&self) -> Result<(), Fault> {
        let _turn = self.held_line.clone().turn().await;
        self.replay_held_in_turn().await
    }

    /// [`Host::replay_held`], the line's turn held by the caller.
    async fn replay_held_in_turn(&self) -> Result<(), Fault> {
        let held = std::mem::take(&mut self.log.borrow_mut().outbox);
        let mut held = held.into_iter();
        while let Some(out) = held.next() {
            if let Err((out, fault)) = self.replay(out).await {
                {
                    let mut log = self.log.borrow_mut();
                    let later = std::mem::take(&mut log.outbox);
                    log.outbox = std::iter::once(out).chain(held).chain(later).collect();
                }
                self.catch_up_if_behind();
                return Err(fault);
            }
        }
        self.catch_up_if_behind();
        Ok(())
    }

    /// Has the listening catch up ([`Host::keep_listening`]) if a change made here without
    /// the app's catch-up after it (a guest's, a held one) left this phone's game behind
    /// its store (an answer lost, the store out of reach) or its log.
    fn catch_up_if_behind(&self) {
        if self.live.with(Session::may_lag) || self.shows_more_than_its_log() {
            self.lagging.set(true);
            if let Some(waker) = self.catching_up.take() {
                waker.wake();
            }
        }
    }

    /// One held change ([`Host::replay_held`]): saved, or dropped with the player told,
    /// and then out of the stored outbox; or given back when the store could not answer.
    async fn replay(&self, out: dialkeeper_store::Outgoing) -> Result<(), (dialkeeper_store::Outgoing, Fault)> {
        let Entry { op, stamp, .. } = out.entry.clone();
        let line = Line { seq: 0, author: stamp.author.clone(), op: op.clone() };
        let (game, tap) = (self.log.borrow().share.game, stamp.tap.clone());
        if self.log.borrow().answered(&stamp.tap).is_none() {
            match self.save(op, stamp.tap, stamp.author, out.target.clone(), Soon::No).await {
                Ok(_) => {}
                Err(Refusal::NotSaved(fault)) => {
                    crate::warn!("dialkeeper: a held change waits for the store: {fault}");
                    return Err((out, fault));
                }
                Err(refusal) => {
                    let reason = match refusal {
                        Refusal::Rule(violation) => Some(violation),
                        _ => None,
                    };
                    self.notices.borrow_mut().push(Notice::NotKept { line: Box::new(line), tap: tap.clone(), reason });
                }
            }
        }
        if let Err(e) = self.live.ask_store(ask::clear_outbox(game, vec![tap])).await {
            crate::warn!("dialkeeper: could not clear an answered change: {e}");
        }
        Ok(())
    }

    /// Handles every message the guests have sent so far, without waiting for more;
    /// how many there were.
    pub async fn serve(&self) -> usize {
        let mut handled = 0;
        while let Some((seat, incoming)) = self.waiting() {
            self.handle(seat, incoming).await;
            handled += 1;
        }
        handled
    }

    /// Handles the guests' messages as they come, until no guest is linked.
    pub async fn listen(&self) {
        while let Some((seat, incoming)) = self.next(false).await {
            self.handle(seat, incoming).await;
        }
    }

    /// Handles the guests' messages as they come for as long as this phone hosts, guests
    /// seated later included, and calls `after` once each is handled (the app counts the
    /// phones there). Ends once sharing is [stopped](Host::stop).
    ///
    /// Beside it, a guest's change that left this phone behind its store (its answer lost
    /// while the store was out of reach) is caught up on ([`super::catch_up`]) as the
    /// app does after its own player's taps: no other change is needed for the game to
    /// show it, here and on every guest.
    pub async fn keep_listening(&self, mut after: impl FnMut()) {
        let messages = async {
            while let Some((seat, incoming)) = self.next(true).await {
                self.handle(seat, incoming).await;
                after();
            }
        };
        let catching_up = async {
            loop {
                poll_fn(|cx| {
                    if self.lagging.take() {
                        return Poll::Ready(());
                    }
                    *self.catching_up.borrow_mut() = Some(cx.waker().clone());
                    Poll::Pending
                })
                .await;
                let time = self.time.borrow().clone();
                super::catch_up(&self.live, Some(self), |ms| time.sleep(ms.into())).await;
            }
        };
        futures_util::future::select(std::pin::pin!(messages), std::pin::pin!(catching_up)).await;
    }

    /// The clock the catch-up waits by: the simulated table's (`sim`).
    #[cfg(test)]
    pub(super) fn time_by(&self, time: super::clock::Time) {
        *self.time.borrow_mut() = time;
    }

    /// Stops sharing: every guest is told, and keeps its copy as a game of its own; the
    /// links are closed, and [`Host::keep_listening`] ends. The game goes on here as a
    /// game of this phone's own.
    pub async fn stop(&self) -> Result<(), Fault> {
        // Ending deletes what the share still holds: held changes go into the game first,
        // and while the store cannot save them, sharing does not end (its fault is said).
        if !self.log.borrow().outbox.is_empty() {
            self.replay_held().await?;
        }
        for seat in self.seats.take() {
            for text in wire::encode(&Message::Ended, 0) {
                let _ = seat.link.send(text);
            }
        }
        let _noting = self.ending.begin();
        self.stopped.set(true);
        if let Some(listener) = self.listener.take() {
            listener.wake();
        }
        let game = self.log.borrow().share.game;
        self.live.ask_store(ask::end_share(game)).await?;
        self.ending.noted();
        self.live.with_mut(|s| s.claim(None));
        Ok(())
    }

    /// Whether this phone ended sharing here (not handed over to another host).
    pub fn ended(&self) -> bool {
        self.stopped.get() && !self.deposed.get()
    }

    /// Whether this phone's game is its own again: sharing ended here, and the store noted
    /// it. A tap made while "End sharing" is still being noted waits for it, so the
    /// player's first change after ending plays on the game instead of being refused.
    pub async fn own_game(&self) -> bool {
        self.ended() && self.ending.settled().await
    }

    /// This phone stops hosting to join another host with its copy (two phones took the
    /// game over, and the players chose the other): its guests are told to join that one,
    /// its listening ends, and the share stays in its store, for
    /// [`Guest::resume`](super::Guest::resume) to follow the other host from it.
    pub fn hand_over(&self) {
        let term = self.term();
        for seat in self.seats.take() {
            for text in wire::encode(&Message::NotHosting { term: term.clone() }, 0) {
                let _ = seat.link.send(text);
            }
        }
        self.deposed.set(true);
        self.stopped.set(true);
        if let Some(listener) = self.listener.take() {
            listener.wake();
        }
    }

    /// Ends sharing ([`Host::stop`]) and gives the session back.
    pub async fn end(self) -> L {
        if let Err(e) = self.stop().await {
            crate::warn!("dialkeeper: sharing could not be ended in the store: {e}");
        }
        self.live
    }

    /// Who did what since sharing began, oldest first.
    pub fn log(&self) -> Vec<Line> {
        self.log.borrow().lines()
    }

    /// A message some guest has sent, if any, taking the seats in turn so that no guest
    /// waits behind another's burst.
    fn waiting(&self) -> Option<(u64, Incoming)> {
        let mut seats = self.seats.borrow_mut();
        let count = seats.len();
        let first = self.turn.get();
        (0..count).map(|i| (first + i) % count).find_map(|at| {
            let incoming = seats[at].link.try_incoming()?;
            self.turn.set(at + 1);
            Some((seats[at].number, incoming))
        })
    }

    /// Waits for the next message from any guest; `None` once sharing stopped, or, unless
    /// `while_hosting`, once no guest is linked.
    async fn next(&self, while_hosting: bool) -> Option<(u64, Incoming)> {
        poll_fn(|cx| {
            let mut seats = self.seats.borrow_mut();
            if self.stopped.get() || (seats.is_empty() && !while_hosting) {
                return Poll::Ready(None);
            }
            for seat in seats.iter_mut() {
                if let Poll::Ready(incoming) = seat.link.poll_incoming(cx) {
                    return Poll::Ready(Some((seat.number, incoming)));
                }
            }
            *self.listener.borrow_mut() = Some(cx.waker().clone());
            Poll::Pending
        })
        .await
    }

    async fn handle(&self, seat: u64, incoming: Incoming) {
        let text = match incoming {
            Incoming::Message(text) => text,
            Incoming::Closed => return self.seats.borrow_mut().retain(|s| s.number != seat),
        };
        let taken = self.seats.borrow_mut().iter_mut().find(|s| s.number == seat).map(|s| (s.other_version, s.inbox.take(&text)));
        let message = match taken {
            None | Some((true, _)) | Some((_, Ok(None))) => return,
            Some((_, Ok(Some(message)))) => message,
            Some((_, Err(WireError::OtherVersion { found }))) => return self.other_version(seat, found),
            Some((_, Err(e))) => return crate::warn!("dialkeeper: a guest's message was set aside: {e}"),
        };
        match message {
            Message::Join { phone, author, key, term, ladder } => {
                self.welcome(seat, Facts { phone, author, term, last: 0 }, key, ladder).await
            }
            Message::Tap { tap, op, author, target, held } => self.answer(seat, tap, op, author, target, held).await,
            Message::Leave => self.seats.borrow_mut().retain(|s| s.number != seat),
            // Only a host sends the others.
            _ => {}
        }
    }

    /// A phone of another version: told this one's, once, and its player is told too.
    fn other_version(&self, seat: u64, found: u64) {
        if let Some(s) = self.seats.borrow_mut().iter_mut().find(|s| s.number == seat) {
            s.other_version = true;
        }
        self.send(seat, &Message::Version);
        self.notices.borrow_mut().push(Notice::OtherVersion { theirs: found });
    }

    /// Answers a guest's join: the log after the last point both hold, a page at a
    /// time, or the game's base when the guest has no copy of this game. A guest that
    /// knows of a later term makes this phone stop hosting.
    async fn welcome(&self, seat: u64, mut facts: Facts, key: Option<String>, ladder: Vec<(Seq, u64)>) {
        facts.last = ladder.first().map_or(0, |p| p.0);
        let phone = facts.phone.clone();
        let holds_this_game = key.as_deref() == Some(self.log.borrow().share.key.as_str());
        // Terms are counted per shared game: another game's says nothing of this one.
        let later = facts.term.clone().filter(|t| holds_this_game && t > self.log.borrow().term());
        if let Some(s) = self.seats.borrow_mut().iter_mut().find(|s| s.number == seat) {
            s.joined = Some(facts);
            s.holds_this_game = holds_this_game;
        }
        if let Some(term) = later {
            // The phone that hosted in that term joins this one as a guest (the players
            // chose this host): this phone hosts on, in a term after it, and the other's
            // changes come as the taps they were. Any other later term: another phone
            // hosts now.
            if term.by != phone {
                return self.step_down(term).await;
            }
            self.raise_term(&term).await;
        }
        if self.deposed.get() {
            // A phone holding another shared game is not told this one's term: it would
            // take it for its own game's (terms are counted per game).
            if key.is_some() && !holds_this_game {
                return;
            }
            let term = self.term();
            return self.send(seat, &Message::NotHosting { term });
        }
        let message = {
            let log = self.log.borrow();
            match log.best_match(&ladder).filter(|_| key.as_deref() == Some(log.share.key.as_str())) {
                Some(after) => Message::Entries { after, entries: log.page(after), last: log.last().0, term: log.term().clone() },
                None => {
                    let name = self.live.with(|s| s.open_game().map(|(_, name)| name.to_string())).unwrap_or_default();
                    Message::Base(Base {
                        key: log.share.key.clone(),
                        name,
                        record: log.base.clone(),
                        seq: log.share.base_seq,
                        digest: log.share.base_digest,
                        term: log.term().clone(),
                    })
                }
            }
        };
        self.send(seat, &message);
    }

    /// Hosts on in a term after `term` (that of a phone that hosted and joined this one).
    async fn raise_term(&self, term: &Term) {
        let share = {
            let mut log = self.log.borrow_mut();
            log.share.term = Term { n: term.n.max(log.share.term.n) + 1, by: log.share.me.clone() };
            log.share.clone()
        };
        if let Err(e) = self.live.ask_store(ask::update_share(share)).await {
            crate::warn!("dialkeeper: could not note the game's new term: {e}");
        }
    }

    /// A later term was heard of: this phone no longer hosts. Its guests are told, and
    /// its store says so, so a restart does not host again.
    async fn step_down(&self, term: Term) {
        self.deposed.set(true);
        let share = {
            let mut log = self.log.borrow_mut();
            log.share.hosting = false;
            log.share.term = term.clone();
            log.share.clone()
        };
        let numbers: Vec<u64> = self.seats.borrow().iter().map(|s| s.number).collect();
        for number in numbers {
            self.send(number, &Message::NotHosting { term: term.clone() });
        }
        self.notices.borrow_mut().push(Notice::NewerHost);
        if let Err(e) = self.live.ask_store(ask::update_share(share)).await {
            crate::warn!("dialkeeper: could not note that this phone no longer hosts: {e}");
        }
    }

    /// A guest's tap: answered with its first answer if it was asked before; otherwise
    /// through this phone's own door, saved and sent to every phone, or refused to the
    /// asker alone.
    async fn answer(&self, seat: u64, tap: TapId, op: Op, author: String, target: Option<Target>, held: bool) {
        if !self.seats.borrow().iter().any(|s| s.number == seat && s.holds_this_game) {
            // A tap on another game's copy: never saved in this one. Its phone is told
            // nothing came back, and takes this game's start.
            return crate::warn!("dialkeeper: a tap from a phone that did not join this game was set aside");
        }
        let answered = self.log.borrow().answered(&tap).cloned();
        if let Some(entry) = answered {
            return self.send(seat, &Message::Entry(entry));
        }
        if let Some(refusal) = self.refused.borrow().get(&tap).cloned() {
            return self.send(seat, &Message::Refused { tap, refusal });
        }
        if self.deposed.get() || self.stopped.get() {
            let term = self.term();
            return self.send(seat, &Message::NotHosting { term });
        }
        if self.gathering.get() && !held {
            return self.send(seat, &Message::Refused { tap, refusal: Refusal::Gathering });
        }
        // After the changes this phone held, as its own taps are.
        let _turn = self.held_line.clone().turn().await;
        if !self.log.borrow().outbox.is_empty() {
            let _ = self.replay_held_in_turn().await;
        }
        let saved = self.save(op, tap.clone(), author, target, Soon::No).await;
        self.catch_up_if_behind();
        let Err(refusal) = saved else { return };
        // A store that failed may not fail again: only the engine's answers are kept.
        if !matches!(refusal, Refusal::NotSaved(_)) {
            self.refused.borrow_mut().insert(tap.clone(), refusal.clone());
        }
        self.send(seat, &Message::Refused { tap, refusal });
    }

    /// Sends an entry just saved to every guest that joined.
    fn give(&self, entry: &Entry, soon: Soon) {
        let numbers: Vec<u64> =
            self.seats.borrow().iter().filter(|s| s.joined.is_some() && s.holds_this_game && !s.other_version).map(|s| s.number).collect();
        for number in numbers {
            self.send_to(number, &Message::Entry(entry.clone()), soon);
        }
    }

    /// Sends to one seat now (after what was sent soon).
    fn send(&self, seat: u64, message: &Message) {
        self.send_to(seat, message, Soon::No);
    }

    /// Sends to one seat, in parts if it is long; a guest that cannot be reached loses
    /// its seat (its end of the link sees it closed).
    fn send_to(&self, seat: u64, message: &Message, soon: Soon) {
        let id = self.message_id.get();
        self.message_id.set(id + 1);
        let mut seats = self.seats.borrow_mut();
        let Some(at) = seats.iter().position(|s| s.number == seat) else { return };
        let link = &seats[at].link;
        let send = |text| if soon == Soon::Yes { link.send_soon(text) } else { link.send(text) };
        if wire::encode(message, id).into_iter().any(|text| send(text).is_err()) {
            seats.remove(at);
        }
    }
}

/// Whether a message may leave once the sender's task is over ([`Link::send_soon`]).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Soon {
    /// Yes: nobody on another phone waits for it.
    Yes,
    /// No: another phone waits for it, or it must not trail behind.
    No,
}

/// What a refused tap on the host's own phone comes to.
fn refused_outcome(refusal: &Refusal) -> Outcome {
    match refusal {
        Refusal::Rule(violation) => Outcome::Refused(violation.clone()),
        Refusal::NotSaved(fault) => Outcome::NotSaved(fault.clone()),
        Refusal::Nothing | Refusal::NotLast { .. } | Refusal::Gathering => Outcome::Nothing,
    }
}
