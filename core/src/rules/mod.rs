//! The rules: how each command changes the state. Pure functions over a scratch copy of
//! the state; [`crate::Game`] keeps the copy only when no rule refused.
//!
//! The modules form layers, each calling only the ones below it, so the graph is acyclic:
//! [`who`] (read-only questions) and [`dice`] (the faces a die may show) < [`damage`] <
//! [`attack`] < [`budget`] < the figure kinds [`cavalry`], [`colossal`], [`chariot`]
//! (none calls another) < [`actions`] and [`turn`] < [`apply`] here.

pub(crate) mod who;
mod damage;
mod dice;
mod attack;
mod budget;
pub(crate) mod cavalry;
pub(crate) mod colossal;
mod chariot;
mod actions;
mod turn;

pub use attack::hits as attack_hits;

use crate::command::Command;
use crate::event::Event;
use crate::game::Figure;
use crate::state::{FigureId, GameState};
use crate::violation::RuleViolation;

/// What the rules read but never change.
pub(crate) struct Rules<'a> {
    pub roster: &'a [Figure],
    pub players: usize,
    pub actions_per_turn: u8,
}

impl Rules<'_> {
    /// The printed figure, or the refusal for an id that is not in this game.
    pub fn figure(&self, id: FigureId) -> Result<&Figure, RuleViolation> {
        self.roster.get(id.0 as usize).ok_or(RuleViolation::UnknownFigure { figure: id })
    }
}

/// Applies one command to `state`. On `Err` the caller throws `state` away.
pub(crate) fn apply(rules: &Rules, state: &mut GameState, command: &Command) -> Result<Vec<Event>, RuleViolation> {
    let mut events = Vec::new();
    chariot::check_pending(state, command)?;
    match command {
        Command::GiveAction { figure, action, roll } => {
            actions::give_action(rules, state, *figure, *action, roll.as_ref(), &mut events)?
        }
        Command::Pass => actions::pass(rules, state, &mut events)?,
        Command::Damage { figure, dial, clicks } => {
            damage::table_damage(rules, state, *figure, *dial, *clicks, &mut events)?
        }
        Command::Heal { figure, dial, clicks } => {
            damage::table_heal(rules, state, *figure, *dial, *clicks, &mut events)?
        }
        Command::EndTurn => turn::end_turn(rules, state, &mut events),
        Command::Dismount { .. }
        | Command::Remount { .. }
        | Command::CavalryPushingDamage { .. }
        | Command::CavalryAreaDamage { .. }
        | Command::FreeSpin { .. }
        | Command::Capture { .. }
        | Command::UseProficiency { .. }
        | Command::MountedBound { .. }
        | Command::MountedCharge { .. }
        | Command::Overwhelm { .. }
        | Command::Trample { .. }
        | Command::DarkUnity { .. }
        | Command::NoRoomForRider { .. } => cavalry::apply(rules, state, command, &mut events)?,
        Command::GiveSectionAction { figure, section, action, roll, answers } => {
            colossal::give(rules, state, *figure, Some(*section), *action, roll.as_ref(), answers, &mut events)?
        }
        Command::GiveAnsweredAction { figure, action, roll, answers } => {
            colossal::give(rules, state, *figure, None, *action, roll.as_ref(), answers, &mut events)?
        }
        Command::AreaDamage { target, dealt } => colossal::area_damage(rules, state, target, *dealt, &mut events)?,
        Command::Board { figure, chariot, section, sentry } => {
            chariot::board(rules, state, *figure, *chariot, *section, *sentry, &mut events)?
        }
        Command::Disembark { figure, section } => chariot::disembark(rules, state, *figure, *section, &mut events)?,
        Command::DeployPassenger { figure, chariot } => chariot::deploy(rules, state, *figure, *chariot, &mut events)?,
        Command::WreckRoll { figure, d6 } => chariot::wreck_roll(rules, state, *figure, *d6, &mut events)?,
        // The clock and the end are the table's, not a figure's: `crate::ending` applies
        // them before any rule here runs, since they need the setup's agreements.
        Command::PauseClock { .. } | Command::ResumeClock { .. } | Command::EndGame { .. } => {}
    }
    Ok(events)
}
