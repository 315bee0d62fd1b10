//! The game's end in words: the clock's time, why a game may end, each score line and a
//! finished game's result for the games list (CORE-18, CORE-19).

use dialkeeper_core::{EndReason, Game, PlayerId, ScoreLine, Scored};
use dialkeeper_i18n::Language;

use super::labels::figure_name;
use super::tr;
use crate::session::Finish;

/// Time on the game clock, as digits: `12:05`, or `1:02:05` past an hour.
pub fn clock_time(ms: i64) -> String {
    let seconds = ms.max(0) / 1000;
    let (h, m, s) = (seconds / 3600, seconds / 60 % 60, seconds % 60);
    if h > 0 { format!("{h}:{m:02}:{s:02}") } else { format!("{m:02}:{s:02}") }
}

/// A way the game may end, as the end sheet offers it.
pub fn end_reason(lang: Language, game: &Game, reason: EndReason) -> String {
    match reason {
        EndReason::Conquest { winner } => tr!(lang, "end-reason-conquest", player = player_name(game, winner)),
        EndReason::TimeUp => tr!(lang, "end-reason-time-up"),
        EndReason::Condition => tr!(lang, "end-reason-condition", condition = game.setup().condition.clone()),
        EndReason::Stopped => tr!(lang, "end-reason-stopped"),
    }
}

/// An end the engine sees, as the table's banner says it.
pub fn end_offer(lang: Language, game: &Game, reason: EndReason) -> String {
    match reason {
        EndReason::Conquest { winner } => tr!(lang, "end-offer-conquest", player = player_name(game, winner)),
        _ => tr!(lang, "end-offer-time"),
    }
}

/// One figure's points, as the end screen lists them.
pub fn score_line(lang: Language, game: &Game, line: &ScoreLine) -> String {
    let figure = figure_name(lang, game, line.figure);
    match line.why {
        Scored::Eliminated => tr!(lang, "score-line-eliminated", figure = figure),
        Scored::Captive => tr!(lang, "score-line-captive", figure = figure),
        Scored::Colossal => tr!(lang, "score-line-colossal", figure = figure),
    }
}

/// Who came first, as the end screen's headline.
pub fn winners(lang: Language, names: &[String], winners: &[PlayerId]) -> String {
    let named: Vec<String> = winners.iter().filter_map(|p| names.get(p.0 as usize).cloned()).collect();
    tr!(lang, "score-winner", count = named.len() as i64, players = named.join(", "))
}

/// A finished game's result in one line: who won, and every player's points in order.
pub fn game_result(lang: Language, finish: &Finish) -> String {
    let name = |p: PlayerId| finish.names.get(p.0 as usize).cloned().unwrap_or_default();
    let first = finish.score.winners();
    let scores: Vec<String> =
        finish.score.ranking().iter().map(|p| tr!(lang, "score-pair", player = name(p.player), points = i64::from(p.total()))).collect();
    let winners: Vec<String> = first.iter().map(|&p| name(p)).collect();
    tr!(lang, "game-result", count = winners.len() as i64, winners = winners.join(", "), scores = scores.join(" – "))
}

fn player_name(game: &Game, player: PlayerId) -> String {
    game.setup().players.get(player.0 as usize).map(|p| p.name.clone()).unwrap_or_default()
}

/// Why an objectives field cannot be read: a whole number from 0 to `most` is asked.
pub fn objectives_invalid(lang: Language, most: u8) -> String {
    tr!(lang, "end-objectives-invalid", most = i64::from(most))
}

#[cfg(test)]
mod tests {
    use super::clock_time;

    #[test]
    fn the_clock_reads_as_minutes_and_seconds_then_hours() {
        assert_eq!(clock_time(0), "00:00");
        assert_eq!(clock_time(65_999), "01:05");
        assert_eq!(clock_time(3_725_000), "1:02:05");
        assert_eq!(clock_time(-5), "00:00");
    }
}
