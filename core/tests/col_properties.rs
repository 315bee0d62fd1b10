//! Property tests for colossals and chariots over random command sequences.

use crate::colossal_support;

use colossal_support::*;
use dialkeeper_core::*;
use proptest::prelude::*;

/// Ana: chariot #0, passenger #1, colossal #2. Ben: soldier #3, colossal #4.
fn col_game() -> Game {
    game(
        vec![chariot("Chariot"), soldier("Rider", 2, None), colossal("Dragon")],
        vec![soldier("Ben's soldier", 4, None), colossal("Serpent")],
    )
}

const FIGURES: u16 = 5;

fn section() -> impl Strategy<Value = Section> {
    prop::sample::select(Section::ALL.to_vec())
}

fn aim() -> impl Strategy<Value = SectionAim> {
    prop_oneof![
        section().prop_map(SectionAim::One),
        (section(), section()).prop_map(|(a, b)| SectionAim::Two(a, b)),
        Just(SectionAim::Centre),
    ]
}

fn target_aim(figure: u16) -> impl Strategy<Value = TargetAim> {
    let aim = prop_oneof![4 => section().prop_map(SectionAim::One), 1 => aim()];
    (aim, prop::option::of(section()), prop::option::of(section()), 1u8..7).prop_map(move |(aim, controller_pick, attacker_pick, d6)| {
        TargetAim { figure: FigureId(figure), aim, controller_pick, attacker_pick, shielded: vec![], passenger_d6: Some(d6) }
    })
}

/// Answers with an aim at every colossal of [`col_game`].
fn answers() -> impl Strategy<Value = ActionAnswers> {
    (prop::option::of(section()), prop::bool::weighted(0.2), target_aim(0), target_aim(2), target_aim(4), prop::bool::weighted(0.2))
        .prop_map(|(push_to, long_range, a, b, c, backward)| ActionAnswers {
            push_to,
            long_range,
            aims: vec![a, b, c],
            backward,
            ..ActionAnswers::default()
        })
}

fn roll() -> impl Strategy<Value = Option<ActionRoll>> {
    prop_oneof![
        Just(None),
        (1u8..7).prop_map(|d6| Some(ActionRoll::BreakAway { d6 })),
        (prop::collection::vec((0..FIGURES).prop_map(FigureId), 1..2), 2u8..13).prop_map(|(targets, two_d6)| Some(ActionRoll::Attack {
            targets,
            two_d6,
            modifier: 0
        })),
    ]
}

fn any_command() -> impl Strategy<Value = Command> {
    let fig = (0..FIGURES).prop_map(FigureId);
    let kind = prop::sample::select(ActionKind::ALL.to_vec());
    prop_oneof![
        4 => (fig.clone(), section(), kind.clone(), roll(), answers()).prop_map(|(figure, section, action, roll, answers)| {
            Command::GiveSectionAction { figure, section, action, roll, answers }
        }),
        2 => (fig.clone(), kind.clone(), roll(), answers())
            .prop_map(|(figure, action, roll, answers)| Command::GiveAnsweredAction { figure, action, roll, answers }),
        1 => (fig.clone(), kind).prop_map(|(figure, action)| Command::GiveAction { figure, action, roll: None }),
        2 => (fig.clone(), 0u8..4, 1u8..3).prop_map(|(figure, dial, clicks)| Command::Damage { figure, dial, clicks }),
        2 => (0u8..4, 1u8..4).prop_map(|(dial, clicks)| Command::Damage { figure: FigureId(0), dial, clicks }),
        1 => ((0..FIGURES).prop_flat_map(target_aim), 1u8..4).prop_map(|(target, dealt)| Command::AreaDamage { target, dealt }),
        1 => (fig.clone(), 0u8..4, 1u8..3).prop_map(|(figure, dial, clicks)| Command::Heal { figure, dial, clicks }),
        1 => section().prop_map(|section| Command::Board { figure: FigureId(1), chariot: FigureId(0), section, sentry: false }),
        1 => section().prop_map(|section| Command::Disembark { figure: FigureId(1), section }),
        2 => (1u8..7).prop_map(|d6| Command::WreckRoll { figure: FigureId(1), d6 }),
        2 => Just(Command::EndTurn),
    ]
}

/// Skulls showing on every colossal of the game, 0 for other figures.
fn all_skulls(game: &Game) -> Vec<u8> {
    game.figure_ids().map(|id| game.colossal_skulls(id).unwrap_or(0)).collect()
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 192, ..ProptestConfig::default() })]

    #[test]
    fn skulls_never_decrease_from_damage_and_inactive_sections_never_act(
        start_aboard in any::<bool>(),
        commands in prop::collection::vec(any_command(), 1..60),
    ) {
        let mut game = col_game();
        if start_aboard {
            ok(&mut game, Command::DeployPassenger { figure: FigureId(1), chariot: FigureId(0) });
        }
        for command in commands {
            let skulls_before = all_skulls(&game);
            let acting_inactive = match &command {
                Command::GiveSectionAction { figure, section, .. } => game.section_active(*figure, *section) == Some(false),
                _ => false,
            };
            let before = game.state().clone();
            if game.try_apply(command.clone()).is_err() {
                prop_assert_eq!(game.state(), &before);
                continue;
            }
            prop_assert!(!acting_inactive, "an inactive section was given an action: {:?}", command);
            if !matches!(command, Command::Heal { .. }) {
                for (b, a) in skulls_before.iter().zip(all_skulls(&game)) {
                    prop_assert!(a >= *b, "skulls went down after {:?}", command);
                }
            }
            let state = game.state();
            for id in game.figure_ids() {
                let fs = state.figure(id);
                prop_assert!(fs.tokens <= 2);
                if let Some(p) = fs.colossal.passenger {
                    prop_assert_eq!(state.figure(p).colossal.aboard, Some(id), "passenger links agree");
                    prop_assert!(!fs.eliminated && !state.figure(p).eliminated);
                }
                if game.figure(id).unwrap().def.is_colossal() && !fs.eliminated {
                    prop_assert!(game.colossal_skulls(id).unwrap() < 6, "six skulls eliminate");
                }
            }
        }
    }

    #[test]
    fn undo_restores_sections_and_the_passenger_exactly(commands in prop::collection::vec(any_command(), 1..60)) {
        let mut game = col_game();
        ok(&mut game, Command::DeployPassenger { figure: FigureId(1), chariot: FigureId(0) });
        for command in commands {
            let before = game.state().clone();
            if game.try_apply(command).is_ok() {
                let after = game.state().clone();
                game.undo();
                prop_assert_eq!(game.state(), &before);
                prop_assert_eq!(game.state().figure(FigureId(0)).colossal.passenger, before.figure(FigureId(0)).colossal.passenger);
                game.redo();
                prop_assert_eq!(game.state(), &after);
            } else {
                prop_assert_eq!(game.state(), &before);
            }
        }
        let back = Game::from_record(game.record()).unwrap();
        prop_assert_eq!(back.state(), game.state());
    }
}
