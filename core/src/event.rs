//! Events: what a command did, in order, for the log and the screens.

use serde::{Deserialize, Serialize};

use crate::command::ActionKind;
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
}
