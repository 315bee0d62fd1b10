//! Refusals: a command the rules forbid, each naming the rule that forbids it.

use serde::{Deserialize, Serialize};

use crate::command::ActionKind;
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
    /// A ranged attack needs a range above 0.
    #[error("{figure} has no range ({})", RuleId::Core11)]
    NoRange {
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
            RuleViolation::BadTwoD6 { .. } => RuleId::Core09,
            RuleViolation::BadTargetCount { .. }
            | RuleViolation::BadTarget { .. }
            | RuleViolation::NoRange { .. } => RuleId::Core11,
            RuleViolation::BadD6 { .. } => RuleId::Core12,
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
            RuleViolation::NoRange { .. } => "violation-no-range",
        }
    }
}
