//! Three phones, each with its own store on disk, over in-memory links: bursts of taps
//! from the host and two guests, guests leaving and coming back, the host gone and a
//! guest taking over, and sharing ended. At the end every store, reopened from disk,
//! holds the host's game.

use std::cell::RefCell;
use std::collections::BTreeMap;
use std::path::PathBuf;
use std::pin::Pin;
use std::rc::Rc;
use std::task::{Context, Poll, Waker};

use dialkeeper_core::{ActionKind, ArmyFigure, Command, FigureId, GameRecord, PlayerSetup, Setup};
use dialkeeper_store::Op;

use super::*;
use crate::session::{Games, Live, Session, now};

type Phoned = Rc<RefCell<Session>>;

/// One phone: its store in its own folder.
struct Phone {
    _dir: tempfile::TempDir,
    path: PathBuf,
}

impl Phone {
    fn new() -> Phone {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("dialkeeper.db");
        Phone { _dir: dir, path }
    }

    fn open(&self) -> Phoned {
        Rc::new(RefCell::new(Session::open(&self.path)))
    }

    /// The open game's record, as the store has it (read again from disk).
    fn stored(&self) -> GameRecord {
        Session::open(&self.path).game().expect("a game is open").record()
    }
}

fn setup() -> Setup {
    let army = || crate::demo::figures().into_iter().filter(|f| f.points <= 50).take(2).map(ArmyFigure::new).collect::<Vec<_>>();
    Setup {
        game_size: 300,
        players: vec![PlayerSetup { name: "Ana".into(), army: army() }, PlayerSetup { name: "Ben".into(), army: army() }],
        ..Default::default()
    }
}

fn moves(figure: u16) -> Op {
    Op::Apply(Command::GiveAction { figure: FigureId(figure), action: ActionKind::Move, roll: None })
}

fn damage(figure: u16) -> Op {
    Op::Apply(Command::Damage { figure: FigureId(figure), dial: 0, clicks: 1 })
}

fn heal(figure: u16) -> Op {
    Op::Apply(Command::Heal { figure: FigureId(figure), dial: 0, clicks: 1 })
}

fn end_turn() -> Op {
    Op::Apply(Command::EndTurn)
}

/// A host on a new game, and a guest joined to it on `phone`.
fn hosting(phone: &Phone) -> Host<Phoned> {
    let live = phone.open();
    now(live.new_game("Shared", setup())).unwrap();
    Host::new(live, "Ana").unwrap()
}

fn join(host: &Host<Phoned>, phone: &Phone, me: &str, key: Option<&str>) -> Guest<Phoned> {
    let (here, there) = Link::pair();
    host.add_guest(there);
    let guest = now(Guest::join(phone.open(), me, key, here));
    pump(Some(host), &[&guest]);
    guest
}

/// Lets every phone handle what was sent to it, until nothing moves.
fn pump(host: Option<&Host<Phoned>>, guests: &[&Guest<Phoned>]) {
    loop {
        let mut moved = host.map_or(0, |h| now(h.serve()));
        for guest in guests {
            moved += now(guest.serve());
        }
        if moved == 0 {
            return;
        }
    }
}

type Tap<'a> = Pin<Box<dyn Future<Output = Result<Outcome, Unshared>> + 'a>>;

/// A host's own tap, among the guests'.
fn hosted<'a>(play: impl Future<Output = Outcome> + 'a) -> Tap<'a> {
    Box::pin(async move { Ok(play.await) })
}

/// A tap made only after `rounds` rounds of [`drive`].
fn later<'a>(rounds: usize, tap: impl FnOnce() -> Tap<'a> + 'a) -> Tap<'a> {
    Box::pin(async move {
        let mut left = rounds;
        std::future::poll_fn(|_| {
            if left == 0 {
                return Poll::Ready(());
            }
            left -= 1;
            Poll::Pending
        })
        .await;
        tap().await
    })
}

/// Runs taps made at once on several phones: each round polls every tap not done yet,
/// then `between` (the phones handling their messages, or a phone going away).
fn drive<'a>(mut taps: Vec<Tap<'a>>, mut between: impl FnMut(usize)) -> Vec<Result<Outcome, Unshared>> {
    let mut done: Vec<Option<Result<Outcome, Unshared>>> = taps.iter().map(|_| None).collect();
    let mut cx = Context::from_waker(Waker::noop());
    for round in 0..10_000 {
        for (tap, slot) in taps.iter_mut().zip(done.iter_mut()) {
            if slot.is_none()
                && let Poll::Ready(answer) = tap.as_mut().poll(&mut cx)
            {
                *slot = Some(answer);
            }
        }
        if done.iter().all(Option::is_some) {
            return done.into_iter().map(Option::unwrap).collect();
        }
        between(round);
    }
    panic!("taps never answered: {done:?}");
}

/// Each phone's record shown, equal to the host's.
fn same_game(host: &Host<Phoned>, guests: &[&Guest<Phoned>]) {
    let record = host.live().borrow().game().unwrap().record();
    for guest in guests {
        assert_eq!(guest.live().borrow().game().unwrap().record(), record);
    }
}

/// Entries numbered one after another, each once.
fn each_once(log: &[Line]) {
    for pair in log.windows(2) {
        assert_eq!(pair[1].seq, pair[0].seq + 1, "entries in order, none twice, none missing: {log:?}");
    }
}

/// How many entries each author has in a log.
fn by_author(log: &[Line]) -> BTreeMap<String, usize> {
    let mut counts = BTreeMap::new();
    for line in log {
        *counts.entry(line.author.clone()).or_default() += 1;
    }
    counts
}

fn applied(answers: &[Result<Outcome, Unshared>]) -> usize {
    answers.iter().filter(|a| matches!(a, Ok(Outcome::Applied(_)))).count()
}

#[test]
fn bursts_from_three_phones_end_with_one_game_on_every_phone() {
    let (h, a, b) = (Phone::new(), Phone::new(), Phone::new());
    let host = hosting(&h);
    let ben = join(&host, &a, "Ben", None);
    let cleo = join(&host, &b, "Cleo", None);
    same_game(&host, &[&ben, &cleo]);

    // Ana's turn: her figures are 0 and 1, Ben's 2 and 3. Every phone taps at once.
    let taps: Vec<Tap> = vec![
        Box::pin(ben.tap(moves(0))),
        Box::pin(cleo.tap(damage(2))),
        Box::pin(ben.tap(moves(2))),
        hosted(host.play(moves(1))),
        Box::pin(cleo.tap(moves(0))),
        Box::pin(ben.tap(heal(2))),
        Box::pin(cleo.tap(end_turn())),
        Box::pin(ben.tap(moves(2))),
        hosted(host.play(damage(0))),
    ];
    let answers = drive(taps, |_| pump(Some(&host), &[&ben, &cleo]));
    // The first move of figure 0 and Ben's figure before his turn: the engine decides.
    assert!(matches!(answers[0], Ok(Outcome::Applied(_))), "{answers:?}");
    assert!(matches!(answers[2], Ok(Outcome::Refused(_))), "Ben's figure cannot act on Ana's turn: {answers:?}");
    assert!(matches!(answers[4], Ok(Outcome::Refused(_))), "figure 0 already moved: {answers:?}");
    assert!(matches!(answers[7], Ok(Outcome::Applied(_))), "after the turn ended, Ben's figure moves: {answers:?}");
    pump(Some(&host), &[&ben, &cleo]);
    same_game(&host, &[&ben, &cleo]);

    let log = host.log();
    each_once(&log);
    assert_eq!(log.len(), applied(&answers), "every tap reported done is in the game, once");
    assert_eq!(ben.log(), log);
    assert_eq!(cleo.log(), log);
    assert_eq!(by_author(&log).get("Ben"), Some(&applied(&[0, 2, 5, 7].map(|i| answers[i].clone()))));
    assert!(ben.take_notices().is_empty(), "nothing to tell when all went well");

    let record = host.live().borrow().game().unwrap().record();
    drop((host, ben, cleo));
    for phone in [&h, &a, &b] {
        assert_eq!(phone.stored(), record, "every store holds the host's game");
    }
}

#[test]
fn a_refusal_carries_the_engines_reason_to_the_asker_only() {
    let (h, a, b) = (Phone::new(), Phone::new(), Phone::new());
    let host = hosting(&h);
    let ben = join(&host, &a, "Ben", None);
    let cleo = join(&host, &b, "Cleo", None);
    let answers = drive(vec![Box::pin(ben.tap(moves(3)))], |_| pump(Some(&host), &[&ben, &cleo]));
    let Ok(Outcome::Refused(violation)) = &answers[0] else { panic!("{answers:?}") };
    assert!(matches!(violation, dialkeeper_core::RuleViolation::NotYourFigure { .. }), "{violation:?}");
    assert!(cleo.take_notices().is_empty() && cleo.log().is_empty(), "the others hear nothing of it");
}

#[test]
fn undo_and_redo_from_a_guest_are_the_hosts_undo_and_redo() {
    let (h, a) = (Phone::new(), Phone::new());
    let host = hosting(&h);
    let ben = join(&host, &a, "Ben", None);
    let step = |op: Op| drive(vec![Box::pin(ben.tap(op))], |_| pump(Some(&host), &[&ben])).remove(0);
    assert!(matches!(step(moves(0)), Ok(Outcome::Applied(_))));
    assert_eq!(step(Op::Undo), Ok(Outcome::Applied(vec![])));
    assert_eq!(host.live().borrow().game().unwrap().record().undone.len(), 1, "undone on the host");
    assert_eq!(step(Op::Redo), Ok(Outcome::Applied(vec![])));
    assert_eq!(step(Op::Redo), Ok(Outcome::Nothing), "nothing left to redo");
    same_game(&host, &[&ben]);
    assert_eq!(ben.log().iter().map(|l| l.op.clone()).collect::<Vec<_>>(), [moves(0), Op::Undo, Op::Redo]);
    drop((host, ben));
    assert_eq!(a.stored(), h.stored());
}

#[test]
fn a_guest_that_went_away_catches_up_from_its_own_store() {
    let (h, a, b) = (Phone::new(), Phone::new(), Phone::new());
    let host = hosting(&h);
    let ben = join(&host, &a, "Ben", None);
    let cleo = join(&host, &b, "Cleo", None);
    let key = cleo.key().unwrap();
    drive(vec![Box::pin(cleo.tap(moves(0)))], |_| pump(Some(&host), &[&ben, &cleo]));
    // Cleo's app is killed; the game goes on without her.
    drop(cleo);
    let answers = drive(vec![hosted(host.play(damage(3))), Box::pin(ben.tap(moves(1))), Box::pin(ben.tap(end_turn()))], |_| {
        pump(Some(&host), &[&ben])
    });
    assert_eq!(applied(&answers), 3, "{answers:?}");
    assert_eq!(host.guests(), 1, "the host let her seat go");

    // She starts the app again: her store has the game up to where she left.
    let cleo = join(&host, &b, "Cleo", Some(&key));
    assert_eq!(cleo.take_notices(), [Notice::CaughtUp { entries: 3 }]);
    same_game(&host, &[&ben, &cleo]);
    assert_eq!(cleo.log().len(), 3, "what she missed");
    each_once(&cleo.log());
    // A link that drops without the app stopping: she follows the host again.
    let (here, there) = Link::pair();
    host.add_guest(there);
    cleo.follow(here);
    drive(vec![hosted(host.play(moves(2)))], |_| pump(Some(&host), &[&ben, &cleo]));
    pump(Some(&host), &[&ben, &cleo]);
    same_game(&host, &[&ben, &cleo]);
    drop((host, ben, cleo));
    assert_eq!(b.stored(), h.stored());
    assert_eq!(a.stored(), h.stored());
}

#[test]
fn a_copy_changed_behind_sharings_back_gives_way_to_the_hosts_and_the_player_is_told() {
    let (h, a) = (Phone::new(), Phone::new());
    let host = hosting(&h);
    let ben = join(&host, &a, "Ben", None);
    let key = ben.key().unwrap();
    drop(ben);
    // While away, each phone saves a different change at the same place.
    now(host.play(moves(0)));
    let copy = a.open();
    assert!(matches!(now(copy.dispatch(Command::Damage { figure: FigureId(1), dial: 0, clicks: 1 })), Outcome::Applied(_)));
    drop(copy);
    let ben = join(&host, &a, "Ben", Some(&key));
    assert_eq!(ben.take_notices(), [Notice::HostWins { at: 1 }]);
    same_game(&host, &[&ben]);
    assert_eq!(ben.live().borrow().games().unwrap().len(), 1, "the copy that differed is gone, the host's is kept");
    drop((host, ben));
    assert_eq!(a.stored(), h.stored());
}

#[test]
fn when_the_host_is_gone_mid_burst_a_guest_takes_over_and_the_other_follows_it() {
    let (h, a, b) = (Phone::new(), Phone::new(), Phone::new());
    let host = RefCell::new(Some(hosting(&h)));
    let ben = join(host.borrow().as_ref().unwrap(), &a, "Ben", None);
    let cleo = join(host.borrow().as_ref().unwrap(), &b, "Cleo", None);
    // Three taps reach the host and are saved; the next three are made just as its
    // phone is switched off.
    let taps: Vec<Tap> = vec![
        Box::pin(ben.tap(moves(0))),
        Box::pin(cleo.tap(damage(2))),
        Box::pin(ben.tap(moves(1))),
        later(1, || Box::pin(cleo.tap(heal(2)))),
        later(1, || Box::pin(ben.tap(end_turn()))),
        later(1, || Box::pin(cleo.tap(moves(2)))),
    ];
    let answers = drive(taps, |round| {
        if round == 1 {
            drop(host.borrow_mut().take());
        }
        pump(host.borrow().as_ref(), &[&ben, &cleo]);
    });
    assert_eq!(applied(&answers), 3, "{answers:?}");
    assert_eq!(
        answers[3..],
        [Err(Unshared::HostGone), Err(Unshared::HostGone), Err(Unshared::HostGone)],
        "taps made as the host went got no answer"
    );
    assert!(ben.take_notices().contains(&Notice::HostGone));
    assert!(cleo.take_notices().contains(&Notice::HostGone));
    let done_before = applied(&answers);

    let host = ben.take_over().unwrap();
    let (here, there) = Link::pair();
    host.add_guest(there);
    cleo.follow(here);
    pump(Some(&host), &[&cleo]);
    let from_seq = host.live().borrow().next_seq().unwrap();
    assert_eq!(cleo.take_notices().first(), Some(&Notice::TakenOver { from_seq }));
    same_game(&host, &[&cleo]);
    let more = drive(vec![Box::pin(cleo.tap(heal(2))), hosted(host.play(damage(3)))], |_| pump(Some(&host), &[&cleo]));
    assert!(more.iter().all(|a| matches!(a, Ok(Outcome::Applied(_)))), "{more:?}");
    let log = host.log();
    each_once(&log);
    assert_eq!(log.len(), done_before + 2, "no tap reported done is missing, none is there twice");
    assert_eq!(cleo.log(), log);
    drop((host, cleo));
    assert_eq!(b.stored(), a.stored());
}

#[test]
fn ending_sharing_leaves_each_phone_its_own_game() {
    let (h, a) = (Phone::new(), Phone::new());
    let host = hosting(&h);
    let ben = join(&host, &a, "Ben", None);
    drive(vec![Box::pin(ben.tap(moves(0)))], |_| pump(Some(&host), &[&ben]));
    let live = host.end();
    pump(None, &[&ben]);
    assert_eq!(ben.take_notices(), [Notice::Ended]);
    assert_eq!(now(ben.tap(moves(1))), Err(Unshared::Ended));
    // Each plays on alone, through its own session.
    assert!(matches!(now(ben.live().dispatch(Command::Pass)), Outcome::Applied(_)));
    assert!(matches!(now(live.dispatch(Command::Pass)), Outcome::Applied(_)));
    drop((live, ben));
    assert_eq!(a.stored(), h.stored(), "the same game, each its own copy");
}
