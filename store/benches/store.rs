//! Store benchmarks (issue 6), on files in a temporary directory on disk, never `:memory:`:
//!
//! - P2: the durable save of one command (one SQLite transaction, WAL, synchronous=FULL)
//!   against what an app without an operation log would do per tap: serialize the whole
//!   game (state and history) to JSON and write it to a file with fsync. Targets: p99 at
//!   most 2 ms, and at least 10 times cheaper.
//! - P6: reopening a game with 2,000 applied commands (open the file, load the snapshot,
//!   replay the operations after it). Target: at most 50 ms.
//!
//! Criterion reports means; the percentiles the targets name are measured afterwards and
//! printed as plain lines for BENCHMARKS.md.
#![allow(clippy::disallowed_methods, reason = "a native benchmark times itself (never in the app)")]
#![allow(clippy::disallowed_types, reason = "the benchmark reopens a game as the app does, with the engine (store/clippy.toml)")]

#[path = "../../model/tests/support/mod.rs"]
mod support;

use std::fs::File;
use std::hint::black_box;
use std::io::Write;
use std::path::{Path, PathBuf};
use std::time::{Duration, Instant};

use criterion::{Criterion, criterion_group, criterion_main};
use dialkeeper_core::{Command, Game};
use dialkeeper_store::{GameId, Op, Store};

/// Taps timed for P2, each way.
const SAVE_SAMPLES: usize = 1_000;
/// Commands in the reopened game for P6.
const REOPEN_COMMANDS: usize = 2_000;
/// Reopens timed for P6.
const REOPEN_SAMPLES: usize = 50;

/// A game being played into a store on disk, command by command.
struct Table {
    store: Store,
    id: GameId,
    next_seq: i64,
    game: Game,
    commands: Box<dyn Iterator<Item = Command>>,
}

impl Table {
    fn new(path: &Path) -> Table {
        let (mut store, _) = Store::open(path).unwrap();
        let stored = store.create_game("Bench", &support::setup()).unwrap();
        Table {
            store,
            id: stored.id,
            next_seq: stored.next_seq,
            game: Game::from_record(stored.record).unwrap(),
            commands: Box::new(support::commands()),
        }
    }

    /// Applies the next command in memory only; returns it for saving.
    fn play(&mut self) -> Op {
        let command = self.commands.next().unwrap();
        self.game.try_apply(command.clone()).unwrap();
        Op::Apply(command)
    }

    /// The durable save under test: what `Session` does after the engine accepts a tap.
    fn save(&mut self, op: &Op) {
        let snapshot = dialkeeper_store::snapshot_due(self.next_seq).then(|| self.game.record());
        self.store.append(self.id, self.next_seq, op, snapshot.as_ref(), None).unwrap();
        self.next_seq += 1;
    }

    fn tap(&mut self) {
        let op = self.play();
        self.save(&op);
    }
}

/// The naive save: the whole game, state and history, as JSON, rewritten and fsynced.
/// (Without the write-then-rename a real app would need to survive a kill mid-write, so
/// this is the cheapest form of the alternative.)
fn write_whole_state(game: &Game, path: &Path) {
    let json = serde_json::to_vec(&(game.record(), game.state())).unwrap();
    let mut file = File::create(path).unwrap();
    file.write_all(&json).unwrap();
    file.sync_all().unwrap();
}

/// A store holding one game of `REOPEN_COMMANDS` commands; returns its path and id.
fn stored_game(dir: &Path) -> (PathBuf, GameId) {
    let path = dir.join("reopen.db");
    let mut table = Table::new(&path);
    (0..REOPEN_COMMANDS).for_each(|_| table.tap());
    (path, table.id)
}

/// What the app does at start-up to show the game again.
fn reopen(path: &Path, id: GameId) -> Game {
    let (store, _) = Store::open(path).unwrap();
    Game::from_record(store.load_game(id).unwrap().record).unwrap()
}

fn time(f: impl FnOnce()) -> Duration {
    let start = Instant::now();
    f();
    start.elapsed()
}

/// Median and 99th percentile (nearest rank), in milliseconds.
fn percentiles(mut samples: Vec<Duration>) -> (f64, f64) {
    samples.sort_unstable();
    let rank = |p: usize| samples[(samples.len() * p).div_ceil(100).max(1) - 1].as_secs_f64() * 1e3;
    (rank(50), rank(99))
}

fn bench(c: &mut Criterion) {
    let dir = tempfile::tempdir().unwrap();
    let mut group = c.benchmark_group("store-40-figures");
    group.sample_size(20).warm_up_time(Duration::from_millis(500)).measurement_time(Duration::from_secs(3));
    let mut table = Table::new(&dir.path().join("criterion.db"));
    group.bench_function("append-one-command", |b| b.iter(|| table.tap()));
    let json_path = dir.path().join("criterion.json");
    group.bench_function("whole-state-json-fsync", |b| b.iter(|| write_whole_state(&table.game, &json_path)));
    let (reopen_path, reopen_id) = stored_game(dir.path());
    group.bench_function("reopen-2000-commands", |b| b.iter(|| black_box(reopen(&reopen_path, reopen_id))));
    group.finish();

    print_p2(dir.path());
    print_p6(&reopen_path, reopen_id);
}

/// P2: both saves timed tap by tap on the same game, so each sees the same history length.
fn print_p2(dir: &Path) {
    let mut table = Table::new(&dir.join("p2.db"));
    let json_path = dir.join("p2.json");
    let (mut log, mut whole) = (Vec::new(), Vec::new());
    for _ in 0..SAVE_SAMPLES {
        let op = table.play();
        log.push(time(|| table.save(&op)));
        whole.push(time(|| write_whole_state(&table.game, &json_path)));
    }
    let (p50, p99) = percentiles(log);
    let (a50, a99) = percentiles(whole);
    println!(
        "P2 durable save: p50 {p50:.3} ms, p99 {p99:.3} ms per command (one SQLite transaction, WAL, synchronous=FULL) \
         vs whole-state JSON write p50 {a50:.3} ms, p99 {a99:.3} ms (40-figure game): {:.1} x cheaper \
         (targets: p99 <= 2 ms, >= 10x)",
        a50 / p50
    );
}

/// P6: a fresh `Store::open` and `load_game` per run, as at app start.
fn print_p6(path: &Path, id: GameId) {
    let samples = (0..REOPEN_SAMPLES).map(|_| time(|| drop(black_box(reopen(path, id))))).collect();
    let (p50, p99) = percentiles(samples);
    println!(
        "P6 reopen: p50 {p50:.3} ms, p99 {p99:.3} ms to load a game with {} applied commands (target <= 50 ms)",
        fmt_thousands(REOPEN_COMMANDS)
    );
}

fn fmt_thousands(n: usize) -> String {
    if n >= 1_000 { format!("{},{:03}", n / 1_000, n % 1_000) } else { n.to_string() }
}

criterion_group!(benches, bench);
criterion_main!(benches);
