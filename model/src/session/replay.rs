//! Where a game record meets the rules. The store keeps records and never asks them
//! (issue 50: the web's store worker carries no engine, and `store/clippy.toml` keeps the
//! engine's `Game` out of the store), so whoever opens a record asks here. What a refusal
//! means depends on where the record came from.

use dialkeeper_core::{Game, GameRecord, ReplayError};
use dialkeeper_store::Fault;

/// A record this phone's store holds. Every game is checked before it is stored, so one
/// the rules refuse was damaged since, and is told as damage.
pub(crate) fn stored(record: GameRecord) -> Result<Game, Fault> {
    Game::from_record(record).map_err(|refused| Fault::Damaged(said(&refused)))
}

/// A record from elsewhere (an imported game file, a host's game; a move file's games are
/// asked by `files::read_move`): one the rules refuse is refused, and nothing of it is
/// stored.
pub(crate) fn offered(record: GameRecord) -> Result<Game, Fault> {
    Game::from_record(record).map_err(|refused| Fault::Rejected(said(&refused)))
}

/// What the rules said, for the log: by message id, never in English. The player is told
/// by the fault's own sentence, and the page holds no refusal's English (issue 50).
fn said(refused: &ReplayError) -> String {
    match refused {
        ReplayError::Setup(why) => format!("setup: {}", why.message_id()),
        ReplayError::Command { index, violation } => format!("command {index}: {}", violation.message_id()),
    }
}

#[cfg(test)]
mod tests {
    use dialkeeper_core::{Command, FigureId, RuleViolation, Setup};

    use super::*;

    /// A game without players is one the rules refuse: damage when stored here, a
    /// refusal when offered; a game they take opens either way.
    #[test]
    fn a_refusal_is_damage_when_stored_and_a_refusal_when_offered() {
        let refused = GameRecord { setup: Setup { game_size: 300, ..Default::default() }, applied: vec![Command::Pass], undone: vec![] };
        // The log is told the refusal's message id, not its English.
        let said = format!("setup: {}", dialkeeper_core::SetupError::PlayerCount(0).message_id());
        assert_eq!(stored(refused.clone()).err(), Some(Fault::Damaged(said.clone())), "a game needs players");
        assert_eq!(offered(refused).err(), Some(Fault::Rejected(said)), "a game needs players");
        let unknown = Command::Damage { figure: FigureId(99), dial: 0, clicks: 1 };
        let refused = GameRecord { setup: crate::demo::two_player_setup(), applied: vec![Command::Pass, unknown], undone: vec![] };
        let said = format!("command 1: {}", RuleViolation::UnknownFigure { figure: FigureId(99) }.message_id());
        assert_eq!(stored(refused).err(), Some(Fault::Damaged(said)), "no figure 99");
        let taken = GameRecord { setup: crate::demo::two_player_setup(), applied: vec![Command::Pass], undone: vec![] };
        for open in [stored(taken.clone()), offered(taken.clone())] {
            assert_eq!(open.map(|game| game.record()).ok(), Some(taken.clone()));
        }
    }
}
