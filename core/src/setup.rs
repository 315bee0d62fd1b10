//! Setting up a game: players, armies and game size, checked before play begins.
//!
//! Like shakmaty's `Setup` → `Position`: a [`Setup`] is plain data that may be wrong;
//! [`crate::Game::new`] checks it and refuses what the rules forbid.

use serde::{Deserialize, Serialize};

use crate::figure::{FigureDef, FigureError, FigureKind, Rank};
use crate::rule::RuleId;
use crate::state::PlayerId;

/// One figure of an army as the player fielded it.
#[derive(Debug, Clone, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct ArmyFigure {
    /// The figure.
    pub figure: FigureDef,
    /// For a colossal: which printed point value it is fielded at (COL-02), by index.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub point_value: Option<u8>,
    /// For a rider deployed in a cavalry unit: the index, in the same army, of the mount it
    /// rides (CAV-04, CAV-05). Deployment is part of the setup, so every game starts with
    /// each mount carrying its rider; `Game::new` links the two.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub rides: Option<u16>,
    /// For a chariot's starting passenger: the index, in the same army, of the chariot it
    /// starts in (CHR-03). Seating it is part of the setup, so a new game is one step and
    /// no undo can take the passenger out; `Game::new` seats it under the boarding rules.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub aboard: Option<u16>,
}

impl ArmyFigure {
    /// An ordinary figure at its printed cost.
    pub fn new(figure: FigureDef) -> ArmyFigure {
        ArmyFigure { figure, point_value: None, rides: None, aboard: None }
    }

    /// What it costs toward the build total (CORE-05, COL-02).
    pub fn points(&self) -> u16 {
        match (&self.figure.kind, self.point_value) {
            (FigureKind::Colossal { point_values, .. }, Some(i)) => point_values.get(i as usize).map_or(self.figure.points, |v| v.points),
            _ => self.figure.points,
        }
    }

    /// The click each dial starts on: the starting marker, turned further in for a
    /// colossal fielded at a lower point value (CORE-02, COL-02).
    pub fn start_clicks(&self) -> [u8; 4] {
        let extra = match (&self.figure.kind, self.point_value) {
            (FigureKind::Colossal { point_values, .. }, Some(i)) => point_values.get(i as usize).map_or(0, |v| v.start_click),
            _ => 0,
        };
        let mut start = [0; 4];
        for (slot, dial) in start.iter_mut().zip(&self.figure.dials) {
            *slot = dial.start().saturating_add(extra);
        }
        start
    }
}

/// A player and their army.
#[derive(Debug, Clone, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct PlayerSetup {
    /// The player's name.
    pub name: String,
    /// The figures they field.
    pub army: Vec<ArmyFigure>,
}

/// Everything agreed before the first turn.
///
/// The fields after `players` came with the game's end (CORE-18) and default to nothing,
/// so setups stored or exported before them load unchanged.
#[derive(Debug, Clone, PartialEq, Eq, Hash, Default, Serialize, Deserialize)]
pub struct Setup {
    /// The agreed game size in points (CORE-05).
    pub game_size: u16,
    /// Players in seat order; the first takes the first turn.
    pub players: Vec<PlayerSetup>,
    /// The agreed time limit in minutes, if the players set one (CORE-18).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub time_limit: Option<u16>,
    /// Another way the game ends that the players agreed on, in their own words
    /// (CORE-18); empty when there is none. The engine cannot see the table, so the
    /// players say when it is met.
    #[serde(default, skip_serializing_if = "String::is_empty")]
    pub condition: String,
    /// When play began, in Unix milliseconds: the game clock's start (CORE-18). The app
    /// stamps it from its platform clock as it creates the game, so the clock counts from
    /// the same instant after a restart, and an exported game carries it. `None` for
    /// games from before the clock, which show none.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub started_at: Option<i64>,
    /// The table's own readings where tables split (`docs/RULINGS.md`), stored with the
    /// game so that undo and replay play by the rules it was played by; all off by
    /// default, so a game stored before them replays unchanged.
    #[serde(default, skip_serializing_if = "HouseRules::is_default")]
    pub house_rules: HouseRules,
}

/// House rules: readings of the seeds that some tables play, each off by default, each
/// applied by the engine when on; the new-game screen offers them under "House rules".
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default, Serialize, Deserialize)]
pub struct HouseRules {
    /// CORE-13: a move formation may have 2 figures (seed 004's formations section:
    /// "2 or more"), instead of the glossary's 3 to 5.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub move_formation_of_two: bool,
}

impl HouseRules {
    /// Whether every house rule is off, as in a game stored before them.
    pub fn is_default(&self) -> bool {
        *self == HouseRules::default()
    }
}

/// The fewest and most players a game can have.
pub const PLAYERS: std::ops::RangeInclusive<usize> = 1..=6;

/// Why a setup cannot start a game.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum SetupError {
    /// Too few or too many players.
    #[error("a game needs 1 to 6 players, not {0}")]
    PlayerCount(usize),
    /// Game sizes come in hundreds of points: at least 100.
    #[error("the game size must be at least 100 points, not {0} (CORE-05)")]
    GameSize(u16),
    /// An army costs more than the game size.
    #[error("{player:?}'s army costs {total} points, over the game size of {game_size} ({})", RuleId::Core05)]
    OverBuildTotal {
        /// The player.
        player: PlayerId,
        /// Its build total.
        total: u32,
        /// The game size.
        game_size: u16,
    },
    /// A figure definition is unusable.
    #[error("{player:?}'s figure {index}: {error}")]
    Figure {
        /// The player.
        player: PlayerId,
        /// The figure's place in the army.
        index: usize,
        /// What is wrong.
        error: FigureError,
    },
    /// A colossal's chosen point value is not printed on it (COL-02).
    #[error("{player:?}'s figure {index} has no point value number {value} ({})", RuleId::Col02)]
    PointValue {
        /// The player.
        player: PlayerId,
        /// The figure's place in the army.
        index: usize,
        /// The index given.
        value: u8,
    },
    /// More figures than a game can track.
    #[error("a game can hold at most {max} figures", max = u16::MAX)]
    TooManyFigures,
    /// A unique figure fielded a second time in one army (CORE-17).
    #[error("{player:?}'s figure {index} is unique and already in the army ({})", RuleId::Core17)]
    UniqueTwice {
        /// The player.
        player: PlayerId,
        /// The second copy's place in the army.
        index: usize,
    },

    // Cavalry (CAV)
    /// Only a rider can ride a mount (CAV-04).
    #[error("{player:?}'s figure {index} is not a rider ({})", RuleId::Cav04)]
    NotARider {
        /// The player.
        player: PlayerId,
        /// The figure's place in the army.
        index: usize,
    },
    /// A rider rides a figure of the same army that is not a mount, or is taken (CAV-04).
    #[error("{player:?}'s figure {index} cannot ride figure {mount} ({})", RuleId::Cav04)]
    NotAFreeMount {
        /// The player.
        player: PlayerId,
        /// The rider's place in the army.
        index: usize,
        /// The index it named.
        mount: u16,
    },
    /// The rider cannot ride that mount: symbols (CAV-03) or Dark Riders numbers (CAV-31).
    #[error("{player:?}'s figure {index} cannot ride that mount ({rule})")]
    MountMismatch {
        /// The player.
        player: PlayerId,
        /// The rider's place in the army.
        index: usize,
        /// CAV-03 or CAV-31.
        rule: RuleId,
    },
    /// Mounts are deployed with their riders (CAV-05).
    #[error("{player:?}'s mount {index} has no rider ({})", RuleId::Cav05)]
    RiderlessMount {
        /// The player.
        player: PlayerId,
        /// The mount's place in the army.
        index: usize,
    },

    // Chariots (CHR)
    /// A starting passenger names a figure of the same army that is not a free chariot, or
    /// it also rides a mount (CHR-03: one passenger per chariot).
    #[error("{player:?}'s figure {index} cannot start in figure {chariot} ({})", RuleId::Chr03)]
    NotAFreeChariot {
        /// The player.
        player: PlayerId,
        /// The passenger's place in the army.
        index: usize,
        /// The index it named.
        chariot: u16,
    },
    /// The boarding rules refuse this starting passenger (CHR-03: no colossal, titan or
    /// horseshoe figure rides in a chariot).
    #[error("{player:?}'s figure {index} cannot start as a passenger: {violation}")]
    Passenger {
        /// The player.
        player: PlayerId,
        /// The passenger's place in the army.
        index: usize,
        /// The engine's refusal.
        violation: crate::violation::RuleViolation,
    },
}

impl SetupError {
    /// The rule behind the refusal, where one applies.
    pub fn rule(&self) -> Option<RuleId> {
        match self {
            SetupError::GameSize(_) | SetupError::OverBuildTotal { .. } => Some(RuleId::Core05),
            SetupError::PointValue { .. } => Some(RuleId::Col02),
            SetupError::Figure { .. } => Some(RuleId::Core01),
            SetupError::PlayerCount(_) | SetupError::TooManyFigures => None,
            SetupError::UniqueTwice { .. } => Some(RuleId::Core17),
            SetupError::NotARider { .. } | SetupError::NotAFreeMount { .. } => Some(RuleId::Cav04),
            SetupError::MountMismatch { rule, .. } => Some(*rule),
            SetupError::RiderlessMount { .. } => Some(RuleId::Cav05),
            SetupError::NotAFreeChariot { .. } => Some(RuleId::Chr03),
            SetupError::Passenger { violation, .. } => Some(violation.rule()),
        }
    }
}

impl Setup {
    /// Actions each player gets per turn: one per 100 points of game size (CORE-05).
    pub fn actions_per_turn(&self) -> u8 {
        Setup::actions_for(self.game_size)
    }

    /// Actions each player gets per turn in a game of `game_size` points (CORE-05), for a
    /// game still being set up.
    pub fn actions_for(game_size: u16) -> u8 {
        (game_size / 100).clamp(1, u8::MAX as u16) as u8
    }

    /// A player's build total (CORE-05).
    pub fn build_total(&self, player: PlayerId) -> u32 {
        self.players.get(player.0 as usize).map_or(0, |p| p.army.iter().map(|f| f.points() as u32).sum())
    }

    /// Checks everything the rules require before play.
    pub fn validate(&self) -> Result<(), SetupError> {
        if !PLAYERS.contains(&self.players.len()) {
            return Err(SetupError::PlayerCount(self.players.len()));
        }
        if self.game_size < 100 {
            return Err(SetupError::GameSize(self.game_size));
        }
        let count: usize = self.players.iter().map(|p| p.army.len()).sum();
        if count > u16::MAX as usize {
            return Err(SetupError::TooManyFigures);
        }
        for (p, player_setup) in self.players.iter().enumerate() {
            let player = PlayerId(p as u8);
            for (index, entry) in player_setup.army.iter().enumerate() {
                entry.figure.validate().map_err(|error| SetupError::Figure { player, index, error })?;
                if let (FigureKind::Colossal { point_values, .. }, Some(value)) = (&entry.figure.kind, entry.point_value)
                    && value as usize >= point_values.len()
                {
                    return Err(SetupError::PointValue { player, index, value });
                }
                let start = entry.start_clicks();
                for (dial, s) in entry.figure.dials.iter().zip(start) {
                    if s >= dial.ko_index() {
                        return Err(SetupError::Figure {
                            player,
                            index,
                            error: FigureError::Dial { index: 0, error: crate::dial::DialError::StartNotLive { start: s } },
                        });
                    }
                }
            }
            check_unique(player, &player_setup.army)?;
            check_cavalry(player, &player_setup.army)?;
            check_passengers(player, &player_setup.army)?;
            let total = self.build_total(player);
            if total > self.game_size as u32 {
                return Err(SetupError::OverBuildTotal { player, total, game_size: self.game_size });
            }
        }
        Ok(())
    }
}

/// Unique figures (CORE-17): one copy per army. A unique figure is known by its rank and
/// told from another by its name, the way players tell characters apart: two prints of
/// the same character from different sets are still that one character. Other armies
/// may field it too, so only this army is looked at.
fn check_unique(player: PlayerId, army: &[ArmyFigure]) -> Result<(), SetupError> {
    let unique = |e: &ArmyFigure| e.figure.rank == Rank::Unique;
    for (index, entry) in army.iter().enumerate().filter(|(_, e)| unique(e)) {
        let name = entry.figure.name.trim();
        if army[..index].iter().any(|e| unique(e) && e.figure.name.trim().eq_ignore_ascii_case(name)) {
            return Err(SetupError::UniqueTwice { player, index });
        }
    }
    Ok(())
}

/// Deployment of cavalry (CAV-03 to CAV-05, CAV-31): each `rides` names a free mount of the
/// same army that the rider can ride, and every mount has a rider. Both figures are in the
/// army, so both their points count toward the build total already.
fn check_cavalry(player: PlayerId, army: &[ArmyFigure]) -> Result<(), SetupError> {
    let mut ridden = vec![false; army.len()];
    for (index, entry) in army.iter().enumerate() {
        let Some(mount) = entry.rides else { continue };
        if !entry.figure.is_rider() {
            return Err(SetupError::NotARider { player, index });
        }
        let target = army.get(mount as usize).filter(|m| m.figure.is_mount() && !ridden[mount as usize]);
        let Some(target) = target else {
            return Err(SetupError::NotAFreeMount { player, index, mount });
        };
        entry.figure.can_ride(&target.figure).map_err(|rule| SetupError::MountMismatch { player, index, rule })?;
        ridden[mount as usize] = true;
    }
    match army.iter().enumerate().find(|(i, e)| e.figure.is_mount() && !ridden[*i]) {
        Some((index, _)) => Err(SetupError::RiderlessMount { player, index }),
        None => Ok(()),
    }
}

/// Starting passengers (CHR-03): each `aboard` names a chariot of the same army that no
/// other passenger has taken, and a passenger does not also ride a mount. Who may ride in
/// a chariot at all is the boarding rules' to say, when `Game::new` seats it.
fn check_passengers(player: PlayerId, army: &[ArmyFigure]) -> Result<(), SetupError> {
    let mut taken = vec![false; army.len()];
    for (index, entry) in army.iter().enumerate() {
        let Some(chariot) = entry.aboard else { continue };
        let free =
            army.get(chariot as usize).is_some_and(|c| c.figure.is_chariot()) && chariot as usize != index && !taken[chariot as usize];
        if !free || entry.rides.is_some() {
            return Err(SetupError::NotAFreeChariot { player, index, chariot });
        }
        taken[chariot as usize] = true;
    }
    Ok(())
}

/// A figure on the battlefield: what is printed on it, who owns it, where its dials start.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Figure {
    /// Its definition.
    pub def: FigureDef,
    /// The player who fielded it.
    pub owner: PlayerId,
    /// Starting click of each dial in this game (CORE-02, COL-02).
    pub start: [u8; 4],
}
