//! Refusals: a command the rules forbid, each naming the rule that forbids it.

use serde::Serialize;

use crate::ability::Ability;
use crate::command::ActionKind;
use crate::command::ColossalEffect;
use crate::figure::Proficiency;
use crate::figure::Section;
use crate::rule::RuleId;
use crate::state::{FigureId, PlayerId};

crate::message::refusals! {
    /// Why the engine refused a command. The game is untouched when one is returned.
    ///
    /// Each variant names its rule through [`RuleViolation::rule`]; the app renders it as a
    /// localized sentence from the Fluent message [`RuleViolation::message_id`]. It travels
    /// between phones externally tagged (`{"no-actions-left":{"allowed":3}}`): an internally
    /// tagged enum's derived reader is the page's largest (issue 50), and it is read with
    /// one reader for every variant (`refusals!`, `plain_tagged`). It is never stored.
    #[derive(Debug, Clone, PartialEq, Eq, Hash, Serialize)]
    #[serde(rename_all = "kebab-case")]
    pub enum RuleViolation {
        /// The figure id is not in this game.
        UnknownFigure {
            /// The id given.
            figure: FigureId,
        } => "violation-unknown-figure" says "{figure} is not a figure of this game" by RuleId::Core01,
        /// Only the player whose turn it is gives actions, and only to their own figures.
        NotYourFigure {
            /// The figure.
            figure: FigureId,
            /// Whose turn it is.
            player: PlayerId,
        } => "violation-not-your-figure" says "{figure} does not belong to the player whose turn it is" by RuleId::Core06,
        /// All the turn's actions are used.
        NoActionsLeft {
            /// Actions per turn for this game size.
            allowed: u8,
        } => "violation-no-actions-left" says "all {allowed} actions of this turn are used" by RuleId::Core05,
        /// The figure was already given an action this turn.
        AlreadyActed {
            /// The figure.
            figure: FigureId,
        } => "violation-already-acted" says "{figure} was already given an action this turn" by RuleId::Core07,
        /// The figure carries two action tokens.
        TwoTokens {
            /// The figure.
            figure: FigureId,
        } => "violation-two-tokens" says "{figure} carries two action tokens" by RuleId::Core07,
        /// The figure has been eliminated.
        Eliminated {
            /// The figure.
            figure: FigureId,
        } => "violation-eliminated" says "{figure} has been eliminated" by RuleId::Core04,
        /// Healing cannot turn a dial past its starting marker.
        NothingToHeal {
            /// The figure.
            figure: FigureId,
        } => "violation-nothing-to-heal" says "{figure} is already at its starting click" by RuleId::Core03,
        /// Damage and healing come in whole clicks, at least one.
        NoClicks => "violation-no-clicks" says "damage and healing need at least one click" by RuleId::Core03,
        /// The figure has no such dial.
        NoSuchDial {
            /// The figure.
            figure: FigureId,
            /// The dial asked for.
            dial: u8,
        } => "violation-no-such-dial" says "{figure} has no dial {dial}" by RuleId::Core01,
        /// Two six-sided dice total 2 to 12.
        BadTwoD6 {
            /// The value entered.
            value: u8,
        } => "violation-bad-two-d6" says "{value} is not a 2d6 total" by RuleId::Core09,
        /// One six-sided die shows 1 to 6.
        BadD6 {
            /// The value entered.
            value: u8,
        } => "violation-bad-d6" says "{value} is not a d6 result" by RuleId::Core12,
        /// The roll entered does not belong to that action (e.g. a break-away roll with an attack).
        RollDoesNotFit {
            /// The action.
            action: ActionKind,
        } => "violation-roll-does-not-fit" says "that roll does not go with a {action:?} action" by RuleId::Core06,
        /// An attack needs targets: one for close combat, up to the target arrows for ranged.
        BadTargetCount {
            /// Targets given.
            count: usize,
            /// Targets allowed.
            allowed: u8,
        } => "violation-bad-target-count" says "{count} targets do not fit this attack (at most {allowed})" by RuleId::Core11,
        /// A target was named twice, or the attacker targets itself.
        BadTarget {
            /// The target.
            figure: FigureId,
        } => "violation-bad-target" says "{figure} cannot be targeted twice or by itself" by RuleId::Core11,
        /// An attack names a figure of the attacker's own side (seed 004: attacking your own
        /// figures, or yourself, is not allowed).
        OwnFigure {
            /// The target.
            figure: FigureId,
        } => "violation-own-figure" says "{figure} is on the attacker's side" by RuleId::Core09,
        /// A close-combat heal needs Healing on the healer's attack value now (seed 004).
        NoHealing {
            /// The healer.
            figure: FigureId,
        } => "violation-no-healing" says "{figure} has no Healing now" by RuleId::Core16,
        /// A heal at range needs Magic Healing on the healer's attack value now (seed 004).
        NoMagicHealing {
            /// The healer.
            figure: FigureId,
        } => "violation-no-magic-healing" says "{figure} has no Magic Healing now" by RuleId::Core16,
        /// Healing is for one's own figures (seed 004: "in gevecht met eigen figuur").
        HealOpposing {
            /// The target.
            figure: FigureId,
        } => "violation-heal-opposing" says "{figure} is not on the healer's side" by RuleId::Core16,
        /// A figure showing Invulnerability cannot be healed (seed 004).
        HealInvulnerable {
            /// The target.
            figure: FigureId,
        } => "violation-heal-invulnerable" says "{figure} shows Invulnerability and cannot be healed" by RuleId::Core16,
        /// Berserk, Battle Fury and Invulnerability neither capture nor are captured (CORE-14).
        CannotCapture {
            /// The captor or the target.
            figure: FigureId,
            /// The ability it shows.
            ability: crate::ability::Ability,
        } => "violation-cannot-capture" says "{figure} shows {ability:?}, so it neither captures nor is captured" by RuleId::Core14,
        /// A captive cannot act (CORE-14).
        Captive {
            /// The captive.
            figure: FigureId,
            /// Its captor.
            captor: FigureId,
        } => "violation-captive" says "{figure} is held captive by {captor} and cannot act" by RuleId::Core14,
        /// A captive can be neither targeted nor damaged (CORE-14).
        CaptiveUntouchable {
            /// The captive.
            figure: FigureId,
            /// Its captor.
            captor: FigureId,
        } => "violation-captive-untouchable" says "{figure} is held captive by {captor}: it cannot be targeted or damaged" by RuleId::Core14,
        /// A figure holding a captive may only be given move actions (CORE-14).
        HoldsCaptive {
            /// The captor.
            figure: FigureId,
            /// Its captive.
            captive: FigureId,
        } => "violation-holds-captive" says "{figure} holds {captive} captive and may only move" by RuleId::Core14,
        /// A captor stands in base contact with its captive, so no ranged attack or ranged
        /// ability may name it (CORE-14, seed 004); a close attack may.
        CaptorInContact {
            /// The captor.
            figure: FigureId,
            /// Its captive.
            captive: FigureId,
        } => "violation-captor-in-contact" says "{figure} holds {captive} in base contact: no ranged action can reach it" by RuleId::Core14,
        /// A demoralized figure never goes into base contact with an opposing figure of
        /// its own will (CORE-16, seed 004): no Charge, Mounted Charge, Overwhelm or
        /// Trample, which end in contact or cross bases.
        DemoralizedContact {
            /// The demoralized figure that would move.
            figure: FigureId,
        } => "violation-demoralized-contact" says "{figure} shows Demoralized and never moves into base contact of its own will" by RuleId::Core16,
        /// A captive stays in base contact with its captor, and a passenger touches
        /// nothing (CHR-04, CORE-14): a passenger takes no captive, and a captor does not
        /// board while it holds one.
        PassengerNoCaptive {
            /// The passenger, or the captor that would board.
            figure: FigureId,
        } => "violation-chr-passenger-no-captive" says "{figure} cannot hold a captive aboard a chariot, where it touches nothing" by RuleId::Chr04,
        /// A ranged attack needs a range above 0.
        NoRange {
            /// The figure.
            figure: FigureId,
        } => "violation-no-range" says "{figure} has no range" by RuleId::Core11,
        /// A move needs a speed above 0: the speed value is how far the figure may move
        /// (seed 004), and a cavalry unit moves with its mount's (CAV-11).
        NoSpeedToMove {
            /// The figure whose speed value is read.
            figure: FigureId,
        } => "violation-no-speed-to-move" says "{figure} shows speed 0 and cannot be given a move action" by RuleId::Core01,
        /// Magic Healing's target may not be in base contact with an opposing figure
        /// (seed 004); the table answered that it is.
        HealTargetInContact {
            /// The target.
            figure: FigureId,
        } => "violation-heal-target-in-contact" says "{figure} is in base contact with an opposing figure and cannot be healed by Magic Healing" by RuleId::Core16,

        // Special abilities (CORE-16)
        /// The ability named is not shown on the figure's dial now.
        AbilityNotShown {
            /// The figure.
            figure: FigureId,
            /// The ability.
            ability: Ability,
        } => "violation-ability-not-shown" says "{figure} does not show {ability:?} now" by RuleId::Core16,
        /// The ability is not used with this kind of action (or roll).
        AbilityWrongAction {
            /// The ability.
            ability: Ability,
            /// The action.
            action: ActionKind,
        } => "violation-ability-wrong-action" says "{ability:?} is not used with a {action:?} action" by RuleId::Core16,
        /// An ability the figure shows forbids this action (Demoralized, Berserk).
        AbilityForbids {
            /// The figure.
            figure: FigureId,
            /// The ability that forbids it.
            ability: Ability,
            /// The action refused.
            action: ActionKind,
        } => "violation-ability-forbids" says "{figure} shows {ability:?} and cannot be given a {action:?} action" by RuleId::Core16,
        /// The attack hit with an ability whose damage is a die, and no die was entered.
        DamageRollNeeded {
            /// The attacker.
            figure: FigureId,
            /// The ability.
            ability: Ability,
        } => "violation-damage-roll-needed" says "{figure} hit with {ability:?}: enter the d6 for its damage" by RuleId::Core16,
        /// Magic Immunity: no ability with Magic in its name affects the figure.
        MagicImmune {
            /// The immune figure.
            figure: FigureId,
            /// The magic ability.
            ability: Ability,
        } => "violation-magic-immune" says "{figure} is immune to {ability:?}" by RuleId::Core16,
        /// The ability may not be used in base contact with an opposing figure.
        AbilityInContact {
            /// The figure.
            figure: FigureId,
            /// The ability.
            ability: Ability,
        } => "violation-ability-in-contact" says "{figure} is in base contact with an opposing figure and cannot use {ability:?}" by RuleId::Core16,
        /// Necromancy brings back only an eliminated figure of one's own.
        NotReturnable {
            /// The figure named.
            figure: FigureId,
        } => "violation-not-returnable" says "{figure} is not an eliminated figure of this player" by RuleId::Core16,
        /// The ability's roll is made once a turn, at its start, before any action.
        StartOfTurnOnly {
            /// The figure.
            figure: FigureId,
            /// The ability.
            ability: Ability,
        } => "violation-start-of-turn-only" says "{figure} can roll for {ability:?} only once, at the start of the turn" by RuleId::Core16,
        /// The ability deals no damage of its own outside an attack.
        NoAbilityDamage {
            /// The ability.
            ability: Ability,
        } => "violation-no-ability-damage" says "{ability:?} deals no damage of its own" by RuleId::Core16,
        /// An ability the target shows keeps it from being targeted this way (Limited
        /// Invisibility against ranged attacks).
        AbilityProtects {
            /// The target.
            figure: FigureId,
            /// The ability that protects it.
            ability: Ability,
        } => "violation-ability-protects" says "{figure} shows {ability:?} and cannot be targeted this way" by RuleId::Core16,

        // Cavalry (CAV)
        /// A cavalry unit can be given only one action per turn.
        CavSecondAction {
            /// The unit's mount.
            unit: FigureId,
        } => "violation-cav-second-action" says "{unit} is a cavalry unit already given an action this turn" by RuleId::Cav09,
        /// Mounts and cavalry units cannot make free spins.
        CavFreeSpin {
            /// The figure.
            figure: FigureId,
        } => "violation-cav-free-spin" says "{figure} is a mount or in a cavalry unit and cannot make a free spin" by RuleId::Cav02,
        /// Cavalry units cannot capture or be captured.
        CavCapture {
            /// The mounted figure.
            figure: FigureId,
        } => "violation-cav-capture" says "{figure} is in a cavalry unit, which cannot capture or be captured" by RuleId::Cav06,
        /// Cavalry units cannot use the Surge proficiency.
        CavSurge {
            /// The figure.
            figure: FigureId,
        } => "violation-cav-surge" says "{figure} is in a cavalry unit, which cannot use Surge" by RuleId::Cav06,
        /// Strong Flyer and Magic Levitation cannot carry a cavalry unit.
        CavCarried {
            /// A figure of the unit.
            figure: FigureId,
        } => "violation-cav-carried" says "{figure} is in a cavalry unit, which cannot be carried" by RuleId::Cav06,
        /// The command needs a cavalry unit: a mount with its rider.
        CavNotAUnit {
            /// The figure.
            figure: FigureId,
        } => "violation-cav-not-a-unit" says "{figure} is not part of a cavalry unit" by RuleId::Cav04,
        /// Only riders (a rider attack bonus and mount symbols) can ride.
        CavNotARider {
            /// The figure.
            figure: FigureId,
        } => "violation-cav-not-a-rider" says "{figure} is not a rider" by RuleId::Cav03,
        /// Only mounts carry riders.
        CavNotAMount {
            /// The figure.
            figure: FigureId,
        } => "violation-cav-not-a-mount" says "{figure} is not a mount" by RuleId::Cav01,
        /// A rider rides only mounts whose type matches one of its mount symbols.
        CavMountMismatch {
            /// The rider.
            rider: FigureId,
            /// The mount.
            mount: FigureId,
        } => "violation-cav-mount-mismatch" says "{rider} has no mount symbol for the type of {mount}" by RuleId::Cav03,
        /// Dark Riders pair by collector number (121a rides only 121b), never with other figures.
        CavDarkRidersMismatch {
            /// The rider.
            rider: FigureId,
            /// The mount.
            mount: FigureId,
        } => "violation-cav-dark-riders-mismatch" says "{rider} and {mount} are not a Dark Riders pair by collector number" by RuleId::Cav31,
        /// Dark Riders cannot dismount or be dismounted.
        CavDarkRiderDismount {
            /// The unit's mount.
            unit: FigureId,
        } => "violation-cav-dark-rider-dismount" says "the Dark Rider of {unit} cannot dismount or be dismounted" by RuleId::Cav31,
        /// A rider cannot dismount when there is no room for it in contact with its mount.
        CavNoRoomToDismount {
            /// The unit's mount.
            unit: FigureId,
        } => "violation-cav-no-room-to-dismount" says "no room to place the rider of {unit}, so it cannot dismount" by RuleId::Cav22,
        /// Only a dismounted rider can remount.
        CavAlreadyMounted {
            /// The rider.
            rider: FigureId,
        } => "violation-cav-already-mounted" says "{rider} is already on a mount" by RuleId::Cav23,
        /// A rider can remount only a mount without a rider.
        CavMountTaken {
            /// The mount.
            mount: FigureId,
        } => "violation-cav-mount-taken" says "{mount} already has a rider" by RuleId::Cav23,
        /// A rider can remount only a friendly mount.
        CavMountNotFriendly {
            /// The mount.
            mount: FigureId,
        } => "violation-cav-mount-not-friendly" says "{mount} is not friendly to the rider" by RuleId::Cav23,
        /// The unit does not have that cavalry proficiency (for a move, the mount must have it, CAV-11).
        CavLacksProficiency {
            /// The unit's mount.
            unit: FigureId,
            /// The proficiency.
            proficiency: Proficiency,
        } => "violation-cav-lacks-proficiency" says "{unit} does not have {proficiency:?}" by match proficiency { Proficiency::Horsemanship => RuleId::Cav25, Proficiency::Impale => RuleId::Cav26, Proficiency::MountedBound => RuleId::Cav27, Proficiency::MountedCharge => RuleId::Cav28, Proficiency::Overwhelm => RuleId::Cav29, Proficiency::Trample => RuleId::Cav30, _ => RuleId::Cav24, },
        /// Overwhelm must end in contact with a single opposing cavalry unit.
        CavOverwhelmTarget {
            /// The figure named.
            target: FigureId,
        } => "violation-cav-overwhelm-target" says "{target} is not an opposing cavalry unit" by RuleId::Cav29,
        /// Mounted Bound, Mounted Charge and Overwhelm start out of base contact with any
        /// opposing figure.
        CavInContact {
            /// The unit's mount.
            unit: FigureId,
            /// The proficiency.
            proficiency: Proficiency,
        } => "violation-cav-in-contact" says "{unit} is in base contact with an opposing figure and cannot use {proficiency:?}" by match proficiency { Proficiency::MountedBound => RuleId::Cav27, Proficiency::MountedCharge => RuleId::Cav28, _ => RuleId::Cav29, },
        /// Overwhelm moves without speed abilities.
        CavOverwhelmSpeed {
            /// The unit's mount.
            unit: FigureId,
        } => "violation-cav-overwhelm-speed" says "{unit} cannot use a speed ability while it overwhelms" by RuleId::Cav29,
        /// Trample starts at ground level.
        CavTrampleElevated {
            /// The unit's mount.
            unit: FigureId,
        } => "violation-cav-trample-elevated" says "{unit} is above ground level and cannot trample" by RuleId::Cav30,
        /// Trample moves without double-time.
        CavTrampleDoubleTime {
            /// The unit's mount.
            unit: FigureId,
        } => "violation-cav-trample-double-time" says "{unit} cannot use double-time while it tramples" by RuleId::Cav30,
        /// A rider of a unit with Impale cannot use Weapon Master.
        CavImpaleWeaponMaster {
            /// The rider.
            rider: FigureId,
        } => "violation-cav-impale-weapon-master" says "{rider} rides with Impale and cannot use Weapon Master" by RuleId::Cav26,
        /// Only Dark Riders cavalry units can use Dark Unity.
        CavNotDarkRiders {
            /// The unit's mount.
            unit: FigureId,
        } => "violation-cav-not-dark-riders" says "{unit} is not a Dark Riders unit" by RuleId::Cav32,
        /// Dark Unity is used at the beginning of your own command phase, before any action.
        CavDarkUnityTiming {
            /// The unit's mount.
            unit: FigureId,
        } => "violation-cav-dark-unity-timing" says "Dark Unity of {unit} is used only at the beginning of its controller's command phase" by RuleId::Cav32,
        /// Dark Unity can be used once per command phase.
        CavDarkUnityUsed {
            /// The unit's mount.
            unit: FigureId,
        } => "violation-cav-dark-unity-used" says "{unit} already used Dark Unity this command phase" by RuleId::Cav32,
        /// Cavalry units form formations only with other cavalry units.
        CavFormationMixed {
            /// A member that breaks the rule.
            figure: FigureId,
        } => "violation-cav-formation-mixed" says "{figure} cannot join a formation with cavalry units" by RuleId::Cav19,
        /// All riders in a cavalry formation must share a faction; mount factions are ignored.
        CavFormationFaction {
            /// A rider of another faction.
            figure: FigureId,
        } => "violation-cav-formation-faction" says "the riders of a cavalry formation must share a faction ({figure} does not)" by RuleId::Cav19,
        /// Only a rider thrown by its mount's elimination this turn can be eliminated for lack of room.
        CavNotThrown {
            /// The figure named.
            rider: FigureId,
        } => "violation-cav-not-thrown" says "{rider} was not put off by its mount's elimination this turn" by RuleId::Cav20,
        /// A riderless skittish mount is given no action: seed 001 says only of the
        /// independent kind that it acts as normal (CAV-21).
        SkittishMount {
            /// The mount.
            mount: FigureId,
        } => "violation-cav-skittish-mount" says "{mount} is a skittish mount without a rider and cannot be given actions" by RuleId::Cav21,
        /// A cavalry unit holds no captive, so no rider mounts a mount that holds one (CAV-06).
        CavRemountCaptor {
            /// The mount.
            mount: FigureId,
            /// Its captive.
            captive: FigureId,
        } => "violation-cav-remount-captor" says "{mount} holds {captive} captive: a cavalry unit cannot hold a captive" by RuleId::Cav06,
        /// A cavalry unit moves with its mount's abilities only (CAV-11): a rider's speed
        /// ability, Quickness or Necromancy does not move the unit.
        CavMountMoves {
            /// The rider.
            rider: FigureId,
            /// The rider's ability.
            ability: Ability,
        } => "violation-cav-mount-moves" says "{rider} is mounted: its unit moves with its mount's abilities, not its {ability:?}" by RuleId::Cav11,

        // Formations (CORE-13)
        /// Only a move, a close combat or a ranged combat action can be made in formation.
        FormationAction {
            /// The action asked for.
            action: ActionKind,
        } => "violation-formation-action" says "a {action:?} action cannot be made in formation" by RuleId::Core13,
        /// A formation has a number of figures that depends on its action.
        FormationSize {
            /// The formation's action.
            action: ActionKind,
            /// Figures named (a cavalry unit counts once).
            size: usize,
            /// The fewest allowed.
            min: u8,
            /// The most allowed.
            max: u8,
        } => "violation-formation-size" says "a {action:?} formation has {min} to {max} figures, not {size}" by RuleId::Core13,
        /// A figure (or a cavalry unit, by either id) is named twice in one formation.
        FormationRepeated {
            /// The figure named again.
            figure: FigureId,
        } => "violation-formation-repeated" says "{figure} is named twice in the formation" by RuleId::Core13,
        /// The table answered that the members are not all in base contact with each other.
        FormationNotInContact => "violation-formation-not-in-contact" says "the members of a formation must all be in base contact with each other" by RuleId::Core13,
        /// Mage Spawn have no faction, so they never form a formation.
        FormationNoFaction {
            /// The figure without a faction (for a cavalry unit, its rider).
            figure: FigureId,
        } => "violation-formation-no-faction" says "{figure} has no faction and cannot be in a formation" by RuleId::Core13,
        /// All members must share a faction.
        FormationFaction {
            /// The first member that breaks the shared faction (for a unit, its rider).
            figure: FigureId,
        } => "violation-formation-faction" says "{figure} shares no faction with the rest of the formation" by RuleId::Core13,
        /// Figures showing Charge, Bound or Quickness cannot join a formation.
        FormationAbility {
            /// The figure (a cavalry unit's mount or rider).
            figure: FigureId,
            /// The ability it shows now.
            ability: crate::ability::Ability,
        } => "violation-formation-ability" says "{figure} shows {ability:?} and cannot join a formation" by RuleId::Core13,
        /// A passenger touches nothing, so it cannot be in a formation.
        FormationPassenger {
            /// The passenger.
            figure: FigureId,
        } => "violation-formation-passenger" says "{figure} is a passenger and cannot be in a formation" by RuleId::Chr04,

        // Colossals and chariots (COL, CHR)
        /// Sections and section aims belong to colossals only.
        NotAColossal {
            /// The figure.
            figure: FigureId,
        } => "violation-col-not-a-colossal" says "{figure} is not a colossal" by RuleId::Col01,
        /// A colossal is given actions section by section.
        SectionNeeded {
            /// The colossal.
            figure: FigureId,
        } => "violation-col-section-needed" says "{figure} is a colossal: give one of its sections the action" by RuleId::Col06,
        /// Command heals a demoralized friend's section in base contact with it (COL-12);
        /// a colossal showing Demoralized on several sections does not say which touches.
        CommandSectionUnclear {
            /// The colossal.
            figure: FigureId,
        } => "violation-col-command-section-unclear" says "{figure} shows Demoralized on more than one section: heal the one in base contact yourself" by RuleId::Col12,
        /// An inactive section (three skulls) takes no more damage.
        InactiveSection {
            /// The colossal.
            figure: FigureId,
            /// The section.
            section: Section,
        } => "violation-col-inactive-section" says "{figure}'s {section:?} section is inactive and takes no more damage" by RuleId::Col04,
        /// An inactive section gets no actions.
        InactiveSectionActs {
            /// The colossal.
            figure: FigureId,
            /// The section.
            section: Section,
        } => "violation-col-inactive-section-acts" says "{figure}'s {section:?} section is inactive and cannot act" by RuleId::Col06,
        /// Each active section gets at most one action per turn.
        SectionAlreadyActed {
            /// The colossal.
            figure: FigureId,
            /// The section.
            section: Section,
        } => "violation-col-section-already-acted" says "{figure}'s {section:?} section already acted this turn" by RuleId::Col06,
        /// All of a colossal's actions come before any other figure's.
        ColossalActionsOver {
            /// The colossal.
            figure: FigureId,
        } => "violation-col-actions-over" says "another figure acted after {figure}: its actions this turn are over" by RuleId::Col06,
        /// A colossal's move actions come before its other actions.
        MoveAfterCombat {
            /// The colossal.
            figure: FigureId,
        } => "violation-col-move-after-combat" says "{figure} already had a close, ranged or special action this turn: no more moves" by RuleId::Col06,
        /// Damage of no clear section goes to the section the controller picks.
        PushSectionNeeded {
            /// The colossal.
            figure: FigureId,
        } => "violation-col-push-section-needed" says "{figure} takes pushing damage: its controller picks the section" by RuleId::Col11,
        /// Colossals cannot use or suffer certain effects.
        ColossalImmune {
            /// The colossal.
            figure: FigureId,
            /// The effect.
            effect: ColossalEffect,
        } => "violation-col-immune" says "{figure} is a colossal: {effect:?} does not apply" by RuleId::Col03,
        /// A colossal rolls once to break away, however many sections touch.
        BreakAwayOnce {
            /// The colossal.
            figure: FigureId,
        } => "violation-col-break-away-once" says "{figure} already rolled to break away this turn" by RuleId::Col16,
        /// A colossal controls or contests at most one objective.
        TooManyObjectives {
            /// The colossal.
            figure: FigureId,
        } => "violation-col-too-many-objectives" says "{figure} may not end a move touching more than one objective" by RuleId::Col08,
        /// A ranged section needs a range, attack above 0 and no opposing contact.
        SectionCannotShoot {
            /// The colossal.
            figure: FigureId,
            /// The section.
            section: Section,
        } => "violation-col-section-cannot-shoot" says "{figure}'s {section:?} section cannot make a ranged attack" by RuleId::Col18,
        /// Long-range attacks are for colossals against colossals only.
        NotLongRange {
            /// The attacker.
            figure: FigureId,
        } => "violation-col-not-long-range" says "{figure} cannot make a long-range attack here" by RuleId::Col19,
        /// An attack on a colossal needs the section it reaches.
        SectionAimNeeded {
            /// The colossal target.
            figure: FigureId,
            /// The rule that needs it.
            rule: RuleId,
        } => "violation-col-aim-needed" says "say where the attack reaches {figure}" by *rule,
        /// A close attack needs contact with an active section.
        NoActiveSectionTouched {
            /// The colossal target.
            figure: FigureId,
        } => "violation-col-no-active-section-touched" says "a close attack on {figure} needs contact with an active section" by RuleId::Col20,
        /// Two sections or the centre are touched: the controller must pick.
        ControllerPickNeeded {
            /// The colossal target.
            figure: FigureId,
            /// The rule that asks.
            rule: RuleId,
        } => "violation-col-controller-pick-needed" says "{figure}'s controller picks the section" by *rule,
        /// An inactive section was aimed at: the attacker must pick an active one.
        AttackerPickNeeded {
            /// The colossal target.
            figure: FigureId,
            /// The rule that asks.
            rule: RuleId,
        } => "violation-col-attacker-pick-needed" says "the attacker picks an active section of {figure}" by *rule,
        /// The section picked is not one of the choices.
        BadSectionPick {
            /// The colossal target.
            figure: FigureId,
            /// The section picked.
            section: Section,
            /// The rule broken.
            rule: RuleId,
        } => "violation-col-bad-section-pick" says "{figure}'s {section:?} section cannot be picked" by *rule,
        /// The aim given cannot happen for this kind of attack.
        AimDoesNotFit {
            /// The colossal target.
            figure: FigureId,
            /// The rule broken.
            rule: RuleId,
        } => "violation-col-aim-does-not-fit" says "that aim does not fit this attack on {figure}" by *rule,
        /// A section touching the attacker's friend cannot be shot; use the action otherwise.
        SectionShielded {
            /// The colossal target.
            figure: FigureId,
            /// The section.
            section: Section,
        } => "violation-col-section-shielded" says "{figure}'s {section:?} section touches a figure friendly to the attacker: the attack is not made" by RuleId::Col21,
        /// A colossal moves only as one straight move of its sections' move actions, and
        /// its combat comes after (COL-06, COL-14): no Charge or Bound.
        ColossalMoveAndAttack {
            /// The colossal.
            figure: FigureId,
            /// Charge or Bound.
            ability: Ability,
        } => "violation-col-move-and-attack" says "{figure} is a colossal: {ability:?} does not move and attack it as one action" by RuleId::Col14,
        /// Only chariots carry passengers.
        NotAChariot {
            /// The figure.
            figure: FigureId,
        } => "violation-chr-not-a-chariot" says "{figure} is not a chariot" by RuleId::Chr01,
        /// Chariots never move straight backward.
        ChariotCannotReverse {
            /// The chariot.
            figure: FigureId,
        } => "violation-chr-cannot-reverse" says "{figure} is a chariot and cannot move straight backward" by RuleId::Chr02,
        /// Colossals and horseshoe figures cannot ride in a chariot.
        CannotBePassenger {
            /// The figure.
            figure: FigureId,
        } => "violation-chr-cannot-be-passenger" says "{figure} cannot be a passenger" by RuleId::Chr03,
        /// A chariot carries one passenger at most.
        ChariotFull {
            /// The chariot.
            chariot: FigureId,
        } => "violation-chr-chariot-full" says "{chariot} already carries a passenger" by RuleId::Chr03,
        /// A passenger is already in a chariot.
        AlreadyAboard {
            /// The figure.
            figure: FigureId,
        } => "violation-chr-already-aboard" says "{figure} is already a passenger" by RuleId::Chr03,
        /// Only a chariot starting the game may be deployed with a passenger.
        DeployAfterStart => "violation-chr-deploy-after-start" says "passengers are deployed before the first action of the game" by RuleId::Chr03,
        /// Only a friendly chariot can be boarded.
        ChariotNotFriendly {
            /// The chariot.
            chariot: FigureId,
        } => "violation-chr-chariot-not-friendly" says "{chariot} is not friendly to the figure boarding" by RuleId::Chr05,
        /// Boarding and disembarking need a speed above 0.
        NoSpeed {
            /// The figure.
            figure: FigureId,
            /// The rule.
            rule: RuleId,
        } => "violation-chr-no-speed" says "{figure} has speed 0" by *rule,
        /// A sentry cannot board a chariot.
        SentryCannotBoard {
            /// The figure.
            figure: FigureId,
        } => "violation-chr-sentry-cannot-board" says "{figure} is a sentry and cannot board" by RuleId::Chr05,
        /// The front section has no way in or out.
        FrontSection {
            /// The figure.
            figure: FigureId,
            /// The rule.
            rule: RuleId,
        } => "violation-chr-front-section" says "{figure} boards and leaves by a side or the rear section" by *rule,
        /// Only a passenger can disembark.
        NotAPassenger {
            /// The figure.
            figure: FigureId,
        } => "violation-chr-not-a-passenger" says "{figure} is not a passenger" by RuleId::Chr06,
        /// A passenger stays in the compartment until it disembarks.
        PassengerStaysAboard {
            /// The passenger.
            figure: FigureId,
        } => "violation-chr-passenger-stays-aboard" says "{figure} is a passenger: its only move is to disembark" by RuleId::Chr04,
        /// A passenger shoots only if its chariot has not moved this turn.
        ChariotMoved {
            /// The passenger.
            figure: FigureId,
        } => "violation-chr-chariot-moved" says "{figure}'s chariot moved this turn: no ranged attack" by RuleId::Chr10,
        /// A passenger cannot shoot figures touching its chariot.
        TargetTouchesChariot {
            /// The passenger.
            figure: FigureId,
        } => "violation-chr-target-touches-chariot" says "{figure} cannot shoot a figure in contact with its chariot" by RuleId::Chr10,
        /// A passenger never targets its own chariot.
        OwnChariot {
            /// The passenger.
            figure: FigureId,
        } => "violation-chr-own-chariot" says "{figure} cannot target or affect its own chariot" by RuleId::Chr08,
        /// Passengers are hurt only through their chariot's side or rear.
        PassengerUntouchable {
            /// The passenger.
            figure: FigureId,
        } => "violation-chr-passenger-untouchable" says "{figure} is a passenger: nothing damages or heals it directly" by RuleId::Chr11,
        /// A passenger is in base contact with nothing (CHR-04): it lends nothing to a
        /// friend in contact, takes nothing from one, and reaches no one by contact.
        PassengerTouchesNothing {
            /// The passenger.
            figure: FigureId,
        } => "violation-chr-passenger-touches-nothing" says "{figure} is a passenger and touches nothing" by RuleId::Chr04,
        /// A side or rear hit needs a d6 for the passenger.
        PassengerRollNeeded {
            /// The chariot.
            chariot: FigureId,
        } => "violation-chr-passenger-roll-needed" says "enter the attacker's d6 for {chariot}'s passenger" by RuleId::Chr11,
        /// The thrown passenger's damage roll comes before anything else.
        WreckRollPending {
            /// The passenger.
            figure: FigureId,
        } => "violation-chr-wreck-roll-pending" says "enter the 1d6 damage for {figure}, thrown from its chariot, first" by RuleId::Chr12,
        /// Only a passenger thrown from an eliminated chariot rolls.
        NoWreckRoll {
            /// The figure.
            figure: FigureId,
        } => "violation-chr-no-wreck-roll" says "no damage roll is awaited for {figure}" by RuleId::Chr12,

        // The game's clock and end (CORE-18, CORE-19)
        /// Nothing is played once the game has ended (undo takes the end back).
        GameOver => "violation-game-over" says "the game has ended" by RuleId::Core18,
        /// A conquest needs every opposing figure out of the game.
        OpponentsLeft {
            /// The player said to have won.
            winner: PlayerId,
            /// An opposing figure still in the game.
            figure: FigureId,
        } => "violation-opponents-left" says "{figure} still fights against {winner:?}" by RuleId::Core18,
        /// A conquest needs the winner to have a figure still in the game: when every side
        /// is out at once, nobody conquered (CORE-18, a ruling in docs/RULINGS.md).
        ConquestNoneLeft {
            /// The player said to have won.
            winner: PlayerId,
        } => "violation-conquest-none-left" says "{winner:?} has no figure left in the game" by RuleId::Core18,
        /// A conquest needs opposing figures to have beaten.
        NoOpponents {
            /// The player said to have won.
            winner: PlayerId,
        } => "violation-no-opponents" says "{winner:?} has no opposing figures" by RuleId::Core18,
        /// No time limit was agreed.
        NoTimeLimit => "violation-no-time-limit" says "no time limit was agreed" by RuleId::Core18,
        /// The agreed time has not run out yet.
        TimeLeft {
            /// Minutes left, rounded up.
            minutes: u32,
        } => "violation-time-left" says "{minutes} minutes of the agreed time are left" by RuleId::Core18,
        /// No other ending condition was agreed.
        NoCondition => "violation-no-condition" says "no ending condition was agreed" by RuleId::Core18,
        /// The game was started before the app kept a clock.
        NoClock => "violation-no-clock" says "this game has no clock" by RuleId::Core18,
        /// The clock is paused already.
        ClockPaused => "violation-clock-paused" says "the clock is already paused" by RuleId::Core18,
        /// The clock is running already.
        ClockRunning => "violation-clock-running" says "the clock is already running" by RuleId::Core18,
        /// Objectives are entered once per player.
        ObjectivesPerPlayer {
            /// Players in the game.
            players: usize,
        } => "violation-objectives-per-player" says "enter the objectives of all {players} players" by RuleId::Core19,
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

#[cfg(test)]
mod tests {
    use super::*;

    /// A refusal's English names its values, then its rule, written once beside it.
    #[test]
    fn a_refusal_says_its_values_then_its_rule() {
        assert_eq!(
            RuleViolation::UnknownFigure { figure: FigureId(7) }.to_string(),
            format!("{} is not a figure of this game (CORE-01)", FigureId(7))
        );
        let aim = RuleViolation::SectionAimNeeded { figure: FigureId(2), rule: RuleId::Col20 };
        assert!(aim.to_string().ends_with(&format!("({})", RuleId::Col20)), "{aim}");
        let lacks = RuleViolation::CavLacksProficiency { unit: FigureId(1), proficiency: Proficiency::Trample };
        assert!(lacks.to_string().ends_with(&format!("({})", RuleId::Cav30)), "the rule computed from the field: {lacks}");
        assert!(RuleViolation::NoClicks.to_string().contains(&RuleId::Core03.to_string()));
    }
}
