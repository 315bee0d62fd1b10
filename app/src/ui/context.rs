//! What every screen reads and says: the stylesheet, the screens and the navigation, the
//! snackbar's message, and the player's language. Below the screens and the frame.

use dialkeeper_core::RuleId;
use dialkeeper_i18n::Language;
use dialkeeper_model::prefs::Prefs;
use dioxus::prelude::*;

/// The stylesheet, embedded so every renderer (desktop, phone, liveview) gets it.
pub const CSS: &str = include_str!("../../../assets/app.css");

/// Player colours, in seat order: the table, a new game's players and the score.
pub const PLAYER_COLORS: [&str; 6] = ["#d64545", "#2f6fd6", "#2e9e5b", "#d6a12f", "#8a4fd6", "#1fa3a3"];

/// What the snackbar shows.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Toast {
    /// The sentence.
    pub text: String,
    /// The rule to link to, for refusals.
    pub rule: Option<RuleId>,
    /// Whether it reports a refusal or failure (styled as a warning).
    pub warning: bool,
    /// Offer to undo what was just done, or to redo what was just undone.
    pub step: Option<Step>,
    /// Offer to try again what was not saved (the store refused the write: a full disk, a
    /// read-only folder); the game shown is still the last one saved.
    pub retry: Option<Retry>,
    /// Offer to restore a backup: the store found its saved data damaged while the app
    /// was running (Settings → Backups, where the player picks one).
    pub restore: bool,
    /// The screen it was raised on: a message that needs no answer stays there and fades.
    pub screen: Screen,
    /// Counts the messages shown, so each new one starts its own fade.
    pub serial: u64,
}

impl Toast {
    /// A message the player must answer (try again, restore) stays until answered, on
    /// every screen; any other fades after a few seconds on the screen it was raised on.
    pub fn lasting(&self) -> bool {
        self.retry.is_some() || self.restore
    }

    /// A new message, raised on the screen showing now.
    pub(super) fn raise(
        text: String,
        rule: Option<RuleId>,
        warning: bool,
        step: Option<Step>,
        retry: Option<Retry>,
        restore: bool,
    ) -> Toast {
        use std::sync::atomic::{AtomicU64, Ordering};
        static SERIAL: AtomicU64 = AtomicU64::new(0);
        let screen = showing().unwrap_or(Screen::Table);
        Toast { text, rule, warning, step, retry, restore, screen, serial: SERIAL.fetch_add(1, Ordering::Relaxed) }
    }
}

/// A step through the game's history a snackbar offers.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Step {
    /// Take back the change just made.
    Undo,
    /// Make again the change just undone.
    Redo,
}

/// What a snackbar's "Try again" asks once more.
#[derive(Debug, Clone, PartialEq, Eq)]
// One at most, held by the snackbar: boxing the command would buy nothing.
#[allow(clippy::large_enum_variant)]
pub enum Retry {
    /// The command that was not saved.
    Command(dialkeeper_core::Command),
    /// An undo that was not saved.
    Undo,
    /// A redo that was not saved.
    Redo,
}

pub use dialkeeper_model::nav::{Focus, Nav, Place, Screen};

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

/// The figures whose compact row the player opened to its whole card.
#[derive(Debug, Clone, Default, PartialEq)]
pub struct OpenCards(pub Vec<u16>);

/// The screen the player sees now, from anywhere (an errand, a handler); `None` outside
/// the frame, where there is no screen.
pub fn showing() -> Option<Screen> {
    try_consume_context::<Signal<Nav>>().map(|nav| nav.peek().screen)
}

/// Opens the table of a game just started or resumed: at its top, where the current
/// player's figures are, with every compact row closed (rows opened in another game mean
/// nothing in this one).
pub fn open_table() {
    consume_context::<Signal<OpenCards>>().write().0.clear();
    consume_context::<Signal<Nav>>().set(Nav::to(Screen::Table));
    document::eval("window.scrollTo(0, 0)");
}

/// The preferences' language.
pub fn use_language() -> Language {
    use_context::<Signal<Prefs>>().read().language
}

/// What the snackbar says, by what happened: each kind has its own look and offer.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Snack {
    /// Something done that needs no answer (saved, imported, deleted).
    Said(String),
    /// A change to the game, applied: with Undo.
    Applied(String),
    /// A change taken back: with Redo.
    Undone(String),
    /// The rules refused: a warning, with a link to the rule where there is one.
    Refused(String, Option<RuleId>),
    /// Something failed (a file not read, not written): a warning.
    Failed(String),
}

/// Shows a message in the snackbar (callable from event handlers).
pub fn show(snack: Snack) {
    let mut toast = consume_context::<Signal<Option<Toast>>>();
    let toast_for = |text, rule, warning, step| Toast::raise(text, rule, warning, step, None, false);
    toast.set(Some(match snack {
        Snack::Said(text) => toast_for(text, None, false, None),
        Snack::Applied(text) => toast_for(text, None, false, Some(Step::Undo)),
        Snack::Undone(text) => toast_for(text, None, false, Some(Step::Redo)),
        Snack::Refused(text, rule) => toast_for(text, rule, true, None),
        Snack::Failed(text) => toast_for(text, None, true, None),
    }));
}

/// Shows what the store said went wrong: with "Try again" for what was not saved
/// (`retry`), and with "Restore a backup" when the saved data is damaged.
pub fn show_fault(text: String, fault: &dialkeeper_model::session::Fault, retry: Option<Retry>) {
    let mut toast = consume_context::<Signal<Option<Toast>>>();
    let restore = matches!(fault, dialkeeper_model::session::Fault::Damaged(_));
    // Trying again cannot mend damaged data; the backups can.
    let retry = if restore { None } else { retry };
    toast.set(Some(Toast::raise(text, None, true, None, retry, restore)));
}
