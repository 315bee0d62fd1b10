//! The cost of one backup (BENCHMARKS.md, "Backups"): a store on disk holding five games of
//! 300 operations each (40 figures a side), backed up with [`BackupWhen::Now`] again and
//! again; and the cost of asking [`BackupWhen::IfDue`] when none is due, which the app
//! pays after every tap.
#![allow(clippy::disallowed_methods, reason = "a native benchmark times itself (never in the app)")]
#![allow(clippy::disallowed_types, reason = "the benchmark plays games as the app does, with the engine (store/clippy.toml)")]

#[path = "../tests/common/mod.rs"]
mod common;

use std::time::{Duration, Instant};

use dialkeeper_store::{BACKUP_EVERY, BackupWhen, Store};

const GAMES: usize = 5;
const OPS: usize = 300;
const SAMPLES: usize = 40;

fn main() {
    let dir = tempfile::tempdir().unwrap();
    let (mut store, _) = Store::open(&dir.path().join("dialkeeper.db")).unwrap();
    common::play_games(&mut store, GAMES, OPS, |_| {});
    let mut samples: Vec<Duration> = (0..SAMPLES)
        .map(|_| {
            let start = Instant::now();
            store.back_up(BackupWhen::Now).unwrap().unwrap();
            start.elapsed()
        })
        .collect();
    let bytes = store.backups()[0].bytes;
    samples.sort_unstable();
    let ms = |p: usize| samples[(SAMPLES * p).div_ceil(100) - 1].as_secs_f64() * 1e3;
    let start = Instant::now();
    for _ in 0..10_000 {
        assert!(store.back_up(BackupWhen::IfDue).unwrap().is_none());
    }
    let ask = start.elapsed().as_secs_f64() * 1e6 / 10_000.0;
    println!(
        "B1 backup: p50 {:.2} ms, p90 {:.2} ms, max {:.2} ms for one backup of a {} KB store ({GAMES} games x {OPS} operations, \
         {SAMPLES} backups); asking when none is due: {ask:.2} us; one every {BACKUP_EVERY} changes: {:.3} ms per change on average",
        ms(50),
        ms(90),
        ms(100),
        bytes / 1024,
        ms(50) / f64::from(BACKUP_EVERY),
    );
}
