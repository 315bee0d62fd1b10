//! Special abilities the engine applies wherever it computes a number (CORE-16), the
//! same on every path an attack can take.

mod common;

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
    let roll = Some(ActionRoll::Heal { target: FigureId(target), two_d6: 11, clicks: 1 });
    game.try_apply(Command::GiveAction { figure: FigureId(healer), action, roll })
}

#[test]
fn core_16_only_a_figure_showing_healing_heals_and_only_its_own_side() {
    let mut game = healing_game();
    let v = heal(&mut game, 3, ActionKind::Close, 2).unwrap_err();
    assert_eq!((v.clone(), v.rule(), v.message_id()), (RuleViolation::NoHealing { figure: FigureId(3) }, RuleId::Core16, "violation-no-healing"));
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
    let events = game.try_apply(Command::GiveAction { figure: FigureId(0), action: ActionKind::Move, roll: Some(ActionRoll::BreakAway { d6 }) }).unwrap();
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
    for (slot, ability) in [(StatSlot::Damage, Ability::Berserk), (StatSlot::Damage, Ability::BattleFury), (StatSlot::Defense, Ability::Invulnerability)] {
        let mut game = game(400, vec![shows(plain("Special", 6, 40), slot, ability), plain("Plain", 6, 40), plain("Other", 6, 40)], vec![shows(plain("Foe special", 6, 40), slot, ability), plain("Foe", 6, 40)]);
        let capture = |captor: u16, target: u16| Command::Capture { captor: FigureId(captor), target: FigureId(target) };
        let v = game.try_apply(capture(0, 4)).unwrap_err();
        assert_eq!((v.clone(), v.rule(), v.message_id()), (RuleViolation::CannotCapture { figure: FigureId(0), ability }, RuleId::Core14, "violation-cannot-capture"));
        assert_eq!(game.try_apply(capture(1, 3)).unwrap_err(), RuleViolation::CannotCapture { figure: FigureId(3), ability });
        assert_eq!(game.try_apply(capture(1, 2)).unwrap_err(), RuleViolation::OwnFigure { figure: FigureId(2) }, "a captive is an opposing figure");
        game.try_apply(capture(1, 4)).unwrap();
    }
}
