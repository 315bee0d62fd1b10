//! Turning dials: damage, healing and knock-outs (CORE-03, CORE-04).
//!
//! Every click of damage or healing, from any path, turns here, so what a figure kind
//! does when its dial turns lives here too rather than in the kind's module: a
//! colossal's section going inactive and its six skulls (COL-04, COL-05), a Dark Riders
//! mount holding on (CAV-31), a unit breaking up (CAV-20) and a chariot's passenger
//! thrown (CHR-12) when a figure is eliminated. It asks only [`super::who`], so every
//! module above may deal damage without being called back.

use crate::ability::{Ability, number};
use crate::event::{DamageCause, Event};
use crate::figure::Section;
use crate::rules::{Play, Rules, who};
use crate::state::{FigureId, GameState};
use crate::violation::RuleViolation;

/// Refuses an unknown figure, a dial it does not have, an eliminated figure, and one that
/// nothing may touch: a captive (CORE-14) or a passenger (CHR-11).
pub(super) fn check_dial(rules: &Rules, state: &GameState, figure: FigureId, dial: u8) -> Result<(), RuleViolation> {
    let printed = rules.figure(figure)?;
    if dial as usize >= printed.def.dials.len() {
        return Err(RuleViolation::NoSuchDial { figure, dial });
    }
    if state.figure(figure).eliminated {
        return Err(RuleViolation::Eliminated { figure });
    }
    who::check_reachable(rules, state, figure)
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
pub(super) fn table_damage(play: &mut Play<'_>, figure: FigureId, dial: u8, clicks: u8) -> Result<(), RuleViolation> {
    check_table_damage(play.rules, play.state, figure, dial, clicks)?;
    turn_dial(play, DialTurn { figure, dial, clicks, cause: DamageCause::Table });
    Ok(())
}

/// Whether [`table_damage`] would refuse, and why, asked without playing it: the card
/// dims its Damage button by it.
pub(crate) fn check_table_damage(rules: &Rules, state: &GameState, figure: FigureId, dial: u8, clicks: u8) -> Result<(), RuleViolation> {
    check_table_clicks(rules, state, figure, dial, clicks)?;
    check_damageable(rules, state, figure, dial)
}

/// Healing entered at the table: never past the starting marker (CORE-03), never a
/// figure showing Invulnerability (CORE-16).
pub(super) fn table_heal(play: &mut Play<'_>, figure: FigureId, dial: u8, clicks: u8) -> Result<(), RuleViolation> {
    check_table_heal(play.rules, play.state, figure, dial, clicks)?;
    if heal(play, figure, dial, clicks) == 0 {
        return Err(RuleViolation::NothingToHeal { figure });
    }
    Ok(())
}

/// Whether [`table_heal`] would refuse, and why, asked without playing it: the card dims
/// its Heal button by it. A dial on its starting click, or a figure no heal reaches (a
/// passenger, CHR-11), has nothing to heal.
pub(crate) fn check_table_heal(rules: &Rules, state: &GameState, figure: FigureId, dial: u8, clicks: u8) -> Result<(), RuleViolation> {
    check_table_clicks(rules, state, figure, dial, clicks)?;
    check_healable(rules, state, figure, dial)?;
    let start = rules.roster[figure.0 as usize].start[dial as usize];
    if !who::healed_at_all(rules, state, figure) || state.figure(figure).clicks[dial as usize] <= start {
        return Err(RuleViolation::NothingToHeal { figure });
    }
    Ok(())
}

/// Damage dealt after the target's reductions: Toughness takes 1 off, and Invulnerability
/// 2, as shown on the target's defense value now; `ranged` says whether it is ranged
/// combat's, which is all Invulnerability reduces under the house rule that reads seed 004
/// literally (CORE-16).
pub(super) fn reduced(rules: &Rules, state: &GameState, target: FigureId, dial: u8, dealt: u8, ranged: bool) -> u8 {
    let click = rules.roster[target.0 as usize].def.dials[dial as usize].click(state.figure(target).clicks[dial as usize]);
    let reduction = match click.defense.ability {
        Some(Ability::Toughness) => number::Toughness::reduction,
        Some(Ability::Invulnerability) if ranged || !rules.house.invulnerability_ranged_only => number::Invulnerability::reduction,
        _ => 0,
    };
    dealt.saturating_sub(reduction)
}

/// One dial turning forward: whose, which dial, how many clicks (already reduced by
/// the target's abilities) and why. Every kind of damage is one of these, so the plain,
/// cavalry, colossal and chariot paths turn dials the same way.
#[derive(Debug, Clone, Copy)]
pub(super) struct DialTurn {
    pub figure: FigureId,
    pub dial: u8,
    pub clicks: u8,
    pub cause: DamageCause,
}

/// Turns a dial forward `clicks` times (already reduced), knocking the figure out when
/// it reaches the skull click. Returns whether the figure was eliminated.
pub(super) fn turn_dial(play: &mut Play<'_>, turn: DialTurn) -> bool {
    let DialTurn { figure, dial, clicks, cause } = turn;
    if play.rules.roster[figure.0 as usize].def.is_colossal() {
        return turn_section(play, turn);
    }
    let printed = &play.rules.roster[figure.0 as usize].def.dials[dial as usize];
    let ko = printed.ko_index();
    let fs = play.state.figure_mut(figure);
    if fs.eliminated || clicks == 0 {
        return false;
    }
    let from = fs.clicks[dial as usize];
    let to = from.saturating_add(clicks).min(ko);
    fs.clicks[dial as usize] = to;
    play.events.push(Event::Damaged { figure, dial, from, to, cause });
    if to >= ko {
        if dark_riders_mount_holds(play, figure, dial) {
            return false;
        }
        eliminate(play, figure);
        return true;
    }
    captor_reacts(play, figure);
    false
}

/// Refuses to heal a dial showing Invulnerability (CORE-16, seed 004: such a figure may
/// not be healed). Every command that names a figure to heal asks it first.
pub(super) fn check_healable(rules: &Rules, state: &GameState, figure: FigureId, dial: u8) -> Result<(), RuleViolation> {
    if who::click_of(rules, state, figure, dial).defense.ability == Some(Ability::Invulnerability) {
        return Err(RuleViolation::HealInvulnerable { figure });
    }
    Ok(())
}

/// Turns a dial back, stopping at the starting click. Returns the clicks healed. A dial
/// showing Invulnerability, or a figure no heal reaches (a passenger, CHR-11), heals
/// nothing, whatever heal comes (Vampirism's is not asked for, so it is not refused: it
/// just does not happen).
pub(super) fn heal(play: &mut Play<'_>, figure: FigureId, dial: u8, clicks: u8) -> u8 {
    // Nothing heals a passenger directly (CHR-11), a heal it brings on itself included.
    if check_healable(play.rules, play.state, figure, dial).is_err() || !who::healed_at_all(play.rules, play.state, figure) {
        return 0;
    }
    let start = play.rules.roster[figure.0 as usize].start[dial as usize];
    let fs = play.state.figure_mut(figure);
    let from = fs.clicks[dial as usize];
    let to = from.saturating_sub(clicks).max(start);
    if to >= from {
        return 0;
    }
    fs.clicks[dial as usize] = to;
    play.events.push(Event::Healed { figure, dial, from, to });
    captor_reacts(play, figure);
    from - to
}

/// Takes a figure off the battlefield with its tokens (CORE-04).
pub(super) fn eliminate(play: &mut Play<'_>, figure: FigureId) {
    let fs = play.state.figure_mut(figure);
    fs.eliminated = true;
    fs.tokens = 0;
    play.events.push(Event::Eliminated { figure });
    unlink(play, figure);
}

/// Undoes every link of a figure leaving the game, however it leaves (eliminated, or a
/// skittish mount fleeing, CAV-21): its cavalry unit breaks up (CAV-20), its chariot or
/// passenger parts from it (CHR-12), its captive goes free (CORE-14), and its captor holds
/// nothing more.
pub(super) fn unlink(play: &mut Play<'_>, figure: FigureId) {
    break_up_unit(play, figure);
    unseat_passenger(play, figure);
    release_captive(play, figure);
    if let Some(captor) = play.state.figure_mut(figure).captor.take() {
        play.state.figure_mut(captor).captive = None;
    }
}

// What each figure kind does when its dial turns or it is eliminated.

/// Skulls showing on a colossal at which it is eliminated (COL-05).
const ELIMINATING_SKULLS: u8 = 6;

/// Table damage to an inactive section is refused (COL-04).
pub(super) fn check_damageable(rules: &Rules, state: &GameState, figure: FigureId, dial: u8) -> Result<(), RuleViolation> {
    if who::is_colossal(rules, figure) && who::inactive(rules, state, figure, Section::ALL[dial as usize]) {
        return Err(RuleViolation::InactiveSection { figure, section: Section::ALL[dial as usize] });
    }
    Ok(())
}

/// Damage to a colossal's section, asked by [`turn_dial`] for a colossal: an inactive
/// section takes nothing (COL-04), a section reaching three skulls turns inactive, and
/// six skulls in total eliminate the colossal (COL-05). Returns whether it was eliminated.
fn turn_section(play: &mut Play<'_>, turn: DialTurn) -> bool {
    let DialTurn { figure, dial, clicks, cause } = turn;
    let ko = play.rules.roster[figure.0 as usize].def.dials[dial as usize].ko_index();
    let fs = play.state.figure_mut(figure);
    let from = fs.clicks[dial as usize];
    if fs.eliminated || clicks == 0 || from >= ko {
        return false;
    }
    let to = from.saturating_add(clicks).min(ko);
    fs.clicks[dial as usize] = to;
    play.events.push(Event::Damaged { figure, dial, from, to, cause });
    if to >= ko {
        play.events.push(Event::SectionInactive { figure, section: Section::ALL[dial as usize] });
    }
    if who::skulls(play.rules, play.state, figure) >= ELIMINATING_SKULLS {
        eliminate(play, figure);
        return true;
    }
    false
}

/// A Dark Riders mount that still has its rider is not eliminated: its dial goes back to
/// the starting marker (CAV-31). Returns whether that happened.
fn dark_riders_mount_holds(play: &mut Play<'_>, figure: FigureId, dial: u8) -> bool {
    if play.state.figure(figure).rider.is_none() || !who::is_dark_riders(play.rules, figure) {
        return false;
    }
    let to = play.rules.roster[figure.0 as usize].start[dial as usize];
    play.state.figure_mut(figure).clicks[dial as usize] = to;
    play.events.push(Event::DialReset { figure, dial, to });
    true
}

/// Breaks up the unit of an eliminated figure, and removes the unit's tokens (CAV-20).
/// A mount eliminated first throws its rider, placed in contact with it; the table can
/// still answer there was no room ([`crate::command::Command::NoRoomForRider`]). A rider
/// eliminated leaves its mount riderless.
fn break_up_unit(play: &mut Play<'_>, figure: FigureId) {
    let fs = *play.state.figure(figure);
    if let Some(rider) = fs.rider {
        play.state.figure_mut(figure).rider = None;
        let r = play.state.figure_mut(rider);
        r.mount = None;
        r.thrown = true;
        r.tokens = 0;
        // It was part of the unit: if the unit acted this turn, so did it.
        r.actions_this_turn = fs.actions_this_turn;
        play.events.push(Event::RiderThrown { rider, mount: figure });
    } else if let Some(mount) = fs.mount {
        play.state.figure_mut(figure).mount = None;
        let m = play.state.figure_mut(mount);
        m.rider = None;
        let had_tokens = m.tokens > 0;
        m.tokens = 0;
        if had_tokens {
            play.events.push(Event::TokensCleared { figure: mount });
        }
        play.events.push(Event::RiderLost { rider: figure, mount });
    }
}

/// Asked by [`eliminate`]: an eliminated chariot throws its passenger, whose
/// 1d6 damage roll is then awaited (CHR-12); an eliminated passenger leaves its chariot.
fn unseat_passenger(play: &mut Play<'_>, figure: FigureId) {
    let c = play.state.figure(figure).colossal;
    if let Some(passenger) = c.passenger {
        play.state.figure_mut(figure).colossal.passenger = None;
        play.state.figure_mut(passenger).colossal.aboard = None;
        if !play.state.figure(passenger).eliminated {
            play.state.wreck_roll = Some(passenger);
            play.events.push(Event::PassengerThrown { figure: passenger, chariot: figure });
        }
    }
    if let Some(chariot) = c.aboard {
        play.state.figure_mut(figure).colossal.aboard = None;
        play.state.figure_mut(chariot).colossal.passenger = None;
    }
    if play.state.wreck_roll == Some(figure) {
        play.state.wreck_roll = None;
    }
}

/// A captor's captive goes free when the captor is eliminated (CORE-14).
pub(super) fn release_captive(play: &mut Play<'_>, captor: FigureId) {
    if let Some(captive) = play.state.figure_mut(captor).captive.take() {
        play.state.figure_mut(captive).captor = None;
        play.events.push(Event::Freed { captive, captor });
    }
}

/// A captor whose dial now shows Battle Fury lets its captive go; one showing Berserk
/// eliminates it (CORE-14, seed 004: neither may hold a captive).
fn captor_reacts(play: &mut Play<'_>, captor: FigureId) {
    let Some(captive) = play.state.figure(captor).captive else { return };
    let shown = who::click_of(play.rules, play.state, captor, 0).damage.ability;
    match shown {
        Some(Ability::BattleFury) => release_captive(play, captor),
        Some(Ability::Berserk) => {
            play.state.figure_mut(captor).captive = None;
            play.state.figure_mut(captive).captor = None;
            play.events.push(Event::CaptiveSlain { captive, captor });
            eliminate(play, captive);
        }
        _ => {}
    }
}
