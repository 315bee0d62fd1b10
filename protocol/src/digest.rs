//! The shared log's digests: a running fingerprint, one per entry, made from the one
//! before it and the entry alone, so a tap costs one small hash, not a hash of the whole
//! record. Two phones whose digests agree at an entry hold the same log up to it (Raft's
//! log matching, with the digest for the term). It must come out the same on every
//! phone and every build, so it is written here (FNV-1a, 64 bits) rather than taken from
//! the standard library's hasher, whose output may change between Rust versions.

use dialkeeper_core::GameRecord;
use dialkeeper_store::Op;

use super::wire::{Seq, Term};

const OFFSET: u64 = 0xcbf2_9ce4_8422_2325;
const PRIME: u64 = 0x0100_0000_01b3;

fn fold(hash: u64, bytes: &[u8]) -> u64 {
    bytes.iter().fold(hash, |hash, byte| (hash ^ u64::from(*byte)).wrapping_mul(PRIME))
}

/// The log's first link: the game as sharing began, under its key.
pub fn base(key: &str, record: &GameRecord) -> u64 {
    let json = serde_json::to_vec(record).expect("a record is plain data");
    fold(fold(fold(OFFSET, key.as_bytes()), &[0]), &json)
}

/// The digest after an entry: the one before it, then everything the entry carries that
/// changes the game or names it (its place, term, tap and author, and the operation).
pub fn next(before: u64, seq: Seq, term: &Term, tap: &super::wire::TapId, author: &str, op: &Op) -> u64 {
    let mut hash = fold(OFFSET, &before.to_le_bytes());
    hash = fold(hash, &seq.to_le_bytes());
    hash = fold(hash, &term.n.to_le_bytes());
    hash = fold(fold(hash, term.by.as_bytes()), &[0]);
    hash = fold(fold(hash, tap.phone.as_bytes()), &[0]);
    hash = fold(hash, &tap.n.to_le_bytes());
    hash = fold(fold(hash, author.as_bytes()), &[0]);
    match op {
        Op::Apply(command) => fold(hash, &serde_json::to_vec(command).expect("a command is plain data")),
        Op::Undo => fold(hash, b"undo"),
        Op::Redo => fold(hash, b"redo"),
    }
}

#[cfg(test)]
mod tests {
    use dialkeeper_core::{Command, Setup};

    use super::*;
    use crate::wire::TapId;

    #[test]
    fn the_same_log_gives_the_same_digest_and_any_change_another() {
        let record = GameRecord { setup: Setup::default(), applied: vec![], undone: vec![] };
        let first = base("k", &record);
        assert_eq!(first, base("k", &record.clone()));
        assert_ne!(first, base("other", &record), "another game's key");
        let changed = GameRecord { applied: vec![Command::EndTurn], ..record.clone() };
        assert_ne!(first, base("k", &changed));
        let term = Term { n: 1, by: "#1".into() };
        let tap = TapId { phone: "#2".into(), n: 5 };
        let entry = |before, seq, term: &Term, tap: &TapId, author, op: &Op| next(before, seq, term, tap, author, op);
        let one = entry(first, 1, &term, &tap, "Ana", &Op::Undo);
        assert_eq!(one, entry(first, 1, &term, &tap, "Ana", &Op::Undo));
        for other in [
            entry(first ^ 1, 1, &term, &tap, "Ana", &Op::Undo),
            entry(first, 2, &term, &tap, "Ana", &Op::Undo),
            entry(first, 1, &Term { n: 2, by: "#1".into() }, &tap, "Ana", &Op::Undo),
            entry(first, 1, &Term { n: 1, by: "#3".into() }, &tap, "Ana", &Op::Undo),
            entry(first, 1, &term, &TapId { phone: "#2".into(), n: 6 }, "Ana", &Op::Undo),
            entry(first, 1, &term, &tap, "Ben", &Op::Undo),
            entry(first, 1, &term, &tap, "Ana", &Op::Redo),
            entry(first, 1, &term, &tap, "Ana", &Op::Apply(Command::EndTurn)),
        ] {
            assert_ne!(one, other);
        }
    }
}
