//! The sharing protocol (issue 36): what travels between the phones of one game and the
//! log they replicate, apart from the session that plays it and the platform that carries
//! it (both in `dialkeeper-model`'s `share`). Pure: it can name neither, so the protocol's
//! rules are tested here on their own.
//!
//! - `link`: the pipe between two phones (a WebRTC channel, or in memory in tests);
//! - `wire`: the messages, as versioned JSON;
//! - `digest`: the log's running digest, one per entry, to check that two logs agree;
//! - `log`: a phone's shared log as its store holds it (the share row, base, entries,
//!   outbox);
//! - `credit`: who made each change still in the game, for the log;
//! - `notice`: what a player is told of sharing, and why a tap was not shared;
//! - `pairing`: the steps of pairing two phones and how each can fail, as shown;
//! - `code`: a WebRTC description packed small for a QR code; `qr`: QR codes drawn and read.
//!
//! The protocol, its messages and its invariants, each beside the test that checks it:
//! `docs/SHARING.md`.

#![deny(missing_docs)]

pub mod code;
pub mod credit;
pub mod digest;
pub mod link;
pub mod log;
pub mod notice;
pub mod pairing;
pub mod qr;
pub mod wire;
