//! 100 seeded, reproducible corruptions of a store file holding several games, with
//! backups taken along the way as the app takes them (after each commit, when due). In
//! each trial the store must open without a panic, and every game must come back whole,
//! missing at most the operations made since the newest backup (fewer than
//! `BACKUP_EVERY`).
//!
//! The damage is what storage does to files: runs of garbage bytes, truncation, zeroed
//! pages, a deleted file, a garbage header, pages swapped, a garbage first page. A
//! single flipped bit inside a number can turn a stored command into another valid one;
//! no check short of a checksum sees that, so it is not among them.
//!
//! Damage SQLite finds when opening is recovered at start-up (the `Recovery`). Damage in
//! the stored rows that only shows when a game is read is reported as `Fault::Damaged`;
//! the app then offers the newest backup (`Request::RestoreBackup`), as these trials do.

use crate::common;

use std::path::Path;

use common::{Played, back_up_if_due, play_games, support};
use dialkeeper_store::{BACKUP_EVERY, Fault, Reply, Request, Store};

const TRIALS: u64 = 100;
const SEED: u64 = 0x5EED_D1A1;
const PAGE: usize = 4096;

/// splitmix64: a seeded generator, so every trial can be replayed.
struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }
    fn below(&mut self, n: usize) -> usize {
        (self.next() % n as u64) as usize
    }
    fn bytes(&mut self, n: usize) -> Vec<u8> {
        (0..n).map(|_| self.next() as u8).collect()
    }
}

/// Damages the file at `path` in the way trial `trial` picks; says what it did.
fn corrupt(path: &Path, trial: u64, rng: &mut Rng) -> String {
    let mut bytes = std::fs::read(path).unwrap();
    let len = bytes.len();
    let pages = len / PAGE;
    let what = match trial % 7 {
        0 => {
            let run = 8 + rng.below(505);
            let at = rng.below(len - run);
            bytes[at..at + run].copy_from_slice(&rng.bytes(run));
            format!("{run} garbage bytes at {at}")
        }
        1 => {
            let to = rng.below(len);
            bytes.truncate(to);
            format!("truncated to {to} bytes")
        }
        2 => {
            let n = 1 + rng.below(3);
            let mut zeroed = Vec::new();
            for _ in 0..n {
                let page = rng.below(pages);
                bytes[page * PAGE..(page + 1) * PAGE].fill(0);
                zeroed.push(page + 1);
            }
            format!("pages {zeroed:?} zeroed")
        }
        3 => {
            std::fs::remove_file(path).unwrap();
            return "file deleted".into();
        }
        4 => {
            bytes[..100].copy_from_slice(&rng.bytes(100));
            "garbage header".into()
        }
        5 => {
            let (a, b) = (rng.below(pages), rng.below(pages));
            let page_a = bytes[a * PAGE..(a + 1) * PAGE].to_vec();
            bytes.copy_within(b * PAGE..(b + 1) * PAGE, a * PAGE);
            bytes[b * PAGE..(b + 1) * PAGE].copy_from_slice(&page_a);
            format!("pages {} and {} swapped", a + 1, b + 1)
        }
        _ => {
            bytes[..PAGE].copy_from_slice(&rng.bytes(PAGE));
            "garbage first page".into()
        }
    };
    std::fs::write(path, bytes).unwrap();
    what
}

fn copy_dir(from: &Path, to: &Path) {
    for entry in std::fs::read_dir(from).unwrap() {
        let entry = entry.unwrap();
        let target = to.join(entry.file_name());
        if entry.file_type().unwrap().is_dir() {
            std::fs::create_dir_all(&target).unwrap();
            copy_dir(&entry.path(), &target);
        } else {
            std::fs::copy(entry.path(), target).unwrap();
        }
    }
}

/// How a trial ended.
enum Outcome {
    /// Every game back; operations lost in all; how the damage was found.
    Recovered {
        lost: i64,
        how: &'static str,
    },
    Failed(String),
}

/// Why the games did not all come back: the store's fault, or a game that is not itself.
enum Missing {
    Fault(Fault),
    Wrong(String),
}

impl From<Fault> for Missing {
    fn from(fault: Fault) -> Missing {
        Missing::Fault(fault)
    }
}

impl std::fmt::Display for Missing {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Missing::Fault(fault) => write!(f, "{fault}"),
            Missing::Wrong(what) => f.write_str(what),
        }
    }
}

/// Every game in `store` loads and is its expected game after at most its `ops` operations;
/// the operations missing in all, or the first problem.
fn games_lost(store: &mut Store, played: &[Played]) -> Result<i64, Missing> {
    let Reply::Games(list) = store.handle(Request::ListGames)? else { unreachable!() };
    if list.len() != played.len() {
        return Err(Missing::Wrong(format!("{} games of {}", list.len(), played.len())));
    }
    let mut lost = 0;
    for p in played {
        let Reply::Game(stored) = store.handle(Request::LoadGame(p.id))? else { unreachable!() };
        // Opened as the app opens it: the rules asked, a record they refuse told as damage
        // (the store keeps records and never asks them).
        dialkeeper_core::Game::from_record(stored.record.clone())
            .map_err(|refused| dialkeeper_store::Fault::Damaged(refused.to_string()))?;
        let kept = stored.next_seq - 1;
        if kept > p.ops || stored.record != support::game_after(kept as usize).record() || stored.name != p.name {
            return Err(Missing::Wrong(format!("{} is not itself after {kept} operations", p.name)));
        }
        lost += p.ops - kept;
    }
    Ok(lost)
}

fn trial(path: &Path, played: &[Played]) -> Outcome {
    let (mut store, recovery) = match Store::open(path) {
        Ok(opened) => opened,
        Err(e) => return Outcome::Failed(format!("did not open: {e}")),
    };
    let found_at_open = recovery.is_some();
    if let Some(recovery) = &recovery
        && recovery.restored.is_none()
    {
        return Outcome::Failed(format!("no backup restored: {}", recovery.reason));
    }
    match games_lost(&mut store, played) {
        Ok(lost) => Outcome::Recovered { lost, how: if found_at_open { "at open" } else { "harmless" } },
        Err(Missing::Fault(Fault::Damaged(_))) if !found_at_open => {
            // What the app offers when a game reads as damaged: the newest backup.
            let Ok(Reply::Backups(list)) = store.handle(Request::Backups) else { return Outcome::Failed("no backups listed".into()) };
            if let Err(e) = store.handle(Request::RestoreBackup(list[0].seq)) {
                return Outcome::Failed(format!("restore refused: {e}"));
            }
            match games_lost(&mut store, played) {
                Ok(lost) => Outcome::Recovered { lost, how: "on reading, restored" },
                Err(e) => Outcome::Failed(format!("after the restore: {e}")),
            }
        }
        Err(e) => Outcome::Failed(e.to_string()),
    }
}

#[test]
fn a_hundred_corruptions_lose_at_most_the_operations_since_the_last_backup() {
    let source = tempfile::tempdir().unwrap();
    let path = source.path().join("dialkeeper.db");
    let played = {
        let (mut store, _) = Store::open(&path).unwrap();
        // 3 games x 252 operations + 3 creations: the store ends 19 changes after its last
        // backup, the most it can be behind.
        let played = play_games(&mut store, 3, 252, back_up_if_due);
        assert!(store.changes_since_backup().unwrap() < BACKUP_EVERY);
        played
    };
    let mut rng = Rng(SEED);
    let (mut recovered, mut crashes, mut worst) = (0, 0, 0);
    let mut how: Vec<(&str, usize)> = Vec::new();
    let mut failures = Vec::new();
    for t in 0..TRIALS {
        let dir = tempfile::tempdir().unwrap();
        copy_dir(source.path(), dir.path());
        let path = dir.path().join("dialkeeper.db");
        let what = corrupt(&path, t, &mut rng);
        match std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| trial(&path, &played))) {
            Ok(Outcome::Recovered { lost, how: found }) => {
                recovered += 1;
                worst = worst.max(lost);
                match how.iter_mut().find(|(h, _)| *h == found) {
                    Some((_, n)) => *n += 1,
                    None => how.push((found, 1)),
                }
                println!("trial {t}: {what}: recovered {found}, {lost} operations lost");
            }
            Ok(Outcome::Failed(why)) => failures.push(format!("trial {t}: {what}: {why}")),
            Err(_) => {
                crashes += 1;
                failures.push(format!("trial {t}: {what}: panicked"));
            }
        }
    }
    let how: Vec<String> = how.iter().map(|(h, n)| format!("{n} {h}")).collect();
    println!(
        "corruption trials: {recovered}/{TRIALS} recovered, {crashes} crashes, at most {worst} operations lost (backup every {BACKUP_EVERY}); found: {}",
        how.join(", ")
    );
    assert!(failures.is_empty(), "{}", failures.join("\n"));
    assert!(worst <= i64::from(BACKUP_EVERY));
}
