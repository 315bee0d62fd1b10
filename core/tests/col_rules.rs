//! One or more tests per [track] COL rule, named after the rule id.

use crate::colossal_support;

use Section::{Front, Left, Rear, Right};
use colossal_support::*;
use dialkeeper_core::*;

#[test]
fn col_01_a_colossal_has_four_section_dials() {
    let mut one = colossal("One dial");
    one.dials.truncate(1);
    assert_eq!(one.validate(), Err(FigureError::DialCount { kind: "colossal", expected: 4, found: 1 }));
    let mut game = duel();
    damage(&mut game, 0, Rear, 2);
    assert_eq!(clicks(&game, 0), [0, 0, 0, 2], "each section turns its own dial");
    let v = refused(&mut game, Command::GiveAction { figure: F, action: ActionKind::Move, roll: None });
    assert_eq!(v, RuleViolation::SectionNeeded { figure: F });
    let v = refused(&mut game, section_act(1, Front, ActionKind::Move));
    assert_eq!((v.rule(), v.message_id()), (RuleId::Col01, "violation-col-not-a-colossal"));
}

#[test]
fn col_02_a_point_value_turns_every_section_in() {
    let army = |point_value| vec![ArmyFigure { figure: colossal("C"), point_value, rides: None, aboard: None }];
    let setup = |point_value| Setup {
        game_size: 600,
        players: vec![
            PlayerSetup { name: "A".into(), army: army(point_value) },
            PlayerSetup { name: "B".into(), army: vec![ArmyFigure::new(soldier("S", 2, None))] },
        ],
        ..Default::default()
    };
    let mut game = Game::new(setup(Some(1))).unwrap();
    assert_eq!(clicks(&game, 0), [1, 1, 1, 1]);
    assert_eq!(game.setup().build_total(PlayerId(0)), 250);
    damage(&mut game, 0, Left, 1);
    ok(&mut game, Command::Heal { figure: F, dial: Left.index() as u8, clicks: 3 });
    assert_eq!(clicks(&game, 0)[Left.index()], 1, "healing stops at the fielded start");
    let err = Game::new(setup(Some(2))).unwrap_err();
    assert_eq!(err.rule(), Some(RuleId::Col02));
}

#[test]
fn col_03_colossals_cannot_capture_or_be_captured_or_use_double_time() {
    let mut game = duel();
    let capture = ActionAnswers { effects: vec![ColossalEffect::Capture], ..ActionAnswers::default() };
    let mut answers = aimed(TargetAim::new(id(2), SectionAim::One(Front)));
    answers.effects = capture.effects.clone();
    let v = refused(&mut game, section_roll(0, Front, ActionKind::Close, attack_roll(&[3], 7), answers.clone()));
    assert_eq!(v, RuleViolation::ColossalImmune { figure: F, effect: ColossalEffect::Capture });
    assert_eq!((v.rule(), v.message_id()), (RuleId::Col03, "violation-col-immune"));
    let v = refused(&mut game, answered(1, ActionKind::Close, attack_roll(&[2], 7), answers));
    assert_eq!(v, RuleViolation::ColossalImmune { figure: id(2), effect: ColossalEffect::Capture });
    let sprint = ActionAnswers { effects: vec![ColossalEffect::DoubleTime], ..ActionAnswers::default() };
    let cmd = Command::GiveSectionAction { figure: F, section: Front, action: ActionKind::Move, roll: None, answers: sprint };
    assert_eq!(refused(&mut game, cmd).rule(), RuleId::Col03);
}

#[test]
fn col_03_colossals_ignore_other_figures_healing_and_venom_and_rear_arc() {
    let mut game = game(vec![soldier("Healer", 2, None), colossal("C")], vec![soldier("B", 2, None)]);
    damage(&mut game, 1, Front, 2);
    let heal = Command::GiveAction {
        figure: F,
        action: ActionKind::Close,
        roll: Some(ActionRoll::Heal { target: id(1), two_d6: 9, clicks: 2, target_in_contact: false }),
    };
    assert_eq!(refused(&mut game, heal), RuleViolation::ColossalImmune { figure: id(1), effect: ColossalEffect::Healing });
    let venom = ActionAnswers { effects: vec![ColossalEffect::Venom], affects: vec![id(1)], ..ActionAnswers::default() };
    let cmd = Command::GiveAnsweredAction { figure: F, action: ActionKind::Special, roll: None, answers: venom };
    assert_eq!(refused(&mut game, cmd).rule(), RuleId::Col03);
    let mut rear = aimed(TargetAim::new(id(1), SectionAim::One(Rear)));
    rear.effects = vec![ColossalEffect::RearArc];
    let v = refused(&mut game, answered(2, ActionKind::Close, attack_roll(&[1], 8), rear));
    assert_eq!(v, RuleViolation::NotYourFigure { figure: id(2), player: PlayerId(0) }, "Ben's turn is later");
    ok(&mut game, Command::EndTurn);
    let mut rear = aimed(TargetAim::new(id(1), SectionAim::One(Rear)));
    rear.effects = vec![ColossalEffect::RearArc];
    let v = refused(&mut game, answered(2, ActionKind::Close, attack_roll(&[1], 8), rear));
    assert_eq!(v, RuleViolation::ColossalImmune { figure: id(1), effect: ColossalEffect::RearArc });
}

#[test]
fn col_03_a_colossal_fails_to_break_away_only_on_a_one() {
    let mut game = duel();
    let mv = |d6| section_roll(0, Front, ActionKind::Move, ActionRoll::BreakAway { d6 }, ActionAnswers::default());
    let events = ok(&mut game, mv(2));
    assert!(events.contains(&Event::BreakAway { figure: F, d6: 2, success: true }));
    game.undo();
    let events = ok(&mut game, mv(1));
    assert!(events.contains(&Event::BreakAway { figure: F, d6: 1, success: false }));
    assert!(events.contains(&Event::MovementCombined { figure: F, distance: 0 }), "it stays put");
}

#[test]
fn col_04_an_inactive_section_takes_no_more_damage() {
    let mut game = duel();
    let events = damage(&mut game, 0, Front, 2);
    assert!(!events.iter().any(|e| matches!(e, Event::SectionInactive { .. })));
    assert_eq!(game.section_active(F, Front), Some(true), "values and skulls: still active");
    let events = damage(&mut game, 0, Front, 9);
    assert!(events.contains(&Event::SectionInactive { figure: F, section: Front }));
    assert_eq!(clicks(&game, 0)[Front.index()], 4, "the dial stops on its three-skull click");
    assert_eq!(game.section_active(F, Front), Some(false));
    let v = refused(&mut game, Command::Damage { figure: F, dial: 0, clicks: 1 });
    assert_eq!(v, RuleViolation::InactiveSection { figure: F, section: Front });
    assert_eq!((v.rule(), v.message_id()), (RuleId::Col04, "violation-col-inactive-section"));
    assert!(!game.state().figure(F).eliminated);
}

#[test]
fn col_05_six_skulls_in_total_eliminate_even_with_every_section_active() {
    let mut game = duel();
    damage(&mut game, 0, Front, 3);
    damage(&mut game, 0, Left, 3);
    assert_eq!(game.colossal_skulls(F), Some(4));
    let events = damage(&mut game, 0, Right, 3);
    assert!(events.contains(&Event::Eliminated { figure: F }));
    assert!(Section::ALL.iter().all(|&s| game.section_active(F, s) == Some(true)));
    assert_eq!(game.colossal_skulls(F), Some(6));

    let mut game = duel();
    damage(&mut game, 0, Front, 4);
    let events = damage(&mut game, 0, Rear, 4);
    assert!(events.contains(&Event::Eliminated { figure: F }), "two inactive sections show six skulls");
}

#[test]
fn col_06_one_action_per_active_section_and_one_token_per_turn() {
    let mut game = duel();
    let events = ok(&mut game, section_act(0, Front, ActionKind::Move));
    assert!(events.contains(&Event::SectionActionGiven { figure: F, section: Front, action: ActionKind::Move, actions_left: 9 }));
    assert!(events.contains(&Event::TokenAdded { figure: F, tokens: 1 }));
    let events = ok(&mut game, section_act(0, Left, ActionKind::Move));
    assert!(!events.iter().any(|e| matches!(e, Event::TokenAdded { .. })), "one token per turn");
    assert_eq!(game.state().figure(F).tokens, 1);
    let v = refused(&mut game, section_act(0, Front, ActionKind::Close));
    assert_eq!(v, RuleViolation::SectionAlreadyActed { figure: F, section: Front });
    assert_eq!((v.rule(), v.message_id()), (RuleId::Col06, "violation-col-section-already-acted"));
    damage(&mut game, 0, Rear, 4);
    let v = refused(&mut game, section_act(0, Rear, ActionKind::Close));
    assert_eq!(v, RuleViolation::InactiveSectionActs { figure: F, section: Rear });
    assert_eq!(game.actions_left(), 8);
}

#[test]
fn col_06_moves_come_before_combat() {
    let mut game = duel();
    ok(&mut game, section_act(0, Front, ActionKind::Move));
    ok(&mut game, section_act(0, Left, ActionKind::Special));
    let v = refused(&mut game, section_act(0, Right, ActionKind::Move));
    assert_eq!((v.clone(), v.rule()), (RuleViolation::MoveAfterCombat { figure: F }, RuleId::Col06));
    ok(&mut game, section_act(0, Right, ActionKind::Special));
}

#[test]
fn col_06_all_its_actions_come_before_any_other_figure_acts() {
    let mut game = duel();
    ok(&mut game, section_act(0, Front, ActionKind::Move));
    let events = ok(&mut game, Command::GiveAction { figure: id(1), action: ActionKind::Move, roll: None });
    assert_eq!(events[0], Event::ColossalActionsEnded { figure: F });
    let v = refused(&mut game, section_act(0, Left, ActionKind::Special));
    assert_eq!((v.clone(), v.rule()), (RuleViolation::ColossalActionsOver { figure: F }, RuleId::Col06));
    end_round(&mut game);
    let push = ActionAnswers { push_to: Some(Rear), ..ActionAnswers::default() };
    ok(&mut game, Command::GiveSectionAction { figure: F, section: Left, action: ActionKind::Special, roll: None, answers: push });
}

#[test]
fn col_08_a_move_may_not_end_touching_two_objectives() {
    let mut game = duel();
    let answers = ActionAnswers { objectives: 2, ..ActionAnswers::default() };
    let cmd = Command::GiveSectionAction { figure: F, section: Front, action: ActionKind::Move, roll: None, answers };
    let v = refused(&mut game, cmd);
    assert_eq!((v.clone(), v.rule()), (RuleViolation::TooManyObjectives { figure: F }, RuleId::Col08));
    let answers = ActionAnswers { objectives: 1, ..ActionAnswers::default() };
    ok(&mut game, Command::GiveSectionAction { figure: F, section: Front, action: ActionKind::Move, roll: None, answers });
}

#[test]
fn col_09_opponents_share_half_the_points_of_a_damaged_colossal() {
    assert_eq!(colossal_score(301, 3, 1), 150, "half, rounded down");
    assert_eq!(colossal_score(301, 5, 3), 50, "150 divided by 3");
    assert_eq!(colossal_score(300, 4, 4), 37, "150 / 4, rounded down");
    assert_eq!(colossal_score(300, 2, 1), 0, "fewer than three skulls");
    assert_eq!(colossal_score(300, 6, 1), 0, "six skulls: eliminated, scored as such");
    let mut game = duel();
    assert_eq!(game.colossal_score(F), Some(0));
    damage(&mut game, 0, Front, 4);
    assert_eq!(game.colossal_score(F), Some(150));
    assert_eq!(game.colossal_score(id(1)), None);
}

#[test]
fn col_11_pushing_damage_goes_to_the_section_the_controller_picks() {
    let mut game = duel();
    ok(&mut game, section_act(0, Front, ActionKind::Move));
    end_round(&mut game);
    let v = refused(&mut game, section_act(0, Left, ActionKind::Move));
    assert_eq!((v.clone(), v.rule()), (RuleViolation::PushSectionNeeded { figure: F }, RuleId::Col11));
    let push = |to| ActionAnswers { push_to: Some(to), ..ActionAnswers::default() };
    let events =
        ok(&mut game, Command::GiveSectionAction { figure: F, section: Left, action: ActionKind::Move, roll: None, answers: push(Rear) });
    assert!(events.contains(&Event::Damaged { figure: F, dial: 3, from: 0, to: 1, cause: DamageCause::Pushing }));
    assert_eq!(game.state().figure(F).tokens, 2);
    game.undo();
    damage(&mut game, 0, Rear, 4);
    let v = refused(
        &mut game,
        Command::GiveSectionAction { figure: F, section: Left, action: ActionKind::Move, roll: None, answers: push(Rear) },
    );
    assert_eq!(v.rule(), RuleId::Col04);
}

#[test]
fn col_12_a_sections_abilities_are_its_own_but_flight_counts_for_all() {
    let mut c = colossal("C");
    c.dials[Left.index()] = section_dial(Some(Ability::Toughness));
    let mut flyer = c.dials[Rear.index()].clicks().to_vec();
    flyer[0].speed = Stat::with(6, Ability::Flight);
    c.dials[Rear.index()] = Dial::new(flyer, 0).unwrap();
    let mut game = game(vec![c], vec![soldier("S", 4, None)]);
    assert!(game.section_has(F, Left, Ability::Toughness));
    assert!(!game.section_has(F, Front, Ability::Toughness));
    assert!(game.section_has(F, Front, Ability::Flight), "Flight in any section counts for every section");
    ok(&mut game, Command::EndTurn);
    let hit = |s| answered(1, ActionKind::Close, attack_roll(&[0], 8), aimed(TargetAim::new(F, SectionAim::One(s))));
    let events = ok(&mut game, hit(Left));
    assert!(events.contains(&Event::DamageReduced { figure: F, dealt: 4, taken: 3 }));
    game.undo();
    ok(&mut game, hit(Front));
    assert_eq!(clicks(&game, 0)[Front.index()], 4, "no Toughness on the front section");
}

#[test]
fn col_14_several_move_actions_combine_their_speeds() {
    let mut game = duel();
    damage(&mut game, 0, Right, 2); // speed 4 there
    let events = ok(&mut game, section_act(0, Front, ActionKind::Move));
    assert!(events.contains(&Event::MovementCombined { figure: F, distance: 6 }));
    let events = ok(&mut game, section_act(0, Right, ActionKind::Move));
    assert!(events.contains(&Event::MovementCombined { figure: F, distance: 10 }));
    assert_eq!(game.state().figure(F).colossal.movement, 10);
    end_round(&mut game);
    assert_eq!(game.state().figure(F).colossal.movement, 0, "a new turn, a new movement");
}

#[test]
fn col_16_one_break_away_roll_however_many_sections_touch() {
    let mut game = duel();
    let mv = |s, d6| section_roll(0, s, ActionKind::Move, ActionRoll::BreakAway { d6 }, ActionAnswers::default());
    ok(&mut game, mv(Front, 3));
    let v = refused(&mut game, mv(Left, 5));
    assert_eq!((v.clone(), v.rule()), (RuleViolation::BreakAwayOnce { figure: F }, RuleId::Col16));
    let events = ok(&mut game, section_act(0, Left, ActionKind::Move));
    assert!(events.contains(&Event::MovementCombined { figure: F, distance: 12 }));
    game.undo();
    game.undo();
    ok(&mut game, mv(Front, 1));
    let events = ok(&mut game, section_act(0, Left, ActionKind::Move));
    assert!(events.contains(&Event::MovementCombined { figure: F, distance: 0 }), "a failed roll keeps it in place");
}

#[test]
fn col_17_a_close_attack_uses_the_acting_sections_values() {
    let mut game = duel();
    damage(&mut game, 0, Left, 2); // left: attack skull, damage 2
    let roll = attack_roll(&[3], 8);
    ok(&mut game, section_roll(0, Front, ActionKind::Close, roll.clone(), ActionAnswers::default()));
    assert_eq!(clicks(&game, 3)[0], 4, "front: attack 9 + 8 hits defense 16 for its damage 4");
    game.undo();
    ok(&mut game, section_roll(0, Left, ActionKind::Close, roll, ActionAnswers::default()));
    assert_eq!(clicks(&game, 3)[0], 0, "left: attack 0 + 8 misses");
}

#[test]
fn col_18_a_ranged_section_needs_range_attack_and_no_opposing_contact() {
    let mut game = duel();
    ok(&mut game, section_roll(0, Front, ActionKind::Ranged, attack_roll(&[3], 8), ActionAnswers::default()));
    game.undo();
    let contact = ActionAnswers { opposing_contact: true, ..ActionAnswers::default() };
    let v = refused(&mut game, section_roll(0, Front, ActionKind::Ranged, attack_roll(&[3], 8), contact));
    assert_eq!((v.clone(), v.rule()), (RuleViolation::SectionCannotShoot { figure: F, section: Front }, RuleId::Col18));
    damage(&mut game, 0, Left, 2);
    let v = refused(&mut game, section_roll(0, Left, ActionKind::Ranged, attack_roll(&[3], 8), ActionAnswers::default()));
    assert_eq!(v, RuleViolation::SectionCannotShoot { figure: F, section: Left }, "attack skull counts as 0");
}

#[test]
fn col_19_long_range_doubles_range_and_takes_two_damage() {
    let mut game = duel();
    assert_eq!((game.range(F, false), game.range(F, true)), (Some(10), Some(20)));
    let mut answers = aimed(TargetAim::new(id(2), SectionAim::One(Front)));
    answers.long_range = true;
    let events = ok(&mut game, section_roll(0, Front, ActionKind::Ranged, attack_roll(&[2], 8), answers.clone()));
    assert!(events.contains(&Event::Damaged { figure: id(2), dial: 0, from: 0, to: 2, cause: DamageCause::Attack }));
    game.undo();
    let long = ActionAnswers { long_range: true, ..ActionAnswers::default() };
    let v = refused(&mut game, section_roll(0, Front, ActionKind::Ranged, attack_roll(&[3], 8), long));
    assert_eq!((v.clone(), v.rule()), (RuleViolation::NotLongRange { figure: F }, RuleId::Col19));
    let v = refused(&mut game, answered(1, ActionKind::Ranged, attack_roll(&[2], 8), answers));
    assert_eq!(v.rule(), RuleId::Col19, "only colossals (titans, castles) attack at long range");
}

fn ben_close(aim: TargetAim) -> Command {
    answered(3, ActionKind::Close, attack_roll(&[0], 8), aimed(aim))
}

#[test]
fn col_20_a_close_attack_reaches_the_section_it_touches_or_a_picked_one() {
    let mut game = duel();
    ok(&mut game, Command::EndTurn);
    let v = refused(&mut game, Command::GiveAction { figure: id(3), action: ActionKind::Close, roll: Some(attack_roll(&[0], 8)) });
    assert_eq!(v, RuleViolation::SectionAimNeeded { figure: F, rule: RuleId::Col20 });
    let events = ok(&mut game, ben_close(TargetAim::new(F, SectionAim::One(Left))));
    assert!(events.contains(&Event::SectionTargeted { figure: F, section: Left }));
    assert_eq!(clicks(&game, 0), [0, 4, 0, 0]);
    game.undo();
    let two = TargetAim::new(F, SectionAim::Two(Front, Left));
    assert_eq!(refused(&mut game, ben_close(two.clone())), RuleViolation::ControllerPickNeeded { figure: F, rule: RuleId::Col20 });
    let wrong = TargetAim { controller_pick: Some(Rear), ..two.clone() };
    assert_eq!(refused(&mut game, ben_close(wrong)).message_id(), "violation-col-bad-section-pick");
    ok(&mut game, ben_close(TargetAim { controller_pick: Some(Front), ..two.clone() }));
    assert_eq!(clicks(&game, 0), [4, 0, 0, 0]);
    game.undo();
    damage(&mut game, 0, Left, 4);
    let v = refused(&mut game, ben_close(TargetAim::new(F, SectionAim::One(Left))));
    assert_eq!((v.clone(), v.rule()), (RuleViolation::NoActiveSectionTouched { figure: F }, RuleId::Col20));
    let picked_inactive = TargetAim { controller_pick: Some(Left), ..two };
    assert_eq!(
        refused(&mut game, ben_close(picked_inactive.clone())),
        RuleViolation::AttackerPickNeeded { figure: F, rule: RuleId::Col20 }
    );
    ok(&mut game, ben_close(TargetAim { attacker_pick: Some(Rear), ..picked_inactive }));
    assert_eq!(clicks(&game, 0), [0, 4, 0, 4]);
}

fn ben_shoots(aim: TargetAim) -> Command {
    answered(3, ActionKind::Ranged, attack_roll(&[0], 8), aimed(aim))
}

#[test]
fn col_21_a_ranged_attack_crosses_an_active_unshielded_section() {
    let mut game = duel();
    ok(&mut game, Command::EndTurn);
    let v = refused(&mut game, Command::GiveAction { figure: id(3), action: ActionKind::Ranged, roll: Some(attack_roll(&[0], 8)) });
    assert_eq!(v, RuleViolation::SectionAimNeeded { figure: F, rule: RuleId::Col21 });
    damage(&mut game, 0, Rear, 4);
    let crossing_inactive = TargetAim::new(F, SectionAim::One(Rear));
    assert_eq!(refused(&mut game, ben_shoots(crossing_inactive.clone())).rule(), RuleId::Col21);
    ok(&mut game, ben_shoots(TargetAim { attacker_pick: Some(Right), ..crossing_inactive }));
    assert_eq!(clicks(&game, 0)[Right.index()], 4);
    game.undo();
    let shielded = TargetAim { controller_pick: Some(Left), shielded: vec![Left], ..TargetAim::new(F, SectionAim::Two(Left, Rear)) };
    let v = refused(&mut game, ben_shoots(shielded));
    assert_eq!((v.clone(), v.rule()), (RuleViolation::SectionShielded { figure: F, section: Left }, RuleId::Col21));
    let centre = TargetAim::new(F, SectionAim::Centre);
    assert_eq!(refused(&mut game, ben_shoots(centre)), RuleViolation::AimDoesNotFit { figure: F, rule: RuleId::Col21 });
}

#[test]
fn col_22_an_area_affects_one_section_on_the_line_between_the_centres() {
    let mut game = duel();
    let area = |aim: TargetAim| Command::AreaDamage { target: aim, dealt: 2 };
    let events = ok(&mut game, area(TargetAim::new(F, SectionAim::One(Right))));
    assert!(events.contains(&Event::SectionTargeted { figure: F, section: Right }));
    assert_eq!(clicks(&game, 0), [0, 0, 2, 0]);
    game.undo();
    let centre = TargetAim::new(F, SectionAim::Centre);
    assert_eq!(refused(&mut game, area(centre.clone())), RuleViolation::ControllerPickNeeded { figure: F, rule: RuleId::Col22 });
    ok(&mut game, area(TargetAim { controller_pick: Some(Rear), ..centre }));
    assert_eq!(clicks(&game, 0), [0, 0, 0, 2]);
    game.undo();
    damage(&mut game, 0, Front, 4);
    let inactive = TargetAim::new(F, SectionAim::One(Front));
    assert_eq!(refused(&mut game, area(inactive.clone())), RuleViolation::AttackerPickNeeded { figure: F, rule: RuleId::Col22 });
    ok(&mut game, area(TargetAim { attacker_pick: Some(Left), ..inactive }));
    assert_eq!(clicks(&game, 0), [4, 2, 0, 0]);
    let v = refused(&mut game, area(TargetAim::new(id(1), SectionAim::One(Front))));
    assert_eq!(v.rule(), RuleId::Col01);
}

#[test]
fn col_rules_survive_a_stored_game() {
    let mut game = duel();
    ok(&mut game, section_act(0, Front, ActionKind::Move));
    ok(
        &mut game,
        section_roll(
            0,
            Left,
            ActionKind::Ranged,
            attack_roll(&[2], 9),
            aimed(TargetAim::new(id(2), SectionAim::Two(Left, Rear)).with_pick()),
        ),
    );
    let json = serde_json::to_string(&game).unwrap();
    let back: Game = serde_json::from_str(&json).unwrap();
    assert_eq!(back.state(), game.state());
}

trait WithPick {
    fn with_pick(self) -> TargetAim;
}

impl WithPick for TargetAim {
    fn with_pick(self) -> TargetAim {
        TargetAim { controller_pick: Some(Rear), ..self }
    }
}

/// Regression (merge of cavalry and colossals): a cavalry unit's action also ends a
/// colossal's run of actions, like any other figure's (COL-06).
#[test]
fn col_06_a_cavalry_action_ends_the_colossals_actions() {
    use dialkeeper_core::{Intelligence, MountType};
    let mut rider = soldier("Lancer", 2, None);
    rider.kind = FigureKind::Rider { attack_bonus: 1, symbols: vec![MountType::BattleHorse], dark_riders: false };
    let mut mount = soldier("Horse", 2, None);
    mount.kind = FigureKind::Mount { mount_type: MountType::BattleHorse, intelligence: Intelligence::Independent, dark_riders: false };
    let setup = Setup {
        game_size: 600,
        players: vec![
            PlayerSetup {
                name: "A".into(),
                army: vec![
                    ArmyFigure { figure: colossal("C"), point_value: Some(0), rides: None, aboard: None },
                    ArmyFigure { figure: rider, point_value: None, rides: Some(2), aboard: None },
                    ArmyFigure { figure: mount, point_value: None, rides: None, aboard: None },
                ],
            },
            PlayerSetup { name: "B".into(), army: vec![ArmyFigure::new(soldier("Foe", 2, None))] },
        ],
        ..Default::default()
    };
    let mut game = Game::new(setup).unwrap();
    game.try_apply(section_act(0, Front, ActionKind::Move)).unwrap();
    game.try_apply(Command::GiveAction { figure: FigureId(2), action: ActionKind::Move, roll: None }).unwrap();
    assert_eq!(refused(&mut game, section_act(0, Left, ActionKind::Move)).rule(), RuleId::Col06);
}

// ---- One pipeline (issue 15): the cavalry commands apply the colossal rules ----------

/// Ana: colossal #0, a cavalry unit (mount #1 with Trample, rider #2). Ben: colossal #3,
/// soldier #4.
fn cavalry_and_colossals() -> Game {
    let mut mount = soldier("Warbeast", 2, None);
    mount.kind = FigureKind::Mount { mount_type: MountType::BattleHorse, intelligence: Intelligence::Independent, dark_riders: false };
    mount.proficiencies = vec![Proficiency::Trample];
    let mut rider = soldier("Lancer", 2, None);
    rider.kind = FigureKind::Rider { attack_bonus: 1, symbols: vec![MountType::BattleHorse], dark_riders: false };
    let mut riding = ArmyFigure::new(rider);
    riding.rides = Some(1);
    Game::new(Setup {
        game_size: 1000,
        players: vec![
            PlayerSetup { name: "Ana".into(), army: vec![ArmyFigure::new(colossal("Shadow Dragon")), ArmyFigure::new(mount), riding] },
            PlayerSetup {
                name: "Ben".into(),
                army: vec![ArmyFigure::new(colossal("Sea Serpent")), ArmyFigure::new(soldier("Ben's soldier", 4, None))],
            },
        ],
        ..Default::default()
    })
    .unwrap()
}

#[test]
fn col_03_no_capture_by_or_of_a_colossal_through_the_capture_command() {
    let mut game = duel();
    let v = refused(&mut game, Command::Capture { captor: id(1), target: id(2) });
    assert_eq!((v.clone(), v.rule()), (RuleViolation::ColossalImmune { figure: id(2), effect: ColossalEffect::Capture }, RuleId::Col03));
    let v = refused(&mut game, Command::Capture { captor: F, target: id(3) });
    assert_eq!(v, RuleViolation::ColossalImmune { figure: F, effect: ColossalEffect::Capture });
    ok(&mut game, Command::Capture { captor: id(1), target: id(3) });
}

#[test]
fn col_03_a_colossal_uses_neither_surge_nor_double_time_as_a_proficiency() {
    let mut game = duel();
    let v = refused(&mut game, Command::UseProficiency { figure: F, proficiency: Proficiency::Surge });
    assert_eq!((v.clone(), v.rule()), (RuleViolation::ColossalImmune { figure: F, effect: ColossalEffect::Surge }, RuleId::Col03));
    let v = refused(&mut game, Command::UseProficiency { figure: F, proficiency: Proficiency::Sprint });
    assert_eq!(v, RuleViolation::ColossalImmune { figure: F, effect: ColossalEffect::DoubleTime });
    ok(&mut game, Command::UseProficiency { figure: id(1), proficiency: Proficiency::Surge });
}

#[test]
fn col_03_trample_does_not_damage_a_colossal() {
    let mut game = cavalry_and_colossals();
    let v = refused(&mut game, Command::Trample { unit: id(1), crossed: vec![id(4), id(3)], elevated: false, double_time: false });
    assert_eq!((v.clone(), v.rule()), (RuleViolation::ColossalImmune { figure: id(3), effect: ColossalEffect::Trample }, RuleId::Col03));
    ok(&mut game, Command::Trample { unit: id(1), crossed: vec![id(4)], elevated: false, double_time: false });
}

#[test]
fn col_06_a_cavalry_command_ends_the_colossal_run_of_actions_too() {
    let mut game = cavalry_and_colossals();
    ok(&mut game, section_act(0, Front, ActionKind::Move));
    let events = ok(&mut game, Command::Dismount { unit: id(1), room_for_rider: true });
    assert!(events.contains(&Event::ColossalActionsEnded { figure: F }));
    let v = refused(&mut game, section_act(0, Left, ActionKind::Special));
    assert_eq!((v.clone(), v.rule()), (RuleViolation::ColossalActionsOver { figure: F }, RuleId::Col06));
    let mut game = cavalry_and_colossals();
    ok(&mut game, section_act(0, Front, ActionKind::Move));
    let events = ok(&mut game, Command::Trample { unit: id(2), crossed: vec![id(4)], elevated: false, double_time: false });
    assert!(events.contains(&Event::ColossalActionsEnded { figure: F }));
}
