//! What travels between phones, as JSON text with a version: `{"v":4,"m":{"tap":{…}}}`.
//! Phones of different builds meet at a table: a message of another version is found by
//! its `v` alone, before anything else is read, and both phones are told (see
//! `docs/SHARING.md`); a message this build cannot read is a typed [`WireError`], never
//! a panic.
//!
//! No message is longer than [`MESSAGE_BYTES`]: a longer one (a long game's base) is
//! sent as numbered [`Message::Part`]s and put together again by an [`Inbox`]; the log
//! travels in pages of at most [`PAGE_BYTES`].
//!
//! Version 3 (issue 45) is a replicated log: entries carry their term, tap and digest.
//! Version 2 numbered a host's operations only; version 1 put the kind inside the
//! message.

use std::collections::HashMap;

use dialkeeper_core::{GameRecord, RuleViolation};
use dialkeeper_store::{Fault, Op};
use serde::{Deserialize, Serialize};

pub use dialkeeper_store::{Entry, Stamp, TapId, Target, Term};

/// The version of the messages this build sends and reads. 4: a refusal's rule violation
/// is written `{"no-actions-left":{…}}`, no longer `{"violation":"no-actions-left",…}`
/// (an internally tagged enum's reader buffers every field first: 36 KB of the page's
/// gzip, issue 50).
pub const VERSION: u64 = 4;

/// The longest message sent, in bytes: a quarter of what Chromium's data channel takes
/// (262,144), and under what every browser takes.
pub const MESSAGE_BYTES: usize = 64 * 1024;

/// The most a page of the log holds, in bytes of its entries' JSON.
pub const PAGE_BYTES: usize = 48 * 1024;

/// A part's text, at most: what is left of a message for the part's own words.
const PART_TEXT: usize = MESSAGE_BYTES - 1024;

/// A sequence number: the place of an operation in the shared game's record, the same
/// as the game's operation number in every phone's store.
pub type Seq = i64;

/// One message between a host and a guest.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
// One message lives briefly, on its way into one text; boxing would buy nothing.
#[allow(clippy::large_enum_variant)]
pub enum Message {
    /// Guest → host: who this phone is, the shared game it holds, the term it knows and
    /// where its log stands. The host answers with the log after the last point both
    /// hold, in pages, or with the game's [`Base`] when the guest holds no copy.
    Join {
        /// This phone's id in the shared game.
        phone: String,
        /// Who taps on it, for the host's list of phones.
        author: String,
        /// The shared game's key, if this phone holds a copy.
        key: Option<String>,
        /// The highest term this phone knows of.
        term: Option<Term>,
        /// Points of its log, newest first, each (sequence number, digest): the last,
        /// then ever further back, down to the base.
        ladder: Vec<(Seq, u64)>,
    },
    /// Guest → host: a tap, to be checked and saved by the host.
    Tap {
        /// Its name: a retry keeps it, and is answered, never saved twice.
        tap: TapId,
        /// What was tapped.
        op: Op,
        /// Who tapped it.
        author: String,
        /// For an undo or a redo, the change it takes back or brings back.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        target: Option<Target>,
        /// A change this phone held that the host's log lacked (from its outbox): one a
        /// phone showed as done, taken even by a host still gathering its phones.
        #[serde(default, skip_serializing_if = "std::ops::Not::not")]
        held: bool,
    },
    /// Guest → host: this phone stops following; its copy is its own now.
    Leave,
    /// Host → one guest: the game as sharing began.
    Base(Base),
    /// Host → one guest: a page of the log after `after`.
    Entries {
        /// The last entry both phones hold.
        after: Seq,
        /// The entries after it, oldest first.
        entries: Vec<Entry>,
        /// The host's last entry: more pages follow while the page ends before it.
        last: Seq,
        /// The host's term.
        term: Term,
    },
    /// Host → every guest: an entry just saved.
    Entry(Entry),
    /// Host → the asking guest only: its tap was not saved, and why.
    Refused {
        /// The tap.
        tap: TapId,
        /// Why.
        refusal: Refusal,
    },
    /// Host → every guest: sharing is over; each keeps its copy as its own game.
    Ended,
    /// Host → guests: this phone no longer hosts: another took the game over in a later
    /// term, and they join it.
    NotHosting {
        /// The later term.
        term: Term,
    },
    /// Either way: the first message to a phone of another version, so that it learns
    /// this phone's version and tells its player (only `v` is read there).
    Version,
    /// Either way: one part of a message too long to send whole.
    Part {
        /// The message's number, the same in each of its parts.
        id: u64,
        /// The part's place, from 0.
        index: u32,
        /// How many parts the message has.
        count: u32,
        /// The part's text.
        text: String,
    },
}

/// The game as sharing began, for a guest to start its copy from.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Base {
    /// The shared game's key, the same on every phone.
    pub key: String,
    /// The game's name.
    pub name: String,
    /// The record then.
    pub record: GameRecord,
    /// The game's operation number then: the log's first entry comes after it.
    pub seq: Seq,
    /// The digest of the record then, the log's first link.
    pub digest: u64,
    /// The host's term.
    pub term: Term,
}

/// Why the host did not save a guest's tap.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub enum Refusal {
    /// The engine refuses it: the guest says the engine's own reason, in its language.
    Rule(RuleViolation),
    /// Nothing to undo or redo.
    Nothing,
    /// The undo or redo named a change that is no longer the last one: this line now
    /// stands (none: a change made before sharing began, or none at all).
    NotLast {
        /// The change that now stands.
        now: Option<Box<Line>>,
    },
    /// The host's store could not save it.
    NotSaved(Fault),
    /// The phone taking the game over is still gathering the others: it saves new taps
    /// once its player starts hosting.
    Gathering,
}

/// One line of who did what: an entry, who tapped it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Line {
    /// Its place in the record.
    pub seq: Seq,
    /// Who tapped it.
    pub author: String,
    /// What was done.
    pub op: Op,
}

impl From<&Entry> for Line {
    fn from(entry: &Entry) -> Line {
        Line { seq: entry.seq, author: entry.stamp.author.clone(), op: entry.op.clone() }
    }
}

/// A message that cannot be used.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum WireError {
    /// Not a message of any version (not JSON, or no version).
    #[error("not a sharing message")]
    Unreadable,
    /// A message of another version of the app.
    #[error("a sharing message of version {found}, this app reads version {VERSION}")]
    OtherVersion {
        /// The version it carries.
        found: u64,
    },
    /// A message of this version that this build does not understand.
    #[error("a sharing message this app does not understand")]
    Unknown,
}

/// A message as the texts that carry it: one, or its parts when it is longer than
/// [`MESSAGE_BYTES`]. `id` numbers a long message's parts (unique on the link).
pub fn encode(message: &Message, id: u64) -> Vec<String> {
    let text = encode_one(message);
    if text.len() <= MESSAGE_BYTES {
        return vec![text];
    }
    let pieces = split(&text, PART_TEXT);
    let count = pieces.len() as u32;
    pieces.into_iter().enumerate().map(|(index, text)| encode_one(&Message::Part { id, index: index as u32, count, text })).collect()
}

fn encode_one(message: &Message) -> String {
    serde_json::to_string(&Sent { v: VERSION, m: message }).expect("a message is plain data")
}

/// `text` cut into pieces of at most `most` bytes, never inside a character.
fn split(text: &str, most: usize) -> Vec<String> {
    let mut pieces = Vec::new();
    let mut rest = text;
    while !rest.is_empty() {
        let mut end = most.min(rest.len());
        while !rest.is_char_boundary(end) {
            end -= 1;
        }
        pieces.push(rest[..end].to_string());
        rest = &rest[end..];
    }
    pieces
}

/// A message from text, checked for its version before it is read.
pub fn decode(text: &str) -> Result<Message, WireError> {
    let Version { v } = serde_json::from_str(text).map_err(|_| WireError::Unreadable)?;
    match v {
        Some(VERSION) => serde_json::from_str::<Received>(text).map(|r| r.m).map_err(|_| WireError::Unknown),
        Some(found) => Err(WireError::OtherVersion { found }),
        None => Err(WireError::Unreadable),
    }
}

/// Puts long messages together again from their parts, whatever order they come in;
/// a part seen twice counts once.
#[derive(Default)]
pub struct Inbox {
    partial: HashMap<u64, Vec<Option<String>>>,
}

impl Inbox {
    /// The message a text carries, once whole: `Ok(None)` while parts are missing.
    pub fn take(&mut self, text: &str) -> Result<Option<Message>, WireError> {
        match decode(text)? {
            Message::Part { id, index, count, text } => {
                if count == 0 || index >= count || count > 4096 {
                    return Err(WireError::Unknown);
                }
                let parts = self.partial.entry(id).or_insert_with(|| vec![None; count as usize]);
                if parts.len() != count as usize {
                    return Err(WireError::Unknown);
                }
                parts[index as usize] = Some(text);
                if parts.iter().any(Option::is_none) {
                    return Ok(None);
                }
                let whole: String = self.partial.remove(&id).unwrap_or_default().into_iter().flatten().collect();
                match decode(&whole)? {
                    Message::Part { .. } => Err(WireError::Unknown),
                    message => Ok(Some(message)),
                }
            }
            message => Ok(Some(message)),
        }
    }
}

/// A message on its way out, under its version.
#[derive(Serialize)]
struct Sent<'a> {
    v: u64,
    m: &'a Message,
}

/// Only the version of a message (serde skips the rest unread).
#[derive(Deserialize)]
struct Version {
    v: Option<u64>,
}

/// A message of this version, as received.
#[derive(Deserialize)]
struct Received {
    m: Message,
}

#[cfg(test)]
mod tests {
    use dialkeeper_core::{ActionKind, Command, FigureId, Setup};

    use super::*;

    fn entry(seq: Seq, op: Op) -> Entry {
        let stamp = Stamp {
            term: Term { n: 2, by: "#0A1B".into() },
            tap: TapId { phone: "#77FF".into(), n: u64::MAX - 3 },
            author: "Ana".into(),
            digest: 0xfeed_beef_dead_f00d,
        };
        Entry { seq, op, stamp }
    }

    fn every_kind() -> Vec<Message> {
        let op = Op::Apply(Command::GiveAction { figure: FigureId(2), action: ActionKind::Move, roll: None });
        let term = Term { n: 1, by: "#1234".into() };
        let tap = TapId { phone: "#77FF".into(), n: 9 };
        let line = Line { seq: 4, author: "Ben".into(), op: Op::Undo };
        let record = GameRecord { setup: Setup::default(), applied: vec![], undone: vec![] };
        vec![
            Message::Join {
                phone: "#77FF".into(),
                author: "Ben".into(),
                key: Some("g".into()),
                term: Some(term.clone()),
                ladder: vec![(7, 1), (6, u64::MAX)],
            },
            Message::Join { phone: "#77FF".into(), author: "Ben".into(), key: None, term: None, ladder: vec![] },
            Message::Tap {
                tap: tap.clone(),
                op: Op::Undo,
                author: "Ben".into(),
                target: Some(Target { made_by: None, applied: 3 }),
                held: true,
            },
            Message::Tap { tap: tap.clone(), op: op.clone(), author: "Ben".into(), target: None, held: false },
            Message::Leave,
            Message::Base(Base { key: "g".into(), name: "Shared".into(), record, seq: 12, digest: 5, term: term.clone() }),
            Message::Entries { after: 6, entries: vec![entry(7, op.clone()), entry(8, Op::Redo)], last: 9, term: term.clone() },
            Message::Entry(entry(7, op)),
            Message::Refused { tap: tap.clone(), refusal: Refusal::Rule(RuleViolation::NoActionsLeft { allowed: 3 }) },
            Message::Refused { tap: tap.clone(), refusal: Refusal::NotSaved(Fault::Full) },
            Message::Refused { tap: tap.clone(), refusal: Refusal::NotLast { now: Some(Box::new(line)) } },
            Message::Refused { tap: tap.clone(), refusal: Refusal::Gathering },
            Message::Refused { tap, refusal: Refusal::Nothing },
            Message::Ended,
            Message::NotHosting { term },
            Message::Version,
        ]
    }

    #[test]
    fn every_message_comes_back_as_it_was_sent() {
        for message in every_kind() {
            let texts = encode(&message, 1);
            assert_eq!(texts.len(), 1);
            assert!(texts[0].starts_with("{\"v\":4,\"m\":"), "{}", texts[0]);
            assert_eq!(Inbox::default().take(&texts[0]), Ok(Some(message)));
        }
    }

    /// A message longer than the link takes goes in parts, each under the limit, and is
    /// whole again whatever order they come in, a part twice included.
    #[test]
    fn a_long_message_goes_in_parts_and_comes_back_whole() {
        let long = "é".repeat(MESSAGE_BYTES);
        let message = Message::Base(Base {
            key: long,
            name: "Long".into(),
            record: GameRecord { setup: Setup::default(), applied: vec![], undone: vec![] },
            seq: 0,
            digest: 1,
            term: Term { n: 1, by: "#1".into() },
        });
        let texts = encode(&message, 7);
        assert!(texts.len() >= 3, "{}", texts.len());
        assert!(texts.iter().all(|t| t.len() <= MESSAGE_BYTES));
        let mut inbox = Inbox::default();
        let mut order: Vec<usize> = (0..texts.len()).rev().collect();
        order.insert(1, texts.len() - 1);
        let got: Vec<_> = order.iter().map(|&i| inbox.take(&texts[i]).unwrap()).collect();
        assert!(got[..got.len() - 1].iter().all(Option::is_none));
        assert_eq!(got.last().unwrap().as_ref(), Some(&message));
    }

    #[test]
    fn a_message_that_cannot_be_used_is_a_typed_error() {
        assert_eq!(decode("not json"), Err(WireError::Unreadable));
        assert_eq!(decode("[1, 2]"), Err(WireError::Unreadable));
        assert_eq!(decode(r#"{"m":"ended"}"#), Err(WireError::Unreadable), "no version");
        assert_eq!(decode(r#"{"v":"two","m":"ended"}"#), Err(WireError::Unreadable), "no version as a number");
        // Phones of the builds before: version 1, the kind inside the message; version 2.
        assert_eq!(decode(r#"{"kind":"ended","v":1}"#), Err(WireError::OtherVersion { found: 1 }));
        assert_eq!(decode(r#"{"v":2,"m":"ended"}"#), Err(WireError::OtherVersion { found: 2 }));
        assert_eq!(decode(r#"{"v":5,"m":{"whatever":{}}}"#), Err(WireError::OtherVersion { found: 5 }));
        assert_eq!(decode(r#"{"v":4,"m":"dance"}"#), Err(WireError::Unknown));
        assert_eq!(decode(r#"{"v":4,"m":{"tap":{"tap":"three"}}}"#), Err(WireError::Unknown));
        assert_eq!(decode(r#"{"v":4}"#), Err(WireError::Unknown), "no message");
        assert_eq!(decode(r#"{"m":"ended","v":4}"#), Ok(Message::Ended), "in any order");
        let mut inbox = Inbox::default();
        let bad = encode_one(&Message::Part { id: 1, index: 2, count: 2, text: "x".into() });
        assert_eq!(inbox.take(&bad), Err(WireError::Unknown), "a part past its count");
    }
}
