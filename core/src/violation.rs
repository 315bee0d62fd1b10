//! Refusals: a command the rules forbid, each naming the rule that forbids it.

use serde::{Deserialize, Serialize};

use crate::ability::Ability;
use crate::command::ActionKind;
use crate::command::ColossalEffect;
use crate::figure::Proficiency;
use crate::figure::Section;
use crate::rule::RuleId;
use crate::state::{FigureId, PlayerId};

crate::message::messages! {
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
        } => "violation-unknown-figure" by RuleId::Core01,
        /// Only the player whose turn it is gives actions, and only to their own figures.
        #[error("{figure} does not belong to the player whose turn it is ({})", RuleId::Core06)]
        NotYourFigure {
            /// The figure.
            figure: FigureId,
            /// Whose turn it is.
            player: PlayerId,
        } => "violation-not-your-figure" by RuleId::Core06,
        /// All the turn's actions are used.
        #[error("all {allowed} actions of this turn are used ({})", RuleId::Core05)]
        NoActionsLeft {
            /// Actions per turn for this game size.
            allowed: u8,
        } => "violation-no-actions-left" by RuleId::Core05,
        /// The figure was already given an action this turn.
        #[error("{figure} was already given an action this turn ({})", RuleId::Core07)]
        AlreadyActed {
            /// The figure.
            figure: FigureId,
        } => "violation-already-acted" by RuleId::Core07,
        /// The figure carries two action tokens.
        #[error("{figure} carries two action tokens ({})", RuleId::Core07)]
        TwoTokens {
            /// The figure.
            figure: FigureId,
        } => "violation-two-tokens" by RuleId::Core07,
        /// The figure has been eliminated.
        #[error("{figure} has been eliminated ({})", RuleId::Core04)]
        Eliminated {
            /// The figure.
            figure: FigureId,
        } => "violation-eliminated" by RuleId::Core04,
        /// Healing cannot turn a dial past its starting marker.
        #[error("{figure} is already at its starting click ({})", RuleId::Core03)]
        NothingToHeal {
            /// The figure.
            figure: FigureId,
        } => "violation-nothing-to-heal" by RuleId::Core03,
        /// Damage and healing come in whole clicks, at least one.
        #[error("damage and healing need at least one click ({})", RuleId::Core03)]
        NoClicks => "violation-no-clicks" by RuleId::Core03,
        /// The figure has no such dial.
        #[error("{figure} has no dial {dial} ({})", RuleId::Core01)]
        NoSuchDial {
            /// The figure.
            figure: FigureId,
            /// The dial asked for.
            dial: u8,
        } => "violation-no-such-dial" by RuleId::Core01,
        /// Two six-sided dice total 2 to 12.
        #[error("{value} is not a 2d6 total ({})", RuleId::Core09)]
        BadTwoD6 {
            /// The value entered.
            value: u8,
        } => "violation-bad-two-d6" by RuleId::Core09,
        /// One six-sided die shows 1 to 6.
        #[error("{value} is not a d6 result ({})", RuleId::Core12)]
        BadD6 {
            /// The value entered.
            value: u8,
        } => "violation-bad-d6" by RuleId::Core12,
        /// The roll entered does not belong to that action (e.g. a break-away roll with an attack).
        #[error("that roll does not go with a {action:?} action ({})", RuleId::Core06)]
        RollDoesNotFit {
            /// The action.
            action: ActionKind,
        } => "violation-roll-does-not-fit" by RuleId::Core06,
        /// An attack needs targets: one for close combat, up to the target arrows for ranged.
        #[error("{count} targets do not fit this attack (at most {allowed}) ({})", RuleId::Core11)]
        BadTargetCount {
            /// Targets given.
            count: usize,
            /// Targets allowed.
            allowed: u8,
        } => "violation-bad-target-count" by RuleId::Core11,
        /// A target was named twice, or the attacker targets itself.
        #[error("{figure} cannot be targeted twice or by itself ({})", RuleId::Core11)]
        BadTarget {
            /// The target.
            figure: FigureId,
        } => "violation-bad-target" by RuleId::Core11,
        /// An attack names a figure of the attacker's own side (seed 004: attacking your own
        /// figures, or yourself, is not allowed).
        #[error("{figure} is on the attacker's side ({})", RuleId::Core09)]
        OwnFigure {
            /// The target.
            figure: FigureId,
        } => "violation-own-figure" by RuleId::Core09,
        /// A close-combat heal needs Healing on the healer's attack value now (seed 004).
        #[error("{figure} has no Healing now ({})", RuleId::Core16)]
        NoHealing {
            /// The healer.
            figure: FigureId,
        } => "violation-no-healing" by RuleId::Core16,
        /// A heal at range needs Magic Healing on the healer's attack value now (seed 004).
        #[error("{figure} has no Magic Healing now ({})", RuleId::Core16)]
        NoMagicHealing {
            /// The healer.
            figure: FigureId,
        } => "violation-no-magic-healing" by RuleId::Core16,
        /// Healing is for one's own figures (seed 004: "in gevecht met eigen figuur").
        #[error("{figure} is not on the healer's side ({})", RuleId::Core16)]
        HealOpposing {
            /// The target.
            figure: FigureId,
        } => "violation-heal-opposing" by RuleId::Core16,
        /// A figure showing Invulnerability cannot be healed (seed 004).
        #[error("{figure} shows Invulnerability and cannot be healed ({})", RuleId::Core16)]
        HealInvulnerable {
            /// The target.
            figure: FigureId,
        } => "violation-heal-invulnerable" by RuleId::Core16,
        /// Berserk, Battle Fury and Invulnerability neither capture nor are captured (CORE-14).
        #[error("{figure} shows {ability:?}, so it neither captures nor is captured ({})", RuleId::Core14)]
        CannotCapture {
            /// The captor or the target.
            figure: FigureId,
            /// The ability it shows.
            ability: crate::ability::Ability,
        } => "violation-cannot-capture" by RuleId::Core14,
        /// A captive cannot act (CORE-14).
        #[error("{figure} is held captive by {captor} and cannot act ({})", RuleId::Core14)]
        Captive {
            /// The captive.
            figure: FigureId,
            /// Its captor.
            captor: FigureId,
        } => "violation-captive" by RuleId::Core14,
        /// A captive can be neither targeted nor damaged (CORE-14).
        #[error("{figure} is held captive by {captor}: it cannot be targeted or damaged ({})", RuleId::Core14)]
        CaptiveUntouchable {
            /// The captive.
            figure: FigureId,
            /// Its captor.
            captor: FigureId,
        } => "violation-captive-untouchable" by RuleId::Core14,
        /// A figure holding a captive may only be given move actions (CORE-14).
        #[error("{figure} holds {captive} captive and may only move ({})", RuleId::Core14)]
        HoldsCaptive {
            /// The captor.
            figure: FigureId,
            /// Its captive.
            captive: FigureId,
        } => "violation-holds-captive" by RuleId::Core14,
        /// A captor stands in base contact with its captive, so no ranged attack or ranged
        /// ability may name it (CORE-14, seed 004); a close attack may.
        #[error("{figure} holds {captive} in base contact: no ranged action can reach it ({})", RuleId::Core14)]
        CaptorInContact {
            /// The captor.
            figure: FigureId,
            /// Its captive.
            captive: FigureId,
        } => "violation-captor-in-contact" by RuleId::Core14,
        /// A demoralized figure never goes into base contact with an opposing figure of
        /// its own will (CORE-16, seed 004): no Charge, Mounted Charge, Overwhelm or
        /// Trample, which end in contact or cross bases.
        #[error("{figure} shows Demoralized and never moves into base contact of its own will ({})", RuleId::Core16)]
        DemoralizedContact {
            /// The demoralized figure that would move.
            figure: FigureId,
        } => "violation-demoralized-contact" by RuleId::Core16,
        /// A captive stays in base contact with its captor, and a passenger touches
        /// nothing (CHR-04, CORE-14): a passenger takes no captive, and a captor does not
        /// board while it holds one.
        #[error("{figure} cannot hold a captive aboard a chariot, where it touches nothing ({})", RuleId::Chr04)]
        PassengerNoCaptive {
            /// The passenger, or the captor that would board.
            figure: FigureId,
        } => "violation-chr-passenger-no-captive" by RuleId::Chr04,
        /// A ranged attack needs a range above 0.
        #[error("{figure} has no range ({})", RuleId::Core11)]
        NoRange {
            /// The figure.
            figure: FigureId,
        } => "violation-no-range" by RuleId::Core11,
        /// A move needs a speed above 0: the speed value is how far the figure may move
        /// (seed 004), and a cavalry unit moves with its mount's (CAV-11).
        #[error("{figure} shows speed 0 and cannot be given a move action ({})", RuleId::Core01)]
        NoSpeedToMove {
            /// The figure whose speed value is read.
            figure: FigureId,
        } => "violation-no-speed-to-move" by RuleId::Core01,
        /// Magic Healing's target may not be in base contact with an opposing figure
        /// (seed 004); the table answered that it is.
        #[error("{figure} is in base contact with an opposing figure and cannot be healed by Magic Healing ({})", RuleId::Core16)]
        HealTargetInContact {
            /// The target.
            figure: FigureId,
        } => "violation-heal-target-in-contact" by RuleId::Core16,

        // Special abilities (CORE-16)
        /// The ability named is not shown on the figure's dial now.
        #[error("{figure} does not show {ability:?} now ({})", RuleId::Core16)]
        AbilityNotShown {
            /// The figure.
            figure: FigureId,
            /// The ability.
            ability: Ability,
        } => "violation-ability-not-shown" by RuleId::Core16,
        /// The ability is not used with this kind of action (or roll).
        #[error("{ability:?} is not used with a {action:?} action ({})", RuleId::Core16)]
        AbilityWrongAction {
            /// The ability.
            ability: Ability,
            /// The action.
            action: ActionKind,
        } => "violation-ability-wrong-action" by RuleId::Core16,
        /// An ability the figure shows forbids this action (Demoralized, Berserk).
        #[error("{figure} shows {ability:?} and cannot be given a {action:?} action ({})", RuleId::Core16)]
        AbilityForbids {
            /// The figure.
            figure: FigureId,
            /// The ability that forbids it.
            ability: Ability,
            /// The action refused.
            action: ActionKind,
        } => "violation-ability-forbids" by RuleId::Core16,
        /// The attack hit with an ability whose damage is a die, and no die was entered.
        #[error("{figure} hit with {ability:?}: enter the d6 for its damage ({})", RuleId::Core16)]
        DamageRollNeeded {
            /// The attacker.
            figure: FigureId,
            /// The ability.
            ability: Ability,
        } => "violation-damage-roll-needed" by RuleId::Core16,
        /// Magic Immunity: no ability with Magic in its name affects the figure.
        #[error("{figure} is immune to {ability:?} ({})", RuleId::Core16)]
        MagicImmune {
            /// The immune figure.
            figure: FigureId,
            /// The magic ability.
            ability: Ability,
        } => "violation-magic-immune" by RuleId::Core16,
        /// The ability may not be used in base contact with an opposing figure.
        #[error("{figure} is in base contact with an opposing figure and cannot use {ability:?} ({})", RuleId::Core16)]
        AbilityInContact {
            /// The figure.
            figure: FigureId,
            /// The ability.
            ability: Ability,
        } => "violation-ability-in-contact" by RuleId::Core16,
        /// Necromancy brings back only an eliminated figure of one's own.
        #[error("{figure} is not an eliminated figure of this player ({})", RuleId::Core16)]
        NotReturnable {
            /// The figure named.
            figure: FigureId,
        } => "violation-not-returnable" by RuleId::Core16,
        /// The ability's roll is made once a turn, at its start, before any action.
        #[error("{figure} can roll for {ability:?} only once, at the start of the turn ({})", RuleId::Core16)]
        StartOfTurnOnly {
            /// The figure.
            figure: FigureId,
            /// The ability.
            ability: Ability,
        } => "violation-start-of-turn-only" by RuleId::Core16,
        /// The ability deals no damage of its own outside an attack.
        #[error("{ability:?} deals no damage of its own ({})", RuleId::Core16)]
        NoAbilityDamage {
            /// The ability.
            ability: Ability,
        } => "violation-no-ability-damage" by RuleId::Core16,
        /// An ability the target shows keeps it from being targeted this way (Limited
        /// Invisibility against ranged attacks).
        #[error("{figure} shows {ability:?} and cannot be targeted this way ({})", RuleId::Core16)]
        AbilityProtects {
            /// The target.
            figure: FigureId,
            /// The ability that protects it.
            ability: Ability,
        } => "violation-ability-protects" by RuleId::Core16,

        // Cavalry (CAV)
        /// A cavalry unit can be given only one action per turn.
        #[error("{unit} is a cavalry unit already given an action this turn ({})", RuleId::Cav09)]
        CavSecondAction {
            /// The unit's mount.
            unit: FigureId,
        } => "violation-cav-second-action" by RuleId::Cav09,
        /// Mounts and cavalry units cannot make free spins.
        #[error("{figure} is a mount or in a cavalry unit and cannot make a free spin ({})", RuleId::Cav02)]
        CavFreeSpin {
            /// The figure.
            figure: FigureId,
        } => "violation-cav-free-spin" by RuleId::Cav02,
        /// Cavalry units cannot capture or be captured.
        #[error("{figure} is in a cavalry unit, which cannot capture or be captured ({})", RuleId::Cav06)]
        CavCapture {
            /// The mounted figure.
            figure: FigureId,
        } => "violation-cav-capture" by RuleId::Cav06,
        /// Cavalry units cannot use the Surge proficiency.
        #[error("{figure} is in a cavalry unit, which cannot use Surge ({})", RuleId::Cav06)]
        CavSurge {
            /// The figure.
            figure: FigureId,
        } => "violation-cav-surge" by RuleId::Cav06,
        /// Strong Flyer and Magic Levitation cannot carry a cavalry unit.
        #[error("{figure} is in a cavalry unit, which cannot be carried ({})", RuleId::Cav06)]
        CavCarried {
            /// A figure of the unit.
            figure: FigureId,
        } => "violation-cav-carried" by RuleId::Cav06,
        /// The command needs a cavalry unit: a mount with its rider.
        #[error("{figure} is not part of a cavalry unit ({})", RuleId::Cav04)]
        CavNotAUnit {
            /// The figure.
            figure: FigureId,
        } => "violation-cav-not-a-unit" by RuleId::Cav04,
        /// Only riders (a rider attack bonus and mount symbols) can ride.
        #[error("{figure} is not a rider ({})", RuleId::Cav03)]
        CavNotARider {
            /// The figure.
            figure: FigureId,
        } => "violation-cav-not-a-rider" by RuleId::Cav03,
        /// Only mounts carry riders.
        #[error("{figure} is not a mount ({})", RuleId::Cav01)]
        CavNotAMount {
            /// The figure.
            figure: FigureId,
        } => "violation-cav-not-a-mount" by RuleId::Cav01,
        /// A rider rides only mounts whose type matches one of its mount symbols.
        #[error("{rider} has no mount symbol for the type of {mount} ({})", RuleId::Cav03)]
        CavMountMismatch {
            /// The rider.
            rider: FigureId,
            /// The mount.
            mount: FigureId,
        } => "violation-cav-mount-mismatch" by RuleId::Cav03,
        /// Dark Riders pair by collector number (121a rides only 121b), never with other figures.
        #[error("{rider} and {mount} are not a Dark Riders pair by collector number ({})", RuleId::Cav31)]
        CavDarkRidersMismatch {
            /// The rider.
            rider: FigureId,
            /// The mount.
            mount: FigureId,
        } => "violation-cav-dark-riders-mismatch" by RuleId::Cav31,
        /// Dark Riders cannot dismount or be dismounted.
        #[error("the Dark Rider of {unit} cannot dismount or be dismounted ({})", RuleId::Cav31)]
        CavDarkRiderDismount {
            /// The unit's mount.
            unit: FigureId,
        } => "violation-cav-dark-rider-dismount" by RuleId::Cav31,
        /// A rider cannot dismount when there is no room for it in contact with its mount.
        #[error("no room to place the rider of {unit}, so it cannot dismount ({})", RuleId::Cav22)]
        CavNoRoomToDismount {
            /// The unit's mount.
            unit: FigureId,
        } => "violation-cav-no-room-to-dismount" by RuleId::Cav22,
        /// Only a dismounted rider can remount.
        #[error("{rider} is already on a mount ({})", RuleId::Cav23)]
        CavAlreadyMounted {
            /// The rider.
            rider: FigureId,
        } => "violation-cav-already-mounted" by RuleId::Cav23,
        /// A rider can remount only a mount without a rider.
        #[error("{mount} already has a rider ({})", RuleId::Cav23)]
        CavMountTaken {
            /// The mount.
            mount: FigureId,
        } => "violation-cav-mount-taken" by RuleId::Cav23,
        /// A rider can remount only a friendly mount.
        #[error("{mount} is not friendly to the rider ({})", RuleId::Cav23)]
        CavMountNotFriendly {
            /// The mount.
            mount: FigureId,
        } => "violation-cav-mount-not-friendly" by RuleId::Cav23,
        /// The unit does not have that cavalry proficiency (for a move, the mount must have it, CAV-11).
        #[error("{unit} does not have {proficiency:?}")]
        CavLacksProficiency {
            /// The unit's mount.
            unit: FigureId,
            /// The proficiency.
            proficiency: Proficiency,
        } => "violation-cav-lacks-proficiency" by match proficiency { Proficiency::Horsemanship => RuleId::Cav25, Proficiency::Impale => RuleId::Cav26, Proficiency::MountedBound => RuleId::Cav27, Proficiency::MountedCharge => RuleId::Cav28, Proficiency::Overwhelm => RuleId::Cav29, Proficiency::Trample => RuleId::Cav30, _ => RuleId::Cav24, },
        /// Overwhelm must end in contact with a single opposing cavalry unit.
        #[error("{target} is not an opposing cavalry unit ({})", RuleId::Cav29)]
        CavOverwhelmTarget {
            /// The figure named.
            target: FigureId,
        } => "violation-cav-overwhelm-target" by RuleId::Cav29,
        /// Mounted Bound, Mounted Charge and Overwhelm start out of base contact with any
        /// opposing figure.
        #[error("{unit} is in base contact with an opposing figure and cannot use {proficiency:?}")]
        CavInContact {
            /// The unit's mount.
            unit: FigureId,
            /// The proficiency.
            proficiency: Proficiency,
        } => "violation-cav-in-contact" by match proficiency { Proficiency::MountedBound => RuleId::Cav27, Proficiency::MountedCharge => RuleId::Cav28, _ => RuleId::Cav29, },
        /// Overwhelm moves without speed abilities.
        #[error("{unit} cannot use a speed ability while it overwhelms ({})", RuleId::Cav29)]
        CavOverwhelmSpeed {
            /// The unit's mount.
            unit: FigureId,
        } => "violation-cav-overwhelm-speed" by RuleId::Cav29,
        /// Trample starts at ground level.
        #[error("{unit} is above ground level and cannot trample ({})", RuleId::Cav30)]
        CavTrampleElevated {
            /// The unit's mount.
            unit: FigureId,
        } => "violation-cav-trample-elevated" by RuleId::Cav30,
        /// Trample moves without double-time.
        #[error("{unit} cannot use double-time while it tramples ({})", RuleId::Cav30)]
        CavTrampleDoubleTime {
            /// The unit's mount.
            unit: FigureId,
        } => "violation-cav-trample-double-time" by RuleId::Cav30,
        /// A rider of a unit with Impale cannot use Weapon Master.
        #[error("{rider} rides with Impale and cannot use Weapon Master ({})", RuleId::Cav26)]
        CavImpaleWeaponMaster {
            /// The rider.
            rider: FigureId,
        } => "violation-cav-impale-weapon-master" by RuleId::Cav26,
        /// Only Dark Riders cavalry units can use Dark Unity.
        #[error("{unit} is not a Dark Riders unit ({})", RuleId::Cav32)]
        CavNotDarkRiders {
            /// The unit's mount.
            unit: FigureId,
        } => "violation-cav-not-dark-riders" by RuleId::Cav32,
        /// Dark Unity is used at the beginning of your own command phase, before any action.
        #[error("Dark Unity of {unit} is used only at the beginning of its controller's command phase ({})", RuleId::Cav32)]
        CavDarkUnityTiming {
            /// The unit's mount.
            unit: FigureId,
        } => "violation-cav-dark-unity-timing" by RuleId::Cav32,
        /// Dark Unity can be used once per command phase.
        #[error("{unit} already used Dark Unity this command phase ({})", RuleId::Cav32)]
        CavDarkUnityUsed {
            /// The unit's mount.
            unit: FigureId,
        } => "violation-cav-dark-unity-used" by RuleId::Cav32,
        /// Cavalry units form formations only with other cavalry units.
        #[error("{figure} cannot join a formation with cavalry units ({})", RuleId::Cav19)]
        CavFormationMixed {
            /// A member that breaks the rule.
            figure: FigureId,
        } => "violation-cav-formation-mixed" by RuleId::Cav19,
        /// All riders in a cavalry formation must share a faction; mount factions are ignored.
        #[error("the riders of a cavalry formation must share a faction ({figure} does not) ({})", RuleId::Cav19)]
        CavFormationFaction {
            /// A rider of another faction.
            figure: FigureId,
        } => "violation-cav-formation-faction" by RuleId::Cav19,
        /// Only a rider thrown by its mount's elimination this turn can be eliminated for lack of room.
        #[error("{rider} was not put off by its mount's elimination this turn ({})", RuleId::Cav20)]
        CavNotThrown {
            /// The figure named.
            rider: FigureId,
        } => "violation-cav-not-thrown" by RuleId::Cav20,
        /// A riderless skittish mount is given no action: seed 001 says only of the
        /// independent kind that it acts as normal (CAV-21).
        #[error("{mount} is a skittish mount without a rider and cannot be given actions ({})", RuleId::Cav21)]
        SkittishMount {
            /// The mount.
            mount: FigureId,
        } => "violation-cav-skittish-mount" by RuleId::Cav21,
        /// A cavalry unit holds no captive, so no rider mounts a mount that holds one (CAV-06).
        #[error("{mount} holds {captive} captive: a cavalry unit cannot hold a captive ({})", RuleId::Cav06)]
        CavRemountCaptor {
            /// The mount.
            mount: FigureId,
            /// Its captive.
            captive: FigureId,
        } => "violation-cav-remount-captor" by RuleId::Cav06,
        /// A cavalry unit moves with its mount's abilities only (CAV-11): a rider's speed
        /// ability, Quickness or Necromancy does not move the unit.
        #[error("{rider} is mounted: its unit moves with its mount's abilities, not its {ability:?} ({})", RuleId::Cav11)]
        CavMountMoves {
            /// The rider.
            rider: FigureId,
            /// The rider's ability.
            ability: Ability,
        } => "violation-cav-mount-moves" by RuleId::Cav11,

        // Formations (CORE-13)
        /// Only a move, a close combat or a ranged combat action can be made in formation.
        #[error("a {action:?} action cannot be made in formation ({})", RuleId::Core13)]
        FormationAction {
            /// The action asked for.
            action: ActionKind,
        } => "violation-formation-action" by RuleId::Core13,
        /// A formation has a number of figures that depends on its action.
        #[error("a {action:?} formation has {min} to {max} figures, not {size} ({})", RuleId::Core13)]
        FormationSize {
            /// The formation's action.
            action: ActionKind,
            /// Figures named (a cavalry unit counts once).
            size: usize,
            /// The fewest allowed.
            min: u8,
            /// The most allowed.
            max: u8,
        } => "violation-formation-size" by RuleId::Core13,
        /// A figure (or a cavalry unit, by either id) is named twice in one formation.
        #[error("{figure} is named twice in the formation ({})", RuleId::Core13)]
        FormationRepeated {
            /// The figure named again.
            figure: FigureId,
        } => "violation-formation-repeated" by RuleId::Core13,
        /// The table answered that the members are not all in base contact with each other.
        #[error("the members of a formation must all be in base contact with each other ({})", RuleId::Core13)]
        FormationNotInContact => "violation-formation-not-in-contact" by RuleId::Core13,
        /// Mage Spawn have no faction, so they never form a formation.
        #[error("{figure} has no faction and cannot be in a formation ({})", RuleId::Core13)]
        FormationNoFaction {
            /// The figure without a faction (for a cavalry unit, its rider).
            figure: FigureId,
        } => "violation-formation-no-faction" by RuleId::Core13,
        /// All members must share a faction.
        #[error("{figure} shares no faction with the rest of the formation ({})", RuleId::Core13)]
        FormationFaction {
            /// The first member that breaks the shared faction (for a unit, its rider).
            figure: FigureId,
        } => "violation-formation-faction" by RuleId::Core13,
        /// Figures showing Charge, Bound or Quickness cannot join a formation.
        #[error("{figure} shows {ability:?} and cannot join a formation ({})", RuleId::Core13)]
        FormationAbility {
            /// The figure (a cavalry unit's mount or rider).
            figure: FigureId,
            /// The ability it shows now.
            ability: crate::ability::Ability,
        } => "violation-formation-ability" by RuleId::Core13,
        /// A passenger touches nothing, so it cannot be in a formation.
        #[error("{figure} is a passenger and cannot be in a formation ({})", RuleId::Chr04)]
        FormationPassenger {
            /// The passenger.
            figure: FigureId,
        } => "violation-formation-passenger" by RuleId::Chr04,

        // Colossals and chariots (COL, CHR)
        /// Sections and section aims belong to colossals only.
        #[error("{figure} is not a colossal ({})", RuleId::Col01)]
        NotAColossal {
            /// The figure.
            figure: FigureId,
        } => "violation-col-not-a-colossal" by RuleId::Col01,
        /// A colossal is given actions section by section.
        #[error("{figure} is a colossal: give one of its sections the action ({})", RuleId::Col06)]
        SectionNeeded {
            /// The colossal.
            figure: FigureId,
        } => "violation-col-section-needed" by RuleId::Col06,
        /// An inactive section (three skulls) takes no more damage.
        #[error("{figure}'s {section:?} section is inactive and takes no more damage ({})", RuleId::Col04)]
        InactiveSection {
            /// The colossal.
            figure: FigureId,
            /// The section.
            section: Section,
        } => "violation-col-inactive-section" by RuleId::Col04,
        /// An inactive section gets no actions.
        #[error("{figure}'s {section:?} section is inactive and cannot act ({})", RuleId::Col06)]
        InactiveSectionActs {
            /// The colossal.
            figure: FigureId,
            /// The section.
            section: Section,
        } => "violation-col-inactive-section-acts" by RuleId::Col06,
        /// Each active section gets at most one action per turn.
        #[error("{figure}'s {section:?} section already acted this turn ({})", RuleId::Col06)]
        SectionAlreadyActed {
            /// The colossal.
            figure: FigureId,
            /// The section.
            section: Section,
        } => "violation-col-section-already-acted" by RuleId::Col06,
        /// All of a colossal's actions come before any other figure's.
        #[error("another figure acted after {figure}: its actions this turn are over ({})", RuleId::Col06)]
        ColossalActionsOver {
            /// The colossal.
            figure: FigureId,
        } => "violation-col-actions-over" by RuleId::Col06,
        /// A colossal's move actions come before its other actions.
        #[error("{figure} already had a close, ranged or special action this turn: no more moves ({})", RuleId::Col06)]
        MoveAfterCombat {
            /// The colossal.
            figure: FigureId,
        } => "violation-col-move-after-combat" by RuleId::Col06,
        /// Damage of no clear section goes to the section the controller picks.
        #[error("{figure} takes pushing damage: its controller picks the section ({})", RuleId::Col11)]
        PushSectionNeeded {
            /// The colossal.
            figure: FigureId,
        } => "violation-col-push-section-needed" by RuleId::Col11,
        /// Colossals cannot use or suffer certain effects.
        #[error("{figure} is a colossal: {effect:?} does not apply ({})", RuleId::Col03)]
        ColossalImmune {
            /// The colossal.
            figure: FigureId,
            /// The effect.
            effect: ColossalEffect,
        } => "violation-col-immune" by RuleId::Col03,
        /// A colossal rolls once to break away, however many sections touch.
        #[error("{figure} already rolled to break away this turn ({})", RuleId::Col16)]
        BreakAwayOnce {
            /// The colossal.
            figure: FigureId,
        } => "violation-col-break-away-once" by RuleId::Col16,
        /// A colossal controls or contests at most one objective.
        #[error("{figure} may not end a move touching more than one objective ({})", RuleId::Col08)]
        TooManyObjectives {
            /// The colossal.
            figure: FigureId,
        } => "violation-col-too-many-objectives" by RuleId::Col08,
        /// A ranged section needs a range, attack above 0 and no opposing contact.
        #[error("{figure}'s {section:?} section cannot make a ranged attack ({})", RuleId::Col18)]
        SectionCannotShoot {
            /// The colossal.
            figure: FigureId,
            /// The section.
            section: Section,
        } => "violation-col-section-cannot-shoot" by RuleId::Col18,
        /// Long-range attacks are for colossals against colossals only.
        #[error("{figure} cannot make a long-range attack here ({})", RuleId::Col19)]
        NotLongRange {
            /// The attacker.
            figure: FigureId,
        } => "violation-col-not-long-range" by RuleId::Col19,
        /// An attack on a colossal needs the section it reaches.
        #[error("say where the attack reaches {figure} ({rule})")]
        SectionAimNeeded {
            /// The colossal target.
            figure: FigureId,
            /// The rule that needs it.
            rule: RuleId,
        } => "violation-col-aim-needed" by *rule,
        /// A close attack needs contact with an active section.
        #[error("a close attack on {figure} needs contact with an active section ({})", RuleId::Col20)]
        NoActiveSectionTouched {
            /// The colossal target.
            figure: FigureId,
        } => "violation-col-no-active-section-touched" by RuleId::Col20,
        /// Two sections or the centre are touched: the controller must pick.
        #[error("{figure}'s controller picks the section ({rule})")]
        ControllerPickNeeded {
            /// The colossal target.
            figure: FigureId,
            /// The rule that asks.
            rule: RuleId,
        } => "violation-col-controller-pick-needed" by *rule,
        /// An inactive section was aimed at: the attacker must pick an active one.
        #[error("the attacker picks an active section of {figure} ({rule})")]
        AttackerPickNeeded {
            /// The colossal target.
            figure: FigureId,
            /// The rule that asks.
            rule: RuleId,
        } => "violation-col-attacker-pick-needed" by *rule,
        /// The section picked is not one of the choices.
        #[error("{figure}'s {section:?} section cannot be picked ({rule})")]
        BadSectionPick {
            /// The colossal target.
            figure: FigureId,
            /// The section picked.
            section: Section,
            /// The rule broken.
            rule: RuleId,
        } => "violation-col-bad-section-pick" by *rule,
        /// The aim given cannot happen for this kind of attack.
        #[error("that aim does not fit this attack on {figure} ({rule})")]
        AimDoesNotFit {
            /// The colossal target.
            figure: FigureId,
            /// The rule broken.
            rule: RuleId,
        } => "violation-col-aim-does-not-fit" by *rule,
        /// A section touching the attacker's friend cannot be shot; use the action otherwise.
        #[error("{figure}'s {section:?} section touches a figure friendly to the attacker: the attack is not made ({})", RuleId::Col21)]
        SectionShielded {
            /// The colossal target.
            figure: FigureId,
            /// The section.
            section: Section,
        } => "violation-col-section-shielded" by RuleId::Col21,
        /// A colossal moves only as one straight move of its sections' move actions, and
        /// its combat comes after (COL-06, COL-14): no Charge or Bound.
        #[error("{figure} is a colossal: {ability:?} does not move and attack it as one action ({})", RuleId::Col14)]
        ColossalMoveAndAttack {
            /// The colossal.
            figure: FigureId,
            /// Charge or Bound.
            ability: Ability,
        } => "violation-col-move-and-attack" by RuleId::Col14,
        /// Only chariots carry passengers.
        #[error("{figure} is not a chariot ({})", RuleId::Chr01)]
        NotAChariot {
            /// The figure.
            figure: FigureId,
        } => "violation-chr-not-a-chariot" by RuleId::Chr01,
        /// Chariots never move straight backward.
        #[error("{figure} is a chariot and cannot move straight backward ({})", RuleId::Chr02)]
        ChariotCannotReverse {
            /// The chariot.
            figure: FigureId,
        } => "violation-chr-cannot-reverse" by RuleId::Chr02,
        /// Colossals and horseshoe figures cannot ride in a chariot.
        #[error("{figure} cannot be a passenger ({})", RuleId::Chr03)]
        CannotBePassenger {
            /// The figure.
            figure: FigureId,
        } => "violation-chr-cannot-be-passenger" by RuleId::Chr03,
        /// A chariot carries one passenger at most.
        #[error("{chariot} already carries a passenger ({})", RuleId::Chr03)]
        ChariotFull {
            /// The chariot.
            chariot: FigureId,
        } => "violation-chr-chariot-full" by RuleId::Chr03,
        /// A passenger is already in a chariot.
        #[error("{figure} is already a passenger ({})", RuleId::Chr03)]
        AlreadyAboard {
            /// The figure.
            figure: FigureId,
        } => "violation-chr-already-aboard" by RuleId::Chr03,
        /// Only a chariot starting the game may be deployed with a passenger.
        #[error("passengers are deployed before the first action of the game ({})", RuleId::Chr03)]
        DeployAfterStart => "violation-chr-deploy-after-start" by RuleId::Chr03,
        /// Only a friendly chariot can be boarded.
        #[error("{chariot} is not friendly to the figure boarding ({})", RuleId::Chr05)]
        ChariotNotFriendly {
            /// The chariot.
            chariot: FigureId,
        } => "violation-chr-chariot-not-friendly" by RuleId::Chr05,
        /// Boarding and disembarking need a speed above 0.
        #[error("{figure} has speed 0 ({rule})")]
        NoSpeed {
            /// The figure.
            figure: FigureId,
            /// The rule.
            rule: RuleId,
        } => "violation-chr-no-speed" by *rule,
        /// A sentry cannot board a chariot.
        #[error("{figure} is a sentry and cannot board ({})", RuleId::Chr05)]
        SentryCannotBoard {
            /// The figure.
            figure: FigureId,
        } => "violation-chr-sentry-cannot-board" by RuleId::Chr05,
        /// The front section has no way in or out.
        #[error("{figure} boards and leaves by a side or the rear section ({rule})")]
        FrontSection {
            /// The figure.
            figure: FigureId,
            /// The rule.
            rule: RuleId,
        } => "violation-chr-front-section" by *rule,
        /// Only a passenger can disembark.
        #[error("{figure} is not a passenger ({})", RuleId::Chr06)]
        NotAPassenger {
            /// The figure.
            figure: FigureId,
        } => "violation-chr-not-a-passenger" by RuleId::Chr06,
        /// A passenger stays in the compartment until it disembarks.
        #[error("{figure} is a passenger: its only move is to disembark ({})", RuleId::Chr04)]
        PassengerStaysAboard {
            /// The passenger.
            figure: FigureId,
        } => "violation-chr-passenger-stays-aboard" by RuleId::Chr04,
        /// A passenger shoots only if its chariot has not moved this turn.
        #[error("{figure}'s chariot moved this turn: no ranged attack ({})", RuleId::Chr10)]
        ChariotMoved {
            /// The passenger.
            figure: FigureId,
        } => "violation-chr-chariot-moved" by RuleId::Chr10,
        /// A passenger cannot shoot figures touching its chariot.
        #[error("{figure} cannot shoot a figure in contact with its chariot ({})", RuleId::Chr10)]
        TargetTouchesChariot {
            /// The passenger.
            figure: FigureId,
        } => "violation-chr-target-touches-chariot" by RuleId::Chr10,
        /// A passenger never targets its own chariot.
        #[error("{figure} cannot target or affect its own chariot ({})", RuleId::Chr08)]
        OwnChariot {
            /// The passenger.
            figure: FigureId,
        } => "violation-chr-own-chariot" by RuleId::Chr08,
        /// Passengers are hurt only through their chariot's side or rear.
        #[error("{figure} is a passenger: nothing damages or heals it directly ({})", RuleId::Chr11)]
        PassengerUntouchable {
            /// The passenger.
            figure: FigureId,
        } => "violation-chr-passenger-untouchable" by RuleId::Chr11,
        /// A passenger is in base contact with nothing (CHR-04): it lends nothing to a
        /// friend in contact, takes nothing from one, and reaches no one by contact.
        #[error("{figure} is a passenger and touches nothing ({})", RuleId::Chr04)]
        PassengerTouchesNothing {
            /// The passenger.
            figure: FigureId,
        } => "violation-chr-passenger-touches-nothing" by RuleId::Chr04,
        /// A side or rear hit needs a d6 for the passenger.
        #[error("enter the attacker's d6 for {chariot}'s passenger ({})", RuleId::Chr11)]
        PassengerRollNeeded {
            /// The chariot.
            chariot: FigureId,
        } => "violation-chr-passenger-roll-needed" by RuleId::Chr11,
        /// The thrown passenger's damage roll comes before anything else.
        #[error("enter the 1d6 damage for {figure}, thrown from its chariot, first ({})", RuleId::Chr12)]
        WreckRollPending {
            /// The passenger.
            figure: FigureId,
        } => "violation-chr-wreck-roll-pending" by RuleId::Chr12,
        /// Only a passenger thrown from an eliminated chariot rolls.
        #[error("no damage roll is awaited for {figure} ({})", RuleId::Chr12)]
        NoWreckRoll {
            /// The figure.
            figure: FigureId,
        } => "violation-chr-no-wreck-roll" by RuleId::Chr12,

        // The game's clock and end (CORE-18, CORE-19)
        /// Nothing is played once the game has ended (undo takes the end back).
        #[error("the game has ended ({})", RuleId::Core18)]
        GameOver => "violation-game-over" by RuleId::Core18,
        /// A conquest needs every opposing figure out of the game.
        #[error("{figure} still fights against {winner:?} ({})", RuleId::Core18)]
        OpponentsLeft {
            /// The player said to have won.
            winner: PlayerId,
            /// An opposing figure still in the game.
            figure: FigureId,
        } => "violation-opponents-left" by RuleId::Core18,
        /// A conquest needs the winner to have a figure still in the game: when every side
        /// is out at once, nobody conquered (CORE-18, a ruling in docs/RULINGS.md).
        #[error("{winner:?} has no figure left in the game ({})", RuleId::Core18)]
        ConquestNoneLeft {
            /// The player said to have won.
            winner: PlayerId,
        } => "violation-conquest-none-left" by RuleId::Core18,
        /// A conquest needs opposing figures to have beaten.
        #[error("{winner:?} has no opposing figures ({})", RuleId::Core18)]
        NoOpponents {
            /// The player said to have won.
            winner: PlayerId,
        } => "violation-no-opponents" by RuleId::Core18,
        /// No time limit was agreed.
        #[error("no time limit was agreed ({})", RuleId::Core18)]
        NoTimeLimit => "violation-no-time-limit" by RuleId::Core18,
        /// The agreed time has not run out yet.
        #[error("{minutes} minutes of the agreed time are left ({})", RuleId::Core18)]
        TimeLeft {
            /// Minutes left, rounded up.
            minutes: u32,
        } => "violation-time-left" by RuleId::Core18,
        /// No other ending condition was agreed.
        #[error("no ending condition was agreed ({})", RuleId::Core18)]
        NoCondition => "violation-no-condition" by RuleId::Core18,
        /// The game was started before the app kept a clock.
        #[error("this game has no clock ({})", RuleId::Core18)]
        NoClock => "violation-no-clock" by RuleId::Core18,
        /// The clock is paused already.
        #[error("the clock is already paused ({})", RuleId::Core18)]
        ClockPaused => "violation-clock-paused" by RuleId::Core18,
        /// The clock is running already.
        #[error("the clock is already running ({})", RuleId::Core18)]
        ClockRunning => "violation-clock-running" by RuleId::Core18,
        /// Objectives are entered once per player.
        #[error("enter the objectives of all {players} players ({})", RuleId::Core19)]
        ObjectivesPerPlayer {
            /// Players in the game.
            players: usize,
        } => "violation-objectives-per-player" by RuleId::Core19,
    }
}

impl RuleViolation {
    /// The rule that refuses the command, declared beside each variant.
    pub const fn rule(&self) -> RuleId {
        match self.rule_of() {
            Some(rule) => rule,
            None => panic!("every refusal names its rule"),
        }
    }
}
