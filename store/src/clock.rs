//! Wall-clock seconds for "last played" ordering. `SystemTime::now` panics on the web, so
//! the browser's clock is read there instead.

/// Unix seconds now.
#[cfg(not(target_arch = "wasm32"))]
pub(crate) fn now() -> i64 {
    std::time::SystemTime::now().duration_since(std::time::UNIX_EPOCH).map_or(0, |d| d.as_secs() as i64)
}

/// Unix seconds now.
#[cfg(target_arch = "wasm32")]
pub(crate) fn now() -> i64 {
    (js_sys::Date::now() / 1000.0) as i64
}
