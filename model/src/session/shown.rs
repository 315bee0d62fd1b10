//! What the games screen showed when the app was last put away, kept by the web build
//! beside the store, so a warm start draws that screen before its store worker has
//! opened the store (issue 50: the worker's start, not the page's, held a warm start's
//! first screen back by a quarter of a second at CPU ×4).
//!
//! It is used only when nothing was changed since it was written: it carries the count of
//! changes asked of the store then ([`Shown::read`]), and the first change asked while a
//! record is kept moves that count and removes the record before it is posted, so a change
//! made since makes it stale, and the start is the usual one. It is kept only while the usual start would show the games
//! list: with no listed game to reopen. It is a picture, not a store: nothing is planned
//! on it (the session's turn waits for the store and reads it first), and the store's own
//! lists replace it as soon as the store answers. One gap is measured and left: Chromium
//! writes local storage to disk seconds late, so a browser killed within about five
//! seconds of a change can lose that count, and the next start then draws the list as it
//! was before the change until the store answers; a game it would then reopen opens at
//! its table if the player still waits on the list (`crate::shell::reopen_as_the_store_would`).

use serde::{Deserialize, Serialize};

use dialkeeper_store::GameSummary;

use super::Session;
use super::door::Door;
use super::mirror::{self, Mirror};

/// The games screen's data as last shown.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Shown {
    /// The form of this record: one written by another form is not read.
    form: u32,
    /// The count of changes asked of the store when it was written.
    changes: u64,
    games: Vec<GameSummary>,
    settings: Vec<(String, String)>,
}

/// The record's form; raised when its fields change.
const FORM: u32 = 1;

impl Shown {
    /// What `session` shows, to keep, while the count of changes asked is `changes`:
    /// `None` when a start would not draw the games list from it (a game to reopen, a
    /// notice to give, a list that could not be read), or when the list was not read from
    /// a store that keeps it (one not started yet, one in memory).
    pub fn of(session: &Session, changes: u64) -> Option<Shown> {
        let read = session.door.keeps() && !session.store_on_its_way();
        if !read || session.open.is_some() || session.startup.is_some() {
            return None;
        }
        let games = session.mirror.games.as_ref().ok()?.clone();
        let shown = Shown { form: FORM, changes, games, settings: session.mirror.settings.clone() };
        (!shown.reopens_a_game()).then_some(shown)
    }

    /// The record as kept.
    pub fn to_text(&self) -> String {
        serde_json::to_string(self).unwrap_or_default()
    }

    /// A kept record, if it can be read and nothing was changed since it was written
    /// (`changes`: the count now).
    pub fn read(text: &str, changes: u64) -> Option<Shown> {
        let shown: Shown = serde_json::from_str(text).ok()?;
        (shown.form == FORM && shown.changes == changes && !shown.reopens_a_game()).then_some(shown)
    }

    /// Whether a usual start would reopen a game rather than show the list.
    fn reopens_a_game(&self) -> bool {
        mirror::game_to_reopen(&self.games, &self.settings).is_some()
    }
}

impl Session {
    /// A session that shows `shown` until its store answers: the store worker behind
    /// `door` is on its way, and what is asked of it waits for it.
    pub fn from_shown(door: Door, shown: Shown) -> Session {
        let mut session = Session::fresh(door);
        session.mirror = Mirror { games: Ok(shown.games), settings: shown.settings, ..Mirror::fresh() };
        session
    }
}
