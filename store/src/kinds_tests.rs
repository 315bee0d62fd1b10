//! The web's store worker holds a game's types unread (`kinds.rs`): each request is asked
//! of a store holding them typed, as natively, and of one holding them unread through the
//! JSON the page and the worker exchange, and the two answers must be the same. Every
//! request that carries a setup, a command, a figure or an army is asked, over seeded
//! runs of applies, undos, redos and snapshots.

use dialkeeper_core::{ArmyFigure, Command};

use super::tests::{commands, figure, setup};
use super::*;

/// A typed store and an unread one, asked the same.
struct Both {
    typed: Store,
    unread: Store<Unread>,
}

impl Both {
    fn new() -> Both {
        Both { typed: Store::in_memory().unwrap(), unread: Store::in_memory().unwrap().holding() }
    }

    /// Asks both; the unread store's answer read back as the page reads the worker's.
    /// Panics, naming the request, when the answers differ.
    fn ask(&mut self, request: Request) -> Reply {
        let answered = serde_json::to_string(&FromWorker::Reply { id: 1, result: self.unread.handle(unread(&request)) }).unwrap();
        let FromWorker::Reply { result: page, .. } = serde_json::from_str::<FromWorker>(&answered).unwrap() else {
            panic!("not a reply: {answered}")
        };
        let native = self.typed.handle(request.clone());
        assert_eq!(same_time(page.clone()), same_time(native), "{request:?}");
        page.unwrap()
    }
}

/// A request as the worker reads it: through the JSON the page sends.
fn unread(request: &Request) -> Request<Unread> {
    let sent = serde_json::to_string(&ToWorker::Ask { id: 1, request: request.clone() }).unwrap();
    let ToWorker::Ask { request, .. } = serde_json::from_str::<ToWorker<Unread>>(&sent).unwrap();
    request
}

/// The share row of a game this phone hosts.
fn hosted(game: GameId) -> Share {
    Share { game, key: "k".into(), me: "#A".into(), hosting: true, term: Term { n: 1, by: "#A".into() }, base_seq: 30, base_digest: 3 }
}

/// The n-th tap of the guest "#B", in the host's first term.
fn stamp(n: u64) -> Stamp {
    Stamp { term: Term { n: 1, by: "#A".into() }, tap: TapId { phone: "#B".into(), n }, author: "Ben".into(), digest: n }
}

/// A reply with its times left out (the two stores write their own clock's seconds).
fn same_time(reply: Result<Reply, Fault>) -> Result<Reply, Fault> {
    reply.map(|reply| match reply {
        Reply::Games(games) => Reply::Games(games.into_iter().map(|g| GameSummary { updated_at: 0, ..g }).collect()),
        other => other,
    })
}

/// A small splitmix64: every run can be replayed from its seed.
struct Rng(u64);

impl Rng {
    fn below(&mut self, n: u64) -> u64 {
        self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        (z ^ (z >> 31)) % n
    }
}

/// Plays a seeded run of operations on a new game in both stores, as the app keeps its
/// record (a snapshot every few operations); returns the game and its record.
fn played(both: &mut Both, seed: u64, name: &str) -> (GameId, Record) {
    let mut rng = Rng(seed);
    let Reply::Game(game) = both.ask(Request::CreateGame { name: name.into(), setup: setup() }) else { panic!("no game") };
    let mut record = game.record;
    let moves = commands(40);
    for seq in 1..=30 {
        let op = match rng.below(4) {
            0 if !record.applied.is_empty() => Op::Undo,
            1 if !record.undone.is_empty() => Op::Redo,
            _ => Op::Apply(moves[record.applied.len() % moves.len()].clone()),
        };
        games::keep_op::<Typed>(&mut record, op.clone());
        let snapshot = (rng.below(5) == 0).then(|| record.clone());
        both.ask(Request::Append { game: game.id, seq, op, snapshot, stamp: None });
        if rng.below(6) == 0 {
            let Reply::Game(read) = both.ask(Request::LoadGame(game.id)) else { panic!("no game") };
            assert_eq!(read.record, record, "seed {seed}, after operation {seq}");
        }
    }
    (game.id, record)
}

#[test]
fn games_their_exports_and_a_move_file_are_answered_the_same_unread() {
    for seed in 0..12 {
        let mut both = Both::new();
        let (id, record) = played(&mut both, seed, "Friday");
        both.ask(Request::ListGames);
        let Reply::Text(text) = both.ask(Request::ExportGame(id)) else { panic!("no export") };
        let file: ExportFile = serde_json::from_str(&text).unwrap();
        assert_eq!(file.record, record, "seed {seed}");
        both.ask(Request::ImportGame(ExportFile { name: "Saturday".into(), ..file }));
        both.ask(Request::SaveArmy { id: None, name: "Orcs".into(), game_size: 200, army: vec![ArmyFigure::new(figure("Orc"))] });
        let Reply::Text(everything) = both.ask(Request::ExportEverything) else { panic!("no move file") };
        let moving: MoveFile = serde_json::from_str(&everything).unwrap();
        // Everything in it is here already: the unread store finds it by its text.
        let Reply::Moved(moved) = both.ask(Request::ImportEverything(moving.clone())) else { panic!("not moved") };
        assert_eq!((moved.games, moved.armies, moved.already_here), (0, 0, 3), "seed {seed}");
        let mut elsewhere = Both::new();
        let Reply::Moved(moved) = elsewhere.ask(Request::ImportEverything(moving)) else { panic!("not moved") };
        assert_eq!((moved.games, moved.armies), (2, 1), "seed {seed}");
        elsewhere.ask(Request::ListGames);
        elsewhere.ask(Request::Armies);
        elsewhere.ask(Request::LoadGame(1));
    }
}

#[test]
fn the_catalog_and_armies_are_answered_the_same_unread() {
    let mut both = Both::new();
    let upserts = vec![(Some(7), figure("Amazon")), (Some(8), figure("Troll")), (None, figure("Elf"))];
    both.ask(Request::UpsertFigures(upserts.clone()));
    // The same feed again changes nothing; a changed figure is updated under its name.
    both.ask(Request::UpsertFigures(upserts));
    let mut renamed = figure("Troll");
    renamed.name = "Troll Chief".into();
    both.ask(Request::UpsertFigures(vec![(Some(8), renamed.clone())]));
    both.ask(Request::SaveFigure { row: None, def: figure("Dwarf") });
    both.ask(Request::SaveFigure { row: Some(1), def: renamed });
    let Reply::Catalog(catalog) = both.ask(Request::Catalog) else { panic!("no catalog") };
    // A figure without a feed id is added each time.
    assert_eq!(catalog.iter().map(|f| f.def.name.as_str()).collect::<Vec<_>>(), ["Dwarf", "Elf", "Elf", "Troll Chief", "Troll Chief"]);
    both.ask(Request::SaveArmy { id: None, name: "Mixed".into(), game_size: 300, army: vec![ArmyFigure::new(figure("Elf"))] });
    both.ask(Request::SaveArmy { id: Some(1), name: "Mixed".into(), game_size: 300, army: vec![] });
    both.ask(Request::Armies);
}

#[test]
fn a_shared_game_and_its_log_are_answered_the_same_unread() {
    for seed in 20..26 {
        let mut both = Both::new();
        let (id, base) = played(&mut both, seed, "Shared");
        let share = hosted(id);
        both.ask(Request::StartShare { share: share.clone(), base: base.clone() });
        let batch: Vec<Appended> = commands(4)
            .into_iter()
            .enumerate()
            .map(|(i, command)| Appended {
                entry: Entry { seq: 31 + i as i64, op: Op::Apply(command), stamp: stamp(i as u64 + 1) },
                snapshot: (i == 2).then(|| base.clone()),
            })
            .collect();
        both.ask(Request::AppendEntries { game: id, batch });
        both.ask(Request::LoadShare(id));
        let outbox = vec![Outgoing { entry: Entry { seq: 33, op: Op::Apply(Command::Pass), stamp: stamp(3) }, target: None }];
        both.ask(Request::TruncateShare { game: id, after: 32, outbox });
        both.ask(Request::LoadShare(id));
        both.ask(Request::ClearOutbox { game: id, taps: vec![stamp(3).tap] });
        let guest = Share { game: 0, key: "other".into(), me: "#B".into(), hosting: false, ..share };
        let Reply::Id(copy) = both.ask(Request::AdoptShare { name: "Copy".into(), base, share: guest }) else { panic!("no copy") };
        both.ask(Request::LoadShare(copy));
        both.ask(Request::LoadGame(copy));
        both.ask(Request::Shares);
    }
}

/// A stored row that is JSON but no longer its type, in each table the page's types are
/// kept in (a game's setup, a command, a snapshot, a shared game's base and outbox, a
/// figure, an army): the typed store cannot read it and says damage; the unread one hands
/// it on, and the page's reading of its reply says the same damage for that request
/// (`FromWorker::read`). A reply that is not JSON at all stays unreadable.
#[test]
fn a_row_no_longer_its_types_is_damage_both_ways() {
    let not_json_of_it = "'{\"NoSuchThing\":{}}'";
    /// What a case damages, how, and the request that reads it, of the game played.
    type Case = (&'static str, String, fn(GameId) -> Request);
    let cases: Vec<Case> = vec![
        (
            "a command",
            format!("UPDATE game_ops SET op = 'apply', command = {not_json_of_it} WHERE seq = 30; DELETE FROM game_snapshots"),
            Request::LoadGame,
        ),
        ("a snapshot", format!("UPDATE game_snapshots SET record = {not_json_of_it}"), Request::LoadGame),
        ("a game's setup", format!("UPDATE games SET setup = {not_json_of_it}; DELETE FROM game_snapshots"), Request::LoadGame),
        ("a shared game's base", format!("UPDATE shares SET base = {not_json_of_it}"), Request::LoadShare),
        ("an entry held to ask again", format!("UPDATE share_outbox SET entry = {not_json_of_it}"), Request::LoadShare),
        ("a figure", format!("UPDATE figures SET def = {not_json_of_it}"), |_| Request::Catalog),
        ("an army", format!("UPDATE armies SET army = {not_json_of_it}"), |_| Request::Armies),
    ];
    for (what, damage, asked) in cases {
        let mut both = Both::new();
        let (id, base) = played(&mut both, 7, "Damaged");
        let share = hosted(id);
        both.ask(Request::StartShare { share, base });
        let outbox = vec![Outgoing { entry: Entry { seq: 31, op: Op::Apply(Command::Pass), stamp: stamp(1) }, target: None }];
        both.ask(Request::TruncateShare { game: id, after: 30, outbox });
        both.ask(Request::SaveFigure { row: None, def: figure("Dwarf") });
        both.ask(Request::SaveArmy { id: None, name: "Orcs".into(), game_size: 200, army: vec![ArmyFigure::new(figure("Orc"))] });
        both.typed.conn.execute_batch(&damage).unwrap();
        both.unread.conn.execute_batch(&damage).unwrap();
        let typed = both.typed.handle(asked(id));
        assert!(matches!(typed, Err(Fault::Damaged(_))), "{what}, the typed store: {typed:?}");
        let answered = serde_json::to_string(&FromWorker::Reply { id: 9, result: both.unread.handle(unread(&asked(id))) }).unwrap();
        match FromWorker::read(&answered) {
            Ok(FromWorker::Reply { id: 9, result: Err(Fault::Damaged(_)) }) => {}
            other => panic!("{what}, the page's reading of the unread store's reply: {other:?}"),
        }
    }
    assert!(FromWorker::read("{\"Reply\":{\"id\":9,").is_err());
    assert!(matches!(FromWorker::read("\"LetGo\""), Ok(FromWorker::LetGo)));
}
