//! Events: what a command did, in order, for the log and the screens.

use serde::{Deserialize, Serialize};

use crate::command::ActionKind;
use crate::figure::Section;
use crate::state::{FigureId, Phase, PlayerId};

/// Why a dial turned.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum DamageCause {
    /// Damage entered directly.
    Table,
    /// An attack hit.
    Attack,
    /// A critical miss hurts the attacker (CORE-09).
    CriticalMiss,
    /// A second action token (CORE-07).
    Pushing,
    /// The 1d6 a passenger takes when its chariot is eliminated (CHR-12).
    ChariotEliminated,
}

/// Something that happened to the game.
#[derive(Debug, Clone, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case", tag = "event")]
pub enum Event {
    /// The command phase ended, or another phase began.
    PhaseChanged {
        /// The new phase.
        phase: Phase,
    },
    /// A figure was given an action.
    ActionGiven {
        /// The figure.
        figure: FigureId,
        /// The action.
        action: ActionKind,
        /// Actions the player has left this turn.
        actions_left: u8,
    },
    /// The player passed.
    Passed {
        /// Actions the player has left this turn.
        actions_left: u8,
    },
    /// A figure received an action token.
    TokenAdded {
        /// The figure.
        figure: FigureId,
        /// Tokens it now carries.
        tokens: u8,
    },
    /// A break-away roll was made (CORE-12).
    BreakAway {
        /// The figure.
        figure: FigureId,
        /// The d6.
        d6: u8,
        /// Whether it got away.
        success: bool,
    },
    /// An attack roll was made (CORE-09).
    AttackRolled {
        /// The attacker.
        attacker: FigureId,
        /// The 2d6 total.
        two_d6: u8,
    },
    /// The attack hit a target.
    Hit {
        /// The attacker.
        attacker: FigureId,
        /// The target.
        target: FigureId,
        /// Whether it was a critical hit (a 12).
        critical: bool,
    },
    /// The attack missed a target.
    Missed {
        /// The attacker.
        attacker: FigureId,
        /// The target.
        target: FigureId,
        /// Whether it was a critical miss (a 2).
        critical: bool,
    },
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
    },
    /// Damage was dealt but reduced to nothing (e.g. Toughness).
    DamageReduced {
        /// The figure.
        figure: FigureId,
        /// Damage before reductions.
        dealt: u8,
        /// Damage after reductions.
        taken: u8,
    },
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
    },
    /// A figure was knocked out (CORE-04).
    Eliminated {
        /// The figure.
        figure: FigureId,
    },
    /// A figure's tokens were removed.
    TokensCleared {
        /// The figure.
        figure: FigureId,
    },
    /// A player's turn ended.
    TurnEnded {
        /// Whose turn it was.
        player: PlayerId,
    },
    /// A player's turn began.
    TurnStarted {
        /// Whose turn it is.
        player: PlayerId,
        /// The round number, from 1.
        round: u32,
    },
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
    },
    /// Another figure was given an action, so this colossal gets no more this turn (COL-06).
    ColossalActionsEnded {
        /// The colossal.
        figure: FigureId,
    },
    /// A section now shows three skulls: inactive, it takes no more damage (COL-04).
    SectionInactive {
        /// The colossal.
        figure: FigureId,
        /// The section.
        section: Section,
    },
    /// This turn's move actions combine into one movement of this distance (COL-14).
    MovementCombined {
        /// The colossal.
        figure: FigureId,
        /// Inches, the sum of the moving sections' speed values.
        distance: u8,
    },
    /// The section an attack or area affects on a colossal (COL-20 to COL-22).
    SectionTargeted {
        /// The colossal.
        figure: FigureId,
        /// The section.
        section: Section,
    },
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
    },
    /// A figure boarded a chariot (CHR-05) or was deployed in it (CHR-03).
    Boarded {
        /// The passenger.
        figure: FigureId,
        /// The chariot.
        chariot: FigureId,
    },
    /// A passenger left its chariot beside this section (CHR-06).
    Disembarked {
        /// The figure.
        figure: FigureId,
        /// The chariot.
        chariot: FigureId,
        /// The side or rear section it stands against.
        section: Section,
    },
    /// The chariot was eliminated: its passenger is placed where the chariot's centre
    /// was and awaits a 1d6 damage roll (CHR-12).
    PassengerThrown {
        /// The passenger.
        figure: FigureId,
        /// The chariot.
        chariot: FigureId,
    },
}
