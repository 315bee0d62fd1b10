//! One or more tests per [track] CHR rule, named after the rule id.

use crate::colossal_support;

use Section::{Front, Left, Rear, Right};
use colossal_support::*;
use dialkeeper_core::*;

const CHARIOT: FigureId = FigureId(0);
const PASSENGER: FigureId = FigureId(1);

fn deploy(game: &mut Game) {
    ok(game, Command::DeployPassenger { figure: PASSENGER, chariot: CHARIOT });
}

fn board(section: Section) -> Command {
    Command::Board { figure: PASSENGER, chariot: CHARIOT, section, sentry: false }
}

fn passenger_of(game: &Game) -> Option<FigureId> {
    game.state().figure(CHARIOT).colossal.passenger
}

#[test]
fn chr_01_a_colossal_with_the_wheel_movement_type_is_a_chariot() {
    assert!(chariot("C").is_chariot());
    let mut wheel = colossal("Wheeled");
    wheel.speed_type = SpeedType::Wheel;
    assert!(wheel.is_chariot());
    assert!(!colossal("Dragon").is_chariot());
    assert!(!soldier("S", 2, None).is_chariot());
    let mut game = game(vec![colossal("Dragon"), soldier("S", 2, None)], vec![soldier("B", 2, None)]);
    let v = refused(&mut game, board(Rear));
    assert_eq!((v.clone(), v.rule()), (RuleViolation::NotAChariot { figure: CHARIOT }, RuleId::Chr01));
}

#[test]
fn chr_02_a_chariot_cannot_move_straight_backward() {
    let backward = ActionAnswers { backward: true, ..ActionAnswers::default() };
    let cmd =
        |figure| Command::GiveSectionAction { figure, section: Front, action: ActionKind::Move, roll: None, answers: backward.clone() };
    let mut game = chariot_game(false);
    let v = refused(&mut game, cmd(CHARIOT));
    assert_eq!((v.clone(), v.rule()), (RuleViolation::ChariotCannotReverse { figure: CHARIOT }, RuleId::Chr02));
    ok(&mut game, section_act(0, Front, ActionKind::Move));
    let mut game = duel();
    ok(&mut game, cmd(FigureId(0)));
}

#[test]
fn chr_03_one_friendly_passenger_never_a_colossal_or_a_horseshoe_figure() {
    let mut horse = soldier("Horse", 2, None);
    horse.speed_type = SpeedType::Horseshoe;
    let mut game =
        game(vec![chariot("C"), soldier("S", 2, None), soldier("T", 2, None), horse, colossal("D")], vec![soldier("B", 2, None)]);
    let deploy = |figure| Command::DeployPassenger { figure: id(figure), chariot: CHARIOT };
    let v = refused(&mut game, deploy(3));
    assert_eq!((v.clone(), v.rule()), (RuleViolation::CannotBePassenger { figure: id(3) }, RuleId::Chr03));
    assert_eq!(refused(&mut game, deploy(4)).rule(), RuleId::Chr03);
    assert_eq!(refused(&mut game, deploy(5)).rule(), RuleId::Chr05, "an opposing figure");
    let events = ok(&mut game, deploy(1));
    assert_eq!(events, vec![Event::Boarded { figure: PASSENGER, chariot: CHARIOT }]);
    assert_eq!(passenger_of(&game), Some(PASSENGER));
    assert_eq!(game.state().figure(PASSENGER).colossal.aboard, Some(CHARIOT));
    let v = refused(&mut game, deploy(2));
    assert_eq!((v.clone(), v.rule()), (RuleViolation::ChariotFull { chariot: CHARIOT }, RuleId::Chr03));
    assert_eq!(refused(&mut game, deploy(1)), RuleViolation::AlreadyAboard { figure: PASSENGER });
    game.undo();
    ok(&mut game, Command::Pass);
    assert_eq!(refused(&mut game, deploy(1)), RuleViolation::DeployAfterStart, "only at the start of the game");
}

/// A starting passenger is part of the setup: `Game::new` seats it, so the new game is one
/// step and no undo takes it out; the boarding rules still decide who may ride.
#[test]
fn chr_03_a_starting_passenger_is_seated_by_the_setup_and_no_undo_removes_it() {
    let mut horse = soldier("Horse", 2, None);
    horse.speed_type = SpeedType::Horseshoe;
    let setup = |aboard: Vec<(usize, u16)>, with_horse: bool| {
        let mut army: Vec<ArmyFigure> =
            [chariot("C"), soldier("S", 2, None), soldier("T", 2, None)].into_iter().map(ArmyFigure::new).collect();
        if with_horse {
            army.push(ArmyFigure::new(horse.clone()));
        }
        for (passenger, chariot) in aboard {
            army[passenger].aboard = Some(chariot);
        }
        Setup {
            game_size: 1000,
            players: vec![
                PlayerSetup { name: "Ana".into(), army },
                PlayerSetup { name: "Ben".into(), army: vec![ArmyFigure::new(soldier("B", 2, None))] },
            ],
            ..Default::default()
        }
    };
    let mut game = Game::new(setup(vec![(1, 0)], false)).unwrap();
    assert_eq!(passenger_of(&game), Some(PASSENGER));
    assert_eq!(game.state().figure(PASSENGER).colossal.aboard, Some(CHARIOT));
    assert!(!game.can_undo(), "seated by the setup, not by an undoable step");
    game.undo();
    assert_eq!(passenger_of(&game), Some(PASSENGER));
    // Old records that deployed the passenger with a command still replay.
    let mut old = Game::new(setup(vec![], false)).unwrap();
    ok(&mut old, Command::DeployPassenger { figure: PASSENGER, chariot: CHARIOT });
    let replayed = Game::from_record(old.record()).unwrap();
    assert_eq!(replayed.state(), old.state());
    // One passenger per chariot, never a figure that is not a chariot, never while riding.
    let err = Game::new(setup(vec![(1, 0), (2, 0)], false)).unwrap_err();
    assert_eq!((err.clone(), err.rule()), (SetupError::NotAFreeChariot { player: PlayerId(0), index: 2, chariot: 0 }, Some(RuleId::Chr03)));
    assert!(matches!(Game::new(setup(vec![(1, 2)], false)), Err(SetupError::NotAFreeChariot { index: 1, .. })));
    // The boarding rules decide who may ride: no horseshoe figure (CHR-03).
    let err = Game::new(setup(vec![(3, 0)], true)).unwrap_err();
    assert_eq!(err, SetupError::Passenger { player: PlayerId(0), index: 3, violation: RuleViolation::CannotBePassenger { figure: id(3) } });
    assert_eq!(err.rule(), Some(RuleId::Chr03));
}

#[test]
fn chr_04_a_passenger_has_its_own_tokens_and_stays_aboard() {
    let mut game = chariot_game(false);
    deploy(&mut game);
    ok(&mut game, section_act(0, Front, ActionKind::Special));
    let events = ok(&mut game, Command::GiveAction { figure: PASSENGER, action: ActionKind::Special, roll: None });
    assert!(events.contains(&Event::ColossalActionsEnded { figure: CHARIOT }));
    assert!(events.contains(&Event::TokenAdded { figure: PASSENGER, tokens: 1 }));
    assert_eq!((game.state().figure(CHARIOT).tokens, game.state().figure(PASSENGER).tokens), (1, 1));
    end_round(&mut game);
    let v = refused(&mut game, Command::GiveAction { figure: PASSENGER, action: ActionKind::Move, roll: None });
    assert_eq!((v.clone(), v.rule()), (RuleViolation::PassengerStaysAboard { figure: PASSENGER }, RuleId::Chr04));
}

#[test]
fn chr_05_boarding_is_a_move_action_through_a_side_or_the_rear() {
    let mut game = chariot_game(false);
    let v = refused(&mut game, board(Front));
    assert_eq!((v.clone(), v.rule()), (RuleViolation::FrontSection { figure: PASSENGER, rule: RuleId::Chr05 }, RuleId::Chr05));
    let sentry = Command::Board { figure: PASSENGER, chariot: CHARIOT, section: Rear, sentry: true };
    assert_eq!(refused(&mut game, sentry), RuleViolation::SentryCannotBoard { figure: PASSENGER });
    let events = ok(&mut game, board(Left));
    assert!(events.contains(&Event::ActionGiven { figure: PASSENGER, action: ActionKind::Move, actions_left: 9 }));
    assert!(events.contains(&Event::Boarded { figure: PASSENGER, chariot: CHARIOT }));
    assert_eq!(game.state().figure(PASSENGER).tokens, 1);
    let v = refused(&mut game, Command::Board { figure: id(2), chariot: CHARIOT, section: Rear, sentry: false });
    assert_eq!(v, RuleViolation::NotYourFigure { figure: id(2), player: PlayerId(0) });
    ok(&mut game, Command::EndTurn);
    let v = refused(&mut game, Command::Board { figure: id(2), chariot: CHARIOT, section: Rear, sentry: false });
    assert_eq!((v.clone(), v.rule()), (RuleViolation::ChariotNotFriendly { chariot: CHARIOT }, RuleId::Chr05));
}

#[test]
fn chr_05_a_figure_with_speed_zero_cannot_board() {
    let mut slow = soldier("Slow", 2, None);
    let clicks: Vec<Click> = slow.dial().clicks().iter().map(|c| Click { speed: Stat::plain(0), ..*c }).collect();
    slow.dials[0] = Dial::new(clicks, 0).unwrap();
    let mut game = game(vec![chariot("C"), slow], vec![soldier("B", 2, None)]);
    let v = refused(&mut game, board(Rear));
    assert_eq!((v.clone(), v.rule()), (RuleViolation::NoSpeed { figure: PASSENGER, rule: RuleId::Chr05 }, RuleId::Chr05));
}

#[test]
fn chr_06_disembarking_is_a_move_action_beside_a_side_or_the_rear() {
    let mut game = chariot_game(false);
    let v = refused(&mut game, Command::Disembark { figure: PASSENGER, section: Rear });
    assert_eq!((v.clone(), v.rule()), (RuleViolation::NotAPassenger { figure: PASSENGER }, RuleId::Chr06));
    deploy(&mut game);
    assert_eq!(refused(&mut game, Command::Disembark { figure: PASSENGER, section: Front }).rule(), RuleId::Chr06);
    let events = ok(&mut game, Command::Disembark { figure: PASSENGER, section: Right });
    assert!(events.contains(&Event::ActionGiven { figure: PASSENGER, action: ActionKind::Move, actions_left: 9 }));
    assert!(events.contains(&Event::Disembarked { figure: PASSENGER, chariot: CHARIOT, section: Right }));
    assert_eq!((passenger_of(&game), game.state().figure(PASSENGER).colossal.aboard), (None, None));
}

#[test]
fn chr_09_a_passenger_makes_close_attacks_but_never_on_its_own_chariot() {
    let mut game = chariot_game(false);
    deploy(&mut game);
    let close = |targets: &[u16]| Command::GiveAction { figure: PASSENGER, action: ActionKind::Close, roll: Some(attack_roll(targets, 8)) };
    ok(&mut game, close(&[2]));
    assert_eq!(clicks(&game, 2)[0], 2);
    game.undo();
    let aim = aimed(TargetAim { controller_pick: Some(Left), ..TargetAim::new(CHARIOT, SectionAim::Two(Left, Rear)) });
    let v = refused(&mut game, answered(1, ActionKind::Close, attack_roll(&[0], 8), aim));
    assert_eq!((v.clone(), v.rule()), (RuleViolation::OwnChariot { figure: PASSENGER }, RuleId::Chr08));
}

#[test]
fn chr_10_a_passenger_shoots_only_if_the_chariot_has_not_moved_at_range_at_most_8() {
    let mut game = chariot_game(false);
    deploy(&mut game);
    assert_eq!(game.range(PASSENGER, false), Some(8), "range 10 counts as 8");
    assert_eq!(game.range(id(2), false), Some(10));
    let shoot = Command::GiveAction { figure: PASSENGER, action: ActionKind::Ranged, roll: Some(attack_roll(&[2], 8)) };
    ok(&mut game, shoot.clone());
    game.undo();
    let touching = ActionAnswers { target_touches_chariot: true, ..ActionAnswers::default() };
    let v = refused(&mut game, answered(1, ActionKind::Ranged, attack_roll(&[2], 8), touching));
    assert_eq!((v.clone(), v.rule()), (RuleViolation::TargetTouchesChariot { figure: PASSENGER }, RuleId::Chr10));
    ok(&mut game, section_act(0, Front, ActionKind::Move));
    let v = refused(&mut game, shoot.clone());
    assert_eq!((v.clone(), v.rule()), (RuleViolation::ChariotMoved { figure: PASSENGER }, RuleId::Chr10));
    end_round(&mut game);
    ok(&mut game, shoot);
}

/// Seed 002: a colossal that fails its break-away roll stays where it is and cannot turn,
/// so its chariot has not moved and the passenger may still shoot; one that breaks away
/// has moved.
#[test]
fn chr_10_a_chariot_that_failed_to_break_away_has_not_moved() {
    let mut game = chariot_game(false);
    deploy(&mut game);
    let shoot = Command::GiveAction { figure: PASSENGER, action: ActionKind::Ranged, roll: Some(attack_roll(&[2], 8)) };
    ok(&mut game, section_roll(0, Left, ActionKind::Move, ActionRoll::BreakAway { d6: 1 }, ActionAnswers::default()));
    assert!(!game.state().figure(CHARIOT).colossal.moved);
    ok(&mut game, shoot.clone());

    let mut game = chariot_game(false);
    deploy(&mut game);
    ok(&mut game, section_roll(0, Left, ActionKind::Move, ActionRoll::BreakAway { d6: 2 }, ActionAnswers::default()));
    let v = refused(&mut game, shoot);
    assert_eq!((v.clone(), v.rule()), (RuleViolation::ChariotMoved { figure: PASSENGER }, RuleId::Chr10));
}

/// Ben's soldier (damage 4) hits the chariot's section in close combat; the attacker's
/// d6 for the passenger comes with the aim.
fn ben_hits(section: Section, passenger_d6: Option<u8>) -> Command {
    let aim = TargetAim { passenger_d6, ..TargetAim::new(CHARIOT, SectionAim::One(section)) };
    answered(2, ActionKind::Close, attack_roll(&[0], 8), aimed(aim))
}

#[test]
fn chr_11_seed_example_side_section_takes_three_passenger_takes_three_or_two() {
    // A side section is dealt 4; its Toughness makes it 3; the roll is 5, so the
    // passenger is dealt 3 as well, or 2 if it has Toughness too.
    for (toughness, passenger_takes) in [(false, 3), (true, 2)] {
        let mut game = chariot_game(toughness);
        deploy(&mut game);
        ok(&mut game, Command::EndTurn);
        let events = ok(&mut game, ben_hits(Left, Some(5)));
        assert!(events.contains(&Event::DamageReduced { figure: CHARIOT, dealt: 4, taken: 3 }));
        assert!(events.contains(&Event::PassengerRoll { chariot: CHARIOT, passenger: PASSENGER, d6: 5, hit: true }));
        assert_eq!(clicks(&game, 0)[Left.index()], 3);
        assert_eq!(clicks(&game, 1)[0], passenger_takes);
    }
}

#[test]
fn chr_11_only_a_five_or_six_and_only_for_side_or_rear_damage() {
    let mut game = chariot_game(false);
    deploy(&mut game);
    ok(&mut game, Command::EndTurn);
    let v = refused(&mut game, ben_hits(Rear, None));
    assert_eq!((v.clone(), v.rule()), (RuleViolation::PassengerRollNeeded { chariot: CHARIOT }, RuleId::Chr11));
    let events = ok(&mut game, ben_hits(Rear, Some(4)));
    assert!(events.contains(&Event::PassengerRoll { chariot: CHARIOT, passenger: PASSENGER, d6: 4, hit: false }));
    assert_eq!(clicks(&game, 1)[0], 0);
    game.undo();
    ok(&mut game, ben_hits(Rear, Some(6)));
    assert_eq!((clicks(&game, 0)[Rear.index()], clicks(&game, 1)[0]), (4, 4));
    game.undo();
    let events = ok(&mut game, ben_hits(Front, None));
    assert!(!events.iter().any(|e| matches!(e, Event::PassengerRoll { .. })), "front damage never reaches the passenger");
}

#[test]
fn chr_11_nothing_damages_or_heals_a_passenger_directly() {
    let mut game = chariot_game(false);
    deploy(&mut game);
    let v = refused(&mut game, Command::Damage { figure: PASSENGER, dial: 0, clicks: 1 });
    assert_eq!((v.clone(), v.rule()), (RuleViolation::PassengerUntouchable { figure: PASSENGER }, RuleId::Chr11));
    ok(&mut game, Command::EndTurn);
    let v = refused(&mut game, Command::GiveAction { figure: id(2), action: ActionKind::Ranged, roll: Some(attack_roll(&[1], 8)) });
    assert_eq!(v, RuleViolation::PassengerUntouchable { figure: PASSENGER });
}

#[test]
fn chr_12_an_eliminated_chariot_throws_its_passenger_who_takes_1d6() {
    let mut game = chariot_game(false);
    deploy(&mut game);
    damage(&mut game, 0, Front, 4);
    let events = damage(&mut game, 0, Right, 4);
    assert!(events.contains(&Event::Eliminated { figure: CHARIOT }));
    assert!(events.contains(&Event::PassengerThrown { figure: PASSENGER, chariot: CHARIOT }));
    assert_eq!((passenger_of(&game), game.state().figure(PASSENGER).colossal.aboard), (None, None));
    let v = refused(&mut game, Command::EndTurn);
    assert_eq!((v.clone(), v.rule()), (RuleViolation::WreckRollPending { figure: PASSENGER }, RuleId::Chr12));
    assert_eq!(refused(&mut game, Command::WreckRoll { figure: PASSENGER, d6: 7 }).rule(), RuleId::Core12);
    let events = ok(&mut game, Command::WreckRoll { figure: PASSENGER, d6: 4 });
    assert_eq!(events, vec![Event::Damaged { figure: PASSENGER, dial: 0, from: 0, to: 4, cause: DamageCause::ChariotEliminated }]);
    assert_eq!(refused(&mut game, Command::WreckRoll { figure: PASSENGER, d6: 4 }).rule(), RuleId::Chr12);
    ok(&mut game, Command::EndTurn);
}

/// Issue 46: one truth for a chariot, the wheel movement type (CHR-01). A stored colossal
/// marked a chariot by its kind reads back with the wheel movement type; one with the
/// wheel movement type and no mark reads back marked; and nothing else is a chariot.
#[test]
fn chr_01_a_chariot_is_known_by_one_fact() {
    let mut marked = colossal("Marked");
    marked.kind = FigureKind::Colossal { point_values: vec![PointValue { points: 300, start_click: 0 }], chariot: true };
    assert!(!marked.is_chariot(), "a mark alone, built in code, is not the truth");
    let read: FigureDef = serde_json::from_str(&serde_json::to_string(&marked).unwrap()).unwrap();
    assert!(read.is_chariot() && read.speed_type == SpeedType::Wheel);
    let mut wheeled = colossal("Wheeled");
    wheeled.speed_type = SpeedType::Wheel;
    let read: FigureDef = serde_json::from_str(&serde_json::to_string(&wheeled).unwrap()).unwrap();
    assert!(read.is_chariot() && matches!(read.kind, FigureKind::Colossal { chariot: true, .. }));
    let mut wheeled_soldier = soldier("Cart", 2, None);
    wheeled_soldier.speed_type = SpeedType::Wheel;
    assert!(!wheeled_soldier.is_chariot(), "only a colossal is a chariot");
}
