//! Refusals: a command the rules forbid, each naming the rule that forbids it.

use serde::{Deserialize, Serialize};

use crate::command::ActionKind;
use crate::figure::Proficiency;
use crate::command::ColossalEffect;
use crate::figure::Section;
use crate::rule::RuleId;
use crate::state::{FigureId, PlayerId};

/// Why the engine refused a command. The game is untouched when one is returned.
///
/// Each variant names its rule through [`RuleViolation::rule`]; the app renders it as a
/// localized sentence from the Fluent message [`RuleViolation::message_id`].
#[derive(Debug, Clone, PartialEq, Eq, Hash, Serialize, Deserialize, thiserror::Error)]
#[serde(rename_all = "kebab-case", tag = "violation")]
pub enum RuleViolation {
    /// The figure id is not in this game.
    #[error("{figure} is not a figure of this game ({})", RuleId::Core01)]
    UnknownFigure {
        /// The id given.
        figure: FigureId,
    },
    /// Only the player whose turn it is gives actions, and only to their own figures.
    #[error("{figure} does not belong to the player whose turn it is ({})", RuleId::Core06)]
    NotYourFigure {
        /// The figure.
        figure: FigureId,
        /// Whose turn it is.
        player: PlayerId,
    },
    /// All the turn's actions are used.
    #[error("all {allowed} actions of this turn are used ({})", RuleId::Core05)]
    NoActionsLeft {
        /// Actions per turn for this game size.
        allowed: u8,
    },
    /// The figure was already given an action this turn.
    #[error("{figure} was already given an action this turn ({})", RuleId::Core07)]
    AlreadyActed {
        /// The figure.
        figure: FigureId,
    },
    /// The figure carries two action tokens.
    #[error("{figure} carries two action tokens ({})", RuleId::Core07)]
    TwoTokens {
        /// The figure.
        figure: FigureId,
    },
    /// The figure has been eliminated.
    #[error("{figure} has been eliminated ({})", RuleId::Core04)]
    Eliminated {
        /// The figure.
        figure: FigureId,
    },
    /// Healing cannot turn a dial past its starting marker.
    #[error("{figure} is already at its starting click ({})", RuleId::Core03)]
    NothingToHeal {
        /// The figure.
        figure: FigureId,
    },
    /// Damage and healing come in whole clicks, at least one.
    #[error("damage and healing need at least one click ({})", RuleId::Core03)]
    NoClicks,
    /// The figure has no such dial.
    #[error("{figure} has no dial {dial} ({})", RuleId::Core01)]
    NoSuchDial {
        /// The figure.
        figure: FigureId,
        /// The dial asked for.
        dial: u8,
    },
    /// Two six-sided dice total 2 to 12.
    #[error("{value} is not a 2d6 total ({})", RuleId::Core09)]
    BadTwoD6 {
        /// The value entered.
        value: u8,
    },
    /// One six-sided die shows 1 to 6.
    #[error("{value} is not a d6 result ({})", RuleId::Core12)]
    BadD6 {
        /// The value entered.
        value: u8,
    },
    /// The roll entered does not belong to that action (e.g. a break-away roll with an attack).
    #[error("that roll does not go with a {action:?} action ({})", RuleId::Core06)]
    RollDoesNotFit {
        /// The action.
        action: ActionKind,
    },
    /// An attack needs targets: one for close combat, up to the target arrows for ranged.
    #[error("{count} targets do not fit this attack (at most {allowed}) ({})", RuleId::Core11)]
    BadTargetCount {
        /// Targets given.
        count: usize,
        /// Targets allowed.
        allowed: u8,
    },
    /// A target was named twice, or the attacker targets itself.
    #[error("{figure} cannot be targeted twice or by itself ({})", RuleId::Core11)]
    BadTarget {
        /// The target.
        figure: FigureId,
    },
    /// An attack names a figure of the attacker's own side (seed 004: attacking your own
    /// figures, or yourself, is not allowed).
    #[error("{figure} is on the attacker's side ({})", RuleId::Core09)]
    OwnFigure {
        /// The target.
        figure: FigureId,
    },
    /// A close-combat heal needs Healing on the healer's attack value now (seed 004).
    #[error("{figure} has no Healing now ({})", RuleId::Core16)]
    NoHealing {
        /// The healer.
        figure: FigureId,
    },
    /// A heal at range needs Magic Healing on the healer's attack value now (seed 004).
    #[error("{figure} has no Magic Healing now ({})", RuleId::Core16)]
    NoMagicHealing {
        /// The healer.
        figure: FigureId,
    },
    /// Healing is for one's own figures (seed 004: "in gevecht met eigen figuur").
    #[error("{figure} is not on the healer's side ({})", RuleId::Core16)]
    HealOpposing {
        /// The target.
        figure: FigureId,
    },
    /// A figure showing Invulnerability cannot be healed (seed 004).
    #[error("{figure} shows Invulnerability and cannot be healed ({})", RuleId::Core16)]
    HealInvulnerable {
        /// The target.
        figure: FigureId,
    },
    /// Berserk, Battle Fury and Invulnerability neither capture nor are captured (CORE-14).
    #[error("{figure} shows {ability:?}, so it neither captures nor is captured ({})", RuleId::Core14)]
    CannotCapture {
        /// The captor or the target.
        figure: FigureId,
        /// The ability it shows.
        ability: crate::ability::Ability,
    },
    /// A ranged attack needs a range above 0.
    #[error("{figure} has no range ({})", RuleId::Core11)]
    NoRange {
        /// The figure.
        figure: FigureId,
    },

    // Cavalry (CAV)
    /// A cavalry unit can be given only one action per turn.
    #[error("{unit} is a cavalry unit already given an action this turn ({})", RuleId::Cav09)]
    CavSecondAction {
        /// The unit's mount.
        unit: FigureId,
    },
    /// Mounts and cavalry units cannot make free spins.
    #[error("{figure} is a mount or in a cavalry unit and cannot make a free spin ({})", RuleId::Cav02)]
    CavFreeSpin {
        /// The figure.
        figure: FigureId,
    },
    /// Cavalry units cannot capture or be captured.
    #[error("{figure} is in a cavalry unit, which cannot capture or be captured ({})", RuleId::Cav06)]
    CavCapture {
        /// The mounted figure.
        figure: FigureId,
    },
    /// Cavalry units cannot use the Surge proficiency.
    #[error("{figure} is in a cavalry unit, which cannot use Surge ({})", RuleId::Cav06)]
    CavSurge {
        /// The figure.
        figure: FigureId,
    },
    /// Strong Flyer and Magic Levitation cannot carry a cavalry unit.
    #[error("{figure} is in a cavalry unit, which cannot be carried ({})", RuleId::Cav06)]
    CavCarried {
        /// A figure of the unit.
        figure: FigureId,
    },
    /// The command needs a cavalry unit: a mount with its rider.
    #[error("{figure} is not part of a cavalry unit ({})", RuleId::Cav04)]
    CavNotAUnit {
        /// The figure.
        figure: FigureId,
    },
    /// Only riders (a rider attack bonus and mount symbols) can ride.
    #[error("{figure} is not a rider ({})", RuleId::Cav03)]
    CavNotARider {
        /// The figure.
        figure: FigureId,
    },
    /// Only mounts carry riders.
    #[error("{figure} is not a mount ({})", RuleId::Cav01)]
    CavNotAMount {
        /// The figure.
        figure: FigureId,
    },
    /// A rider rides only mounts whose type matches one of its mount symbols.
    #[error("{rider} has no mount symbol for the type of {mount} ({})", RuleId::Cav03)]
    CavMountMismatch {
        /// The rider.
        rider: FigureId,
        /// The mount.
        mount: FigureId,
    },
    /// Dark Riders pair by collector number (121a rides only 121b), never with other figures.
    #[error("{rider} and {mount} are not a Dark Riders pair by collector number ({})", RuleId::Cav31)]
    CavDarkRidersMismatch {
        /// The rider.
        rider: FigureId,
        /// The mount.
        mount: FigureId,
    },
    /// Dark Riders cannot dismount or be dismounted.
    #[error("the Dark Rider of {unit} cannot dismount or be dismounted ({})", RuleId::Cav31)]
    CavDarkRiderDismount {
        /// The unit's mount.
        unit: FigureId,
    },
    /// A rider cannot dismount when there is no room for it in contact with its mount.
    #[error("no room to place the rider of {unit}, so it cannot dismount ({})", RuleId::Cav22)]
    CavNoRoomToDismount {
        /// The unit's mount.
        unit: FigureId,
    },
    /// Only a dismounted rider can remount.
    #[error("{rider} is already on a mount ({})", RuleId::Cav23)]
    CavAlreadyMounted {
        /// The rider.
        rider: FigureId,
    },
    /// A rider can remount only a mount without a rider.
    #[error("{mount} already has a rider ({})", RuleId::Cav23)]
    CavMountTaken {
        /// The mount.
        mount: FigureId,
    },
    /// A rider can remount only a friendly mount.
    #[error("{mount} is not friendly to the rider ({})", RuleId::Cav23)]
    CavMountNotFriendly {
        /// The mount.
        mount: FigureId,
    },
    /// The unit does not have that cavalry proficiency (for a move, the mount must have it, CAV-11).
    #[error("{unit} does not have {proficiency:?}")]
    CavLacksProficiency {
        /// The unit's mount.
        unit: FigureId,
        /// The proficiency.
        proficiency: Proficiency,
    },
    /// Overwhelm must end in contact with a single opposing cavalry unit.
    #[error("{target} is not an opposing cavalry unit ({})", RuleId::Cav29)]
    CavOverwhelmTarget {
        /// The figure named.
        target: FigureId,
    },
    /// Mounted Bound, Mounted Charge and Overwhelm start out of base contact with any
    /// opposing figure.
    #[error("{unit} is in base contact with an opposing figure and cannot use {proficiency:?}")]
    CavInContact {
        /// The unit's mount.
        unit: FigureId,
        /// The proficiency.
        proficiency: Proficiency,
    },
    /// Overwhelm moves without speed abilities.
    #[error("{unit} cannot use a speed ability while it overwhelms ({})", RuleId::Cav29)]
    CavOverwhelmSpeed {
        /// The unit's mount.
        unit: FigureId,
    },
    /// Trample starts at ground level.
    #[error("{unit} is above ground level and cannot trample ({})", RuleId::Cav30)]
    CavTrampleElevated {
        /// The unit's mount.
        unit: FigureId,
    },
    /// Trample moves without double-time.
    #[error("{unit} cannot use double-time while it tramples ({})", RuleId::Cav30)]
    CavTrampleDoubleTime {
        /// The unit's mount.
        unit: FigureId,
    },
    /// A rider of a unit with Impale cannot use Weapon Master.
    #[error("{rider} rides with Impale and cannot use Weapon Master ({})", RuleId::Cav26)]
    CavImpaleWeaponMaster {
        /// The rider.
        rider: FigureId,
    },
    /// Only Dark Riders cavalry units can use Dark Unity.
    #[error("{unit} is not a Dark Riders unit ({})", RuleId::Cav32)]
    CavNotDarkRiders {
        /// The unit's mount.
        unit: FigureId,
    },
    /// Dark Unity is used at the beginning of your own command phase, before any action.
    #[error("Dark Unity of {unit} is used only at the beginning of its controller's command phase ({})", RuleId::Cav32)]
    CavDarkUnityTiming {
        /// The unit's mount.
        unit: FigureId,
    },
    /// Dark Unity can be used once per command phase.
    #[error("{unit} already used Dark Unity this command phase ({})", RuleId::Cav32)]
    CavDarkUnityUsed {
        /// The unit's mount.
        unit: FigureId,
    },
    /// Cavalry units form formations only with other cavalry units.
    #[error("{figure} cannot join a formation with cavalry units ({})", RuleId::Cav19)]
    CavFormationMixed {
        /// A member that breaks the rule.
        figure: FigureId,
    },
    /// All riders in a cavalry formation must share a faction; mount factions are ignored.
    #[error("the riders of a cavalry formation must share a faction ({figure} does not) ({})", RuleId::Cav19)]
    CavFormationFaction {
        /// A rider of another faction.
        figure: FigureId,
    },
    /// Only a rider thrown by its mount's elimination this turn can be eliminated for lack of room.
    #[error("{rider} was not put off by its mount's elimination this turn ({})", RuleId::Cav20)]
    CavNotThrown {
        /// The figure named.
        rider: FigureId,
    },
    // Colossals and chariots (COL, CHR)
    /// Sections and section aims belong to colossals only.
    #[error("{figure} is not a colossal ({})", RuleId::Col01)]
    NotAColossal {
        /// The figure.
        figure: FigureId,
    },
    /// A colossal is given actions section by section.
    #[error("{figure} is a colossal: give one of its sections the action ({})", RuleId::Col06)]
    SectionNeeded {
        /// The colossal.
        figure: FigureId,
    },
    /// An inactive section (three skulls) takes no more damage.
    #[error("{figure}'s {section:?} section is inactive and takes no more damage ({})", RuleId::Col04)]
    InactiveSection {
        /// The colossal.
        figure: FigureId,
        /// The section.
        section: Section,
    },
    /// An inactive section gets no actions.
    #[error("{figure}'s {section:?} section is inactive and cannot act ({})", RuleId::Col06)]
    InactiveSectionActs {
        /// The colossal.
        figure: FigureId,
        /// The section.
        section: Section,
    },
    /// Each active section gets at most one action per turn.
    #[error("{figure}'s {section:?} section already acted this turn ({})", RuleId::Col06)]
    SectionAlreadyActed {
        /// The colossal.
        figure: FigureId,
        /// The section.
        section: Section,
    },
    /// All of a colossal's actions come before any other figure's.
    #[error("another figure acted after {figure}: its actions this turn are over ({})", RuleId::Col06)]
    ColossalActionsOver {
        /// The colossal.
        figure: FigureId,
    },
    /// A colossal's move actions come before its other actions.
    #[error("{figure} already had a close, ranged or special action this turn: no more moves ({})", RuleId::Col06)]
    MoveAfterCombat {
        /// The colossal.
        figure: FigureId,
    },
    /// Damage of no clear section goes to the section the controller picks.
    #[error("{figure} takes pushing damage: its controller picks the section ({})", RuleId::Col11)]
    PushSectionNeeded {
        /// The colossal.
        figure: FigureId,
    },
    /// Colossals cannot use or suffer certain effects.
    #[error("{figure} is a colossal: {effect:?} does not apply ({})", RuleId::Col03)]
    ColossalImmune {
        /// The colossal.
        figure: FigureId,
        /// The effect.
        effect: ColossalEffect,
    },
    /// A colossal rolls once to break away, however many sections touch.
    #[error("{figure} already rolled to break away this turn ({})", RuleId::Col16)]
    BreakAwayOnce {
        /// The colossal.
        figure: FigureId,
    },
    /// A colossal controls or contests at most one objective.
    #[error("{figure} may not end a move touching more than one objective ({})", RuleId::Col08)]
    TooManyObjectives {
        /// The colossal.
        figure: FigureId,
    },
    /// A ranged section needs a range, attack above 0 and no opposing contact.
    #[error("{figure}'s {section:?} section cannot make a ranged attack ({})", RuleId::Col18)]
    SectionCannotShoot {
        /// The colossal.
        figure: FigureId,
        /// The section.
        section: Section,
    },
    /// Long-range attacks are for colossals against colossals only.
    #[error("{figure} cannot make a long-range attack here ({})", RuleId::Col19)]
    NotLongRange {
        /// The attacker.
        figure: FigureId,
    },
    /// An attack on a colossal needs the section it reaches.
    #[error("say where the attack reaches {figure} ({rule})")]
    SectionAimNeeded {
        /// The colossal target.
        figure: FigureId,
        /// The rule that needs it.
        rule: RuleId,
    },
    /// A close attack needs contact with an active section.
    #[error("a close attack on {figure} needs contact with an active section ({})", RuleId::Col20)]
    NoActiveSectionTouched {
        /// The colossal target.
        figure: FigureId,
    },
    /// Two sections or the centre are touched: the controller must pick.
    #[error("{figure}'s controller picks the section ({rule})")]
    ControllerPickNeeded {
        /// The colossal target.
        figure: FigureId,
        /// The rule that asks.
        rule: RuleId,
    },
    /// An inactive section was aimed at: the attacker must pick an active one.
    #[error("the attacker picks an active section of {figure} ({rule})")]
    AttackerPickNeeded {
        /// The colossal target.
        figure: FigureId,
        /// The rule that asks.
        rule: RuleId,
    },
    /// The section picked is not one of the choices.
    #[error("{figure}'s {section:?} section cannot be picked ({rule})")]
    BadSectionPick {
        /// The colossal target.
        figure: FigureId,
        /// The section picked.
        section: Section,
        /// The rule broken.
        rule: RuleId,
    },
    /// The aim given cannot happen for this kind of attack.
    #[error("that aim does not fit this attack on {figure} ({rule})")]
    AimDoesNotFit {
        /// The colossal target.
        figure: FigureId,
        /// The rule broken.
        rule: RuleId,
    },
    /// A section touching the attacker's friend cannot be shot; use the action otherwise.
    #[error("{figure}'s {section:?} section touches a figure friendly to the attacker: the attack is not made ({})", RuleId::Col21)]
    SectionShielded {
        /// The colossal target.
        figure: FigureId,
        /// The section.
        section: Section,
    },
    /// Only chariots carry passengers.
    #[error("{figure} is not a chariot ({})", RuleId::Chr01)]
    NotAChariot {
        /// The figure.
        figure: FigureId,
    },
    /// Chariots never move straight backward.
    #[error("{figure} is a chariot and cannot move straight backward ({})", RuleId::Chr02)]
    ChariotCannotReverse {
        /// The chariot.
        figure: FigureId,
    },
    /// Colossals and horseshoe figures cannot ride in a chariot.
    #[error("{figure} cannot be a passenger ({})", RuleId::Chr03)]
    CannotBePassenger {
        /// The figure.
        figure: FigureId,
    },
    /// A chariot carries one passenger at most.
    #[error("{chariot} already carries a passenger ({})", RuleId::Chr03)]
    ChariotFull {
        /// The chariot.
        chariot: FigureId,
    },
    /// A passenger is already in a chariot.
    #[error("{figure} is already a passenger ({})", RuleId::Chr03)]
    AlreadyAboard {
        /// The figure.
        figure: FigureId,
    },
    /// Only a chariot starting the game may be deployed with a passenger.
    #[error("passengers are deployed before the first action of the game ({})", RuleId::Chr03)]
    DeployAfterStart,
    /// Only a friendly chariot can be boarded.
    #[error("{chariot} is not friendly to the figure boarding ({})", RuleId::Chr05)]
    ChariotNotFriendly {
        /// The chariot.
        chariot: FigureId,
    },
    /// Boarding and disembarking need a speed above 0.
    #[error("{figure} has speed 0 ({rule})")]
    NoSpeed {
        /// The figure.
        figure: FigureId,
        /// The rule.
        rule: RuleId,
    },
    /// A sentry cannot board a chariot.
    #[error("{figure} is a sentry and cannot board ({})", RuleId::Chr05)]
    SentryCannotBoard {
        /// The figure.
        figure: FigureId,
    },
    /// The front section has no way in or out.
    #[error("{figure} boards and leaves by a side or the rear section ({rule})")]
    FrontSection {
        /// The figure.
        figure: FigureId,
        /// The rule.
        rule: RuleId,
    },
    /// Only a passenger can disembark.
    #[error("{figure} is not a passenger ({})", RuleId::Chr06)]
    NotAPassenger {
        /// The figure.
        figure: FigureId,
    },
    /// A passenger stays in the compartment until it disembarks.
    #[error("{figure} is a passenger: its only move is to disembark ({})", RuleId::Chr04)]
    PassengerStaysAboard {
        /// The passenger.
        figure: FigureId,
    },
    /// A passenger shoots only if its chariot has not moved this turn.
    #[error("{figure}'s chariot moved this turn: no ranged attack ({})", RuleId::Chr10)]
    ChariotMoved {
        /// The passenger.
        figure: FigureId,
    },
    /// A passenger cannot shoot figures touching its chariot.
    #[error("{figure} cannot shoot a figure in contact with its chariot ({})", RuleId::Chr10)]
    TargetTouchesChariot {
        /// The passenger.
        figure: FigureId,
    },
    /// A passenger never targets its own chariot.
    #[error("{figure} cannot target or affect its own chariot ({})", RuleId::Chr08)]
    OwnChariot {
        /// The passenger.
        figure: FigureId,
    },
    /// Passengers are hurt only through their chariot's side or rear.
    #[error("{figure} is a passenger: nothing damages or heals it directly ({})", RuleId::Chr11)]
    PassengerUntouchable {
        /// The passenger.
        figure: FigureId,
    },
    /// A side or rear hit needs a d6 for the passenger.
    #[error("enter the attacker's d6 for {chariot}'s passenger ({})", RuleId::Chr11)]
    PassengerRollNeeded {
        /// The chariot.
        chariot: FigureId,
    },
    /// The thrown passenger's damage roll comes before anything else.
    #[error("enter the 1d6 damage for {figure}, thrown from its chariot, first ({})", RuleId::Chr12)]
    WreckRollPending {
        /// The passenger.
        figure: FigureId,
    },
    /// Only a passenger thrown from an eliminated chariot rolls.
    #[error("no damage roll is awaited for {figure} ({})", RuleId::Chr12)]
    NoWreckRoll {
        /// The figure.
        figure: FigureId,
    },
}

impl RuleViolation {
    /// The rule that refuses the command.
    pub const fn rule(&self) -> RuleId {
        match self {
            RuleViolation::UnknownFigure { .. } | RuleViolation::NoSuchDial { .. } => RuleId::Core01,
            RuleViolation::NothingToHeal { .. } | RuleViolation::NoClicks => RuleId::Core03,
            RuleViolation::Eliminated { .. } => RuleId::Core04,
            RuleViolation::NoActionsLeft { .. } => RuleId::Core05,
            RuleViolation::NotYourFigure { .. } | RuleViolation::RollDoesNotFit { .. } => RuleId::Core06,
            RuleViolation::AlreadyActed { .. } | RuleViolation::TwoTokens { .. } => RuleId::Core07,
            RuleViolation::BadTwoD6 { .. } | RuleViolation::OwnFigure { .. } => RuleId::Core09,
            RuleViolation::CannotCapture { .. } => RuleId::Core14,
            RuleViolation::NoHealing { .. }
            | RuleViolation::NoMagicHealing { .. }
            | RuleViolation::HealOpposing { .. }
            | RuleViolation::HealInvulnerable { .. } => RuleId::Core16,
            RuleViolation::BadTargetCount { .. }
            | RuleViolation::BadTarget { .. }
            | RuleViolation::NoRange { .. } => RuleId::Core11,
            RuleViolation::BadD6 { .. } => RuleId::Core12,
            RuleViolation::CavSecondAction { .. } => RuleId::Cav09,
            RuleViolation::CavFreeSpin { .. } => RuleId::Cav02,
            RuleViolation::CavCapture { .. } | RuleViolation::CavCarried { .. } => RuleId::Cav06,
            RuleViolation::CavSurge { .. } => RuleId::Cav06,
            RuleViolation::CavNotAUnit { .. } => RuleId::Cav04,
            RuleViolation::CavNotARider { .. } => RuleId::Cav03,
            RuleViolation::CavNotAMount { .. } => RuleId::Cav01,
            RuleViolation::CavMountMismatch { .. } => RuleId::Cav03,
            RuleViolation::CavDarkRidersMismatch { .. } => RuleId::Cav31,
            RuleViolation::CavDarkRiderDismount { .. } => RuleId::Cav31,
            RuleViolation::CavNoRoomToDismount { .. } => RuleId::Cav22,
            RuleViolation::CavAlreadyMounted { .. } => RuleId::Cav23,
            RuleViolation::CavMountTaken { .. } => RuleId::Cav23,
            RuleViolation::CavMountNotFriendly { .. } => RuleId::Cav23,
            RuleViolation::CavOverwhelmTarget { .. } => RuleId::Cav29,
            RuleViolation::CavOverwhelmSpeed { .. } => RuleId::Cav29,
            RuleViolation::CavTrampleElevated { .. } | RuleViolation::CavTrampleDoubleTime { .. } => RuleId::Cav30,
            RuleViolation::CavInContact { proficiency, .. } => match proficiency {
                Proficiency::MountedBound => RuleId::Cav27,
                Proficiency::MountedCharge => RuleId::Cav28,
                _ => RuleId::Cav29,
            },
            RuleViolation::CavImpaleWeaponMaster { .. } => RuleId::Cav26,
            RuleViolation::CavNotDarkRiders { .. } => RuleId::Cav32,
            RuleViolation::CavDarkUnityTiming { .. } => RuleId::Cav32,
            RuleViolation::CavDarkUnityUsed { .. } => RuleId::Cav32,
            RuleViolation::CavFormationMixed { .. } => RuleId::Cav19,
            RuleViolation::CavFormationFaction { .. } => RuleId::Cav19,
            RuleViolation::CavNotThrown { .. } => RuleId::Cav20,
            RuleViolation::CavLacksProficiency { proficiency, .. } => match proficiency {
                Proficiency::Horsemanship => RuleId::Cav25,
                Proficiency::Impale => RuleId::Cav26,
                Proficiency::MountedBound => RuleId::Cav27,
                Proficiency::MountedCharge => RuleId::Cav28,
                Proficiency::Overwhelm => RuleId::Cav29,
                Proficiency::Trample => RuleId::Cav30,
                _ => RuleId::Cav24,
            },
            RuleViolation::NotAColossal { .. } => RuleId::Col01,
            RuleViolation::SectionNeeded { .. } => RuleId::Col06,
            RuleViolation::InactiveSection { .. } => RuleId::Col04,
            RuleViolation::InactiveSectionActs { .. } => RuleId::Col06,
            RuleViolation::SectionAlreadyActed { .. } => RuleId::Col06,
            RuleViolation::ColossalActionsOver { .. } => RuleId::Col06,
            RuleViolation::MoveAfterCombat { .. } => RuleId::Col06,
            RuleViolation::PushSectionNeeded { .. } => RuleId::Col11,
            RuleViolation::ColossalImmune { .. } => RuleId::Col03,
            RuleViolation::BreakAwayOnce { .. } => RuleId::Col16,
            RuleViolation::TooManyObjectives { .. } => RuleId::Col08,
            RuleViolation::SectionCannotShoot { .. } => RuleId::Col18,
            RuleViolation::NotLongRange { .. } => RuleId::Col19,
            RuleViolation::SectionAimNeeded { rule, .. } => *rule,
            RuleViolation::NoActiveSectionTouched { .. } => RuleId::Col20,
            RuleViolation::ControllerPickNeeded { rule, .. } => *rule,
            RuleViolation::AttackerPickNeeded { rule, .. } => *rule,
            RuleViolation::BadSectionPick { rule, .. } => *rule,
            RuleViolation::AimDoesNotFit { rule, .. } => *rule,
            RuleViolation::SectionShielded { .. } => RuleId::Col21,
            RuleViolation::NotAChariot { .. } => RuleId::Chr01,
            RuleViolation::ChariotCannotReverse { .. } => RuleId::Chr02,
            RuleViolation::CannotBePassenger { .. } => RuleId::Chr03,
            RuleViolation::ChariotFull { .. } => RuleId::Chr03,
            RuleViolation::AlreadyAboard { .. } => RuleId::Chr03,
            RuleViolation::DeployAfterStart => RuleId::Chr03,
            RuleViolation::ChariotNotFriendly { .. } => RuleId::Chr05,
            RuleViolation::NoSpeed { rule, .. } => *rule,
            RuleViolation::SentryCannotBoard { .. } => RuleId::Chr05,
            RuleViolation::FrontSection { rule, .. } => *rule,
            RuleViolation::NotAPassenger { .. } => RuleId::Chr06,
            RuleViolation::PassengerStaysAboard { .. } => RuleId::Chr04,
            RuleViolation::ChariotMoved { .. } => RuleId::Chr10,
            RuleViolation::TargetTouchesChariot { .. } => RuleId::Chr10,
            RuleViolation::OwnChariot { .. } => RuleId::Chr08,
            RuleViolation::PassengerUntouchable { .. } => RuleId::Chr11,
            RuleViolation::PassengerRollNeeded { .. } => RuleId::Chr11,
            RuleViolation::WreckRollPending { .. } => RuleId::Chr12,
            RuleViolation::NoWreckRoll { .. } => RuleId::Chr12,
        }
    }

    /// The Fluent message id of this refusal's sentence, e.g. `"violation-two-tokens"`.
    pub fn message_id(&self) -> &'static str {
        match self {
            RuleViolation::UnknownFigure { .. } => "violation-unknown-figure",
            RuleViolation::NotYourFigure { .. } => "violation-not-your-figure",
            RuleViolation::NoActionsLeft { .. } => "violation-no-actions-left",
            RuleViolation::AlreadyActed { .. } => "violation-already-acted",
            RuleViolation::TwoTokens { .. } => "violation-two-tokens",
            RuleViolation::Eliminated { .. } => "violation-eliminated",
            RuleViolation::NothingToHeal { .. } => "violation-nothing-to-heal",
            RuleViolation::NoClicks => "violation-no-clicks",
            RuleViolation::NoSuchDial { .. } => "violation-no-such-dial",
            RuleViolation::BadTwoD6 { .. } => "violation-bad-two-d6",
            RuleViolation::BadD6 { .. } => "violation-bad-d6",
            RuleViolation::RollDoesNotFit { .. } => "violation-roll-does-not-fit",
            RuleViolation::BadTargetCount { .. } => "violation-bad-target-count",
            RuleViolation::BadTarget { .. } => "violation-bad-target",
            RuleViolation::OwnFigure { .. } => "violation-own-figure",
            RuleViolation::NoHealing { .. } => "violation-no-healing",
            RuleViolation::CannotCapture { .. } => "violation-cannot-capture",
            RuleViolation::NoMagicHealing { .. } => "violation-no-magic-healing",
            RuleViolation::HealOpposing { .. } => "violation-heal-opposing",
            RuleViolation::HealInvulnerable { .. } => "violation-heal-invulnerable",
            RuleViolation::NoRange { .. } => "violation-no-range",
            RuleViolation::CavSecondAction { .. } => "violation-cav-second-action",
            RuleViolation::CavFreeSpin { .. } => "violation-cav-free-spin",
            RuleViolation::CavCapture { .. } => "violation-cav-capture",
            RuleViolation::CavSurge { .. } => "violation-cav-surge",
            RuleViolation::CavCarried { .. } => "violation-cav-carried",
            RuleViolation::CavNotAUnit { .. } => "violation-cav-not-a-unit",
            RuleViolation::CavNotARider { .. } => "violation-cav-not-a-rider",
            RuleViolation::CavNotAMount { .. } => "violation-cav-not-a-mount",
            RuleViolation::CavMountMismatch { .. } => "violation-cav-mount-mismatch",
            RuleViolation::CavDarkRidersMismatch { .. } => "violation-cav-dark-riders-mismatch",
            RuleViolation::CavDarkRiderDismount { .. } => "violation-cav-dark-rider-dismount",
            RuleViolation::CavNoRoomToDismount { .. } => "violation-cav-no-room-to-dismount",
            RuleViolation::CavAlreadyMounted { .. } => "violation-cav-already-mounted",
            RuleViolation::CavMountTaken { .. } => "violation-cav-mount-taken",
            RuleViolation::CavMountNotFriendly { .. } => "violation-cav-mount-not-friendly",
            RuleViolation::CavLacksProficiency { .. } => "violation-cav-lacks-proficiency",
            RuleViolation::CavOverwhelmTarget { .. } => "violation-cav-overwhelm-target",
            RuleViolation::CavOverwhelmSpeed { .. } => "violation-cav-overwhelm-speed",
            RuleViolation::CavTrampleElevated { .. } => "violation-cav-trample-elevated",
            RuleViolation::CavTrampleDoubleTime { .. } => "violation-cav-trample-double-time",
            RuleViolation::CavInContact { .. } => "violation-cav-in-contact",
            RuleViolation::CavImpaleWeaponMaster { .. } => "violation-cav-impale-weapon-master",
            RuleViolation::CavNotDarkRiders { .. } => "violation-cav-not-dark-riders",
            RuleViolation::CavDarkUnityTiming { .. } => "violation-cav-dark-unity-timing",
            RuleViolation::CavDarkUnityUsed { .. } => "violation-cav-dark-unity-used",
            RuleViolation::CavFormationMixed { .. } => "violation-cav-formation-mixed",
            RuleViolation::CavFormationFaction { .. } => "violation-cav-formation-faction",
            RuleViolation::CavNotThrown { .. } => "violation-cav-not-thrown",
            RuleViolation::NotAColossal { .. } => "violation-col-not-a-colossal",
            RuleViolation::SectionNeeded { .. } => "violation-col-section-needed",
            RuleViolation::InactiveSection { .. } => "violation-col-inactive-section",
            RuleViolation::InactiveSectionActs { .. } => "violation-col-inactive-section-acts",
            RuleViolation::SectionAlreadyActed { .. } => "violation-col-section-already-acted",
            RuleViolation::ColossalActionsOver { .. } => "violation-col-actions-over",
            RuleViolation::MoveAfterCombat { .. } => "violation-col-move-after-combat",
            RuleViolation::PushSectionNeeded { .. } => "violation-col-push-section-needed",
            RuleViolation::ColossalImmune { .. } => "violation-col-immune",
            RuleViolation::BreakAwayOnce { .. } => "violation-col-break-away-once",
            RuleViolation::TooManyObjectives { .. } => "violation-col-too-many-objectives",
            RuleViolation::SectionCannotShoot { .. } => "violation-col-section-cannot-shoot",
            RuleViolation::NotLongRange { .. } => "violation-col-not-long-range",
            RuleViolation::SectionAimNeeded { .. } => "violation-col-aim-needed",
            RuleViolation::NoActiveSectionTouched { .. } => "violation-col-no-active-section-touched",
            RuleViolation::ControllerPickNeeded { .. } => "violation-col-controller-pick-needed",
            RuleViolation::AttackerPickNeeded { .. } => "violation-col-attacker-pick-needed",
            RuleViolation::BadSectionPick { .. } => "violation-col-bad-section-pick",
            RuleViolation::AimDoesNotFit { .. } => "violation-col-aim-does-not-fit",
            RuleViolation::SectionShielded { .. } => "violation-col-section-shielded",
            RuleViolation::NotAChariot { .. } => "violation-chr-not-a-chariot",
            RuleViolation::ChariotCannotReverse { .. } => "violation-chr-cannot-reverse",
            RuleViolation::CannotBePassenger { .. } => "violation-chr-cannot-be-passenger",
            RuleViolation::ChariotFull { .. } => "violation-chr-chariot-full",
            RuleViolation::AlreadyAboard { .. } => "violation-chr-already-aboard",
            RuleViolation::DeployAfterStart => "violation-chr-deploy-after-start",
            RuleViolation::ChariotNotFriendly { .. } => "violation-chr-chariot-not-friendly",
            RuleViolation::NoSpeed { .. } => "violation-chr-no-speed",
            RuleViolation::SentryCannotBoard { .. } => "violation-chr-sentry-cannot-board",
            RuleViolation::FrontSection { .. } => "violation-chr-front-section",
            RuleViolation::NotAPassenger { .. } => "violation-chr-not-a-passenger",
            RuleViolation::PassengerStaysAboard { .. } => "violation-chr-passenger-stays-aboard",
            RuleViolation::ChariotMoved { .. } => "violation-chr-chariot-moved",
            RuleViolation::TargetTouchesChariot { .. } => "violation-chr-target-touches-chariot",
            RuleViolation::OwnChariot { .. } => "violation-chr-own-chariot",
            RuleViolation::PassengerUntouchable { .. } => "violation-chr-passenger-untouchable",
            RuleViolation::PassengerRollNeeded { .. } => "violation-chr-passenger-roll-needed",
            RuleViolation::WreckRollPending { .. } => "violation-chr-wreck-roll-pending",
            RuleViolation::NoWreckRoll { .. } => "violation-chr-no-wreck-roll",
        }
    }
}
