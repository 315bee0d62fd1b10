//! Times one committed row per transaction, as a tap does, on the two persistent VFS a
//! browser offers SQLite (the choice is explained in docs/WEB-STORE.md):
//! - `opfs-sahpool`: OPFS sync access handles; a commit returns once the file is written.
//! - `relaxed-idb`: pages in memory, written to IndexedDB after the commit returns; it
//!   refuses `synchronous=FULL`, so it runs with `synchronous=OFF`.
//!
//! Benchmark builds only (feature `vfs-bench`).

use rusqlite::{Connection, OpenFlags};
use sqlite_wasm_vfs::relaxed_idb::{self, RelaxedIdbCfg};
use sqlite_wasm_vfs::sahpool::{self, OpfsSAHPoolCfg};
use wasm_bindgen::prelude::*;
use web_time::Instant;

/// Commits `rows` one-row transactions on each VFS (sahpool with each journal); returns a
/// line each with p50, p95 and the time to open (relaxed-idb preloads the whole database
/// into memory first).
#[wasm_bindgen]
pub async fn measure_vfs(rows: u32) -> String {
    let mut out = Vec::new();
    let opened = Instant::now();
    let sah = sahpool::install::<sqlite_wasm_rs::WasmOsCallback>(&OpfsSAHPoolCfg::default(), false).await;
    // The store ships with a persistent rollback journal; WAL needs exclusive locking
    // there (no shared memory), and DELETE is SQLite's default, for comparison.
    // Only the first line's open includes installing the pool.
    let mut opened = Some(opened);
    for (journal, file) in [("PERSIST", "/bench-sah.db"), ("DELETE", "/bench-sah-delete.db"), ("WAL", "/bench-sah-wal.db")] {
        let opened = opened.take().unwrap_or_else(Instant::now);
        out.push(match &sah {
            Ok(_) => run("opfs-sahpool", file, journal, "FULL", rows, opened),
            Err(e) => format!("opfs-sahpool: not available ({e:?})"),
        });
    }
    let opened = Instant::now();
    let idb = relaxed_idb::install::<sqlite_wasm_rs::WasmOsCallback>(&RelaxedIdbCfg::default(), false).await;
    out.push(match idb {
        Ok(_) => run("relaxed-idb", "bench-idb.db", "DELETE", "OFF", rows, opened),
        Err(e) => format!("relaxed-idb: not available ({e:?})"),
    });
    out.join("\n")
}

fn run(vfs: &str, file: &str, journal: &str, synchronous: &str, rows: u32, opened: Instant) -> String {
    let flags = OpenFlags::SQLITE_OPEN_READ_WRITE | OpenFlags::SQLITE_OPEN_CREATE;
    let result = (|| -> rusqlite::Result<String> {
        let mut conn = Connection::open_with_flags_and_vfs(file, flags, vfs)?;
        if journal == "WAL" {
            conn.pragma_update(None, "locking_mode", "EXCLUSIVE")?;
        }
        let journal: String = conn.pragma_update_and_check(None, "journal_mode", journal, |row| row.get(0))?;
        conn.pragma_update(None, "synchronous", synchronous)?;
        conn.execute_batch("CREATE TABLE IF NOT EXISTS ops (seq INTEGER PRIMARY KEY, command TEXT)")?;
        let open_ms = opened.elapsed().as_secs_f64() * 1e3;
        let mut times = Vec::with_capacity(rows as usize);
        for i in 0..rows {
            let start = Instant::now();
            let tx = conn.transaction()?;
            tx.execute("INSERT INTO ops (command) VALUES (?1)", [format!("{{\"Damage\":{{\"figure\":{i},\"dial\":0,\"clicks\":1}}}}")])?;
            tx.commit()?;
            times.push(start.elapsed().as_secs_f64() * 1e3);
        }
        times.sort_by(f64::total_cmp);
        let at = |p: f64| times[((p * times.len() as f64) as usize).min(times.len() - 1)];
        Ok(format!(
            "{vfs} (journal={journal}, synchronous={synchronous}): commit p50 {:.2} ms, p95 {:.2} ms over {rows}; install + open {open_ms:.0} ms",
            at(0.5),
            at(0.95)
        ))
    })();
    result.unwrap_or_else(|e| format!("{vfs}: {e}"))
}
