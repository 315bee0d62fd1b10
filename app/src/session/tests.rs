use dialkeeper_core::{ArmyFigure, Command, FigureId, PlayerSetup, Setup};

use super::*;

fn setup() -> Setup {
    let army = || crate::demo::figures().into_iter().filter(|f| f.points <= 50).take(2).map(ArmyFigure::new).collect::<Vec<_>>();
    Setup {
        game_size: 300,
        players: vec![PlayerSetup { name: "Ana".into(), army: army() }, PlayerSetup { name: "Ben".into(), army: army() }],
    }
}

fn on_disk() -> (tempfile::TempDir, std::path::PathBuf) {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("dialkeeper.db");
    (dir, path)
}

#[test]
fn the_game_open_last_reopens_at_the_next_start() {
    let (_dir, path) = on_disk();
    let mut session = Session::open(&path);
    session.new_game("First", setup()).unwrap();
    session.new_game("Second", setup()).unwrap();
    let first = session.games().unwrap().into_iter().find(|g| g.name == "First").unwrap().id;
    session.resume(first).unwrap();
    let moved = session.dispatch(Command::GiveAction { figure: FigureId(0), action: dialkeeper_core::ActionKind::Move, roll: None });
    assert!(matches!(moved, Outcome::Applied(_)), "{moved:?}");
    drop(session);

    let mut again = Session::open(&path);
    again.resume_last();
    assert_eq!(again.open_game().map(|(_, name)| name.to_string()), Some("First".into()));
    assert_eq!(again.game().unwrap().record().applied.len(), 1, "the action came back with it");
}

#[test]
fn deleting_the_open_game_closes_it_and_it_does_not_come_back() {
    let (_dir, path) = on_disk();
    let mut session = Session::open(&path);
    session.new_game("Doomed", setup()).unwrap();
    let (id, _) = session.open_game().unwrap();
    session.delete_game(id).unwrap();
    assert!(session.game().is_none());
    drop(session);
    let mut again = Session::open(&path);
    again.resume_last();
    assert!(again.game().is_none());
    assert!(again.games().unwrap().is_empty());
}

#[test]
fn a_game_that_is_gone_is_a_typed_fault() {
    let mut session = Session::in_memory();
    assert_eq!(session.resume(99), Err(Fault::NoGame(99)));
}

#[test]
fn export_and_import_through_the_session_give_the_same_game() {
    let mut session = Session::in_memory();
    session.new_game("Trip", setup()).unwrap();
    session.dispatch(Command::GiveAction { figure: FigureId(0), action: dialkeeper_core::ActionKind::Move, roll: None });
    let (id, _) = session.open_game().unwrap();
    let json = session.export_game(id).unwrap();
    let file = crate::files::read_export(&json).unwrap();
    let copy = session.import_game(file).unwrap();
    let record = session.game().unwrap().record();
    session.resume(copy).unwrap();
    assert_eq!(session.game().unwrap().record(), record);
}

/// Architecture invariant: screens reach the store only through the session.
#[test]
fn no_screen_imports_the_store() {
    let ui = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("src/ui");
    for entry in std::fs::read_dir(&ui).unwrap() {
        let path = entry.unwrap().path();
        let source = std::fs::read_to_string(&path).unwrap();
        for needle in ["dialkeeper_store", "crate::store", "rusqlite"] {
            assert!(!source.contains(needle), "{} names {needle}: go through the session", path.display());
        }
        assert!(!source.contains("let _ = session"), "{} drops a session result", path.display());
    }
}
