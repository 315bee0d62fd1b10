//! Who a figure is and what it shows: read-only questions about the state that every
//! other rules module asks, so that none of them has to ask a figure kind's module (and
//! get called back by it). Nothing here changes the state.
//!
//! Skulls (COL-04, COL-05): a section's skulls are the skulls in its speed, attack and
//! defense slots, the three slots whose three skulls make it inactive (and make an
//! ordinary figure knocked out, CORE-04). The damage slot is not counted: the dial feed
//! marks it "Dead" on skull clicks too, which would make an inactive section show four.
//! So two inactive sections show exactly the six skulls that eliminate a colossal.

use crate::ability::Ability;
use crate::command::{ActionAnswers, ActionKind, ActionRoll, ColossalEffect};
use crate::dial::Click;
use crate::figure::{Proficiency, Section};
use crate::rules::Rules;
use crate::state::{FigureId, GameState, PlayerId};
use crate::violation::RuleViolation;

/// The mount of the cavalry unit `figure` is part of, if it is a mounted rider or a mount
/// with its rider.
pub(crate) fn unit_of(state: &GameState, figure: FigureId) -> Option<FigureId> {
    let fs = state.figures.get(figure.0 as usize)?;
    if fs.rider.is_some() { Some(figure) } else { fs.mount }
}

/// The rider of a cavalry unit, named by its mount.
pub(super) fn rider_of(state: &GameState, mount: FigureId) -> FigureId {
    state.figure(mount).rider.expect("a cavalry unit's mount has a rider")
}

/// The player who gives `figure` actions now: a unit's rider's owner, a riderless
/// mean-spirited mount's side for this turn (CAV-21), otherwise the owner.
pub(crate) fn controller(rules: &Rules, state: &GameState, figure: FigureId) -> PlayerId {
    let fs = state.figure(figure);
    let owner = |id: FigureId| rules.roster[id.0 as usize].owner;
    match (fs.rider, fs.mount) {
        (Some(rider), _) => owner(rider),
        (None, Some(_)) => owner(figure),
        (None, None) => fs.sides_with.unwrap_or_else(|| owner(figure)),
    }
}

/// Whether the unit has a proficiency: it may be printed on the mount or the rider.
pub(super) fn unit_has(rules: &Rules, state: &GameState, mount: FigureId, proficiency: Proficiency) -> bool {
    let has = |id: FigureId| rules.roster[id.0 as usize].def.has(proficiency);
    has(mount) || has(rider_of(state, mount))
}

/// Whether the figure is one of the Dark Riders (CAV-31).
pub(super) fn is_dark_riders(rules: &Rules, figure: FigureId) -> bool {
    rules.roster[figure.0 as usize].def.is_dark_riders()
}

/// Whether the figure is a colossal (chariots are colossals too).
pub(super) fn is_colossal(rules: &Rules, figure: FigureId) -> bool {
    rules.roster.get(figure.0 as usize).is_some_and(|f| f.def.is_colossal())
}

/// The click a figure's dial shows now.
pub(crate) fn click_of(rules: &Rules, state: &GameState, figure: FigureId, dial: u8) -> Click {
    rules.roster[figure.0 as usize].def.dials[dial as usize].click(state.figure(figure).clicks[dial as usize])
}

/// Whether the click `dial` shows now carries `ability` on any of its four values (a
/// circle ability may sit on any; a square one only on its own, CORE-16).
pub(crate) fn shows(rules: &Rules, state: &GameState, figure: FigureId, dial: u8, ability: crate::ability::Ability) -> bool {
    let click = click_of(rules, state, figure, dial);
    [click.speed, click.attack, click.defense, click.damage].iter().any(|s| s.ability == Some(ability))
}

/// Skulls a click shows in its speed, attack and defense slots (see the module notes).
pub(crate) fn section_skulls(click: &Click) -> u8 {
    [click.speed, click.attack, click.defense].iter().filter(|s| s.value.is_skull()).count() as u8
}

/// Whether a section shows three skulls: inactive, no actions, no more damage (COL-04).
pub(crate) fn inactive(rules: &Rules, state: &GameState, figure: FigureId, section: Section) -> bool {
    let dial = &rules.roster[figure.0 as usize].def.dials[section.index()];
    state.figure(figure).clicks[section.index()] >= dial.ko_index()
}

/// Skulls showing across a colossal's four sections (COL-05).
pub(crate) fn skulls(rules: &Rules, state: &GameState, figure: FigureId) -> u8 {
    Section::ALL.iter().map(|&s| section_skulls(&click_of(rules, state, figure, s.index() as u8))).sum()
}

/// Nothing damages or heals a passenger directly (CHR-11): asked before any click of
/// damage or healing is dealt.
pub(super) fn check_not_passenger(state: &GameState, figure: FigureId) -> Result<(), RuleViolation> {
    if state.figure(figure).colossal.aboard.is_some() {
        return Err(RuleViolation::PassengerUntouchable { figure });
    }
    Ok(())
}

/// A captive can be neither targeted nor damaged (CORE-14): asked with
/// [`check_not_passenger`] before any click is dealt and for every target named.
pub(super) fn check_not_captive(state: &GameState, figure: FigureId) -> Result<(), RuleViolation> {
    match state.figure(figure).captor {
        Some(captor) => Err(RuleViolation::CaptiveUntouchable { figure, captor }),
        None => Ok(()),
    }
}

/// Who may capture whom (CORE-14): two different figures of opposing sides, neither in
/// a cavalry unit (CAV-06) nor a colossal (COL-03), neither showing Berserk, Battle Fury
/// or Invulnerability (seed 004), and a captor that holds no captive yet (it may only
/// move while it does).
pub(super) fn check_capture(rules: &Rules, state: &GameState, captor: FigureId, target: FigureId) -> Result<(), RuleViolation> {
    for figure in [captor, target] {
        if unit_of(state, figure).is_some() {
            return Err(RuleViolation::CavCapture { figure });
        }
        if is_colossal(rules, figure) {
            return Err(RuleViolation::ColossalImmune { figure, effect: ColossalEffect::Capture });
        }
        let shown = click_of(rules, state, figure, 0);
        let closed = [shown.damage.ability, shown.defense.ability]
            .into_iter()
            .flatten()
            .find(|a| matches!(a, Ability::Berserk | Ability::BattleFury | Ability::Invulnerability));
        if let Some(ability) = closed {
            return Err(RuleViolation::CannotCapture { figure, ability });
        }
    }
    if captor == target {
        return Err(RuleViolation::BadTarget { figure: target });
    }
    if controller(rules, state, target) == controller(rules, state, captor) {
        return Err(RuleViolation::OwnFigure { figure: target });
    }
    if let Some(captive) = state.figure(captor).captive {
        return Err(RuleViolation::HoldsCaptive { figure: captor, captive });
    }
    if state.figure(captor).colossal.aboard.is_some() {
        return Err(RuleViolation::PassengerNoCaptive { figure: captor });
    }
    check_not_captive(state, target)
}

/// What a passenger may not do (CHR-04, CHR-08, CHR-10): move other than by
/// disembarking, target its own chariot, or shoot once the chariot has moved this turn
/// or at a figure touching the chariot. A close action is not refused although a
/// passenger touches nothing (CHR-04): it attacks the figures touching its arc (CHR-09),
/// which the table says. That it never becomes a sentry needs no check: no command
/// makes a figure one.
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
            Some(roll @ (ActionRoll::Attack { .. } | ActionRoll::AbilityAttack { .. })) => roll.attacked().contains(&chariot),
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
