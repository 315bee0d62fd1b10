//! Issue 46: where features meet, each fixed through the ability-by-role table
//! (`dialkeeper_core::roles`). Each test names its rule, says the seed's sentence in its
//! own words, and tries the paths that reach it.

use crate::colossal_support;
use crate::common;

use common::*;
use dialkeeper_core::*;

fn ok(game: &mut Game, command: Command) -> Vec<Event> {
    game.try_apply(command.clone()).unwrap_or_else(|v| panic!("{command:?} refused: {v}"))
}

fn attack_roll(targets: &[FigureId], two_d6: u8) -> Option<ActionRoll> {
    Some(ActionRoll::Attack { targets: targets.to_vec(), two_d6, modifier: 0 })
}

fn next_turn(game: &mut Game) {
    ok(game, Command::EndTurn);
}

/// Ana: `a_mount` 0 with `a_rider` 1 on it, then `more`; Ben: a footman (first id after
/// Ana's) and `ben`. 1000 points: ten actions a turn.
fn with_unit(a_mount: FigureDef, a_rider: FigureDef, more: Vec<ArmyFigure>, ben: Vec<FigureDef>) -> Game {
    let mut ana = vec![ArmyFigure::new(a_mount), ArmyFigure { rides: Some(0), ..ArmyFigure::new(a_rider) }];
    ana.extend(more);
    armies(ana, std::iter::once(plain("Footman", 6, 20)).chain(ben).collect())
}

const MOUNT: FigureId = FigureId(0);

/// A Shockwave rolled 11 at `targets`.
fn shockwave(targets: &[FigureId]) -> ActionRoll {
    ActionRoll::AbilityAttack {
        ability: Ability::Shockwave,
        targets: targets.to_vec(),
        two_d6: 11,
        modifier: 0,
        damage_d6: None,
        in_contact: vec![],
    }
}
const RIDER: FigureId = FigureId(1);

// ---- Cavalry units ------------------------------------------------------------------------

/// Seed 001: cavalry units can neither capture nor be captured. A riderless mount may take
/// a captive (it is no unit), but no rider may then mount it: the unit would hold one.
#[test]
fn cav_06_a_mount_holding_a_captive_is_not_remounted() {
    let mut game = with_unit(mount("Horse", Intelligence::Independent), rider("Lancer"), vec![], vec![]);
    let foot = FigureId(2);
    ok(&mut game, Command::Dismount { unit: MOUNT, room_for_rider: true });
    let capture = Some(ActionRoll::Capture { target: foot, two_d6: 12, modifier: 0 });
    ok(&mut game, Command::GiveAction { figure: MOUNT, action: ActionKind::Close, roll: capture });
    assert_eq!(game.state().figure(MOUNT).captive, Some(foot));
    let v = refused(&mut game, Command::Remount { rider: RIDER, mount: MOUNT });
    assert_eq!((v.clone(), v.rule()), (RuleViolation::CavRemountCaptor { mount: MOUNT, captive: foot }, RuleId::Cav06));
    assert!(game.remount_mounts(RIDER).is_empty());
    assert!(game.broken_invariants().is_empty());
}

/// Seed 001 says only of the independent kind that a riderless mount "can be given
/// actions as normal"; read by contrast, a riderless skittish mount is given none, on
/// any path: here, one whose rider was eliminated. But seed 001 also says, plainly, that
/// rider and mount may both be given actions on the turn the rider dismounts (CAV-22), and
/// a plain seed sentence wins over a reading by contrast: a skittish mount too, that turn.
#[test]
fn cav_21_a_riderless_skittish_mount_is_given_no_action() {
    let mut game = with_unit(mount("Colt", Intelligence::Skittish), rider("Lancer"), vec![], vec![]);
    let events = ok(&mut game, Command::Damage { figure: RIDER, dial: 0, clicks: 9 });
    assert!(events.contains(&Event::Eliminated { figure: RIDER }) && game.state().figure(MOUNT).rider.is_none(), "{events:?}");
    let no = RuleViolation::SkittishMount { mount: MOUNT };
    for command in [
        Command::GiveAction { figure: MOUNT, action: ActionKind::Move, roll: None },
        Command::GiveAnsweredAction { figure: MOUNT, action: ActionKind::Close, roll: None, answers: ActionAnswers::default() },
        Command::GiveAction { figure: MOUNT, action: ActionKind::Close, roll: attack_roll(&[FigureId(2)], 9) },
    ] {
        assert_eq!(refused(&mut game, command.clone()), no, "{command:?}");
    }
    assert!(game.actions_for(MOUNT).iter().all(|(_, allowed)| allowed.as_ref().err() == Some(&no)));
    assert_eq!(no.rule(), RuleId::Cav21);
    // Its rider dismounted this turn: it may, as an independent one may.
    for intelligence in [Intelligence::Skittish, Intelligence::Independent] {
        let mut game = with_unit(mount("Mare", intelligence), rider("Lancer"), vec![], vec![]);
        ok(&mut game, Command::Dismount { unit: MOUNT, room_for_rider: true });
        ok(&mut game, Command::GiveAction { figure: MOUNT, action: ActionKind::Move, roll: None });
        ok(&mut game, Command::GiveAction { figure: RIDER, action: ActionKind::Move, roll: None });
    }
    // Mounted again and its rider eliminated the same turn: the dismount no longer counts.
    let mut game = with_unit(mount("Colt", Intelligence::Skittish), rider("Lancer"), vec![], vec![]);
    ok(&mut game, Command::Dismount { unit: MOUNT, room_for_rider: true });
    ok(&mut game, Command::Remount { rider: RIDER, mount: MOUNT });
    ok(&mut game, Command::Damage { figure: RIDER, dial: 0, clicks: 9 });
    assert_eq!(refused(&mut game, Command::GiveAction { figure: MOUNT, action: ActionKind::Move, roll: None }), no);
}

/// Seed 001: an area-of-effect attack damages both the mount's and the rider's dial. A
/// Shockwave is such an attack (seed 004: every figure within its radius): naming either
/// dial of a unit hits the unit, on both dials.
#[test]
fn cav_16_a_shockwave_damages_both_dials_of_a_unit() {
    let quake = with(plain("Quake", 6, 40), StatSlot::Attack, Ability::Shockwave);
    let mut game = with_unit(mount("Horse", Intelligence::Independent), rider("Lancer"), vec![], vec![quake]);
    next_turn(&mut game);
    let quake = FigureId(3);
    let roll = shockwave(&[RIDER]);
    let events = ok(&mut game, Command::GiveAction { figure: quake, action: ActionKind::Ranged, roll: Some(roll.clone()) });
    assert_eq!((click(&game, 0), click(&game, 1)), (1, 1), "{events:?}");
    assert!(events.iter().any(|e| matches!(e, Event::Damaged { figure: MOUNT, cause: DamageCause::Area, .. })), "{events:?}");
    // The table may name the unit by both its dials: it is one figure, struck once.
    game.undo();
    let ActionRoll::AbilityAttack { ability, two_d6, modifier, damage_d6, in_contact, .. } = roll else { unreachable!() };
    let both = ActionRoll::AbilityAttack { ability, targets: vec![MOUNT, RIDER], two_d6, modifier, damage_d6, in_contact };
    let events = ok(&mut game, Command::GiveAction { figure: quake, action: ActionKind::Ranged, roll: Some(both) });
    assert_eq!((click(&game, 0), click(&game, 1)), (1, 1), "{events:?}");
}

/// Seed 001: for a special action the controller chooses the rider's or the mount's
/// dial, and uses only that dial's abilities. A mounted rider showing Regeneration
/// regenerates its own dial; the unit's token goes on its mount, and a second one deals
/// no pushing damage.
#[test]
fn cav_12_a_mounted_rider_regenerates_with_its_own_dial() {
    let healer = with(rider("Troll rider"), StatSlot::Defense, Ability::Regeneration);
    let mut game = with_unit(mount("Horse", Intelligence::Independent), healer, vec![], vec![]);
    ok(&mut game, Command::Damage { figure: RIDER, dial: 0, clicks: 3 });
    let regenerate = |figure| Command::GiveAction { figure, action: ActionKind::Special, roll: Some(ActionRoll::Regenerate { d6: 5 }) };
    let events = ok(&mut game, regenerate(RIDER));
    assert!(events.contains(&Event::AbilityRolled { figure: RIDER, ability: Ability::Regeneration, d6: 5 }), "{events:?}");
    assert_eq!((click(&game, 1), click(&game, 0), tokens(&game, 0)), (0, 0, 1));
    game.undo();
    // The mount shows none: named by the mount, the special action reads the mount's dial.
    assert_eq!(refused(&mut game, regenerate(MOUNT)), RuleViolation::AbilityNotShown { figure: MOUNT, ability: Ability::Regeneration });
}

/// Seed 001: a unit's move uses only the mount's speed value and abilities. A mount
/// showing Quickness gives the unit its free move, named by either id; a rider's
/// Quickness gives none.
#[test]
fn cav_11_a_units_mount_gives_the_free_move_with_its_quickness() {
    let quick = with(mount("Courser", Intelligence::Independent), StatSlot::Speed, Ability::Quickness);
    let mut game = with_unit(quick, rider("Lancer"), vec![], vec![]);
    let free = |figure| Command::GiveAction { figure, action: ActionKind::Move, roll: Some(ActionRoll::Quickness { break_away_d6: None }) };
    let left = game.actions_left();
    for named in [RIDER, MOUNT] {
        let events = ok(&mut game, free(named));
        assert!(events.contains(&Event::AbilityUsed { figure: MOUNT, ability: Ability::Quickness }), "{events:?}");
        assert_eq!((game.actions_left(), tokens(&game, 0), tokens(&game, 1)), (left, 1, 0));
        game.undo();
    }
    let mut game =
        with_unit(mount("Horse", Intelligence::Independent), with(rider("Swift"), StatSlot::Speed, Ability::Quickness), vec![], vec![]);
    let v = refused(&mut game, free(RIDER));
    assert_eq!((v.clone(), v.rule()), (RuleViolation::CavMountMoves { rider: RIDER, ability: Ability::Quickness }, RuleId::Cav11));
}

/// Seed 001 (a move uses the mount's abilities) with seed 004 (Flight breaks away unless
/// the die shows 1): a unit breaks away with its mount's Flight, whichever of its ids the
/// move is given through and on the plain and the answered path alike.
#[test]
fn cav_11_an_answered_move_breaks_away_with_the_mounts_flight() {
    let roll = Some(ActionRoll::BreakAway { d6: 2 });
    let paths = |figure| {
        [
            Command::GiveAction { figure, action: ActionKind::Move, roll: roll.clone() },
            Command::GiveAnsweredAction { figure, action: ActionKind::Move, roll: roll.clone(), answers: ActionAnswers::default() },
        ]
    };
    let flying = with(mount("Pegasus", Intelligence::Independent), StatSlot::Speed, Ability::Flight);
    let grounded = with(rider("Winged rider"), StatSlot::Speed, Ability::Flight);
    for (game, away) in [
        (with_unit(flying, rider("Lancer"), vec![], vec![]), true),
        (with_unit(mount("Horse", Intelligence::Independent), grounded, vec![], vec![]), false),
    ] {
        for named in [RIDER, MOUNT] {
            for command in paths(named) {
                let events = game.clone().try_apply(command.clone()).unwrap();
                assert!(events.contains(&Event::BreakAway { figure: MOUNT, d6: 2, success: away }), "{command:?}: {events:?}");
            }
        }
    }
}

/// Seed 004, Demoralized: the figure never goes into base contact with an opponent of its
/// own will. A Trample that crosses only friends closes in on no opponent.
#[test]
fn core_16_a_demoralized_unit_tramples_over_friends() {
    let mut steed = with(mount("Steed", Intelligence::Independent), StatSlot::Damage, Ability::Demoralized);
    steed.proficiencies = vec![Proficiency::Trample];
    let mut game = with_unit(steed, rider("Lancer"), vec![ArmyFigure::new(plain("Friend", 6, 20))], vec![]);
    let (friend, foe) = (FigureId(2), FigureId(3));
    let trample = |crossed| Command::Trample { unit: MOUNT, crossed, elevated: false, double_time: false };
    assert_eq!(refused(&mut game, trample(vec![friend, foe])), RuleViolation::DemoralizedContact { figure: MOUNT });
    let events = ok(&mut game, trample(vec![friend]));
    assert!(events.iter().any(|e| matches!(e, Event::Damaged { figure, cause: DamageCause::Trample, .. } if *figure == friend)));
}

// ---- Chariot passengers -------------------------------------------------------------------

/// Ana: a chariot 0 and `passenger` 1 (already aboard when `seated`), then `more`; Ben: a
/// footman and `ben`. 1000 points.
fn chariot_game(passenger: FigureDef, seated: bool, more: Vec<FigureDef>, ben: Vec<FigureDef>) -> Game {
    let aboard = if seated { Some(0) } else { None };
    let mut ana = vec![ArmyFigure { point_value: Some(0), ..ArmyFigure::new(colossal_support::chariot("Chariot")) }];
    ana.push(ArmyFigure { aboard, ..ArmyFigure::new(passenger) });
    ana.extend(more.into_iter().map(ArmyFigure::new));
    armies(ana, std::iter::once(plain("Footman", 6, 20)).chain(ben).collect())
}

const CHARIOT: FigureId = FigureId(0);
const PASSENGER: FigureId = FigureId(1);

/// Seed 002: nothing that heals affects a passenger. Its own Regeneration, whose one
/// effect is to heal it, is refused before the die.
#[test]
fn chr_11_passenger_own_regeneration_does_not_heal() {
    let troll = with(plain("Troll", 6, 40), StatSlot::Defense, Ability::Regeneration);
    let mut game = chariot_game(troll, false, vec![], vec![]);
    ok(&mut game, Command::Damage { figure: PASSENGER, dial: 0, clicks: 3 });
    ok(&mut game, Command::Board { figure: PASSENGER, chariot: CHARIOT, section: Section::Rear, sentry: false });
    next_turn(&mut game);
    next_turn(&mut game);
    let regenerate = Command::GiveAction { figure: PASSENGER, action: ActionKind::Special, roll: Some(ActionRoll::Regenerate { d6: 6 }) };
    let v = refused(&mut game, regenerate);
    assert_eq!((v.clone(), v.rule()), (RuleViolation::PassengerUntouchable { figure: PASSENGER }, RuleId::Chr11));
    assert_eq!(click(&game, 1), 3);
}

/// Seed 004: Command is a roll at the start of the turn that may add an action; seed 002
/// keeps a passenger from what damages or heals it, and the roll does neither. So a
/// passenger makes its Command roll; the heal it brings reaches no figure "in contact",
/// since a passenger touches nothing.
#[test]
fn chr_11_a_passenger_makes_its_command_roll() {
    let commander = with(plain("Commander", 6, 40), StatSlot::Damage, Ability::Command);
    let shaken = with(plain("Shaken", 6, 20), StatSlot::Damage, Ability::Demoralized);
    let mut game = chariot_game(commander, true, vec![shaken], vec![]);
    let shaken = FigureId(2);
    ok(&mut game, Command::Damage { figure: shaken, dial: 0, clicks: 1 });
    let roll = |demoralized_in_contact| Command::CommandRoll { figure: PASSENGER, d6: 6, demoralized_in_contact, section: None };
    let v = refused(&mut game, roll(vec![shaken]));
    assert_eq!((v.clone(), v.rule()), (RuleViolation::PassengerTouchesNothing { figure: PASSENGER }, RuleId::Chr04));
    let events = ok(&mut game, roll(vec![]));
    assert!(events.iter().any(|e| matches!(e, Event::ExtraAction { figure: PASSENGER, .. })), "{events:?}");
}

/// Seed 002: a passenger is in base contact with nothing; seed 004: Magic Enhancement
/// helps a friend in base contact. So no friend's Magic Enhancement reaches a
/// passenger's shot, and a passenger lends its own to no one.
#[test]
fn chr_04_magic_enhancement_does_not_reach_a_passengers_shot() {
    let booster = || with(plain("Booster", 6, 40), StatSlot::Damage, Ability::MagicEnhancement);
    let mut game = chariot_game(plain("Archer", 6, 40), true, vec![booster()], vec![]);
    let (booster_id, foe) = (FigureId(2), FigureId(3));
    let shot = |figure, by| Command::GiveAnsweredAction {
        figure,
        action: ActionKind::Ranged,
        roll: attack_roll(&[foe], 9),
        answers: ActionAnswers { enhanced_by: Some(by), ..ActionAnswers::default() },
    };
    assert_eq!(refused(&mut game, shot(PASSENGER, booster_id)), RuleViolation::PassengerTouchesNothing { figure: PASSENGER });
    let mut game = chariot_game(booster(), true, vec![plain("Archer", 6, 40)], vec![]);
    assert_eq!(refused(&mut game, shot(FigureId(2), PASSENGER)), RuleViolation::PassengerTouchesNothing { figure: PASSENGER });
}

/// Seed 002: a passenger's friendly or opposing status cannot be changed. A riderless
/// mean-spirited mount aboard its owner's chariot stays its owner's in every turn (seed
/// 001 would make it the turn's player's).
#[test]
fn chr_04_a_mean_spirited_mount_aboard_keeps_its_side() {
    let brute = mount("Brute", Intelligence::MeanSpirited);
    let chariot = ArmyFigure { point_value: Some(0), ..ArmyFigure::new(colossal_support::chariot("Chariot")) };
    let mut game = with_unit(brute, rider("Lancer"), vec![chariot], vec![]);
    let chariot = FigureId(2);
    ok(&mut game, Command::Dismount { unit: MOUNT, room_for_rider: true });
    ok(&mut game, Command::Board { figure: MOUNT, chariot, section: Section::Rear, sentry: false });
    next_turn(&mut game);
    assert_eq!(game.state().figure(MOUNT).sides_with, None);
    let v = refused(&mut game, Command::GiveAction { figure: MOUNT, action: ActionKind::Ranged, roll: None });
    assert!(matches!(v, RuleViolation::NotYourFigure { .. }), "{v:?}");
    assert!(game.broken_invariants().is_empty());
}

// ---- Colossal sections --------------------------------------------------------------------

/// `def`'s `section` dial with `ability` on `slot` of every live click.
fn section_showing(mut def: FigureDef, section: Section, slot: StatSlot, ability: Ability) -> FigureDef {
    let dial = &def.dials[section.index()];
    let live = dial.ko_index() as usize;
    let mut clicks = dial.clicks().to_vec();
    for click in &mut clicks[..live] {
        click.stat_mut(slot).ability = Some(ability);
    }
    def.dials[section.index()] = Dial::new(clicks, 0).unwrap();
    def
}

/// Seed 002: a colossal's special abilities belong to the section where they show. A
/// colossal whose left section shows Command makes the roll for that section.
#[test]
fn col_12_a_left_section_makes_its_command_roll() {
    let titan = section_showing(colossal_support::colossal("Titan"), Section::Left, StatSlot::Damage, Ability::Command);
    let mut game = game(600, vec![titan], vec![plain("Foe", 6, 40)]);
    let roll = |section| Command::CommandRoll { figure: FigureId(0), d6: 6, demoralized_in_contact: vec![], section };
    assert_eq!(
        refused(&mut game, roll(Some(Section::Front))),
        RuleViolation::AbilityNotShown { figure: FigureId(0), ability: Ability::Command }
    );
    let events = ok(&mut game, roll(Some(Section::Left)));
    assert!(events.iter().any(|e| matches!(e, Event::ExtraAction { .. })), "{events:?}");
}

/// Seed 004: Command heals a demoralized friend in base contact; seed 002: another
/// figure's ability reaches only the colossal's section it touches, and Command's heal is
/// none of those a colossal ignores. A colossal whose right section shows Demoralized
/// heals that section, not its front; one showing it on two sections says which touches
/// by being healed by hand.
#[test]
fn col_12_command_heals_the_demoralized_section_that_touches() {
    let routed = section_showing(colossal_support::colossal("Titan"), Section::Right, StatSlot::Damage, Ability::Demoralized);
    let captain = with(plain("Captain", 6, 40), StatSlot::Damage, Ability::Command);
    let mut game = game(900, vec![captain.clone(), routed], vec![plain("Foe", 6, 40)]);
    let titan = FigureId(1);
    let roll = Command::CommandRoll { figure: FigureId(0), d6: 3, demoralized_in_contact: vec![titan], section: None };
    ok(&mut game, Command::Damage { figure: titan, dial: Section::Right.index() as u8, clicks: 2 });
    let events = ok(&mut game, roll.clone());
    assert!(events.iter().any(|e| matches!(e, Event::Healed { figure, dial: 2, to: 1, .. } if *figure == titan)), "{events:?}");
    assert_eq!(game.state().figure(titan).clicks, [0, 0, 1, 0]);

    let twice = section_showing(
        section_showing(colossal_support::colossal("Titan"), Section::Right, StatSlot::Damage, Ability::Demoralized),
        Section::Left,
        StatSlot::Damage,
        Ability::Demoralized,
    );
    let mut game = common::game(900, vec![captain, twice], vec![plain("Foe", 6, 40)]);
    let v = refused(&mut game, roll);
    assert_eq!((v.clone(), v.rule()), (RuleViolation::CommandSectionUnclear { figure: titan }, RuleId::Col12));
}

// ---- Formations and abilities -------------------------------------------------------------

/// Seed 004's glossary: a ranged formation shoots at "one and the same" opponent,
/// whatever target arrows its primary has.
#[test]
fn core_13_a_ranged_formation_shoots_one_target() {
    let mut game =
        game(600, vec![plain("A", 6, 20), plain("B", 6, 20), plain("C", 6, 20)], vec![plain("Foe", 6, 40), plain("Foe 2", 6, 40)]);
    let v = refused(&mut game, formation(0, &[1, 2], ActionKind::Ranged, attack_roll(&ids(&[3, 4]), 9)));
    assert_eq!((v.clone(), v.rule()), (RuleViolation::BadTargetCount { count: 2, allowed: 1 }, RuleId::Core11));
    ok(&mut game, formation(0, &[1, 2], ActionKind::Ranged, attack_roll(&ids(&[3]), 9)));
}

/// Seed 004, Magic Healing: the target may not be in base contact with an opponent. The
/// table says so with the heal, and the engine refuses before any die.
#[test]
fn core_16_magic_healing_refuses_a_target_touching_an_opponent() {
    let medic = with(plain("Medic", 6, 40), StatSlot::Attack, Ability::MagicHealing);
    let mut game = game(400, vec![medic, plain("Friend", 6, 40)], vec![plain("Foe", 6, 40)]);
    let friend = FigureId(1);
    ok(&mut game, Command::Damage { figure: friend, dial: 0, clicks: 2 });
    let heal = |target_in_contact| Command::GiveAction {
        figure: FigureId(0),
        action: ActionKind::Ranged,
        roll: Some(ActionRoll::Heal { target: friend, two_d6: 12, clicks: 2, target_in_contact }),
    };
    let v = refused(&mut game, heal(true));
    assert_eq!((v.clone(), v.rule()), (RuleViolation::HealTargetInContact { figure: friend }, RuleId::Core16));
    ok(&mut game, heal(false));
    assert_eq!(click(&game, 1), 0);
}

/// Seed 004: Healing is close combat with a friendly figure, Magic Healing a ranged combat
/// action on one; a figure neither touches nor aims at itself (CORE-09, CORE-11). Before,
/// a damaged healer healed itself with either, on every path the ability wizard offers.
#[test]
fn core_16_a_healer_does_not_heal_itself() {
    for (ability, action) in [(Ability::Healing, ActionKind::Close), (Ability::MagicHealing, ActionKind::Ranged)] {
        let medic = with(plain("Medic", 6, 40), StatSlot::Attack, ability);
        let mut game = game(400, vec![medic, plain("Friend", 6, 40)], vec![plain("Foe", 6, 40)]);
        let medic = FigureId(0);
        ok(&mut game, Command::Damage { figure: medic, dial: 0, clicks: 1 });
        let heal = ActionRoll::Heal { target: medic, two_d6: 12, clicks: 1, target_in_contact: false };
        let v = refused(&mut game, Command::GiveAction { figure: medic, action, roll: Some(heal) });
        assert_eq!(v, RuleViolation::BadTarget { figure: medic }, "{ability:?}");
        assert!(!game.heal_targets(medic, None, ability).contains(&medic), "{ability:?}: the wizard offers no self-heal");
    }
}

// ---- Issue 48, item 2: a stat that makes an action impossible -----------------------------

/// `def` with speed value `speed` on every live click.
fn at_speed(def: FigureDef, speed: u8) -> FigureDef {
    valued(def, StatSlot::Speed, speed)
}

/// Seed 004: a figure may make a ranged attack only if its range is above 0. So it is
/// given no ranged action, with dice or without ("just take the action"), on any path, and
/// the legality query says why.
#[test]
fn core_11_a_figure_without_a_range_is_given_no_ranged_action_on_any_path() {
    let mut brawler = plain("Brawler", 6, 40);
    brawler.range = 0;
    let mut lancer = rider("Lancer");
    lancer.range = 0;
    let mut game = with_unit(mount("Horse", Intelligence::Independent), lancer, vec![ArmyFigure::new(brawler)], vec![]);
    let (brawler, foe) = (FigureId(2), FigureId(3));
    for figure in [brawler, RIDER] {
        let no = RuleViolation::NoRange { figure };
        for command in [
            Command::GiveAction { figure, action: ActionKind::Ranged, roll: None },
            Command::GiveAnsweredAction { figure, action: ActionKind::Ranged, roll: None, answers: ActionAnswers::default() },
            Command::GiveAction { figure, action: ActionKind::Ranged, roll: attack_roll(&[foe], 9) },
        ] {
            assert_eq!(refused(&mut game, command.clone()), no, "{command:?}");
        }
        let why = game.actions_for(figure).into_iter().find(|(a, _)| *a == ActionKind::Ranged).map(|(_, w)| w);
        assert_eq!(why, Some(Err(no.clone())));
        assert_eq!(no.rule(), RuleId::Core11);
    }
    // The mount has a range: the unit may shoot with the mount's dial.
    ok(&mut game, Command::GiveAction { figure: MOUNT, action: ActionKind::Ranged, roll: None });
}

/// Seed 004: the speed value is how far a figure may move, so at speed 0 it is given no
/// move action: not by any path, not with Quickness, not a dismounted rider whose own dial
/// shows 0 (its unit moved with its mount's speed, CAV-11), and not a captor whose captive
/// shows 0 (the two move at the slower speed, CORE-14).
#[test]
fn core_01_a_figure_at_speed_0_is_given_no_move() {
    let stuck = with(at_speed(rider("Footsore"), 0), StatSlot::Speed, Ability::Quickness);
    let mut game = with_unit(mount("Horse", Intelligence::Independent), stuck, vec![], vec![]);
    // Mounted, the unit moves with the mount's speed.
    ok(&mut game, Command::GiveAction { figure: RIDER, action: ActionKind::Move, roll: None });
    game.undo();
    ok(&mut game, Command::Dismount { unit: MOUNT, room_for_rider: true });
    let no = RuleViolation::NoSpeedToMove { figure: RIDER };
    for command in [
        Command::GiveAction { figure: RIDER, action: ActionKind::Move, roll: None },
        Command::GiveAnsweredAction { figure: RIDER, action: ActionKind::Move, roll: None, answers: ActionAnswers::default() },
        Command::GiveAction { figure: RIDER, action: ActionKind::Move, roll: Some(ActionRoll::Quickness { break_away_d6: None }) },
    ] {
        assert_eq!(refused(&mut game, command.clone()), no, "{command:?}");
    }
    assert_eq!(game.actions_for(RIDER)[0], (ActionKind::Move, Err(no.clone())));
    assert_eq!(no.rule(), RuleId::Core01);

    let mut game = common::game(400, vec![plain("Captor", 6, 40)], vec![at_speed(plain("Anchor", 6, 40), 0)]);
    ok(
        &mut game,
        Command::GiveAction {
            figure: FigureId(0),
            action: ActionKind::Close,
            roll: Some(ActionRoll::Capture { target: FigureId(1), two_d6: 12, modifier: 0 }),
        },
    );
    next_turn(&mut game);
    next_turn(&mut game);
    let v = refused(&mut game, Command::GiveAction { figure: FigureId(0), action: ActionKind::Move, roll: None });
    assert_eq!(v, RuleViolation::NoSpeedToMove { figure: FigureId(1) });
}

// ---- The audit: the same fault next door -------------------------------------------------

/// Seed 002: nothing that heals affects a passenger. Its Vampirism, after a close attack
/// from the compartment (CHR-09), heals it no more than its Regeneration does.
#[test]
fn chr_11_vampirism_does_not_heal_a_passenger() {
    let bat = with(plain("Bat", 6, 40), StatSlot::Attack, Ability::Vampirism);
    let mut game = chariot_game(bat, false, vec![], vec![]);
    let foe = FigureId(2);
    ok(&mut game, Command::Damage { figure: PASSENGER, dial: 0, clicks: 2 });
    ok(&mut game, Command::Board { figure: PASSENGER, chariot: CHARIOT, section: Section::Rear, sentry: false });
    // Two rounds: its boarding token is gone, so no pushing damage comes into it.
    for _ in 0..4 {
        next_turn(&mut game);
    }
    let events = ok(&mut game, Command::GiveAction { figure: PASSENGER, action: ActionKind::Close, roll: attack_roll(&[foe], 10) });
    assert!(events.iter().any(|e| matches!(e, Event::Damaged { figure, .. } if *figure == foe)), "{events:?}");
    assert!(
        !events.iter().any(|e| matches!(e, Event::Healed { .. } | Event::AbilityUsed { ability: Ability::Vampirism, .. })),
        "{events:?}"
    );
    assert_eq!(click(&game, 1), 2);
}

/// Seed 002: nothing that damages affects a passenger directly. A target's Magic
/// Retaliation, which damages whoever damaged it, does not reach a passenger's dial.
#[test]
fn chr_11_magic_retaliation_does_not_damage_a_passenger() {
    let thorn = with(plain("Thorn", 6, 40), StatSlot::Speed, Ability::MagicRetaliation);
    let mut game = chariot_game(plain("Archer", 6, 40), true, vec![], vec![thorn]);
    let thorn = FigureId(3);
    let events = ok(&mut game, Command::GiveAction { figure: PASSENGER, action: ActionKind::Ranged, roll: attack_roll(&[thorn], 10) });
    assert!(events.iter().any(|e| matches!(e, Event::Damaged { figure, .. } if *figure == thorn)), "{events:?}");
    assert_eq!(click(&game, 1), 0, "{events:?}");
}

/// Seed 002: a passenger touches nothing, so the abilities that reach by base contact
/// (Pole Arm, Venom) reach no one from the compartment.
#[test]
fn chr_04_a_passengers_pole_arm_and_venom_reach_no_one() {
    for ability in [Ability::PoleArm, Ability::Venom] {
        let slot = if ability == Ability::PoleArm { StatSlot::Defense } else { StatSlot::Speed };
        let mut game = chariot_game(with(plain("Pike", 6, 40), slot, ability), true, vec![], vec![]);
        let command = Command::AbilityDamage { figure: PASSENGER, ability, targets: vec![FigureId(2)], section: None };
        assert_eq!(refused(&mut game, command), RuleViolation::PassengerTouchesNothing { figure: PASSENGER }, "{ability:?}");
    }
}

/// Seed 002: a section's abilities belong to it. A section showing Regeneration
/// regenerates itself with its special action; one showing Healing heals with its own
/// attack value; one showing Pole Arm deals its damage.
#[test]
fn col_12_a_side_sections_own_abilities_are_its_own() {
    let titan = section_showing(colossal_support::colossal("Titan"), Section::Left, StatSlot::Defense, Ability::Regeneration);
    let mut game = game(600, vec![titan], vec![plain("Foe", 6, 40)]);
    let titan = FigureId(0);
    ok(&mut game, Command::Damage { figure: titan, dial: Section::Left.index() as u8, clicks: 2 });
    let regenerate = |section| Command::GiveSectionAction {
        figure: titan,
        section,
        action: ActionKind::Special,
        roll: Some(ActionRoll::Regenerate { d6: 6 }),
        answers: ActionAnswers::default(),
    };
    assert_eq!(
        refused(&mut game, regenerate(Section::Front)),
        RuleViolation::AbilityNotShown { figure: titan, ability: Ability::Regeneration }
    );
    let events = ok(&mut game, regenerate(Section::Left));
    assert!(events.iter().any(|e| matches!(e, Event::Healed { dial: 1, to: 0, .. })), "{events:?}");

    let medic = section_showing(colossal_support::colossal("Titan"), Section::Left, StatSlot::Attack, Ability::Healing);
    let mut game = common::game(600, vec![medic, plain("Friend", 6, 40)], vec![plain("Foe", 6, 40)]);
    ok(&mut game, Command::Damage { figure: FigureId(1), dial: 0, clicks: 2 });
    let heal = Some(ActionRoll::Heal { target: FigureId(1), two_d6: 12, clicks: 1, target_in_contact: false });
    let events = ok(
        &mut game,
        Command::GiveSectionAction {
            figure: titan,
            section: Section::Left,
            action: ActionKind::Close,
            roll: heal,
            answers: ActionAnswers::default(),
        },
    );
    assert!(events.iter().any(|e| matches!(e, Event::Healed { figure: FigureId(1), .. })), "{events:?}");

    let pike = section_showing(colossal_support::colossal("Titan"), Section::Right, StatSlot::Defense, Ability::PoleArm);
    let mut game = common::game(600, vec![pike], vec![plain("Foe", 6, 40)]);
    let pole = |section| Command::AbilityDamage { figure: titan, ability: Ability::PoleArm, targets: vec![FigureId(1)], section };
    assert_eq!(refused(&mut game, pole(None)), RuleViolation::AbilityNotShown { figure: titan, ability: Ability::PoleArm });
    ok(&mut game, pole(Some(Section::Right)));
    assert_eq!(click(&game, 1), 1);
}

/// Seed 002: a section's abilities are its own; seed 004: Magic Immunity keeps every Magic
/// ability off the figure, a friend's Magic Enhancement included. The section that shoots
/// is the one whose immunity counts, not the front's.
#[test]
fn col_12_magic_enhancement_reads_the_shooting_sections_immunity() {
    let warded = section_showing(colossal_support::colossal("Titan"), Section::Left, StatSlot::Defense, Ability::MagicImmunity);
    let booster = with(plain("Booster", 6, 40), StatSlot::Attack, Ability::MagicEnhancement);
    let mut game = common::game(900, vec![warded, booster], vec![plain("Foe", 6, 40)]);
    let (titan, foe) = (FigureId(0), FigureId(2));
    let shoot = |section| Command::GiveSectionAction {
        figure: titan,
        section,
        action: ActionKind::Ranged,
        roll: attack_roll(&[foe], 12),
        answers: ActionAnswers { enhanced_by: Some(FigureId(1)), ..Default::default() },
    };
    let v = refused(&mut game, shoot(Section::Left));
    assert_eq!((v.clone(), v.rule()), (RuleViolation::MagicImmune { figure: titan, ability: Ability::MagicEnhancement }, RuleId::Core16));
    ok(&mut game, shoot(Section::Front));

    // The other way round: a front that shows it does not keep the help off a side section.
    let warded = section_showing(colossal_support::colossal("Titan"), Section::Front, StatSlot::Defense, Ability::MagicImmunity);
    let booster = with(plain("Booster", 6, 40), StatSlot::Attack, Ability::MagicEnhancement);
    let mut game = common::game(900, vec![warded, booster], vec![plain("Foe", 6, 40)]);
    assert!(matches!(refused(&mut game, shoot(Section::Front)), RuleViolation::MagicImmune { .. }));
    ok(&mut game, shoot(Section::Right));
}

/// Seed 004: a Shockwave counts no other figure's special defense abilities; seed 002: a
/// chariot's passenger is dealt what its side or rear section took, on the attacker's 5 or
/// 6. What a shockwave deals reaches the passenger as it reached the section: the
/// passenger's Toughness does not count either (its own reductions count against any other
/// attack, CHR-11's example).
#[test]
fn chr_11_a_shockwave_counts_no_passengers_toughness() {
    let quake = with(plain("Quake", 6, 40), StatSlot::Attack, Ability::Shockwave);
    let tough = with(plain("Guard", 6, 20), StatSlot::Defense, Ability::Toughness);
    let mut game = chariot_game(tough, true, vec![], vec![quake]);
    next_turn(&mut game);
    let aim = TargetAim { passenger_d6: Some(5), ..TargetAim::new(CHARIOT, SectionAim::One(Section::Rear)) };
    let roll = shockwave(&[CHARIOT]);
    let answers = ActionAnswers { aims: vec![aim], ..ActionAnswers::default() };
    let shock = Command::GiveAnsweredAction { figure: FigureId(3), action: ActionKind::Ranged, roll: Some(roll), answers };
    let events = ok(&mut game, shock);
    let taken = game.state().figure(CHARIOT).clicks[Section::Rear.index()];
    assert!(taken >= 1, "{events:?}");
    assert_eq!(game.state().figure(PASSENGER).clicks[0], taken, "{events:?}");
}

/// Seed 004: Necromancy is given instead of a move, so a chariot whose section brought
/// back a fallen friend has not moved this turn, and its passenger may shoot (CHR-10).
#[test]
fn chr_10_a_chariot_sections_necromancy_is_no_move() {
    let raiser = section_showing(colossal_support::chariot("Chariot"), Section::Left, StatSlot::Damage, Ability::Necromancy);
    let ana = vec![
        ArmyFigure { point_value: Some(0), ..ArmyFigure::new(raiser) },
        ArmyFigure { aboard: Some(0), ..ArmyFigure::new(plain("Archer", 6, 20)) },
        ArmyFigure::new(plain("Fallen", 6, 20)),
    ];
    let mut game = armies(ana, vec![plain("Footman", 6, 20)]);
    let (fallen, footman) = (FigureId(2), FigureId(3));
    ok(&mut game, Command::Damage { figure: fallen, dial: 0, clicks: 9 });
    let raise = Command::GiveSectionAction {
        figure: CHARIOT,
        section: Section::Left,
        action: ActionKind::Move,
        roll: Some(ActionRoll::Necromancy { figure: fallen, d6: Some(1), in_contact: false }),
        answers: ActionAnswers::default(),
    };
    let events = ok(&mut game, raise);
    assert!(events.iter().any(|e| matches!(e, Event::Returned { figure, .. } if *figure == fallen)), "{events:?}");
    ok(&mut game, Command::GiveAction { figure: PASSENGER, action: ActionKind::Ranged, roll: attack_roll(&[footman], 8) });
}

/// Seed 001: a unit's move uses the mount's abilities; seed 004: Necromancy is used
/// instead of a move. A unit whose mount shows Necromancy brings back a fallen friend.
#[test]
fn cav_11_a_units_mount_uses_its_necromancy() {
    let dread = with(mount("Dread steed", Intelligence::Independent), StatSlot::Damage, Ability::Necromancy);
    let mut game = with_unit(dread, rider("Lancer"), vec![ArmyFigure::new(plain("Fallen", 6, 20))], vec![]);
    let fallen = FigureId(2);
    ok(&mut game, Command::Damage { figure: fallen, dial: 0, clicks: 9 });
    let raise = Command::GiveAction {
        figure: RIDER,
        action: ActionKind::Move,
        roll: Some(ActionRoll::Necromancy { figure: fallen, d6: Some(1), in_contact: false }),
    };
    let events = ok(&mut game, raise);
    assert!(events.contains(&Event::Returned { figure: fallen, by: MOUNT }), "{events:?}");
    assert_eq!(tokens(&game, 0), 1);
}

/// CAV-21 with CORE-14: a riderless skittish mount may be taken captive (it is no unit),
/// and it leaves the game at the next end phase all the same; it leaves no link behind,
/// and its captor holds nothing any more.
#[test]
fn cav_21_a_skittish_mount_that_flees_while_captive_leaves_no_link() {
    let mut game = with_unit(mount("Colt", Intelligence::Skittish), rider("Lancer"), vec![], vec![]);
    let jailer = FigureId(2);
    next_turn(&mut game);
    ok(&mut game, Command::Damage { figure: RIDER, dial: 0, clicks: 9 });
    assert!(game.state().figure(RIDER).eliminated);
    let capture = Some(ActionRoll::Capture { target: MOUNT, two_d6: 12, modifier: 0 });
    ok(&mut game, Command::GiveAction { figure: jailer, action: ActionKind::Close, roll: capture });
    assert_eq!(game.state().figure(MOUNT).captor, Some(jailer));
    let events = ok(&mut game, Command::EndTurn);
    assert!(events.contains(&Event::MountFled { mount: MOUNT }), "{events:?}");
    assert_eq!((game.state().figure(jailer).captive, game.state().figure(MOUNT).captor), (None, None));
    assert!(game.broken_invariants().is_empty(), "{:?}", game.broken_invariants());
}
