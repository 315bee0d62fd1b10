//! Giving actions: a plain action, an answered one and a pass, the commands that give an
//! ordinary figure (or a cavalry unit) its action (CORE-05 to CORE-07). The one pipeline
//! on top: it hands a cavalry unit's action, by either id and on either path, to
//! [`super::cavalry`], a colossal's to [`super::colossal`], and no figure kind calls back
//! into it; what every path shares is in [`super::budget`], an ability's own roll in
//! [`super::own`] (through [`super::attack::check_roll`]).

use crate::command::{ActionAnswers, ActionKind, ActionRoll};
use crate::event::Event;
use crate::rules::{Play, aim, attack, budget, cavalry, colossal, own, who};
use crate::state::FigureId;
use crate::violation::RuleViolation;

/// A pass uses an action but gives no token (CORE-06).
pub(super) fn pass(play: &mut Play<'_>) -> Result<(), RuleViolation> {
    let actions_left = budget::spend_action(play, None)?;
    play.events.push(Event::Passed { actions_left });
    Ok(())
}

/// Gives `figure` an action: spends one of the turn's actions (none for Quickness), adds a
/// token, resolves any dice entered with it, then deals pushing damage for a second token
/// (CORE-07).
pub(super) fn give_action(
    play: &mut Play<'_>,
    figure: FigureId,
    action: ActionKind,
    roll: Option<&ActionRoll>,
) -> Result<(), RuleViolation> {
    play.rules.figure(figure)?;
    let answers = &ActionAnswers::default();
    if let Some(unit) = who::unit_of(play.state, figure) {
        return cavalry::give_unit_action(play, unit, figure, action, roll, None, answers);
    }
    // Whether it may be given an action at all comes first, as on every other path (the
    // table's roles: a captive's or a skittish mount's abilities are then moot).
    budget::check_can_act(play.rules, play.state, figure)?;
    budget::check_plain_action(play.rules, play.state, figure, action, roll, answers)?;
    if let Some(roll) = roll {
        attack::check_roll(play.rules, play.state, figure, 0, action, roll)?;
        attack::check_targets(play.state, roll)?;
    }
    let started = budget::start_action(play, figure, action, own::is_free(roll))?;
    if let Some(roll) = roll {
        aim::resolve(play, figure, 0, action, roll, answers)?;
    }
    budget::finish_plain_action(play, started);
    Ok(())
}

/// Gives `figure` an action with the table's answers: a cavalry unit's through the unit's
/// own path, as its plain action is (so a move reads the mount whichever id names it,
/// CAV-11), any other figure's (a colossal's needs its section) through the answered one.
pub(super) fn give_answered(
    play: &mut Play<'_>,
    figure: FigureId,
    action: ActionKind,
    roll: Option<&ActionRoll>,
    answers: &ActionAnswers,
) -> Result<(), RuleViolation> {
    play.rules.figure(figure)?;
    match who::unit_of(play.state, figure) {
        Some(unit) => cavalry::give_unit_action(play, unit, figure, action, roll, None, answers),
        None => colossal::give(play, figure, None, action, roll, answers),
    }
}
