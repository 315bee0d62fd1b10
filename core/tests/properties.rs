//! Property tests over random command sequences, with a dial from the repository's sample
//! feed (invented figures), so they run on a bare clone.

use crate::common;

use common::*;
use dialkeeper_core::*;
use proptest::prelude::*;

fn any_command(figures: u16) -> impl Strategy<Value = Command> {
    let fig = (0..figures + 1).prop_map(FigureId); // one past the end: unknown ids too
    let kind = prop::sample::select(ActionKind::ALL.to_vec());
    let roll = prop_oneof![
        Just(None),
        (0u8..8).prop_map(|d6| Some(ActionRoll::BreakAway { d6 })),
        (prop::collection::vec((0..figures + 1).prop_map(FigureId), 0..3), 1u8..14, -2i8..3)
            .prop_map(|(targets, two_d6, modifier)| Some(ActionRoll::Attack { targets, two_d6, modifier })),
        ((0..figures).prop_map(FigureId), 1u8..14, 0u8..4).prop_map(|(target, two_d6, clicks)| Some(ActionRoll::Heal {
            target,
            two_d6,
            clicks,
            target_in_contact: false
        })),
    ];
    prop_oneof![
        4 => (fig.clone(), kind, roll).prop_map(|(figure, action, roll)| Command::GiveAction { figure, action, roll }),
        1 => Just(Command::Pass),
        2 => (fig.clone(), 0u8..2, 0u8..4).prop_map(|(figure, dial, clicks)| Command::Damage { figure, dial, clicks }),
        1 => (fig, 0u8..2, 0u8..3).prop_map(|(figure, dial, clicks)| Command::Heal { figure, dial, clicks }),
        2 => Just(Command::EndTurn),
    ]
}

fn small_game() -> Game {
    let g = sample("Brackwater Halberdier - *");
    game(300, vec![g.clone(), plain("Archer", 4, 40), g.clone()], vec![g, plain("Brute", 6, 60)])
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 256, ..ProptestConfig::default() })]

    #[test]
    fn undo_after_any_command_restores_the_exact_prior_state(commands in prop::collection::vec(any_command(5), 1..60)) {
        let mut game = small_game();
        for command in commands {
            let before = game.state().clone();
            let eliminated_before = match &command {
                Command::GiveAction { figure, .. } => game.state().figures.get(figure.0 as usize).is_some_and(|f| f.eliminated),
                _ => false,
            };
            match game.try_apply(command.clone()) {
                Ok(_) => {
                    prop_assert!(!eliminated_before, "an eliminated figure was given an action");
                    let after = game.state().clone();
                    game.undo();
                    prop_assert_eq!(game.state(), &before);
                    game.redo();
                    prop_assert_eq!(game.state(), &after);
                }
                Err(_) => prop_assert_eq!(game.state(), &before),
            }
            for (id, fs) in game.figure_ids().zip(&game.state().figures) {
                prop_assert!(fs.tokens <= 2, "tokens never exceed two");
                let def = &game.figure(id).unwrap().def;
                for (dial, &click) in def.dials.iter().zip(&fs.clicks) {
                    prop_assert!(click <= dial.ko_index(), "the click stays on the dial");
                    prop_assert_eq!(click == dial.ko_index(), fs.eliminated);
                }
            }
        }
    }

    /// Issue 50: a record kept by hand (`applied_one`, `undone_one`, `redone_one`, as the
    /// store keeps one without the engine) is the game's own record after every step the
    /// rules allowed, and every undo and redo, even with nothing to undo or redo.
    #[test]
    fn a_record_kept_by_hand_is_the_games_own(steps in prop::collection::vec(prop_oneof![
        6 => any_command(5).prop_map(Some),
        2 => Just(None),
    ].prop_flat_map(|step| (Just(step), any::<bool>())), 1..80)) {
        let mut game = small_game();
        let mut kept = game.record();
        for (step, undo) in steps {
            match step {
                Some(command) => {
                    if game.try_apply(command.clone()).is_ok() {
                        kept.applied_one(command);
                    }
                }
                None if undo => {
                    game.undo();
                    kept.undone_one();
                }
                None => {
                    game.redo();
                    kept.redone_one();
                }
            }
            prop_assert_eq!(&kept, &game.record());
        }
    }

    #[test]
    fn a_record_replays_to_the_same_game(commands in prop::collection::vec(any_command(5), 1..40), undos in 0usize..5) {
        let mut game = small_game();
        for command in commands {
            let _ = game.try_apply(command);
        }
        for _ in 0..undos {
            game.undo();
        }
        let back = Game::from_record(game.record()).unwrap();
        prop_assert_eq!(back.state(), game.state());
        prop_assert_eq!(back.record(), game.record());
    }
}

/// Says in the test output when the real-data rule tests are compiled out (`cfg(no_shared)`).
#[test]
#[cfg_attr(no_shared, ignore = "../shared/fixtures is not beside this clone: tests/core_rules.rs is skipped")]
fn the_real_feed_is_beside_the_clone() {
    let shared = concat!(env!("CARGO_MANIFEST_DIR"), "/../../shared/fixtures/mkstats-rebellion-lancers.json");
    assert!(std::path::Path::new(shared).is_file(), "tests/core_rules.rs reads it");
}
