//! The table's sentences: whose turn it is, the figure cards, the clock, the attack
//! panel and undo.

use dialkeeper_core::{Ability, FigureId, Game, Proficiency};
use dialkeeper_i18n::{Catalog, Language};

use super::labels::{figure_name, proficiency_label};
use super::tr;

/// The turn's heading: "Ana's turn".
pub fn turn_of(lang: Language, player: &str) -> String {
    tr!(lang, "turn-of", player = player.to_string())
}

/// The round and the phase under the turn's heading; `phase` is [`super::phase_name`].
pub fn round_phase(lang: Language, round: u32, phase: &str) -> String {
    tr!(lang, "round-phase", round = i64::from(round), phase = phase.to_string())
}

/// The words beside the big number of actions left this turn (`count` picks the plural;
/// the number itself is shown apart).
pub fn actions_left(lang: Language, count: u8) -> String {
    tr!(lang, "actions-left", count = i64::from(count))
}

/// The question before ending a turn with actions left.
pub fn end_turn_unused(lang: Language, count: u8) -> String {
    tr!(lang, "end-turn-unused", count = i64::from(count))
}

/// The switch that shows only the current player's figures.
pub fn only_mine(lang: Language, player: &str) -> String {
    tr!(lang, "only-mine", player = player.to_string())
}

/// A wreck waiting for its wizard.
pub fn wreck_pending(lang: Language, game: &Game, figure: FigureId) -> String {
    tr!(lang, "wiz-wreck-pending", figure = figure_name(lang, game, figure))
}

/// How many figures the filter hides.
pub fn figures_hidden(lang: Language, count: usize) -> String {
    tr!(lang, "figures-hidden", count = count as i64)
}

/// The game clock's note when a time limit is set.
pub fn clock_limit(lang: Language, minutes: u16) -> String {
    tr!(lang, "clock-limit", minutes = i64::from(minutes))
}

/// A dial's click and clicks left, on a full card.
pub fn click_status(lang: Language, click: u8, left: u8) -> String {
    tr!(lang, "click-status", click = i64::from(click), left = i64::from(left))
}

/// A dial's click and clicks left, on a compact card.
pub fn click_short(lang: Language, click: u8, left: u8) -> String {
    tr!(lang, "click-short", click = i64::from(click), left = i64::from(left))
}

/// The button that opens a figure's card.
pub fn card_open(lang: Language, name: &str) -> String {
    tr!(lang, "card-open", name = name.to_string())
}

/// The mount's dial of a unit: "Mount: name".
pub fn dial_mount(lang: Language, name: &str) -> String {
    tr!(lang, "dial-mount", name = name.to_string())
}

/// The rider's dial of a unit: "Rider: name".
pub fn dial_rider(lang: Language, name: &str) -> String {
    tr!(lang, "dial-rider", name = name.to_string())
}

/// A rider and its mount as one unit.
pub fn unit_name(lang: Language, rider: &str, mount: &str) -> String {
    tr!(lang, "unit-name", rider = rider.to_string(), mount = mount.to_string())
}

/// A figure aboard a chariot.
pub fn aboard(lang: Language, chariot: &str) -> String {
    tr!(lang, "wiz-aboard", chariot = chariot.to_string())
}

/// A captive, and whose.
pub fn captive_of(lang: Language, captor: &str) -> String {
    tr!(lang, "card-captive-of", captor = captor.to_string())
}

/// A captor, and whom it holds.
pub fn holds_captive(lang: Language, captive: &str) -> String {
    tr!(lang, "card-holds-captive", captive = captive.to_string())
}

/// A figure's range and target arrows, on its card (CORE-01, CORE-11).
pub fn card_reach(lang: Language, range: u8, targets: u8) -> String {
    tr!(lang, "card-reach", range = i64::from(range), targets = i64::from(targets))
}

/// What an action would now cost a figure in pushing damage, said before the tap (CORE-07).
pub fn pushes(lang: Language, game: &Game, figure: FigureId, clicks: u8) -> String {
    tr!(lang, "card-pushes", figure = figure_name(lang, game, figure), clicks = i64::from(clicks))
}

/// A figure's action tokens, said to a screen reader.
pub fn tokens_label(lang: Language, count: u8) -> String {
    tr!(lang, "tokens-label", count = i64::from(count))
}

/// The attack panel's hint when the only target is picked.
pub fn attack_only_target(lang: Language, game: &Game, figure: FigureId) -> String {
    tr!(lang, "attack-only-target", figure = figure_name(lang, game, figure))
}

/// The attack panel's hint: pick up to `count` targets.
pub fn attack_pick_targets(lang: Language, count: usize) -> String {
    tr!(lang, "attack-pick-targets", count = count as i64)
}

/// The roll a target needs.
pub fn attack_needs(lang: Language, roll: u8) -> String {
    tr!(lang, "attack-needs", roll = i64::from(roll))
}

/// The question: which of this target's sections is attacked.
pub fn attack_pick_section(lang: Language, game: &Game, figure: FigureId) -> String {
    tr!(lang, "attack-pick-section", figure = figure_name(lang, game, figure))
}

/// The check box to use an attack's ability.
pub fn dice_use_ability(lang: Language, ability: Ability) -> String {
    tr!(lang, "dice-use-ability", ability = ability_name(lang, ability))
}

/// The die an ability's damage is rolled on.
pub fn dice_damage_die(lang: Language, ability: Ability) -> String {
    tr!(lang, "dice-damage-die", ability = ability_name(lang, ability))
}

/// The friend that defends the target (Defend).
pub fn dice_defended_by(lang: Language) -> String {
    tr!(lang, "dice-defended-by", ability = ability_name(lang, Ability::Defend))
}

/// The friend that enhances the attack (Magic Enhancement).
pub fn dice_enhanced_by(lang: Language) -> String {
    tr!(lang, "dice-enhanced-by", ability = ability_name(lang, Ability::MagicEnhancement))
}

/// The target's dodge die (Dodge).
pub fn dice_dodge_die(lang: Language) -> String {
    tr!(lang, "dice-dodge-die", ability = ability_name(lang, Ability::Dodge))
}

/// The attacker's d6 for the passenger of a chariot hit on a side or the rear (CHR-11).
pub fn dice_passenger_die(lang: Language, game: &Game, chariot: FigureId) -> String {
    let passenger = game.state().figure(chariot).colossal.passenger.map(|p| figure_name(lang, game, p)).unwrap_or_default();
    tr!(lang, "dice-passenger-die", passenger = passenger, chariot = figure_name(lang, game, chariot))
}

/// The check box to move before the attack with an ability.
pub fn dice_move_and_attack(lang: Language, ability: Ability) -> String {
    tr!(lang, "dice-move-and-attack", ability = ability_name(lang, ability))
}

/// The check box for a mounted maneuver.
pub fn attack_mounted(lang: Language, maneuver: Proficiency) -> String {
    tr!(lang, "attack-mounted", maneuver = proficiency_label(lang, maneuver))
}

/// What a roll does: hits out of targets.
pub fn attack_roll_result(lang: Language, targets: usize, hits: usize) -> String {
    tr!(lang, "attack-roll-result", targets = targets as i64, hits = hits as i64)
}

/// The word under a wizard's 2d6 key: hit or miss, as for one target on the attack panel.
pub fn roll_mark(lang: Language, mark: crate::roll::Mark) -> String {
    attack_roll_result(lang, 1, usize::from(mark.hits()))
}

/// A critical key's name for a screen reader ("Critical hit (12)"); the others read as
/// drawn (the total, then hit or miss).
pub fn roll_key_label(lang: Language, mark: crate::roll::Mark) -> Option<String> {
    use crate::roll::Mark;
    match mark {
        Mark::CriticalHit => Some(tr!(lang, "dice-critical-hit")),
        Mark::CriticalMiss => Some(tr!(lang, "dice-critical-miss")),
        _ => None,
    }
}

/// The snackbar after a redo: what came back.
pub fn redone_what(lang: Language, what: &str) -> String {
    tr!(lang, "redone-what", what = what.to_string())
}

/// The snackbar after an undo: what was taken back.
pub fn undone_what(lang: Language, what: &str) -> String {
    tr!(lang, "undone-what", what = what.to_string())
}

/// The snackbar when a change could not be saved.
pub fn not_saved(lang: Language, fault: &crate::session::Fault) -> String {
    tr!(lang, "error-not-saved", error = super::fault_sentence(lang, fault))
}

fn ability_name(lang: Language, ability: Ability) -> String {
    Catalog::get().text(lang, ability.message_id())
}
