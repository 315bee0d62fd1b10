//! A phone's shared log, as its store holds it: the share row, the base, the entries
//! after it and the outbox. The store is the truth; this is what was read from it or
//! written to it, kept to answer without asking the store (a page, a digest, a tap
//! already saved). Every change goes to the store first, in the same transaction as the
//! game's operation, and only then here.

use dialkeeper_core::GameRecord;
use dialkeeper_store::{Op, Outgoing, Share, StoredShare};

use super::digest;
use super::wire::{Entry, Line, PAGE_BYTES, Seq, Stamp, TapId, Target, Term};

/// A shared game's log on this phone.
#[derive(Debug, Clone)]
pub struct Log {
    /// The share row.
    pub share: Share,
    /// The game as sharing began.
    pub base: GameRecord,
    /// The entries after the base, oldest first: `entries[i].seq == base_seq + 1 + i`.
    pub entries: Vec<Entry>,
    /// Entries taken out of the game, to be asked of the host again.
    pub outbox: Vec<Outgoing>,
}

/// How many entries a page holds at most, whatever their size.
const PAGE_ENTRIES: usize = 1_000;

impl Log {
    /// The log as the store read it.
    pub fn new(stored: StoredShare) -> Log {
        Log { share: stored.share, base: stored.base, entries: stored.entries, outbox: stored.outbox }
    }

    /// The last entry's sequence number and digest (the base's, with no entry yet).
    pub fn last(&self) -> (Seq, u64) {
        self.entries.last().map_or((self.share.base_seq, self.share.base_digest), |e| (e.seq, e.stamp.digest))
    }

    /// The digest of the log up to `seq`, if this log reaches it.
    pub fn digest_at(&self, seq: Seq) -> Option<u64> {
        if seq == self.share.base_seq {
            return Some(self.share.base_digest);
        }
        let at = usize::try_from(seq - self.share.base_seq - 1).ok()?;
        self.entries.get(at).map(|e| e.stamp.digest)
    }

    /// Points of this log, newest first: the last, then 1, 2, 4, 8… entries before it,
    /// and the base, so a host finds the last point both hold in one answer.
    pub fn ladder(&self) -> Vec<(Seq, u64)> {
        let (last, _) = self.last();
        let mut points = Vec::new();
        let mut back = 0;
        while last - back > self.share.base_seq {
            let seq = last - back;
            points.extend(self.digest_at(seq).map(|d| (seq, d)));
            back = if back == 0 { 1 } else { back * 2 };
        }
        points.push((self.share.base_seq, self.share.base_digest));
        points
    }

    /// The newest point of `ladder` this log holds too.
    pub fn best_match(&self, ladder: &[(Seq, u64)]) -> Option<Seq> {
        ladder.iter().filter(|(seq, digest)| self.digest_at(*seq) == Some(*digest)).map(|(seq, _)| *seq).max()
    }

    /// The entries after `after`, as many as a page holds.
    pub fn page(&self, after: Seq) -> Vec<Entry> {
        let start = usize::try_from(after - self.share.base_seq).unwrap_or(0);
        let mut bytes = 0;
        let mut page = Vec::new();
        for entry in self.entries.iter().skip(start).take(PAGE_ENTRIES) {
            bytes += serde_json::to_vec(entry).map_or(0, |json| json.len());
            if bytes > PAGE_BYTES && !page.is_empty() {
                break;
            }
            page.push(entry.clone());
        }
        page
    }

    /// The entry that answered a tap, if one did.
    pub fn answered(&self, tap: &TapId) -> Option<&Entry> {
        self.entries.iter().rev().find(|e| e.stamp.tap == *tap)
    }

    /// Whether `entry` is the next one here: its number follows the last, and its
    /// digest is the one this log gives it (the log up to it is the same).
    pub fn follows(&self, entry: &Entry) -> bool {
        let (last, before) = self.last();
        entry.seq == last + 1
            && entry.stamp.digest == digest::next(before, entry.seq, &entry.stamp.term, &entry.stamp.tap, &entry.stamp.author, &entry.op)
    }

    /// Whether this log holds `entry` as it is.
    pub fn holds(&self, entry: &Entry) -> bool {
        self.digest_at(entry.seq) == Some(entry.stamp.digest)
    }

    /// The stamp of the next entry, saved by the host in its term.
    pub fn stamp(&self, seq: Seq, term: &Term, tap: TapId, author: String, op: &Op) -> Stamp {
        let (_, before) = self.last();
        let digest = digest::next(before, seq, term, &tap, &author, op);
        Stamp { term: term.clone(), tap, author, digest }
    }

    /// What an undo or a redo would name now ([`Target`]): from the log replayed as a
    /// stack of who made each applied and each undone change, and the count of applied
    /// commands from the base's on.
    pub fn target(&self, op: &Op) -> Option<Target> {
        // A new command names nothing, and is said so before the walk: every tap asks,
        // and the walk grows with the log.
        let undo = match op {
            Op::Apply(_) => return None,
            Op::Undo => true,
            Op::Redo => false,
        };
        // The taps borrowed as the walk goes, and only the one named copied.
        let (mut done, mut undone): (Vec<Option<&TapId>>, Vec<Option<&TapId>>) = (Vec::new(), Vec::new());
        let mut applied = self.base.applied.len();
        for entry in &self.entries {
            match entry.op {
                Op::Apply(_) => {
                    done.push(Some(&entry.stamp.tap));
                    undone.clear();
                    applied += 1;
                }
                // Past the log's start: a change made before sharing began.
                Op::Undo => {
                    undone.push(done.pop().flatten());
                    applied = applied.saturating_sub(1);
                }
                Op::Redo => {
                    done.push(undone.pop().flatten());
                    applied += 1;
                }
            }
        }
        let made_by = if undo { done.pop() } else { undone.pop() };
        Some(Target { made_by: made_by.flatten().cloned(), applied })
    }

    /// The entries after `after`, each with what an undo or a redo named when it was
    /// made, to be asked of the host again.
    pub fn outgoing_after(&self, after: Seq) -> Vec<Outgoing> {
        let mut before = Log { entries: Vec::new(), outbox: Vec::new(), ..self.clone() };
        let mut out = Vec::new();
        for entry in &self.entries {
            if entry.seq > after {
                out.push(Outgoing { entry: entry.clone(), target: before.target(&entry.op) });
            }
            before.entries.push(entry.clone());
        }
        out
    }

    /// The line of the entry that made a change, for a player's message.
    pub fn line_of(&self, made_by: Option<&TapId>) -> Option<Line> {
        let tap = made_by?;
        self.entries.iter().rev().find(|e| e.stamp.tap == *tap && matches!(e.op, Op::Apply(_))).map(Line::from)
    }

    /// Who did what since sharing began, oldest first.
    pub fn lines(&self) -> Vec<Line> {
        self.entries.iter().map(Line::from).collect()
    }

    /// The highest term this phone knows of.
    pub fn term(&self) -> &Term {
        &self.share.term
    }
}

#[cfg(test)]
mod tests {
    use dialkeeper_core::{Command, Setup};

    use super::*;

    fn log(entries: usize) -> Log {
        let base = GameRecord { setup: Setup::default(), applied: vec![], undone: vec![] };
        let share = Share {
            game: 1,
            key: "k".into(),
            me: "#1".into(),
            hosting: true,
            term: Term { n: 1, by: "#1".into() },
            base_seq: 10,
            base_digest: digest::base("k", &base),
        };
        let mut log = Log { share, base, entries: vec![], outbox: vec![] };
        for i in 0..entries {
            let op = if i % 3 == 2 { Op::Undo } else { Op::Apply(Command::Pass) };
            let tap = TapId { phone: "#1".into(), n: i as u64 };
            let seq = log.last().0 + 1;
            let stamp = log.stamp(seq, &Term { n: 1, by: "#1".into() }, tap, "Ana".into(), &op);
            log.entries.push(Entry { seq, op, stamp });
        }
        log
    }

    #[test]
    fn a_ladder_reaches_back_to_the_base_and_finds_the_last_point_both_hold() {
        let long = log(40);
        let ladder = long.ladder();
        assert_eq!(ladder.first().map(|p| p.0), Some(50));
        assert_eq!(ladder.last().map(|p| p.0), Some(10), "the base");
        assert!(ladder.len() < 10, "{ladder:?}");
        let short = log(20);
        assert_eq!(short.best_match(&ladder), Some(18), "the newest point of the long log the short one holds: {ladder:?}");
        assert_eq!(long.best_match(&short.ladder()), Some(30));
        let mut other = log(0);
        other.share.base_digest ^= 1;
        assert_eq!(other.best_match(&ladder), None, "another game");
        assert!(long.follows(&log(41).entries[40]));
        assert!(!short.follows(&long.entries[21]), "not the next one");
    }

    #[test]
    fn an_undo_names_the_change_on_top() {
        let log = log(3); // pass (tap 0), pass (tap 1), undo (takes tap 1 back)
        let top = log.target(&Op::Undo).unwrap();
        assert_eq!((top.made_by.map(|t| t.n), top.applied), (Some(0), 1));
        assert_eq!(log.target(&Op::Redo).unwrap().made_by.map(|t| t.n), Some(1));
        assert_eq!(log.target(&Op::Apply(Command::Pass)), None);
    }
}
