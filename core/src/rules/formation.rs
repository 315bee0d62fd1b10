//! Formations (CORE-13): several figures of one faction, in base contact with each other,
//! acting as one for a single one of the player's actions.
//!
//! A formation is one command and one action spent, but every member counts as given its
//! one action this turn: each gets a token through [`budget::give_token`] and takes
//! pushing damage for a second one through [`budget::finish_plain_action`], the same
//! mechanics an ordinary action uses. The attack is the primary's, resolved by
//! [`aim::resolve`] with the formation's bonus added to its modifier and the table's
//! answers (Defend, Dodge, a colossal's section), so a critical miss hurts the primary
//! alone and a capture makes the primary the captor.
//!
//! Choices the rules leave open, written down in `docs/RULINGS.md` (CORE-13):
//! - a move formation has 3 to 5 figures (the glossary's bounds; the formations section's
//!   "2 or more" is the lower bound shared by every kind, met by a close formation of 2);
//! - the bonus is +1 per member other than the primary;
//! - every member of a ranged formation needs a range (they all shoot);
//! - a figure given an action this turn joins none (CORE-07); one still carrying last
//!   turn's token joins and is pushed;
//! - a captor may join a move formation (it may only move, and this is a move); its
//!   captive moves with it, so the captive's speed counts for the slowest;
//! - a passenger touches nothing (CHR-04), so it joins none;
//! - a move formation takes no dice: a member touching an opposing figure breaks away at
//!   the table (CORE-12 is the table's roll).
//!
//! It sits in the top layer, beside [`super::actions`], because it asks a figure kind
//! ([`cavalry::check_formation`], CAV-19); nothing below calls it.

use crate::command::{ActionAnswers, ActionKind, ActionRoll, ColossalEffect};
use crate::event::Event;
use crate::roles::{Applies, Role, Why, cell};
use crate::rules::{Play, Rules, aim, attack, budget, cavalry, who};
use crate::state::{FigureId, GameState};
use crate::violation::RuleViolation;

/// How many figures a formation of `action` has, fewest and most (CORE-13); `None` for an
/// action that is never made in formation.
pub fn formation_size(action: ActionKind) -> Option<(u8, u8)> {
    match action {
        ActionKind::Move => Some((3, 5)),
        ActionKind::Close => Some((2, 3)),
        ActionKind::Ranged => Some((3, 5)),
        ActionKind::Special => None,
    }
}

/// One formation as commanded.
pub(super) struct Formation<'a> {
    pub primary: FigureId,
    pub members: &'a [FigureId],
    pub action: ActionKind,
    pub roll: Option<&'a ActionRoll>,
    pub all_in_contact: bool,
    pub answers: &'a ActionAnswers,
}

/// Gives the formation its one action: checks it whole, spends the action, gives every
/// member its token, resolves the primary's attack with the bonus, then deals pushing
/// damage to each member that now carries two tokens.
pub(super) fn give(play: &mut Play<'_>, formation: &Formation<'_>) -> Result<(), RuleViolation> {
    let all = check(play.rules, play.state, formation)?;
    let Formation { primary, action, .. } = *formation;
    let actions_left = budget::spend_action(play, Some(primary))?;
    play.events.push(Event::FormationActed { primary, action, size: all.len() as u8, actions_left });
    if action == ActionKind::Move {
        let (figure, speed) = slowest(play.rules, play.state, &all);
        play.events.push(Event::FormationSpeed { figure, speed });
    }
    let started: Vec<budget::Started> = all.iter().map(|&member| budget::give_token(play, member)).collect();
    if let Some(roll) = formation.roll {
        // +1 per other member (the ruling); with the house rule, a close formation's counts
        // every figure in contact with the target, the primary too (seed 004).
        let counts_primary = action == ActionKind::Close && play.rules.house.close_formation_counts_primary;
        let bonus = all.len() as u8 - u8::from(!counts_primary);
        play.events.push(Event::FormationBonus { attacker: primary, bonus });
        aim::resolve(play, primary, 0, action, &with_bonus(roll, bonus), formation.answers)?;
    }
    for started in started {
        budget::finish_plain_action(play, started);
    }
    Ok(())
}

/// The roll with the formation's bonus added to the table's modifier.
fn with_bonus(roll: &ActionRoll, bonus: u8) -> ActionRoll {
    let add = |modifier: i8| modifier.saturating_add(bonus.min(i8::MAX as u8) as i8);
    match roll.clone() {
        ActionRoll::Attack { targets, two_d6, modifier } => ActionRoll::Attack { targets, two_d6, modifier: add(modifier) },
        ActionRoll::Capture { target, two_d6, modifier } => ActionRoll::Capture { target, two_d6, modifier: add(modifier) },
        ActionRoll::AbilityAttack { ability, targets, two_d6, modifier, damage_d6, in_contact } => {
            ActionRoll::AbilityAttack { ability, targets, two_d6, modifier: add(modifier), damage_d6, in_contact }
        }
        other => other,
    }
}

/// Every refusal, in a fixed order, the size last of all: a formation refused only for
/// being too small is one the next member may complete (the legality query relies on
/// it). Returns the members, primary first, a cavalry unit once.
pub(super) fn check(rules: &Rules, state: &GameState, formation: &Formation<'_>) -> Result<Vec<FigureId>, RuleViolation> {
    let Formation { primary, members, action, roll, all_in_contact, answers } = *formation;
    let Some((mut min, max)) = formation_size(action) else {
        return Err(RuleViolation::FormationAction { action });
    };
    if action == ActionKind::Move && rules.house.move_formation_of_two {
        min = 2;
    }
    let all: Vec<FigureId> = std::iter::once(primary).chain(members.iter().copied()).collect();
    for (i, &member) in all.iter().enumerate() {
        rules.figure(member)?;
        let same = |other: FigureId| other == member || who::unit_of(state, other).is_some_and(|u| who::unit_of(state, member) == Some(u));
        if all[..i].iter().any(|&other| same(other)) {
            return Err(RuleViolation::FormationRepeated { figure: member });
        }
    }
    for &member in &all {
        let (roll, answers) = if member == primary { (roll, answers) } else { (None, &ActionAnswers::default()) };
        check_member(rules, state, member, action, roll, answers)?;
    }
    cavalry::check_formation(rules, state, &all)?;
    check_factions(rules, state, &all)?;
    if !all_in_contact {
        return Err(RuleViolation::FormationNotInContact);
    }
    match (action, roll) {
        (_, None) => {}
        // Seed 004's glossary: a ranged formation shoots at one and the same opponent.
        (ActionKind::Ranged, Some(ActionRoll::Attack { targets, .. })) if targets.len() > 1 => {
            return Err(RuleViolation::BadTargetCount { count: targets.len(), allowed: 1 });
        }
        (ActionKind::Close, Some(ActionRoll::Attack { .. } | ActionRoll::Capture { .. }))
        | (ActionKind::Ranged, Some(ActionRoll::Attack { .. })) => {
            attack::check_roll(rules, state, primary, 0, action, roll.expect("matched"))?;
            attack::check_targets(state, roll.expect("matched"))?;
        }
        _ => return Err(RuleViolation::RollDoesNotFit { action }),
    }
    attack::check_around(rules, state, primary, 0, action, roll, answers)?;
    if action == ActionKind::Ranged && rules.roster[primary.0 as usize].def.range == 0 {
        return Err(RuleViolation::NoRange { figure: primary });
    }
    // Command's extra actions count: a formation is one action like any other (CORE-16).
    let allowed = state.turn.allowed(rules.actions_per_turn);
    if state.turn.actions_used >= allowed {
        return Err(RuleViolation::NoActionsLeft { allowed });
    }
    if !(min as usize..=max as usize).contains(&all.len()) {
        return Err(RuleViolation::FormationSize { action, size: all.len(), min, max });
    }
    Ok(all)
}

/// What keeps one figure out: a colossal (COL-03), one that may not act now (CORE-07,
/// CAV-09, a captive), a passenger (CHR-04), Charge, Bound or Quickness on its click or
/// its unit's other dial, and whatever its action would be refused for (a captor in an
/// attack, CORE-14).
fn check_member(
    rules: &Rules,
    state: &GameState,
    member: FigureId,
    action: ActionKind,
    roll: Option<&ActionRoll>,
    answers: &ActionAnswers,
) -> Result<(), RuleViolation> {
    if who::is_colossal(rules, member) {
        return Err(RuleViolation::ColossalImmune { figure: member, effect: ColossalEffect::Formation });
    }
    budget::check_can_act(rules, state, member)?;
    if state.figure(member).colossal.aboard.is_some() {
        return Err(RuleViolation::FormationPassenger { figure: member });
    }
    let unit = who::unit_of(state, member);
    let dials = match unit {
        Some(mount) => vec![mount, who::rider_of(state, mount)],
        None => vec![member],
    };
    // The table: an ability that keeps its figure out of a formation (Charge, Bound,
    // Quickness, CORE-13), on either dial of a unit.
    for figure in dials {
        let click = who::click_of(rules, state, figure, 0);
        let shown = click.stats().into_iter().filter_map(|s| s.ability);
        if let Some(ability) = shown.into_iter().find(|&a| cell(a, Role::FormationMember).applies == Applies::No(Why::Loner)) {
            return Err(RuleViolation::FormationAbility { figure, ability });
        }
    }
    // A unit moves with its mount's dial (CAV-11), attacks with the dial named (CAV-12).
    let acting = if action == ActionKind::Move { unit.unwrap_or(member) } else { member };
    // Every member of a ranged formation shoots at the target (seed 004's glossary), so
    // each needs a range (a ruling).
    if action == ActionKind::Ranged && rules.roster[acting.0 as usize].def.range == 0 {
        return Err(RuleViolation::NoRange { figure: acting });
    }
    budget::check_plain_action(rules, state, acting, action, roll, answers)
}

/// One faction shared by every member, a cavalry unit by its rider's (CAV-19: mounts'
/// factions are ignored); Mage Spawn have none and never join.
fn check_factions(rules: &Rules, state: &GameState, all: &[FigureId]) -> Result<(), RuleViolation> {
    let by = |member: FigureId| who::unit_of(state, member).map_or(member, |mount| who::rider_of(state, mount));
    let factions = |figure: FigureId| &rules.roster[figure.0 as usize].def.factions;
    if let Some(figure) = all.iter().map(|&m| by(m)).find(|&f| factions(f).is_empty()) {
        return Err(RuleViolation::FormationNoFaction { figure });
    }
    let mut shared: Vec<&String> = factions(by(all[0])).iter().collect();
    for &member in &all[1..] {
        let figure = by(member);
        shared.retain(|f| factions(figure).contains(f));
        if shared.is_empty() {
            return Err(RuleViolation::FormationFaction { figure });
        }
    }
    Ok(())
}

/// The slowest member and its speed value: a cavalry unit's is its mount's (CAV-11), and
/// a captive moving with its captor counts too (CORE-14).
pub(crate) fn slowest(rules: &Rules, state: &GameState, all: &[FigureId]) -> (FigureId, u8) {
    let movers = all.iter().map(|&m| who::unit_of(state, m).unwrap_or(m)).chain(all.iter().filter_map(|&m| state.figure(m).captive));
    movers
        .map(|f| (f, who::click_of(rules, state, f, 0).speed.value.number()))
        .min_by_key(|&(_, speed)| speed)
        .expect("a formation has members")
}
