use dialkeeper_core::{ActionKind, ArmyFigure, Click, Command, Dial, FigureDef, FigureId, FigureKind, PlayerSetup, Rank, Setup, SpeedType};

use super::*;

pub(crate) fn figure(name: &str) -> FigureDef {
    let mut clicks: Vec<Click> = (0..6).map(|i| Click::plain(8, 9, 16 - i, 2)).collect();
    clicks.push(Click::KO);
    FigureDef {
        name: name.into(),
        collector_number: "1".into(),
        set: "Test".into(),
        factions: vec![],
        rank: Rank::Weak,
        points: 40,
        range: 6,
        targets: 1,
        speed_type: SpeedType::Boot,
        proficiencies: vec![],
        dials: vec![Dial::new(clicks, 0).unwrap()],
        kind: FigureKind::Standard,
    }
}

pub(crate) fn setup() -> Setup {
    let army = |n: &str| vec![ArmyFigure::new(figure(&format!("{n} 1"))), ArmyFigure::new(figure(&format!("{n} 2")))];
    Setup {
        game_size: 200,
        players: vec![PlayerSetup { name: "Ana".into(), army: army("A") }, PlayerSetup { name: "Ben".into(), army: army("B") }],
        ..Setup::default()
    }
}

/// A long, valid command sequence: each turn both figures act, one takes damage.
pub(crate) fn commands(n: usize) -> Vec<Command> {
    let mut out = Vec::new();
    let mut turn = 0u16;
    while out.len() < n {
        // Each player alternates their two figures, so tokens clear between actions.
        let base = (turn % 2) * 2;
        let actor = base + (turn / 2) % 2;
        out.push(Command::GiveAction { figure: FigureId(actor), action: ActionKind::Move, roll: None });
        out.push(Command::Damage { figure: FigureId((base + 2) % 4), dial: 0, clicks: 1 });
        out.push(Command::Heal { figure: FigureId((base + 2) % 4), dial: 0, clicks: 1 });
        out.push(Command::EndTurn);
        turn += 1;
    }
    out.truncate(n);
    out
}

/// The game a record read back rebuilds: the tests open it as the model does.
pub(crate) fn opened(stored: &StoredGame) -> dialkeeper_core::Game {
    dialkeeper_core::Game::from_record(stored.record.clone()).expect("a record the rules take")
}

/// Plays `op` on the engine (the game the record rebuilds), then stores it.
fn play(store: &mut Store, stored: &mut StoredGame, op: Op) {
    let mut game = opened(stored);
    match &op {
        Op::Apply(c) => {
            game.try_apply(c.clone()).unwrap();
        }
        Op::Undo => {
            game.undo();
        }
        Op::Redo => {
            game.redo();
        }
    }
    stored.record = game.record();
    let snapshot = snapshot_due(stored.next_seq).then(|| stored.record.clone());
    store.append(stored.id, stored.next_seq, &op, snapshot.as_ref(), None).unwrap();
    stored.next_seq += 1;
}

#[test]
fn migrations_are_valid() {
    migrations::migrations().validate().unwrap();
}

#[test]
fn a_game_reopens_with_its_undo_and_redo_history() {
    let mut store = Store::in_memory().unwrap();
    let mut stored = store.create_game("Friday", &setup()).unwrap();
    for c in commands(250) {
        play(&mut store, &mut stored, Op::Apply(c));
    }
    for _ in 0..3 {
        play(&mut store, &mut stored, Op::Undo);
    }
    play(&mut store, &mut stored, Op::Redo);
    let back = store.load_game(stored.id).unwrap();
    assert_eq!(opened(&back).state(), opened(&stored).state());
    assert_eq!(back.record.clone(), stored.record.clone());
    assert_eq!(back.next_seq, stored.next_seq);
    let snap: i64 = store.conn.query_row("SELECT seq FROM game_snapshots", [], |r| r.get(0)).unwrap();
    assert_eq!(snap, 200, "a snapshot every 100 operations");
}

/// A store in a file, with its write-ahead log left to grow (no checkpoint), and its
/// folder, which must outlive it.
pub(crate) fn file_store() -> (tempfile::TempDir, Store) {
    let dir = tempfile::tempdir().unwrap();
    let (store, _) = Store::open(&dir.path().join("dialkeeper.db")).unwrap();
    store.conn.pragma_update(None, "wal_autocheckpoint", 0).unwrap();
    (dir, store)
}

/// The pages each commit of `taps` adds to the log, on average, with the taps a second
/// apart as at the table (a row rewritten with the same value is a page SQLite leaves
/// alone). Starts from an empty log.
pub(crate) fn log_pages_per_tap(store: &mut Store, taps: usize, mut tap: impl FnMut(&mut Store, usize)) -> f64 {
    store.conn.query_row("PRAGMA wal_checkpoint(TRUNCATE)", [], |_| Ok(())).unwrap();
    for i in 0..taps {
        tap(store, i);
        crate::clock::AHEAD.set(crate::clock::AHEAD.get() + 1);
    }
    let page: i64 = store.conn.query_row("PRAGMA page_size", [], |r| r.get(0)).unwrap();
    let log = std::fs::metadata(format!("{}-wal", store.conn.path().expect("a store in a file"))).unwrap().len();
    // A log is a 32-byte header, then frames of a 24-byte header and one page.
    (log - 32) as f64 / (page as f64 + 24.0) / taps as f64
}

/// Issue 50: a tap writes its operation's row and no other (the game's row was rewritten
/// at every tap, for its time: 2.2 pages a commit, now 1.2).
#[test]
fn a_tap_commits_its_operations_row_alone() {
    let (_dir, mut store) = file_store();
    let mut stored = store.create_game("Logged", &setup()).unwrap();
    let moves = commands(300);
    let pages = log_pages_per_tap(&mut store, 300, |store, i| play(store, &mut stored, Op::Apply(moves[i].clone())));
    assert!(pages < 1.5, "{pages:.2} pages a tap");
}

/// The games list is ordered by each game's last tap, whose time its operation's row
/// holds: the game's own row keeps the time it was made.
#[test]
fn games_list_puts_the_game_last_tapped_first() {
    let mut store = Store::in_memory().unwrap();
    let mut a = store.create_game("A", &setup()).unwrap();
    let b = store.create_game("B", &setup()).unwrap();
    store.conn.execute("UPDATE games SET updated_at = 1000 + id", []).unwrap();
    let order = |store: &Store| store.list_games().unwrap().into_iter().map(|g| (g.name, g.updated_at > 1002)).collect::<Vec<_>>();
    assert_eq!(order(&store), [("B".to_string(), false), ("A".to_string(), false)]);
    play(&mut store, &mut a, Op::Apply(Command::EndTurn));
    assert_eq!(order(&store), [("A".to_string(), true), ("B".to_string(), false)]);
    let made: i64 = store.conn.query_row("SELECT updated_at FROM games WHERE id = ?1", [a.id], |r| r.get(0)).unwrap();
    assert_eq!(made, 1000 + a.id, "the tap left the game's row alone");
    // Marking a game finished is a change too.
    store.set_finished(b.id, true).unwrap();
    assert_eq!(store.list_games().unwrap()[0].name, "B");
}

#[test]
fn games_list_newest_first_and_delete_removes_history() {
    let mut store = Store::in_memory().unwrap();
    let a = store.create_game("A", &setup()).unwrap();
    let mut b = store.create_game("B", &setup()).unwrap();
    play(&mut store, &mut b, Op::Apply(Command::EndTurn));
    let names: Vec<_> = store.list_games().unwrap().into_iter().map(|g| g.name).collect();
    assert_eq!(names, ["B", "A"]);
    store.delete_game(b.id).unwrap();
    let ops: i64 = store.conn.query_row("SELECT count(*) FROM game_ops", [], |r| r.get(0)).unwrap();
    assert_eq!(ops, 0);
    assert_eq!(store.list_games().unwrap().len(), 1);
    store.set_finished(a.id, true).unwrap();
    assert!(store.list_games().unwrap()[0].finished);
}

#[test]
fn export_then_import_gives_the_same_game() {
    let mut store = Store::in_memory().unwrap();
    let mut stored = store.create_game("Export me", &setup()).unwrap();
    for c in commands(9) {
        play(&mut store, &mut stored, Op::Apply(c));
    }
    play(&mut store, &mut stored, Op::Undo);
    let json = store.export_game(stored.id).unwrap();
    let file: games::ExportFile = serde_json::from_str(&json).unwrap();
    let id = store.import_game(&file).unwrap();
    let back = store.load_game(id).unwrap();
    assert_eq!(back.record.clone(), stored.record.clone());
    assert_eq!(back.name, "Export me");
}

#[test]
fn settings_round_trip() {
    let mut store = Store::in_memory().unwrap();
    assert_eq!(store.setting("language").unwrap(), None);
    store.set_settings(&[("language".into(), "de".into())]).unwrap();
    store.set_settings(&[("language".into(), "it".into())]).unwrap();
    assert_eq!(store.setting("language").unwrap().as_deref(), Some("it"));
}

#[test]
fn a_newer_database_is_refused_and_left_alone() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("dialkeeper.db");
    {
        let conn = rusqlite::Connection::open(&path).unwrap();
        conn.pragma_update(None, "user_version", 99).unwrap();
    }
    let before = std::fs::read(&path).unwrap();
    match Store::open(&path) {
        Err(StoreError::TooNew { found: 99, supported }) if supported == migrations::latest() => {}
        other => panic!("expected TooNew, got {:?}", other.map(|(_, r)| r)),
    }
    assert_eq!(std::fs::read(&path).unwrap(), before);
}

#[test]
fn a_corrupt_file_is_moved_aside_and_a_fresh_store_opens() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("dialkeeper.db");
    {
        let (mut store, recovery) = Store::open(&path).unwrap();
        assert!(recovery.is_none());
        store.create_game("Lost?", &setup()).unwrap();
    }
    std::fs::write(&path, b"this is not a database, just random bytes \x00\x01\x02 and more").unwrap();
    let (store, recovery) = Store::open(&path).unwrap();
    let recovery = recovery.expect("the damage is reported");
    assert!(recovery.moved_to.exists(), "the bad file is kept");
    assert!(recovery.moved_to.to_string_lossy().contains(".corrupt-1"));
    assert!(store.list_games().unwrap().is_empty());
    assert_eq!(store.integrity_check().unwrap(), "ok");
}

#[test]
fn a_store_that_cannot_be_opened_for_another_reason_is_left_where_it_is() {
    // A directory where the file should be: SQLite cannot open it, but nothing in it is
    // damaged, so nothing may be moved aside (a passing fault must not hide every game).
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("dialkeeper.db");
    std::fs::create_dir(&path).unwrap();
    let error = Store::open(&path).err().expect("it cannot open");
    assert!(!error.is_damage(), "{error}");
    assert!(path.is_dir(), "left where it was");
    assert!(!dir.path().join("dialkeeper.db.corrupt-1").exists());
}

#[test]
fn importing_the_same_figures_twice_updates_instead_of_copying() {
    let mut store = Store::in_memory().unwrap();
    let figures = vec![(Some(9320), figure("Guardsman")), (Some(9321), figure("Archer")), (None, figure("Homebrew"))];
    assert_eq!(store.upsert_figures(&figures).unwrap(), [Upsert::Added, Upsert::Added, Upsert::Added]);
    let mut changed = figures.clone();
    changed[1].1.points = 99;
    assert_eq!(store.upsert_figures(&changed[..2]).unwrap(), [Upsert::Unchanged, Upsert::Updated]);
    let catalog = store.catalog().unwrap();
    assert_eq!(catalog.len(), 3);
    assert_eq!(catalog.iter().find(|f| f.feed_id == Some(9321)).unwrap().def.points, 99);
}

#[test]
fn armies_are_saved_and_reused() {
    let mut store = Store::in_memory().unwrap();
    let army = vec![ArmyFigure::new(figure("A")), ArmyFigure::new(figure("B"))];
    let id = store.save_army(None, "Atlantis 200", 200, &army).unwrap();
    let saved = store.armies().unwrap();
    assert_eq!(saved[0].army, army);
    assert_eq!((saved[0].name.as_str(), saved[0].game_size), ("Atlantis 200", 200));
    store.delete_army(id).unwrap();
    assert!(store.armies().unwrap().is_empty());
}

#[test]
fn portraits_are_kept_with_the_figure() {
    let mut store = Store::in_memory().unwrap();
    let id = store.save_figure(None, &figure("Painted")).unwrap();
    assert_eq!(store.portrait(id).unwrap(), None);
    store.set_portrait(id, Some(&[1, 2, 3])).unwrap();
    assert_eq!(store.portrait(id).unwrap(), Some(vec![1, 2, 3]));
    assert!(store.catalog().unwrap()[0].has_portrait);
    assert_eq!(store.portrait_of("Painted", "1").unwrap(), Some(vec![1, 2, 3]));
    assert_eq!(store.portrait_of("Painted", "2").unwrap(), None);
    // Two figures of one name (two sets' prints): each number finds its own photo, the
    // first row's number not matching the second's.
    let other = store.save_figure(None, &FigureDef { collector_number: "2".into(), ..figure("Painted") }).unwrap();
    store.set_portrait(other, Some(&[4])).unwrap();
    assert_eq!(store.portrait_of("Painted", "2").unwrap(), Some(vec![4]));
    assert_eq!(store.portrait_of("Painted", "1").unwrap(), Some(vec![1, 2, 3]));
    assert_eq!(store.portrait_of("Painted", "3").unwrap(), None);
}

#[test]
fn latest_is_the_version_a_fresh_store_gets() {
    let store = Store::in_memory().unwrap();
    let version: i64 = store.conn.query_row("PRAGMA user_version", [], |r| r.get(0)).unwrap();
    assert_eq!(version, migrations::latest());
}

/// Sends a request the way the web worker receives it: as JSON, answered as JSON.
fn over_the_wire(store: &mut Store, request: Request) -> Result<Reply, Fault> {
    let request: Request = serde_json::from_str(&serde_json::to_string(&request).unwrap()).unwrap();
    let reply = store.handle(request);
    serde_json::from_str(&serde_json::to_string(&reply).unwrap()).unwrap()
}

#[test]
fn a_game_played_through_the_protocol_reloads_equal_to_the_game_in_memory() {
    let mut store = Store::in_memory().unwrap();
    let Ok(Reply::Game(created)) = over_the_wire(&mut store, Request::CreateGame { name: "Wire".into(), setup: setup() }) else {
        panic!("a game is created")
    };
    let mut game = dialkeeper_core::Game::from_record(created.record.clone()).unwrap();
    let mut seq = created.next_seq;
    // Past one snapshot, so the reload reads a snapshot and the operations after it.
    for command in commands(SNAPSHOT_EVERY as usize + 7) {
        game.try_apply(command.clone()).unwrap();
        let snapshot = snapshot_due(seq).then(|| game.record());
        let reply = over_the_wire(&mut store, Request::Append { game: created.id, seq, op: Op::Apply(command), snapshot, stamp: None });
        assert_eq!(reply, Ok(Reply::Done));
        seq += 1;
    }
    game.undo();
    over_the_wire(&mut store, Request::Append { game: created.id, seq, op: Op::Undo, snapshot: None, stamp: None }).unwrap();
    let Ok(Reply::Game(loaded)) = over_the_wire(&mut store, Request::LoadGame(created.id)) else { panic!("it loads") };
    assert_eq!(loaded.record, game.record());
    assert_eq!(loaded.next_seq, seq + 1);
    let Ok(Reply::Games(list)) = over_the_wire(&mut store, Request::ListGames) else { panic!("it lists") };
    assert_eq!(list.len(), 1);
}

#[test]
fn settings_armies_and_figures_answer_through_the_protocol() {
    let mut store = Store::in_memory().unwrap();
    let pairs = vec![("theme".to_string(), "dark".to_string()), ("language".to_string(), "de".to_string())];
    assert_eq!(over_the_wire(&mut store, Request::SetSettings(pairs)), Ok(Reply::Done));
    let Ok(Reply::Settings(stored)) = over_the_wire(&mut store, Request::Settings) else { panic!() };
    assert_eq!(stored, vec![("language".into(), "de".into()), ("theme".into(), "dark".into())]);
    let army = vec![ArmyFigure::new(figure("Guard"))];
    let saved = over_the_wire(&mut store, Request::SaveArmy { id: None, name: "Guards".into(), game_size: 100, army: army.clone() });
    let Ok(Reply::Id(id)) = saved else { panic!() };
    let Ok(Reply::Armies(armies)) = over_the_wire(&mut store, Request::Armies) else { panic!() };
    assert_eq!((armies[0].id, &armies[0].army), (id, &army));
    let Ok(Reply::Id(row)) = over_the_wire(&mut store, Request::SaveFigure { row: None, def: figure("Guard") }) else { panic!() };
    over_the_wire(&mut store, Request::SetPortrait { row, image: Some(vec![1, 2, 3]) }).unwrap();
    assert_eq!(over_the_wire(&mut store, Request::Portrait(row)), Ok(Reply::Image(Some(vec![1, 2, 3]))));
    let of = Request::PortraitOf { name: "Guard".into(), collector_number: "1".into() };
    assert_eq!(over_the_wire(&mut store, of), Ok(Reply::Image(Some(vec![1, 2, 3]))));
}

#[test]
fn a_missing_game_is_a_typed_fault_not_a_string() {
    let mut store = Store::in_memory().unwrap();
    assert_eq!(over_the_wire(&mut store, Request::LoadGame(42)), Err(Fault::NoGame(42)));
}

#[test]
fn a_full_disk_is_reported_as_full() {
    let full = rusqlite::Error::SqliteFailure(rusqlite::ffi::Error::new(rusqlite::ffi::SQLITE_FULL), None);
    assert_eq!(Fault::from(StoreError::Sql(full)), Fault::Full);
    // A browser over its quota: the OPFS pool's message never reaches the error (SQLite
    // takes it as the system errno), so it stays an I/O error that keeps SQLite's words;
    // the web's sentence for it names the quota (e2e field test).
    let quota = rusqlite::Error::SqliteFailure(rusqlite::ffi::Error::new(rusqlite::ffi::SQLITE_IOERR_WRITE), Some("disk I/O error".into()));
    assert_eq!(Fault::from(StoreError::Sql(quota)), Fault::Io("disk I/O error".into()));
    let busy = rusqlite::Error::SqliteFailure(rusqlite::ffi::Error::new(rusqlite::ffi::SQLITE_BUSY), None);
    assert_eq!(Fault::from(StoreError::Sql(busy)), Fault::Busy);
}

#[test]
fn everything_moves_to_another_store_once() {
    let mut old = Store::in_memory().unwrap();
    let mut first = old.create_game("Friday", &setup()).unwrap();
    for c in commands(7) {
        play(&mut old, &mut first, Op::Apply(c));
    }
    play(&mut old, &mut first, Op::Undo);
    let second = old.create_game("Saturday", &setup()).unwrap();
    old.set_finished(second.id, true).unwrap();
    old.save_army(None, "Elves", 200, &setup().players[0].army).unwrap();
    old.set_settings(&[("language".into(), "nl".into()), ("last-game".into(), first.id.to_string())]).unwrap();
    let file: MoveFile = serde_json::from_str(&old.export_everything().unwrap()).unwrap();
    assert_eq!(file.format, MOVE_FORMAT);

    let mut new = Store::in_memory().unwrap();
    let moved = new.import_everything(&file).unwrap();
    assert_eq!(moved, Moved { games: 2, armies: 1, already_here: 0 });
    let games = new.list_games().unwrap();
    let friday = games.iter().find(|g| g.name == "Friday").unwrap();
    assert_eq!(new.load_game(friday.id).unwrap().record.clone(), first.record.clone(), "undo history moves too");
    assert!(games.iter().find(|g| g.name == "Saturday").unwrap().finished);
    assert_eq!(new.armies().unwrap()[0].army, setup().players[0].army);
    assert_eq!(new.setting("language").unwrap().as_deref(), Some("nl"));
    assert_eq!(new.setting("last-game").unwrap(), None, "the old store's game id means nothing here");
    // A name this app never writes (a newer version's, a hand-made file's) is left out.
    let mut odd = file.clone();
    odd.settings.push(("lanugage".into(), "de".into()));
    odd.settings.push((crate::Setting::seat("k1"), "1".into()));
    let mut third = Store::in_memory().unwrap();
    third.import_everything(&odd).unwrap();
    assert_eq!(third.setting("lanugage").unwrap(), None);
    assert_eq!(third.setting("share.seat.k1").unwrap().as_deref(), Some("1"));

    // The same file again (a backup loaded twice) adds nothing.
    assert_eq!(new.import_everything(&file).unwrap(), Moved { games: 0, armies: 0, already_here: 3 });
    assert_eq!(new.list_games().unwrap().len(), 2);
    // A file that holds one game twice adds it once; a game of a name here with another
    // record is another game.
    let mut twice = file.clone();
    twice.games.retain(|g| g.name == "Friday");
    twice.games.push(twice.games[0].clone());
    let mut other = twice.games[0].clone();
    other.record.undone.clear();
    twice.games.push(other);
    twice.armies.clear();
    let mut fourth = Store::in_memory().unwrap();
    assert_eq!(fourth.import_everything(&twice).unwrap(), Moved { games: 2, armies: 0, already_here: 1 });
    assert_eq!(new.import_everything(&twice).unwrap(), Moved { games: 1, armies: 0, already_here: 2 });
}

#[test]
fn a_full_store_refuses_the_write_and_stays_at_its_last_commit() {
    let dir = tempfile::tempdir().unwrap();
    let (mut store, _) = Store::open(&dir.path().join("dialkeeper.db")).unwrap();
    let mut stored = store.create_game("Full", &setup()).unwrap();
    // No more pages than it has: the first write that needs a page is refused.
    let pages: i64 = store.conn.query_row("PRAGMA page_count", [], |r| r.get(0)).unwrap();
    store.conn.pragma_update(None, "max_page_count", pages).unwrap();
    let mut refused = None;
    let mut game = opened(&stored);
    for command in commands(2_000) {
        let mut next = game.clone();
        next.try_apply(command.clone()).unwrap();
        let op = Op::Apply(command);
        let snapshot = snapshot_due(stored.next_seq).then(|| next.record());
        match store.handle(Request::Append { game: stored.id, seq: stored.next_seq, op: op.clone(), snapshot, stamp: None }) {
            Ok(_) => {
                stored.record = next.record();
                game = next;
                stored.next_seq += 1;
            }
            Err(fault) => {
                refused = Some((fault, op));
                break;
            }
        }
    }
    let (fault, op) = refused.expect("the store filled up");
    assert_eq!(fault, Fault::Full);
    let back = store.load_game(stored.id).unwrap();
    assert_eq!((back.record.clone(), back.next_seq), (stored.record.clone(), stored.next_seq), "nothing of the refused write");
    let backup = store.handle(Request::BackUp(BackupWhen::Now));
    assert!(matches!(backup, Ok(Reply::BackedUp(Some(_))) | Err(Fault::Full)), "{backup:?}");
    assert_eq!(store.load_game(stored.id).unwrap().next_seq, stored.next_seq);
    // Room again: the same operation, retried, is saved.
    store.conn.pragma_update(None, "max_page_count", 1_000_000).unwrap();
    assert_eq!(store.handle(Request::Append { game: stored.id, seq: stored.next_seq, op, snapshot: None, stamp: None }), Ok(Reply::Done));
    assert_eq!(store.load_game(stored.id).unwrap().next_seq, stored.next_seq + 1);
    assert_eq!(store.integrity_check().unwrap(), "ok");
}

#[test]
fn read_only_and_io_failures_are_typed() {
    let code = |c| rusqlite::Error::SqliteFailure(rusqlite::ffi::Error::new(c), Some("detail".into()));
    assert_eq!(Fault::from(StoreError::Sql(code(rusqlite::ffi::SQLITE_READONLY))), Fault::ReadOnly);
    assert_eq!(Fault::from(StoreError::Sql(code(rusqlite::ffi::SQLITE_IOERR_WRITE))), Fault::Io("detail".into()));
    let denied = std::io::Error::from(std::io::ErrorKind::PermissionDenied);
    assert_eq!(Fault::from(StoreError::Io(denied)), Fault::ReadOnly);
    assert_eq!(Fault::from(StoreError::InUse), Fault::Busy);
}

/// Sends a typed request over the wire and reads its answer as its type: the pairing of
/// request and reply in `ask` must be the one `Store::handle` answers with.
fn typed<T>(store: &mut Store, ask: Ask<T>) -> T {
    let (request, answer) = ask.into_parts();
    let shown = format!("{request:?}");
    answer.read(over_the_wire(store, request)).unwrap_or_else(|fault| panic!("{shown}: {fault:?}"))
}

#[test]
fn every_typed_request_reads_the_reply_the_store_gives() {
    let mut store = Store::in_memory().unwrap();
    let created = typed(&mut store, ask::create_game("Typed".into(), setup()));
    let first = commands(1).remove(0);
    typed(&mut store, ask::append(created.id, created.next_seq, Op::Apply(first), None, None));
    assert_eq!(typed(&mut store, ask::load_game(created.id)).next_seq, created.next_seq + 1);
    assert_eq!(typed(&mut store, ask::list_games()).len(), 1);
    typed(&mut store, ask::set_finished(created.id, true));
    let file: ExportFile = serde_json::from_str(&typed(&mut store, ask::export_game(created.id))).unwrap();
    let copy = typed(&mut store, ask::import_game(file));
    typed(&mut store, ask::delete_game(copy));
    let upserts = typed(&mut store, ask::upsert_figures(vec![(Some(7), figure("Scout"))]));
    assert_eq!(upserts.len(), 1);
    let row = typed(&mut store, ask::save_figure(None, figure("Guard")));
    typed(&mut store, ask::set_portrait(row, Some(vec![4])));
    assert_eq!(typed(&mut store, ask::portrait(row)), Some(vec![4]));
    assert_eq!(typed(&mut store, ask::portrait_of("Guard".into(), "1".into())), Some(vec![4]));
    assert_eq!(typed(&mut store, ask::portraits()), vec![(row, vec![4])]);
    assert!(typed(&mut store, ask::catalog()).len() >= 2);
    typed(&mut store, ask::delete_figure(row));
    let army = typed(&mut store, ask::save_army(None, "Guards".into(), 100, vec![ArmyFigure::new(figure("Guard"))]));
    assert_eq!(typed(&mut store, ask::armies())[0].id, army);
    typed(&mut store, ask::delete_army(army));
    typed(&mut store, ask::set_settings(vec![("theme".into(), "dark".into())]));
    assert_eq!(typed(&mut store, ask::settings()), vec![("theme".into(), "dark".into())]);
    let everything: MoveFile = serde_json::from_str(&typed(&mut store, ask::export_everything())).unwrap();
    assert_eq!(typed(&mut store, ask::import_everything(everything)).already_here, 1);
    assert_eq!(typed(&mut store, ask::back_up(BackupWhen::Now)), None, "a store in memory keeps no backups");
    assert_eq!(typed(&mut store, ask::backups()), vec![]);
    assert_eq!(typed(&mut store, ask::last_backup()), None);
    assert_eq!(typed(&mut store, ask::damaged_file()), None);
    // A reply of another kind is a fault, not a panic (a page and worker of two versions).
    let (_, answer) = ask::list_games().into_parts();
    assert!(matches!(answer.read(Ok(Reply::Done)), Err(Fault::UnexpectedReply)));
    assert_eq!(ask::restore_backup(3).request(), &Request::RestoreBackup(3));
}

/// A store keeps a write-ahead log; on a file system that refuses one (here SQLite's
/// `unix-none`, which has no shared memory for the log's index), it keeps the persistent
/// rollback journal instead of failing to open, and still saves.
#[test]
fn a_store_that_cannot_keep_a_log_keeps_a_rollback_journal() {
    let dir = tempfile::tempdir().unwrap();
    let mode = |store: &Store| store.conn.query_row("PRAGMA journal_mode", [], |r| r.get::<_, String>(0)).unwrap();
    let (logged, _) = Store::open(&dir.path().join("logged.db")).unwrap();
    assert_eq!(mode(&logged), "wal");
    let flags = rusqlite::OpenFlags::SQLITE_OPEN_READ_WRITE | rusqlite::OpenFlags::SQLITE_OPEN_CREATE;
    let conn = rusqlite::Connection::open_with_flags_and_vfs(dir.path().join("plain.db"), flags, c"unix-none").unwrap();
    let mut plain = Store::from_connection(conn).unwrap();
    assert_eq!(mode(&plain), "persist");
    plain.set_settings(&[("k".into(), "v".into())]).unwrap();
    assert_eq!(plain.setting("k").unwrap().as_deref(), Some("v"));
}
