//! One app at a time per store file: a second opener, in this process or another, is
//! refused with `InUse` while the first holds the store, and the first loses nothing.

use crate::common;

use std::io::{BufRead, BufReader, Write};
use std::path::Path;
use std::process::{Command, Stdio};

use common::Played;
use dialkeeper_store::{Fault, Store, StoreError};

/// Set for the child processes of the test below: the store they hold.
const HOLD: &str = "DIALKEEPER_TEST_HOLD_STORE";

#[test]
fn a_second_store_on_the_same_file_is_refused_until_the_first_closes() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("dialkeeper.db");
    let (mut first, _) = Store::open(&path).unwrap();
    let mut game = Played::new(&mut first, "Held");
    game.step(&mut first);
    assert!(matches!(Store::open(&path), Err(StoreError::InUse)));
    assert_eq!(Fault::from(StoreError::InUse), Fault::Busy, "the app says: in use elsewhere");
    game.step(&mut first);
    drop(first);
    let (second, _) = Store::open(&path).unwrap();
    assert_eq!(second.load_game(game.id).unwrap().next_seq, 3);
}

/// Not a test on its own: the child process of the next test (does nothing without
/// `HOLD`). Holds the store, plays, says `holding`, waits for its parent to write a line,
/// plays on, and exits.
#[test]
fn child_holds_the_store() {
    let Ok(path) = std::env::var(HOLD) else { return };
    let (mut store, _) = Store::open(Path::new(&path)).unwrap_or_else(|e| panic!("child could not open: {e:?}"));
    let mut game = Played::new(&mut store, "Child");
    for _ in 0..5 {
        game.step(&mut store);
    }
    println!("holding");
    std::io::stdout().flush().unwrap();
    std::io::stdin().read_line(&mut String::new()).unwrap();
    for _ in 0..5 {
        game.step(&mut store);
    }
}

fn child(path: &Path) -> std::process::Child {
    Command::new(std::env::current_exe().unwrap())
        // Its full name in the one test binary (`tests/main.rs`): this module's path.
        .args([
            "--exact",
            &format!("{}::child_holds_the_store", module_path!().split_once("::").map_or("", |(_, m)| m)),
            "--nocapture",
            "--test-threads=1",
        ])
        .env(HOLD, path)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap()
}

#[test]
fn a_second_process_is_refused_and_the_first_loses_nothing() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("dialkeeper.db");
    let mut first = child(&path);
    let mut lines = BufReader::new(first.stdout.take().unwrap()).lines();
    // libtest prints the test's name first, on the same line.
    assert!(lines.any(|l| l.unwrap().ends_with("holding")), "the first process holds the store");

    // Another process, and this one, are refused while it does.
    let second = child(&path).wait_with_output().unwrap();
    assert!(!second.status.success());
    let said = String::from_utf8_lossy(&second.stderr);
    assert!(said.contains("InUse"), "the second process was refused as in use: {said}");
    assert!(matches!(Store::open(&path), Err(StoreError::InUse)));

    writeln!(first.stdin.take().unwrap()).unwrap();
    assert!(first.wait().unwrap().success());
    let (store, recovery) = Store::open(&path).unwrap();
    assert_eq!(recovery, None);
    let games = store.list_games().unwrap();
    assert_eq!(games.len(), 1, "only the first process made a game");
    assert_eq!(store.load_game(games[0].id).unwrap().next_seq, 11, "all ten of its operations");
    assert_eq!(store.integrity_check().unwrap(), "ok");
}
