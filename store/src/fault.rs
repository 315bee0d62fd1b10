//! What the app is told when the store fails: a small, serializable kind that crosses the
//! web worker's message boundary and that the app turns into a localized sentence: each
//! case's doc, Fluent id, English and the values its sentence names are declared on its
//! line (`dialkeeper_core::reports!`).

use serde::{Deserialize, Serialize};

#[cfg(feature = "sqlite")]
use crate::StoreError;

dialkeeper_core::reports! {
    /// Why the store could not do what was asked.
    #[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
    pub enum Fault {
        /// The saved data was written by a newer Dialkeeper; it is left untouched.
        TooNew {
            /// The file's schema version.
            found: i64,
            /// The newest this app knows.
            supported: i64,
        } => "store-fault-too-new" says "the database has schema version {found}; this app knows up to {supported}"
            with { version: *found },
        /// The device, or the browser's quota for the app, is full: nothing more fits.
        Full => "store-fault-full" says "storage is full",
        /// Another app, tab or window holds the store.
        Busy => "store-fault-busy" says "the store is in use elsewhere",
        /// The device will not let the app write its store (a read-only file, folder or
        /// medium). Nothing was saved; what was saved before is intact.
        ReadOnly => "store-fault-read-only" says "the store cannot be written",
        /// Reading or writing the device failed (an I/O error), with what the system said.
        /// Nothing was saved; what was saved before is intact. The browser's storage pool
        /// reports a write over the site's quota as a plain I/O error (SQLite keeps the
        /// pool's own message out of it), so on the web the sentence says what most likely
        /// went wrong and what helps.
        Io(detail: String) => "store-fault-io" says "the device failed to read or write the store: {detail}"
            with { browser: cfg!(target_arch = "wasm32") },
        /// The saved data is damaged.
        Damaged(detail: String) => "store-fault-damaged" says "the saved data is damaged: {detail}",
        /// The store stopped (or hung and was replaced) before it answered: whether the
        /// request was done is read again from the store, never assumed.
        Stopped => "store-fault-stopped" says "the store stopped before it answered",
        /// No game with that id (deleted meanwhile).
        NoGame(id: i64) => "store-fault-no-game" says "no game {id}",
        /// No readable backup with that number (taken away meanwhile).
        NoBackup(seq: i64) => "store-fault-no-backup" says "no backup {seq}",
        /// The database refused the request in a way none of the cases above names, with
        /// what SQLite said (for the log; the player is not shown it).
        Database(detail: String) => "store-fault-database" says "the database refused: {detail}",
        /// The saved data could not be brought up to this version's layout, with what the
        /// migration said (for the log). Nothing was changed.
        Upgrade(detail: String) => "store-fault-upgrade" says "the saved data could not be upgraded: {detail}",
        /// The rules refused a game handed over to be stored (its setup or a step), with
        /// the reason (for the log): nothing was stored. The store itself never asks the
        /// rules (`games.rs` says why): a guest says this of a host's game that does not
        /// replay, and a store of an earlier version said it too.
        Rejected(detail: String) => "store-fault-rejected" says "the rules refused the game: {detail}",
        /// The web page could not start its store worker (the browser refused it, or it
        /// failed before it said hello); what the browser said goes to the console.
        WorkerStart => "store-fault-worker-start" says "the store worker did not start",
        /// A request could not be handed to the store worker (it could not be encoded, or
        /// the browser refused to post it); what the browser said goes to the console.
        WorkerUnreachable => "store-fault-worker-unreachable" says "the request could not be sent to the store worker",
        /// The store answered with a reply of another kind than the request expects: a bug,
        /// reported rather than a panic.
        UnexpectedReply => "store-fault-unexpected-reply" says "the store answered something unexpected",
        /// The game is shared with other phones, and this change did not go through sharing
        /// (the phone no longer follows its host, or another game was to be opened while
        /// sharing): nothing was saved.
        Shared => "store-fault-shared" says "the game is shared: it changes only through sharing",
    }
}

#[cfg(feature = "sqlite")]
impl From<StoreError> for Fault {
    fn from(error: StoreError) -> Fault {
        use rusqlite::ErrorCode;
        match error {
            StoreError::TooNew { found, supported } => Fault::TooNew { found, supported },
            StoreError::NoGame(id) => Fault::NoGame(id),
            StoreError::Sql(rusqlite::Error::SqliteFailure(e, _)) if e.code == ErrorCode::DiskFull => Fault::Full,
            StoreError::Sql(rusqlite::Error::SqliteFailure(e, _))
                if matches!(e.code, ErrorCode::DatabaseBusy | ErrorCode::DatabaseLocked) =>
            {
                Fault::Busy
            }
            StoreError::Sql(rusqlite::Error::SqliteFailure(e, detail))
                if matches!(e.code, ErrorCode::DatabaseCorrupt | ErrorCode::NotADatabase) =>
            {
                Fault::Damaged(detail.unwrap_or_else(|| e.to_string()))
            }
            StoreError::Sql(rusqlite::Error::SqliteFailure(e, _)) if e.code == ErrorCode::ReadOnly => Fault::ReadOnly,
            StoreError::Sql(rusqlite::Error::SqliteFailure(e, detail)) if e.code == ErrorCode::SystemIoFailure => {
                Fault::Io(detail.unwrap_or_else(|| e.to_string()))
            }
            // Stored JSON that does not parse was damaged after it was written (this app
            // only ever stores what it serialized itself).
            StoreError::Json(e) => Fault::Damaged(e.to_string()),
            StoreError::InUse => Fault::Busy,
            StoreError::Io(e) if e.kind() == std::io::ErrorKind::StorageFull => Fault::Full,
            StoreError::Io(e) if matches!(e.kind(), std::io::ErrorKind::PermissionDenied | std::io::ErrorKind::ReadOnlyFilesystem) => {
                Fault::ReadOnly
            }
            StoreError::Io(e) => Fault::Io(e.to_string()),
            StoreError::NoBackup(seq) => Fault::NoBackup(seq),
            StoreError::Shared(_) => Fault::Shared,
            StoreError::Migration(e) => Fault::Upgrade(e.to_string()),
            StoreError::Sql(e) => Fault::Database(e.to_string()),
        }
    }
}
