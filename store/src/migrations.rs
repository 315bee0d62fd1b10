//! Schema versions, kept in SQLite's `user_version` (rusqlite_migration).
//! Append new migrations; never edit one that has shipped.

use std::sync::LazyLock;

use rusqlite::Connection;
use rusqlite_migration::{M, Migrations};

use crate::StoreError;

/// Each schema version's SQL, in order: version N is the first N steps. The one list both
/// the migrations and [`latest`] are read from.
const STEPS: &[&str] = &[
    "CREATE TABLE games (
             id INTEGER PRIMARY KEY,
             name TEXT NOT NULL,
             setup TEXT NOT NULL,
             created_at INTEGER NOT NULL,
             updated_at INTEGER NOT NULL,
             finished INTEGER NOT NULL DEFAULT 0
         );
         CREATE TABLE game_ops (
             game_id INTEGER NOT NULL REFERENCES games(id) ON DELETE CASCADE,
             seq INTEGER NOT NULL,
             op TEXT NOT NULL CHECK (op IN ('apply', 'undo', 'redo')),
             command TEXT,
             PRIMARY KEY (game_id, seq)
         ) WITHOUT ROWID;
         CREATE TABLE game_snapshots (
             game_id INTEGER PRIMARY KEY REFERENCES games(id) ON DELETE CASCADE,
             seq INTEGER NOT NULL,
             record TEXT NOT NULL
         );
         CREATE TABLE settings (
             key TEXT PRIMARY KEY,
             value TEXT NOT NULL
         );",
    // The figure catalog (imported from the dial feed or typed in) and saved armies.
    "CREATE TABLE figures (
             id INTEGER PRIMARY KEY,
             feed_id INTEGER UNIQUE,
             name TEXT NOT NULL,
             def TEXT NOT NULL,
             portrait BLOB,
             updated_at INTEGER NOT NULL
         );
         CREATE INDEX figures_name ON figures(name COLLATE NOCASE);
         CREATE TABLE armies (
             id INTEGER PRIMARY KEY,
             name TEXT NOT NULL,
             game_size INTEGER NOT NULL,
             army TEXT NOT NULL,
             updated_at INTEGER NOT NULL
         );",
    // Figures a player fixed in the editor: a re-import of the feed leaves them alone.
    "ALTER TABLE figures ADD COLUMN edited INTEGER NOT NULL DEFAULT 0;",
    // Games shared between phones (issue 45): each shared game's key, this phone's
    // id and term, its base; the shared log beside the game's operations, one row per
    // operation with the same number, written in the same transaction; the entries
    // waiting to be asked of the host again.
    "CREATE TABLE shares (
             game_id INTEGER PRIMARY KEY REFERENCES games(id) ON DELETE CASCADE,
             key TEXT NOT NULL UNIQUE,
             me TEXT NOT NULL,
             hosting INTEGER NOT NULL,
             term INTEGER NOT NULL,
             term_by TEXT NOT NULL,
             base_seq INTEGER NOT NULL,
             base_digest INTEGER NOT NULL,
             base TEXT NOT NULL
         );
         CREATE TABLE share_log (
             game_id INTEGER NOT NULL REFERENCES shares(game_id) ON DELETE CASCADE,
             seq INTEGER NOT NULL,
             term INTEGER NOT NULL,
             term_by TEXT NOT NULL,
             phone TEXT NOT NULL,
             tap INTEGER NOT NULL,
             author TEXT NOT NULL,
             digest INTEGER NOT NULL,
             PRIMARY KEY (game_id, seq)
         ) WITHOUT ROWID;
         CREATE UNIQUE INDEX share_taps ON share_log(game_id, phone, tap);
         CREATE TABLE share_outbox (
             game_id INTEGER NOT NULL REFERENCES shares(game_id) ON DELETE CASCADE,
             phone TEXT NOT NULL,
             tap INTEGER NOT NULL,
             entry TEXT NOT NULL,
             UNIQUE (game_id, phone, tap)
         );",
    // Each operation's time (issue 50): a tap writes its own row and no other, and the
    // games list reads a game's last change from its last operation. Rewriting the
    // game's row at every tap was one page of every commit's log. Rows written before
    // this keep no time: their game's `updated_at` was kept up to date then.
    "ALTER TABLE game_ops ADD COLUMN at INTEGER;",
];

static MIGRATIONS: LazyLock<Migrations<'static>> = LazyLock::new(|| Migrations::new(STEPS.iter().map(|sql| M::up(sql)).collect()));

/// The migrations, for opening and for the `validate()` test.
pub(super) fn migrations() -> &'static Migrations<'static> {
    &MIGRATIONS
}

/// The schema version this app writes.
pub(super) fn latest() -> i64 {
    STEPS.len() as i64
}

/// Refuses a database from a newer app instead of guessing at its tables.
pub(super) fn check_not_newer(conn: &Connection) -> Result<(), StoreError> {
    let found: i64 = conn.query_row("PRAGMA user_version", [], |r| r.get(0))?;
    if found > latest() {
        return Err(StoreError::TooNew { found, supported: latest() });
    }
    Ok(())
}
