//! Who is still in the game, for its end (CORE-18) and its score (CORE-19): a figure is
//! out once it is eliminated or held captive (CORE-14). The end of the game and the score
//! ask only this module.

use crate::state::{FigureId, GameState};

/// The figure holding `figure` captive, if any.
pub(crate) fn captor_of(state: &GameState, figure: FigureId) -> Option<FigureId> {
    state.figure(figure).captor
}

/// Whether `figure` no longer fights for its player: eliminated, or held captive.
pub(crate) fn out_of_play(state: &GameState, figure: FigureId) -> bool {
    state.figure(figure).eliminated || captor_of(state, figure).is_some()
}
