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
//! - `play`: one operation through a phone's own session; `notice`: what a player is told.
//!
//! Every change still goes through [`Live`](crate::session::Live): the host's taps and its guests' are planned,
//! committed and applied by the host's session, and a guest applies the host's entries
//! through its own, so each phone's store holds what it shows.

pub mod digest;
pub mod guest;
pub mod host;
pub mod link;
pub mod notice;
mod play;
pub mod wire;

pub use guest::Guest;
pub use host::Host;
pub use link::Link;
pub use notice::{Notice, Unshared};
pub use wire::{Line, Seq};

#[cfg(test)]
mod tests;
