//! One or more tests per CORE rule the engine tracks, named after the rule id.

use crate::common;

use common::*;
use dialkeeper_core::*;

fn end_turn(game: &mut Game) {
    game.try_apply(Command::EndTurn).unwrap();
}

#[test]
fn core_01_dial_shows_stats_per_click_range_stays() {
    let g = fixture("Altem Guardsman - *");
    let c0 = g.dial().click(0);
    assert_eq!(
        (c0.speed.value, c0.attack.value, c0.defense.value, c0.damage.value),
        (StatValue::Number(8), StatValue::Number(9), StatValue::Number(16), StatValue::Number(3))
    );
    assert_eq!(c0.attack.ability, Some(Ability::WeaponMaster));
    assert_eq!(c0.defense.ability, Some(Ability::BattleArmor));
    let c4 = g.dial().click(4);
    assert_eq!((c4.speed.value.number(), c4.attack.value.number(), c4.defense.value.number()), (6, 7, 14));
    assert_eq!(c4.damage.ability, Some(Ability::BattleFury));
    assert_eq!(g.range, 6);
    let mut game = guardsmen();
    game.try_apply(Command::Damage { figure: FigureId(0), dial: 0, clicks: 4 }).unwrap();
    assert_eq!(game.figure(FigureId(0)).unwrap().def.range, 6, "range is printed on the base");
}

#[test]
fn core_01_two_target_range_from_the_fixture() {
    let two = models().iter().map(to_def).find(|d| d.targets == 2).expect("a two-target figure");
    assert!(two.range > 0);
}

#[test]
fn core_02_every_figure_starts_on_its_starting_marker() {
    let mut late = plain("Late starter", 5, 30);
    late.dials[0] = Dial::new(late.dial().clicks().to_vec(), 2).unwrap();
    let game = game(200, vec![late, plain("A", 4, 30)], vec![plain("B", 4, 30)]);
    assert_eq!(click(&game, 0), 2);
    assert_eq!(click(&game, 1), 0);
    assert!(game.state().figures.iter().all(|f| f.tokens == 0 && !f.eliminated));
}

#[test]
fn core_03_damage_and_healing_turn_one_click_per_point_never_past_start() {
    let mut game = guardsmen();
    let events = game.try_apply(Command::Damage { figure: FigureId(0), dial: 0, clicks: 3 }).unwrap();
    assert_eq!(events, vec![Event::Damaged { figure: FigureId(0), dial: 0, from: 0, to: 3, cause: DamageCause::Table }]);
    let events = game.try_apply(Command::Heal { figure: FigureId(0), dial: 0, clicks: 5 }).unwrap();
    assert_eq!(events, vec![Event::Healed { figure: FigureId(0), dial: 0, from: 3, to: 0 }]);
    let v = refused(&mut game, Command::Heal { figure: FigureId(0), dial: 0, clicks: 1 });
    assert_eq!(v, RuleViolation::NothingToHeal { figure: FigureId(0) });
    assert_eq!(v.rule(), RuleId::Core03);
    assert_eq!(refused(&mut game, Command::Damage { figure: FigureId(0), dial: 0, clicks: 0 }).rule(), RuleId::Core03);
}

#[test]
fn core_03_healing_stops_at_a_later_starting_marker() {
    let mut late = plain("Late starter", 5, 30);
    late.dials[0] = Dial::new(late.dial().clicks().to_vec(), 1).unwrap();
    let mut game = game(200, vec![late], vec![plain("B", 4, 30)]);
    game.try_apply(Command::Damage { figure: FigureId(0), dial: 0, clicks: 2 }).unwrap();
    game.try_apply(Command::Heal { figure: FigureId(0), dial: 0, clicks: 9 }).unwrap();
    assert_eq!(click(&game, 0), 1);
}

#[test]
fn core_04_three_skulls_knock_the_figure_out() {
    let mut game = guardsmen();
    // Altem Guardsman - *: seven live clicks, then "Dead" clicks.
    let events = game.try_apply(Command::Damage { figure: FigureId(2), dial: 0, clicks: 9 }).unwrap();
    assert_eq!(events.last(), Some(&Event::Eliminated { figure: FigureId(2) }));
    assert_eq!(click(&game, 2), 7, "the dial stops on the skull click");
    assert!(game.state().figure(FigureId(2)).eliminated);
    let v = refused(&mut game, Command::Damage { figure: FigureId(2), dial: 0, clicks: 1 });
    assert_eq!(v.rule(), RuleId::Core04);
}

#[test]
fn core_04_an_eliminated_figure_is_never_given_an_action() {
    let mut game = guardsmen();
    game.try_apply(Command::Damage { figure: FigureId(0), dial: 0, clicks: 7 }).unwrap();
    let v = refused(&mut game, Command::GiveAction { figure: FigureId(0), action: ActionKind::Move, roll: None });
    assert_eq!(v, RuleViolation::Eliminated { figure: FigureId(0) });
}

#[test]
fn core_05_one_action_per_100_points_and_build_total_checked() {
    let mut game = game(200, vec![plain("A", 4, 50), plain("B", 4, 50), plain("C", 4, 50)], vec![plain("D", 4, 50)]);
    assert_eq!(game.actions_left(), 2);
    act(&mut game, 0, ActionKind::Move);
    act(&mut game, 1, ActionKind::Move);
    let v = refused(&mut game, Command::GiveAction { figure: FigureId(2), action: ActionKind::Move, roll: None });
    assert_eq!(v, RuleViolation::NoActionsLeft { allowed: 2 });
    assert_eq!(v.rule(), RuleId::Core05);

    let over = Setup {
        game_size: 100,
        players: vec![PlayerSetup { name: "A".into(), army: vec![ArmyFigure::new(plain("A", 3, 60)), ArmyFigure::new(plain("B", 3, 60))] }],
        ..Default::default()
    };
    let err = Game::new(over).unwrap_err();
    assert_eq!(err, SetupError::OverBuildTotal { player: PlayerId(0), total: 120, game_size: 100 });
    assert_eq!(err.rule(), Some(RuleId::Core05));
}

#[test]
fn core_06_pass_spends_an_action_but_gives_no_token() {
    let mut game = guardsmen();
    let events = game.try_apply(Command::Pass).unwrap();
    assert!(events.contains(&Event::Passed { actions_left: 1 }));
    assert!(game.state().figures.iter().all(|f| f.tokens == 0));
    for kind in ActionKind::ALL {
        assert!(game.check(&Command::GiveAction { figure: FigureId(0), action: kind, roll: None }).is_ok());
    }
    let v = refused(&mut game, Command::GiveAction { figure: FigureId(2), action: ActionKind::Move, roll: None });
    assert_eq!(v, RuleViolation::NotYourFigure { figure: FigureId(2), player: PlayerId(0) });
    assert_eq!(v.rule(), RuleId::Core06);
}

#[test]
fn core_07_second_token_deals_one_pushing_damage() {
    let mut game = guardsmen();
    act(&mut game, 0, ActionKind::Move);
    assert_eq!(tokens(&game, 0), 1);
    end_turn(&mut game);
    end_turn(&mut game);
    let events = act(&mut game, 0, ActionKind::Close);
    assert_eq!(tokens(&game, 0), 2);
    assert_eq!(click(&game, 0), 1);
    assert!(events.contains(&Event::Damaged { figure: FigureId(0), dial: 0, from: 0, to: 1, cause: DamageCause::Pushing }));
}

#[test]
fn core_07_one_action_per_turn_and_none_with_two_tokens() {
    let mut game = guardsmen();
    act(&mut game, 0, ActionKind::Move);
    let v = refused(&mut game, Command::GiveAction { figure: FigureId(0), action: ActionKind::Ranged, roll: None });
    assert_eq!(v, RuleViolation::AlreadyActed { figure: FigureId(0) });
    end_turn(&mut game);
    end_turn(&mut game);
    act(&mut game, 0, ActionKind::Move);
    end_turn(&mut game);
    end_turn(&mut game);
    let v = refused(&mut game, Command::GiveAction { figure: FigureId(0), action: ActionKind::Move, roll: None });
    assert_eq!(v, RuleViolation::TwoTokens { figure: FigureId(0) });
    assert_eq!(v.rule(), RuleId::Core07);
}

#[test]
fn core_07_pushing_happens_after_the_action_resolves() {
    let mut game = guardsmen();
    act(&mut game, 0, ActionKind::Move);
    end_turn(&mut game);
    end_turn(&mut game);
    let roll = ActionRoll::Attack { targets: vec![FigureId(2)], two_d6: 7, modifier: 0 };
    let events = game.try_apply(Command::GiveAction { figure: FigureId(0), action: ActionKind::Close, roll: Some(roll) }).unwrap();
    let hit = events.iter().position(|e| matches!(e, Event::Hit { .. })).unwrap();
    let push = events.iter().position(|e| matches!(e, Event::Damaged { cause: DamageCause::Pushing, .. })).unwrap();
    assert!(hit < push);
}

#[test]
fn core_08_end_of_turn_clears_tokens_of_figures_not_given_an_action() {
    let mut game = guardsmen();
    act(&mut game, 0, ActionKind::Move);
    act(&mut game, 1, ActionKind::Move);
    end_turn(&mut game);
    assert_eq!((tokens(&game, 0), tokens(&game, 1)), (1, 1), "tokens stay on figures that just acted");
    end_turn(&mut game);
    act(&mut game, 0, ActionKind::Move);
    let events = game.try_apply(Command::EndTurn).unwrap();
    assert!(events.contains(&Event::TokensCleared { figure: FigureId(1) }));
    assert_eq!((tokens(&game, 0), tokens(&game, 1)), (2, 0));
}

#[test]
fn core_08_turn_passes_to_the_next_player_and_rounds_count() {
    let mut game = guardsmen();
    assert_eq!(game.state().turn.player, PlayerId(0));
    let events = game.try_apply(Command::EndTurn).unwrap();
    assert!(events.contains(&Event::TurnStarted { player: PlayerId(1), round: 1 }));
    end_turn(&mut game);
    assert_eq!((game.state().turn.player, game.state().turn.round), (PlayerId(0), 2));
    assert_eq!(game.state().turn.phase, Phase::Command);
}

fn attack(game: &mut Game, attacker: u16, targets: &[u16], two_d6: u8) -> Vec<Event> {
    let targets = targets.iter().map(|&t| FigureId(t)).collect::<Vec<_>>();
    let action = if targets.len() > 1 { ActionKind::Ranged } else { ActionKind::Close };
    game.try_apply(Command::GiveAction {
        figure: FigureId(attacker),
        action,
        roll: Some(ActionRoll::Attack { targets, two_d6, modifier: 0 }),
    })
    .unwrap()
}

#[test]
fn core_09_roll_plus_attack_at_or_above_defense_hits_for_the_damage_value() {
    // Guardsman: attack 9, damage 3, against defense 16.
    let mut game = guardsmen();
    let events = attack(&mut game, 0, &[2], 7);
    assert!(events.contains(&Event::Hit { attacker: FigureId(0), target: FigureId(2), critical: false }));
    assert_eq!(click(&game, 2), 3);
    let mut game = guardsmen();
    attack(&mut game, 0, &[2], 6);
    assert_eq!(click(&game, 2), 0);
}

#[test]
fn core_09_critical_miss_and_hit() {
    let mut game = guardsmen();
    let events = attack(&mut game, 0, &[2], 2);
    assert!(events.contains(&Event::Missed { attacker: FigureId(0), target: FigureId(2), critical: true }));
    assert_eq!((click(&game, 0), click(&game, 2)), (1, 0), "a 2 hurts the attacker");
    let mut game = guardsmen();
    attack(&mut game, 0, &[2], 12);
    assert_eq!(click(&game, 2), 4, "a 12 deals 1 extra");
}

#[test]
fn core_09_several_targets_take_one_each_plus_critical() {
    let mut game = game(200, vec![plain("Archer", 5, 40)], vec![plain("A", 5, 40), plain("B", 5, 40)]);
    attack(&mut game, 0, &[1, 2], 12);
    assert_eq!((click(&game, 1), click(&game, 2)), (2, 2));
    game.undo();
    let v = refused(
        &mut game,
        Command::GiveAction {
            figure: FigureId(0),
            action: ActionKind::Close,
            roll: Some(ActionRoll::Attack { targets: vec![FigureId(1)], two_d6: 13, modifier: 0 }),
        },
    );
    assert_eq!(v.rule(), RuleId::Core09);
}

/// `def` with `ability` on the attack value of every click.
fn shows_on_attack(mut def: FigureDef, ability: Ability) -> FigureDef {
    let mut clicks = def.dial().clicks().to_vec();
    for click in &mut clicks {
        click.attack.ability = Some(ability);
    }
    def.dials = vec![Dial::new(clicks, 0).unwrap()];
    def
}

#[test]
fn core_09_a_twelve_heals_one_extra_click_and_a_two_does_no_harm() {
    let mut game = game(
        300,
        vec![shows_on_attack(plain("Healer", 5, 40), Ability::Healing), plain("Hurt", 6, 40), plain("Other", 6, 40)],
        vec![plain("B", 5, 40)],
    );
    game.try_apply(Command::Damage { figure: FigureId(1), dial: 0, clicks: 4 }).unwrap();
    let heal = |two_d6| Command::GiveAction {
        figure: FigureId(0),
        action: ActionKind::Close,
        roll: Some(ActionRoll::Heal { target: FigureId(1), two_d6, clicks: 2, target_in_contact: false }),
    };
    game.try_apply(heal(12)).unwrap();
    assert_eq!(click(&game, 1), 1, "2 clicks + 1 for the 12");
    game.undo();
    game.try_apply(heal(2)).unwrap();
    assert_eq!((click(&game, 0), click(&game, 1)), (0, 4));
}

#[test]
fn core_12_break_away_succeeds_on_four_to_six() {
    let mut game = guardsmen();
    let mv = |d6| Command::GiveAction { figure: FigureId(0), action: ActionKind::Move, roll: Some(ActionRoll::BreakAway { d6 }) };
    let events = game.try_apply(mv(4)).unwrap();
    assert!(events.contains(&Event::BreakAway { figure: FigureId(0), d6: 4, success: true }));
    game.undo();
    let events = game.try_apply(mv(3)).unwrap();
    assert!(events.contains(&Event::BreakAway { figure: FigureId(0), d6: 3, success: false }));
    assert_eq!(tokens(&game, 0), 1, "a failed break away still uses the action");
    game.undo();
    assert_eq!(refused(&mut game, mv(7)).rule(), RuleId::Core12);
    let wrong = Command::GiveAction { figure: FigureId(0), action: ActionKind::Close, roll: Some(ActionRoll::BreakAway { d6: 5 }) };
    assert_eq!(refused(&mut game, wrong).rule(), RuleId::Core06);
}

#[test]
fn undo_and_redo_are_unlimited_and_exact() {
    let mut game = guardsmen();
    let mut states = vec![game.state().clone()];
    for cmd in [
        Command::GiveAction { figure: FigureId(0), action: ActionKind::Move, roll: None },
        Command::Damage { figure: FigureId(2), dial: 0, clicks: 2 },
        Command::EndTurn,
        Command::Pass,
        Command::EndTurn,
    ] {
        game.try_apply(cmd).unwrap();
        states.push(game.state().clone());
    }
    for expected in states.iter().rev().skip(1) {
        assert!(game.undo().is_some());
        assert_eq!(game.state(), expected);
    }
    assert!(game.undo().is_none());
    for expected in states.iter().skip(1) {
        assert!(game.redo().is_some());
        assert_eq!(game.state(), expected);
    }
    assert!(!game.can_redo());
}

#[test]
fn a_stored_game_comes_back_with_its_history() {
    let mut game = guardsmen();
    act(&mut game, 0, ActionKind::Move);
    game.try_apply(Command::Damage { figure: FigureId(3), dial: 0, clicks: 2 }).unwrap();
    game.try_apply(Command::EndTurn).unwrap();
    game.undo();
    let json = serde_json::to_string(&game).unwrap();
    let mut back: Game = serde_json::from_str(&json).unwrap();
    assert_eq!(back.state(), game.state());
    assert_eq!(back.record(), game.record());
    back.redo();
    game.redo();
    assert_eq!(back.state(), game.state());
}

#[test]
fn a_tampered_record_is_refused_with_the_rule() {
    let mut record = guardsmen().record();
    record.applied.push(Command::GiveAction { figure: FigureId(0), action: ActionKind::Move, roll: None });
    record.applied.push(Command::GiveAction { figure: FigureId(0), action: ActionKind::Move, roll: None });
    let err = Game::from_record(record).unwrap_err();
    assert!(matches!(err, ReplayError::Command { index: 1, violation: RuleViolation::AlreadyActed { .. } }));
}

#[test]
fn every_rule_id_round_trips_through_its_code() {
    assert_eq!(RuleId::ALL.len(), 89);
    for rule in RuleId::ALL {
        assert_eq!(RuleId::from_code(rule.code()), Some(rule));
        assert_eq!(rule.message_id(), format!("rule-{}", rule.code().to_lowercase()));
    }
}
