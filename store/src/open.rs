//! Opening the store file: refuse a newer schema, and move a corrupt file aside (never
//! delete it) so the player still has it and the app starts fresh.

use std::path::PathBuf;
#[cfg(feature = "sqlite")]
use std::path::Path;

#[cfg(feature = "sqlite")]
use rusqlite::{Connection, OpenFlags};

#[cfg(feature = "sqlite")]
use crate::{Store, StoreError};

/// A damaged store that was moved aside when opening.
#[derive(Debug, Clone, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct Recovery {
    /// Where the damaged file now is.
    pub moved_to: PathBuf,
    /// What SQLite said about it.
    pub reason: String,
}

#[cfg(feature = "sqlite")]
impl Store {
    /// Opens (or creates) the store at `path`. A corrupt file (see [`StoreError::is_damage`])
    /// is renamed to `<name>.corrupt-<n>` and a fresh store is created; the `Recovery` says
    /// so. A file from a newer app is refused with [`StoreError::TooNew`], and any other
    /// failure (busy, I/O) is returned: both leave the file untouched, since a store moved
    /// aside for a passing fault would hide every game from the player.
    pub fn open(path: &Path) -> Result<(Store, Option<Recovery>), StoreError> {
        if let Some(dir) = path.parent() {
            std::fs::create_dir_all(dir)?;
        }
        match Store::open_checked(path) {
            Ok(store) => Ok((store, None)),
            Err(error) if !error.is_damage() => Err(error),
            Err(error) => {
                let moved_to = move_aside(path)?;
                let store = Store::open_checked(path)?;
                Ok((store, Some(Recovery { moved_to, reason: error.to_string() })))
            }
        }
    }

    /// Opens the store at `path` without moving anything: a damaged file is an error,
    /// for a caller that keeps files aside its own way (the web worker's OPFS pool, where
    /// there is no file system to rename in).
    pub fn open_in_place(path: &Path) -> Result<Store, StoreError> {
        Store::open_checked(path)
    }

    fn open_checked(path: &Path) -> Result<Store, StoreError> {
        let conn = Connection::open_with_flags(
            path,
            OpenFlags::SQLITE_OPEN_READ_WRITE | OpenFlags::SQLITE_OPEN_CREATE | OpenFlags::SQLITE_OPEN_NO_MUTEX,
        )?;
        // Reading the header and checking the pages finds truncated or overwritten files.
        let check: String = conn.query_row("PRAGMA quick_check", [], |r| r.get(0))?;
        if check != "ok" {
            return Err(StoreError::Sql(rusqlite::Error::SqliteFailure(
                rusqlite::ffi::Error::new(rusqlite::ffi::SQLITE_CORRUPT),
                Some(check),
            )));
        }
        Store::from_connection(conn)
    }
}

/// Renames the file and its WAL companions to the first free `.corrupt-<n>` name.
#[cfg(feature = "sqlite")]
fn move_aside(path: &Path) -> Result<PathBuf, StoreError> {
    let name = path.file_name().and_then(|n| n.to_str()).unwrap_or("dialkeeper.db");
    let target = (1..)
        .map(|n| path.with_file_name(format!("{name}.corrupt-{n}")))
        .find(|p| !p.exists())
        .expect("some number is free");
    std::fs::rename(path, &target)?;
    for suffix in ["-wal", "-shm"] {
        let side = path.with_file_name(format!("{name}{suffix}"));
        if side.exists() {
            std::fs::rename(&side, target.with_file_name(format!("{}{suffix}", target.file_name().unwrap().to_string_lossy())))?;
        }
    }
    Ok(target)
}
