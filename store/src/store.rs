//! The open store: its connection, where its backups go, and its hold on the file. Every
//! other module adds methods to it, so it sits below them and names only what it holds.

use rusqlite::Connection;

use crate::StoreError;
#[cfg(not(target_arch = "wasm32"))]
use crate::lock;
use crate::migrations;
use crate::shelf::Shelf;

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
        // WAL and durability are connection settings, kept outside the migrations. A
        // commit in WAL flushes one append to the log, where a rollback journal flushes the
        // journal and then the database: the tap's wait at CPU x4 is about 3 ms shorter
        // on the web (BENCHMARKS.md, issue 50). The browser's file pool has no shared
        // memory for WAL's index, so there the one connection holds the file exclusively
        // (set before WAL, which needs it): the worker's Web Lock already makes it the only
        // one. No commit creates or deletes a file in the pool (a browser killed in the
        // middle of that once left a malformed store): the log is made at the first write
        // and reused, and a kill leaves its last commit whole or ignored by its checksums.
        crate::hold::hold_on_the_web(&conn)?;
        let mode: String = conn.pragma_update_and_check(None, "journal_mode", "WAL", |row| row.get(0))?;
        if !mode.eq_ignore_ascii_case("wal") && !mode.eq_ignore_ascii_case("memory") {
            // A file system that refuses the log keeps the persistent rollback journal the
            // web used before it: as durable, a little slower, and no file made per commit.
            conn.pragma_update(None, "journal_mode", "PERSIST")?;
        }
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
