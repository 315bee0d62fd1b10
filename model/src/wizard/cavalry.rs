//! Cavalry wizards: dismount, remount, a mount eliminated first, a riderless mount at the
//! start of a phase, Overwhelm and Trample (CAV-20 to CAV-23, CAV-29, CAV-30).

use dialkeeper_core::{Command, FigureId, Game, Proficiency, RuleId};

use super::step::{Answer, Ask, Guide, Opt, Picture, Step, StepKey, die, figure, info, yes, yes_no};

/// The mount of a unit named by either id.
pub fn unit_mount(game: &Game, unit: FigureId) -> FigureId {
    game.unit_of(unit).unwrap_or(unit)
}

/// Whether the unit's rider is a Dark Rider, who never leaves the saddle (CAV-31): the
/// engine's refusal of its dismount says so.
fn dark_rider(game: &Game, unit: FigureId) -> bool {
    matches!(game.dismount_refusal(unit), Some(dialkeeper_core::RuleViolation::CavDarkRiderDismount { .. }))
}

/// Dismount (CAV-22): is there room for the rider? Then what it does.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Dismount {
    /// The unit (its mount).
    pub unit: FigureId,
    /// The table's answer.
    pub room: Option<bool>,
}

impl Guide for Dismount {
    fn step(&self, game: &Game, read: &[StepKey]) -> Option<Step> {
        if dark_rider(game, self.unit) {
            // A Dark Rider never leaves the saddle: the wizard explains and ends.
            return info(read, StepKey::DismountDark, RuleId::Cav31, Some(Picture::Saddle));
        }
        if self.room.is_none() {
            return Some(Step::new(StepKey::DismountRoom, RuleId::Cav22, Some(Picture::BaseSlot), yes_no()));
        }
        info(read, StepKey::DismountEffect, RuleId::Cav22, Some(Picture::Saddle))
    }

    fn answer(&mut self, _game: &Game, key: StepKey, answer: Answer) {
        if key == StepKey::DismountRoom {
            self.room = yes(&answer);
        }
    }

    fn command(&self, game: &Game) -> Option<Command> {
        if dark_rider(game, self.unit) {
            return None;
        }
        Some(Command::Dismount { unit: self.unit, room_for_rider: self.room? })
    }
}

/// Remount (CAV-23): which mount?
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Remount {
    /// The dismounted rider.
    pub rider: FigureId,
    /// The mount chosen.
    pub mount: Option<FigureId>,
}

impl Guide for Remount {
    fn step(&self, game: &Game, read: &[StepKey]) -> Option<Step> {
        if self.mount.is_none() {
            let options = game.remount_mounts(self.rider).into_iter().map(Opt::Figure).collect();
            return Some(Step::new(StepKey::RemountMount, RuleId::Cav23, Some(Picture::Saddle), Ask::Choose(options)));
        }
        info(read, StepKey::RemountEffect, RuleId::Cav23, Some(Picture::BaseSlot))
    }

    fn answer(&mut self, _game: &Game, key: StepKey, answer: Answer) {
        if key == StepKey::RemountMount {
            self.mount = figure(&answer);
        }
    }

    fn command(&self, _game: &Game) -> Option<Command> {
        Some(Command::Remount { rider: self.rider, mount: self.mount? })
    }
}

/// The mount was eliminated first (CAV-20): was there room to place the rider?
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct RiderThrown {
    /// The rider.
    pub rider: FigureId,
    /// The eliminated mount.
    pub mount: FigureId,
    /// The table's answer.
    pub room: Option<bool>,
}

impl Guide for RiderThrown {
    fn step(&self, _game: &Game, read: &[StepKey]) -> Option<Step> {
        match self.room {
            None => Some(Step::new(StepKey::ThrownRoom, RuleId::Cav20, Some(Picture::Saddle), yes_no())),
            Some(true) => info(read, StepKey::ThrownPlaced, RuleId::Cav20, Some(Picture::Saddle)),
            Some(false) => None,
        }
    }

    fn answer(&mut self, _game: &Game, key: StepKey, answer: Answer) {
        if key == StepKey::ThrownRoom {
            self.room = yes(&answer);
        }
    }

    fn command(&self, _game: &Game) -> Option<Command> {
        (self.room == Some(false)).then_some(Command::NoRoomForRider { rider: self.rider })
    }
}

/// A riderless mount left the game or sided with the player whose turn it is (CAV-21):
/// the engine did it; the wizard explains.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct MountLeft {
    /// The mount.
    pub mount: FigureId,
    /// Skittish and gone (else mean-spirited and siding).
    pub fled: bool,
}

impl Guide for MountLeft {
    fn step(&self, _game: &Game, read: &[StepKey]) -> Option<Step> {
        let key = if self.fled { StepKey::MountFled } else { StepKey::MountSides };
        info(read, key, RuleId::Cav21, Some(Picture::BaseSlot))
    }

    /// None: the engine already did it; the wizard only explains.
    fn command(&self, _game: &Game) -> Option<Command> {
        None
    }
}

/// Overwhelm (CAV-29): out of contact and without speed abilities? Then the target, the
/// d6, and room for a dismounted rider.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Overwhelm {
    /// The overwhelming unit (its mount).
    pub unit: FigureId,
    /// The table's answer: is the unit in base contact with an opposing figure?
    pub contact: Option<bool>,
    /// The table's answer: will the move use a speed ability?
    pub speed: Option<bool>,
    /// The opposing unit (its mount).
    pub target: Option<FigureId>,
    /// The die.
    pub d6: Option<u8>,
    /// Room for the target's rider, asked only when the roll dismounts it.
    pub room: Option<bool>,
}

impl Overwhelm {
    /// A new Overwhelm wizard for this unit.
    pub fn new(unit: FigureId) -> Overwhelm {
        Overwhelm { unit, contact: None, speed: None, target: None, d6: None, room: None }
    }
}

impl Guide for Overwhelm {
    fn step(&self, game: &Game, _read: &[StepKey]) -> Option<Step> {
        let Some(contact) = self.contact else { return Some(Step::new(StepKey::CavContact, RuleId::Cav29, Some(Picture::Arcs), yes_no())) };
        // Each answer is put to the engine as soon as it is given: a unit in contact is
        // told so before the next question.
        let refusal = |speed| game.maneuver_refusal(self.unit, Proficiency::Overwhelm, contact, speed).map(Step::refused);
        let Some(speed) = self.speed else {
            return refusal(false).or_else(|| Some(Step::new(StepKey::OverwhelmSpeed, RuleId::Cav29, Some(Picture::Arcs), yes_no())));
        };
        if let Some(refused) = refusal(speed) {
            return Some(refused);
        }
        if self.target.is_none() {
            let options = game.overwhelm_targets(self.unit).into_iter().map(Opt::Figure).collect();
            return Some(Step::new(StepKey::OverwhelmTarget, RuleId::Cav29, Some(Picture::Arcs), Ask::Choose(options)));
        }
        let Some(d6) = self.d6 else { return Some(Step::new(StepKey::OverwhelmD6, RuleId::Cav29, Some(Picture::Die), Ask::Die)) };
        // Room is asked only when the engine says this roll dismounts the target's rider.
        let target = self.target?;
        if game.overwhelm_dismounts(self.unit, target, d6, contact, speed) && self.room.is_none() {
            return Some(Step::new(StepKey::OverwhelmRoom, RuleId::Cav29, Some(Picture::Saddle), yes_no()));
        }
        None
    }

    fn answer(&mut self, _game: &Game, key: StepKey, answer: Answer) {
        match key {
            StepKey::CavContact => self.contact = yes(&answer),
            StepKey::OverwhelmSpeed => self.speed = yes(&answer),
            StepKey::OverwhelmTarget => self.target = figure(&answer),
            StepKey::OverwhelmD6 => self.d6 = die(&answer),
            StepKey::OverwhelmRoom => self.room = yes(&answer),
            _ => {}
        }
    }

    fn command(&self, _game: &Game) -> Option<Command> {
        Some(Command::Overwhelm {
            unit: self.unit,
            target: self.target?,
            d6: self.d6?,
            room_for_rider: self.room.unwrap_or(true),
            in_contact: self.contact?,
            speed_ability: self.speed?,
        })
    }
}

/// Trample (CAV-30): at ground level and without double-time? Then the straight line
/// and the figures crossed.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Trample {
    /// The unit (its mount).
    pub unit: FigureId,
    /// The table's answer: is the unit above ground level?
    pub elevated: Option<bool>,
    /// The table's answer: will the move use double-time?
    pub double_time: Option<bool>,
    /// The figures crossed; a unit crossed is named by the dial hit.
    pub crossed: Option<Vec<FigureId>>,
}

impl Trample {
    /// A new Trample wizard for this unit.
    pub fn new(unit: FigureId) -> Trample {
        Trample { unit, elevated: None, double_time: None, crossed: None }
    }
}

impl Guide for Trample {
    fn step(&self, game: &Game, read: &[StepKey]) -> Option<Step> {
        let Some(elevated) = self.elevated else {
            return Some(Step::new(StepKey::TrampleGround, RuleId::Cav30, Some(Picture::Arcs), yes_no()));
        };
        let refusal = |double_time| game.trample_refusal(self.unit, elevated, double_time).map(Step::refused);
        let Some(double_time) = self.double_time else {
            return refusal(false).or_else(|| Some(Step::new(StepKey::TrampleDoubleTime, RuleId::Cav30, Some(Picture::Arcs), yes_no())));
        };
        if let Some(refused) = refusal(double_time) {
            return Some(refused);
        }
        if let Some(s) = info(read, StepKey::TrampleLine, RuleId::Cav30, Some(Picture::Arcs)) {
            return Some(s);
        }
        if self.crossed.is_none() {
            return Some(Step::new(
                StepKey::TrampleCrossed,
                RuleId::Cav30,
                Some(Picture::Arcs),
                Ask::Many(game.trample_candidates(self.unit)),
            ));
        }
        None
    }

    fn answer(&mut self, _game: &Game, key: StepKey, answer: Answer) {
        match (key, answer) {
            // The question is "at ground level?": yes means not elevated.
            (StepKey::TrampleGround, a) => self.elevated = yes(&a).map(|ground| !ground),
            (StepKey::TrampleDoubleTime, a) => self.double_time = yes(&a),
            (StepKey::TrampleCrossed, Answer::Figures(f)) => self.crossed = Some(f),
            _ => {}
        }
    }

    fn command(&self, _game: &Game) -> Option<Command> {
        Some(Command::Trample { unit: self.unit, crossed: self.crossed.clone()?, elevated: self.elevated?, double_time: self.double_time? })
    }
}

#[cfg(test)]
mod tests {
    use dialkeeper_core::Event;

    use super::super::fixtures::*;
    use super::super::{Flow, Note, Wizard, preview};
    use super::*;

    const MOUNT: FigureId = FigureId(0);
    const RIDER: FigureId = FigureId(1);
    const B_MOUNT: FigureId = FigureId(3);
    const B_RIDER: FigureId = FigureId(4);

    #[test]
    fn dismount_asks_for_room_then_explains_and_ends_in_one_dismount() {
        let game = fixtures_game();
        let mut flow = Flow::new(Wizard::Dismount(Dismount { unit: MOUNT, room: None }));
        let step = flow.step(&game).unwrap();
        assert_eq!((step.key, step.rule, step.ask.clone()), (StepKey::DismountRoom, RuleId::Cav22, Ask::Choose(vec![Opt::Yes, Opt::No])));
        flow.answer(&game, Answer::Opt(Opt::Yes));
        // The explanation is folded into the confirmation (issue 35): no Next to tap.
        assert_eq!(flow.step(&game), None);
        assert_eq!(flow.notes, vec![Note::Read(StepKey::DismountEffect)]);
        let command = flow.command(&game).unwrap();
        assert_eq!(command, Command::Dismount { unit: MOUNT, room_for_rider: true });
        let events = preview(&game, &command).unwrap();
        assert!(events.contains(&Event::Dismounted { rider: RIDER, mount: MOUNT }));
    }

    #[test]
    fn back_takes_the_last_answer_back_and_a_new_answer_counts_instead() {
        let game = fixtures_game();
        let mut flow = Flow::new(Wizard::Dismount(Dismount { unit: MOUNT, room: None }));
        assert!(!flow.can_go_back(), "nothing to go back to on the first step");
        flow.answer(&game, Answer::Opt(Opt::No));
        assert_eq!(flow.step(&game), None);
        flow.back();
        assert_eq!(flow.step(&game).unwrap().key, StepKey::DismountRoom, "back on the question");
        assert!(flow.notes.is_empty(), "the folded explanation goes back with the answer");
        assert!(!flow.can_go_back());
        flow.answer(&game, Answer::Opt(Opt::Yes));
        assert_eq!(flow.command(&game).unwrap(), Command::Dismount { unit: MOUNT, room_for_rider: true });
        flow.back();
        assert_eq!(flow.step(&game).unwrap().key, StepKey::DismountRoom, "a folded explanation is no step of its own");
    }

    #[test]
    fn dismount_without_room_is_refused_in_the_preview() {
        let game = fixtures_game();
        let mut flow = Flow::new(Wizard::Dismount(Dismount { unit: MOUNT, room: None }));
        flow.answer(&game, Answer::Opt(Opt::No));
        flow.answer(&game, Answer::Next);
        let command = flow.command(&game).unwrap();
        assert_eq!(preview(&game, &command).unwrap_err().rule(), RuleId::Cav22);
    }

    #[test]
    fn remount_offers_only_friendly_riderless_matching_mounts() {
        let mut game = fixtures_game();
        game.try_apply(Command::Dismount { unit: MOUNT, room_for_rider: true }).unwrap();
        // Ben's mount still carries its rider; Ana's is riderless and a battle horse.
        assert_eq!(game.remount_mounts(RIDER), vec![MOUNT]);
        let mut flow = Flow::new(Wizard::Remount(Remount { rider: RIDER, mount: None }));
        assert_eq!(flow.step(&game).unwrap().ask, Ask::Choose(vec![Opt::Figure(MOUNT)]));
        flow.answer(&game, Answer::Opt(Opt::Figure(MOUNT)));
        flow.answer(&game, Answer::Next);
        let command = flow.command(&game).unwrap();
        let events = preview(&game, &command).unwrap();
        assert!(events.contains(&Event::Remounted { rider: RIDER, mount: MOUNT }));
    }

    #[test]
    fn rider_thrown_no_room_eliminates_the_rider_and_room_ends_without_a_command() {
        let mut game = fixtures_game();
        for _ in 0..6 {
            game.try_apply(Command::Damage { figure: MOUNT, dial: 0, clicks: 1 }).unwrap();
        }
        let mut flow = Flow::new(Wizard::RiderThrown(RiderThrown { rider: RIDER, mount: MOUNT, room: None }));
        flow.answer(&game, Answer::Opt(Opt::No));
        let command = flow.command(&game).unwrap();
        assert!(preview(&game, &command).unwrap().contains(&Event::Eliminated { figure: RIDER }));
        let mut flow = Flow::new(Wizard::RiderThrown(RiderThrown { rider: RIDER, mount: MOUNT, room: None }));
        flow.answer(&game, Answer::Opt(Opt::Yes));
        assert_eq!(flow.step(&game).unwrap().key, StepKey::ThrownPlaced);
        flow.answer(&game, Answer::Next);
        assert_eq!(flow.step(&game), None);
        assert_eq!(flow.command(&game), None);
    }

    #[test]
    fn overwhelm_offers_opposing_units_and_asks_room_only_when_the_roll_dismounts() {
        let game = fixtures_game();
        let mut flow = Flow::new(Wizard::Overwhelm(Overwhelm::new(MOUNT)));
        assert_eq!(flow.step(&game).unwrap().key, StepKey::CavContact);
        flow.answer(&game, Answer::Opt(Opt::No));
        assert_eq!(flow.step(&game).unwrap().key, StepKey::OverwhelmSpeed);
        flow.answer(&game, Answer::Opt(Opt::No));
        // The only unit it may overwhelm is taken, and said (issue 35).
        assert_eq!(flow.step(&game).unwrap().ask, Ask::Die);
        assert_eq!(flow.notes, vec![Note::Taken(StepKey::OverwhelmTarget, Opt::Figure(B_MOUNT))]);
        let mut low = flow.clone();
        low.answer(&game, Answer::Die(4)); // 4 + 1 = 5: no dismount, no room question
        assert_eq!(low.step(&game), None);
        flow.answer(&game, Answer::Die(5)); // 5 + 1 = 6
        assert_eq!(flow.step(&game).unwrap().key, StepKey::OverwhelmRoom);
        flow.answer(&game, Answer::Opt(Opt::Yes));
        let events = preview(&game, &flow.command(&game).unwrap()).unwrap();
        assert!(events.contains(&Event::Dismounted { rider: B_RIDER, mount: B_MOUNT }));
    }

    #[test]
    fn overwhelm_in_contact_or_with_a_speed_ability_ends_in_the_engines_refusal_before_any_die() {
        let game = fixtures_game();
        for (contact, speed, rule_violation) in [
            (Opt::Yes, Opt::No, dialkeeper_core::RuleViolation::CavInContact { unit: MOUNT, proficiency: Proficiency::Overwhelm }),
            (Opt::No, Opt::Yes, dialkeeper_core::RuleViolation::CavOverwhelmSpeed { unit: MOUNT }),
        ] {
            let mut flow = Flow::new(Wizard::Overwhelm(Overwhelm::new(MOUNT)));
            flow.answer(&game, Answer::Opt(contact));
            if contact == Opt::Yes {
                assert_eq!(flow.step(&game).unwrap().key, StepKey::Refused, "in contact: refused before the next question");
            }
            flow.answer(&game, Answer::Opt(speed));
            let step = flow.step(&game).unwrap();
            assert_eq!((step.key, step.rule, step.ask), (StepKey::Refused, RuleId::Cav29, Ask::Refused(rule_violation)));
            flow.answer(&game, Answer::Next);
            assert_eq!(flow.step(&game).unwrap().key, StepKey::Refused, "a refusal is the last screen");
            assert_eq!(flow.command(&game), None, "nothing is sent");
        }
    }

    #[test]
    fn trample_explains_the_line_then_takes_the_figures_crossed() {
        let game = fixtures_game();
        let mut flow = Flow::new(Wizard::Trample(Trample::new(MOUNT)));
        assert_eq!(flow.step(&game).unwrap().key, StepKey::TrampleGround);
        let mut raised = flow.clone();
        raised.answer(&game, Answer::Opt(Opt::No));
        let refusal = dialkeeper_core::RuleViolation::CavTrampleElevated { unit: MOUNT };
        assert_eq!(raised.step(&game).unwrap().ask, Ask::Refused(refusal), "not at ground level: the engine says no");
        flow.answer(&game, Answer::Opt(Opt::Yes));
        assert_eq!(flow.step(&game).unwrap().key, StepKey::TrampleDoubleTime);
        flow.answer(&game, Answer::Opt(Opt::No));
        assert_eq!(flow.notes, vec![Note::Read(StepKey::TrampleLine)], "the line is explained over the next question");
        let Ask::Many(options) = flow.step(&game).unwrap().ask else { panic!() };
        assert!(!options.contains(&MOUNT) && !options.contains(&RIDER) && options.contains(&B_RIDER));
        flow.answer(&game, Answer::Figures(vec![FigureId(5)]));
        let events = preview(&game, &flow.command(&game).unwrap()).unwrap();
        assert!(events.iter().any(|e| matches!(e, Event::Damaged { figure: FigureId(5), .. })));
        assert!(game.may_trample(RIDER));
    }

    fn fixtures_game() -> Game {
        cavalry()
    }

    #[test]
    fn a_dark_rider_is_refused_with_the_reason_and_no_command() {
        use dialkeeper_core::FigureKind;
        let (mut mount, mut rider) = (def("Cinder Warhorse"), def("Ashen Lancer"));
        mount.collector_number = "121b".into();
        rider.collector_number = "121a".into();
        if let FigureKind::Mount { dark_riders, .. } = &mut mount.kind {
            *dark_riders = true;
        }
        if let FigureKind::Rider { dark_riders, .. } = &mut rider.kind {
            *dark_riders = true;
        }
        let game = game(unit(mount, rider, 0), vec![dialkeeper_core::ArmyFigure::new(def("Tidewatch Spearman"))]);
        let mut flow = Flow::new(Wizard::Dismount(Dismount { unit: MOUNT, room: None }));
        let step = flow.step(&game).unwrap();
        assert_eq!((step.key, step.rule, step.ask), (StepKey::DismountDark, RuleId::Cav31, Ask::Info));
        flow.answer(&game, Answer::Next);
        assert_eq!(flow.step(&game), None);
        assert_eq!(flow.command(&game), None, "nothing is sent");
    }

    #[test]
    fn a_mean_spirited_riderless_mount_starts_the_explanation_at_the_next_command_phase() {
        let mut game = fixtures_game(); // Ana's charger is mean-spirited
        game.try_apply(Command::Dismount { unit: MOUNT, room_for_rider: true }).unwrap();
        let events = game.try_apply(Command::EndTurn).unwrap();
        let flow = super::super::triggered(&game, &events).expect("starts by itself");
        assert_eq!(flow.wizard, Wizard::MountLeft(MountLeft { mount: MOUNT, fled: false }));
        assert_eq!(flow.step(&game).unwrap().key, StepKey::MountSides);
    }
}
