//! Opening the store file: refuse a newer schema; keep a damaged file aside (never delete
//! it) and put the newest sound backup in its place, or start fresh when none is.

#[cfg(feature = "sqlite")]
use std::path::Path;
use std::path::PathBuf;

#[cfg(feature = "sqlite")]
use rusqlite::{Connection, OpenFlags};

#[cfg(feature = "sqlite")]
use crate::backup;
use crate::backup::Restored;
#[cfg(feature = "sqlite")]
use crate::shelf::Shelf;
#[cfg(feature = "sqlite")]
use crate::{Kinds, Store, StoreError};

/// A damaged (or vanished) store found when opening, and what was done about it.
#[derive(Debug, Clone, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct Recovery {
    /// Where the damaged file now is; empty when there was no file to keep (it was
    /// missing or empty while backups were there).
    pub moved_to: PathBuf,
    /// What SQLite said about it.
    pub reason: String,
    /// The backup now in its place and the games it brought back; `None` when no backup
    /// was usable, and the store started empty.
    #[serde(default)]
    pub restored: Option<Restored>,
}

/// What `reason` says when the store file was missing or empty but backups were there.
pub const MISSING: &str = "the store file was missing or empty";

/// A file the store kept aside (a damaged store), as its name and bytes, for the player
/// to save.
#[derive(Debug, Clone, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct KeptFile {
    /// Its name (no folder).
    pub name: String,
    /// Its bytes.
    pub bytes: Vec<u8>,
}

#[cfg(feature = "sqlite")]
impl Store {
    /// Opens (or creates) the store at `path`, for this process alone: another holder of
    /// the same file is refused with [`StoreError::InUse`]. A damaged file (see
    /// [`StoreError::is_damage`]) is renamed to `<name>.corrupt-<n>` and the newest sound
    /// backup takes its place, or a fresh store when none is; the `Recovery` says which.
    /// A file from a newer app is refused with [`StoreError::TooNew`], and any other
    /// failure (busy, I/O) is returned: both leave the file untouched, since a store moved
    /// aside for a passing fault would hide every game from the player.
    #[cfg(not(target_arch = "wasm32"))]
    pub fn open(path: &Path) -> Result<(Store, Option<Recovery>), StoreError> {
        if let Some(dir) = path.parent() {
            std::fs::create_dir_all(dir)?;
        }
        let lock = crate::lock::take(path)?;
        let (mut store, recovery) = match Store::open_in_place(path) {
            Ok(opened) => opened,
            Err(error) if !error.is_damage() => return Err(error),
            Err(error) => {
                let moved_to = move_aside(path)?;
                let (store, recovery) = Store::restore_after_damage(path, moved_to, error.to_string())?;
                (store, Some(recovery))
            }
        };
        store.lock = Some(lock);
        Ok((store, recovery))
    }

    /// Opens the store at `path` without moving anything: a damaged file is an error, for
    /// a caller that keeps files aside its own way (the web worker's OPFS pool, where there
    /// is no file system to rename in), and that then calls
    /// [`Store::restore_after_damage`]. A missing or empty file with backups beside it is
    /// restored from the newest sound one (a `Recovery` with an empty `moved_to`).
    pub fn open_in_place(path: &Path) -> Result<(Store, Option<Recovery>), StoreError> {
        let conn = open_file(path)?;
        let blank = conn.query_row("PRAGMA page_count", [], |r| r.get::<_, i64>(0))? == 0;
        if blank && !Shelf::beside(path).backups().is_empty() {
            drop(conn);
            let (store, recovery) = Store::restore_after_damage(path, PathBuf::new(), MISSING.into())?;
            return Ok((store, Some(recovery)));
        }
        Ok((Store::checked(conn, path)?, None))
    }

    /// Puts the newest backup that passes [`backup::verify`] at `path`, whose damaged file
    /// the caller has moved to `moved_to`; older backups are tried when newer ones fail.
    /// With none usable, a fresh store starts there. The `Recovery` says which.
    pub fn restore_after_damage(path: &Path, moved_to: PathBuf, reason: String) -> Result<(Store, Recovery), StoreError> {
        for (slot, _) in Shelf::beside(path).backups() {
            let Ok((backup, restored)) = backup::verify(&slot) else { continue };
            let mut conn = open_file(path)?;
            backup::copy(&backup, &mut conn)?;
            drop(backup);
            let store = Store::checked(conn, path)?;
            return Ok((store, Recovery { moved_to, reason, restored: Some(restored) }));
        }
        let store = Store::checked(open_file(path)?, path)?;
        Ok((store, Recovery { moved_to, reason, restored: None }))
    }
}

#[cfg(feature = "sqlite")]
impl<K: Kinds> Store<K> {
    /// The newest damaged store file kept aside beside this one, if any.
    pub fn damaged_path(&self) -> Option<PathBuf> {
        let store = &self.shelf.as_ref()?.store;
        let name = store.file_name()?.to_string_lossy().into_owned();
        (1..).map(|n| store.with_file_name(format!("{name}.corrupt-{n}"))).take_while(|p| backup::exists(p)).last()
    }

    /// The newest damaged store file's bytes, to save or send. On the web the worker reads
    /// it from its pool instead ([`Store::damaged_path`] names it).
    pub fn damaged_file(&self) -> Result<Option<KeptFile>, StoreError> {
        let Some(path) = self.damaged_path() else { return Ok(None) };
        let name = path.file_name().map(|n| n.to_string_lossy().into_owned()).unwrap_or_default();
        #[cfg(target_arch = "wasm32")]
        return Err(StoreError::Io(std::io::Error::other(format!("{name} is read by the worker"))));
        #[cfg(not(target_arch = "wasm32"))]
        Ok(Some(KeptFile { name, bytes: std::fs::read(&path)? }))
    }
}

#[cfg(feature = "sqlite")]
impl Store {
    /// The store on `conn`, once its pages pass SQLite's check, with its backups beside
    /// `path`.
    fn checked(conn: Connection, path: &Path) -> Result<Store, StoreError> {
        // Reading the header and checking the pages finds truncated or overwritten files.
        let check: String = conn.query_row("PRAGMA quick_check", [], |r| r.get(0))?;
        if check != "ok" {
            return Err(crate::error::damaged(check));
        }
        let mut store = Store::from_connection(conn)?;
        store.shelf = Some(Shelf::beside(path));
        Ok(store)
    }
}

#[cfg(feature = "sqlite")]
fn open_file(path: &Path) -> Result<Connection, StoreError> {
    let conn = Connection::open_with_flags(
        path,
        OpenFlags::SQLITE_OPEN_READ_WRITE | OpenFlags::SQLITE_OPEN_CREATE | OpenFlags::SQLITE_OPEN_NO_MUTEX,
    )?;
    // Before the check's first read: on the web a WAL store is read only under it.
    crate::hold::hold_on_the_web(&conn)?;
    Ok(conn)
}

/// Renames the file and its WAL companions to the first free `.corrupt-<n>` name.
#[cfg(all(feature = "sqlite", not(target_arch = "wasm32")))]
fn move_aside(path: &Path) -> Result<PathBuf, StoreError> {
    let target = backup::free_name(path, "corrupt");
    std::fs::rename(path, &target)?;
    let name = path.file_name().map(|n| n.to_string_lossy().into_owned()).unwrap_or_default();
    for suffix in ["-wal", "-shm", "-journal"] {
        let side = path.with_file_name(format!("{name}{suffix}"));
        if side.exists() {
            std::fs::rename(&side, target.with_file_name(format!("{}{suffix}", target.file_name().unwrap().to_string_lossy())))?;
        }
    }
    Ok(target)
}
