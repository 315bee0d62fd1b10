//! One change at a time, in the order asked: a ticket line. Taps in a burst each take a
//! ticket when tapped and are saved in ticket order, whatever order their tasks wake in.
//!
//! Cancel-safe: a ticket dropped at any point (waiting, served but not yet polled, or
//! holding the turn) hands the line on, so no later ticket waits forever. A standard
//! async mutex is cancel-safe too, but it serves tasks in the order they are first
//! polled, not the order they were tapped; the ticket is taken at the tap.
//!
//! The line also keeps the session's one "read it again" mark: a change dropped after
//! the store may have committed it leaves what is shown behind the store, and the next
//! turn must read the game again before planning on it (see ARCHITECTURE.md,
//! "Cancellation").

use std::cell::{Cell, RefCell};
use std::collections::BTreeSet;
use std::future::poll_fn;
use std::rc::Rc;
use std::task::{Poll, Waker};

/// The line. Single-threaded, like the app's tasks.
#[derive(Default)]
pub(crate) struct Queue {
    next: Cell<u64>,
    serving: Cell<u64>,
    /// Tickets given up before their turn: skipped when the line reaches them.
    abandoned: RefCell<BTreeSet<u64>>,
    waiting: RefCell<Vec<Waker>>,
    /// Set when what is shown may be behind the store (a change dropped mid-save).
    stale: Cell<bool>,
}

/// Holding it is having the turn; dropping it serves the next ticket.
#[must_use = "the turn is handed on as soon as it is dropped: hold it for the whole change"]
pub struct Turn(Rc<Queue>);

/// A ticket not yet served: dropping it gives its place up.
struct Ticket {
    queue: Rc<Queue>,
    number: u64,
    served: bool,
}

impl Queue {
    /// Takes a ticket now (not when first polled) and waits until it is served.
    pub(crate) fn turn(self: Rc<Queue>) -> impl Future<Output = Turn> {
        let number = self.next.get();
        self.next.set(number + 1);
        let mut ticket = Ticket { queue: self, number, served: false };
        async move {
            poll_fn(|cx| {
                if ticket.queue.serving.get() == ticket.number {
                    Poll::Ready(())
                } else {
                    ticket.queue.waiting.borrow_mut().push(cx.waker().clone());
                    Poll::Pending
                }
            })
            .await;
            ticket.served = true;
            Turn(ticket.queue.clone())
        }
    }

    /// Serves the next ticket that is still wanted, and wakes the waiting.
    fn advance(&self) {
        let mut serving = self.serving.get() + 1;
        let mut abandoned = self.abandoned.borrow_mut();
        while abandoned.remove(&serving) {
            serving += 1;
        }
        drop(abandoned);
        self.serving.set(serving);
        for waker in self.waiting.take() {
            waker.wake();
        }
    }

    /// Marks what is shown as possibly behind the store.
    pub(crate) fn mark_stale(&self) {
        self.stale.set(true);
    }

    /// Whether what is shown must be read again, the mark kept.
    pub(crate) fn is_stale(&self) -> bool {
        self.stale.get()
    }

    /// Whether what is shown must be read again; clears the mark.
    pub(crate) fn take_stale(&self) -> bool {
        self.stale.replace(false)
    }
}

impl Drop for Ticket {
    fn drop(&mut self) {
        if self.served {
            return;
        }
        if self.queue.serving.get() == self.number {
            // Its turn came, but it left before taking it.
            self.queue.advance();
        } else {
            self.queue.abandoned.borrow_mut().insert(self.number);
        }
    }
}

impl Drop for Turn {
    fn drop(&mut self) {
        self.0.advance();
    }
}

/// Undone unless disarmed: marks the session stale if a change is dropped between asking
/// the store and showing what it committed.
#[must_use = "dropped at once, it marks the session stale before the change has landed"]
pub(crate) struct InFlight(Option<Rc<Queue>>);

impl InFlight {
    pub(crate) fn new(queue: Rc<Queue>) -> InFlight {
        InFlight(Some(queue))
    }

    /// The change was shown (or is known not to have been committed).
    pub(crate) fn landed(mut self) {
        self.0 = None;
    }
}

impl Drop for InFlight {
    fn drop(&mut self) {
        if let Some(queue) = self.0.take() {
            queue.mark_stale();
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::pin::pin;
    use std::task::Context;

    #[test]
    fn turns_are_served_in_ticket_order() {
        let queue = Rc::new(Queue::default());
        let mut first = pin!(queue.clone().turn());
        let mut second = pin!(queue.clone().turn());
        let mut third = pin!(queue.clone().turn());
        let mut cx = Context::from_waker(Waker::noop());
        let Poll::Ready(first) = first.as_mut().poll(&mut cx) else { panic!("the first ticket is served at once") };
        // The third is polled first, but the second ticket comes before it.
        assert!(third.as_mut().poll(&mut cx).is_pending());
        assert!(second.as_mut().poll(&mut cx).is_pending());
        drop(first);
        assert!(third.as_mut().poll(&mut cx).is_pending());
        let Poll::Ready(second_turn) = second.as_mut().poll(&mut cx) else { panic!("the second ticket is served") };
        drop(second_turn);
        assert!(third.as_mut().poll(&mut cx).is_ready());
    }

    /// A tab switch drops the task of a tap that waits in line: the taps after it still
    /// get their turn (issue 30: before, the line stopped for good).
    #[test]
    fn a_ticket_dropped_while_it_waits_does_not_stall_the_line() {
        let queue = Rc::new(Queue::default());
        let mut cx = Context::from_waker(Waker::noop());
        let mut first = Box::pin(queue.clone().turn());
        let mut second = Box::pin(queue.clone().turn());
        let mut third = Box::pin(queue.clone().turn());
        let Poll::Ready(first_turn) = first.as_mut().poll(&mut cx) else { panic!("the first ticket is served at once") };
        assert!(second.as_mut().poll(&mut cx).is_pending());
        assert!(third.as_mut().poll(&mut cx).is_pending());
        drop(second);
        drop(first_turn);
        assert!(third.as_mut().poll(&mut cx).is_ready(), "the third ticket is served once the first is done");
    }

    /// Dropped after its turn came but before it was polled again, a ticket hands on.
    #[test]
    fn a_ticket_dropped_when_served_but_not_yet_polled_hands_on() {
        let queue = Rc::new(Queue::default());
        let mut cx = Context::from_waker(Waker::noop());
        let mut first = Box::pin(queue.clone().turn());
        let mut second = Box::pin(queue.clone().turn());
        let mut third = Box::pin(queue.clone().turn());
        let Poll::Ready(first_turn) = first.as_mut().poll(&mut cx) else { panic!() };
        assert!(second.as_mut().poll(&mut cx).is_pending());
        drop(first_turn);
        drop(second);
        assert!(third.as_mut().poll(&mut cx).is_ready());
    }

    /// A ticket never polled at all (its task dropped before it ran) gives its place up.
    #[test]
    fn a_ticket_never_polled_gives_its_place_up() {
        let queue = Rc::new(Queue::default());
        let mut cx = Context::from_waker(Waker::noop());
        drop(queue.clone().turn());
        let mut next = Box::pin(queue.clone().turn());
        assert!(next.as_mut().poll(&mut cx).is_ready());
    }

    #[test]
    fn a_change_dropped_in_flight_marks_the_session_stale_once() {
        let queue = Rc::new(Queue::default());
        InFlight::new(queue.clone()).landed();
        assert!(!queue.take_stale(), "a change that landed leaves nothing to read again");
        drop(InFlight::new(queue.clone()));
        assert!(queue.take_stale(), "a change dropped in flight asks for a re-read");
        assert!(!queue.take_stale(), "the mark is taken once");
    }
}
