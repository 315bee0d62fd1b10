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
