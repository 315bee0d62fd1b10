//! Issue 32: rules that held on one command path and not another. Each test names its
//! rule, says the seed's sentence in its own words, and tries every command that can
//! reach the rule: the plain action, the answered action, a formation, a cavalry
//! unit's action, an ability's own action, Charge and Bound.

use crate::common;

use common::*;
use dialkeeper_core::*;

// ---- figures and games ---------------------------------------------------------------

fn ok(game: &mut Game, command: Command) -> Vec<Event> {
    game.try_apply(command.clone()).unwrap_or_else(|v| panic!("{command:?} refused: {v}"))
}

fn attack_roll(targets: &[FigureId], two_d6: u8) -> Option<ActionRoll> {
    Some(ActionRoll::Attack { targets: targets.to_vec(), two_d6, modifier: 0 })
}

fn capture(figure: FigureId, target: FigureId, two_d6: u8) -> Command {
    Command::GiveAction { figure, action: ActionKind::Close, roll: Some(ActionRoll::Capture { target, two_d6, modifier: 0 }) }
}

fn answered(figure: FigureId, action: ActionKind, roll: Option<ActionRoll>) -> Command {
    Command::GiveAnsweredAction { figure, action, roll, answers: ActionAnswers::default() }
}

// Capture games: Ana's captor 0 and friend 1, Ben's target 2 and other 3; 400 points.
const CAPTOR: FigureId = FigureId(0);
const FRIEND: FigureId = FigureId(1);
const TARGET: FigureId = FigureId(2);
const OTHER: FigureId = FigureId(3);

/// The captor (attack 9) takes the target (defense 16 + 2) on Ana's first turn.
fn captured_with(captor: FigureDef, friend: FigureDef, other: FigureDef) -> Game {
    let mut game = game(400, vec![captor, friend], vec![plain("Target", 6, 40), other]);
    ok(&mut game, capture(CAPTOR, TARGET, 9));
    assert_eq!(game.state().figure(TARGET).captor, Some(CAPTOR));
    game
}

fn captured() -> Game {
    captured_with(plain("Captor", 6, 40), plain("Friend", 6, 40), plain("Other", 6, 40))
}

fn next_turn(game: &mut Game) {
    ok(game, Command::EndTurn);
}

// ---- CORE-14: capture ------------------------------------------------------------------

/// Seed 004, capture: the captor may be attacked by an opponent, but not with a bow or
/// a fireball, since it stands in base contact (with its captive). So no ranged attack
/// names it, on the plain or the answered path, as a target or as a figure a
/// Flame/Lightning hit reaches; a close attack still may.
#[test]
fn core_14_a_captor_cannot_be_shot() {
    let mut game = captured();
    next_turn(&mut game);
    for command in [
        Command::GiveAction { figure: OTHER, action: ActionKind::Ranged, roll: attack_roll(&[CAPTOR], 9) },
        answered(OTHER, ActionKind::Ranged, attack_roll(&[CAPTOR], 9)),
    ] {
        let v = refused(&mut game, command);
        assert_eq!(v, RuleViolation::CaptorInContact { figure: CAPTOR, captive: TARGET });
        assert_eq!(v.rule(), RuleId::Core14);
    }
    ok(&mut game, Command::GiveAction { figure: OTHER, action: ActionKind::Close, roll: attack_roll(&[CAPTOR], 9) });
}

/// Seed 004, capture: the captor may only move and pass while it holds its captive. The
/// plain action refused its attack; the answered action, a formation led by it and a
/// special action must refuse it too.
#[test]
fn core_14_a_captor_cannot_attack_on_any_path() {
    let mut game = captured();
    next_turn(&mut game);
    next_turn(&mut game);
    let holds = RuleViolation::HoldsCaptive { figure: CAPTOR, captive: TARGET };
    for command in [
        Command::GiveAction { figure: CAPTOR, action: ActionKind::Close, roll: attack_roll(&[OTHER], 9) },
        answered(CAPTOR, ActionKind::Close, attack_roll(&[OTHER], 9)),
        answered(CAPTOR, ActionKind::Close, None),
        answered(CAPTOR, ActionKind::Special, None),
        Command::Formation {
            primary: CAPTOR,
            members: vec![FRIEND],
            action: ActionKind::Close,
            roll: attack_roll(&[OTHER], 9),
            all_in_contact: true,
            answers: ActionAnswers::default(),
        },
        Command::GiveAction { figure: CAPTOR, action: ActionKind::Special, roll: Some(ActionRoll::Regenerate { d6: 6 }) },
    ] {
        assert_eq!(refused(&mut game, command.clone()), holds, "{command:?}");
    }
    ok(&mut game, answered(CAPTOR, ActionKind::Move, None));
}

/// Seed 004, Defend: a friend in base contact lends its defense value to the figure
/// attacked; a capture attempt is an attack on it, with the capture's +2 on top.
#[test]
fn core_14_defend_lends_its_value_to_a_capture_target() {
    let mut game = game(
        400,
        vec![plain("Captor", 6, 40)],
        vec![plain("Target", 6, 40), defending(with(plain("Guard", 6, 40), StatSlot::Defense, Ability::Defend), 19)],
    );
    let (captor, target, guard) = (FigureId(0), FigureId(1), FigureId(2));
    // 9 + 9 = 18 takes a defense of 16 + 2, not the guard's 19 + 2.
    let roll = Some(ActionRoll::Capture { target, two_d6: 9, modifier: 0 });
    let answers = ActionAnswers { defended: vec![Defended { target, defender: guard, section: None }], ..ActionAnswers::default() };
    let events = ok(&mut game, Command::GiveAnsweredAction { figure: captor, action: ActionKind::Close, roll, answers });
    assert!(events.contains(&Event::AbilityUsed { figure: guard, ability: Ability::Defend }), "{events:?}");
    assert!(events.iter().any(|e| matches!(e, Event::Missed { target: t, .. } if *t == target)), "{events:?}");
    assert_eq!(game.state().figure(target).captor, None);
}

/// Seed 004, Necromancy: used only when the necromancer touches no opposing figure; a
/// captive stays in base contact with its captor, so a captor never may.
#[test]
fn core_16_a_captor_cannot_use_necromancy() {
    let necromancer = with(plain("Necromancer", 6, 40), StatSlot::Damage, Ability::Necromancy);
    let mut game = captured_with(necromancer, plain("Friend", 6, 40), plain("Other", 6, 40));
    ok(&mut game, Command::Damage { figure: FRIEND, dial: 0, clicks: 6 });
    assert!(game.state().figure(FRIEND).eliminated);
    next_turn(&mut game);
    next_turn(&mut game);
    let roll = Some(ActionRoll::Necromancy { figure: FRIEND, d6: Some(1), in_contact: false });
    let v = refused(&mut game, Command::GiveAction { figure: CAPTOR, action: ActionKind::Move, roll });
    assert_eq!(v, RuleViolation::AbilityInContact { figure: CAPTOR, ability: Ability::Necromancy });
}

// ---- CORE-16: healing and Invulnerability ---------------------------------------------

/// Seed 004, Invulnerability: the figure may not be healed. Command's heal of a
/// demoralized friend, the table's heal and Vampirism's heal all stop at it.
#[test]
fn core_16_invulnerability_stops_every_heal() {
    let commander = with(plain("Commander", 6, 40), StatSlot::Damage, Ability::Command);
    let stoic = with(with(plain("Stoic", 6, 40), StatSlot::Damage, Ability::Demoralized), StatSlot::Defense, Ability::Invulnerability);
    let mut game = game(200, vec![commander, stoic], vec![plain("Foe", 6, 40)]);
    let (commander, stoic) = (FigureId(0), FigureId(1));
    ok(&mut game, Command::Damage { figure: stoic, dial: 0, clicks: 2 });
    let cant = RuleViolation::HealInvulnerable { figure: stoic };
    assert_eq!(
        refused(&mut game, Command::CommandRoll { figure: commander, d6: 3, demoralized_in_contact: vec![stoic], section: None }),
        cant
    );
    assert_eq!(refused(&mut game, Command::Heal { figure: stoic, dial: 0, clicks: 1 }), cant);
    ok(&mut game, Command::CommandRoll { figure: commander, d6: 3, demoralized_in_contact: vec![], section: None });

    // Vampirism (attack) beside Invulnerability (defense): the hit deals, no heal follows.
    let vampire = with(with(plain("Vampire", 6, 40), StatSlot::Attack, Ability::Vampirism), StatSlot::Defense, Ability::Invulnerability);
    let mut game = common::game(200, vec![vampire], vec![plain("Foe", 6, 40)]);
    ok(&mut game, Command::Damage { figure: FigureId(0), dial: 0, clicks: 2 });
    let events =
        ok(&mut game, Command::GiveAction { figure: FigureId(0), action: ActionKind::Close, roll: attack_roll(&[FigureId(1)], 10) });
    assert!(events.iter().any(|e| matches!(e, Event::Damaged { figure: FigureId(1), .. })), "{events:?}");
    assert!(!events.iter().any(|e| matches!(e, Event::Healed { .. })), "{events:?}");
    assert_eq!(click(&game, 0), 2);
}

// ---- CORE-16: Command and formations ---------------------------------------------------

/// Seed 004, Command: on a 6 the player gets one more action; a formation is one action.
/// So a formation may use the action Command added.
#[test]
fn core_16_a_formation_may_use_the_action_command_added() {
    let commander = with(plain("Commander", 6, 40), StatSlot::Damage, Ability::Command);
    let mut game = game(100, vec![commander, plain("A", 6, 20), plain("B", 6, 20)], vec![plain("Foe", 6, 40)]);
    ok(&mut game, Command::CommandRoll { figure: FigureId(0), d6: 6, demoralized_in_contact: vec![], section: None });
    ok(&mut game, Command::Pass);
    let formation = Command::Formation {
        primary: FigureId(0),
        members: vec![FigureId(1), FigureId(2)],
        action: ActionKind::Move,
        roll: None,
        all_in_contact: true,
        answers: ActionAnswers::default(),
    };
    ok(&mut game, formation);
    assert_eq!(refused(&mut game, Command::Pass), RuleViolation::NoActionsLeft { allowed: 2 });
}

// ---- CORE-16: Demoralized ---------------------------------------------------------------

/// Seed 004 lists Demoralized among the abilities that always apply, not the optional ones.
#[test]
fn core_16_demoralized_always_applies() {
    assert!(!Ability::Demoralized.optional());
}

// ---- CORE-08 and CAV-21: tokens are the controller's -----------------------------------

/// Ana: mount 0, rider 1 on it; Ben: mount 2 (mean-spirited), rider 3 on it; 300 points.
fn two_units(a_rider: FigureDef) -> Game {
    let riding = |def: FigureDef, mount: u16| ArmyFigure { rides: Some(mount), ..ArmyFigure::new(def) };
    Game::new(Setup {
        game_size: 300,
        players: vec![
            PlayerSetup { name: "Ana".into(), army: vec![ArmyFigure::new(mount("Horse", Intelligence::Independent)), riding(a_rider, 0)] },
            PlayerSetup {
                name: "Ben".into(),
                army: vec![ArmyFigure::new(mount("Brute", Intelligence::MeanSpirited)), riding(rider("Ben's rider"), 0)],
            },
        ],
        ..Default::default()
    })
    .unwrap()
}

/// CORE-08: at the end of a player's turn, the tokens go from that player's figures
/// that were given no action. Ana's rider on Ben's mean-spirited mount makes a unit Ana
/// controls (its rider's), so its token stays through Ben's turn.
#[test]
fn core_08_tokens_are_cleared_at_the_end_of_the_controllers_turn() {
    let mut game = two_units(rider("Ana's rider"));
    let (a_mount, a_rider, b_mount) = (FigureId(0), FigureId(1), FigureId(2));
    ok(&mut game, Command::Dismount { unit: a_mount, room_for_rider: true });
    next_turn(&mut game);
    ok(&mut game, Command::Dismount { unit: b_mount, room_for_rider: true });
    next_turn(&mut game);
    // Ana's turn: Ben's riderless mean-spirited mount sides with her (CAV-21).
    ok(&mut game, Command::Remount { rider: a_rider, mount: b_mount });
    assert_eq!(tokens(&game, 2), 1);
    next_turn(&mut game);
    next_turn(&mut game);
    assert_eq!(tokens(&game, 2), 1, "Ben's end phase leaves Ana's unit its token");
    next_turn(&mut game);
    assert_eq!(tokens(&game, 2), 0, "Ana's end phase takes it, the unit not having acted");
}

// ---- CAV-23 and CORE-16: a demoralized rider ----------------------------------------------

/// Seed 004, Demoralized: the figure may only move or pass. Seed 001: remounting gives
/// the dismounted rider a special action, so a demoralized rider may not remount.
#[test]
fn cav_23_a_demoralized_rider_cannot_remount() {
    let mut game = two_units(with(rider("Shaken"), StatSlot::Damage, Ability::Demoralized));
    let (a_mount, a_rider) = (FigureId(0), FigureId(1));
    ok(&mut game, Command::Dismount { unit: a_mount, room_for_rider: true });
    let v = refused(&mut game, Command::Remount { rider: a_rider, mount: a_mount });
    assert_eq!(v, RuleViolation::AbilityForbids { figure: a_rider, ability: Ability::Demoralized, action: ActionKind::Special });
}

// ---- CORE-16: Charge and Bound, a move and an attack as one action ----------------------

use crate::colossal_support;

fn move_and_attack(figure: FigureId, ability: Ability, roll: Option<ActionRoll>, answers: ActionAnswers) -> Command {
    Command::MoveAndAttack { figure, ability, roll, answers }
}

fn actions_left(events: &[Event]) -> Option<u8> {
    events.iter().find_map(|e| match e {
        Event::ActionGiven { actions_left, .. } => Some(*actions_left),
        _ => None,
    })
}

/// Seed 004, Charge: besides its normal move the figure may attack in close combat at
/// once, at no extra action cost. One command, one of the turn's actions, one token,
/// one undo step; a figure without Charge on its speed value may not.
#[test]
fn core_16_charge_moves_and_attacks_as_one_action() {
    let charger = with(plain("Charger", 6, 40), StatSlot::Speed, Ability::Charge);
    let mut game = game(200, vec![charger, plain("Walker", 6, 40)], vec![plain("Foe", 6, 40)]);
    let (charger, walker, foe) = (FigureId(0), FigureId(1), FigureId(2));
    assert_eq!(game.move_and_attack(charger), Some((Ability::Charge, Ok(()))));
    assert_eq!(game.move_and_attack(walker), None);
    let before = game.state().clone();
    let events = ok(&mut game, move_and_attack(charger, Ability::Charge, attack_roll(&[foe], 9), ActionAnswers::default()));
    assert!(events.contains(&Event::AbilityUsed { figure: charger, ability: Ability::Charge }), "{events:?}");
    assert!(events.contains(&Event::ActionGiven { figure: charger, action: ActionKind::Close, actions_left: 1 }), "{events:?}");
    assert_eq!((click(&game, 2), tokens(&game, 0), game.actions_left()), (2, 1, 1));
    game.undo();
    assert_eq!(game.state(), &before, "one undo step takes back the move and the attack");
    let v = refused(&mut game, move_and_attack(walker, Ability::Charge, attack_roll(&[foe], 9), ActionAnswers::default()));
    assert_eq!(v, RuleViolation::AbilityNotShown { figure: walker, ability: Ability::Charge });
    let v = refused(&mut game, move_and_attack(charger, Ability::Bound, attack_roll(&[foe], 9), ActionAnswers::default()));
    assert_eq!(v, RuleViolation::AbilityNotShown { figure: charger, ability: Ability::Bound });
    let v = refused(&mut game, move_and_attack(charger, Ability::Flight, None, ActionAnswers::default()));
    assert!(matches!(v, RuleViolation::AbilityWrongAction { .. }), "{v:?}");
}

/// Seed 004, Bound: the same with a ranged attack after the move; the answers about the
/// figures around the attack (here Defend) apply as on any attack.
#[test]
fn core_16_bound_moves_and_shoots_as_one_action_with_its_answers() {
    let leaper = with(plain("Leaper", 6, 40), StatSlot::Speed, Ability::Bound);
    let guard = defending(with(plain("Guard", 6, 40), StatSlot::Defense, Ability::Defend), 19);
    let mut game = game(200, vec![leaper], vec![plain("Foe", 6, 40), guard]);
    let (leaper, foe, guard) = (FigureId(0), FigureId(1), FigureId(2));
    let events = ok(&mut game, move_and_attack(leaper, Ability::Bound, attack_roll(&[foe], 8), ActionAnswers::default()));
    assert_eq!((actions_left(&events), click(&game, 1)), (Some(1), 2), "9 + 8 = 17 reaches 16: {events:?}");
    game.undo();
    let answers = ActionAnswers { defended: vec![Defended { target: foe, defender: guard, section: None }], ..ActionAnswers::default() };
    let events = ok(&mut game, move_and_attack(leaper, Ability::Bound, attack_roll(&[foe], 8), answers));
    assert!(events.iter().any(|e| matches!(e, Event::Missed { .. })), "17 misses the guard's 19: {events:?}");
    assert_eq!(click(&game, 1), 0);
}

/// Seed 004, Demoralized and capture: such a figure may only move (or pass), so its
/// Bound makes no attack, and a demoralized figure never goes into contact of its own
/// will, so it does not Charge; a captor charges nobody. Refused before any die.
#[test]
fn core_16_a_demoralized_or_captor_charger_makes_no_attack() {
    let shaken = |speed| with(with(plain("Shaken", 6, 40), StatSlot::Speed, speed), StatSlot::Damage, Ability::Demoralized);
    let mut game = game(200, vec![shaken(Ability::Charge), shaken(Ability::Bound)], vec![plain("Foe", 6, 40)]);
    let v = refused(&mut game, move_and_attack(FigureId(0), Ability::Charge, attack_roll(&[FigureId(2)], 9), ActionAnswers::default()));
    assert_eq!(v, RuleViolation::DemoralizedContact { figure: FigureId(0) });
    let v = refused(&mut game, move_and_attack(FigureId(1), Ability::Bound, attack_roll(&[FigureId(2)], 9), ActionAnswers::default()));
    assert_eq!(v, RuleViolation::AbilityForbids { figure: FigureId(1), ability: Ability::Demoralized, action: ActionKind::Ranged });

    let charger = with(plain("Captor", 6, 40), StatSlot::Speed, Ability::Charge);
    let mut game = captured_with(charger, plain("Friend", 6, 40), plain("Other", 6, 40));
    next_turn(&mut game);
    next_turn(&mut game);
    let v = refused(&mut game, move_and_attack(CAPTOR, Ability::Charge, attack_roll(&[OTHER], 9), ActionAnswers::default()));
    assert_eq!(v, RuleViolation::HoldsCaptive { figure: CAPTOR, captive: TARGET });
}

/// Ana: `a_mount` 0 with `a_rider` 1 on it; Ben: a unit (mount 2, rider 3) and a footman 4.
fn units(a_mount: FigureDef, a_rider: FigureDef) -> Game {
    let riding = |def: FigureDef, mount: u16| ArmyFigure { rides: Some(mount), ..ArmyFigure::new(def) };
    Game::new(Setup {
        game_size: 400,
        players: vec![
            PlayerSetup { name: "Ana".into(), army: vec![ArmyFigure::new(a_mount), riding(a_rider, 0)] },
            PlayerSetup {
                name: "Ben".into(),
                army: vec![
                    ArmyFigure::new(mount("Mare", Intelligence::Independent)),
                    riding(rider("Ben's rider"), 0),
                    ArmyFigure::new(plain("Footman", 6, 20)),
                ],
            },
        ],
        ..Default::default()
    })
    .unwrap()
}

/// Seed 004, Demoralized: the figure never goes into base contact with an opponent of
/// its own will, and may only move or pass. So its mount makes no Mounted Charge, no
/// Overwhelm, no Trample across bases (a Trample crossing nobody is a plain move); it
/// does not Regenerate; and its unit dismounts only if the other dial may take the
/// special action (CAV-12).
#[test]
fn core_16_a_demoralized_figure_never_closes_in() {
    let mut steed = with(mount("Steed", Intelligence::Independent), StatSlot::Damage, Ability::Demoralized);
    steed.proficiencies = vec![Proficiency::MountedCharge, Proficiency::Overwhelm, Proficiency::Trample];
    let mut game = units(steed.clone(), rider("Lancer"));
    let (a_mount, a_rider, b_mount, foot) = (FigureId(0), FigureId(1), FigureId(2), FigureId(4));
    let closes = RuleViolation::DemoralizedContact { figure: a_mount };
    let charge =
        Command::MountedCharge { attacker: a_rider, roll: attack_roll(&[foot], 9), in_contact: false, answers: ActionAnswers::default() };
    assert_eq!(refused(&mut game, charge), closes);
    let overwhelm =
        Command::Overwhelm { unit: a_mount, target: b_mount, d6: 6, room_for_rider: true, in_contact: false, speed_ability: false };
    assert_eq!(refused(&mut game, overwhelm), closes);
    assert_eq!(refused(&mut game, Command::Trample { unit: a_mount, crossed: vec![foot], elevated: false, double_time: false }), closes);
    ok(&mut game, Command::Trample { unit: a_mount, crossed: vec![], elevated: false, double_time: false });

    // The rider is not demoralized: the unit may dismount; with both dials demoralized, not.
    let mut game = units(steed.clone(), rider("Lancer"));
    ok(&mut game, Command::Dismount { unit: a_mount, room_for_rider: true });
    let mut game = units(steed, with(rider("Shaken"), StatSlot::Damage, Ability::Demoralized));
    let v = refused(&mut game, Command::Dismount { unit: a_mount, room_for_rider: true });
    assert_eq!(v, RuleViolation::AbilityForbids { figure: a_rider, ability: Ability::Demoralized, action: ActionKind::Special });

    let healer = with(with(plain("Troll", 6, 40), StatSlot::Defense, Ability::Regeneration), StatSlot::Damage, Ability::Demoralized);
    let mut game = common::game(200, vec![healer], vec![plain("Foe", 6, 40)]);
    ok(&mut game, Command::Damage { figure: FigureId(0), dial: 0, clicks: 2 });
    let v = refused(
        &mut game,
        Command::GiveAction { figure: FigureId(0), action: ActionKind::Special, roll: Some(ActionRoll::Regenerate { d6: 6 }) },
    );
    assert_eq!(v, RuleViolation::AbilityForbids { figure: FigureId(0), ability: Ability::Demoralized, action: ActionKind::Special });
}

/// CORE-14 with CAV-23: a captive can be given no action, so a rider may not remount a
/// riderless mount that an opponent holds captive.
#[test]
fn cav_23_a_captive_mount_cannot_be_remounted() {
    let mut game = units(mount("Horse", Intelligence::Independent), rider("Lancer"));
    let (a_mount, a_rider, foot) = (FigureId(0), FigureId(1), FigureId(4));
    ok(&mut game, Command::Dismount { unit: a_mount, room_for_rider: true });
    next_turn(&mut game);
    ok(&mut game, capture(foot, a_mount, 9));
    next_turn(&mut game);
    let v = refused(&mut game, Command::Remount { rider: a_rider, mount: a_mount });
    assert_eq!(v, RuleViolation::Captive { figure: a_mount, captor: foot });
}

/// COL-20 with Charge: the charge at a colossal carries the section it reaches.
#[test]
fn col_20_a_charge_at_a_colossal_carries_its_section() {
    let charger = with(plain("Charger", 6, 40), StatSlot::Speed, Ability::Charge);
    let mut game = game(600, vec![charger], vec![colossal_support::colossal("Titan")]);
    let (charger, titan) = (FigureId(0), FigureId(1));
    let v = refused(&mut game, move_and_attack(charger, Ability::Charge, attack_roll(&[titan], 9), ActionAnswers::default()));
    assert!(matches!(v, RuleViolation::SectionAimNeeded { rule: RuleId::Col20, .. }), "{v:?}");
    let answers = ActionAnswers { aims: vec![TargetAim::new(titan, SectionAim::One(Section::Left))], ..ActionAnswers::default() };
    let events = ok(&mut game, move_and_attack(charger, Ability::Charge, attack_roll(&[titan], 9), answers));
    assert!(events.contains(&Event::SectionTargeted { figure: titan, section: Section::Left }), "{events:?}");
    assert_eq!(game.state().figure(titan).clicks[Section::Left.index()], 2);
}

/// Ana: a Mounted Charge and Mounted Bound unit (mount 0, rider 1); Ben: a colossal (2).
fn cavalry_against_a_colossal() -> Game {
    let mut horse = mount("Charger", Intelligence::Independent);
    horse.proficiencies = vec![Proficiency::MountedCharge, Proficiency::MountedBound];
    Game::new(Setup {
        game_size: 600,
        players: vec![
            PlayerSetup {
                name: "Ana".into(),
                army: vec![ArmyFigure::new(horse), ArmyFigure { rides: Some(0), ..ArmyFigure::new(rider("Lancer")) }],
            },
            PlayerSetup { name: "Ben".into(), army: vec![ArmyFigure::new(colossal_support::colossal("Titan"))] },
        ],
        ..Default::default()
    })
    .unwrap()
}

/// CAV-28 and CAV-27 against a colossal (COL-20, COL-21): a Mounted Charge or Bound at a
/// colossal needs the section it reaches, and the command now carries it.
#[test]
fn cav_28_a_mounted_charge_or_bound_at_a_colossal_carries_its_section() {
    let (horse, lancer, titan) = (FigureId(0), FigureId(1), FigureId(2));
    let aimed = |section| ActionAnswers { aims: vec![TargetAim::new(titan, SectionAim::One(section))], ..ActionAnswers::default() };
    let mut game = cavalry_against_a_colossal();
    let charge = |answers| Command::MountedCharge { attacker: lancer, roll: attack_roll(&[titan], 9), in_contact: false, answers };
    assert!(matches!(refused(&mut game, charge(ActionAnswers::default())), RuleViolation::SectionAimNeeded { rule: RuleId::Col20, .. }));
    let events = ok(&mut game, charge(aimed(Section::Front)));
    assert!(events.contains(&Event::SectionTargeted { figure: titan, section: Section::Front }), "{events:?}");
    assert_eq!(game.state().figure(titan).clicks[Section::Front.index()], 2);

    let mut game = cavalry_against_a_colossal();
    let bound = |answers| Command::MountedBound { unit: horse, roll: attack_roll(&[titan], 9), in_contact: false, answers };
    assert!(matches!(refused(&mut game, bound(ActionAnswers::default())), RuleViolation::SectionAimNeeded { rule: RuleId::Col21, .. }));
    let events = ok(&mut game, bound(aimed(Section::Rear)));
    assert!(events.contains(&Event::SectionTargeted { figure: titan, section: Section::Rear }), "{events:?}");
}

// ---- CORE-13 with CORE-16: a formation's attack takes the table's answers ---------------

/// Seed 004, Defend: a friend in base contact lends its defense value to the figure
/// attacked, whatever attacks it; a formation's attack is one attack by its primary, so
/// the answer applies to it too (and a colossal target's section is carried the same way).
#[test]
fn core_13_defend_answers_a_formation_attack() {
    let guard = defending(with(plain("Guard", 6, 40), StatSlot::Defense, Ability::Defend), 21);
    let mut game = game(400, vec![plain("A", 6, 40), plain("B", 6, 40)], vec![plain("Foe", 6, 40), guard]);
    let (a, b, foe, guard) = (FigureId(0), FigureId(1), FigureId(2), FigureId(3));
    let formation = |answers| Command::Formation {
        primary: a,
        members: vec![b],
        action: ActionKind::Close,
        roll: attack_roll(&[foe], 10),
        all_in_contact: true,
        answers,
    };
    // 9 + 10 + 1 = 20: hits the foe's 16, misses the guard's 21.
    let events = ok(&mut game, formation(ActionAnswers::default()));
    assert_eq!(click(&game, 2), 2, "{events:?}");
    game.undo();
    let answers = ActionAnswers { defended: vec![Defended { target: foe, defender: guard, section: None }], ..ActionAnswers::default() };
    let events = ok(&mut game, formation(answers));
    assert!(events.contains(&Event::AbilityUsed { figure: guard, ability: Ability::Defend }), "{events:?}");
    assert_eq!(click(&game, 2), 0);
    // An answer naming no figure of the attack is refused, as on every path.
    game.undo();
    let bad = ActionAnswers { defended: vec![Defended { target: guard, defender: foe, section: None }], ..ActionAnswers::default() };
    assert_eq!(refused(&mut game, formation(bad)), RuleViolation::BadTarget { figure: foe });
}

// ---- CHR-04 with CORE-14: a passenger holds no captive ------------------------------------

/// Seed 002: a passenger is in base contact with nothing. Seed 004: a captive stays in
/// base contact with its captor. So a captor does not board a chariot, and a passenger
/// takes no captive.
#[test]
fn chr_04_a_passenger_holds_no_captive() {
    let mut game = game(
        600,
        vec![plain("Captor", 6, 40), colossal_support::chariot("Chariot"), plain("Rider", 6, 40)],
        vec![plain("Target", 6, 40), plain("Other", 6, 40)],
    );
    let (captor, chariot, rider, target, other) = (FigureId(0), FigureId(1), FigureId(2), FigureId(3), FigureId(4));
    ok(&mut game, capture(captor, target, 9));
    next_turn(&mut game);
    next_turn(&mut game);
    let v = refused(&mut game, Command::Board { figure: captor, chariot, section: Section::Rear, sentry: false });
    assert_eq!(v, RuleViolation::PassengerNoCaptive { figure: captor });
    assert_eq!(v.rule(), RuleId::Chr04);
    ok(&mut game, Command::Board { figure: rider, chariot, section: Section::Left, sentry: false });
    next_turn(&mut game);
    next_turn(&mut game);
    let v = refused(&mut game, capture(rider, other, 9));
    assert_eq!(v, RuleViolation::PassengerNoCaptive { figure: rider });
}

/// Seed 004: Magic Healing's target touches no opposing figure, and a captor always
/// touches its captive; seed 001: remounting is the rider's special action, and a captor
/// may only move. So a captor is no Magic Healing target, and a dismounted rider holding
/// a captive does not remount.
#[test]
fn core_14_a_captor_is_no_magic_healing_target_and_does_not_remount() {
    let medic = with(plain("Medic", 6, 40), StatSlot::Attack, Ability::MagicHealing);
    let mut game = captured_with(plain("Captor", 6, 40), medic, plain("Other", 6, 40));
    ok(&mut game, Command::Damage { figure: CAPTOR, dial: 0, clicks: 2 });
    let heal = Some(ActionRoll::Heal { target: CAPTOR, two_d6: 12, clicks: 2, target_in_contact: false });
    let v = refused(&mut game, Command::GiveAction { figure: FRIEND, action: ActionKind::Ranged, roll: heal });
    assert_eq!(v, RuleViolation::CaptorInContact { figure: CAPTOR, captive: TARGET });

    let mut game = units(mount("Horse", Intelligence::Independent), rider("Lancer"));
    let (a_mount, a_rider, foot) = (FigureId(0), FigureId(1), FigureId(4));
    ok(&mut game, Command::Dismount { unit: a_mount, room_for_rider: true });
    ok(&mut game, capture(a_rider, foot, 9));
    next_turn(&mut game);
    next_turn(&mut game);
    let v = refused(&mut game, Command::Remount { rider: a_rider, mount: a_mount });
    assert_eq!(v, RuleViolation::HoldsCaptive { figure: a_rider, captive: foot });
}
