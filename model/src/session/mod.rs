//! The app's only door to the game and the store.
//!
//! Screens read what they show from a [`Session`] (the open game and a mirror of the
//! stored lists), and ask for every change through [`Live`], whose methods are async: on
//! the web the store answers from its worker. A change is planned, committed by the store,
//! and only then applied to what the screens see, so nothing is shown that is not saved.
//!
//! - `state`: the session's state and its reads; `outcome`: what each change came to;
//! - `live`: the changes, one at a time, in the order they were asked: play, undo, redo,
//!   settings;
//! - `games`: starting, resuming, deleting and moving games ([`Games`]);
//! - `backups`: taking, listing and restoring the store's backups ([`Backups`]);
//! - `library`: the catalog, photos, saved armies and the feed import ([`Library`]);
//! - `door`: the store, in this thread (native) or in the web worker; `web_start`: the
//!   web build's start, the worker first (or, on a first visit and a warm start drawn
//!   from what was last shown, after the first screen);
//! - `replay`: a stored or offered record opened, the rules asked (the store never asks
//!   them);
//! - `mirror`: the stored lists the screens show, refreshed after each change; `shown`:
//!   what the games screen showed, kept so the web's warm start draws it before its store
//!   answers.

mod backups;
mod door;
mod games;
mod library;
mod live;
mod mirror;
mod outcome;
mod queue;
pub(crate) mod replay;
mod shown;
mod state;
#[cfg(feature = "web")]
mod web_start;

pub use dialkeeper_store::{
    BACKUP_EVERY, BACKUPS_KEPT, BackupInfo, BackupWhen, CatalogFigure, EXPORT_FORMAT, ExportFile, Fault, FigureRow, GameId, GameSummary,
    KeptFile, MISSING, MOVE_FORMAT, MoveFile, Moved, RecoveredGame, Recovery, Restored, SavedArmy,
};

pub use backups::Backups;
pub use door::Door;
#[cfg(feature = "store")]
pub use door::now;
#[cfg(all(test, feature = "store"))]
pub use door::{Disk, Trouble, block};
pub use games::Games;
pub use library::Library;
pub use live::{Live, Shared};
pub use outcome::{Finish, NewGameError, Outcome, StartupNotice, StartupReport};
pub(crate) use queue::Queue;
#[doc(hidden)]
pub use queue::Turn;
pub use shown::Shown;
pub use state::Session;
#[cfg(feature = "web")]
pub use web_start::{Started, keep_what_is_shown, start_session};

#[cfg(all(test, feature = "store"))]
mod tests;
