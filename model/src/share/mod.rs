//! Several phones on one game (issue 36): one phone hosts the game and its store is the
//! truth; the others join as guests, send their taps to it and keep a copy of its record.
//! What travels between them goes over a [`link::Link`], whatever carries it.
//!
//! - `link`: the pipe between two phones (a WebRTC channel, or in memory in tests);
//! - `wire`: the messages, as versioned JSON;
//! - `digest`: the fingerprint of a record, to check each copy after each entry;
//! - `host`: the hosting phone: every tap, its own or a guest's, through its session;
//! - `guest`: a following phone: its taps asked of the host, the host's entries applied
//!   to its own copy, in order, once each;
//! - `role`: what this phone is to the game (alone, host, guest), and its taps through it;
//! - `pairing`: the steps of pairing two phones and how each can fail, as shown;
//! - `code`: a WebRTC description packed small for a QR code; `qr`: QR codes drawn and read;
//! - `webrtc`, `camera` (web only): the data channel with no server, and the camera
//!   reading the other phone's code.
//!
//! Every change still goes through [`Live`]: the host's taps and its guests' are planned,
//! committed and applied by the host's session, and a guest applies the host's entries
//! through its own, so each phone's store holds what it shows.

#[cfg(feature = "web")]
pub mod camera;
pub mod code;
pub mod digest;
pub mod guest;
pub mod host;
pub mod link;
pub mod pairing;
pub mod qr;
pub mod role;
#[cfg(feature = "web")]
pub mod webrtc;
pub mod wire;

use dialkeeper_core::RuleViolation;
/// A tap as the store and the other phones take it: a command, an undo or a redo.
pub use dialkeeper_store::Op;

pub use guest::Guest;
pub use host::Host;
pub use link::Link;
pub use role::Role;
pub use wire::{Line, Seq};

use crate::session::{Live, Outcome};

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
}

/// Runs one operation through a session's own door: planned, committed, then applied,
/// exactly as a tap on that phone would be.
pub(crate) async fn run<L: Live>(live: &L, op: Op) -> Outcome {
    match op {
        Op::Apply(command) => live.dispatch(command).await,
        Op::Undo => live.undo().await,
        Op::Redo => live.redo().await,
    }
}

/// The sequence number of the last operation saved on the session's open game, in the
/// shared numbering (`offset` apart from the store's own), and the game's digest now.
/// Read right after the operation's `append` returned, before the session's next turn
/// can run, so it is that operation's.
pub(crate) fn last_saved<L: Live>(live: &L, offset: Seq) -> Option<(Seq, String)> {
    live.with(|s| Some((s.next_seq()? - 1 + offset, digest::digest(&s.game()?.record()))))
}

#[cfg(test)]
mod tests;
