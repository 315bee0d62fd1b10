//! A game shared between phones (the model's `share`): its place in the shared log, kept
//! beside the game's own operations and in the same transaction as each one, so a
//! restart, a kill or a failed commit changes nothing another phone can see.
//!
//! - `shares`: one row per shared game on this phone: the shared game's key, this phone's
//!   id in it, whether it hosts, the highest term it knows, and the base (the game as it
//!   was when sharing began: its record, sequence number and digest);
//! - `share_log`: one row per operation since the base, with the same sequence number as
//!   the game's operation: the term it was given in, the tap it answered (phone and tap
//!   id, unique, so a retried tap can never be saved twice), its author and the digest of
//!   the log up to it;
//! - `share_outbox`: entries this phone held that the host's log did not, taken out of
//!   the game and waiting to be asked of the host again.
//!
//! A game with a `shares` row takes operations only with their place in the log: a tap
//! that went around sharing is refused with [`crate::Fault::Shared`].

use serde::{Deserialize, Serialize};

use crate::games::{GameId, Op, Record};
use crate::kinds::{Kinds, Typed};
pub use crate::stamp::{Stamp, TapId, Term};

/// One entry of the shared log: an operation, its place and its stamp.
///
/// Written as one object, the stamp's fields beside its own, as `#[serde(flatten)]` wrote
/// it; read through [`EntryFields`], because flatten's reader buffers every entry through
/// serde's `Content` (the bytes of a second reader for each field, on every phone).
#[derive(Debug, Clone, PartialEq, Eq, Deserialize)]
#[serde(from = "EntryFields<Op<K>>", bound = "")]
pub struct Entry<K: Kinds = Typed> {
    /// Its place: the game's operation with the same number on every phone.
    pub seq: i64,
    /// What was done.
    pub op: Op<K>,
    /// Its stamp.
    pub stamp: Stamp,
}

/// An [`Entry`] as written: its own fields, then its stamp's (owned when read, borrowed
/// when written).
#[derive(Serialize, Deserialize)]
struct EntryFields<O = Op, T = Term, P = TapId, A = String> {
    seq: i64,
    op: O,
    term: T,
    tap: P,
    author: A,
    digest: u64,
}

impl<K: Kinds> From<EntryFields<Op<K>>> for Entry<K> {
    fn from(EntryFields { seq, op, term, tap, author, digest }: EntryFields<Op<K>>) -> Entry<K> {
        Entry { seq, op, stamp: Stamp { term, tap, author, digest } }
    }
}

impl<K: Kinds> Serialize for Entry<K> {
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        let Stamp { term, tap, author, digest } = &self.stamp;
        EntryFields { seq: self.seq, op: &self.op, term, tap, author, digest: *digest }.serialize(serializer)
    }
}

/// What an undo takes back, or a redo brings back: the change on top of the game's
/// applied (or undone) commands, named by the tap that made it, and how many applied
/// commands the game has. A host refuses an undo whose target is no longer its game's.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Target {
    /// The tap that made the change; `None` for a change made before sharing began.
    pub made_by: Option<TapId>,
    /// The game's applied commands, counted.
    pub applied: usize,
}

/// An entry this phone held that its host's log did not: taken out of the game, to be
/// asked of the host again as the tap it was, with what an undo or redo named then.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(bound = "")]
pub struct Outgoing<K: Kinds = Typed> {
    /// The entry as it was here.
    pub entry: Entry<K>,
    /// For an undo or redo, the change it took back or brought back.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub target: Option<Target>,
}

/// A shared game on this phone, as stored (without its log).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Share {
    /// The game on this phone.
    pub game: GameId,
    /// The shared game's key, the same on every phone.
    pub key: String,
    /// This phone's id in the shared game.
    pub me: String,
    /// Whether this phone hosts it.
    pub hosting: bool,
    /// The highest term this phone knows of.
    pub term: Term,
    /// The operation the log starts after (the game's last when sharing began).
    pub base_seq: i64,
    /// The digest of the game then, the log's first link.
    pub base_digest: u64,
}

/// A shared game with its log, as this phone's store holds it.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(bound = "")]
pub struct StoredShare<K: Kinds = Typed> {
    /// The shared game.
    pub share: Share,
    /// The game's record as sharing began.
    pub base: Record<K>,
    /// The log after the base, oldest first.
    pub entries: Vec<Entry<K>>,
    /// Entries taken out of the game, to ask of the host again, oldest first.
    pub outbox: Vec<Outgoing<K>>,
}

/// One operation of a batch appended to a shared game in one transaction.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(bound = "")]
pub struct Appended<K: Kinds = Typed> {
    /// The entry.
    pub entry: Entry<K>,
    /// The game's record after it, when [`crate::snapshot_due`].
    pub snapshot: Option<Record<K>>,
}

#[cfg(feature = "sqlite")]
mod stored {
    use rusqlite::{OptionalExtension, Transaction, params};

    use super::*;
    use crate::stamp::log_entry;
    use crate::{Store, StoreError};

    const SHARE_COLUMNS: &str = "game_id, key, me, hosting, term, term_by, base_seq, base_digest";

    fn share_row(r: &rusqlite::Row<'_>) -> rusqlite::Result<Share> {
        Ok(Share {
            game: r.get(0)?,
            key: r.get(1)?,
            me: r.get(2)?,
            hosting: r.get(3)?,
            term: Term { n: r.get(4)?, by: r.get(5)? },
            base_seq: r.get(6)?,
            base_digest: r.get::<_, i64>(7)? as u64,
        })
    }

    impl<K: Kinds> Store<K> {
        /// Starts sharing a game this phone holds (it hosts it): its share row and base.
        pub fn start_share(&mut self, share: &Share, base: &Record<K>) -> Result<(), StoreError> {
            let tx = self.conn.transaction()?;
            insert_share::<K>(&tx, share, base)?;
            tx.commit()?;
            Ok(())
        }

        /// Stores the host's game (checked by the guest) as this phone's copy: a new game
        /// at the base, and its share row, in one transaction. Returns the new game's id.
        pub fn adopt_share(&mut self, name: &str, base: &Record<K>, share: &Share) -> Result<GameId, StoreError> {
            let tx = self.conn.transaction()?;
            let t = crate::clock::now();
            tx.execute(
                "INSERT INTO games (name, setup, created_at, updated_at) VALUES (?1, ?2, ?3, ?3)",
                params![name, serde_json::to_string(&base.setup)?, t],
            )?;
            let id = tx.last_insert_rowid();
            tx.execute(
                "INSERT INTO game_snapshots (game_id, seq, record) VALUES (?1, ?2, ?3)",
                params![id, share.base_seq, serde_json::to_string(base)?],
            )?;
            insert_share::<K>(&tx, &Share { game: id, ..share.clone() }, base)?;
            tx.commit()?;
            Ok(id)
        }

        /// Every shared game on this phone.
        pub fn shares(&self) -> Result<Vec<Share>, StoreError> {
            let mut stmt = self.conn.prepare_cached(&format!("SELECT {SHARE_COLUMNS} FROM shares ORDER BY game_id"))?;
            Ok(stmt.query_map([], share_row)?.collect::<Result<_, _>>()?)
        }

        /// A shared game with its log and outbox, if the game is shared here.
        pub fn load_share(&self, game: GameId) -> Result<Option<StoredShare<K>>, StoreError> {
            let share =
                self.conn.query_row(&format!("SELECT {SHARE_COLUMNS} FROM shares WHERE game_id = ?1"), [game], share_row).optional()?;
            let Some(share) = share else { return Ok(None) };
            let base: String = self.conn.query_row("SELECT base FROM shares WHERE game_id = ?1", [game], |r| r.get(0))?;
            let base: Record<K> = serde_json::from_str(&base)?;
            let mut stmt = self.conn.prepare_cached(
                "SELECT l.seq, o.op, o.command, l.term, l.term_by, l.phone, l.tap, l.author, l.digest
                 FROM share_log l JOIN game_ops o ON o.game_id = l.game_id AND o.seq = l.seq
                 WHERE l.game_id = ?1 ORDER BY l.seq",
            )?;
            let entries = stmt
                .query_map([game], |r| {
                    Ok((
                        r.get::<_, i64>(0)?,
                        r.get::<_, String>(1)?,
                        r.get::<_, Option<String>>(2)?,
                        Stamp {
                            term: Term { n: r.get(3)?, by: r.get(4)? },
                            tap: TapId { phone: r.get(5)?, n: r.get::<_, i64>(6)? as u64 },
                            author: r.get(7)?,
                            digest: r.get::<_, i64>(8)? as u64,
                        },
                    ))
                })?
                .map(|row| {
                    let (seq, kind, command, stamp) = row?;
                    Ok(Entry { seq, op: crate::games::read_op(&kind, command.as_deref())?, stamp })
                })
                .collect::<Result<Vec<_>, StoreError>>()?;
            let mut stmt = self.conn.prepare_cached("SELECT entry FROM share_outbox WHERE game_id = ?1 ORDER BY rowid")?;
            let outbox = stmt
                .query_map([game], |r| r.get::<_, String>(0))?
                .map(|text| Ok(serde_json::from_str(&text?)?))
                .collect::<Result<Vec<_>, StoreError>>()?;
            Ok(Some(StoredShare { share, base, entries, outbox }))
        }

        /// Changes a shared game's row: whether this phone hosts, and its term. A game no
        /// longer shared here (sharing ended meanwhile) is an error, not a row made anew.
        pub fn update_share(&mut self, share: &Share) -> Result<(), StoreError> {
            let changed = self.conn.execute(
                "UPDATE shares SET hosting = ?2, term = ?3, term_by = ?4 WHERE game_id = ?1",
                params![share.game, share.hosting, share.term.n, share.term.by],
            )?;
            if changed == 0 {
                return Err(StoreError::NoGame(share.game));
            }
            Ok(())
        }

        /// Stops sharing a game: the game stays, as this phone's own.
        pub fn end_share(&mut self, game: GameId) -> Result<(), StoreError> {
            self.conn.execute("DELETE FROM shares WHERE game_id = ?1", [game])?;
            Ok(())
        }

        /// Appends entries of a shared game, all in one transaction.
        pub fn append_entries(&mut self, game: GameId, batch: &[Appended<K>]) -> Result<(), StoreError> {
            let tx = self.conn.transaction()?;
            for appended in batch {
                crate::games::insert_op(&tx, game, appended.entry.seq, &appended.entry.op, appended.snapshot.as_ref())?;
                log_entry(&tx, game, appended.entry.seq, &appended.entry.stamp)?;
            }
            tx.commit()?;
            Ok(())
        }

        /// Takes a shared game back to its operation `after`: the operations after it go,
        /// `outbox` is kept to be asked of the host again, and the game is read again, as
        /// it stood then, from the base and the log. One transaction.
        pub fn truncate_share(&mut self, game: GameId, after: i64, outbox: &[Outgoing<K>]) -> Result<crate::StoredGame<K>, StoreError> {
            let base: String = self.conn.query_row("SELECT base FROM shares WHERE game_id = ?1", [game], |r| r.get(0))?;
            let base_seq: i64 = self.conn.query_row("SELECT base_seq FROM shares WHERE game_id = ?1", [game], |r| r.get(0))?;
            let mut record: Record<K> = serde_json::from_str(&base)?;
            let ops: Vec<(String, Option<String>)> = {
                let mut stmt = self
                    .conn
                    .prepare_cached("SELECT op, command FROM game_ops WHERE game_id = ?1 AND seq > ?2 AND seq <= ?3 ORDER BY seq")?;
                stmt.query_map(params![game, base_seq, after], |r| Ok((r.get(0)?, r.get(1)?)))?.collect::<Result<_, _>>()?
            };
            for (kind, command) in ops {
                crate::games::keep_op::<K>(&mut record, crate::games::read_op(&kind, command.as_deref())?);
            }
            let tx = self.conn.transaction()?;
            tx.execute("DELETE FROM share_log WHERE game_id = ?1 AND seq > ?2", params![game, after])?;
            tx.execute("DELETE FROM game_ops WHERE game_id = ?1 AND seq > ?2", params![game, after])?;
            tx.execute(
                "INSERT INTO game_snapshots (game_id, seq, record) VALUES (?1, ?2, ?3)
                 ON CONFLICT(game_id) DO UPDATE SET seq = excluded.seq, record = excluded.record",
                params![game, after, serde_json::to_string(&record)?],
            )?;
            for out in outbox {
                let tap = &out.entry.stamp.tap;
                tx.execute(
                    "INSERT OR IGNORE INTO share_outbox (game_id, phone, tap, entry) VALUES (?1, ?2, ?3, ?4)",
                    params![game, tap.phone, tap.n as i64, serde_json::to_string(out)?],
                )?;
            }
            tx.execute("UPDATE games SET updated_at = ?2 WHERE id = ?1", params![game, crate::clock::now()])?;
            tx.commit()?;
            self.load_game(game)
        }

        /// Takes entries out of the outbox once the host answered them.
        pub fn clear_outbox(&mut self, game: GameId, taps: &[TapId]) -> Result<(), StoreError> {
            let tx = self.conn.transaction()?;
            for tap in taps {
                tx.execute(
                    "DELETE FROM share_outbox WHERE game_id = ?1 AND phone = ?2 AND tap = ?3",
                    params![game, tap.phone, tap.n as i64],
                )?;
            }
            tx.commit()?;
            Ok(())
        }
    }

    fn insert_share<K: Kinds>(tx: &Transaction<'_>, share: &Share, base: &Record<K>) -> Result<(), StoreError> {
        tx.execute(
            &format!("INSERT INTO shares ({SHARE_COLUMNS}, base) VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9)"),
            params![
                share.game,
                share.key,
                share.me,
                share.hosting,
                share.term.n,
                share.term.by,
                share.base_seq,
                share.base_digest as i64,
                serde_json::to_string(base)?
            ],
        )?;
        Ok(())
    }
}

#[cfg(test)]
mod entry_tests {
    use dialkeeper_core::{ActionKind, ActionRoll, Command, FigureId};

    use super::*;

    /// The entry as `#[serde(flatten)]` wrote it before: the reference.
    #[derive(Serialize)]
    struct Flattened<'a> {
        seq: i64,
        op: &'a Op,
        #[serde(flatten)]
        stamp: &'a Stamp,
    }

    #[test]
    fn an_entry_is_written_as_flatten_wrote_it_and_read_back() {
        let stamp = Stamp {
            term: Term { n: 2, by: "#0A1B".into() },
            tap: TapId { phone: "#77FF".into(), n: u64::MAX - 3 },
            author: "Zoë".into(),
            digest: u64::MAX,
        };
        let roll = Some(ActionRoll::Attack { targets: vec![FigureId(3)], two_d6: 9, modifier: -1 });
        let ops = [Op::Apply(Command::GiveAction { figure: FigureId(2), action: ActionKind::Ranged, roll }), Op::Undo, Op::Redo];
        for (seq, op) in ops.into_iter().enumerate() {
            let entry = Entry { seq: seq as i64 - 1, op, stamp: stamp.clone() };
            let written = serde_json::to_string(&entry).unwrap();
            assert_eq!(written, serde_json::to_string(&Flattened { seq: entry.seq, op: &entry.op, stamp: &entry.stamp }).unwrap());
            assert_eq!(serde_json::from_str::<Entry>(&written).unwrap(), entry);
        }
        // Read as flatten read it: keys in any order, unknown keys ignored, none missing.
        let json = r##"{"digest":7,"author":"Ana","tap":{"phone":"#1","n":1},"note":0,"term":{"n":1,"by":"#0"},"op":"Undo","seq":4}"##;
        assert_eq!(serde_json::from_str::<Entry>(json).unwrap().stamp.digest, 7);
        let missing =
            serde_json::from_str::<Entry>(r##"{"seq":4,"op":"Undo","term":{"n":1,"by":"#0"},"tap":{"phone":"#1","n":1},"author":"Ana"}"##);
        assert!(missing.unwrap_err().to_string().contains("missing field `digest`"));
    }
}
