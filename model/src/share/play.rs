//! One operation through a phone's own session, and what it saved: the one way the host
//! and its guests change a game.

use dialkeeper_store::Op;

use super::digest;
use super::wire::Seq;
use crate::session::{Live, Outcome};

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
