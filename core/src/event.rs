//! Events: what a command did, in order, for the log and the screens.

use serde::{Deserialize, Serialize};

use crate::ability::Ability;
/// Why a dial turned: named by a dial's messages too, so it lives in `dial`.
pub use crate::dial::DamageCause;
use crate::figure::Proficiency;
use crate::figure::Section;
use crate::state::{ActionKind, EndReason, FigureId, Phase, PlayerId};

crate::message::messages! {
    /// Something that happened to the game.
    #[derive(Debug, Clone, PartialEq, Eq, Hash, Serialize, Deserialize)]
    #[serde(remote = "Self", rename_all = "kebab-case")]
    pub enum Event {
        /// The command phase ended, or another phase began.
        PhaseChanged {
            /// The new phase.
            phase: Phase,
        } => "event-phase-changed",
        /// A figure was given an action.
        ActionGiven {
            /// The figure.
            figure: FigureId,
            /// The action.
            action: ActionKind,
            /// Actions the player has left this turn.
            actions_left: u8,
        } => "event-action-given",
        /// The player passed.
        Passed {
            /// Actions the player has left this turn.
            actions_left: u8,
        } => "event-passed",
        /// A figure received an action token.
        TokenAdded {
            /// The figure.
            figure: FigureId,
            /// Tokens it now carries.
            tokens: u8,
        } => "event-token-added",
        /// A break-away roll was made (CORE-12).
        BreakAway {
            /// The figure.
            figure: FigureId,
            /// The d6.
            d6: u8,
            /// Whether it got away.
            success: bool,
        } => "event-break-away",
        /// An attack roll was made (CORE-09).
        AttackRolled {
            /// The attacker.
            attacker: FigureId,
            /// The 2d6 total.
            two_d6: u8,
        } => "event-attack-rolled",
        /// The roll against one target, as the engine added it up (CORE-09): the 2d6, the
        /// attack value and every modifier, against the defense value it had to reach
        /// (a 2 always misses and a 12 always hits, whatever these say).
        AttackCompared {
            /// The attacker.
            attacker: FigureId,
            /// The target.
            target: FigureId,
            /// 2d6 + attack value + modifiers (never below 0).
            total: u8,
            /// The defense value to reach, with its modifiers.
            defense: u8,
        } => "event-attack-compared",
        /// The attack hit a target.
        Hit {
            /// The attacker.
            attacker: FigureId,
            /// The target.
            target: FigureId,
            /// Whether it was a critical hit (a 12).
            critical: bool,
        } => "event-hit",
        /// The attack missed a target.
        Missed {
            /// The attacker.
            attacker: FigureId,
            /// The target.
            target: FigureId,
            /// Whether it was a critical miss (a 2).
            critical: bool,
        } => "event-missed",
        /// A dial turned forward.
        Damaged {
            /// The figure.
            figure: FigureId,
            /// Which dial.
            dial: u8,
            /// Click index before.
            from: u8,
            /// Click index after.
            to: u8,
            /// Why.
            cause: DamageCause,
        } => "event-damaged",
        /// Damage was dealt but reduced to nothing (e.g. Toughness).
        DamageReduced {
            /// The figure.
            figure: FigureId,
            /// Damage before reductions.
            dealt: u8,
            /// Damage after reductions.
            taken: u8,
        } => "event-damage-reduced",
        /// A dial turned back.
        Healed {
            /// The figure.
            figure: FigureId,
            /// Which dial.
            dial: u8,
            /// Click index before.
            from: u8,
            /// Click index after.
            to: u8,
        } => "event-healed",
        /// A figure was knocked out (CORE-04).
        Eliminated {
            /// The figure.
            figure: FigureId,
        } => "event-eliminated",
        /// A figure's tokens were removed.
        TokensCleared {
            /// The figure.
            figure: FigureId,
        } => "event-tokens-cleared",
        /// A player's turn ended.
        TurnEnded {
            /// Whose turn it was.
            player: PlayerId,
        } => "event-turn-ended",
        /// A player's turn began.
        TurnStarted {
            /// Whose turn it is.
            player: PlayerId,
            /// The round number, from 1.
            round: u32,
        } => "event-turn-started",

        // Cavalry (CAV)
        /// A cavalry unit got its second token but takes no pushing damage (CAV-10).
        NoPushingDamage {
            /// The unit's mount.
            unit: FigureId,
        } => "event-no-pushing-damage",
        /// A rider left its mount and stands in contact with it (CAV-22, CAV-29).
        Dismounted {
            /// The rider.
            rider: FigureId,
            /// The mount.
            mount: FigureId,
        } => "event-dismounted",
        /// A rider mounted and formed a cavalry unit with one action token (CAV-23).
        Remounted {
            /// The rider.
            rider: FigureId,
            /// The mount.
            mount: FigureId,
        } => "event-remounted",
        /// The mount was eliminated before its rider: the rider is placed in contact with it,
        /// unless the table answers there is no room (CAV-20).
        RiderThrown {
            /// The rider.
            rider: FigureId,
            /// The eliminated mount.
            mount: FigureId,
        } => "event-rider-thrown",
        /// The rider was eliminated: the mount is riderless now (a Dark Rider stays in the
        /// saddle, but only as a model, CAV-31).
        RiderLost {
            /// The eliminated rider.
            rider: FigureId,
            /// The mount left without it.
            mount: FigureId,
        } => "event-rider-lost",
        /// A Dark Riders mount with its rider showed three skulls: its dial returns to the
        /// starting marker instead (CAV-31).
        DialReset {
            /// The mount.
            figure: FigureId,
            /// Which dial.
            dial: u8,
            /// The click it is on now.
            to: u8,
        } => "event-dial-reset",
        /// A skittish mount without a rider at the beginning of an end phase left the game (CAV-21).
        MountFled {
            /// The mount.
            mount: FigureId,
        } => "event-mount-fled",
        /// A mean-spirited mount without a rider sides with this player for the turn (CAV-21).
        MountSides {
            /// The mount.
            mount: FigureId,
            /// The player it is friendly to this turn.
            player: PlayerId,
        } => "event-mount-sides",
        /// A figure made a free spin (ordinary figures only, CAV-02).
        FreeSpun {
            /// The figure.
            figure: FigureId,
        } => "event-free-spun",
        /// A capture was announced (never by or of a cavalry unit, CAV-06).
        CaptureAnnounced {
            /// The capturing figure.
            captor: FigureId,
            /// The figure to capture.
            target: FigureId,
        } => "event-capture-announced",
        /// A capture attack hit: the target is now its captor's captive (CORE-14).
        Captured {
            /// The figure that holds it.
            captor: FigureId,
            /// The figure taken.
            captive: FigureId,
        } => "event-captured",
        /// A captive is free again: its captor was eliminated, or now shows Battle Fury
        /// (CORE-14, seed 004).
        Freed {
            /// The figure set free.
            captive: FigureId,
            /// The figure that held it.
            captor: FigureId,
        } => "event-freed",
        /// A captor now shows Berserk: its captive is eliminated (CORE-14, seed 004).
        CaptiveSlain {
            /// The captive, eliminated.
            captive: FigureId,
            /// The figure that held it.
            captor: FigureId,
        } => "event-captive-slain",
        /// A proficiency was used (a cavalry proficiency, or one declared with `UseProficiency`).
        ProficiencyUsed {
            /// The figure named (for a cavalry maneuver, the unit's mount).
            figure: FigureId,
            /// The proficiency.
            proficiency: Proficiency,
        } => "event-proficiency-used",
        /// An Overwhelm roll: d6 plus the rider attack bonus, 6 or more dismounts (CAV-29).
        OverwhelmRolled {
            /// The overwhelming unit's mount.
            unit: FigureId,
            /// The target unit's mount.
            target: FigureId,
            /// The d6.
            d6: u8,
            /// The d6 plus the rider attack bonus.
            total: u8,
            /// Whether the target's rider is dismounted.
            success: bool,
        } => "event-overwhelm-rolled",
        /// Dark Unity was used: the rider pushed, the mount healed (CAV-32).
        DarkUnityUsed {
            /// The unit's mount.
            unit: FigureId,
        } => "event-dark-unity-used",

        // Formations (CORE-13)
        /// Several figures acted as one formation, for one of the player's actions; each
        /// member gets its own token (CORE-13).
        FormationActed {
            /// The primary: the figure that attacks for the formation, or leads its move.
            primary: FigureId,
            /// Move, close or ranged.
            action: ActionKind,
            /// Figures in the formation, the primary included (a cavalry unit counts once).
            size: u8,
            /// Actions the player has left this turn.
            actions_left: u8,
        } => "event-formation-acted",
        /// A move formation moves at its slowest member's speed value (CORE-13).
        FormationSpeed {
            /// The slowest member (a cavalry unit by its mount), or a captive moving with one.
            figure: FigureId,
            /// Its speed value: how far the whole formation may move.
            speed: u8,
        } => "event-formation-speed",
        /// The primary attacker's roll gets +1 for each other member (CORE-13).
        FormationBonus {
            /// The primary attacker.
            attacker: FigureId,
            /// What the formation adds to its attack roll.
            bonus: u8,
        } => "event-formation-bonus",
        // Colossals and chariots (COL, CHR)
        /// A colossal's section was given an action (COL-06).
        SectionActionGiven {
            /// The colossal.
            figure: FigureId,
            /// The section.
            section: Section,
            /// The action.
            action: ActionKind,
            /// Actions the player has left this turn.
            actions_left: u8,
        } => "event-section-action-given",
        /// Another figure was given an action, so this colossal gets no more this turn (COL-06).
        ColossalActionsEnded {
            /// The colossal.
            figure: FigureId,
        } => "event-colossal-actions-ended",
        /// A section now shows three skulls: inactive, it takes no more damage (COL-04).
        SectionInactive {
            /// The colossal.
            figure: FigureId,
            /// The section.
            section: Section,
        } => "event-section-inactive",
        /// This turn's move actions combine into one movement of this distance (COL-14).
        MovementCombined {
            /// The colossal.
            figure: FigureId,
            /// Inches, the sum of the moving sections' speed values.
            distance: u8,
        } => "event-movement-combined",
        /// The section an attack or area affects on a colossal (COL-20 to COL-22).
        SectionTargeted {
            /// The colossal.
            figure: FigureId,
            /// The section.
            section: Section,
        } => "event-section-targeted",
        /// The attacker's d6 for a chariot's passenger (CHR-11): 5 or 6 hits.
        PassengerRoll {
            /// The chariot.
            chariot: FigureId,
            /// The passenger.
            passenger: FigureId,
            /// The d6.
            d6: u8,
            /// Whether the passenger takes the damage.
            hit: bool,
        } => "event-passenger-roll",
        /// A figure boarded a chariot (CHR-05) or was deployed in it (CHR-03).
        Boarded {
            /// The passenger.
            figure: FigureId,
            /// The chariot.
            chariot: FigureId,
        } => "event-boarded",
        /// A passenger left its chariot beside this section (CHR-06).
        Disembarked {
            /// The figure.
            figure: FigureId,
            /// The chariot.
            chariot: FigureId,
            /// The side or rear section it stands against.
            section: Section,
        } => "event-disembarked",
        /// The chariot was eliminated: its passenger is placed where the chariot's centre
        /// was and awaits a 1d6 damage roll (CHR-12).
        PassengerThrown {
            /// The passenger.
            figure: FigureId,
            /// The chariot.
            chariot: FigureId,
        } => "event-passenger-thrown",

        // Special abilities (CORE-16)
        /// A figure used a special ability (or one acted for it: Vampirism, Magic Retaliation).
        AbilityUsed {
            /// The figure.
            figure: FigureId,
            /// The ability.
            ability: Ability,
        } => "event-ability-used",
        /// The die rolled for an ability (a damage die, Regeneration, Necromancy, Command).
        AbilityRolled {
            /// The figure.
            figure: FigureId,
            /// The ability.
            ability: Ability,
            /// The d6.
            d6: u8,
        } => "event-ability-rolled",
        /// An eliminated figure returned to play at its starting click (Necromancy).
        Returned {
            /// The figure back in play.
            figure: FigureId,
            /// The figure that brought it back.
            by: FigureId,
        } => "event-returned",
        /// A Command roll gave the player one more action this turn.
        ExtraAction {
            /// The figure showing Command.
            figure: FigureId,
            /// Actions the player has left now.
            actions_left: u8,
        } => "event-extra-action",

        // The game's clock and end (CORE-18)
        /// The game clock was paused.
        ClockPaused => "event-clock-paused",
        /// The game clock runs again.
        ClockResumed => "event-clock-resumed",
        /// The game ended: this player faces no opposing figure any more.
        GameWon {
            /// The player.
            winner: PlayerId,
        } => "event-game-won",
        /// The game ended: the agreed time ran out.
        TimeRanOut => "event-time-ran-out",
        /// The game ended: the players' agreed condition is met.
        ConditionMet => "event-condition-met",
        /// The game ended: the players stopped it.
        GameStopped => "event-game-stopped",
    }
}
crate::tag_first!(Event, "event");

impl EndReason {
    /// The event that says the game ended this way, for the log and the end screen.
    pub fn event(self) -> Event {
        match self {
            EndReason::Conquest { winner } => Event::GameWon { winner },
            EndReason::TimeUp => Event::TimeRanOut,
            EndReason::Condition => Event::ConditionMet,
            EndReason::Stopped => Event::GameStopped,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::DamageCause;

    /// The damage sentence selects on the code, and stored events carry the serde name:
    /// they must be the same word.
    #[test]
    fn a_cause_code_is_its_stored_name() {
        use strum::VariantArray;
        let codes: Vec<&str> = DamageCause::VARIANTS.iter().map(|c| c.code()).collect();
        assert_eq!(codes, ["table", "attack", "critical-miss", "pushing", "area", "trample", "chariot-eliminated"]);
        for &cause in DamageCause::VARIANTS {
            assert_eq!(serde_json::to_value(cause).unwrap(), cause.code());
            assert_eq!(serde_json::from_str::<DamageCause>(&format!("\"{}\"", cause.code())).unwrap(), cause);
        }
    }
}
