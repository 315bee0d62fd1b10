//! What a player is told about sharing, and why a guest's tap got no answer.

use dialkeeper_core::RuleViolation;

use super::wire::Seq;

/// What a player is told about sharing, besides the answer to their own taps.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Notice {
    /// This phone's copy differed from the host's: the host's game replaced it, from
    /// this entry on.
    HostWins {
        /// The first entry where the copies differed.
        at: Seq,
    },
    /// This phone was away and got the entries it missed.
    CaughtUp {
        /// How many entries it got.
        entries: usize,
    },
    /// The host was gone and another phone hosts the game now.
    TakenOver {
        /// The first entry the new host gives.
        from_seq: Seq,
    },
    /// The host ended sharing: this phone keeps the game as its own.
    Ended,
    /// The host can no longer be reached.
    HostGone,
    /// The host refused a tap of this phone's: the engine's reason.
    Refused(RuleViolation),
}

/// Why a guest's tap was not asked of the host, or got no answer.
#[derive(Debug, Clone, Copy, PartialEq, Eq, thiserror::Error)]
pub enum Unshared {
    /// The host went away before answering: the tap may or may not be in the game; the
    /// catch-up after a rejoin tells.
    #[error("the host can no longer be reached")]
    HostGone,
    /// Sharing was ended: the game is this phone's own now.
    #[error("sharing has ended")]
    Ended,
    /// The guest holds no copy of the game yet (it has not heard from the host).
    #[error("the game has not arrived from the host yet")]
    NotJoined,
    /// The host is still linked: only a phone whose host is gone takes the game over.
    #[error("the host is still linked")]
    StillLinked,
}
