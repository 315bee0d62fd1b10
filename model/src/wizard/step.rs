//! What a wizard step is: its question, its answers and the player's answer, the
//! [`Guide`] every wizard implements, and the small helpers they share. Below every
//! wizard and the flow that runs them, so the wizards' modules form layers.

use dialkeeper_core::{ActionKind, Command, FigureId, Game, Proficiency, RuleId, Section};

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
            Opt::Action(a) => format!("act-{}", <&str>::from(a)).to_lowercase(),
            Opt::Maneuver(p) => format!("man-{}", <&str>::from(p)).to_lowercase(),
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
    pub(super) fn new(key: StepKey, rule: RuleId, picture: Option<Picture>, ask: Ask) -> Step {
        Step { key, rule, picture, ask, args: Vec::new() }
    }

    /// The engine's refusal, shown as the wizard's last screen (its key names
    /// `wiz-q-refused`; the reason is the violation's own sentence).
    pub(super) fn refused(violation: dialkeeper_core::RuleViolation) -> Step {
        Step::new(StepKey::Refused, violation.rule(), None, Ask::Refused(violation))
    }

    pub(super) fn with(mut self, name: &'static str, value: i64) -> Step {
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

/// What every wizard does, each in its own module: the next step as the answers stand,
/// taking an answer, and the command it ends in.
pub(super) trait Guide {
    /// The next unanswered step, or `None` when every step is answered.
    fn step(&self, game: &Game, read: &[StepKey]) -> Option<Step>;

    /// Records the answer to the step `key` (a wizard that only explains takes none).
    fn answer(&mut self, _game: &Game, _key: StepKey, _answer: Answer) {}

    /// The command it ends in once answered; `None` for one that only explains.
    fn command(&self, game: &Game) -> Option<Command>;
}

/// A die answer, if this is one.
pub(super) fn die(answer: &Answer) -> Option<u8> {
    match *answer {
        Answer::Die(d) if (1..=6).contains(&d) => Some(d),
        _ => None,
    }
}

/// A yes/no answer, if this is one.
pub(super) fn yes(answer: &Answer) -> Option<bool> {
    match answer {
        Answer::Opt(Opt::Yes) => Some(true),
        Answer::Opt(Opt::No) => Some(false),
        _ => None,
    }
}

/// A figure answer, if this is one.
pub(super) fn figure(answer: &Answer) -> Option<FigureId> {
    match answer {
        Answer::Opt(Opt::Figure(f)) => Some(*f),
        _ => None,
    }
}

/// A section answer, if this is one.
pub(super) fn section(answer: &Answer) -> Option<Section> {
    match answer {
        Answer::Opt(Opt::Section(s)) => Some(*s),
        _ => None,
    }
}

/// An info step not read yet.
pub(super) fn info(read: &[StepKey], key: StepKey, rule: RuleId, picture: Option<Picture>) -> Option<Step> {
    (!read.contains(&key)).then(|| Step::new(key, rule, picture, Ask::Info))
}

/// The yes/no options.
pub(super) fn yes_no() -> Ask {
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

            /// Whether the step asks for the attack's 2d6 total (offered as keys, and
            /// rolled by the app on request).
            pub const fn asks_two_d6(self) -> bool {
                matches!(self, StepKey::Hit2d6 | StepKey::Capture2d6 | StepKey::Formation2d6)
            }

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
    FormationPrimary = "formation-primary",
    FormationTarget = "formation-target",
    Formation2d6 = "formation-2d6",
    AbilityWhich = "ability-which",
    AbilityDial = "ability-dial",
    AbilityContact = "ability-contact",
    AbilityReturned = "ability-returned",
    AbilityD6 = "ability-d6",
    AbilityVictims = "ability-victims",
    AbilityDemoralized = "ability-demoralized",
    FormationDefender = "formation-defender",
    AbilityHealed = "ability-healed",
    AbilityHealContact = "ability-heal-contact",
    AbilityHeal2d6 = "ability-heal-2d6",
}

impl std::fmt::Display for StepKey {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.id())
    }
}
