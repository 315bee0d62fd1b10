//! The pipe between two phones. On the web it is a WebRTC data channel; in tests, an
//! in-memory pair. The sharing protocol above it only needs text messages that arrive in
//! the order they were sent, or a close, so it can be tested without a browser.
use std::pin::pin;
use std::task::{Context, Poll};

use futures_channel::mpsc::{TryRecvError, UnboundedReceiver, UnboundedSender, unbounded};

/// What arrives from the other phone.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Incoming {
    /// One message, whole, in the order it was sent.
    Message(String),
    /// The other phone went away (closed, out of range, or killed); nothing follows.
    Closed,
}

/// The other phone can no longer be reached: what was sent was not delivered.
#[derive(Debug, Clone, Copy, PartialEq, Eq, thiserror::Error)]
#[error("the link to the other phone is closed")]
pub struct Closed;

/// One ordered, reliable pipe of text messages to one other phone.
pub struct Link {
    send: Box<dyn Fn(String) -> Result<(), Closed>>,
    /// What the other phone sends, in order, then [`Incoming::Closed`].
    pub incoming: UnboundedReceiver<Incoming>,
}

impl Link {
    /// A link from its two ends: how to send, and where the other phone's messages arrive.
    pub fn new(send: impl Fn(String) -> Result<(), Closed> + 'static, incoming: UnboundedReceiver<Incoming>) -> Self {
        Self { send: Box::new(send), incoming }
    }

    /// Sends one message. An error means the other phone will not see it.
    pub fn send(&self, message: String) -> Result<(), Closed> {
        (self.send)(message)
    }

    /// The next message if one is there, without waiting: `None` when nothing has come
    /// yet. A link whose other end is gone gives [`Incoming::Closed`].
    pub fn try_incoming(&mut self) -> Option<Incoming> {
        match self.incoming.try_recv() {
            Ok(message) => Some(message),
            Err(TryRecvError::Closed) => Some(Incoming::Closed),
            Err(TryRecvError::Empty) => None,
        }
    }

    /// Waits for the next message (for a future's `poll`): the task is woken when one
    /// comes. A link whose other end is gone gives [`Incoming::Closed`].
    pub fn poll_incoming(&mut self, cx: &mut Context<'_>) -> Poll<Incoming> {
        pin!(self.incoming.recv()).poll(cx).map(|got| got.unwrap_or(Incoming::Closed))
    }

    /// Two links joined to each other in memory, for tests: what one sends the other
    /// receives. Dropping either end closes the other's.
    pub fn pair() -> (Link, Link) {
        let (to_b, from_a) = unbounded::<Incoming>();
        let (to_a, from_b) = unbounded::<Incoming>();
        (Self::joined(to_b, from_b), Self::joined(to_a, from_a))
    }

    fn joined(to_other: UnboundedSender<Incoming>, incoming: UnboundedReceiver<Incoming>) -> Link {
        let closer = Closer(to_other.clone());
        Link::new(
            move |message| {
                let _keep = &closer;
                to_other.unbounded_send(Incoming::Message(message)).map_err(|_| Closed)
            },
            incoming,
        )
    }
}

/// Tells the other end of an in-memory pair that this end is gone.
struct Closer(UnboundedSender<Incoming>);

impl Drop for Closer {
    fn drop(&mut self) {
        let _ = self.0.unbounded_send(Incoming::Closed);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_pair_delivers_in_order_and_tells_of_a_close() {
        let (a, mut b) = Link::pair();
        a.send("one".into()).unwrap();
        a.send("two".into()).unwrap();
        drop(a);
        let got: Vec<_> = std::iter::from_fn(|| b.try_incoming()).take(4).collect();
        assert_eq!(got, [Incoming::Message("one".into()), Incoming::Message("two".into()), Incoming::Closed, Incoming::Closed]);
        let (c, d) = Link::pair();
        drop(d);
        assert_eq!(c.send("lost".into()), Err(Closed));
    }
}
