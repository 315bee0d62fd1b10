//! Store files from older schemas open in today's build with every game as it was.
//!
//! Each test builds the old file the way an older app did: the migrations up to that
//! schema version (the shipped SQL, which is never edited), then rows written with that
//! app's statements. Today's `Store::open` then migrates it, and every game must come
//! back with the same commands, applied and undone, and the same state; figures and
//! armies of schema 2 must survive the column schema 3 added.

use dialkeeper_core::{Command, Game};
use rusqlite::{Connection, params};

use super::tests::{commands, figure, setup};
use super::*;

/// A game as an older app wrote it: its row, then one row per operation, with the
/// snapshot every `SNAPSHOT_EVERY` operations. Returns the game as it was played.
fn write_old_game(conn: &Connection, name: &str, ops: &[Op], finished: bool) -> Game {
    let setup = setup();
    let mut game = Game::new(setup.clone()).unwrap();
    conn.execute(
        "INSERT INTO games (name, setup, created_at, updated_at, finished) VALUES (?1, ?2, 1, 1, ?3)",
        params![name, serde_json::to_string(&setup).unwrap(), finished],
    )
    .unwrap();
    let id = conn.last_insert_rowid();
    for (i, op) in ops.iter().enumerate() {
        let seq = i as i64 + 1;
        let (kind, command) = match op {
            Op::Apply(c) => {
                game.try_apply(c.clone()).unwrap();
                ("apply", Some(serde_json::to_string(c).unwrap()))
            }
            Op::Undo => {
                game.undo().expect("something to undo");
                ("undo", None)
            }
            Op::Redo => {
                game.redo().expect("something to redo");
                ("redo", None)
            }
        };
        conn.execute("INSERT INTO game_ops (game_id, seq, op, command) VALUES (?1, ?2, ?3, ?4)", params![id, seq, kind, command]).unwrap();
        if snapshot_due(seq) {
            let record = serde_json::to_string(&game.record()).unwrap();
            conn.execute(
                "INSERT INTO game_snapshots (game_id, seq, record) VALUES (?1, ?2, ?3)
                 ON CONFLICT(game_id) DO UPDATE SET seq = excluded.seq, record = excluded.record",
                params![id, seq, record],
            )
            .unwrap();
        }
    }
    game
}

/// 150 commands (a snapshot at 100), then undo twice and redo once.
fn long_ops() -> Vec<Op> {
    let mut ops: Vec<Op> = commands(150).into_iter().map(Op::Apply).collect();
    ops.extend([Op::Undo, Op::Undo, Op::Redo]);
    ops
}

/// A store file of schema `version`, made by the migrations up to it.
fn old_store(path: &std::path::Path, version: usize) -> Connection {
    let mut conn = Connection::open(path).unwrap();
    migrations::migrations().to_version(&mut conn, version).unwrap();
    let found: i64 = conn.query_row("PRAGMA user_version", [], |r| r.get(0)).unwrap();
    assert_eq!(found, version as i64);
    conn
}

/// Every game of the migrated store equals the one played: name, finished mark,
/// commands applied and undone, state and the next sequence number.
fn assert_games(store: &Store, expected: &[(&str, bool, &Game, usize)]) {
    let listed = store.list_games().unwrap();
    assert_eq!(listed.len(), expected.len());
    for (name, finished, game, ops) in expected {
        let summary = listed.iter().find(|g| g.name == *name).unwrap_or_else(|| panic!("{name} is listed"));
        assert_eq!(summary.finished, *finished, "{name}");
        let stored = store.load_game(summary.id).unwrap();
        assert_eq!(stored.record.clone(), game.record(), "{name}: the same commands");
        assert_eq!(super::tests::opened(&stored).state(), game.state(), "{name}: the same state");
        assert_eq!(stored.next_seq, *ops as i64 + 1, "{name}: play goes on after the last row");
    }
}

#[test]
fn a_schema_1_store_opens_migrated_with_its_games_unchanged() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("dialkeeper.db");
    let (long, short) = {
        let conn = old_store(&path, 1);
        let long = write_old_game(&conn, "Long", &long_ops(), false);
        let short = write_old_game(&conn, "Short", &[Op::Apply(Command::EndTurn), Op::Undo], true);
        conn.execute("INSERT INTO settings (key, value) VALUES ('language', 'fr')", []).unwrap();
        (long, short)
    };
    let (mut store, recovery) = Store::open(&path).unwrap();
    assert!(recovery.is_none(), "migrated in place, nothing restored");
    let version: i64 = store.conn.query_row("PRAGMA user_version", [], |r| r.get(0)).unwrap();
    assert_eq!(version, migrations::latest());
    assert_games(&store, &[("Long", false, &long, long_ops().len()), ("Short", true, &short, 2)]);
    assert_eq!(store.setting("language").unwrap().as_deref(), Some("fr"));
    // The tables schema 1 lacked are there and work.
    assert_eq!(store.upsert_figures(&[(Some(7), figure("New"))]).unwrap(), [Upsert::Added]);
    assert!(store.armies().unwrap().is_empty());
}

#[test]
fn a_schema_2_store_opens_migrated_with_its_games_figures_and_armies() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("dialkeeper.db");
    let army = setup().players[0].army.clone();
    let long = {
        let conn = old_store(&path, 2);
        let long = write_old_game(&conn, "Long", &long_ops(), false);
        // A figure imported from the feed and a saved army, as schema 2 wrote them.
        conn.execute(
            "INSERT INTO figures (feed_id, name, def, updated_at) VALUES (42, 'Feed figure', ?1, 1)",
            [serde_json::to_string(&figure("Feed figure")).unwrap()],
        )
        .unwrap();
        conn.execute(
            "INSERT INTO armies (name, game_size, army, updated_at) VALUES ('Saved', 200, ?1, 1)",
            [serde_json::to_string(&army).unwrap()],
        )
        .unwrap();
        long
    };
    let (mut store, recovery) = Store::open(&path).unwrap();
    assert!(recovery.is_none());
    assert_games(&store, &[("Long", false, &long, long_ops().len())]);
    let catalog = store.catalog().unwrap();
    assert_eq!(catalog.len(), 1);
    assert_eq!((catalog[0].feed_id, &catalog[0].def, catalog[0].edited), (Some(42), &figure("Feed figure"), false));
    // Not marked edited by the migration: the same figure imported again is unchanged.
    assert_eq!(store.upsert_figures(&[(Some(42), figure("Feed figure"))]).unwrap(), [Upsert::Unchanged]);
    let armies = store.armies().unwrap();
    assert_eq!((armies.len(), armies[0].name.as_str(), armies[0].game_size, &armies[0].army), (1, "Saved", 200, &army));
}

/// Schema 5 (issue 50) dates each operation in its own row. A game of schema 4 has
/// operations without a time, and the games list still orders it by its own row's time.
/// Its first tap after the update dates it by that tap.
#[test]
fn a_schema_4_store_lists_its_games_by_their_rows_then_by_their_taps() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("dialkeeper.db");
    let (older, newer) = {
        let conn = old_store(&path, 4);
        let older = write_old_game(&conn, "Older", &long_ops(), false);
        let newer = write_old_game(&conn, "Newer", &[Op::Apply(Command::EndTurn)], false);
        conn.execute("UPDATE games SET updated_at = CASE name WHEN 'Older' THEN 5 ELSE 9 END", []).unwrap();
        (older, newer)
    };
    let (mut store, recovery) = Store::open(&path).unwrap();
    assert!(recovery.is_none());
    assert_games(&store, &[("Older", false, &older, long_ops().len()), ("Newer", false, &newer, 1)]);
    let listed = |store: &Store| store.list_games().unwrap().into_iter().map(|g| (g.name, g.updated_at)).collect::<Vec<_>>();
    assert_eq!(listed(&store), [("Newer".to_string(), 9), ("Older".to_string(), 5)]);
    let id = store.list_games().unwrap()[1].id;
    store.append(id, long_ops().len() as i64 + 1, &Op::Undo, None, None).unwrap();
    let after = listed(&store);
    assert_eq!(after[0].0, "Older");
    assert!(after[0].1 > 9, "dated by its tap: {after:?}");
}
