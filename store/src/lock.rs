//! One app at a time per store file (desktop). Two processes writing one SQLite file are
//! safe for SQLite itself, but each keeps its own copy of the games on screen, so the
//! second one's taps would be planned on a stale game and refused or lost. An OS lock on a
//! `<store>.lock` file, held for the store's whole life, turns that into a typed refusal;
//! the OS drops it when the process dies, so a crash never leaves the store locked.

use std::fs::{File, OpenOptions, TryLockError};
use std::path::Path;

use crate::StoreError;

/// The lock, released when dropped (or when the process ends, however it ends).
#[derive(Debug)]
pub(crate) struct StoreLock {
    _file: File,
}

/// Takes the lock beside `store`, or says the store is in use. The lock file is never
/// deleted: removing it while another process waits on it would let two holders in.
pub(crate) fn take(store: &Path) -> Result<StoreLock, StoreError> {
    let name = store.file_name().map(|n| n.to_string_lossy().into_owned()).unwrap_or_default();
    let path = store.with_file_name(format!("{name}.lock"));
    let file = OpenOptions::new().create(true).truncate(false).write(true).open(&path)?;
    match file.try_lock() {
        Ok(()) => Ok(StoreLock { _file: file }),
        Err(TryLockError::WouldBlock) => Err(StoreError::InUse),
        Err(TryLockError::Error(e)) => Err(StoreError::Io(e)),
    }
}
