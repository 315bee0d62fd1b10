//! The model's [`Shell`] over the app's signals: the one handle through which a tap's
//! after-math (what is said, which wizard follows) is decided in the model, and drawn here.

use dialkeeper_model::nav::{Nav, OpenCards};
use dialkeeper_model::prefs::Prefs;
use dialkeeper_model::share::Role;
use dialkeeper_model::shell::{Held, Shell};
use dialkeeper_model::snack::Toast;
use dialkeeper_model::wizard::Flow;
use dioxus::prelude::*;

use super::LiveSession;

/// A signal seen through [`Held`]: read without subscribing (the model reads it in a
/// tap's errand, not while drawing), written so that the screens drawing it redraw.
pub struct Sig<T: 'static>(Signal<T>);

impl<T: 'static> Clone for Sig<T> {
    fn clone(&self) -> Self {
        *self
    }
}

impl<T: 'static> Copy for Sig<T> {}

impl<T: 'static> Held<T> for Sig<T> {
    fn read<R>(&self, read: impl FnOnce(&T) -> R) -> R {
        read(&self.0.peek())
    }

    fn write<R>(&self, change: impl FnOnce(&mut T) -> R) -> R {
        let mut signal = self.0;
        change(&mut signal.write())
    }
}

/// The app's state: every signal the model's decisions change.
#[derive(Clone, Copy, PartialEq)]
pub struct AppShell {
    /// The session.
    pub session: LiveSession,
    /// The preferences.
    pub prefs: Signal<Prefs>,
    /// Where the player is.
    pub nav: Signal<Nav>,
    /// The snackbar's message.
    pub toast: Signal<Option<Toast>>,
    /// The wizard in progress.
    pub wizard: Signal<Option<Flow>>,
    /// This phone's part in sharing.
    pub role: Signal<Role<LiveSession>>,
    /// The table's rows opened to their whole card.
    pub open_cards: Signal<OpenCards>,
}

impl Shell for AppShell {
    type Live = LiveSession;

    fn live(&self) -> LiveSession {
        self.session
    }
    fn prefs(&self) -> impl Held<Prefs> {
        Sig(self.prefs)
    }
    fn nav(&self) -> impl Held<Nav> {
        Sig(self.nav)
    }
    fn toast(&self) -> impl Held<Option<Toast>> {
        Sig(self.toast)
    }
    fn wizard(&self) -> impl Held<Option<Flow>> {
        Sig(self.wizard)
    }
    fn role(&self) -> impl Held<Role<LiveSession>> {
        Sig(self.role)
    }
    fn open_cards(&self) -> impl Held<OpenCards> {
        Sig(self.open_cards)
    }
}

/// The app's shell, from any handler or errand inside the frame.
pub fn shell() -> AppShell {
    consume_context::<AppShell>()
}
