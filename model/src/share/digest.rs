//! A short fingerprint of a game's record, sent with each entry so every phone can check
//! that its copy is the host's after applying it. It must come out the same on every
//! phone and every build, so it is written here (FNV-1a over the record's JSON) rather
//! than taken from the standard library's hasher, whose output may change between
//! Rust versions.

use dialkeeper_core::GameRecord;

/// The record's fingerprint, as 16 hexadecimal digits.
pub fn digest(record: &GameRecord) -> String {
    let json = serde_json::to_vec(record).expect("a record is plain data");
    let hash = json.iter().fold(0xcbf2_9ce4_8422_2325_u64, |hash, byte| (hash ^ u64::from(*byte)).wrapping_mul(0x0100_0000_01b3));
    format!("{hash:016x}")
}

#[cfg(test)]
mod tests {
    use dialkeeper_core::{Command, Setup};

    use super::*;

    #[test]
    fn the_same_record_gives_the_same_digest_and_a_change_another() {
        let record = GameRecord { setup: Setup::default(), applied: vec![], undone: vec![] };
        assert_eq!(digest(&record), digest(&record.clone()));
        assert_eq!(digest(&record).len(), 16);
        let changed = GameRecord { applied: vec![Command::EndTurn], ..record.clone() };
        assert_ne!(digest(&record), digest(&changed));
        let undone = GameRecord { undone: vec![Command::EndTurn], ..record.clone() };
        assert_ne!(digest(&changed), digest(&undone), "an undone command is not an applied one");
    }
}
