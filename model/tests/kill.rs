//! Kill test (issue 6): a writer process applies a burst of operations to a store on disk
//! and is killed with SIGKILL at a different moment in each trial. After each kill the
//! store must reopen cleanly (`PRAGMA integrity_check` says ok, nothing moved aside) with
//! exactly a prefix of the burst: every operation the writer had acknowledged, and at
//! most the one it was committing when it died.
//!
//! The writer is this same test binary, re-run with `--ignored --exact kill::burst_writer` and
//! `DK_KILL_DB` naming the database: `burst_writer` does nothing without it.
#![allow(clippy::disallowed_methods, reason = "a native test's own time limit (never in the app)")]

use std::cell::RefCell;
use std::io::{BufRead, BufReader, Write};
use std::os::unix::process::ExitStatusExt;
use std::path::Path;
use std::process::{Child, Command, Stdio};
use std::rc::Rc;
use std::sync::mpsc;
use std::time::{Duration, Instant};

use dialkeeper_core::Game;
use dialkeeper_model::session::{Games, Live, Outcome, Session, now};
use dialkeeper_store::{Op, Store};

/// Names the writer's database; set only in the re-run child.
const DB_VAR: &str = "DK_KILL_DB";
/// At least 20 trials, each on a fresh database.
const TRIALS: u64 = 24;
/// The writer stops here if nobody killed it, which fails the trial: the burst must
/// outlast the longest delay even on a disk whose fsync costs nothing.
const BURST: usize = 200_000;

/// The child side: plays [`crate::support::ops`] through a [`Session`] (the app's own reducer:
/// engine first, then one committed transaction per operation) and prints
/// `committed <n>` once the n-th operation is durable.
#[test]
#[ignore = "run by `a_killed_writer_leaves_the_committed_prefix` in a child process"]
fn burst_writer() {
    let Some(path) = std::env::var_os(DB_VAR) else { return };
    let session = Rc::new(RefCell::new(Session::open(Path::new(&path))));
    assert_eq!(session.borrow().startup, None, "a fresh store opens without notice");
    now(session.new_game("Kill me", crate::support::setup())).unwrap();
    let mut out = std::io::stdout().lock();
    writeln!(out, "ready").unwrap();
    out.flush().unwrap();
    for (i, op) in crate::support::ops().take(BURST).enumerate() {
        let outcome = match op {
            Op::Apply(command) => now(session.dispatch(command)),
            Op::Undo => now(session.undo()),
            Op::Redo => now(session.redo()),
        };
        assert!(matches!(outcome, Outcome::Applied(_)), "operation {i}: {outcome:?}");
        writeln!(out, "committed {}", i + 1).unwrap();
        out.flush().unwrap();
    }
    writeln!(out, "done").unwrap();
}

#[test]
fn a_killed_writer_leaves_the_committed_prefix() {
    let start = Instant::now();
    let (mut stored_counts, mut unacknowledged) = (Vec::new(), 0);
    for trial in 0..TRIALS {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("dialkeeper.db");
        let acknowledged = kill_writer(&path, kill_delay(trial));
        let stored = check_reopened(&path, acknowledged, trial);
        unacknowledged += usize::from(stored > acknowledged);
        stored_counts.push(stored);
    }
    eprintln!(
        "kill test: {TRIALS} trials in {:.1} s; operations stored per trial: {stored_counts:?}; \
         {unacknowledged} trials kept an operation committed but not yet acknowledged",
        start.elapsed().as_secs_f64()
    );
}

/// How long after the writer's game exists it is killed: 5 to 150 ms, spread by a hash of
/// the trial number at microsecond grain so kills fall at every point of a commit
/// (statement, WAL write, fsync), not on a beat with it.
fn kill_delay(trial: u64) -> Duration {
    Duration::from_micros(5_000 + splitmix64(trial) % 145_000)
}

/// A fixed, well-mixed hash (SplitMix64's finaliser): deterministic "random" delays.
fn splitmix64(x: u64) -> u64 {
    let mut z = x.wrapping_add(0x9E37_79B9_7F4A_7C15);
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    z ^ (z >> 31)
}

/// Runs the writer on `path`, SIGKILLs it `delay` after its game is stored, and returns
/// the last operation count it acknowledged.
fn kill_writer(path: &Path, delay: Duration) -> usize {
    let mut child = spawn_writer(path);
    let lines = read_lines(&mut child);
    let first = lines.recv_timeout(Duration::from_secs(30));
    assert_eq!(first.as_deref(), Ok("ready"), "the writer starts: {}", stderr_of(child));
    std::thread::sleep(delay);
    if let Some(status) = child.try_wait().unwrap() {
        panic!("the writer ended by itself ({status}): {}", stderr_of(child));
    }
    child.kill().unwrap(); // SIGKILL on Unix: no destructor, no SQLite cleanup runs
    let status = child.wait().unwrap();
    assert_eq!(status.signal(), Some(9), "killed by SIGKILL");
    // The sender closes when the pipe does, so this drains every line the writer wrote.
    let mut acknowledged = 0;
    for line in lines {
        assert_ne!(line, "done", "the writer finished the burst before the kill");
        if let Some(n) = line.strip_prefix("committed ") {
            acknowledged = n.parse().unwrap();
        }
    }
    acknowledged
}

fn spawn_writer(path: &Path) -> Child {
    Command::new(std::env::current_exe().unwrap())
        .args(["--ignored", "--exact", "kill::burst_writer", "--nocapture", "--test-threads=1", "-q"])
        .env(DB_VAR, path)
        .stdin(Stdio::null())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap()
}

/// The writer's stdout, line by line, from a thread so the parent can sleep and kill.
/// The test harness may print its own text ahead of ours on a line, so each line is cut
/// to start at our first keyword.
fn read_lines(child: &mut Child) -> mpsc::Receiver<String> {
    let stdout = child.stdout.take().unwrap();
    let (tx, rx) = mpsc::channel();
    std::thread::spawn(move || {
        for line in BufReader::new(stdout).lines().map_while(Result::ok) {
            let ours = ["ready", "committed ", "done"].iter().filter_map(|k| line.find(k)).min();
            if let Some(at) = ours
                && tx.send(line[at..].to_string()).is_err()
            {
                return;
            }
        }
    });
    rx
}

fn stderr_of(mut child: Child) -> String {
    let _ = child.kill();
    let output = child.wait_with_output().unwrap();
    String::from_utf8_lossy(&output.stderr).into_owned()
}

/// Reopens the killed writer's store and checks it holds a prefix of the burst that
/// includes every acknowledged operation; returns how many operations it holds.
fn check_reopened(path: &Path, acknowledged: usize, trial: u64) -> usize {
    let (store, recovery) = Store::open(path).unwrap();
    assert_eq!(recovery, None, "trial {trial}: the store was not damaged");
    assert_eq!(store.integrity_check().unwrap(), "ok", "trial {trial}");
    let games = store.list_games().unwrap();
    assert_eq!(games.len(), 1, "trial {trial}: the game was stored before `ready`");
    let stored = store.load_game(games[0].id).unwrap();
    let k = (stored.next_seq - 1) as usize;
    assert!(
        (acknowledged..=acknowledged + 1).contains(&k),
        "trial {trial}: {k} operations stored, {acknowledged} acknowledged (at most one more may be in flight)"
    );
    let expected = crate::support::game_after(k);
    assert_eq!(Game::from_record(stored.record.clone()).unwrap().state(), expected.state(), "trial {trial}: state after {k} operations");
    // The session stamps the clock's start when it creates the game (CORE-18).
    assert!(stored.record.setup.started_at.is_some(), "trial {trial}: the game clock started");
    let mut record = expected.record();
    record.setup.started_at = stored.record.setup.started_at;
    assert_eq!(stored.record.clone(), record, "trial {trial}: history after {k} operations");
    k
}
