//! The C library's clock, as far as SQLite asks it here. SQLite is built without its
//! date and time functions (`SQLITE_OMIT_DATETIME_FUNCS`, `.cargo/config.toml`: the
//! worker 5 KB gzip smaller, issue 50), and keeps only `CURRENT_TIME`, `CURRENT_DATE` and
//! `CURRENT_TIMESTAMP`, which call C's `gmtime` and `strftime`. The browser's build of
//! SQLite has neither, so they would be left unresolved and fail the worker as a phone
//! loads it (`scripts/wasm-unresolved.py`). The store never asks SQLite the time (its SQL
//! names none of the three, a wall in `xtask/tests/walls.rs`): here the clock says it
//! has no time, so each of the three reads NULL, and `strftime` is never reached.

use std::ffi::{c_char, c_void};
use std::ptr::null_mut;

/// No broken-down time: SQLite's `CURRENT_*` then read NULL.
#[allow(unsafe_code)]
#[unsafe(no_mangle)]
pub extern "C" fn gmtime(_time: *const i64) -> *mut c_void {
    null_mut()
}

/// Writes nothing (SQLite calls it only with a time `gmtime` gave).
#[allow(unsafe_code)]
#[unsafe(no_mangle)]
pub extern "C" fn strftime(_out: *mut c_char, _room: usize, _format: *const c_char, _time: *const c_void) -> usize {
    0
}
