//! Charge and Bound (CORE-16): a move and, at once, an attack, for one action. Seed 004
//! gives both figures an attack straight after their normal move at no extra action
//! cost: a close attack for Charge, a ranged one for Bound. So the engine takes the two
//! as one command ([`crate::command::Command::MoveAndAttack`]): one action spent, one
//! token, one undo step, the attack checked and resolved like any answered attack
//! (Defend, Dodge, Magic Enhancement, a colossal target's section).
//!
//! The move itself is the table's: a Charge or Bound figure leaves base contact without
//! a break-away roll (CORE-12), so the engine needs no die for it. What the figure may
//! not do is asked of the attack: a captor or a demoralized figure makes no attack
//! (CORE-14, CORE-16), so neither charges nor bounds.
//!
//! It sits in the top layer: it hands a cavalry unit's attack to [`cavalry`] and any
//! other figure's to the answered action in [`colossal`]; nothing below calls it.

use crate::ability::Ability;
use crate::command::{ActionAnswers, ActionKind, ActionRoll};
use crate::event::Event;
use crate::rules::{Play, budget, cavalry, colossal, who};
use crate::state::FigureId;
use crate::violation::RuleViolation;

/// The attack each ability adds to the move: Charge a close one, Bound a ranged one.
pub fn attack_of(ability: Ability) -> Option<ActionKind> {
    match ability {
        Ability::Charge => Some(ActionKind::Close),
        Ability::Bound => Some(ActionKind::Ranged),
        _ => None,
    }
}

/// Gives `figure` its move and attack. The ability must show on the speed value of the
/// dial that moves: a cavalry unit's mount (CAV-11); a passenger's speed abilities are
/// ignored (CHR-04). The attack is `figure`'s (a unit's chosen dial, CAV-12).
pub(super) fn give(
    play: &mut Play<'_>,
    figure: FigureId,
    ability: Ability,
    roll: Option<&ActionRoll>,
    answers: &ActionAnswers,
) -> Result<(), RuleViolation> {
    play.rules.figure(figure)?;
    let action = attack_of(ability).ok_or(RuleViolation::AbilityWrongAction { ability, action: ActionKind::Move })?;
    let unit = who::unit_of(play.state, figure);
    let mover = unit.unwrap_or(figure);
    // The table, for the dial that moves: a passenger's speed abilities are ignored
    // (CHR-04), a colossal moves only straight (COL-14), a captor only moves, and a
    // demoralized figure neither charges into contact nor shoots (CORE-14, CORE-16).
    who::may_use(play.rules, play.state, mover, 0, ability, &[])?;
    if who::click_of(play.rules, play.state, mover, 0).speed.ability != Some(ability) {
        // A unit moves with its mount's abilities (CAV-11): a rider showing it is told so.
        if let Some(rider) = unit.map(|m| who::rider_of(play.state, m))
            && who::click_of(play.rules, play.state, rider, 0).speed.ability == Some(ability)
        {
            who::may_use(play.rules, play.state, rider, 0, ability, &[])?;
        }
        return Err(RuleViolation::AbilityNotShown { figure: mover, ability });
    }
    if action == ActionKind::Ranged && play.rules.roster[figure.0 as usize].def.range == 0 {
        return Err(RuleViolation::NoRange { figure });
    }
    budget::check_stats(play.rules, play.state, mover, 0, ActionKind::Move)?;
    play.events.push(Event::AbilityUsed { figure: mover, ability });
    match unit {
        Some(mount) => cavalry::give_unit_action(play, mount, figure, action, roll, None, answers),
        None => colossal::give(play, figure, None, action, roll, answers),
    }
}
