//! The game clock (CORE-18), kept as instants, never as a ticking count.
//!
//! Where the instants live: the start is [`crate::Setup::started_at`], stamped by the app
//! when it creates the game; each pause and resume is a command carrying the instant the
//! app read ([`crate::Command::PauseClock`], [`crate::Command::ResumeClock`]), and the end
//! is [`crate::Command::EndGame`]'s `at`. So the clock is part of the game's record: it is
//! stored one transaction at a time like every tap, comes back the same after the app is
//! killed or the phone sleeps (the time in between simply counts), and travels in an
//! exported or moved game, which a setting kept beside the game by its local id would
//! not. A pause is an undo step like any other tap, so a pause tapped by mistake is taken
//! back with undo. The engine never reads a clock: elapsed time is worked out from these
//! instants and a `now` the caller passes in.

use crate::event::Event;
use crate::setup::Setup;
/// The clock's pauses are state the commands change, so they live in `state`.
pub use crate::state::ClockState;
use crate::state::GameState;
use crate::violation::RuleViolation;

/// Time played, in milliseconds, at the instant `now`: from the start to now, or to the
/// pause under way, or to the end of the game, less the pauses. `None` for a game from
/// before the clock. A clock set back on the phone counts as no time, never as negative.
pub fn elapsed_ms(setup: &Setup, state: &GameState, now: i64) -> Option<i64> {
    let start = setup.started_at?;
    let until = state.clock.paused_since.or(state.ended.as_ref().map(|e| e.at)).unwrap_or(now);
    Some((until - start - state.clock.paused_ms).max(0))
}

/// Stops the clock at `at`.
pub(crate) fn pause(setup: &Setup, state: &mut GameState, at: i64) -> Result<Event, RuleViolation> {
    setup.started_at.ok_or(RuleViolation::NoClock)?;
    if state.clock.paused_since.is_some() {
        return Err(RuleViolation::ClockPaused);
    }
    state.clock.paused_since = Some(at);
    Ok(Event::ClockPaused)
}

/// Starts the clock again at `at`; the pause counts from its start to `at`.
pub(crate) fn resume(setup: &Setup, state: &mut GameState, at: i64) -> Result<Event, RuleViolation> {
    setup.started_at.ok_or(RuleViolation::NoClock)?;
    let since = state.clock.paused_since.ok_or(RuleViolation::ClockRunning)?;
    state.clock.paused_ms += (at - since).max(0);
    state.clock.paused_since = None;
    Ok(Event::ClockResumed)
}
