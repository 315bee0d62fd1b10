//! Colossal figures (COL-01 to COL-22): section actions, immunities, combined movement,
//! break away, and which section an attack reaches.
//!
//! This module keeps what only a colossal's own commands do. What others ask about a
//! colossal (its sections' clicks, skulls, inactive sections) is in [`super::who`]; its
//! section damage and elimination, in [`super::damage`]; a hit on a section and a
//! chariot passenger's risk, in [`super::attack`]; the immunities every action is
//! checked against and the end of its run of actions, in [`super::budget`]. So nothing
//! calls back here, and a chariot needs nothing from this module.

use crate::command::{ActionAnswers, ActionKind, ActionRoll, TargetAim};
use crate::event::{DamageCause, Event};
use crate::figure::Section;
use crate::rules::aim::{AimKind, target_section};
use crate::rules::who::{click_of, inactive, is_colossal};
use crate::rules::{Play, Rules, aim, attack, budget, damage, own, who};
use crate::state::{FigureId, GameState};
use crate::violation::RuleViolation;

/// What each opponent scores for a colossal still on the battlefield at the end of a game
/// in which no player controls more objectives than another (COL-09): with 3 to 5
/// skulls showing, half its points rounded down, divided by the number of opponents,
/// rounded down; otherwise nothing.
pub fn colossal_score(points: u16, skulls: u8, opponents: u8) -> u16 {
    if opponents == 0 || !(3..=5).contains(&skulls) {
        return 0;
    }
    points / 2 / opponents as u16
}

/// Clears the turn's section bookkeeping and the acting marker at the end of a turn.
pub(super) fn end_turn(state: &mut GameState) {
    state.colossal_acting = None;
    for fs in &mut state.figures {
        let c = &mut fs.colossal;
        (c.acted, c.moved, c.fought, c.movement, c.broke_away) = (0, false, false, 0, None);
    }
}

/// Whether `section` of a colossal may be given `action` now (COL-06, COL-08, COL-18, CHR-02).
fn check_section_can_act(
    rules: &Rules,
    state: &GameState,
    figure: FigureId,
    section: Section,
    action: ActionKind,
    answers: &ActionAnswers,
) -> Result<(), RuleViolation> {
    let printed = rules.figure(figure)?;
    let fs = state.figure(figure);
    if fs.eliminated {
        return Err(RuleViolation::Eliminated { figure });
    }
    if printed.owner != state.turn.player {
        return Err(RuleViolation::NotYourFigure { figure, player: state.turn.player });
    }
    if fs.colossal.acted != 0 && state.colossal_acting != Some(figure) {
        return Err(RuleViolation::ColossalActionsOver { figure });
    }
    if inactive(rules, state, figure, section) {
        return Err(RuleViolation::InactiveSectionActs { figure, section });
    }
    if fs.colossal.acted & (1 << section.index()) != 0 {
        return Err(RuleViolation::SectionAlreadyActed { figure, section });
    }
    if fs.colossal.acted == 0 && fs.tokens >= 2 {
        return Err(RuleViolation::TwoTokens { figure });
    }
    let click = click_of(rules, state, figure, section.index() as u8);
    match action {
        ActionKind::Move if fs.colossal.fought => return Err(RuleViolation::MoveAfterCombat { figure }),
        ActionKind::Move if answers.backward && printed.def.is_chariot() => {
            return Err(RuleViolation::ChariotCannotReverse { figure });
        }
        ActionKind::Move if answers.objectives > 1 => return Err(RuleViolation::TooManyObjectives { figure }),
        ActionKind::Ranged if printed.def.range == 0 || click.attack.value.number() == 0 || answers.opposing_contact => {
            return Err(RuleViolation::SectionCannotShoot { figure, section });
        }
        _ => {}
    }
    Ok(())
}

/// Gives an action with answers: a colossal's section action (`section` set, COL-06), or
/// any other figure's action that needs answers. Spends one of the turn's actions; a
/// colossal gets its one token after the turn's first action resolves, and its pushing
/// damage goes to the section its controller picks (COL-11).
#[allow(clippy::too_many_arguments)]
pub(super) fn give(
    play: &mut Play<'_>,
    figure: FigureId,
    section: Option<Section>,
    action: ActionKind,
    roll: Option<&ActionRoll>,
    answers: &ActionAnswers,
) -> Result<(), RuleViolation> {
    let printed = play.rules.figure(figure)?;
    match (printed.def.is_colossal(), section) {
        (true, None) => return Err(RuleViolation::SectionNeeded { figure }),
        (false, Some(_)) => return Err(RuleViolation::NotAColossal { figure }),
        _ => {}
    }
    match section {
        Some(section) => check_section_can_act(play.rules, play.state, figure, section, action, answers)?,
        None => budget::check_can_act(play.rules, play.state, figure)?,
    }
    let dial = section.map_or(0, |s| s.index() as u8);
    budget::check_actor(play.rules, play.state, figure, dial, action)?;
    budget::check_effects(play.rules, play.state, figure, roll, answers)?;
    if let Some(roll) = roll {
        attack::check_roll(play.rules, play.state, figure, dial, action, roll)?;
        attack::check_targets(play.state, roll)?;
    }
    attack::check_around(play.rules, play.state, figure, dial, action, roll, answers)?;
    who::check_passenger_action(play.state, figure, action, roll, answers)?;
    let free = own::is_free(roll);
    let Some(section) = section else {
        let started = budget::start_action(play, figure, action, free)?;
        if let Some(roll) = roll {
            resolve(play, figure, None, action, roll, answers)?;
        }
        budget::finish_plain_action(play, started);
        return Ok(());
    };
    let actions_left = budget::spend_or_free(play, figure, free)?;
    play.events.push(Event::SectionActionGiven { figure, section, action, actions_left });
    play.state.colossal_acting = Some(figure);
    let fs = play.state.figure_mut(figure);
    let first = fs.colossal.acted == 0;
    fs.actions_this_turn = fs.actions_this_turn.saturating_add(1);
    fs.colossal.acted |= 1 << section.index();
    // Whether it moved is known once the roll is in (`combine_movement`).
    if action != ActionKind::Move {
        fs.colossal.fought = true;
    }
    if let Some(roll) = roll {
        resolve(play, figure, Some(section), action, roll, answers)?;
    }
    // Necromancy is given instead of a move: the colossal does not move (seed 004).
    let moves = !matches!(roll, Some(ActionRoll::Necromancy { .. }));
    if action == ActionKind::Move && moves && !play.state.figure(figure).eliminated {
        combine_movement(play, figure, section);
    }
    if first && !play.state.figure(figure).eliminated {
        let fs = play.state.figure_mut(figure);
        fs.tokens += 1;
        let tokens = fs.tokens;
        play.events.push(Event::TokenAdded { figure, tokens });
        if tokens == 2 {
            let push_to = answers.push_to.ok_or(RuleViolation::PushSectionNeeded { figure })?;
            damage::check_damageable(play.rules, play.state, figure, push_to.index() as u8)?;
            damage::turn_dial(play, damage::DialTurn { figure, dial: push_to.index() as u8, clicks: 1, cause: DamageCause::Pushing });
        }
    }
    Ok(())
}

/// Adds the moving section's speed to the turn's one combined movement (COL-14); after
/// a failed break-away roll the colossal stays put and cannot turn (COL-03), so it has
/// not moved (a chariot's passenger may still shoot, CHR-10).
fn combine_movement(play: &mut Play<'_>, figure: FigureId, section: Section) {
    let speed = click_of(play.rules, play.state, figure, section.index() as u8).speed.value.number();
    let c = &mut play.state.figure_mut(figure).colossal;
    if c.broke_away != Some(false) {
        c.movement = c.movement.saturating_add(speed);
        c.moved = true;
    }
    play.events.push(Event::MovementCombined { figure, distance: c.movement });
}

#[allow(clippy::too_many_arguments)]
/// Resolves checked dice for an answered action, reading the acting section's dial: a
/// section's close attack is made with that active section's values (COL-17); that its
/// target touches that section is the table's to say.
fn resolve(
    play: &mut Play<'_>,
    actor: FigureId,
    section: Option<Section>,
    action: ActionKind,
    roll: &ActionRoll,
    answers: &ActionAnswers,
) -> Result<(), RuleViolation> {
    let dial = section.map_or(0, |s| s.index() as u8);
    match roll {
        ActionRoll::BreakAway { d6 } => {
            let Some(_) = section else {
                return aim::resolve(play, actor, dial, action, roll, answers);
            };
            // One roll however many sections touch (COL-16); only a 1 fails (COL-03).
            if play.state.figure(actor).colossal.broke_away.is_some() {
                return Err(RuleViolation::BreakAwayOnce { figure: actor });
            }
            // Nimble in the moving section gets away without a roll (COL-12, CORE-16).
            let nimble = who::shows(play.rules, play.state, actor, dial, crate::ability::Ability::Nimble);
            let success = nimble || *d6 != 1;
            let c = &mut play.state.figure_mut(actor).colossal;
            c.broke_away = Some(success);
            play.events.push(Event::BreakAway { figure: actor, d6: *d6, success });
        }
        // A colossal neither captures nor is captured (COL-03, refused by the roll's
        // check); another figure's answered capture resolves as a plain one; an
        // ability's own roll heals, returns or moves with the acting section's (COL-12).
        ActionRoll::Capture { .. } | ActionRoll::Regenerate { .. } | ActionRoll::Necromancy { .. } | ActionRoll::Quickness { .. } => {
            aim::resolve(play, actor, dial, action, roll, answers)?
        }
        ActionRoll::Attack { .. } | ActionRoll::AbilityAttack { .. } => {
            let parts = roll.attack_parts().expect("an attack roll");
            // A colossal's attack ability is the acting section's (CORE-16).
            if let Some(ability) = parts.ability
                && section.is_some()
            {
                attack::check_attack_shows(play.rules, play.state, actor, dial, ability)?;
            }
            aim::resolve(play, actor, dial, action, roll, answers)?;
        }
        ActionRoll::Heal { .. } => aim::resolve(play, actor, dial, action, roll, answers)?,
    }
    Ok(())
}

/// Area damage on a colossal whose centre is in the area: one section only (COL-22).
pub(super) fn area_damage(play: &mut Play<'_>, target: &TargetAim, dealt: u8) -> Result<(), RuleViolation> {
    damage::check_dial(play.rules, play.state, target.figure, 0)?;
    if !is_colossal(play.rules, target.figure) {
        return Err(RuleViolation::NotAColossal { figure: target.figure });
    }
    if dealt == 0 {
        return Err(RuleViolation::NoClicks);
    }
    let section = target_section(play.rules, play.state, target, AimKind::Area)?;
    play.events.push(Event::SectionTargeted { figure: target.figure, section });
    // An area effect is a ranged one's (Bombardment), for the house rule on Invulnerability.
    attack::hit_section(play, target.figure, section.index() as u8, dealt, target.passenger_d6, true, None, true).map(|_| ())
}
