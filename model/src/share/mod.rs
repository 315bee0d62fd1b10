//! Several phones on one game (issue 36): one phone hosts the game and its store is the
//! truth; the others join as guests, send their taps to it and keep a copy of its record.
//! What travels between them goes over a [`link::Link`], whatever carries it.
//!
//! The protocol itself (the link, the messages, the log and its digests, who made each
//! change, the notices, pairing's steps, the codes) is its own crate,
//! `dialkeeper-protocol`, re-exported here under the same names. Here:
//! - `clock`: how long a tap waits for the host's answer;
//! - `host`: the hosting phone: every tap, its own or a guest's, through its session;
//! - `guest`: a following phone: its taps asked of the host, the host's entries applied
//!   to its own copy where they follow its log, what the host lacks asked again;
//! - `play`: one operation through a phone's own session;
//! - `ending`: sharing ended here, as the store notes it (a tap meanwhile waits for it);
//! - `role`: what this phone is to the game (alone, host, guest), and its taps through it;
//!   `standing`: the same as the table shows it (following, hosting, lost);
//! - `panel`: the sharing screen as drawn (its banner, seats and buttons);
//! - `connect`: a link made by the cameras, as the screen asks it (no WebRTC off the web);
//! - `webrtc`, `camera` (web only): the data channel with no server, and the camera
//!   reading the other phone's code.
//!
//! Every change still goes through [`Live`](crate::session::Live): the host's taps and its guests' are planned,
//! committed and applied by the host's session, and a guest applies the host's entries
//! through its own, so each phone's store holds what it shows.

#[cfg(feature = "web")]
pub mod camera;
mod catch_up;
pub mod clock;
pub mod connect;
mod ending;
pub mod guest;
pub mod host;
pub mod panel;
mod play;
pub mod role;
pub mod standing;
#[cfg(feature = "web")]
pub mod webrtc;

use dialkeeper_protocol::log;
pub use dialkeeper_protocol::{code, credit, digest, link, notice, pairing, qr, wire};

pub(crate) use catch_up::catch_up;
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
