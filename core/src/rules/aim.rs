//! An attack with the table's answers, the one way every path resolves its dice: the
//! plain action, the answered action, a cavalry unit's action, a formation's primary,
//! Charge and Bound, a colossal's section. The answers carry what only the table sees:
//! the section of a colossal the attack reaches (COL-20 to COL-22) and the figures
//! around it (Defend, Dodge, Magic Enhancement, CORE-16); an action without answers
//! passes the empty ones. It sits above [`super::attack`] (the numbers of one strike)
//! and below the figure kinds, so every kind resolves the same way without calling
//! another; it asks only [`super::who`], [`super::damage`], [`super::dice`] and
//! [`super::attack`].

use crate::ability::{Ability, number};
use crate::command::{ActionAnswers, ActionKind, ActionRoll, AttackParts, SectionAim, TargetAim};
use crate::event::{DamageCause, Event};
use crate::figure::Section;
use crate::rule::RuleId;
use crate::rules::who::{click_of, inactive, is_colossal};
use crate::rules::{Play, Rules, attack, damage, dice, who};
use crate::state::{FigureId, GameState};
use crate::violation::RuleViolation;

/// Resolves checked dice given to `actor` acting with `dial` (a colossal's section; 0
/// otherwise): an attack with its answers, or a capture with Defend and Dodge answered
/// for its target; the other rolls as [`attack::resolve`] does.
pub(super) fn resolve(
    play: &mut Play<'_>,
    actor: FigureId,
    dial: u8,
    action: ActionKind,
    roll: &ActionRoll,
    answers: &ActionAnswers,
) -> Result<(), RuleViolation> {
    match roll.attack_parts() {
        Some(parts) => {
            let kind = if action == ActionKind::Close { AimKind::Close } else { AimKind::Ranged };
            resolve_attack(play, actor, dial, kind, parts, answers)
        }
        None => attack::resolve(play, actor, dial, action, roll, &attack::Around::from(answers)),
    }
}

/// An attack in which colossals may take part: the attacker's values come from its
/// acting section; each colossal target takes it on the section its aim fixes
/// (COL-20, COL-21); a long-range attack deals 2 less (COL-19).
pub(super) fn resolve_attack(
    play: &mut Play<'_>,
    attacker: FigureId,
    dial: u8,
    kind: AimKind,
    p: AttackParts<'_>,
    answers: &ActionAnswers,
) -> Result<(), RuleViolation> {
    let targets = p.targets;
    if answers.long_range && (!is_colossal(play.rules, attacker) || targets.iter().any(|&t| !is_colossal(play.rules, t))) {
        return Err(RuleViolation::NotLongRange { figure: attacker });
    }
    let click = click_of(play.rules, play.state, attacker, dial);
    let action = if kind == AimKind::Close { ActionKind::Close } else { ActionKind::Ranged };
    // Several targets take 1 each; a single target takes the damage value (CORE-11),
    // 2 less in a long-range attack (COL-19).
    let mut swing = attack::Swing::new(attacker, dial, &click, action, p);
    swing.around = attack::Around::from(answers);
    if answers.long_range && targets.len() == 1 {
        swing.base = swing.base.saturating_sub(2);
    }
    swing.announce(play);
    let two_d6 = p.two_d6;
    // Flame/Lightning under the house rule that reads seed 004 literally: the figures in
    // base contact with a target hit each take its 1 click, with no roll of their own.
    let contact_without_roll = swing.ability == Some(Ability::FlameLightning) && play.rules.house.flame_lightning_hits_contact;
    let mut any_hit = false;
    // A unit an area effect named by both dials is struck once, by the first (CAV-16).
    let mut units_struck: Vec<FigureId> = Vec::new();
    for &target in targets.iter().chain(p.in_contact) {
        if let Some(unit) = who::unit_of(play.state, target).filter(|_| swing.ability.is_some_and(crate::roles::is_area)) {
            if units_struck.contains(&unit) {
                continue;
            }
            units_struck.push(unit);
        }
        let (tdial, aim) = if is_colossal(play.rules, target) {
            let aim = answers
                .aims
                .iter()
                .find(|a| a.figure == target)
                .ok_or(RuleViolation::SectionAimNeeded { figure: target, rule: kind.rule() })?;
            let section = target_section(play.rules, play.state, aim, kind)?;
            let chosen = p.targets.contains(&target) && swing.ability != Some(Ability::Shockwave);
            attack::check_shielded(play.rules, play.state, target, section.index() as u8, action, swing.ability, chosen)?;
            play.events.push(Event::SectionTargeted { figure: target, section });
            (section.index() as u8, Some(aim))
        } else {
            (0, None)
        };
        let around = !targets.contains(&target);
        if contact_without_roll && around {
            if any_hit {
                play.events.push(Event::Hit { attacker, target, critical: false });
                attack::land(play, &swing, target, tdial, number::FlameLightning::damage, aim.and_then(|a| a.passenger_d6))?;
            }
            continue;
        }
        if let Some(dealt) = attack::strike(play, &swing, target, tdial)? {
            any_hit |= !around;
            // An area effect damages both dials of a cavalry unit, the rider's first (so a
            // Dark Riders mount is not eliminated before its rider): seed 001 (CAV-16).
            let other = swing
                .ability
                .filter(|&a| crate::roles::is_area(a))
                .and_then(|_| who::unit_of(play.state, target))
                .map(|mount| if mount == target { who::rider_of(play.state, mount) } else { mount });
            let area = |play: &mut Play<'_>, figure| {
                damage::turn_dial(play, damage::DialTurn { figure, dial: 0, clicks: dealt, cause: DamageCause::Area });
            };
            match other {
                Some(rider) if who::unit_of(play.state, target) == Some(target) => {
                    area(play, rider);
                    attack::land(play, &swing, target, tdial, dealt, None)?;
                }
                Some(mount) => {
                    attack::land(play, &swing, target, tdial, dealt, None)?;
                    area(play, mount);
                }
                None => attack::land(play, &swing, target, tdial, dealt, aim.and_then(|a| a.passenger_d6))?,
            }
        }
    }
    if two_d6 == dice::CRITICAL_MISS {
        damage::turn_dial(play, damage::DialTurn { figure: attacker, dial, clicks: 1, cause: DamageCause::CriticalMiss });
    }
    Ok(())
}

/// How an attack reaches a colossal: each has its own rule for the section (COL-20 to COL-22).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) enum AimKind {
    /// Close combat (COL-20).
    Close,
    /// Ranged combat (COL-21).
    Ranged,
    /// An area effect (COL-22).
    Area,
}

impl AimKind {
    fn rule(self) -> RuleId {
        match self {
            AimKind::Close => RuleId::Col20,
            AimKind::Ranged => RuleId::Col21,
            AimKind::Area => RuleId::Col22,
        }
    }
}

/// The section an attack reaches, from the players' answers (COL-20 to COL-22):
/// one section touched is that section; two (contact with both, or a line along their
/// border) or an area centred on the colossal's centre let the controller pick; an
/// inactive section then lets the attacker pick an active one. A close attack needs
/// contact with an active section; a ranged attack cannot reach a section touching a
/// figure friendly to the attacker, and is then not made.
pub(super) fn target_section(rules: &Rules, state: &GameState, aim: &TargetAim, kind: AimKind) -> Result<Section, RuleViolation> {
    let figure = aim.figure;
    let rule = kind.rule();
    let active = |s: Section| !inactive(rules, state, figure, s);
    let controller = |choices: &[Section]| -> Result<Section, RuleViolation> {
        let pick = aim.controller_pick.ok_or(RuleViolation::ControllerPickNeeded { figure, rule })?;
        if choices.contains(&pick) { Ok(pick) } else { Err(RuleViolation::BadSectionPick { figure, section: pick, rule }) }
    };
    let touched = match aim.aim {
        SectionAim::One(s) => {
            if kind == AimKind::Close && !active(s) {
                return Err(RuleViolation::NoActiveSectionTouched { figure });
            }
            s
        }
        SectionAim::Two(a, b) if a != b => {
            if kind == AimKind::Close && !active(a) && !active(b) {
                return Err(RuleViolation::NoActiveSectionTouched { figure });
            }
            controller(&[a, b])?
        }
        SectionAim::Centre if kind == AimKind::Area => controller(&Section::ALL)?,
        _ => return Err(RuleViolation::AimDoesNotFit { figure, rule }),
    };
    let section = if active(touched) {
        touched
    } else {
        let pick = aim.attacker_pick.ok_or(RuleViolation::AttackerPickNeeded { figure, rule })?;
        if !active(pick) {
            return Err(RuleViolation::BadSectionPick { figure, section: pick, rule });
        }
        pick
    };
    if kind == AimKind::Ranged && aim.shielded.contains(&section) {
        return Err(RuleViolation::SectionShielded { figure, section });
    }
    Ok(section)
}
