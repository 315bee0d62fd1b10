//! One change at a time, in the order asked: a ticket line. Taps in a burst each take a
//! ticket when tapped and are saved in ticket order, whatever order their tasks wake in.

use std::cell::{Cell, RefCell};
use std::future::poll_fn;
use std::rc::Rc;
use std::task::{Poll, Waker};

/// The line. Single-threaded, like the app's tasks.
#[derive(Default)]
pub(crate) struct Queue {
    next: Cell<u64>,
    serving: Cell<u64>,
    waiting: RefCell<Vec<Waker>>,
}

/// Holding it is having the turn; dropping it serves the next ticket.
pub struct Turn(Rc<Queue>);

impl Queue {
    /// Takes a ticket now (not when first polled) and waits until it is served.
    pub(crate) fn turn(self: Rc<Queue>) -> impl Future<Output = Turn> {
        let ticket = self.next.get();
        self.next.set(ticket + 1);
        async move {
            poll_fn(|cx| {
                if self.serving.get() == ticket {
                    Poll::Ready(())
                } else {
                    self.waiting.borrow_mut().push(cx.waker().clone());
                    Poll::Pending
                }
            })
            .await;
            Turn(self)
        }
    }
}

impl Drop for Turn {
    fn drop(&mut self) {
        self.0.serving.set(self.0.serving.get() + 1);
        for waker in self.0.waiting.take() {
            waker.wake();
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
}
