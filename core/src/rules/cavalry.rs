//! Cavalry (CAV-01 to CAV-33): mounts, riders and the cavalry units they form.
//!
//! A cavalry unit is two roster figures linked in the state: [`FigureState::rider`] on the
//! mount, [`FigureState::mount`] on the rider. Commands may name a unit by either id. The
//! unit's action tokens and its actions this turn are kept on the mount (the rider's stay
//! at 0), so the CORE token rules work on the mount unchanged. Where the rules give someone
//! a choice of dial, the id they name is the choice: the rider's id for an action resolves
//! it with the rider's dial (CAV-12), a target's id is the dial an attack resolves against
//! (CAV-15), the id given for pushing damage is the dial that takes it (CAV-18).
//!
//! This module keeps the cavalry commands and the unit's own action. What others ask
//! about a unit (its mount, rider, controller) is in [`super::who`]; what its dial does
//! when it turns or it is eliminated, in [`super::damage`]; its attack numbers, in
//! [`super::attack`]; its action budget, in [`super::budget`]. So nothing calls back here.

use crate::command::{ActionAnswers, ActionKind, ActionRoll, ColossalEffect, Command};
use crate::event::{DamageCause, Event};
use crate::figure::{FigureKind, Intelligence, Proficiency};
use crate::rule::RuleId;
use crate::rules::who::{controller, is_dark_riders, rider_of, unit_has, unit_of};
use crate::rules::{Play, Rules, aim, attack, budget, damage, dice, own, who};
use crate::setup::Setup;
use crate::state::{FigureId, FigureState, GameState, Phase};
use crate::violation::RuleViolation;

/// Links every rider deployed on a mount (`ArmyFigure::rides`, checked by the setup).
pub(crate) fn deploy(setup: &Setup, figures: &mut [FigureState]) {
    let mut offset = 0;
    for player in &setup.players {
        for (index, entry) in player.army.iter().enumerate() {
            if let Some(mount) = entry.rides {
                let (rider, mount) = (offset + index, offset + mount as usize);
                figures[rider].mount = Some(FigureId(mount as u16));
                figures[mount].rider = Some(FigureId(rider as u16));
            }
        }
        offset += player.army.len();
    }
}

/// The unit named by `figure`, or the refusal for a figure that is not in one.
fn unit(rules: &Rules, state: &GameState, figure: FigureId) -> Result<FigureId, RuleViolation> {
    rules.figure(figure)?;
    unit_of(state, figure).ok_or(RuleViolation::CavNotAUnit { figure })
}

/// Gives a cavalry unit an action. A move resolves with the mount's dial (CAV-11); a
/// combat or special action with the dial `chosen` names (CAV-12). The token goes on the
/// mount; a second token deals no pushing damage (CAV-10).
#[allow(clippy::too_many_arguments)]
pub(super) fn give_unit_action(
    play: &mut Play<'_>,
    mount: FigureId,
    chosen: FigureId,
    action: ActionKind,
    roll: Option<&ActionRoll>,
    proficiency: Option<Proficiency>,
    answers: &ActionAnswers,
) -> Result<(), RuleViolation> {
    budget::check_unit_can_act(play.rules, play.state, mount)?;
    let acting = if action == ActionKind::Move { mount } else { chosen };
    budget::check_plain_action(play.rules, play.state, acting, action, roll, answers)?;
    if let Some(roll) = roll {
        attack::check_roll(play.rules, play.state, acting, 0, action, roll)?;
        attack::check_targets(play.state, roll)?;
    }
    attack::check_around(play.rules, play.state, acting, 0, action, roll, answers)?;
    let actions_left = budget::spend_or_free(play, mount, own::is_free(roll))?;
    play.events.push(Event::ActionGiven { figure: acting, action, actions_left });
    if let Some(proficiency) = proficiency {
        play.events.push(Event::ProficiencyUsed { figure: mount, proficiency });
    }
    let fs = play.state.figure_mut(mount);
    fs.actions_this_turn += 1;
    fs.tokens += 1;
    let tokens = fs.tokens;
    play.events.push(Event::TokenAdded { figure: mount, tokens });
    if let Some(roll) = roll {
        aim::resolve(play, acting, 0, action, roll, answers)?;
    }
    if tokens == 2 {
        play.events.push(Event::NoPushingDamage { unit: mount });
    }
    Ok(())
}

/// At the beginning of every end phase, before tokens are cleared: skittish mounts
/// without a rider leave the game (CAV-21; the rules body says "beginning", which governs
/// over the glossary's "end"). A unit formed by remounting this turn keeps its token,
/// since its rider was given an action (CORE-08).
pub(super) fn beginning_of_end_phase(play: &mut Play<'_>) {
    for i in 0..play.state.figures.len() {
        let fs = play.state.figures[i];
        if fs.eliminated {
            continue;
        }
        let skittish = matches!(play.rules.roster[i].def.kind, FigureKind::Mount { intelligence: Intelligence::Skittish, .. });
        if skittish && fs.rider.is_none() {
            let mount = &mut play.state.figures[i];
            mount.eliminated = true;
            mount.tokens = 0;
            play.events.push(Event::MountFled { mount: FigureId(i as u16) });
            damage::unlink(play, FigureId(i as u16));
        }
        if let Some(rider) = fs.rider
            && play.state.figure(rider).actions_this_turn > 0
        {
            play.state.figures[i].actions_this_turn = fs.actions_this_turn.max(1);
        }
    }
}

/// At the beginning of every command phase: this turn's flags reset, and each mean-spirited
/// mount without a rider sides with the player whose turn it is (CAV-21).
pub(super) fn beginning_of_command_phase(play: &mut Play<'_>) {
    let player = play.state.turn.player;
    // A passenger's side never changes (CHR-04): the table's exposure says whose may.
    let may_change: Vec<bool> =
        (0..play.state.figures.len()).map(|i| who::exposure(play.rules, play.state, FigureId(i as u16)).side_changes).collect();
    for (i, fs) in play.state.figures.iter_mut().enumerate() {
        fs.thrown = false;
        fs.dismounted_this_turn = false;
        fs.dark_unity_used = false;
        fs.sides_with = None;
        let mean = matches!(play.rules.roster[i].def.kind, FigureKind::Mount { intelligence: Intelligence::MeanSpirited, .. });
        if mean && fs.rider.is_none() && !fs.eliminated && may_change[i] {
            fs.sides_with = Some(player);
            play.events.push(Event::MountSides { mount: FigureId(i as u16), player });
        }
    }
}

/// Cavalry may form formations only with cavalry, riders sharing a faction (CAV-19).
pub(crate) fn check_formation(rules: &Rules, state: &GameState, members: &[FigureId]) -> Result<(), RuleViolation> {
    for &member in members {
        damage::check_dial(rules, state, member, 0)?;
    }
    if members.iter().all(|&m| unit_of(state, m).is_none()) {
        return Ok(());
    }
    let mut riders = Vec::new();
    for &member in members {
        let Some(mount) = unit_of(state, member) else {
            return Err(RuleViolation::CavFormationMixed { figure: member });
        };
        let rider = rider_of(state, mount);
        if !riders.contains(&rider) {
            riders.push(rider);
        }
    }
    let factions = |id: FigureId| &rules.roster[id.0 as usize].def.factions;
    let first = factions(riders[0]);
    match riders.iter().find(|&&r| !first.iter().any(|f| factions(r).contains(f))) {
        Some(&figure) => Err(RuleViolation::CavFormationFaction { figure }),
        None => Ok(()),
    }
}

/// Applies a cavalry command (the `// Cavalry (CAV)` block of [`Command`]).
pub(super) fn apply(play: &mut Play<'_>, command: &Command) -> Result<(), RuleViolation> {
    match command {
        Command::Dismount { unit, room_for_rider } => dismount(play, *unit, *room_for_rider),
        Command::Remount { rider, mount } => remount(play, *rider, *mount),
        Command::CavalryPushingDamage { figure } => {
            unit(play.rules, play.state, *figure)?;
            damage::turn_dial(play, damage::DialTurn { figure: *figure, dial: 0, clicks: 1, cause: DamageCause::Pushing });
            Ok(())
        }
        Command::CavalryAreaDamage { figure, clicks } => area_damage(play, *figure, *clicks),
        Command::FreeSpin { figure } => {
            damage::check_dial(play.rules, play.state, *figure, 0)?;
            if play.rules.roster[figure.0 as usize].def.is_mount() || unit_of(play.state, *figure).is_some() {
                return Err(RuleViolation::CavFreeSpin { figure: *figure });
            }
            play.events.push(Event::FreeSpun { figure: *figure });
            Ok(())
        }
        // An announcement only, kept so that records from before capture attacks replay;
        // the capture itself is a close attack's `ActionRoll::Capture` (CORE-14).
        Command::Capture { captor, target } => {
            for figure in [*captor, *target] {
                damage::check_dial(play.rules, play.state, figure, 0)?;
            }
            who::check_capture(play.rules, play.state, *captor, *target)?;
            play.events.push(Event::CaptureAnnounced { captor: *captor, target: *target });
            Ok(())
        }
        Command::UseProficiency { figure, proficiency } => use_proficiency(play, *figure, *proficiency),
        Command::MountedBound { unit: named, roll, in_contact, answers } => {
            let mount = maneuver_unit(play.rules, play.state, *named, Proficiency::MountedBound, *in_contact)?;
            let rider = rider_of(play.state, mount);
            if play.rules.roster[rider.0 as usize].def.range == 0 {
                return Err(RuleViolation::NoRange { figure: rider });
            }
            // The mount moves first (CAV-27): it needs a speed.
            budget::check_stats(play.rules, play.state, mount, 0, ActionKind::Move)?;
            give_unit_action(play, mount, rider, ActionKind::Ranged, roll.as_ref(), Some(Proficiency::MountedBound), answers)
        }
        Command::MountedCharge { attacker, roll, in_contact, answers } => {
            let mount = maneuver_unit(play.rules, play.state, *attacker, Proficiency::MountedCharge, *in_contact)?;
            budget::check_may_close_in(play.rules, play.state, mount)?;
            // The mount moves first (CAV-28): it needs a speed.
            budget::check_stats(play.rules, play.state, mount, 0, ActionKind::Move)?;
            give_unit_action(play, mount, *attacker, ActionKind::Close, roll.as_ref(), Some(Proficiency::MountedCharge), answers)
        }
        Command::Overwhelm { unit, target, d6, room_for_rider, in_contact, speed_ability } => {
            let mount = maneuver_unit(play.rules, play.state, *unit, Proficiency::Overwhelm, *in_contact)?;
            if *speed_ability {
                return Err(RuleViolation::CavOverwhelmSpeed { unit: mount });
            }
            budget::check_may_close_in(play.rules, play.state, mount)?;
            overwhelm(play, mount, *target, *d6, *room_for_rider)
        }
        Command::Trample { unit, crossed, elevated, double_time } => {
            // Seed 001: "when it is at ground level; it cannot use the double-time proficiency".
            let mount = proficient_unit(play.rules, play.state, *unit, Proficiency::Trample, true)?;
            if *elevated {
                return Err(RuleViolation::CavTrampleElevated { unit: mount });
            }
            if *double_time {
                return Err(RuleViolation::CavTrampleDoubleTime { unit: mount });
            }
            // Crossing an opponent's base brings the unit into contact with it; crossing
            // only friends closes in on no one (CORE-16, Demoralized).
            let side = controller(play.rules, play.state, mount);
            let opposing = |f: &FigureId| (f.0 as usize) < play.rules.roster.len() && controller(play.rules, play.state, *f) != side;
            if crossed.iter().any(opposing) {
                budget::check_may_close_in(play.rules, play.state, mount)?;
            }
            trample(play, mount, crossed)
        }
        Command::DarkUnity { unit } => dark_unity(play, *unit),
        Command::NoRoomForRider { rider } => {
            play.rules.figure(*rider)?;
            let fs = play.state.figure(*rider);
            if !fs.thrown || fs.eliminated {
                return Err(RuleViolation::CavNotThrown { rider: *rider });
            }
            play.state.figure_mut(*rider).thrown = false;
            damage::eliminate(play, *rider);
            Ok(())
        }
        _ => unreachable!("rules::apply sends only cavalry commands here"),
    }
}

/// The unit named, for a proficiency that starts out of base contact with any opposing
/// figure (CAV-27 to CAV-29: "when it is not in base contact with an opposing figure").
/// Overwhelm is a move action, so only the mount's proficiency counts (CAV-11).
fn maneuver_unit(
    rules: &Rules,
    state: &GameState,
    named: FigureId,
    proficiency: Proficiency,
    in_contact: bool,
) -> Result<FigureId, RuleViolation> {
    let mount = proficient_unit(rules, state, named, proficiency, proficiency == Proficiency::Overwhelm)?;
    if in_contact {
        return Err(RuleViolation::CavInContact { unit: mount, proficiency });
    }
    Ok(mount)
}

/// The unit named, refused unless it has the proficiency; `mount_only` for move actions,
/// which use only the mount's proficiencies (CAV-11).
fn proficient_unit(
    rules: &Rules,
    state: &GameState,
    named: FigureId,
    proficiency: Proficiency,
    mount_only: bool,
) -> Result<FigureId, RuleViolation> {
    let mount = unit(rules, state, named)?;
    let has = if mount_only { rules.roster[mount.0 as usize].def.has(proficiency) } else { unit_has(rules, state, mount, proficiency) };
    if has { Ok(mount) } else { Err(RuleViolation::CavLacksProficiency { unit: mount, proficiency }) }
}

/// Separates rider and mount; the rider stands in contact with the mount.
fn split(play: &mut Play<'_>, mount: FigureId) -> FigureId {
    let rider = rider_of(play.state, mount);
    play.state.figure_mut(mount).rider = None;
    play.state.figure_mut(rider).mount = None;
    play.events.push(Event::Dismounted { rider, mount });
    rider
}

/// CAV-22: a special action of the unit with no token; the unit's tokens are removed and
/// both figures may still be given actions this turn.
fn dismount(play: &mut Play<'_>, named: FigureId, room: bool) -> Result<(), RuleViolation> {
    let mount = unit(play.rules, play.state, named)?;
    budget::check_unit_can_act(play.rules, play.state, mount)?;
    if is_dark_riders(play.rules, mount) {
        return Err(RuleViolation::CavDarkRiderDismount { unit: mount });
    }
    if !room {
        return Err(RuleViolation::CavNoRoomToDismount { unit: mount });
    }
    // A special action uses the dial its controller picks (CAV-12): refused only when
    // neither dial may take one (Demoralized, CORE-16).
    let rider = rider_of(play.state, mount);
    if let Err(refusal) = budget::check_actor(play.rules, play.state, rider, 0, ActionKind::Special) {
        budget::check_actor(play.rules, play.state, mount, 0, ActionKind::Special).map_err(|_| refusal)?;
    }
    let actions_left = budget::spend_action(play, Some(mount))?;
    play.events.push(Event::ActionGiven { figure: mount, action: ActionKind::Special, actions_left });
    let m = play.state.figure_mut(mount);
    if m.tokens > 0 {
        m.tokens = 0;
        play.events.push(Event::TokensCleared { figure: mount });
    }
    split(play, mount);
    play.state.figure_mut(mount).dismounted_this_turn = true;
    Ok(())
}

/// CAV-23: a dismounted rider's special action onto a friendly riderless mount it can
/// ride (CAV-03, CAV-31). The new unit takes one more token and may still act this turn.
fn remount(play: &mut Play<'_>, rider: FigureId, mount: FigureId) -> Result<(), RuleViolation> {
    let rider_def = &play.rules.figure(rider)?.def;
    let mount_def = &play.rules.figure(mount)?.def;
    if !rider_def.is_rider() {
        return Err(RuleViolation::CavNotARider { figure: rider });
    }
    if !mount_def.is_mount() {
        return Err(RuleViolation::CavNotAMount { figure: mount });
    }
    if play.state.figure(rider).mount.is_some() {
        return Err(RuleViolation::CavAlreadyMounted { rider });
    }
    budget::check_can_act(play.rules, play.state, rider)?;
    // Remounting is the rider's special action (seed 001): a demoralized rider, or one
    // holding a captive, may not (CORE-14, CORE-16).
    budget::check_actor(play.rules, play.state, rider, 0, ActionKind::Special)?;
    if play.state.figure(mount).eliminated {
        return Err(RuleViolation::Eliminated { figure: mount });
    }
    if play.state.figure(mount).rider.is_some() {
        return Err(RuleViolation::CavMountTaken { mount });
    }
    // A captive mount cannot be given an action, nor become part of one (CORE-14); a
    // mount holding a captive would make a unit that holds one (CAV-06).
    if let Some(captor) = play.state.figure(mount).captor {
        return Err(RuleViolation::Captive { figure: mount, captor });
    }
    if let Some(captive) = play.state.figure(mount).captive {
        return Err(RuleViolation::CavRemountCaptor { mount, captive });
    }
    // A passenger touches nothing (CHR-04): a rider aboard a chariot cannot reach a mount,
    // nor can anyone reach a mount that rides in one.
    for figure in [rider, mount] {
        if play.state.figure(figure).colossal.aboard.is_some() {
            return Err(RuleViolation::PassengerStaysAboard { figure });
        }
    }
    if controller(play.rules, play.state, mount) != play.state.turn.player {
        return Err(RuleViolation::CavMountNotFriendly { mount });
    }
    rider_def.can_ride(mount_def).map_err(|rule| match rule {
        RuleId::Cav31 => RuleViolation::CavDarkRidersMismatch { rider, mount },
        _ => RuleViolation::CavMountMismatch { rider, mount },
    })?;
    // Seed 000: "Gib der neu gebildeten Kavallerie-Einheit eine Aktionsmarke" adds a token
    // to the ones the mount carries, as any action does; never a third (CORE-07), and
    // remounting never sheds the mount's tokens.
    if play.state.figure(mount).tokens >= 2 {
        return Err(RuleViolation::TwoTokens { figure: mount });
    }
    let actions_left = budget::spend_action(play, Some(rider))?;
    play.events.push(Event::ActionGiven { figure: rider, action: ActionKind::Special, actions_left });
    let r = play.state.figure_mut(rider);
    r.mount = Some(mount);
    r.tokens = 0;
    r.actions_this_turn = 1;
    let m = play.state.figure_mut(mount);
    m.rider = Some(rider);
    // Mounted again: the turn of a dismount no longer speaks for it (CAV-22).
    m.dismounted_this_turn = false;
    m.tokens += 1;
    let tokens = m.tokens;
    // "Der Kavallerie-Einheit kann eine Aktion in dem Spielzug gegeben werden, in dem sie
    // gebildet wurde": a new unit, even on a mount that acted this turn (its tokens still
    // count).
    m.actions_this_turn = 0;
    m.sides_with = None;
    play.events.push(Event::Remounted { rider, mount });
    play.events.push(Event::TokenAdded { figure: mount, tokens });
    Ok(())
}

/// CAV-16: an area effect damages both dials of a unit (the rider's first, so a Dark
/// Riders mount is not eliminated before its rider).
fn area_damage(play: &mut Play<'_>, figure: FigureId, clicks: u8) -> Result<(), RuleViolation> {
    damage::check_dial(play.rules, play.state, figure, 0)?;
    if clicks == 0 {
        return Err(RuleViolation::NoClicks);
    }
    let dials = match unit_of(play.state, figure) {
        Some(mount) => vec![rider_of(play.state, mount), mount],
        None => vec![figure],
    };
    for id in dials {
        damage::turn_dial(play, damage::DialTurn { figure: id, dial: 0, clicks, cause: DamageCause::Area });
    }
    Ok(())
}

/// Surge is closed to cavalry units (CAV-06); Weapon Master to an Impale rider (CAV-26).
fn use_proficiency(play: &mut Play<'_>, figure: FigureId, proficiency: Proficiency) -> Result<(), RuleViolation> {
    damage::check_dial(play.rules, play.state, figure, 0)?;
    // Surge and Double-Time are closed to colossals (COL-03), however they are entered.
    let closed = match proficiency {
        Proficiency::Surge => Some(ColossalEffect::Surge),
        Proficiency::Sprint => Some(ColossalEffect::DoubleTime),
        _ => None,
    };
    if let Some(effect) = closed
        && who::is_colossal(play.rules, figure)
    {
        return Err(RuleViolation::ColossalImmune { figure, effect });
    }
    if let Some(mount) = unit_of(play.state, figure) {
        if proficiency == Proficiency::Surge {
            return Err(RuleViolation::CavSurge { figure });
        }
        if proficiency == Proficiency::WeaponMaster && figure != mount && unit_has(play.rules, play.state, mount, Proficiency::Impale) {
            return Err(RuleViolation::CavImpaleWeaponMaster { rider: figure });
        }
    }
    play.events.push(Event::ProficiencyUsed { figure, proficiency });
    Ok(())
}

/// CAV-29: a move action (mount's Overwhelm, CAV-11) into contact with one opposing
/// unit; d6 + the rider attack bonus of 6 or more dismounts its rider, who is eliminated
/// if there is no room to place it.
fn overwhelm(play: &mut Play<'_>, mount: FigureId, target: FigureId, d6: u8, room: bool) -> Result<(), RuleViolation> {
    play.rules.figure(target)?;
    let side = controller(play.rules, play.state, mount);
    let opposing = unit_of(play.state, target).filter(|&t| controller(play.rules, play.state, t) != side);
    let Some(target_mount) = opposing else {
        return Err(RuleViolation::CavOverwhelmTarget { target });
    };
    dice::check_d6(d6)?;
    give_unit_action(play, mount, mount, ActionKind::Move, None, Some(Proficiency::Overwhelm), &ActionAnswers::default())?;
    let bonus = play.rules.roster[rider_of(play.state, mount).0 as usize].def.rider_bonus();
    let total = d6.saturating_add(bonus);
    // Overwhelming Dark Riders is allowed; only the dismount is not: a Dark Rider holds on
    // whatever the roll (CAV-31).
    let success = total >= 6 && !is_dark_riders(play.rules, target_mount);
    play.events.push(Event::OverwhelmRolled { unit: mount, target: target_mount, d6, total, success });
    if success {
        let rider = split(play, target_mount);
        if !room {
            damage::eliminate(play, rider);
        }
    }
    Ok(())
}

/// CAV-30: a move action (mount's Trample, CAV-11); each figure whose base it crossed
/// takes 1 damage (a unit on the dial named), after its own reductions.
fn trample(play: &mut Play<'_>, mount: FigureId, crossed: &[FigureId]) -> Result<(), RuleViolation> {
    let key = |state: &GameState, id: FigureId| unit_of(state, id).unwrap_or(id);
    for (i, &figure) in crossed.iter().enumerate() {
        damage::check_dial(play.rules, play.state, figure, 0)?;
        let k = key(play.state, figure);
        if k == mount || crossed[..i].iter().any(|&o| key(play.state, o) == k) {
            return Err(RuleViolation::BadTarget { figure });
        }
        // Trample does not damage a colossal (COL-03).
        if who::is_colossal(play.rules, figure) {
            return Err(RuleViolation::ColossalImmune { figure, effect: ColossalEffect::Trample });
        }
    }
    give_unit_action(play, mount, mount, ActionKind::Move, None, Some(Proficiency::Trample), &ActionAnswers::default())?;
    for &figure in crossed {
        let taken = damage::reduced(play.rules, play.state, figure, 0, 1, false);
        if taken < 1 {
            play.events.push(Event::DamageReduced { figure, dealt: 1, taken });
        }
        damage::turn_dial(play, damage::DialTurn { figure, dial: 0, clicks: taken, cause: DamageCause::Trample });
    }
    Ok(())
}

/// CAV-32: in its controller's command phase, once: 1 pushing damage to the Dark Rider
/// heals its mount 1 click.
fn dark_unity(play: &mut Play<'_>, named: FigureId) -> Result<(), RuleViolation> {
    let mount = unit(play.rules, play.state, named)?;
    if !is_dark_riders(play.rules, mount) {
        return Err(RuleViolation::CavNotDarkRiders { unit: mount });
    }
    if play.state.turn.phase != Phase::Command || controller(play.rules, play.state, mount) != play.state.turn.player {
        return Err(RuleViolation::CavDarkUnityTiming { unit: mount });
    }
    if play.state.figure(mount).dark_unity_used {
        return Err(RuleViolation::CavDarkUnityUsed { unit: mount });
    }
    if play.state.figure(mount).clicks[0] <= play.rules.roster[mount.0 as usize].start[0] {
        return Err(RuleViolation::NothingToHeal { figure: mount });
    }
    damage::check_healable(play.rules, play.state, mount, 0)?;
    let rider = rider_of(play.state, mount);
    play.state.figure_mut(mount).dark_unity_used = true;
    play.events.push(Event::DarkUnityUsed { unit: mount });
    damage::turn_dial(play, damage::DialTurn { figure: rider, dial: 0, clicks: 1, cause: DamageCause::Pushing });
    damage::heal(play, mount, 0, 1);
    Ok(())
}
