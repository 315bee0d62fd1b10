//! Guided wizards (issue 8): small state machines over the game in progress. Each asks
//! one question per step, says why (a rule id and, where it helps, a picture) and ends
//! in at most one engine [`Command`], so a finished wizard is one undo step and a
//! cancelled one changes nothing. Pure: no UI, no clock; the UI in `ui/wizard.rs`
//! renders [`Step`]s and feeds [`Answer`]s back.

pub mod ability;
pub mod capture;
pub mod cavalry;
pub mod chariot;
pub mod colossal;
pub mod formation;
mod step;
pub mod walkthrough;

use step::Guide;
pub use step::{Answer, Ask, Opt, Picture, Step, StepKey, section_code};

use dialkeeper_core::{ActionKind, Command, Event, FigureId, Game};

use crate::roll::Mark;

/// Declares [`Wizard`] from one list: each wizard, its state type and its code. The
/// dispatch to [`Guide`] and the codes are made from it, so a new wizard is one line.
macro_rules! wizards {
    ($($(#[$doc:meta])* $name:ident($ty:ty) = $code:literal,)*) => {
        /// Which wizard, with the answers given so far.
        #[derive(Debug, Clone, PartialEq, Eq)]
        pub enum Wizard {
            $($(#[$doc])* $name($ty),)*
        }

        impl Wizard {
            /// Every wizard's code, in declaration order.
            pub const CODES: &[&str] = &[$($code),*];

            /// Code for the title message `wiz-title-<code>` and test ids.
            pub fn code(&self) -> &'static str {
                match self {
                    $(Wizard::$name(_) => $code,)*
                }
            }

            fn guide(&self) -> &dyn Guide {
                match self {
                    $(Wizard::$name(w) => w,)*
                }
            }

            fn guide_mut(&mut self) -> &mut dyn Guide {
                match self {
                    $(Wizard::$name(w) => w,)*
                }
            }
        }
    };
}

wizards! {
    /// A close attack announced as a capture (CORE-14).
    Capture(capture::Capture) = "capture",
    /// Several figures acting as one (CORE-13).
    Formation(formation::Formation) = "formation",
    /// A special ability that is an action or a step of its own (CORE-16).
    Ability(ability::AbilityUse) = "ability",
    /// Dismount (CAV-22).
    Dismount(cavalry::Dismount) = "dismount",
    /// Remount (CAV-23).
    Remount(cavalry::Remount) = "remount",
    /// The mount was eliminated first (CAV-20).
    RiderThrown(cavalry::RiderThrown) = "rider-thrown",
    /// A riderless mount left or changed sides at the start of a phase (CAV-21).
    MountLeft(cavalry::MountLeft) = "mount-left",
    /// Overwhelm (CAV-29).
    Overwhelm(cavalry::Overwhelm) = "overwhelm",
    /// Trample (CAV-30).
    Trample(cavalry::Trample) = "trample",
    /// Board a chariot (CHR-05).
    Board(chariot::Board) = "board",
    /// Disembark (CHR-06).
    Disembark(chariot::Disembark) = "disembark",
    /// An area effect on a colossal, with the passenger roll (COL-22, CHR-11).
    AreaHit(colossal::AreaHit) = "area-hit",
    /// A close or ranged attack on a colossal: the section hit (COL-20, COL-21, CHR-11).
    AttackHit(colossal::AreaHit) = "attack-hit",
    /// The passenger of an eliminated chariot (CHR-12).
    Wreck(chariot::Wreck) = "wreck",
    /// A cavalry unit's action, explained (CAV-11, CAV-12, CAV-15, CAV-24).
    CavalryTurn(walkthrough::CavalryTurn) = "cavalry-turn",
    /// A colossal's section action, explained (COL-06, COL-14, COL-16, COL-18, COL-19).
    ColossalTurn(walkthrough::ColossalTurn) = "colossal-turn",
}

/// What a flow settled by itself since the player's last answer: said above the next
/// question, so nothing the app already knows is asked (issue 35).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Note {
    /// The only possible answer to this step, taken.
    Taken(StepKey, Opt),
    /// An explanation, folded into the next question instead of a step of its own.
    Read(StepKey),
}

/// A wizard in progress: the wizard, the explanations already read, and the figures
/// picked on a many-figures step.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Flow {
    /// The wizard and its answers.
    pub wizard: Wizard,
    /// Keys of info steps already read.
    pub read: Vec<StepKey>,
    /// Figures ticked on the current many-figures step.
    pub picked: Vec<FigureId>,
    /// What was settled without asking since the last answer.
    pub notes: Vec<Note>,
    /// The wizard, the steps read and the notes before each answer, newest last: Back
    /// returns to the step before, with the answers given until then.
    pub earlier: Vec<(Wizard, Vec<StepKey>, Vec<Note>)>,
}

impl Flow {
    /// A wizard at its first step, as the answers stand (nothing settled).
    pub fn new(wizard: Wizard) -> Flow {
        Flow { wizard, read: Vec::new(), picked: Vec::new(), notes: Vec::new(), earlier: Vec::new() }
    }

    /// A wizard as the player meets it: at its first real question, what has one
    /// possible answer taken and the explanations folded in ([`Flow::settle`]).
    pub fn begin(wizard: Wizard, game: &Game) -> Flow {
        let mut flow = Flow::new(wizard);
        flow.settle(game);
        flow
    }

    /// Whether there is a step to go back to.
    pub fn can_go_back(&self) -> bool {
        !self.earlier.is_empty()
    }

    /// Goes back one step: the last answer (or the last step read) is taken back.
    pub fn back(&mut self) {
        if let Some((wizard, read, notes)) = self.earlier.pop() {
            self.wizard = wizard;
            self.read = read;
            self.notes = notes;
            self.picked.clear();
        }
    }

    /// The next unanswered step, or `None` when the wizard is ready to finish.
    pub fn step(&self, game: &Game) -> Option<Step> {
        self.wizard.guide().step(game, &self.read)
    }

    /// Records the player's answer to the current step, then settles what follows.
    pub fn answer(&mut self, game: &Game, answer: Answer) {
        let Some(step) = self.step(game) else { return };
        if matches!(step.ask, Ask::Refused(_)) {
            return;
        }
        self.earlier.push((self.wizard.clone(), self.read.clone(), self.notes.clone()));
        self.notes.clear();
        self.apply(game, step, answer);
        self.settle(game);
    }

    /// Gives `answer` to `step`, the current step.
    fn apply(&mut self, game: &Game, step: Step, answer: Answer) {
        if step.ask == Ask::Info {
            self.read.push(step.key);
            return;
        }
        self.picked.clear();
        self.wizard.guide_mut().answer(game, step.key, answer);
    }

    /// Answers by itself what the player could not answer otherwise: a pick among one
    /// figure, section, action or ability (the only mount to remount, the only chariot),
    /// and reads an explanation as a note over the next question. A walk-through is
    /// left as it is: its explanations are its point. Each is said in [`Flow::notes`].
    fn settle(&mut self, game: &Game) {
        if matches!(self.wizard, Wizard::CavalryTurn(_) | Wizard::ColossalTurn(_)) {
            return;
        }
        while let Some(step) = self.step(game) {
            let note = match &step.ask {
                Ask::Choose(options) => match options[..] {
                    [only @ (Opt::Figure(_) | Opt::Section(_) | Opt::Action(_) | Opt::Maneuver(_) | Opt::Ability(_))] => {
                        Note::Taken(step.key, only)
                    }
                    _ => return,
                },
                // An explanation that ends the wizard stays a step: nothing follows to fold it into.
                Ask::Info if self.anything_after(game, &step) => Note::Read(step.key),
                _ => return,
            };
            let answer = match note {
                Note::Taken(_, opt) => Answer::Opt(opt),
                Note::Read(_) => Answer::Next,
            };
            self.notes.push(note);
            self.apply(game, step, answer);
        }
    }

    /// Whether a question or a command follows the explanation `step` (read on a copy).
    fn anything_after(&self, game: &Game, step: &Step) -> bool {
        let mut copy = self.clone();
        copy.read.push(step.key);
        copy.step(game).is_some() || copy.command(game).is_some()
    }

    /// The command the wizard ends in, once every step is answered; `None` for a wizard
    /// that only explains what the engine already did.
    pub fn command(&self, game: &Game) -> Option<Command> {
        if self.step(game).is_some() {
            return None;
        }
        self.wizard.guide().command(game)
    }
}

impl Flow {
    /// Each 2d6 total the current step offers, with what the engine would make of it (the
    /// wizard finished on that total), so the keys say which totals hit and which are the
    /// criticals, as the attack panel's do. `None` off a 2d6 step, or where more questions
    /// follow the roll and its outcome is not known yet.
    pub fn roll_keys(&self, game: &Game) -> Option<Vec<(u8, Mark)>> {
        let step = self.step(game)?;
        let Ask::Choose(options) = &step.ask else { return None };
        if !step.key.asks_two_d6() {
            return None;
        }
        options
            .iter()
            .map(|opt| {
                let Opt::Number(n) = *opt else { return None };
                let mut copy = self.clone();
                copy.answer(game, Answer::Opt(*opt));
                let command = copy.command(game)?;
                Some((n, Mark::of(preview(game, &command).ok().as_deref())))
            })
            .collect()
    }
}

/// The wizards a figure's card offers now: each only where the engine would accept its
/// command (its legality queries; nothing is decided here), the walk-throughs only in
/// learning mode. `figure` is the card's figure (a cavalry unit by its mount).
pub fn offered(game: &Game, figure: FigureId, learning: bool) -> Vec<Wizard> {
    let mut out = Vec::new();
    if !game.in_play(figure) {
        return out;
    }
    if game.unit_of(figure) == Some(figure) {
        if learning {
            out.push(Wizard::CavalryTurn(walkthrough::CavalryTurn::new(figure)));
        }
        if game.may_dismount(figure) {
            out.push(Wizard::Dismount(cavalry::Dismount { unit: figure, room: None }));
        }
        if game.may_overwhelm(figure) {
            out.push(Wizard::Overwhelm(cavalry::Overwhelm::new(figure)));
        }
        if game.may_trample(figure) {
            out.push(Wizard::Trample(cavalry::Trample::new(figure)));
        }
    }
    if game.may_capture(figure) {
        out.push(Wizard::Capture(capture::Capture::new(figure)));
    }
    if !formation::Formation::kinds(game, figure).is_empty() {
        out.push(Wizard::Formation(formation::Formation::new(figure)));
    }
    if !ability::AbilityUse::usable(game, figure).is_empty() {
        out.push(Wizard::Ability(ability::AbilityUse::new(figure)));
    }
    if game.may_remount(figure) {
        out.push(Wizard::Remount(cavalry::Remount { rider: figure, mount: None }));
    }
    if game.may_board(figure) {
        out.push(Wizard::Board(chariot::Board { figure, chariot: None, section: None, sentry: None }));
    }
    if game.may_disembark(figure) {
        out.push(Wizard::Disembark(chariot::Disembark { figure, section: None }));
    }
    if game.is_colossal(figure) {
        if learning && !game.acting_sections(figure).is_empty() {
            out.push(Wizard::ColossalTurn(walkthrough::ColossalTurn::new(figure)));
        }
        // Only where some figure may attack it now, in close combat or at range.
        if [ActionKind::Close, ActionKind::Ranged].into_iter().any(|kind| !colossal::AreaHit::attackers(game, figure, kind).is_empty()) {
            out.push(Wizard::AttackHit(colossal::AreaHit::attack(figure)));
        }
        out.push(Wizard::AreaHit(colossal::AreaHit::new(figure)));
    }
    out
}

/// What a command would do, tried on a copy of the game: its events, or the refusal.
pub fn preview(game: &Game, command: &Command) -> Result<Vec<Event>, dialkeeper_core::RuleViolation> {
    game.plan(command.clone()).map(|planned| planned.events().to_vec())
}

/// The wizard that should start by itself after these events, if any (CAV-20, CAV-21,
/// CHR-12).
pub fn triggered(game: &Game, events: &[Event]) -> Option<Flow> {
    for event in events {
        match *event {
            // Only while the table may still say there was no room for it (CAV-20).
            Event::RiderThrown { rider, mount } if game.allows(&Command::NoRoomForRider { rider }) => {
                return Some(Flow::begin(Wizard::RiderThrown(cavalry::RiderThrown { rider, mount, room: None }), game));
            }
            Event::MountFled { mount } => {
                return Some(Flow::begin(Wizard::MountLeft(cavalry::MountLeft { mount, fled: true }), game));
            }
            Event::MountSides { mount, .. } => {
                return Some(Flow::begin(Wizard::MountLeft(cavalry::MountLeft { mount, fled: false }), game));
            }
            _ => {}
        }
    }
    game.awaited_wreck_roll().map(|figure| Flow::begin(Wizard::Wreck(chariot::Wreck { figure, d6: None }), game))
}

#[cfg(test)]
pub(crate) mod fixtures {
    //! Small games for the wizard tests, from the demo catalog.
    use dialkeeper_core::{ArmyFigure, FigureDef, FigureId, Game, PlayerSetup, Setup};

    use crate::demo;

    pub fn def(name: &str) -> FigureDef {
        demo::figures().into_iter().find(|f| f.name == name).unwrap()
    }

    pub fn unit(mount: FigureDef, rider: FigureDef, at: u16) -> Vec<ArmyFigure> {
        vec![ArmyFigure::new(mount), ArmyFigure { rides: Some(at), ..ArmyFigure::new(rider) }]
    }

    pub fn game(a: Vec<ArmyFigure>, b: Vec<ArmyFigure>) -> Game {
        Game::new(Setup {
            game_size: 600,
            players: vec![PlayerSetup { name: "Ana".into(), army: a }, PlayerSetup { name: "Ben".into(), army: b }],
            ..Default::default()
        })
        .unwrap()
    }

    /// The demo's mean-spirited mount with Overwhelm, Trample and Mounted Charge.
    pub fn charger() -> FigureDef {
        def("Gorehoof Charger")
    }

    /// Ana: warhorse (0) + lancer (1), spearman (2); Ben: warhorse (3) + lancer (4), spearman (5).
    pub fn cavalry() -> Game {
        let mut a = unit(charger(), def("Ashen Lancer"), 0);
        a.push(ArmyFigure::new(def("Tidewatch Spearman")));
        let mut b = unit(def("Cinder Warhorse"), def("Ashen Lancer"), 0);
        b.push(ArmyFigure::new(def("Tidewatch Spearman")));
        game(a, b)
    }

    /// The figures of [`chariot`].
    pub const CHARIOT: FigureId = FigureId(0);
    pub const SPEAR: FigureId = FigureId(1);
    pub const COLOSSUS: FigureId = FigureId(2);
    pub const BEN: FigureId = FigureId(3);

    /// Ana: chariot (0), spearman (1), colossus (2); Ben: archer (3).
    pub fn chariot() -> Game {
        let mut chariot = ArmyFigure::new(def("Sunforge Chariot"));
        chariot.point_value = Some(0);
        let mut colossus = ArmyFigure::new(def("Basalt Colossus"));
        colossus.point_value = Some(0);
        game(vec![chariot, ArmyFigure::new(def("Tidewatch Spearman")), colossus], vec![ArmyFigure::new(def("Emberline Archer"))])
    }
}

#[cfg(test)]
mod tests {
    use dialkeeper_i18n::{Catalog, Language};

    use super::*;

    #[test]
    fn every_step_and_title_has_its_messages_in_every_language() {
        let catalog = Catalog::get();
        for lang in Language::ALL {
            for key in StepKey::ALL {
                assert!(catalog.has(lang, &format!("wiz-q-{key}")), "{lang} wiz-q-{key}");
                assert!(catalog.has(lang, &format!("wiz-why-{key}")), "{lang} wiz-why-{key}");
            }
            assert!(catalog.has(lang, "wiz-q-refused"), "{lang} wiz-q-refused");
            // Every wizard a card can offer has its button; the two that start by
            // themselves have none, and the walk-throughs share one.
            for code in Wizard::CODES.iter().filter(|c| !["rider-thrown", "mount-left", "cavalry-turn", "colossal-turn"].contains(c)) {
                assert!(catalog.has(lang, &format!("wiz-open-{code}")), "{lang} wiz-open-{code}");
            }
            assert!(catalog.has(lang, "wiz-open-walkthrough"), "{lang} wiz-open-walkthrough");
            for code in Wizard::CODES {
                assert!(catalog.has(lang, &format!("wiz-title-{code}")), "{lang} wiz-title-{code}");
            }
        }
    }

    #[test]
    fn a_mount_eliminated_first_starts_the_rider_thrown_wizard() {
        let mut game = fixtures::cavalry();
        let mut events = Vec::new();
        for _ in 0..6 {
            events = game.try_apply(Command::Damage { figure: FigureId(0), dial: 0, clicks: 1 }).unwrap();
        }
        let flow = triggered(&game, &events).expect("starts by itself");
        assert_eq!(flow.wizard.code(), "rider-thrown");
        assert_eq!(flow.step(&game).unwrap().key, StepKey::ThrownRoom);
    }
}
