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

use dialkeeper_core::{ActionKind, Command, FigureId, GameRecord};
use dialkeeper_store::Op;

use super::*;
use crate::session::{Games, Live, Outcome, Session, now};

pub(super) type Phoned = Rc<RefCell<Session>>;

/// One phone: its store in its own folder.
pub(super) struct Phone {
    _dir: tempfile::TempDir,
    path: PathBuf,
}

impl Phone {
    pub(super) fn new() -> Phone {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("dialkeeper.db");
        Phone { _dir: dir, path }
    }

    pub(super) fn open(&self) -> Phoned {
        Rc::new(RefCell::new(Session::open(&self.path)))
    }

    /// The open game's record, as the store has it (read again from disk).
    pub(super) fn stored(&self) -> GameRecord {
        Session::open(&self.path).game().expect("a game is open").record()
    }
}

pub(super) use crate::demo::two_player_setup as setup;

pub(super) fn moves(figure: u16) -> Op {
    Op::Apply(Command::GiveAction { figure: FigureId(figure), action: ActionKind::Move, roll: None })
}

pub(super) fn damage(figure: u16) -> Op {
    Op::Apply(Command::Damage { figure: FigureId(figure), dial: 0, clicks: 1 })
}

pub(super) fn heal(figure: u16) -> Op {
    Op::Apply(Command::Heal { figure: FigureId(figure), dial: 0, clicks: 1 })
}

pub(super) fn end_turn() -> Op {
    Op::Apply(Command::EndTurn)
}

/// A host on a new game, and a guest joined to it on `phone`.
pub(super) fn hosting(phone: &Phone) -> Host<Phoned> {
    let live = phone.open();
    now(live.new_game("Shared", setup())).unwrap();
    now(Host::start(live, "Ana")).unwrap()
}

pub(super) fn join(host: &Host<Phoned>, phone: &Phone, me: &str, key: Option<&str>) -> Guest<Phoned> {
    let (here, there) = Link::pair();
    host.add_guest(there);
    let guest = now(Guest::join(phone.open(), me, key, here));
    pump(Some(host), &[&guest]);
    guest
}

/// Lets every phone handle what was sent to it, until nothing moves.
pub(super) fn pump(host: Option<&Host<Phoned>>, guests: &[&Guest<Phoned>]) {
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

pub(super) type Tap<'a> = Pin<Box<dyn Future<Output = Result<Outcome, Unshared>> + 'a>>;

/// A host's own tap, among the guests'.
pub(super) fn hosted<'a>(play: impl Future<Output = Result<Outcome, Unshared>> + 'a) -> Tap<'a> {
    Box::pin(play)
}

/// A tap made only after `rounds` rounds of [`drive`].
pub(super) fn later<'a>(rounds: usize, tap: impl FnOnce() -> Tap<'a> + 'a) -> Tap<'a> {
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
pub(super) fn drive<'a>(mut taps: Vec<Tap<'a>>, mut between: impl FnMut(usize)) -> Vec<Result<Outcome, Unshared>> {
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
pub(super) fn same_game(host: &Host<Phoned>, guests: &[&Guest<Phoned>]) {
    let record = host.live().borrow().game().unwrap().record();
    for guest in guests {
        assert_eq!(guest.live().borrow().game().unwrap().record(), record);
    }
}

/// Entries numbered one after another, each once.
pub(super) fn each_once(log: &[Line]) {
    for pair in log.windows(2) {
        assert_eq!(pair[1].seq, pair[0].seq + 1, "entries in order, none twice, none missing: {log:?}");
    }
}

/// How many entries each author has in a log.
pub(super) fn by_author(log: &[Line]) -> BTreeMap<String, usize> {
    let mut counts = BTreeMap::new();
    for line in log {
        *counts.entry(line.author.clone()).or_default() += 1;
    }
    counts
}

pub(super) fn applied(answers: &[Result<Outcome, Unshared>]) -> usize {
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
    assert_eq!(cleo.log(), host.log(), "who did what, her own tap from before too: her log went with the app");
    assert_eq!(cleo.log().len(), 4);
    each_once(&cleo.log());
    // A link that drops without the app stopping: she follows the host again.
    let (here, there) = Link::pair();
    host.add_guest(there);
    cleo.follow(here);
    drive(vec![hosted(host.play(moves(2)))], |_| pump(Some(&host), &[&ben, &cleo]));
    pump(Some(&host), &[&ben, &cleo]);
    same_game(&host, &[&ben, &cleo]);
    // Her phone was not there when the host saved it: it came with her catch-up, once.
    assert!(cleo.take_notices().iter().all(|n| *n == Notice::CaughtUp { entries: 1 }));
    assert_eq!(cleo.log(), host.log());
    assert_eq!(cleo.log().len(), 5);
    each_once(&cleo.log());
    drop((host, ben, cleo));
    assert_eq!(b.stored(), h.stored());
    assert_eq!(a.stored(), h.stored());
}

/// A copy is never changed behind sharing's back: while its phone is away, a tap on it
/// is refused (it would be a second game under the same name), and the phone catches up
/// on its return with nothing lost.
#[test]
fn a_copy_is_changed_only_through_sharing_and_catches_up_on_return() {
    let (h, a) = (Phone::new(), Phone::new());
    let host = hosting(&h);
    let ben = join(&host, &a, "Ben", None);
    let key = ben.key().unwrap();
    drop(ben);
    assert!(matches!(now(host.play(moves(0))), Ok(Outcome::Applied(_))));
    let copy = a.open();
    let refused = now(copy.dispatch(Command::Damage { figure: FigureId(1), dial: 0, clicks: 1 }));
    assert_eq!(refused, Outcome::NotSaved(dialkeeper_store::Fault::Shared));
    drop(copy);
    let ben = join(&host, &a, "Ben", Some(&key));
    assert_eq!(ben.take_notices(), [Notice::CaughtUp { entries: 1 }]);
    same_game(&host, &[&ben]);
    assert_eq!(ben.live().borrow().games().unwrap().len(), 1, "one copy");
    drop((host, ben));
    assert_eq!(a.stored(), h.stored());
}

#[test]
fn a_shared_game_is_taken_up_again_by_a_phone_alone_and_never_twice() {
    use role::Asked::{AtStart, StoreBack};
    let (h, a) = (Phone::new(), Phone::new());
    let host = hosting(&h);
    let ben = join(&host, &a, "Ben", None);
    let asked = |role: &Role<Phoned>, when| now(role::shared_when_stopped(ben.live(), role, when));
    // The store came back while this phone follows its host: nothing to take up.
    let cleo = Rc::new(join(&host, &Phone::new(), "Cleo", None));
    assert!(!asked(&Role::Following(cleo.clone()), StoreBack));
    // Nor while it is on its way out of sharing (a stop under way): it shares no more,
    // but is not alone yet.
    now(cleo.leave()).unwrap();
    let leaving = Role::Following(cleo);
    assert!(!leaving.shares() && !asked(&leaving, StoreBack) && !asked(&leaving, AtStart));
    // Alone (the app started again, or its store came back late): the game it followed.
    assert!(asked(&Role::Alone, AtStart) && asked(&Role::Alone, StoreBack));
    let alone = Phone::new().open();
    assert!(!now(role::shared_when_stopped(&alone, &Role::Alone, AtStart)), "a store that shared nothing");
    drop((host, ben));
}

#[test]
fn a_store_back_never_changes_the_game_on_the_table() {
    use role::Asked::{AtStart, StoreBack};
    let (h, a) = (Phone::new(), Phone::new());
    let host = hosting(&h);
    let ben = join(&host, &a, "Ben", None);
    drop(ben);
    // Ben's phone opens another game of its own, alone: its store still holds the share.
    let live = a.open();
    now(live.new_game("Mine", setup())).unwrap();
    let asked = |when| now(role::shared_when_stopped(&live, &Role::Alone, when));
    assert!(asked(AtStart), "at the start the shared game is taken up");
    assert!(!asked(StoreBack), "the store coming back does not swap the game on the table");
    drop(host);
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

    let host = now(ben.take_over()).unwrap();
    drop(ben); // its session is the new host's now
    let (here, there) = Link::pair();
    host.add_guest(there);
    cleo.follow(here);
    pump(Some(&host), &[&cleo]);
    assert!(host.gathering(), "the new host waits for its players to start");
    host.start_hosting();
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
    let live = now(host.end());
    pump(None, &[&ben]);
    assert_eq!(ben.take_notices(), [Notice::Ended]);
    assert_eq!(now(ben.tap(moves(1))), Err(Unshared::Ended));
    // Each plays on alone, through its own session.
    assert!(matches!(now(ben.live().dispatch(Command::Pass)), Outcome::Applied(_)));
    assert!(matches!(now(live.dispatch(Command::Pass)), Outcome::Applied(_)));
    drop((live, ben));
    assert_eq!(a.stored(), h.stored(), "the same game, each its own copy");
}

/// Two phones follow; Ben's app is killed, and the host saves one more of Cleo's taps
/// before it is gone too. Ben starts again and hosts the game from his copy, which
/// lacks that tap. `cleo_restarts`: Cleo's app was restarted meanwhile.
fn ben_takes_over_behind_cleo(h: &Phone, a: &Phone, b: &Phone, cleo_restarts: bool) -> (Host<Phoned>, Guest<Phoned>) {
    let host = hosting(h);
    let ben = join(&host, a, "Ben", None);
    let cleo = join(&host, b, "Cleo", None);
    let key = ben.key().unwrap();
    assert_eq!(now(cleo.take_over()).err(), Some(Unshared::StillLinked), "only a phone whose host is gone takes over");
    drive(vec![Box::pin(cleo.tap(moves(0)))], |_| pump(Some(&host), &[&ben, &cleo]));
    drop(ben);
    let done = drive(vec![Box::pin(cleo.tap(moves(1)))], |_| pump(Some(&host), &[&cleo]));
    assert!(matches!(done[..], [Ok(Outcome::Applied(_))]), "shown as done on Cleo's phone: {done:?}");
    drop(host);
    pump(None, &[&cleo]);
    let restart = |phone: &Phone, me: &str| {
        let (here, gone) = Link::pair();
        drop(gone);
        let guest = now(Guest::join(phone.open(), me, Some(&key), here));
        pump(None, &[&guest]);
        assert_eq!(guest.take_notices(), [Notice::HostGone]);
        guest
    };
    let cleo = if cleo_restarts {
        drop(cleo);
        restart(b, "Cleo")
    } else {
        cleo
    };
    let host = now(restart(a, "Ben").take_over()).unwrap();
    let (here, there) = Link::pair();
    host.add_guest(there);
    cleo.follow(here);
    pump(Some(&host), &[&cleo]);
    // The new host's screen shows Cleo's phone, a change ahead of it.
    let facts = host.facts();
    assert_eq!((facts.len(), facts[0].author.as_str(), facts[0].last), (1, "Cleo", 2), "{facts:?}");
    host.start_hosting();
    (host, cleo)
}

/// A guest that had entries the new host never got gives them to it, as the taps they
/// were: a tap shown as done on a phone is not lost with the host before, and a restart
/// of that phone changes nothing (its log is in its store).
#[test]
fn a_guest_ahead_of_the_phone_that_took_over_gives_it_the_changes_it_lacks() {
    for cleo_restarts in [false, true] {
        let (h, a, b) = (Phone::new(), Phone::new(), Phone::new());
        let (host, cleo) = ben_takes_over_behind_cleo(&h, &a, &b, cleo_restarts);
        let notices = cleo.take_notices();
        assert!(!notices.iter().any(|n| matches!(n, Notice::NotKept { .. })), "nothing of Cleo's is dropped: {notices:?}");
        same_game(&host, &[&cleo]);
        let lines: Vec<(Seq, &str)> = host.log().iter().map(|l| (l.seq, if l.author == "Cleo" { "Cleo" } else { "?" })).collect();
        assert_eq!(lines, [(1, "Cleo"), (2, "Cleo")], "Cleo's change, asked again");
        // Play goes on from there, each tap once.
        let more = drive(vec![Box::pin(cleo.tap(damage(2))), hosted(host.play(damage(3)))], |_| pump(Some(&host), &[&cleo]));
        assert!(more.iter().all(|a| matches!(a, Ok(Outcome::Applied(_)))), "{more:?}");
        each_once(&host.log());
        drop((host, cleo));
        assert_eq!(b.stored(), a.stored());
        assert_eq!(a.stored().applied.len(), 4, "every tap shown as done is there");
    }
}

/// Which player taps on a phone is that phone's own setting, for "Only mine": kept
/// per shared game, never sent, and ignored if it names no seat of the game.
#[test]
fn each_phone_says_who_plays_on_it() {
    let (h, a) = (Phone::new(), Phone::new());
    let host = hosting(&h);
    let ben = Rc::new(join(&host, &a, "Ben", None));
    let host = Rc::new(host);
    let (hosting_role, following) = (Role::Hosting(host.clone()), Role::Following(ben.clone()));
    assert_eq!(hosting_role.seat_setting(), following.seat_setting(), "one shared game, one key");
    assert_eq!(Role::<Phoned>::Alone.seat_setting(), None);
    now(ben.live().save_setting(&following.seat_setting().unwrap(), "1".into())).unwrap();
    assert_eq!(following.seat(&ben.live().borrow()), Some(1));
    assert_eq!(hosting_role.seat(&host.live().borrow()), None, "the host's phone did not say");
    now(host.live().save_setting(&hosting_role.seat_setting().unwrap(), "7".into())).unwrap();
    assert_eq!(hosting_role.seat(&host.live().borrow()), None, "a two-player game has no seat 7");
    // Taps are signed with the player's name once the phone said who plays on it.
    following.sign_as("Player 2");
    drive(vec![Box::pin(ben.tap(moves(0)))], |_| pump(Some(&host), &[&ben]));
    assert_eq!(host.log().last().map(|l| l.author.as_str()), Some("Player 2"));
    assert_eq!(following.authors(), [Some("Player 2".to_string())]);
}

/// Random bursts of taps from every phone, legal and not, with guests killed and
/// started again from their stores. `SHARE_TAPS` (default 80) and `SHARE_SEED` make it
/// longer or another one.
#[test]
fn a_seeded_random_table_ends_with_one_game_on_every_phone() {
    let wanted = |name: &str, default: u64| std::env::var(name).ok().and_then(|v| v.parse().ok()).unwrap_or(default);
    let (taps, seed) = (wanted("SHARE_TAPS", 80), wanted("SHARE_SEED", 36));
    let mut rng = fastrand::Rng::with_seed(seed);
    let pool: Vec<Op> = (0..4)
        .flat_map(|f| [moves(f), damage(f), heal(f)])
        .chain([end_turn(), Op::Apply(Command::Pass), Op::Undo, Op::Redo, Op::Undo])
        .collect();
    let (h, a, b) = (Phone::new(), Phone::new(), Phone::new());
    let host = hosting(&h);
    let phones = [("Ben", &a), ("Cleo", &b)];
    let mut guests: Vec<Option<Guest<Phoned>>> = phones.iter().map(|(me, phone)| Some(join(&host, phone, me, None))).collect();
    let key = guests[0].as_ref().unwrap().key().unwrap();
    let (mut made, mut done) = (0, 0);
    while made < taps {
        let burst: Vec<Tap> = (0..rng.usize(1..=5))
            .filter_map(|_| {
                let op = pool[rng.usize(..pool.len())].clone();
                match rng.usize(0..3) {
                    0 => Some(hosted(host.play(op))),
                    g => guests[g - 1].as_ref().map(|guest| Box::pin(guest.tap(op)) as Tap),
                }
            })
            .collect();
        made += burst.len() as u64;
        let answers = drive(burst, |_| pump(Some(&host), &guests.iter().flatten().collect::<Vec<_>>()));
        // An undo or redo that named a change another phone's tap had just buried is
        // refused, and the player told which change now stands.
        assert!(answers.iter().all(|a| matches!(a, Ok(_) | Err(Unshared::NotLast(_)))), "{answers:?}");
        done += applied(&answers);
        // Now and then a guest's app is killed, or one that was comes back.
        let g = rng.usize(0..2);
        match (&guests[g], rng.u8(0..8)) {
            (Some(_), 0) => guests[g] = None,
            (None, 0..4) => guests[g] = Some(join(&host, phones[g].1, phones[g].0, Some(&key))),
            _ => {}
        }
    }
    for (g, (me, phone)) in phones.iter().enumerate() {
        if guests[g].is_none() {
            guests[g] = Some(join(&host, phone, me, Some(&key)));
        }
    }
    let all: Vec<&Guest<Phoned>> = guests.iter().flatten().collect();
    pump(Some(&host), &all);
    same_game(&host, &all);
    let log = host.log();
    each_once(&log);
    assert_eq!(log.len(), done, "every tap reported done is in the game, once (seed {seed})");
    for guest in all {
        assert!(guest.take_notices().iter().all(|n| matches!(n, Notice::CaughtUp { .. })), "only catch-ups to tell");
    }
    drop((host, guests));
    for phone in [&a, &b] {
        assert_eq!(phone.stored(), h.stored(), "seed {seed}");
    }
}

/// A phone in the middle of a host and a guest, handing on what it is told to: the
/// test decides the order the guest gets the host's messages in.
pub(super) struct Relay {
    pub(super) host_side: Link,
    pub(super) guest_side: Link,
}

impl Relay {
    /// A host, a relay, and a guest joined through it.
    pub(super) fn between(host: &Host<Phoned>, phone: &Phone) -> (Relay, Guest<Phoned>) {
        let (host_side, there) = Link::pair();
        host.add_guest(there);
        let (guest_side, here) = Link::pair();
        let guest = now(Guest::join(phone.open(), "Ben", None, here));
        let mut relay = Relay { host_side, guest_side };
        relay.settle(host, &guest);
        (relay, guest)
    }

    /// What the host sent, not handed on yet.
    pub(super) fn sent_by_host(&mut self) -> Vec<String> {
        std::iter::from_fn(|| match self.host_side.try_incoming()? {
            link::Incoming::Message(text) => Some(text),
            link::Incoming::Closed => None,
        })
        .collect()
    }

    pub(super) fn to_guest(&self, text: &str) {
        self.guest_side.send(text.to_string()).unwrap();
    }

    /// Hands on to the host what the guest sent; how many messages.
    pub(super) fn guest_to_host(&mut self) -> usize {
        let mut moved = 0;
        while let Some(link::Incoming::Message(text)) = self.guest_side.try_incoming() {
            self.host_side.send(text).unwrap();
            moved += 1;
        }
        moved
    }

    /// Hands on to the guest what the host sent; how many messages.
    pub(super) fn host_to_guest(&mut self) -> usize {
        let sent = self.sent_by_host();
        for text in &sent {
            self.to_guest(text);
        }
        sent.len()
    }

    /// Hands everything on, both ways, in order, until nothing moves.
    pub(super) fn settle(&mut self, host: &Host<Phoned>, guest: &Guest<Phoned>) {
        loop {
            let mut moved = now(guest.serve());
            moved += self.guest_to_host();
            moved += now(host.serve());
            moved += self.host_to_guest();
            if moved == 0 {
                return;
            }
        }
    }
}

#[test]
fn entries_that_come_twice_or_out_of_order_are_applied_once_and_in_order() {
    let (h, a) = (Phone::new(), Phone::new());
    let host = hosting(&h);
    let (mut relay, ben) = Relay::between(&host, &a);
    for op in [moves(0), damage(2), moves(1)] {
        assert!(matches!(now(host.play(op)), Ok(Outcome::Applied(_))));
    }
    let sent = relay.sent_by_host();
    assert_eq!(sent.len(), 3);
    for i in [1, 0, 0, 2, 1] {
        relay.to_guest(&sent[i]);
    }
    now(ben.serve());
    assert_eq!(ben.log().iter().map(|l| l.seq).collect::<Vec<_>>(), [1, 2], "the first, then the second; the third waits");
    relay.settle(&host, &ben);
    assert_eq!(ben.log(), host.log(), "each once, in order");
    assert_eq!(ben.take_notices(), [Notice::CaughtUp { entries: 1 }], "the third came with the catch-up");
    same_game(&host, &[&ben]);
    drop((host, ben, relay));
    assert_eq!(a.stored(), h.stored());
}

/// An entry that does not follow the copy's log (changed on the way) is not applied:
/// the guest joins again, and the host sends its log from the last point both hold.
#[test]
fn an_entry_that_does_not_follow_the_copys_log_is_asked_for_again() {
    let (h, a) = (Phone::new(), Phone::new());
    let host = hosting(&h);
    let (mut relay, ben) = Relay::between(&host, &a);
    now(host.play(moves(0))).unwrap();
    now(host.play(damage(2))).unwrap();
    let sent = relay.sent_by_host();
    relay.to_guest(&sent[0]);
    // The second entry arrives changed on the way: it no longer follows the copy's log.
    let Ok(wire::Message::Entry(mut entry)) = wire::decode(&sent[1]) else { panic!("an entry: {}", sent[1]) };
    entry.stamp.digest ^= 1;
    relay.to_guest(&wire::encode(&wire::Message::Entry(entry), 99)[0]);
    relay.settle(&host, &ben);
    assert_eq!(ben.take_notices(), [Notice::CaughtUp { entries: 1 }]);
    same_game(&host, &[&ben]);
    assert_eq!(ben.log(), host.log());
    drop((host, ben, relay));
    assert_eq!(a.stored(), h.stored());
}

/// Issue 50: the store keeps what it is handed and never asks the rules, so a guest asks
/// them of the host's game before storing its copy. A game they refuse (its digest
/// matching, as from a host whose build reads the rules otherwise) is not stored; the
/// guest counts itself behind and asks again later.
#[test]
fn a_hosts_game_the_rules_refuse_is_not_stored_as_a_copy() {
    let (h, a) = (Phone::new(), Phone::new());
    let host = hosting(&h);
    now(host.play(moves(0))).unwrap();
    let (host_side, there) = Link::pair();
    host.add_guest(there);
    let (guest_side, here) = Link::pair();
    let ben = now(Guest::join(a.open(), "Ben", None, here));
    let mut relay = Relay { host_side, guest_side };
    let mut broken = 0;
    for _ in 0..5 {
        now(ben.serve());
        relay.guest_to_host();
        now(host.serve());
        for text in relay.sent_by_host() {
            let text = match wire::decode(&text) {
                Ok(wire::Message::Base(mut base)) => {
                    // A figure that is not in the game (CORE-01).
                    base.record.applied.push(Command::Damage { figure: FigureId(99), dial: 0, clicks: 1 });
                    base.digest = digest::base(&base.key, &base.record);
                    broken += 1;
                    wire::encode(&wire::Message::Base(base), 99).remove(0)
                }
                _ => text,
            };
            relay.to_guest(&text);
        }
    }
    assert!(broken > 0, "the host sent its game");
    assert!(ben.log().is_empty(), "the guest follows no copy");
    drop((ben, relay, host));
    let (store, _) = dialkeeper_store::Store::open(&a.path).unwrap();
    assert_eq!(store.list_games().unwrap(), [], "no copy was stored");
}

/// The app's way: each phone listens on a task of its own, and a tap is answered
/// without anyone serving by hand. A tap whose screen went away still lands, and its
/// refusal is told.
#[test]
fn listening_phones_answer_taps_and_a_tap_given_up_still_lands() {
    let (h, a) = (Phone::new(), Phone::new());
    let host = hosting(&h);
    let ben = join(&host, &a, "Ben", None);
    let mut cx = Context::from_waker(Waker::noop());
    let mut listening: Vec<Pin<Box<dyn Future<Output = ()> + '_>>> = vec![Box::pin(host.listen()), Box::pin(ben.listen())];
    let mut run = |mut tap: Tap| {
        for _ in 0..100 {
            if let Poll::Ready(answer) = tap.as_mut().poll(&mut cx) {
                return Some(answer);
            }
            for task in &mut listening {
                assert!(task.as_mut().poll(&mut cx).is_pending(), "listening goes on while linked");
            }
        }
        None
    };
    assert!(matches!(run(Box::pin(ben.tap(moves(0)))), Some(Ok(Outcome::Applied(_)))));
    // Two taps whose screens are gone before any answer.
    drop(ben.tap(moves(1)));
    drop(ben.tap(moves(2)));
    assert!(matches!(run(Box::pin(ben.tap(end_turn()))), Some(Ok(Outcome::Applied(_)))));
    drop(listening);
    assert_eq!(ben.log().iter().map(|l| l.op.clone()).collect::<Vec<_>>(), [moves(0), moves(1), end_turn()]);
    assert!(matches!(ben.take_notices()[..], [Notice::Refused(_)]), "Ben's figure could not move on Ana's turn");
    same_game(&host, &[&ben]);
}

/// What cannot be read (not a message, or one of this version this build does not
/// know) is set aside, and play goes on. (A phone of another version is told so:
/// `faults::fault_11_…`.)
#[test]
fn messages_that_cannot_be_read_are_set_aside_and_play_goes_on() {
    let (h, a) = (Phone::new(), Phone::new());
    let host = hosting(&h);
    let (mut relay, ben) = Relay::between(&host, &a);
    for text in [
        "garbage",
        r#"{"v":"3","m":"ended"}"#,
        r#"{"v":4,"m":{"entry":{"seq":"one"}}}"#,
        r#"{"v":4,"m":{"tap":{}}}"#,
        r#"{"v":4,"m":"dance"}"#,
    ] {
        relay.to_guest(text);
        relay.host_side.send(text.to_string()).unwrap();
    }
    relay.settle(&host, &ben);
    now(host.play(moves(0))).unwrap();
    relay.settle(&host, &ben);
    assert_eq!(ben.log(), host.log());
    assert!(ben.take_notices().is_empty());
    same_game(&host, &[&ben]);
}

/// The app's way with several guests: the host listens for as long as it hosts (a guest
/// seated while it waits is heard at once), every tap goes through [`Role::play`], a
/// guest's listening hands over its notices, and stopping ends the listening and every
/// guest's following, each keeping the game.
#[test]
fn a_host_listening_for_as_long_as_it_hosts_hears_guests_seated_later_and_stops() {
    let (h, a, b) = (Phone::new(), Phone::new(), Phone::new());
    let host = Rc::new(hosting(&h));
    let heard = Rc::new(std::cell::Cell::new(0));
    let counted = heard.clone();
    let listener = host.clone();
    let mut listening: Pin<Box<dyn Future<Output = ()>>> =
        Box::pin(async move { listener.keep_listening(move || counted.set(counted.get() + 1)).await });
    let woken = std::sync::Arc::new(Woken::default());
    let waker = Waker::from(woken.clone());
    assert!(listening.as_mut().poll(&mut Context::from_waker(&waker)).is_pending(), "no guest yet: the host waits, and does not stop");
    // Seated while the host waits: the seating wakes it, so the guest's join is heard.
    let (here, there) = Link::pair();
    host.add_guest(there);
    assert!(woken.0.load(std::sync::atomic::Ordering::Relaxed) > 0, "seating a guest wakes the listening host");
    let mut cx = Context::from_waker(Waker::noop());
    let ben = Rc::new(now(Guest::join(b.open(), "Ben", None, here)));
    let notices = Rc::new(RefCell::new(vec![]));
    let told = notices.clone();
    let follower = ben.clone();
    let arrivals = Rc::new(std::cell::Cell::new(0));
    let arrived = arrivals.clone();
    let mut following: Pin<Box<dyn Future<Output = ()>>> = Box::pin(async move {
        follower
            .listen_each(move |n, came| {
                told.borrow_mut().extend(n);
                arrived.set(arrived.get() + usize::from(came));
            })
            .await
    });
    // The host's game comes to Ben while both listen.
    assert_eq!(until_done(Box::pin(std::future::pending::<()>()), &mut [&mut listening, &mut following]), None);
    assert!(ben.key().is_some(), "Ben holds the host's game");
    assert_eq!(arrivals.get(), 1, "the game's coming is told once, to open it");
    let mut run = |tap| until_done(tap, &mut [&mut listening, &mut following]);
    let (hosts, follows) = (Role::Hosting(host.clone()), Role::Following(ben.clone()));
    let live = host.live().clone();
    assert!(matches!(run(Box::pin(follows.play(&live, damage(0)))), Some(Ok(Outcome::Applied(_)))));
    assert!(matches!(run(Box::pin(hosts.play(&live, damage(1)))), Some(Ok(Outcome::Applied(_)))));
    assert!(heard.get() >= 2, "the join and Ben's tap were heard");
    assert_eq!((hosts.others(), follows.others(), Role::<Phoned>::Alone.others()), (1, 1, 0));
    for _ in 0..4 {
        assert!(following.as_mut().poll(&mut cx).is_pending() && listening.as_mut().poll(&mut cx).is_pending());
    }
    assert_eq!(by_author(&ben.log()), BTreeMap::from([("Ana".to_string(), 1), ("Ben".to_string(), 1)]));
    // A second guest, seated later, is heard too.
    let cleo = join(&host, &a, "Cleo", None);
    assert_eq!(host.guests(), 2);
    now(host.stop()).unwrap();
    assert!(listening.as_mut().poll(&mut cx).is_ready(), "stopped: the listening ends");
    assert!(following.as_mut().poll(&mut cx).is_ready(), "told it ended: Ben's following ends");
    assert_eq!(notices.borrow().last(), Some(&Notice::Ended));
    assert_eq!(arrivals.get(), 1, "told once, whatever came after");
    assert!(ben.ended() && !ben.following());
    // Sharing ended: a tap made before the app sees Ben alone plays on his own copy, and
    // nothing of it reaches the host.
    let hosts_game = live.borrow().game().unwrap().record();
    let own = ben.live().clone();
    assert!(matches!(now(follows.play(&own, damage(0))), Ok(Outcome::Applied(_))));
    assert_eq!(live.borrow().game().unwrap().record(), hosts_game);
    assert_eq!(own.borrow().game().unwrap().record().applied.len(), hosts_game.applied.len() + 1);
    drop((listening, following));
    assert_eq!(host.guests(), 0);
    now(cleo.serve());
    assert!(cleo.ended(), "Cleo was told too");
    // Alone, a tap goes straight to the phone's own session.
    let alone = Phone::new();
    let own = alone.open();
    now(own.new_game("Mine", setup())).unwrap();
    assert!(matches!(now(Role::Alone.play(&own, damage(0))), Ok(Outcome::Applied(_))));
}

/// The app's way when a guest's link drops and it pairs again (the browser test's guest
/// cut off): its listening ends by itself once the host is gone, and the listening on
/// the new link is told once that the game is here, to open it, with what it missed.
/// Each task runs only when woken, as in the browser, so a wake-up lost on the way
/// shows as a guest that never opens its game.
#[test]
fn a_guest_paired_again_is_told_to_open_its_game_with_what_it_missed() {
    use super::sim::Task;
    let (h, b) = (Phone::new(), Phone::new());
    let host = Rc::new(hosting(&h));
    let (mut relay, ben) = Relay::between(&host, &b);
    let ben = Rc::new(ben);
    let (opened, told) = (Rc::new(std::cell::Cell::new(0)), Rc::new(RefCell::new(vec![])));
    let listen = |guest: &Rc<Guest<Phoned>>| {
        let (guest, opened, told) = (guest.clone(), opened.clone(), told.clone());
        Task::new(async move {
            guest
                .listen_each(move |notices, came| {
                    told.borrow_mut().extend(notices);
                    opened.set(opened.get() + usize::from(came));
                })
                .await
        })
    };
    let hearing = host.clone();
    let mut host_task = Task::new(async move { hearing.keep_listening(|| {}).await });
    let mut ben_task = listen(&ben);
    // Runs every task that was woken, and hands the relay's messages on, until nothing
    // moves; whether each task is still running.
    let run = |tasks: &mut [&mut Task<()>], mut relay: Option<&mut Relay>| {
        let mut running = vec![true; tasks.len()];
        loop {
            let mut moved = relay.as_deref_mut().is_some_and(|relay| relay.guest_to_host() + relay.host_to_guest() > 0);
            for (task, running) in tasks.iter_mut().zip(running.iter_mut()).filter(|(_, running)| **running) {
                if let Some(poll) = task.run() {
                    moved = true;
                    *running = poll.is_pending();
                }
            }
            if !moved {
                return running;
            }
        }
    };
    now(host.play(damage(0))).unwrap();
    assert_eq!(run(&mut [&mut host_task, &mut ben_task], Some(&mut relay)), [true, true]);
    assert_eq!(opened.get(), 1, "the first listening is told once that the game is here");
    // The link drops (Ben's phone left the Wi-Fi): his listening ends by itself, and the
    // host lets his seat go.
    drop(relay);
    assert_eq!(run(&mut [&mut host_task, &mut ben_task], None), [true, false], "Ben's listening ended");
    assert!(!ben.following() && host.guests() == 0);
    assert_eq!(told.take(), [Notice::HostGone], "Ben's player is told the host is gone");
    now(host.play(damage(1))).unwrap();
    // Paired again: a new link, and a new listening on it.
    let (here, there) = Link::pair();
    host.add_guest(there);
    ben.follow(here);
    let mut again = listen(&ben);
    assert_eq!(run(&mut [&mut host_task, &mut again], None), [true, true]);
    assert_eq!(opened.get(), 2, "the new listening is told once that the game is here, to open it");
    assert_eq!(ben.log(), host.log(), "with what Ben missed");
    assert_eq!(told.take(), [Notice::CaughtUp { entries: 1 }], "and told so");
    same_game(&host, &[&ben]);
}

/// Polls `tap` to its answer, with the listening `tasks` beside it (each must go on).
fn until_done<T>(mut tap: Pin<Box<dyn Future<Output = T> + '_>>, tasks: &mut [&mut Pin<Box<dyn Future<Output = ()>>>]) -> Option<T> {
    let mut cx = Context::from_waker(Waker::noop());
    for _ in 0..100 {
        if let Poll::Ready(answer) = tap.as_mut().poll(&mut cx) {
            return Some(answer);
        }
        for task in tasks.iter_mut() {
            assert!(task.as_mut().poll(&mut cx).is_pending(), "listening goes on while linked");
        }
    }
    None
}

/// Counts the wake-ups of a task.
#[derive(Default)]
struct Woken(std::sync::atomic::AtomicUsize);

impl std::task::Wake for Woken {
    fn wake(self: std::sync::Arc<Self>) {
        self.0.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
    }
}
