//! Colossal figures (COL-01 to COL-22): section actions, section damage and skulls,
//! immunities, combined movement, break away, and which section an attack reaches.
//!
//! Skulls (COL-04, COL-05): a section's skulls are the skulls in its speed, attack and
//! defense slots, the three slots whose three skulls make it inactive (and make an
//! ordinary figure knocked out, CORE-04). The damage slot is not counted: the dial feed
//! marks it "Dead" on skull clicks too, which would make an inactive section show four.
//! So two inactive sections show exactly the six skulls that eliminate a colossal.

use crate::command::{ActionAnswers, ActionKind, ActionRoll, ColossalEffect, SectionAim, TargetAim};
use crate::dial::Click;
use crate::event::{DamageCause, Event};
use crate::figure::Section;
use crate::rule::RuleId;
use crate::rules::{Rules, actions, attack, cavalry, chariot, damage};
use crate::state::{FigureId, GameState};
use crate::violation::RuleViolation;

/// Skulls showing on a colossal at which it is eliminated (COL-05).
pub(crate) const ELIMINATING_SKULLS: u8 = 6;

/// Skulls a click shows in its speed, attack and defense slots (see the module notes).
pub(crate) fn section_skulls(click: &Click) -> u8 {
    [click.speed, click.attack, click.defense].iter().filter(|s| s.value.is_skull()).count() as u8
}

/// The click a figure's dial shows now.
pub(crate) fn click_of(rules: &Rules, state: &GameState, figure: FigureId, dial: u8) -> Click {
    rules.roster[figure.0 as usize].def.dials[dial as usize].click(state.figure(figure).clicks[dial as usize])
}

pub(super) fn is_colossal(rules: &Rules, figure: FigureId) -> bool {
    rules.roster.get(figure.0 as usize).is_some_and(|f| f.def.is_colossal())
}

/// Whether a section shows three skulls: inactive, no actions, no more damage (COL-04).
pub(crate) fn inactive(rules: &Rules, state: &GameState, figure: FigureId, section: Section) -> bool {
    let dial = &rules.roster[figure.0 as usize].def.dials[section.index()];
    state.figure(figure).clicks[section.index()] >= dial.ko_index()
}

/// Skulls showing across a colossal's four sections (COL-05).
pub(crate) fn skulls(rules: &Rules, state: &GameState, figure: FigureId) -> u8 {
    Section::ALL.iter().map(|&s| section_skulls(&click_of(rules, state, figure, s.index() as u8))).sum()
}

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

/// Damage to a colossal's section, the hook of [`damage::turn_dial`]: an inactive
/// section takes nothing (COL-04), a section reaching three skulls turns inactive, and
/// six skulls in total eliminate the colossal (COL-05). Returns whether it was eliminated.
pub(super) fn turn_section(
    rules: &Rules,
    state: &mut GameState,
    figure: FigureId,
    dial: u8,
    clicks: u8,
    cause: DamageCause,
    events: &mut Vec<Event>,
) -> bool {
    let ko = rules.roster[figure.0 as usize].def.dials[dial as usize].ko_index();
    let fs = state.figure_mut(figure);
    let from = fs.clicks[dial as usize];
    if fs.eliminated || clicks == 0 || from >= ko {
        return false;
    }
    let to = from.saturating_add(clicks).min(ko);
    fs.clicks[dial as usize] = to;
    events.push(Event::Damaged { figure, dial, from, to, cause });
    if to >= ko {
        events.push(Event::SectionInactive { figure, section: Section::ALL[dial as usize] });
    }
    if skulls(rules, state, figure) >= ELIMINATING_SKULLS {
        damage::eliminate(state, figure, events);
        return true;
    }
    false
}

/// Table damage to an inactive section is refused (COL-04).
pub(super) fn check_damageable(rules: &Rules, state: &GameState, figure: FigureId, dial: u8) -> Result<(), RuleViolation> {
    if is_colossal(rules, figure) && inactive(rules, state, figure, Section::ALL[dial as usize]) {
        return Err(RuleViolation::InactiveSection { figure, section: Section::ALL[dial as usize] });
    }
    Ok(())
}

/// Clears the turn's section bookkeeping and the acting marker at the end of a turn.
pub(super) fn end_turn(state: &mut GameState) {
    state.colossal_acting = None;
    for fs in &mut state.figures {
        let c = &mut fs.colossal;
        (c.acted, c.moved, c.fought, c.movement, c.broke_away) = (0, false, false, 0, None);
    }
}

/// `figure` is about to be given an action: a colossal that was acting is done for the
/// turn once another figure acts (COL-06).
pub(super) fn other_figure_acts(state: &mut GameState, figure: FigureId, events: &mut Vec<Event>) {
    if let Some(acting) = state.colossal_acting
        && acting != figure
    {
        events.push(Event::ColossalActionsEnded { figure: acting });
        state.colossal_acting = None;
    }
}

/// What an action without answers may not do (a plain `GiveAction`, a cavalry unit's
/// action): a colossal acts by section, an attack on a colossal needs a section aim,
/// healing a colossal (COL-03), what a passenger may not do (CHR-04, CHR-10).
pub(super) fn check_plain_action(
    rules: &Rules,
    state: &GameState,
    figure: FigureId,
    action: ActionKind,
    roll: Option<&ActionRoll>,
) -> Result<(), RuleViolation> {
    if is_colossal(rules, figure) {
        return Err(RuleViolation::SectionNeeded { figure });
    }
    let answers = ActionAnswers::default();
    check_effects(rules, state, figure, roll, &answers)?;
    if let Some(ActionRoll::Attack { targets, .. }) = roll
        && let Some(&target) = targets.iter().find(|&&t| is_colossal(rules, t))
    {
        let rule = if action == ActionKind::Close { RuleId::Col20 } else { RuleId::Col21 };
        return Err(RuleViolation::SectionAimNeeded { figure: target, rule });
    }
    chariot::check_passenger_action(state, figure, action, roll, &answers)?;
    Ok(())
}

/// Refuses effects colossals can neither use nor suffer (COL-03): those the acting
/// colossal would use, and those that would act on a colossal among the affected figures
/// (another figure's Healing roll included).
fn check_effects(rules: &Rules, state: &GameState, actor: FigureId, roll: Option<&ActionRoll>, answers: &ActionAnswers) -> Result<(), RuleViolation> {
    // Strong Flyer and Magic Levitation carry no cavalry unit (CAV-06).
    if answers.effects.iter().any(|e| matches!(e, ColossalEffect::StrongFlyer | ColossalEffect::MagicLevitation))
        && let Some(&figure) = answers.affects.iter().find(|&&f| cavalry::unit_of(state, f).is_some())
    {
        return Err(RuleViolation::CavCarried { figure });
    }
    if is_colossal(rules, actor)
        && let Some(&effect) = answers.effects.iter().find(|e| e.used_by_colossal())
    {
        return Err(RuleViolation::ColossalImmune { figure: actor, effect });
    }
    let mut affected: Vec<FigureId> = answers.affects.clone();
    match roll {
        Some(ActionRoll::Attack { targets, .. }) => affected.extend(targets),
        Some(ActionRoll::Heal { target, .. }) if *target != actor && is_colossal(rules, *target) => {
            return Err(RuleViolation::ColossalImmune { figure: *target, effect: ColossalEffect::Healing });
        }
        _ => {}
    }
    for target in affected.into_iter().filter(|&t| t != actor && is_colossal(rules, t)) {
        let on_it = answers.effects.iter().find(|&&e| !e.used_by_colossal() || e == ColossalEffect::Capture);
        if let Some(&effect) = on_it {
            return Err(RuleViolation::ColossalImmune { figure: target, effect });
        }
    }
    Ok(())
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
    rules: &Rules,
    state: &mut GameState,
    figure: FigureId,
    section: Option<Section>,
    action: ActionKind,
    roll: Option<&ActionRoll>,
    answers: &ActionAnswers,
    events: &mut Vec<Event>,
) -> Result<(), RuleViolation> {
    let printed = rules.figure(figure)?;
    match (printed.def.is_colossal(), section) {
        (true, None) => return Err(RuleViolation::SectionNeeded { figure }),
        (false, Some(_)) => return Err(RuleViolation::NotAColossal { figure }),
        _ => {}
    }
    match section {
        Some(section) => check_section_can_act(rules, state, figure, section, action, answers)?,
        None => actions::check_can_act(rules, state, figure)?,
    }
    check_effects(rules, state, figure, roll, answers)?;
    if let Some(roll) = roll {
        attack::check_roll(rules, state, figure, action, roll)?;
        cavalry::check_targets(state, roll)?;
    }
    chariot::check_passenger_action(state, figure, action, roll, answers)?;
    let Some(section) = section else {
        let started = start_plain_action(rules, state, figure, action, events)?;
        if let Some(roll) = roll {
            resolve(rules, state, figure, None, action, roll, answers, events)?;
        }
        finish_plain_action(rules, state, started, events);
        return Ok(());
    };
    let actions_left = actions::spend_action(rules, state, Some(figure), events)?;
    events.push(Event::SectionActionGiven { figure, section, action, actions_left });
    state.colossal_acting = Some(figure);
    let fs = state.figure_mut(figure);
    let first = fs.colossal.acted == 0;
    fs.actions_this_turn = fs.actions_this_turn.saturating_add(1);
    fs.colossal.acted |= 1 << section.index();
    if action == ActionKind::Move {
        fs.colossal.moved = true;
    } else {
        fs.colossal.fought = true;
    }
    if let Some(roll) = roll {
        resolve(rules, state, figure, Some(section), action, roll, answers, events)?;
    }
    if action == ActionKind::Move && !state.figure(figure).eliminated {
        combine_movement(rules, state, figure, section, events);
    }
    if first && !state.figure(figure).eliminated {
        let fs = state.figure_mut(figure);
        fs.tokens += 1;
        let tokens = fs.tokens;
        events.push(Event::TokenAdded { figure, tokens });
        if tokens == 2 {
            let push_to = answers.push_to.ok_or(RuleViolation::PushSectionNeeded { figure })?;
            check_damageable(rules, state, figure, push_to.index() as u8)?;
            damage::turn_dial(rules, state, figure, push_to.index() as u8, 1, DamageCause::Pushing, events);
        }
    }
    Ok(())
}

/// Adds the moving section's speed to the turn's one combined movement (COL-14); after
/// a failed break-away roll the colossal stays put and cannot turn (COL-03).
fn combine_movement(rules: &Rules, state: &mut GameState, figure: FigureId, section: Section, events: &mut Vec<Event>) {
    let speed = click_of(rules, state, figure, section.index() as u8).speed.value.number();
    let c = &mut state.figure_mut(figure).colossal;
    if c.broke_away != Some(false) {
        c.movement = c.movement.saturating_add(speed);
    }
    events.push(Event::MovementCombined { figure, distance: c.movement });
}

/// An ordinary action under way: who carries its token, and how many it now carries.
pub(super) struct Started {
    /// The figure, or its cavalry unit's mount (CAV-09).
    holder: FigureId,
    unit: bool,
    tokens: u8,
}

/// The start of an ordinary figure's action, as in [`actions::give_action`]: ends a
/// colossal's turn, spends the action, adds the token, on a cavalry unit's mount
/// whichever of its two ids was named (CAV-09).
pub(super) fn start_plain_action(
    rules: &Rules,
    state: &mut GameState,
    figure: FigureId,
    action: ActionKind,
    events: &mut Vec<Event>,
) -> Result<Started, RuleViolation> {
    let actions_left = actions::spend_action(rules, state, Some(figure), events)?;
    let unit = cavalry::unit_of(state, figure);
    // A unit moves with its mount's dial (CAV-11); other actions with the named one (CAV-12).
    let acting = if action == ActionKind::Move { unit.unwrap_or(figure) } else { figure };
    events.push(Event::ActionGiven { figure: acting, action, actions_left });
    let holder = unit.unwrap_or(figure);
    let fs = state.figure_mut(holder);
    fs.actions_this_turn += 1;
    fs.tokens += 1;
    let tokens = fs.tokens;
    events.push(Event::TokenAdded { figure: holder, tokens });
    Ok(Started { holder, unit: unit.is_some(), tokens })
}

/// Pushing damage after an ordinary figure's action resolves (CORE-07); a cavalry unit's
/// second token deals none (CAV-10).
pub(super) fn finish_plain_action(rules: &Rules, state: &mut GameState, started: Started, events: &mut Vec<Event>) {
    match started {
        Started { tokens: 2, unit: true, holder } => events.push(Event::NoPushingDamage { unit: holder }),
        Started { tokens: 2, unit: false, holder } => {
            damage::turn_dial(rules, state, holder, 0, 1, DamageCause::Pushing, events);
        }
        _ => {}
    }
}

pub(super) fn check_d6(value: u8) -> Result<(), RuleViolation> {
    if (1..=6).contains(&value) { Ok(()) } else { Err(RuleViolation::BadD6 { value }) }
}

#[allow(clippy::too_many_arguments)]
/// Resolves checked dice for an answered action, reading the acting section's dial.
fn resolve(
    rules: &Rules,
    state: &mut GameState,
    actor: FigureId,
    section: Option<Section>,
    action: ActionKind,
    roll: &ActionRoll,
    answers: &ActionAnswers,
    events: &mut Vec<Event>,
) -> Result<(), RuleViolation> {
    let dial = section.map_or(0, |s| s.index() as u8);
    match roll {
        ActionRoll::BreakAway { d6 } => {
            let Some(_) = section else {
                attack::resolve(rules, state, actor, action, roll, events);
                return Ok(());
            };
            // One roll however many sections touch (COL-16); only a 1 fails (COL-03).
            let c = &mut state.figure_mut(actor).colossal;
            if c.broke_away.is_some() {
                return Err(RuleViolation::BreakAwayOnce { figure: actor });
            }
            c.broke_away = Some(*d6 != 1);
            events.push(Event::BreakAway { figure: actor, d6: *d6, success: *d6 != 1 });
        }
        ActionRoll::Attack { targets, two_d6, modifier } => {
            let kind = if action == ActionKind::Close { AimKind::Close } else { AimKind::Ranged };
            resolve_attack(rules, state, actor, dial, kind, targets, *two_d6, *modifier, answers, events)?;
        }
        ActionRoll::Heal { target, two_d6, clicks } => {
            events.push(Event::AttackRolled { attacker: actor, two_d6: *two_d6 });
            let attack = click_of(rules, state, actor, dial).attack.value.number();
            let defense = click_of(rules, state, *target, 0).defense.value.number();
            if !attack::hits(*two_d6, attack, 0, defense) {
                events.push(Event::Missed { attacker: actor, target: *target, critical: *two_d6 == attack::CRITICAL_MISS });
                return Ok(());
            }
            let critical = *two_d6 == attack::CRITICAL_HIT;
            events.push(Event::Hit { attacker: actor, target: *target, critical });
            damage::heal(rules, state, *target, 0, clicks.saturating_add(u8::from(critical)), events);
        }
    }
    Ok(())
}

/// An attack in which colossals may take part: the attacker's values come from its
/// acting section; each colossal target takes it on the section its aim fixes
/// (COL-20, COL-21); a long-range attack deals 2 less (COL-19).
#[allow(clippy::too_many_arguments)]
fn resolve_attack(
    rules: &Rules,
    state: &mut GameState,
    attacker: FigureId,
    dial: u8,
    kind: AimKind,
    targets: &[FigureId],
    two_d6: u8,
    modifier: i8,
    answers: &ActionAnswers,
    events: &mut Vec<Event>,
) -> Result<(), RuleViolation> {
    if answers.long_range && (!is_colossal(rules, attacker) || targets.iter().any(|&t| !is_colossal(rules, t))) {
        return Err(RuleViolation::NotLongRange { figure: attacker });
    }
    let click = click_of(rules, state, attacker, dial);
    events.push(Event::AttackRolled { attacker, two_d6 });
    // Several targets take 1 each; a single target takes the damage value (CORE-11),
    // 2 less in a long-range attack (COL-19).
    let base = if targets.len() > 1 {
        1
    } else if answers.long_range {
        click.damage.value.number().saturating_sub(2)
    } else {
        click.damage.value.number()
    };
    let action = if kind == AimKind::Close { ActionKind::Close } else { ActionKind::Ranged };
    let swing = attack::Swing { attacker, attack: click.attack.value.number(), action, two_d6, modifier, base, targets: targets.len() };
    for &target in targets {
        let (tdial, aim) = if is_colossal(rules, target) {
            let aim = answers
                .aims
                .iter()
                .find(|a| a.figure == target)
                .ok_or(RuleViolation::SectionAimNeeded { figure: target, rule: kind.rule() })?;
            let section = target_section(rules, state, aim, kind)?;
            events.push(Event::SectionTargeted { figure: target, section });
            (section.index() as u8, Some(aim))
        } else {
            (0, None)
        };
        if let Some(dealt) = attack::strike(rules, state, &swing, target, tdial, events) {
            hit_section(rules, state, target, tdial, dealt, aim.and_then(|a| a.passenger_d6), events)?;
        }
    }
    if two_d6 == attack::CRITICAL_MISS {
        damage::turn_dial(rules, state, attacker, dial, 1, DamageCause::CriticalMiss, events);
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

/// Deals attack damage to one dial of `target` after its reductions; a chariot's side or
/// rear section taking at least 1 puts its passenger at risk (CHR-11).
pub(super) fn hit_section(
    rules: &Rules,
    state: &mut GameState,
    target: FigureId,
    dial: u8,
    dealt: u8,
    passenger_d6: Option<u8>,
    events: &mut Vec<Event>,
) -> Result<(), RuleViolation> {
    let taken = damage::reduced(rules, state, target, dial, dealt);
    if taken < dealt {
        events.push(Event::DamageReduced { figure: target, dealt, taken });
    }
    let passenger = state.figure(target).colossal.passenger;
    damage::turn_dial(rules, state, target, dial, taken, DamageCause::Attack, events);
    if let Some(passenger) = passenger
        && taken >= 1
        && dial != Section::Front.index() as u8
    {
        chariot::passenger_hit(rules, state, target, passenger, taken, passenger_d6, events)?;
    }
    Ok(())
}

/// Area damage on a colossal whose centre is in the area: one section only (COL-22).
pub(super) fn area_damage(rules: &Rules, state: &mut GameState, target: &TargetAim, dealt: u8, events: &mut Vec<Event>) -> Result<(), RuleViolation> {
    damage::check_dial(rules, state, target.figure, 0)?;
    if !is_colossal(rules, target.figure) {
        return Err(RuleViolation::NotAColossal { figure: target.figure });
    }
    if dealt == 0 {
        return Err(RuleViolation::NoClicks);
    }
    let section = target_section(rules, state, target, AimKind::Area)?;
    events.push(Event::SectionTargeted { figure: target.figure, section });
    hit_section(rules, state, target.figure, section.index() as u8, dealt, target.passenger_d6, events)
}
