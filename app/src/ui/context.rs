//! What every screen reads and says: the stylesheet, the screens and the navigation, the
//! snackbar's message, and the player's language. Below the screens and the frame.

use dialkeeper_i18n::Language;
use dialkeeper_model::prefs::Prefs;
use dialkeeper_model::shell::Shell;
use dioxus::prelude::*;

pub use super::stylesheet::CSS;

/// Player colours, in seat order: the table, a new game's players and the score.
pub const PLAYER_COLORS: [&str; 6] = ["#d64545", "#2f6fd6", "#2e9e5b", "#d6a12f", "#8a4fd6", "#1fa3a3"];

pub use dialkeeper_model::nav::{Focus, Nav, OpenCards, Place, Screen};
pub use dialkeeper_model::snack::{Retry, Snack, Step, Toast};

/// Follows a link from the screen showing now: Back returns there, scrolled as it is,
/// to the card the player was on.
pub fn follow(to: Nav) {
    let mut nav = consume_context::<Signal<Nav>>();
    let screen = nav.peek().screen;
    spawn(async move {
        let scroll = document::eval("return window.scrollY").await.ok().and_then(|v| v.as_f64()).unwrap_or(0.0);
        nav.set(to.from(Place { screen, scroll }));
    });
}

/// The screen the player sees now, from anywhere (an errand, a handler); `None` outside
/// the frame, where there is no screen.
pub fn showing() -> Option<Screen> {
    try_consume_context::<Signal<Nav>>().map(|nav| nav.peek().screen)
}

/// Opens the table of a game just resumed ([`dialkeeper_model::shell::open_table`]).
pub fn open_table() {
    dialkeeper_model::shell::open_table(&super::shell::shell());
}

/// The preferences' language.
pub fn use_language() -> Language {
    use_context::<Signal<Prefs>>().read().language
}

/// Shows a message in the snackbar (callable from event handlers).
pub fn show(snack: Snack) {
    super::shell::shell().say(snack);
}

/// Shows what the store said went wrong: with "Try again" for what was not saved
/// (`retry`), and with "Restore a backup" when the saved data is damaged.
pub fn show_fault(text: String, fault: &dialkeeper_model::session::Fault, retry: Option<Retry>) {
    super::shell::shell().say_fault(text, fault, retry);
}

/// Waits for a language's words, so the screens switch straight into it (on the web a
/// language is downloaded when first needed; elsewhere every language is built in):
/// whether they came.
pub async fn words_ready(language: Language) -> bool {
    #[cfg(feature = "web")]
    return dialkeeper_model::platform::web::download_language(language).await;
    #[cfg(not(feature = "web"))]
    {
        let _ = language;
        true
    }
}
