//! The model test (issue 15): long random command sequences, every kind of command, on a
//! game that mixes every kind of figure: plain figures, cavalry units (one with every
//! proficiency, one of Dark Riders), colossals, and a chariot with a figure that may board
//! it, for two players. After every command:
//! - an accepted one leaves every invariant whole ([`Game::broken_invariants`]), never
//!   gives back a skull it did not heal, and undoes and redoes exactly;
//! - a refused one leaves the state untouched, and `check` agrees with `try_apply`;
//! - at the end, the record replays to exactly the same game.
//!
//! Issue 32 added the cases where one path used to forget a rule: a captor (capture
//! attempts aimed at opposing figures), a rider demoralized once damaged, a Command roll
//! that often shows 6 before a formation, Defend answers (two figures show it) on every
//! attack kind that carries answers (the answered action, a formation, Mounted Charge
//! and Bound, Charge and Bound), and Charge and Bound themselves (Ana's mount shows
//! Charge, Ben's Brute Bound).
//!
//! `DK_MODEL_STATS=1 cargo test -p dialkeeper-core --test main model:: -- --nocapture` prints
//! each accepted command's kind and each case's count, to see that every kind is reached.

use crate::colossal_support;

use colossal_support::*;
use dialkeeper_core::*;
use proptest::prelude::*;

fn mount(name: &str, proficiencies: Vec<Proficiency>, dark_riders: bool) -> FigureDef {
    let mut def = soldier(name, 2, None);
    def.kind = FigureKind::Mount { mount_type: MountType::BattleHorse, intelligence: Intelligence::MeanSpirited, dark_riders };
    def.proficiencies = proficiencies;
    // A Dark Riders pair shares its number (CAV-31).
    def.collector_number = if dark_riders { "121b".into() } else { "30".into() };
    def
}

/// `def` with `ability` on `slot` from click `from` on: a figure that shows it once damaged.
fn showing_from(mut def: FigureDef, from: usize, slot: StatSlot, ability: Ability) -> FigureDef {
    let mut clicks = def.dial().clicks().to_vec();
    for click in clicks.iter_mut().skip(from) {
        let stat = click.stat_mut(slot);
        if !stat.value.is_skull() {
            stat.ability = Some(ability);
        }
    }
    def.dials = vec![Dial::new(clicks, 0).unwrap()];
    def
}

fn rider(name: &str, dark_riders: bool) -> FigureDef {
    let mut def = soldier(name, 3, None);
    let symbols = if dark_riders { vec![] } else { vec![MountType::BattleHorse] };
    def.kind = FigureKind::Rider { attack_bonus: 2, symbols, dark_riders };
    def.collector_number = if dark_riders { "121a".into() } else { "31".into() };
    def
}

/// `def` with each ability on its slot of every click (CORE-16).
fn showing(mut def: FigureDef, abilities: &[(StatSlot, Ability)]) -> FigureDef {
    let mut clicks = def.dial().clicks().to_vec();
    for click in &mut clicks {
        for &(slot, ability) in abilities {
            let stat = click.stat_mut(slot);
            if !stat.value.is_skull() {
                stat.ability = Some(ability);
            }
        }
    }
    def.dials = vec![Dial::new(clicks, 0).unwrap()];
    def
}

/// Ana: soldier 0 (Dodge, Weapon Master, Defend, Command), mount 1 (Charge) + rider 2 (every proficiency; Demoralized once damaged), colossal 3, chariot 4,
/// soldier 5 (may board; Quickness, Flame/Lightning, Regeneration, Necromancy). Ben:
/// soldier 6 (Bound, Magic Blast, Magic Immunity, Venom), Dark Riders mount 7 + rider 8, colossal 9,
/// soldier 10 (Toughness, Magic Freeze, Magic Enhancement), soldiers 11 (Defend) and 12 (Command; so Ben
/// may form every kind of formation).
pub(crate) fn mixed_game() -> Game {
    let every = Proficiency::ALL[..6].to_vec();
    let riding = |figure: FigureDef, mount: u16| ArmyFigure { rides: Some(mount), ..ArmyFigure::new(figure) };
    Game::new(Setup {
        game_size: 1000,
        players: vec![
            PlayerSetup {
                name: "Ana".into(),
                army: vec![
                    ArmyFigure::new(showing(
                        soldier("Spearman", 2, None),
                        &[
                            (StatSlot::Speed, Ability::Dodge),
                            (StatSlot::Attack, Ability::WeaponMaster),
                            (StatSlot::Defense, Ability::Defend),
                            (StatSlot::Damage, Ability::Command),
                        ],
                    )),
                    ArmyFigure::new(showing(mount("Destrier", every, false), &[(StatSlot::Speed, Ability::Charge)])),
                    riding(showing_from(rider("Lancer", false), 1, StatSlot::Damage, Ability::Demoralized), 1),
                    ArmyFigure::new(colossal("Dragon")),
                    ArmyFigure::new(chariot("Chariot")),
                    ArmyFigure::new(showing(
                        soldier("Archer", 2, None),
                        &[
                            (StatSlot::Speed, Ability::Quickness),
                            (StatSlot::Attack, Ability::FlameLightning),
                            (StatSlot::Defense, Ability::Regeneration),
                            (StatSlot::Damage, Ability::Necromancy),
                        ],
                    )),
                ],
            },
            PlayerSetup {
                name: "Ben".into(),
                army: vec![
                    ArmyFigure::new(showing(
                        soldier("Brute", 4, None),
                        &[
                            (StatSlot::Speed, Ability::Bound),
                            (StatSlot::Attack, Ability::MagicBlast),
                            (StatSlot::Defense, Ability::MagicImmunity),
                            (StatSlot::Damage, Ability::Venom),
                        ],
                    )),
                    ArmyFigure::new(mount("Nightmare", vec![], true)),
                    riding(rider("Dark Rider", true), 1),
                    ArmyFigure::new(colossal("Serpent")),
                    ArmyFigure::new(showing(
                        soldier("Shield", 2, Some(Ability::Toughness)),
                        &[(StatSlot::Speed, Ability::MagicFreeze), (StatSlot::Damage, Ability::MagicEnhancement)],
                    )),
                    ArmyFigure::new(showing(soldier("Bowman", 1, None), &[(StatSlot::Defense, Ability::Defend)])),
                    ArmyFigure::new(showing(soldier("Pikeman", 3, None), &[(StatSlot::Damage, Ability::Command)])),
                ],
            },
        ],
        // A clock and a one-minute limit, so pauses and an end by time are reachable (CORE-18).
        started_at: Some(0),
        time_limit: Some(1),
        ..Default::default()
    })
    .expect("the mixed armies are legal")
}

const FIGURES: u16 = 13;

fn fig() -> impl Strategy<Value = FigureId> {
    (0..FIGURES).prop_map(FigureId)
}

/// Mostly the cavalry figures: their commands need a mount or a rider.
fn cav() -> impl Strategy<Value = FigureId> {
    prop_oneof![3 => prop::sample::select(vec![1u16, 2, 7, 8]).prop_map(FigureId), 1 => fig()]
}

/// Mostly the soldiers of one faction, who may form formations (CORE-13).
fn member() -> impl Strategy<Value = FigureId> {
    prop_oneof![3 => prop::sample::select(vec![0u16, 5, 6, 10, 11, 12]).prop_map(FigureId), 1 => fig()]
}

fn formation_action() -> impl Strategy<Value = ActionKind> {
    prop_oneof![3 => prop::sample::select(vec![ActionKind::Move, ActionKind::Close, ActionKind::Ranged]), 1 => Just(ActionKind::Special)]
}

fn section() -> impl Strategy<Value = Section> {
    prop::sample::select(Section::ALL.to_vec())
}

fn target_aim() -> impl Strategy<Value = TargetAim> {
    let aim = prop_oneof![4 => section().prop_map(SectionAim::One), 1 => (section(), section()).prop_map(|(a, b)| SectionAim::Two(a, b)), 1 => Just(SectionAim::Centre)];
    (fig(), aim, prop::option::of(section()), prop::option::of(section()), prop::option::of(1u8..7)).prop_map(
        |(figure, aim, controller_pick, attacker_pick, passenger_d6)| TargetAim {
            figure,
            aim,
            controller_pick,
            attacker_pick,
            shielded: vec![],
            passenger_d6,
        },
    )
}

fn roll() -> impl Strategy<Value = Option<ActionRoll>> {
    prop_oneof![
        2 => Just(None),
        1 => (0u8..8).prop_map(|d6| Some(ActionRoll::BreakAway { d6 })),
        3 => (prop::collection::vec(fig(), 1..3), 2u8..13, -1i8..2).prop_map(|(targets, two_d6, modifier)| Some(ActionRoll::Attack { targets, two_d6, modifier })),
        1 => (fig(), 2u8..13, 1u8..3).prop_map(|(target, two_d6, clicks)| Some(ActionRoll::Heal { target, two_d6, clicks, target_in_contact: false })),
        2 => (fig(), 2u8..13, -1i8..3).prop_map(|(target, two_d6, modifier)| Some(ActionRoll::Capture { target, two_d6, modifier })),
        3 => (attack_ability(), prop::collection::vec(fig(), 1..3), 2u8..13, prop::option::of(0u8..8), prop::collection::vec(fig(), 0..3)).prop_map(
            |(ability, targets, two_d6, damage_d6, in_contact)| Some(ActionRoll::AbilityAttack { ability, targets, two_d6, modifier: 0, damage_d6, in_contact })
        ),
        1 => (0u8..8).prop_map(|d6| Some(ActionRoll::Regenerate { d6 })),
        1 => (fig(), prop::option::of(0u8..8), prop::bool::weighted(0.2)).prop_map(|(figure, d6, in_contact)| Some(ActionRoll::Necromancy { figure, d6, in_contact })),
        1 => prop::option::of(0u8..8).prop_map(|break_away_d6| Some(ActionRoll::Quickness { break_away_d6 })),
    ]
}

/// An action by a figure showing the ability it uses: attacks with Weapon Master (#0),
/// Flame/Lightning (#5) and Magic Blast (#6), Regeneration, Necromancy and Quickness (#5).
fn ability_action() -> impl Strategy<Value = Command> {
    let attacker = prop::sample::select(vec![
        (0u16, Ability::WeaponMaster, ActionKind::Close),
        (5, Ability::FlameLightning, ActionKind::Ranged),
        (6, Ability::MagicBlast, ActionKind::Ranged),
        (10, Ability::MagicFreeze, ActionKind::Ranged),
    ]);
    let attack = (attacker, prop::collection::vec(fig(), 1..2), 2u8..13, prop::option::of(1u8..7), prop::collection::vec(fig(), 0..3))
        .prop_map(|((figure, ability, action), targets, two_d6, damage_d6, in_contact)| {
            let in_contact = if ability == Ability::FlameLightning { in_contact } else { vec![] };
            let roll = ActionRoll::AbilityAttack { ability, targets, two_d6, modifier: 0, damage_d6, in_contact };
            Command::GiveAction { figure: FigureId(figure), action, roll: Some(roll) }
        });
    let own = (0u16..6).prop_map(FigureId);
    let special = prop_oneof![
        (1u8..7).prop_map(|d6| (ActionKind::Special, ActionRoll::Regenerate { d6 })),
        (own, prop::option::of(1u8..7))
            .prop_map(|(figure, d6)| (ActionKind::Move, ActionRoll::Necromancy { figure, d6, in_contact: false })),
        prop::option::of(1u8..7).prop_map(|break_away_d6| (ActionKind::Move, ActionRoll::Quickness { break_away_d6 })),
    ]
    .prop_map(|(action, roll)| Command::GiveAction { figure: FigureId(5), action, roll: Some(roll) });
    prop_oneof![3 => attack, 2 => special]
}

fn attack_ability() -> impl Strategy<Value = Ability> {
    prop::sample::select(vec![
        Ability::WeaponMaster,
        Ability::MagicBlast,
        Ability::FlameLightning,
        Ability::Shockwave,
        Ability::MagicFreeze,
        Ability::Healing,
    ])
}

fn effect() -> impl Strategy<Value = ColossalEffect> {
    prop::sample::select(vec![
        ColossalEffect::Capture,
        ColossalEffect::StrongFlyer,
        ColossalEffect::MagicLevitation,
        ColossalEffect::MagicFreeze,
        ColossalEffect::Healing,
        ColossalEffect::Trample,
        ColossalEffect::Venom,
    ])
}

/// Answers with aims at both colossals, the chariot and now and then an effect.
fn answers() -> impl Strategy<Value = ActionAnswers> {
    let around = (
        prop_oneof![4 => Just(None), 1 => prop::option::of(fig())],
        prop::collection::vec((fig(), defender()).prop_map(|(target, defender)| Defended { target, defender, section: None }), 0..2),
        prop::collection::vec((fig(), 0u8..8).prop_map(|(figure, d6)| DodgeRoll { figure, d6 }), 0..2),
    );
    (
        prop::option::of(section()),
        prop::bool::weighted(0.1),
        prop::collection::vec(target_aim(), 0..3),
        prop::option::of((effect(), fig())),
        prop::bool::weighted(0.1),
        around,
    )
        .prop_map(|(push_to, long_range, mut aims, effect, opposing_contact, (enhanced_by, defended, dodges))| {
            for colossal in [3, 4, 9] {
                aims.push(TargetAim::new(FigureId(colossal), SectionAim::One(Section::Front)));
            }
            let (effects, affects) = effect.map_or((vec![], vec![]), |(e, f)| (vec![e], vec![f]));
            ActionAnswers {
                push_to,
                long_range,
                aims,
                effects,
                affects,
                opposing_contact,
                enhanced_by,
                defended,
                dodges,
                ..ActionAnswers::default()
            }
        })
}

/// Mostly the figures showing Defend: Ana's soldier 0, Ben's Bowman 11.
fn defender() -> impl Strategy<Value = FigureId> {
    prop_oneof![3 => prop::sample::select(vec![0u16, 11]).prop_map(FigureId), 1 => fig()]
}

/// A capture attempt by a figure that may capture, at an opposing one, with a roll that
/// often takes it: so a captor is on the table in many sequences (CORE-14).
fn capture_attempt() -> impl Strategy<Value = Command> {
    let pair = prop_oneof![
        (prop::sample::select(vec![0u16, 5]), prop::sample::select(vec![6u16, 10, 11, 12])),
        (prop::sample::select(vec![6u16, 10, 11, 12]), prop::sample::select(vec![0u16, 5])),
    ];
    (pair, 6u8..13, any::<bool>(), answers()).prop_map(|((captor, target), two_d6, with_answers, answers)| {
        let roll = Some(ActionRoll::Capture { target: FigureId(target), two_d6, modifier: 0 });
        let figure = FigureId(captor);
        if with_answers {
            Command::GiveAnsweredAction { figure, action: ActionKind::Close, roll, answers }
        } else {
            Command::GiveAction { figure, action: ActionKind::Close, roll }
        }
    })
}

/// Charge or Bound (CORE-16), mostly by the figures showing them: Ana's unit (mount 1,
/// rider 2) charges, Ben's Brute 6 bounds.
fn move_and_attack() -> impl Strategy<Value = Command> {
    let who = prop_oneof![
        3 => prop::sample::select(vec![(1u16, Ability::Charge), (2, Ability::Charge), (6, Ability::Bound)]),
        1 => (fig(), prop::sample::select(vec![Ability::Charge, Ability::Bound, Ability::Flight])).prop_map(|(f, a)| (f.0, a)),
    ];
    (who, roll(), answers()).prop_map(|((figure, ability), roll, answers)| Command::MoveAndAttack {
        figure: FigureId(figure),
        ability,
        roll,
        answers,
    })
}

/// An attack answered with a fitting Defend (CORE-16) on every path that carries
/// answers: Ana's attacks at Ben's 10 or 12, whom the Bowman 11 defends, and Ben's at
/// Ana's Archer 5, whom soldier 0 defends; by a plain figure, a formation, a Mounted
/// Charge or Bound, a Charge or Bound, or a capture attempt.
fn defended_attack() -> impl Strategy<Value = Command> {
    (any::<bool>(), prop::sample::select(vec![10u16, 12]), 2u8..13, 0u8..7, any::<bool>()).prop_map(
        |(ana, ben_target, two_d6, kind, close)| {
            let (target, defender) = if ana { (FigureId(ben_target), FigureId(11)) } else { (FigureId(5), FigureId(0)) };
            let answers = ActionAnswers { defended: vec![Defended { target, defender, section: None }], ..ActionAnswers::default() };
            let action = if close { ActionKind::Close } else { ActionKind::Ranged };
            let roll = Some(ActionRoll::Attack { targets: vec![target], two_d6, modifier: 0 });
            let (plain, primary, members) = if ana {
                (FigureId(0), FigureId(0), vec![FigureId(5)])
            } else {
                (FigureId(10), FigureId(10), vec![FigureId(11), FigureId(12)])
            };
            match kind {
                0 => Command::GiveAnsweredAction { figure: plain, action, roll, answers },
                1 => Command::Formation { primary, members, action, roll, all_in_contact: true, answers },
                2 if ana => Command::MountedCharge { attacker: FigureId(2), roll, in_contact: false, answers },
                2 => Command::MoveAndAttack { figure: FigureId(6), ability: Ability::Bound, roll, answers },
                3 if ana => Command::MountedBound { unit: FigureId(1), roll, in_contact: false, answers },
                3 => Command::MoveAndAttack { figure: FigureId(6), ability: Ability::Bound, roll, answers },
                4 if ana => Command::MoveAndAttack { figure: FigureId(2), ability: Ability::Charge, roll, answers },
                4 => Command::Formation {
                    primary: FigureId(12),
                    members: vec![FigureId(10)],
                    action: ActionKind::Close,
                    roll,
                    all_in_contact: true,
                    answers,
                },
                5 => Command::GiveAnsweredAction {
                    figure: plain,
                    action: ActionKind::Close,
                    roll: Some(ActionRoll::Capture { target, two_d6, modifier: 0 }),
                    answers,
                },
                _ => Command::Formation {
                    primary,
                    members,
                    action: ActionKind::Move,
                    roll: None,
                    all_in_contact: true,
                    answers: ActionAnswers::default(),
                },
            }
        },
    )
}

fn proficiency() -> impl Strategy<Value = Proficiency> {
    prop::sample::select(vec![Proficiency::Surge, Proficiency::Sprint, Proficiency::WeaponMaster, Proficiency::Flanking])
}

fn end_reason() -> impl Strategy<Value = EndReason> {
    prop::sample::select(vec![
        EndReason::Stopped,
        EndReason::TimeUp,
        EndReason::Condition,
        EndReason::Conquest { winner: PlayerId(0) },
        EndReason::Conquest { winner: PlayerId(1) },
    ])
}

pub(crate) fn command() -> impl Strategy<Value = Command> {
    let kind = || prop::sample::select(ActionKind::ALL.to_vec());
    prop_oneof![
        8 => (fig(), kind(), roll()).prop_map(|(figure, action, roll)| Command::GiveAction { figure, action, roll }),
        4 => (fig(), kind(), roll(), answers()).prop_map(|(figure, action, roll, answers)| Command::GiveAnsweredAction { figure, action, roll, answers }),
        4 => (prop::sample::select(vec![3u16, 4, 9]), section(), kind(), roll(), answers())
            .prop_map(|(f, section, action, roll, answers)| Command::GiveSectionAction { figure: FigureId(f), section, action, roll, answers }),
        4 => ability_action(),
        1 => (prop::sample::select(vec![Ability::PoleArm, Ability::Venom, Ability::Toughness]), prop::collection::vec(fig(), 0..3))
            .prop_map(|(ability, targets)| Command::AbilityDamage { figure: FigureId(6), ability, targets, section: None }),
        1 => Just(Command::Pass),
        4 => (prop_oneof![3 => prop::sample::select(vec![FigureId(0), FigureId(12)]), 1 => fig()], prop_oneof![2 => Just(6u8), 3 => 0u8..8], prop::collection::vec(fig(), 0..2))
            .prop_map(|(figure, d6, demoralized_in_contact)| Command::CommandRoll { figure, d6, demoralized_in_contact, section: None }),
        4 => (fig(), 0u8..4, 1u8..6).prop_map(|(figure, dial, clicks)| Command::Damage { figure, dial, clicks }),
        1 => (fig(), 0u8..4, 1u8..3).prop_map(|(figure, dial, clicks)| Command::Heal { figure, dial, clicks }),
        4 => Just(Command::EndTurn),
        1 => (cav(), any::<bool>()).prop_map(|(unit, room_for_rider)| Command::Dismount { unit, room_for_rider }),
        2 => (cav(), cav()).prop_map(|(rider, mount)| Command::Remount { rider, mount }),
        1 => cav().prop_map(|figure| Command::CavalryPushingDamage { figure }),
        1 => (fig(), 1u8..3).prop_map(|(figure, clicks)| Command::CavalryAreaDamage { figure, clicks }),
        1 => fig().prop_map(|figure| Command::FreeSpin { figure }),
        1 => (fig(), fig()).prop_map(|(captor, target)| Command::Capture { captor, target }),
        1 => (fig(), proficiency()).prop_map(|(figure, proficiency)| Command::UseProficiency { figure, proficiency }),
        1 => (cav(), roll(), prop::bool::weighted(0.2), answers()).prop_map(|(unit, roll, in_contact, answers)| Command::MountedBound { unit, roll, in_contact, answers }),
        1 => (cav(), roll(), prop::bool::weighted(0.2), answers()).prop_map(|(attacker, roll, in_contact, answers)| Command::MountedCharge { attacker, roll, in_contact, answers }),
        3 => capture_attempt(),
        4 => defended_attack(),
        3 => move_and_attack(),
        1 => (cav(), cav(), 1u8..7, any::<bool>(), prop::bool::weighted(0.2), prop::bool::weighted(0.2)).prop_map(
            |(unit, target, d6, room_for_rider, in_contact, speed_ability)| Command::Overwhelm { unit, target, d6, room_for_rider, in_contact, speed_ability }
        ),
        1 => (cav(), prop::collection::vec(fig(), 1..3), prop::bool::weighted(0.15), prop::bool::weighted(0.15))
            .prop_map(|(unit, crossed, elevated, double_time)| Command::Trample { unit, crossed, elevated, double_time }),
        1 => cav().prop_map(|unit| Command::DarkUnity { unit }),
        2 => cav().prop_map(|rider| Command::NoRoomForRider { rider }),
        1 => (target_aim(), 1u8..4).prop_map(|(target, dealt)| Command::AreaDamage { target, dealt }),
        3 => (prop_oneof![3 => Just(FigureId(5)), 1 => fig()], section(), prop::bool::weighted(0.2)).prop_map(|(figure, section, sentry)| Command::Board { figure, chariot: FigureId(4), section, sentry }),
        2 => (prop_oneof![3 => Just(FigureId(5)), 1 => fig()], section()).prop_map(|(figure, section)| Command::Disembark { figure, section }),
        1 => fig().prop_map(|figure| Command::DeployPassenger { figure, chariot: FigureId(4) }),
        2 => (prop::sample::select(vec![5u16, 0, 6]).prop_map(FigureId), 1u8..7).prop_map(|(figure, d6)| Command::WreckRoll { figure, d6 }),
        4 => (member(), prop::collection::vec(member(), 0..5), formation_action(), roll(), prop::bool::weighted(0.85), prop::option::of(answers())).prop_map(
            |(primary, members, action, roll, all_in_contact, answers)| Command::Formation { primary, members, action, roll, all_in_contact, answers: answers.unwrap_or_default() }
        ),
        1 => (0i64..120_000).prop_map(|at| Command::PauseClock { at }),
        1 => (0i64..120_000).prop_map(|at| Command::ResumeClock { at }),
        1 => (end_reason(), 0i64..120_000, prop::collection::vec(0u8..3, 0..3))
            .prop_map(|(reason, at, objectives)| Command::EndGame { reason, at, objectives }),
    ]
}

/// How many skulls' worth of clicks each dial has taken: never fewer after a command
/// that heals nothing.
fn clicks(game: &Game) -> Vec<[u8; 4]> {
    game.state().figures.iter().map(|f| f.clicks).collect()
}

fn heals(command: &Command) -> bool {
    matches!(
        command,
        Command::Heal { .. }
            | Command::GiveAction { roll: Some(ActionRoll::Heal { .. }), .. }
            | Command::GiveAnsweredAction { roll: Some(ActionRoll::Heal { .. }), .. }
            | Command::GiveSectionAction { roll: Some(ActionRoll::Heal { .. }), .. }
            | Command::DarkUnity { .. }
            | Command::CommandRoll { .. }
            | Command::GiveAction { roll: Some(ActionRoll::Regenerate { .. } | ActionRoll::Necromancy { .. }), .. }
    )
}

/// A fixed seed: CI plays the same sequences every run, so a red build is never luck.
/// `DK_MODEL_SEED=<number>` explores others (36 000 such cases passed when this was written).
fn config(cases: u32) -> ProptestConfig {
    let seed = std::env::var("DK_MODEL_SEED").ok().and_then(|s| s.parse().ok()).unwrap_or(20_261_123);
    ProptestConfig { cases, rng_seed: proptest::test_runner::RngSeed::Fixed(seed), ..ProptestConfig::default() }
}

proptest! {
    #![proptest_config(config(3000))]

    #[test]
    fn every_command_path_keeps_the_state_whole(commands in prop::collection::vec(command(), 1..150)) {
        let mut game = mixed_game();
        prop_assert_eq!(game.broken_invariants(), Vec::<String>::new());
        let mut accepted = 0;
        for command in commands {
            let before = game.state().clone();
            let checked = game.check(&command);
            match game.try_apply(command.clone()) {
                Ok(_) => {
                    accepted += 1;
                    if std::env::var("DK_MODEL_STATS").is_ok() {
                        eprintln!("kind {}", format!("{command:?}").split([' ', '{']).next().unwrap_or(""));
                        if let Command::Formation { action, members, .. } = &command {
                            eprintln!("kind formation-{action:?}-of-{}", members.len() + 1);
                        }
                        if let Command::GiveAction { roll: Some(roll), .. } | Command::GiveAnsweredAction { roll: Some(roll), .. } = &command {
                            eprintln!("kind roll-{}", format!("{roll:?}").split([' ', '{']).next().unwrap_or(""));
                        }
                        if game.state().figures.iter().any(|f| f.captor.is_some()) {
                            eprintln!("kind holding-a-captive");
                        }
                        if game.shows(FigureId(2), Ability::Demoralized) {
                            eprintln!("kind demoralized-rider");
                        }
                        if game.state().turn.extra_actions > 0 && matches!(command, Command::Formation { .. }) {
                            eprintln!("kind formation-after-command");
                        }
                        let answers = match &command {
                            Command::GiveAnsweredAction { answers, .. }
                            | Command::Formation { answers, .. }
                            | Command::MountedBound { answers, .. }
                            | Command::MountedCharge { answers, .. }
                            | Command::MoveAndAttack { answers, .. } => Some(answers),
                            _ => None,
                        };
                        if answers.is_some_and(|a| !a.defended.is_empty()) {
                            eprintln!("kind defended-{}", format!("{command:?}").split([' ', '{']).next().unwrap_or(""));
                        }
                    }
                    prop_assert!(checked.is_ok(), "check refused what try_apply accepted: {:?}", command);
                    let broken = game.broken_invariants();
                    prop_assert!(broken.is_empty(), "after {:?}: {:?}", command, broken);
                    // Skulls never come back but by healing (a Dark Riders mount's dial
                    // returning to its start is a heal of its own, CAV-31).
                    if !heals(&command) {
                        let was: Vec<[u8; 4]> = before.figures.iter().map(|f| f.clicks).collect();
                        let dark_mount = |i: usize| i == 7;
                        for (i, (now, then)) in clicks(&game).iter().zip(&was).enumerate() {
                            if !dark_mount(i) && !game.state().figures[i].eliminated {
                                prop_assert!(now.iter().zip(then).all(|(n, t)| n >= t), "#{} healed by {:?}", i, command);
                            }
                        }
                    }
                    let after = game.state().clone();
                    game.undo();
                    prop_assert_eq!(game.state(), &before, "undo of {:?}", command);
                    game.redo();
                    prop_assert_eq!(game.state(), &after, "redo of {:?}", command);
                }
                Err(violation) => {
                    prop_assert_eq!(game.state(), &before, "refused {:?} ({}) changed the state", command, violation);
                    prop_assert_eq!(checked.err(), Some(violation), "check and try_apply disagree on {:?}", command);
                }
            }
        }
        if std::env::var("DK_MODEL_STATS").is_ok() { eprintln!("accepted {accepted}"); }
        let replayed = Game::from_record(game.record()).expect("the record replays");
        prop_assert_eq!(replayed.state(), game.state(), "replay after {} accepted commands", accepted);
    }
}

/// Whether `try_apply` would take `command` on a copy of the game.
fn takes(game: &Game, command: Command) -> bool {
    game.clone().try_apply(command).is_ok()
}

/// An attack on `target` that misses whatever it needs (a roll of 2), aimed at the
/// first active section of a colossal: what the target queries judge by.
fn missed_at(game: &Game, target: FigureId) -> (Option<ActionRoll>, Vec<TargetAim>) {
    let aim = Section::ALL.into_iter().find(|&s| game.section_active(target, s) == Some(true));
    (
        Some(ActionRoll::Attack { targets: vec![target], two_d6: 2, modifier: 0 }),
        aim.map(|s| TargetAim::new(target, SectionAim::One(s))).into_iter().collect(),
    )
}

/// Whether `try_apply` would take this formation, or refuse it only for being too small
/// so far (the engine checks the size last): what `formation_members` lists.
fn grows(game: &Game, primary: FigureId, action: ActionKind, members: Vec<FigureId>) -> bool {
    match game.clone().try_apply(Command::Formation {
        primary,
        members,
        action,
        roll: None,
        all_in_contact: true,
        answers: ActionAnswers::default(),
    }) {
        Ok(_) => true,
        Err(RuleViolation::FormationSize { size, min, .. }) => size < min as usize,
        Err(_) => false,
    }
}

proptest! {
    #![proptest_config(config(150))]

    /// The legality queries the UI asks agree with `try_apply` in whatever state a game
    /// has reached, for every figure and every candidate.
    #[test]
    fn the_legality_queries_agree_with_try_apply(commands in prop::collection::vec(command(), 1..120)) {
        let mut game = mixed_game();
        for command in commands {
            let _ = game.try_apply(command);
        }
        let all: Vec<FigureId> = game.figure_ids().collect();
        for &f in &all {
            for (action, allowed) in game.actions_for(f) {
                prop_assert_eq!(allowed.is_ok(), takes(&game, Command::GiveAction { figure: f, action, roll: None }));
            }
            for dial in 0..4u8 {
                let [damage, heal] = game.table_clicks(f, dial);
                prop_assert_eq!(damage, game.check(&Command::Damage { figure: f, dial, clicks: 1 }), "damage {:?} {}", f, dial);
                prop_assert_eq!(heal, game.check(&Command::Heal { figure: f, dial, clicks: 1 }), "heal {:?} {}", f, dial);
            }
            prop_assert_eq!(game.may_dismount(f), takes(&game, Command::Dismount { unit: f, room_for_rider: true }));
            prop_assert_eq!(game.may_trample(f), takes(&game, Command::Trample { unit: f, crossed: vec![], elevated: false, double_time: false }));
            let targets = game.capture_targets(f);
            for t in game.figure_ids() {
                let roll = Some(ActionRoll::Capture { target: t, two_d6: 7, modifier: 0 });
                prop_assert_eq!(targets.contains(&t), takes(&game, Command::GiveAction { figure: f, action: ActionKind::Close, roll }));
            }
            prop_assert_eq!(game.may_disembark(f), takes(&game, Command::Disembark { figure: f, section: Section::Rear }));
            prop_assert_eq!(
                game.move_and_attack(f).map(|(_, allowed)| allowed.is_ok()),
                game.move_and_attack(f).map(|(ability, _)| takes(&game, Command::MoveAndAttack { figure: f, ability, roll: None, answers: ActionAnswers::default() }))
            );
            for ability in [Ability::Charge, Ability::Bound] {
                let shown = game.move_and_attack(f).filter(|(a, allowed)| *a == ability && allowed.is_ok()).is_some();
                prop_assert_eq!(shown, takes(&game, Command::MoveAndAttack { figure: f, ability, roll: None, answers: ActionAnswers::default() }), "{:?} {:?}", f, ability);
            }
            for bound in [false, true] {
                let command = if bound { Command::MountedBound { unit: f, roll: None, in_contact: false, answers: ActionAnswers::default() } } else { Command::MountedCharge { attacker: f, roll: None, in_contact: false, answers: ActionAnswers::default() } };
                prop_assert_eq!(game.may_mounted(f, bound), takes(&game, command));
            }
            for section in Section::ALL {
                let allowed = game.section_actions(f, section);
                for action in ActionKind::ALL {
                    let answers = ActionAnswers { push_to: Some(section), ..ActionAnswers::default() };
                    let command = Command::GiveSectionAction { figure: f, section, action, roll: None, answers };
                    prop_assert_eq!(allowed.contains(&action), takes(&game, command));
                }
                prop_assert_eq!(game.acting_sections(f).contains(&section), !allowed.is_empty());
            }
            for action in ActionKind::ALL {
                let joining = game.formation_members(f, action, &[]);
                // A whole formation, grown member by member as a player ticks them, that
                // try_apply takes: not merely one someone could join (issue 35).
                let leads = {
                    let mut chosen: Vec<FigureId> = Vec::new();
                    loop {
                        let whole = Command::Formation { primary: f, members: chosen.clone(), action, roll: None, all_in_contact: true, answers: ActionAnswers::default() };
                        if !chosen.is_empty() && takes(&game, whole) {
                            break true;
                        }
                        match game.formation_members(f, action, &chosen).first() {
                            Some(&next) => chosen.push(next),
                            None => break false,
                        }
                    }
                };
                prop_assert_eq!(game.may_lead_formation(f, action), leads, "{:?} leads a formation of {:?}", f, action);
                prop_assert!(!leads || !joining.is_empty());
                for &o in &all {
                    prop_assert_eq!(joining.contains(&o), grows(&game, f, action, vec![o]), "formation of {:?} {:?} + {:?}", action, f, o);
                    let formation = Command::Formation { primary: f, members: vec![o], action, roll: None, all_in_contact: true, answers: ActionAnswers::default() };
                    prop_assert_eq!(game.may_form(f, action, &[o]), takes(&game, formation.clone()));
                    prop_assert_eq!(game.formation_refusal(f, action, &[o], true), game.clone().try_apply(formation).err());
                }
                // With a first member chosen, the next ones, and whom they may attack.
                if let Some(&first) = joining.first() {
                    let next = game.formation_members(f, action, &[first]);
                    for &o in &all {
                        prop_assert_eq!(next.contains(&o), grows(&game, f, action, vec![first, o]), "formation of {:?} {:?} + {:?} + {:?}", action, f, first, o);
                    }
                    let aimed = game.formation_targets(f, action, &[first]);
                    for &t in &all {
                        let (roll, aims) = missed_at(&game, t);
                        let attack = Command::Formation { primary: f, members: vec![first], action, roll, all_in_contact: true, answers: ActionAnswers { aims, ..ActionAnswers::default() } };
                        prop_assert_eq!(aimed.contains(&t), takes(&game, attack), "formation of {:?} {:?} + {:?} at {:?}", action, f, first, t);
                    }
                }
            }
            for kind in [ActionKind::Close, ActionKind::Ranged] {
                let aimed = game.attack_targets(f, None, kind);
                for &t in &all {
                    let (roll, aims) = missed_at(&game, t);
                    let attack = Command::GiveAnsweredAction { figure: f, action: kind, roll, answers: ActionAnswers { aims, ..ActionAnswers::default() } };
                    prop_assert_eq!(aimed.contains(&t), takes(&game, attack), "{:?} {:?} at {:?}", kind, f, t);
                }
                // Issue 46: what the attack on a card may still be told, as try_apply takes it.
                let by = AttackBy { attacker: f, section: None, kind };
                let most = game.max_targets(by, None);
                prop_assert!(most >= 1 && most <= all.len());
                for &t in aimed.iter().take(2) {
                    let (roll, aims) = missed_at(&game, t);
                    let defenders = game.defenders(by, t);
                    for d in &defenders {
                        let answers = ActionAnswers { aims: aims.clone(), defended: vec![*d], ..ActionAnswers::default() };
                        let taken = takes(&game, Command::GiveAnsweredAction { figure: f, action: kind, roll: roll.clone(), answers });
                        prop_assert!(taken, "{:?} defends", d);
                    }
                    for &o in &all {
                        let lent = Defended { target: t, defender: o, section: None };
                        if !game.is_colossal(o) {
                            let answers = ActionAnswers { aims: aims.clone(), defended: vec![lent], ..ActionAnswers::default() };
                            let taken = takes(&game, Command::GiveAnsweredAction { figure: f, action: kind, roll: roll.clone(), answers });
                            prop_assert_eq!(defenders.contains(&lent), taken, "{:?} defends {:?}", o, t);
                        }
                    }
                    for (o, section) in game.enhancers(by, t) {
                        let answers = ActionAnswers { aims: aims.clone(), enhanced_by: Some(o), enhancer_section: section, ..ActionAnswers::default() };
                        let taken = takes(&game, Command::GiveAnsweredAction { figure: f, action: kind, roll: roll.clone(), answers });
                        prop_assert!(taken, "{:?} enhances", o);
                    }
                }
            }
            // Both ways (issue 50: the list now skips abilities no dial shows): every ability
            // listed is taken with some figure, and every one taken with some figure is listed.
            let own = game.own_abilities(f);
            let others: Vec<Option<FigureId>> = std::iter::once(None).chain(all.iter().copied().map(Some)).collect();
            let sections: Vec<Option<Section>> = if game.is_colossal(f) { Section::ALL.map(Some).to_vec() } else { vec![None] };
            for ability in Ability::ALL {
                for &section in &sections {
                    let used = others.iter().filter_map(|&o| game.own_ability_command(f, section, ability, o, 6, false)).any(|c| takes(&game, c));
                    let listed = own.iter().any(|&(a, _)| a == ability);
                    prop_assert!(!used || listed, "{:?} uses {:?} through {:?} but it is not listed", f, ability, section);
                    if own.contains(&(ability, section)) {
                        prop_assert!(used, "{:?} uses {:?}", f, ability);
                    }
                }
            }
            let crossing = game.trample_candidates(f);
            let (mounts, chariots, targets) = (game.remount_mounts(f), game.board_chariots(f), game.overwhelm_targets(f));
            // The card's questions (issue 50) say whether the lists have anyone.
            prop_assert_eq!(game.may_remount(f), !mounts.is_empty());
            prop_assert_eq!(game.may_board(f), !chariots.is_empty());
            prop_assert_eq!(game.may_overwhelm(f), !targets.is_empty());
            prop_assert_eq!(game.may_capture(f), !game.capture_targets(f).is_empty());
            for &o in &all {
                prop_assert_eq!(mounts.contains(&o), takes(&game, Command::Remount { rider: f, mount: o }));
                prop_assert_eq!(crossing.contains(&o), takes(&game, Command::Trample { unit: f, crossed: vec![o], elevated: false, double_time: false }));
                prop_assert_eq!(chariots.contains(&o), takes(&game, Command::Board { figure: f, chariot: o, section: Section::Rear, sentry: false }));
                // One entry per unit, by its mount; its rider's id names the same unit.
                let overwhelm = |target| takes(&game, Command::Overwhelm { unit: f, target, d6: 1, room_for_rider: true, in_contact: false, speed_ability: false });
                let named = game.state().figure(o).mount.unwrap_or(o);
                prop_assert_eq!(targets.contains(&named), overwhelm(o), "overwhelm {:?} -> {:?}", f, o);
            }
        }
    }
}

/// Found in review (issue 50): a rider named in a move acts with its mount's dial (CAV-11),
/// so the mount's Quickness is the rider's to use too, and its list says so; the list
/// skipped it once abilities no dial of the figure shows were skipped.
#[test]
fn cav_11_a_riders_own_abilities_include_its_mounts_move() {
    let riding = |figure: FigureDef, mount: u16| ArmyFigure { rides: Some(mount), ..ArmyFigure::new(figure) };
    let courser = ArmyFigure::new(showing(mount("Courser", vec![], false), &[(StatSlot::Speed, Ability::Quickness)]));
    let players = vec![
        PlayerSetup { name: "Ana".into(), army: vec![courser, riding(rider("Knight", false), 0)] },
        PlayerSetup { name: "Ben".into(), army: vec![ArmyFigure::new(soldier("Foe", 2, None))] },
    ];
    let game = Game::new(Setup { game_size: 1000, players, ..Setup::default() }).unwrap();
    for figure in [FigureId(0), FigureId(1)] {
        let taken = game.own_ability_command(figure, None, Ability::Quickness, None, 6, false).is_some_and(|c| takes(&game, c));
        assert!(taken, "{figure:?} moves with the mount's Quickness");
        assert!(game.own_abilities(figure).contains(&(Ability::Quickness, None)), "{figure:?} lists it");
    }
}

/// Found by the model test: a cavalry unit's mount could board a chariot and be both.
#[test]
fn chr_03_a_cavalry_unit_is_never_a_passenger() {
    let mut game = mixed_game();
    for figure in [FigureId(1), FigureId(2)] {
        let board = Command::Board { figure, chariot: FigureId(4), section: Section::Left, sentry: false };
        let v = game.try_apply(board).unwrap_err();
        assert_eq!((v.clone(), v.rule()), (RuleViolation::CannotBePassenger { figure }, RuleId::Chr03));
    }
    game.try_apply(Command::Board { figure: FigureId(5), chariot: FigureId(4), section: Section::Left, sentry: false }).unwrap();
}

/// Found by the model test: a rider could remount a mount riding in a chariot.
#[test]
fn chr_04_no_one_remounts_into_or_out_of_a_chariot() {
    let mut game = mixed_game();
    let ok = |game: &mut Game, command: Command| game.try_apply(command.clone()).unwrap_or_else(|v| panic!("{command:?}: {v}"));
    ok(&mut game, Command::Dismount { unit: FigureId(1), room_for_rider: true });
    ok(&mut game, Command::Board { figure: FigureId(1), chariot: FigureId(4), section: Section::Left, sentry: false });
    let v = game.try_apply(Command::Remount { rider: FigureId(2), mount: FigureId(1) }).unwrap_err();
    assert_eq!((v.clone(), v.rule()), (RuleViolation::PassengerStaysAboard { figure: FigureId(1) }, RuleId::Chr04));
}

/// Found in review (issue 50): a cavalry unit is one figure (CAV-07), so it rolls Command
/// once a command phase, whichever dial shows it: with both showing it, the rider's roll
/// leaves the mount none, and the card offers it no more.
#[test]
fn cav_07_a_cavalry_unit_rolls_command_once_a_command_phase() {
    let riding = |figure: FigureDef, mount: u16| ArmyFigure { rides: Some(mount), ..ArmyFigure::new(figure) };
    let command = [(StatSlot::Damage, Ability::Command)];
    let army =
        vec![ArmyFigure::new(showing(mount("Courser", vec![], false), &command)), riding(showing(rider("Knight", false), &command), 0)];
    let players = vec![
        PlayerSetup { name: "Ana".into(), army },
        PlayerSetup { name: "Ben".into(), army: vec![ArmyFigure::new(soldier("Foe", 2, None))] },
    ];
    let mut game = Game::new(Setup { game_size: 1000, players, ..Setup::default() }).unwrap();
    let roll = |figure| Command::CommandRoll { figure: FigureId(figure), d6: 3, demoralized_in_contact: vec![], section: None };
    let listed = |game: &Game| game.own_abilities_by_dial(FigureId(0)).into_iter().filter(|&(_, a, _)| a == Ability::Command).count();
    assert_eq!(listed(&game), 2, "either dial may roll it");
    game.try_apply(roll(1)).unwrap();
    let v = game.try_apply(roll(0)).unwrap_err();
    assert_eq!(v, RuleViolation::StartOfTurnOnly { figure: FigureId(0), ability: Ability::Command });
    assert_eq!(listed(&game), 0, "the unit has rolled");
}

/// Found in review (issue 50): a mounted rider's own abilities were never offered on its
/// unit's card. Seed 001: for a combat or special action the controller picks the mount's
/// or the rider's dial and only that figure's abilities count (CAV-12); a move is the
/// mount's (CAV-11). Over every own ability on the mount, the rider or both: each dial
/// that shows it lists it, with a command the engine takes, except a rider's move.
#[test]
fn cav_12_each_dial_of_a_unit_lists_the_own_abilities_it_shows() {
    let riding = |figure: FigureDef, mount: u16| ArmyFigure { rides: Some(mount), ..ArmyFigure::new(figure) };
    let (mount_id, rider_id, fallen, hurt) = (FigureId(0), FigureId(1), FigureId(2), FigureId(3));
    for ability in OWN_ABILITIES {
        let slot = ability.slot().unwrap_or(StatSlot::Attack);
        for (on_mount, on_rider) in [(true, false), (false, true), (true, true)] {
            let show = |def: FigureDef, on: bool| if on { showing(def, &[(slot, ability)]) } else { def };
            let army = vec![
                ArmyFigure::new(show(mount("Courser", vec![], false), on_mount)),
                riding(show(rider("Knight", false), on_rider), 0),
                ArmyFigure::new(soldier("Fallen", 2, None)),
                ArmyFigure::new(soldier("Hurt", 2, None)),
            ];
            let players = vec![
                PlayerSetup { name: "Ana".into(), army },
                PlayerSetup { name: "Ben".into(), army: vec![ArmyFigure::new(soldier("Foe", 2, None))] },
            ];
            let mut game = Game::new(Setup { game_size: 1000, players, ..Setup::default() }).unwrap();
            game.try_apply(Command::Damage { figure: fallen, dial: 0, clicks: 9 }).unwrap();
            game.try_apply(Command::Damage { figure: hurt, dial: 0, clicks: 1 }).unwrap();
            let moves = matches!(ability, Ability::Quickness | Ability::Necromancy);
            let expected: Vec<FigureId> =
                [(mount_id, on_mount), (rider_id, on_rider && !moves)].into_iter().filter(|&(_, on)| on).map(|(d, _)| d).collect();
            let listed: Vec<FigureId> =
                game.own_abilities_by_dial(mount_id).into_iter().filter(|&(_, a, _)| a == ability).map(|(d, _, _)| d).collect();
            assert_eq!(listed, expected, "{ability:?} on the mount {on_mount}, on the rider {on_rider}");
            for dial in listed {
                let other = [None, Some(fallen), Some(hurt), Some(FigureId(4))];
                let taken =
                    other.into_iter().any(|o| game.own_ability_command(dial, None, ability, o, 6, false).is_some_and(|c| takes(&game, c)));
                assert!(taken, "{dial:?} uses {ability:?}");
            }
        }
    }
}
