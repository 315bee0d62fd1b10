//! The web's store worker replaced (another tab took the store and gave it back, the
//! worker died) and the page hidden: the frame's hooks that keep the session true.

use dialkeeper_model::prefs::Prefs;
use dialkeeper_model::session::{Backups, Live};
use dioxus::prelude::*;

use super::LiveSession;

/// Counts store-worker restarts: the frame re-reads the store on each (see [`use_restarts`]); provided by the web app's start.
#[derive(Clone, Copy)]
pub struct Restarts(pub Signal<u32>);

/// The preferences of the last session (language, theme, text size), for the screens
/// shown without one: a player in dark mode is not handed a bright page.
#[derive(Clone, Copy)]
pub struct LastPrefs(pub Signal<Prefs>);

/// Re-reads the store after its worker was replaced or one started after the page (a first
/// visit, a warm start drawn from what was last shown) is ready, then
/// runs `back` (the frame takes up a game shared when the app stopped); and keeps the last
/// preferences for the screens shown without a session, the crash screen and the next
/// start's language download. Called by the frame.
pub fn use_restarts(live: LiveSession, prefs: Signal<Prefs>, back: impl Fn() + Copy + 'static) {
    let restarts = try_use_context::<Restarts>();
    let last = try_use_context::<LastPrefs>();
    use_effect(move || {
        let now = *prefs.read();
        if let Some(mut last) = last {
            last.0.set(now);
        }
        dialkeeper_model::platform::web::prepare_crash_screen(dialkeeper_model::text::crash_words(&now));
        dialkeeper_model::platform::web::remember_language(now.language);
    });
    // The player's language while its words have not come (English stands in): asked
    // again, when the phone is back online too, and the screens redrawn in it when it comes.
    use_future(move || async move {
        let mut redraw = prefs;
        dialkeeper_model::platform::web::keep_asking_for_words(
            move || prefs.peek().language,
            move || {
                redraw.write();
            },
        )
        .await;
    });
    // The page hidden (the phone locked, another app): what the games screen shows, kept
    // for the next start, and a backup of anything changed.
    use_future(move || async move {
        loop {
            dialkeeper_model::platform::web::page_hidden().await;
            dialkeeper_model::session::keep_what_is_shown(&live).await;
            live.back_up_if_changed().await;
        }
    });
    // The count when this frame was drawn: a frame drawn anew (another tab gave the store
    // back) starts from a session just read, so only a restart after that counts.
    let at_start = use_hook(move || restarts.map_or(0, |r| *r.0.peek()));
    use_effect(move || {
        let Some(restarts) = restarts else { return };
        if restarts.0() > at_start {
            spawn(async move {
                live.resync().await;
                back();
            });
        }
    });
}
