//! Several phones on one game (issue 36): one phone hosts the game and its store is the
//! truth; the others join as guests, send their taps to it and keep a copy of its record.
//! What travels between them goes over a [`link::Link`], whatever carries it.
//!
//! - `link`: the pipe between two phones (a WebRTC channel, or in memory in tests);
//! - `wire`: the messages, as versioned JSON;
//! - `digest`: the log's running digest, one per entry, to check that two logs agree;
//! - `log`: a phone's shared log as its store holds it (the share row, base, entries,
//!   outbox); `clock`: how long a tap waits for the host's answer;
//! - `credit`: who made each change still in the game, for the log;
//! - `host`: the hosting phone: every tap, its own or a guest's, through its session;
//! - `guest`: a following phone: its taps asked of the host, the host's entries applied
//!   to its own copy where they follow its log, what the host lacks asked again;
//! - `play`: one operation through a phone's own session; `notice`: what a player is told;
//! - `role`: what this phone is to the game (alone, host, guest), and its taps through it;
//!   `standing`: the same as the table shows it (following, hosting, lost);
//! - `pairing`: the steps of pairing two phones and how each can fail, as shown;
//!   `panel`: the sharing screen as drawn (its banner, seats and buttons);
//! - `code`: a WebRTC description packed small for a QR code; `qr`: QR codes drawn and read;
//! - `connect`: a link made by the cameras, as the screen asks it (no WebRTC off the web);
//! - `webrtc`, `camera` (web only): the data channel with no server, and the camera
//!   reading the other phone's code.
//!
//! The protocol, its messages and its invariants, each beside the test that checks it:
//! `docs/SHARING.md`.
//!
//! Every change still goes through [`Live`](crate::session::Live): the host's taps and its guests' are planned,
//! committed and applied by the host's session, and a guest applies the host's entries
//! through its own, so each phone's store holds what it shows.

#[cfg(feature = "web")]
pub mod camera;
pub mod clock;
pub mod code;
pub mod connect;
pub mod credit;
pub mod digest;
pub mod guest;
pub mod host;
pub mod link;
mod log;
pub mod notice;
pub mod pairing;
pub mod panel;
mod play;
pub mod qr;
pub mod role;
pub mod standing;
#[cfg(feature = "web")]
pub mod webrtc;
pub mod wire;

/// A tap as the store and the other phones take it: a command, an undo or a redo.
pub use dialkeeper_store::Op;
pub use guest::Guest;
pub use host::{Facts, Host};
pub use link::Link;
pub use notice::{Notice, Unshared};
pub use role::Role;
pub use standing::Standing;
pub use wire::{Line, Seq};

#[cfg(test)]
mod faults;
#[cfg(test)]
mod sim;
#[cfg(test)]
mod tests;
