//! Special abilities that are turn steps of their own, no action (CORE-16): the Command
//! roll at the start of the turn, and the damage Pole Arm and Venom deal to the figures
//! the table names. The abilities that are actions (Regeneration, Necromancy, Quickness)
//! are an action's own roll in [`super::own`]; those that change an attack's numbers live
//! in [`super::attack`], the actions an ability forbids in [`super::budget`]. Who may use
//! which, and with which dial or section, is the table's (`crate::roles`). A figure kind
//! of its own in the layers: it asks only [`super::who`], [`super::dice`] and
//! [`super::damage`].

use crate::ability::{Ability, number};
use crate::command::ColossalEffect;
use crate::event::{DamageCause, Event};
use crate::figure::Section;
use crate::rules::{Play, Rules, damage, dice, who};
use crate::state::{FigureId, GameState, Phase};
use crate::violation::RuleViolation;

/// The dial a turn step reads for `figure`: a colossal's `section` (its front when none is
/// named, as games stored before sections were named did), any other figure's only dial;
/// and the refusals of a figure whose ability is asked: in play, and allowed by the table
/// in every role it holds (a captive's are not, a passenger's that reach by contact not).
fn showing(rules: &Rules, state: &GameState, figure: FigureId, section: Option<Section>, ability: Ability) -> Result<u8, RuleViolation> {
    let printed = rules.figure(figure)?;
    let dial = match section {
        Some(_) if !printed.def.is_colossal() => return Err(RuleViolation::NotAColossal { figure }),
        Some(section) => section.index() as u8,
        None => 0,
    };
    if state.figure(figure).eliminated {
        return Err(RuleViolation::Eliminated { figure });
    }
    who::may_use(rules, state, figure, dial, ability, &[])?;
    if !who::shows(rules, state, figure, dial, ability) {
        return Err(RuleViolation::AbilityNotShown { figure, ability });
    }
    Ok(dial)
}

/// The Command roll (CORE-16): once per figure and turn, in the command phase, by the
/// player whose turn it is, for the dial or section that shows it (a passenger's too: the
/// roll neither damages nor heals it, CHR-11); the ability's roll adds one action to the
/// turn, and the demoralized friendly figures the table says touch it heal (none touch a
/// passenger, CHR-04).
pub(super) fn command_roll(
    play: &mut Play<'_>,
    figure: FigureId,
    section: Option<Section>,
    d6: u8,
    demoralized: &[FigureId],
) -> Result<(), RuleViolation> {
    let (rules, state) = (play.rules, &*play.state);
    rules.figure(figure)?;
    let player = state.turn.player;
    if !state.figure(figure).eliminated && who::controller(rules, state, figure) != player {
        return Err(RuleViolation::NotYourFigure { figure, player });
    }
    // A cavalry unit is one figure (CAV-07): one Command roll a command phase, from
    // whichever dial shows it.
    let own = state.figure(figure);
    let partner_rolled = own.rider.or(own.mount).is_some_and(|p| state.figure(p).command_rolled);
    if state.turn.phase != Phase::Command || own.command_rolled || partner_rolled {
        return Err(RuleViolation::StartOfTurnOnly { figure, ability: Ability::Command });
    }
    showing(rules, state, figure, section, Ability::Command)?;
    dice::check_d6(d6)?;
    if !demoralized.is_empty() && !who::exposure(rules, state, figure).touches {
        return Err(RuleViolation::PassengerTouchesNothing { figure });
    }
    let mut healed = Vec::with_capacity(demoralized.len());
    for (i, &friend) in demoralized.iter().enumerate() {
        damage::check_dial(rules, state, friend, 0)?;
        if friend == figure || demoralized[..i].contains(&friend) {
            return Err(RuleViolation::BadTarget { figure: friend });
        }
        if who::controller(rules, state, friend) != player {
            return Err(RuleViolation::HealOpposing { figure: friend });
        }
        let dial = demoralized_dial(rules, state, friend)?;
        damage::check_healable(rules, state, friend, dial)?;
        healed.push((friend, dial));
    }
    play.state.figure_mut(figure).command_rolled = true;
    play.events.push(Event::AbilityRolled { figure, ability: Ability::Command, d6 });
    if d6 == number::Command::roll {
        let turn = &mut play.state.turn;
        turn.extra_actions = turn.extra_actions.saturating_add(1);
        let actions_left = turn.allowed(play.rules.actions_per_turn).saturating_sub(turn.actions_used);
        play.events.push(Event::ExtraAction { figure, actions_left });
    }
    for (friend, dial) in healed {
        damage::heal(play, friend, dial, number::Command::heal);
    }
    Ok(())
}

/// The dial of a friend that Command heals: its own, or a colossal's one section showing
/// Demoralized, the one that touches (an ability reaches only the section it touches,
/// COL-12; Command's heal is none of those a colossal ignores, COL-03).
fn demoralized_dial(rules: &Rules, state: &GameState, friend: FigureId) -> Result<u8, RuleViolation> {
    let dials: Vec<u8> = if who::is_colossal(rules, friend) { Section::ALL.iter().map(|s| s.index() as u8).collect() } else { vec![0] };
    let showing: Vec<u8> = dials.into_iter().filter(|&d| who::shows(rules, state, friend, d, Ability::Demoralized)).collect();
    match showing[..] {
        [dial] => Ok(dial),
        [] => Err(RuleViolation::AbilityNotShown { figure: friend, ability: Ability::Demoralized }),
        _ => Err(RuleViolation::CommandSectionUnclear { figure: friend }),
    }
}

/// Pole Arm's and Venom's damage to the figures the table names (CORE-16), from the dial
/// or section that shows it (COL-12): each an opposing figure, once; Venom only in its
/// controller's command phase and never on a colossal (COL-03); each target's reductions
/// apply (seed 004 names Pole Arm under Toughness). Both reach by base contact, so a
/// passenger's reach no one (CHR-04).
pub(super) fn ability_damage(
    play: &mut Play<'_>,
    figure: FigureId,
    section: Option<Section>,
    ability: Ability,
    targets: &[FigureId],
) -> Result<(), RuleViolation> {
    let (rules, state) = (play.rules, &*play.state);
    rules.figure(figure)?;
    if !matches!(ability, Ability::PoleArm | Ability::Venom) {
        return Err(RuleViolation::NoAbilityDamage { ability });
    }
    showing(rules, state, figure, section, ability)?;
    let side = who::controller(rules, state, figure);
    if ability == Ability::Venom && (state.turn.phase != Phase::Command || side != state.turn.player) {
        return Err(RuleViolation::StartOfTurnOnly { figure, ability });
    }
    if targets.is_empty() {
        return Err(RuleViolation::BadTargetCount { count: 0, allowed: u8::try_from(targets.len()).unwrap_or(u8::MAX).max(1) });
    }
    for (i, &target) in targets.iter().enumerate() {
        damage::check_dial(rules, state, target, 0)?;
        if target == figure || targets[..i].contains(&target) {
            return Err(RuleViolation::BadTarget { figure: target });
        }
        if who::controller(rules, state, target) == side {
            return Err(RuleViolation::OwnFigure { figure: target });
        }
        // A colossal takes Pole Arm's damage on the section touched: table damage to it.
        match ability {
            Ability::Venom if who::is_colossal(rules, target) => {
                return Err(RuleViolation::ColossalImmune { figure: target, effect: ColossalEffect::Venom });
            }
            _ if who::is_colossal(rules, target) => return Err(RuleViolation::BadTarget { figure: target }),
            _ => {}
        }
    }
    play.events.push(Event::AbilityUsed { figure, ability });
    for &target in targets {
        let dealt = if ability == Ability::Venom { number::Venom::damage } else { number::PoleArm::damage };
        let taken = damage::reduced(play.rules, play.state, target, 0, dealt, false);
        if taken < dealt {
            play.events.push(Event::DamageReduced { figure: target, dealt, taken });
        }
        damage::turn_dial(play, damage::DialTurn { figure: target, dial: 0, clicks: taken, cause: DamageCause::Attack });
    }
    Ok(())
}
