//! The rulings of `docs/RULINGS.md`: where the seeds leave a rule open, the reading the
//! engine follows, one test each, named after the rule and the ruling.

use crate::common;

use common::*;
use dialkeeper_core::*;

fn ok(game: &mut Game, command: Command) -> Vec<Event> {
    game.try_apply(command.clone()).unwrap_or_else(|v| panic!("{command:?} refused: {v}"))
}

fn attack_roll(targets: &[u16], two_d6: u8) -> Option<ActionRoll> {
    Some(ActionRoll::Attack { targets: ids(targets), two_d6, modifier: 0 })
}

/// Four figures of one faction for Ana, one foe for Ben; 400 points (4 actions).
fn squad() -> Game {
    game(400, vec![plain("A", 6, 20), plain("B", 6, 20), plain("C", 6, 20), plain("D", 6, 20)], vec![plain("Foe", 6, 40)])
}

// ---- CORE-13: formations ----------------------------------------------------------------

/// Seed 004's glossary sizes a move formation at 3 to 5; its formations section says 2
/// or more of one faction may form up. The engine follows the glossary's numbers for a
/// move, and 2 is the smallest close formation.
#[test]
fn core_13_ruling_move_formation_size() {
    let mut game = squad();
    let v = refused(&mut game, formation(0, &[1], ActionKind::Move, None));
    assert_eq!(v, RuleViolation::FormationSize { action: ActionKind::Move, size: 2, min: 3, max: 5 });
    assert_eq!(formation_size(ActionKind::Move), Some((3, 5)));
    ok(&mut game, formation(0, &[1, 2], ActionKind::Move, None));
}

/// The close-formation bonus is +1 for each other member, as the ranged formation's
/// "for each co-attacker": the primary's own attack value already counts it.
#[test]
fn core_13_ruling_the_bonus_counts_the_other_members() {
    let mut game = squad();
    let events = ok(&mut game, formation(0, &[1], ActionKind::Close, attack_roll(&[4], 7)));
    assert!(events.contains(&Event::FormationBonus { attacker: FigureId(0), bonus: 1 }), "{events:?}");
    // 9 + 7 + 1 = 17 against 16.
    assert!(events.iter().any(|e| matches!(e, Event::AttackCompared { total: 17, .. })), "{events:?}");
}

/// Seed 004 lets a figure join a formation after acting alone and be pushed for it; the
/// later rules the engine follows (CORE-07) give a figure one action a turn and carry
/// tokens across turns. So a figure that acted this turn joins no formation, and one
/// still carrying last turn's token joins and takes its pushing damage.
#[test]
fn core_13_ruling_a_figure_that_acted_this_turn_joins_no_formation() {
    let mut game = squad();
    ok(&mut game, Command::GiveAction { figure: FigureId(1), action: ActionKind::Move, roll: None });
    let v = refused(&mut game, formation(0, &[1, 2], ActionKind::Move, None));
    assert_eq!(v, RuleViolation::AlreadyActed { figure: FigureId(1) });
    ok(&mut game, Command::EndTurn);
    ok(&mut game, Command::EndTurn);
    let events = ok(&mut game, formation(0, &[1, 2], ActionKind::Move, None));
    assert!(events.iter().any(|e| matches!(e, Event::Damaged { figure: FigureId(1), cause: DamageCause::Pushing, .. })), "{events:?}");
}

// ---- CORE-14: capture ---------------------------------------------------------------------

const CAPTOR: FigureId = FigureId(0);
const TARGET: FigureId = FigureId(2);
const OTHER: FigureId = FigureId(3);

fn take(game: &mut Game, captor: FigureId, target: FigureId) {
    ok(
        game,
        Command::GiveAction {
            figure: captor,
            action: ActionKind::Close,
            roll: Some(ActionRoll::Capture { target, two_d6: 9, modifier: 0 }),
        },
    );
    assert_eq!(game.state().figure(target).captor, Some(captor));
}

/// The seeds free a captive only when its captor is eliminated, and say nothing of a
/// captor taken captive in turn. A captive cannot act, and holding a captive is acting
/// on it, so the captured captor lets its own captive go.
#[test]
fn core_14_ruling_a_captured_captor_frees_its_captive() {
    let mut game = game(400, vec![plain("Captor", 6, 40), plain("Friend", 6, 40)], vec![plain("Target", 6, 40), plain("Other", 6, 40)]);
    take(&mut game, CAPTOR, TARGET);
    ok(&mut game, Command::EndTurn);
    let events = ok(
        &mut game,
        Command::GiveAction {
            figure: OTHER,
            action: ActionKind::Close,
            roll: Some(ActionRoll::Capture { target: CAPTOR, two_d6: 9, modifier: 0 }),
        },
    );
    assert!(events.contains(&Event::Freed { captive: TARGET, captor: CAPTOR }), "{events:?}");
    assert_eq!((game.state().figure(TARGET).captor, game.state().figure(CAPTOR).captive), (None, None));
    assert_eq!(game.state().figure(CAPTOR).captor, Some(OTHER));
    assert!(game.broken_invariants().is_empty(), "{:?}", game.broken_invariants());
}

/// Seed 004, Berserk: it neither captures nor is captured, and a captive it holds when
/// its dial turns to Berserk is slain at once (not freed).
#[test]
fn core_14_ruling_berserk_slays_its_captive() {
    let mut captor = plain("Captor", 6, 40);
    let mut clicks = captor.dial().clicks().to_vec();
    clicks[1].damage.ability = Some(Ability::Berserk);
    captor.dials = vec![Dial::new(clicks, 0).unwrap()];
    let mut game = game(400, vec![captor, plain("Friend", 6, 40)], vec![plain("Target", 6, 40), plain("Other", 6, 40)]);
    take(&mut game, CAPTOR, TARGET);
    let events = ok(&mut game, Command::Damage { figure: CAPTOR, dial: 0, clicks: 1 });
    assert!(events.contains(&Event::CaptiveSlain { captive: TARGET, captor: CAPTOR }), "{events:?}");
    assert!(game.state().figure(TARGET).eliminated);
}

/// Seed 004 keeps a captor safe from a bow and from a fireball: an area attack
/// (Shockwave) may not count it among the figures it hits either.
#[test]
fn core_14_ruling_no_area_attack_reaches_a_captor() {
    let quake = with(plain("Quake", 6, 40), StatSlot::Attack, Ability::Shockwave);
    let mut game = game(400, vec![plain("Captor", 6, 40), plain("Friend", 6, 40)], vec![plain("Target", 6, 40), quake]);
    take(&mut game, CAPTOR, TARGET);
    ok(&mut game, Command::EndTurn);
    let roll = ActionRoll::AbilityAttack {
        ability: Ability::Shockwave,
        targets: vec![CAPTOR, FigureId(1)],
        two_d6: 9,
        modifier: 0,
        damage_d6: None,
        in_contact: vec![],
    };
    let v = refused(&mut game, Command::GiveAction { figure: OTHER, action: ActionKind::Ranged, roll: Some(roll) });
    assert_eq!(v, RuleViolation::CaptorInContact { figure: CAPTOR, captive: TARGET });
}

// ---- CORE-16: abilities --------------------------------------------------------------------

/// Seed 004's line for Invulnerability speaks of the defense value against ranged
/// attacks; read with the ability's name and the later rules, it takes 2 off the damage
/// of every attack and leaves the defense value as printed.
#[test]
fn core_16_ruling_invulnerability_reduces_damage_not_defense() {
    let wall = with(plain("Wall", 6, 40), StatSlot::Defense, Ability::Invulnerability);
    let mut game = game(200, vec![plain("Archer", 6, 40)], vec![wall]);
    let shot = |two_d6| Command::GiveAction { figure: FigureId(0), action: ActionKind::Ranged, roll: attack_roll(&[1], two_d6) };
    let events = ok(&mut game, shot(6));
    assert!(events.iter().any(|e| matches!(e, Event::Missed { .. })), "9 + 6 = 15 misses the printed 16: {events:?}");
    game.undo();
    let events = ok(&mut game, shot(7));
    assert!(events.contains(&Event::DamageReduced { figure: FigureId(1), dealt: 2, taken: 0 }), "{events:?}");
    assert_eq!(click(&game, 1), 0);
}

/// Seed 004, Flame/Lightning: the figures in base contact with the target are hit too.
/// The engine reads it as one roll compared with each of their defense values, as for
/// several targets, not as an automatic hit.
#[test]
fn core_16_ruling_flame_lightning_rolls_against_each_figure_in_contact() {
    let torch = with(plain("Torch", 6, 40), StatSlot::Attack, Ability::FlameLightning);
    let mut game = game(200, vec![torch], vec![plain("Foe", 6, 40), defending(plain("Knight", 6, 40), 21)]);
    let roll = ActionRoll::AbilityAttack {
        ability: Ability::FlameLightning,
        targets: ids(&[1]),
        two_d6: 8,
        modifier: 0,
        damage_d6: None,
        in_contact: ids(&[2]),
    };
    let events = ok(&mut game, Command::GiveAction { figure: FigureId(0), action: ActionKind::Ranged, roll: Some(roll) });
    assert!(events.iter().any(|e| matches!(e, Event::Hit { target: FigureId(1), .. })), "{events:?}");
    assert!(events.iter().any(|e| matches!(e, Event::Missed { target: FigureId(2), .. })), "{events:?}");
    assert_eq!((click(&game, 1), click(&game, 2)), (1, 0));
}

/// Seed 004, Magic Blast: a hit's damage is one d6; the engine gives it one target,
/// whatever the figure's target arrows.
#[test]
fn core_16_ruling_magic_blast_has_one_target() {
    let mage = with(plain("Mage", 6, 40), StatSlot::Attack, Ability::MagicBlast);
    let mut game = game(200, vec![mage], vec![plain("Foe", 6, 40), plain("Foe 2", 6, 40)]);
    let roll = ActionRoll::AbilityAttack {
        ability: Ability::MagicBlast,
        targets: ids(&[1, 2]),
        two_d6: 8,
        modifier: 0,
        damage_d6: Some(3),
        in_contact: vec![],
    };
    let v = refused(&mut game, Command::GiveAction { figure: FigureId(0), action: ActionKind::Ranged, roll: Some(roll) });
    assert_eq!(v, RuleViolation::BadTargetCount { count: 2, allowed: 1 });
}

/// Seed 004, Magic Enhancement: a friend in base contact adds one damage to a ranged
/// hit. The command names one such friend: enhancements do not stack.
#[test]
fn core_16_ruling_magic_enhancement_once_per_attack() {
    let booster = with(plain("Booster", 6, 40), StatSlot::Damage, Ability::MagicEnhancement);
    let mut game = game(300, vec![plain("Archer", 6, 40), booster.clone(), booster], vec![plain("Foe", 6, 40)]);
    let enhanced = Command::GiveAnsweredAction {
        figure: FigureId(0),
        action: ActionKind::Ranged,
        roll: attack_roll(&[3], 8),
        answers: ActionAnswers { enhanced_by: Some(FigureId(1)), ..ActionAnswers::default() },
    };
    ok(&mut game, enhanced);
    assert_eq!(click(&game, 3), 3, "2 damage and 1 more, not 2 more for two boosters in contact");
}

/// Seed 004, Command: the roll is made at the start of the turn. The engine cannot roll
/// for the players: the roll (and the heal that comes with it) is theirs to enter, and
/// once the first action is given the moment has passed.
#[test]
fn core_16_ruling_the_command_roll_may_be_skipped() {
    let commander = with(plain("Commander", 6, 40), StatSlot::Damage, Ability::Command);
    let mut game = game(200, vec![commander], vec![plain("Foe", 6, 40)]);
    ok(&mut game, Command::GiveAction { figure: FigureId(0), action: ActionKind::Move, roll: None });
    let v = refused(&mut game, Command::CommandRoll { figure: FigureId(0), d6: 6, demoralized_in_contact: vec![], section: None });
    assert_eq!(v, RuleViolation::StartOfTurnOnly { figure: FigureId(0), ability: Ability::Command });
}

/// Seed 004, Pole Arm: contact between it and an opposing figure deals that figure a
/// click. Who moved is the table's to see, so the engine takes the damage in either
/// player's turn, to the figures the table names.
#[test]
fn core_16_ruling_pole_arm_damage_is_the_tables_to_name() {
    let pike = with(plain("Pike", 6, 40), StatSlot::Defense, Ability::PoleArm);
    let mut game = game(200, vec![pike], vec![plain("Foe", 6, 40)]);
    let pole = Command::AbilityDamage { figure: FigureId(0), ability: Ability::PoleArm, targets: ids(&[1]), section: None };
    ok(&mut game, pole.clone());
    ok(&mut game, Command::EndTurn);
    ok(&mut game, pole);
    assert_eq!(click(&game, 1), 2);
}

/// Seed 004 marks every optional ability "(optioneel)"; Stealth has no such mark and
/// acts by itself, so it always applies.
#[test]
fn core_16_ruling_stealth_always_applies() {
    assert!(!Ability::Stealth.optional());
}

// ---- CORE-17 to CORE-19 -------------------------------------------------------------------

fn unique(name: &str, number: &str) -> FigureDef {
    FigureDef { rank: Rank::Unique, collector_number: number.into(), ..plain(name, 6, 20) }
}

fn two_armies(a: Vec<FigureDef>) -> Setup {
    let army = |v: Vec<FigureDef>| v.into_iter().map(ArmyFigure::new).collect();
    Setup {
        game_size: 300,
        players: vec![
            PlayerSetup { name: "Ana".into(), army: army(a) },
            PlayerSetup { name: "Ben".into(), army: army(vec![plain("Foe", 6, 20)]) },
        ],
        ..Default::default()
    }
}

/// Seed 004 knows a unique figure by its base (no stars) and allows it once per army;
/// the engine knows two copies as the same figure by name, whatever their numbers (a
/// reprint may carry another).
#[test]
fn core_17_ruling_unique_figures_are_known_by_name() {
    let twice = two_armies(vec![unique("Lord Vorn", "1"), unique("Lord Vorn", "2")]);
    assert_eq!(Game::new(twice).unwrap_err(), SetupError::UniqueTwice { player: PlayerId(0), index: 1 });
    assert!(Game::new(two_armies(vec![unique("Lord Vorn", "1"), unique("Lady Ash", "1")])).is_ok());
}

/// Seed 004 ends the game when a player has eliminated or captured every opposing
/// figure. When the last figures of every side fall together, that player has nothing
/// left either: no conquest is offered to anyone, the players stop the game and the
/// score decides.
#[test]
fn core_18_ruling_nobody_conquers_when_every_side_is_out() {
    let mut game = game(200, vec![plain("Ana's", 6, 40)], vec![plain("Ben's", 6, 40)]);
    ok(&mut game, Command::Damage { figure: FigureId(1), dial: 0, clicks: 9 });
    assert_eq!(game.endings(0), vec![EndReason::Conquest { winner: PlayerId(0) }]);
    ok(&mut game, Command::Damage { figure: FigureId(0), dial: 0, clicks: 9 });
    assert!(game.endings(0).is_empty(), "{:?}", game.endings(0));
    let conquest = Command::EndGame { reason: EndReason::Conquest { winner: PlayerId(0) }, at: 0, objectives: vec![] };
    assert_eq!(refused(&mut game, conquest), RuleViolation::ConquestNoneLeft { winner: PlayerId(0) });
    ok(&mut game, Command::EndGame { reason: EndReason::Stopped, at: 0, objectives: vec![] });
}

fn three_players() -> Game {
    let army = |name: &str| vec![ArmyFigure::new(plain(name, 6, 40))];
    Game::new(Setup {
        game_size: 200,
        players: vec![
            PlayerSetup { name: "Ana".into(), army: army("Ana's") },
            PlayerSetup { name: "Ben".into(), army: army("Ben's") },
            PlayerSetup { name: "Cai".into(), army: army("Cai's") },
        ],
        ..Default::default()
    })
    .unwrap()
}

/// CORE-19 scores a figure for the player who took it, and a figure that falls in its own side's
/// turn (pushing damage, a critical miss) was taken by no opponent: its points are
/// shared equally among its opponents, rounded down.
#[test]
fn core_19_ruling_a_figure_fallen_in_its_own_turn_scores_for_its_opponents() {
    let mut game = three_players();
    ok(&mut game, Command::Damage { figure: FigureId(0), dial: 0, clicks: 9 });
    ok(&mut game, Command::EndGame { reason: EndReason::Stopped, at: 0, objectives: vec![] });
    let score = game.score().unwrap();
    let totals: Vec<u32> = score.players.iter().map(PlayerScore::total).collect();
    assert_eq!(totals, vec![0, 20, 20]);
}

/// Seed 002 uses objectives only to decide whether a standing colossal scores, and no
/// seed breaks a tie. The engine breaks a tie on points by objectives held (the only
/// other count the players enter), then calls it a shared win.
#[test]
fn core_19_ruling_objectives_break_a_tie() {
    let mut game = game(200, vec![plain("Ana's", 6, 40)], vec![plain("Ben's", 6, 40)]);
    ok(&mut game, Command::EndGame { reason: EndReason::Stopped, at: 0, objectives: vec![0, 2] });
    assert_eq!(game.score().unwrap().winners(), vec![PlayerId(1)]);
    let mut game = common::game(200, vec![plain("Ana's", 6, 40)], vec![plain("Ben's", 6, 40)]);
    ok(&mut game, Command::EndGame { reason: EndReason::Stopped, at: 0, objectives: vec![1, 1] });
    assert_eq!(game.score().unwrap().winners(), vec![PlayerId(0), PlayerId(1)]);
}

// ---- House rules -------------------------------------------------------------------------

/// `setup` with `rule` on: the game plays `command` by it, and undo, redo and a replay of
/// the stored record keep to it. Returns the events.
fn kept_with_the_game(mut setup: Setup, rule: HouseRule, command: Command) -> Vec<Event> {
    setup.house_rules.set(rule, true);
    assert_eq!(setup.house_rules.on().collect::<Vec<_>>(), vec![rule]);
    let mut game = Game::new(setup).unwrap();
    let events = ok(&mut game, command);
    let after = game.state().clone();
    game.undo();
    game.redo();
    assert_eq!(game.state(), &after);
    let stored = serde_json::to_string(&game.record()).unwrap();
    let replayed = Game::from_record(serde_json::from_str(&stored).unwrap()).unwrap();
    assert_eq!(replayed.state(), &after, "the stored game replays by its own house rules");
    events
}

/// Seed 004's close-formation section gives +1 for each figure in contact with the
/// opponent, and the primary is one of them. Tables that read it so count the primary
/// too: a close formation of two gets +2. Ranged formations keep +1 per co-attacker.
#[test]
fn core_13_house_rule_close_formation_counts_the_primary() {
    let close = formation(0, &[1], ActionKind::Close, attack_roll(&[4], 7));
    let events = kept_with_the_game(squad().setup().clone(), HouseRule::CloseFormationCountsPrimary, close);
    assert!(events.contains(&Event::FormationBonus { attacker: FigureId(0), bonus: 2 }), "{events:?}");
    assert!(events.iter().any(|e| matches!(e, Event::AttackCompared { total: 18, .. })), "9 + 7 + 2: {events:?}");
    let ranged = formation(0, &[1, 2], ActionKind::Ranged, attack_roll(&[4], 7));
    let events = kept_with_the_game(squad().setup().clone(), HouseRule::CloseFormationCountsPrimary, ranged);
    assert!(events.contains(&Event::FormationBonus { attacker: FigureId(0), bonus: 2 }), "{events:?}");
}

/// Seed 004 names ranged combat only for Invulnerability. Tables that read it so take
/// its 2 off ranged-combat damage and no other.
#[test]
fn core_16_house_rule_invulnerability_against_ranged_attacks_only() {
    let wall = with(plain("Wall", 6, 40), StatSlot::Defense, Ability::Invulnerability);
    let setup = game(200, vec![plain("Archer", 6, 40)], vec![wall]).setup().clone();
    let strike = |action| Command::GiveAction { figure: FigureId(0), action, roll: attack_roll(&[1], 10) };
    let events = kept_with_the_game(setup.clone(), HouseRule::InvulnerabilityRangedOnly, strike(ActionKind::Close));
    assert!(events.iter().any(|e| matches!(e, Event::Damaged { figure: FigureId(1), from: 0, to: 2, .. })), "{events:?}");
    let events = kept_with_the_game(setup, HouseRule::InvulnerabilityRangedOnly, strike(ActionKind::Ranged));
    assert!(events.contains(&Event::DamageReduced { figure: FigureId(1), dealt: 2, taken: 0 }), "{events:?}");
}

/// Seed 004 says the figures in base contact with a Flame/Lightning target take 1 click,
/// and names no roll. Tables that read it so give each of them that click once the attack
/// hits its target, whatever their defense; a miss reaches none of them.
#[test]
fn core_16_house_rule_flame_lightning_hits_every_figure_in_contact() {
    let torch = with(plain("Torch", 6, 40), StatSlot::Attack, Ability::FlameLightning);
    let setup = game(200, vec![torch], vec![plain("Foe", 6, 40), defending(plain("Knight", 6, 40), 21)]).setup().clone();
    let flame = |two_d6| Command::GiveAction {
        figure: FigureId(0),
        action: ActionKind::Ranged,
        roll: Some(ActionRoll::AbilityAttack {
            ability: Ability::FlameLightning,
            targets: ids(&[1]),
            two_d6,
            modifier: 0,
            damage_d6: None,
            in_contact: ids(&[2]),
        }),
    };
    let events = kept_with_the_game(setup.clone(), HouseRule::FlameLightningHitsContact, flame(8));
    assert!(events.iter().any(|e| matches!(e, Event::Damaged { figure: FigureId(2), from: 0, to: 1, .. })), "{events:?}");
    assert!(!events.iter().any(|e| matches!(e, Event::AttackCompared { target: FigureId(2), .. })), "no roll against it: {events:?}");
    let events = kept_with_the_game(setup, HouseRule::FlameLightningHitsContact, flame(3));
    assert!(!events.iter().any(|e| matches!(e, Event::Damaged { .. })), "{events:?}");
}

/// A candidate house rule (CORE-13): some tables read seed 004's formations section ("2
/// or more") as allowing a move formation of 2. Off by default; when the setup turns it
/// on, the engine accepts it, and undo, redo and a replay of the record keep to it. A
/// setup stored before house rules existed loads with every one off.
#[test]
fn core_13_house_rule_move_formation_of_two_is_kept_with_the_game() {
    let mut setup = squad().setup().clone();
    assert!(setup.house_rules.is_default());
    let old_json = serde_json::to_value(&setup).unwrap();
    assert!(old_json.get("house_rules").is_none(), "an unchanged setup stores as before");
    setup.house_rules.move_formation_of_two = true;
    let mut game = Game::new(setup.clone()).unwrap();
    let pair = formation(0, &[1], ActionKind::Move, None);
    ok(&mut game, pair.clone());
    let after = game.state().clone();
    game.undo();
    game.redo();
    assert_eq!(game.state(), &after);
    let replayed = Game::from_record(serde_json::from_str(&serde_json::to_string(&game.record()).unwrap()).unwrap()).unwrap();
    assert_eq!(replayed.state(), &after, "the stored game replays by its own house rules");
    let plain: Setup = serde_json::from_str(&old_json.to_string()).unwrap();
    let mut game = Game::new(plain).unwrap();
    assert!(matches!(refused(&mut game, pair), RuleViolation::FormationSize { min: 3, .. }));
}

// ---- RULINGS.md and the tests in step ---------------------------------------------------

/// Every test `docs/RULINGS.md` names exists in `core/tests`, and every house rule the
/// engine offers is written down there: the document, the engine and the tests say the
/// same rulings.
#[test]
fn rulings_md_names_only_tests_that_exist_and_every_house_rule() {
    let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR"));
    let doc = std::fs::read_to_string(root.join("../docs/RULINGS.md")).expect("docs/RULINGS.md");
    let mut tests = String::new();
    for entry in std::fs::read_dir(root.join("tests")).unwrap() {
        let path = entry.unwrap().path();
        if path.extension().is_some_and(|e| e == "rs") {
            tests.push_str(&std::fs::read_to_string(path).unwrap());
        }
    }
    let named: Vec<&str> = doc
        .split('`')
        .filter(|w| {
            ["core_", "cav_", "col_", "chr_"].iter().any(|p| w.starts_with(p)) && w.chars().all(|c| c.is_ascii_alphanumeric() || c == '_')
        })
        .collect();
    assert!(named.len() > 20, "{named:?}");
    let missing: Vec<&&str> = named.iter().filter(|name| !tests.contains(&format!("fn {name}("))).collect();
    assert!(missing.is_empty(), "RULINGS.md names tests that do not exist: {missing:?}");
    for rule in HouseRule::ALL {
        assert!(doc.contains(&format!("{rule:?}")), "HouseRule::{rule:?} is not written down in RULINGS.md");
    }
}
