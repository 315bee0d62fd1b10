//! An operation's place in a shared game's log (see `sharing.rs`), written by the games'
//! own append in the same transaction as the operation. Apart from `sharing.rs`, so that
//! storing an operation does not depend on the rest of sharing, which depends on it.

use serde::{Deserialize, Serialize};

/// A term: the count of hosts the shared game has had, and the phone that hosts in it.
/// A later term (by count, then by phone, so two phones that took over at once are
/// still ordered) wins: its host's log is the game.
#[derive(Debug, Clone, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub struct Term {
    /// How many hosts the game has had, this one counted.
    pub n: u32,
    /// The hosting phone's id.
    pub by: String,
}

/// A tap, named by the phone it was made on and that phone's number for it: a retried
/// tap keeps its name, so the host answers it instead of saving it again.
#[derive(Debug, Clone, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub struct TapId {
    /// The phone's id.
    pub phone: String,
    /// The phone's number for the tap.
    pub n: u64,
}

/// What the shared log says of one operation, besides the operation itself.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Stamp {
    /// The term the host gave it in.
    pub term: Term,
    /// The tap it answered.
    pub tap: TapId,
    /// Who tapped it (a player's or a phone's name), for the log screen.
    pub author: String,
    /// The digest of the log up to and with it.
    pub digest: u64,
}

#[cfg(feature = "sqlite")]
mod stored {
    use rusqlite::{OptionalExtension, Transaction, params};

    use super::Stamp;
    use crate::StoreError;
    use crate::ids::GameId;

    /// Writes an entry's stamp beside its operation.
    pub(crate) fn log_entry(tx: &Transaction<'_>, game: GameId, seq: i64, stamp: &Stamp) -> Result<(), StoreError> {
        tx.prepare_cached(
            "INSERT INTO share_log (game_id, seq, term, term_by, phone, tap, author, digest) VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8)",
        )?
        .execute(params![
            game,
            seq,
            stamp.term.n,
            stamp.term.by,
            stamp.tap.phone,
            stamp.tap.n as i64,
            stamp.author,
            stamp.digest as i64
        ])?;
        Ok(())
    }

    /// Whether a game is shared on this phone: it then takes operations only with their
    /// stamp.
    pub(crate) fn is_shared(tx: &Transaction<'_>, game: GameId) -> Result<bool, StoreError> {
        Ok(tx.prepare_cached("SELECT 1 FROM shares WHERE game_id = ?1")?.query_row([game], |_| Ok(())).optional()?.is_some())
    }
}

#[cfg(feature = "sqlite")]
pub(crate) use stored::{is_shared, log_entry};
