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
    /// The stored game does not replay (should never happen; reported, not hidden).
    #[error("stored game: {}", replay_detail(.0))]
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
    /// The game is shared with other phones: it takes operations only through sharing.
    #[error("game {0} is shared: it changes only through sharing")]
    Shared(i64),
}

/// Why a game does not replay, named by its refusal's message id rather than its English:
/// the detail is for the log (the player reads the fault's own sentence), and the English
/// of every refusal and setup error would be carried by the web's store worker for this
/// line alone (issue 50).
#[cfg(feature = "sqlite")]
pub(crate) fn replay_detail(error: &dialkeeper_core::ReplayError) -> String {
    match error {
        dialkeeper_core::ReplayError::Setup(why) => format!("setup refused ({})", why.message_id()),
        dialkeeper_core::ReplayError::Command { index, violation } => {
            format!("command {index} refused ({})", violation.message_id())
        }
    }
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

#[cfg(all(test, feature = "sqlite"))]
mod tests {
    use dialkeeper_core::{FigureId, ReplayError, RuleViolation, SetupError};

    use super::*;
    use crate::Fault;

    /// Issue 50: a game that does not replay is named in the log by its refusal's id (a
    /// step's, or the setup's), so the store keeps none of their English.
    #[test]
    fn a_replay_failure_names_its_refusal_by_id_not_by_its_english() {
        let refused = RuleViolation::AlreadyActed { figure: FigureId(3) };
        let english = refused.to_string();
        let error = StoreError::Replay(ReplayError::Command { index: 7, violation: refused });
        assert_eq!(error.to_string(), "stored game: command 7 refused (violation-already-acted)");
        assert!(!error.to_string().contains(&english));
        assert_eq!(Fault::from(error), Fault::Rejected("command 7 refused (violation-already-acted)".into()));

        let setup = StoreError::Replay(ReplayError::Setup(SetupError::GameSize(50)));
        assert_eq!(setup.to_string(), "stored game: setup refused (setup-game-size)");
        assert_eq!(Fault::from(setup), Fault::Rejected("setup refused (setup-game-size)".into()));
    }
}
