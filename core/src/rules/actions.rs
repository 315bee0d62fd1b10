//! Giving actions: a plain action and a pass, the commands that give an ordinary figure
//! (or a cavalry unit) its action (CORE-05 to CORE-07). The one pipeline on top: it may
//! hand a cavalry unit's action to [`super::cavalry`], and no figure kind calls back
//! into it; what every path shares is in [`super::budget`].

use crate::command::{ActionAnswers, ActionKind, ActionRoll};
use crate::event::Event;
use crate::rules::{Play, abilities, aim, attack, budget, cavalry, who};
use crate::state::FigureId;
use crate::violation::RuleViolation;

/// A pass uses an action but gives no token (CORE-06).
pub(super) fn pass(play: &mut Play<'_>) -> Result<(), RuleViolation> {
    let actions_left = budget::spend_action(play, None)?;
    play.events.push(Event::Passed { actions_left });
    Ok(())
}

/// Gives `figure` an action: spends one of the turn's actions, adds a token, resolves
/// any dice entered with it, then deals pushing damage for a second token (CORE-07).
pub(super) fn give_action(
    play: &mut Play<'_>,
    figure: FigureId,
    action: ActionKind,
    roll: Option<&ActionRoll>,
) -> Result<(), RuleViolation> {
    play.rules.figure(figure)?;
    let answers = &ActionAnswers::default();
    budget::check_plain_action(play.rules, play.state, figure, action, roll, answers)?;
    if let Some(roll) = roll.filter(|_| abilities::is_ability_action(roll) && who::unit_of(play.state, figure).is_none()) {
        return abilities::give(play, figure, action, roll);
    }
    if let Some(unit) = who::unit_of(play.state, figure) {
        return cavalry::give_unit_action(play, unit, figure, action, roll, None, answers);
    }
    budget::check_can_act(play.rules, play.state, figure)?;
    if let Some(roll) = roll {
        attack::check_roll(play.rules, play.state, figure, action, roll)?;
        attack::check_targets(play.state, roll)?;
    }
    let started = budget::start_plain_action(play, figure, action)?;
    if let Some(roll) = roll {
        aim::resolve(play, figure, 0, action, roll, answers)?;
    }
    budget::finish_plain_action(play, started);
    Ok(())
}
