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
pub mod walkthrough;

use dialkeeper_core::{ActionKind, Command, Event, FigureId, Game, Proficiency, RuleId, Section};

/// A small diagram drawn next to a step.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Picture {
    /// The rider's base slot on the mount's base.
    BaseSlot,
    /// The rider beside the mount, in base contact.
    Saddle,
    /// The mount's front arc and a straight trample line.
    Arcs,
    /// A colossal's four sections around its centre.
    Sections,
    /// A chariot's rear compartment.
    RearCompartment,
    /// A die.
    Die,
}

/// One answer the player can tap.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Opt {
    /// Yes.
    Yes,
    /// No.
    No,
    /// A figure (or, for a cavalry unit, the dial of that figure).
    Figure(FigureId),
    /// A colossal's section.
    Section(Section),
    /// Two sections whose border a line runs along.
    Pair(Section, Section),
    /// An action.
    Action(ActionKind),
    /// A move-then-attack proficiency of a cavalry unit (CAV-27, CAV-28).
    Maneuver(Proficiency),
    /// How an area reaches a colossal: through one section, along a border, at its centre.
    AimOne,
    /// Along the border of two sections.
    AimTwo,
    /// A close attacker touches one section.
    TouchOne,
    /// A close attacker touches two sections.
    TouchTwo,
    /// Exactly on the centre.
    AimCentre,
    /// A number (damage dealt).
    Number(u8),
    /// A special ability.
    Ability(dialkeeper_core::Ability),
}

impl Opt {
    /// Stable code for test ids.
    pub fn code(self) -> String {
        match self {
            Opt::Yes => "yes".into(),
            Opt::No => "no".into(),
            Opt::Figure(f) => format!("fig-{}", f.0),
            Opt::Section(s) => format!("sec-{}", section_code(s)),
            Opt::Pair(a, b) => format!("pair-{}-{}", section_code(a), section_code(b)),
            Opt::Action(a) => format!("act-{a:?}").to_lowercase(),
            Opt::Maneuver(p) => format!("man-{p:?}").to_lowercase(),
            Opt::AimOne => "aim-one".into(),
            Opt::AimTwo => "aim-two".into(),
            Opt::AimCentre => "aim-centre".into(),
            Opt::TouchOne => "touch-one".into(),
            Opt::TouchTwo => "touch-two".into(),
            Opt::Number(n) => format!("n-{n}"),
            Opt::Ability(a) => format!("ab-{}", a.feed_id()),
        }
    }
}

/// A section's code: `front`, `left`, `right`, `rear`.
pub fn section_code(s: Section) -> &'static str {
    match s {
        Section::Front => "front",
        Section::Left => "left",
        Section::Right => "right",
        Section::Rear => "rear",
    }
}

/// What a step asks for.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Ask {
    /// One of these.
    Choose(Vec<Opt>),
    /// One d6, entered or rolled in the app.
    Die,
    /// Any number of these figures (possibly none), then Next.
    Many(Vec<FigureId>),
    /// Nothing: read, then Next.
    Info,
    /// The engine refuses what the answers so far describe: its reason, then Done.
    Refused(dialkeeper_core::RuleViolation),
}

/// One screen of a wizard: a question in plain words and why it is asked.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Step {
    /// Names the messages `wiz-q-<key>` (the question) and `wiz-why-<key>` (why).
    pub key: StepKey,
    /// The rule the step is about.
    pub rule: RuleId,
    /// A diagram, where one explains faster.
    pub picture: Option<Picture>,
    /// The answers.
    pub ask: Ask,
    /// Numbers the messages show (`$distance`, `$range`, …).
    pub args: Vec<(&'static str, i64)>,
}

impl Step {
    fn new(key: StepKey, rule: RuleId, picture: Option<Picture>, ask: Ask) -> Step {
        Step { key, rule, picture, ask, args: Vec::new() }
    }

    /// The engine's refusal, shown as the wizard's last screen (its key names
    /// `wiz-q-refused`; the reason is the violation's own sentence).
    fn refused(violation: dialkeeper_core::RuleViolation) -> Step {
        Step::new(StepKey::Refused, violation.rule(), None, Ask::Refused(violation))
    }

    fn with(mut self, name: &'static str, value: i64) -> Step {
        self.args.push((name, value));
        self
    }
}

/// The player's answer to a step.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Answer {
    /// A tapped option.
    Opt(Opt),
    /// A die result, 1 to 6.
    Die(u8),
    /// The figures picked.
    Figures(Vec<FigureId>),
    /// Read; go on.
    Next,
}

/// Which wizard, with the answers given so far. Its kind (strum's discriminants) gives
/// its code, the variant's name in kebab case.
#[derive(Debug, Clone, PartialEq, Eq, strum::EnumDiscriminants)]
#[strum_discriminants(
    name(WizardKind),
    doc = "Which wizard, without its answers: its code names its title message.",
    derive(strum::IntoStaticStr, strum::VariantArray),
    strum(serialize_all = "kebab-case")
)]
pub enum Wizard {
    /// A close attack announced as a capture (CORE-14).
    Capture(capture::Capture),
    /// Several figures acting as one (CORE-13).
    Formation(formation::Formation),
    /// A special ability that is an action or a step of its own (CORE-16).
    Ability(ability::AbilityUse),
    /// Dismount (CAV-22).
    Dismount(cavalry::Dismount),
    /// Remount (CAV-23).
    Remount(cavalry::Remount),
    /// The mount was eliminated first (CAV-20).
    RiderThrown(cavalry::RiderThrown),
    /// A riderless mount left or changed sides at the start of a phase (CAV-21).
    MountLeft(cavalry::MountLeft),
    /// Overwhelm (CAV-29).
    Overwhelm(cavalry::Overwhelm),
    /// Trample (CAV-30).
    Trample(cavalry::Trample),
    /// Board a chariot (CHR-05).
    Board(chariot::Board),
    /// Disembark (CHR-06).
    Disembark(chariot::Disembark),
    /// An area effect on a colossal, with the passenger roll (COL-22, CHR-11).
    AreaHit(colossal::AreaHit),
    /// A close or ranged attack on a colossal: the section hit (COL-20, COL-21, CHR-11).
    AttackHit(colossal::AreaHit),
    /// The passenger of an eliminated chariot (CHR-12).
    Wreck(chariot::Wreck),
    /// A cavalry unit's action, explained (CAV-11, CAV-12, CAV-15, CAV-24).
    CavalryTurn(walkthrough::CavalryTurn),
    /// A colossal's section action, explained (COL-06, COL-14, COL-16, COL-18, COL-19).
    ColossalTurn(walkthrough::ColossalTurn),
}

impl Wizard {
    /// Code for the title message `wiz-title-<code>` and test ids.
    pub fn code(&self) -> &'static str {
        WizardKind::from(self).into()
    }
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
        let read = &self.read;
        match &self.wizard {
            Wizard::Capture(w) => w.step(game, read),
            Wizard::Formation(w) => w.step(game, read),
            Wizard::Ability(w) => w.step(game, read),
            Wizard::Dismount(w) => w.step(game, read),
            Wizard::Remount(w) => w.step(game, read),
            Wizard::RiderThrown(w) => w.step(game, read),
            Wizard::MountLeft(w) => w.step(game, read),
            Wizard::Overwhelm(w) => w.step(game, read),
            Wizard::Trample(w) => w.step(game, read),
            Wizard::Board(w) => w.step(game, read),
            Wizard::Disembark(w) => w.step(game, read),
            Wizard::AreaHit(w) | Wizard::AttackHit(w) => w.step(game, read),
            Wizard::Wreck(w) => w.step(game, read),
            Wizard::CavalryTurn(w) => w.step(game, read),
            Wizard::ColossalTurn(w) => w.step(game, read),
        }
    }

    /// Records the player's answer to the current step, then settles what follows.
    pub fn answer(&mut self, game: &Game, answer: Answer) {
        let Some(step) = self.step(game) else { return };
        if matches!(step.ask, Ask::Refused(_)) {
            return;
        }
        self.earlier.push((self.wizard.clone(), self.read.clone(), self.notes.clone()));
        self.notes.clear();
        self.apply(step, answer);
        self.settle(game);
    }

    /// Gives `answer` to `step`, the current step.
    fn apply(&mut self, step: Step, answer: Answer) {
        if step.ask == Ask::Info {
            self.read.push(step.key);
            return;
        }
        self.picked.clear();
        match &mut self.wizard {
            Wizard::Capture(w) => w.answer(step.key, answer),
            Wizard::Formation(w) => w.answer(step.key, answer),
            Wizard::Ability(w) => w.answer(step.key, answer),
            Wizard::Dismount(w) => w.answer(step.key, answer),
            Wizard::Remount(w) => w.answer(step.key, answer),
            Wizard::RiderThrown(w) => w.answer(step.key, answer),
            Wizard::MountLeft(_) => {}
            Wizard::Overwhelm(w) => w.answer(step.key, answer),
            Wizard::Trample(w) => w.answer(step.key, answer),
            Wizard::Board(w) => w.answer(step.key, answer),
            Wizard::Disembark(w) => w.answer(step.key, answer),
            Wizard::AreaHit(w) | Wizard::AttackHit(w) => w.answer(step.key, answer),
            Wizard::Wreck(w) => w.answer(step.key, answer),
            Wizard::CavalryTurn(w) => w.answer(step.key, answer),
            Wizard::ColossalTurn(w) => w.answer(step.key, answer),
        }
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
            self.apply(step, answer);
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
        match &self.wizard {
            Wizard::Capture(w) => w.command(),
            Wizard::Formation(w) => w.command(),
            Wizard::Ability(w) => w.command(),
            Wizard::Dismount(w) => w.command(game),
            Wizard::Remount(w) => w.command(),
            Wizard::RiderThrown(w) => w.command(),
            Wizard::MountLeft(_) => None,
            Wizard::Overwhelm(w) => w.command(),
            Wizard::Trample(w) => w.command(),
            Wizard::Board(w) => w.command(),
            Wizard::Disembark(w) => w.command(),
            Wizard::AreaHit(w) | Wizard::AttackHit(w) => w.command(),
            Wizard::Wreck(w) => w.command(),
            Wizard::CavalryTurn(w) => w.command(),
            Wizard::ColossalTurn(w) => w.command(game),
        }
    }
}

/// The wizards a figure's card offers now: each only where the engine would accept its
/// command (its legality queries; nothing is decided here), the walk-throughs only in
/// learning mode. `figure` is the card's figure (a cavalry unit by its mount).
pub fn offered(game: &Game, figure: FigureId, learning: bool) -> Vec<Wizard> {
    let state = game.state().figure(figure);
    let mut out = Vec::new();
    if state.eliminated {
        return out;
    }
    if state.rider.is_some() {
        if learning {
            out.push(Wizard::CavalryTurn(walkthrough::CavalryTurn::new(figure)));
        }
        if game.may_dismount(figure) {
            out.push(Wizard::Dismount(cavalry::Dismount { unit: figure, room: None }));
        }
        if !game.overwhelm_targets(figure).is_empty() {
            out.push(Wizard::Overwhelm(cavalry::Overwhelm::new(figure)));
        }
        if game.may_trample(figure) {
            out.push(Wizard::Trample(cavalry::Trample::new(figure)));
        }
    }
    if !game.capture_targets(figure).is_empty() {
        out.push(Wizard::Capture(capture::Capture::new(figure)));
    }
    if !formation::Formation::kinds(game, figure).is_empty() {
        out.push(Wizard::Formation(formation::Formation::new(figure)));
    }
    if !ability::AbilityUse::usable(game, figure).is_empty() {
        out.push(Wizard::Ability(ability::AbilityUse::new(figure)));
    }
    if !game.remount_mounts(figure).is_empty() {
        out.push(Wizard::Remount(cavalry::Remount { rider: figure, mount: None }));
    }
    if !game.board_chariots(figure).is_empty() {
        out.push(Wizard::Board(chariot::Board { figure, chariot: None, section: None, sentry: None }));
    }
    if game.may_disembark(figure) {
        out.push(Wizard::Disembark(chariot::Disembark { figure, section: None }));
    }
    if game.figure(figure).is_some_and(|f| f.def.is_colossal()) {
        if learning && !game.acting_sections(figure).is_empty() {
            out.push(Wizard::ColossalTurn(walkthrough::ColossalTurn::new(figure)));
        }
        out.push(Wizard::AttackHit(colossal::AreaHit::attack(figure)));
        out.push(Wizard::AreaHit(colossal::AreaHit::new(figure)));
    }
    out
}

/// The friends of `of` (its owner's figures in play, itself left out) that show `ability`
/// now: those a player may name as its helper in base contact (Defend, Magic Enhancement).
pub fn friends_showing(game: &Game, of: FigureId, ability: dialkeeper_core::Ability) -> Vec<FigureId> {
    let owner = game.figure(of).map(|f| f.owner);
    game.figure_ids()
        .filter(|&id| id != of && game.figure(id).map(|f| f.owner) == owner)
        .filter(|&id| !game.state().figure(id).eliminated && game.shows(id, ability))
        .collect()
}

/// What a command would do, tried on a copy of the game: its events, or the refusal.
pub fn preview(game: &Game, command: &Command) -> Result<Vec<Event>, dialkeeper_core::RuleViolation> {
    let mut copy = game.clone();
    copy.try_apply(command.clone())
}

/// The wizard that should start by itself after these events, if any (CAV-20, CAV-21,
/// CHR-12).
pub fn triggered(game: &Game, events: &[Event]) -> Option<Flow> {
    for event in events {
        match *event {
            Event::RiderThrown { rider, mount } if game.state().figure(rider).thrown => {
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
    game.state().wreck_roll.map(|figure| Flow::begin(Wizard::Wreck(chariot::Wreck { figure, d6: None }), game))
}

/// A die answer, if this is one.
fn die(answer: &Answer) -> Option<u8> {
    match *answer {
        Answer::Die(d) if (1..=6).contains(&d) => Some(d),
        _ => None,
    }
}

/// A yes/no answer, if this is one.
fn yes(answer: &Answer) -> Option<bool> {
    match answer {
        Answer::Opt(Opt::Yes) => Some(true),
        Answer::Opt(Opt::No) => Some(false),
        _ => None,
    }
}

/// A figure answer, if this is one.
fn figure(answer: &Answer) -> Option<FigureId> {
    match answer {
        Answer::Opt(Opt::Figure(f)) => Some(*f),
        _ => None,
    }
}

/// A section answer, if this is one.
fn section(answer: &Answer) -> Option<Section> {
    match answer {
        Answer::Opt(Opt::Section(s)) => Some(*s),
        _ => None,
    }
}

/// An info step not read yet.
fn info(read: &[StepKey], key: StepKey, rule: RuleId, picture: Option<Picture>) -> Option<Step> {
    (!read.contains(&key)).then(|| Step::new(key, rule, picture, Ask::Info))
}

/// The yes/no options.
fn yes_no() -> Ask {
    Ask::Choose(vec![Opt::Yes, Opt::No])
}

/// Every step a wizard can show. Its id names the messages `wiz-q-<id>` and
/// `wiz-why-<id>` and the sheet's `data-step`; `Refused` shows the engine's own sentence.
macro_rules! step_keys {
    ($($name:ident = $id:literal),* $(,)?) => {
        /// A wizard step.
        #[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
        pub enum StepKey {
            $(#[doc = $id] $name,)*
            /// The engine refuses what the answers describe (`wiz-q-refused`).
            Refused,
        }

        impl StepKey {
            /// Every step that asks or explains (all but `Refused`).
            pub const ALL: &[StepKey] = &[$(StepKey::$name),*];

            /// The id in message ids and test ids.
            pub const fn id(self) -> &'static str {
                match self {
                    $(StepKey::$name => $id,)*
                    StepKey::Refused => "refused",
                }
            }
        }
    };
}

step_keys! {
    DismountDark = "dismount-dark",
    DismountRoom = "dismount-room",
    DismountEffect = "dismount-effect",
    RemountMount = "remount-mount",
    RemountEffect = "remount-effect",
    ThrownRoom = "thrown-room",
    ThrownPlaced = "thrown-placed",
    MountFled = "mount-fled",
    MountSides = "mount-sides",
    CavContact = "cav-contact",
    OverwhelmSpeed = "overwhelm-speed",
    OverwhelmTarget = "overwhelm-target",
    OverwhelmD6 = "overwhelm-d6",
    OverwhelmRoom = "overwhelm-room",
    TrampleGround = "trample-ground",
    TrampleDoubleTime = "trample-double-time",
    TrampleLine = "trample-line",
    TrampleCrossed = "trample-crossed",
    BoardChariot = "board-chariot",
    BoardSection = "board-section",
    BoardSentry = "board-sentry",
    DisembarkSection = "disembark-section",
    AreaAim = "area-aim",
    AreaSection = "area-section",
    AreaPair = "area-pair",
    AreaController = "area-controller",
    AreaAttacker = "area-attacker",
    AreaPassenger = "area-passenger",
    AreaDealt = "area-dealt",
    WreckD6 = "wreck-d6",
    HitKind = "hit-kind",
    HitAttacker = "hit-attacker",
    HitAimClose = "hit-aim-close",
    HitAimRanged = "hit-aim-ranged",
    HitSection = "hit-section",
    HitPair = "hit-pair",
    Hit2d6 = "hit-2d6",
    HitShielded = "hit-shielded",
    CavAction = "cav-action",
    CavDial = "cav-dial",
    CavMove = "cav-move",
    CavManeuver = "cav-maneuver",
    CavDefender = "cav-defender",
    ColSection = "col-section",
    ColAction = "col-action",
    ColMovesFirst = "col-moves-first",
    ColDistance = "col-distance",
    ColContact = "col-contact",
    ColBreakAway = "col-break-away",
    ColRangedLine = "col-ranged-line",
    ColLongRange = "col-long-range",
    ColClose = "col-close",
    ColPush = "col-push",
    CaptureTarget = "capture-target",
    Capture2d6 = "capture-2d6",
    FormationAction = "formation-action",
    FormationMembers = "formation-members",
    FormationContact = "formation-contact",
    FormationTarget = "formation-target",
    Formation2d6 = "formation-2d6",
    AbilityWhich = "ability-which",
    AbilityContact = "ability-contact",
    AbilityReturned = "ability-returned",
    AbilityD6 = "ability-d6",
    AbilityVictims = "ability-victims",
    AbilityDemoralized = "ability-demoralized",
    FormationDefender = "formation-defender",
}

impl std::fmt::Display for StepKey {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.id())
    }
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
            for code in ["capture", "dismount", "remount", "overwhelm", "trample", "board", "disembark", "attack-hit", "area-hit"] {
                assert!(catalog.has(lang, &format!("wiz-open-{code}")), "{lang} wiz-open-{code}");
            }
            for &kind in <WizardKind as strum::VariantArray>::VARIANTS {
                let code: &str = kind.into();
                assert!(catalog.has(lang, &format!("wiz-title-{code}")), "{lang} wiz-title-{code}");
            }
        }
    }

    /// The codes name messages and test ids: strum spells them as the old table did.
    #[test]
    fn wizard_codes_are_their_kebab_case_names() {
        let codes: Vec<&str> = <WizardKind as strum::VariantArray>::VARIANTS.iter().map(|&k| k.into()).collect();
        assert_eq!(
            codes,
            [
                "capture",
                "formation",
                "ability",
                "dismount",
                "remount",
                "rider-thrown",
                "mount-left",
                "overwhelm",
                "trample",
                "board",
                "disembark",
                "area-hit",
                "attack-hit",
                "wreck",
                "cavalry-turn",
                "colossal-turn",
            ]
        );
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
