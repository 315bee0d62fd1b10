//! Starting a game from a screen (New game, Rematch), apart from the shell so the shell
//! stays below the screens' helpers (saving, sharing) it would otherwise name.

use dialkeeper_core::Setup;
use dialkeeper_model::shell::SetUp;

use super::shell::shell;

/// Starts a game from a screen (New game, Rematch): asks first when this phone shares
/// another game; the store's part runs as an errand, to its end whatever the screens do,
/// and what follows ([`dialkeeper_model::shell::started`]) is shown by the screen's own
/// wait, so nothing is drawn from an errand once the frame is gone (a first visit told
/// that another tab keeps the games). "Saving…" shows meanwhile (on a first visit, while
/// the store starts).
pub async fn start_game(named: String, setup: Setup, from: SetUp) {
    if !super::sharing::may_open(None).await {
        return;
    }
    let app = shell();
    let waiting = super::saving::begin();
    let (live, planned) = (app.session, setup.clone());
    let made = super::errand::kept(async move { dialkeeper_model::shell::make_game(&live, named, planned, from).await }).await;
    drop(waiting);
    dialkeeper_model::shell::started(&app, &setup, made);
}
