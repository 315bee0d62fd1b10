//! How a connection holds its file: below every module that opens one, so each takes the
//! same hold before its first read.

use rusqlite::Connection;

/// Keeps the file to this connection alone on the web: the browser's file pool has no
/// shared memory for a write-ahead log's index, so SQLite reads a WAL file (the store, or a
/// backup copied from it before its header is made plain again) only under an exclusive
/// lock. Set before the first read; natively nothing changes.
pub(crate) fn hold_on_the_web(conn: &Connection) -> rusqlite::Result<()> {
    #[cfg(target_arch = "wasm32")]
    conn.pragma_update(None, "locking_mode", "EXCLUSIVE")?;
    #[cfg(not(target_arch = "wasm32"))]
    let _ = conn;
    Ok(())
}
