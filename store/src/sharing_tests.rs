//! The store's part of sharing: a shared game's log beside its operations, in the same
//! transactions; a tap saved at most once; a game taken back to an entry and read again;
//! a shared game refusing an operation that went around sharing.

use dialkeeper_core::{Command, Game};

use super::tests::{commands, setup};
use super::*;

fn stamp(tap: u64, digest: u64) -> Stamp {
    Stamp { term: Term { n: 1, by: "#A".into() }, tap: TapId { phone: "#B".into(), n: tap }, author: "Ben".into(), digest }
}

fn shared(store: &mut Store) -> (GameId, Vec<Command>) {
    let game = store.create_game("Shared", &setup()).unwrap();
    let base = game.record.clone();
    let share = Share {
        game: game.id,
        key: "k".into(),
        me: "#A".into(),
        hosting: true,
        term: Term { n: 1, by: "#A".into() },
        base_seq: 0,
        base_digest: 7,
    };
    store.start_share(&share, &base).unwrap();
    (game.id, commands(6))
}

#[test]
fn a_shared_game_keeps_its_log_beside_its_operations_and_each_tap_once() {
    let mut store = Store::in_memory().unwrap();
    let (id, commands) = shared(&mut store);
    let op = Op::Apply(commands[0].clone());
    let refused = store.append(id, 1, &op, None, None).unwrap_err();
    assert!(matches!(Fault::from(refused), Fault::Shared), "an operation around sharing is refused");
    store.append(id, 1, &op, None, Some(&stamp(1, 11))).unwrap();
    // The same tap again, even at the next place, is not saved twice.
    let again = store.append(id, 2, &Op::Apply(commands[1].clone()), None, Some(&stamp(1, 12)));
    assert!(again.is_err(), "a tap saved twice");
    assert_eq!(store.load_game(id).unwrap().next_seq, 2, "nothing of the refused operation was kept");
    let batch: Vec<Appended> = commands[1..4]
        .iter()
        .enumerate()
        .map(|(i, c)| Appended {
            entry: Entry { seq: i as i64 + 2, op: Op::Apply(c.clone()), stamp: stamp(i as u64 + 2, 20 + i as u64) },
            snapshot: None,
        })
        .collect();
    store.append_entries(id, &batch).unwrap();
    let stored = store.load_share(id).unwrap().unwrap();
    assert_eq!(stored.entries.iter().map(|e| e.seq).collect::<Vec<_>>(), [1, 2, 3, 4]);
    assert_eq!(stored.entries[3].stamp.digest, 22);
    assert_eq!(stored.entries[0].op, op);
    // A batch with a tap already saved is refused whole.
    let bad = vec![
        Appended { entry: Entry { seq: 5, op: Op::Apply(commands[4].clone()), stamp: stamp(9, 1) }, snapshot: None },
        Appended { entry: Entry { seq: 6, op: Op::Apply(commands[5].clone()), stamp: stamp(2, 1) }, snapshot: None },
    ];
    assert!(store.append_entries(id, &bad).is_err());
    assert_eq!(store.load_share(id).unwrap().unwrap().entries.len(), 4, "all or nothing");
}

/// Issue 50: a shared tap writes its operation's row and its log's row (with the index
/// that keeps a tap once), and not the game's row: 4.4 pages a commit before, now 3.4.
#[test]
fn a_shared_tap_commits_its_two_rows_alone() {
    let (_dir, mut store) = super::tests::file_store();
    let (id, _) = shared(&mut store);
    let moves = commands(300);
    let pages = super::tests::log_pages_per_tap(&mut store, 300, |store, i| {
        let seq = i as i64 + 1;
        store.append(id, seq, &Op::Apply(moves[i].clone()), None, Some(&stamp(seq as u64, seq as u64))).unwrap();
    });
    assert!(pages < 3.5, "{pages:.2} pages a shared tap");
}

/// A guest's batch from the host leaves the game's row alone too, and the games list still
/// finds the game's last change in it.
#[test]
fn a_batch_from_the_host_dates_the_game_by_its_last_entry() {
    let mut store = Store::in_memory().unwrap();
    let (id, commands) = shared(&mut store);
    let other = store.create_game("Other", &setup()).unwrap();
    store.conn.execute("UPDATE games SET updated_at = 1000 + id", []).unwrap();
    assert_eq!(store.list_games().unwrap()[0].id, other.id);
    let batch = [Appended { entry: Entry { seq: 1, op: Op::Apply(commands[0].clone()), stamp: stamp(1, 1) }, snapshot: None }];
    store.append_entries(id, &batch).unwrap();
    let first = &store.list_games().unwrap()[0];
    assert_eq!(first.id, id);
    assert!(first.updated_at > 1000 + other.id);
    let row: i64 = store.conn.query_row("SELECT updated_at FROM games WHERE id = ?1", [id], |r| r.get(0)).unwrap();
    assert_eq!(row, 1000 + id, "the batch left the game's row alone");
}

#[test]
fn a_shared_game_taken_back_reads_as_it_stood_and_keeps_its_outbox() {
    let mut store = Store::in_memory().unwrap();
    let (id, commands) = shared(&mut store);
    let mut expected = Game::new(setup()).unwrap();
    for (i, c) in commands.iter().enumerate() {
        store.append(id, i as i64 + 1, &Op::Apply(c.clone()), None, Some(&stamp(i as u64, i as u64))).unwrap();
        if i < 2 {
            expected.try_apply(c.clone()).unwrap();
        }
    }
    let out = Outgoing { entry: store.load_share(id).unwrap().unwrap().entries[2].clone(), target: None };
    let back = store.truncate_share(id, 2, std::slice::from_ref(&out)).unwrap();
    assert_eq!(back.record.clone(), expected.record());
    assert_eq!(back.next_seq, 3);
    let stored = store.load_share(id).unwrap().unwrap();
    assert_eq!(stored.entries.len(), 2);
    assert_eq!(stored.outbox, std::slice::from_ref(&out));
    // Reopened, the same; the taken tap may be saved again, once.
    assert_eq!(store.load_game(id).unwrap().record.clone(), expected.record());
    store.append(id, 3, &out.entry.op, None, Some(&out.entry.stamp)).unwrap();
    store.clear_outbox(id, std::slice::from_ref(&out.entry.stamp.tap)).unwrap();
    assert!(store.load_share(id).unwrap().unwrap().outbox.is_empty());
    // Sharing ended: the game is this phone's own, and takes operations again.
    store.end_share(id).unwrap();
    assert!(store.load_share(id).unwrap().is_none());
    store.append(id, 4, &Op::Undo, None, None).unwrap();
}

#[test]
fn a_copy_is_adopted_at_the_hosts_base_numbering() {
    let mut store = Store::in_memory().unwrap();
    let mut game = Game::new(setup()).unwrap();
    for c in commands(3) {
        game.try_apply(c).unwrap();
    }
    let share = Share {
        game: 0,
        key: "host-key".into(),
        me: "#C".into(),
        hosting: false,
        term: Term { n: 2, by: "#A".into() },
        base_seq: 41,
        base_digest: 9,
    };
    let id = store.adopt_share("Copy", &game.record(), &share).unwrap();
    let stored = store.load_game(id).unwrap();
    assert_eq!((stored.next_seq, stored.record.clone()), (42, game.record()), "the next operation is the host's next");
    let row = store.load_share(id).unwrap().unwrap();
    assert_eq!(row.share, Share { game: id, ..share.clone() });
    assert_eq!(row.base, game.record());
    assert_eq!(store.shares().unwrap(), [Share { game: id, ..share.clone() }]);
    assert!(store.adopt_share("Again", &game.record(), &share).is_err(), "one copy per shared game");
    let mut moved = row.share.clone();
    moved.term = Term { n: 3, by: "#C".into() };
    moved.hosting = true;
    store.update_share(&moved).unwrap();
    assert_eq!(store.load_share(id).unwrap().unwrap().share, moved);
    // Deleting the game deletes its share; a share no longer there is not made anew.
    store.delete_game(id).unwrap();
    assert!(store.shares().unwrap().is_empty());
    assert!(store.update_share(&moved).is_err());
}
