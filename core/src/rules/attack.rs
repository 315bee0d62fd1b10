//! Dice entered with an action: attacks, healing and break-away (CORE-09, CORE-11, CORE-12).

use crate::ability::Ability;
use crate::command::{ActionKind, ActionRoll};
use crate::event::{DamageCause, Event};
use crate::rules::{Rules, cavalry, colossal, damage};
use crate::state::{FigureId, GameState};
use crate::violation::RuleViolation;

/// A roll of 2 on 2d6.
pub(crate) const CRITICAL_MISS: u8 = 2;
/// A roll of 12 on 2d6.
pub(crate) const CRITICAL_HIT: u8 = 12;

fn check_two_d6(value: u8) -> Result<(), RuleViolation> {
    if (2..=12).contains(&value) { Ok(()) } else { Err(RuleViolation::BadTwoD6 { value }) }
}

fn check_d6(value: u8) -> Result<(), RuleViolation> {
    if (1..=6).contains(&value) { Ok(()) } else { Err(RuleViolation::BadD6 { value }) }
}

/// Refuses dice that do not fit the action, are out of range, or name bad targets.
pub(super) fn check_roll(
    rules: &Rules,
    state: &GameState,
    attacker: FigureId,
    action: ActionKind,
    roll: &ActionRoll,
) -> Result<(), RuleViolation> {
    let printed = rules.figure(attacker)?;
    match (action, roll) {
        (ActionKind::Move, ActionRoll::BreakAway { d6 }) => check_d6(*d6),
        (ActionKind::Close | ActionKind::Ranged, ActionRoll::Attack { targets, two_d6, .. }) => {
            check_two_d6(*two_d6)?;
            let allowed = if action == ActionKind::Close { 1 } else { printed.def.targets.max(1) };
            if action == ActionKind::Ranged && printed.def.range == 0 {
                return Err(RuleViolation::NoRange { figure: attacker });
            }
            if targets.is_empty() || targets.len() > allowed as usize {
                return Err(RuleViolation::BadTargetCount { count: targets.len(), allowed });
            }
            for (i, &target) in targets.iter().enumerate() {
                damage::check_dial(rules, state, target, 0)?;
                // Its own cavalry unit is itself too (CAV-07).
                let same_unit = cavalry::unit_of(state, target).is_some_and(|u| cavalry::unit_of(state, attacker) == Some(u));
                if target == attacker || same_unit || targets[..i].contains(&target) {
                    return Err(RuleViolation::BadTarget { figure: target });
                }
                // A passenger's own chariot has its own refusal (CHR-08), asked after this.
                let own_chariot = state.figure(attacker).colossal.aboard == Some(target);
                if !own_chariot && cavalry::controller(rules, state, target) == cavalry::controller(rules, state, attacker) {
                    return Err(RuleViolation::OwnFigure { figure: target });
                }
            }
            Ok(())
        }
        (ActionKind::Close | ActionKind::Ranged, ActionRoll::Heal { target, two_d6, .. }) => {
            check_two_d6(*two_d6)?;
            damage::check_dial(rules, state, *target, 0)?;
            check_heal(rules, state, attacker, action, *target)
        }
        _ => Err(RuleViolation::RollDoesNotFit { action }),
    }
}

/// Who may heal whom (CORE-16, seed 004): Healing in close combat, Magic Healing at
/// range, each shown on the healer's attack value now; only one's own figures, and never
/// one showing Invulnerability ("mag niet worden gehealed").
fn check_heal(rules: &Rules, state: &GameState, healer: FigureId, action: ActionKind, target: FigureId) -> Result<(), RuleViolation> {
    let shows = current_click(rules, state, healer).attack.ability;
    match action {
        ActionKind::Ranged if shows != Some(Ability::MagicHealing) => return Err(RuleViolation::NoMagicHealing { figure: healer }),
        ActionKind::Ranged if rules.roster[healer.0 as usize].def.range == 0 => return Err(RuleViolation::NoRange { figure: healer }),
        ActionKind::Close if shows != Some(Ability::Healing) => return Err(RuleViolation::NoHealing { figure: healer }),
        _ => {}
    }
    if cavalry::controller(rules, state, target) != cavalry::controller(rules, state, healer) {
        return Err(RuleViolation::HealOpposing { figure: target });
    }
    if current_click(rules, state, target).defense.ability == Some(Ability::Invulnerability) {
        return Err(RuleViolation::HealInvulnerable { figure: target });
    }
    Ok(())
}

/// Whether a break-away roll gets the figure away (CORE-12): 4 to 6, or anything but a 1
/// with Flight; Charge and Bound get away without a roll (seed 004: "zonder met een
/// dobbelsteen te gooien"), so any roll entered for them succeeds.
pub(crate) fn breaks_away(speed_ability: Option<Ability>, d6: u8) -> bool {
    match speed_ability {
        Some(Ability::Charge | Ability::Bound) => true,
        Some(Ability::Flight) => d6 != 1,
        _ => d6 >= 4,
    }
}

/// Resolves checked dice. The attacker's values are read before anything turns.
pub(super) fn resolve(
    rules: &Rules,
    state: &mut GameState,
    attacker: FigureId,
    action: ActionKind,
    roll: &ActionRoll,
    events: &mut Vec<Event>,
) {
    match roll {
        ActionRoll::BreakAway { d6 } => {
            let success = breaks_away(current_click(rules, state, attacker).speed.ability, *d6);
            events.push(Event::BreakAway { figure: attacker, d6: *d6, success });
        }
        ActionRoll::Attack { targets, two_d6, modifier } => {
            attack(rules, state, attacker, action, targets, *two_d6, *modifier, events)
        }
        ActionRoll::Heal { target, two_d6, clicks } => heal(rules, state, attacker, *target, *two_d6, *clicks, events),
    }
}

fn current_click(rules: &Rules, state: &GameState, figure: FigureId) -> crate::dial::Click {
    rules.roster[figure.0 as usize].def.dial().click(state.figure(figure).clicks[0])
}

/// Whether a 2d6 total plus the attack value and modifier reaches the defense, with
/// 2 always missing and 12 always hitting (CORE-09).
pub fn hits(two_d6: u8, attack: u8, modifier: i8, defense: u8) -> bool {
    match two_d6 {
        CRITICAL_MISS => false,
        CRITICAL_HIT => true,
        _ => two_d6 as i16 + attack as i16 + modifier as i16 >= defense as i16,
    }
}

#[allow(clippy::too_many_arguments)]
fn attack(
    rules: &Rules,
    state: &mut GameState,
    attacker: FigureId,
    action: ActionKind,
    targets: &[FigureId],
    two_d6: u8,
    modifier: i8,
    events: &mut Vec<Event>,
) {
    let click = current_click(rules, state, attacker);
    events.push(Event::AttackRolled { attacker, two_d6 });
    // Several targets take 1 each; a single target takes the damage value (CORE-11).
    let base = if targets.len() > 1 { 1 } else { click.damage.value.number() };
    let swing = Swing { attacker, attack: click.attack.value.number(), action, two_d6, modifier, base, targets: targets.len() };
    for &target in targets {
        if let Some(dealt) = strike(rules, state, &swing, target, 0, events) {
            let taken = damage::reduced(rules, state, target, 0, dealt);
            if taken < dealt {
                events.push(Event::DamageReduced { figure: target, dealt, taken });
            }
            damage::turn_dial(rules, state, target, 0, taken, DamageCause::Attack, events);
        }
    }
    if two_d6 == CRITICAL_MISS {
        damage::turn_dial(rules, state, attacker, 0, 1, DamageCause::CriticalMiss, events);
    }
}

/// One attack roll, as every path that resolves an attack sees it.
pub(super) struct Swing {
    pub attacker: FigureId,
    /// The attacker's attack value on the dial it acts with.
    pub attack: u8,
    pub action: ActionKind,
    pub two_d6: u8,
    /// What the players entered (rear arc, formation…).
    pub modifier: i8,
    /// The damage each hit deals before bonuses and reductions (CORE-11, COL-19).
    pub base: u8,
    /// How many targets the attack names.
    pub targets: usize,
}

/// The roll against one target's dial, with every modifier the rules give, the same on
/// every path: the rider's attack bonus and Horsemanship (CAV-03, CAV-25), Battle Armor's
/// +2 defense against ranged attacks (CORE-16, seed 004: "defense value +2 bij ranged
/// combat aanvallen"). On a hit, the damage dealt before the target's reductions, with a
/// critical hit's extra click (CORE-09) and Impale's +2 (CAV-26); `None` on a miss.
pub(super) fn strike(rules: &Rules, state: &GameState, swing: &Swing, target: FigureId, dial: u8, events: &mut Vec<Event>) -> Option<u8> {
    let shown = colossal::click_of(rules, state, target, dial);
    let armor = if swing.action == ActionKind::Ranged && shown.defense.ability == Some(Ability::BattleArmor) { 2 } else { 0 };
    let defense = shown.defense.value.number().saturating_add(armor);
    let modifier = swing.modifier.saturating_add(cavalry::attack_modifier(rules, state, swing.attacker, target, swing.action));
    if !hits(swing.two_d6, swing.attack, modifier, defense) {
        events.push(Event::Missed { attacker: swing.attacker, target, critical: swing.two_d6 == CRITICAL_MISS });
        return None;
    }
    let critical = swing.two_d6 == CRITICAL_HIT;
    events.push(Event::Hit { attacker: swing.attacker, target, critical });
    Some(swing.base + u8::from(critical) + cavalry::damage_bonus(rules, state, swing.attacker, swing.action, swing.targets))
}

/// Healing: a success heals the entered clicks, a 12 one more; a 2 fails without harm.
fn heal(rules: &Rules, state: &mut GameState, healer: FigureId, target: FigureId, two_d6: u8, clicks: u8, events: &mut Vec<Event>) {
    events.push(Event::AttackRolled { attacker: healer, two_d6 });
    let attack = current_click(rules, state, healer).attack.value.number();
    let defense = current_click(rules, state, target).defense.value.number();
    if !hits(two_d6, attack, 0, defense) {
        events.push(Event::Missed { attacker: healer, target, critical: two_d6 == CRITICAL_MISS });
        return;
    }
    let critical = two_d6 == CRITICAL_HIT;
    events.push(Event::Hit { attacker: healer, target, critical });
    damage::heal(rules, state, target, 0, clicks.saturating_add(u8::from(critical)), events);
}
