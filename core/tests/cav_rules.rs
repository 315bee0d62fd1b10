//! One or more tests per CAV rule the engine tracks, named after the rule id, then whole
//! turns of cavalry play and a property test of dismount and undo.

use crate::common;

use common::*;
use dialkeeper_core::*;
use proptest::prelude::*;

// ---- figures and games -------------------------------------------------------------

fn mount_def(name: &str, mount_type: MountType, intelligence: Intelligence, proficiencies: Vec<Proficiency>) -> FigureDef {
    let mut def = plain(name, 6, 40);
    def.kind = FigureKind::Mount { mount_type, intelligence, dark_riders: false };
    def.proficiencies = proficiencies;
    def
}

fn horse() -> FigureDef {
    mount_def("Warhorse", MountType::BattleHorse, Intelligence::Independent, vec![])
}

fn rider_def(name: &str, attack_bonus: u8, symbols: Vec<MountType>, proficiencies: Vec<Proficiency>) -> FigureDef {
    let mut def = plain(name, 6, 30);
    def.kind = FigureKind::Rider { attack_bonus, symbols, dark_riders: false };
    def.proficiencies = proficiencies;
    def
}

fn lancer() -> FigureDef {
    rider_def("Lancer", 2, vec![MountType::BattleHorse], vec![])
}

fn dark_pair() -> (FigureDef, FigureDef) {
    let mut mount = plain("Dark Steed", 4, 40);
    mount.collector_number = "121b".into();
    mount.kind = FigureKind::Mount { mount_type: MountType::BattleHorse, intelligence: Intelligence::Independent, dark_riders: true };
    let mut rider = plain("Dark Rider", 4, 30);
    rider.collector_number = "121a".into();
    rider.kind = FigureKind::Rider { attack_bonus: 1, symbols: vec![], dark_riders: true };
    (mount, rider)
}

/// `[mount, rider riding it, footman]`.
fn unit_army(mount: FigureDef, rider: FigureDef) -> Vec<ArmyFigure> {
    let mut r = ArmyFigure::new(rider);
    r.rides = Some(0);
    vec![ArmyFigure::new(mount), r, ArmyFigure::new(plain("Footman", 8, 30))]
}

fn setup(a: Vec<ArmyFigure>, b: Vec<ArmyFigure>) -> Setup {
    Setup {
        game_size: 300,
        players: vec![PlayerSetup { name: "Ana".into(), army: a }, PlayerSetup { name: "Ben".into(), army: b }],
        ..Default::default()
    }
}

// Ids in every game below: Ana's mount 0, rider 1, footman 2; Ben's mount 3, rider 4, footman 5.
const MOUNT: FigureId = FigureId(0);
const RIDER: FigureId = FigureId(1);
const FOOT: FigureId = FigureId(2);
const B_MOUNT: FigureId = FigureId(3);
const B_RIDER: FigureId = FigureId(4);
const B_FOOT: FigureId = FigureId(5);

fn cav_game_with(a_mount: FigureDef, a_rider: FigureDef, b_mount: FigureDef, b_rider: FigureDef) -> Game {
    Game::new(setup(unit_army(a_mount, a_rider), unit_army(b_mount, b_rider))).unwrap()
}

fn cav_game() -> Game {
    cav_game_with(horse(), lancer(), horse(), lancer())
}

// ---- helpers -------------------------------------------------------------------------

fn ok(game: &mut Game, command: Command) -> Vec<Event> {
    game.try_apply(command.clone()).unwrap_or_else(|v| panic!("{command:?} refused: {v}"))
}

fn refused(game: &mut Game, command: Command) -> RuleViolation {
    let violation = common::refused(game, command);
    assert!(violation.message_id().starts_with("violation-"));
    violation
}

fn give(game: &mut Game, figure: FigureId, action: ActionKind) -> Vec<Event> {
    ok(game, Command::GiveAction { figure, action, roll: None })
}

fn attack(game: &mut Game, attacker: FigureId, action: ActionKind, targets: &[FigureId], two_d6: u8) -> Vec<Event> {
    let roll = ActionRoll::Attack { targets: targets.to_vec(), two_d6, modifier: 0 };
    ok(game, Command::GiveAction { figure: attacker, action, roll: Some(roll) })
}

fn fs(game: &Game, figure: FigureId) -> FigureState {
    *game.state().figure(figure)
}

fn clicks(game: &Game, figure: FigureId) -> u8 {
    fs(game, figure).clicks[0]
}

/// Ends Ana's turn and Ben's, back to Ana's command phase.
fn next_round(game: &mut Game) {
    ok(game, Command::EndTurn);
    ok(game, Command::EndTurn);
}

fn dismount(game: &mut Game, unit: FigureId) -> Vec<Event> {
    ok(game, Command::Dismount { unit, room_for_rider: true })
}

fn pushed(events: &[Event]) -> bool {
    events.iter().any(|e| matches!(e, Event::Damaged { cause: DamageCause::Pushing, .. }))
}

// ---- CAV-01 to CAV-06: figures, deployment, what units cannot do ---------------------

#[test]
fn cav_01_mounts_have_one_of_eight_mount_types_and_an_intelligence_level() {
    assert_eq!(MountType::ALL.len(), 8);
    let mut ids: Vec<_> = MountType::ALL.iter().map(|t| t.message_id()).collect();
    ids.dedup();
    assert_eq!(ids.len(), 8);
    let def = mount_def("Griffon", MountType::CloudGriffon, Intelligence::Skittish, vec![]);
    assert!(def.is_mount() && !def.is_rider());
    let json = serde_json::to_value(&def.kind).unwrap();
    assert_eq!(json["mount_type"], "cloud-griffon");
    assert_eq!(json["intelligence"], "skittish");
    let mut game = cav_game();
    dismount(&mut game, MOUNT);
    let v = refused(&mut game, Command::Remount { rider: RIDER, mount: FOOT });
    assert_eq!(v, RuleViolation::CavNotAMount { figure: FOOT });
    assert_eq!(v.rule(), RuleId::Cav01);
}

#[test]
fn cav_02_mounts_and_cavalry_units_cannot_make_free_spins() {
    let mut game = cav_game();
    assert_eq!(ok(&mut game, Command::FreeSpin { figure: FOOT }), vec![Event::FreeSpun { figure: FOOT }]);
    for figure in [MOUNT, RIDER] {
        let v = refused(&mut game, Command::FreeSpin { figure });
        assert_eq!(v, RuleViolation::CavFreeSpin { figure });
        assert_eq!((v.rule(), v.message_id()), (RuleId::Cav02, "violation-cav-free-spin"));
    }
    dismount(&mut game, MOUNT);
    assert_eq!(refused(&mut game, Command::FreeSpin { figure: MOUNT }).rule(), RuleId::Cav02, "a riderless mount neither");
    ok(&mut game, Command::FreeSpin { figure: RIDER });
}

#[test]
fn cav_03_a_rider_rides_only_matching_mounts() {
    let stag_rider = rider_def("Stag Rider", 1, vec![MountType::HornedStag], vec![]);
    let err = Game::new(setup(unit_army(horse(), stag_rider.clone()), unit_army(horse(), lancer()))).unwrap_err();
    assert_eq!(err, SetupError::MountMismatch { player: PlayerId(0), index: 1, rule: RuleId::Cav03 });
    assert_eq!(err.rule(), Some(RuleId::Cav03));
    assert_eq!(stag_rider.can_ride(&horse()), Err(RuleId::Cav03));
    assert_eq!(lancer().can_ride(&horse()), Ok(()));
    // Remounting checks the symbols too. Ana also fields a stag (3) ridden by 4.
    let mut a = unit_army(horse(), lancer());
    a.push(ArmyFigure::new(mount_def("Stag", MountType::HornedStag, Intelligence::Independent, vec![])));
    let mut r = ArmyFigure::new(stag_rider);
    r.rides = Some(3);
    a.push(r);
    let mut game = Game::new(setup(a, unit_army(horse(), lancer()))).unwrap();
    dismount(&mut game, FigureId(0));
    dismount(&mut game, FigureId(3));
    let v = refused(&mut game, Command::Remount { rider: RIDER, mount: FigureId(3) });
    assert_eq!(v, RuleViolation::CavMountMismatch { rider: RIDER, mount: FigureId(3) });
    assert_eq!((v.rule(), v.message_id()), (RuleId::Cav03, "violation-cav-mount-mismatch"));
    ok(&mut game, Command::Remount { rider: RIDER, mount: FigureId(0) });
}

#[test]
fn cav_03_the_rider_bonus_applies_to_all_its_attacks_only_while_mounted() {
    // Rider: attack 9, bonus 2; Ben's footman: defense 16. A 5 hits only with the bonus.
    let mut game = cav_game();
    let events = attack(&mut game, RIDER, ActionKind::Close, &[B_FOOT], 5);
    assert!(events.contains(&Event::Hit { attacker: RIDER, target: B_FOOT, critical: false }));
    game.undo();
    let events = attack(&mut game, RIDER, ActionKind::Ranged, &[B_FOOT], 5);
    assert!(events.contains(&Event::Hit { attacker: RIDER, target: B_FOOT, critical: false }), "ranged too");
    game.undo();
    let events = attack(&mut game, MOUNT, ActionKind::Close, &[B_FOOT], 5);
    assert!(events.contains(&Event::Missed { attacker: MOUNT, target: B_FOOT, critical: false }), "not the mount's dial");
    game.undo();
    dismount(&mut game, MOUNT);
    let events = attack(&mut game, RIDER, ActionKind::Close, &[B_FOOT], 5);
    assert!(events.contains(&Event::Missed { attacker: RIDER, target: B_FOOT, critical: false }), "dismounted: no bonus");
}

#[test]
fn cav_04_only_riders_ride_and_the_unit_is_linked_in_state() {
    let game = cav_game();
    assert_eq!((fs(&game, MOUNT).rider, fs(&game, RIDER).mount), (Some(RIDER), Some(MOUNT)));
    assert_eq!((fs(&game, B_MOUNT).rider, fs(&game, B_RIDER).mount), (Some(B_RIDER), Some(B_MOUNT)));
    assert_eq!(fs(&game, FOOT).mount, None);

    let mut army = unit_army(horse(), lancer());
    army[2].rides = Some(0);
    let err = Game::new(setup(army, unit_army(horse(), lancer()))).unwrap_err();
    assert_eq!(err, SetupError::NotARider { player: PlayerId(0), index: 2 });
    assert_eq!(err.rule(), Some(RuleId::Cav04));

    let mut army = unit_army(horse(), lancer());
    army[1].rides = Some(2);
    let err = Game::new(setup(army, unit_army(horse(), lancer()))).unwrap_err();
    assert_eq!(err, SetupError::NotAFreeMount { player: PlayerId(0), index: 1, mount: 2 });

    let mut army = unit_army(horse(), lancer());
    let mut second = ArmyFigure::new(lancer());
    second.rides = Some(0);
    army.push(second);
    let err = Game::new(setup(army, unit_army(horse(), lancer()))).unwrap_err();
    assert_eq!(err.rule(), Some(RuleId::Cav04), "one rider per mount");

    let mut game = cav_game();
    let v = refused(&mut game, Command::Dismount { unit: FOOT, room_for_rider: true });
    assert_eq!((v.clone(), v.rule()), (RuleViolation::CavNotAUnit { figure: FOOT }, RuleId::Cav04));
}

#[test]
fn cav_05_mounts_deploy_with_riders_and_both_points_count() {
    let riderless = vec![ArmyFigure::new(horse()), ArmyFigure::new(plain("Footman", 8, 30))];
    let err = Game::new(setup(riderless, unit_army(horse(), lancer()))).unwrap_err();
    assert_eq!(err, SetupError::RiderlessMount { player: PlayerId(0), index: 0 });
    assert_eq!(err.rule(), Some(RuleId::Cav05));
    let s = setup(unit_army(horse(), lancer()), unit_army(horse(), lancer()));
    assert_eq!(s.build_total(PlayerId(0)), 40 + 30 + 30);
    let mut small = s.clone();
    small.game_size = 100;
    small.players[0].army.pop();
    small.players[0].army[0].figure.points = 71;
    assert!(matches!(Game::new(small).unwrap_err(), SetupError::OverBuildTotal { total: 101, .. }));
}

#[test]
fn cav_06_units_cannot_capture_be_captured_or_surge() {
    let mut game = cav_game();
    ok(&mut game, Command::Capture { captor: FOOT, target: B_FOOT });
    for (captor, target, culprit) in [(RIDER, B_FOOT, RIDER), (MOUNT, B_FOOT, MOUNT), (FOOT, B_RIDER, B_RIDER), (FOOT, B_MOUNT, B_MOUNT)] {
        let v = refused(&mut game, Command::Capture { captor, target });
        assert_eq!(v, RuleViolation::CavCapture { figure: culprit });
        assert_eq!((v.rule(), v.message_id()), (RuleId::Cav06, "violation-cav-capture"));
    }
    let v = refused(&mut game, Command::UseProficiency { figure: RIDER, proficiency: Proficiency::Surge });
    assert_eq!((v.rule(), v.message_id()), (RuleId::Cav06, "violation-cav-surge"));
    dismount(&mut game, MOUNT);
    ok(&mut game, Command::UseProficiency { figure: RIDER, proficiency: Proficiency::Surge });
}

// ---- CAV-09 to CAV-12: actions -------------------------------------------------------

#[test]
fn cav_09_a_cavalry_unit_gets_one_action_per_turn() {
    let mut game = cav_game();
    give(&mut game, MOUNT, ActionKind::Move);
    for figure in [MOUNT, RIDER] {
        let v = refused(&mut game, Command::GiveAction { figure, action: ActionKind::Close, roll: None });
        assert_eq!(v, RuleViolation::CavSecondAction { unit: MOUNT });
        assert_eq!((v.rule(), v.message_id()), (RuleId::Cav09, "violation-cav-second-action"));
    }
    let v = refused(&mut game, Command::Dismount { unit: RIDER, room_for_rider: true });
    assert_eq!(v.rule(), RuleId::Cav09, "dismounting is an action too");
}

#[test]
fn cav_10_second_token_deals_no_pushing_damage() {
    let mut game = cav_game();
    give(&mut game, RIDER, ActionKind::Special);
    next_round(&mut game);
    let events = give(&mut game, MOUNT, ActionKind::Move);
    assert_eq!(fs(&game, MOUNT).tokens, 2);
    assert!(events.contains(&Event::NoPushingDamage { unit: MOUNT }));
    assert!(!pushed(&events));
    assert_eq!((clicks(&game, MOUNT), clicks(&game, RIDER)), (0, 0));
    next_round(&mut game);
    let v = refused(&mut game, Command::GiveAction { figure: RIDER, action: ActionKind::Move, roll: None });
    assert_eq!(v, RuleViolation::TwoTokens { figure: MOUNT });
}

#[test]
fn cav_11_a_move_uses_the_mount() {
    let mut game = cav_game();
    let roll = ActionRoll::BreakAway { d6: 5 };
    let events = ok(&mut game, Command::GiveAction { figure: RIDER, action: ActionKind::Move, roll: Some(roll) });
    assert!(events.contains(&Event::ActionGiven { figure: MOUNT, action: ActionKind::Move, actions_left: 2 }));
    assert!(events.contains(&Event::BreakAway { figure: MOUNT, d6: 5, success: true }));
    assert_eq!((fs(&game, MOUNT).tokens, fs(&game, RIDER).tokens), (1, 0), "the unit's token sits on the mount");
    game.undo();
    // Move proficiencies are the mount's only: Overwhelm printed on the rider does not count.
    let mut game =
        cav_game_with(horse(), rider_def("Lancer", 2, vec![MountType::BattleHorse], vec![Proficiency::Overwhelm]), horse(), lancer());
    let v = refused(
        &mut game,
        Command::Overwhelm { unit: MOUNT, target: B_MOUNT, d6: 6, room_for_rider: true, in_contact: false, speed_ability: false },
    );
    assert_eq!(v, RuleViolation::CavLacksProficiency { unit: MOUNT, proficiency: Proficiency::Overwhelm });
}

#[test]
fn cav_12_combat_and_special_actions_resolve_with_the_chosen_dial() {
    let mut game = cav_game();
    let events = attack(&mut game, RIDER, ActionKind::Close, &[B_FOOT], 2);
    assert!(events.contains(&Event::AttackRolled { attacker: RIDER, two_d6: 2 }));
    assert_eq!((clicks(&game, RIDER), clicks(&game, MOUNT)), (1, 0), "the rider's dial made the attack");
    game.undo();
    let events = attack(&mut game, MOUNT, ActionKind::Close, &[B_FOOT], 2);
    assert!(events.contains(&Event::AttackRolled { attacker: MOUNT, two_d6: 2 }));
    assert_eq!((clicks(&game, RIDER), clicks(&game, MOUNT)), (0, 1));
    assert_eq!(fs(&game, MOUNT).tokens, 1);
    game.undo();
    let events = give(&mut game, RIDER, ActionKind::Special);
    assert!(events.contains(&Event::ActionGiven { figure: RIDER, action: ActionKind::Special, actions_left: 2 }));
    let v = refused(
        &mut game,
        Command::GiveAction {
            figure: RIDER,
            action: ActionKind::Close,
            roll: Some(ActionRoll::Attack { targets: vec![MOUNT], two_d6: 7, modifier: 0 }),
        },
    );
    assert!(matches!(v, RuleViolation::CavSecondAction { .. }));
    game.undo();
    let v = refused(
        &mut game,
        Command::GiveAction {
            figure: RIDER,
            action: ActionKind::Close,
            roll: Some(ActionRoll::Attack { targets: vec![MOUNT], two_d6: 7, modifier: 0 }),
        },
    );
    assert_eq!(v, RuleViolation::BadTarget { figure: MOUNT }, "a unit does not attack itself");
}

// ---- CAV-15 to CAV-20: attacking, damaging and eliminating units ---------------------

#[test]
fn cav_15_the_attacker_chooses_the_dial_the_attack_resolves_against() {
    let mut game = cav_game();
    attack(&mut game, FOOT, ActionKind::Close, &[B_RIDER], 7);
    assert_eq!((clicks(&game, B_RIDER), clicks(&game, B_MOUNT)), (2, 0));
    game.undo();
    attack(&mut game, FOOT, ActionKind::Close, &[B_MOUNT], 7);
    assert_eq!((clicks(&game, B_RIDER), clicks(&game, B_MOUNT)), (0, 2));
    game.undo();
    let v = refused(
        &mut game,
        Command::GiveAction {
            figure: FOOT,
            action: ActionKind::Ranged,
            roll: Some(ActionRoll::Attack { targets: vec![B_MOUNT, B_RIDER], two_d6: 7, modifier: 0 }),
        },
    );
    assert_eq!(v, RuleViolation::BadTarget { figure: B_RIDER }, "one unit, one target");
}

#[test]
fn cav_16_area_damage_hits_both_dials() {
    let mut game = cav_game();
    let events = ok(&mut game, Command::CavalryAreaDamage { figure: B_MOUNT, clicks: 2 });
    assert_eq!((clicks(&game, B_RIDER), clicks(&game, B_MOUNT)), (2, 2));
    assert_eq!(events.iter().filter(|e| matches!(e, Event::Damaged { cause: DamageCause::Area, .. })).count(), 2);
    ok(&mut game, Command::CavalryAreaDamage { figure: B_FOOT, clicks: 1 });
    assert_eq!(clicks(&game, B_FOOT), 1);
    assert_eq!(refused(&mut game, Command::CavalryAreaDamage { figure: B_FOOT, clicks: 0 }).rule(), RuleId::Core03);
}

#[test]
fn cav_18_pushing_damage_goes_to_the_dial_the_controller_chooses() {
    let mut game = cav_game();
    let events = ok(&mut game, Command::CavalryPushingDamage { figure: RIDER });
    assert_eq!(events, vec![Event::Damaged { figure: RIDER, dial: 0, from: 0, to: 1, cause: DamageCause::Pushing }]);
    ok(&mut game, Command::CavalryPushingDamage { figure: MOUNT });
    assert_eq!((clicks(&game, RIDER), clicks(&game, MOUNT)), (1, 1));
    let v = refused(&mut game, Command::CavalryPushingDamage { figure: FOOT });
    assert_eq!(v, RuleViolation::CavNotAUnit { figure: FOOT });
}

#[test]
fn cav_19_cavalry_forms_formations_only_with_cavalry_and_riders_share_a_faction() {
    let mut orc_rider = lancer();
    orc_rider.factions = vec!["Orc Raiders".into()];
    let mut necro_mount = horse();
    necro_mount.factions = vec!["Necropolis Sect".into()];
    let mut a = unit_army(horse(), lancer());
    a.push(ArmyFigure::new(necro_mount));
    let mut r = ArmyFigure::new(lancer());
    r.rides = Some(3);
    a.push(r);
    a.push(ArmyFigure::new(horse()));
    let mut r = ArmyFigure::new(orc_rider);
    r.rides = Some(5);
    a.push(r);
    // Ana: unit 0+1, footman 2, unit 3+4 (a mount of another faction, the same rider
    // faction), unit 5+6 (a rider of another faction).
    let game = Game::new(Setup { game_size: 500, ..setup(a, unit_army(horse(), lancer())) }).unwrap();
    let id = FigureId;
    assert_eq!(game.check_formation(&[id(0), id(3)]), Ok(()), "mount factions are ignored");
    assert_eq!(game.check_formation(&[id(1), id(4), id(0)]), Ok(()), "mount or rider id, one unit once");
    let v = game.check_formation(&[id(0), id(2)]).unwrap_err();
    assert_eq!((v.clone(), v.rule()), (RuleViolation::CavFormationMixed { figure: id(2) }, RuleId::Cav19));
    let v = game.check_formation(&[id(0), id(5)]).unwrap_err();
    assert_eq!((v.clone(), v.rule()), (RuleViolation::CavFormationFaction { figure: id(6) }, RuleId::Cav19));
    assert_eq!(game.check_formation(&[id(2)]), Ok(()), "no cavalry, no cavalry rule");
}

#[test]
fn cav_20_a_mount_eliminated_first_throws_its_rider_and_the_unit_loses_its_tokens() {
    let mut game = cav_game();
    give(&mut game, MOUNT, ActionKind::Move);
    assert_eq!(fs(&game, MOUNT).tokens, 1);
    let events = ok(&mut game, Command::Damage { figure: MOUNT, dial: 0, clicks: 6 });
    assert!(events.contains(&Event::Eliminated { figure: MOUNT }));
    assert!(events.contains(&Event::RiderThrown { rider: RIDER, mount: MOUNT }));
    let (m, r) = (fs(&game, MOUNT), fs(&game, RIDER));
    assert!(m.eliminated && !r.eliminated && r.thrown);
    assert_eq!((m.tokens, r.tokens, m.rider, r.mount), (0, 0, None, None));
    let v = refused(&mut game, Command::NoRoomForRider { rider: FOOT });
    assert_eq!((v.rule(), v.message_id()), (RuleId::Cav20, "violation-cav-not-thrown"));
    let events = ok(&mut game, Command::NoRoomForRider { rider: RIDER });
    assert_eq!(events, vec![Event::Eliminated { figure: RIDER }], "no room: both are eliminated");
    game.undo();
    ok(&mut game, Command::EndTurn);
    assert_eq!(refused(&mut game, Command::NoRoomForRider { rider: RIDER }).rule(), RuleId::Cav20, "answered in the same turn");
}

#[test]
fn cav_20_a_rider_eliminated_takes_the_units_tokens_with_it() {
    let mut game = cav_game();
    give(&mut game, MOUNT, ActionKind::Move);
    let events = ok(&mut game, Command::Damage { figure: RIDER, dial: 0, clicks: 6 });
    assert!(events.contains(&Event::TokensCleared { figure: MOUNT }));
    assert!(events.contains(&Event::RiderLost { rider: RIDER, mount: MOUNT }));
    assert_eq!((fs(&game, MOUNT).tokens, fs(&game, MOUNT).rider), (0, None));
    assert!(!fs(&game, MOUNT).eliminated);
}

// ---- CAV-21: intelligence levels -------------------------------------------------------

#[test]
fn cav_21_a_skittish_riderless_mount_leaves_at_the_beginning_of_the_end_phase() {
    // Seed 000's glossary says "end of any player's end phase"; its rules body says
    // "beginning", which governs: the mount is gone before the end phase clears tokens.
    let skittish = mount_def("Pony", MountType::BattleHorse, Intelligence::Skittish, vec![]);
    let mut game = cav_game_with(skittish, lancer(), horse(), lancer());
    give(&mut game, FOOT, ActionKind::Move);
    next_round(&mut game);
    dismount(&mut game, MOUNT);
    assert!(!fs(&game, MOUNT).eliminated, "riderless, but only the end phase removes it");
    let events = ok(&mut game, Command::EndTurn);
    let at = |wanted: &Event| events.iter().position(|e| e == wanted).unwrap_or_else(|| panic!("no {wanted:?} in {events:?}"));
    let end_phase = at(&Event::PhaseChanged { phase: Phase::End });
    let fled = at(&Event::MountFled { mount: MOUNT });
    let cleared = at(&Event::TokensCleared { figure: FOOT });
    assert_eq!(fled, end_phase + 1, "first thing in the end phase");
    assert!(fled < cleared && cleared < at(&Event::TurnEnded { player: PlayerId(0) }));
    assert!(fs(&game, MOUNT).eliminated);
    assert!(!fs(&game, RIDER).eliminated);
}

#[test]
fn cav_21_skittish_mounts_leave_in_any_players_end_phase_only_without_a_rider() {
    let skittish = mount_def("Pony", MountType::BattleHorse, Intelligence::Skittish, vec![]);
    let mut game = cav_game_with(horse(), lancer(), skittish, lancer());
    for _ in 0..2 {
        let events = ok(&mut game, Command::EndTurn);
        assert!(!events.iter().any(|e| matches!(e, Event::MountFled { .. })), "with its rider it stays");
    }
    ok(&mut game, Command::Damage { figure: B_RIDER, dial: 0, clicks: 6 });
    assert!(!fs(&game, B_MOUNT).eliminated);
    let events = ok(&mut game, Command::EndTurn);
    assert!(events.contains(&Event::MountFled { mount: B_MOUNT }), "in Ana's end phase, though it is Ben's mount");
}

#[test]
fn cav_21_an_independent_riderless_mount_acts_as_normal() {
    let mut game = cav_game();
    dismount(&mut game, MOUNT);
    give(&mut game, MOUNT, ActionKind::Move);
    give(&mut game, RIDER, ActionKind::Move);
    let events = ok(&mut game, Command::EndTurn);
    assert!(!events.iter().any(|e| matches!(e, Event::MountFled { .. } | Event::MountSides { .. })));
    assert_eq!((fs(&game, MOUNT).tokens, fs(&game, RIDER).tokens), (1, 1));
}

#[test]
fn cav_21_a_mean_spirited_riderless_mount_sides_with_the_player_whose_turn_it_is() {
    let mean = mount_def("Wyrm", MountType::SkyDragon, Intelligence::MeanSpirited, vec![]);
    let rider = rider_def("Wyrm Rider", 1, vec![MountType::SkyDragon], vec![]);
    let mut game = cav_game_with(mean, rider, horse(), lancer());
    dismount(&mut game, MOUNT);
    give(&mut game, MOUNT, ActionKind::Move);
    let events = ok(&mut game, Command::EndTurn);
    assert!(events.contains(&Event::MountSides { mount: MOUNT, player: PlayerId(1) }));
    assert_eq!(fs(&game, MOUNT).sides_with, Some(PlayerId(1)));
    let events = give(&mut game, MOUNT, ActionKind::Close);
    assert!(events.contains(&Event::ActionGiven { figure: MOUNT, action: ActionKind::Close, actions_left: 2 }), "Ben gives it an action");
    let events = ok(&mut game, Command::EndTurn);
    assert!(events.contains(&Event::MountSides { mount: MOUNT, player: PlayerId(0) }));
    let v = refused(&mut game, Command::GiveAction { figure: B_FOOT, action: ActionKind::Move, roll: None });
    assert!(matches!(v, RuleViolation::NotYourFigure { .. }));
    let v = refused(&mut game, Command::Remount { rider: RIDER, mount: MOUNT });
    assert_eq!(v, RuleViolation::TwoTokens { figure: MOUNT }, "Ben's action left it a second token (CAV-23)");
    let mut game = cav_game_with(
        mount_def("Wyrm", MountType::SkyDragon, Intelligence::MeanSpirited, vec![]),
        rider_def("Wyrm Rider", 1, vec![MountType::SkyDragon], vec![]),
        horse(),
        lancer(),
    );
    dismount(&mut game, MOUNT);
    ok(&mut game, Command::Remount { rider: RIDER, mount: MOUNT });
    let events = ok(&mut game, Command::EndTurn);
    assert!(!events.iter().any(|e| matches!(e, Event::MountSides { .. })), "with a rider again it is just a mount");
}

// ---- CAV-22, CAV-23: dismount and remount ---------------------------------------------

#[test]
fn cav_22_dismount_is_a_special_action_without_a_token_and_both_may_then_act() {
    let mut game = cav_game();
    give(&mut game, MOUNT, ActionKind::Move);
    next_round(&mut game);
    assert_eq!(fs(&game, MOUNT).tokens, 1);
    let events = dismount(&mut game, RIDER);
    assert_eq!(
        events,
        vec![
            Event::PhaseChanged { phase: Phase::Action },
            Event::ActionGiven { figure: MOUNT, action: ActionKind::Special, actions_left: 2 },
            Event::TokensCleared { figure: MOUNT },
            Event::Dismounted { rider: RIDER, mount: MOUNT },
        ]
    );
    assert_eq!((fs(&game, MOUNT).tokens, fs(&game, RIDER).tokens), (0, 0));
    give(&mut game, RIDER, ActionKind::Move);
    give(&mut game, MOUNT, ActionKind::Move);
    assert_eq!((fs(&game, MOUNT).tokens, fs(&game, RIDER).tokens), (1, 1));
}

#[test]
fn cav_22_no_room_no_dismount() {
    let mut game = cav_game();
    let v = refused(&mut game, Command::Dismount { unit: MOUNT, room_for_rider: false });
    assert_eq!(v, RuleViolation::CavNoRoomToDismount { unit: MOUNT });
    assert_eq!((v.rule(), v.message_id()), (RuleId::Cav22, "violation-cav-no-room-to-dismount"));
}

#[test]
fn cav_23_remount_gives_the_new_unit_one_token_and_it_may_still_act() {
    let mut game = cav_game();
    dismount(&mut game, MOUNT);
    next_round(&mut game);
    let events = ok(&mut game, Command::Remount { rider: RIDER, mount: MOUNT });
    assert!(events.contains(&Event::Remounted { rider: RIDER, mount: MOUNT }));
    assert_eq!((fs(&game, MOUNT).rider, fs(&game, RIDER).mount, fs(&game, MOUNT).tokens), (Some(RIDER), Some(MOUNT), 1));
    let events = attack(&mut game, RIDER, ActionKind::Close, &[B_FOOT], 7);
    assert!(events.contains(&Event::NoPushingDamage { unit: MOUNT }));
    assert_eq!(fs(&game, MOUNT).tokens, 2);
    game.undo();
    ok(&mut game, Command::EndTurn);
    assert_eq!(fs(&game, MOUNT).tokens, 1, "remounting was an action: the token stays");
}

#[test]
fn cav_23_remount_refusals() {
    let mut game = cav_game();
    let v = refused(&mut game, Command::Remount { rider: RIDER, mount: MOUNT });
    assert_eq!((v.clone(), v.rule()), (RuleViolation::CavAlreadyMounted { rider: RIDER }, RuleId::Cav23));
    dismount(&mut game, MOUNT);
    let v = refused(&mut game, Command::Remount { rider: FOOT, mount: MOUNT });
    assert_eq!((v.clone(), v.rule()), (RuleViolation::CavNotARider { figure: FOOT }, RuleId::Cav03));
    let v = refused(&mut game, Command::Remount { rider: RIDER, mount: B_MOUNT });
    assert_eq!((v.clone(), v.rule()), (RuleViolation::CavMountTaken { mount: B_MOUNT }, RuleId::Cav23));
    ok(&mut game, Command::Damage { figure: B_RIDER, dial: 0, clicks: 6 });
    let v = refused(&mut game, Command::Remount { rider: RIDER, mount: B_MOUNT });
    assert_eq!((v.clone(), v.rule()), (RuleViolation::CavMountNotFriendly { mount: B_MOUNT }, RuleId::Cav23));
    give(&mut game, RIDER, ActionKind::Move);
    let v = refused(&mut game, Command::Remount { rider: RIDER, mount: MOUNT });
    assert_eq!(v, RuleViolation::AlreadyActed { figure: RIDER }, "remounting is the rider's action");
}

// ---- CAV-25 to CAV-30: proficiencies ---------------------------------------------------

#[test]
fn cav_25_horsemanship_ranged_attacks_against_the_rider_get_minus_two() {
    let riding = rider_def("Horseman", 2, vec![MountType::BattleHorse], vec![Proficiency::Horsemanship]);
    let mut game = cav_game_with(horse(), lancer(), horse(), riding);
    // Footman: attack 9; Ben's rider: defense 16. A 7 hits unless Horsemanship applies.
    let events = attack(&mut game, FOOT, ActionKind::Ranged, &[B_RIDER], 7);
    assert!(events.contains(&Event::Missed { attacker: FOOT, target: B_RIDER, critical: false }));
    game.undo();
    let events = attack(&mut game, FOOT, ActionKind::Ranged, &[B_MOUNT], 7);
    assert!(events.contains(&Event::Hit { attacker: FOOT, target: B_MOUNT, critical: false }), "not the mount's dial");
    game.undo();
    let events = attack(&mut game, FOOT, ActionKind::Close, &[B_RIDER], 7);
    assert!(events.contains(&Event::Hit { attacker: FOOT, target: B_RIDER, critical: false }), "not close combat");
    game.undo();
    let events = attack(&mut game, FOOT, ActionKind::Ranged, &[B_RIDER], 9);
    assert!(events.contains(&Event::Hit { attacker: FOOT, target: B_RIDER, critical: false }));
}

#[test]
fn cav_26_impale_two_more_damage_on_a_single_close_hit_and_no_weapon_master() {
    let impaler = rider_def("Impaler", 2, vec![MountType::BattleHorse], vec![Proficiency::Impale]);
    let mut game = cav_game_with(horse(), impaler, horse(), lancer());
    attack(&mut game, RIDER, ActionKind::Close, &[B_FOOT], 7);
    assert_eq!(clicks(&game, B_FOOT), 4, "damage 2 + 2");
    game.undo();
    attack(&mut game, RIDER, ActionKind::Ranged, &[B_FOOT], 7);
    assert_eq!(clicks(&game, B_FOOT), 2, "ranged: no Impale");
    game.undo();
    attack(&mut game, MOUNT, ActionKind::Close, &[B_FOOT], 9);
    assert_eq!(clicks(&game, B_FOOT), 2, "the mount's dial: no Impale");
    game.undo();
    let v = refused(&mut game, Command::UseProficiency { figure: RIDER, proficiency: Proficiency::WeaponMaster });
    assert_eq!(v, RuleViolation::CavImpaleWeaponMaster { rider: RIDER });
    assert_eq!((v.rule(), v.message_id()), (RuleId::Cav26, "violation-cav-impale-weapon-master"));
    ok(&mut game, Command::UseProficiency { figure: B_RIDER, proficiency: Proficiency::WeaponMaster });
}

#[test]
fn cav_27_mounted_bound_moves_on_the_mount_then_the_rider_shoots() {
    let archer = rider_def("Horse Archer", 1, vec![MountType::BattleHorse], vec![Proficiency::MountedBound]);
    let mut game = cav_game_with(horse(), archer, horse(), lancer());
    let roll = ActionRoll::Attack { targets: vec![B_FOOT, B_RIDER], two_d6: 8, modifier: 0 };
    let events =
        ok(&mut game, Command::MountedBound { unit: MOUNT, roll: Some(roll), in_contact: false, answers: ActionAnswers::default() });
    assert!(events.contains(&Event::ActionGiven { figure: RIDER, action: ActionKind::Ranged, actions_left: 2 }));
    assert!(events.contains(&Event::ProficiencyUsed { figure: MOUNT, proficiency: Proficiency::MountedBound }));
    assert!(events.contains(&Event::AttackRolled { attacker: RIDER, two_d6: 8 }));
    assert_eq!((clicks(&game, B_FOOT), clicks(&game, B_RIDER), fs(&game, MOUNT).tokens), (1, 1, 1));
    let v = refused(&mut game, Command::MountedBound { unit: MOUNT, roll: None, in_contact: false, answers: ActionAnswers::default() });
    assert_eq!(v.rule(), RuleId::Cav09);
    let mut game = cav_game();
    let v = refused(&mut game, Command::MountedBound { unit: RIDER, roll: None, in_contact: false, answers: ActionAnswers::default() });
    assert_eq!(v, RuleViolation::CavLacksProficiency { unit: MOUNT, proficiency: Proficiency::MountedBound });
    assert_eq!((v.rule(), v.message_id()), (RuleId::Cav27, "violation-cav-lacks-proficiency"));
}

#[test]
fn cav_28_mounted_charge_moves_on_the_mount_then_the_chosen_dial_attacks() {
    let charger = mount_def("Charger", MountType::BattleHorse, Intelligence::Independent, vec![Proficiency::MountedCharge]);
    let mut game = cav_game_with(charger, lancer(), horse(), lancer());
    let roll = ActionRoll::Attack { targets: vec![B_FOOT], two_d6: 7, modifier: 0 };
    let events = ok(
        &mut game,
        Command::MountedCharge { attacker: MOUNT, roll: Some(roll.clone()), in_contact: false, answers: ActionAnswers::default() },
    );
    assert!(events.contains(&Event::ActionGiven { figure: MOUNT, action: ActionKind::Close, actions_left: 2 }));
    assert!(events.contains(&Event::ProficiencyUsed { figure: MOUNT, proficiency: Proficiency::MountedCharge }));
    assert_eq!(clicks(&game, B_FOOT), 2);
    game.undo();
    let events =
        ok(&mut game, Command::MountedCharge { attacker: RIDER, roll: Some(roll), in_contact: false, answers: ActionAnswers::default() });
    assert!(events.contains(&Event::AttackRolled { attacker: RIDER, two_d6: 7 }));
    let mut game = cav_game();
    let v =
        refused(&mut game, Command::MountedCharge { attacker: RIDER, roll: None, in_contact: false, answers: ActionAnswers::default() });
    assert_eq!(v.rule(), RuleId::Cav28);
}

#[test]
fn cav_29_overwhelm_dismounts_on_six_or_more_with_the_rider_bonus() {
    let bull = mount_def("Bull", MountType::BattleHorse, Intelligence::Independent, vec![Proficiency::Overwhelm]);
    let mut game = cav_game_with(bull, lancer(), horse(), lancer());
    let overwhelm =
        |d6, room| Command::Overwhelm { unit: RIDER, target: B_RIDER, d6, room_for_rider: room, in_contact: false, speed_ability: false };
    let events = ok(&mut game, overwhelm(4, true));
    assert!(events.contains(&Event::ActionGiven { figure: MOUNT, action: ActionKind::Move, actions_left: 2 }));
    assert!(events.contains(&Event::OverwhelmRolled { unit: MOUNT, target: B_MOUNT, d6: 4, total: 6, success: true }));
    assert!(events.contains(&Event::Dismounted { rider: B_RIDER, mount: B_MOUNT }));
    assert_eq!((fs(&game, B_MOUNT).rider, fs(&game, B_RIDER).eliminated), (None, false));
    game.undo();
    let events = ok(&mut game, overwhelm(3, true));
    assert!(events.contains(&Event::OverwhelmRolled { unit: MOUNT, target: B_MOUNT, d6: 3, total: 5, success: false }));
    assert_eq!(fs(&game, B_MOUNT).rider, Some(B_RIDER));
    game.undo();
    let events = ok(&mut game, overwhelm(6, false));
    assert!(events.contains(&Event::Eliminated { figure: B_RIDER }), "no room: the dismounted rider is eliminated");
    game.undo();
    let v = refused(
        &mut game,
        Command::Overwhelm { unit: MOUNT, target: B_FOOT, d6: 6, room_for_rider: true, in_contact: false, speed_ability: false },
    );
    assert_eq!((v.clone(), v.rule()), (RuleViolation::CavOverwhelmTarget { target: B_FOOT }, RuleId::Cav29));
    assert_eq!(refused(&mut game, overwhelm(7, true)).rule(), RuleId::Core12);
    let mut plain_horse = cav_game();
    assert_eq!(refused(&mut plain_horse, overwhelm(6, true)).rule(), RuleId::Cav29);
}

#[test]
fn cav_30_trample_deals_one_damage_to_each_figure_crossed() {
    let trampler = mount_def("Mammoth", MountType::BattleHorse, Intelligence::Independent, vec![Proficiency::Trample]);
    let mut tough_foot = plain("Shieldman", 8, 30);
    let mut dial = tough_foot.dial().clicks().to_vec();
    dial[0].defense = Stat::with(16, Ability::Toughness);
    tough_foot.dials = vec![Dial::new(dial, 0).unwrap()];
    let mut b = unit_army(horse(), lancer());
    b[2] = ArmyFigure::new(tough_foot);
    let mut game = Game::new(setup(unit_army(trampler, lancer()), b)).unwrap();
    let events = ok(&mut game, Command::Trample { unit: MOUNT, crossed: vec![B_RIDER, FOOT, B_FOOT], elevated: false, double_time: false });
    assert!(events.contains(&Event::ProficiencyUsed { figure: MOUNT, proficiency: Proficiency::Trample }));
    assert_eq!((clicks(&game, B_RIDER), clicks(&game, FOOT), clicks(&game, B_MOUNT)), (1, 1, 0));
    assert!(events.contains(&Event::DamageReduced { figure: B_FOOT, dealt: 1, taken: 0 }), "Toughness still applies");
    assert!(events.iter().any(|e| matches!(e, Event::Damaged { cause: DamageCause::Trample, .. })));
    game.undo();
    let v = refused(&mut game, Command::Trample { unit: MOUNT, crossed: vec![RIDER], elevated: false, double_time: false });
    assert_eq!(v, RuleViolation::BadTarget { figure: RIDER });
    let v = refused(&mut game, Command::Trample { unit: MOUNT, crossed: vec![B_MOUNT, B_RIDER], elevated: false, double_time: false });
    assert_eq!(v, RuleViolation::BadTarget { figure: B_RIDER }, "one unit crossed once");
    // Seed 001: "Give this unit a move action when it is at ground level; it cannot use
    // the double-time proficiency." Both are the table's to say.
    let before = game.state().clone();
    let trample = |elevated, double_time| Command::Trample { unit: RIDER, crossed: vec![B_RIDER], elevated, double_time };
    let v = refused(&mut game, trample(true, false));
    assert_eq!(
        (v.clone(), v.rule(), v.message_id()),
        (RuleViolation::CavTrampleElevated { unit: MOUNT }, RuleId::Cav30, "violation-cav-trample-elevated")
    );
    let v = refused(&mut game, trample(false, true));
    assert_eq!(
        (v.clone(), v.rule(), v.message_id()),
        (RuleViolation::CavTrampleDoubleTime { unit: MOUNT }, RuleId::Cav30, "violation-cav-trample-double-time")
    );
    assert_eq!(game.state(), &before);
    assert_eq!(game.trample_refusal(MOUNT, false, true), Some(RuleViolation::CavTrampleDoubleTime { unit: MOUNT }));
    assert_eq!(game.trample_refusal(MOUNT, false, false), None);
    let mut game = cav_game();
    assert_eq!(
        refused(&mut game, Command::Trample { unit: MOUNT, crossed: vec![], elevated: false, double_time: false }).rule(),
        RuleId::Cav30
    );
}

// ---- CAV-31, CAV-32: Dark Riders --------------------------------------------------------

fn dark_game() -> Game {
    let (mount, rider) = dark_pair();
    cav_game_with(mount, rider, horse(), lancer())
}

#[test]
fn cav_31_dark_riders_pair_by_collector_number() {
    let (mount, rider) = dark_pair();
    assert_eq!(rider.can_ride(&mount), Ok(()));
    let mut other = mount.clone();
    other.collector_number = "122b".into();
    assert_eq!(rider.can_ride(&other), Err(RuleId::Cav31));
    assert_eq!(lancer().can_ride(&mount), Err(RuleId::Cav31), "symbols do not open a Dark Riders mount");
    assert_eq!(rider.can_ride(&horse()), Err(RuleId::Cav31));
    let err = Game::new(setup(unit_army(other, rider), unit_army(horse(), lancer()))).unwrap_err();
    assert_eq!(err, SetupError::MountMismatch { player: PlayerId(0), index: 1, rule: RuleId::Cav31 });
    dark_game();
}

#[test]
fn cav_31_dark_riders_cannot_dismount_or_be_dismounted() {
    let mut game = dark_game();
    let v = refused(&mut game, Command::Dismount { unit: RIDER, room_for_rider: true });
    assert_eq!(v, RuleViolation::CavDarkRiderDismount { unit: MOUNT });
    assert_eq!((v.rule(), v.message_id()), (RuleId::Cav31, "violation-cav-dark-rider-dismount"));
    let (mount, rider) = dark_pair();
    let bull = mount_def("Bull", MountType::BattleHorse, Intelligence::Independent, vec![Proficiency::Overwhelm]);
    let mut game = cav_game_with(bull, lancer(), mount, rider);
    // The overwhelming move is made; only the dismount is not (CAV-29, CAV-31).
    let events = ok(
        &mut game,
        Command::Overwhelm { unit: MOUNT, target: B_MOUNT, d6: 6, room_for_rider: true, in_contact: false, speed_ability: false },
    );
    assert!(events.contains(&Event::OverwhelmRolled { unit: MOUNT, target: B_MOUNT, d6: 6, total: 8, success: false }));
    assert_eq!(fs(&game, B_MOUNT).rider, Some(B_RIDER), "the Dark Rider holds on");
    assert_eq!(fs(&game, MOUNT).tokens, 1, "the move was an action");
}

#[test]
fn cav_31_a_dark_riders_mount_outlives_its_rider() {
    let mut game = dark_game();
    give(&mut game, MOUNT, ActionKind::Move);
    let events = ok(&mut game, Command::Damage { figure: MOUNT, dial: 0, clicks: 9 });
    assert_eq!(
        events,
        vec![
            Event::Damaged { figure: MOUNT, dial: 0, from: 0, to: 4, cause: DamageCause::Table },
            Event::DialReset { figure: MOUNT, dial: 0, to: 0 },
        ]
    );
    assert!(!fs(&game, MOUNT).eliminated);
    assert_eq!(fs(&game, MOUNT).tokens, 1);
    let events = ok(&mut game, Command::Damage { figure: RIDER, dial: 0, clicks: 4 });
    assert!(events.contains(&Event::RiderLost { rider: RIDER, mount: MOUNT }));
    assert_eq!(fs(&game, MOUNT).tokens, 0, "the unit's tokens go with the rider (CAV-20)");
    let events = ok(&mut game, Command::Damage { figure: MOUNT, dial: 0, clicks: 4 });
    assert!(events.contains(&Event::Eliminated { figure: MOUNT }), "riderless, it can fall");
}

#[test]
fn cav_32_dark_unity_pushes_the_rider_to_heal_the_mount_once_per_command_phase() {
    let mut game = dark_game();
    let v = refused(&mut game, Command::DarkUnity { unit: MOUNT });
    assert_eq!(v, RuleViolation::NothingToHeal { figure: MOUNT });
    ok(&mut game, Command::Damage { figure: MOUNT, dial: 0, clicks: 2 });
    let events = ok(&mut game, Command::DarkUnity { unit: RIDER });
    assert_eq!(
        events,
        vec![
            Event::DarkUnityUsed { unit: MOUNT },
            Event::Damaged { figure: RIDER, dial: 0, from: 0, to: 1, cause: DamageCause::Pushing },
            Event::Healed { figure: MOUNT, dial: 0, from: 2, to: 1 },
        ]
    );
    let v = refused(&mut game, Command::DarkUnity { unit: MOUNT });
    assert_eq!((v.clone(), v.rule()), (RuleViolation::CavDarkUnityUsed { unit: MOUNT }, RuleId::Cav32));
    next_round(&mut game);
    give(&mut game, FOOT, ActionKind::Move);
    let v = refused(&mut game, Command::DarkUnity { unit: MOUNT });
    assert_eq!((v.clone(), v.rule()), (RuleViolation::CavDarkUnityTiming { unit: MOUNT }, RuleId::Cav32));
    game.undo();
    ok(&mut game, Command::DarkUnity { unit: MOUNT });
    ok(&mut game, Command::EndTurn);
    let v = refused(&mut game, Command::DarkUnity { unit: MOUNT });
    assert_eq!(v.rule(), RuleId::Cav32, "only in its controller's command phase");
    let mut game = cav_game();
    ok(&mut game, Command::Damage { figure: MOUNT, dial: 0, clicks: 2 });
    let v = refused(&mut game, Command::DarkUnity { unit: MOUNT });
    assert_eq!((v.clone(), v.message_id()), (RuleViolation::CavNotDarkRiders { unit: MOUNT }, "violation-cav-not-dark-riders"));
}

// ---- refusals and message ids ---------------------------------------------------------

#[test]
fn every_cavalry_refusal_names_a_cav_rule_and_a_cav_message() {
    let f = FigureId(0);
    let all = [
        RuleViolation::CavSecondAction { unit: f },
        RuleViolation::CavFreeSpin { figure: f },
        RuleViolation::CavCapture { figure: f },
        RuleViolation::CavSurge { figure: f },
        RuleViolation::CavCarried { figure: f },
        RuleViolation::CavNotAUnit { figure: f },
        RuleViolation::CavNotARider { figure: f },
        RuleViolation::CavNotAMount { figure: f },
        RuleViolation::CavMountMismatch { rider: f, mount: f },
        RuleViolation::CavDarkRidersMismatch { rider: f, mount: f },
        RuleViolation::CavDarkRiderDismount { unit: f },
        RuleViolation::CavNoRoomToDismount { unit: f },
        RuleViolation::CavAlreadyMounted { rider: f },
        RuleViolation::CavMountTaken { mount: f },
        RuleViolation::CavMountNotFriendly { mount: f },
        RuleViolation::CavLacksProficiency { unit: f, proficiency: Proficiency::Trample },
        RuleViolation::CavOverwhelmTarget { target: f },
        RuleViolation::CavImpaleWeaponMaster { rider: f },
        RuleViolation::CavNotDarkRiders { unit: f },
        RuleViolation::CavDarkUnityTiming { unit: f },
        RuleViolation::CavDarkUnityUsed { unit: f },
        RuleViolation::CavFormationMixed { figure: f },
        RuleViolation::CavFormationFaction { figure: f },
        RuleViolation::CavNotThrown { rider: f },
    ];
    let mut ids: Vec<_> = all.iter().map(|v| v.message_id()).collect();
    for v in &all {
        assert!(v.rule().code().starts_with("CAV-"), "{v:?}");
        assert!(v.message_id().starts_with("violation-cav-"), "{v:?}");
        assert!(!v.to_string().is_empty());
    }
    ids.sort();
    ids.dedup();
    assert_eq!(ids.len(), all.len(), "one message per refusal");
}

// ---- whole turns ------------------------------------------------------------------------

#[test]
fn scenario_form_act_get_pushed_dismount_act_with_both_remount_act_again() {
    // Deployment formed both units (CAV-04, CAV-05).
    let mut game = cav_game();
    assert_eq!(fs(&game, MOUNT).rider, Some(RIDER));

    // Round 1, Ana: the unit charges Ben's footman with the rider's dial (CAV-12, CAV-03).
    let events = attack(&mut game, RIDER, ActionKind::Close, &[B_FOOT], 5);
    assert!(events.contains(&Event::Hit { attacker: RIDER, target: B_FOOT, critical: false }));
    assert_eq!(clicks(&game, B_FOOT), 2);
    ok(&mut game, Command::EndTurn);
    assert_eq!(fs(&game, MOUNT).tokens, 1);

    // Ben: his footman strikes back at the rider's dial (CAV-15).
    attack(&mut game, B_FOOT, ActionKind::Close, &[RIDER], 8);
    assert_eq!(clicks(&game, RIDER), 2);
    ok(&mut game, Command::EndTurn);

    // Round 2, Ana: the unit acts again: second token, no pushing (CAV-10); a pushing
    // effect later goes on the dial Ana picks (CAV-18).
    let events = give(&mut game, MOUNT, ActionKind::Move);
    assert!(!pushed(&events) && events.contains(&Event::NoPushingDamage { unit: MOUNT }));
    ok(&mut game, Command::CavalryPushingDamage { figure: MOUNT });
    assert_eq!((clicks(&game, MOUNT), fs(&game, MOUNT).tokens), (1, 2));
    ok(&mut game, Command::EndTurn);
    ok(&mut game, Command::EndTurn);

    // Round 3, Ana: two tokens, so the unit rests (CORE-07); the footman acts instead.
    let v = refused(&mut game, Command::Dismount { unit: MOUNT, room_for_rider: true });
    assert_eq!(v, RuleViolation::TwoTokens { figure: MOUNT });
    give(&mut game, FOOT, ActionKind::Move);
    let events = ok(&mut game, Command::EndTurn);
    assert!(events.contains(&Event::TokensCleared { figure: MOUNT }));
    ok(&mut game, Command::EndTurn);

    // Round 4, Ana: dismount (CAV-22), then both figures act on their own.
    let events = dismount(&mut game, MOUNT);
    assert!(events.contains(&Event::Dismounted { rider: RIDER, mount: MOUNT }));
    let events = attack(&mut game, RIDER, ActionKind::Ranged, &[B_FOOT], 7);
    assert!(events.contains(&Event::Hit { attacker: RIDER, target: B_FOOT, critical: false }), "7 + 9 reaches 16 without the bonus");
    assert_eq!((fs(&game, MOUNT).tokens, fs(&game, RIDER).tokens), (0, 1), "the mount rests, so it carries no token into round 5");
    ok(&mut game, Command::EndTurn);
    ok(&mut game, Command::EndTurn);

    // Round 5, Ana: the rider remounts (CAV-23) and the new unit acts the same turn.
    let events = ok(&mut game, Command::Remount { rider: RIDER, mount: MOUNT });
    assert!(events.contains(&Event::Remounted { rider: RIDER, mount: MOUNT }));
    assert_eq!((fs(&game, MOUNT).tokens, fs(&game, RIDER).tokens), (1, 0));
    let events = attack(&mut game, RIDER, ActionKind::Close, &[B_MOUNT], 6);
    assert!(events.contains(&Event::Hit { attacker: RIDER, target: B_MOUNT, critical: false }), "6 + 9 + 2 reaches 16");
    assert!(!pushed(&events));
    let v = refused(&mut game, Command::GiveAction { figure: MOUNT, action: ActionKind::Move, roll: None });
    assert_eq!(v.rule(), RuleId::Cav09);
    ok(&mut game, Command::EndTurn);
    assert_eq!(fs(&game, MOUNT).tokens, 2);

    // The whole game replays from its record.
    let back = Game::from_record(game.record()).unwrap();
    assert_eq!(back.state(), game.state());
}

#[test]
fn scenario_a_unit_loses_its_mount_and_the_rider_fights_on() {
    let mut game = cav_game();
    give(&mut game, RIDER, ActionKind::Special);
    ok(&mut game, Command::EndTurn);
    // Ben's footman finishes the wounded mount with a critical hit.
    ok(&mut game, Command::Damage { figure: MOUNT, dial: 0, clicks: 3 });
    let events = attack(&mut game, B_FOOT, ActionKind::Close, &[MOUNT], 12);
    assert!(events.contains(&Event::RiderThrown { rider: RIDER, mount: MOUNT }));
    ok(&mut game, Command::EndTurn);
    assert!(!fs(&game, RIDER).thrown, "the question is over with the turn");
    let events = attack(&mut game, RIDER, ActionKind::Close, &[B_FOOT], 5);
    assert!(events.contains(&Event::Missed { attacker: RIDER, target: B_FOOT, critical: false }), "on foot, no bonus");
    assert_eq!(fs(&game, RIDER).tokens, 1);
}

// ---- properties ---------------------------------------------------------------------------

fn cav_command() -> impl Strategy<Value = Command> {
    let fig = (0u16..6).prop_map(FigureId);
    let kind = prop::sample::select(ActionKind::ALL.to_vec());
    prop_oneof![
        4 => (fig.clone(), kind, prop::option::of((prop::collection::vec((0u16..6).prop_map(FigureId), 1..3), 2u8..13)))
            .prop_map(|(figure, action, roll)| Command::GiveAction {
                figure,
                action,
                roll: roll.map(|(targets, two_d6)| ActionRoll::Attack { targets, two_d6, modifier: 0 }),
            }),
        2 => (fig.clone(), 1u8..4).prop_map(|(figure, clicks)| Command::Damage { figure, dial: 0, clicks }),
        1 => fig.clone().prop_map(|figure| Command::CavalryPushingDamage { figure }),
        1 => (fig.clone(), 1u8..3).prop_map(|(figure, clicks)| Command::CavalryAreaDamage { figure, clicks }),
        1 => (fig.clone(), fig.clone()).prop_map(|(rider, mount)| Command::Remount { rider, mount }),
        1 => (fig.clone(), any::<bool>()).prop_map(|(unit, room_for_rider)| Command::Dismount { unit, room_for_rider }),
        1 => fig.prop_map(|rider| Command::NoRoomForRider { rider }),
        2 => Just(Command::EndTurn),
    ]
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 128, ..ProptestConfig::default() })]

    #[test]
    fn dismount_then_undo_restores_the_unit_exactly(
        before in prop::collection::vec(cav_command(), 0..25),
        unit in prop::sample::select(vec![MOUNT, RIDER, B_MOUNT, B_RIDER]),
        room in any::<bool>(),
    ) {
        let mean = mount_def("Wyrm", MountType::BattleHorse, Intelligence::MeanSpirited, vec![]);
        let mut game = cav_game_with(mean, lancer(), horse(), lancer());
        for command in before {
            let _ = game.try_apply(command);
        }
        let snapshot = game.state().clone();
        let mounted = game.state().figure(unit).mount.or(game.state().figure(unit).rider);
        match game.try_apply(Command::Dismount { unit, room_for_rider: room }) {
            Ok(_) => {
                prop_assert!(mounted.is_some() && room);
                let partner = mounted.unwrap();
                prop_assert_eq!(game.state().figure(unit).mount.or(game.state().figure(unit).rider), None);
                prop_assert_eq!(game.state().figure(partner).mount.or(game.state().figure(partner).rider), None);
                game.undo();
                prop_assert_eq!(game.state(), &snapshot);
                prop_assert_eq!(game.state().figure(unit).mount.or(game.state().figure(unit).rider), Some(partner));
                game.redo();
                prop_assert_eq!(game.state().figure(partner).mount.or(game.state().figure(partner).rider), None);
            }
            Err(_) => prop_assert_eq!(game.state(), &snapshot),
        }
    }

    #[test]
    fn cavalry_links_stay_paired_and_undo_is_exact(commands in prop::collection::vec(cav_command(), 1..50)) {
        let mut game = cav_game();
        for command in commands {
            let before = game.state().clone();
            if game.try_apply(command).is_ok() {
                let after = game.state().clone();
                game.undo();
                prop_assert_eq!(game.state(), &before);
                game.redo();
                prop_assert_eq!(game.state(), &after);
            } else {
                prop_assert_eq!(game.state(), &before);
            }
            for (i, fs) in game.state().figures.iter().enumerate() {
                let id = FigureId(i as u16);
                if let Some(rider) = fs.rider {
                    prop_assert_eq!(game.state().figure(rider).mount, Some(id));
                    prop_assert!(!fs.eliminated && !game.state().figure(rider).eliminated);
                    prop_assert_eq!(game.state().figure(rider).tokens, 0, "the unit's tokens are on the mount");
                }
                if let Some(mount) = fs.mount {
                    prop_assert_eq!(game.state().figure(mount).rider, Some(id));
                }
                prop_assert!(fs.tokens <= 2);
            }
        }
    }
}

// ---- One pipeline (issue 15): the answered path applies every cavalry rule -------------

/// An action given through the answered path (the one colossals and wizards use).
fn answered(figure: FigureId, action: ActionKind, roll: Option<ActionRoll>) -> Command {
    Command::GiveAnsweredAction { figure, action, roll, answers: ActionAnswers::default() }
}

fn hit_roll(targets: &[FigureId], two_d6: u8) -> Option<ActionRoll> {
    Some(ActionRoll::Attack { targets: targets.to_vec(), two_d6, modifier: 0 })
}

#[test]
fn cav_09_an_answered_action_named_by_the_rider_counts_for_the_whole_unit() {
    let mut game = cav_game();
    give(&mut game, MOUNT, ActionKind::Move);
    let v = refused(&mut game, answered(RIDER, ActionKind::Special, None));
    assert_eq!(v, RuleViolation::CavSecondAction { unit: MOUNT }, "the unit already acted this turn");
    let mut game = cav_game();
    ok(&mut game, answered(RIDER, ActionKind::Special, None));
    assert_eq!(
        refused(&mut game, Command::GiveAction { figure: MOUNT, action: ActionKind::Move, roll: None }),
        RuleViolation::CavSecondAction { unit: MOUNT }
    );
}

#[test]
fn cav_10_an_answered_action_puts_the_token_on_the_mount_and_never_pushes() {
    let mut game = cav_game();
    ok(&mut game, answered(RIDER, ActionKind::Special, None));
    assert_eq!((fs(&game, MOUNT).tokens, fs(&game, RIDER).tokens), (1, 0), "the unit's token is on its mount");
    next_round(&mut game);
    let events = ok(&mut game, answered(RIDER, ActionKind::Special, None));
    assert_eq!(fs(&game, MOUNT).tokens, 2);
    assert!(events.contains(&Event::NoPushingDamage { unit: MOUNT }));
    assert!(!pushed(&events), "a unit's second token deals no pushing damage");
    assert_eq!((clicks(&game, MOUNT), clicks(&game, RIDER)), (0, 0));
}

#[test]
fn cav_03_the_rider_bonus_applies_on_the_answered_path_too() {
    let mut game = cav_game();
    // Rider: attack 9, bonus 2; Ben's footman: defense 16. A 5 hits only with the bonus.
    let events = ok(&mut game, answered(RIDER, ActionKind::Close, hit_roll(&[B_FOOT], 5)));
    assert!(events.contains(&Event::Hit { attacker: RIDER, target: B_FOOT, critical: false }));
}

#[test]
fn cav_25_horsemanship_applies_on_the_answered_path_too() {
    let riding = rider_def("Horseman", 2, vec![MountType::BattleHorse], vec![Proficiency::Horsemanship]);
    let mut game = cav_game_with(horse(), lancer(), horse(), riding);
    let events = ok(&mut game, answered(FOOT, ActionKind::Ranged, hit_roll(&[B_RIDER], 7)));
    assert!(events.contains(&Event::Missed { attacker: FOOT, target: B_RIDER, critical: false }));
}

#[test]
fn cav_26_impale_applies_on_the_answered_path_too() {
    let impaler = rider_def("Impaler", 2, vec![MountType::BattleHorse], vec![Proficiency::Impale]);
    let mut game = cav_game_with(horse(), impaler, horse(), lancer());
    ok(&mut game, answered(RIDER, ActionKind::Close, hit_roll(&[B_FOOT], 7)));
    assert_eq!(clicks(&game, B_FOOT), 4, "damage 2 + 2");
}

#[test]
fn cav_07_both_dials_of_one_unit_are_one_target_on_the_answered_path_too() {
    let mut game = cav_game();
    let v = refused(&mut game, answered(FOOT, ActionKind::Ranged, hit_roll(&[B_MOUNT, B_RIDER], 8)));
    assert_eq!(v, RuleViolation::BadTarget { figure: B_RIDER });
}

#[test]
fn core_09_no_attack_on_a_figure_of_ones_own_side_on_any_path() {
    // Seed 004: "het is niet toegestaan eigen figuren of zich zelf aan te vallen".
    let mut game = cav_game();
    let v = refused(&mut game, Command::GiveAction { figure: FOOT, action: ActionKind::Close, roll: hit_roll(&[RIDER], 8) });
    assert_eq!((v.clone(), v.rule(), v.message_id()), (RuleViolation::OwnFigure { figure: RIDER }, RuleId::Core09, "violation-own-figure"));
    let v = refused(&mut game, answered(FOOT, ActionKind::Ranged, hit_roll(&[B_FOOT, MOUNT], 8)));
    assert_eq!(v, RuleViolation::OwnFigure { figure: MOUNT });
    let v = refused(&mut game, Command::GiveAction { figure: RIDER, action: ActionKind::Close, roll: hit_roll(&[FOOT], 8) });
    assert_eq!(v, RuleViolation::OwnFigure { figure: FOOT }, "a unit may not attack its own side either");
    attack(&mut game, FOOT, ActionKind::Ranged, &[B_FOOT], 8);
}

#[test]
fn cav_23_remounting_adds_one_token_to_those_the_mount_carries() {
    // Seed 000: "Gib der neu gebildeten Kavallerie-Einheit eine Aktionsmarke. Der
    // Kavallerie-Einheit kann eine Aktion in dem Spielzug gegeben werden, in dem sie
    // gebildet wurde." A token is added, as for any action; none is taken away.
    let mut game = cav_game();
    dismount(&mut game, MOUNT);
    give(&mut game, MOUNT, ActionKind::Move); // an independent riderless mount acts
    next_round(&mut game);
    assert_eq!(fs(&game, MOUNT).tokens, 1, "the mount's token stays over the round");
    let events = ok(&mut game, Command::Remount { rider: RIDER, mount: MOUNT });
    assert!(events.contains(&Event::TokenAdded { figure: MOUNT, tokens: 2 }));
    assert_eq!(fs(&game, MOUNT).tokens, 2, "1 + the new unit's token");
    let v = refused(&mut game, Command::GiveAction { figure: RIDER, action: ActionKind::Move, roll: None });
    assert_eq!(v, RuleViolation::TwoTokens { figure: MOUNT });
    assert_eq!(clicks(&game, MOUNT), 0, "no pushing damage for the unit's second token (CAV-10)");

    let mut game = cav_game();
    dismount(&mut game, MOUNT);
    give(&mut game, MOUNT, ActionKind::Move);
    next_round(&mut game);
    give(&mut game, MOUNT, ActionKind::Move); // a second token
    let v = refused(&mut game, Command::Remount { rider: RIDER, mount: MOUNT });
    assert_eq!((v.clone(), v.rule()), (RuleViolation::TwoTokens { figure: MOUNT }, RuleId::Core07), "never a third token");

    // A mount that acted this turn still forms a unit, and its token counts.
    let mut game = cav_game();
    dismount(&mut game, MOUNT);
    give(&mut game, MOUNT, ActionKind::Move);
    ok(&mut game, Command::Remount { rider: RIDER, mount: MOUNT });
    assert_eq!(fs(&game, MOUNT).tokens, 2);
}

#[test]
fn cav_06_strong_flyer_and_magic_levitation_carry_no_cavalry_unit() {
    for effect in [ColossalEffect::StrongFlyer, ColossalEffect::MagicLevitation] {
        let mut game = cav_game();
        let answers = ActionAnswers { effects: vec![effect], affects: vec![B_RIDER], ..ActionAnswers::default() };
        let cmd = Command::GiveAnsweredAction { figure: FOOT, action: ActionKind::Move, roll: None, answers };
        let v = refused(&mut game, cmd);
        assert_eq!(
            (v.clone(), v.rule(), v.message_id()),
            (RuleViolation::CavCarried { figure: B_RIDER }, RuleId::Cav06, "violation-cav-carried")
        );
        let answers = ActionAnswers { effects: vec![effect], affects: vec![B_FOOT], ..ActionAnswers::default() };
        ok(&mut game, Command::GiveAnsweredAction { figure: FOOT, action: ActionKind::Move, roll: None, answers });
    }
}

/// Seed 001: Mounted Bound, Mounted Charge and Overwhelm are each given "when it is not in
/// base ontact with an opposing igure" [sic]; Overwhelm adds "this unit cannot use any
/// speed special abilities". Only the table sees either, so the command carries its answers.
#[test]
fn cav_27_28_29_maneuvers_start_out_of_contact_and_overwhelm_moves_without_speed_abilities() {
    let archer = rider_def("Horse Archer", 1, vec![MountType::BattleHorse], vec![Proficiency::MountedBound]);
    let charger =
        mount_def("Charger", MountType::BattleHorse, Intelligence::Independent, vec![Proficiency::MountedCharge, Proficiency::Overwhelm]);
    let mut game = cav_game_with(charger, archer, horse(), lancer());
    let before = game.state().clone();
    let bound = Command::MountedBound { unit: RIDER, roll: None, in_contact: true, answers: ActionAnswers::default() };
    let v = refused(&mut game, bound);
    assert_eq!(v, RuleViolation::CavInContact { unit: MOUNT, proficiency: Proficiency::MountedBound });
    assert_eq!((v.rule(), v.message_id()), (RuleId::Cav27, "violation-cav-in-contact"));
    let v = refused(&mut game, Command::MountedCharge { attacker: RIDER, roll: None, in_contact: true, answers: ActionAnswers::default() });
    assert_eq!(
        (v.clone(), v.rule()),
        (RuleViolation::CavInContact { unit: MOUNT, proficiency: Proficiency::MountedCharge }, RuleId::Cav28)
    );
    let overwhelm = |in_contact, speed_ability| Command::Overwhelm {
        unit: MOUNT,
        target: B_MOUNT,
        d6: 6,
        room_for_rider: true,
        in_contact,
        speed_ability,
    };
    let v = refused(&mut game, overwhelm(true, false));
    assert_eq!((v.clone(), v.rule()), (RuleViolation::CavInContact { unit: MOUNT, proficiency: Proficiency::Overwhelm }, RuleId::Cav29));
    let v = refused(&mut game, overwhelm(false, true));
    assert_eq!(
        (v.clone(), v.rule(), v.message_id()),
        (RuleViolation::CavOverwhelmSpeed { unit: MOUNT }, RuleId::Cav29, "violation-cav-overwhelm-speed")
    );
    assert_eq!(game.state(), &before, "a refusal changes nothing");
    // The engine's answer before the dice, as the wizards ask it, is the same refusal.
    assert_eq!(game.maneuver_refusal(MOUNT, Proficiency::Overwhelm, false, true), Some(RuleViolation::CavOverwhelmSpeed { unit: MOUNT }));
    assert_eq!(game.maneuver_refusal(MOUNT, Proficiency::MountedCharge, true, false).map(|v| v.rule()), Some(RuleId::Cav28));
    assert_eq!(game.maneuver_refusal(MOUNT, Proficiency::MountedBound, false, false), None);
    // A unit that lacks the proficiency is told that first, whatever the answers.
    let mut plain = cav_game();
    assert!(matches!(
        refused(&mut plain, Command::MountedBound { unit: MOUNT, roll: None, in_contact: true, answers: ActionAnswers::default() }),
        RuleViolation::CavLacksProficiency { .. }
    ));
    // Out of contact and without speed abilities, each is accepted.
    ok(&mut game, overwhelm(false, false));
    game.undo();
    ok(&mut game, Command::MountedCharge { attacker: MOUNT, roll: None, in_contact: false, answers: ActionAnswers::default() });
}
