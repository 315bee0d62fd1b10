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

/// Hands one message to the pipe.
type Sender = Box<dyn Fn(String) -> Result<(), Closed>>;

/// One ordered, reliable pipe of text messages to one other phone.
pub struct Link {
    send: Sender,
    /// Sends once the sender's task is over, if the pipe can ([`Link::send_soon`]).
    soon: Option<Sender>,
    /// What the other phone sends, in order, then [`Incoming::Closed`].
    pub incoming: UnboundedReceiver<Incoming>,
}

impl Link {
    /// A link from its two ends: how to send, and where the other phone's messages arrive.
    pub fn new(send: impl Fn(String) -> Result<(), Closed> + 'static, incoming: UnboundedReceiver<Incoming>) -> Self {
        Self { send: Box::new(send), soon: None, incoming }
    }

    /// The same link, whose [`Link::send_soon`] hands a message over after the sender's
    /// task: the web's data channel, whose send costs the page's thread a millisecond or
    /// two that a tap on the host should not wait for.
    pub fn with_soon(mut self, soon: impl Fn(String) -> Result<(), Closed> + 'static) -> Self {
        self.soon = Some(Box::new(soon));
        self
    }

    /// Sends one message, after any sent [soon](Link::send_soon). An error means the other
    /// phone will not see it.
    pub fn send(&self, message: String) -> Result<(), Closed> {
        (self.send)(message)
    }

    /// Sends one message in order with the others, but possibly only once this task is
    /// over: for what nobody on this phone waits for. An error means the other phone will
    /// not see it.
    pub fn send_soon(&self, message: String) -> Result<(), Closed> {
        match &self.soon {
            Some(soon) => soon(message),
            None => (self.send)(message),
        }
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

    #[test]
    fn a_message_sent_soon_keeps_its_place() {
        // A pipe that cannot wait sends it at once; one that can hands it over later, and
        // anything sent now goes after it.
        let (a, mut b) = Link::pair();
        a.send_soon("one".into()).unwrap();
        a.send("two".into()).unwrap();
        assert_eq!(
            std::iter::from_fn(|| b.try_incoming()).take(2).collect::<Vec<_>>(),
            ["one", "two"].map(|m| Incoming::Message(m.into()))
        );
        let waiting = std::rc::Rc::new(std::cell::RefCell::new(Vec::<String>::new()));
        let (queue, sent) = (waiting.clone(), std::rc::Rc::new(std::cell::RefCell::new(Vec::<String>::new())));
        let (now, out) = (waiting.clone(), sent.clone());
        let link = Link::new(
            move |m| {
                out.borrow_mut().extend(now.borrow_mut().drain(..));
                out.borrow_mut().push(m);
                Ok(())
            },
            unbounded().1,
        )
        .with_soon(move |m| {
            queue.borrow_mut().push(m);
            Ok(())
        });
        link.send_soon("entry".into()).unwrap();
        assert!(sent.borrow().is_empty(), "not yet");
        link.send("answer".into()).unwrap();
        assert_eq!(*sent.borrow(), ["entry", "answer"]);
    }
}
