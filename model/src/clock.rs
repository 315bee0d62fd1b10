//! The game clock's face in the turn bar (CORE-18): time played, less pauses, and the
//! one note beside it, worked out from the instants the engine keeps and a `now` the
//! screen reads each second. Whether the time is up is the engine's answer.

use dialkeeper_core::Game;
use dialkeeper_i18n::Language;

/// What the clock button shows.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ClockFace {
    /// Time played, in milliseconds.
    pub played: i64,
    /// The note beside it.
    pub note: ClockNote,
}

/// The note beside the time played: a paused clock says so first, then time up, then the
/// agreed limit.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ClockNote {
    /// Stopped; a tap starts it again.
    Paused,
    /// The agreed time has run out.
    TimeUp,
    /// Running, against this many minutes.
    Limit(u16),
    /// Running, with no limit agreed.
    Running,
}

impl ClockNote {
    /// The note's words (none for a clock running with no limit).
    pub fn said(self, lang: Language) -> String {
        match self {
            ClockNote::Paused => crate::label!(lang, "clock-paused"),
            ClockNote::TimeUp => crate::label!(lang, "clock-time-up"),
            ClockNote::Limit(minutes) => crate::text::clock_limit(lang, minutes),
            ClockNote::Running => String::new(),
        }
    }

    /// Its style's class.
    pub fn class(self) -> &'static str {
        match self {
            ClockNote::Paused => "clock paused",
            ClockNote::TimeUp => "clock up",
            ClockNote::Limit(_) | ClockNote::Running => "clock",
        }
    }
}

/// The clock at the instant `now` (ms); `None` for a game from before the clock.
pub fn face(game: &Game, now: i64) -> Option<ClockFace> {
    let played = game.clock_ms(now)?;
    let note = if game.clock_paused() {
        ClockNote::Paused
    } else if game.time_up(now) {
        ClockNote::TimeUp
    } else {
        game.setup().time_limit.map_or(ClockNote::Running, ClockNote::Limit)
    };
    Some(ClockFace { played, note })
}

#[cfg(test)]
mod tests {
    use dialkeeper_core::{ArmyFigure, Command, PlayerSetup, Setup};

    use super::*;

    const START: i64 = 1_000_000;

    fn game(time_limit: Option<u16>, started_at: Option<i64>) -> Game {
        let pick = |name: &str| ArmyFigure::new(crate::wizard::fixtures::def(name));
        let players = vec![
            PlayerSetup { name: "Ana".into(), army: vec![pick("Tidewatch Spearman")] },
            PlayerSetup { name: "Ben".into(), army: vec![pick("Ironbark Sentinel")] },
        ];
        Game::new(Setup { game_size: 1000, players, time_limit, started_at, ..Default::default() }).unwrap()
    }

    /// CORE-18: the face says time up exactly when the engine would end the game for it,
    /// at every instant around the limit, paused or not.
    #[test]
    fn core_18_the_clock_says_time_up_when_the_engine_takes_it() {
        for limit in [None, Some(1), Some(45)] {
            let running = game(limit, Some(START));
            let mut paused = running.clone();
            paused.try_apply(Command::PauseClock { at: START + 30_000 }).unwrap();
            let minutes = i64::from(limit.unwrap_or(0));
            for at in [0, 1, 29_999, 59_999, 60_000, 60_001, 45 * 60_000 - 1, 45 * 60_000, 3 * 3_600_000].map(|t| START + t) {
                let face = face(&running, at).unwrap();
                assert_eq!(face.played, at - START);
                let engine = running.endings(at).contains(&dialkeeper_core::EndReason::TimeUp);
                assert_eq!(face.note == ClockNote::TimeUp, engine, "{limit:?} at +{}", at - START);
                assert_eq!(engine, limit.is_some() && at - START >= minutes * 60_000, "{limit:?} at +{}", at - START);
                if !engine {
                    assert_eq!(face.note, limit.map_or(ClockNote::Running, ClockNote::Limit));
                }
                let face = super::face(&paused, at.max(START + 30_000)).unwrap();
                assert_eq!((face.played, face.note), (30_000, ClockNote::Paused), "a pause stops the time");
            }
        }
        assert_eq!(face(&game(Some(45), None), START), None, "a game from before the clock");
    }

    #[test]
    fn every_note_has_words_but_a_clock_running_with_no_limit() {
        for lang in Language::ALL {
            for note in [ClockNote::Paused, ClockNote::TimeUp, ClockNote::Limit(45)] {
                let said = note.said(lang);
                assert!(!said.is_empty() && !said.contains("clock-"), "{lang:?} {note:?}: {said}");
            }
            assert_eq!(ClockNote::Running.said(lang), "");
        }
    }
}
