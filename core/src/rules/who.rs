//! Who a figure is and what it shows: read-only questions about the state that every
//! other rules module asks, so that none of them has to ask a figure kind's module (and
//! get called back by it). Nothing here changes the state.
//!
//! Skulls (COL-04, COL-05): a section's skulls are the skulls in its speed, attack and
//! defense slots, the three slots whose three skulls make it inactive (and make an
//! ordinary figure knocked out, CORE-04). The damage slot is not counted: the dial feed
//! marks it "Dead" on skull clicks too, which would make an inactive section show four.
//! So two inactive sections show exactly the six skulls that eliminate a colossal.

use crate::ability::Ability;
use crate::command::{ActionAnswers, ActionKind, ActionRoll, ColossalEffect};
use crate::dial::Click;
use crate::figure::{FigureKind, Intelligence, Proficiency, Section};
use crate::roles::{Acts, Applies, Exposure, Reach, Role, Why, cell};
use crate::rules::Rules;
use crate::state::{FigureId, GameState, PlayerId};
use crate::violation::RuleViolation;

/// The mount of the cavalry unit `figure` is part of, if it is a mounted rider or a mount
/// with its rider.
pub(crate) fn unit_of(state: &GameState, figure: FigureId) -> Option<FigureId> {
    let fs = state.figures.get(figure.0 as usize)?;
    if fs.rider.is_some() { Some(figure) } else { fs.mount }
}

/// The rider of a cavalry unit, named by its mount.
pub(super) fn rider_of(state: &GameState, mount: FigureId) -> FigureId {
    state.figure(mount).rider.expect("a cavalry unit's mount has a rider")
}

/// The player who gives `figure` actions now: a unit's rider's owner, a riderless
/// mean-spirited mount's side for this turn (CAV-21), otherwise the owner.
pub(crate) fn controller(rules: &Rules, state: &GameState, figure: FigureId) -> PlayerId {
    let fs = state.figure(figure);
    let owner = |id: FigureId| rules.roster[id.0 as usize].owner;
    match (fs.rider, fs.mount) {
        (Some(rider), _) => owner(rider),
        (None, Some(_)) => owner(figure),
        (None, None) => fs.sides_with.unwrap_or_else(|| owner(figure)),
    }
}

/// Whether the unit has a proficiency: it may be printed on the mount or the rider.
pub(super) fn unit_has(rules: &Rules, state: &GameState, mount: FigureId, proficiency: Proficiency) -> bool {
    let has = |id: FigureId| rules.roster[id.0 as usize].def.has(proficiency);
    has(mount) || has(rider_of(state, mount))
}

/// Whether the figure is one of the Dark Riders (CAV-31).
pub(super) fn is_dark_riders(rules: &Rules, figure: FigureId) -> bool {
    rules.roster[figure.0 as usize].def.is_dark_riders()
}

/// Whether the figure is a colossal (chariots are colossals too).
pub(super) fn is_colossal(rules: &Rules, figure: FigureId) -> bool {
    rules.roster.get(figure.0 as usize).is_some_and(|f| f.def.is_colossal())
}

/// The click a figure's dial shows now.
pub(crate) fn click_of(rules: &Rules, state: &GameState, figure: FigureId, dial: u8) -> Click {
    rules.roster[figure.0 as usize].def.dials[dial as usize].click(state.figure(figure).clicks[dial as usize])
}

/// Whether the click `dial` shows now carries `ability` on any of its four values (a
/// circle ability may sit on any; a square one only on its own, CORE-16).
pub(crate) fn shows(rules: &Rules, state: &GameState, figure: FigureId, dial: u8, ability: crate::ability::Ability) -> bool {
    let click = click_of(rules, state, figure, dial);
    click.stats().iter().any(|s| s.ability == Some(ability))
}

/// Skulls a click shows in its speed, attack and defense slots (see the module notes).
pub(crate) fn section_skulls(click: &Click) -> u8 {
    [click.speed, click.attack, click.defense].iter().filter(|s| s.value.is_skull()).count() as u8
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

/// The roles `figure` holds now, reading its `dial` (a colossal's section) for
/// Demoralized: the table of `crate::roles` answers for each. A formation's path adds
/// [`Role::FormationMember`] itself.
pub(crate) fn roles(rules: &Rules, state: &GameState, figure: FigureId, dial: u8) -> Vec<Role> {
    let fs = state.figure(figure);
    let def = &rules.roster[figure.0 as usize].def;
    let mut roles = Vec::with_capacity(3);
    roles.push(match (&def.kind, fs.rider, fs.mount) {
        (FigureKind::Colossal { .. }, _, _) => Role::ColossalSection,
        (_, Some(_), _) => Role::MountedUnit,
        (_, _, Some(_)) => Role::Rider,
        // Seed 001: rider and mount may both be given actions on the turn the rider
        // dismounts (CAV-22), a skittish mount too: as normal, that turn, as an
        // independent one is (CAV-21).
        (FigureKind::Mount { intelligence: Intelligence::Skittish, .. }, None, None) if fs.dismounted_this_turn => {
            Role::RiderlessMount(Intelligence::Independent)
        }
        (FigureKind::Mount { intelligence, .. }, None, None) => Role::RiderlessMount(*intelligence),
        _ => Role::Single,
    });
    if fs.colossal.aboard.is_some() {
        roles.push(Role::Passenger);
    }
    if fs.captive.is_some() {
        roles.push(Role::Captor);
    }
    if fs.captor.is_some() {
        roles.push(Role::Captive);
    }
    if (dial as usize) < def.dials.len() && click_of(rules, state, figure, dial).damage.ability == Some(Ability::Demoralized) {
        roles.push(Role::Demoralized);
    }
    roles
}

/// Whether `figure`, acting with `dial`, may use `ability` in every role it holds (and in
/// `extra`, a formation's): the first cell of the table that says no, as the refusal the
/// player reads. Every path that uses an ability asks it, so none keeps its own copy.
pub(crate) fn may_use(
    rules: &Rules,
    state: &GameState,
    figure: FigureId,
    dial: u8,
    ability: Ability,
    extra: &[Role],
) -> Result<(), RuleViolation> {
    let held = roles(rules, state, figure, dial);
    for &role in held.iter().chain(extra) {
        if let Applies::No(why) = cell(ability, role).applies {
            return Err(refusal(state, figure, ability, role, why));
        }
    }
    Ok(())
}

/// Whether the table's cell for `ability` applies to `figure` in every role it holds: for
/// the effects that are no command of its own (an attacker's Vampirism, a target's Magic
/// Retaliation), which then simply do not happen.
pub(crate) fn applies(rules: &Rules, state: &GameState, figure: FigureId, dial: u8, ability: Ability) -> bool {
    may_use(rules, state, figure, dial, ability, &[]).is_ok()
}

/// The refusal a player reads for a cell that says no.
fn refusal(state: &GameState, figure: FigureId, ability: Ability, role: Role, why: Why) -> RuleViolation {
    // Necromancy is used "instead of a move" (seed 004): no move, so it is refused as
    // the special action it is.
    let action = match crate::roles::Use::of(ability) {
        _ if ability == Ability::Necromancy => ActionKind::Special,
        crate::roles::Use::Action(a) | crate::roles::Use::Attack(a) | crate::roles::Use::Heal(a) | crate::roles::Use::MoveAttack(a) => a,
        _ => ActionKind::Special,
    };
    match why {
        Why::Skittish => RuleViolation::SkittishMount { mount: figure },
        Why::Held => RuleViolation::Captive { figure, captor: state.figure(figure).captor.unwrap_or(figure) },
        Why::MovesOnly if role == Role::Captor => {
            RuleViolation::HoldsCaptive { figure, captive: state.figure(figure).captive.unwrap_or(figure) }
        }
        Why::MovesOnly => RuleViolation::AbilityForbids { figure, ability: Ability::Demoralized, action },
        Why::ClosesIn => RuleViolation::DemoralizedContact { figure },
        Why::InContact => RuleViolation::AbilityInContact { figure, ability },
        Why::Untouched => RuleViolation::PassengerUntouchable { figure },
        Why::TouchesNothing => RuleViolation::PassengerTouchesNothing { figure },
        Why::SpeedIgnored => RuleViolation::PassengerStaysAboard { figure },
        Why::MountMoves => RuleViolation::CavMountMoves { rider: figure, ability },
        Why::Loner => RuleViolation::FormationAbility { figure, ability },
        Why::Formation => RuleViolation::RollDoesNotFit { action },
        Why::ColossalMoves => RuleViolation::ColossalMoveAndAttack { figure, ability },
    }
}

/// What the roles `figure` holds let happen to it: the narrowest of their exposures.
pub(crate) fn exposure(rules: &Rules, state: &GameState, figure: FigureId) -> Exposure {
    let mut all = roles(rules, state, figure, 0).into_iter().map(Role::exposure);
    let first = all.next().expect("every figure has a role");
    all.fold(first, |a, b| Exposure {
        acts: match (a.acts, b.acts) {
            (Acts::None, _) | (_, Acts::None) => Acts::None,
            (Acts::MoveOnly, _) | (_, Acts::MoveOnly) => Acts::MoveOnly,
            _ => Acts::Any,
        },
        damaged: narrower(a.damaged, b.damaged),
        healed: narrower(a.healed, b.healed),
        touches: a.touches && b.touches,
        side_changes: a.side_changes && b.side_changes,
        rules: a.rules,
    })
}

/// Whether damage reaches `figure` directly: not a passenger's (CHR-11) nor a captive's
/// (CORE-14), which the table's exposure keeps out of reach.
pub(crate) fn damaged_directly(rules: &Rules, state: &GameState, figure: FigureId) -> bool {
    matches!(exposure(rules, state, figure).damaged, Reach::Yes)
}

/// Whether any heal reaches `figure`: not a passenger's (CHR-11) nor a captive's (CORE-14).
/// A colossal's other figures' heals are refused by name (COL-03); its own reach it.
pub(crate) fn healed_at_all(rules: &Rules, state: &GameState, figure: FigureId) -> bool {
    matches!(exposure(rules, state, figure).healed, Reach::Yes | Reach::OwnOnly)
}

/// The narrower of two reaches: never narrower than no, then through a chariot, then
/// the figure's own only.
fn narrower(a: Reach, b: Reach) -> Reach {
    let rank = |r: Reach| match r {
        Reach::No => 0,
        Reach::ThroughChariot => 1,
        Reach::OwnOnly => 2,
        Reach::Yes => 3,
    };
    if rank(a) <= rank(b) { a } else { b }
}

/// Whether damage or a heal may be aimed at `figure` directly, as the table's exposure of
/// its roles says: a captive's is reached by nothing (CORE-14), a passenger's only through
/// its chariot (CHR-11). Asked before any click is dealt and for every target named.
pub(super) fn check_reachable(rules: &Rules, state: &GameState, figure: FigureId) -> Result<(), RuleViolation> {
    match exposure(rules, state, figure).damaged {
        Reach::No => Err(RuleViolation::CaptiveUntouchable { figure, captor: state.figure(figure).captor.unwrap_or(figure) }),
        Reach::ThroughChariot => Err(RuleViolation::PassengerUntouchable { figure }),
        Reach::Yes | Reach::OwnOnly => Ok(()),
    }
}

/// A captive can be neither targeted nor damaged (CORE-14).
fn check_not_captive(rules: &Rules, state: &GameState, figure: FigureId) -> Result<(), RuleViolation> {
    if exposure(rules, state, figure).damaged == Reach::No {
        return Err(RuleViolation::CaptiveUntouchable { figure, captor: state.figure(figure).captor.unwrap_or(figure) });
    }
    Ok(())
}

/// Who may capture whom (CORE-14): two different figures of opposing sides, neither in
/// a cavalry unit (CAV-06) nor a colossal (COL-03), neither showing Berserk, Battle Fury
/// or Invulnerability (seed 004), and a captor that holds no captive yet (it may only
/// move while it does).
pub(super) fn check_capture(rules: &Rules, state: &GameState, captor: FigureId, target: FigureId) -> Result<(), RuleViolation> {
    for figure in [captor, target] {
        if unit_of(state, figure).is_some() {
            return Err(RuleViolation::CavCapture { figure });
        }
        if is_colossal(rules, figure) {
            return Err(RuleViolation::ColossalImmune { figure, effect: ColossalEffect::Capture });
        }
        let shown = click_of(rules, state, figure, 0);
        let closed = [shown.damage.ability, shown.defense.ability]
            .into_iter()
            .flatten()
            .find(|a| matches!(a, Ability::Berserk | Ability::BattleFury | Ability::Invulnerability));
        if let Some(ability) = closed {
            return Err(RuleViolation::CannotCapture { figure, ability });
        }
    }
    if captor == target {
        return Err(RuleViolation::BadTarget { figure: target });
    }
    if controller(rules, state, target) == controller(rules, state, captor) {
        return Err(RuleViolation::OwnFigure { figure: target });
    }
    if let Some(captive) = state.figure(captor).captive {
        return Err(RuleViolation::HoldsCaptive { figure: captor, captive });
    }
    if state.figure(captor).colossal.aboard.is_some() {
        return Err(RuleViolation::PassengerNoCaptive { figure: captor });
    }
    check_not_captive(rules, state, target)
}

/// What a passenger may not do (CHR-04, CHR-08, CHR-10): move other than by
/// disembarking, target its own chariot, or shoot once the chariot has moved this turn
/// or at a figure touching the chariot. A close action is not refused although a
/// passenger touches nothing (CHR-04): it attacks the figures touching its arc (CHR-09),
/// which the table says. That it never becomes a sentry needs no check: no command
/// makes a figure one.
pub(super) fn check_passenger_action(
    state: &GameState,
    figure: FigureId,
    action: ActionKind,
    roll: Option<&ActionRoll>,
    answers: &ActionAnswers,
) -> Result<(), RuleViolation> {
    let Some(chariot) = state.figure(figure).colossal.aboard else {
        return Ok(());
    };
    if action == ActionKind::Move {
        return Err(RuleViolation::PassengerStaysAboard { figure });
    }
    let targets_chariot = answers.affects.contains(&chariot)
        || answers.aims.iter().any(|a| a.figure == chariot)
        || match roll {
            Some(roll @ (ActionRoll::Attack { .. } | ActionRoll::AbilityAttack { .. })) => roll.attacked().contains(&chariot),
            Some(ActionRoll::Heal { target, .. }) => *target == chariot,
            _ => false,
        };
    if targets_chariot {
        return Err(RuleViolation::OwnChariot { figure });
    }
    if action == ActionKind::Ranged {
        if state.figure(chariot).colossal.moved {
            return Err(RuleViolation::ChariotMoved { figure });
        }
        if answers.target_touches_chariot {
            return Err(RuleViolation::TargetTouchesChariot { figure });
        }
    }
    Ok(())
}
