//! Where a game record meets the rules. The store keeps records and never asks them
//! (issue 50: the web's store worker carries no engine, and `store/clippy.toml` keeps the
//! engine's `Game` out of the store), so whoever opens a record asks here. What a refusal
//! means depends on where the record came from.

use dialkeeper_core::{Game, GameRecord};
use dialkeeper_store::Fault;

/// A record this phone's store holds. Every game is checked before it is stored, so one
/// the rules refuse was damaged since, and is told as damage.
pub(crate) fn stored(record: GameRecord) -> Result<Game, Fault> {
    Game::from_record(record).map_err(|refused| Fault::Damaged(refused.to_string()))
}

/// A record from elsewhere (an imported game file, a host's game; a move file's games are
/// asked by `files::read_move`): one the rules refuse is refused, and nothing of it is
/// stored.
pub(crate) fn offered(record: GameRecord) -> Result<Game, Fault> {
    Game::from_record(record).map_err(|refused| Fault::Rejected(refused.to_string()))
}

#[cfg(test)]
mod tests {
    use dialkeeper_core::{Command, Setup};

    use super::*;

    /// A game without players is one the rules refuse: damage when stored here, a
    /// refusal when offered; a game they take opens either way.
    #[test]
    fn a_refusal_is_damage_when_stored_and_a_refusal_when_offered() {
        let refused = GameRecord { setup: Setup { game_size: 300, ..Default::default() }, applied: vec![Command::Pass], undone: vec![] };
        assert!(matches!(stored(refused.clone()), Err(Fault::Damaged(_))), "a game needs players");
        assert!(matches!(offered(refused), Err(Fault::Rejected(_))), "a game needs players");
        let taken = GameRecord { setup: crate::demo::two_player_setup(), applied: vec![Command::Pass], undone: vec![] };
        for open in [stored(taken.clone()), offered(taken.clone())] {
            assert_eq!(open.map(|game| game.record()).ok(), Some(taken.clone()));
        }
    }
}
