//! The open store: its connection, where its backups go, and its hold on the file. Every
//! other module adds methods to it, so it sits below them and names only what it holds.

use rusqlite::Connection;

use crate::StoreError;
#[cfg(not(target_arch = "wasm32"))]
use crate::lock;
use crate::migrations;
use crate::shelf::Shelf;

/// SQLite's journal mode: WAL natively, a persistent rollback journal in the browser.
#[cfg(all(feature = "sqlite", not(target_arch = "wasm32")))]
const JOURNAL_MODE: &str = "WAL";
#[cfg(all(feature = "sqlite", target_arch = "wasm32"))]
const JOURNAL_MODE: &str = "PERSIST";

/// An open store.
#[cfg(feature = "sqlite")]
pub struct Store {
    pub(crate) conn: Connection,
    /// Where its backups go; `None` for a store in memory.
    pub(crate) shelf: Option<Shelf>,
    /// This process's hold on the file (see `lock.rs`); natively, for a file.
    #[cfg(not(target_arch = "wasm32"))]
    pub(crate) lock: Option<lock::StoreLock>,
}

#[cfg(feature = "sqlite")]
impl Store {
    /// A store that lives in memory only (tests, previews).
    pub fn in_memory() -> Result<Store, StoreError> {
        Store::from_connection(Connection::open_in_memory()?)
    }

    pub(crate) fn from_connection(mut conn: Connection) -> Result<Store, StoreError> {
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
    pub(crate) fn bare(conn: Connection) -> Store {
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
