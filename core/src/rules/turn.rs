//! Ending a turn: token clearing and passing play on (CORE-08).

use crate::event::Event;
use crate::rules::{Play, Rules, cavalry, who};
use crate::state::{FigureId, GameState, Phase, PlayerId};

/// Ends the current turn: the end phase clears tokens from the player's figures that
/// were not given an action this turn, then the next player with figures left begins.
pub(super) fn end_turn(play: &mut Play<'_>) {
    let player = play.state.turn.player;
    play.state.turn.phase = Phase::End;
    play.events.push(Event::PhaseChanged { phase: Phase::End });
    cavalry::beginning_of_end_phase(play);
    // The player's figures are the ones it controls now (a cavalry unit is its rider's,
    // a riderless mean-spirited mount the side it took this turn), not the ones it owns.
    let controlled: Vec<bool> =
        (0..play.state.figures.len()).map(|i| who::controller(play.rules, play.state, FigureId(i as u16)) == player).collect();
    for (i, fs) in play.state.figures.iter_mut().enumerate() {
        if controlled[i] && fs.actions_this_turn == 0 && fs.tokens > 0 && !fs.eliminated {
            fs.tokens = 0;
            play.events.push(Event::TokensCleared { figure: FigureId(i as u16) });
        }
        fs.actions_this_turn = 0;
        fs.command_rolled = false;
    }
    super::colossal::end_turn(play.state);
    play.events.push(Event::TurnEnded { player });
    let next = next_player(play.rules, play.state, player);
    if next.0 <= player.0 {
        play.state.turn.round += 1;
    }
    play.state.turn.player = next;
    play.state.turn.phase = Phase::Command;
    play.state.turn.actions_used = 0;
    play.state.turn.extra_actions = 0;
    play.events.push(Event::TurnStarted { player: next, round: play.state.turn.round });
    cavalry::beginning_of_command_phase(play);
}

/// The next seat that still has a figure on the battlefield (or simply the next seat).
fn next_player(rules: &Rules, state: &GameState, current: PlayerId) -> PlayerId {
    let n = rules.players as u8;
    let alive = |p: u8| rules.roster.iter().zip(&state.figures).any(|(f, s)| f.owner.0 == p && !s.eliminated);
    (1..=n).map(|step| (current.0 + step) % n).find(|&p| alive(p)).map_or(PlayerId((current.0 + 1) % n), PlayerId)
}
