//! What travels between phones, as JSON text with a version: `{"v":2,"m":{"ask":{…}}}`.
//! Phones of different builds meet at a table: a message this build cannot read, or of
//! another version, is a typed [`WireError`] the receiver can set aside, never a panic.
//!
//! Version 2 names the kind of message as serde does by default, under `m`, and is read
//! straight from the text. Version 1 put the kind inside the message (`"kind"`) and went
//! through a `serde_json::Value`: serde then needs a second reader and writer of every game
//! type it carries, one function alone 329 KB of the page's wasm (issue 34).

use dialkeeper_core::{GameRecord, RuleViolation};
use dialkeeper_store::{Fault, Op};
use serde::{Deserialize, Serialize};

/// The version of the messages this build sends and reads.
pub const VERSION: u64 = 2;

/// A host's sequence number: the place of an operation in the shared game's record.
pub type Seq = i64;

/// One message between a host and a guest.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
// One message lives briefly, on its way into one text; boxing would buy nothing.
#[allow(clippy::large_enum_variant)]
pub enum Message {
    /// Guest → host: "I follow this game and have everything before `have`". A guest
    /// with no copy yet sends no game and `have` 0; it then gets the [`Record`].
    Join {
        /// The shared game's key ([`Record::game`]), if the guest holds a copy.
        game: Option<String>,
        /// The next sequence number the guest expects.
        have: Seq,
        /// Who the guest is, so answers to its own taps find it again after a rejoin.
        phone: String,
        /// The digest of the guest's copy, so a copy that went its own way while away
        /// is found out at once.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        digest: Option<String>,
    },
    /// Guest → host: a tap, to be checked and saved by the host.
    Ask {
        /// The guest's number for this tap, echoed in the answer.
        ask: u32,
        /// What was tapped.
        op: Op,
        /// Who tapped it.
        author: String,
    },
    /// Host → every phone: an operation the host has committed.
    Entry(Entry),
    /// Host → one guest: the entries after its `have`, in order (answer to a `Join`).
    CatchUp {
        /// The missing entries, oldest first; empty when nothing was missing.
        entries: Vec<Entry>,
        /// Who did what since sharing began (the host's log), for a guest whose own
        /// was lost with a restart.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        log: Option<Vec<Line>>,
    },
    /// Host → the asking guest only: its tap was not saved, and why.
    Refused {
        /// The guest's number for the tap.
        ask: u32,
        /// Why.
        refusal: Refusal,
    },
    /// Host → one guest: the whole game, when the guest has nothing or its copy differs.
    Record(Record),
    /// Host → every phone: sharing is over; each keeps its copy as its own game.
    Ended,
    /// New host → guest: the host before it is gone, and this phone hosts the game from
    /// this entry on.
    Takeover {
        /// The first sequence number the new host gives.
        from_seq: Seq,
    },
    /// Host → one guest whose copy is ahead of it (a host that took over before it got
    /// every entry): "send me your entries from `from`", so no change a phone already
    /// showed as done is lost with the host before.
    Lacks {
        /// The first sequence number this host lacks.
        from: Seq,
    },
    /// Guest → host, answering [`Message::Lacks`]: the entries it holds from there, in order.
    Held {
        /// The entries, oldest first (as the host before gave them).
        entries: Vec<Entry>,
    },
}

/// An operation the host committed, as every phone applies it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Entry {
    /// Its place in the record.
    pub seq: Seq,
    /// What was done.
    pub op: Op,
    /// Who tapped it.
    pub author: String,
    /// The game's [`digest`](super::digest::digest) after it, to check each copy.
    pub digest: String,
    /// The asking guest's number for it; sent to that guest only.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub ask: Option<u32>,
}

/// Why the host did not save a guest's tap.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub enum Refusal {
    /// The engine refuses it: the guest says the engine's own reason, in its language.
    Rule(RuleViolation),
    /// Nothing to undo or redo.
    Nothing,
    /// The host's store could not save it.
    NotSaved(Fault),
}

/// The whole shared game, for a guest to take as its copy.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Record {
    /// The shared game's key, the same on every phone.
    pub game: String,
    /// The game's name.
    pub name: String,
    /// Setup, applied and undone commands.
    pub record: GameRecord,
    /// The sequence number the next entry gets.
    pub next: Seq,
    /// Who did what since sharing began (the host's [`log`](super::host::Host::log)).
    pub log: Vec<Line>,
    /// The receiving guest's taps that this record already holds.
    pub answered: Vec<u32>,
    /// The entry from which the guest's copy was found to differ, if it did.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub differs: Option<Seq>,
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

/// A message as text, with its version.
pub fn encode(message: &Message) -> String {
    serde_json::to_string(&Sent { v: VERSION, m: message }).expect("a message is plain data")
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
    use dialkeeper_core::{ActionKind, Command, FigureId};

    use super::*;

    fn every_kind() -> Vec<Message> {
        let op = Op::Apply(Command::GiveAction { figure: FigureId(2), action: ActionKind::Move, roll: None });
        let entry = Entry { seq: 7, op: op.clone(), author: "Ana".into(), digest: "00ff".into(), ask: Some(3) };
        vec![
            Message::Join { game: Some("g".into()), have: 7, phone: "Ana's phone".into(), digest: Some("00ff".into()) },
            Message::Join { game: None, have: 0, phone: "Ben".into(), digest: None },
            Message::Ask { ask: 3, op: Op::Undo, author: "Ben".into() },
            Message::Entry(entry.clone()),
            Message::CatchUp {
                entries: vec![entry, Entry { seq: 8, op: op.clone(), author: "Ben".into(), digest: "1".into(), ask: None }],
                log: None,
            },
            Message::CatchUp { entries: vec![], log: Some(vec![Line { seq: 8, author: "Ben".into(), op }]) },
            Message::Refused { ask: 4, refusal: Refusal::Rule(RuleViolation::NoActionsLeft { allowed: 3 }) },
            Message::Refused { ask: 5, refusal: Refusal::NotSaved(Fault::Full) },
            Message::Ended,
            Message::Takeover { from_seq: 12 },
            Message::Lacks { from: 9 },
            Message::Held { entries: vec![Entry { seq: 9, op: Op::Redo, author: "Cleo".into(), digest: "2".into(), ask: None }] },
        ]
    }

    #[test]
    fn every_message_comes_back_as_it_was_sent() {
        for message in every_kind() {
            let text = encode(&message);
            assert!(text.starts_with("{\"v\":2,\"m\":"), "{text}");
            assert_eq!(decode(&text), Ok(message));
        }
    }

    #[test]
    fn a_message_that_cannot_be_used_is_a_typed_error() {
        assert_eq!(decode("not json"), Err(WireError::Unreadable));
        assert_eq!(decode("[1, 2]"), Err(WireError::Unreadable));
        assert_eq!(decode(r#"{"m":"ended"}"#), Err(WireError::Unreadable), "no version");
        assert_eq!(decode(r#"{"v":"two","m":"ended"}"#), Err(WireError::Unreadable), "no version as a number");
        // A phone of the build before: version 1, the kind inside the message.
        assert_eq!(decode(r#"{"kind":"ended","v":1}"#), Err(WireError::OtherVersion { found: 1 }));
        assert_eq!(decode(r#"{"v":3,"m":{"whatever":{}}}"#), Err(WireError::OtherVersion { found: 3 }));
        assert_eq!(decode(r#"{"v":2,"m":"dance"}"#), Err(WireError::Unknown));
        assert_eq!(decode(r#"{"v":2,"m":{"ask":{"ask":"three"}}}"#), Err(WireError::Unknown));
        assert_eq!(decode(r#"{"v":2}"#), Err(WireError::Unknown), "no message");
        assert_eq!(decode(r#"{"m":"ended","v":2}"#), Ok(Message::Ended), "in any order");
    }
}
