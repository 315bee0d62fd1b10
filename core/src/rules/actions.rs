//! Giving actions: a plain action and a pass, the commands that give an ordinary figure
//! (or a cavalry unit) its action (CORE-05 to CORE-07). The one pipeline on top: it may
//! hand a cavalry unit's action to [`super::cavalry`], and no figure kind calls back
//! into it; what every path shares is in [`super::budget`].

use crate::command::{ActionKind, ActionRoll};
use crate::event::{DamageCause, Event};
use crate::rules::{Rules, attack, budget, cavalry, damage, who};
use crate::state::{FigureId, GameState};
use crate::violation::RuleViolation;

/// A pass uses an action but gives no token (CORE-06).
pub(super) fn pass(rules: &Rules, state: &mut GameState, events: &mut Vec<Event>) -> Result<(), RuleViolation> {
    let actions_left = budget::spend_action(rules, state, None, events)?;
    events.push(Event::Passed { actions_left });
    Ok(())
}

/// Gives `figure` an action: spends one of the turn's actions, adds a token, resolves
/// any dice entered with it, then deals pushing damage for a second token (CORE-07).
pub(super) fn give_action(
    rules: &Rules,
    state: &mut GameState,
    figure: FigureId,
    action: ActionKind,
    roll: Option<&ActionRoll>,
    events: &mut Vec<Event>,
) -> Result<(), RuleViolation> {
    rules.figure(figure)?;
    budget::check_plain_action(rules, state, figure, action, roll)?;
    if let Some(unit) = who::unit_of(state, figure) {
        return cavalry::give_unit_action(rules, state, unit, figure, action, roll, None, events);
    }
    budget::check_can_act(rules, state, figure)?;
    if let Some(roll) = roll {
        attack::check_roll(rules, state, figure, action, roll)?;
        attack::check_targets(state, roll)?;
    }
    let actions_left = budget::spend_action(rules, state, Some(figure), events)?;
    events.push(Event::ActionGiven { figure, action, actions_left });
    let fs = state.figure_mut(figure);
    fs.actions_this_turn += 1;
    fs.tokens += 1;
    let tokens = fs.tokens;
    events.push(Event::TokenAdded { figure, tokens });
    if let Some(roll) = roll {
        attack::resolve(rules, state, figure, action, roll, events);
    }
    if tokens == 2 {
        damage::turn_dial(rules, state, damage::DialTurn { figure, dial: 0, clicks: 1, cause: DamageCause::Pushing }, events);
    }
    Ok(())
}
