//! The end of a game (CORE-18): why it ended, when, and the objectives each player
//! held, which the score needs (CORE-19). Ending is a command, so it is stored, exported
//! and undone like any other.
//!
//! This layer sits above the rules: it needs the setup's agreements (time limit,
//! condition, the clock's start), which the rules never see. It refuses every command
//! once the game is over, applies the clock's and the end's own commands, and hands
//! everything else to the rules.

use crate::captives::out_of_play;
use crate::clock;
use crate::command::Command;
use crate::event::Event;
use crate::rules::{self, Rules};
use crate::setup::Setup;
/// Why and how a game ended: state the commands change, so it lives in `state`.
pub use crate::state::{EndReason, Ended};
use crate::state::{FigureId, GameState, PlayerId};
use crate::violation::RuleViolation;

/// Applies one command to a scratch state. On `Err` the caller throws `state` away.
pub(crate) fn apply(setup: &Setup, rules: &Rules, state: &mut GameState, command: &Command) -> Result<Vec<Event>, RuleViolation> {
    if state.ended.is_some() {
        return Err(RuleViolation::GameOver);
    }
    match command {
        Command::PauseClock { at } => Ok(vec![clock::pause(setup, state, *at)?]),
        Command::ResumeClock { at } => Ok(vec![clock::resume(setup, state, *at)?]),
        Command::EndGame { reason, at, objectives } => end(setup, rules, state, *reason, *at, objectives),
        _ => rules::apply(rules, state, command),
    }
}

/// Ends the game, after checking what the engine can check of the reason given.
fn end(
    setup: &Setup,
    rules: &Rules,
    state: &mut GameState,
    reason: EndReason,
    at: i64,
    objectives: &[u8],
) -> Result<Vec<Event>, RuleViolation> {
    let players = setup.players.len();
    if !objectives.is_empty() && objectives.len() != players {
        return Err(RuleViolation::ObjectivesPerPlayer { players });
    }
    match reason {
        EndReason::Conquest { winner } => check_conquest(rules, state, winner)?,
        EndReason::TimeUp => check_time_up(setup, state, at)?,
        EndReason::Condition if setup.condition.trim().is_empty() => return Err(RuleViolation::NoCondition),
        EndReason::Condition | EndReason::Stopped => {}
    }
    let mut held = objectives.to_vec();
    held.resize(players, 0);
    state.ended = Some(Ended { reason, at, objectives: held });
    Ok(vec![reason.event()])
}

/// Every figure of the winner's opponents is out, and there was at least one.
fn check_conquest(rules: &Rules, state: &GameState, winner: PlayerId) -> Result<(), RuleViolation> {
    if winner.0 as usize >= rules.players {
        return Err(RuleViolation::NoOpponents { winner });
    }
    let mut opposing = rules.roster.iter().enumerate().filter(|(_, f)| f.owner != winner).map(|(i, _)| FigureId(i as u16)).peekable();
    if opposing.peek().is_none() {
        return Err(RuleViolation::NoOpponents { winner });
    }
    if let Some(figure) = opposing.find(|&f| !out_of_play(state, f)) {
        return Err(RuleViolation::OpponentsLeft { winner, figure });
    }
    // Nobody conquers when every side is out at once (a ruling): the score decides.
    let own = |(i, f): (usize, &crate::setup::Figure)| f.owner == winner && !out_of_play(state, FigureId(i as u16));
    if !rules.roster.iter().enumerate().any(own) {
        return Err(RuleViolation::ConquestNoneLeft { winner });
    }
    Ok(())
}

/// The agreed time has run out by the instant `at`.
pub(crate) fn check_time_up(setup: &Setup, state: &GameState, at: i64) -> Result<(), RuleViolation> {
    let limit = setup.time_limit.ok_or(RuleViolation::NoTimeLimit)?;
    let played = clock::elapsed_ms(setup, state, at).ok_or(RuleViolation::NoClock)?;
    let left = i64::from(limit) * 60_000 - played;
    if left > 0 {
        return Err(RuleViolation::TimeLeft { minutes: ((left + 59_999) / 60_000) as u32 });
    }
    Ok(())
}
