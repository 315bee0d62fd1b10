//! Setting up a game: players, armies and game size, checked before play begins.
//!
//! Like shakmaty's `Setup` → `Position`: a [`Setup`] is plain data that may be wrong;
//! [`crate::Game::new`] checks it and refuses what the rules forbid.

use serde::{Deserialize, Serialize};

use crate::figure::{FigureDef, FigureError, FigureKind, Rank};
use crate::message::Word;
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
/// Each is a ruling of `docs/RULINGS.md` read the other way, mostly seed 004's own words
/// where the app's ruling departs from them.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default, Serialize, Deserialize)]
pub struct HouseRules {
    /// CORE-13: a move formation may have 2 figures (seed 004's formations section:
    /// "2 or more"), instead of the glossary's 3 to 5.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub move_formation_of_two: bool,
    /// CORE-13: a close formation's bonus counts every member in contact with the target,
    /// the primary too (seed 004's close-formation section), not only the others.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub close_formation_counts_primary: bool,
    /// CORE-16: Invulnerability takes its 2 off ranged-combat damage only (seed 004 names
    /// ranged combat only), not off close combat's and every other damage's.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub invulnerability_ranged_only: bool,
    /// CORE-16: Flame/Lightning's figures in base contact with a target it hits each take
    /// 1 click without a roll (seed 004 names no roll), not the one roll compared with each.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub flame_lightning_hits_contact: bool,
}

/// One house rule, as the new-game screen offers it and the turn bar names it.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum HouseRule {
    /// [`HouseRules::move_formation_of_two`].
    MoveFormationOfTwo,
    /// [`HouseRules::close_formation_counts_primary`].
    CloseFormationCountsPrimary,
    /// [`HouseRules::invulnerability_ranged_only`].
    InvulnerabilityRangedOnly,
    /// [`HouseRules::flame_lightning_hits_contact`].
    FlameLightningHitsContact,
}

impl HouseRule {
    /// Every house rule, in the order the new-game screen lists them.
    pub const ALL: [HouseRule; 4] = [
        HouseRule::MoveFormationOfTwo,
        HouseRule::CloseFormationCountsPrimary,
        HouseRule::InvulnerabilityRangedOnly,
        HouseRule::FlameLightningHitsContact,
    ];

    /// Its code in test ids (`house-rule-<code>`).
    pub const fn code(self) -> &'static str {
        match self {
            HouseRule::MoveFormationOfTwo => "move-formation-of-two",
            HouseRule::CloseFormationCountsPrimary => "close-formation-counts-primary",
            HouseRule::InvulnerabilityRangedOnly => "invulnerability-ranged-only",
            HouseRule::FlameLightningHitsContact => "flame-lightning-hits-contact",
        }
    }

    /// The rule it reads otherwise.
    pub const fn rule(self) -> RuleId {
        match self {
            HouseRule::MoveFormationOfTwo | HouseRule::CloseFormationCountsPrimary => RuleId::Core13,
            HouseRule::InvulnerabilityRangedOnly | HouseRule::FlameLightningHitsContact => RuleId::Core16,
        }
    }

    /// The Fluent ids of its tick box, of why tables play it, and of its line in the turn
    /// bar while a game uses it.
    pub const fn message_ids(self) -> [&'static str; 3] {
        match self {
            HouseRule::MoveFormationOfTwo => {
                ["house-rule-move-formation-of-two", "house-rule-move-formation-of-two-why", "house-rule-in-use-move-formation-of-two"]
            }
            HouseRule::CloseFormationCountsPrimary => [
                "house-rule-close-formation-counts-primary",
                "house-rule-close-formation-counts-primary-why",
                "house-rule-in-use-close-formation-counts-primary",
            ],
            HouseRule::InvulnerabilityRangedOnly => [
                "house-rule-invulnerability-ranged-only",
                "house-rule-invulnerability-ranged-only-why",
                "house-rule-in-use-invulnerability-ranged-only",
            ],
            HouseRule::FlameLightningHitsContact => [
                "house-rule-flame-lightning-hits-contact",
                "house-rule-flame-lightning-hits-contact-why",
                "house-rule-in-use-flame-lightning-hits-contact",
            ],
        }
    }
}

impl HouseRules {
    /// Whether every house rule is off, as in a game stored before them.
    pub fn is_default(&self) -> bool {
        *self == HouseRules::default()
    }

    /// Whether `rule` is on.
    pub fn is_on(&self, rule: HouseRule) -> bool {
        match rule {
            HouseRule::MoveFormationOfTwo => self.move_formation_of_two,
            HouseRule::CloseFormationCountsPrimary => self.close_formation_counts_primary,
            HouseRule::InvulnerabilityRangedOnly => self.invulnerability_ranged_only,
            HouseRule::FlameLightningHitsContact => self.flame_lightning_hits_contact,
        }
    }

    /// Turns `rule` on or off.
    pub fn set(&mut self, rule: HouseRule, on: bool) {
        let field = match rule {
            HouseRule::MoveFormationOfTwo => &mut self.move_formation_of_two,
            HouseRule::CloseFormationCountsPrimary => &mut self.close_formation_counts_primary,
            HouseRule::InvulnerabilityRangedOnly => &mut self.invulnerability_ranged_only,
            HouseRule::FlameLightningHitsContact => &mut self.flame_lightning_hits_contact,
        };
        *field = on;
    }

    /// The house rules that are on.
    pub fn on(&self) -> impl Iterator<Item = HouseRule> + '_ {
        HouseRule::ALL.into_iter().filter(|&r| self.is_on(r))
    }
}

/// The fewest and most players a game can have.
pub const PLAYERS: std::ops::RangeInclusive<usize> = 1..=6;

crate::reports! {
    /// Why a setup cannot start a game. The text names the player and the figure (by its
    /// name, as the army list shows it) from the setup.
    #[derive(Debug, Clone, PartialEq, Eq)]
    pub enum SetupError {
        /// Too few or too many players.
        PlayerCount(count: usize) => "setup-player-count" says "a game needs 1 to 6 players, not {count}"
            with { count: *count },
        /// Game sizes come in hundreds of points: at least 100.
        GameSize(size: u16) => "setup-game-size" says "the game size must be at least 100 points, not {size}"
            with { size: *size } by RuleId::Core05,
        /// An army costs more than the game size.
        OverBuildTotal {
            /// The player.
            player: PlayerId,
            /// Its build total.
            total: u32,
            /// The game size.
            game_size: u16,
        } => "setup-over-build-total" says "{player:?}'s army costs {total} points, over the game size of {game_size}"
            with { player: Word::Player(*player), total: *total, size: *game_size } by RuleId::Core05,
        /// A figure definition is unusable; the text says why after naming it.
        Figure {
            /// The player.
            player: PlayerId,
            /// The figure's place in the army.
            index: usize,
            /// What is wrong.
            error: FigureError,
        } => "setup-bad-figure" says "{player:?}'s figure {index}: {error}"
            with { player: Word::Player(*player), name: Word::ArmyFigure(*player, *index), error: Word::Worded }
            by RuleId::Core01,
        /// A colossal's chosen point value is not printed on it.
        PointValue {
            /// The player.
            player: PlayerId,
            /// The figure's place in the army.
            index: usize,
            /// The index given.
            value: u8,
        } => "setup-point-value" says "{player:?}'s figure {index} has no point value number {value}"
            with { player: Word::Player(*player), name: Word::ArmyFigure(*player, *index) } by RuleId::Col02,
        /// More figures than a game can track.
        TooManyFigures => "setup-too-many" says "a game can hold at most {} figures" (u16::MAX),
        /// A unique figure fielded a second time in one army.
        UniqueTwice {
            /// The player.
            player: PlayerId,
            /// The second copy's place in the army.
            index: usize,
        } => "setup-unique-twice" says "{player:?}'s figure {index} is unique and already in the army"
            with { player: Word::Player(*player), number: *index + 1, name: Word::ArmyFigure(*player, *index) }
            by RuleId::Core17,

        // Cavalry (CAV)
        /// Only a rider can ride a mount.
        NotARider {
            /// The player.
            player: PlayerId,
            /// The figure's place in the army.
            index: usize,
        } => "setup-not-a-rider" says "{player:?}'s figure {index} is not a rider"
            with { player: Word::Player(*player), name: Word::ArmyFigure(*player, *index) } by RuleId::Cav04,
        /// A rider rides a figure of the same army that is not a mount, or is taken.
        NotAFreeMount {
            /// The player.
            player: PlayerId,
            /// The rider's place in the army.
            index: usize,
            /// The index it named.
            mount: u16,
        } => "setup-not-a-free-mount" says "{player:?}'s figure {index} cannot ride figure {mount}"
            with { player: Word::Player(*player), name: Word::ArmyFigure(*player, *index) } by RuleId::Cav04,
        /// The rider cannot ride that mount: symbols (CAV-03) or Dark Riders numbers (CAV-31).
        MountMismatch {
            /// The player.
            player: PlayerId,
            /// The rider's place in the army.
            index: usize,
            /// CAV-03 or CAV-31.
            rule: RuleId,
        } => "setup-mount-mismatch" says "{player:?}'s figure {index} cannot ride that mount"
            with { player: Word::Player(*player), name: Word::ArmyFigure(*player, *index) } by *rule,
        /// Mounts are deployed with their riders.
        RiderlessMount {
            /// The player.
            player: PlayerId,
            /// The mount's place in the army.
            index: usize,
        } => "setup-riderless-mount" says "{player:?}'s mount {index} has no rider"
            with { player: Word::Player(*player), name: Word::ArmyFigure(*player, *index) } by RuleId::Cav05,

        // Chariots (CHR)
        /// A starting passenger names a figure of the same army that is not a free chariot, or
        /// it also rides a mount (one passenger per chariot).
        NotAFreeChariot {
            /// The player.
            player: PlayerId,
            /// The passenger's place in the army.
            index: usize,
            /// The index it named.
            chariot: u16,
        } => "setup-not-a-free-chariot" says "{player:?}'s figure {index} cannot start in figure {chariot}"
            with { player: Word::Player(*player), name: Word::ArmyFigure(*player, *index) } by RuleId::Chr03,
        /// The boarding rules refuse this starting passenger (no colossal, titan or horseshoe
        /// figure rides in a chariot); the text says the engine's reason after naming it.
        Passenger {
            /// The player.
            player: PlayerId,
            /// The passenger's place in the army.
            index: usize,
            /// The engine's refusal.
            violation: crate::violation::RuleViolation,
        } => "setup-passenger" says "{player:?}'s figure {index} cannot start as a passenger: {}" (violation.message_id())
            with { player: Word::Player(*player), name: Word::ArmyFigure(*player, *index), reason: Word::Worded }
            by violation.rule(),
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
        for p in 0..self.players.len() {
            self.validate_army(PlayerId(p as u8))?;
        }
        Ok(())
    }

    /// Checks one player's army as [`Setup::validate`] does: its figures, unique figures,
    /// cavalry, passengers and build total. A screen can then say what is wrong with each
    /// army while it is built, whatever another army lacks.
    pub fn validate_army(&self, player: PlayerId) -> Result<(), SetupError> {
        let Some(player_setup) = self.players.get(player.0 as usize) else { return Err(SetupError::PlayerCount(self.players.len())) };
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
        if over_build_total(total, self.game_size) {
            return Err(SetupError::OverBuildTotal { player, total, game_size: self.game_size });
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

/// Whether an army of `total` points is over a game of `game_size` (CORE-05): the setup
/// refuses it, and the new game's screen draws its total as over.
pub fn over_build_total(total: u32, game_size: u16) -> bool {
    total > u32::from(game_size)
}
