//! Dice entered with an action: attacks, healing and break-away (CORE-09, CORE-11, CORE-12).
//!
//! Every path that rolls an attack checks and strikes here, so every number an attack
//! uses lives here too, whichever figure kind adds it: the cavalry rider's bonus,
//! Horsemanship and Impale (CAV-03, CAV-25, CAV-26), one target per cavalry unit
//! (CAV-07), a hit on a chariot's section and the passenger's d6 (CHR-11). It asks only
//! [`super::who`] and [`super::damage`], so the figure kinds can all attack through it.

use crate::ability::{Ability, number};
use crate::command::{ActionAnswers, ActionKind, ActionRoll, AttackParts, ColossalEffect, Defended, DodgeRoll};
use crate::event::{DamageCause, Event};
use crate::figure::{Proficiency, Section};
use crate::rules::{Play, Rules, damage, dice, own, who};
use crate::state::{FigureId, GameState};
use crate::violation::RuleViolation;

/// Refuses dice that do not fit the action, are out of range, or name bad targets: those
/// of `attacker` acting with `dial` (a colossal's section; 0 otherwise). Every path that
/// gives an action with dice asks it, an ability's own roll included ([`own::check`]).
pub(super) fn check_roll(
    rules: &Rules,
    state: &GameState,
    attacker: FigureId,
    dial: u8,
    action: ActionKind,
    roll: &ActionRoll,
) -> Result<(), RuleViolation> {
    rules.figure(attacker)?;
    if let Some(parts) = roll.attack_parts() {
        return check_attack(rules, state, attacker, action, parts);
    }
    if own::ability_of(roll).is_some() {
        return own::check(rules, state, attacker, dial, action, roll);
    }
    match (action, roll) {
        (ActionKind::Move, ActionRoll::BreakAway { d6 }) => dice::check_d6(*d6),
        (ActionKind::Close, ActionRoll::Capture { target, two_d6, .. }) => {
            dice::check_two_d6(*two_d6)?;
            damage::check_dial(rules, state, *target, 0)?;
            who::check_capture(rules, state, attacker, *target)
        }
        (ActionKind::Close | ActionKind::Ranged, ActionRoll::Heal { target, two_d6, target_in_contact, .. }) => {
            dice::check_two_d6(*two_d6)?;
            damage::check_dial(rules, state, *target, 0)?;
            check_heal(rules, state, attacker, dial, action, *target, *target_in_contact)
        }
        _ => Err(RuleViolation::RollDoesNotFit { action }),
    }
}

/// A close or ranged attack's dice and targets, with the ability it uses (CORE-16).
fn check_attack(rules: &Rules, state: &GameState, attacker: FigureId, action: ActionKind, p: AttackParts<'_>) -> Result<(), RuleViolation> {
    if !matches!(action, ActionKind::Close | ActionKind::Ranged) {
        return Err(RuleViolation::RollDoesNotFit { action });
    }
    let printed = rules.figure(attacker)?;
    dice::check_two_d6(p.two_d6)?;
    if action == ActionKind::Ranged && printed.def.range == 0 {
        return Err(RuleViolation::NoRange { figure: attacker });
    }
    if let Some(ability) = p.ability {
        check_attack_ability(rules, state, attacker, action, ability, p)?;
    }
    // Shockwave hits every figure in its area, friend or foe; Magic Blast one target.
    let area = p.ability == Some(Ability::Shockwave);
    let allowed = match p.ability {
        Some(Ability::MagicBlast) => 1,
        _ if area => u8::try_from(p.targets.len()).unwrap_or(u8::MAX),
        _ if action == ActionKind::Close => 1,
        _ => printed.def.targets.max(1),
    };
    if p.targets.is_empty() || p.targets.len() > allowed as usize {
        return Err(RuleViolation::BadTargetCount { count: p.targets.len(), allowed });
    }
    let hit: Vec<FigureId> = p.targets.iter().chain(p.in_contact).copied().collect();
    for (i, &target) in hit.iter().enumerate() {
        damage::check_dial(rules, state, target, 0)?;
        // Its own cavalry unit is itself too (CAV-07).
        let same_unit = who::unit_of(state, target).is_some_and(|u| who::unit_of(state, attacker) == Some(u));
        if target == attacker || same_unit || hit[..i].contains(&target) {
            return Err(RuleViolation::BadTarget { figure: target });
        }
        // A passenger's own chariot has its own refusal (CHR-08), asked after this; the
        // figures touching a Flame/Lightning target and a Shockwave's area may be friends.
        let own_chariot = state.figure(attacker).colossal.aboard == Some(target);
        let chosen = i < p.targets.len() && !area;
        if chosen && !own_chariot && who::controller(rules, state, target) == who::controller(rules, state, attacker) {
            return Err(RuleViolation::OwnFigure { figure: target });
        }
        // A colossal's are the section's the attack reaches (COL-12): asked as it lands.
        if !who::is_colossal(rules, target) {
            check_shielded(rules, state, target, 0, action, p.ability, chosen)?;
        }
        // A captor stands in base contact with its captive: no ranged attack reaches it,
        // as a target or as a figure around one (CORE-14).
        if action == ActionKind::Ranged
            && let Some(captive) = state.figure(target).captive
        {
            return Err(RuleViolation::CaptorInContact { figure: target, captive });
        }
    }
    Ok(())
}

/// What the target's dial (a colossal's section the attack reaches) shuts out: a Magic
/// ability against Magic Immunity; a ranged attack choosing it against Limited
/// Invisibility (CORE-16).
pub(super) fn check_shielded(
    rules: &Rules,
    state: &GameState,
    target: FigureId,
    dial: u8,
    action: ActionKind,
    ability: Option<Ability>,
    chosen: bool,
) -> Result<(), RuleViolation> {
    if let Some(ability) = ability.filter(|a| is_magic(*a))
        && who::shows(rules, state, target, dial, Ability::MagicImmunity)
    {
        return Err(RuleViolation::MagicImmune { figure: target, ability });
    }
    if chosen && action == ActionKind::Ranged && who::shows(rules, state, target, dial, Ability::LimitedInvisibility) {
        return Err(RuleViolation::AbilityProtects { figure: target, ability: Ability::LimitedInvisibility });
    }
    Ok(())
}

/// Whether the ability is one Magic Immunity shuts out: its name says Magic (seed 004).
pub(super) const fn is_magic(ability: Ability) -> bool {
    matches!(
        ability,
        Ability::MagicBlast
            | Ability::MagicConfusion
            | Ability::MagicEnhancement
            | Ability::MagicFreeze
            | Ability::MagicHealing
            | Ability::MagicLevitation
            | Ability::MagicRetaliation
    )
}

/// The attack ability asked for: shown on the attacker's attack value now (a colossal's
/// acting section is asked when it resolves), used with its action, its damage die only
/// where the ability rolls one, the figures in contact only for Flame/Lightning, and
/// never Weapon Master by a rider whose unit has Impale (CAV-26).
fn check_attack_ability(
    rules: &Rules,
    state: &GameState,
    attacker: FigureId,
    action: ActionKind,
    ability: Ability,
    p: AttackParts<'_>,
) -> Result<(), RuleViolation> {
    let fits = match ability {
        Ability::WeaponMaster => action == ActionKind::Close,
        Ability::MagicBlast | Ability::FlameLightning | Ability::Shockwave => action == ActionKind::Ranged,
        Ability::MagicFreeze | Ability::MagicConfusion => action == ActionKind::Ranged,
        _ => false,
    };
    if !fits {
        return Err(RuleViolation::AbilityWrongAction { ability, action });
    }
    if !who::is_colossal(rules, attacker) {
        who::may_use(rules, state, attacker, 0, ability, &[])?;
        check_attack_shows(rules, state, attacker, 0, ability)?;
    }
    // Colossals ignore Magic Freeze and Magic Confusion (COL-03).
    let ignored = match ability {
        Ability::MagicFreeze => Some(ColossalEffect::MagicFreeze),
        Ability::MagicConfusion => Some(ColossalEffect::MagicConfusion),
        _ => None,
    };
    if let Some(effect) = ignored
        && let Some(&figure) = p.targets.iter().find(|&&t| who::is_colossal(rules, t))
    {
        return Err(RuleViolation::ColossalImmune { figure, effect });
    }
    if let Some(d6) = p.damage_d6 {
        if !rolls_damage(ability) {
            return Err(RuleViolation::RollDoesNotFit { action });
        }
        dice::check_d6(d6)?;
    }
    if ability != Ability::FlameLightning
        && let Some(&figure) = p.in_contact.first()
    {
        return Err(RuleViolation::BadTarget { figure });
    }
    if ability == Ability::WeaponMaster
        && let Some(mount) = state.figure(attacker).mount
        && who::unit_has(rules, state, mount, Proficiency::Impale)
    {
        return Err(RuleViolation::CavImpaleWeaponMaster { rider: attacker });
    }
    Ok(())
}

/// The attack ability is on the attack value `dial` shows now (a circle ability, such
/// as Magic Freeze, anywhere on the click).
pub(super) fn check_attack_shows(
    rules: &Rules,
    state: &GameState,
    attacker: FigureId,
    dial: u8,
    ability: Ability,
) -> Result<(), RuleViolation> {
    let shown = match ability.slot() {
        Some(_) => who::click_of(rules, state, attacker, dial).attack.ability == Some(ability),
        None => who::shows(rules, state, attacker, dial, ability),
    };
    if shown { Ok(()) } else { Err(RuleViolation::AbilityNotShown { figure: attacker, ability }) }
}

/// Weapon Master and Magic Blast deal the roll of a d6 instead of the damage value.
const fn rolls_damage(ability: Ability) -> bool {
    matches!(ability, Ability::WeaponMaster | Ability::MagicBlast)
}

/// Who may heal whom (CORE-16, seed 004): Healing in close combat, Magic Healing at
/// range, each shown on the attack value of the healer's acting dial now (a colossal's
/// own section, COL-12); only one's own figures, never one showing Invulnerability ("mag
/// niet worden gehealed"), and by Magic Healing never one the table says touches an
/// opposing figure ("het doel mag niet in base contact staan met een tegenstander").
fn check_heal(
    rules: &Rules,
    state: &GameState,
    healer: FigureId,
    dial: u8,
    action: ActionKind,
    target: FigureId,
    target_in_contact: bool,
) -> Result<(), RuleViolation> {
    let shows = who::click_of(rules, state, healer, dial).attack.ability;
    if let Some(ability) = shows.filter(|a| matches!(a, Ability::Healing | Ability::MagicHealing)) {
        who::may_use(rules, state, healer, dial, ability, &[])?;
    }
    match action {
        ActionKind::Ranged if shows != Some(Ability::MagicHealing) => return Err(RuleViolation::NoMagicHealing { figure: healer }),
        ActionKind::Ranged if rules.roster[healer.0 as usize].def.range == 0 => return Err(RuleViolation::NoRange { figure: healer }),
        ActionKind::Close if shows != Some(Ability::Healing) => return Err(RuleViolation::NoHealing { figure: healer }),
        _ => {}
    }
    // Close combat with a friend, or a ranged action on one (seed 004): a figure neither
    // touches nor aims at itself, nor a cavalry unit at its own other dial (CAV-07).
    let unit = who::unit_of(state, healer);
    if target == healer || (unit.is_some() && who::unit_of(state, target) == unit) {
        return Err(RuleViolation::BadTarget { figure: target });
    }
    if who::controller(rules, state, target) != who::controller(rules, state, healer) {
        return Err(RuleViolation::HealOpposing { figure: target });
    }
    damage::check_healable(rules, state, target, 0)?;
    if action == ActionKind::Ranged && who::shows(rules, state, target, 0, Ability::MagicImmunity) {
        return Err(RuleViolation::MagicImmune { figure: target, ability: Ability::MagicHealing });
    }
    // Magic Healing's target touches no opposing figure (seed 004); a captor always
    // touches its captive (CORE-14).
    if action == ActionKind::Ranged
        && let Some(captive) = state.figure(target).captive
    {
        return Err(RuleViolation::CaptorInContact { figure: target, captive });
    }
    if action == ActionKind::Ranged && target_in_contact {
        return Err(RuleViolation::HealTargetInContact { figure: target });
    }
    Ok(())
}

/// Resolves checked dice that are not an attack (an attack goes through
/// [`super::aim::resolve`], which hands the rest here) for `attacker` acting with `dial`:
/// the break-away roll (a unit's with its mount, which every path names as the acting
/// figure for a move, CAV-11), a capture (with the table's Defend and Dodge answers about
/// its target), a heal and an ability's own roll. The attacker's values are read before
/// anything turns.
pub(super) fn resolve(
    play: &mut Play<'_>,
    attacker: FigureId,
    dial: u8,
    action: ActionKind,
    roll: &ActionRoll,
    around: &Around,
) -> Result<(), RuleViolation> {
    match roll {
        ActionRoll::BreakAway { d6 } => {
            let success = own::breaks_away(play.rules, play.state, attacker, dial, *d6);
            play.events.push(Event::BreakAway { figure: attacker, d6: *d6, success });
        }
        ActionRoll::Capture { target, two_d6, modifier } => capture(play, attacker, *target, *two_d6, *modifier, around)?,
        ActionRoll::Heal { target, two_d6, clicks, .. } => heal(play, attacker, dial, *target, *two_d6, *clicks),
        ActionRoll::Regenerate { .. } | ActionRoll::Necromancy { .. } | ActionRoll::Quickness { .. } => {
            own::resolve(play, attacker, dial, roll)
        }
        // Attacks are resolved by `aim`.
        _ => return Err(RuleViolation::RollDoesNotFit { action }),
    }
    Ok(())
}

/// A capture attack (CORE-14): the target's defense counts 2 higher; a hit takes it
/// captive and deals no damage; a critical miss still hurts the attacker (CORE-09).
fn capture(
    play: &mut Play<'_>,
    captor: FigureId,
    target: FigureId,
    two_d6: u8,
    modifier: i8,
    around: &Around,
) -> Result<(), RuleViolation> {
    let click = current_click(play.rules, play.state, captor);
    play.events.push(Event::AttackRolled { attacker: captor, two_d6 });
    let swing = Swing {
        attacker: captor,
        dial: 0,
        attack: click.attack.value.number(),
        action: ActionKind::Close,
        two_d6,
        modifier,
        base: 0,
        targets: 1,
        ability: None,
        damage_d6: None,
        around: around.clone(),
        defense_bonus: CAPTURE_DEFENSE_BONUS,
    };
    if strike(play, &swing, target, 0)?.is_some() {
        // A captor taken captive holds nothing more: a captive cannot act (a ruling).
        damage::release_captive(play, target);
        play.state.figure_mut(captor).captive = Some(target);
        play.state.figure_mut(target).captor = Some(captor);
        play.events.push(Event::Captured { captor, captive: target });
    }
    if two_d6 == dice::CRITICAL_MISS {
        damage::turn_dial(play, damage::DialTurn { figure: captor, dial: 0, clicks: 1, cause: DamageCause::CriticalMiss });
    }
    Ok(())
}

/// What announcing a capture adds to the target's defense (CORE-14).
pub const CAPTURE_DEFENSE_BONUS: u8 = 2;

fn current_click(rules: &Rules, state: &GameState, figure: FigureId) -> crate::dial::Click {
    rules.roster[figure.0 as usize].def.dial().click(state.figure(figure).clicks[0])
}

/// Whether a 2d6 total plus the attack value and modifier reaches the defense, with
/// 2 always missing and 12 always hitting (CORE-09).
pub fn hits(two_d6: u8, attack: u8, modifier: i8, defense: u8) -> bool {
    match two_d6 {
        dice::CRITICAL_MISS => false,
        dice::CRITICAL_HIT => true,
        _ => two_d6 as i16 + attack as i16 + modifier as i16 >= defense as i16,
    }
}

/// One attack roll, as every path that resolves an attack sees it.
pub(super) struct Swing {
    pub attacker: FigureId,
    /// The dial the attacker acts with (a colossal's section; 0 otherwise).
    pub dial: u8,
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
    /// The attack ability used (CORE-16).
    pub ability: Option<Ability>,
    /// Weapon Master's or Magic Blast's damage die.
    pub damage_d6: Option<u8>,
    /// The table's answers about Magic Enhancement, Defend and Dodge (CORE-16).
    pub around: Around,
    /// Added to the target's defense value: a capture's (CORE-14), said as the target
    /// defending higher, never as the attack lowered.
    pub defense_bonus: u8,
}

/// What the table says about the figures around an attack (CORE-16), from the action's
/// answers; nothing for an action without answers.
#[derive(Debug, Clone, Default)]
pub(super) struct Around {
    /// A friend showing Magic Enhancement touches the ranged attacker: 1 more damage.
    pub enhanced: bool,
    /// Targets using a friend's defense value (Defend).
    pub defended: Vec<Defended>,
    /// Targets' Dodge rolls.
    pub dodges: Vec<DodgeRoll>,
}

impl Around {
    pub(super) fn from(answers: &ActionAnswers) -> Around {
        Around { enhanced: answers.enhanced_by.is_some(), defended: answers.defended.clone(), dodges: answers.dodges.clone() }
    }
}

/// The answers about the figures around an attack (CORE-16): Magic Enhancement from a
/// friend of the ranged attacker showing it; Defend from a friend of the target showing
/// it; Dodge by a target showing it, with a good d6. Each names a figure of the attack.
pub(super) fn check_around(
    rules: &Rules,
    state: &GameState,
    attacker: FigureId,
    attacker_dial: u8,
    action: ActionKind,
    roll: Option<&ActionRoll>,
    answers: &ActionAnswers,
) -> Result<(), RuleViolation> {
    let targets = roll.map(ActionRoll::struck).unwrap_or_default();
    if let Some(friend) = answers.enhanced_by {
        let dial = check_lender(rules, state, friend, answers.enhancer_section, Ability::MagicEnhancement)?;
        if action != ActionKind::Ranged || targets.is_empty() {
            return Err(RuleViolation::AbilityWrongAction { ability: Ability::MagicEnhancement, action });
        }
        // It helps a friend in base contact: one that touches nothing takes no help (CHR-04).
        if !who::exposure(rules, state, attacker).touches {
            return Err(RuleViolation::PassengerTouchesNothing { figure: attacker });
        }
        if friend == attacker || who::controller(rules, state, friend) != who::controller(rules, state, attacker) {
            return Err(RuleViolation::BadTarget { figure: friend });
        }
        if !who::shows(rules, state, friend, dial, Ability::MagicEnhancement) {
            return Err(RuleViolation::AbilityNotShown { figure: friend, ability: Ability::MagicEnhancement });
        }

        // Magic Immunity: no Magic ability applies to the figure, a friend's included; a
        // colossal's is the acting section's (COL-12).
        if who::shows(rules, state, attacker, attacker_dial, Ability::MagicImmunity) {
            return Err(RuleViolation::MagicImmune { figure: attacker, ability: Ability::MagicEnhancement });
        }
    }
    for (i, d) in answers.defended.iter().enumerate() {
        let dial = check_lender(rules, state, d.defender, d.section, Ability::Defend)?;
        let twice = answers.defended[..i].iter().any(|e| e.target == d.target);
        if !targets.contains(&d.target)
            || twice
            || d.defender == d.target
            || who::controller(rules, state, d.defender) != who::controller(rules, state, d.target)
        {
            return Err(RuleViolation::BadTarget { figure: d.defender });
        }
        if !who::shows(rules, state, d.defender, dial, Ability::Defend) {
            return Err(RuleViolation::AbilityNotShown { figure: d.defender, ability: Ability::Defend });
        }
    }
    for (i, d) in answers.dodges.iter().enumerate() {
        if !targets.contains(&d.figure) || answers.dodges[..i].iter().any(|e| e.figure == d.figure) {
            return Err(RuleViolation::BadTarget { figure: d.figure });
        }
        // A colossal's Dodge is the section's the attack reaches (COL-12), asked as it lands.
        if !who::is_colossal(rules, d.figure) && !who::shows(rules, state, d.figure, 0, Ability::Dodge) {
            return Err(RuleViolation::AbilityNotShown { figure: d.figure, ability: Ability::Dodge });
        }
        dice::check_d6(d.d6)?;
    }
    Ok(())
}

/// A friend named as lending its ability to a figure in base contact (Defend, Magic
/// Enhancement): a figure in play whose every role lets it lend (a passenger touches
/// nothing, a captive is held: the table's cells), showing it on the dial that touches (a
/// colossal's named section, COL-12).
fn check_lender(
    rules: &Rules,
    state: &GameState,
    friend: FigureId,
    section: Option<Section>,
    ability: Ability,
) -> Result<u8, RuleViolation> {
    let printed = rules.figure(friend)?;
    let dial = match section {
        Some(_) if !printed.def.is_colossal() => return Err(RuleViolation::NotAColossal { figure: friend }),
        Some(section) => section.index() as u8,
        None => 0,
    };
    if state.figure(friend).eliminated {
        return Err(RuleViolation::Eliminated { figure: friend });
    }
    who::may_use(rules, state, friend, dial, ability, &[])?;
    Ok(dial)
}

impl Swing {
    /// The swing of an attack roll by `attacker` acting with `click` on `dial`: several
    /// targets take 1 each and a single target the damage value (CORE-11); each figure
    /// Flame/Lightning or Shockwave hits takes that ability's damage (CORE-16).
    pub(super) fn new(attacker: FigureId, dial: u8, click: &crate::dial::Click, action: ActionKind, p: AttackParts<'_>) -> Swing {
        let base = match p.ability {
            Some(Ability::FlameLightning) => number::FlameLightning::damage,
            Some(Ability::Shockwave) => number::Shockwave::damage,
            _ if p.targets.len() > 1 => 1,
            _ => click.damage.value.number(),
        };
        Swing {
            attacker,
            dial,
            attack: click.attack.value.number(),
            action,
            two_d6: p.two_d6,
            modifier: p.modifier,
            base,
            targets: p.targets.len(),
            ability: p.ability,
            damage_d6: p.damage_d6,
            around: Around::default(),
            defense_bonus: 0,
        }
    }

    /// The ability used and the roll, in the log.
    pub(super) fn announce(&self, play: &mut Play<'_>) {
        if let Some(ability) = self.ability {
            play.events.push(Event::AbilityUsed { figure: self.attacker, ability });
        }
        play.events.push(Event::AttackRolled { attacker: self.attacker, two_d6: self.two_d6 });
    }

    /// Shockwave ignores its targets' defense abilities (seed 004: "Speciale verdedigings
    /// eigenschappen van anderen tellen niet").
    fn ignores_defense_abilities(&self) -> bool {
        self.ability == Some(Ability::Shockwave)
    }
}

/// The roll against one target's dial, with every modifier the rules give, the same on
/// every path: the rider's attack bonus and Horsemanship (CAV-03, CAV-25), Battle Armor's
/// +2 defense against ranged attacks (CORE-16, seed 004: "defense value +2 bij ranged
/// combat aanvallen"), which Shockwave ignores. On a hit, the damage dealt before the
/// target's reductions: Weapon Master's or Magic Blast's die in place of the damage
/// value (CORE-16), a critical hit's extra click (CORE-09) and Impale's +2 (CAV-26);
/// `None` on a miss. A hit with a damage die and none entered is refused.
pub(super) fn strike(play: &mut Play<'_>, swing: &Swing, target: FigureId, dial: u8) -> Result<Option<u8>, RuleViolation> {
    // Defend: the target uses its friend's defense value, which Shockwave ignores.
    let defender = swing.around.defended.iter().find(|d| d.target == target).filter(|_| !swing.ignores_defense_abilities());
    let shown = match defender {
        Some(d) => {
            play.events.push(Event::AbilityUsed { figure: d.defender, ability: Ability::Defend });
            who::click_of(play.rules, play.state, d.defender, d.section.map_or(0, |s| s.index() as u8))
        }
        None => who::click_of(play.rules, play.state, target, dial),
    };
    let armored =
        swing.action == ActionKind::Ranged && shown.defense.ability == Some(Ability::BattleArmor) && !swing.ignores_defense_abilities();
    let armor = if armored { number::BattleArmor::bonus } else { 0 };
    let defense = shown.defense.value.number().saturating_add(armor).saturating_add(swing.defense_bonus);
    let modifier = swing.modifier.saturating_add(attack_modifier(play.rules, play.state, swing.attacker, target, swing.action));
    let total = (swing.two_d6 as i16 + swing.attack as i16 + modifier as i16).clamp(0, u8::MAX as i16) as u8;
    play.events.push(Event::AttackCompared { attacker: swing.attacker, target, total, defense });
    if !hits(swing.two_d6, swing.attack, modifier, defense) {
        play.events.push(Event::Missed { attacker: swing.attacker, target, critical: swing.two_d6 == dice::CRITICAL_MISS });
        return Ok(None);
    }
    // Dodge: the target's d6 at the ability's number or more turns the hit into a miss;
    // a colossal's, only where the section hit shows it (COL-12).
    if let Some(dodge) = swing.around.dodges.iter().find(|d| d.figure == target) {
        if !who::shows(play.rules, play.state, target, dial, Ability::Dodge) {
            return Err(RuleViolation::AbilityNotShown { figure: target, ability: Ability::Dodge });
        }
        play.events.push(Event::AbilityRolled { figure: target, ability: Ability::Dodge, d6: dodge.d6 });
        if dodge.d6 >= number::Dodge::from {
            play.events.push(Event::Missed { attacker: swing.attacker, target, critical: false });
            return Ok(None);
        }
    }
    let critical = swing.two_d6 == dice::CRITICAL_HIT;
    play.events.push(Event::Hit { attacker: swing.attacker, target, critical });
    // Magic Enhancement: 1 more to a ranged hit, though not on a Magic Immunity target.
    let enhanced = swing.around.enhanced
        && swing.action == ActionKind::Ranged
        && !who::shows(play.rules, play.state, target, dial, Ability::MagicImmunity);
    let enhancement = if enhanced { number::MagicEnhancement::damage } else { 0 };
    let base = match swing.ability {
        Some(ability) if rolls_damage(ability) => {
            let d6 = swing.damage_d6.ok_or(RuleViolation::DamageRollNeeded { figure: swing.attacker, ability })?;
            dice::check_d6(d6)?;
            play.events.push(Event::AbilityRolled { figure: swing.attacker, ability, d6 });
            d6
        }
        _ => swing.base,
    };
    Ok(Some(base + u8::from(critical) + enhancement + damage_bonus(play.rules, play.state, swing.attacker, swing.action, swing.targets)))
}

/// A hit's damage reaching one dial of `target`: its reductions (which Shockwave and the
/// attacker's Pierce ignore), the chariot passenger's risk (CHR-11), then what the
/// abilities do once damage is taken: the attacker's Vampirism heals it after close
/// combat damage to an opposing figure, and the target's Magic Retaliation (as it showed
/// when hit) damages the attacker unless that one has Magic Immunity (CORE-16).
pub(super) fn land(
    play: &mut Play<'_>,
    swing: &Swing,
    target: FigureId,
    dial: u8,
    dealt: u8,
    passenger_d6: Option<u8>,
) -> Result<(), RuleViolation> {
    match swing.ability {
        // Magic Freeze deals no damage: the target (a cavalry unit on its mount) carries
        // two tokens, so it cannot act on its controller's next turn (CORE-16).
        Some(Ability::MagicFreeze) => {
            let holder = who::unit_of(play.state, target).unwrap_or(target);
            if play.state.figure(holder).tokens < 2 {
                play.state.figure_mut(holder).tokens = 2;
                play.events.push(Event::TokenAdded { figure: holder, tokens: 2 });
            }
            return Ok(());
        }
        // Magic Confusion deals no damage: the action it lends is given at the table.
        Some(Ability::MagicConfusion) => return Ok(()),
        _ => {}
    }
    let pierce = who::shows(play.rules, play.state, swing.attacker, swing.dial, Ability::Pierce);
    // Magic Retaliation damages the attacker, unless that one has Magic Immunity or is
    // a figure nothing damages directly (a passenger, CHR-11: the table's cell).
    let retaliates = who::shows(play.rules, play.state, target, dial, Ability::MagicRetaliation)
        && !who::shows(play.rules, play.state, swing.attacker, swing.dial, Ability::MagicImmunity)
        && who::damaged_directly(play.rules, play.state, swing.attacker);
    let opposing = who::controller(play.rules, play.state, target) != who::controller(play.rules, play.state, swing.attacker);
    let ranged = swing.action == ActionKind::Ranged;
    let taken =
        hit_section(play, target, dial, dealt, passenger_d6, !(pierce || swing.ignores_defense_abilities()), swing.ability, ranged)?;
    if taken == 0 {
        return Ok(());
    }
    let attacker_shows = who::click_of(play.rules, play.state, swing.attacker, swing.dial).attack.ability;
    if swing.action == ActionKind::Close
        && opposing
        && attacker_shows == Some(Ability::Vampirism)
        && !play.state.figure(swing.attacker).eliminated
        && who::applies(play.rules, play.state, swing.attacker, swing.dial, Ability::Vampirism)
    {
        play.events.push(Event::AbilityUsed { figure: swing.attacker, ability: Ability::Vampirism });
        damage::heal(play, swing.attacker, swing.dial, number::Vampirism::heal);
    }
    if retaliates {
        play.events.push(Event::AbilityUsed { figure: target, ability: Ability::MagicRetaliation });
        let clicks = number::MagicRetaliation::damage;
        damage::turn_dial(play, damage::DialTurn { figure: swing.attacker, dial: swing.dial, clicks, cause: DamageCause::Attack });
    }
    Ok(())
}

/// Healing: a success heals the entered clicks, a 12 one more; a 2 fails without harm.
/// The healer's attack value is its acting dial's (a colossal's section, COL-12).
fn heal(play: &mut Play<'_>, healer: FigureId, dial: u8, target: FigureId, two_d6: u8, clicks: u8) {
    play.events.push(Event::AttackRolled { attacker: healer, two_d6 });
    let attack = who::click_of(play.rules, play.state, healer, dial).attack.value.number();
    let defense = current_click(play.rules, play.state, target).defense.value.number();
    if !hits(two_d6, attack, 0, defense) {
        play.events.push(Event::Missed { attacker: healer, target, critical: two_d6 == dice::CRITICAL_MISS });
        return;
    }
    let critical = two_d6 == dice::CRITICAL_HIT;
    play.events.push(Event::Hit { attacker: healer, target, critical });
    damage::heal(play, target, 0, clicks.saturating_add(u8::from(critical)));
}

/// A unit is one figure (CAV-07): an attack may not name both dials of one unit
/// (CORE-11: each target once). Its own unit is refused with the attacker itself, in
/// [`check_roll`], which every path asks first.
pub(super) fn check_targets(state: &GameState, roll: &ActionRoll) -> Result<(), RuleViolation> {
    // An area effect reaches a unit whole (CAV-16): the table may name it by both dials.
    if roll.attack_parts().and_then(|p| p.ability).is_some_and(crate::roles::is_area) {
        return Ok(());
    }
    let targets = roll.attacked();
    for (i, &target) in targets.iter().enumerate() {
        let Some(unit) = who::unit_of(state, target) else { continue };
        if targets[..i].iter().any(|&t| who::unit_of(state, t) == Some(unit)) {
            return Err(RuleViolation::BadTarget { figure: target });
        }
    }
    Ok(())
}

/// What cavalry adds to an attack roll against `target`: the rider attack bonus while the
/// attacker is a mounted rider (CAV-03); −2 for a ranged attack resolved against the
/// rider's dial of a unit with Horsemanship (CAV-25).
fn attack_modifier(rules: &Rules, state: &GameState, attacker: FigureId, target: FigureId, action: ActionKind) -> i8 {
    let mut modifier = 0i8;
    if state.figure(attacker).mount.is_some() {
        modifier = modifier.saturating_add(rules.roster[attacker.0 as usize].def.rider_bonus().min(i8::MAX as u8) as i8);
    }
    if action == ActionKind::Ranged
        && let Some(mount) = state.figure(target).mount
        && who::unit_has(rules, state, mount, Proficiency::Horsemanship)
    {
        modifier = modifier.saturating_sub(2);
    }
    modifier
}

/// Impale: a mounted rider that hits a single target in close combat deals 2 more (CAV-26).
fn damage_bonus(rules: &Rules, state: &GameState, attacker: FigureId, action: ActionKind, targets: usize) -> u8 {
    match state.figure(attacker).mount {
        Some(mount) if action == ActionKind::Close && targets == 1 && who::unit_has(rules, state, mount, Proficiency::Impale) => 2,
        _ => 0,
    }
}

#[allow(clippy::too_many_arguments)]
/// Deals attack damage to one dial of `target` after its reductions (unless `reduce` is
/// false: Pierce, Shockwave); a chariot's side or rear section taking at least 1 puts
/// its passenger at risk (CHR-11). Returns the clicks taken.
pub(super) fn hit_section(
    play: &mut Play<'_>,
    target: FigureId,
    dial: u8,
    dealt: u8,
    passenger_d6: Option<u8>,
    reduce: bool,
    ability: Option<Ability>,
    ranged: bool,
) -> Result<u8, RuleViolation> {
    let taken = if reduce { damage::reduced(play.rules, play.state, target, dial, dealt, ranged) } else { dealt };
    if taken < dealt {
        play.events.push(Event::DamageReduced { figure: target, dealt, taken });
    }
    let passenger = play.state.figure(target).colossal.passenger;
    damage::turn_dial(play, damage::DialTurn { figure: target, dial, clicks: taken, cause: DamageCause::Attack });
    if let Some(passenger) = passenger
        && taken >= 1
        && dial != Section::Front.index() as u8
    {
        passenger_hit(play, target, passenger, taken, passenger_d6, ability, ranged)?;
    }
    Ok(taken)
}

/// The attacker's d6 for the passenger of a chariot whose side or rear section took
/// `taken` (after the section's reductions): on 5 or 6 the passenger is dealt the same,
/// then its own reductions apply (CHR-11), but for a Shockwave, which counts no other
/// figure's special defense abilities (seed 004), the passenger's among them.
fn passenger_hit(
    play: &mut Play<'_>,
    chariot: FigureId,
    passenger: FigureId,
    taken: u8,
    d6: Option<u8>,
    ability: Option<Ability>,
    ranged: bool,
) -> Result<(), RuleViolation> {
    let d6 = d6.ok_or(RuleViolation::PassengerRollNeeded { chariot })?;
    dice::check_d6(d6)?;
    let hit = d6 >= 5;
    play.events.push(Event::PassengerRoll { chariot, passenger, d6, hit });
    // Its own Magic Immunity keeps out what a Magic ability passes on (CORE-16, CHR-11).
    let immune = ability.is_some_and(is_magic) && who::shows(play.rules, play.state, passenger, 0, Ability::MagicImmunity);
    if hit && !immune {
        let shockwave = ability == Some(Ability::Shockwave);
        let own = if shockwave { taken } else { damage::reduced(play.rules, play.state, passenger, 0, taken, ranged) };
        if own < taken {
            play.events.push(Event::DamageReduced { figure: passenger, dealt: taken, taken: own });
        }
        damage::turn_dial(play, damage::DialTurn { figure: passenger, dial: 0, clicks: own, cause: DamageCause::Attack });
    }
    Ok(())
}
