//! Chariots and their passenger (CHR-01 to CHR-12): boarding, disembarking, what a
//! passenger may do, and how it gets hurt.

use crate::command::{ActionAnswers, ActionKind, ActionRoll, Command};
use crate::event::{DamageCause, Event};
use crate::figure::{Section, SpeedType};
use crate::rule::RuleId;
use crate::rules::{Rules, actions, cavalry, colossal, damage};
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

/// Nothing damages or heals a passenger directly (CHR-11): the hook of [`damage::check_dial`].
pub(super) fn check_not_passenger(state: &GameState, figure: FigureId) -> Result<(), RuleViolation> {
    if state.figure(figure).colossal.aboard.is_some() {
        return Err(RuleViolation::PassengerUntouchable { figure });
    }
    Ok(())
}

/// What a passenger may not do (CHR-04, CHR-08, CHR-10): move other than by
/// disembarking, target its own chariot, or shoot once the chariot has moved this turn
/// or at a figure touching the chariot.
pub(super) fn check_passenger_action(
    state: &GameState,
    figure: FigureId,
    action: ActionKind,
    roll: Option<&ActionRoll>,
    answers: &ActionAnswers,
) -> Result<(), RuleViolation> {
    let Some(chariot) = state.figure(figure).colossal.aboard else {
        return Ok(());
    };
    if action == ActionKind::Move {
        return Err(RuleViolation::PassengerStaysAboard { figure });
    }
    let targets_chariot = answers.affects.contains(&chariot)
        || answers.aims.iter().any(|a| a.figure == chariot)
        || match roll {
            Some(ActionRoll::Attack { targets, .. }) => targets.contains(&chariot),
            Some(ActionRoll::Heal { target, .. }) => *target == chariot,
            _ => false,
        };
    if targets_chariot {
        return Err(RuleViolation::OwnChariot { figure });
    }
    if action == ActionKind::Ranged {
        if state.figure(chariot).colossal.moved {
            return Err(RuleViolation::ChariotMoved { figure });
        }
        if answers.target_touches_chariot {
            return Err(RuleViolation::TargetTouchesChariot { figure });
        }
    }
    Ok(())
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
    let in_unit = cavalry::unit_of(state, figure).is_some();
    if printed.def.is_colossal() || printed.def.speed_type == SpeedType::Horseshoe || in_unit {
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
    colossal::click_of(rules, state, figure, 0).speed.value.number()
}

fn link(state: &mut GameState, figure: FigureId, chariot: FigureId, events: &mut Vec<Event>) {
    state.figure_mut(figure).colossal.aboard = Some(chariot);
    state.figure_mut(chariot).colossal.passenger = Some(figure);
    events.push(Event::Boarded { figure, chariot });
}

/// Boarding: a move action of a friendly figure with speed above 0, not a sentry,
/// touching a side or the rear section (CHR-05).
pub(super) fn board(
    rules: &Rules,
    state: &mut GameState,
    figure: FigureId,
    chariot: FigureId,
    section: Section,
    sentry: bool,
    events: &mut Vec<Event>,
) -> Result<(), RuleViolation> {
    actions::check_can_act(rules, state, figure)?;
    check_can_ride(rules, state, figure, chariot)?;
    if section == Section::Front {
        return Err(RuleViolation::FrontSection { figure, rule: RuleId::Chr05 });
    }
    if speed(rules, state, figure) == 0 {
        return Err(RuleViolation::NoSpeed { figure, rule: RuleId::Chr05 });
    }
    if sentry {
        return Err(RuleViolation::SentryCannotBoard { figure });
    }
    let started = colossal::start_plain_action(rules, state, figure, ActionKind::Move, events)?;
    link(state, figure, chariot, events);
    colossal::finish_plain_action(rules, state, started, events);
    Ok(())
}

/// Disembarking: a passenger with speed above 0 is given a move action and placed
/// against a side or the rear section (CHR-06).
pub(super) fn disembark(
    rules: &Rules,
    state: &mut GameState,
    figure: FigureId,
    section: Section,
    events: &mut Vec<Event>,
) -> Result<(), RuleViolation> {
    actions::check_can_act(rules, state, figure)?;
    let chariot = state.figure(figure).colossal.aboard.ok_or(RuleViolation::NotAPassenger { figure })?;
    if section == Section::Front {
        return Err(RuleViolation::FrontSection { figure, rule: RuleId::Chr06 });
    }
    if speed(rules, state, figure) == 0 {
        return Err(RuleViolation::NoSpeed { figure, rule: RuleId::Chr06 });
    }
    let started = colossal::start_plain_action(rules, state, figure, ActionKind::Move, events)?;
    state.figure_mut(figure).colossal.aboard = None;
    state.figure_mut(chariot).colossal.passenger = None;
    events.push(Event::Disembarked { figure, chariot, section });
    colossal::finish_plain_action(rules, state, started, events);
    Ok(())
}

/// A chariot starting the game with a passenger: only before the game's first action
/// (CHR-03).
pub(super) fn deploy(
    rules: &Rules,
    state: &mut GameState,
    figure: FigureId,
    chariot: FigureId,
    events: &mut Vec<Event>,
) -> Result<(), RuleViolation> {
    let t = state.turn;
    if t.round != 1 || t.player != PlayerId(0) || t.actions_used != 0 {
        return Err(RuleViolation::DeployAfterStart);
    }
    check_can_ride(rules, state, figure, chariot)?;
    link(state, figure, chariot, events);
    Ok(())
}

/// The attacker's d6 for the passenger of a chariot whose side or rear section took
/// `taken` (after the section's reductions): on 5 or 6 the passenger is dealt the same,
/// then its own reductions apply (CHR-11).
pub(super) fn passenger_hit(
    rules: &Rules,
    state: &mut GameState,
    chariot: FigureId,
    passenger: FigureId,
    taken: u8,
    d6: Option<u8>,
    events: &mut Vec<Event>,
) -> Result<(), RuleViolation> {
    let d6 = d6.ok_or(RuleViolation::PassengerRollNeeded { chariot })?;
    colossal::check_d6(d6)?;
    let hit = d6 >= 5;
    events.push(Event::PassengerRoll { chariot, passenger, d6, hit });
    if hit {
        let own = damage::reduced(rules, state, passenger, 0, taken);
        if own < taken {
            events.push(Event::DamageReduced { figure: passenger, dealt: taken, taken: own });
        }
        damage::turn_dial(rules, state, passenger, 0, own, DamageCause::Attack, events);
    }
    Ok(())
}

/// The hook of [`damage::eliminate`]: an eliminated chariot throws its passenger, whose
/// 1d6 damage roll is then awaited (CHR-12); an eliminated passenger leaves its chariot.
pub(super) fn on_eliminated(state: &mut GameState, figure: FigureId, events: &mut Vec<Event>) {
    let c = state.figure(figure).colossal;
    if let Some(passenger) = c.passenger {
        state.figure_mut(figure).colossal.passenger = None;
        state.figure_mut(passenger).colossal.aboard = None;
        if !state.figure(passenger).eliminated {
            state.wreck_roll = Some(passenger);
            events.push(Event::PassengerThrown { figure: passenger, chariot: figure });
        }
    }
    if let Some(chariot) = c.aboard {
        state.figure_mut(figure).colossal.aboard = None;
        state.figure_mut(chariot).colossal.passenger = None;
    }
    if state.wreck_roll == Some(figure) {
        state.wreck_roll = None;
    }
}

/// The thrown passenger takes the rolled damage (CHR-12).
pub(super) fn wreck_roll(
    rules: &Rules,
    state: &mut GameState,
    figure: FigureId,
    d6: u8,
    events: &mut Vec<Event>,
) -> Result<(), RuleViolation> {
    if state.wreck_roll != Some(figure) {
        return Err(RuleViolation::NoWreckRoll { figure });
    }
    colossal::check_d6(d6)?;
    state.wreck_roll = None;
    damage::turn_dial(rules, state, figure, 0, d6, DamageCause::ChariotEliminated, events);
    Ok(())
}
