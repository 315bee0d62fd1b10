//! One operation through a phone's own session: the way a phone alone changes its game.

use dialkeeper_store::Op;

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
