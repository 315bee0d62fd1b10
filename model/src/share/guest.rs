//! A following phone. It keeps a full copy of the host's game in its own store, so it
//! can leave, come back, take the game over or keep it when sharing ends.
//!
//! Its taps are asked of the host; a tap is done only once the host's entry for it has
//! come back and been saved and applied here, so what this phone shows is always what
//! both stores hold. The host's entries are applied strictly in their order, each once:
//! an old one is skipped, and after a gap the guest rejoins to get what it missed rather
//! than apply out of order. After each entry the copy's digest is checked against the
//! host's; a copy that differs is replaced by the host's record, and the player is told.

use std::cell::{Cell, RefCell};
use std::collections::{BTreeSet, HashMap};
use std::future::poll_fn;
use std::task::{Poll, Waker};

use dialkeeper_store::Op;

use super::digest::digest;
use super::host::Host;
use super::link::{Incoming, Link};
use super::notice::{Notice, Unshared};
use super::play::run;
use super::wire::{self, Entry, Line, Message, Record, Refusal, Seq};
use crate::session::{EXPORT_FORMAT, ExportFile, GameId, Games, Live, Outcome};

/// A phone following a host's game.
pub struct Guest<L: Live> {
    live: L,
    /// This phone, to the host: answers to its taps find it again after a rejoin.
    me: String,
    /// Who its taps are said to be by (the phone's player, once chosen).
    author: RefCell<String>,
    link: RefCell<Option<Link>>,
    state: Cell<State>,
    /// The copy of the shared game in this phone's store, once it came.
    copy: RefCell<Option<Copy>>,
    /// The number the next tap gets. Started at random, so the answers to an earlier
    /// run's taps (sent again in a catch-up) cannot be taken for this run's.
    next_ask: Cell<u32>,
    /// Taps asked and not answered yet.
    pending: RefCell<BTreeSet<u32>>,
    /// Answers to taps, until their tap takes them.
    answers: RefCell<HashMap<u32, Result<Outcome, Unshared>>>,
    /// Whether a message is being handled: one at a time, in order.
    busy: Cell<bool>,
    /// Taps waiting for their answer while another task reads the link.
    waiters: RefCell<Vec<Waker>>,
    /// Who did what, as far as this phone knows.
    log: RefCell<Vec<Line>>,
    /// The entries applied here since the copy last came whole (a new host starts from
    /// them when this phone takes over).
    kept: RefCell<Vec<Entry>>,
    notices: RefCell<Vec<Notice>>,
    /// The first entry where this copy differed from the host's, until its record came.
    diverged: Cell<Option<Seq>>,
    /// The `have` of the last join sent, so a burst after a gap asks only once.
    joined_at: Cell<Option<Seq>>,
}

/// Where sharing stands for a guest.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum State {
    Following,
    HostGone,
    Ended,
}

/// This phone's copy of the shared game.
#[derive(Debug, Clone)]
struct Copy {
    /// The shared game's key.
    key: String,
    /// Its id in this phone's store.
    id: GameId,
    /// The shared number of an operation less this store's own.
    offset: Seq,
}

/// What waiting on the link brought.
enum Next {
    Answer(Result<Outcome, Unshared>),
    Got(Incoming),
    /// No link: nothing more will come until the guest follows a host again.
    Idle,
}

/// Marks the guest busy handling one message; once it is done (or dropped), the taps
/// waiting look again for their answer.
struct Handling<'a, L: Live>(&'a Guest<L>);

impl<L: Live> Drop for Handling<'_, L> {
    fn drop(&mut self) {
        self.0.busy.set(false);
        for waker in self.0.waiters.take() {
            waker.wake();
        }
    }
}

/// A tap waiting for its answer. Dropped (its screen gone), the tap stops waiting: its
/// entry, if the host saves it, is still applied, and a refusal becomes a notice.
struct Asked<'a, L: Live> {
    guest: &'a Guest<L>,
    ask: u32,
}

impl<L: Live> Drop for Asked<'_, L> {
    fn drop(&mut self) {
        self.guest.pending.borrow_mut().remove(&self.ask);
        self.guest.answers.borrow_mut().remove(&self.ask);
    }
}

/// The setting that ties a shared game's key to its copy here: `"<id> <offset>"`.
fn setting_key(key: &str) -> String {
    format!("share.{key}")
}

impl<L: Live> Guest<L> {
    /// Joins the host at the other end of `link`. `key` names a shared game this phone
    /// followed before (from [`Guest::key`]): its copy is opened and only what it lacks
    /// is asked for. Without one, the host sends the whole game.
    pub async fn join(live: L, me: &str, key: Option<&str>, link: Link) -> Guest<L> {
        let guest = Guest {
            live,
            me: me.to_string(),
            author: RefCell::new(me.to_string()),
            link: RefCell::new(Some(link)),
            state: Cell::new(State::Following),
            copy: RefCell::default(),
            next_ask: Cell::new(fastrand::u32(..)),
            pending: RefCell::default(),
            answers: RefCell::default(),
            busy: Cell::new(false),
            waiters: RefCell::default(),
            log: RefCell::default(),
            kept: RefCell::default(),
            notices: RefCell::default(),
            diverged: Cell::new(None),
            joined_at: Cell::new(None),
        };
        if let Some(key) = key {
            guest.reopen(key).await;
        }
        guest.send_join();
        guest
    }

    /// Opens the copy of a game followed before, if this store has it.
    async fn reopen(&self, key: &str) {
        let tied = self.live.with(|s| s.setting(&setting_key(key)));
        let Some((id, offset)) = tied.as_deref().and_then(|t| t.split_once(' ')) else { return };
        let (Ok(id), Ok(offset)) = (id.parse(), offset.parse()) else { return };
        let open = self.live.with(|s| s.open_game().map(|(open, _)| open));
        if open != Some(id) && self.live.resume(id).await.is_err() {
            return;
        }
        *self.copy.borrow_mut() = Some(Copy { key: key.to_string(), id, offset });
    }

    /// Signs this phone's taps from now on with `name` (its player's).
    pub fn sign_as(&self, name: &str) {
        *self.author.borrow_mut() = name.to_string();
    }

    /// The session this phone plays on.
    pub fn live(&self) -> &L {
        &self.live
    }

    /// The shared game's key, once its copy is here: keep it to rejoin after a restart.
    pub fn key(&self) -> Option<String> {
        self.copy.borrow().as_ref().map(|c| c.key.clone())
    }

    /// The next entry this phone expects, in the host's numbering (0 with no copy).
    pub fn have(&self) -> Seq {
        let Some(offset) = self.copy.borrow().as_ref().map(|c| c.offset) else { return 0 };
        self.live.with(|s| s.next_seq()).map_or(0, |n| n + offset)
    }

    /// Who did what, as far as this phone knows, oldest first.
    pub fn log(&self) -> Vec<Line> {
        self.log.borrow().clone()
    }

    /// What the player must be told since last asked, oldest first.
    pub fn take_notices(&self) -> Vec<Notice> {
        self.notices.take()
    }

    /// A tap on this phone: asked of the host (at once, so a burst keeps its order);
    /// done when the host's entry for it is saved and shown here, or refused with the
    /// host's reason.
    pub fn tap(&self, op: Op) -> impl Future<Output = Result<Outcome, Unshared>> + '_ {
        // The guard is made now, not when first polled: a tap dropped unpolled lets go too.
        let asked = self.ask(op).map(|ask| Asked { guest: self, ask });
        async move {
            let asked = asked?;
            let ask = asked.ask;
            loop {
                match self.next(Some(ask)).await {
                    Next::Answer(answer) => return answer,
                    Next::Got(incoming) => self.handle(incoming).await,
                    Next::Idle => return Err(Unshared::HostGone),
                }
            }
        }
    }

    /// Handles every message the host has sent so far, without waiting for more; how
    /// many there were. Nothing is read while a tap is reading the link.
    pub async fn serve(&self) -> usize {
        let mut handled = 0;
        while !self.busy.get() {
            let Some(incoming) = self.link.borrow_mut().as_mut().and_then(Link::try_incoming) else { break };
            self.busy.set(true);
            self.handle(incoming).await;
            handled += 1;
        }
        handled
    }

    /// Handles the host's messages as they come, until the link is gone. The app runs it
    /// on a task of its own, beside the taps.
    pub async fn listen(&self) {
        while let Next::Got(incoming) = self.next(None).await {
            self.handle(incoming).await;
        }
    }

    /// Handles the host's messages as they come, until the link is gone, and after each
    /// hands `after` what the player must be told (often nothing): the app shows it, and
    /// opens the game once the host's copy has come.
    pub async fn listen_each(&self, mut after: impl FnMut(Vec<Notice>)) {
        while let Next::Got(incoming) = self.next(None).await {
            self.handle(incoming).await;
            after(self.take_notices());
        }
        after(self.take_notices());
    }

    /// Whether this phone still follows a host (not gone, not ended).
    pub fn following(&self) -> bool {
        self.state.get() == State::Following
    }

    /// Whether the host ended sharing: the copy is this phone's own game now.
    pub fn ended(&self) -> bool {
        self.state.get() == State::Ended
    }

    /// Follows a host on a new link (a new host after a takeover, or the same one after
    /// the link dropped): joins it, asking for what this phone lacks.
    pub fn follow(&self, link: Link) {
        *self.link.borrow_mut() = Some(link);
        self.state.set(State::Following);
        self.joined_at.set(None);
        self.send_join();
    }

    /// Hosts the game from this phone's copy, the host being gone for good. Its other
    /// guests then follow it ([`Guest::follow`] with a link to it), and are told.
    /// This guest is done with once it took over: it no longer follows anything.
    pub fn take_over(&self) -> Result<Host<L>, Unshared> {
        if self.following() {
            return Err(Unshared::StillLinked);
        }
        let Some(copy) = self.copy.take() else { return Err(Unshared::NotJoined) };
        self.state.set(State::Ended);
        Ok(Host::taking_over(self.live.clone(), &self.author.borrow(), copy.key, copy.offset, self.kept.take(), self.log.take()))
    }

    fn ask(&self, op: Op) -> Result<u32, Unshared> {
        match self.state.get() {
            State::HostGone => return Err(Unshared::HostGone),
            State::Ended => return Err(Unshared::Ended),
            State::Following => {}
        }
        if self.copy.borrow().is_none() {
            return Err(Unshared::NotJoined);
        }
        let ask = self.next_ask.get();
        self.next_ask.set(ask.wrapping_add(1));
        let message = wire::encode(&Message::Ask { ask, op, author: self.author.borrow().clone() });
        let sent = self.link.borrow().as_ref().map(|link| link.send(message));
        if !matches!(sent, Some(Ok(()))) {
            return Err(Unshared::HostGone);
        }
        self.pending.borrow_mut().insert(ask);
        Ok(ask)
    }

    /// Waits for a tap's answer, or for the next message when no other task is handling
    /// one (the message is then this task's to handle, and the guest is busy).
    async fn next(&self, ask: Option<u32>) -> Next {
        poll_fn(|cx| {
            if let Some(answer) = ask.and_then(|ask| self.answers.borrow_mut().remove(&ask)) {
                return Poll::Ready(Next::Answer(answer));
            }
            if !self.busy.get() {
                let mut link = self.link.borrow_mut();
                let Some(link) = link.as_mut() else { return Poll::Ready(Next::Idle) };
                if let Poll::Ready(incoming) = link.poll_incoming(cx) {
                    self.busy.set(true);
                    return Poll::Ready(Next::Got(incoming));
                }
            }
            self.waiters.borrow_mut().push(cx.waker().clone());
            Poll::Pending
        })
        .await
    }

    /// Handles one message; the guest was marked busy by whoever took it.
    async fn handle(&self, incoming: Incoming) {
        let _handling = Handling(self);
        let text = match incoming {
            Incoming::Message(text) => text,
            Incoming::Closed => return self.stop(State::HostGone),
        };
        match wire::decode(&text) {
            Ok(Message::Entry(entry)) => {
                self.take(entry).await;
            }
            Ok(Message::CatchUp { entries, log }) => {
                let mut applied = 0;
                for entry in entries {
                    applied += usize::from(self.take(entry).await);
                }
                // The host's log holds what was just applied, and what came before.
                if let Some(log) = log.filter(|_| self.diverged.get().is_none()) {
                    *self.log.borrow_mut() = log;
                }
                if applied > 0 {
                    self.notices.borrow_mut().push(Notice::CaughtUp { entries: applied });
                }
            }
            Ok(Message::Refused { ask, refusal }) => {
                let outcome = match refusal {
                    Refusal::Rule(violation) => Outcome::Refused(violation),
                    Refusal::Nothing => Outcome::Nothing,
                    Refusal::NotSaved(fault) => Outcome::NotSaved(fault),
                };
                if let (false, Outcome::Refused(violation)) = (self.answer(ask, Ok(outcome.clone())), outcome) {
                    // Its tap stopped waiting (the link dropped): the player still hears why.
                    self.notices.borrow_mut().push(Notice::Refused(violation));
                }
            }
            Ok(Message::Record(record)) => self.replace(record).await,
            Ok(Message::Ended) => self.end().await,
            Ok(Message::Takeover { from_seq }) => {
                self.notices.borrow_mut().push(Notice::TakenOver { from_seq });
                self.joined_at.set(None);
                self.send_join();
            }
            Ok(Message::Lacks { from }) => {
                // The host took over without some entries this phone holds: they go to it,
                // then this phone joins again to learn what the game is now.
                let entries = self.kept.borrow().iter().filter(|e| e.seq >= from).cloned().collect();
                self.send(&Message::Held { entries });
                self.send_join();
            }
            // Only a guest sends these.
            Ok(Message::Join { .. } | Message::Ask { .. } | Message::Held { .. }) => {}
            Err(e) => eprintln!("dialkeeper: the host's message was set aside: {e}"),
        }
    }

    /// Applies one of the host's entries if it is the next one; whether it was applied.
    async fn take(&self, entry: Entry) -> bool {
        if self.diverged.get().is_some() || self.copy.borrow().is_none() {
            return false; // the host's record is on its way, or the copy is
        }
        let have = self.have();
        if entry.seq < have {
            // Already here (saved before a restart, or in a record): once only. The one
            // just before `have` that this phone did not get from the host means that an
            // operation was saved here behind sharing's back: the copies differ.
            let known = self.kept.borrow().iter().any(|k| k.seq == entry.seq);
            if !known && entry.seq == have - 1 && self.digest().as_deref() != Some(entry.digest.as_str()) {
                self.diverge(entry.seq);
            }
            if let Some(ask) = entry.ask {
                self.answer(ask, Ok(Outcome::Applied(vec![])));
            }
            return false;
        }
        if entry.seq > have {
            // Some went missing: never out of order; ask for them, once per gap.
            if self.joined_at.get() != Some(have) {
                self.send_join();
            }
            return false;
        }
        match run(&self.live, entry.op.clone()).await {
            Outcome::Applied(events) => {
                if self.digest().as_deref() != Some(entry.digest.as_str()) {
                    self.diverge(entry.seq);
                }
                self.log.borrow_mut().push(Line { seq: entry.seq, author: entry.author.clone(), op: entry.op.clone() });
                if let Some(ask) = entry.ask {
                    self.answer(ask, Ok(Outcome::Applied(events)));
                }
                self.kept.borrow_mut().push(Entry { ask: None, ..entry });
                true
            }
            Outcome::NotSaved(fault) => {
                // This store failed; the host's next entry shows the gap and it comes again.
                if let Some(ask) = entry.ask {
                    self.answer(ask, Ok(Outcome::NotSaved(fault)));
                }
                false
            }
            // The host saved what this copy refuses: the copies differ. The tap is
            // answered when the host's record, which holds it, has replaced the copy.
            Outcome::Refused(_) | Outcome::Nothing => {
                self.diverge(entry.seq);
                false
            }
        }
    }

    /// The digest of the game shown here.
    fn digest(&self) -> Option<String> {
        self.live.with(|s| s.game().map(|g| digest(&g.record())))
    }

    /// This copy differs from the host's from entry `seq` on: ask for the whole game.
    fn diverge(&self, seq: Seq) {
        self.diverged.set(Some(seq));
        let key = self.key();
        self.send(&Message::Join { game: key, have: 0, phone: self.me.clone(), digest: None });
    }

    /// Takes the host's whole game as this phone's copy: stored as a game here, opened,
    /// and the copy before it deleted. The player is told why.
    async fn replace(&self, record: Record) {
        let before = self.copy.borrow().clone();
        let have = self.have();
        let file = ExportFile { format: EXPORT_FORMAT.into(), version: 1, name: record.name, record: record.record };
        let id = match self.live.import_game(file).await {
            Ok(id) => id,
            Err(e) => return eprintln!("dialkeeper: the host's game could not be saved here: {e}"),
        };
        if let Err(e) = self.live.resume(id).await {
            return eprintln!("dialkeeper: the host's game could not be opened here: {e}");
        }
        let offset = record.next - self.live.with(|s| s.next_seq()).unwrap_or(1);
        if let Err(e) = self.live.save_setting(&setting_key(&record.game), format!("{id} {offset}")).await {
            // The copy is here and followed; only a restart would not find it again.
            eprintln!("dialkeeper: could not remember the shared game: {e}");
        }
        // The copy this one replaces goes; a copy of another shared game stays, as a
        // game of this phone's own.
        if let Some(before) = &before
            && before.id != id
            && before.key == record.game
        {
            let _ = self.live.delete_game(before.id).await;
        }
        let key = record.game;
        *self.copy.borrow_mut() = Some(Copy { key: key.clone(), id, offset });
        *self.log.borrow_mut() = record.log;
        self.kept.borrow_mut().clear();
        self.joined_at.set(None);
        for ask in record.answered {
            self.answer(ask, Ok(Outcome::Applied(vec![])));
        }
        let same_game = before.as_ref().is_some_and(|b| b.key == key);
        let notice = match self.diverged.take().or(record.differs) {
            Some(at) => Some(Notice::HostWins { at }),
            // The host has fewer entries than this copy (a host that took over had not
            // got them all): what this phone had after them is gone, and it is told.
            None if same_game && record.next < have => Some(Notice::HostWins { at: record.next }),
            None if same_game && record.next > have => Some(Notice::CaughtUp { entries: (record.next - have) as usize }),
            None => None,
        };
        self.notices.borrow_mut().extend(notice);
    }

    /// The host ended sharing: the copy stays here as a game of this phone's own.
    async fn end(&self) {
        let copy = self.copy.borrow_mut().take();
        if let Some(copy) = copy
            && let Err(e) = self.live.save_setting(&setting_key(&copy.key), String::new()).await
        {
            eprintln!("dialkeeper: could not forget the shared game: {e}");
        }
        self.stop(State::Ended);
    }

    /// The link is done with: every tap still waiting is told why.
    fn stop(&self, state: State) {
        *self.link.borrow_mut() = None;
        self.state.set(state);
        self.notices.borrow_mut().push(match state {
            State::Ended => Notice::Ended,
            _ => Notice::HostGone,
        });
        let why = if state == State::Ended { Unshared::Ended } else { Unshared::HostGone };
        for ask in self.pending.take() {
            self.answers.borrow_mut().insert(ask, Err(why));
        }
    }

    /// Answers a tap still waiting; whether one was.
    fn answer(&self, ask: u32, answer: Result<Outcome, Unshared>) -> bool {
        let waiting = self.pending.borrow_mut().remove(&ask);
        if waiting {
            self.answers.borrow_mut().insert(ask, answer);
        }
        waiting
    }

    fn send_join(&self) {
        let have = self.have();
        self.joined_at.set(Some(have));
        let digest = self.copy.borrow().as_ref().and_then(|_| self.digest());
        self.send(&Message::Join { game: self.key(), have, phone: self.me.clone(), digest });
    }

    /// Sends to the host; a link that fails shows up as closed on the next read.
    fn send(&self, message: &Message) {
        if let Some(link) = self.link.borrow().as_ref() {
            let _ = link.send(wire::encode(message));
        }
    }
}
