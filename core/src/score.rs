//! Victory points at the end of a game (CORE-19), figure by figure, so the end screen can
//! show where every point came from.
//!
//! - An opposing figure eliminated scores its point value (at the value it was fielded
//!   for) for the player who eliminated it: the player whose turn it was when it fell.
//!   One that fell in its own side's turn (pushing damage, a critical miss, a mount that
//!   fled) fell to no opponent: its opponents share its points, each getting an equal
//!   part rounded down, which with one opponent is all of them.
//! - A figure held captive at the end scores for its captor's player (CORE-14).
//! - A colossal still on the battlefield scores by COL-09 for each opponent, when no
//!   player holds more objectives than another.
//! - Objectives held are not points: they break a tie first.

use crate::captives::captor_of;
use crate::event::Event;
use crate::game::Game;
use crate::state::{FigureId, PlayerId};

/// Why a figure scores.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Scored {
    /// It was eliminated.
    Eliminated,
    /// It is held captive.
    Captive,
    /// A colossal still on the battlefield, damaged enough to score (COL-09).
    Colossal,
}

/// One figure's points for one player.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct ScoreLine {
    /// The opposing figure.
    pub figure: FigureId,
    /// Why it scores.
    pub why: Scored,
    /// The points it gives this player.
    pub points: u16,
}

/// One player's victory points.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct PlayerScore {
    /// The player.
    pub player: PlayerId,
    /// Every figure that scores for them, in figure order.
    pub lines: Vec<ScoreLine>,
    /// Objectives held at the end: the first tie-break.
    pub objectives: u8,
}

impl PlayerScore {
    /// The victory points.
    pub fn total(&self) -> u32 {
        self.lines.iter().map(|l| u32::from(l.points)).sum()
    }
}

/// Every player's score, in seat order.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct Score {
    /// One per player, in seat order.
    pub players: Vec<PlayerScore>,
}

impl Score {
    /// The players from first to last: most points, then most objectives, then seat.
    pub fn ranking(&self) -> Vec<&PlayerScore> {
        let mut ranked: Vec<&PlayerScore> = self.players.iter().collect();
        ranked.sort_by_key(|p| (std::cmp::Reverse(p.total()), std::cmp::Reverse(p.objectives), p.player));
        ranked
    }

    /// The players in first place: more than one when even objectives do not part them.
    pub fn winners(&self) -> Vec<PlayerId> {
        let ranked = self.ranking();
        let Some(first) = ranked.first() else { return vec![] };
        let key = |p: &PlayerScore| (p.total(), p.objectives);
        ranked.iter().take_while(|p| key(p) == key(first)).map(|p| p.player).collect()
    }
}

impl Game {
    /// The score of a game that has ended, with the objectives the players entered.
    pub fn score(&self) -> Option<Score> {
        self.ended().map(|ended| self.score_with(&ended.objectives))
    }

    /// The score if the game ended now with these objectives held (seat order; missing
    /// counts are 0).
    pub fn score_with(&self, objectives: &[u8]) -> Score {
        let players = self.setup().players.len();
        let held = |p: usize| objectives.get(p).copied().unwrap_or(0);
        let mut scores: Vec<PlayerScore> =
            (0..players).map(|p| PlayerScore { player: PlayerId(p as u8), lines: vec![], objectives: held(p) }).collect();
        let fell_in = self.turns_figures_fell_in();
        let colossals_score = (0..players).all(|p| held(p) == held(0));
        for id in self.figure_ids() {
            let owner = self.figure(id).expect("an id of this game").owner;
            let points = self.points_of(id);
            let opponents = || (0..players).map(|p| PlayerId(p as u8)).filter(move |&p| p != owner);
            let mut add = |player: PlayerId, why: Scored, points: u16| {
                if points > 0 {
                    scores[player.0 as usize].lines.push(ScoreLine { figure: id, why, points });
                }
            };
            if let Some(captor) = captor_of(self.state(), id) {
                add(self.figure(captor).expect("a captor of this game").owner, Scored::Captive, points);
            } else if self.state().figure(id).eliminated {
                match fell_in[id.0 as usize] {
                    Some(by) if by != owner => add(by, Scored::Eliminated, points),
                    _ => {
                        let share = points / (players.saturating_sub(1).max(1)) as u16;
                        opponents().for_each(|p| add(p, Scored::Eliminated, share));
                    }
                }
            } else if colossals_score && let Some(each) = self.colossal_score(id) {
                opponents().for_each(|p| add(p, Scored::Colossal, each));
            }
        }
        Score { players: scores }
    }

    /// A figure's point value as fielded (a colossal at its chosen value, COL-02).
    fn points_of(&self, id: FigureId) -> u16 {
        self.setup().players.iter().flat_map(|p| &p.army).nth(id.0 as usize).map_or(0, |e| e.points())
    }

    /// Whose turn it was when each figure last left the battlefield, by replaying the
    /// record: the engine keeps no "eliminated by", and the turn is who made it happen.
    fn turns_figures_fell_in(&self) -> Vec<Option<PlayerId>> {
        let mut fell = vec![None; self.figures().len()];
        let Ok(mut replay) = Game::new(self.setup().clone()) else { return fell };
        for command in self.record().applied {
            let turn = replay.state().turn.player;
            let Ok(events) = replay.try_apply(command) else { break };
            for event in events {
                if let Event::Eliminated { figure } | Event::MountFled { mount: figure } = event {
                    fell[figure.0 as usize] = Some(turn);
                }
            }
        }
        fell
    }
}
