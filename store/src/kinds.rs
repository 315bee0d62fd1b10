//! What the store holds of the game's own types: a setup, a command, a figure and an army
//! entry. It never looks inside them (but for a few facts it reads from their JSON,
//! `facts`); it writes them to its columns as JSON and hands them back.
//!
//! So it holds them in one of two ways. Natively, and for the page that talks to the
//! worker, as the engine's types ([`Typed`]): what the app asks and is answered. The web's
//! store worker holds them as the JSON the page sent, `Unread`: it reads a request's
//! and writes a reply's text without the engine's readers and writers, 59 KB of its
//! wasm's gzip (issue 50). The two are the same text on the wire, so a page asks the
//! worker in [`Typed`] what the worker answers in `Unread`.

use std::fmt::Debug;

use serde::Serialize;
use serde::de::DeserializeOwned;
#[cfg(feature = "sqlite")]
use serde::{Deserialize, Deserializer, Serializer};
#[cfg(feature = "sqlite")]
use serde_json::value::RawValue;

/// What a store holds a game's types as: [`Typed`] or [`Unread`].
pub trait Kinds: Debug + Clone + PartialEq + 'static {
    /// A game's players and armies.
    type Setup: Held;
    /// One command of a game's log.
    type Command: Held;
    /// A catalog figure.
    type FigureDef: Held;
    /// One figure of a saved army.
    type ArmyFigure: Held;
}

/// A value a store holds: written and read as JSON, compared when a move file is read in.
pub trait Held: Serialize + DeserializeOwned + Clone + Debug + PartialEq + Eq {}

impl<T: Serialize + DeserializeOwned + Clone + Debug + PartialEq + Eq> Held for T {}

/// The engine's own types: natively, and the page's side of the worker.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Typed;

impl Kinds for Typed {
    type Setup = dialkeeper_core::Setup;
    type Command = dialkeeper_core::Command;
    type FigureDef = dialkeeper_core::FigureDef;
    type ArmyFigure = dialkeeper_core::ArmyFigure;
}

/// The JSON the page sent, kept as it came: the web's store worker. Only a store has it
/// (the `sqlite` feature): the page reads every reply in the engine's types.
#[cfg(feature = "sqlite")]
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Unread;

#[cfg(feature = "sqlite")]
impl Kinds for Unread {
    type Setup = Json;
    type Command = Json;
    type FigureDef = Json;
    type ArmyFigure = Json;
}

/// One value's JSON text, checked to be JSON and otherwise unread. Two are equal when their
/// texts are: the page writes every value the one way, so the same value is the same
/// text (a move file's army already here is found by it).
#[cfg(feature = "sqlite")]
#[derive(Debug, Clone)]
pub struct Json(Box<RawValue>);

#[cfg(feature = "sqlite")]
impl PartialEq for Json {
    fn eq(&self, other: &Json) -> bool {
        self.0.get() == other.0.get()
    }
}

#[cfg(feature = "sqlite")]
impl Eq for Json {}

#[cfg(feature = "sqlite")]
impl Serialize for Json {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        self.0.serialize(serializer)
    }
}

#[cfg(feature = "sqlite")]
impl<'de> Deserialize<'de> for Json {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        Box::<RawValue>::deserialize(deserializer).map(Json)
    }
}

/// The few facts the store reads from a held value's JSON (a setup's players and size for
/// the games list, a figure's name for its column; `Store::portrait_of` reads a figure's
/// collector number its own way), read the same for both kinds.
///
/// What an unread store cannot see: a row that is JSON but no longer the game's types.
/// It hands such a row on, and its reader finds the damage; a change that reads rows back
/// before it writes (a shared game taken back, `TruncateShare`) is then made, where a
/// typed store refuses it. The game is damaged either way, and a backup holds it whole.
/// Nor can it see that two texts are one value in two shapes (an older build's, without a
/// field since given a default): what a move file holds that is here already is decided by
/// the page, in the game's types (the model's `session::games`).
#[cfg(feature = "sqlite")]
pub(crate) mod facts {
    use serde::Deserialize;

    /// What the games list shows of a setup.
    #[derive(Deserialize)]
    pub(crate) struct SetupFacts {
        pub(crate) players: Vec<PlayerName>,
        pub(crate) game_size: u16,
    }

    /// A player's name.
    #[derive(Deserialize)]
    pub(crate) struct PlayerName {
        pub(crate) name: String,
    }

    /// A figure's name.
    #[derive(Deserialize)]
    pub(crate) struct FigureName {
        pub(crate) name: String,
    }
}
