//! A write the device refuses (full, read-only) on a real size-limited folder: a typed
//! fault, the store left at its last commit, and the same write done once there is room.
//! Needs root to mount a tmpfs; elsewhere it says SKIPPED and passes. (The same with no
//! root, through SQLite's `max_page_count`, is a unit test in `src/tests.rs`.)

use crate::common;

use std::path::Path;
use std::process::Command;

use common::Played;
use dialkeeper_store::{BackupWhen, Fault, Reply, Request, Store};

/// A tmpfs mounted on a folder, unmounted when dropped.
struct Mounted<'a>(&'a Path);

impl Drop for Mounted<'_> {
    fn drop(&mut self) {
        let _ = Command::new("umount").arg(self.0).status();
    }
}

fn mount<'a>(dir: &'a Path, options: &str) -> Option<Mounted<'a>> {
    let root = Command::new("id").arg("-u").output().is_ok_and(|o| o.stdout.trim_ascii() == b"0");
    if !root {
        println!("SKIPPED: full disk on tmpfs: not root, cannot mount");
        return None;
    }
    let mounted = Command::new("mount").args(["-t", "tmpfs", "-o", options, "tmpfs"]).arg(dir).status();
    if !mounted.is_ok_and(|s| s.success()) {
        println!("SKIPPED: full disk on tmpfs: mount failed (no CAP_SYS_ADMIN here?)");
        return None;
    }
    Some(Mounted(dir))
}

fn remount(dir: &Path, options: &str) {
    assert!(Command::new("mount").args(["-o", &format!("remount,{options}")]).arg(dir).status().unwrap().success());
}

/// Plays until the store refuses; returns the fault. The game in `played` stays as last
/// committed (its `step` commits before it changes).
fn play_until_refused(store: &mut Store, played: &mut Played) -> Fault {
    for _ in 0..100_000 {
        if let Err(fault) = played.try_step(store) {
            return fault;
        }
    }
    panic!("the disk never filled")
}

#[test]
fn a_full_or_read_only_disk_refuses_the_write_and_keeps_the_last_commit() {
    let dir = tempfile::tempdir().unwrap();
    let Some(_mounted) = mount(dir.path(), "size=1m") else { return };
    let path = dir.path().join("dialkeeper.db");
    let (mut store, _) = Store::open(&path).unwrap();
    let mut played = Played::new(&mut store, "Full");
    // Most of the folder taken by something else.
    std::fs::write(dir.path().join("filler"), vec![1u8; 700 * 1024]).unwrap();

    let fault = play_until_refused(&mut store, &mut played);
    assert_eq!(fault, Fault::Full);
    let saved = played.ops;
    assert_eq!(store.load_game(played.id).unwrap().record.clone(), played.game.record(), "the last commit, nothing of the refused one");
    // A backup refused for room leaves the store as it was too.
    let backup = store.handle(Request::BackUp(BackupWhen::Now));
    assert!(matches!(backup, Err(Fault::Full) | Ok(Reply::BackedUp(Some(_)))), "{backup:?}");
    assert_eq!(store.load_game(played.id).unwrap().next_seq, saved + 1);

    // Retry once there is room: the refused operation is saved.
    std::fs::remove_file(dir.path().join("filler")).unwrap();
    played.try_step(&mut store).expect("saved once there is room");
    assert_eq!(played.ops, saved + 1);

    // A folder turned read-only (remounting needs no file open for writing, so the store
    // is closed first): refused, typed, and nothing lost.
    drop(store);
    remount(dir.path(), "ro");
    let fault = Fault::from(Store::open(&path).err().expect("a read-only folder refuses"));
    assert!(matches!(fault, Fault::ReadOnly | Fault::Io(_)), "{fault:?}");
    remount(dir.path(), "rw");
    let (mut store, recovery) = Store::open(&path).unwrap();
    assert_eq!(recovery, None);
    played.try_step(&mut store).expect("saved once writable");
    drop(store);
    let (store, _) = Store::open(&path).unwrap();
    assert_eq!(store.integrity_check().unwrap(), "ok");
    assert_eq!(store.load_game(played.id).unwrap().record.clone(), played.game.record());
    println!("full disk on tmpfs: refused as Full after {saved} operations, retried and saved; a read-only folder refused as {fault:?}");
}
