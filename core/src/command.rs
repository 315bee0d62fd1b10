//! Commands: every change to a game is one of these, applied by [`crate::Game::try_apply`].

use serde::{Deserialize, Serialize};

use crate::state::FigureId;

/// The four actions a figure can be given (CORE-06); a pass is [`Command::Pass`].
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum ActionKind {
    /// Move action.
    Move,
    /// Close combat action.
    Close,
    /// Ranged combat action.
    Ranged,
    /// Special action: an optional ability that costs an action.
    Special,
}

impl ActionKind {
    /// All four, in the order the table screen shows them.
    pub const ALL: [ActionKind; 4] =
        [ActionKind::Move, ActionKind::Close, ActionKind::Ranged, ActionKind::Special];
}

/// Dice the player rolled for an action, entered with it so the engine resolves it whole.
///
/// Totals: `two_d6` is the sum of two six-sided dice (2–12); `d6` is one die (1–6).
#[derive(Debug, Clone, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case", tag = "roll")]
pub enum ActionRoll {
    /// A move action out of base contact: the break-away roll (CORE-12).
    BreakAway {
        /// One d6.
        d6: u8,
    },
    /// A close or ranged attack (CORE-09, CORE-11).
    Attack {
        /// The targets, each once; a close attack has exactly one.
        targets: Vec<FigureId>,
        /// The 2d6 total.
        two_d6: u8,
        /// Table modifiers the app cannot see (rear arc +1, formation, terrain): added to the attack value.
        #[serde(default)]
        modifier: i8,
    },
    /// A Healing close action on a friendly figure (CORE-09: a 12 heals 1 extra click).
    Heal {
        /// The figure to heal.
        target: FigureId,
        /// The 2d6 total of the healing roll.
        two_d6: u8,
        /// Clicks the Healing ability heals on a success (before the critical bonus).
        clicks: u8,
    },
}

/// A change to the game. Serializes so the app can store and export it.
#[derive(Debug, Clone, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case", tag = "command")]
pub enum Command {
    /// Give a figure an action, optionally with the dice rolled for it (CORE-06, CORE-07).
    GiveAction {
        /// The figure.
        figure: FigureId,
        /// Which action.
        action: ActionKind,
        /// The dice, if the player enters them here.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        roll: Option<ActionRoll>,
    },
    /// Spend one of the turn's actions on nothing (CORE-06).
    Pass,
    /// Turn a figure's dial forward (CORE-03): damage dealt at the table.
    Damage {
        /// The figure.
        figure: FigureId,
        /// Which of its dials (0, or a colossal's section index).
        #[serde(default)]
        dial: u8,
        /// Clicks of damage, at least 1.
        clicks: u8,
    },
    /// Turn a figure's dial back, never past its starting marker (CORE-03).
    Heal {
        /// The figure.
        figure: FigureId,
        /// Which of its dials.
        #[serde(default)]
        dial: u8,
        /// Clicks to heal, at least 1.
        clicks: u8,
    },
    /// End the current player's turn (CORE-08).
    EndTurn,
}
