//! A following phone. It keeps a full copy of the host's game in its own store, with the
//! shared log beside it, so it can leave, come back, take the game over or keep it when
//! sharing ends.
//!
//! Its taps are asked of the host, each with its name (this phone and a number) so an
//! answer finds it and a retry is never saved twice; an undo or redo names the change it
//! takes back or brings back. A tap is done only once the host's entry for it has come
//! back and been saved and applied here, so what this phone shows is always what both
//! stores hold.
//!
//! The host's entries are applied in their order, each only where it follows this log
//! (its number is the next and its digest the one this log gives it): Raft's log
//! matching. An entry that does not follow makes the guest join again; the host then
//! sends its log after the last point both hold. Entries this phone held that the
//! host's log lacks (a host gone before it got them, two phones that took over at once)
//! are taken out of the game into the outbox and asked of the host again, as the taps
//! they were: each lands once, or the player is told it could not.

use std::cell::{Cell, RefCell};
use std::collections::{BTreeSet, HashMap};
use std::future::{Future, poll_fn};
use std::pin::Pin;
use std::task::{Poll, Waker};

use dialkeeper_store::{Fault, Op, Share, ask};

use super::clock::{ANSWER_MS, Time, wall};
use super::digest;
use super::host::Host;
use super::link::{Incoming, Link};
use super::log::Log;
use super::notice::{Notice, Unshared};
use super::wire::{self, Base, Entry, Inbox, Line, Message, Refusal, Seq, TapId, Term, WireError};
use crate::session::{Games, Live, Outcome, Session};

/// A phone following a host's game.
pub struct Guest<L: Live> {
    live: L,
    /// This phone, to the host (its id in the shared game, from its copy once there).
    me: RefCell<String>,
    /// Who its taps are said to be by (the phone's player, once chosen).
    author: RefCell<String>,
    link: RefCell<Option<Link>>,
    inbox: RefCell<Inbox>,
    state: Cell<State>,
    /// The copy's shared log, once the copy is here.
    log: RefCell<Option<Log>>,
    /// The number the next tap gets.
    next_tap: Cell<u64>,
    /// Taps asked and not answered yet.
    pending: RefCell<BTreeSet<u64>>,
    /// Answers to taps, until their tap takes them.
    answers: RefCell<HashMap<u64, Result<Outcome, Unshared>>>,
    /// Whether a message is being handled: one at a time, in order.
    busy: Cell<bool>,
    /// Taps waiting for their answer while another task reads the link.
    waiters: RefCell<Vec<Waker>>,
    notices: RefCell<Vec<Notice>>,
    /// The last entry this phone had when it last joined, so a burst after a gap asks
    /// only once.
    joined_at: Cell<Option<Seq>>,
    /// Entries got during the catch-up under way.
    caught: Cell<usize>,
    /// The furthest entry heard of from the host: while this log ends before it, the
    /// guest asks for the rest.
    heard_up_to: Cell<Seq>,
    /// Whether the copy came whole during this link's catch-up (nothing to tell).
    fresh: Cell<bool>,
    /// Whether the outbox was asked of the host on this link.
    outbox_sent: Cell<bool>,
    /// The host this phone last heard entries from (a new one: it took over).
    heard_from: RefCell<Option<String>>,
    /// Whether the player was told this phone's store could not keep the host's changes.
    behind: Cell<bool>,
    time: Time,
    /// When this phone asks the host again for what its store could not keep.
    retry: RefCell<Option<Pin<Box<dyn Future<Output = ()>>>>>,
    /// Numbers the parts of long messages.
    message_id: Cell<u64>,
    /// Sharing ended here, as the store notes it ([`Guest::own_copy`]).
    ending: super::ending::Ending,
}

/// Whether a host's game came before, as a copy this store holds.
enum Adopted {
    /// No copy of it is stored here: it is taken up as new.
    No,
    /// Its copy is open.
    Opened,
    /// The store could not say, or the copy would not open: asked for again later, never
    /// stored a second time.
    NotOpened(Fault),
}

/// How long a phone whose store failed waits before it asks the host again.
const RETRY_MS: u64 = 1_000;

/// Where sharing stands for a guest.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum State {
    Following,
    HostGone,
    Ended,
    /// The host runs another version of the app.
    OtherVersion,
}

/// What waiting on the link brought.
enum Next {
    Answer(Box<Result<Outcome, Unshared>>),
    Got(Incoming),
    /// The tap's wait is over: the host has not answered.
    TimedOut,
    /// Time to ask the host again for what this phone's store could not keep.
    Retry,
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

/// A tap waiting for its answer. Dropped (its screen gone, or its time up), the tap
/// stops waiting: its entry, if the host saves it, is still applied, and a refusal
/// becomes a notice.
struct Asked<'a, L: Live> {
    guest: &'a Guest<L>,
    n: u64,
}

impl<L: Live> Drop for Asked<'_, L> {
    fn drop(&mut self) {
        self.guest.pending.borrow_mut().remove(&self.n);
        self.guest.answers.borrow_mut().remove(&self.n);
        // This tap may have been the task the link would wake for its next message (it
        // keeps one waker): the others look again, and one of them waits on it now.
        for waker in self.guest.waiters.take() {
            waker.wake();
        }
    }
}

impl<L: Live> Guest<L> {
    /// Joins the host at the other end of `link`. `key` names a shared game this phone
    /// followed (or hosted) before ([`Guest::key`]): its copy is opened and only what it
    /// lacks is asked for. Without one, the host sends the whole game.
    pub async fn join(live: L, me: &str, key: Option<&str>, link: Link) -> Guest<L> {
        Guest::join_timed(live, me, key, link, wall()).await
    }

    /// [`Guest::join`], with the clock its taps' waits are measured by.
    pub async fn join_timed(live: L, me: &str, key: Option<&str>, link: Link, time: Time) -> Guest<L> {
        let guest = Guest::new(live, me, Some(link), time);
        if let Some(key) = key {
            guest.reopen(key).await;
        }
        if guest.log.borrow().is_none() {
            // The host's game is on its way: no other opens meanwhile.
            guest.live.with_mut(|s| s.claim(Some(Session::JOINING)));
        }
        guest.send_join();
        guest
    }

    /// The copy of the game open on this phone, shared before (the app restarted, or
    /// this phone hosted and a later term's host was heard of), with no host linked yet:
    /// `None` if the open game is not shared here.
    pub async fn resume(live: L, me: &str, time: Time) -> Option<Guest<L>> {
        Guest::resume_or_fault(live, me, time).await.ok().flatten()
    }

    /// [`Guest::resume`], saying what the store said if it could not open the copy (it
    /// may the next time).
    pub(super) async fn resume_or_fault(live: L, me: &str, time: Time) -> Result<Option<Guest<L>>, Fault> {
        let Some(game) = live.with(|s| s.open_game().map(|(id, _)| id)) else { return Ok(None) };
        let guest = Guest::new(live, me, None, time);
        guest.state.set(State::HostGone);
        match guest.open_copy(game).await {
            Ok(()) => Ok(Some(guest)),
            Err(None) => Ok(None),
            Err(Some(fault)) => Err(fault),
        }
    }

    fn new(live: L, me: &str, link: Option<Link>, time: Time) -> Guest<L> {
        Guest {
            live,
            me: RefCell::new(me.to_string()),
            author: RefCell::new(me.to_string()),
            link: RefCell::new(link),
            inbox: RefCell::default(),
            state: Cell::new(State::Following),
            log: RefCell::default(),
            next_tap: Cell::new(fastrand::u64(..u64::MAX / 2)),
            pending: RefCell::default(),
            answers: RefCell::default(),
            busy: Cell::new(false),
            waiters: RefCell::default(),
            notices: RefCell::default(),
            joined_at: Cell::new(None),
            caught: Cell::new(0),
            heard_up_to: Cell::new(0),
            fresh: Cell::new(false),
            outbox_sent: Cell::new(false),
            heard_from: RefCell::default(),
            behind: Cell::new(false),
            time,
            retry: RefCell::default(),
            message_id: Cell::new(0),
            ending: Default::default(),
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
    pub(crate) fn with_log<R>(&self, read: impl FnOnce(Option<&Log>) -> R) -> R {
        read(self.log.borrow().as_ref())
    }

    /// Whether this phone's store could not keep the host's last changes yet.
    #[cfg(test)]
    pub(super) fn is_behind(&self) -> bool {
        self.behind.get()
    }

    /// Opens the copy of a shared game followed before, if this store has it.
    async fn reopen(&self, key: &str) {
        let Ok(shares) = self.live.ask_store(ask::shares()).await else { return };
        if let Some(share) = shares.into_iter().find(|s| s.key == key) {
            let _ = self.open_copy(share.game).await;
        }
    }

    /// Opens a shared game's copy and reads its log: sharing holds the game from now on.
    /// A copy this phone hosted is a guest's from now on. `Err` with what the store said
    /// if it could not be opened (`None`: it is not shared here).
    async fn open_copy(&self, game: dialkeeper_store::GameId) -> Result<(), Option<Fault>> {
        self.live.with_mut(|s| s.claim(Some(game)));
        let open = self.live.with(|s| s.open_game().map(|(id, _)| id));
        let stored = async {
            if open != Some(game) {
                self.live.resume(game).await?;
            }
            self.live.ask_store(ask::load_share(game)).await
        };
        let stored = match stored.await {
            Ok(Some(stored)) => stored,
            failed => {
                self.live.with_mut(|s| s.claim(None));
                return Err(failed.err());
            }
        };
        let mut log = Log::new(stored);
        if log.share.hosting {
            log.share.hosting = false;
            if let Err(e) = self.live.ask_store(ask::update_share(log.share.clone())).await {
                crate::warn!("dialkeeper: could not note that this phone no longer hosts: {e}");
            }
        }
        *self.me.borrow_mut() = log.share.me.clone();
        *self.log.borrow_mut() = Some(log);
        Ok(())
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
        self.log.borrow().as_ref().map(|log| log.share.key.clone())
    }

    /// The last entry this phone holds, in the shared numbering (0 with no copy).
    pub fn last(&self) -> Seq {
        self.log.borrow().as_ref().map_or(0, |log| log.last().0)
    }

    /// The highest term this phone knows of, once its copy is here.
    pub fn term(&self) -> Option<Term> {
        self.log.borrow().as_ref().map(|log| log.term().clone())
    }

    /// Who did what, as far as this phone knows, oldest first.
    pub fn log(&self) -> Vec<Line> {
        self.log.borrow().as_ref().map(Log::lines).unwrap_or_default()
    }

    /// What the player must be told since last asked, oldest first.
    pub fn take_notices(&self) -> Vec<Notice> {
        self.notices.take()
    }

    /// A tap on this phone: asked of the host (at once, so a burst keeps its order);
    /// done when the host's entry for it is saved and shown here, or refused with the
    /// host's reason. After [`ANSWER_MS`] with no answer, the player is told.
    pub fn tap(&self, op: Op) -> impl Future<Output = Result<Outcome, Unshared>> + '_ {
        // The guard is made now, not when first polled: a tap dropped unpolled lets go too.
        let asked = self.ask(op).map(|n| Asked { guest: self, n });
        async move {
            let asked = asked?;
            let mut timer = self.time.sleep(ANSWER_MS);
            loop {
                match self.next(Some(asked.n), Some(&mut timer)).await {
                    Next::Answer(answer) => return *answer,
                    Next::Got(incoming) => self.handle(incoming).await,
                    Next::Retry => self.send_join(),
                    Next::TimedOut => return Err(Unshared::NoAnswer),
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
        loop {
            match self.next(None, None).await {
                Next::Got(incoming) => self.handle(incoming).await,
                Next::Retry => self.send_join(),
                _ => return,
            }
        }
    }

    /// Handles the host's messages as they come, until the link is gone, and after each
    /// hands `after` what the player must be told (often nothing), and whether the
    /// host's game has just come (once per listening): the app shows the one, and opens
    /// the game on the other.
    pub async fn listen_each(&self, mut after: impl FnMut(Vec<Notice>, bool)) {
        let mut opened = false;
        let mut arrived = move |guest: &Self| {
            let now = !opened && guest.key().is_some();
            opened |= now;
            now
        };
        loop {
            match self.next(None, None).await {
                Next::Got(incoming) => self.handle(incoming).await,
                Next::Retry => self.send_join(),
                _ => break,
            }
            after(self.take_notices(), arrived(self));
        }
        after(self.take_notices(), arrived(self));
    }

    /// Whether this phone still follows a host (not gone, not ended).
    pub fn following(&self) -> bool {
        self.state.get() == State::Following
    }

    /// Whether sharing ended (the host ended it, or this phone stopped following): the
    /// copy is this phone's own game now.
    pub fn ended(&self) -> bool {
        self.state.get() == State::Ended
    }

    /// Follows a host on a new link (a new host after a take-over, or the same one after
    /// the link dropped): joins it, asking for what this phone lacks.
    pub fn follow(&self, link: Link) {
        if self.ended() {
            return;
        }
        *self.link.borrow_mut() = Some(link);
        *self.inbox.borrow_mut() = Inbox::default();
        self.state.set(State::Following);
        self.joined_at.set(None);
        self.heard_up_to.set(0);
        if self.log.borrow().is_none() {
            self.live.with_mut(|s| s.claim(Some(Session::JOINING)));
        }
        self.outbox_sent.set(false);
        self.send_join();
    }

    /// "Stop following": the host is told, the link closed, and the copy stays on this
    /// phone as a game of its own; nothing the host does reaches it any more.
    pub async fn leave(&self) -> Result<(), Unshared> {
        let _noting = self.ending.begin();
        self.send(&Message::Leave);
        let unsent: Vec<TapId> =
            self.log.borrow().as_ref().map(|log| log.outbox.iter().map(|o| o.entry.stamp.tap.clone()).collect()).unwrap_or_default();
        if !unsent.is_empty() {
            self.notices.borrow_mut().push(Notice::NotSent { taps: unsent });
        }
        self.stop(State::Ended);
        self.note_end().await.map_err(Unshared::NotSaved)
    }

    /// Notes in the store that sharing ended here, under way since the caller's
    /// [`Ending::begin`](super::ending::Ending::begin): once noted, the copy is this
    /// phone's own (its log and its claim let go); until then both stay, to note it again.
    async fn note_end(&self) -> Result<(), Fault> {
        let game = self.log.borrow().as_ref().map(|log| log.share.game);
        if let Some(game) = game {
            self.live.ask_store(ask::end_share(game)).await?;
        }
        self.ending.noted();
        self.log.borrow_mut().take();
        self.live.with_mut(|s| s.claim(None));
        Ok(())
    }

    /// Whether this phone's copy is its own game now: sharing ended, and the store noted
    /// it. A tap made while "Stop following" is still being noted waits for it, so the
    /// player's first change after leaving plays on the copy instead of being refused.
    pub async fn own_copy(&self) -> bool {
        self.ended() && self.ending.settled().await
    }

    /// Hosts the game from this phone's copy, the host being gone for good, in a term
    /// after every one this phone knows of. The entries this phone still has to ask of
    /// a host are saved by it now. Its other guests then follow it ([`Guest::follow`]
    /// with a link to it). This guest is done with once it took over.
    pub async fn take_over(&self) -> Result<Host<L>, Unshared> {
        if self.following() {
            return Err(Unshared::StillLinked);
        }
        if self.ended() {
            return Err(Unshared::Ended);
        }
        let Some(mut log) = self.log.borrow().clone() else { return Err(Unshared::NotJoined) };
        log.share.hosting = true;
        log.share.term = Term { n: log.share.term.n + 1, by: log.share.me.clone() };
        self.live.ask_store(ask::update_share(log.share.clone())).await.map_err(Unshared::NotSaved)?;
        let from = log.last().0 + 1;
        self.log.borrow_mut().take();
        self.state.set(State::Ended);
        let host = Host::from_log(self.live.clone(), log, &self.author.borrow(), Some(from));
        // One the store cannot save yet stays held, for the host's next tap or start.
        let _ = host.replay_held().await;
        Ok(host)
    }

    fn ask(&self, op: Op) -> Result<u64, Unshared> {
        match self.state.get() {
            State::HostGone | State::OtherVersion => return Err(Unshared::HostGone),
            State::Ended => return Err(Unshared::Ended),
            State::Following => {}
        }
        let target = match self.log.borrow().as_ref() {
            Some(log) => log.target(&op),
            None => return Err(Unshared::NotJoined),
        };
        let n = self.next_tap.get();
        self.next_tap.set(n + 1);
        let tap = TapId { phone: self.me.borrow().clone(), n };
        let message = Message::Tap { tap, op, author: self.author.borrow().clone(), target, held: false };
        if !self.send(&message) {
            return Err(Unshared::HostGone);
        }
        self.pending.borrow_mut().insert(n);
        Ok(n)
    }

    /// Waits for a tap's answer (or its time to run out), or for the next message when
    /// no other task is handling one (the message is then this task's to handle, and the
    /// guest is busy).
    async fn next(&self, ask: Option<u64>, mut timer: Option<&mut Pin<Box<dyn Future<Output = ()>>>>) -> Next {
        poll_fn(|cx| {
            if let Some(answer) = ask.and_then(|n| self.answers.borrow_mut().remove(&n)) {
                return Poll::Ready(Next::Answer(Box::new(answer)));
            }
            if let Some(timer) = timer.as_mut()
                && timer.as_mut().poll(cx).is_ready()
            {
                return Poll::Ready(Next::TimedOut);
            }
            if !self.busy.get() && self.following() {
                let mut retry = self.retry.borrow_mut();
                if retry.as_mut().is_some_and(|due| due.as_mut().poll(cx).is_ready()) {
                    *retry = None;
                    return Poll::Ready(Next::Retry);
                }
            }
            if !self.busy.get() {
                let mut link = self.link.borrow_mut();
                let Some(link) = link.as_mut().filter(|_| self.state.get() != State::OtherVersion) else {
                    return Poll::Ready(Next::Idle);
                };
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
        if !self.following() {
            return;
        }
        let taken = self.inbox.borrow_mut().take(&text);
        let message = match taken {
            Ok(Some(message)) => message,
            Ok(None) => return,
            Err(WireError::OtherVersion { found }) => return self.other_version(found),
            Err(e) => return crate::warn!("dialkeeper: the host's message was set aside: {e}"),
        };
        match message {
            Message::Base(base) => self.adopt(base).await,
            Message::Entries { after, entries, last, term } => self.page(after, entries, last, term).await,
            Message::Entry(entry) => self.entry(entry).await,
            Message::Refused { tap, refusal } => self.refused(tap, refusal).await,
            Message::Ended => self.end().await,
            Message::NotHosting { term } => {
                self.learn_term(&term).await;
                self.notices.borrow_mut().push(Notice::NewerHost);
                self.stop(State::HostGone);
            }
            // Only a guest sends these; a phone of this version never sends `Version`.
            Message::Join { .. } | Message::Tap { .. } | Message::Leave | Message::Version | Message::Part { .. } => {}
        }
    }

    /// The host runs another version: the player is told, the host learns this one's,
    /// and nothing more is read from it.
    fn other_version(&self, found: u64) {
        self.send(&Message::Version);
        self.notices.borrow_mut().push(Notice::OtherVersion { theirs: found });
        self.state.set(State::OtherVersion);
        self.answer_all(Unshared::HostGone);
        self.release_joining();
    }

    /// A phone that never got the host's game lets the session open others again.
    fn release_joining(&self) {
        if self.log.borrow().is_none() {
            self.live.with_mut(|s| {
                if s.sharing() == Some(Session::JOINING) {
                    s.claim(None);
                }
            });
        }
    }

    /// The host's game as sharing began: stored here as this phone's copy (a copy of
    /// another shared game before it stays, as a game of this phone's own), then the
    /// log is asked for. A copy of this game already stored (its adoption's answer was
    /// lost with a store that stopped) is taken as it is.
    async fn adopt(&self, base: Base) {
        if digest::base(&base.key, &base.record) != base.digest {
            return crate::warn!("dialkeeper: the host's game did not match its digest; set aside");
        }
        match self.adopted(&base).await {
            Adopted::No => {}
            Adopted::Opened => return,
            // Its copy is here but could not be opened: asked again later, never adopted twice.
            Adopted::NotOpened(fault) => return self.copy_not_opened(fault),
        }
        // The rules are asked here, before a new copy is stored: the store keeps records
        // and never asks them (issue 50).
        if let Err(refused) = crate::session::replay::offered(base.record.clone()) {
            return self.fell_behind(refused, &[]);
        }
        let before = self.log.borrow().as_ref().map(|log| log.share.game);
        if let Some(game) = before
            && let Err(e) = self.live.ask_store(ask::end_share(game)).await
        {
            return self.fell_behind(e, &[]);
        }
        // The copy taken up was of another shared game (its host gone, this phone joined
        // another): what it still had to ask of its own host is not sent, as on Leave.
        let unsent: Vec<TapId> =
            self.log.borrow_mut().take().map(|log| log.outbox.into_iter().map(|o| o.entry.stamp.tap).collect()).unwrap_or_default();
        if !unsent.is_empty() {
            self.notices.borrow_mut().push(Notice::NotSent { taps: unsent });
        }
        let me = self.me.borrow().clone();
        let share = Share {
            game: 0,
            key: base.key.clone(),
            me,
            hosting: false,
            term: base.term.clone(),
            base_seq: base.seq,
            base_digest: base.digest,
        };
        match self.live.ask_store(ask::adopt_share(base.name.clone(), base.record.clone(), share)).await {
            // The copy is stored; one that does not open is asked for again (the host
            // sends its game again, and the copy stored is opened then).
            Ok(game) => match self.open_copy(game).await {
                Ok(()) => {
                    self.fresh.set(true);
                    self.send_join();
                }
                Err(fault) => self.copy_not_opened(fault.unwrap_or(Fault::NoGame(game))),
            },
            Err(Fault::Stopped) => match self.adopted(&base).await {
                Adopted::Opened => {}
                Adopted::NotOpened(fault) => self.copy_not_opened(fault),
                Adopted::No => self.copy_not_opened(Fault::Stopped),
            },
            Err(e) => self.fell_behind(e, &[]),
        }
    }

    /// The host's game came and its copy could not be stored or opened: the phone still
    /// waits for it (no other game opens meanwhile), and asks the host again later.
    fn copy_not_opened(&self, fault: Fault) {
        // A phone that stopped following meanwhile waits for nothing.
        if !self.following() {
            return;
        }
        if self.log.borrow().is_none() {
            self.live.with_mut(|s| s.claim(Some(Session::JOINING)));
        }
        self.fell_behind(fault, &[]);
    }

    /// Opens the copy of the host's game this store holds already, if it does; a copy
    /// under the same key from another base is no longer shared.
    async fn adopted(&self, base: &Base) -> Adopted {
        let shares = match self.live.ask_store(ask::shares()).await {
            Ok(shares) => shares,
            Err(fault) => return Adopted::NotOpened(fault),
        };
        let Some(share) = shares.into_iter().find(|s| s.key == base.key) else { return Adopted::No };
        if share.base_digest == base.digest && share.base_seq == base.seq {
            let open = self.log.borrow().as_ref().is_some_and(|log| log.share.game == share.game);
            if !open && let Err(fault) = self.open_copy(share.game).await {
                return Adopted::NotOpened(fault.unwrap_or(Fault::NoGame(share.game)));
            }
            self.fresh.set(true);
            self.send_join();
            return Adopted::Opened;
        }
        match self.live.ask_store(ask::end_share(share.game)).await {
            Ok(()) => Adopted::No,
            Err(fault) => Adopted::NotOpened(fault),
        }
    }

    /// A page of the host's log after the last point both hold: entries this phone holds
    /// as they are stay; entries of its own the host's log lacks go to the outbox; the
    /// rest are saved in one transaction. Then the next page is asked for, or, caught up,
    /// the outbox is asked of the host.
    async fn page(&self, after: Seq, entries: Vec<Entry>, last: Seq, term: Term) {
        if self.log.borrow().is_none() {
            return;
        }
        self.learn_term(&term).await;
        let heard = self.heard_from.replace(Some(term.by.clone()));
        let new_host = match &heard {
            Some(by) => *by != term.by,
            None => term.n > 1 && !self.fresh.get(),
        };
        if new_host {
            self.notices.borrow_mut().push(Notice::TakenOver { from_seq: last + 1 });
        }
        let end = entries.last().map_or(after, |e| e.seq);
        let (mine, keep) = {
            let log = self.log.borrow();
            let log = log.as_ref().expect("a copy");
            let mine = log.last().0;
            let differs = entries.iter().find(|e| e.seq <= mine && !log.holds(e)).map(|e| e.seq - 1);
            // This phone holds entries after the host's last that another host gave (a
            // page of this host's own that came late says nothing of its newer entries).
            let others = log.entries.iter().any(|e| e.seq > last && e.stamp.term != term);
            let ahead = (end >= last && mine > last && others).then_some(last);
            (mine, differs.or(ahead))
        };
        if let Some(keep) = keep.filter(|k| *k < mine)
            && !self.truncate(keep).await
        {
            return;
        }
        let (held, fresh): (Vec<Entry>, Vec<Entry>) = {
            let log = self.log.borrow();
            let Some(log) = log.as_ref() else { return };
            let from = log.last().0;
            let held = entries.iter().filter(|e| e.seq <= from && log.holds(e)).cloned().collect();
            (held, entries.into_iter().filter(|e| e.seq > from).collect())
        };
        for entry in held {
            self.answer_entry(&entry, vec![]).await;
        }
        if !self.save_entries(fresh).await {
            return;
        }
        self.heard_up_to.set(self.heard_up_to.get().max(last));
        if end < last {
            return self.send_join();
        }
        self.behind.set(false);
        let caught = self.caught.replace(0);
        if caught > 0 && !self.fresh.get() {
            self.notices.borrow_mut().push(Notice::CaughtUp { entries: caught });
        }
        self.fresh.set(false);
        self.send_outbox();
        self.ask_for_the_rest();
    }

    /// Asks for the entries heard of and not held (one that came before its turn was
    /// set aside), once per point.
    fn ask_for_the_rest(&self) {
        let mine = self.last();
        if mine < self.heard_up_to.get() && self.joined_at.get() != Some(mine) {
            self.send_join();
        }
    }

    /// Saves entries that follow this log, in one transaction; whether all did.
    async fn save_entries(&self, entries: Vec<Entry>) -> bool {
        let (game, chained) = {
            let log = self.log.borrow();
            let Some(log) = log.as_ref() else { return false };
            (log.share.game, chain(log, entries))
        };
        let (chained, rest) = chained;
        if chained.is_empty() {
            if rest {
                self.send_join();
            }
            return !rest;
        }
        match self.live.append_entries(game, chained.clone()).await {
            Ok(saved) => {
                for entry in &chained[..saved] {
                    self.took(entry.clone(), vec![]).await;
                }
                self.caught.set(self.caught.get() + saved);
                if saved < chained.len() || rest {
                    // The engine here refused what the host's took, or the page broke
                    // off: the copies differ somewhere; the host says where. A copy that
                    // holds more than this log (a page whose answer was lost, read back
                    // since) reads its log again first, or waits to.
                    if !self.log_holds_the_copy(game).await {
                        self.fell_behind(Fault::Stopped, &[]);
                        return false;
                    }
                    self.joined_at.set(None);
                    self.send_join();
                    return false;
                }
                true
            }
            Err(fault) => {
                self.fell_behind(fault, &chained);
                false
            }
        }
    }

    /// Whether this log ends where the copy shown does, reading it again from the store
    /// when the copy is ahead of it: false if the store could not be read.
    async fn log_holds_the_copy(&self, game: dialkeeper_store::GameId) -> bool {
        let next = self.live.with(|s| s.open_game().filter(|(id, _)| *id == game).and(s.next_seq()));
        let last = self.log.borrow().as_ref().map(|log| log.last().0);
        let (Some(next), Some(last)) = (next, last) else { return true };
        if next <= last + 1 {
            return true;
        }
        let Ok(Some(stored)) = self.live.ask_store(ask::load_share(game)).await else { return false };
        let stored = Log::new(stored);
        crate::warn!("dialkeeper: the shared log lacked entries its store held; read again");
        if let Some(log) = self.log.borrow_mut().as_mut() {
            log.entries = stored.entries;
        }
        true
    }

    /// One of the host's entries, as it comes: saved if it follows this log; answered
    /// if this log holds it already; otherwise the guest joins again to find out where
    /// the logs part.
    async fn entry(&self, entry: Entry) {
        let (follows, holds, game, mine) = {
            let log = self.log.borrow();
            let Some(log) = log.as_ref() else { return };
            (log.follows(&entry), log.holds(&entry), log.share.game, log.last().0)
        };
        self.learn_term(&entry.stamp.term).await;
        if holds {
            return self.answer_entry(&entry, vec![]).await;
        }
        self.heard_up_to.set(self.heard_up_to.get().max(entry.seq));
        if !follows {
            // A gap, or a log that went another way: asked once per point.
            if self.joined_at.get() != Some(mine) {
                self.send_join();
            }
            return;
        }
        let stamp = entry.stamp.clone();
        let seq = entry.seq;
        let (outcome, saved) = self
            .live
            .operate(
                entry.op.clone(),
                |id, at, _| if id == game && at == seq { Ok(Some(stamp)) } else { Err(Outcome::NotSaved(Fault::Shared)) },
            )
            .await;
        match (outcome, saved) {
            (Outcome::Applied(events), Some(saved)) => {
                self.took(saved, events).await;
                self.ask_for_the_rest();
            }
            (Outcome::NotSaved(fault), _) => self.fell_behind(fault, &[entry]),
            // The engine here refuses what the host's took: the copies differ.
            _ => {
                self.joined_at.set(None);
                self.send_join();
            }
        }
    }

    /// An entry saved here: into the log, and its tap answered if it was this phone's.
    async fn took(&self, entry: Entry, events: Vec<dialkeeper_core::Event>) {
        if let Some(log) = self.log.borrow_mut().as_mut() {
            log.entries.push(entry.clone());
        }
        self.behind.set(false);
        self.answer_entry(&entry, events).await;
    }

    /// An entry of the host's that this log holds: the tap it answers, if this phone's,
    /// is done; if it was waiting in the outbox, it is there no more.
    async fn answer_entry(&self, entry: &Entry, events: Vec<dialkeeper_core::Event>) {
        if entry.stamp.tap.phone == *self.me.borrow() {
            self.answer(entry.stamp.tap.n, Ok(Outcome::Applied(events)));
        }
        self.clear_outbox(&entry.stamp.tap, None).await;
    }

    /// This phone's store could not keep the host's entries: the player is told once,
    /// a tap of this phone's among them is answered (the host saved it: tapping again
    /// would only be answered the same), and the next entry asks for them again.
    fn fell_behind(&self, fault: Fault, entries: &[Entry]) {
        crate::warn!("dialkeeper: this phone could not keep the host's changes: {fault}");
        if !self.behind.replace(true) {
            self.notices.borrow_mut().push(Notice::Behind);
        }
        for entry in entries.iter().filter(|e| e.stamp.tap.phone == *self.me.borrow()) {
            self.answer(entry.stamp.tap.n, Err(Unshared::NotKeptHere));
        }
        self.joined_at.set(None);
        *self.retry.borrow_mut() = Some(self.time.sleep(RETRY_MS));
    }

    /// Takes the copy back to entry `keep`: the entries after it go to the outbox, to be
    /// asked of the host again. Whether it was done.
    async fn truncate(&self, keep: Seq) -> bool {
        let (game, outgoing) = {
            let log = self.log.borrow();
            let Some(log) = log.as_ref() else { return false };
            (log.share.game, log.outgoing_after(keep))
        };
        if let Err(fault) = self.live.truncate_shared(game, keep, outgoing.clone()).await {
            self.fell_behind(fault, &[]);
            return false;
        }
        if let Some(log) = self.log.borrow_mut().as_mut() {
            log.entries.retain(|e| e.seq <= keep);
            for out in outgoing {
                if !log.outbox.iter().any(|o| o.entry.stamp.tap == out.entry.stamp.tap) {
                    log.outbox.push(out);
                }
            }
        }
        self.outbox_sent.set(false);
        true
    }

    /// Asks the host again for the entries in the outbox, in order, once per link.
    fn send_outbox(&self) {
        if self.outbox_sent.replace(true) {
            return;
        }
        let outbox = self.log.borrow().as_ref().map(|log| log.outbox.clone()).unwrap_or_default();
        for out in outbox {
            let Entry { op, stamp, .. } = out.entry;
            self.send(&Message::Tap { tap: stamp.tap, op, author: stamp.author, target: out.target, held: true });
        }
    }

    /// Takes an entry out of the outbox, once the host answered it; a refusal is told.
    async fn clear_outbox(&self, tap: &TapId, refusal: Option<&Refusal>) {
        let (game, out) = {
            let mut log = self.log.borrow_mut();
            let Some(log) = log.as_mut() else { return };
            let Some(at) = log.outbox.iter().position(|o| o.entry.stamp.tap == *tap) else { return };
            (log.share.game, log.outbox.remove(at))
        };
        if let Some(refusal) = refusal {
            let reason = match refusal {
                Refusal::Rule(violation) => Some(violation.clone()),
                _ => None,
            };
            self.notices.borrow_mut().push(Notice::NotKept { line: Box::new(Line::from(&out.entry)), tap: tap.clone(), reason });
        }
        // Answered: it is not asked again after a restart. A store that failed here
        // only has it asked again, and answered again.
        if let Err(e) = self.live.ask_store(ask::clear_outbox(game, vec![tap.clone()])).await {
            crate::warn!("dialkeeper: could not clear an answered change: {e}");
        }
    }

    /// A refusal from the host: to the tap it answers, or told.
    async fn refused(&self, tap: TapId, refusal: Refusal) {
        let held = self.log.borrow().as_ref().is_some_and(|log| log.outbox.iter().any(|o| o.entry.stamp.tap == tap));
        if held && matches!(refusal, Refusal::NotSaved(_) | Refusal::Gathering) {
            // Not an answer about the change: it is asked again a while later.
            self.outbox_sent.set(false);
            *self.retry.borrow_mut() = Some(self.time.sleep(RETRY_MS));
        } else {
            self.clear_outbox(&tap, Some(&refusal)).await;
        }
        if tap.phone != *self.me.borrow() {
            return;
        }
        let answer = match refusal {
            Refusal::Rule(violation) => Ok(Outcome::Refused(violation)),
            Refusal::Nothing => Ok(Outcome::Nothing),
            Refusal::NotSaved(fault) => Ok(Outcome::NotSaved(fault)),
            Refusal::NotLast { now } => Err(Unshared::NotLast(now.map(|line| line.author))),
            Refusal::Gathering => Err(Unshared::Gathering),
        };
        if let (false, Ok(Outcome::Refused(violation))) = (self.answer(tap.n, answer.clone()), answer) {
            // Its tap stopped waiting: the player still hears why.
            self.notices.borrow_mut().push(Notice::Refused(violation));
        }
    }

    /// A term heard of: kept if it is later than any this phone knew.
    async fn learn_term(&self, term: &Term) {
        let share = {
            let mut log = self.log.borrow_mut();
            let Some(log) = log.as_mut() else { return };
            if term <= &log.share.term {
                return;
            }
            log.share.term = term.clone();
            log.share.clone()
        };
        if let Err(e) = self.live.ask_store(ask::update_share(share)).await {
            crate::warn!("dialkeeper: could not note the game's new term: {e}");
        }
    }

    /// The host ended sharing: the copy stays here as a game of this phone's own once the
    /// store noted it; a tap made meanwhile waits for the note (`ending`). A store that
    /// failed keeps the share, and "Stop following" is offered to note it again.
    async fn end(&self) {
        let _noting = self.ending.begin();
        self.stop(State::Ended);
        if let Err(e) = self.note_end().await {
            crate::warn!("dialkeeper: could not end sharing in the store: {e}");
        }
    }

    /// The link is done with: every tap still waiting is told why. A phone that never got
    /// the host's game lets the session open others again.
    fn stop(&self, state: State) {
        *self.link.borrow_mut() = None;
        self.release_joining();
        let was = self.state.replace(state);
        if was == State::Following || state == State::Ended {
            self.notices.borrow_mut().push(match state {
                State::Ended => Notice::Ended,
                _ => Notice::HostGone,
            });
        }
        self.answer_all(if state == State::Ended { Unshared::Ended } else { Unshared::HostGone });
    }

    fn answer_all(&self, why: Unshared) {
        for n in self.pending.take() {
            self.answers.borrow_mut().insert(n, Err(why.clone()));
        }
    }

    /// Answers a tap still waiting; whether one was.
    fn answer(&self, n: u64, answer: Result<Outcome, Unshared>) -> bool {
        let waiting = self.pending.borrow_mut().remove(&n);
        if waiting {
            self.answers.borrow_mut().insert(n, answer);
        }
        waiting
    }

    fn send_join(&self) {
        let (key, term, ladder, last) = match self.log.borrow().as_ref() {
            Some(log) => (Some(log.share.key.clone()), Some(log.term().clone()), log.ladder(), Some(log.last().0)),
            None => (None, None, vec![], None),
        };
        self.joined_at.set(last);
        let message = Message::Join { phone: self.me.borrow().clone(), author: self.author.borrow().clone(), key, term, ladder };
        self.send(&message);
    }

    /// Sends to the host, in parts if long; whether it went (a link that fails shows up
    /// as closed on the next read).
    fn send(&self, message: &Message) -> bool {
        let id = self.message_id.get();
        self.message_id.set(id + 1);
        let link = self.link.borrow();
        let Some(link) = link.as_ref() else { return false };
        wire::encode(message, id).into_iter().all(|text| link.send(text).is_ok())
    }
}

/// The longest run of `entries` that follows `log` one after the other, and whether
/// any were left over.
fn chain(log: &Log, entries: Vec<Entry>) -> (Vec<Entry>, bool) {
    let (mut last, mut before) = log.last();
    let mut chained = Vec::new();
    let total = entries.len();
    for entry in entries {
        let digest = digest::next(before, entry.seq, &entry.stamp.term, &entry.stamp.tap, &entry.stamp.author, &entry.op);
        if entry.seq != last + 1 || digest != entry.stamp.digest {
            break;
        }
        (last, before) = (entry.seq, digest);
        chained.push(entry);
    }
    let rest = chained.len() < total;
    (chained, rest)
}
