//! Sharing ended on this phone, as its store notes it. Ending ("End sharing" on a host,
//! "Stop following" on a guest, or the host's word that it ended) tells the phones at
//! once, then waits for the store; a tap made meanwhile waits for that note, then plays
//! on this phone's own game ([`super::Role::play`]). Refused, the player's first change
//! after ending was lost with "sharing has ended"; played before the note, the store
//! would refuse it, the game being shared still. A store that fails to note the end
//! refuses the tap with "sharing has ended", and ending is offered again.

use std::cell::{Cell, RefCell};
use std::future::poll_fn;
use std::task::{Poll, Waker};

/// How many notes of the end are under way (a second tap on "End sharing" starts a
/// second), and whether the store noted it.
#[derive(Default)]
pub(super) struct Ending {
    noting: Cell<usize>,
    noted: Cell<bool>,
    waiters: RefCell<Vec<Waker>>,
}

impl Ending {
    /// Marks a note under way until the mark is dropped (done, failed, or given up).
    pub(super) fn begin(&self) -> Noting<'_> {
        self.noting.set(self.noting.get() + 1);
        Noting(self)
    }

    /// The store noted the end: this phone's game is its own.
    pub(super) fn noted(&self) {
        self.noted.set(true);
    }

    /// Waits for every note under way; whether the store noted the end.
    pub(super) async fn settled(&self) -> bool {
        poll_fn(|cx| {
            if self.noting.get() > 0 {
                self.waiters.borrow_mut().push(cx.waker().clone());
                return Poll::Pending;
            }
            Poll::Ready(self.noted.get())
        })
        .await
    }
}

/// The note under way; dropped, the taps waiting for it look again.
pub(super) struct Noting<'a>(&'a Ending);

impl Drop for Noting<'_> {
    fn drop(&mut self) {
        self.0.noting.set(self.0.noting.get() - 1);
        for waker in self.0.waiters.take() {
            waker.wake();
        }
    }
}

#[cfg(test)]
mod tests {
    use std::pin::pin;
    use std::task::Context;

    use super::*;

    #[test]
    fn a_tap_waits_while_the_end_is_noted_and_hears_whether_it_was() {
        let mut cx = Context::from_waker(Waker::noop());
        let ending = Ending::default();
        assert_eq!(pin!(ending.settled()).poll(&mut cx), Poll::Ready(false), "nothing ended");
        for noted in [false, true] {
            // Ended twice at once (a second tap on the button): the first note failing
            // ends no wait while the second is under way.
            let (first, second) = (ending.begin(), ending.begin());
            let mut waiting = pin!(ending.settled());
            assert!(waiting.as_mut().poll(&mut cx).is_pending(), "waits while the store notes it");
            drop(first);
            assert!(waiting.as_mut().poll(&mut cx).is_pending(), "and while the second note is under way");
            if noted {
                ending.noted();
            }
            drop(second);
            assert_eq!(waiting.poll(&mut cx), Poll::Ready(noted));
        }
    }
}
