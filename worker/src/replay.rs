//! Rolling back a commit cut short, before the store opens, for a store left by a version
//! that kept a rollback journal (before issue 50; the store now keeps a write-ahead log,
//! whose own recovery needs no help, and moves to it once this has run).
//!
//! A tab killed in the middle of a commit leaves some new pages in the database and the
//! old ones in the journal. SQLite rolls such a "hot" journal back by itself, but only when
//! no other connection holds a reserved lock, and the pool's VFS always answers that one
//! does. So SQLite would read the torn pages and call the store damaged. The rollback runs
//! here instead, on a copy in SQLite's memory VFS (whose locks tell the truth), and the
//! result replaces the file. Each step is ordered so that a kill at any point leaves
//! either the torn file with its hot journal, or a complete rolled-back copy: the next
//! start finishes the job from there.

use rusqlite::{Connection, OpenFlags};
use sqlite_wasm_rs::{MemVfsUtil, WasmOsCallback};
use sqlite_wasm_vfs::sahpool::OpfsSAHPoolUtil;

/// The first bytes of a rollback journal that still holds a transaction (SQLite clears
/// them when the commit completes, in the PERSIST journal mode the browser store used).
const JOURNAL_MAGIC: [u8; 8] = [0xd9, 0xd5, 0x05, 0xf9, 0x20, 0xa1, 0x63, 0xd7];

/// The name the copy has in the memory VFS while SQLite rolls it back.
const COPY: &str = "/rollback.db";

/// Rolls back the commit cut short on `file`, if there is one, or finishes a replacement
/// an earlier start began. Says whether the file was replaced.
pub(crate) async fn roll_back_cut_commit(pool: &OpfsSAHPoolUtil, file: &str) -> Result<bool, String> {
    let fail = |e: sqlite_wasm_vfs::sahpool::OpfsSAHError| format!("{e:?}");
    let journal = format!("{file}-journal");
    // Complete only once the journal is gone: while the journal is hot, a copy found here
    // is what a killed earlier start had not finished writing.
    let rolled_back = format!("{file}-rolled-back");
    if pool.exists(file).map_err(fail)? && pool.exists(&journal).map_err(fail)? {
        let kept = pool.export_db(&journal).map_err(fail)?;
        if kept.starts_with(&JOURNAL_MAGIC) {
            if pool.exists(&rolled_back).map_err(fail)? {
                pool.delete_db(&rolled_back).map_err(fail)?;
            }
            let bytes = roll_back(&pool.export_db(file).map_err(fail)?, &kept)?;
            pool.reserve_minimum_capacity(pool.count() + 2).await.map_err(fail)?;
            pool.import_db_unchecked(&rolled_back, &bytes).map_err(fail)?;
            pool.delete_db(&journal).map_err(fail)?;
        }
    }
    if !pool.exists(&rolled_back).map_err(fail)? {
        return Ok(false);
    }
    let bytes = pool.export_db(&rolled_back).map_err(fail)?;
    if pool.exists(file).map_err(fail)? {
        pool.delete_db(file).map_err(fail)?;
    }
    pool.import_db_unchecked(file, &bytes).map_err(fail)?;
    pool.delete_db(&rolled_back).map_err(fail)?;
    Ok(true)
}

/// The database as it was before the cut commit: SQLite plays the journal back on a copy
/// and checks the result. A result that fails the check is refused, so the caller keeps
/// the files as they are.
fn roll_back(database: &[u8], journal: &[u8]) -> Result<Vec<u8>, String> {
    let memory = MemVfsUtil::<WasmOsCallback>::new();
    let copy_journal = format!("{COPY}-journal");
    let clear = || {
        memory.delete_db(COPY);
        memory.delete_db(&copy_journal);
    };
    clear();
    let page = page_size(journal);
    let result = (|| {
        memory.import_db_unchecked(COPY, database, page).map_err(|e| format!("{e:?}"))?;
        memory.import_db_unchecked(&copy_journal, journal, page).map_err(|e| format!("{e:?}"))?;
        let conn = Connection::open_with_flags_and_vfs(COPY, OpenFlags::SQLITE_OPEN_READ_WRITE, "memvfs").map_err(|e| e.to_string())?;
        // The first read finds the hot journal and plays it back.
        let check: String = conn.query_row("PRAGMA quick_check", [], |row| row.get(0)).map_err(|e| e.to_string())?;
        drop(conn);
        if check != "ok" {
            return Err(format!("the rolled-back store fails its check: {check}"));
        }
        if memory.exists(&copy_journal) && memory.export_db(&copy_journal).is_ok_and(|j| j.starts_with(&JOURNAL_MAGIC)) {
            return Err("SQLite did not play the journal back".into());
        }
        memory.export_db(COPY).map_err(|e| format!("{e:?}"))
    })();
    clear();
    result
}

/// The page size the journal's header names (bytes 24–27): the database's own header
/// may be one of the torn pages.
fn page_size(journal: &[u8]) -> usize {
    match journal.get(24..28).map(|b| u32::from_be_bytes([b[0], b[1], b[2], b[3]])) {
        Some(n) if (512..=65_536).contains(&n) && n.is_power_of_two() => n as usize,
        _ => 4096,
    }
}
