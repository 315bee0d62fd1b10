//! Chariots and their passenger (CHR-01 to CHR-12): boarding, disembarking, what a
//! passenger may do, and how it gets hurt.
//!
//! This module keeps the chariot commands. What every action asks about a passenger is
//! in [`super::who`]; a chariot's wreck and its passenger leaving when either is
//! eliminated, in [`super::damage`]; the passenger's d6 when a side or the rear section
//! is hit, in [`super::attack`]. A chariot is a colossal, yet it needs nothing from
//! [`super::colossal`]: boarding and disembarking are ordinary actions ([`super::budget`]).

use crate::command::{ActionKind, Command};
use crate::event::{DamageCause, Event};
use crate::figure::Section;
use crate::rule::RuleId;
use crate::rules::{Play, Rules, budget, damage, dice, who};
use crate::state::{FigureId, GameState, PlayerId};
use crate::violation::RuleViolation;

/// While a thrown passenger's damage roll is awaited, only that roll is accepted (CHR-12).
pub(super) fn check_pending(state: &GameState, command: &Command) -> Result<(), RuleViolation> {
    match (state.wreck_roll, command) {
        (Some(p), Command::WreckRoll { figure, .. }) if *figure == p => Ok(()),
        (Some(p), _) => Err(RuleViolation::WreckRollPending { figure: p }),
        _ => Ok(()),
    }
}

/// Who may ride in `chariot` (CHR-01, CHR-03): a friendly figure that is not a colossal,
/// has no horseshoe movement type and is not aboard already, in an empty chariot.
fn check_can_ride(rules: &Rules, state: &GameState, figure: FigureId, chariot: FigureId) -> Result<(), RuleViolation> {
    let printed = rules.figure(figure)?;
    let ride = rules.figure(chariot)?;
    if !ride.def.is_chariot() {
        return Err(RuleViolation::NotAChariot { figure: chariot });
    }
    for id in [figure, chariot] {
        if state.figure(id).eliminated {
            return Err(RuleViolation::Eliminated { figure: id });
        }
    }
    // A cavalry unit is one figure that moves as its mount does (CAV-07, CAV-11): it fits
    // in no compartment, whichever of its two ids is named.
    let in_unit = who::unit_of(state, figure).is_some();
    if !printed.def.may_be_passenger() || in_unit {
        return Err(RuleViolation::CannotBePassenger { figure });
    }
    if ride.owner != printed.owner {
        return Err(RuleViolation::ChariotNotFriendly { chariot });
    }
    if state.figure(figure).colossal.aboard.is_some() {
        return Err(RuleViolation::AlreadyAboard { figure });
    }
    if state.figure(chariot).colossal.passenger.is_some() {
        return Err(RuleViolation::ChariotFull { chariot });
    }
    Ok(())
}

fn speed(rules: &Rules, state: &GameState, figure: FigureId) -> u8 {
    who::click_of(rules, state, figure, 0).speed.value.number()
}

fn link(play: &mut Play<'_>, figure: FigureId, chariot: FigureId) {
    play.state.figure_mut(figure).colossal.aboard = Some(chariot);
    play.state.figure_mut(chariot).colossal.passenger = Some(figure);
    play.events.push(Event::Boarded { figure, chariot });
}

/// Boarding: a move action of a friendly figure with speed above 0, not a sentry,
/// touching a side or the rear section (CHR-05).
pub(super) fn board(play: &mut Play<'_>, figure: FigureId, chariot: FigureId, section: Section, sentry: bool) -> Result<(), RuleViolation> {
    budget::check_can_act(play.rules, play.state, figure)?;
    check_can_ride(play.rules, play.state, figure, chariot)?;
    if section == Section::Front {
        return Err(RuleViolation::FrontSection { figure, rule: RuleId::Chr05 });
    }
    if speed(play.rules, play.state, figure) == 0 {
        return Err(RuleViolation::NoSpeed { figure, rule: RuleId::Chr05 });
    }
    if sentry {
        return Err(RuleViolation::SentryCannotBoard { figure });
    }
    if play.state.figure(figure).captive.is_some() {
        return Err(RuleViolation::PassengerNoCaptive { figure });
    }
    let started = budget::start_plain_action(play, figure, ActionKind::Move)?;
    link(play, figure, chariot);
    budget::finish_plain_action(play, started);
    Ok(())
}

/// Disembarking: a passenger with speed above 0 is given a move action and placed
/// against a side or the rear section (CHR-06).
pub(super) fn disembark(play: &mut Play<'_>, figure: FigureId, section: Section) -> Result<(), RuleViolation> {
    budget::check_can_act(play.rules, play.state, figure)?;
    let chariot = play.state.figure(figure).colossal.aboard.ok_or(RuleViolation::NotAPassenger { figure })?;
    if section == Section::Front {
        return Err(RuleViolation::FrontSection { figure, rule: RuleId::Chr06 });
    }
    if speed(play.rules, play.state, figure) == 0 {
        return Err(RuleViolation::NoSpeed { figure, rule: RuleId::Chr06 });
    }
    let started = budget::start_plain_action(play, figure, ActionKind::Move)?;
    play.state.figure_mut(figure).colossal.aboard = None;
    play.state.figure_mut(chariot).colossal.passenger = None;
    play.events.push(Event::Disembarked { figure, chariot, section });
    budget::finish_plain_action(play, started);
    Ok(())
}

/// A chariot starting the game with a passenger: only before the game's first action
/// (CHR-03).
pub(super) fn deploy(play: &mut Play<'_>, figure: FigureId, chariot: FigureId) -> Result<(), RuleViolation> {
    let t = play.state.turn;
    if t.round != 1 || t.player != PlayerId(0) || t.actions_used != 0 {
        return Err(RuleViolation::DeployAfterStart);
    }
    check_can_ride(play.rules, play.state, figure, chariot)?;
    link(play, figure, chariot);
    Ok(())
}

/// The thrown passenger takes the rolled damage (CHR-12).
pub(super) fn wreck_roll(play: &mut Play<'_>, figure: FigureId, d6: u8) -> Result<(), RuleViolation> {
    if play.state.wreck_roll != Some(figure) {
        return Err(RuleViolation::NoWreckRoll { figure });
    }
    dice::check_d6(d6)?;
    play.state.wreck_roll = None;
    damage::turn_dial(play, damage::DialTurn { figure, dial: 0, clicks: d6, cause: DamageCause::ChariotEliminated });
    Ok(())
}
