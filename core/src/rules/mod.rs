//! The rules: how each command changes the state. Pure functions over a scratch copy of
//! the state; [`crate::Game`] keeps the copy only when no rule refused.
//!
//! The modules form layers, each calling only the ones below it, so the graph is acyclic:
//! [`who`] (read-only questions, and the table of `crate::roles` they ask) and [`dice`]
//! (the faces a die may show) < [`damage`] < [`own`] (an ability's own roll) < [`attack`] <
//! [`aim`] < [`budget`] < the figure kinds [`cavalry`], [`colossal`], [`chariot`] and the
//! abilities' turn steps [`abilities`] (none calls another) < [`actions`], [`charge`],
//! [`formation`] and [`turn`] < [`apply`] here.

mod abilities;
mod actions;
mod aim;
mod attack;
mod budget;
pub(crate) mod cavalry;
mod charge;
mod chariot;
pub(crate) mod colossal;
mod damage;
mod dice;
mod formation;
mod own;
mod play;
mod turn;
pub(crate) mod who;

pub use attack::{CAPTURE_DEFENSE_BONUS, hits as attack_hits};
pub use charge::attack_of as move_and_attack_action;
pub use dice::{CRITICAL_HIT, CRITICAL_MISS};
pub use formation::formation_size;
/// What every mechanic takes, defined below them all so no module calls back up here.
pub(crate) use play::{Play, Rules};

use crate::command::Command;
use crate::event::Event;
use crate::state::{FigureId, GameState};
use crate::violation::RuleViolation;

/// One click of damage and one of healing entered at the table on `dial`: what
/// [`apply`] would say of each, asked without playing them (the card's Damage and Heal
/// buttons are dimmed by it).
pub(crate) fn table_clicks(rules: &Rules, state: &GameState, figure: FigureId, dial: u8) -> [Result<(), RuleViolation>; 2] {
    let pending = chariot::check_pending(state, &Command::Damage { figure, dial, clicks: 1 });
    [
        pending.clone().and_then(|()| damage::check_table_damage(rules, state, figure, dial, 1)),
        pending.and_then(|()| damage::check_table_heal(rules, state, figure, dial, 1)),
    ]
}

/// Applies one command to `state`. On `Err` the caller throws `state` away.
pub(crate) fn apply(rules: &Rules, state: &mut GameState, command: &Command) -> Result<Vec<Event>, RuleViolation> {
    let mut events = Vec::new();
    chariot::check_pending(state, command)?;
    let play = &mut Play { rules, state, events: &mut events };
    match command {
        Command::GiveAction { figure, action, roll } => actions::give_action(play, *figure, *action, roll.as_ref())?,
        Command::Pass => actions::pass(play)?,
        Command::Damage { figure, dial, clicks } => damage::table_damage(play, *figure, *dial, *clicks)?,
        Command::Heal { figure, dial, clicks } => damage::table_heal(play, *figure, *dial, *clicks)?,
        Command::EndTurn => turn::end_turn(play),
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
        | Command::NoRoomForRider { .. } => cavalry::apply(play, command)?,
        Command::Formation { primary, members, action, roll, all_in_contact, answers } => {
            let formation = formation::Formation {
                primary: *primary,
                members,
                action: *action,
                roll: roll.as_ref(),
                all_in_contact: *all_in_contact,
                answers,
            };
            formation::give(play, &formation)?
        }
        Command::GiveSectionAction { figure, section, action, roll, answers } => {
            colossal::give(play, *figure, Some(*section), *action, roll.as_ref(), answers)?
        }
        Command::GiveAnsweredAction { figure, action, roll, answers } => {
            actions::give_answered(play, *figure, *action, roll.as_ref(), answers)?
        }
        Command::MoveAndAttack { figure, ability, roll, answers } => charge::give(play, *figure, *ability, roll.as_ref(), answers)?,
        Command::AreaDamage { target, dealt } => colossal::area_damage(play, target, *dealt)?,
        Command::Board { figure, chariot, section, sentry } => chariot::board(play, *figure, *chariot, *section, *sentry)?,
        Command::Disembark { figure, section } => chariot::disembark(play, *figure, *section)?,
        Command::DeployPassenger { figure, chariot } => chariot::deploy(play, *figure, *chariot)?,
        Command::WreckRoll { figure, d6 } => chariot::wreck_roll(play, *figure, *d6)?,
        Command::CommandRoll { figure, d6, demoralized_in_contact, section } => {
            abilities::command_roll(play, *figure, *section, *d6, demoralized_in_contact)?
        }
        Command::AbilityDamage { figure, ability, targets, section } => {
            abilities::ability_damage(play, *figure, *section, *ability, targets)?
        }
        // The clock and the end are the table's, not a figure's: `crate::ending` applies
        // them before any rule here runs, since they need the setup's agreements.
        Command::PauseClock { .. } | Command::ResumeClock { .. } | Command::EndGame { .. } => {}
    }
    Ok(events)
}
