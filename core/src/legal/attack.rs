//! What an attack drawn on a card may still be told (issue 46): how many targets it may
//! name, the damage-die ability it may use, and which friends' Defend and Magic
//! Enhancement or which Dodge the table may answer with. Each is the check of the attack
//! command a tap would send (rolled as a miss, or as a hit where only a hit asks), so the
//! card's model asks these and decides nothing itself.

use crate::ability::Ability;
use crate::command::{ActionAnswers, ActionKind, ActionRoll, Command, Defended, DodgeRoll, SectionAim, TargetAim};
use crate::figure::Section;
use crate::game::Game;
use crate::rules::{CRITICAL_HIT, CRITICAL_MISS};
use crate::state::FigureId;

/// Who attacks and how: a figure (a cavalry unit's attacking dial), a colossal's acting
/// section, close or ranged.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct AttackBy {
    /// The attacking figure.
    pub attacker: FigureId,
    /// A colossal's acting section; `None` for every other figure.
    pub section: Option<Section>,
    /// Close or ranged.
    pub kind: ActionKind,
}

impl Game {
    /// The attack command `attack` sends with `roll` and `answers`: a section's action
    /// for a colossal, an answered action for any other figure.
    fn attack_command(attack: AttackBy, roll: ActionRoll, answers: ActionAnswers) -> Command {
        let AttackBy { attacker: figure, section, kind: action } = attack;
        match section {
            Some(section) => Command::GiveSectionAction {
                figure,
                section,
                action,
                roll: Some(roll),
                answers: ActionAnswers { push_to: Some(section), ..answers },
            },
            None => Command::GiveAnsweredAction { figure, action, roll: Some(roll), answers },
        }
    }

    /// Each colossal among `targets` aimed at its first active section.
    fn aims_at(&self, targets: &[FigureId]) -> Vec<TargetAim> {
        targets.iter().filter_map(|&t| self.active_sections(t).first().map(|&s| TargetAim::new(t, SectionAim::One(s)))).collect()
    }

    /// `attack` at `targets` with `ability`, rolled `two_d6`, with `answers` added.
    fn attack_at(&self, attack: AttackBy, targets: &[FigureId], ability: Option<Ability>, two_d6: u8, answers: ActionAnswers) -> Command {
        let targets = targets.to_vec();
        let aims = self.aims_at(&targets);
        let roll = match ability {
            Some(ability) => ActionRoll::AbilityAttack { ability, targets, two_d6, modifier: 0, damage_d6: Some(1), in_contact: vec![] },
            None => ActionRoll::Attack { targets, two_d6, modifier: 0 },
        };
        Game::attack_command(attack, roll, ActionAnswers { aims, ..answers })
    }

    /// How many targets `attack` (with `ability`, if it uses one) may name now: as many of
    /// the figures it may aim at as the engine takes in one attack (CORE-11; one in close
    /// combat, one with Magic Blast), at least one.
    pub fn max_targets(&self, attack: AttackBy, ability: Option<Ability>) -> usize {
        let mut taken: Vec<FigureId> = Vec::new();
        for target in self.attack_targets(attack.attacker, attack.section, attack.kind) {
            taken.push(target);
            if !self.allows(&self.attack_at(attack, &taken, ability, CRITICAL_MISS, ActionAnswers::default())) {
                taken.pop();
            }
        }
        taken.len().max(1)
    }

    /// The damage-die ability (Weapon Master in close combat, Magic Blast at range) that
    /// `attack` may use now at some figure it may aim at (CORE-16), if any.
    pub fn damage_die_ability(&self, attack: AttackBy) -> Option<Ability> {
        let targets = self.attack_targets(attack.attacker, attack.section, attack.kind);
        [Ability::WeaponMaster, Ability::MagicBlast].into_iter().find(|&ability| {
            targets.iter().any(|&t| self.allows(&self.attack_at(attack, &[t], Some(ability), CRITICAL_MISS, ActionAnswers::default())))
        })
    }

    /// The friends of `target` that may lend it their Defend against `attack` now
    /// (CORE-16), a colossal friend by each section that may.
    pub fn defenders(&self, attack: AttackBy, target: FigureId) -> Vec<Defended> {
        self.lenders()
            .map(|(defender, section)| Defended { target, defender, section })
            .filter(|&d| {
                let answers = ActionAnswers { defended: vec![d], ..ActionAnswers::default() };
                self.allows(&self.attack_at(attack, &[target], None, CRITICAL_MISS, answers))
            })
            .collect()
    }

    /// The friends of the attacker that may lend `attack` at `target` their Magic
    /// Enhancement now (CORE-16), a colossal friend by each section that may.
    pub fn enhancers(&self, attack: AttackBy, target: FigureId) -> Vec<(FigureId, Option<Section>)> {
        self.lenders()
            .filter(|&(friend, section)| {
                let answers = ActionAnswers { enhanced_by: Some(friend), enhancer_section: section, ..ActionAnswers::default() };
                self.allows(&self.attack_at(attack, &[target], None, CRITICAL_MISS, answers))
            })
            .collect()
    }

    /// Whether `target` may answer `attack` with its Dodge now (CORE-16): the check of
    /// the attack hitting it with a Dodge die (a colossal's where some active section it
    /// may be hit on shows it).
    pub fn may_dodge(&self, attack: AttackBy, target: FigureId) -> bool {
        let dodges = vec![DodgeRoll { figure: target, d6: 1 }];
        let sections = self.active_sections(target);
        if sections.is_empty() {
            return self.allows(&self.attack_at(
                attack,
                &[target],
                None,
                CRITICAL_HIT,
                ActionAnswers { dodges, ..ActionAnswers::default() },
            ));
        }
        sections.into_iter().any(|s| {
            let aims = vec![TargetAim::new(target, SectionAim::One(s))];
            let roll = ActionRoll::Attack { targets: vec![target], two_d6: CRITICAL_HIT, modifier: 0 };
            self.allows(&Game::attack_command(attack, roll, ActionAnswers { aims, dodges: dodges.clone(), ..ActionAnswers::default() }))
        })
    }

    /// The friends of a formation's target that may lend it their Defend against the
    /// formation's attack now (CORE-13, CORE-16).
    pub fn formation_defenders(&self, primary: FigureId, action: ActionKind, members: &[FigureId], target: FigureId) -> Vec<Defended> {
        self.lenders()
            .map(|(defender, section)| Defended { target, defender, section })
            .filter(|&d| {
                self.allows(&Command::Formation {
                    primary,
                    members: members.to_vec(),
                    action,
                    roll: Some(ActionRoll::Attack { targets: vec![target], two_d6: CRITICAL_MISS, modifier: 0 }),
                    all_in_contact: true,
                    answers: ActionAnswers { aims: self.aims_at(&[target]), defended: vec![d], ..ActionAnswers::default() },
                })
            })
            .collect()
    }

    /// Every figure that might lend an ability, a colossal once per section.
    fn lenders(&self) -> impl Iterator<Item = (FigureId, Option<Section>)> + '_ {
        self.figure_ids().flat_map(move |f| {
            let sections: Vec<Option<Section>> = if self.is_colossal(f) { Section::ALL.map(Some).to_vec() } else { vec![None] };
            sections.into_iter().map(move |s| (f, s))
        })
    }
}
