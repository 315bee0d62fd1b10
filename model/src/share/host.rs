//! The hosting phone. Its store is the truth: every tap, its own and its guests', goes
//! through its session's one door ([`Live`]: the same queue, plan, commit and apply as
//! any tap), and only what that door saved is sent to the guests, as numbered entries,
//! in the order the store numbered them. A refusal goes back to the one guest who asked.

use std::cell::{Cell, RefCell};
use std::future::poll_fn;
use std::task::{Poll, Waker};

use dialkeeper_store::Op;

use super::link::{Incoming, Link};
use super::play::{last_saved, run};
use super::wire::{self, Entry, Line, Message, Record, Refusal, Seq};
use crate::session::{Live, Outcome};

/// A phone hosting the open game of its session for its guests.
pub struct Host<L: Live> {
    live: L,
    /// Who taps on this phone (the host's own entries carry it).
    me: RefCell<String>,
    /// The shared game's key, the same on every phone.
    key: String,
    /// The shared number of an operation less the store's own (0 unless this phone took
    /// the game over from another host).
    offset: Seq,
    /// Every entry given since this phone began hosting, oldest first: a guest that
    /// missed some gets them from here.
    journal: RefCell<Vec<Given>>,
    /// Who did what before the journal begins (on a phone that took over: what it
    /// knew as a guest), for the log.
    earlier: Vec<Line>,
    seats: RefCell<Vec<Seat>>,
    /// The next seat's number.
    seat_number: Cell<u64>,
    /// Where the next look for a guest's message starts.
    turn: Cell<usize>,
    /// Set on a phone that took the game over: guests joining it are told so.
    took_over: Option<Seq>,
    /// The task waiting in [`Host::keep_listening`], woken when a guest is seated.
    listener: RefCell<Option<Waker>>,
    /// Set once sharing was stopped: the listening ends.
    stopped: Cell<bool>,
}

/// An entry given, and whose tap it answered.
struct Given {
    entry: Entry,
    asker: Option<(Option<String>, u32)>,
}

/// One guest's link.
struct Seat {
    number: u64,
    link: Link,
    /// The guest's name, once it joined.
    phone: Option<String>,
    /// Whether this guest, ahead of this host, was asked for the entries it holds.
    lending: Lending,
}

/// A guest ahead of this host is asked once for the entries it holds
/// ([`Message::Lacks`]); its joins wait for them, and after them its copy gives way to
/// this host's game.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Lending {
    NotAsked,
    Asked,
    Lent,
}

impl<L: Live> Host<L> {
    /// Hosts the session's open game; `None` if no game is open. `me` names who taps here.
    pub fn new(live: L, me: &str) -> Option<Host<L>> {
        let key = live.with(|s| {
            let (id, _) = s.open_game()?;
            Some(format!("{id}-{}", s.game()?.setup().started_at.unwrap_or_default()))
        })?;
        Some(Host::with_key(live, me, key, 0, vec![], vec![], None))
    }

    /// A phone that takes the game over from a host that is gone: `entries` are those it
    /// applied (its guests may lack some), `offset` its numbering's, `log` who did what
    /// as it knew it.
    pub(super) fn taking_over(live: L, me: &str, key: String, offset: Seq, entries: Vec<Entry>, log: Vec<Line>) -> Host<L> {
        let from = live.with(|s| s.next_seq()).unwrap_or(1) + offset;
        Host::with_key(live, me, key, offset, entries, log, Some(from))
    }

    fn with_key(live: L, me: &str, key: String, offset: Seq, entries: Vec<Entry>, log: Vec<Line>, took_over: Option<Seq>) -> Host<L> {
        let first = entries.first().map_or(Seq::MAX, |e| e.seq);
        let earlier = log.into_iter().filter(|line| line.seq < first).collect();
        let journal = entries.into_iter().map(|entry| Given { entry, asker: None }).collect();
        Host {
            live,
            me: RefCell::new(me.to_string()),
            key,
            offset,
            journal: RefCell::new(journal),
            earlier,
            seats: RefCell::default(),
            seat_number: Cell::new(0),
            turn: Cell::new(0),
            took_over,
            listener: RefCell::default(),
            stopped: Cell::new(false),
        }
    }

    /// The session this phone plays on.
    pub fn live(&self) -> &L {
        &self.live
    }

    /// The shared game's key.
    pub fn key(&self) -> &str {
        &self.key
    }

    /// Signs this phone's own taps from now on with `name` (its player's).
    pub fn sign_as(&self, name: &str) {
        *self.me.borrow_mut() = name.to_string();
    }

    /// The first entry this phone gave, if it took the game over from a host that was
    /// gone.
    pub fn took_over(&self) -> Option<Seq> {
        self.took_over
    }

    /// Seats a guest on a new link. After a takeover, the guest is told first.
    pub fn add_guest(&self, link: Link) {
        if let Some(from_seq) = self.took_over {
            // A guest already gone is found out at the next message from it.
            let _ = link.send(wire::encode(&Message::Takeover { from_seq }));
        }
        let number = self.seat_number.get();
        self.seat_number.set(number + 1);
        self.seats.borrow_mut().push(Seat { number, link, phone: None, lending: Lending::NotAsked });
        if let Some(listener) = self.listener.take() {
            listener.wake();
        }
    }

    /// How many guests are linked.
    pub fn guests(&self) -> usize {
        self.seats.borrow().len()
    }

    /// A tap on this phone while it hosts (the screens call it instead of
    /// [`Live::dispatch`], [`Live::undo`] or [`Live::redo`]): saved and shown here, then
    /// sent to every guest.
    pub async fn play(&self, op: Op) -> Outcome {
        let outcome = run(&self.live, op.clone()).await;
        if matches!(outcome, Outcome::Applied(_)) {
            self.give(op, self.me.borrow().clone(), None);
        }
        outcome
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

    /// Handles the guests' messages as they come, until no guest is linked. The app
    /// runs it on a task of its own, one at a time.
    pub async fn listen(&self) {
        while let Some((seat, incoming)) = self.next(false).await {
            self.handle(seat, incoming).await;
        }
    }

    /// Handles the guests' messages as they come for as long as this phone hosts, guests
    /// seated later included, and calls `after` once each is handled (the app counts the
    /// phones there). Ends once sharing is [stopped](Host::stop).
    pub async fn keep_listening(&self, mut after: impl FnMut()) {
        while let Some((seat, incoming)) = self.next(true).await {
            self.handle(seat, incoming).await;
            after();
        }
    }

    /// Stops sharing: every guest is told, and keeps its copy as a game of its own; the
    /// links are closed, and [`Host::keep_listening`] ends. The game goes on here as a
    /// normal game of this phone's.
    pub fn stop(&self) {
        for seat in self.seats.take() {
            let _ = seat.link.send(wire::encode(&Message::Ended));
        }
        self.stopped.set(true);
        if let Some(listener) = self.listener.take() {
            listener.wake();
        }
    }

    /// Ends sharing ([`Host::stop`]) and gives the session back.
    pub fn end(self) -> L {
        self.stop();
        self.live
    }

    /// Who did what since sharing began, as far as this phone knows, oldest first.
    pub fn log(&self) -> Vec<Line> {
        let journal = self.journal.borrow();
        let given = journal.iter().map(|g| Line { seq: g.entry.seq, author: g.entry.author.clone(), op: g.entry.op.clone() });
        self.earlier.iter().cloned().chain(given).collect()
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
        match wire::decode(&text) {
            Ok(Message::Join { game, have, phone, digest }) => self.welcome(seat, game.filter(|g| *g == self.key), have, phone, digest),
            Ok(Message::Ask { ask, op, author }) => self.answer(seat, ask, op, author).await,
            Ok(Message::Held { entries }) => {
                self.set_lending(seat, Lending::Lent);
                self.adopt(entries).await;
            }
            // Only a host sends the others; a message this build cannot read is dropped,
            // and the guest, getting no entry for it, asks again when it rejoins.
            Ok(_) => {}
            Err(e) => eprintln!("dialkeeper: a guest's message was set aside: {e}"),
        }
    }

    /// Answers a guest's join: the entries it lacks when this phone has them all and the
    /// guest's copy is this game as it was, else the whole game.
    fn welcome(&self, seat: u64, game: Option<String>, have: Seq, phone: String, digest: Option<String>) {
        let Some(next) = self.next_seq() else { return };
        if game.is_some() && have > next {
            // This guest got entries the host before gave and this phone never got: they
            // were shown as done there, so they are taken into the game, not dropped. Its
            // joins wait for them; once they came, this phone's game wins.
            match self.lending(seat) {
                Some(Lending::NotAsked) => {
                    self.set_lending(seat, Lending::Asked);
                    return self.send(seat, &Message::Lacks { from: next });
                }
                Some(Lending::Asked) | None => return,
                Some(Lending::Lent) => {}
            }
        }
        let journal = self.journal.borrow();
        let start = journal.first().map_or(next, |g| g.entry.seq);
        // The guest's copy after its last entry, against this phone's after the same one
        // (the game shown, when the guest has every entry).
        let ours = if have == next {
            self.live.with(|s| s.game().map(|g| super::digest::digest(&g.record())))
        } else {
            journal.iter().find(|g| g.entry.seq == have - 1).map(|g| g.entry.digest.clone())
        };
        let differs = (game.is_some() && digest.is_some() && ours.is_some() && digest != ours).then_some(have - 1);
        let message = if game.is_some() && differs.is_none() && (start..=next).contains(&have) {
            let entries = journal.iter().filter(|g| g.entry.seq >= have).map(|g| answered_to(g, Some(&phone))).collect();
            Message::CatchUp { entries, log: Some(self.log()) }
        } else {
            drop(journal);
            match self.record(next, &phone) {
                Some(record) => Message::Record(Record { differs, ..record }),
                None => return,
            }
        };
        let mut seats = self.seats.borrow_mut();
        if let Some(s) = seats.iter_mut().find(|s| s.number == seat) {
            s.phone = Some(phone);
        }
        drop(seats);
        self.send(seat, &message);
    }

    /// The shared number the next entry gets (none while no game is open).
    fn next_seq(&self) -> Option<Seq> {
        self.live.with(|s| s.next_seq()).map(|n| n + self.offset)
    }

    fn lending(&self, seat: u64) -> Option<Lending> {
        self.seats.borrow().iter().find(|s| s.number == seat).map(|s| s.lending)
    }

    fn set_lending(&self, seat: u64, lending: Lending) {
        if let Some(s) = self.seats.borrow_mut().iter_mut().find(|s| s.number == seat) {
            s.lending = lending;
        }
    }

    /// Takes a guest's entries that this phone lacks into the game, in order, each
    /// through this phone's own door and then sent to every phone, as long as each one
    /// is the next, is accepted here, and leaves the same game as it did there. The
    /// guest then joins again: from where this stops, this phone's game wins.
    async fn adopt(&self, entries: Vec<Entry>) {
        for entry in entries {
            let Some(next) = self.next_seq() else { return };
            if entry.seq < next {
                continue;
            }
            if entry.seq > next || !matches!(run(&self.live, entry.op.clone()).await, Outcome::Applied(_)) {
                return;
            }
            self.give(entry.op, entry.author, None);
            let same = self.journal.borrow().last().is_some_and(|g| g.entry.digest == entry.digest);
            if !same {
                return;
            }
        }
    }

    /// The whole game for a guest, with the taps of that guest's it already holds.
    fn record(&self, next: Seq, phone: &str) -> Option<Record> {
        let (name, record) = self.live.with(|s| Some((s.open_game()?.1.to_string(), s.game()?.record())))?;
        let journal = self.journal.borrow();
        let answered = journal.iter().filter_map(|g| answered_to(g, Some(phone)).ask).collect();
        Some(Record { game: self.key.clone(), name, record, next, log: self.log(), answered, differs: None })
    }

    /// A guest's tap, through this phone's own door: saved and sent to every phone, or
    /// refused to the asker alone.
    async fn answer(&self, seat: u64, ask: u32, op: Op, author: String) {
        let refusal = match run(&self.live, op.clone()).await {
            Outcome::Applied(_) => {
                let phone = self.seats.borrow().iter().find(|s| s.number == seat).and_then(|s| s.phone.clone());
                return self.give(op, author, Some((seat, phone, ask)));
            }
            Outcome::Refused(violation) => Refusal::Rule(violation),
            Outcome::Nothing => Refusal::Nothing,
            Outcome::NotSaved(fault) => Refusal::NotSaved(fault),
        };
        self.send(seat, &Message::Refused { ask, refusal });
    }

    /// Sends the operation just saved to every guest, the asker's with its number.
    /// Called as soon as the session's `append` returned, so the sequence number read is
    /// the operation's own and entries leave in the store's order.
    fn give(&self, op: Op, author: String, asker: Option<(u64, Option<String>, u32)>) {
        let Some((seq, digest)) = last_saved(&self.live, self.offset) else { return };
        let entry = Entry { seq, op, author, digest, ask: None };
        let given = Given { entry, asker: asker.as_ref().map(|(_, phone, ask)| (phone.clone(), *ask)) };
        let numbers: Vec<u64> = self.seats.borrow().iter().map(|s| s.number).collect();
        for number in numbers {
            let mut entry = given.entry.clone();
            entry.ask = asker.as_ref().filter(|(seat, ..)| *seat == number).map(|(.., ask)| *ask);
            self.send(number, &Message::Entry(entry));
        }
        self.journal.borrow_mut().push(given);
    }

    /// Sends to one seat; a guest that cannot be reached loses its seat.
    fn send(&self, seat: u64, message: &Message) {
        let mut seats = self.seats.borrow_mut();
        let Some(at) = seats.iter().position(|s| s.number == seat) else { return };
        if seats[at].link.send(wire::encode(message)).is_err() {
            seats.remove(at);
        }
    }
}

/// An entry as sent again to `phone`: with that phone's tap number if it asked for it.
fn answered_to(given: &Given, phone: Option<&str>) -> Entry {
    let mut entry = given.entry.clone();
    entry.ask = given.asker.as_ref().filter(|(asker, _)| asker.is_some() && asker.as_deref() == phone).map(|(_, ask)| *ask);
    entry
}
