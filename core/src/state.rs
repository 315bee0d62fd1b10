//! The changing part of a game: turn, dial positions, tokens. Small and cheap to clone,
//! because every applied command keeps a copy for undo.

use serde::{Deserialize, Serialize};

/// A figure in the game, by its place in the roster.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(transparent)]
pub struct FigureId(pub u16);

/// A player, by seat order from 0.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(transparent)]
pub struct PlayerId(pub u8);

impl std::fmt::Display for FigureId {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "#{}", self.0)
    }
}

/// The phases of a player's turn.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Phase {
    /// Before the first action: start-of-turn effects.
    Command,
    /// Actions are being given.
    Action,
    /// Tokens are cleared; end-of-turn effects.
    End,
}

/// The four actions a figure can be given (CORE-06); a pass is [`Command::Pass`].
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize, strum::IntoStaticStr)]
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
    pub const ALL: [ActionKind; 4] = [ActionKind::Move, ActionKind::Close, ActionKind::Ranged, ActionKind::Special];
}

/// Whose turn it is and how far it has got.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Turn {
    /// The player whose turn it is.
    pub player: PlayerId,
    /// The phase.
    pub phase: Phase,
    /// Round number from 1; a round is every player's turn once.
    pub round: u32,
    /// Actions used this turn (passes included).
    pub actions_used: u8,
    /// Actions added to this turn's budget by Command rolls (CORE-16).
    #[serde(default)]
    pub extra_actions: u8,
}

impl Turn {
    /// The turn's whole budget: the game size's actions and any won by Command.
    pub fn allowed(&self, actions_per_turn: u8) -> u8 {
        actions_per_turn.saturating_add(self.extra_actions)
    }
}

/// One figure's changing state.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default, Serialize, Deserialize)]
pub struct FigureState {
    /// Current click index per dial (only the figure's dials are used).
    pub clicks: [u8; 4],
    /// Action tokens, 0 to 2.
    pub tokens: u8,
    /// Actions given to it this turn.
    pub actions_this_turn: u8,
    /// Knocked out and off the battlefield.
    pub eliminated: bool,
    /// On a mount: its rider while the two form a cavalry unit (CAV-04). The unit's action
    /// tokens and actions this turn are kept on the mount; the rider's stay at 0.
    #[serde(default)]
    pub rider: Option<FigureId>,
    /// On a rider: the mount it sits on (CAV-04).
    #[serde(default)]
    pub mount: Option<FigureId>,
    /// A riderless mean-spirited mount is friendly to this player for the turn (CAV-21).
    #[serde(default)]
    pub sides_with: Option<PlayerId>,
    /// A rider its mount's elimination put on the battlefield this turn: the table may still
    /// answer that there was no room for it (CAV-20).
    #[serde(default)]
    pub thrown: bool,
    /// Dark Unity was used on this mount's unit in this command phase (CAV-32).
    #[serde(default)]
    pub dark_unity_used: bool,
    /// On a captive: the figure that holds it (CORE-14). It cannot act, be targeted or be
    /// damaged until its captor is eliminated.
    #[serde(default)]
    pub captor: Option<FigureId>,
    /// On a captor: the figure it holds (CORE-14); while it holds one it may only move.
    #[serde(default)]
    pub captive: Option<FigureId>,
    /// On a mount: its rider dismounted this turn, so it may still be given actions this
    /// turn whatever its intelligence (CAV-22). Written only when set, so a state from
    /// before it reads and writes as it did.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub dismounted_this_turn: bool,
    /// Its Command roll was made this turn (CORE-16).
    #[serde(default)]
    pub command_rolled: bool,
    /// Colossal and chariot bookkeeping (COL-06, COL-14, CHR-03); default for other figures.
    #[serde(default)]
    pub colossal: ColossalState,
}

/// What a colossal did this turn and who rides where: small and `Copy` so every
/// revision's snapshot restores sections and passengers exactly.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default, Serialize, Deserialize)]
pub struct ColossalState {
    /// Sections given an action this turn, one bit per [`crate::Section::index`] (COL-06).
    pub acted: u8,
    /// The colossal moved this turn: a section's move action, not Necromancy (given
    /// instead of a move) and not after a failed break-away (COL-03). A chariot that moved
    /// keeps its passenger from shooting (CHR-10).
    pub moved: bool,
    /// A section was given a close, ranged or special action: no more moves (COL-06).
    pub fought: bool,
    /// Combined distance of this turn's move actions, in inches (COL-14).
    pub movement: u8,
    /// The turn's one break-away roll, if made: whether it got away (COL-16).
    pub broke_away: Option<bool>,
    /// On a chariot: its passenger (CHR-03).
    pub passenger: Option<FigureId>,
    /// On a passenger: the chariot it rides in (CHR-04).
    pub aboard: Option<FigureId>,
}

/// The clock's pauses so far: the instant the running pause began and the length of the
/// pauses already over, all in milliseconds. Changed only by a pause or a resume.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default, Serialize, Deserialize)]
pub struct ClockState {
    /// When the pause under way began, if the clock is paused.
    pub paused_since: Option<i64>,
    /// The length of the pauses that are over.
    pub paused_ms: i64,
}

/// Why the game ended (CORE-18).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(remote = "Self", rename_all = "kebab-case")]
pub enum EndReason {
    /// This player eliminated or captured every opposing figure: the engine checks it.
    Conquest {
        /// The player left facing no opponent.
        winner: PlayerId,
    },
    /// The agreed time ran out: the engine checks it against the clock.
    TimeUp,
    /// The players say their agreed condition is met: only the table can tell.
    Condition,
    /// The players stopped the game by hand.
    Stopped,
}
crate::tag_first!(EndReason, "reason");

/// A game that is over: how, when, and what the players entered for the score.
#[derive(Debug, Clone, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Ended {
    /// Why it ended.
    pub reason: EndReason,
    /// When, in Unix milliseconds, as the app's clock said: the game clock stops here.
    pub at: i64,
    /// Objectives each player held at the end, in seat order: the first tie-break
    /// (CORE-19), and what decides whether a colossal scores (COL-09).
    pub objectives: Vec<u8>,
}

/// Everything about a game that commands change.
#[derive(Debug, Clone, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct GameState {
    /// The turn.
    pub turn: Turn,
    /// Per figure, in roster order.
    pub figures: Vec<FigureState>,
    /// The colossal whose actions are being given now; it can get no more once another
    /// figure is given one (COL-06).
    #[serde(default)]
    pub colossal_acting: Option<FigureId>,
    /// A passenger thrown from an eliminated chariot whose 1d6 damage roll is awaited;
    /// nothing else happens until it is entered (CHR-12).
    #[serde(default)]
    pub wreck_roll: Option<FigureId>,
    /// The game clock's pauses (CORE-18).
    #[serde(default)]
    pub clock: ClockState,
    /// How the game ended, once it has (CORE-18); nothing more is played after it.
    #[serde(default)]
    pub ended: Option<Ended>,
}

impl GameState {
    /// The state of one figure. Panics on an id not from this game.
    pub fn figure(&self, id: FigureId) -> &FigureState {
        &self.figures[id.0 as usize]
    }

    pub(crate) fn figure_mut(&mut self, id: FigureId) -> &mut FigureState {
        &mut self.figures[id.0 as usize]
    }
}
