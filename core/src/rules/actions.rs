//! Giving actions: the action budget, action tokens and pushing (CORE-05 to CORE-07).

use crate::command::{ActionKind, ActionRoll};
use crate::event::{DamageCause, Event};
use crate::rules::{Rules, attack, cavalry, colossal, damage};
use crate::state::{FigureId, GameState, Phase};
use crate::violation::RuleViolation;

/// Spends one of the turn's actions, refused when the player has used every one
/// (CORE-05). Every path that gives `figure` an action comes here, so here any other
/// figure's action ends a colossal's run of actions (COL-06); a pass (`None`) does not.
pub(super) fn spend_action(rules: &Rules, state: &mut GameState, figure: Option<FigureId>, events: &mut Vec<Event>) -> Result<u8, RuleViolation> {
    if state.turn.actions_used >= rules.actions_per_turn {
        return Err(RuleViolation::NoActionsLeft { allowed: rules.actions_per_turn });
    }
    if let Some(figure) = figure {
        colossal::other_figure_acts(state, figure, events);
    }
    if state.turn.phase == Phase::Command {
        state.turn.phase = Phase::Action;
        events.push(Event::PhaseChanged { phase: Phase::Action });
    }
    state.turn.actions_used += 1;
    Ok(rules.actions_per_turn - state.turn.actions_used)
}

/// A pass uses an action but gives no token (CORE-06).
pub(super) fn pass(rules: &Rules, state: &mut GameState, events: &mut Vec<Event>) -> Result<(), RuleViolation> {
    let actions_left = spend_action(rules, state, None, events)?;
    events.push(Event::Passed { actions_left });
    Ok(())
}

/// Whether `figure` may be given an action now, by the player whose turn it is.
pub(super) fn check_can_act(rules: &Rules, state: &GameState, figure: FigureId) -> Result<(), RuleViolation> {
    rules.figure(figure)?;
    let fs = state.figure(figure);
    if fs.eliminated {
        return Err(RuleViolation::Eliminated { figure });
    }
    // A cavalry unit acts as one figure whichever id names it: its action counter and
    // tokens are on its mount (CAV-09, CAV-10).
    if let Some(mount) = cavalry::unit_of(state, figure) {
        return cavalry::check_unit_can_act(rules, state, mount);
    }
    if cavalry::controller(rules, state, figure) != state.turn.player {
        return Err(RuleViolation::NotYourFigure { figure, player: state.turn.player });
    }
    if fs.actions_this_turn > 0 {
        return Err(RuleViolation::AlreadyActed { figure });
    }
    if fs.tokens >= 2 {
        return Err(RuleViolation::TwoTokens { figure });
    }
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
    colossal::check_plain_action(rules, state, figure, action, roll)?;
    if let Some(unit) = cavalry::unit_of(state, figure) {
        return cavalry::give_unit_action(rules, state, unit, figure, action, roll, None, events);
    }
    check_can_act(rules, state, figure)?;
    if let Some(roll) = roll {
        attack::check_roll(rules, state, figure, action, roll)?;
        cavalry::check_targets(state, roll)?;
    }
    let actions_left = spend_action(rules, state, Some(figure), events)?;
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
        damage::turn_dial(rules, state, figure, 0, 1, DamageCause::Pushing, events);
    }
    Ok(())
}
