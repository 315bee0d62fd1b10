//! Test support for colossals and chariots: small four-section figures and games.
#![allow(dead_code)]

use dialkeeper_core::*;

/// A section dial: two clean clicks (speed 6, attack 9, defense 17, damage 4), one with an
/// attack skull, one with speed and attack skulls, then the three-skull click.
/// Skulls shown per click index: 0, 0, 1, 2, 3 (inactive).
pub fn section_dial(defense_ability: Option<Ability>) -> Dial {
    let def = |n| Stat { value: StatValue::Number(n), ability: defense_ability };
    let clicks = vec![
        Click { defense: def(17), ..Click::plain(6, 9, 17, 4) },
        Click { defense: def(17), ..Click::plain(5, 9, 17, 4) },
        Click { speed: Stat::plain(4), attack: Stat::SKULL, defense: def(16), damage: Stat::plain(2) },
        Click { speed: Stat::SKULL, attack: Stat::SKULL, defense: def(15), damage: Stat::plain(1) },
        Click::KO,
    ];
    Dial::new(clicks, 0).unwrap()
}

/// A 300-point colossal (250 at one click in), range 10, plain sections.
pub fn colossal(name: &str) -> FigureDef {
    FigureDef {
        name: name.to_string(),
        collector_number: "200".into(),
        set: "Test".into(),
        factions: vec!["Draconum".into()],
        rank: Rank::Unique,
        points: 300,
        range: 10,
        targets: 1,
        speed_type: SpeedType::Boot,
        proficiencies: vec![],
        dials: (0..4).map(|_| section_dial(None)).collect(),
        kind: FigureKind::Colossal {
            point_values: vec![PointValue { points: 300, start_click: 0 }, PointValue { points: 250, start_click: 1 }],
            chariot: false,
        },
    }
}

/// A chariot: a colossal with the wheel movement type; both side sections have Toughness.
pub fn chariot(name: &str) -> FigureDef {
    let mut def = colossal(name);
    def.speed_type = SpeedType::Wheel;
    def.dials[Section::Left.index()] = section_dial(Some(Ability::Toughness));
    def.dials[Section::Right.index()] = section_dial(Some(Ability::Toughness));
    def.kind = FigureKind::Colossal { point_values: vec![PointValue { points: 300, start_click: 0 }], chariot: true };
    def
}

/// An ordinary figure: speed 8, attack 12, defense 16 (with an optional defense ability),
/// the given damage, six live clicks, range 10.
pub fn soldier(name: &str, damage: u8, defense_ability: Option<Ability>) -> FigureDef {
    let mut clicks: Vec<Click> = (0..6)
        .map(|_| Click { defense: Stat { value: StatValue::Number(16), ability: defense_ability }, ..Click::plain(8, 12, 16, damage) })
        .collect();
    clicks.push(Click::KO);
    FigureDef {
        name: name.to_string(),
        collector_number: "7".into(),
        set: "Test".into(),
        factions: vec!["Atlantis Guild".into()],
        rank: Rank::Standard,
        points: 40,
        range: 10,
        targets: 1,
        speed_type: SpeedType::Boot,
        proficiencies: vec![],
        dials: vec![Dial::new(clicks, 0).unwrap()],
        kind: FigureKind::Standard,
    }
}

/// A game of 1000 points (10 actions per turn) for two players.
pub fn game(a: Vec<FigureDef>, b: Vec<FigureDef>) -> Game {
    let army = |v: Vec<FigureDef>| v.into_iter().map(ArmyFigure::new).collect();
    Game::new(Setup {
        game_size: 1000,
        players: vec![PlayerSetup { name: "Ana".into(), army: army(a) }, PlayerSetup { name: "Ben".into(), army: army(b) }],
        ..Default::default()
    })
    .unwrap()
}

/// Ana: colossal #0, soldier #1. Ben: colossal #2, soldier #3 (damage 4).
pub fn duel() -> Game {
    game(
        vec![colossal("Shadow Dragon"), soldier("Ana's soldier", 4, None)],
        vec![colossal("Sea Serpent"), soldier("Ben's soldier", 4, None)],
    )
}

/// Ana: chariot #0, soldier #1 (to board it). Ben: soldier #2 (damage 4), colossal #3.
pub fn chariot_game(passenger_toughness: bool) -> Game {
    let ability = passenger_toughness.then_some(Ability::Toughness);
    game(vec![chariot("War Chariot"), soldier("Archer", 2, ability)], vec![soldier("Ben's soldier", 4, None), colossal("Sea Serpent")])
}

pub const F: FigureId = FigureId(0);

pub fn id(n: u16) -> FigureId {
    FigureId(n)
}

/// A section action with no dice and no answers.
pub fn section_act(figure: u16, section: Section, action: ActionKind) -> Command {
    Command::GiveSectionAction { figure: FigureId(figure), section, action, roll: None, answers: ActionAnswers::default() }
}

/// A section action with dice and answers.
pub fn section_roll(figure: u16, section: Section, action: ActionKind, roll: ActionRoll, answers: ActionAnswers) -> Command {
    Command::GiveSectionAction { figure: FigureId(figure), section, action, roll: Some(roll), answers }
}

/// An attack roll on the given targets.
pub fn attack_roll(targets: &[u16], two_d6: u8) -> ActionRoll {
    ActionRoll::Attack { targets: targets.iter().map(|&t| FigureId(t)).collect(), two_d6, modifier: 0 }
}

/// Answers carrying one aim.
pub fn aimed(aim: TargetAim) -> ActionAnswers {
    ActionAnswers { aims: vec![aim], ..ActionAnswers::default() }
}

/// A non-colossal figure's answered action.
pub fn answered(figure: u16, action: ActionKind, roll: ActionRoll, answers: ActionAnswers) -> Command {
    Command::GiveAnsweredAction { figure: FigureId(figure), action, roll: Some(roll), answers }
}

pub fn clicks(game: &Game, figure: u16) -> [u8; 4] {
    game.state().figure(FigureId(figure)).clicks
}

pub fn refused(game: &mut Game, command: Command) -> RuleViolation {
    let before = game.state().clone();
    let violation = game.try_apply(command).unwrap_err();
    assert_eq!(game.state(), &before, "a refusal must leave the state untouched");
    violation
}

pub fn ok(game: &mut Game, command: Command) -> Vec<Event> {
    game.try_apply(command.clone()).unwrap_or_else(|v| panic!("{command:?} refused: {v}"))
}

pub fn end_round(game: &mut Game) {
    ok(game, Command::EndTurn);
    ok(game, Command::EndTurn);
}

pub fn damage(game: &mut Game, figure: u16, section: Section, clicks: u8) -> Vec<Event> {
    ok(game, Command::Damage { figure: FigureId(figure), dial: section.index() as u8, clicks })
}
