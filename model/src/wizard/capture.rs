//! Capture (CORE-14): a close attack announced as a capture. Which opposing figure in
//! base contact (the engine's candidates), then the attack roll; the sheet shows before
//! confirming whether the roll takes it captive.

use dialkeeper_core::{ActionKind, ActionRoll, Command, FigureId, Game, RuleId};

use super::step::{Answer, Ask, Guide, Opt, Picture, Step, StepKey, figure};

/// A capture attack by `captor`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Capture {
    /// The figure that tries to capture.
    pub captor: FigureId,
    /// The opposing figure it touches.
    pub target: Option<FigureId>,
    /// The attack roll.
    pub two_d6: Option<u8>,
}

impl Capture {
    /// A new capture wizard for this figure.
    pub fn new(captor: FigureId) -> Capture {
        Capture { captor, target: None, two_d6: None }
    }
}

impl Guide for Capture {
    fn step(&self, game: &Game, _read: &[StepKey]) -> Option<Step> {
        if self.target.is_none() {
            let options = game.capture_targets(self.captor).into_iter().map(Opt::Figure).collect();
            return Some(Step::new(StepKey::CaptureTarget, RuleId::Core14, None, Ask::Choose(options)));
        }
        if self.two_d6.is_none() {
            let rolls = (2..=12).map(Opt::Number).collect();
            return Some(
                Step::new(StepKey::Capture2d6, RuleId::Core14, Some(Picture::Die), Ask::Choose(rolls))
                    .with("bonus", i64::from(dialkeeper_core::CAPTURE_DEFENSE_BONUS)),
            );
        }
        None
    }

    fn answer(&mut self, _game: &Game, key: StepKey, answer: Answer) {
        match (key, answer) {
            (StepKey::CaptureTarget, answer) => self.target = figure(&answer),
            (StepKey::Capture2d6, Answer::Opt(Opt::Number(n))) => self.two_d6 = Some(n),
            _ => {}
        }
    }

    fn command(&self, _game: &Game) -> Option<Command> {
        let roll = ActionRoll::Capture { target: self.target?, two_d6: self.two_d6?, modifier: 0 };
        Some(Command::GiveAction { figure: self.captor, action: ActionKind::Close, roll: Some(roll) })
    }
}

#[cfg(test)]
mod tests {
    use dialkeeper_core::{ArmyFigure, Event};

    use super::super::{Flow, Wizard, fixtures, offered, preview};
    use super::*;

    /// Ana: spearman (0), archer (1); Ben: spearman (2), archer (3).
    fn table() -> Game {
        let army = || vec![ArmyFigure::new(fixtures::def("Tidewatch Spearman")), ArmyFigure::new(fixtures::def("Emberline Archer"))];
        fixtures::game(army(), army())
    }

    #[test]
    fn core_14_the_wizard_offers_the_engines_targets_and_ends_in_one_capture_attack() {
        let game = table();
        assert!(offered(&game, FigureId(0), false).iter().any(|w| w.code() == "capture"));
        assert!(!offered(&game, FigureId(2), false).iter().any(|w| w.code() == "capture"), "not Ben's turn");
        let mut flow = Flow::new(Wizard::Capture(Capture::new(FigureId(0))));
        let step = flow.step(&game).unwrap();
        assert_eq!(step.ask, Ask::Choose(vec![Opt::Figure(FigureId(2)), Opt::Figure(FigureId(3))]));
        flow.answer(&game, Answer::Opt(Opt::Figure(FigureId(2))));
        assert_eq!(flow.step(&game).unwrap().key, StepKey::Capture2d6);
        flow.answer(&game, Answer::Opt(Opt::Number(12)));
        let command = flow.command(&game).expect("every step answered");
        let events = preview(&game, &command).unwrap();
        assert!(events.contains(&Event::Captured { captor: FigureId(0), captive: FigureId(2) }), "{events:?}");
    }

    /// The walk: capture's keys did not say which totals hit, nor mark 2 and 12.
    #[test]
    fn core_09_capture_keys_say_which_totals_hit_and_mark_the_criticals() {
        use crate::roll::Mark;
        let game = table();
        let mut flow = Flow::begin(Wizard::Capture(Capture::new(FigureId(0))), &game);
        assert!(flow.roll_keys(&game).is_none(), "no keys before the 2d6 step");
        flow.answer(&game, Answer::Opt(Opt::Figure(FigureId(2))));
        let keys = flow.roll_keys(&game).expect("the 2d6 step's keys");
        assert_eq!(keys.len(), 11);
        assert_eq!(keys.first(), Some(&(2, Mark::CriticalMiss)), "{keys:?}");
        assert_eq!(keys.last(), Some(&(12, Mark::CriticalHit)), "{keys:?}");
        let first_hit = keys.iter().position(|(_, m)| m.hits()).unwrap();
        assert!(keys[first_hit..].iter().all(|(_, m)| m.hits()), "hits from one total up: {keys:?}");
        assert!(keys[1..first_hit].iter().all(|(_, m)| *m == Mark::Miss), "{keys:?}");
    }
}
