//! Automatic backups: a consistent copy of the whole store in one of [`BACKUPS_KEPT`]
//! slots, always written over the oldest, so that a damaged store can be replaced by the
//! newest copy that still reads (`open.rs`), or the player can go back to one (Settings).
//!
//! The copy is SQLite's online backup of the open connection, through the same VFS as the
//! store, so one code serves both platforms: files beside the store natively
//! (`<dir>/backups/<name>-<n>.db`), the same OPFS pool on the web (`/backup-<n>.db`).
//! Slots are written in place rather than created and renamed, because the web's pool
//! cannot rename. Natively a copy cut short is rolled back by its journal; on the web (the
//! pool hides hot journals) it is left damaged, but it is the oldest slot, never the
//! newest good one, and a restore checks each slot before using it.
//!
//! Each copy knows its own sequence number and time: they are written into the store's
//! settings just before the copy, so marker and content are one snapshot.

#[cfg(feature = "sqlite")]
use std::path::Path;
use std::path::PathBuf;

use serde::{Deserialize, Serialize};

use crate::games::GameId;
/// What a slot holds and how many there are, from the shelf below the store.
pub use crate::shelf::{BACKUPS_KEPT, BackupInfo};
#[cfg(feature = "sqlite")]
pub(crate) use crate::shelf::{MARKER, exists};
#[cfg(feature = "sqlite")]
use crate::shelf::{Marker, counts, info_of, open_existing, read_info};

#[cfg(feature = "sqlite")]
use rusqlite::Connection;
#[cfg(feature = "sqlite")]
use rusqlite::backup::{Backup, StepResult};
#[cfg(feature = "sqlite")]
use rusqlite::config::DbConfig;

#[cfg(feature = "sqlite")]
use crate::clock::now;
#[cfg(feature = "sqlite")]
use crate::{Store, StoreError, migrations};

/// Changes between two automatic backups. A backup of a store with five games of 300
/// operations takes a few milliseconds (BENCHMARKS.md, "Backups"), so one every 20 changes
/// costs under a tenth of a millisecond per tap on average, and a damaged store loses at
/// most 20 taps: about two turns of one game.
pub const BACKUP_EVERY: u32 = 20;

/// When a backup is asked for.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub enum BackupWhen {
    /// Now, whatever changed (the Settings button).
    Now,
    /// If anything changed since the last one (a game ended or was closed, the app went
    /// to the background).
    IfChanged,
    /// If [`BACKUP_EVERY`] changes were made since the last one (asked after each commit).
    IfDue,
}

/// A game that came back from a backup.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct RecoveredGame {
    /// Its id (the same as before: the backup is a copy of the store).
    pub id: GameId,
    /// Its name.
    pub name: String,
    /// Unix seconds of its last change in the backup.
    pub updated_at: i64,
    /// Its operations in the backup.
    pub ops: i64,
}

/// A backup that was put in the store's place, and the games it brought back.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Restored {
    /// The backup.
    pub backup: BackupInfo,
    /// Its games, each read back whole (the rules are asked of one when it is opened).
    pub games: Vec<RecoveredGame>,
    /// Where the store as it was before the restore was kept (never deleted); empty when
    /// restoring at start-up, where [`crate::Recovery::moved_to`] says it.
    #[serde(default)]
    pub kept_at: PathBuf,
}

/// A rollback journal natively, so a copy cut short rolls back; none on the web, whose
/// pool never treats a journal as hot (and would only spend a file on it).
#[cfg(all(feature = "sqlite", not(target_arch = "wasm32")))]
const SLOT_JOURNAL: &str = "DELETE";
#[cfg(all(feature = "sqlite", target_arch = "wasm32"))]
const SLOT_JOURNAL: &str = "OFF";

/// Copies every page of `from` into `to`, in one step, under one read of `from`: the
/// copy is a consistent snapshot, and `to`'s old content is replaced in one transaction.
#[cfg(feature = "sqlite")]
pub(crate) fn copy(from: &Connection, to: &mut Connection) -> Result<(), StoreError> {
    let backup = Backup::new(from, to)?;
    match backup.step(-1)? {
        StepResult::Done => Ok(()),
        _ => Err(StoreError::Sql(rusqlite::Error::SqliteFailure(
            rusqlite::ffi::Error::new(rusqlite::ffi::SQLITE_BUSY),
            Some("the copy could not read the store".into()),
        ))),
    }
}

/// Writes a copy of `from` into the file at `path` (created, or replaced whole).
#[cfg(feature = "sqlite")]
fn write_copy(from: &Connection, path: &Path) -> Result<(), StoreError> {
    #[cfg(not(target_arch = "wasm32"))]
    if let Some(dir) = path.parent() {
        std::fs::create_dir_all(dir)?;
    }
    let mut to = Connection::open(path)?;
    crate::hold::hold_on_the_web(&to)?;
    let attempt = |to: &mut Connection| -> Result<(), StoreError> {
        to.pragma_update(None, "journal_mode", SLOT_JOURNAL)?;
        to.pragma_update(None, "synchronous", "FULL")?;
        copy(from, to)?;
        // The copy of a WAL store says WAL in its header: make it one plain file again.
        to.pragma_update(None, "journal_mode", SLOT_JOURNAL)?;
        Ok(())
    };
    match attempt(&mut to) {
        // A slot damaged by a copy cut short (on the web) is not a database SQLite will
        // write over: it is emptied first.
        Err(e) if e.is_damage() => {
            reset(&to)?;
            attempt(&mut to)
        }
        other => other,
    }
}

/// Empties a database file, however damaged (SQLite's documented reset).
#[cfg(feature = "sqlite")]
fn reset(conn: &Connection) -> Result<(), StoreError> {
    conn.pragma_update(None, "temp_store", "MEMORY")?;
    conn.set_db_config(DbConfig::SQLITE_DBCONFIG_RESET_DATABASE, true)?;
    let vacuumed = conn.execute_batch("VACUUM");
    conn.set_db_config(DbConfig::SQLITE_DBCONFIG_RESET_DATABASE, false)?;
    Ok(vacuumed?)
}

/// A backup checked before it replaces anything: sound pages, a schema this app knows,
/// and every game reads back whole as JSON records (`Unread`, as the web's worker reads
/// them: a game's types are read, and the rules asked, by whoever opens it; `games.rs`
/// says why). Returns it open, with what it holds.
#[cfg(feature = "sqlite")]
pub(crate) fn verify(path: &Path) -> Result<(Connection, Restored), StoreError> {
    let conn = open_existing(path)?;
    let check: String = conn.query_row("PRAGMA quick_check", [], |r| r.get(0))?;
    if check != "ok" {
        return Err(crate::error::damaged(check));
    }
    migrations::check_not_newer(&conn)?;
    let backup = info_of(&conn)?;
    let store = Store::<crate::Unread>::bare(conn);
    let mut games = Vec::new();
    for summary in store.list_games()? {
        let stored = store.load_game(summary.id)?;
        games.push(RecoveredGame { id: summary.id, name: summary.name, updated_at: summary.updated_at, ops: stored.next_seq - 1 });
    }
    Ok((store.conn, Restored { backup, games, kept_at: PathBuf::new() }))
}

/// The first free `<store>.<what>-<n>` name.
#[cfg(feature = "sqlite")]
pub(crate) fn free_name(store: &Path, what: &str) -> PathBuf {
    let name = store.file_name().map(|n| n.to_string_lossy().into_owned()).unwrap_or_default();
    (1..).map(|n| store.with_file_name(format!("{name}.{what}-{n}"))).find(|p| !exists(p)).expect("some number is free")
}

#[cfg(feature = "sqlite")]
impl<K: crate::Kinds> Store<K> {
    /// Counts one committed change toward the next automatic backup.
    pub(crate) fn note_change(&mut self) {
        if let Some(shelf) = &mut self.shelf {
            shelf.since = shelf.since.map(|n| n.saturating_add(1));
        }
    }

    /// Changes since the newest backup. Read from the slots once (the newest backup's
    /// counts against the store's), then counted.
    pub fn changes_since_backup(&mut self) -> Result<u32, StoreError> {
        let Some(shelf) = &self.shelf else { return Ok(0) };
        if let Some(n) = shelf.since {
            return Ok(n);
        }
        let (games, ops) = counts(&self.conn)?;
        let newest = shelf.backups().into_iter().next().map(|(_, info)| info);
        let n = match newest {
            Some(b) if b.games == games && b.ops == ops => 0,
            Some(b) => (ops - b.ops).clamp(1, i64::from(u32::MAX)) as u32,
            None if games == 0 => 0,
            None => ops.clamp(1, i64::from(u32::MAX)) as u32,
        };
        if let Some(shelf) = &mut self.shelf {
            shelf.since = Some(n);
        }
        Ok(n)
    }

    /// Whether [`BACKUP_EVERY`] changes were made since the newest backup.
    pub fn backup_due(&mut self) -> Result<bool, StoreError> {
        Ok(self.changes_since_backup()? >= BACKUP_EVERY)
    }

    /// Writes a backup over the oldest slot, if `when` says one is wanted. `None`: none
    /// was wanted, or the store is in memory. A failure leaves the store as it was and the
    /// other backups untouched.
    pub fn back_up(&mut self, when: BackupWhen) -> Result<Option<BackupInfo>, StoreError> {
        if self.shelf.is_none() {
            return Ok(None);
        }
        let since = self.changes_since_backup()?;
        let wanted = match when {
            BackupWhen::Now => true,
            BackupWhen::IfChanged => since > 0,
            BackupWhen::IfDue => since >= BACKUP_EVERY,
        };
        let Some(shelf) = self.shelf.as_ref().filter(|_| wanted) else { return Ok(None) };
        let slots = shelf.read();
        let seq = slots.iter().filter_map(|(_, info)| info.as_ref().map(|i| i.seq)).max().unwrap_or(0) + 1;
        // Newest first, unreadable last: the last one is empty, damaged or the oldest.
        let target = slots.last().expect("there are slots").0.clone();
        let marker = serde_json::to_string(&Marker { seq, taken_at: now() })?;
        self.conn.execute(
            "INSERT INTO settings (key, value) VALUES (?1, ?2) ON CONFLICT(key) DO UPDATE SET value = excluded.value",
            [MARKER, &marker],
        )?;
        write_copy(&self.conn, &target)?;
        // The write-ahead log's commits go into the file now, while nothing waits (a
        // backup runs after the frame is painted), so no tap's commit pays for SQLite's own
        // checkpoint. One that cannot run now runs at a later backup or at SQLite's limit.
        let _ = self.conn.query_row("PRAGMA wal_checkpoint(PASSIVE)", [], |_| Ok(()));
        if let Some(shelf) = &mut self.shelf {
            shelf.since = Some(0);
        }
        Ok(Some(read_info(&target)?))
    }

    /// Every readable backup, newest first.
    pub fn backups(&self) -> Vec<BackupInfo> {
        self.shelf.as_ref().map(|s| s.backups().into_iter().map(|(_, info)| info).collect()).unwrap_or_default()
    }

    /// When the newest readable backup was taken (Unix seconds).
    pub fn last_backup(&self) -> Option<i64> {
        self.backups().first().map(|b| b.taken_at)
    }

    /// Puts backup `seq` in the store's place, after keeping a copy of the store as it is
    /// beside it (never deleted). The backup is checked first; if it fails the check, the
    /// store is left as it was.
    pub fn restore_backup(&mut self, seq: i64) -> Result<Restored, StoreError> {
        let shelf = self.shelf.as_ref().ok_or(StoreError::NoBackup(seq))?;
        let (path, _) = shelf.backups().into_iter().find(|(_, info)| info.seq == seq).ok_or(StoreError::NoBackup(seq))?;
        let (backup, mut restored) = verify(&path)?;
        let kept_at = free_name(&shelf.store, "before-restore");
        write_copy(&self.conn, &kept_at)?;
        copy(&backup, &mut self.conn)?;
        drop(backup);
        migrations::migrations().to_latest(&mut self.conn)?;
        if let Some(shelf) = &mut self.shelf {
            shelf.since = Some(0);
        }
        restored.kept_at = kept_at;
        Ok(restored)
    }
}
