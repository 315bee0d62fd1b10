//! An ability's own roll (CORE-16): Regeneration (a special action), Necromancy (a move
//! action spent instead of moving) and Quickness (a move that uses none of the turn's
//! actions). Checked and resolved here for every path that gives an action, the same way:
//! an ordinary figure's, a cavalry unit's (the dial the table reads: the mount for a move,
//! CAV-11, the dial named for a special action, CAV-12) and a colossal's section (COL-12).
//! Who may use which is the table's (`crate::roles`, asked through [`who::may_use`]).
//!
//! It asks only [`super::who`], [`super::dice`] and [`super::damage`], so [`super::attack`]
//! checks and resolves these rolls beside an attack's, and every path above reaches them.

use crate::ability::{Ability, number};
use crate::command::{ActionKind, ActionRoll, ColossalEffect};
use crate::event::{DamageCause, Event};
use crate::rules::{Play, Rules, damage, dice, who};
use crate::state::{FigureId, FigureState, GameState};
use crate::violation::RuleViolation;

/// The ability an own roll uses and the action it is given with.
pub(super) fn ability_of(roll: &ActionRoll) -> Option<(Ability, ActionKind)> {
    match roll {
        ActionRoll::Regenerate { .. } => Some((Ability::Regeneration, ActionKind::Special)),
        ActionRoll::Necromancy { .. } => Some((Ability::Necromancy, ActionKind::Move)),
        ActionRoll::Quickness { .. } => Some((Ability::Quickness, ActionKind::Move)),
        _ => None,
    }
}

/// Whether the roll's action costs none of the turn's actions (Quickness).
pub(super) fn is_free(roll: Option<&ActionRoll>) -> bool {
    matches!(roll, Some(ActionRoll::Quickness { .. }))
}

/// The refusals of an own roll by `figure` acting with `dial` (the path has already
/// picked the dial the table reads): the action fits the ability, the table lets the
/// figure use it in every role it holds, the dial shows it now, and the dice and the
/// figure brought back fit.
pub(super) fn check(
    rules: &Rules,
    state: &GameState,
    figure: FigureId,
    dial: u8,
    action: ActionKind,
    roll: &ActionRoll,
) -> Result<(), RuleViolation> {
    let Some((ability, wanted)) = ability_of(roll) else {
        return Err(RuleViolation::RollDoesNotFit { action });
    };
    if action != wanted {
        return Err(RuleViolation::AbilityWrongAction { ability, action });
    }
    who::may_use(rules, state, figure, dial, ability, &[])?;
    if !who::shows(rules, state, figure, dial, ability) {
        // A unit moves with its mount's abilities (CAV-11): a rider showing it is told so.
        if let Some(rider) = state.figure(figure).rider
            && who::shows(rules, state, rider, 0, ability)
        {
            who::may_use(rules, state, rider, 0, ability, &[])?;
        }
        return Err(RuleViolation::AbilityNotShown { figure, ability });
    }
    match roll {
        ActionRoll::Regenerate { d6 } => {
            damage::check_healable(rules, state, figure, dial)?;
            dice::check_d6(*d6)
        }
        ActionRoll::Quickness { break_away_d6 } => break_away_d6.map_or(Ok(()), dice::check_d6),
        ActionRoll::Necromancy { figure: returned, d6, in_contact } => {
            if *in_contact {
                return Err(RuleViolation::AbilityInContact { figure, ability });
            }
            let printed = rules.figure(*returned)?;
            // Colossals never return by Necromancy (COL-03).
            if printed.def.is_colossal() {
                return Err(RuleViolation::ColossalImmune { figure: *returned, effect: ColossalEffect::Necromancy });
            }
            if !state.figure(*returned).eliminated || printed.owner != rules.roster[figure.0 as usize].owner {
                return Err(RuleViolation::NotReturnable { figure: *returned });
            }
            d6.map_or(Ok(()), dice::check_d6)
        }
        _ => Ok(()),
    }
}

/// Resolves a checked own roll by `figure` acting with `dial`.
pub(super) fn resolve(play: &mut Play<'_>, figure: FigureId, dial: u8, roll: &ActionRoll) {
    match roll {
        ActionRoll::Regenerate { d6 } => {
            play.events.push(Event::AbilityRolled { figure, ability: Ability::Regeneration, d6: *d6 });
            let clicks = d6.saturating_sub(number::Regeneration::minus);
            if clicks > 0 {
                damage::heal(play, figure, dial, clicks);
            }
        }
        ActionRoll::Necromancy { figure: returned, d6, .. } => necromancy(play, figure, *returned, *d6),
        ActionRoll::Quickness { break_away_d6 } => {
            play.events.push(Event::AbilityUsed { figure, ability: Ability::Quickness });
            if let Some(d6) = break_away_d6 {
                let success = breaks_away(play.rules, play.state, figure, dial, *d6);
                play.events.push(Event::BreakAway { figure, d6: *d6, success });
            }
        }
        _ => {}
    }
}

/// Whether a break-away roll gets `figure` (acting with `dial`: a unit's mount, CAV-11)
/// away (CORE-12): 4 to 6, or anything but a 1 with Flight; Charge, Bound and Nimble get
/// away without a roll (seed 004: "zonder met een dobbelsteen te gooien"), so any roll
/// entered for them succeeds.
pub(super) fn breaks_away(rules: &Rules, state: &GameState, figure: FigureId, dial: u8, d6: u8) -> bool {
    if who::shows(rules, state, figure, dial, Ability::Nimble) {
        return true;
    }
    match who::click_of(rules, state, figure, dial).speed.ability {
        Some(Ability::Charge | Ability::Bound) => true,
        Some(Ability::Flight) => d6 != number::Flight::fail,
        _ => d6 >= 4,
    }
}

/// Necromancy: the figure comes back at its starting click with no token or link, then
/// takes the d6 in damage (which may eliminate it again).
fn necromancy(play: &mut Play<'_>, by: FigureId, figure: FigureId, d6: Option<u8>) {
    play.events.push(Event::AbilityUsed { figure: by, ability: Ability::Necromancy });
    let start = play.rules.roster[figure.0 as usize].start;
    let mut clicks = [0u8; 4];
    for (click, &s) in clicks.iter_mut().zip(start.iter()) {
        *click = s;
    }
    *play.state.figure_mut(figure) = FigureState { clicks, ..FigureState::default() };
    play.events.push(Event::Returned { figure, by });
    if let Some(d6) = d6 {
        play.events.push(Event::AbilityRolled { figure: by, ability: Ability::Necromancy, d6 });
        damage::turn_dial(play, damage::DialTurn { figure, dial: 0, clicks: d6, cause: DamageCause::Table });
    }
}
