//! Formations (CORE-13): two or more figures acting as one, for one action. Which
//! action, which figures join (the engine's candidates), whether they all touch, then,
//! for an attack, which member is the primary attacker (any the engine would take, not
//! only the figure whose card was opened), the target and the primary attacker's roll; the sheet shows before
//! confirming what the one formation command does (every member's token and pushing
//! damage, the bonus, a hit or a miss).

use dialkeeper_core::{ActionAnswers, ActionKind, ActionRoll, Command, FigureId, Game, RuleId};

use super::step::{Answer, Ask, Guide, Opt, Picture, Step, StepKey, figure, yes_no};

/// A formation led by `primary` (the attacker, or for a move the figure it is given
/// through).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Formation {
    /// The primary member: the figure whose card was opened until the player picks
    /// another member for an attack.
    pub primary: FigureId,
    /// Whether the primary attacker was chosen (an attack asks; a move does not).
    pub primary_chosen: bool,
    /// Move, close or ranged.
    pub action: Option<ActionKind>,
    /// The other members, as ticked.
    pub members: Option<Vec<FigureId>>,
    /// The table's answer: do they all touch (and, to attack in close combat, the target)?
    pub contact: Option<bool>,
    /// The figure attacked.
    pub target: Option<FigureId>,
    /// The target's friends in base contact that lend it their Defend (CORE-16), as ticked.
    pub defenders: Option<Vec<FigureId>>,
    /// The primary attacker's 2d6.
    pub two_d6: Option<u8>,
}

/// The formations there are.
const KINDS: [ActionKind; 3] = [ActionKind::Move, ActionKind::Close, ActionKind::Ranged];

impl Formation {
    /// A new formation wizard led by this figure.
    pub fn new(primary: FigureId) -> Formation {
        Formation {
            primary,
            primary_chosen: false,
            action: None,
            members: None,
            contact: None,
            target: None,
            defenders: None,
            two_d6: None,
        }
    }

    /// Each figure of the formation as its leader, with the others as its members: the
    /// figure whose card was opened first, then the ticked members in their order. A
    /// cavalry unit leads an attack by either dial, mount first: the controller picks the
    /// dial that attacks (CAV-12).
    fn leaders<'a>(&'a self, game: &'a Game, members: &'a [FigureId]) -> impl Iterator<Item = (FigureId, Vec<FigureId>)> + 'a {
        let everyone: Vec<FigureId> = std::iter::once(self.primary).chain(members.iter().copied()).collect();
        (0..everyone.len()).flat_map(move |i| {
            let mut others = everyone.clone();
            let member = others.remove(i);
            Formation::dials(game, member).into_iter().map(move |lead| (lead, others.clone()))
        })
    }

    /// The kinds of formation the engine would let `primary` lead now, by either dial of
    /// a cavalry unit, with others to join it: the card offers the wizard only where
    /// there is one.
    pub fn kinds(game: &Game, primary: FigureId) -> Vec<ActionKind> {
        KINDS.into_iter().filter(|&a| Formation::dials(game, primary).into_iter().any(|d| game.may_lead_formation(d, a))).collect()
    }

    /// A figure's dials: a cavalry unit's two, mount first, or the figure.
    fn dials(game: &Game, figure: FigureId) -> Vec<FigureId> {
        let dials = game.unit_dials(figure);
        if dials.is_empty() { vec![figure] } else { dials }
    }

    /// Who leads until the player picks the primary attacker: the card's figure, or the
    /// first of its unit's dials that may lead this formation (a mount with no range
    /// cannot lead a ranged one; its rider may, CAV-12).
    fn lead(&self, game: &Game, action: ActionKind) -> FigureId {
        if self.primary_chosen {
            return self.primary;
        }
        Formation::dials(game, self.primary).into_iter().find(|&d| game.may_lead_formation(d, action)).unwrap_or(self.primary)
    }
}

impl Guide for Formation {
    fn step(&self, game: &Game, _read: &[StepKey]) -> Option<Step> {
        let Some(action) = self.action else {
            let options = Formation::kinds(game, self.primary).into_iter().map(Opt::Action).collect();
            return Some(Step::new(StepKey::FormationAction, RuleId::Core13, None, Ask::Choose(options)));
        };
        let Some(members) = &self.members else {
            let candidates = game.formation_members(self.lead(game, action), action, &[]);
            return Some(Step::new(StepKey::FormationMembers, RuleId::Core13, None, Ask::Many(candidates)));
        };
        let Some(contact) = self.contact else {
            return Some(Step::new(StepKey::FormationContact, RuleId::Core13, None, yes_no()));
        };
        // The engine's reason, before any die: too few, too many, not touching…
        if let Some(refusal) = game.formation_refusal(self.lead(game, action), action, members, contact) {
            return Some(Step::refused(refusal));
        }
        if action == ActionKind::Move {
            return None;
        }
        // Any member may be the primary attacker: those the engine would take, with a
        // figure to attack. (A single one is taken by itself, and said.)
        if !self.primary_chosen {
            let options = self
                .leaders(game, members)
                .filter(|(lead, others)| {
                    game.formation_refusal(*lead, action, others, contact).is_none()
                        && !game.formation_targets(*lead, action, others).is_empty()
                })
                .map(|(lead, _)| Opt::Figure(lead))
                .collect();
            return Some(Step::new(StepKey::FormationPrimary, RuleId::Core13, None, Ask::Choose(options)));
        }
        if self.target.is_none() {
            let options = game.formation_targets(self.primary, action, members).into_iter().map(Opt::Figure).collect();
            return Some(Step::new(StepKey::FormationTarget, RuleId::Core13, None, Ask::Choose(options)));
        }
        // A friend of the target showing Defend may lend it its defense (CORE-16): asked
        // only where one shows it now.
        if self.defenders.is_none()
            && let Some(target) = self.target
        {
            let mut friends: Vec<FigureId> =
                game.formation_defenders(self.primary, action, members, target).into_iter().map(|d| d.defender).collect();
            friends.dedup();
            if !friends.is_empty() {
                return Some(Step::new(StepKey::FormationDefender, RuleId::Core16, None, Ask::Many(friends)));
            }
        }
        if self.two_d6.is_none() {
            let rolls = (2..=12).map(Opt::Number).collect();
            return Some(
                Step::new(StepKey::Formation2d6, RuleId::Core13, Some(Picture::Die), Ask::Choose(rolls))
                    .with("bonus", members.len() as i64),
            );
        }
        None
    }

    fn answer(&mut self, game: &Game, key: StepKey, answer: Answer) {
        match (key, answer) {
            (StepKey::FormationAction, Answer::Opt(Opt::Action(a))) => self.action = Some(a),
            (StepKey::FormationMembers, Answer::Figures(picked)) => self.members = Some(picked),
            (StepKey::FormationContact, Answer::Opt(o)) => self.contact = Some(o == Opt::Yes),
            (StepKey::FormationPrimary, Answer::Opt(Opt::Figure(lead))) => {
                if let Some((_, others)) = self.members.as_deref().and_then(|m| self.leaders(game, m).find(|(l, _)| *l == lead)) {
                    (self.primary, self.members, self.primary_chosen) = (lead, Some(others), true);
                }
            }
            (StepKey::FormationTarget, answer) => {
                self.target = figure(&answer);
                // Another target has other friends: ask again.
                self.defenders = None;
            }
            (StepKey::FormationDefender, Answer::Figures(picked)) => self.defenders = Some(picked),
            (StepKey::Formation2d6, Answer::Opt(Opt::Number(n))) => self.two_d6 = Some(n),
            _ => {}
        }
    }

    fn command(&self, game: &Game) -> Option<Command> {
        let action = self.action?;
        let roll = match action {
            ActionKind::Move => None,
            _ => Some(ActionRoll::Attack { targets: vec![self.target?], two_d6: self.two_d6?, modifier: 0 }),
        };
        Some(Command::Formation {
            primary: self.lead(game, action),
            members: self.members.clone()?,
            action,
            roll,
            all_in_contact: self.contact?,
            answers: ActionAnswers {
                // Each friend the player ticked, as the engine may take it (a colossal by a
                // section that may lend it).
                defended: match (self.target, &self.defenders) {
                    (Some(target), Some(defenders)) => {
                        let members = self.members.clone()?;
                        let lending = game.formation_defenders(self.primary, action, &members, target);
                        defenders.iter().filter_map(|&d| lending.iter().find(|l| l.defender == d).copied()).collect()
                    }
                    _ => Vec::new(),
                },
                ..ActionAnswers::default()
            },
        })
    }
}

#[cfg(test)]
mod tests {
    use dialkeeper_core::{ArmyFigure, Event};

    use super::super::{Flow, Wizard, fixtures, offered, preview};
    use super::*;

    /// Ana: three spearmen (0, 1, 2); Ben: a spearman (3) and an archer (4).
    fn table() -> Game {
        let spear = || ArmyFigure::new(fixtures::def("Tidewatch Spearman"));
        fixtures::game(vec![spear(), spear(), spear()], vec![spear(), ArmyFigure::new(fixtures::def("Emberline Archer"))])
    }

    #[test]
    fn core_13_the_wizard_picks_members_and_ends_in_one_close_formation_with_its_bonus() {
        let game = table();
        assert!(offered(&game, FigureId(0), false).iter().any(|w| w.code() == "formation"));
        assert!(!offered(&game, FigureId(3), false).iter().any(|w| w.code() == "formation"), "not Ben's turn");
        let mut flow = Flow::new(Wizard::Formation(Formation::new(FigureId(0))));
        let step = flow.step(&game).unwrap();
        assert_eq!(step.key, StepKey::FormationAction);
        assert!(
            matches!(&step.ask, Ask::Choose(o) if o.contains(&Opt::Action(ActionKind::Close)) && o.contains(&Opt::Action(ActionKind::Move)))
        );
        flow.answer(&game, Answer::Opt(Opt::Action(ActionKind::Close)));
        assert_eq!(flow.step(&game).unwrap().ask, Ask::Many(vec![FigureId(1), FigureId(2)]), "Ana's own, never Ben's");
        flow.answer(&game, Answer::Figures(vec![FigureId(1), FigureId(2)]));
        flow.answer(&game, Answer::Opt(Opt::Yes));
        let lead = flow.step(&game).unwrap();
        assert_eq!((lead.key, lead.ask), (StepKey::FormationPrimary, Ask::Choose((0..3).map(|i| Opt::Figure(FigureId(i))).collect())));
        flow.answer(&game, Answer::Opt(Opt::Figure(FigureId(0))));
        assert_eq!(flow.step(&game).unwrap().key, StepKey::FormationTarget);
        flow.answer(&game, Answer::Opt(Opt::Figure(FigureId(3))));
        let roll = flow.step(&game).unwrap();
        assert_eq!((roll.key, roll.args.clone()), (StepKey::Formation2d6, vec![("bonus", 2)]));
        flow.answer(&game, Answer::Opt(Opt::Number(7)));
        let command = flow.command(&game).expect("every step answered");
        let events = preview(&game, &command).unwrap();
        assert!(
            events.iter().any(|e| matches!(e, Event::Hit { attacker: FigureId(0), target: FigureId(3), .. })),
            "7 + 9 + 2 hits defense 15: {events:?}"
        );
        let mut after = game.clone();
        after.try_apply(command).unwrap();
        assert_eq!(after.actions_left(), game.actions_left() - 1, "one action for three figures");
        for id in [0, 1, 2] {
            assert_eq!(after.state().figure(FigureId(id)).tokens, 1, "member {id} has its token");
        }
    }

    /// Found in review (issue 50): a cavalry unit led a formation's attack by its mount's
    /// dial only, though for a close or ranged action the controller picks the mount's or
    /// the rider's dial (CAV-12; cavalry form formations with cavalry, CAV-19). Each
    /// unit's rider is offered as the primary attacker too, and the engine's attack is
    /// the rider's, with the other unit a member.
    #[test]
    fn cav_12_a_cavalry_formation_attacks_with_the_dial_the_player_picks() {
        let mut a = fixtures::unit(fixtures::charger(), fixtures::def("Ashen Lancer"), 0);
        a.extend(fixtures::unit(fixtures::def("Cinder Warhorse"), fixtures::def("Ashen Lancer"), 2));
        let mut game = fixtures::game(a, vec![ArmyFigure::new(fixtures::def("Tidewatch Spearman"))]);
        let (mount, rider, other, foe) = (FigureId(0), FigureId(1), FigureId(2), FigureId(4));
        // Past the mounts' first click, where Charge keeps them out of any formation.
        for figure in [mount, other] {
            game.try_apply(Command::Damage { figure, dial: 0, clicks: 1 }).unwrap();
        }
        let mut flow = Flow::begin(Wizard::Formation(Formation::new(mount)), &game);
        if flow.step(&game).is_some_and(|s| s.key == StepKey::FormationAction) {
            flow.answer(&game, Answer::Opt(Opt::Action(ActionKind::Close)));
        }
        let members = flow.step(&game).unwrap().ask;
        assert_eq!(members, Ask::Many(vec![other]), "the other unit, once, by its mount");
        flow.answer(&game, Answer::Figures(vec![other]));
        flow.answer(&game, Answer::Opt(Opt::Yes));
        let lead = flow.step(&game).unwrap();
        assert_eq!(lead.key, StepKey::FormationPrimary, "{lead:?}");
        let Ask::Choose(leads) = lead.ask else { panic!("{lead:?}") };
        assert!(leads.contains(&Opt::Figure(mount)) && leads.contains(&Opt::Figure(rider)), "either dial of the card's unit: {leads:?}");
        assert!(leads.contains(&Opt::Figure(FigureId(3))), "or of the member's: {leads:?}");
        flow.answer(&game, Answer::Opt(Opt::Figure(rider)));
        if flow.step(&game).is_some_and(|s| s.key == StepKey::FormationTarget) {
            flow.answer(&game, Answer::Opt(Opt::Figure(foe)));
        }
        flow.answer(&game, Answer::Opt(Opt::Number(7)));
        let command = flow.command(&game).expect("every step answered");
        assert!(matches!(&command, Command::Formation { primary, members, .. } if *primary == rider && *members == [other]), "{command:?}");
        let events = preview(&game, &command).unwrap();
        assert!(
            events.iter().any(|e| matches!(e, Event::Hit { attacker, .. } | Event::Missed { attacker, .. } if *attacker == rider)),
            "{events:?}"
        );
    }

    /// Found in review: where the mount may not lead (a ranged formation, the mount with
    /// no range), the rider may (CAV-12), and the other unit joins by the dial that may;
    /// the card offered no ranged formation to such units before.
    #[test]
    fn cav_12_a_ranged_cavalry_formation_is_led_by_the_rider_when_the_mount_has_no_range() {
        let mut lancer = fixtures::def("Ashen Lancer");
        lancer.range = 6;
        let mut a = fixtures::unit(fixtures::def("Cinder Warhorse"), lancer.clone(), 0);
        a.extend(fixtures::unit(fixtures::def("Cinder Warhorse"), lancer.clone(), 2));
        a.extend(fixtures::unit(fixtures::def("Cinder Warhorse"), lancer, 4));
        let mut game = fixtures::game(a, vec![ArmyFigure::new(fixtures::def("Tidewatch Spearman"))]);
        for figure in [FigureId(0), FigureId(2), FigureId(4)] {
            game.try_apply(Command::Damage { figure, dial: 0, clicks: 1 }).unwrap();
        }
        assert_eq!(game.figure(FigureId(0)).unwrap().def.range, 0, "the mount has no range");
        assert!(Formation::kinds(&game, FigureId(0)).contains(&ActionKind::Ranged));
        let mut flow = Flow::begin(Wizard::Formation(Formation::new(FigureId(0))), &game);
        if flow.step(&game).is_some_and(|s| s.key == StepKey::FormationAction) {
            flow.answer(&game, Answer::Opt(Opt::Action(ActionKind::Ranged)));
        }
        assert_eq!(flow.step(&game).unwrap().ask, Ask::Many(vec![FigureId(3), FigureId(5)]), "the other units, by their riders");
        flow.answer(&game, Answer::Figures(vec![FigureId(3), FigureId(5)]));
        flow.answer(&game, Answer::Opt(Opt::Yes));
        if let Some(step) = flow.step(&game).filter(|s| s.key == StepKey::FormationPrimary) {
            assert!(matches!(&step.ask, Ask::Choose(o) if !o.contains(&Opt::Figure(FigureId(0)))), "not the mount: {step:?}");
            flow.answer(&game, Answer::Opt(Opt::Figure(FigureId(1))));
        }
        if flow.step(&game).is_some_and(|s| s.key == StepKey::FormationTarget) {
            flow.answer(&game, Answer::Opt(Opt::Figure(FigureId(6))));
        }
        flow.answer(&game, Answer::Opt(Opt::Number(7)));
        let command = flow.command(&game).expect("every step answered");
        assert!(
            matches!(&command, Command::Formation { primary: FigureId(1), members, .. } if *members == [FigureId(3), FigureId(5)]),
            "{command:?}"
        );
        preview(&game, &command).expect("the engine takes it");
    }

    /// Issue 35: with one partner only, a move formation (three or more) is not offered,
    /// where before it was, and refused after six taps; a close one (two) still is.
    #[test]
    fn core_13_a_formation_is_offered_only_where_the_engine_would_take_one() {
        let spear = || ArmyFigure::new(fixtures::def("Tidewatch Spearman"));
        let game = fixtures::game(vec![spear(), spear()], vec![spear()]);
        assert_eq!(Formation::kinds(&game, FigureId(0)), vec![ActionKind::Close]);
        assert!(offered(&game, FigureId(0), false).iter().any(|w| w.code() == "formation"));
        let alone = fixtures::game(vec![spear()], vec![spear()]);
        assert!(!offered(&alone, FigureId(0), false).iter().any(|w| w.code() == "formation"));
        // With the only kind taken by itself (issue 35), the wizard starts at the members.
        let flow = Flow::begin(Wizard::Formation(Formation::new(FigureId(0))), &game);
        assert_eq!(flow.step(&game).unwrap().key, StepKey::FormationMembers);
    }

    /// Issue 32: Defend answers a formation's attack too (CORE-13, CORE-16): a friend of
    /// the target showing Defend is asked for, and the engine compares against its defense.
    #[test]
    fn core_13_a_formation_attack_asks_for_the_targets_defender() {
        let game = table();
        let mut flow = Flow::new(Wizard::Formation(Formation::new(FigureId(0))));
        flow.answer(&game, Answer::Opt(Opt::Action(ActionKind::Close)));
        flow.answer(&game, Answer::Figures(vec![FigureId(1)]));
        flow.answer(&game, Answer::Opt(Opt::Yes));
        flow.answer(&game, Answer::Opt(Opt::Figure(FigureId(0))));
        flow.answer(&game, Answer::Opt(Opt::Figure(FigureId(4))));
        let step = flow.step(&game).unwrap();
        assert_eq!((step.key, step.ask), (StepKey::FormationDefender, Ask::Many(vec![FigureId(3)])), "Ben's spearman shows Defend");
        flow.answer(&game, Answer::Figures(vec![FigureId(3)]));
        flow.answer(&game, Answer::Opt(Opt::Number(5)));
        let command = flow.command(&game).unwrap();
        let events = preview(&game, &command).unwrap();
        assert!(
            events.iter().any(|e| matches!(e, Event::AttackCompared { defense: 15, .. })),
            "the archer defends with the spearman's 15, not its own 14: {events:?}"
        );
    }

    /// Issue 48, finding 9: the figure whose card was opened is not always the primary
    /// attacker. The player picks another member; it rolls and hits, and the opened
    /// figure joins as a member with its token.
    #[test]
    fn core_13_the_primary_attacker_is_chosen_not_assumed() {
        let game = table();
        let mut flow = Flow::new(Wizard::Formation(Formation::new(FigureId(0))));
        flow.answer(&game, Answer::Opt(Opt::Action(ActionKind::Close)));
        flow.answer(&game, Answer::Figures(vec![FigureId(1), FigureId(2)]));
        flow.answer(&game, Answer::Opt(Opt::Yes));
        flow.answer(&game, Answer::Opt(Opt::Figure(FigureId(2))));
        flow.answer(&game, Answer::Opt(Opt::Figure(FigureId(3))));
        flow.answer(&game, Answer::Opt(Opt::Number(7)));
        let command = flow.command(&game).expect("every step answered");
        assert!(
            matches!(&command, Command::Formation { primary: FigureId(2), members, .. } if members == &[FigureId(0), FigureId(1)]),
            "{command:?}"
        );
        let events = preview(&game, &command).unwrap();
        assert!(events.iter().any(|e| matches!(e, Event::Hit { attacker: FigureId(2), target: FigureId(3), .. })), "{events:?}");
        // Back to the question: the opened figure leads again if chosen.
        flow.back();
        flow.back();
        flow.back();
        assert_eq!(flow.step(&game).unwrap().key, StepKey::FormationPrimary);
        flow.answer(&game, Answer::Opt(Opt::Figure(FigureId(0))));
        flow.answer(&game, Answer::Opt(Opt::Figure(FigureId(3))));
        flow.answer(&game, Answer::Opt(Opt::Number(7)));
        assert!(matches!(flow.command(&game), Some(Command::Formation { primary: FigureId(0), .. })));
    }

    #[test]
    fn core_13_not_touching_is_refused_before_any_die() {
        let game = table();
        let mut flow = Flow::new(Wizard::Formation(Formation::new(FigureId(0))));
        flow.answer(&game, Answer::Opt(Opt::Action(ActionKind::Move)));
        flow.answer(&game, Answer::Figures(vec![FigureId(1), FigureId(2)]));
        flow.answer(&game, Answer::Opt(Opt::No));
        let step = flow.step(&game).unwrap();
        assert!(matches!(&step.ask, Ask::Refused(v) if v.rule() == RuleId::Core13), "{step:?}");
        assert_eq!(flow.command(&game), None);
        // Back, and yes: a move formation needs no die.
        flow.back();
        flow.answer(&game, Answer::Opt(Opt::Yes));
        assert!(flow.step(&game).is_none());
        assert!(preview(&game, &flow.command(&game).unwrap()).is_ok());
    }
}
