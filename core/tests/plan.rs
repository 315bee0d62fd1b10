//! Plan, then commit: how the app keeps a game on screen from running ahead of the store.

use crate::common;

use common::{game, plain};
use dialkeeper_core::{ActionKind, Command, FigureId};

fn moves(figure: u16) -> Command {
    Command::GiveAction { figure: FigureId(figure), action: ActionKind::Move, roll: None }
}

#[test]
fn a_plan_changes_nothing_until_it_is_committed_and_then_matches_try_apply() {
    let mut planned_game = game(200, vec![plain("A", 8, 40)], vec![plain("B", 8, 40)]);
    let mut applied_game = planned_game.clone();
    let before = planned_game.state().clone();
    let plan = planned_game.plan(moves(0)).unwrap();
    assert_eq!(planned_game.state(), &before, "planning is not applying");
    let events = planned_game.commit(plan);
    assert_eq!(events, applied_game.try_apply(moves(0)).unwrap());
    assert_eq!(planned_game.state(), applied_game.state());
    assert_eq!(planned_game.record(), applied_game.record());
}

#[test]
fn a_refused_command_has_no_plan() {
    let g = game(200, vec![plain("A", 8, 40)], vec![plain("B", 8, 40)]);
    // Ben's figure cannot act on Ana's turn.
    assert!(g.plan(moves(1)).is_err());
}

#[test]
#[should_panic(expected = "a plan is committed on the game it was made for")]
fn a_plan_made_before_an_undo_cannot_be_committed_after_it() {
    let mut g = game(200, vec![plain("A", 8, 40), plain("C", 8, 40)], vec![plain("B", 8, 40)]);
    g.try_apply(moves(0)).unwrap();
    let stale = g.plan(moves(1)).unwrap();
    g.undo();
    g.commit(stale);
}
