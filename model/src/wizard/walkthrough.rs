//! Walk-throughs for new players: a cavalry unit's action (which dial for which action,
//! the move-then-attack proficiencies, the attacker's choice of dial) and a colossal's
//! section action (moves first, combined distance, break away, lines of fire from the
//! centre, long range, pushing damage). Each ends in one action command.

use dialkeeper_core::{ActionAnswers, ActionKind, ActionRoll, Command, FigureId, Game, Proficiency, RuleId, RuleViolation, Section};

use super::cavalry::unit_mount;
use super::step::{Answer, Ask, Guide, Opt, Picture, Step, StepKey, die, figure, info, section, yes, yes_no};

/// What the player chose to do with a cavalry unit.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum CavChoice {
    /// One of the four actions.
    Action(ActionKind),
    /// Mounted Bound or Mounted Charge.
    Maneuver(Proficiency),
}

/// A cavalry unit's action, explained.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct CavalryTurn {
    /// The unit (its mount).
    pub unit: FigureId,
    /// The action.
    pub choice: Option<CavChoice>,
    /// The dial that resolves it.
    pub dial: Option<FigureId>,
    /// For a maneuver, the table's answer: is the unit in base contact with an opposing
    /// figure? (CAV-27, CAV-28)
    pub contact: Option<bool>,
}

impl CavalryTurn {
    /// A walk-through for this unit.
    pub fn new(unit: FigureId) -> CavalryTurn {
        CavalryTurn { unit, choice: None, dial: None, contact: None }
    }

    /// The actions offered: the four, then the move-then-attack proficiencies the engine
    /// allows the unit now.
    pub fn options(game: &Game, unit: FigureId) -> Vec<Opt> {
        let mut options: Vec<Opt> = ActionKind::ALL.into_iter().map(Opt::Action).collect();
        for (p, bound) in [(Proficiency::MountedCharge, false), (Proficiency::MountedBound, true)] {
            if game.may_mounted(unit, bound) {
                options.push(Opt::Maneuver(p));
            }
        }
        options
    }

    fn dials(game: &Game, unit: FigureId) -> Ask {
        Ask::Choose(game.unit_dials(unit).into_iter().map(Opt::Figure).collect())
    }
}

impl Guide for CavalryTurn {
    fn step(&self, game: &Game, read: &[StepKey]) -> Option<Step> {
        let unit = unit_mount(game, self.unit);
        let Some(choice) = self.choice else {
            return Some(Step::new(
                StepKey::CavAction,
                RuleId::Cav09,
                Some(Picture::BaseSlot),
                Ask::Choose(CavalryTurn::options(game, unit)),
            ));
        };
        if let (CavChoice::Maneuver(p), Some(contact)) = (choice, self.contact)
            && let Some(refusal) = game.maneuver_refusal(unit, p, contact, false)
        {
            return Some(Step::refused(refusal));
        }
        match choice {
            CavChoice::Action(ActionKind::Move) => info(read, StepKey::CavMove, RuleId::Cav11, Some(Picture::Arcs)),
            CavChoice::Action(_) if self.dial.is_none() => {
                Some(Step::new(StepKey::CavDial, RuleId::Cav12, Some(Picture::Saddle), CavalryTurn::dials(game, unit)))
            }
            CavChoice::Maneuver(_) if !read.contains(&StepKey::CavManeuver) => {
                info(read, StepKey::CavManeuver, RuleId::Cav24, Some(Picture::Arcs))
            }
            CavChoice::Maneuver(p) if self.contact.is_none() => {
                let rule = if p == Proficiency::MountedBound { RuleId::Cav27 } else { RuleId::Cav28 };
                Some(Step::new(StepKey::CavContact, rule, Some(Picture::Arcs), yes_no()))
            }
            CavChoice::Maneuver(Proficiency::MountedCharge) if self.dial.is_none() => {
                Some(Step::new(StepKey::CavDial, RuleId::Cav28, Some(Picture::Saddle), CavalryTurn::dials(game, unit)))
            }
            CavChoice::Action(ActionKind::Special) => None,
            _ => info(read, StepKey::CavDefender, RuleId::Cav15, Some(Picture::Saddle)),
        }
    }

    fn answer(&mut self, _game: &Game, key: StepKey, answer: Answer) {
        match (key, answer) {
            (StepKey::CavAction, Answer::Opt(Opt::Action(a))) => self.choice = Some(CavChoice::Action(a)),
            (StepKey::CavAction, Answer::Opt(Opt::Maneuver(p))) => self.choice = Some(CavChoice::Maneuver(p)),
            (StepKey::CavDial, a) => self.dial = figure(&a),
            (StepKey::CavContact, a) => self.contact = yes(&a),
            _ => {}
        }
    }

    fn command(&self, _game: &Game) -> Option<Command> {
        Some(match self.choice? {
            CavChoice::Action(ActionKind::Move) => Command::GiveAction { figure: self.unit, action: ActionKind::Move, roll: None },
            CavChoice::Action(action) => Command::GiveAction { figure: self.dial?, action, roll: None },
            CavChoice::Maneuver(Proficiency::MountedCharge) => {
                Command::MountedCharge { attacker: self.dial?, roll: None, in_contact: self.contact?, answers: Default::default() }
            }
            CavChoice::Maneuver(_) => {
                Command::MountedBound { unit: self.unit, roll: None, in_contact: self.contact?, answers: Default::default() }
            }
        })
    }
}

/// A colossal's section action, explained.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ColossalTurn {
    /// The colossal.
    pub figure: FigureId,
    /// The acting section.
    pub section: Option<Section>,
    /// The action.
    pub action: Option<ActionKind>,
    /// Is a section in contact with an opposing figure? (asked for a move)
    pub contact: Option<bool>,
    /// The break-away roll.
    pub d6: Option<u8>,
    /// The section that takes pushing damage.
    pub push_to: Option<Section>,
}

impl ColossalTurn {
    /// A walk-through for this colossal.
    pub fn new(figure: FigureId) -> ColossalTurn {
        ColossalTurn { figure, section: None, action: None, contact: None, d6: None, push_to: None }
    }

    /// Sections the engine lets act now (active, not yet given an action, COL-06).
    pub fn sections(game: &Game, figure: FigureId) -> Vec<Section> {
        game.acting_sections(figure)
    }

    /// The actions the engine allows the chosen section now (no move once the colossal
    /// has fought, COL-06; no ranged attack without a range).
    pub fn actions(game: &Game, figure: FigureId, section: Section) -> Vec<ActionKind> {
        game.section_actions(figure, section)
    }

    /// Whether the engine will ask for the section that takes this action's pushing
    /// damage (COL-11).
    fn pushes(game: &Game, figure: FigureId, section: Section) -> bool {
        game.push_section_needed(figure, section)
    }
}

impl Guide for ColossalTurn {
    fn step(&self, game: &Game, read: &[StepKey]) -> Option<Step> {
        let pic = Some(Picture::Sections);
        let Some(section) = self.section else {
            let options = ColossalTurn::sections(game, self.figure).into_iter().map(Opt::Section).collect();
            return Some(Step::new(StepKey::ColSection, RuleId::Col06, pic, Ask::Choose(options)));
        };
        let Some(action) = self.action else {
            // The engine refuses this section a move now: its moves came first (COL-06).
            let fought = game
                .section_actions_for(self.figure, section)
                .into_iter()
                .any(|(action, allowed)| action == ActionKind::Move && matches!(allowed, Err(RuleViolation::MoveAfterCombat { .. })));
            if fought && !read.contains(&StepKey::ColMovesFirst) {
                return info(read, StepKey::ColMovesFirst, RuleId::Col06, pic);
            }
            let options = ColossalTurn::actions(game, self.figure, section).into_iter().map(Opt::Action).collect();
            return Some(Step::new(StepKey::ColAction, RuleId::Col06, pic, Ask::Choose(options)));
        };
        match action {
            ActionKind::Move => {
                if !read.contains(&StepKey::ColDistance) {
                    let (so_far, after) = game.combined_movement(self.figure, section);
                    return Some(
                        Step::new(StepKey::ColDistance, RuleId::Col14, pic, Ask::Info)
                            .with("distance", i64::from(so_far))
                            .with("total", i64::from(after.unwrap_or(so_far))),
                    );
                }
                if !game.colossal_broke_away(self.figure) {
                    if self.contact.is_none() {
                        return Some(Step::new(StepKey::ColContact, RuleId::Col16, pic, yes_no()));
                    }
                    if self.contact == Some(true) && self.d6.is_none() {
                        return Some(Step::new(StepKey::ColBreakAway, RuleId::Col16, Some(Picture::Die), Ask::Die));
                    }
                }
            }
            ActionKind::Ranged => {
                if let Some(s) = info(read, StepKey::ColRangedLine, RuleId::Col18, pic) {
                    return Some(s);
                }
                if !read.contains(&StepKey::ColLongRange) {
                    let range = game.range(self.figure, false).unwrap_or(0) as i64;
                    return Some(
                        Step::new(StepKey::ColLongRange, RuleId::Col19, pic, Ask::Info).with("range", range).with("long", range * 2),
                    );
                }
            }
            ActionKind::Close => {
                if let Some(s) = info(read, StepKey::ColClose, RuleId::Col17, pic) {
                    return Some(s);
                }
            }
            ActionKind::Special => {}
        }
        if ColossalTurn::pushes(game, self.figure, section) && self.push_to.is_none() {
            let options = game.active_sections(self.figure).into_iter().map(Opt::Section).collect();
            return Some(Step::new(StepKey::ColPush, RuleId::Col11, pic, Ask::Choose(options)));
        }
        None
    }

    fn answer(&mut self, _game: &Game, key: StepKey, answer: Answer) {
        match key {
            StepKey::ColSection => self.section = section(&answer),
            StepKey::ColAction => {
                if let Answer::Opt(Opt::Action(a)) = answer {
                    self.action = Some(a);
                }
            }
            StepKey::ColContact => self.contact = yes(&answer),
            StepKey::ColBreakAway => self.d6 = die(&answer),
            StepKey::ColPush => self.push_to = section(&answer),
            _ => {}
        }
    }

    fn command(&self, _game: &Game) -> Option<Command> {
        let section = self.section?;
        Some(Command::GiveSectionAction {
            figure: self.figure,
            section,
            action: self.action?,
            roll: self.d6.map(|d6| ActionRoll::BreakAway { d6 }),
            answers: ActionAnswers { push_to: Some(self.push_to.unwrap_or(section)), ..Default::default() },
        })
    }
}

#[cfg(test)]
mod tests {
    use dialkeeper_core::Event;

    use super::super::fixtures::{cavalry, chariot};
    use super::super::{Flow, Wizard, preview};
    use super::*;

    #[test]
    fn cavalry_walkthrough_offers_the_units_maneuvers_and_asks_the_dial_for_combat() {
        let game = cavalry();
        let mut flow = Flow::new(Wizard::CavalryTurn(CavalryTurn::new(FigureId(0))));
        let step = flow.step(&game).unwrap();
        assert_eq!(
            step.ask,
            Ask::Choose(vec![
                Opt::Action(ActionKind::Move),
                Opt::Action(ActionKind::Close),
                Opt::Action(ActionKind::Ranged),
                Opt::Action(ActionKind::Special),
                Opt::Maneuver(Proficiency::MountedCharge),
            ])
        );
        // Ben's unit has no maneuvers.
        assert_eq!(CavalryTurn::options(&game, FigureId(3)).len(), 4);
        flow.answer(&game, Answer::Opt(Opt::Action(ActionKind::Close)));
        let step = flow.step(&game).unwrap();
        assert_eq!((step.key, step.ask), (StepKey::CavDial, Ask::Choose(vec![Opt::Figure(FigureId(0)), Opt::Figure(FigureId(1))])));
        flow.answer(&game, Answer::Opt(Opt::Figure(FigureId(1))));
        assert_eq!(flow.step(&game).unwrap().key, StepKey::CavDefender);
        flow.answer(&game, Answer::Next);
        let command = flow.command(&game).unwrap();
        assert_eq!(command, Command::GiveAction { figure: FigureId(1), action: ActionKind::Close, roll: None });
        assert!(preview(&game, &command).unwrap().iter().any(|e| matches!(e, Event::TokenAdded { .. })));
    }

    #[test]
    fn cav_28_a_mounted_charge_asks_for_contact_first_and_in_contact_ends_in_the_engines_refusal() {
        let game = cavalry();
        let mut flow = Flow::new(Wizard::CavalryTurn(CavalryTurn::new(FigureId(0))));
        flow.answer(&game, Answer::Opt(Opt::Maneuver(Proficiency::MountedCharge)));
        assert_eq!(flow.step(&game).unwrap().key, StepKey::CavManeuver);
        flow.answer(&game, Answer::Next);
        let step = flow.step(&game).unwrap();
        assert_eq!((step.key, step.rule), (StepKey::CavContact, RuleId::Cav28));
        let mut touching = flow.clone();
        touching.answer(&game, Answer::Opt(Opt::Yes));
        let step = touching.step(&game).unwrap();
        let refusal = dialkeeper_core::RuleViolation::CavInContact { unit: FigureId(0), proficiency: Proficiency::MountedCharge };
        assert_eq!((step.key, step.ask), (StepKey::Refused, Ask::Refused(refusal)), "no dial is asked for what cannot happen");
        assert_eq!(touching.command(&game), None);
        flow.answer(&game, Answer::Opt(Opt::No));
        assert_eq!(flow.step(&game).unwrap().key, StepKey::CavDial);
        flow.answer(&game, Answer::Opt(Opt::Figure(FigureId(1))));
        flow.answer(&game, Answer::Next);
        let command = flow.command(&game).unwrap();
        assert_eq!(command, Command::MountedCharge { attacker: FigureId(1), roll: None, in_contact: false, answers: Default::default() });
        assert!(preview(&game, &command).is_ok());
    }

    #[test]
    fn a_cavalry_move_uses_the_mount() {
        let game = cavalry();
        let mut flow = Flow::new(Wizard::CavalryTurn(CavalryTurn::new(FigureId(0))));
        flow.answer(&game, Answer::Opt(Opt::Action(ActionKind::Move)));
        assert_eq!(flow.step(&game).unwrap().rule, RuleId::Cav11);
        flow.answer(&game, Answer::Next);
        assert_eq!(flow.command(&game), Some(Command::GiveAction { figure: FigureId(0), action: ActionKind::Move, roll: None }));
    }

    #[test]
    fn colossal_walkthrough_moves_first_combines_distance_and_rolls_break_away() {
        let mut game = chariot();
        let colossus = FigureId(2);
        let mut flow = Flow::new(Wizard::ColossalTurn(ColossalTurn::new(colossus)));
        assert_eq!(flow.step(&game).unwrap().ask, Ask::Choose(Section::ALL.into_iter().map(Opt::Section).collect()));
        flow.answer(&game, Answer::Opt(Opt::Section(Section::Front)));
        flow.answer(&game, Answer::Opt(Opt::Action(ActionKind::Move)));
        let step = flow.step(&game).unwrap();
        assert_eq!((step.key, step.args.clone()), (StepKey::ColDistance, vec![("distance", 0), ("total", 8)]));
        flow.answer(&game, Answer::Next);
        flow.answer(&game, Answer::Opt(Opt::Yes));
        assert_eq!(flow.step(&game).unwrap().ask, Ask::Die);
        flow.answer(&game, Answer::Die(1));
        let command = flow.command(&game).unwrap();
        let events = preview(&game, &command).unwrap();
        assert!(events.iter().any(|e| matches!(e, Event::BreakAway { success: false, .. })));
        // After a close action no move is offered and the section that acted is not either.
        game.try_apply(Command::GiveSectionAction {
            figure: colossus,
            section: Section::Left,
            action: ActionKind::Close,
            roll: None,
            answers: ActionAnswers { push_to: Some(Section::Left), ..Default::default() },
        })
        .unwrap();
        assert!(!ColossalTurn::sections(&game, colossus).contains(&Section::Left));
        assert!(!ColossalTurn::actions(&game, colossus, Section::Front).contains(&ActionKind::Move));
        let mut flow = Flow::new(Wizard::ColossalTurn(ColossalTurn::new(colossus)));
        flow.answer(&game, Answer::Opt(Opt::Section(Section::Front)));
        assert_eq!(flow.step(&game).unwrap().key, StepKey::ColMovesFirst);
    }

    #[test]
    fn colossal_ranged_explains_the_line_and_long_range() {
        let game = chariot();
        let mut flow = Flow::new(Wizard::ColossalTurn(ColossalTurn::new(FigureId(2))));
        flow.answer(&game, Answer::Opt(Opt::Section(Section::Front)));
        flow.answer(&game, Answer::Opt(Opt::Action(ActionKind::Ranged)));
        assert_eq!(flow.step(&game).unwrap().key, StepKey::ColRangedLine);
        flow.answer(&game, Answer::Next);
        let step = flow.step(&game).unwrap();
        assert_eq!((step.key, step.args), (StepKey::ColLongRange, vec![("range", 8), ("long", 16)]));
        flow.answer(&game, Answer::Next);
        assert!(flow.command(&game).is_some());
    }
}
