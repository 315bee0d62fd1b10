//! Formations (CORE-13): figures of one faction in base contact acting as one for a
//! single action, every member given its action and its token, the primary attacker
//! rolling with +1 per other member; who may join (CAV-19, COL-03, CHR-04, CORE-14).

use crate::colossal_support;
use crate::common;

use common::{formation, game, ids, refused};
use dialkeeper_core::*;

const ATLANTIS: &str = "Atlantis Guild";
const DRACONUM: &str = "Draconum";

/// A figure with six live clicks of speed `speed`, attack 9, defense 16, damage 2,
/// range 6 with 2 target arrows.
fn figure(name: &str, speed: u8, factions: &[&str]) -> FigureDef {
    common::standard(name, factions, 40, (0..6).map(|_| Click::plain(speed, 9, 16, 2)).collect())
}

/// The same figure showing `ability` in its speed slot on click `at` only.
fn showing(mut def: FigureDef, ability: Ability, at: usize) -> FigureDef {
    let mut clicks = def.dials[0].clicks().to_vec();
    clicks[at].speed = Stat::with(clicks[at].speed.value.number(), ability);
    def.dials[0] = Dial::new(clicks, 0).unwrap();
    def
}

/// Ana: six Atlantis figures, speeds 8, 6, 10, 8, 8, 8 (ids 0 to 5). Ben: a target (6)
/// and another figure (7). 600 points: six actions a turn.
fn table() -> Game {
    let speeds = [8, 6, 10, 8, 8, 8];
    let ana = speeds.iter().enumerate().map(|(i, &s)| figure(&format!("Guard {i}"), s, &[ATLANTIS])).collect();
    game(600, ana, vec![figure("Target", 8, &[DRACONUM]), figure("Other", 8, &[DRACONUM])])
}

const TARGET: FigureId = FigureId(6);

fn attack(two_d6: u8) -> Option<ActionRoll> {
    Some(ActionRoll::Attack { targets: vec![TARGET], two_d6, modifier: 0 })
}

fn ok(game: &mut Game, command: Command) -> Vec<Event> {
    game.try_apply(command.clone()).unwrap_or_else(|v| panic!("{command:?} refused: {v}"))
}

/// Ana's turn again, after her turn and Ben's end.
fn next_round(game: &mut Game) {
    ok(game, Command::EndTurn);
    ok(game, Command::EndTurn);
}

fn fs(game: &Game, id: u16) -> FigureState {
    *game.state().figure(FigureId(id))
}

#[test]
fn core_13_close_formation_costs_one_action() {
    let mut game = table();
    let events = ok(&mut game, formation(0, &[1, 2], ActionKind::Close, None));
    assert_eq!(game.state().turn.actions_used, 1, "one action for the whole formation");
    assert_eq!(game.actions_left(), 5);
    assert!(
        events.contains(&Event::FormationActed { primary: FigureId(0), action: ActionKind::Close, size: 3, actions_left: 5 }),
        "{events:?}"
    );
    for id in [0, 1, 2] {
        assert_eq!((fs(&game, id).tokens, fs(&game, id).actions_this_turn), (1, 1), "#{id}");
    }
    assert_eq!(fs(&game, 3).tokens, 0, "not a member");
    assert!(game.broken_invariants().is_empty(), "{:?}", game.broken_invariants());
}

#[test]
fn core_13_move_and_ranged_formations_cost_one_action_too() {
    let mut game = table();
    ok(&mut game, formation(0, &[1, 2], ActionKind::Move, None));
    assert_eq!(game.state().turn.actions_used, 1);
    ok(&mut game, formation(3, &[4, 5], ActionKind::Ranged, attack(7)));
    assert_eq!(game.state().turn.actions_used, 2, "six figures acted for two actions");
}

#[test]
fn core_13_move_formation_moves_at_the_slowest_members_speed() {
    let mut game = table();
    let events = ok(&mut game, formation(0, &[2, 1], ActionKind::Move, None));
    assert!(events.contains(&Event::FormationSpeed { figure: FigureId(1), speed: 6 }), "{events:?}");
    let mut game = table();
    let events = ok(&mut game, formation(0, &[2, 3], ActionKind::Move, None));
    assert!(events.contains(&Event::FormationSpeed { figure: FigureId(0), speed: 8 }), "{events:?}");
}

#[test]
fn core_13_each_member_gets_a_token_and_may_be_pushed() {
    let mut game = table();
    ok(&mut game, Command::GiveAction { figure: FigureId(1), action: ActionKind::Move, roll: None });
    next_round(&mut game);
    assert_eq!(fs(&game, 1).tokens, 1, "its token stays from its last turn");
    let events = ok(&mut game, formation(0, &[1, 2], ActionKind::Move, None));
    assert_eq!((fs(&game, 0).tokens, fs(&game, 1).tokens, fs(&game, 2).tokens), (1, 2, 1));
    let pushed: Vec<FigureId> = events
        .iter()
        .filter_map(|e| match e {
            Event::Damaged { figure, cause: DamageCause::Pushing, .. } => Some(*figure),
            _ => None,
        })
        .collect();
    assert_eq!(pushed, vec![FigureId(1)], "pushing damage for the member with a second token only");
    assert_eq!((fs(&game, 0).clicks[0], fs(&game, 1).clicks[0], fs(&game, 2).clicks[0]), (0, 1, 0));

    // Every member counts as given its one action this turn.
    let v = refused(&mut game, Command::GiveAction { figure: FigureId(2), action: ActionKind::Move, roll: None });
    assert_eq!((v.clone(), v.rule()), (RuleViolation::AlreadyActed { figure: FigureId(2) }, RuleId::Core07));
    let v = refused(&mut game, formation(3, &[4, 0], ActionKind::Move, None));
    assert_eq!(v, RuleViolation::AlreadyActed { figure: FigureId(0) });

    // Next turn the pushed member still carries two tokens: it cannot join.
    next_round(&mut game);
    assert_eq!(fs(&game, 1).tokens, 2);
    let v = refused(&mut game, formation(3, &[4, 1], ActionKind::Move, None));
    assert_eq!((v.clone(), v.rule()), (RuleViolation::TwoTokens { figure: FigureId(1) }, RuleId::Core07));
    ok(&mut game, formation(3, &[4, 5], ActionKind::Move, None));
}

#[test]
fn core_13_bonus_plus_one_per_member() {
    // Attack 9 + 5 = 14 misses defense 16 alone; a ranged formation of 3 adds 2.
    let mut game = table();
    let events = ok(&mut game, Command::GiveAction { figure: FigureId(0), action: ActionKind::Ranged, roll: attack(5) });
    assert!(events.iter().any(|e| matches!(e, Event::Missed { target: TARGET, .. })), "{events:?}");
    let mut game = table();
    let events = ok(&mut game, formation(0, &[1, 2], ActionKind::Ranged, attack(5)));
    assert!(events.contains(&Event::FormationBonus { attacker: FigureId(0), bonus: 2 }), "{events:?}");
    assert!(events.contains(&Event::Hit { attacker: FigureId(0), target: TARGET, critical: false }), "{events:?}");
    assert_eq!(fs(&game, 6).clicks[0], 2, "the primary's damage value");
    // One less member, one less: 9 + 5 + 1 = 15 misses in a close formation of 2.
    let mut game = table();
    let events = ok(&mut game, formation(0, &[1], ActionKind::Close, attack(5)));
    assert!(events.contains(&Event::FormationBonus { attacker: FigureId(0), bonus: 1 }), "{events:?}");
    assert!(events.iter().any(|e| matches!(e, Event::Missed { target: TARGET, .. })), "{events:?}");
    // The table's own modifier (a rear arc) adds to the bonus: 9 + 5 + 1 + 1 = 16 hits.
    let mut game = table();
    let roll = Some(ActionRoll::Attack { targets: vec![TARGET], two_d6: 5, modifier: 1 });
    let events = ok(&mut game, formation(0, &[1], ActionKind::Close, roll));
    assert!(events.iter().any(|e| matches!(e, Event::Hit { target: TARGET, .. })), "{events:?}");
}

#[test]
fn core_13_critical_miss_hurts_only_primary() {
    let mut game = table();
    let events = ok(&mut game, formation(0, &[1, 2], ActionKind::Ranged, attack(2)));
    let hurt: Vec<FigureId> = events
        .iter()
        .filter_map(|e| match e {
            Event::Damaged { figure, .. } => Some(*figure),
            _ => None,
        })
        .collect();
    assert_eq!(hurt, vec![FigureId(0)], "{events:?}");
    assert!(events.iter().any(|e| matches!(e, Event::Damaged { figure: FigureId(0), cause: DamageCause::CriticalMiss, .. })));
    assert_eq!((fs(&game, 0).clicks[0], fs(&game, 1).clicks[0], fs(&game, 2).clicks[0], fs(&game, 6).clicks[0]), (1, 0, 0, 0));
}

#[test]
fn core_13_captive_goes_to_primary() {
    // 9 + 8 = 17 does not reach 16 + 2 alone; with one more member it does.
    let capture = Some(ActionRoll::Capture { target: TARGET, two_d6: 8, modifier: 0 });
    let mut game = table();
    ok(&mut game, Command::GiveAction { figure: FigureId(1), action: ActionKind::Close, roll: capture.clone() });
    assert_eq!(fs(&game, 6).captor, None);
    let mut game = table();
    let events = ok(&mut game, formation(1, &[0], ActionKind::Close, capture));
    assert!(events.contains(&Event::Captured { captor: FigureId(1), captive: TARGET }), "{events:?}");
    assert_eq!((fs(&game, 1).captive, fs(&game, 0).captive, fs(&game, 6).captor), (Some(TARGET), None, Some(FigureId(1))));
    assert!(!events.iter().any(|e| matches!(e, Event::Damaged { .. })), "a capture deals no damage: {events:?}");
    assert!(game.broken_invariants().is_empty(), "{:?}", game.broken_invariants());
}

#[test]
fn core_13_a_captor_joins_move_formations_only_with_its_captive() {
    let capture = Some(ActionRoll::Capture { target: TARGET, two_d6: 12, modifier: 0 });
    let mut game = table();
    ok(&mut game, Command::GiveAction { figure: FigureId(2), action: ActionKind::Close, roll: capture });
    ok(&mut game, Command::EndTurn);
    // A captive never joins.
    let v = refused(&mut game, formation(7, &[6], ActionKind::Close, None));
    assert_eq!((v.clone(), v.rule()), (RuleViolation::Captive { figure: TARGET, captor: FigureId(2) }, RuleId::Core14));
    ok(&mut game, Command::EndTurn);
    let v = refused(&mut game, formation(0, &[2], ActionKind::Close, None));
    assert_eq!((v.clone(), v.rule()), (RuleViolation::HoldsCaptive { figure: FigureId(2), captive: TARGET }, RuleId::Core14));
    // The captive (speed 8) moves with its captor (speed 10); the slowest is speed 8.
    let events = ok(&mut game, formation(2, &[3, 4], ActionKind::Move, None));
    assert!(events.iter().any(|e| matches!(e, Event::FormationSpeed { speed: 8, .. })), "{events:?}");
}

#[test]
fn core_13_contact_answer_no_is_refused() {
    let mut game = table();
    let command = Command::Formation {
        primary: FigureId(0),
        members: ids(&[1, 2]),
        action: ActionKind::Move,
        roll: None,
        all_in_contact: false,
        answers: ActionAnswers::default(),
    };
    let v = refused(&mut game, command);
    assert_eq!((v.clone(), v.rule()), (RuleViolation::FormationNotInContact, RuleId::Core13));
    assert_eq!(game.formation_refusal(FigureId(0), ActionKind::Move, &ids(&[1, 2]), false), Some(RuleViolation::FormationNotInContact));
    assert_eq!(game.formation_refusal(FigureId(0), ActionKind::Move, &ids(&[1, 2]), true), None);
}

#[test]
fn core_13_size_limits() {
    let mut game = table();
    let size = |action, size, min, max| RuleViolation::FormationSize { action, size, min, max };
    for (primary, members, action, want) in [
        (0, vec![], ActionKind::Close, size(ActionKind::Close, 1, 2, 3)),
        (0, vec![1, 2, 3], ActionKind::Close, size(ActionKind::Close, 4, 2, 3)),
        (0, vec![1], ActionKind::Move, size(ActionKind::Move, 2, 3, 5)),
        (0, vec![1, 2, 3, 4, 5], ActionKind::Move, size(ActionKind::Move, 6, 3, 5)),
        (0, vec![1], ActionKind::Ranged, size(ActionKind::Ranged, 2, 3, 5)),
        (0, vec![1, 2, 3, 4, 5], ActionKind::Ranged, size(ActionKind::Ranged, 6, 3, 5)),
    ] {
        let v = refused(&mut game, formation(primary, &members, action, None));
        assert_eq!((v.clone(), v.rule()), (want, RuleId::Core13));
    }
    assert_eq!(formation_size(ActionKind::Move), Some((3, 5)));
    assert_eq!(formation_size(ActionKind::Close), Some((2, 3)));
    assert_eq!(formation_size(ActionKind::Ranged), Some((3, 5)));
    for (members, action) in [
        (vec![1], ActionKind::Close),
        (vec![1, 2], ActionKind::Close),
        (vec![1, 2], ActionKind::Move),
        (vec![1, 2, 3, 4], ActionKind::Move),
        (vec![1, 2, 3, 4], ActionKind::Ranged),
    ] {
        assert!(game.may_form(FigureId(0), action, &ids(&members)), "{action:?} of {}", members.len() + 1);
    }
}

#[test]
fn core_13_only_move_close_and_ranged_form() {
    let mut game = table();
    let v = refused(&mut game, formation(0, &[1, 2], ActionKind::Special, None));
    assert_eq!((v.clone(), v.rule()), (RuleViolation::FormationAction { action: ActionKind::Special }, RuleId::Core13));
    assert_eq!(formation_size(ActionKind::Special), None);
    // A move formation takes no dice; a close one no healing roll.
    let v = refused(&mut game, formation(0, &[1, 2], ActionKind::Move, Some(ActionRoll::BreakAway { d6: 5 })));
    assert_eq!(v, RuleViolation::RollDoesNotFit { action: ActionKind::Move });
    let heal = Some(ActionRoll::Heal { target: FigureId(3), two_d6: 8, clicks: 1, target_in_contact: false });
    let v = refused(&mut game, formation(0, &[1], ActionKind::Close, heal));
    assert_eq!(v, RuleViolation::RollDoesNotFit { action: ActionKind::Close });
}

#[test]
fn core_13_a_figure_is_named_once() {
    let mut game = table();
    let v = refused(&mut game, formation(0, &[1, 0], ActionKind::Move, None));
    assert_eq!((v.clone(), v.rule()), (RuleViolation::FormationRepeated { figure: FigureId(0) }, RuleId::Core13));
    let v = refused(&mut game, formation(0, &[1, 1], ActionKind::Move, None));
    assert_eq!(v, RuleViolation::FormationRepeated { figure: FigureId(1) });
}

#[test]
fn core_13_only_ones_own_figures_of_one_faction() {
    let mut game = table();
    let v = refused(&mut game, formation(0, &[1, 7], ActionKind::Move, None));
    assert_eq!((v.clone(), v.rule()), (RuleViolation::NotYourFigure { figure: FigureId(7), player: PlayerId(0) }, RuleId::Core06));
    // Ana: Atlantis (0), Draconum (1), both (2), Atlantis (3).
    let ana = vec![
        figure("A", 8, &[ATLANTIS]),
        figure("D", 8, &[DRACONUM]),
        figure("AD", 8, &[DRACONUM, ATLANTIS]),
        figure("A2", 8, &[ATLANTIS]),
    ];
    let mut game = game_of(ana);
    let v = refused(&mut game, formation(0, &[2, 1], ActionKind::Move, None));
    assert_eq!((v.clone(), v.rule()), (RuleViolation::FormationFaction { figure: FigureId(1) }, RuleId::Core13));
    ok(&mut game.clone(), formation(0, &[2, 3], ActionKind::Move, None));
    ok(&mut game, formation(1, &[2], ActionKind::Close, None));
}

fn game_of(ana: Vec<FigureDef>) -> Game {
    game(600, ana, vec![figure("Target", 8, &[DRACONUM])])
}

#[test]
fn core_13_mage_spawn_never_form() {
    let ana = vec![figure("A", 8, &[ATLANTIS]), figure("A2", 8, &[ATLANTIS]), figure("Spawn", 8, &[]), figure("Spawn 2", 8, &[])];
    let mut game = game_of(ana);
    let v = refused(&mut game, formation(0, &[1, 2], ActionKind::Move, None));
    assert_eq!((v.clone(), v.rule()), (RuleViolation::FormationNoFaction { figure: FigureId(2) }, RuleId::Core13));
    let v = refused(&mut game, formation(2, &[3], ActionKind::Close, None));
    assert_eq!(v, RuleViolation::FormationNoFaction { figure: FigureId(2) }, "two Mage Spawn share no faction either");
    assert!(!game.formation_members(FigureId(0), ActionKind::Move, &[]).contains(&FigureId(2)));
    assert!(game.formation_members(FigureId(2), ActionKind::Close, &[]).is_empty());
}

#[test]
fn core_13_charge_bound_quickness_cannot_join() {
    for ability in [Ability::Charge, Ability::Bound, Ability::Quickness] {
        let ana = vec![figure("A", 8, &[ATLANTIS]), figure("A2", 8, &[ATLANTIS]), showing(figure("Fast", 8, &[ATLANTIS]), ability, 0)];
        let mut game = game_of(ana);
        let v = refused(&mut game, formation(0, &[1, 2], ActionKind::Move, None));
        assert_eq!((v.clone(), v.rule()), (RuleViolation::FormationAbility { figure: FigureId(2), ability }, RuleId::Core13));
        let v = refused(&mut game, formation(2, &[0], ActionKind::Close, None));
        assert_eq!(v, RuleViolation::FormationAbility { figure: FigureId(2), ability }, "nor lead one");
        // Only the current click counts: shown further in, the figure joins now.
        let ana = vec![figure("A", 8, &[ATLANTIS]), figure("A2", 8, &[ATLANTIS]), showing(figure("Later", 8, &[ATLANTIS]), ability, 2)];
        let mut game = game_of(ana);
        ok(&mut game, formation(0, &[1, 2], ActionKind::Move, None));
    }
}

#[test]
fn col_03_colossals_never_join_a_formation() {
    let ana = vec![figure("A", 8, &[DRACONUM]), figure("A2", 8, &[DRACONUM]), colossal_support::colossal("Dragon")];
    let mut game = game_of(ana);
    let v = refused(&mut game, formation(0, &[1, 2], ActionKind::Move, None));
    assert_eq!(
        (v.clone(), v.rule()),
        (RuleViolation::ColossalImmune { figure: FigureId(2), effect: ColossalEffect::Formation }, RuleId::Col03)
    );
}

#[test]
fn core_13_a_passenger_joins_no_formation() {
    let passenger = ArmyFigure { aboard: Some(0), ..ArmyFigure::new(figure("Rider", 8, &[DRACONUM])) };
    let ana = vec![ArmyFigure::new(colossal_support::chariot("Chariot")), passenger, ArmyFigure::new(figure("A", 8, &[DRACONUM]))];
    let mut game = versus(1000, ana, figure("T", 8, &[ATLANTIS]));
    let v = refused(&mut game, formation(2, &[1], ActionKind::Close, None));
    assert_eq!((v.clone(), v.rule()), (RuleViolation::FormationPassenger { figure: FigureId(1) }, RuleId::Chr04));
}

/// Ana's `ana` against Ben's one figure, at `game_size` points.
fn versus(game_size: u16, ana: Vec<ArmyFigure>, ben: FigureDef) -> Game {
    Game::new(Setup {
        game_size,
        players: vec![PlayerSetup { name: "Ana".into(), army: ana }, PlayerSetup { name: "Ben".into(), army: vec![ArmyFigure::new(ben)] }],
        ..Default::default()
    })
    .unwrap()
}

fn mount(name: &str, factions: &[&str]) -> FigureDef {
    let mut def = figure(name, 10, factions);
    def.kind = FigureKind::Mount { mount_type: MountType::BattleHorse, intelligence: Intelligence::Independent, dark_riders: false };
    def
}

fn rider(name: &str, factions: &[&str]) -> FigureDef {
    let mut def = figure(name, 6, factions);
    def.kind = FigureKind::Rider { attack_bonus: 1, symbols: vec![MountType::BattleHorse], dark_riders: false };
    def
}

/// Ana: unit A (mount 0 of another faction, Atlantis rider 1), unit B (mount 2, Atlantis
/// rider 3), unit C (mount 4, Draconum rider 5), an Atlantis foot figure 6. Ben: 7.
fn cavalry() -> Game {
    let riding = |def: FigureDef, mount: u16| ArmyFigure { rides: Some(mount), ..ArmyFigure::new(def) };
    let ana = vec![
        ArmyFigure::new(mount("Horse A", &["Elemental League"])),
        riding(rider("Lancer A", &[ATLANTIS]), 0),
        ArmyFigure::new(mount("Horse B", &[ATLANTIS])),
        riding(rider("Lancer B", &[ATLANTIS]), 2),
        ArmyFigure::new(mount("Horse C", &[ATLANTIS])),
        riding(rider("Lancer C", &[DRACONUM]), 4),
        ArmyFigure::new(figure("Foot", 8, &[ATLANTIS])),
    ];
    versus(600, ana, figure("T", 8, &[DRACONUM]))
}

#[test]
fn cav_19_cavalry_forms_formations_only_with_cavalry_and_riders_of_one_faction() {
    let mut game = cavalry();
    let v = refused(&mut game, formation(1, &[6], ActionKind::Close, None));
    assert_eq!((v.clone(), v.rule()), (RuleViolation::CavFormationMixed { figure: FigureId(6) }, RuleId::Cav19));
    let v = refused(&mut game, formation(1, &[4], ActionKind::Close, None));
    assert_eq!((v.clone(), v.rule()), (RuleViolation::CavFormationFaction { figure: FigureId(5) }, RuleId::Cav19));
    let v = refused(&mut game, formation(1, &[0], ActionKind::Close, None));
    assert_eq!(v, RuleViolation::FormationRepeated { figure: FigureId(0) }, "a unit by both its ids is named twice");
    assert_eq!(game.formation_members(FigureId(1), ActionKind::Close, &[]), vec![FigureId(2)], "a unit is listed once, by its mount");

    // Mount A's own faction is ignored: the riders share Atlantis. Tokens go on the mounts.
    let roll = Some(ActionRoll::Attack { targets: vec![FigureId(7)], two_d6: 7, modifier: 0 });
    ok(&mut game, formation(1, &[2], ActionKind::Close, roll));
    assert_eq!((fs(&game, 0).tokens, fs(&game, 1).tokens, fs(&game, 2).tokens, fs(&game, 3).tokens), (1, 0, 1, 0));
    assert!(game.broken_invariants().is_empty(), "{:?}", game.broken_invariants());
    // A second token on a unit deals no pushing damage (CAV-10).
    next_round(&mut game);
    let events = ok(&mut game, formation(3, &[0], ActionKind::Close, None));
    assert!(
        events.contains(&Event::NoPushingDamage { unit: FigureId(0) }) && events.contains(&Event::NoPushingDamage { unit: FigureId(2) }),
        "{events:?}"
    );
    assert!(!events.iter().any(|e| matches!(e, Event::Damaged { .. })), "{events:?}");
}

/// Found in review (issue 50): a member acts with the dial it is named by, so a unit
/// whose mount has no range joins a ranged formation by its rider (CAV-12). The list of
/// who may join names each unit once, by the first dial the engine would take.
#[test]
fn cav_12_a_unit_joins_a_ranged_formation_by_the_dial_that_may() {
    let riding = |def: FigureDef, mount: u16| ArmyFigure { rides: Some(mount), ..ArmyFigure::new(def) };
    let horse = |name: &str| {
        let mut def = mount(name, &[ATLANTIS]);
        def.range = 0;
        def
    };
    let lancer = |name: &str| {
        let mut def = rider(name, &[ATLANTIS]);
        def.range = 6;
        def
    };
    let ana = vec![
        ArmyFigure::new(horse("Horse A")),
        riding(lancer("Lancer A"), 0),
        ArmyFigure::new(horse("Horse B")),
        riding(lancer("Lancer B"), 2),
        ArmyFigure::new(horse("Horse C")),
        riding(lancer("Lancer C"), 4),
    ];
    let game = versus(600, ana, figure("T", 8, &[DRACONUM]));
    assert_eq!(game.formation_members(FigureId(1), ActionKind::Ranged, &[]), ids(&[3, 5]), "units B and C by their riders");
    assert_eq!(game.formation_members(FigureId(1), ActionKind::Close, &[]), ids(&[2, 4]), "by their mounts");
    assert_eq!(game.formation_refusal(FigureId(1), ActionKind::Ranged, &ids(&[3, 5]), true), None);
    let v = game.formation_refusal(FigureId(1), ActionKind::Ranged, &ids(&[2, 5]), true);
    assert!(v.is_some(), "the mount has no range: {v:?}");
}

#[test]
fn cav_19_a_move_formation_of_units_moves_at_the_slowest_mount() {
    let mut game = cavalry();
    let v = refused(&mut game, formation(0, &[3, 6], ActionKind::Move, None));
    assert_eq!(v.rule(), RuleId::Cav19);
    let ana = {
        let riding = |def: FigureDef, mount: u16| ArmyFigure { rides: Some(mount), ..ArmyFigure::new(def) };
        let mut slow = mount("Slow horse", &[ATLANTIS]);
        slow.dials[0] = figure("x", 5, &[]).dials[0].clone();
        vec![
            ArmyFigure::new(mount("Horse A", &[ATLANTIS])),
            riding(rider("Lancer A", &[ATLANTIS]), 0),
            ArmyFigure::new(slow),
            riding(rider("Lancer B", &[ATLANTIS]), 2),
            ArmyFigure::new(mount("Horse C", &[ATLANTIS])),
            riding(rider("Lancer C", &[ATLANTIS]), 4),
        ]
    };
    let mut game = versus(600, ana, figure("T", 8, &[DRACONUM]));
    // The riders' speed (6) does not count: a unit moves with its mount (CAV-11).
    let events = ok(&mut game, formation(1, &[3, 5], ActionKind::Move, None));
    assert!(events.contains(&Event::FormationSpeed { figure: FigureId(2), speed: 5 }), "{events:?}");
}

#[test]
fn core_13_a_formation_is_one_undo_step_and_replays() {
    let mut game = table();
    let before = game.state().clone();
    ok(&mut game, formation(0, &[1, 2], ActionKind::Ranged, attack(9)));
    let after = game.state().clone();
    game.undo();
    assert_eq!(game.state(), &before, "one undo takes the whole formation back");
    assert!(!game.can_undo());
    game.redo();
    assert_eq!(game.state(), &after);
    let json = serde_json::to_string(&game.record()).unwrap();
    let replayed: Game = serde_json::from_str(&json).unwrap();
    assert_eq!(replayed.state(), game.state());
}

#[test]
fn core_13_the_command_serializes_with_its_answer() {
    let command = formation(0, &[1], ActionKind::Close, attack(8));
    let json = serde_json::to_string(&command).unwrap();
    assert_eq!(
        json,
        r#"{"command":"formation","primary":0,"members":[1],"action":"close","roll":{"roll":"attack","targets":[6],"two_d6":8,"modifier":0},"all_in_contact":true}"#
    );
    assert_eq!(serde_json::from_str::<Command>(&json).unwrap(), command);
    // An answer left out is no: refused, never taken for contact.
    let bare: Command = serde_json::from_str(r#"{"command":"formation","primary":0,"members":[1,2],"action":"move"}"#).unwrap();
    let mut game = table();
    assert_eq!(refused(&mut game, bare), RuleViolation::FormationNotInContact);
}

#[test]
fn core_13_the_legality_queries_agree_with_the_command() {
    let ana = vec![
        figure("A", 8, &[ATLANTIS]),
        figure("A2", 8, &[ATLANTIS]),
        figure("D", 8, &[DRACONUM]),
        figure("Spawn", 8, &[]),
        figure("A3", 8, &[ATLANTIS]),
    ];
    let mut game = game_of(ana);
    // Too few so far is fine for a candidate: the next tap may complete the formation.
    assert_eq!(game.formation_members(FigureId(0), ActionKind::Move, &[]), ids(&[1, 4]));
    assert_eq!(game.formation_members(FigureId(0), ActionKind::Move, &ids(&[1])), ids(&[4]));
    assert_eq!(game.formation_members(FigureId(0), ActionKind::Close, &ids(&[1])), ids(&[4]));
    assert!(game.formation_members(FigureId(0), ActionKind::Close, &ids(&[1, 4])).is_empty(), "a close formation is full at 3");
    assert!(game.formation_members(FigureId(0), ActionKind::Special, &[]).is_empty());
    assert!(game.may_form(FigureId(0), ActionKind::Move, &ids(&[1, 4])));
    assert!(!game.may_form(FigureId(0), ActionKind::Move, &ids(&[1])));
    ok(&mut game, formation(0, &[1], ActionKind::Close, None));
    assert!(game.formation_members(FigureId(4), ActionKind::Move, &[]).is_empty(), "the other Atlantis figures have acted");
}

/// Seed 004's glossary: a ranged formation is 3 to 5 figures that all shoot at one and
/// the same opponent, and a figure shoots only with a range above 0. So every member of a
/// ranged formation needs a range, not only the primary (a rule, not a ruling).
#[test]
fn core_13_every_ranged_member_needs_a_range() {
    let mut close_only = figure("Brawler", 8, &[ATLANTIS]);
    close_only.range = 0;
    let mut game =
        game(400, vec![figure("A", 8, &[ATLANTIS]), figure("B", 8, &[ATLANTIS]), close_only], vec![figure("Foe", 8, &[DRACONUM])]);
    let roll = Some(ActionRoll::Attack { targets: vec![FigureId(3)], two_d6: 7, modifier: 0 });
    let v = refused(&mut game, formation(0, &[1, 2], ActionKind::Ranged, roll));
    assert_eq!(v, RuleViolation::NoRange { figure: FigureId(2) });
}
