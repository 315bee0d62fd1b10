//! Turning dials: damage, healing and knock-outs (CORE-03, CORE-04).

use crate::ability::Ability;
use crate::event::{DamageCause, Event};
use crate::rules::{Rules, cavalry, chariot, colossal};
use crate::state::{FigureId, GameState};
use crate::violation::RuleViolation;

/// Refuses an unknown figure, a dial it does not have, or an eliminated figure.
pub(super) fn check_dial(rules: &Rules, state: &GameState, figure: FigureId, dial: u8) -> Result<(), RuleViolation> {
    let printed = rules.figure(figure)?;
    if dial as usize >= printed.def.dials.len() {
        return Err(RuleViolation::NoSuchDial { figure, dial });
    }
    if state.figure(figure).eliminated {
        return Err(RuleViolation::Eliminated { figure });
    }
    chariot::check_not_passenger(state, figure)
}

/// What damage and healing entered at the table both need: a dial the figure has, a
/// figure still in play, and at least one click (CORE-03).
fn check_table_clicks(rules: &Rules, state: &GameState, figure: FigureId, dial: u8, clicks: u8) -> Result<(), RuleViolation> {
    check_dial(rules, state, figure, dial)?;
    if clicks == 0 {
        return Err(RuleViolation::NoClicks);
    }
    Ok(())
}

/// Damage entered at the table: refused for no clicks or an eliminated figure.
pub(super) fn table_damage(
    rules: &Rules,
    state: &mut GameState,
    figure: FigureId,
    dial: u8,
    clicks: u8,
    events: &mut Vec<Event>,
) -> Result<(), RuleViolation> {
    check_table_clicks(rules, state, figure, dial, clicks)?;
    colossal::check_damageable(rules, state, figure, dial)?;
    turn_dial(rules, state, figure, dial, clicks, DamageCause::Table, events);
    Ok(())
}

/// Healing entered at the table: never past the starting marker (CORE-03).
pub(super) fn table_heal(
    rules: &Rules,
    state: &mut GameState,
    figure: FigureId,
    dial: u8,
    clicks: u8,
    events: &mut Vec<Event>,
) -> Result<(), RuleViolation> {
    check_table_clicks(rules, state, figure, dial, clicks)?;
    if heal(rules, state, figure, dial, clicks, events) == 0 {
        return Err(RuleViolation::NothingToHeal { figure });
    }
    Ok(())
}

/// Damage an attack deals after the target's reductions: Toughness takes 1 off, and
/// Invulnerability 2, as shown on the target's defense value now.
pub(super) fn reduced(rules: &Rules, state: &GameState, target: FigureId, dial: u8, dealt: u8) -> u8 {
    let click = rules.roster[target.0 as usize].def.dials[dial as usize].click(state.figure(target).clicks[dial as usize]);
    let reduction = match click.defense.ability {
        Some(Ability::Toughness) => 1,
        Some(Ability::Invulnerability) => 2,
        _ => 0,
    };
    dealt.saturating_sub(reduction)
}

/// Turns a dial forward `clicks` times (already reduced), knocking the figure out when
/// it reaches the skull click. Returns whether the figure was eliminated.
pub(super) fn turn_dial(
    rules: &Rules,
    state: &mut GameState,
    figure: FigureId,
    dial: u8,
    clicks: u8,
    cause: DamageCause,
    events: &mut Vec<Event>,
) -> bool {
    if rules.roster[figure.0 as usize].def.is_colossal() {
        return colossal::turn_section(rules, state, figure, dial, clicks, cause, events);
    }
    let printed = &rules.roster[figure.0 as usize].def.dials[dial as usize];
    let ko = printed.ko_index();
    let fs = state.figure_mut(figure);
    if fs.eliminated || clicks == 0 {
        return false;
    }
    let from = fs.clicks[dial as usize];
    let to = from.saturating_add(clicks).min(ko);
    fs.clicks[dial as usize] = to;
    events.push(Event::Damaged { figure, dial, from, to, cause });
    if to >= ko {
        if cavalry::dark_riders_mount_holds(rules, state, figure, dial, events) {
            return false;
        }
        eliminate(state, figure, events);
        return true;
    }
    false
}

/// Turns a dial back, stopping at the starting click. Returns the clicks healed.
pub(super) fn heal(
    rules: &Rules,
    state: &mut GameState,
    figure: FigureId,
    dial: u8,
    clicks: u8,
    events: &mut Vec<Event>,
) -> u8 {
    let start = rules.roster[figure.0 as usize].start[dial as usize];
    let fs = state.figure_mut(figure);
    let from = fs.clicks[dial as usize];
    let to = from.saturating_sub(clicks).max(start);
    if to >= from {
        return 0;
    }
    fs.clicks[dial as usize] = to;
    events.push(Event::Healed { figure, dial, from, to });
    from - to
}

/// Takes a figure off the battlefield with its tokens (CORE-04).
pub(super) fn eliminate(state: &mut GameState, figure: FigureId, events: &mut Vec<Event>) {
    let fs = state.figure_mut(figure);
    fs.eliminated = true;
    fs.tokens = 0;
    events.push(Event::Eliminated { figure });
    cavalry::after_elimination(state, figure, events);
    chariot::on_eliminated(state, figure, events);
}
