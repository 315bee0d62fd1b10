//! Shared by the store's integration tests and its backup benchmark: games played into a
//! store through the protocol, as the app plays them, with a backup asked after each
//! commit when the caller wants one.
#![allow(dead_code)]

#[path = "../../../model/tests/support/mod.rs"]
pub mod support;

use dialkeeper_core::Game;
use dialkeeper_store::{BackupWhen, Fault, GameId, Op, Reply, Request, Store, snapshot_due};

/// A game being played into the store.
pub struct Played {
    pub id: GameId,
    pub name: String,
    pub game: Game,
    /// Operations committed so far.
    pub ops: i64,
    stream: Box<dyn Iterator<Item = Op>>,
    /// An operation the store refused, to try again.
    pending: Option<Op>,
}

impl Played {
    /// Creates a game in the store.
    pub fn new(store: &mut Store, name: &str) -> Played {
        let Ok(Reply::Game(created)) = store.handle(Request::CreateGame { name: name.into(), setup: support::setup() }) else {
            panic!("the game is created")
        };
        let game = Game::from_record(created.record).unwrap();
        Played { id: created.id, name: name.into(), game, ops: 0, stream: Box::new(support::ops()), pending: None }
    }

    /// Plays and commits the next operation, as the session does (snapshot included).
    pub fn step(&mut self, store: &mut Store) {
        self.try_step(store).expect("the operation is saved");
    }

    /// Like [`Played::step`], but a refused operation is kept to be tried again, and the
    /// game stays as last committed (the session's Retry).
    pub fn try_step(&mut self, store: &mut Store) -> Result<(), Fault> {
        let op = self.pending.take().unwrap_or_else(|| self.stream.next().unwrap());
        let mut game = self.game.clone();
        support::play(&mut game, &op);
        let seq = self.ops + 1;
        let snapshot = snapshot_due(seq).then(|| game.record());
        match store.handle(Request::Append { game: self.id, seq, op: op.clone(), snapshot, stamp: None }) {
            Ok(reply) => assert_eq!(reply, Reply::Done),
            Err(fault) => {
                self.pending = Some(op);
                return Err(fault);
            }
        }
        self.game = game;
        self.ops = seq;
        Ok(())
    }
}

/// `games` games of `ops_each` operations each, played in turns of a few operations (as
/// players switch between games over days); `after_each` runs after every commit.
pub fn play_games(store: &mut Store, games: usize, ops_each: usize, mut after_each: impl FnMut(&mut Store)) -> Vec<Played> {
    let mut played: Vec<Played> = (0..games).map(|g| Played::new(store, &format!("Game {}", g + 1))).collect();
    after_each(store);
    let mut done = 0;
    while done < games * ops_each {
        for p in played.iter_mut() {
            for _ in 0..7 {
                if p.ops < ops_each as i64 {
                    p.step(store);
                    after_each(store);
                    done += 1;
                }
            }
        }
    }
    played
}

/// What the real app asks after each commit.
pub fn back_up_if_due(store: &mut Store) {
    let reply = store.handle(Request::BackUp(BackupWhen::IfDue));
    assert!(matches!(reply, Ok(Reply::BackedUp(_))), "{reply:?}");
}
