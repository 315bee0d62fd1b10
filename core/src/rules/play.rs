//! What every mechanic of the rules takes: the rules it reads and the scratch state it
//! changes. Apart from `mod.rs`, whose `apply` calls every module, so that the modules
//! can name these without depending on the one that calls them.

use crate::event::Event;
use crate::setup::Figure;
use crate::state::{FigureId, GameState};
use crate::violation::RuleViolation;

/// What the rules read but never change.
pub(crate) struct Rules<'a> {
    pub roster: &'a [Figure],
    pub players: usize,
    pub actions_per_turn: u8,
    /// The table's house rules, stored with the game's setup.
    pub house: crate::setup::HouseRules,
}

impl Rules<'_> {
    /// The printed figure, or the refusal for an id that is not in this game.
    pub fn figure(&self, id: FigureId) -> Result<&Figure, RuleViolation> {
        self.roster.get(id.0 as usize).ok_or(RuleViolation::UnknownFigure { figure: id })
    }
}

/// A command being played: the rules it is read against, the scratch state it changes
/// and the events it has caused so far. Every mechanic that changes the game takes this
/// one value instead of the three by hand.
pub(crate) struct Play<'a> {
    pub rules: &'a Rules<'a>,
    pub state: &'a mut GameState,
    pub events: &'a mut Vec<Event>,
}
