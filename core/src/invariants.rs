//! What holds of every game state, whatever commands led there. Each rule module keeps
//! its own part as it changes the state; this reads the whole state at once, so the model
//! tests can ask it after every command and name what broke.

use crate::game::Game;
use crate::state::FigureId;

impl Game {
    /// Every invariant the state breaks, described; empty when all hold.
    pub fn broken_invariants(&self) -> Vec<String> {
        let state = self.state();
        let mut broken = Vec::new();
        let mut say = |what: String| broken.push(what);
        let at = |id: FigureId| state.figures.get(id.0 as usize);
        if state.turn.actions_used > state.turn.allowed(self.setup().actions_per_turn()) {
            say(format!("{} actions used of {} (CORE-05)", state.turn.actions_used, state.turn.allowed(self.setup().actions_per_turn())));
        }
        for (id, fs) in self.figure_ids().zip(&state.figures) {
            let def = &self.figure(id).expect("an id of this game").def;
            if fs.tokens > 2 {
                say(format!("{id} carries {} tokens (CORE-07)", fs.tokens));
            }
            for (d, dial) in def.dials.iter().enumerate() {
                if fs.clicks[d] > dial.ko_index() {
                    say(format!("{id} dial {d} is past its last click"));
                }
            }
            if fs.clicks[def.dials.len()..].iter().any(|&c| c != 0) {
                say(format!("{id} turned a dial it does not have"));
            }
            if !def.is_colossal() && !fs.eliminated && fs.clicks[0] == def.dial().ko_index() {
                say(format!("{id} shows its skull click but is still in play (CORE-04)"));
            }
            if !def.is_colossal() && fs.actions_this_turn > 1 {
                say(format!("{id} was given {} actions this turn (CORE-07)", fs.actions_this_turn));
            }
            // Links are mutual, between figures in play, and one kind at a time.
            if let Some(rider) = fs.rider
                && at(rider).is_none_or(|r| r.mount != Some(id))
            {
                say(format!("{id} carries rider {rider}, who does not sit on it"));
            }
            if let Some(mount) = fs.mount {
                if at(mount).is_none_or(|m| m.rider != Some(id)) {
                    say(format!("{id} sits on {mount}, which does not carry it"));
                }
                // Its own action count may say it remounted this turn; tokens never.
                if fs.tokens != 0 {
                    say(format!("{id} is a mounted rider with tokens of its own: the unit's are on its mount (CAV-09)"));
                }
            }
            if let Some(passenger) = fs.colossal.passenger
                && at(passenger).is_none_or(|p| p.colossal.aboard != Some(id))
            {
                say(format!("{id} carries passenger {passenger}, who is not aboard"));
            }
            if let Some(chariot) = fs.colossal.aboard
                && at(chariot).is_none_or(|c| c.colossal.passenger != Some(id))
            {
                say(format!("{id} is aboard {chariot}, which does not carry it"));
            }
            if let Some(captive) = fs.captive
                && at(captive).is_none_or(|c| c.captor != Some(id))
            {
                say(format!("{id} holds captive {captive}, who is not its captive (CORE-14)"));
            }
            if let Some(captor) = fs.captor
                && at(captor).is_none_or(|c| c.captive != Some(id))
            {
                say(format!("{id} is the captive of {captor}, which does not hold it (CORE-14)"));
            }
            if (fs.captor.is_some() || fs.captive.is_some()) && (fs.rider.is_some() || fs.mount.is_some() || def.is_colossal()) {
                say(format!("{id} is in a capture but is a cavalry unit or a colossal (CAV-06, COL-03)"));
            }
            if (fs.captor.is_some() || fs.captive.is_some()) && fs.colossal.aboard.is_some() {
                say(format!("{id} is in a capture but rides in a chariot, touching nothing (CHR-04, CORE-14)"));
            }
            if (fs.rider.is_some() || fs.mount.is_some()) && fs.colossal.aboard.is_some() {
                say(format!("{id} is both in a cavalry unit and aboard a chariot"));
            }
            let linked = [fs.rider, fs.mount, fs.colossal.passenger, fs.colossal.aboard, fs.captor, fs.captive];
            if fs.eliminated && linked.iter().any(Option::is_some) {
                say(format!("{id} is eliminated but still linked"));
            }
            if linked.iter().flatten().any(|&other| at(other).is_none_or(|o| o.eliminated)) {
                say(format!("{id} is linked to a figure out of play"));
            }
            if fs.sides_with.is_some() && (!def.is_mount() || fs.rider.is_some()) {
                say(format!("{id} changes sides but is not a riderless mount (CAV-21)"));
            }
        }
        if let Some(colossal) = state.colossal_acting
            && self.figure(colossal).is_none_or(|f| !f.def.is_colossal())
        {
            say(format!("{colossal} is acting as a colossal but is not one (COL-06)"));
        }
        broken
    }
}
