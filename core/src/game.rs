//! A game in play: the checked setup, the current state and the undo history.

use serde::{Deserialize, Serialize};

use crate::ability::Ability;
use crate::clock;
use crate::command::Command;
use crate::event::Event;
use crate::figure::Section;
use crate::history::History;
use crate::rules;
/// A fielded figure, which the rules read: it lives in `setup`, below them.
pub use crate::setup::Figure;
use crate::setup::{Setup, SetupError};
use crate::state::{EndReason, Ended, FigureId, FigureState, GameState, Phase, PlayerId, Turn};
use crate::violation::RuleViolation;

/// A game in play. Changes only through [`Game::try_apply`], [`Game::undo`] and [`Game::redo`].
///
/// Serializes as its setup plus the commands applied and undone; deserializing replays
/// them, so a stored game comes back with its full undo and redo history.
#[derive(Debug, Clone, Serialize, Deserialize)]
#[serde(try_from = "GameRecord", into = "GameRecord")]
pub struct Game {
    setup: Setup,
    roster: Vec<Figure>,
    state: GameState,
    history: History,
}

/// A command the rules accepted, with what it does, waiting to be committed.
#[derive(Debug, Clone)]
pub struct Planned {
    command: Command,
    next: GameState,
    events: Vec<Event>,
    /// The history's change count when it was planned.
    at: u64,
}

impl Planned {
    /// The command.
    pub fn command(&self) -> &Command {
        &self.command
    }

    /// The events it will cause.
    pub fn events(&self) -> &[Event] {
        &self.events
    }
}

/// What a game stores and exports: enough to rebuild it exactly. Its setup and commands
/// are the engine's own types, but for the web's store worker, which keeps them as the
/// JSON the page sent, unread (`dialkeeper_store::Unread`, issue 50).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct GameRecord<S = Setup, C = Command> {
    /// The setup.
    pub setup: S,
    /// Commands applied, oldest first.
    pub applied: Vec<C>,
    /// Commands undone and not yet redone, the next to redo first.
    #[serde(default = "Vec::new")]
    pub undone: Vec<C>,
}

/// A record's history kept by hand, as [`Game`]'s own keeps it when the rules allow each
/// step: what a store that holds records, not games, writes and reads back without the
/// engine (the web's store worker, issue 50). The rules are asked once, when the record
/// becomes a game ([`Game::from_record`]).
impl<S, C> GameRecord<S, C> {
    /// After `command` was applied: it is the last applied, and nothing is left to redo.
    pub fn applied_one(&mut self, command: C) {
        self.applied.push(command);
        self.undone.clear();
    }

    /// After an undo: the last applied command becomes the next to redo.
    pub fn undone_one(&mut self) {
        if let Some(command) = self.applied.pop() {
            self.undone.insert(0, command);
        }
    }

    /// After a redo: the next to redo is applied again.
    pub fn redone_one(&mut self) {
        if !self.undone.is_empty() {
            let command = self.undone.remove(0);
            self.applied.push(command);
        }
    }
}

/// Why a stored game cannot be rebuilt.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum ReplayError {
    /// The setup is not valid.
    #[error("setup: {0}")]
    Setup(#[from] SetupError),
    /// A stored command is refused by the rules.
    #[error("command {index}: {violation}")]
    Command {
        /// Its position in the record.
        index: usize,
        /// The refusal.
        violation: RuleViolation,
    },
}

impl Game {
    /// Starts a game: checks the setup, puts every figure on its starting click, and
    /// opens the first player's command phase.
    pub fn new(setup: Setup) -> Result<Game, SetupError> {
        setup.validate()?;
        let mut roster = Vec::new();
        for (p, player) in setup.players.iter().enumerate() {
            for entry in &player.army {
                roster.push(Figure { def: entry.figure.clone(), owner: PlayerId(p as u8), start: entry.start_clicks() });
            }
        }
        let mut figures: Vec<FigureState> = roster.iter().map(|f| FigureState { clicks: f.start, ..FigureState::default() }).collect();
        rules::cavalry::deploy(&setup, &mut figures);
        let state = GameState {
            turn: Turn { player: PlayerId(0), phase: Phase::Command, round: 1, actions_used: 0, extra_actions: 0 },
            figures,
            colossal_acting: None,
            wreck_roll: None,
            clock: Default::default(),
            ended: None,
        };
        let mut game = Game { setup, roster, state, history: History::default() };
        game.seat_passengers()?;
        Ok(game)
    }

    /// Seats each starting passenger in its chariot (CHR-03) under the same rules as a
    /// boarding, outside the history: the setup, not an undoable step, puts it there.
    fn seat_passengers(&mut self) -> Result<(), SetupError> {
        let mut seats = Vec::new();
        let mut first = 0u16;
        for (p, player) in self.setup.players.iter().enumerate() {
            for (index, entry) in player.army.iter().enumerate() {
                if let Some(chariot) = entry.aboard {
                    let command = Command::DeployPassenger { figure: FigureId(first + index as u16), chariot: FigureId(first + chariot) };
                    seats.push((PlayerId(p as u8), index, command));
                }
            }
            first += player.army.len() as u16;
        }
        for (player, index, command) in seats {
            let mut next = self.state.clone();
            rules::apply(&self.rules(), &mut next, &command).map_err(|violation| SetupError::Passenger { player, index, violation })?;
            self.state = next;
        }
        Ok(())
    }

    /// Rebuilds a stored game by replaying its record.
    pub fn from_record(record: GameRecord) -> Result<Game, ReplayError> {
        let mut game = Game::new(record.setup)?;
        let undone = record.undone.len();
        let all = record.applied.into_iter().chain(record.undone);
        for (index, command) in all.enumerate() {
            game.try_apply(command).map_err(|violation| ReplayError::Command { index, violation })?;
        }
        for _ in 0..undone {
            game.undo();
        }
        Ok(game)
    }

    /// The record to store or export.
    pub fn record(&self) -> GameRecord {
        GameRecord {
            setup: self.setup.clone(),
            applied: self.history.applied().cloned().collect(),
            undone: self.history.undone().cloned().collect(),
        }
    }

    /// Applies a command: the events it caused, or the rule that refuses it, in which
    /// case nothing changed. An applied command clears the redo history.
    pub fn try_apply(&mut self, command: Command) -> Result<Vec<Event>, RuleViolation> {
        let planned = self.plan(command)?;
        Ok(self.commit(planned))
    }

    /// Works out what a command would do without changing the game: the app saves the
    /// command first and then [`commit`](Game::commit)s the plan, so a game on screen
    /// never runs ahead of what is stored.
    pub fn plan(&self, command: Command) -> Result<Planned, RuleViolation> {
        let mut next = self.state.clone();
        let events = self.run(&mut next, &command)?;
        Ok(Planned { command, next, events, at: self.history.changes() })
    }

    /// Applies a plan made by [`plan`](Game::plan) on this game as it was then, and
    /// returns its events.
    ///
    /// # Panics
    /// If the game changed since the plan was made (a plan is for one position only).
    pub fn commit(&mut self, planned: Planned) -> Vec<Event> {
        assert_eq!(planned.at, self.history.changes(), "a plan is committed on the game it was made for");
        let before = std::mem::replace(&mut self.state, planned.next);
        self.history.push(planned.command, before);
        planned.events
    }

    /// Whether a command would be accepted now, without applying it.
    pub fn check(&self, command: &Command) -> Result<(), RuleViolation> {
        let mut scratch = self.state.clone();
        self.run(&mut scratch, command).map(|_| ())
    }

    /// One command on a scratch state: the game's end and clock first, which need the
    /// setup's agreements, then the rules.
    fn run(&self, state: &mut GameState, command: &Command) -> Result<Vec<Event>, RuleViolation> {
        crate::ending::apply(&self.setup, &self.rules(), state, command)
    }

    /// Undoes the last applied command; returns it, or `None` when there is nothing to undo.
    pub fn undo(&mut self) -> Option<&Command> {
        self.history.undo(&mut self.state)
    }

    /// Redoes the last undone command; returns it, or `None` when there is nothing to redo.
    pub fn redo(&mut self) -> Option<&Command> {
        self.history.redo(&mut self.state)
    }

    /// The command [`Game::undo`] would take back and the events it caused, played again
    /// from the state before it (one state copied, not the game), so the player can be
    /// told what an undo will undo.
    pub fn last_change(&self) -> Option<(&Command, Vec<Event>)> {
        let (command, before) = self.history.last_done()?;
        let mut state = before.clone();
        Some((command, self.run(&mut state, command).unwrap_or_default()))
    }

    /// The command [`Game::redo`] would apply again, if any.
    pub fn next_redo(&self) -> Option<&Command> {
        self.history.undone().next()
    }

    /// Whether [`Game::undo`] would do something.
    pub fn can_undo(&self) -> bool {
        self.history.can_undo()
    }

    /// Whether [`Game::redo`] would do something.
    pub fn can_redo(&self) -> bool {
        self.history.can_redo()
    }

    /// The setup the game started from.
    pub fn setup(&self) -> &Setup {
        &self.setup
    }

    /// The current state.
    pub fn state(&self) -> &GameState {
        &self.state
    }

    /// Every figure, in id order.
    pub fn figures(&self) -> &[Figure] {
        &self.roster
    }

    /// One figure's printed data, or `None` for an id not in this game.
    pub fn figure(&self, id: FigureId) -> Option<&Figure> {
        self.roster.get(id.0 as usize)
    }

    /// Ids of every figure.
    pub fn figure_ids(&self) -> impl Iterator<Item = FigureId> + '_ {
        (0..self.roster.len()).map(|i| FigureId(i as u16))
    }

    /// Actions left to the current player this turn.
    pub fn actions_left(&self) -> u8 {
        self.state.turn.allowed(self.setup.actions_per_turn()).saturating_sub(self.state.turn.actions_used)
    }

    /// Whether these figures may act as one formation as far as cavalry goes: cavalry units
    /// only with cavalry units, and their riders of one faction (CAV-19). The whole
    /// formation is `Command::Formation` (CORE-13), asked through `formation_members`,
    /// `may_form` and `formation_refusal`, which include this check.
    pub fn check_formation(&self, members: &[FigureId]) -> Result<(), RuleViolation> {
        rules::cavalry::check_formation(&self.rules(), &self.state, members)
    }

    /// Skulls showing across a colossal's sections (COL-05), counted in the speed, attack
    /// and defense slots of each section (an inactive section shows 3), or `None` for
    /// another figure.
    pub fn colossal_skulls(&self, id: FigureId) -> Option<u8> {
        self.figure(id).filter(|f| f.def.is_colossal())?;
        Some(rules::who::skulls(&self.rules(), &self.state, id))
    }

    /// Whether `figure` shows `ability` on its click now (its first dial; a colossal's
    /// sections are asked with `section_has`). The table asks it to offer what a figure
    /// may do (CORE-16).
    pub fn shows(&self, figure: FigureId, ability: Ability) -> bool {
        self.figure(figure).is_some() && rules::who::shows(&self.rules(), &self.state, figure, 0, ability)
    }

    /// Whether a colossal's section is active (COL-04), or `None` for another figure.
    pub fn section_active(&self, id: FigureId, section: Section) -> Option<bool> {
        self.figure(id).filter(|f| f.def.is_colossal())?;
        Some(!rules::who::inactive(&self.rules(), &self.state, id, section))
    }

    /// Whether `ability` works for a colossal's section: a section's abilities are its
    /// own, but Flight in any active section counts for all (COL-12). The wing and wave
    /// movement types are printed once per figure, so they already count for all.
    pub fn section_has(&self, id: FigureId, section: Section, ability: Ability) -> bool {
        if !self.figure(id).is_some_and(|f| f.def.is_colossal()) {
            return false;
        }
        let rules = self.rules();
        let shows = |s: Section| {
            let c = rules::who::click_of(&rules, &self.state, id, s.index() as u8);
            [c.speed, c.attack, c.defense, c.damage].iter().any(|st| st.ability == Some(ability))
        };
        shows(section)
            || (ability == Ability::Flight && Section::ALL.iter().any(|&s| !rules::who::inactive(&rules, &self.state, id, s) && shows(s)))
    }

    /// What each opponent scores at the end of the game for a colossal still on the
    /// battlefield, at the point value it was fielded for, when no player controls more
    /// objectives than another (COL-09). `None` for another figure.
    pub fn colossal_score(&self, id: FigureId) -> Option<u16> {
        self.figure(id).filter(|f| f.def.is_colossal())?;
        if self.state.figure(id).eliminated {
            return Some(0);
        }
        let entry = self.setup.players.iter().flat_map(|p| &p.army).nth(id.0 as usize)?;
        let opponents = self.setup.players.len().saturating_sub(1) as u8;
        Some(rules::colossal::colossal_score(entry.points(), self.colossal_skulls(id)?, opponents))
    }

    pub(crate) fn rules(&self) -> rules::Rules<'_> {
        rules::Rules {
            roster: &self.roster,
            players: self.setup.players.len(),
            actions_per_turn: self.setup.actions_per_turn(),
            house: self.setup.house_rules,
        }
    }
}

impl TryFrom<GameRecord> for Game {
    type Error = ReplayError;
    fn try_from(record: GameRecord) -> Result<Game, ReplayError> {
        Game::from_record(record)
    }
}

impl From<Game> for GameRecord {
    fn from(game: Game) -> GameRecord {
        game.record()
    }
}

/// The end and the clock (CORE-18), asked of the game; `ending` and `clock` do the work.
impl Game {
    /// How the game ended, once it has.
    pub fn ended(&self) -> Option<&Ended> {
        self.state().ended.as_ref()
    }

    /// Time played at the instant `now` (Unix milliseconds), or `None` for a game from
    /// before the clock.
    pub fn clock_ms(&self, now: i64) -> Option<i64> {
        clock::elapsed_ms(self.setup(), self.state(), now)
    }

    /// Whether the agreed time has run out at the instant `now` (CORE-18): the same
    /// answer ending the game for time up is checked against.
    pub fn time_up(&self, now: i64) -> bool {
        crate::ending::check_time_up(self.setup(), self.state(), now).is_ok()
    }

    /// Whether the clock is paused.
    pub fn clock_paused(&self) -> bool {
        self.state().clock.paused_since.is_some()
    }

    /// The ends the engine itself sees at the instant `now`: a player facing no opponent,
    /// the time run out. Each is the [`Game::check`] of the command that would end the
    /// game so, which is what the table offers.
    pub fn endings(&self, now: i64) -> Vec<EndReason> {
        let winners = (0..self.setup().players.len()).map(|p| EndReason::Conquest { winner: PlayerId(p as u8) });
        winners
            .chain([EndReason::TimeUp])
            .filter(|&reason| self.check(&Command::EndGame { reason, at: now, objectives: vec![] }).is_ok())
            .collect()
    }
}
