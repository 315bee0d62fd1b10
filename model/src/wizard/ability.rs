//! The special abilities that are actions or steps of their own (CORE-16): Regeneration,
//! Quickness, Necromancy, the Command roll, Pole Arm's and Venom's damage, Healing and
//! Magic Healing. Which ability
//! (those the engine would accept from this figure now), then what only the table can
//! tell (contact, which figure, the die, the figures hit); the sheet shows the engine's
//! preview before confirming the one command.

use dialkeeper_core::{Ability, ActionKind, ActionRoll, Command, FigureId, Game, RuleId, Section};

use super::step::{Answer, Ask, Guide, Opt, Picture, Step, StepKey, figure, yes_no};

/// One use of an ability from `figure`'s card.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct AbilityUse {
    /// The card's figure (a cavalry unit by its mount).
    pub figure: FigureId,
    /// Which ability.
    pub ability: Option<Ability>,
    /// The dial that uses it, where a cavalry unit's two dials both may (CAV-12).
    pub dial: Option<FigureId>,
    /// The table's answer about base contact with an opposing figure (Quickness: the
    /// move leaves it, so it breaks away; Necromancy: it may not be used).
    pub contact: Option<bool>,
    /// The eliminated friend Necromancy brings back.
    pub returned: Option<FigureId>,
    /// The die.
    pub d6: Option<u8>,
    /// The figures the table names: Pole Arm's or Venom's victims, or the demoralized
    /// friends a Command roll heals.
    pub figures: Option<Vec<FigureId>>,
    /// The friend Healing or Magic Healing heals.
    pub healed: Option<FigureId>,
    /// The heal's attack roll (2d6).
    pub two_d6: Option<u8>,
}

impl AbilityUse {
    /// A new ability wizard for this figure.
    pub fn new(figure: FigureId) -> AbilityUse {
        AbilityUse { figure, ability: None, dial: None, contact: None, returned: None, d6: None, figures: None, healed: None, two_d6: None }
    }

    /// The abilities the engine would let `figure`'s card use now, through either dial of
    /// a cavalry unit, in the order it offers them.
    pub fn usable(game: &Game, figure: FigureId) -> Vec<Ability> {
        let mut out = Vec::new();
        for (_, ability, _) in game.own_abilities_by_dial(figure) {
            if !out.contains(&ability) {
                out.push(ability);
            }
        }
        out
    }

    /// The dials that may use `ability` now, each with its section (COL-12), as the engine says.
    fn dials(game: &Game, figure: FigureId, ability: Ability) -> Vec<(FigureId, Option<Section>)> {
        game.own_abilities_by_dial(figure).into_iter().filter(|&(_, a, _)| a == ability).map(|(d, _, s)| (d, s)).collect()
    }

    /// The figure whose dial uses the chosen ability, with the section it uses it through:
    /// the one dial that may, or the one the player picked.
    fn actor(&self, game: &Game) -> Option<(FigureId, Option<Section>)> {
        let dials = AbilityUse::dials(game, self.figure, self.ability?);
        match (self.dial, &dials[..]) {
            (Some(dial), _) => Some(dials.iter().copied().find(|&(d, _)| d == dial).unwrap_or((dial, None))),
            (None, [only]) => Some(*only),
            // No dial may now (the game changed under the wizard): the engine's refusal says why.
            (None, []) => Some((self.figure, None)),
            (None, _) => None,
        }
    }

    /// Healing's and Magic Healing's steps (CORE-16): the friend, for Magic Healing whether
    /// it touches an opposing figure (refused then, before any die, seed 004), the attack
    /// roll, then the die of clicks healed.
    fn heal_step(&self, game: &Game, actor: FigureId, section: Option<Section>, ability: Ability) -> Option<Step> {
        let Some(healed) = self.healed else {
            let options = game.heal_targets(actor, section, ability).into_iter().map(Opt::Figure).collect();
            return Some(Step::new(StepKey::AbilityHealed, RuleId::Core16, None, Ask::Choose(options)));
        };
        if ability == Ability::MagicHealing && self.contact.is_none() {
            return Some(Step::new(StepKey::AbilityHealContact, RuleId::Core16, None, yes_no()));
        }
        if let Some(refusal) = game.heal_refusal(actor, section, ability, healed, self.contact.unwrap_or(false)) {
            return Some(Step::refused(refusal));
        }
        if self.two_d6.is_none() {
            let rolls = (2..=12).map(Opt::Number).collect();
            return Some(Step::new(StepKey::AbilityHeal2d6, RuleId::Core16, Some(Picture::Die), Ask::Choose(rolls)));
        }
        if self.d6.is_none() {
            return Some(Step::new(StepKey::AbilityD6, RuleId::Core16, Some(Picture::Die), Ask::Die));
        }
        None
    }
}

impl Guide for AbilityUse {
    fn step(&self, game: &Game, _read: &[StepKey]) -> Option<Step> {
        let Some(ability) = self.ability else {
            let options = AbilityUse::usable(game, self.figure).into_iter().map(Opt::Ability).collect();
            return Some(Step::new(StepKey::AbilityWhich, RuleId::Core16, None, Ask::Choose(options)));
        };
        let Some((actor, section)) = self.actor(game) else {
            let dials = AbilityUse::dials(game, self.figure, ability).into_iter().map(|(dial, _)| Opt::Figure(dial)).collect();
            return Some(Step::new(StepKey::AbilityDial, RuleId::Cav12, Some(Picture::Saddle), Ask::Choose(dials)));
        };
        if matches!(ability, Ability::Healing | Ability::MagicHealing) {
            return self.heal_step(game, actor, section, ability);
        }
        let needs_contact = matches!(ability, Ability::Quickness | Ability::Necromancy);
        if needs_contact && self.contact.is_none() {
            return Some(Step::new(StepKey::AbilityContact, RuleId::Core16, None, yes_no()));
        }
        if ability == Ability::Necromancy && self.returned.is_none() {
            let options = game.necromancy_returns(actor, section).into_iter().map(Opt::Figure).collect();
            return Some(Step::new(StepKey::AbilityReturned, RuleId::Core16, None, Ask::Choose(options)));
        }
        let rolls = match ability {
            Ability::Quickness => self.contact == Some(true),
            Ability::Regeneration | Ability::Necromancy | Ability::Command => true,
            _ => false,
        };
        if rolls && self.d6.is_none() {
            return Some(Step::new(StepKey::AbilityD6, RuleId::Core16, Some(Picture::Die), Ask::Die));
        }
        if self.figures.is_none() {
            match ability {
                Ability::PoleArm | Ability::Venom => {
                    let options = game.ability_damage_targets(actor, section, ability);
                    return Some(Step::new(StepKey::AbilityVictims, RuleId::Core16, None, Ask::Many(options)));
                }
                Ability::Command => {
                    // Only the friends the engine would heal with this roll (never one
                    // showing Invulnerability, CORE-16; none touch a passenger, CHR-04).
                    let demoralized = game.command_heals(actor, section, self.d6.unwrap_or(6));
                    if !demoralized.is_empty() {
                        return Some(Step::new(StepKey::AbilityDemoralized, RuleId::Core16, None, Ask::Many(demoralized)));
                    }
                }
                _ => {}
            }
        }
        None
    }

    fn answer(&mut self, game: &Game, key: StepKey, answer: Answer) {
        match (key, answer) {
            (StepKey::AbilityHealed, answer) => self.healed = figure(&answer),
            (StepKey::AbilityHealContact, Answer::Opt(o)) => self.contact = Some(o == Opt::Yes),
            (StepKey::AbilityHeal2d6, Answer::Opt(Opt::Number(n))) => self.two_d6 = Some(n),
            (StepKey::AbilityWhich, Answer::Opt(Opt::Ability(a))) => {
                self.ability = Some(a);
                // The one dial that may use it now acts, even if the game changes under the
                // open wizard: the engine then says why not, rather than another dial acting.
                if let [(dial, _)] = AbilityUse::dials(game, self.figure, a)[..] {
                    self.dial = Some(dial);
                }
            }
            (StepKey::AbilityDial, answer) => self.dial = figure(&answer),
            (StepKey::AbilityContact, Answer::Opt(o)) => self.contact = Some(o == Opt::Yes),
            (StepKey::AbilityReturned, answer) => self.returned = figure(&answer),
            (StepKey::AbilityD6, Answer::Die(n)) => self.d6 = Some(n),
            (StepKey::AbilityVictims | StepKey::AbilityDemoralized, Answer::Figures(picked)) => self.figures = Some(picked),
            _ => {}
        }
    }

    fn command(&self, game: &Game) -> Option<Command> {
        let (figure, section) = self.actor(game)?;
        let give = |action, roll| {
            Some(match section {
                Some(section) => Command::GiveSectionAction {
                    figure,
                    section,
                    action,
                    roll: Some(roll),
                    answers: dialkeeper_core::ActionAnswers { push_to: Some(section), ..Default::default() },
                },
                None => Command::GiveAction { figure, action, roll: Some(roll) },
            })
        };
        match self.ability? {
            Ability::Regeneration => give(ActionKind::Special, ActionRoll::Regenerate { d6: self.d6? }),
            Ability::Quickness => {
                give(ActionKind::Move, ActionRoll::Quickness { break_away_d6: if self.contact? { Some(self.d6?) } else { None } })
            }
            Ability::Necromancy => {
                give(ActionKind::Move, ActionRoll::Necromancy { figure: self.returned?, d6: Some(self.d6?), in_contact: self.contact? })
            }
            Ability::Command => Some(Command::CommandRoll {
                figure,
                d6: self.d6?,
                demoralized_in_contact: self.figures.clone().unwrap_or_default(),
                section,
            }),
            Ability::Healing | Ability::MagicHealing => {
                let action = if self.ability? == Ability::Healing { ActionKind::Close } else { ActionKind::Ranged };
                let heal = ActionRoll::Heal {
                    target: self.healed?,
                    two_d6: self.two_d6?,
                    clicks: self.d6?,
                    target_in_contact: self.contact.unwrap_or(false),
                };
                give(action, heal)
            }
            ability => Some(Command::AbilityDamage { figure, ability, targets: self.figures.clone()?, section }),
        }
    }
}

#[cfg(test)]
mod tests {
    use dialkeeper_core::{ArmyFigure, Dial, FigureDef, StatSlot};

    use super::super::{Flow, Wizard, fixtures, offered, preview};
    use super::*;

    /// A demo spearman showing `ability` on `slot` of every click.
    fn showing(slot: StatSlot, ability: Ability) -> FigureDef {
        marked(fixtures::def("Tidewatch Spearman"), slot, ability)
    }

    /// `def` showing `ability` on `slot` of every click.
    fn marked(mut def: FigureDef, slot: StatSlot, ability: Ability) -> FigureDef {
        let mut clicks = def.dials[0].clicks().to_vec();
        for click in &mut clicks {
            if !click.stat_mut(slot).value.is_skull() {
                click.stat_mut(slot).ability = Some(ability);
            }
        }
        def.dials = vec![Dial::new(clicks, 0).unwrap()];
        def
    }

    #[test]
    fn core_16_regeneration_is_offered_asks_the_die_and_heals_by_the_engines_number() {
        let regenerator = ArmyFigure::new(showing(StatSlot::Defense, Ability::Regeneration));
        let mut game = fixtures::game(vec![regenerator], vec![ArmyFigure::new(fixtures::def("Tidewatch Spearman"))]);
        game.try_apply(Command::Damage { figure: FigureId(0), dial: 0, clicks: 3 }).unwrap();
        assert!(offered(&game, FigureId(0), false).iter().any(|w| w.code() == "ability"));
        assert!(!offered(&game, FigureId(1), false).iter().any(|w| w.code() == "ability"), "it shows none");
        let mut flow = Flow::new(Wizard::Ability(AbilityUse::new(FigureId(0))));
        assert_eq!(flow.step(&game).unwrap().ask, Ask::Choose(vec![Opt::Ability(Ability::Regeneration)]));
        flow.answer(&game, Answer::Opt(Opt::Ability(Ability::Regeneration)));
        assert_eq!(flow.step(&game).unwrap().key, StepKey::AbilityD6);
        flow.answer(&game, Answer::Die(5));
        let command = flow.command(&game).expect("every step answered");
        let mut after = game.clone();
        after.try_apply(command.clone()).unwrap();
        let healed = 5 - dialkeeper_core::ability::number::Regeneration::minus;
        assert_eq!(after.state().figure(FigureId(0)).clicks[0], 3 - healed, "{:?}", preview(&game, &command));
    }

    /// Found in review (issue 50): a mounted rider's Regeneration was never offered on its
    /// unit's card, which asked only about the mount. For a special action the controller
    /// picks the mount's or the rider's dial (CAV-12): the card offers the rider's own
    /// ability, asks which dial only when both show it, and the dial picked is the one healed.
    /// A rider's Quickness is not its to use: a move is the mount's (CAV-11).
    #[test]
    fn cav_12_a_riders_own_ability_is_offered_on_its_units_card_and_asks_the_dial_when_both_show_it() {
        let (mount, rider) = (FigureId(0), FigureId(1));
        let spear = || ArmyFigure::new(fixtures::def("Tidewatch Spearman"));
        let regenerating = |def| marked(def, StatSlot::Defense, Ability::Regeneration);
        let hurt = |mut game: Game| {
            for figure in [mount, rider] {
                game.try_apply(Command::Damage { figure, dial: 0, clicks: 2 }).unwrap();
            }
            game
        };
        let regenerate = |figure| Command::GiveAction { figure, action: ActionKind::Special, roll: Some(ActionRoll::Regenerate { d6: 6 }) };

        let game = hurt(fixtures::game(fixtures::unit(fixtures::charger(), regenerating(fixtures::def("Ashen Lancer")), 0), vec![spear()]));
        assert!(offered(&game, mount, false).iter().any(|w| w.code() == "ability"), "the rider's Regeneration is offered");
        let mut flow = Flow::begin(Wizard::Ability(AbilityUse::new(mount)), &game);
        assert_eq!(flow.step(&game).unwrap().key, StepKey::AbilityD6, "one ability, one dial: nothing else to ask");
        flow.answer(&game, Answer::Die(6));
        assert_eq!(flow.command(&game), Some(regenerate(rider)));

        let both = hurt(fixtures::game(
            fixtures::unit(regenerating(fixtures::charger()), regenerating(fixtures::def("Ashen Lancer")), 0),
            vec![spear()],
        ));
        for dial in [mount, rider] {
            let mut flow = Flow::begin(Wizard::Ability(AbilityUse::new(mount)), &both);
            let step = flow.step(&both).unwrap();
            assert_eq!(
                (step.key, step.rule, step.ask),
                (StepKey::AbilityDial, RuleId::Cav12, Ask::Choose(vec![Opt::Figure(mount), Opt::Figure(rider)]))
            );
            flow.answer(&both, Answer::Opt(Opt::Figure(dial)));
            flow.answer(&both, Answer::Die(6));
            let command = flow.command(&both).expect("every step answered");
            assert_eq!(command, regenerate(dial));
            let mut after = both.clone();
            after.try_apply(command).unwrap();
            let other = if dial == mount { rider } else { mount };
            assert!(after.state().figure(dial).clicks[0] < 2 && after.state().figure(other).clicks[0] == 2, "{dial:?} is healed");
        }

        let quick = fixtures::game(
            fixtures::unit(fixtures::charger(), marked(fixtures::def("Ashen Lancer"), StatSlot::Speed, Ability::Quickness), 0),
            vec![spear()],
        );
        assert!(!AbilityUse::usable(&quick, mount).contains(&Ability::Quickness), "a move uses the mount's abilities alone");
    }

    /// A healer showing `ability` on its attack, two damaged friends, an opponent.
    fn healer_game(ability: Ability) -> Game {
        let mut def = showing(StatSlot::Attack, ability);
        def.range = 6;
        let spear = || ArmyFigure::new(fixtures::def("Tidewatch Spearman"));
        let mut game = fixtures::game(vec![ArmyFigure::new(def), spear(), spear()], vec![spear()]);
        for friend in [1, 2] {
            game.try_apply(Command::Damage { figure: FigureId(friend), dial: 0, clicks: 2 }).unwrap();
        }
        game
    }

    /// Issue 46, item 14 (seed 004): Magic Healing's target may not touch an opposing
    /// figure. The wizard offers Healing and Magic Healing (before: neither was offered
    /// anywhere in the app), asks the table whether the target touches an opponent, and
    /// shows the engine's refusal before any die.
    #[test]
    fn core_16_magic_healing_asks_contact_and_refuses_before_any_die() {
        let game = healer_game(Ability::MagicHealing);
        assert!(AbilityUse::usable(&game, FigureId(0)).contains(&Ability::MagicHealing), "Magic Healing is offered");
        let begin = |contact: Opt| {
            let mut flow = Flow::begin(Wizard::Ability(AbilityUse::new(FigureId(0))), &game);
            let step = flow.step(&game).unwrap();
            assert_eq!(step.key, StepKey::AbilityHealed, "the friend to heal: {step:?}");
            let healed: Vec<Opt> = game.heal_targets(FigureId(0), None, Ability::MagicHealing).into_iter().map(Opt::Figure).collect();
            assert!(healed.contains(&Opt::Figure(FigureId(1))) && !healed.contains(&Opt::Figure(FigureId(3))), "friends, no opponent");
            assert_eq!(step.ask, Ask::Choose(healed), "the engine's friends to heal");
            flow.answer(&game, Answer::Opt(Opt::Figure(FigureId(1))));
            assert_eq!(flow.step(&game).unwrap().key, StepKey::AbilityHealContact);
            flow.answer(&game, Answer::Opt(contact));
            flow
        };
        let refused = begin(Opt::Yes);
        let step = refused.step(&game).unwrap();
        assert_eq!(step.ask, Ask::Refused(dialkeeper_core::RuleViolation::HealTargetInContact { figure: FigureId(1) }), "before any die");
        assert_eq!(refused.command(&game), None);

        let mut flow = begin(Opt::No);
        assert_eq!(flow.step(&game).unwrap().key, StepKey::AbilityHeal2d6);
        flow.answer(&game, Answer::Opt(Opt::Number(12)));
        assert_eq!(flow.step(&game).unwrap().key, StepKey::AbilityD6);
        flow.answer(&game, Answer::Die(1));
        let mut after = game.clone();
        after.try_apply(flow.command(&game).expect("every step answered")).unwrap();
        assert_eq!(after.state().figure(FigureId(1)).clicks[0], 0, "1 click and 1 for the critical hit");
    }

    /// Healing is a close action on a friend: no question about opponents.
    #[test]
    fn core_16_healing_is_offered_and_heals_a_damaged_friend() {
        let game = healer_game(Ability::Healing);
        assert!(AbilityUse::usable(&game, FigureId(0)).contains(&Ability::Healing), "Healing is offered");
        let mut flow = Flow::begin(Wizard::Ability(AbilityUse::new(FigureId(0))), &game);
        assert_eq!(flow.step(&game).unwrap().key, StepKey::AbilityHealed);
        flow.answer(&game, Answer::Opt(Opt::Figure(FigureId(1))));
        assert_eq!(flow.step(&game).unwrap().key, StepKey::AbilityHeal2d6, "no contact question for Healing");
        flow.answer(&game, Answer::Opt(Opt::Number(11)));
        flow.answer(&game, Answer::Die(1));
        let mut after = game.clone();
        after.try_apply(flow.command(&game).expect("every step answered")).unwrap();
        assert_eq!(after.state().figure(FigureId(1)).clicks[0], 1);
    }

    #[test]
    fn core_16_venom_names_its_victims_and_deals_one_each() {
        let venomous = ArmyFigure::new(showing(StatSlot::Damage, Ability::Venom));
        let spear = || ArmyFigure::new(fixtures::def("Tidewatch Spearman"));
        let game = fixtures::game(vec![venomous], vec![spear(), spear()]);
        let mut flow = Flow::new(Wizard::Ability(AbilityUse::new(FigureId(0))));
        if flow.step(&game).is_some_and(|s| s.key == StepKey::AbilityWhich) {
            flow.answer(&game, Answer::Opt(Opt::Ability(Ability::Venom)));
        }
        assert_eq!(flow.step(&game).unwrap().ask, Ask::Many(vec![FigureId(1), FigureId(2)]));
        flow.answer(&game, Answer::Figures(vec![FigureId(1), FigureId(2)]));
        let mut after = game.clone();
        after.try_apply(flow.command(&game).unwrap()).unwrap();
        for f in [1, 2] {
            assert_eq!(after.state().figure(FigureId(f)).clicks[0], dialkeeper_core::ability::number::Venom::damage, "figure {f}");
        }
    }
}
