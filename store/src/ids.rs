//! The stored ids every table names, apart from the tables' modules so that none of them
//! depends on another for an id.

/// A stored game's id.
pub type GameId = i64;
