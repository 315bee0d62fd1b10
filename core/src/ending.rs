//! The end of a game (CORE-18): why it ended, when, and the objectives each player
//! held, which the score needs (CORE-19). Ending is a command, so it is stored, exported
//! and undone like any other.
//!
//! This layer sits above the rules: it needs the setup's agreements (time limit,
//! condition, the clock's start), which the rules never see. It refuses every command
//! once the game is over, applies the clock's and the end's own commands, and hands
//! everything else to the rules.

use serde::{Deserialize, Serialize};

use crate::captives::out_of_play;
use crate::clock;
use crate::command::Command;
use crate::event::Event;
use crate::game::Game;
use crate::rules::{self, Rules};
use crate::setup::Setup;
use crate::state::{FigureId, GameState, PlayerId};
use crate::violation::RuleViolation;

/// Why the game ended (CORE-18).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case", tag = "reason")]
pub enum EndReason {
    /// This player eliminated or captured every opposing figure: the engine checks it.
    Conquest {
        /// The player left facing no opponent.
        winner: PlayerId,
    },
    /// The agreed time ran out: the engine checks it against the clock.
    TimeUp,
    /// The players say their agreed condition is met: only the table can tell.
    Condition,
    /// The players stopped the game by hand.
    Stopped,
}

impl EndReason {
    /// The event that says the game ended this way, for the log and the end screen.
    pub fn event(self) -> Event {
        match self {
            EndReason::Conquest { winner } => Event::GameWon { winner },
            EndReason::TimeUp => Event::TimeRanOut,
            EndReason::Condition => Event::ConditionMet,
            EndReason::Stopped => Event::GameStopped,
        }
    }
}

/// A game that is over: how, when, and what the players entered for the score.
#[derive(Debug, Clone, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Ended {
    /// Why it ended.
    pub reason: EndReason,
    /// When, in Unix milliseconds, as the app's clock said: the game clock stops here.
    pub at: i64,
    /// Objectives each player held at the end, in seat order: the first tie-break
    /// (CORE-19), and what decides whether a colossal scores (COL-09).
    pub objectives: Vec<u8>,
}

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
    let own = |(i, f): (usize, &crate::game::Figure)| f.owner == winner && !out_of_play(state, FigureId(i as u16));
    if !rules.roster.iter().enumerate().any(own) {
        return Err(RuleViolation::ConquestNoneLeft { winner });
    }
    Ok(())
}

/// The agreed time has run out by the instant `at`.
fn check_time_up(setup: &Setup, state: &GameState, at: i64) -> Result<(), RuleViolation> {
    let limit = setup.time_limit.ok_or(RuleViolation::NoTimeLimit)?;
    let played = clock::elapsed_ms(setup, state, at).ok_or(RuleViolation::NoClock)?;
    let left = i64::from(limit) * 60_000 - played;
    if left > 0 {
        return Err(RuleViolation::TimeLeft { minutes: ((left + 59_999) / 60_000) as u32 });
    }
    Ok(())
}

impl Game {
    /// How the game ended, once it has.
    pub fn ended(&self) -> Option<&Ended> {
        self.state().ended.as_ref()
    }

    /// Time played at the instant `now` (Unix milliseconds), or `None` for a game from
    /// before the clock.
    pub fn clock_ms(&self, now: i64) -> Option<i64> {
        clock::elapsed_ms(self.setup(), self.state(), now)
    }

    /// Whether the clock is paused.
    pub fn clock_paused(&self) -> bool {
        self.state().clock.paused_since.is_some()
    }

    /// The ends the engine itself sees at the instant `now`: a player facing no opponent,
    /// the time run out. Each is the [`Game::check`] of the command that would end the
    /// game so, which is what the table offers.
    pub fn endings(&self, now: i64) -> Vec<EndReason> {
        let winners = (0..self.setup().players.len()).map(|p| EndReason::Conquest { winner: PlayerId(p as u8) });
        winners
            .chain([EndReason::TimeUp])
            .filter(|&reason| self.check(&Command::EndGame { reason, at: now, objectives: vec![] }).is_ok())
            .collect()
    }
}
