//! Ending a game (CORE-18): the reasons the end sheet offers, those the engine would take
//! now, each said in the player's language. The screen draws them and sends the one it is
//! given; it asks the engine nothing itself.

use dialkeeper_core::{Command, EndReason, Game, PlayerId};
use dialkeeper_i18n::Language;

use crate::text::end_reason;

/// Whether the table shows the score instead of the figures: the game has ended.
pub fn shows_score(game: &Game) -> bool {
    game.ended().is_some()
}

/// Each way the game may end now, with its words: a conquest by each player, the time run
/// out, the agreed condition met, or the players stopping; only those the engine takes
/// at `at` (ms).
pub fn reasons(lang: Language, game: &Game, at: i64) -> Vec<(EndReason, String)> {
    let conquests = (0..game.setup().players.len()).map(|p| EndReason::Conquest { winner: PlayerId(p as u8) });
    conquests
        .chain([EndReason::TimeUp, EndReason::Condition, EndReason::Stopped])
        .filter(|&reason| game.check(&Command::EndGame { reason, at, objectives: vec![] }).is_ok())
        .map(|reason| (reason, end_reason(lang, game, reason)))
        .collect()
}

#[cfg(test)]
mod tests {
    use dialkeeper_core::{ArmyFigure, PlayerSetup, Setup};

    use super::*;

    fn game(time_limit: Option<u16>) -> Game {
        let demo = crate::demo::figures();
        let pick = |name: &str| ArmyFigure::new(demo.iter().find(|f| f.name == name).unwrap().clone());
        let players = vec![
            PlayerSetup { name: "Ana".into(), army: vec![pick("Tidewatch Spearman")] },
            PlayerSetup { name: "Ben".into(), army: vec![pick("Ironbark Sentinel")] },
        ];
        Game::new(Setup { game_size: 1000, players, time_limit, ..Default::default() }).unwrap()
    }

    /// Both armies stand and no time limit was set: a conquest or the time running out is
    /// not offered, the players stopping is.
    #[test]
    fn core_18_only_the_ends_the_engine_takes_are_offered() {
        let offered: Vec<EndReason> = reasons(Language::En, &game(None), 0).into_iter().map(|(r, _)| r).collect();
        assert!(offered.contains(&EndReason::Stopped), "{offered:?}");
        assert!(!offered.iter().any(|r| matches!(r, EndReason::Conquest { .. } | EndReason::TimeUp)), "{offered:?}");
        let (_, said) = reasons(Language::De, &game(None), 0).into_iter().find(|(r, _)| *r == EndReason::Stopped).unwrap();
        assert!(!said.is_empty() && !said.contains("end-reason"), "{said}");
    }
}
