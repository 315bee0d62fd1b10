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

/// What the table's banner offers: the first end the engine itself sees at `now` (ms),
/// a player facing no opponent or the time run out, with its words; `None` while it sees
/// none.
pub fn offer(lang: Language, game: &Game, now: i64) -> Option<(EndReason, String)> {
    let reason = *game.endings(now).first()?;
    Some((reason, crate::text::end_offer(lang, game, reason)))
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

/// The most objectives one player may be said to hold on the end sheet.
pub const MOST_OBJECTIVES: u8 = 99;

/// The end sheet's answers so far: the reason chosen and, per player in seat order, the
/// objectives typed, kept as typed, so a slip is said and never read as a number.
#[derive(Debug, Clone, PartialEq)]
pub struct EndDraft {
    /// The reason chosen.
    pub reason: EndReason,
    typed: Vec<String>,
}

impl EndDraft {
    /// A sheet opened on `reason`, every player holding no objective.
    pub fn new(reason: EndReason, players: usize) -> EndDraft {
        EndDraft { reason, typed: vec!["0".into(); players] }
    }

    /// What player `p`'s field holds, as typed.
    pub fn typed(&self, p: usize) -> &str {
        self.typed.get(p).map_or("", String::as_str)
    }

    /// Keeps what was typed in player `p`'s field.
    pub fn set_objectives(&mut self, p: usize, text: &str) {
        if let Some(slot) = self.typed.get_mut(p) {
            *slot = text.to_string();
        }
    }

    /// Why player `p`'s field cannot be read, said; `None` when it reads.
    pub fn objectives_error(&self, lang: Language, p: usize) -> Option<String> {
        read_objectives(self.typed(p)).is_none().then(|| crate::text::objectives_invalid(lang, MOST_OBJECTIVES))
    }

    /// What Confirm sends at `at` (ms), `only` being the one reason when no choice was
    /// offered; `None` while a field does not read.
    pub fn command(&self, at: i64, only: Option<EndReason>) -> Option<Command> {
        let objectives = self.typed.iter().map(|t| read_objectives(t)).collect::<Option<Vec<u8>>>()?;
        Some(Command::EndGame { reason: only.unwrap_or(self.reason), at, objectives })
    }
}

/// A field's objectives: a whole number from 0 to [`MOST_OBJECTIVES`]; an empty field
/// is none held.
fn read_objectives(text: &str) -> Option<u8> {
    let text = text.trim();
    if text.is_empty() {
        return Some(0);
    }
    text.parse::<u8>().ok().filter(|&n| n <= MOST_OBJECTIVES)
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

    /// Found in review: a slip in an objectives field ("300", a letter) was read as 0
    /// objectives, with nothing said. It is kept as typed, said, and Confirm waits.
    #[test]
    fn an_objectives_slip_is_said_and_never_scored() {
        let mut draft = EndDraft::new(EndReason::Stopped, 2);
        assert_eq!(draft.command(5, None), Some(Command::EndGame { reason: EndReason::Stopped, at: 5, objectives: vec![0, 0] }));
        for slip in ["300", "x", "-1", "1.5", "100"] {
            draft.set_objectives(1, slip);
            assert_eq!(draft.typed(1), slip);
            assert!(draft.objectives_error(Language::En, 1).is_some_and(|e| e.contains("99")), "{slip}");
            assert_eq!(draft.command(5, None), None, "{slip}");
        }
        draft.set_objectives(1, " 3 ");
        draft.set_objectives(0, "");
        assert_eq!(draft.objectives_error(Language::En, 1), None);
        let only = Some(EndReason::TimeUp);
        assert_eq!(draft.command(5, only), Some(Command::EndGame { reason: EndReason::TimeUp, at: 5, objectives: vec![0, 3] }));
    }
}
