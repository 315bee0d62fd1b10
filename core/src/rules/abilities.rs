//! Special abilities that are actions or turn steps of their own (CORE-16): Regeneration
//! (a special action), Necromancy (a move action spent instead of moving), Quickness (a
//! move that uses none of the turn's actions) and the Command roll at the start of the
//! turn. The abilities that change an attack's numbers live in [`super::attack`], the
//! actions an ability forbids in [`super::budget`]. A figure kind of its own in the
//! layers: it asks only [`super::who`], [`super::dice`], [`super::damage`],
//! [`super::attack`] and [`super::budget`].

use crate::ability::{Ability, number};
use crate::command::{ActionKind, ActionRoll, ColossalEffect};
use crate::event::{DamageCause, Event};
use crate::rules::{Play, Rules, attack, budget, damage, dice, who};
use crate::state::{FigureId, FigureState, GameState, Phase};
use crate::violation::RuleViolation;

/// Whether this roll is one of the abilities' own actions, resolved here.
pub(super) fn is_ability_action(roll: Option<&ActionRoll>) -> bool {
    matches!(roll, Some(ActionRoll::Regenerate { .. } | ActionRoll::Necromancy { .. } | ActionRoll::Quickness { .. }))
}

/// Gives `figure` the action its ability roll asks for (a figure outside a cavalry unit;
/// a unit's and a colossal section's paths refuse these rolls).
pub(super) fn give(play: &mut Play<'_>, figure: FigureId, action: ActionKind, roll: &ActionRoll) -> Result<(), RuleViolation> {
    check(play.rules, play.state, figure, action, roll)?;
    match roll {
        ActionRoll::Regenerate { d6 } => {
            let started = budget::start_plain_action(play, figure, action)?;
            regenerate(play, figure, *d6);
            budget::finish_plain_action(play, started);
        }
        ActionRoll::Necromancy { figure: returned, d6, .. } => {
            let started = budget::start_plain_action(play, figure, action)?;
            necromancy(play, figure, *returned, *d6);
            budget::finish_plain_action(play, started);
        }
        ActionRoll::Quickness { break_away_d6 } => {
            let started = budget::start_free_action(play, figure, action);
            play.events.push(Event::AbilityUsed { figure, ability: Ability::Quickness });
            if let Some(d6) = break_away_d6 {
                let success = attack::breaks_away(who::click_of(play.rules, play.state, figure, 0).speed.ability, *d6);
                play.events.push(Event::BreakAway { figure, d6: *d6, success });
            }
            budget::finish_plain_action(play, started);
        }
        _ => return Err(RuleViolation::RollDoesNotFit { action }),
    }
    Ok(())
}

/// The refusals of an ability action: the figure may act, shows the ability now, and
/// the action, the dice and the figure brought back fit it.
fn check(rules: &Rules, state: &GameState, figure: FigureId, action: ActionKind, roll: &ActionRoll) -> Result<(), RuleViolation> {
    budget::check_can_act(rules, state, figure)?;
    let (ability, wanted) = match roll {
        ActionRoll::Regenerate { .. } => (Ability::Regeneration, ActionKind::Special),
        ActionRoll::Necromancy { .. } => (Ability::Necromancy, ActionKind::Move),
        ActionRoll::Quickness { .. } => (Ability::Quickness, ActionKind::Move),
        _ => return Err(RuleViolation::RollDoesNotFit { action }),
    };
    if action != wanted {
        return Err(RuleViolation::AbilityWrongAction { ability, action });
    }
    // Necromancy is given "instead of a move" (seed 004), not a move: what a captor or a
    // demoralized figure may not do, it may not do either (CORE-14, CORE-16).
    let given = if ability == Ability::Necromancy { ActionKind::Special } else { action };
    if ability == Ability::Necromancy && state.figure(figure).captive.is_some() {
        // A captor always touches its captive, an opposing figure.
        return Err(RuleViolation::AbilityInContact { figure, ability });
    }
    budget::check_actor(rules, state, figure, 0, given)?;
    if !who::shows(rules, state, figure, 0, ability) {
        return Err(RuleViolation::AbilityNotShown { figure, ability });
    }
    match roll {
        ActionRoll::Regenerate { d6 } => {
            damage::check_healable(rules, state, figure, 0)?;
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

/// Regeneration: the d6 less the ability's number, in clicks healed, never fewer than 0.
fn regenerate(play: &mut Play<'_>, figure: FigureId, d6: u8) {
    play.events.push(Event::AbilityRolled { figure, ability: Ability::Regeneration, d6 });
    let clicks = d6.saturating_sub(number::Regeneration::minus);
    if clicks > 0 {
        damage::heal(play, figure, 0, clicks);
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

/// The Command roll (CORE-16): once per figure and turn, in the command phase, by the
/// player whose turn it is; the ability's roll adds one action to the turn, and the
/// demoralized friendly figures the table says touch it heal.
pub(super) fn command_roll(play: &mut Play<'_>, figure: FigureId, d6: u8, demoralized: &[FigureId]) -> Result<(), RuleViolation> {
    let (rules, state) = (play.rules, &*play.state);
    damage::check_dial(rules, state, figure, 0)?;
    let player = state.turn.player;
    if who::controller(rules, state, figure) != player {
        return Err(RuleViolation::NotYourFigure { figure, player });
    }
    if state.turn.phase != Phase::Command || state.figure(figure).command_rolled {
        return Err(RuleViolation::StartOfTurnOnly { figure, ability: Ability::Command });
    }
    if !who::shows(rules, state, figure, 0, Ability::Command) {
        return Err(RuleViolation::AbilityNotShown { figure, ability: Ability::Command });
    }
    dice::check_d6(d6)?;
    for (i, &friend) in demoralized.iter().enumerate() {
        damage::check_dial(rules, state, friend, 0)?;
        if friend == figure || demoralized[..i].contains(&friend) {
            return Err(RuleViolation::BadTarget { figure: friend });
        }
        if who::controller(rules, state, friend) != player {
            return Err(RuleViolation::HealOpposing { figure: friend });
        }
        if !who::shows(rules, state, friend, 0, Ability::Demoralized) {
            return Err(RuleViolation::AbilityNotShown { figure: friend, ability: Ability::Demoralized });
        }
        damage::check_healable(rules, state, friend, 0)?;
    }
    play.state.figure_mut(figure).command_rolled = true;
    play.events.push(Event::AbilityRolled { figure, ability: Ability::Command, d6 });
    if d6 == number::Command::roll {
        let turn = &mut play.state.turn;
        turn.extra_actions = turn.extra_actions.saturating_add(1);
        let actions_left = turn.allowed(play.rules.actions_per_turn).saturating_sub(turn.actions_used);
        play.events.push(Event::ExtraAction { figure, actions_left });
    }
    for &friend in demoralized {
        damage::heal(play, friend, 0, number::Command::heal);
    }
    Ok(())
}

/// Pole Arm's and Venom's damage to the figures the table names (CORE-16): each an
/// opposing figure, once; Venom only in its controller's command phase and never on a
/// colossal (COL-03); each target's reductions apply (seed 004 names Pole Arm under
/// Toughness).
pub(super) fn ability_damage(play: &mut Play<'_>, figure: FigureId, ability: Ability, targets: &[FigureId]) -> Result<(), RuleViolation> {
    let (rules, state) = (play.rules, &*play.state);
    damage::check_dial(rules, state, figure, 0)?;
    if !matches!(ability, Ability::PoleArm | Ability::Venom) {
        return Err(RuleViolation::NoAbilityDamage { ability });
    }
    if !who::shows(rules, state, figure, 0, ability) {
        return Err(RuleViolation::AbilityNotShown { figure, ability });
    }
    let side = who::controller(rules, state, figure);
    if ability == Ability::Venom && (state.turn.phase != Phase::Command || side != state.turn.player) {
        return Err(RuleViolation::StartOfTurnOnly { figure, ability });
    }
    if targets.is_empty() {
        return Err(RuleViolation::BadTargetCount { count: 0, allowed: u8::try_from(targets.len()).unwrap_or(u8::MAX).max(1) });
    }
    for (i, &target) in targets.iter().enumerate() {
        damage::check_dial(rules, state, target, 0)?;
        if target == figure || targets[..i].contains(&target) {
            return Err(RuleViolation::BadTarget { figure: target });
        }
        if who::controller(rules, state, target) == side {
            return Err(RuleViolation::OwnFigure { figure: target });
        }
        // A colossal takes Pole Arm's damage on the section touched: table damage to it.
        match ability {
            Ability::Venom if who::is_colossal(rules, target) => {
                return Err(RuleViolation::ColossalImmune { figure: target, effect: ColossalEffect::Venom });
            }
            _ if who::is_colossal(rules, target) => return Err(RuleViolation::BadTarget { figure: target }),
            _ => {}
        }
    }
    play.events.push(Event::AbilityUsed { figure, ability });
    for &target in targets {
        let dealt = if ability == Ability::Venom { number::Venom::damage } else { number::PoleArm::damage };
        let taken = damage::reduced(play.rules, play.state, target, 0, dealt);
        if taken < dealt {
            play.events.push(Event::DamageReduced { figure: target, dealt, taken });
        }
        damage::turn_dial(play, damage::DialTurn { figure: target, dial: 0, clicks: taken, cause: DamageCause::Attack });
    }
    Ok(())
}
