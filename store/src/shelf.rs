//! Where a store's backups go (`backup.rs` writes and restores them): the slots, what
//! each holds, and how many changes the newest is behind. Below the store, which holds
//! one, so the store depends on nothing that adds methods to it.

#[cfg(feature = "sqlite")]
use std::path::{Path, PathBuf};

use serde::{Deserialize, Serialize};

#[cfg(feature = "sqlite")]
use rusqlite::{Connection, OpenFlags, OptionalExtension};

#[cfg(feature = "sqlite")]
use crate::StoreError;

/// Backups kept; the next one replaces the oldest.
pub const BACKUPS_KEPT: usize = 3;

/// One backup, as the Settings screen lists it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct BackupInfo {
    /// Its number: each backup gets the next one. Names it for [`crate::Request::RestoreBackup`].
    pub seq: i64,
    /// Unix seconds when it was taken.
    pub taken_at: i64,
    /// Its size in bytes.
    pub bytes: u64,
    /// Games in it.
    pub games: usize,
    /// Operations of all its games (applies, undos, redos).
    pub ops: i64,
}

/// The settings key of a backup's marker.
#[cfg(feature = "sqlite")]
pub(crate) const MARKER: &str = crate::Setting::BackupMarker.name();

#[cfg(feature = "sqlite")]
#[derive(Serialize, Deserialize)]
pub(crate) struct Marker {
    pub(crate) seq: i64,
    pub(crate) taken_at: i64,
}

/// Where a store's backups go, and how many changes they are behind.
#[cfg(feature = "sqlite")]
#[derive(Debug)]
pub(crate) struct Shelf {
    pub(crate) store: PathBuf,
    /// Changes since the newest backup; `None` until first asked (it reads the slots).
    pub(crate) since: Option<u32>,
}

#[cfg(feature = "sqlite")]
impl Shelf {
    pub(crate) fn beside(store: &Path) -> Shelf {
        Shelf { store: store.to_path_buf(), since: None }
    }

    /// The slot paths, by slot number.
    pub(crate) fn slots(&self) -> Vec<PathBuf> {
        (1..=BACKUPS_KEPT).map(|n| slot(&self.store, n)).collect()
    }

    /// Each slot with what it holds (`None`: empty or unreadable), newest first.
    pub(crate) fn read(&self) -> Vec<(PathBuf, Option<BackupInfo>)> {
        let mut slots: Vec<_> = self
            .slots()
            .into_iter()
            .map(|p| {
                let info = read_info(&p).ok();
                (p, info)
            })
            .collect();
        slots.sort_by_key(|(_, info)| std::cmp::Reverse(info.as_ref().map(|i| i.seq)));
        slots
    }

    /// The readable backups, newest first.
    pub(crate) fn backups(&self) -> Vec<(PathBuf, BackupInfo)> {
        self.read().into_iter().filter_map(|(p, info)| Some((p, info?))).collect()
    }
}

#[cfg(all(feature = "sqlite", not(target_arch = "wasm32")))]
fn slot(store: &Path, n: usize) -> PathBuf {
    let stem = store.file_stem().map(|s| s.to_string_lossy().into_owned()).unwrap_or_else(|| "dialkeeper".into());
    store.with_file_name("backups").join(format!("{stem}-{n}.db"))
}

/// The web's pool has no folders: the slots sit beside the store.
#[cfg(all(feature = "sqlite", target_arch = "wasm32"))]
fn slot(store: &Path, n: usize) -> PathBuf {
    store.with_file_name(format!("backup-{n}.db"))
}

/// Whether a file is there, asked through SQLite so it works in the web's pool too: an
/// open without `CREATE` fails on a missing file and reads nothing of one that exists.
#[cfg(feature = "sqlite")]
pub(crate) fn exists(path: &Path) -> bool {
    Connection::open_with_flags(path, OpenFlags::SQLITE_OPEN_READ_ONLY | OpenFlags::SQLITE_OPEN_NO_MUTEX).is_ok()
}

/// Opens a file that must already be there (read-write, so that natively a hot journal
/// left by a copy cut short is rolled back on the first read).
#[cfg(feature = "sqlite")]
pub(crate) fn open_existing(path: &Path) -> Result<Connection, StoreError> {
    let conn = Connection::open_with_flags(path, OpenFlags::SQLITE_OPEN_READ_WRITE | OpenFlags::SQLITE_OPEN_NO_MUTEX)?;
    crate::hold::hold_on_the_web(&conn)?;
    Ok(conn)
}

/// A slot's marker and counts, without a full check (for listing).
#[cfg(feature = "sqlite")]
pub(crate) fn read_info(path: &Path) -> Result<BackupInfo, StoreError> {
    info_of(&open_existing(path)?)
}

#[cfg(feature = "sqlite")]
pub(crate) fn info_of(conn: &Connection) -> Result<BackupInfo, StoreError> {
    let marker: Option<String> = conn.query_row("SELECT value FROM settings WHERE key = ?1", [MARKER], |r| r.get(0)).optional()?;
    let marker: Marker = serde_json::from_str(&marker.ok_or(StoreError::NoBackup(0))?)?;
    let (games, ops) = counts(conn)?;
    let pages: i64 = conn.query_row("PRAGMA page_count", [], |r| r.get(0))?;
    let size: i64 = conn.query_row("PRAGMA page_size", [], |r| r.get(0))?;
    Ok(BackupInfo { seq: marker.seq, taken_at: marker.taken_at, bytes: (pages * size) as u64, games, ops })
}

/// Games and operations in a store.
#[cfg(feature = "sqlite")]
pub(crate) fn counts(conn: &Connection) -> Result<(usize, i64), StoreError> {
    Ok(conn.query_row("SELECT (SELECT count(*) FROM games), (SELECT count(*) FROM game_ops)", [], |r| {
        Ok((r.get::<_, i64>(0)? as usize, r.get(1)?))
    })?)
}
