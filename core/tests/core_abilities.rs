//! Special abilities the engine applies wherever it computes a number (CORE-16), the
//! same on every path an attack can take.

use crate::common;

use common::*;
use dialkeeper_core::*;

/// Ana's plain attacker (attack 9, range 6) against Ben's figure whose defense (16)
/// carries Battle Armor on its first click.
fn armored_game() -> Game {
    let mut armored = plain("Shieldbearer", 6, 40);
    let mut clicks = armored.dial().clicks().to_vec();
    clicks[0].defense.ability = Some(Ability::BattleArmor);
    armored.dials = vec![Dial::new(clicks, 0).unwrap()];
    game(200, vec![plain("Archer", 6, 40)], vec![armored])
}

fn attack(action: ActionKind, two_d6: u8, answered: bool) -> Vec<Event> {
    let mut game = armored_game();
    let roll = Some(ActionRoll::Attack { targets: vec![FigureId(1)], two_d6, modifier: 0 });
    let command = if answered {
        Command::GiveAnsweredAction { figure: FigureId(0), action, roll, answers: ActionAnswers::default() }
    } else {
        Command::GiveAction { figure: FigureId(0), action, roll }
    };
    game.try_apply(command).unwrap()
}

fn hit(events: &[Event]) -> bool {
    events.iter().any(|e| matches!(e, Event::Hit { .. }))
}

#[test]
fn core_16_battle_armor_adds_two_defense_against_ranged_attacks_on_every_path() {
    // Seed 004: "battle armor: defense value +2 bij ranged combat aanvallen".
    for answered in [false, true] {
        assert!(!hit(&attack(ActionKind::Ranged, 7, answered)), "9 + 7 = 16 misses 16 + 2 (answered: {answered})");
        assert!(hit(&attack(ActionKind::Ranged, 9, answered)), "9 + 9 = 18 reaches 18 (answered: {answered})");
        assert!(hit(&attack(ActionKind::Close, 7, answered)), "close combat: no Battle Armor (answered: {answered})");
    }
}

/// `def` with `ability` on the `slot` of every live click.
fn shows(mut def: FigureDef, slot: StatSlot, ability: Ability) -> FigureDef {
    let mut clicks = def.dial().clicks().to_vec();
    let live = def.dial().ko_index() as usize;
    for click in &mut clicks[..live] {
        let stat = match slot {
            StatSlot::Speed => &mut click.speed,
            StatSlot::Attack => &mut click.attack,
            StatSlot::Defense => &mut click.defense,
            StatSlot::Damage => &mut click.damage,
        };
        stat.ability = Some(ability);
    }
    def.dials = vec![Dial::new(clicks, 0).unwrap()];
    def
}

/// Ana: healer #0 (Healing), magic healer #1 (Magic Healing), hurt friend #2, plain #3,
/// invulnerable friend #4. Ben: hurt foe #5.
fn healing_game() -> Game {
    let mut game = game(
        600,
        vec![
            shows(plain("Medic", 6, 40), StatSlot::Attack, Ability::Healing),
            shows(plain("Sage", 6, 40), StatSlot::Attack, Ability::MagicHealing),
            plain("Hurt friend", 6, 40),
            plain("Plain", 6, 40),
            shows(plain("Golem", 6, 40), StatSlot::Defense, Ability::Invulnerability),
        ],
        vec![plain("Hurt foe", 6, 40)],
    );
    for figure in [2, 4, 5] {
        game.try_apply(Command::Damage { figure: FigureId(figure), dial: 0, clicks: 2 }).unwrap();
    }
    game
}

fn heal(game: &mut Game, healer: u16, action: ActionKind, target: u16) -> Result<Vec<Event>, RuleViolation> {
    let roll = Some(ActionRoll::Heal { target: FigureId(target), two_d6: 11, clicks: 1, target_in_contact: false });
    game.try_apply(Command::GiveAction { figure: FigureId(healer), action, roll })
}

#[test]
fn core_16_only_a_figure_showing_healing_heals_and_only_its_own_side() {
    let mut game = healing_game();
    let v = heal(&mut game, 3, ActionKind::Close, 2).unwrap_err();
    assert_eq!(
        (v.clone(), v.rule(), v.message_id()),
        (RuleViolation::NoHealing { figure: FigureId(3) }, RuleId::Core16, "violation-no-healing")
    );
    assert_eq!(heal(&mut game, 0, ActionKind::Close, 5).unwrap_err(), RuleViolation::HealOpposing { figure: FigureId(5) });
    // Seed 004, Invulnerability: "Deze figuur mag niet worden gehealed".
    assert_eq!(heal(&mut game, 0, ActionKind::Close, 4).unwrap_err(), RuleViolation::HealInvulnerable { figure: FigureId(4) });
    heal(&mut game, 0, ActionKind::Close, 2).unwrap();
    assert_eq!(click(&game, 2), 1);
}

#[test]
fn core_16_magic_healing_heals_at_range() {
    // Seed 004: "magic healing: ranged combat: D6 healing clicks".
    let mut game = healing_game();
    heal(&mut game, 1, ActionKind::Ranged, 2).unwrap();
    assert_eq!(click(&game, 2), 1);
    let mut game = healing_game();
    assert_eq!(heal(&mut game, 0, ActionKind::Ranged, 2).unwrap_err(), RuleViolation::NoMagicHealing { figure: FigureId(0) });
    assert_eq!(heal(&mut game, 1, ActionKind::Close, 2).unwrap_err(), RuleViolation::NoHealing { figure: FigureId(1) });
}

fn break_away(speed: Option<Ability>, d6: u8) -> bool {
    let runner = plain("Runner", 6, 40);
    let runner = match speed {
        Some(ability) => shows(runner, StatSlot::Speed, ability),
        None => runner,
    };
    let mut game = game(200, vec![runner], vec![plain("Foe", 6, 40)]);
    let events = game
        .try_apply(Command::GiveAction { figure: FigureId(0), action: ActionKind::Move, roll: Some(ActionRoll::BreakAway { d6 }) })
        .unwrap();
    events.iter().any(|e| matches!(e, Event::BreakAway { success: true, .. }))
}

#[test]
fn core_12_flight_fails_to_break_away_only_on_a_one_and_charge_and_bound_need_no_roll() {
    // Seed 004, Flight: "kan wegrennen van een tegenstander tenzij hij een '1' gooit";
    // Charge and Bound: "wegrennen van een gevecht zonder met een dobbelsteen te gooien".
    assert!(!break_away(None, 3) && break_away(None, 4));
    assert!(!break_away(Some(Ability::Flight), 1) && break_away(Some(Ability::Flight), 2));
    for ability in [Ability::Charge, Ability::Bound] {
        assert!(break_away(Some(ability), 1), "{ability:?}");
    }
}

#[test]
fn core_14_berserk_battle_fury_and_invulnerability_neither_capture_nor_are_captured() {
    // Seed 004: Berserk "kan niet gevangen worden of iemand anders gevangen nemen";
    // Battle Fury "kan geen gevangene nemen of gevangen worden"; Invulnerability "mag
    // niet worden ... gevangen genomen. Deze figuur kan ook anderen niet gevangen nemen".
    for (slot, ability) in
        [(StatSlot::Damage, Ability::Berserk), (StatSlot::Damage, Ability::BattleFury), (StatSlot::Defense, Ability::Invulnerability)]
    {
        let mut game = game(
            400,
            vec![shows(plain("Special", 6, 40), slot, ability), plain("Plain", 6, 40), plain("Other", 6, 40)],
            vec![shows(plain("Foe special", 6, 40), slot, ability), plain("Foe", 6, 40)],
        );
        let capture = |captor: u16, target: u16| Command::Capture { captor: FigureId(captor), target: FigureId(target) };
        let v = game.try_apply(capture(0, 4)).unwrap_err();
        assert_eq!(
            (v.clone(), v.rule(), v.message_id()),
            (RuleViolation::CannotCapture { figure: FigureId(0), ability }, RuleId::Core14, "violation-cannot-capture")
        );
        assert_eq!(game.try_apply(capture(1, 3)).unwrap_err(), RuleViolation::CannotCapture { figure: FigureId(3), ability });
        assert_eq!(
            game.try_apply(capture(1, 2)).unwrap_err(),
            RuleViolation::OwnFigure { figure: FigureId(2) },
            "a captive is an opposing figure"
        );
        game.try_apply(capture(1, 4)).unwrap();
    }
}

// ---- CORE-16: every ability the engine applies ------------------------------------------

use crate::colossal_support;

fn id(n: u16) -> FigureId {
    FigureId(n)
}

/// `def` showing each of `abilities` on its slot (a circle one on the damage value).
fn with(def: FigureDef, abilities: &[Ability]) -> FigureDef {
    abilities.iter().fold(def, |def, &a| shows(def, a.slot().unwrap_or(StatSlot::Damage), a))
}

/// Ana: `a` (#0), a plain friend (#1). Ben: `b` (#2), two plain figures (#3, #4). Plain
/// figures: attack 9, defense 16 at their first click, damage 2, range 6; 300 points,
/// so 3 actions a turn.
fn duel(a: FigureDef, b: FigureDef) -> Game {
    game(300, vec![a, plain("Friend", 6, 40)], vec![b, plain("Foe 3", 6, 40), plain("Foe 4", 6, 40)])
}

fn ability_attack(ability: Ability, targets: &[u16], two_d6: u8, damage_d6: Option<u8>, in_contact: &[u16]) -> ActionRoll {
    ActionRoll::AbilityAttack {
        ability,
        targets: targets.iter().map(|&t| id(t)).collect(),
        two_d6,
        modifier: 0,
        damage_d6,
        in_contact: in_contact.iter().map(|&t| id(t)).collect(),
    }
}

fn give(figure: u16, action: ActionKind, roll: ActionRoll) -> Command {
    Command::GiveAction { figure: id(figure), action, roll: Some(roll) }
}

fn refusal(game: &mut Game, command: Command) -> (RuleViolation, RuleId) {
    let v = refused(game, command);
    let rule = v.rule();
    (v, rule)
}

#[test]
fn core_16_weapon_master_deals_its_damage_die_instead_of_the_damage_value() {
    let master = || with(plain("Blademaster", 8, 40), &[Ability::WeaponMaster]);
    let mut g = duel(master(), plain("Foe", 8, 40));
    // 9 + 8 = 17 hits defense 16: the die's 5, not the damage value 2.
    let events = g.try_apply(give(0, ActionKind::Close, ability_attack(Ability::WeaponMaster, &[2], 8, Some(5), &[]))).unwrap();
    assert!(events.contains(&Event::AbilityRolled { figure: id(0), ability: Ability::WeaponMaster, d6: 5 }));
    assert_eq!(click(&g, 2), 5);
    // A critical hit adds its click to the die (CORE-09).
    let mut g = duel(master(), plain("Foe", 8, 40));
    g.try_apply(give(0, ActionKind::Close, ability_attack(Ability::WeaponMaster, &[2], 12, Some(1), &[]))).unwrap();
    assert_eq!(click(&g, 2), 2);
    // Without the ability, the same figure deals its damage value.
    let mut g = duel(master(), plain("Foe", 8, 40));
    g.try_apply(give(0, ActionKind::Close, ActionRoll::Attack { targets: vec![id(2)], two_d6: 8, modifier: 0 })).unwrap();
    assert_eq!(click(&g, 2), 2);
}

#[test]
fn core_16_weapon_master_needs_a_good_die_once_it_hits_and_only_in_close_combat() {
    let mut g = duel(with(plain("Blademaster", 8, 40), &[Ability::WeaponMaster]), plain("Foe", 8, 40));
    let hit_without_die = give(0, ActionKind::Close, ability_attack(Ability::WeaponMaster, &[2], 8, None, &[]));
    assert_eq!(
        refusal(&mut g, hit_without_die),
        (RuleViolation::DamageRollNeeded { figure: id(0), ability: Ability::WeaponMaster }, RuleId::Core16)
    );
    assert_eq!(
        refused(&mut g, give(0, ActionKind::Close, ability_attack(Ability::WeaponMaster, &[2], 8, Some(7), &[]))),
        RuleViolation::BadD6 { value: 7 }
    );
    assert_eq!(
        refusal(&mut g, give(0, ActionKind::Ranged, ability_attack(Ability::WeaponMaster, &[2], 8, Some(3), &[]))),
        (RuleViolation::AbilityWrongAction { ability: Ability::WeaponMaster, action: ActionKind::Ranged }, RuleId::Core16)
    );
    // The friend shows no Weapon Master.
    assert_eq!(
        refusal(&mut g, give(1, ActionKind::Close, ability_attack(Ability::WeaponMaster, &[2], 8, Some(3), &[]))),
        (RuleViolation::AbilityNotShown { figure: id(1), ability: Ability::WeaponMaster }, RuleId::Core16)
    );
    // A miss needs no die: 9 + 3 = 12 misses 16.
    g.try_apply(give(0, ActionKind::Close, ability_attack(Ability::WeaponMaster, &[2], 3, None, &[]))).unwrap();
    assert_eq!(click(&g, 2), 0);
}

#[test]
fn core_16_weapon_master_is_refused_to_a_rider_whose_unit_has_impale() {
    // CAV-26: an Impale rider cannot use Weapon Master.
    let mut mount = plain("Warhorse", 6, 40);
    mount.kind = FigureKind::Mount { mount_type: MountType::BattleHorse, intelligence: Intelligence::Independent, dark_riders: false };
    let mut rider = with(plain("Lancer", 6, 30), &[Ability::WeaponMaster]);
    rider.kind = FigureKind::Rider { attack_bonus: 1, symbols: vec![MountType::BattleHorse], dark_riders: false };
    rider.proficiencies = vec![Proficiency::Impale];
    let mut seated = ArmyFigure::new(rider);
    seated.rides = Some(0);
    let army = |v: Vec<FigureDef>| v.into_iter().map(ArmyFigure::new).collect::<Vec<_>>();
    let mut g = Game::new(Setup {
        game_size: 300,
        players: vec![
            PlayerSetup { name: "Ana".into(), army: vec![ArmyFigure::new(mount), seated] },
            PlayerSetup { name: "Ben".into(), army: army(vec![plain("Foe", 6, 40)]) },
        ],
        ..Default::default()
    })
    .unwrap();
    let v = refused(&mut g, give(1, ActionKind::Close, ability_attack(Ability::WeaponMaster, &[2], 8, Some(4), &[])));
    assert_eq!((v.clone(), v.rule()), (RuleViolation::CavImpaleWeaponMaster { rider: id(1) }, RuleId::Cav26));
}

#[test]
fn core_16_magic_blast_rolls_its_damage_at_one_target_but_not_at_magic_immunity() {
    let blaster = || with(plain("Mage", 8, 40), &[Ability::MagicBlast]);
    let mut g = duel(blaster(), plain("Foe", 8, 40));
    g.try_apply(give(0, ActionKind::Ranged, ability_attack(Ability::MagicBlast, &[2], 8, Some(6), &[]))).unwrap();
    assert_eq!(click(&g, 2), 6);
    let mut g = duel(blaster(), plain("Foe", 8, 40));
    assert_eq!(
        refused(&mut g, give(0, ActionKind::Ranged, ability_attack(Ability::MagicBlast, &[2, 3], 8, Some(6), &[]))),
        RuleViolation::BadTargetCount { count: 2, allowed: 1 }
    );
    assert_eq!(
        refused(&mut g, give(0, ActionKind::Close, ability_attack(Ability::MagicBlast, &[2], 8, Some(6), &[]))),
        RuleViolation::AbilityWrongAction { ability: Ability::MagicBlast, action: ActionKind::Close }
    );
    assert_eq!(
        refused(&mut g, give(0, ActionKind::Ranged, ability_attack(Ability::MagicBlast, &[2], 8, None, &[]))),
        RuleViolation::DamageRollNeeded { figure: id(0), ability: Ability::MagicBlast }
    );
    // Seed 004: no ability with "magic" in its name applies to a Magic Immunity figure.
    let mut g = duel(blaster(), with(plain("Warded", 8, 40), &[Ability::MagicImmunity]));
    let v = refused(&mut g, give(0, ActionKind::Ranged, ability_attack(Ability::MagicBlast, &[2], 8, Some(6), &[])));
    assert_eq!((v.clone(), v.rule()), (RuleViolation::MagicImmune { figure: id(2), ability: Ability::MagicBlast }, RuleId::Core16));
    // A plain ranged attack still reaches it.
    g.try_apply(give(0, ActionKind::Ranged, ActionRoll::Attack { targets: vec![id(2)], two_d6: 8, modifier: 0 })).unwrap();
    assert_eq!(click(&g, 2), 2);
}

#[test]
fn core_16_magic_immunity_shuts_out_magic_healing_and_declared_magic_effects() {
    let mut g = game(
        300,
        vec![with(plain("Sage", 6, 40), &[Ability::MagicHealing]), with(plain("Warded", 6, 40), &[Ability::MagicImmunity])],
        vec![plain("Foe", 6, 40)],
    );
    g.try_apply(Command::Damage { figure: id(1), dial: 0, clicks: 2 }).unwrap();
    let heal = ActionRoll::Heal { target: id(1), two_d6: 11, clicks: 1, target_in_contact: false };
    assert_eq!(
        refused(&mut g, give(0, ActionKind::Ranged, heal)),
        RuleViolation::MagicImmune { figure: id(1), ability: Ability::MagicHealing }
    );
    let answers = ActionAnswers { effects: vec![ColossalEffect::MagicFreeze], affects: vec![id(1)], ..Default::default() };
    let freeze = Command::GiveAnsweredAction { figure: id(0), action: ActionKind::Ranged, roll: None, answers };
    assert_eq!(refused(&mut g, freeze), RuleViolation::MagicImmune { figure: id(1), ability: Ability::MagicFreeze });
}

#[test]
fn core_16_flame_lightning_hits_the_figures_in_contact_with_its_target_for_one_each() {
    let mut g = duel(with(plain("Pyromancer", 8, 40), &[Ability::FlameLightning]), plain("Foe", 8, 40));
    // Ben's #4 is hurt (defense 14 at click 2), so the roll of 6 (9 + 6 = 15) misses the
    // two untouched figures at 16 and hits only it: one roll compared with each.
    g.try_apply(Command::Damage { figure: id(4), dial: 0, clicks: 2 }).unwrap();
    let events = g.try_apply(give(0, ActionKind::Ranged, ability_attack(Ability::FlameLightning, &[2], 6, None, &[3, 4]))).unwrap();
    assert_eq!((click(&g, 2), click(&g, 3), click(&g, 4)), (0, 0, 3));
    assert_eq!(events.iter().filter(|e| matches!(e, Event::Missed { .. })).count(), 2);
    // A hit on everything: each takes 1, not the damage value 2, friends in contact too.
    let mut g = duel(with(plain("Pyromancer", 8, 40), &[Ability::FlameLightning]), plain("Foe", 8, 40));
    g.try_apply(give(0, ActionKind::Ranged, ability_attack(Ability::FlameLightning, &[2], 9, None, &[3, 1]))).unwrap();
    assert_eq!((click(&g, 2), click(&g, 3), click(&g, 1)), (1, 1, 1));
    // Only Flame/Lightning names figures in contact; none twice; no die.
    let mut g = duel(with(plain("Blademaster", 8, 40), &[Ability::WeaponMaster]), plain("Foe", 8, 40));
    assert_eq!(
        refused(&mut g, give(0, ActionKind::Close, ability_attack(Ability::WeaponMaster, &[2], 9, Some(2), &[3]))),
        RuleViolation::BadTarget { figure: id(3) }
    );
    let mut g = duel(with(plain("Pyromancer", 8, 40), &[Ability::FlameLightning]), plain("Foe", 8, 40));
    assert_eq!(
        refused(&mut g, give(0, ActionKind::Ranged, ability_attack(Ability::FlameLightning, &[2], 9, None, &[2]))),
        RuleViolation::BadTarget { figure: id(2) }
    );
    assert_eq!(
        refused(&mut g, give(0, ActionKind::Ranged, ability_attack(Ability::FlameLightning, &[2], 9, Some(3), &[]))),
        RuleViolation::RollDoesNotFit { action: ActionKind::Ranged }
    );
}

#[test]
fn core_16_shockwave_hits_every_figure_in_its_area_ignoring_defense_abilities() {
    let tough = with(plain("Tough", 8, 40), &[Ability::Toughness]);
    let armored = with(plain("Armored", 8, 40), &[Ability::BattleArmor]);
    let mut g = game(
        300,
        vec![with(plain("Quake", 8, 40), &[Ability::Shockwave]), plain("Friend", 8, 40)],
        vec![tough, armored, plain("Foe", 8, 40)],
    );
    // 9 + 7 = 16: Battle Armor would make 18, Toughness would take the 1 off; neither counts.
    g.try_apply(give(0, ActionKind::Ranged, ability_attack(Ability::Shockwave, &[1, 2, 3, 4], 7, None, &[]))).unwrap();
    assert_eq!((click(&g, 1), click(&g, 2), click(&g, 3), click(&g, 4)), (1, 1, 1, 1));
}

#[test]
fn core_16_pierce_ignores_toughness() {
    let mut g = duel(with(plain("Piercer", 8, 40), &[Ability::Pierce]), with(plain("Tough", 8, 40), &[Ability::Toughness]));
    g.try_apply(give(0, ActionKind::Close, ActionRoll::Attack { targets: vec![id(2)], two_d6: 8, modifier: 0 })).unwrap();
    assert_eq!(click(&g, 2), 2, "2 damage, not 2 - 1");
    let mut g = duel(plain("Plain", 8, 40), with(plain("Tough", 8, 40), &[Ability::Toughness]));
    g.try_apply(give(0, ActionKind::Close, ActionRoll::Attack { targets: vec![id(2)], two_d6: 8, modifier: 0 })).unwrap();
    assert_eq!(click(&g, 2), 1);
}

#[test]
fn core_16_vampirism_heals_a_click_when_it_damages_an_opposing_figure_in_close_combat() {
    let mut g = duel(with(plain("Vampire", 8, 40), &[Ability::Vampirism]), plain("Foe", 8, 40));
    g.try_apply(Command::Damage { figure: id(0), dial: 0, clicks: 2 }).unwrap();
    g.try_apply(give(0, ActionKind::Close, ActionRoll::Attack { targets: vec![id(2)], two_d6: 8, modifier: 0 })).unwrap();
    assert_eq!((click(&g, 0), click(&g, 2)), (1, 2));
    // At range, nothing.
    let mut g = duel(with(plain("Vampire", 8, 40), &[Ability::Vampirism]), plain("Foe", 8, 40));
    g.try_apply(Command::Damage { figure: id(0), dial: 0, clicks: 2 }).unwrap();
    g.try_apply(give(0, ActionKind::Ranged, ActionRoll::Attack { targets: vec![id(2)], two_d6: 8, modifier: 0 })).unwrap();
    assert_eq!(click(&g, 0), 2);
}

#[test]
fn core_16_magic_retaliation_damages_the_attacker_that_damages_it_unless_magic_immune() {
    let mut g = duel(plain("Attacker", 8, 40), with(plain("Warlock", 8, 40), &[Ability::MagicRetaliation]));
    let events = g.try_apply(give(0, ActionKind::Close, ActionRoll::Attack { targets: vec![id(2)], two_d6: 8, modifier: 0 })).unwrap();
    assert!(events.contains(&Event::AbilityUsed { figure: id(2), ability: Ability::MagicRetaliation }));
    assert_eq!((click(&g, 0), click(&g, 2)), (1, 2));
    let mut g = duel(with(plain("Warded", 8, 40), &[Ability::MagicImmunity]), with(plain("Warlock", 8, 40), &[Ability::MagicRetaliation]));
    g.try_apply(give(0, ActionKind::Close, ActionRoll::Attack { targets: vec![id(2)], two_d6: 8, modifier: 0 })).unwrap();
    assert_eq!(click(&g, 0), 0);
}

#[test]
fn core_16_demoralized_only_moves_and_berserk_never_shoots() {
    let mut g = duel(with(plain("Routed", 8, 40), &[Ability::Demoralized]), plain("Foe", 8, 40));
    for action in [ActionKind::Close, ActionKind::Ranged, ActionKind::Special] {
        let v = refused(&mut g, Command::GiveAction { figure: id(0), action, roll: None });
        assert_eq!(
            (v.clone(), v.rule()),
            (RuleViolation::AbilityForbids { figure: id(0), ability: Ability::Demoralized, action }, RuleId::Core16)
        );
    }
    assert_eq!(g.actions_for(id(0)).iter().filter(|(_, r)| r.is_ok()).map(|(a, _)| *a).collect::<Vec<_>>(), vec![ActionKind::Move]);
    act(&mut g, 0, ActionKind::Move);
    let mut g = duel(with(plain("Raging", 8, 40), &[Ability::Berserk]), plain("Foe", 8, 40));
    let ranged = ActionRoll::Attack { targets: vec![id(2)], two_d6: 8, modifier: 0 };
    assert_eq!(
        refused(&mut g, give(0, ActionKind::Ranged, ranged.clone())),
        RuleViolation::AbilityForbids { figure: id(0), ability: Ability::Berserk, action: ActionKind::Ranged }
    );
    g.try_apply(give(0, ActionKind::Close, ranged)).unwrap();
}

#[test]
fn core_16_regeneration_is_a_special_action_healing_the_die_less_two() {
    let troll = || with(plain("Troll", 8, 40), &[Ability::Regeneration]);
    for (d6, healed) in [(1, 0), (2, 0), (5, 3), (6, 4)] {
        let mut g = duel(troll(), plain("Foe", 8, 40));
        g.try_apply(Command::Damage { figure: id(0), dial: 0, clicks: 5 }).unwrap();
        let events = g.try_apply(give(0, ActionKind::Special, ActionRoll::Regenerate { d6 })).unwrap();
        assert!(events.contains(&Event::AbilityRolled { figure: id(0), ability: Ability::Regeneration, d6 }));
        assert_eq!(click(&g, 0), 5 - healed, "d6 {d6}");
        assert_eq!(tokens(&g, 0), 1);
    }
    let mut g = duel(troll(), plain("Foe", 8, 40));
    assert_eq!(
        refused(&mut g, give(0, ActionKind::Move, ActionRoll::Regenerate { d6: 4 })),
        RuleViolation::AbilityWrongAction { ability: Ability::Regeneration, action: ActionKind::Move }
    );
    assert_eq!(
        refused(&mut g, give(1, ActionKind::Special, ActionRoll::Regenerate { d6: 4 })),
        RuleViolation::AbilityNotShown { figure: id(1), ability: Ability::Regeneration }
    );
    assert_eq!(refused(&mut g, give(0, ActionKind::Special, ActionRoll::Regenerate { d6: 0 })), RuleViolation::BadD6 { value: 0 });
}

#[test]
fn core_16_necromancy_brings_back_an_eliminated_friend_then_deals_it_the_die() {
    let necro = || with(plain("Necromancer", 8, 40), &[Ability::Necromancy]);
    let mut g = duel(necro(), plain("Foe", 8, 40));
    g.try_apply(Command::Damage { figure: id(1), dial: 0, clicks: 9 }).unwrap();
    assert!(g.state().figure(id(1)).eliminated);
    let raise = |d6, in_contact| give(0, ActionKind::Move, ActionRoll::Necromancy { figure: id(1), d6, in_contact });
    assert_eq!(refused(&mut g, raise(Some(2), true)), RuleViolation::AbilityInContact { figure: id(0), ability: Ability::Necromancy });
    let events = g.try_apply(raise(Some(2), false)).unwrap();
    assert!(events.contains(&Event::Returned { figure: id(1), by: id(0) }));
    assert!(!g.state().figure(id(1)).eliminated);
    assert_eq!(click(&g, 1), 2);
    assert!(g.broken_invariants().is_empty());
    // Only an eliminated figure of one's own.
    let mut g = duel(necro(), plain("Foe", 8, 40));
    g.try_apply(Command::Damage { figure: id(2), dial: 0, clicks: 9 }).unwrap();
    assert_eq!(
        refused(&mut g, give(0, ActionKind::Move, ActionRoll::Necromancy { figure: id(2), d6: None, in_contact: false })),
        RuleViolation::NotReturnable { figure: id(2) }
    );
    assert_eq!(
        refused(&mut g, give(0, ActionKind::Move, ActionRoll::Necromancy { figure: id(1), d6: None, in_contact: false })),
        RuleViolation::NotReturnable { figure: id(1) }
    );
    // A zombie or skeleton (the table's answer: no die) comes back untouched.
    g.try_apply(Command::Damage { figure: id(1), dial: 0, clicks: 9 }).unwrap();
    g.try_apply(give(0, ActionKind::Move, ActionRoll::Necromancy { figure: id(1), d6: None, in_contact: false })).unwrap();
    assert_eq!(click(&g, 1), 0);
}

#[test]
fn core_16_necromancy_never_returns_a_colossal() {
    // COL-03: colossals are not returned to play by Necromancy.
    let mut g = game(
        600,
        vec![with(plain("Necromancer", 8, 40), &[Ability::Necromancy]), colossal_support::colossal("Titan")],
        vec![plain("Foe", 8, 40)],
    );
    let v = refused(&mut g, give(0, ActionKind::Move, ActionRoll::Necromancy { figure: id(1), d6: Some(1), in_contact: false }));
    assert_eq!((v.clone(), v.rule()), (RuleViolation::ColossalImmune { figure: id(1), effect: ColossalEffect::Necromancy }, RuleId::Col03));
}

#[test]
fn core_16_quickness_moves_without_using_one_of_the_turns_actions() {
    let mut g = game(100, vec![with(plain("Scout", 8, 40), &[Ability::Quickness]), plain("Friend", 8, 40)], vec![plain("Foe", 8, 40)]);
    assert_eq!(g.actions_left(), 1);
    let events = g.try_apply(give(0, ActionKind::Move, ActionRoll::Quickness { break_away_d6: Some(4) })).unwrap();
    assert!(events.contains(&Event::BreakAway { figure: id(0), d6: 4, success: true }));
    assert_eq!((g.actions_left(), tokens(&g, 0)), (1, 1));
    // Still one action a figure a turn, and the friend still has the turn's action.
    assert_eq!(
        refused(&mut g, give(0, ActionKind::Move, ActionRoll::Quickness { break_away_d6: None })),
        RuleViolation::AlreadyActed { figure: id(0) }
    );
    act(&mut g, 1, ActionKind::Move);
    assert_eq!(g.actions_left(), 0);
    assert_eq!(
        refused(&mut g, give(1, ActionKind::Move, ActionRoll::Quickness { break_away_d6: None })),
        RuleViolation::AlreadyActed { figure: id(1) }
    );
    let mut g = game(100, vec![plain("Plain", 8, 40)], vec![plain("Foe", 8, 40)]);
    assert_eq!(
        refused(&mut g, give(0, ActionKind::Move, ActionRoll::Quickness { break_away_d6: None })),
        RuleViolation::AbilityNotShown { figure: id(0), ability: Ability::Quickness }
    );
}

#[test]
fn core_16_command_roll_of_six_adds_an_action_and_heals_demoralized_friends_in_contact() {
    let routed = with(plain("Routed", 8, 30), &[Ability::Demoralized]);
    let mut g =
        game(100, vec![with(plain("Captain", 8, 30), &[Ability::Command]), routed, plain("Plain", 8, 30)], vec![plain("Foe", 8, 30)]);
    g.try_apply(Command::Damage { figure: id(1), dial: 0, clicks: 2 }).unwrap();
    let roll = |figure, d6, friends: &[u16]| Command::CommandRoll {
        figure: id(figure),
        d6,
        demoralized_in_contact: friends.iter().map(|&f| id(f)).collect(),
        section: None,
    };
    assert_eq!(refused(&mut g, roll(0, 6, &[2])), RuleViolation::AbilityNotShown { figure: id(2), ability: Ability::Demoralized });
    assert_eq!(refused(&mut g, roll(2, 6, &[])), RuleViolation::AbilityNotShown { figure: id(2), ability: Ability::Command });
    let events = g.try_apply(roll(0, 6, &[1])).unwrap();
    assert!(events.contains(&Event::ExtraAction { figure: id(0), actions_left: 2 }));
    assert_eq!((g.actions_left(), click(&g, 1)), (2, 1));
    let v = refused(&mut g, roll(0, 6, &[]));
    assert_eq!((v.clone(), v.rule()), (RuleViolation::StartOfTurnOnly { figure: id(0), ability: Ability::Command }, RuleId::Core16));
    act(&mut g, 0, ActionKind::Move);
    act(&mut g, 2, ActionKind::Move);
    assert_eq!(g.actions_left(), 0);
    // The next turns: no extra action left over; a roll below six adds none.
    g.try_apply(Command::EndTurn).unwrap();
    g.try_apply(Command::EndTurn).unwrap();
    assert_eq!(g.actions_left(), 1);
    g.try_apply(roll(0, 5, &[1])).unwrap();
    assert_eq!((g.actions_left(), click(&g, 1)), (1, 0));
}

#[test]
fn core_16_an_old_attack_record_loads_and_the_ability_attack_serializes_with_its_fields() {
    let old: ActionRoll = serde_json::from_str(r#"{"roll":"attack","targets":[2],"two_d6":8}"#).unwrap();
    assert_eq!(old, ActionRoll::Attack { targets: vec![id(2)], two_d6: 8, modifier: 0 });
    let json = serde_json::to_string(&ability_attack(Ability::WeaponMaster, &[2], 8, Some(5), &[])).unwrap();
    assert_eq!(json, r#"{"roll":"ability-attack","ability":"weapon-master","targets":[2],"two_d6":8,"modifier":0,"damage_d6":5}"#);
}

#[test]
fn core_16_pole_arm_and_venom_deal_their_damage_to_the_figures_the_table_names() {
    let mut g = duel(with(plain("Pikeman", 8, 40), &[Ability::PoleArm]), with(plain("Tough", 8, 40), &[Ability::Toughness]));
    let pole = |targets: &[u16]| Command::AbilityDamage {
        figure: id(0),
        ability: Ability::PoleArm,
        targets: targets.iter().map(|&t| id(t)).collect(),
        section: None,
    };
    assert_eq!(refused(&mut g, pole(&[1])), RuleViolation::OwnFigure { figure: id(1) });
    // Seed 004: Toughness takes its 1 off Pole Arm's damage too.
    g.try_apply(pole(&[2, 3])).unwrap();
    assert_eq!((click(&g, 2), click(&g, 3)), (0, 1));
    let v = refused(&mut g, Command::AbilityDamage { figure: id(1), ability: Ability::PoleArm, targets: vec![id(3)], section: None });
    assert_eq!((v.clone(), v.rule()), (RuleViolation::AbilityNotShown { figure: id(1), ability: Ability::PoleArm }, RuleId::Core16));
    assert_eq!(
        refused(&mut g, Command::AbilityDamage { figure: id(0), ability: Ability::Toughness, targets: vec![id(3)], section: None }),
        RuleViolation::NoAbilityDamage { ability: Ability::Toughness }
    );

    let mut g =
        game(600, vec![with(plain("Asp", 8, 40), &[Ability::Venom])], vec![plain("Foe", 8, 40), colossal_support::colossal("Titan")]);
    let venom = |targets: &[u16]| Command::AbilityDamage {
        figure: id(0),
        ability: Ability::Venom,
        targets: targets.iter().map(|&t| id(t)).collect(),
        section: None,
    };
    assert_eq!(refused(&mut g, venom(&[2])), RuleViolation::ColossalImmune { figure: id(2), effect: ColossalEffect::Venom });
    g.try_apply(venom(&[1])).unwrap();
    assert_eq!(click(&g, 1), 1);
    act(&mut g, 0, ActionKind::Move);
    assert_eq!(refused(&mut g, venom(&[1])), RuleViolation::StartOfTurnOnly { figure: id(0), ability: Ability::Venom });
}

#[test]
fn core_16_nimble_breaks_away_without_a_roll() {
    let nimble = |d6| {
        let mut g = duel(with(plain("Sprite", 8, 40), &[Ability::Nimble]), plain("Foe", 8, 40));
        let events = g.try_apply(give(0, ActionKind::Move, ActionRoll::BreakAway { d6 })).unwrap();
        events.contains(&Event::BreakAway { figure: id(0), d6, success: true })
    };
    assert!(nimble(1) && nimble(3));
    assert!(!break_away(None, 3));
}

#[test]
fn core_16_limited_invisibility_is_never_the_target_of_a_ranged_attack() {
    let mut g = duel(plain("Archer", 8, 40), with(plain("Shade", 8, 40), &[Ability::LimitedInvisibility]));
    let at = |action| give(0, action, ActionRoll::Attack { targets: vec![id(2)], two_d6: 8, modifier: 0 });
    let v = refused(&mut g, at(ActionKind::Ranged));
    assert_eq!(
        (v.clone(), v.rule()),
        (RuleViolation::AbilityProtects { figure: id(2), ability: Ability::LimitedInvisibility }, RuleId::Core16)
    );
    g.try_apply(at(ActionKind::Close)).unwrap();
    assert_eq!(click(&g, 2), 2);
}

#[test]
fn core_16_magic_freeze_deals_no_damage_and_leaves_its_target_two_tokens() {
    let mut g = duel(with(plain("Frost mage", 8, 40), &[Ability::MagicFreeze]), plain("Foe", 8, 40));
    g.try_apply(give(0, ActionKind::Ranged, ability_attack(Ability::MagicFreeze, &[2], 8, None, &[]))).unwrap();
    assert_eq!((click(&g, 2), tokens(&g, 2)), (0, 2));
    g.try_apply(Command::EndTurn).unwrap();
    assert_eq!(
        refused(&mut g, Command::GiveAction { figure: id(2), action: ActionKind::Move, roll: None }),
        RuleViolation::TwoTokens { figure: id(2) }
    );
    // A miss freezes nothing; Magic Confusion deals no damage either.
    let mut g = duel(with(plain("Frost mage", 8, 40), &[Ability::MagicFreeze]), plain("Foe", 8, 40));
    g.try_apply(give(0, ActionKind::Ranged, ability_attack(Ability::MagicFreeze, &[2], 3, None, &[]))).unwrap();
    assert_eq!(tokens(&g, 2), 0);
    let mut g = duel(with(plain("Trickster", 8, 40), &[Ability::MagicConfusion]), plain("Foe", 8, 40));
    g.try_apply(give(0, ActionKind::Ranged, ability_attack(Ability::MagicConfusion, &[2], 8, None, &[]))).unwrap();
    assert_eq!((click(&g, 2), tokens(&g, 2)), (0, 0));
}

fn answered(figure: u16, action: ActionKind, roll: ActionRoll, answers: ActionAnswers) -> Command {
    Command::GiveAnsweredAction { figure: id(figure), action, roll: Some(roll), answers }
}

fn shot(target: u16, two_d6: u8) -> ActionRoll {
    ActionRoll::Attack { targets: vec![id(target)], two_d6, modifier: 0 }
}

#[test]
fn core_16_magic_enhancement_adds_one_to_a_ranged_hit_from_the_friend_the_table_names() {
    let mut g = duel(plain("Archer", 8, 40), plain("Foe", 8, 40));
    let enhanced = |by: u16| ActionAnswers { enhanced_by: Some(id(by)), ..Default::default() };
    assert_eq!(
        refused(&mut g, answered(0, ActionKind::Ranged, shot(2, 8), enhanced(1))),
        RuleViolation::AbilityNotShown { figure: id(1), ability: Ability::MagicEnhancement }
    );
    let mut g = game(
        300,
        vec![plain("Archer", 8, 40), with(plain("Adept", 8, 40), &[Ability::MagicEnhancement])],
        vec![plain("Foe", 8, 40), with(plain("Warded", 8, 40), &[Ability::MagicImmunity])],
    );
    assert_eq!(
        refused(&mut g, answered(0, ActionKind::Close, shot(2, 8), enhanced(1))),
        RuleViolation::AbilityWrongAction { ability: Ability::MagicEnhancement, action: ActionKind::Close }
    );
    assert_eq!(refused(&mut g, answered(0, ActionKind::Ranged, shot(2, 8), enhanced(2))), RuleViolation::BadTarget { figure: id(2) });
    g.try_apply(answered(0, ActionKind::Ranged, shot(2, 8), enhanced(1))).unwrap();
    assert_eq!(click(&g, 2), 3, "damage 2 + 1");
    // Not on a Magic Immunity target.
    let mut g = game(
        300,
        vec![plain("Archer", 8, 40), with(plain("Adept", 8, 40), &[Ability::MagicEnhancement])],
        vec![plain("Foe", 8, 40), with(plain("Warded", 8, 40), &[Ability::MagicImmunity])],
    );
    g.try_apply(answered(0, ActionKind::Ranged, shot(3, 8), enhanced(1))).unwrap();
    assert_eq!(click(&g, 3), 2);
}

#[test]
fn core_16_defend_lends_a_friends_defense_value_and_dodge_turns_a_hit_into_a_miss() {
    // Ben's guardian (#4) shows Defend at defense 18.
    let mut guardian = with(plain("Guardian", 8, 40), &[Ability::Defend]);
    let mut clicks = guardian.dial().clicks().to_vec();
    clicks[0].defense.value = StatValue::Number(18);
    guardian.dials = vec![Dial::new(clicks, 0).unwrap()];
    let archers = || vec![plain("Archer 0", 8, 40), plain("Archer 1", 8, 40), plain("Archer 2", 8, 40)];
    let mut g = game(300, archers(), vec![plain("Foe", 8, 40), guardian, with(plain("Dancer", 8, 40), &[Ability::Dodge])]);
    let defended = |defender| ActionAnswers {
        defended: vec![Defended { target: id(3), defender: id(defender), section: None }],
        ..Default::default()
    };
    assert_eq!(
        refused(&mut g, answered(0, ActionKind::Close, shot(3, 8), defended(5))),
        RuleViolation::AbilityNotShown { figure: id(5), ability: Ability::Defend }
    );
    // 9 + 8 = 17 hits 16 but not the guardian's 18.
    g.try_apply(answered(0, ActionKind::Close, shot(3, 8), defended(4))).unwrap();
    assert_eq!(click(&g, 3), 0);
    // Dodge: a 5 or 6 makes the hit a miss; a 4 does not.
    let dodge = |figure, d6| ActionAnswers { dodges: vec![DodgeRoll { figure: id(figure), d6 }], ..Default::default() };
    assert_eq!(refused(&mut g, answered(1, ActionKind::Close, shot(5, 8), dodge(5, 7))), RuleViolation::BadD6 { value: 7 });
    assert_eq!(
        refused(&mut g, answered(1, ActionKind::Close, shot(3, 8), dodge(3, 6))),
        RuleViolation::AbilityNotShown { figure: id(3), ability: Ability::Dodge }
    );
    let events = g.try_apply(answered(1, ActionKind::Close, shot(5, 8), dodge(5, 5))).unwrap();
    assert!(events.contains(&Event::AbilityRolled { figure: id(5), ability: Ability::Dodge, d6: 5 }));
    assert_eq!(click(&g, 5), 0);
    g.try_apply(answered(2, ActionKind::Close, shot(5, 8), dodge(5, 4))).unwrap();
    assert_eq!(click(&g, 5), 2);
}

/// Seed 004: no ability with "magic" in its name applies to a figure with Magic Immunity,
/// and Magic Enhancement is one: a friend's does not help an attacker showing Magic
/// Immunity (a rule, not a ruling).
#[test]
fn core_16_magic_enhancement_never_helps_a_magic_immunity_attacker() {
    let booster = with(plain("Booster", 8, 40), &[Ability::MagicEnhancement]);
    let warded = with(plain("Warded", 8, 40), &[Ability::MagicImmunity]);
    let mut g = game(300, vec![warded, booster], vec![plain("Foe", 8, 40)]);
    let enhanced = ActionAnswers { enhanced_by: Some(id(1)), ..Default::default() };
    let v = refused(
        &mut g,
        Command::GiveAnsweredAction { figure: id(0), action: ActionKind::Ranged, roll: Some(shot(2, 8)), answers: enhanced },
    );
    assert_eq!((v.clone(), v.rule()), (RuleViolation::MagicImmune { figure: id(0), ability: Ability::MagicEnhancement }, RuleId::Core16));
}
