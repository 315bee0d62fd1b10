//! What the guided wizards offer and ask (issue 46): which of a figure's own abilities it
//! may use now and with which section, whom Necromancy may bring back, whom a Command roll
//! heals, whom Pole Arm or Venom may reach, whom Healing or Magic Healing may heal and
//! whether the table's answer about contact refuses it, a unit's dials, whether a roll dismounts,
//! whether a passenger's roll or a colossal's pushing section is asked, and a colossal's
//! combined movement. Each is the check (or the plan) of the command a tap would send, so
//! the wizards ask these and decide nothing themselves.

use crate::ability::Ability;
use crate::command::{ActionAnswers, ActionKind, ActionRoll, Command, SectionAim, TargetAim};
use crate::event::Event;
use crate::figure::Section;
use crate::game::Game;
use crate::rules;
use crate::state::FigureId;
use crate::violation::RuleViolation;

/// The abilities a figure uses by a command of their own, which the ability wizard gives.
pub const OWN: [Ability; 8] = [
    Ability::Regeneration,
    Ability::Quickness,
    Ability::Necromancy,
    Ability::Command,
    Ability::PoleArm,
    Ability::Venom,
    Ability::Healing,
    Ability::MagicHealing,
];

/// The action an own ability is used by, if it is one: the wizard's command gives it, and
/// a cavalry unit's move is its mount's alone (CAV-11).
const fn own_action(ability: Ability) -> Option<ActionKind> {
    match ability {
        Ability::Regeneration => Some(ActionKind::Special),
        Ability::Quickness | Ability::Necromancy => Some(ActionKind::Move),
        Ability::Healing => Some(ActionKind::Close),
        Ability::MagicHealing => Some(ActionKind::Ranged),
        _ => None,
    }
}

/// A heal's 2d6 that neither misses by rule nor is out of range, for a probe: whether the
/// heal may be aimed does not hang on the roll.
const PROBE_TWO_D6: u8 = 7;

impl Game {
    /// The sections a command of `figure`'s may name: each of a colossal's, `None` for any
    /// other figure.
    fn sections_of(&self, figure: FigureId) -> Vec<Option<Section>> {
        if self.is_colossal(figure) { Section::ALL.map(Some).to_vec() } else { vec![None] }
    }

    /// The command that uses `ability` of `figure` (through `section`, for a colossal)
    /// with answers that cannot be the reason for a refusal: `other` is the figure it
    /// brings back, damages or heals, `d6` its die (a heal's clicks), `contact` the table's
    /// answer about base contact (a heal's: the target's, with an opposing figure).
    pub fn own_ability_command(
        &self,
        figure: FigureId,
        section: Option<Section>,
        ability: Ability,
        other: Option<FigureId>,
        d6: u8,
        contact: bool,
    ) -> Option<Command> {
        let give = |action, roll| match section {
            Some(section) => Command::GiveSectionAction {
                figure,
                section,
                action,
                roll: Some(roll),
                answers: ActionAnswers { push_to: Some(section), ..ActionAnswers::default() },
            },
            None => Command::GiveAction { figure, action, roll: Some(roll) },
        };
        let action = own_action(ability);
        Some(match ability {
            Ability::Regeneration => give(action?, ActionRoll::Regenerate { d6 }),
            Ability::Quickness => give(action?, ActionRoll::Quickness { break_away_d6: contact.then_some(d6) }),
            Ability::Necromancy => give(action?, ActionRoll::Necromancy { figure: other?, d6: Some(d6), in_contact: contact }),
            Ability::Command => Command::CommandRoll { figure, d6, demoralized_in_contact: other.into_iter().collect(), section },
            Ability::PoleArm | Ability::Venom => Command::AbilityDamage { figure, ability, targets: vec![other?], section },
            Ability::Healing | Ability::MagicHealing => {
                let heal = ActionRoll::Heal { target: other?, two_d6: PROBE_TWO_D6, clicks: d6, target_in_contact: contact };
                give(action?, heal)
            }
            _ => return None,
        })
    }

    /// Whether `figure` may use `ability` through `section` now: some command using it
    /// with harmless answers is taken.
    fn may_use_own(&self, figure: FigureId, section: Option<Section>, ability: Ability) -> bool {
        if !self.might_show(figure, section, ability) {
            return false;
        }
        let others: Vec<Option<FigureId>> = match ability {
            Ability::Necromancy | Ability::PoleArm | Ability::Venom | Ability::Healing | Ability::MagicHealing => {
                self.figure_ids().map(Some).collect()
            }
            _ => vec![None],
        };
        others.into_iter().any(|other| self.own_ability_command(figure, section, ability, other, 6, false).is_some_and(|c| self.allows(&c)))
    }

    /// Whether the dial `section` names, or the other dial of its cavalry unit, shows
    /// `ability` now: a rider named in a move acts with its mount's dial (CAV-11). Every
    /// path of an own ability refuses a figure when none does, so the card's question asks
    /// no command of each figure on the table for abilities it cannot have: a tap on a
    /// 40-figure table tried 200 commands for the five aimed abilities (issue 50). The
    /// model test checks the list against every command tried.
    fn might_show(&self, figure: FigureId, section: Option<Section>, ability: Ability) -> bool {
        let rules = self.rules();
        let dial = section.map_or(0, |s| s.index() as u8);
        let shows = |f: FigureId, dial| self.figure(f).is_some() && rules::who::shows(&rules, self.state(), f, dial, ability);
        let partner = self.state().figures.get(figure.0 as usize).and_then(|f| f.rider.or(f.mount));
        shows(figure, dial) || partner.is_some_and(|p| shows(p, 0))
    }

    /// The figures `figure`'s `ability` may be aimed at now (brought back, damaged or
    /// healed), with answers that cannot be the reason for a refusal.
    fn others_for(&self, figure: FigureId, section: Option<Section>, ability: Ability) -> Vec<FigureId> {
        self.figure_ids()
            .filter(|&o| self.own_ability_command(figure, section, ability, Some(o), 1, false).is_some_and(|c| self.allows(&c)))
            .collect()
    }

    /// The abilities `figure` may use by their own command now (CORE-16), each with the
    /// section it shows on for a colossal (COL-12).
    pub fn own_abilities(&self, figure: FigureId) -> Vec<(Ability, Option<Section>)> {
        let mut out = Vec::new();
        for ability in OWN {
            if let Some(section) = self.sections_of(figure).into_iter().find(|&s| self.may_use_own(figure, s, ability)) {
                out.push((ability, section));
            }
        }
        out
    }

    /// The own abilities `figure`'s card may use now, each with the dial that uses it and
    /// the section it shows on for a colossal (COL-12). A cavalry unit lists each of its
    /// two dials, mount first, with the abilities that dial shows itself: for a combat or
    /// special action the controller picks one dial and only its abilities count (CAV-12),
    /// and a move is the mount's alone (CAV-11), so a rider's list never repeats its
    /// mount's Quickness. Any other figure lists its own.
    pub fn own_abilities_by_dial(&self, figure: FigureId) -> Vec<(FigureId, Ability, Option<Section>)> {
        let dials = self.unit_dials(figure);
        if dials.is_empty() {
            return self.own_abilities(figure).into_iter().map(|(a, s)| (figure, a, s)).collect();
        }
        let rules = self.rules();
        let mount = dials[0];
        let counts = |dial: FigureId, a: Ability| {
            rules::who::shows(&rules, self.state(), dial, 0, a) && (dial == mount || own_action(a) != Some(ActionKind::Move))
        };
        dials
            .into_iter()
            .flat_map(|dial| self.own_abilities(dial).into_iter().filter(move |&(a, _)| counts(dial, a)).map(move |(a, s)| (dial, a, s)))
            .collect()
    }

    /// The eliminated figures `figure`'s Necromancy may bring back now (CORE-16).
    pub fn necromancy_returns(&self, figure: FigureId, section: Option<Section>) -> Vec<FigureId> {
        self.others_for(figure, section, Ability::Necromancy)
    }

    /// The figures `figure`'s Pole Arm or Venom may damage now (CORE-16), as the table names them.
    pub fn ability_damage_targets(&self, figure: FigureId, section: Option<Section>, ability: Ability) -> Vec<FigureId> {
        self.others_for(figure, section, ability)
    }

    /// The friends `figure`'s Healing or Magic Healing may heal now (CORE-16): damaged, of
    /// its side, a heal reaches them, the table not yet asked about their contact.
    pub fn heal_targets(&self, figure: FigureId, section: Option<Section>, ability: Ability) -> Vec<FigureId> {
        self.others_for(figure, section, ability)
    }

    /// Why `figure` may not heal `target` with `ability`, given the table's answer about the
    /// target's base contact with an opposing figure (Magic Healing, seed 004): asked
    /// before any die is rolled.
    pub fn heal_refusal(
        &self,
        figure: FigureId,
        section: Option<Section>,
        ability: Ability,
        target: FigureId,
        target_in_contact: bool,
    ) -> Option<RuleViolation> {
        let command = self.own_ability_command(figure, section, ability, Some(target), 1, target_in_contact)?;
        self.check(&command).err()
    }

    /// The demoralized friends `figure`'s Command roll of `d6` may heal now (CORE-16).
    pub fn command_heals(&self, figure: FigureId, section: Option<Section>, d6: u8) -> Vec<FigureId> {
        self.figure_ids().filter(|&o| self.allows(&Command::CommandRoll { figure, d6, demoralized_in_contact: vec![o], section })).collect()
    }

    /// The mount of the cavalry unit `figure` is part of, if it is.
    pub fn unit_of(&self, figure: FigureId) -> Option<FigureId> {
        let fs = self.state().figures.get(figure.0 as usize)?;
        if fs.rider.is_some() { Some(figure) } else { fs.mount }
    }

    /// A cavalry unit's two dials, its mount's first (CAV-12: the controller picks one).
    pub fn unit_dials(&self, figure: FigureId) -> Vec<FigureId> {
        let Some(mount) = self.unit_of(figure) else { return Vec::new() };
        [Some(mount), self.state().figure(mount).rider].into_iter().flatten().collect()
    }

    /// Why the unit `figure` may not dismount now even with room for its rider, if it may
    /// not (CAV-22, CAV-31): the check of that dismount.
    pub fn dismount_refusal(&self, unit: FigureId) -> Option<RuleViolation> {
        self.check(&Command::Dismount { unit, room_for_rider: true }).err()
    }

    /// Whether `unit`'s Overwhelm of `target` with `d6` dismounts its rider (CAV-29): the
    /// plan of that command says it, so the wizard asks about room only then.
    pub fn overwhelm_dismounts(&self, unit: FigureId, target: FigureId, d6: u8, in_contact: bool, speed_ability: bool) -> bool {
        let command = Command::Overwhelm { unit, target, d6, room_for_rider: true, in_contact, speed_ability };
        self.plan(command).is_ok_and(|p| p.events().iter().any(|e| matches!(e, Event::OverwhelmRolled { success: true, .. })))
    }

    /// Whether a hit on `section` of the colossal `figure` asks the attacker's die for its
    /// passenger (CHR-11): the check of an area effect there without one.
    pub fn passenger_roll_needed(&self, figure: FigureId, section: Section) -> bool {
        let target = TargetAim::new(figure, SectionAim::One(section));
        matches!(self.check(&Command::AreaDamage { target, dealt: 1 }), Err(RuleViolation::PassengerRollNeeded { .. }))
    }

    /// Whether the colossal `figure`'s next section action pushes it, so that its
    /// controller names the section that takes the damage (COL-11): the check of an
    /// action its `section` may be given, without that answer.
    pub fn push_section_needed(&self, figure: FigureId, section: Section) -> bool {
        ActionKind::ALL.into_iter().any(|action| {
            let command = Command::GiveSectionAction { figure, section, action, roll: None, answers: ActionAnswers::default() };
            matches!(self.check(&command), Err(RuleViolation::PushSectionNeeded { .. }))
        })
    }

    /// A colossal's combined movement this turn (COL-14): so far, and after a move action
    /// of `section`, from the plan of that move.
    pub fn combined_movement(&self, figure: FigureId, section: Section) -> (u8, Option<u8>) {
        let so_far = self.state().figures.get(figure.0 as usize).map_or(0, |f| f.colossal.movement);
        let answers = ActionAnswers { push_to: Some(section), ..ActionAnswers::default() };
        let command = Command::GiveSectionAction { figure, section, action: ActionKind::Move, roll: None, answers };
        let after = self.plan(command).ok().and_then(|p| {
            p.events().iter().find_map(|e| match e {
                Event::MovementCombined { distance, .. } => Some(*distance),
                _ => None,
            })
        });
        (so_far, after)
    }

    /// Whether `figure` is still in the game.
    pub fn in_play(&self, figure: FigureId) -> bool {
        self.state().figures.get(figure.0 as usize).is_some_and(|f| !f.eliminated)
    }

    /// The passenger of an eliminated chariot whose damage roll is awaited before
    /// anything else (CHR-12): the one figure whose roll the engine takes now.
    pub fn awaited_wreck_roll(&self) -> Option<FigureId> {
        self.figure_ids().find(|&figure| self.allows(&Command::WreckRoll { figure, d6: 1 }))
    }

    /// Whether the colossal `figure` has made this turn's one break-away roll (COL-16):
    /// the engine refuses another.
    pub fn colossal_broke_away(&self, figure: FigureId) -> bool {
        Section::ALL.into_iter().any(|section| {
            let answers = ActionAnswers { push_to: Some(section), ..ActionAnswers::default() };
            let command = Command::GiveSectionAction {
                figure,
                section,
                action: ActionKind::Move,
                roll: Some(ActionRoll::BreakAway { d6: 6 }),
                answers,
            };
            matches!(self.check(&command), Err(RuleViolation::BreakAwayOnce { .. }))
        })
    }
}
