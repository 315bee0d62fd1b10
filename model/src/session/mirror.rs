//! The stored lists the screens show (games, catalog, armies, photos, settings), read
//! once at start and again after each change that touches them, so drawing a screen
//! never waits for the store.

use std::collections::HashMap;

use dialkeeper_store::{CatalogFigure, Fault, FigureRow, GameId, GameSummary, SavedArmy, ask};

use super::door::Door;

/// The settings key of the game to reopen on start.
pub(super) const LAST_GAME: &str = dialkeeper_store::Setting::LastGame.name();

/// What the store holds, as last read.
pub(super) struct Mirror {
    pub(super) games: Result<Vec<GameSummary>, Fault>,
    pub(super) catalog: Result<Vec<CatalogFigure>, Fault>,
    pub(super) armies: Result<Vec<SavedArmy>, Fault>,
    pub(super) portraits: HashMap<FigureRow, Vec<u8>>,
    pub(super) settings: Vec<(String, String)>,
    /// When the newest backup was taken (Unix seconds), for Settings.
    pub(super) last_backup: Option<i64>,
    /// How finished games came out, each with the `updated_at` it was read at.
    pub(super) results: HashMap<GameId, (i64, super::Finish)>,
}

impl Mirror {
    /// Reads everything, asked all at once: on the web each read is a round trip to the
    /// store worker, and six of them one after another held the first screen back.
    pub(super) async fn load(door: &Door) -> Mirror {
        Mirror::read(door).await.0
    }

    /// [`Mirror::load`], and whether the store answered every read: one it could not be
    /// reached for ([`Fault::Stopped`]) leaves a list failed, or a setting at its default,
    /// that a read once the store answers would fill.
    pub(super) async fn read(door: &Door) -> (Mirror, bool) {
        let (games, catalog, armies, portraits, settings, last_backup) = futures_util::join!(
            games(door),
            catalog(door),
            armies(door),
            door.ask(ask::portraits()),
            door.ask(ask::settings()),
            door.ask(ask::last_backup())
        );
        let unreached = |fault: Option<&Fault>| fault == Some(&Fault::Stopped);
        let answered = ![
            games.as_ref().err(),
            catalog.as_ref().err(),
            armies.as_ref().err(),
            portraits.as_ref().err(),
            settings.as_ref().err(),
            last_backup.as_ref().err(),
        ]
        .into_iter()
        .any(unreached);
        // Photos are a nicety, settings take their defaults, and a store that cannot say
        // when it last backed up shows none.
        let mirror = Mirror {
            games,
            catalog,
            armies,
            portraits: portraits.map(|v| v.into_iter().collect()).unwrap_or_default(),
            settings: settings.unwrap_or_default(),
            last_backup: last_backup.ok().flatten(),
            results: HashMap::new(),
        };
        (mirror, answered)
    }

    /// What an empty store answers, known without asking it: the web's first visit draws
    /// its first screen from this before its store worker has started.
    pub(super) fn fresh() -> Mirror {
        Mirror {
            games: Ok(vec![]),
            catalog: Ok(vec![]),
            armies: Ok(vec![]),
            portraits: HashMap::new(),
            settings: vec![],
            last_backup: None,
            results: HashMap::new(),
        }
    }

    /// A stored setting.
    pub(super) fn setting(&self, key: &str) -> Option<String> {
        self.settings.iter().find(|(k, _)| k == key).map(|(_, v)| v.clone())
    }

    /// The game open when the app last stopped.
    pub(super) fn last_game(&self) -> Option<GameId> {
        last_game_in(&self.settings)
    }

    /// The game a usual start reopens: see [`game_to_reopen`].
    pub(super) fn game_to_reopen(&self) -> Option<GameId> {
        game_to_reopen(self.games.as_deref().ok()?, &self.settings)
    }

    /// Moves a game just played to the top of the list, as the store now orders it.
    pub(super) fn played(&mut self, id: GameId) {
        if let Ok(games) = &mut self.games
            && let Some(at) = games.iter().position(|g| g.id == id)
        {
            let game = games.remove(at);
            games.insert(0, game);
        }
    }

    /// Records settings the store just committed.
    pub(super) fn set(&mut self, pairs: &[(String, String)]) {
        for (key, value) in pairs {
            match self.settings.iter_mut().find(|(k, _)| k == key) {
                Some(slot) => slot.1 = value.clone(),
                None => self.settings.push((key.clone(), value.clone())),
            }
        }
    }
}

/// The game open when the app last stopped, as `settings` name it.
fn last_game_in(settings: &[(String, String)]) -> Option<GameId> {
    settings.iter().find(|(key, _)| key == LAST_GAME)?.1.parse().ok()
}

/// The game a usual start reopens rather than showing the list, from the games listed and
/// the settings: the game open last, if it is still listed (one deleted since is not).
/// The session asks it of the store's lists, a warm start's record of its own copy.
pub(super) fn game_to_reopen(games: &[GameSummary], settings: &[(String, String)]) -> Option<GameId> {
    let last = last_game_in(settings)?;
    games.iter().any(|g| g.id == last).then_some(last)
}

pub(super) async fn games(door: &Door) -> Result<Vec<GameSummary>, Fault> {
    door.ask(ask::list_games()).await
}

pub(super) async fn catalog(door: &Door) -> Result<Vec<CatalogFigure>, Fault> {
    door.ask(ask::catalog()).await
}

pub(super) async fn armies(door: &Door) -> Result<Vec<SavedArmy>, Fault> {
    door.ask(ask::armies()).await
}

/// Photos are a nicety: a store that cannot list them shows figures without.
pub(super) async fn portraits(door: &Door) -> HashMap<FigureRow, Vec<u8>> {
    door.ask(ask::portraits()).await.map(|v| v.into_iter().collect()).unwrap_or_default()
}

/// Settings that cannot be read take their defaults.
pub(super) async fn settings(door: &Door) -> Vec<(String, String)> {
    door.ask(ask::settings()).await.unwrap_or_default()
}
