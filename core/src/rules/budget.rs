//! What every path that gives an action shares: whether the figure may act now, the
//! refusals every action passes, spending one of the turn's actions, the token and its
//! pushing damage. It sits below the figure kinds (cavalry, colossal, chariot) so that
//! each of them, and the plain action in [`super::actions`], gives actions the same way
//! without calling one another. It asks only [`super::who`] and [`super::damage`].

use crate::ability::Ability;
use crate::command::{ActionAnswers, ActionKind, ActionRoll, ColossalEffect};
use crate::event::{DamageCause, Event};
use crate::roles::{Acts, Role};
use crate::rule::RuleId;
use crate::rules::{Play, Rules, damage, who};
use crate::state::{FigureId, GameState, Phase};
use crate::violation::RuleViolation;

/// Whether `figure` may be given an action now, by the player whose turn it is.
pub(super) fn check_can_act(rules: &Rules, state: &GameState, figure: FigureId) -> Result<(), RuleViolation> {
    rules.figure(figure)?;
    let fs = state.figure(figure);
    if fs.eliminated {
        return Err(RuleViolation::Eliminated { figure });
    }
    if let Some(captor) = fs.captor {
        return Err(RuleViolation::Captive { figure, captor });
    }
    // A cavalry unit acts as one figure whichever id names it: its action counter and
    // tokens are on its mount (CAV-09, CAV-10).
    if let Some(mount) = who::unit_of(state, figure) {
        return check_unit_can_act(rules, state, mount);
    }
    if who::controller(rules, state, figure) != state.turn.player {
        return Err(RuleViolation::NotYourFigure { figure, player: state.turn.player });
    }
    // A role that may be given no action at all (a riderless skittish mount, CAV-21).
    if who::exposure(rules, state, figure).acts == Acts::None {
        return Err(RuleViolation::SkittishMount { mount: figure });
    }
    if fs.actions_this_turn > 0 {
        return Err(RuleViolation::AlreadyActed { figure });
    }
    if fs.tokens >= 2 {
        return Err(RuleViolation::TwoTokens { figure });
    }
    Ok(())
}

/// Whether the unit may be given an action now: its controller's turn, one action per
/// turn (CAV-09), fewer than two tokens (CORE-07).
pub(super) fn check_unit_can_act(rules: &Rules, state: &GameState, mount: FigureId) -> Result<(), RuleViolation> {
    let player = state.turn.player;
    if who::controller(rules, state, mount) != player {
        return Err(RuleViolation::NotYourFigure { figure: mount, player });
    }
    let fs = state.figure(mount);
    if fs.actions_this_turn > 0 {
        return Err(RuleViolation::CavSecondAction { unit: mount });
    }
    if fs.tokens >= 2 {
        return Err(RuleViolation::TwoTokens { figure: mount });
    }
    Ok(())
}

/// Spends one of the turn's actions (`free`: none, for Quickness, CORE-16), the same
/// way on every path: returns the actions left.
pub(super) fn spend_or_free(play: &mut Play<'_>, figure: FigureId, free: bool) -> Result<u8, RuleViolation> {
    if !free {
        return spend_action(play, Some(figure));
    }
    other_figure_acts(play, figure);
    if play.state.turn.phase == Phase::Command {
        play.state.turn.phase = Phase::Action;
        play.events.push(Event::PhaseChanged { phase: Phase::Action });
    }
    let turn = play.state.turn;
    Ok(turn.allowed(play.rules.actions_per_turn).saturating_sub(turn.actions_used))
}

/// Spends one of the turn's actions, refused when the player has used every one
/// (CORE-05). Every path that gives `figure` an action comes here, so here any other
/// figure's action ends a colossal's run of actions (COL-06); a pass (`None`) does not.
pub(super) fn spend_action(play: &mut Play<'_>, figure: Option<FigureId>) -> Result<u8, RuleViolation> {
    let allowed = play.state.turn.allowed(play.rules.actions_per_turn);
    if play.state.turn.actions_used >= allowed {
        return Err(RuleViolation::NoActionsLeft { allowed });
    }
    if let Some(figure) = figure {
        other_figure_acts(play, figure);
    }
    if play.state.turn.phase == Phase::Command {
        play.state.turn.phase = Phase::Action;
        play.events.push(Event::PhaseChanged { phase: Phase::Action });
    }
    play.state.turn.actions_used += 1;
    Ok(allowed - play.state.turn.actions_used)
}

/// `figure` is about to be given an action: a colossal that was acting is done for the
/// turn once another figure acts (COL-06).
fn other_figure_acts(play: &mut Play<'_>, figure: FigureId) {
    if let Some(acting) = play.state.colossal_acting
        && acting != figure
    {
        play.events.push(Event::ColossalActionsEnded { figure: acting });
        play.state.colossal_acting = None;
    }
}

/// An ordinary action under way: who carries its token, and how many it now carries.
pub(super) struct Started {
    /// The figure, or its cavalry unit's mount (CAV-09).
    holder: FigureId,
    unit: bool,
    tokens: u8,
}

/// The start of an ordinary figure's action, the same as a plain `GiveAction`'s: ends a
/// colossal's turn, spends the action, adds the token, on a cavalry unit's mount
/// whichever of its two ids was named (CAV-09).
pub(super) fn start_plain_action(play: &mut Play<'_>, figure: FigureId, action: ActionKind) -> Result<Started, RuleViolation> {
    start_action(play, figure, action, false)
}

/// [`start_plain_action`], or with `free` (Quickness) one that spends none of the turn's
/// actions; the token and the figure's one action of the turn as usual.
pub(super) fn start_action(play: &mut Play<'_>, figure: FigureId, action: ActionKind, free: bool) -> Result<Started, RuleViolation> {
    let actions_left = spend_or_free(play, figure, free)?;
    let unit = who::unit_of(play.state, figure);
    // A unit moves with its mount's dial (CAV-11); other actions with the named one (CAV-12).
    let acting = if action == ActionKind::Move { unit.unwrap_or(figure) } else { figure };
    play.events.push(Event::ActionGiven { figure: acting, action, actions_left });
    Ok(give_token(play, figure))
}

/// `figure` counts as given an action this turn and gets its token, on its cavalry
/// unit's mount whichever id was named (CAV-09): the part of an ordinary action that a
/// formation's every member gets too (CORE-13), with no action spent.
pub(super) fn give_token(play: &mut Play<'_>, figure: FigureId) -> Started {
    let unit = who::unit_of(play.state, figure);
    let holder = unit.unwrap_or(figure);
    let fs = play.state.figure_mut(holder);
    fs.actions_this_turn += 1;
    fs.tokens += 1;
    let tokens = fs.tokens;
    play.events.push(Event::TokenAdded { figure: holder, tokens });
    Started { holder, unit: unit.is_some(), tokens }
}

/// What `figure`, acting with `dial`, may be given, whatever the path: what its roles
/// allow (the table's exposure: a captor or a demoralized figure only a move, CORE-14,
/// CORE-16), what the abilities it shows forbid (Berserk), and what its stats make
/// impossible (a move at speed 0, a ranged action without a range: seed 004).
pub(super) fn check_actor(rules: &Rules, state: &GameState, figure: FigureId, dial: u8, action: ActionKind) -> Result<(), RuleViolation> {
    let fs = state.figure(figure);
    if fs.eliminated {
        return Ok(());
    }
    // What each role it holds (on this dial) lets it be given: a captor or a demoralized
    // figure only a move (the table's exposure, CORE-14, CORE-16).
    if action != ActionKind::Move {
        for role in who::roles(rules, state, figure, dial) {
            match (role, role.exposure().acts) {
                (Role::Captor, Acts::MoveOnly) => {
                    return Err(RuleViolation::HoldsCaptive { figure, captive: fs.captive.unwrap_or(figure) });
                }
                (_, Acts::MoveOnly) => return Err(RuleViolation::AbilityForbids { figure, ability: Ability::Demoralized, action }),
                _ => {}
            }
        }
    }
    check_abilities_allow(rules, state, figure, dial, action)?;
    check_stats(rules, state, figure, dial, action)
}

/// What a figure's stats make impossible, on every path, dice or none: a ranged action
/// needs a range above 0 (seed 004: "Als deze waarde groter is dan 0"), a move a speed
/// above 0 (the speed value is how far it may move), for a captor its captive's too (the
/// two move at the slower speed, CORE-14). A colossal's section is checked by its own
/// rules (COL-18); the mover of a cavalry unit is its mount (CAV-11), named by the path.
pub(super) fn check_stats(rules: &Rules, state: &GameState, figure: FigureId, dial: u8, action: ActionKind) -> Result<(), RuleViolation> {
    if who::is_colossal(rules, figure) {
        return Ok(());
    }
    match action {
        ActionKind::Ranged if rules.roster[figure.0 as usize].def.range == 0 => Err(RuleViolation::NoRange { figure }),
        ActionKind::Move => {
            let movers = std::iter::once(figure).chain(state.figure(figure).captive);
            match movers.into_iter().find(|&m| who::click_of(rules, state, m, if m == figure { dial } else { 0 }).speed.value.number() == 0)
            {
                Some(slow) => Err(RuleViolation::NoSpeedToMove { figure: slow }),
                None => Ok(()),
            }
        }
        _ => Ok(()),
    }
}

/// A demoralized figure never moves into base contact with an opposing figure of its
/// own will (CORE-16): asked for the dial that moves in a Charge, a Mounted Charge, an
/// Overwhelm or a Trample.
pub(super) fn check_may_close_in(rules: &Rules, state: &GameState, mover: FigureId) -> Result<(), RuleViolation> {
    if who::click_of(rules, state, mover, 0).damage.ability == Some(Ability::Demoralized) {
        return Err(RuleViolation::DemoralizedContact { figure: mover });
    }
    Ok(())
}

/// What the abilities a figure shows forbid besides its roles (CORE-16): a berserk one is
/// given no ranged action.
fn check_abilities_allow(rules: &Rules, state: &GameState, figure: FigureId, dial: u8, action: ActionKind) -> Result<(), RuleViolation> {
    match who::click_of(rules, state, figure, dial).damage.ability {
        Some(ability @ Ability::Berserk) if action == ActionKind::Ranged => Err(RuleViolation::AbilityForbids { figure, ability, action }),
        _ => Ok(()),
    }
}

/// Pushing damage after an ordinary figure's action resolves (CORE-07); a cavalry unit's
/// second token deals none (CAV-10).
pub(super) fn finish_plain_action(play: &mut Play<'_>, started: Started) {
    match started {
        Started { tokens: 2, unit: true, holder } => play.events.push(Event::NoPushingDamage { unit: holder }),
        Started { tokens: 2, unit: false, holder } => {
            damage::turn_dial(play, damage::DialTurn { figure: holder, dial: 0, clicks: 1, cause: DamageCause::Pushing });
        }
        _ => {}
    }
}

/// What an ordinary figure's action may not do (a plain `GiveAction`, a cavalry unit's
/// action, a formation member's): a colossal acts by section, what the figure may be
/// given ([`check_actor`]), an attack on a colossal needs a section aim among the
/// answers, healing a colossal (COL-03), what a passenger may not do (CHR-04, CHR-10).
pub(super) fn check_plain_action(
    rules: &Rules,
    state: &GameState,
    figure: FigureId,
    action: ActionKind,
    roll: Option<&ActionRoll>,
    answers: &ActionAnswers,
) -> Result<(), RuleViolation> {
    if who::is_colossal(rules, figure) {
        return Err(RuleViolation::SectionNeeded { figure });
    }
    check_actor(rules, state, figure, 0, action)?;
    check_effects(rules, state, figure, roll, answers)?;
    if let Some(roll) = roll
        && let Some(&target) = roll.attacked().iter().find(|&&t| who::is_colossal(rules, t) && !answers.aims.iter().any(|a| a.figure == t))
    {
        let rule = if action == ActionKind::Close { RuleId::Col20 } else { RuleId::Col21 };
        return Err(RuleViolation::SectionAimNeeded { figure: target, rule });
    }
    who::check_passenger_action(state, figure, action, roll, answers)?;
    Ok(())
}

/// Refuses effects colossals can neither use nor suffer (COL-03): those the acting
/// colossal would use, and those that would act on a colossal among the affected figures
/// (another figure's Healing roll included).
pub(super) fn check_effects(
    rules: &Rules,
    state: &GameState,
    actor: FigureId,
    roll: Option<&ActionRoll>,
    answers: &ActionAnswers,
) -> Result<(), RuleViolation> {
    // Strong Flyer and Magic Levitation carry no cavalry unit (CAV-06).
    if answers.effects.iter().any(|e| matches!(e, ColossalEffect::StrongFlyer | ColossalEffect::MagicLevitation))
        && let Some(&figure) = answers.affects.iter().find(|&&f| who::unit_of(state, f).is_some())
    {
        return Err(RuleViolation::CavCarried { figure });
    }
    if who::is_colossal(rules, actor)
        && let Some(&effect) = answers.effects.iter().find(|e| e.used_by_colossal())
    {
        return Err(RuleViolation::ColossalImmune { figure: actor, effect });
    }
    let mut affected: Vec<FigureId> = answers.affects.clone();
    match roll {
        Some(roll @ (ActionRoll::Attack { .. } | ActionRoll::AbilityAttack { .. })) => affected.extend(roll.attacked()),
        Some(ActionRoll::Heal { target, .. }) if *target != actor && who::is_colossal(rules, *target) => {
            return Err(RuleViolation::ColossalImmune { figure: *target, effect: ColossalEffect::Healing });
        }
        _ => {}
    }
    // Magic Immunity: no Magic ability declared affects the figure (CORE-16).
    for &target in affected.iter().filter(|&&t| t != actor && (t.0 as usize) < rules.roster.len()) {
        if let Some(ability) = answers.effects.iter().find_map(|e| e.magic_ability())
            && !state.figure(target).eliminated
            && who::shows(rules, state, target, 0, crate::ability::Ability::MagicImmunity)
        {
            return Err(RuleViolation::MagicImmune { figure: target, ability });
        }
    }
    for target in affected.into_iter().filter(|&t| t != actor && who::is_colossal(rules, t)) {
        let on_it = answers.effects.iter().find(|&&e| !e.used_by_colossal() || e == ColossalEffect::Capture);
        if let Some(&effect) = on_it {
            return Err(RuleViolation::ColossalImmune { figure: target, effect });
        }
    }
    Ok(())
}
