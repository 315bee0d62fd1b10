//! Why the store failed: below every module of the store, which all return it.

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
    /// The game is shared with other phones: it takes operations only through sharing.
    #[error("game {0} is shared: it changes only through sharing")]
    Shared(i64),
}

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

/// The error SQLite gives a damaged file, for damage found by a check.
#[cfg(feature = "sqlite")]
pub(crate) fn damaged(detail: String) -> StoreError {
    StoreError::Sql(rusqlite::Error::SqliteFailure(rusqlite::ffi::Error::new(rusqlite::ffi::SQLITE_CORRUPT), Some(detail)))
}
