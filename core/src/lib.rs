//! Dialkeeper's rules engine for Mage Knight.
//!
//! Pure and deterministic: no I/O, no clock, no randomness. Dice and the players'
//! answers come in as parts of a [`Command`]; [`Game::try_apply`] returns the
//! [`Event`]s a command caused, or the [`RuleViolation`] (with its [`RuleId`] from the
//! rule catalog) that refuses it, leaving the game untouched. Undo and redo live here,
//! not in the UI.
#![deny(missing_docs)]
#![forbid(unsafe_code)]

pub mod ability;
mod captives;
pub mod clock;
pub mod command;
pub mod dial;
pub mod ending;
pub mod event;
pub mod figure;
pub mod game;
mod history;
mod invariants;
mod legal;
pub mod message;
#[doc(hidden)]
pub mod plain_tagged;
pub mod roles;
pub mod rule;
mod rules;
pub mod score;
pub mod setup;
pub mod state;
pub mod tag_first;
pub mod violation;

pub use ability::{Ability, AbilityColor, AbilitySymbol};
pub use clock::ClockState;
pub use command::{ActionAnswers, ActionKind, ActionRoll, ColossalEffect, Command, Defended, DodgeRoll, SectionAim, TargetAim};
pub use dial::{Click, Dial, DialError, Stat, StatSlot, StatValue};
pub use ending::{EndReason, Ended};
pub use event::{DamageCause, Event};
pub use figure::{FigureDef, FigureError, FigureKind, Intelligence, MountType, PointValue, Proficiency, Rank, Section, SpeedType};
pub use game::{Figure, Game, GameRecord, Planned, ReplayError};
pub use legal::{AttackBy, OWN_ABILITIES};
pub use message::{Arg, Kind, Word};
pub use roles::{Role, Use};
pub use rule::{RuleId, RuleKind};
pub use score::{PlayerScore, Score, ScoreLine, Scored};
pub use setup::{ArmyFigure, HouseRule, HouseRules, PlayerSetup, Setup, SetupError};
pub use state::{ColossalState, FigureId, FigureState, GameState, Phase, PlayerId, Turn};
pub use violation::RuleViolation;

/// Whether a 2d6 attack roll hits (CORE-09): re-exported for the app's dice helper.
pub use rules::attack_hits as hits;

/// What announcing a capture adds to the target's defense (CORE-14), for the wizard's text.
pub use rules::CAPTURE_DEFENSE_BONUS;

/// How many figures a formation of each action has, fewest and most (CORE-13).
pub use rules::formation_size;
/// The attack Charge (close) or Bound (ranged) adds to a move (CORE-16).
pub use rules::move_and_attack_action;
/// The 2d6 rolls that are critical (CORE-09), for the table's dice roller.
pub use rules::{CRITICAL_HIT, CRITICAL_MISS};

/// What each opponent scores for a damaged colossal at the end of a game (COL-09).
pub use rules::colossal::colossal_score;
