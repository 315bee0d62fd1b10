//! The SQLite store: games as a log of operations plus periodic snapshots, the figure
//! catalog, saved armies and settings.
//!
//! Every operation is committed in its own transaction before the UI shows it, so
//! killing the app (or the battery dying) loses at most the tap that was not yet shown.
//! The app reaches the store only through [`Request`] and [`Reply`] ([`Store::handle`]):
//! natively in the same thread, on the web as messages to the worker that owns the file.
#![deny(missing_docs)]
#![forbid(unsafe_code)]

mod backup;
mod catalog;
#[cfg(feature = "sqlite")]
mod clock;
mod fault;
mod games;
#[cfg(all(feature = "sqlite", not(target_arch = "wasm32")))]
mod lock;
#[cfg(feature = "sqlite")]
mod migrations;
mod moving;
mod open;
mod protocol;
#[cfg(feature = "sqlite")]
mod settings;

pub use backup::{BACKUP_EVERY, BACKUPS_KEPT, BackupInfo, BackupWhen, RecoveredGame, Restored};
pub use catalog::{CatalogFigure, FigureRow, SavedArmy, Upsert};
pub use fault::Fault;
#[cfg(feature = "sqlite")]
pub use games::Stored;
pub use games::{EXPORT_FORMAT, ExportFile, GameId, GameSummary, Op, SNAPSHOT_EVERY, snapshot_due};
pub use moving::{MOVE_FORMAT, MoveFile, Moved, MovedArmy, MovedGame};
pub use open::{MISSING, Recovery};
pub use protocol::{Claim, FromWorker, Hello, KeptFile, Reply, Request, StoredGame, ToWorker};

#[cfg(feature = "sqlite")]
use rusqlite::Connection;

/// Why the store failed.
#[cfg(feature = "sqlite")]
#[derive(Debug, thiserror::Error)]
pub enum StoreError {
    /// The database was written by a newer Dialkeeper; we refuse to touch it.
    #[error("the database has schema version {found}; this app knows up to {supported}")]
    TooNew {
        /// The file's version.
        found: i64,
        /// Ours.
        supported: i64,
    },
    /// SQLite said no.
    #[error("database: {0}")]
    Sql(#[from] rusqlite::Error),
    /// A migration failed.
    #[error("migration: {0}")]
    Migration(#[from] rusqlite_migration::Error),
    /// Stored JSON did not parse.
    #[error("stored data: {0}")]
    Json(#[from] serde_json::Error),
    /// The stored game does not replay (should never happen; reported, not hidden).
    #[error("stored game: {0}")]
    Replay(#[from] dialkeeper_core::ReplayError),
    /// The file system refused (moving a corrupt file aside).
    #[error("file: {0}")]
    Io(#[from] std::io::Error),
    /// No game with that id.
    #[error("no game {0}")]
    NoGame(i64),
    /// Another app (a second window or process) has this store open.
    #[error("the store is open in another window")]
    InUse,
    /// No readable backup with that number.
    #[error("no backup {0}")]
    NoBackup(i64),
}

/// SQLite's journal mode: WAL natively, a persistent rollback journal in the browser.
#[cfg(all(feature = "sqlite", not(target_arch = "wasm32")))]
const JOURNAL_MODE: &str = "WAL";
#[cfg(all(feature = "sqlite", target_arch = "wasm32"))]
const JOURNAL_MODE: &str = "PERSIST";

#[cfg(feature = "sqlite")]
impl StoreError {
    /// Whether the file itself is damaged (SQLite says corrupt, or not a database), as
    /// opposed to a fault that may pass (busy, I/O, no space): only damage is a reason to
    /// keep the file aside and start fresh.
    pub fn is_damage(&self) -> bool {
        let sql = match self {
            StoreError::Sql(e) => e,
            StoreError::Migration(rusqlite_migration::Error::RusqliteError { err, .. }) => err,
            _ => return false,
        };
        matches!(sql.sqlite_error_code(), Some(rusqlite::ErrorCode::DatabaseCorrupt | rusqlite::ErrorCode::NotADatabase))
    }
}

/// An open store.
#[cfg(feature = "sqlite")]
pub struct Store {
    conn: Connection,
    /// Where its backups go; `None` for a store in memory.
    shelf: Option<backup::Shelf>,
    /// This process's hold on the file (see `lock.rs`); natively, for a file.
    #[cfg(not(target_arch = "wasm32"))]
    lock: Option<lock::StoreLock>,
}

#[cfg(feature = "sqlite")]
impl Store {
    /// A store that lives in memory only (tests, previews).
    pub fn in_memory() -> Result<Store, StoreError> {
        Store::from_connection(Connection::open_in_memory()?)
    }

    fn from_connection(mut conn: Connection) -> Result<Store, StoreError> {
        migrations::check_not_newer(&conn)?;
        // WAL and durability are connection settings, kept outside the migrations. The
        // browser's file pool has no shared memory for WAL: there the journal is kept and
        // only its header cleared at each commit, so no commit creates or deletes a file
        // in the pool (a browser killed in the middle of that left a malformed store).
        conn.pragma_update(None, "journal_mode", JOURNAL_MODE)?;
        conn.pragma_update(None, "synchronous", "FULL")?;
        conn.pragma_update(None, "foreign_keys", "ON")?;
        conn.busy_timeout(std::time::Duration::from_secs(2))?;
        migrations::migrations().to_latest(&mut conn)?;
        Ok(Store::bare(conn))
    }

    /// A store on `conn` as it is, without settings or migrations: for reading a backup.
    fn bare(conn: Connection) -> Store {
        Store {
            conn,
            shelf: None,
            #[cfg(not(target_arch = "wasm32"))]
            lock: None,
        }
    }

    /// `PRAGMA integrity_check`: `"ok"` when the file is sound.
    pub fn integrity_check(&self) -> Result<String, StoreError> {
        Ok(self.conn.query_row("PRAGMA integrity_check", [], |r| r.get(0))?)
    }
}

#[cfg(all(test, feature = "sqlite"))]
mod tests;

#[cfg(all(test, feature = "sqlite"))]
mod migration_tests;
