//! Backups taken as the app takes them, listed, restored by choice, and used at start-up
//! when the store file is damaged or gone.

use crate::common;

use std::path::{Path, PathBuf};

use common::{Played, back_up_if_due, play_games};
use dialkeeper_store::{BACKUP_EVERY, BACKUPS_KEPT, BackupWhen, Fault, MISSING, Reply, Request, Store, StoreError};

fn store_in(dir: &Path) -> (PathBuf, Store) {
    let path = dir.join("dialkeeper.db");
    let (store, recovery) = Store::open(&path).unwrap();
    assert_eq!(recovery, None);
    (path, store)
}

fn backups(store: &mut Store) -> Vec<dialkeeper_store::BackupInfo> {
    let Ok(Reply::Backups(list)) = store.handle(Request::Backups) else { panic!("backups are listed") };
    list
}

/// Checks that every game of `played` reopens from `store` with at most `lost` of its last
/// operations missing, and returns how many are missing in all.
fn operations_lost(store: &Store, played: &[Played]) -> i64 {
    let mut lost = 0;
    for p in played {
        let stored = store.load_game(p.id).unwrap();
        let kept = stored.next_seq - 1;
        assert!(kept <= p.ops);
        assert_eq!(stored.record.clone(), common::support::game_after(kept as usize).record(), "{} after {kept} operations", p.name);
        lost += p.ops - kept;
    }
    lost
}

#[test]
fn backups_rotate_over_the_oldest_and_are_listed_newest_first() {
    let dir = tempfile::tempdir().unwrap();
    let (_, mut store) = store_in(dir.path());
    assert_eq!(store.handle(Request::LastBackup), Ok(Reply::LastBackup(None)));
    let played = play_games(&mut store, 2, 3 * BACKUP_EVERY as usize, back_up_if_due);
    let list = backups(&mut store);
    assert_eq!(list.len(), BACKUPS_KEPT);
    let seqs: Vec<i64> = list.iter().map(|b| b.seq).collect();
    assert_eq!(seqs, [6, 5, 4], "a backup every {BACKUP_EVERY} changes (2 games created, then 6 x {BACKUP_EVERY} ops)");
    assert_eq!(list[0].games, 2);
    assert!(list[0].bytes > 0);
    assert_eq!(store.handle(Request::LastBackup), Ok(Reply::LastBackup(Some(list[0].taken_at))));
    let files: Vec<_> = std::fs::read_dir(dir.path().join("backups")).unwrap().map(|e| e.unwrap().file_name()).collect();
    assert_eq!(files.len(), BACKUPS_KEPT, "one plain file per backup, no journal left: {files:?}");
    // Creating the two games counted too: two changes wait for the next backup.
    assert_eq!(store.changes_since_backup().unwrap(), 2);
    let Ok(Reply::BackedUp(Some(last))) = store.handle(Request::BackUp(BackupWhen::IfChanged)) else { panic!() };
    assert_eq!(last.ops, played.iter().map(|p| p.ops).sum::<i64>());
    // Nothing changed since: only `Now` writes one.
    assert_eq!(store.handle(Request::BackUp(BackupWhen::IfChanged)), Ok(Reply::BackedUp(None)));
    let Ok(Reply::BackedUp(Some(now))) = store.handle(Request::BackUp(BackupWhen::Now)) else { panic!() };
    assert_eq!(now.seq, 8);
    // The marker is the store's own business, not a setting.
    let Ok(Reply::Settings(settings)) = store.handle(Request::Settings) else { panic!() };
    assert!(settings.is_empty(), "{settings:?}");
}

#[test]
fn after_a_restart_the_count_toward_the_next_backup_goes_on() {
    let dir = tempfile::tempdir().unwrap();
    let (path, mut store) = store_in(dir.path());
    let mut played = play_games(&mut store, 1, BACKUP_EVERY as usize, back_up_if_due);
    let newest = backups(&mut store)[0].seq;
    for _ in 0..BACKUP_EVERY / 2 {
        played[0].step(&mut store);
    }
    let since = store.changes_since_backup().unwrap();
    assert!(since > BACKUP_EVERY / 2 - 1 && since < BACKUP_EVERY);
    drop(store);
    let (mut store, _) = Store::open(&path).unwrap();
    assert_eq!(store.changes_since_backup().unwrap(), since, "read back from the newest backup");
    assert_eq!(store.handle(Request::BackUp(BackupWhen::IfDue)), Ok(Reply::BackedUp(None)));
    let Ok(Reply::BackedUp(Some(b))) = store.handle(Request::BackUp(BackupWhen::IfChanged)) else { panic!() };
    assert_eq!(b.seq, newest + 1);
}

#[test]
fn a_damaged_store_comes_back_from_the_newest_backup() {
    let dir = tempfile::tempdir().unwrap();
    let (path, mut store) = store_in(dir.path());
    let played = play_games(&mut store, 3, 110, back_up_if_due);
    drop(store);
    std::fs::write(&path, b"SQLite format 3\0 but then nothing that makes sense, for a whole page or so").unwrap();
    let (store, recovery) = Store::open(&path).unwrap();
    let recovery = recovery.expect("the damage is reported");
    assert!(recovery.moved_to.ends_with("dialkeeper.db.corrupt-1") && recovery.moved_to.exists());
    let restored = recovery.restored.expect("a backup was restored");
    assert_eq!(restored.games.len(), 3);
    let names: Vec<&str> = restored.games.iter().map(|g| g.name.as_str()).collect();
    assert!(names.contains(&"Game 1") && names.contains(&"Game 3"));
    assert_eq!(restored.games.iter().map(|g| g.ops).sum::<i64>(), restored.backup.ops);
    let lost = operations_lost(&store, &played);
    assert!(lost < i64::from(BACKUP_EVERY), "{lost} operations lost");
    assert_eq!(store.integrity_check().unwrap(), "ok");
    // The damaged file can be had for export.
    let Ok(Reply::File(Some(file))) = { store }.handle(Request::DamagedFile) else { panic!() };
    assert_eq!(file.name, "dialkeeper.db.corrupt-1");
    assert!(file.bytes.starts_with(b"SQLite format 3\0 but then"));
}

#[test]
fn a_bad_newest_backup_is_passed_over_for_an_older_one() {
    let dir = tempfile::tempdir().unwrap();
    let (path, mut store) = store_in(dir.path());
    let played = play_games(&mut store, 2, 2 * BACKUP_EVERY as usize, back_up_if_due);
    let list = backups(&mut store);
    drop(store);
    // The newest backup's slot: damage its pages past the header.
    let newest = slot_of(dir.path(), list[0].seq);
    let mut bytes = std::fs::read(&newest).unwrap();
    bytes.truncate(bytes.len() / 2);
    std::fs::write(&newest, bytes).unwrap();
    std::fs::write(&path, b"garbage").unwrap();
    let (store, recovery) = Store::open(&path).unwrap();
    let restored = recovery.unwrap().restored.expect("an older backup was restored");
    assert_eq!(restored.backup.seq, list[1].seq);
    operations_lost(&store, &played);
}

/// The slot holding backup `seq` (slots are reused in turn).
fn slot_of(dir: &Path, seq: i64) -> PathBuf {
    std::fs::read_dir(dir.join("backups"))
        .unwrap()
        .map(|e| e.unwrap().path())
        .find(|p| {
            let conn = rusqlite::Connection::open(p).unwrap();
            let marker: String = conn.query_row("SELECT value FROM settings WHERE key = 'backup'", [], |r| r.get(0)).unwrap();
            marker.contains(&format!("\"seq\":{seq},"))
        })
        .unwrap()
}

#[test]
fn with_no_usable_backup_the_store_starts_empty_and_says_so() {
    let dir = tempfile::tempdir().unwrap();
    let (path, mut store) = store_in(dir.path());
    play_games(&mut store, 1, 5, |_| {});
    drop(store);
    std::fs::write(&path, b"garbage").unwrap();
    let (store, recovery) = Store::open(&path).unwrap();
    let recovery = recovery.unwrap();
    assert_eq!(recovery.restored, None);
    assert!(recovery.moved_to.exists());
    assert!(store.list_games().unwrap().is_empty());
}

#[test]
fn a_vanished_store_file_comes_back_from_its_backups() {
    let dir = tempfile::tempdir().unwrap();
    let (path, mut store) = store_in(dir.path());
    let played = play_games(&mut store, 2, 50, back_up_if_due);
    drop(store);
    std::fs::remove_file(&path).unwrap();
    let (store, recovery) = Store::open(&path).unwrap();
    let recovery = recovery.expect("reported");
    assert_eq!((recovery.moved_to, recovery.reason.as_str()), (PathBuf::new(), MISSING));
    assert_eq!(recovery.restored.unwrap().games.len(), 2);
    operations_lost(&store, &played);
    // A first start, with no backups, is no recovery.
    let fresh = tempfile::tempdir().unwrap();
    assert!(Store::open(&fresh.path().join("dialkeeper.db")).unwrap().1.is_none());
}

#[test]
fn restoring_a_chosen_backup_keeps_the_store_as_it_was_beside_it() {
    let dir = tempfile::tempdir().unwrap();
    let (path, mut store) = store_in(dir.path());
    let mut played = play_games(&mut store, 1, BACKUP_EVERY as usize, back_up_if_due);
    let chosen = backups(&mut store)[0].clone();
    for _ in 0..7 {
        played[0].step(&mut store);
    }
    let Ok(Reply::Restored(restored)) = store.handle(Request::RestoreBackup(chosen.seq)) else { panic!() };
    assert_eq!(restored.backup, chosen);
    assert_eq!(restored.games[0].ops, chosen.ops);
    assert!(chosen.ops < played[0].ops - 7);
    assert_eq!(store.load_game(played[0].id).unwrap().next_seq - 1, chosen.ops);
    assert!(restored.kept_at.to_string_lossy().ends_with("dialkeeper.db.before-restore-1"));
    // The store as it was, in the kept file.
    let kept = rusqlite::Connection::open(&restored.kept_at).unwrap();
    let ops: i64 = kept.query_row("SELECT count(*) FROM game_ops", [], |r| r.get(0)).unwrap();
    assert_eq!(ops, played[0].ops);
    drop(kept);
    assert_eq!(store.handle(Request::RestoreBackup(999)), Err(Fault::NoBackup(999)));
    drop(store);
    let (store, recovery) = Store::open(&path).unwrap();
    assert_eq!(recovery, None);
    assert_eq!(store.load_game(played[0].id).unwrap().next_seq - 1, chosen.ops);
}

#[test]
fn a_damaged_backup_slot_is_written_over() {
    let dir = tempfile::tempdir().unwrap();
    let (_, mut store) = store_in(dir.path());
    play_games(&mut store, 1, 3 * BACKUP_EVERY as usize, back_up_if_due);
    let oldest = slot_of(dir.path(), backups(&mut store).last().unwrap().seq);
    std::fs::write(&oldest, vec![0xA5; 9000]).unwrap();
    assert_eq!(backups(&mut store).len(), BACKUPS_KEPT - 1, "an unreadable slot is not listed");
    let Ok(Reply::BackedUp(Some(b))) = store.handle(Request::BackUp(BackupWhen::Now)) else { panic!() };
    assert_eq!(backups(&mut store)[0], b);
    assert_eq!(backups(&mut store).len(), BACKUPS_KEPT);
}

#[test]
fn a_store_in_memory_has_no_backups() {
    let mut store = Store::in_memory().unwrap();
    assert_eq!(store.handle(Request::BackUp(BackupWhen::Now)), Ok(Reply::BackedUp(None)));
    assert_eq!(store.handle(Request::Backups), Ok(Reply::Backups(vec![])));
    assert_eq!(store.handle(Request::DamagedFile), Ok(Reply::File(None)));
    assert!(matches!(store.restore_backup(1), Err(StoreError::NoBackup(1))));
}

/// A backup folds the write-ahead log into the store file, while nothing waits, so no
/// tap's commit pays for SQLite's own checkpoint: the file alone, copied without its log
/// right after the backup, holds every game.
#[test]
fn a_backup_folds_the_log_into_the_store_file() {
    let dir = tempfile::tempdir().unwrap();
    let (path, mut store) = store_in(dir.path());
    play_games(&mut store, 2, 30, |_| {});
    store.handle(Request::BackUp(BackupWhen::Now)).unwrap();
    let alone = dir.path().join("alone.db");
    std::fs::copy(&path, &alone).unwrap();
    let (copy, _) = Store::open(&alone).unwrap();
    assert_eq!(copy.list_games().unwrap().len(), 2, "the games are in the file, not only in its log");
    drop(store);
}
