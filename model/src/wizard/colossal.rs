//! Colossal-target wizards: an area effect on a colossal (COL-22) or a close or ranged
//! attack on one (COL-20, COL-21): which section is hit, and on a chariot with a
//! passenger the attacker's roll for the passenger (CHR-11).

use dialkeeper_core::{ActionAnswers, ActionKind, ActionRoll, Command, FigureId, Game, RuleId, Section, SectionAim, TargetAim};

use super::step::{Answer, Ask, Guide, Opt, Picture, Step, StepKey, die, figure, yes};

/// How an area effect reaches a colossal.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Aim {
    /// The line crosses one section.
    One,
    /// The line runs along a border.
    Two,
    /// The area is centred on the colossal's centre.
    Centre,
}

/// An area effect whose area holds a colossal's centre (COL-22), or a close or ranged
/// attack on a colossal (COL-20, COL-21): which section is hit; on a chariot with a
/// passenger hit on a side or the rear, the attacker's d6 for the passenger (CHR-11).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct AreaHit {
    /// The colossal.
    pub colossal: FigureId,
    /// An attack (else an area effect), with its kind once chosen.
    pub attack: Option<Option<ActionKind>>,
    /// The attacking figure.
    pub attacker: Option<FigureId>,
    /// The attack roll.
    pub two_d6: Option<u8>,
    /// Ranged only: the section hit touches a figure friendly to the attacker (COL-21).
    pub shielded: Option<bool>,
    /// How the area reaches it.
    pub aim: Option<Aim>,
    /// The section crossed, or the border's two sections.
    pub sections: Option<SectionAim>,
    /// The controller's pick on a border or the centre.
    pub controller_pick: Option<Section>,
    /// The attacker's pick when the section is inactive.
    pub attacker_pick: Option<Section>,
    /// The passenger's d6.
    pub passenger_d6: Option<u8>,
    /// Damage dealt.
    pub dealt: Option<u8>,
}

/// Pairs of neighbouring sections.
pub const BORDERS: [(Section, Section); 4] =
    [(Section::Front, Section::Left), (Section::Front, Section::Right), (Section::Left, Section::Rear), (Section::Right, Section::Rear)];

impl AreaHit {
    /// A new area wizard on this colossal.
    pub fn new(colossal: FigureId) -> AreaHit {
        AreaHit {
            colossal,
            attack: None,
            attacker: None,
            two_d6: None,
            shielded: None,
            aim: None,
            sections: None,
            controller_pick: None,
            attacker_pick: None,
            passenger_d6: None,
            dealt: None,
        }
    }

    /// A new close-or-ranged attack wizard on this colossal.
    pub fn attack(colossal: FigureId) -> AreaHit {
        AreaHit { attack: Some(None), ..AreaHit::new(colossal) }
    }

    /// Figures the engine would let make this `kind` of attack on it now (a colossal
    /// attacks with a section action, not here); both dials of a cavalry unit.
    pub fn attackers(game: &Game, colossal: FigureId, kind: ActionKind) -> Vec<FigureId> {
        game.figure_ids().filter(|&f| game.may_attack(f, None, kind, colossal)).collect()
    }

    /// The section the line or the controller names, before the inactive rule.
    fn named(&self) -> Option<Section> {
        match self.sections? {
            SectionAim::One(s) => Some(s),
            _ => self.controller_pick,
        }
    }

    /// The section the aim names after the picks (for the shield answer).
    fn hit_named(&self) -> Option<Section> {
        self.attacker_pick.or(self.named())
    }

    /// The section that takes the damage: the one named, or, when it is inactive, the
    /// attacker's pick (COL-20 to COL-22).
    pub fn hit(&self, game: &Game) -> Option<Section> {
        let named = self.named()?;
        if game.active_sections(self.colossal).contains(&named) { Some(named) } else { self.attacker_pick }
    }
}

impl Guide for AreaHit {
    fn step(&self, game: &Game, _read: &[StepKey]) -> Option<Step> {
        let pic = Some(Picture::Sections);
        let kind = match self.attack {
            None => None,
            Some(None) => {
                let options = [ActionKind::Close, ActionKind::Ranged]
                    .into_iter()
                    .filter(|&kind| !AreaHit::attackers(game, self.colossal, kind).is_empty())
                    .map(Opt::Action)
                    .collect();
                return Some(Step::new(StepKey::HitKind, RuleId::Col20, pic, Ask::Choose(options)));
            }
            Some(Some(kind)) => Some(kind),
        };
        let rule = match kind {
            None => RuleId::Col22,
            Some(ActionKind::Close) => RuleId::Col20,
            Some(_) => RuleId::Col21,
        };
        if let Some(kind) = kind
            && self.attacker.is_none()
        {
            let options = AreaHit::attackers(game, self.colossal, kind).into_iter().map(Opt::Figure).collect();
            return Some(Step::new(StepKey::HitAttacker, rule, None, Ask::Choose(options)));
        }
        let Some(aim) = self.aim else {
            return Some(match kind {
                None => Step::new(StepKey::AreaAim, rule, pic, Ask::Choose(vec![Opt::AimOne, Opt::AimTwo, Opt::AimCentre])),
                Some(ActionKind::Close) => Step::new(StepKey::HitAimClose, rule, pic, Ask::Choose(vec![Opt::TouchOne, Opt::TouchTwo])),
                Some(_) => Step::new(StepKey::HitAimRanged, rule, pic, Ask::Choose(vec![Opt::AimOne, Opt::AimTwo])),
            });
        };
        if self.sections.is_none() {
            let (one, two) =
                if kind.is_some() { (StepKey::HitSection, StepKey::HitPair) } else { (StepKey::AreaSection, StepKey::AreaPair) };
            return Some(match aim {
                Aim::One => Step::new(one, rule, pic, Ask::Choose(dialkeeper_core::Section::ALL.into_iter().map(Opt::Section).collect())),
                Aim::Two => Step::new(two, rule, pic, Ask::Choose(BORDERS.into_iter().map(|(a, b)| Opt::Pair(a, b)).collect())),
                Aim::Centre => unreachable!("the centre needs no sections"),
            });
        }
        if self.named().is_none() {
            let options = match self.sections? {
                SectionAim::Two(a, b) => vec![a, b],
                _ => Section::ALL.to_vec(),
            };
            return Some(Step::new(
                StepKey::AreaController,
                RuleId::Col22,
                pic,
                Ask::Choose(options.into_iter().map(Opt::Section).collect()),
            ));
        }
        if self.hit(game).is_none() {
            let active = game.active_sections(self.colossal).into_iter();
            return Some(Step::new(StepKey::AreaAttacker, RuleId::Col22, pic, Ask::Choose(active.map(Opt::Section).collect())));
        }
        let hit = self.hit(game)?;
        if kind == Some(ActionKind::Ranged) && self.shielded.is_none() {
            return Some(Step::new(StepKey::HitShielded, RuleId::Col21, pic, super::step::yes_no()));
        }
        if game.passenger_roll_needed(self.colossal, hit) && self.passenger_d6.is_none() {
            return Some(Step::new(StepKey::AreaPassenger, RuleId::Chr11, Some(Picture::RearCompartment), Ask::Die));
        }
        if kind.is_some() {
            if self.two_d6.is_none() {
                return Some(Step::new(
                    StepKey::Hit2d6,
                    RuleId::Core09,
                    Some(Picture::Die),
                    Ask::Choose((2..=12).map(Opt::Number).collect()),
                ));
            }
        } else if self.dealt.is_none() {
            return Some(Step::new(StepKey::AreaDealt, RuleId::Col22, None, Ask::Choose((1..=6).map(Opt::Number).collect())));
        }
        None
    }

    fn answer(&mut self, _game: &Game, key: StepKey, answer: Answer) {
        match (key, answer) {
            (StepKey::HitKind, Answer::Opt(Opt::Action(a))) => self.attack = Some(Some(a)),
            (StepKey::HitAttacker, a) => self.attacker = figure(&a),
            (StepKey::Hit2d6, Answer::Opt(Opt::Number(n))) => self.two_d6 = Some(n),
            (StepKey::HitShielded, a) => self.shielded = yes(&a),
            (StepKey::AreaAim | StepKey::HitAimClose | StepKey::HitAimRanged, Answer::Opt(o)) => {
                self.aim = match o {
                    Opt::AimOne | Opt::TouchOne => Some(Aim::One),
                    Opt::AimTwo | Opt::TouchTwo => Some(Aim::Two),
                    Opt::AimCentre => {
                        self.sections = Some(SectionAim::Centre);
                        Some(Aim::Centre)
                    }
                    _ => None,
                }
            }
            (StepKey::AreaSection | StepKey::HitSection, Answer::Opt(Opt::Section(s))) => self.sections = Some(SectionAim::One(s)),
            (StepKey::AreaPair | StepKey::HitPair, Answer::Opt(Opt::Pair(a, b))) => self.sections = Some(SectionAim::Two(a, b)),
            (StepKey::AreaController, Answer::Opt(Opt::Section(s))) => self.controller_pick = Some(s),
            (StepKey::AreaAttacker, Answer::Opt(Opt::Section(s))) => self.attacker_pick = Some(s),
            (StepKey::AreaPassenger, a) => self.passenger_d6 = die(&a),
            (StepKey::AreaDealt, Answer::Opt(Opt::Number(n))) => self.dealt = Some(n),
            _ => {}
        }
    }

    fn command(&self, _game: &Game) -> Option<Command> {
        let mut target = TargetAim::new(self.colossal, self.sections?);
        target.controller_pick = self.controller_pick;
        target.attacker_pick = self.attacker_pick;
        target.passenger_d6 = self.passenger_d6;
        if self.shielded == Some(true) {
            target.shielded = self.hit_named().into_iter().collect();
        }
        match self.attack {
            Some(kind) => Some(Command::GiveAnsweredAction {
                figure: self.attacker?,
                action: kind?,
                roll: Some(ActionRoll::Attack { targets: vec![self.colossal], two_d6: self.two_d6?, modifier: 0 }),
                answers: ActionAnswers { aims: vec![target], ..Default::default() },
            }),
            None => Some(Command::AreaDamage { target, dealt: self.dealt? }),
        }
    }
}

#[cfg(test)]
mod tests {
    use dialkeeper_core::Event;

    use super::super::fixtures::{BEN, CHARIOT, COLOSSUS, SPEAR, chariot};
    use super::super::{Flow, Note, Wizard, preview};
    use super::*;

    #[test]
    fn area_on_a_border_lets_the_controller_pick_and_a_side_hit_asks_the_passenger_roll() {
        let mut game = chariot();
        game.try_apply(Command::Board { figure: SPEAR, chariot: CHARIOT, section: Section::Rear, sentry: false }).unwrap();
        let mut flow = Flow::new(Wizard::AreaHit(AreaHit::new(CHARIOT)));
        flow.answer(&game, Answer::Opt(Opt::AimTwo));
        assert_eq!(flow.step(&game).unwrap().key, StepKey::AreaPair);
        flow.answer(&game, Answer::Opt(Opt::Pair(Section::Left, Section::Rear)));
        assert_eq!(flow.step(&game).unwrap().ask, Ask::Choose(vec![Opt::Section(Section::Left), Opt::Section(Section::Rear)]));
        flow.answer(&game, Answer::Opt(Opt::Section(Section::Rear)));
        assert_eq!(flow.step(&game).unwrap().key, StepKey::AreaPassenger);
        flow.answer(&game, Answer::Die(6));
        flow.answer(&game, Answer::Opt(Opt::Number(2)));
        let events = preview(&game, &flow.command(&game).unwrap()).unwrap();
        assert!(events.iter().any(|e| matches!(e, Event::PassengerRoll { hit: true, .. })));
    }

    #[test]
    fn a_close_attack_touching_two_sections_lets_the_controller_pick_and_resolves_on_it() {
        let mut game = chariot();
        // Ben's turn: only the player whose turn it is attacks.
        game.try_apply(Command::EndTurn).unwrap();
        let mut flow = Flow::new(Wizard::AttackHit(AreaHit::attack(CHARIOT)));
        assert_eq!(flow.step(&game).unwrap().key, StepKey::HitKind);
        flow.answer(&game, Answer::Opt(Opt::Action(ActionKind::Close)));
        assert_eq!(flow.notes, vec![Note::Taken(StepKey::HitAttacker, Opt::Figure(BEN))], "only opponents attack: the one is taken");
        let step = flow.step(&game).unwrap();
        assert_eq!((step.key, step.rule), (StepKey::HitAimClose, RuleId::Col20));
        flow.answer(&game, Answer::Opt(Opt::TouchTwo));
        flow.answer(&game, Answer::Opt(Opt::Pair(Section::Front, Section::Right)));
        flow.answer(&game, Answer::Opt(Opt::Section(Section::Right)));
        assert_eq!(flow.step(&game).unwrap().key, StepKey::Hit2d6);
        flow.answer(&game, Answer::Opt(Opt::Number(11)));
        let command = flow.command(&game).unwrap();
        let events = preview(&game, &command).unwrap();
        assert!(events.contains(&Event::SectionTargeted { figure: CHARIOT, section: Section::Right }));
    }

    #[test]
    fn a_ranged_attack_on_a_shielded_section_is_refused_in_the_preview() {
        let mut game = chariot();
        game.try_apply(Command::EndTurn).unwrap();
        let mut flow = Flow::new(Wizard::AttackHit(AreaHit::attack(COLOSSUS)));
        for answer in [
            Answer::Opt(Opt::Action(ActionKind::Ranged)),
            Answer::Opt(Opt::Figure(BEN)),
            Answer::Opt(Opt::AimOne),
            Answer::Opt(Opt::Section(Section::Left)),
        ] {
            flow.answer(&game, answer);
        }
        let step = flow.step(&game).unwrap();
        assert_eq!((step.key, step.rule), (StepKey::HitShielded, RuleId::Col21));
        flow.answer(&game, Answer::Opt(Opt::Yes));
        flow.answer(&game, Answer::Opt(Opt::Number(9)));
        assert_eq!(preview(&game, &flow.command(&game).unwrap()).unwrap_err().rule(), RuleId::Col21);
    }
}
