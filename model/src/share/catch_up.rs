//! After a change whose answer was lost while the store was out of reach
//! ([`Session::may_lag`]): what the store holds is read again as soon as it answers, so
//! the game shown (with the change, if it was kept) comes back by itself, a player who
//! sees it does not make the change again, and a host's guests get it too.

use std::future::Future;

use crate::session::{Live, Session};

/// A phone that hosts, as the catch-up sees it ([`super::Host`]).
pub(crate) trait Hosting {
    /// Whether its game shows more than its log holds (the log could not be read with it).
    fn shows_more_than_its_log(&self) -> bool;
    /// Sends its guests what its store kept beyond its log.
    async fn caught_up(&self);
}

/// When the store is read again, after the change: 0.5, 1, 2, 4 and 8 s later.
const PAUSES_MS: [u32; 5] = [500, 1_000, 2_000, 4_000, 8_000];

/// Reads the store again after each pause while what `live` shows may be behind it, or
/// while `host` shows more than its log (the log could not be read with the game), and
/// has the host send its guests what its store kept ([`Hosting::caught_up`]). The app runs
/// it after each tap (`shell::catch_up`); a host runs it after a guest's tap too
/// ([`super::Host::keep_listening`]). `pause` waits.
pub(crate) async fn catch_up<L: Live, H: Hosting, P: Future<Output = ()>>(live: &L, host: Option<&H>, pause: impl Fn(u32) -> P) {
    let behind = || live.with(Session::may_lag) || host.is_some_and(H::shows_more_than_its_log);
    if !behind() {
        return;
    }
    for ms in PAUSES_MS {
        pause(ms).await;
        live.resync().await;
        if let Some(host) = host
            && !live.with(Session::may_lag)
        {
            host.caught_up().await;
        }
        if !behind() {
            return;
        }
    }
}
