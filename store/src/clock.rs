//! The one clock: wall-clock time for "last played" ordering here and for the game
//! clock's instants in the app (`platform::now_ms`). Rust's own clock panics on the web,
//! so it is read through `web-time`, which is std's clock natively and the browser's
//! there; `clippy.toml` refuses `SystemTime::now` and `Instant::now` everywhere else.

/// Unix milliseconds now.
#[allow(clippy::disallowed_methods, reason = "the one clock: web-time is std's clock on native builds and the browser's on the web")]
pub fn now_ms() -> i64 {
    web_time::SystemTime::now().duration_since(web_time::UNIX_EPOCH).map_or(0, |d| d.as_millis() as i64)
}

/// Unix seconds now.
#[cfg(feature = "sqlite")]
pub(crate) fn now() -> i64 {
    let now = now_ms().div_euclid(1000);
    #[cfg(test)]
    let now = now + AHEAD.get();
    now
}

#[cfg(all(test, feature = "sqlite"))]
thread_local! {
    /// Seconds a test has moved this thread's clock on: taps seconds apart, as at the
    /// table, made in a moment.
    pub(crate) static AHEAD: std::cell::Cell<i64> = const { std::cell::Cell::new(0) };
}
