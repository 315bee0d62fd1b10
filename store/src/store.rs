//! The open store: its connection, where its backups go, and its hold on the file. Every
//! other module adds methods to it, so it sits below them and names only what it holds.

use std::marker::PhantomData;

use rusqlite::Connection;

use crate::StoreError;
use crate::kinds::{Kinds, Typed};
#[cfg(not(target_arch = "wasm32"))]
use crate::lock;
use crate::migrations;
use crate::shelf::Shelf;

/// An open store, holding a game's types as `K` says ([`crate::Kinds`]): the engine's
/// natively, the page's JSON unread in the web's worker.
#[cfg(feature = "sqlite")]
pub struct Store<K: Kinds = Typed> {
    pub(crate) conn: Connection,
    /// Where its backups go; `None` for a store in memory.
    pub(crate) shelf: Option<Shelf>,
    /// This process's hold on the file (see `lock.rs`); natively, for a file.
    #[cfg(not(target_arch = "wasm32"))]
    pub(crate) lock: Option<lock::StoreLock>,
    pub(crate) kinds: PhantomData<K>,
}

/// A store opens holding the engine's types; the web's worker then holds them unread
/// ([`Store::holding`]).
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
}

#[cfg(feature = "sqlite")]
impl<K: Kinds> Store<K> {
    /// A store on `conn` as it is, without settings or migrations: for reading a backup.
    pub(crate) fn bare(conn: Connection) -> Store<K> {
        Store {
            conn,
            shelf: None,
            #[cfg(not(target_arch = "wasm32"))]
            lock: None,
            kinds: PhantomData,
        }
    }

    /// The same store, holding a game's types as `L` says: the web's worker opens it as
    /// every store opens, then keeps what the page sends unread.
    pub fn holding<L: Kinds>(self) -> Store<L> {
        Store {
            conn: self.conn,
            shelf: self.shelf,
            #[cfg(not(target_arch = "wasm32"))]
            lock: self.lock,
            kinds: PhantomData,
        }
    }

    /// `PRAGMA integrity_check`: `"ok"` when the file is sound.
    pub fn integrity_check(&self) -> Result<String, StoreError> {
        Ok(self.conn.query_row("PRAGMA integrity_check", [], |r| r.get(0))?)
    }
}
