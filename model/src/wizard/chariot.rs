//! Chariot wizards: board and disembark (CHR-05, CHR-06), and the passenger of an
//! eliminated chariot (CHR-12).

use dialkeeper_core::{Command, FigureId, Game, RuleId, Section};

use super::step::{Answer, Ask, Guide, Opt, Picture, Step, StepKey, die, figure, section, yes, yes_no};

/// The sections a figure can stand against to board or disembark.
pub const DOORS: [Section; 3] = [Section::Left, Section::Right, Section::Rear];

/// Board a friendly chariot (CHR-05).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Board {
    /// The figure boarding.
    pub figure: FigureId,
    /// The chariot.
    pub chariot: Option<FigureId>,
    /// The section it touches.
    pub section: Option<Section>,
    /// Whether it is a sentry.
    pub sentry: Option<bool>,
}

impl Guide for Board {
    fn step(&self, game: &Game, _read: &[StepKey]) -> Option<Step> {
        if self.chariot.is_none() {
            let options = game.board_chariots(self.figure).into_iter().map(Opt::Figure).collect();
            return Some(Step::new(StepKey::BoardChariot, RuleId::Chr05, Some(Picture::RearCompartment), Ask::Choose(options)));
        }
        if self.section.is_none() {
            return Some(Step::new(StepKey::BoardSection, RuleId::Chr05, Some(Picture::RearCompartment), doors()));
        }
        if self.sentry.is_none() {
            return Some(Step::new(StepKey::BoardSentry, RuleId::Chr05, None, yes_no()));
        }
        None
    }

    fn answer(&mut self, _game: &Game, key: StepKey, answer: Answer) {
        match key {
            StepKey::BoardChariot => self.chariot = figure(&answer),
            StepKey::BoardSection => self.section = section(&answer),
            StepKey::BoardSentry => self.sentry = yes(&answer),
            _ => {}
        }
    }

    fn command(&self, _game: &Game) -> Option<Command> {
        Some(Command::Board { figure: self.figure, chariot: self.chariot?, section: self.section?, sentry: self.sentry? })
    }
}

fn doors() -> Ask {
    Ask::Choose(DOORS.into_iter().map(Opt::Section).collect())
}

/// Disembark (CHR-06): which section to stand against.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Disembark {
    /// The passenger.
    pub figure: FigureId,
    /// The section.
    pub section: Option<Section>,
}

impl Guide for Disembark {
    fn step(&self, _game: &Game, _read: &[StepKey]) -> Option<Step> {
        self.section.is_none().then(|| Step::new(StepKey::DisembarkSection, RuleId::Chr06, Some(Picture::RearCompartment), doors()))
    }

    fn answer(&mut self, _game: &Game, key: StepKey, answer: Answer) {
        if key == StepKey::DisembarkSection {
            self.section = section(&answer);
        }
    }

    fn command(&self, _game: &Game) -> Option<Command> {
        Some(Command::Disembark { figure: self.figure, section: self.section? })
    }
}

/// The 1d6 for the passenger of an eliminated chariot (CHR-12).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Wreck {
    /// The passenger.
    pub figure: FigureId,
    /// The die.
    pub d6: Option<u8>,
}

impl Guide for Wreck {
    fn step(&self, _game: &Game, _read: &[StepKey]) -> Option<Step> {
        self.d6.is_none().then(|| Step::new(StepKey::WreckD6, RuleId::Chr12, Some(Picture::Die), Ask::Die))
    }

    fn answer(&mut self, _game: &Game, key: StepKey, answer: Answer) {
        if key == StepKey::WreckD6 {
            self.d6 = die(&answer);
        }
    }

    fn command(&self, _game: &Game) -> Option<Command> {
        Some(Command::WreckRoll { figure: self.figure, d6: self.d6? })
    }
}

#[cfg(test)]
mod tests {
    use dialkeeper_core::Event;

    use super::super::colossal::AreaHit;
    use super::super::fixtures::{BEN, CHARIOT, COLOSSUS, SPEAR, chariot};
    use super::super::{Flow, Wizard, preview, triggered};
    use super::*;

    #[test]
    fn board_offers_friendly_chariots_and_the_side_and_rear_sections() {
        let game = chariot();
        assert_eq!(game.board_chariots(SPEAR), vec![CHARIOT]);
        assert!(game.board_chariots(BEN).is_empty(), "no friendly chariot");
        assert!(game.board_chariots(COLOSSUS).is_empty(), "colossals never ride");
        let mut flow = Flow::new(Wizard::Board(Board { figure: SPEAR, chariot: None, section: None, sentry: None }));
        assert_eq!(flow.step(&game).unwrap().ask, Ask::Choose(vec![Opt::Figure(CHARIOT)]));
        flow.answer(&game, Answer::Opt(Opt::Figure(CHARIOT)));
        assert_eq!(flow.step(&game).unwrap().ask, Ask::Choose(DOORS.into_iter().map(Opt::Section).collect()));
        flow.answer(&game, Answer::Opt(Opt::Section(Section::Rear)));
        let mut sentry = flow.clone();
        sentry.answer(&game, Answer::Opt(Opt::Yes));
        assert_eq!(preview(&game, &sentry.command(&game).unwrap()).unwrap_err().rule(), RuleId::Chr05);
        flow.answer(&game, Answer::Opt(Opt::No));
        let events = preview(&game, &flow.command(&game).unwrap()).unwrap();
        assert!(events.contains(&Event::Boarded { figure: SPEAR, chariot: CHARIOT }));
    }

    #[test]
    fn disembark_asks_the_section() {
        let mut game = chariot();
        game.try_apply(Command::Board { figure: SPEAR, chariot: CHARIOT, section: Section::Rear, sentry: false }).unwrap();
        game.try_apply(Command::EndTurn).unwrap();
        game.try_apply(Command::EndTurn).unwrap();
        let mut flow = Flow::new(Wizard::Disembark(Disembark { figure: SPEAR, section: None }));
        flow.answer(&game, Answer::Opt(Opt::Section(Section::Left)));
        let events = preview(&game, &flow.command(&game).unwrap()).unwrap();
        assert!(events.contains(&Event::Disembarked { figure: SPEAR, chariot: CHARIOT, section: Section::Left }));
    }

    #[test]
    fn a_front_hit_asks_no_passenger_roll_and_an_eliminated_chariot_starts_the_wreck_roll() {
        let mut game = chariot();
        game.try_apply(Command::Board { figure: SPEAR, chariot: CHARIOT, section: Section::Rear, sentry: false }).unwrap();
        let mut flow = Flow::new(Wizard::AreaHit(AreaHit::new(CHARIOT)));
        flow.answer(&game, Answer::Opt(Opt::AimOne));
        flow.answer(&game, Answer::Opt(Opt::Section(Section::Front)));
        assert_eq!(flow.step(&game).unwrap().key, StepKey::AreaDealt);
        // Knock out two sections: six skulls eliminate the chariot (COL-05).
        let mut events = vec![];
        for dial in [0u8, 1] {
            events = game.try_apply(Command::Damage { figure: CHARIOT, dial, clicks: 9 }).unwrap();
        }
        let mut wreck = triggered(&game, &events).expect("the wreck roll starts by itself");
        assert_eq!(wreck.wizard.code(), "wreck");
        wreck.answer(&game, Answer::Die(3));
        let events = preview(&game, &wreck.command(&game).unwrap()).unwrap();
        assert!(events.iter().any(|e| matches!(e, Event::Damaged { figure: SPEAR, .. })));
    }
}
