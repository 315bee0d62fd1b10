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
pub mod clock;
#[cfg(feature = "sqlite")]
mod error;
mod fault;
mod games;
#[cfg(feature = "sqlite")]
mod hold;
mod ids;
mod keys;
mod kinds;
#[cfg(all(feature = "sqlite", not(target_arch = "wasm32")))]
mod lock;
#[cfg(feature = "sqlite")]
mod migrations;
mod moving;
mod open;
mod protocol;
#[cfg(feature = "sqlite")]
mod settings;
mod sharing;
mod shelf;
mod stamp;
#[cfg(feature = "sqlite")]
mod store;
#[cfg(target_arch = "wasm32")]
pub mod web_locks;

pub use backup::{BACKUP_EVERY, BACKUPS_KEPT, BackupInfo, BackupWhen, RecoveredGame, Restored};
pub use catalog::{CatalogFigure, FigureRow, SavedArmy, Upsert};
#[cfg(feature = "sqlite")]
pub use error::StoreError;
pub use fault::Fault;
pub use games::{EXPORT_FORMAT, ExportFile, GameId, GameSummary, Op, Record, SNAPSHOT_EVERY, StoredGame, snapshot_due};
pub use keys::Setting;
pub use kinds::{Held, Kinds, Typed};
#[cfg(feature = "sqlite")]
pub use kinds::{Json, Unread};
pub use moving::{MOVE_FORMAT, MoveFile, Moved, MovedArmy, MovedGame};
pub use open::KeptFile;
pub use open::{MISSING, Recovery};
pub use protocol::{Answer, Ask, Claim, FromWorker, Hello, POOL_FOLDER, Reply, Request, STORE_KEPT, ToWorker, ask};
pub use sharing::{Appended, Entry, Outgoing, Share, Stamp, StoredShare, TapId, Target, Term};
#[cfg(feature = "sqlite")]
pub use store::Store;

#[cfg(all(test, feature = "sqlite"))]
#[allow(clippy::disallowed_types, reason = "the tests open what the store kept as the model does, with the engine (store/clippy.toml)")]
mod tests;

#[cfg(all(test, feature = "sqlite"))]
#[allow(clippy::disallowed_types, reason = "the tests open what the store kept as the model does, with the engine (store/clippy.toml)")]
mod migration_tests;

#[cfg(all(test, feature = "sqlite"))]
#[allow(clippy::disallowed_types, reason = "the tests open what the store kept as the model does, with the engine (store/clippy.toml)")]
mod sharing_tests;

#[cfg(all(test, feature = "sqlite"))]
mod kinds_tests;
