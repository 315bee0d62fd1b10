//! The session as the screens hold it: a signal, so a screen that reads it is drawn again
//! when it changes. A type of this crate, because the models know no UI toolkit.

use std::ops::{Deref, DerefMut};

use dialkeeper_model::session::{Live, Session};
use dioxus::prelude::{ReadableExt, Signal, WritableExt};

/// The app's one session, provided as context by [`super::App`].
#[derive(Clone, Copy, PartialEq)]
pub struct LiveSession(pub Signal<Session>);

impl Deref for LiveSession {
    type Target = Signal<Session>;

    fn deref(&self) -> &Signal<Session> {
        &self.0
    }
}

impl DerefMut for LiveSession {
    fn deref_mut(&mut self) -> &mut Signal<Session> {
        &mut self.0
    }
}

impl Live for LiveSession {
    fn with<R>(&self, read: impl FnOnce(&Session) -> R) -> R {
        read(&self.0.peek())
    }

    fn with_mut<R>(&self, change: impl FnOnce(&mut Session) -> R) -> R {
        let mut signal = self.0;
        change(&mut signal.write())
    }
}
