//! Test support: real dials from the shared fixture (read in tests only, never bundled),
//! invented ones from the repository's sample feed, and small games built from them.
#![allow(dead_code)]

use dialkeeper_core::*;
use serde_json::Value;

const FIXTURE: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/../../shared/fixtures/mkstats-rebellion-lancers.json");

fn stat(click: &Value, name: &str) -> Stat {
    let value = &click[format!("Model.Dial.Clicks.Click.{name}")];
    let ability = click[format!("Model.Dial.Clicks.Click.{name}AbilityId")].as_u64().unwrap_or(85) as u16;
    let value = match value.as_str() {
        Some("Dead") => StatValue::Skull,
        Some(s) => StatValue::Number(s.trim().parse().unwrap()),
        None => StatValue::Number(value.as_u64().unwrap() as u8),
    };
    Stat { value, ability: Ability::from_feed_id(ability) }
}

/// The repository's sample feed (invented figures, `fixtures/sample-feed.json`).
const SAMPLE: &str = include_str!("../../../fixtures/sample-feed.json");

/// The sample feed figure whose full name is `name`; one written plainly, as most of the
/// feed is (this minimal converter does not know the importer's quirks).
pub fn sample(name: &str) -> FigureDef {
    let json: Value = serde_json::from_str(SAMPLE).unwrap();
    let m = json["Models"].as_array().unwrap().iter().find(|m| m["Model.Name"] == name);
    to_def(m.unwrap_or_else(|| panic!("no {name} in the sample")))
}

/// Every model in the fixture, as raw JSON.
pub fn models() -> Vec<Value> {
    let text = std::fs::read_to_string(FIXTURE).expect("shared/fixtures beside the repo");
    let json: Value = serde_json::from_str(&text).unwrap();
    json["Models"].as_array().unwrap().clone()
}

/// The fixture figure whose full name is `name` (e.g. `"Altem Guardsman - *"`).
pub fn fixture(name: &str) -> FigureDef {
    let m = models().into_iter().find(|m| m["Model.Name"] == name).unwrap_or_else(|| panic!("no {name}"));
    to_def(&m)
}

/// Converts one fixture model (test-only, minimal; the app's importer is the real one).
pub fn to_def(m: &Value) -> FigureDef {
    let clicks = m["Dials"][0]["Clicks"]
        .as_array()
        .unwrap()
        .iter()
        .map(|c| Click { speed: stat(c, "Speed"), attack: stat(c, "Attack"), defense: stat(c, "Defense"), damage: stat(c, "Damage") })
        .collect();
    let range_text = m["Model.Range"].as_str().unwrap();
    let range = range_text.split_whitespace().next().unwrap().parse().unwrap();
    let targets = range_text.split('(').nth(1).map_or(1, |t| t.split_whitespace().next().unwrap().parse().unwrap());
    FigureDef {
        name: m["Model.Name"].as_str().unwrap().to_string(),
        collector_number: m["Model.FigureNumber"].as_str().unwrap().to_string(),
        set: m["Model.ExpansionName"].as_str().unwrap().to_string(),
        factions: vec![m["Model.Factions"].as_str().unwrap().to_string()],
        rank: Rank::Weak,
        points: m["Model.UnitCost"].as_str().unwrap().parse().unwrap(),
        range,
        targets,
        speed_type: SpeedType::Boot,
        proficiencies: vec![],
        dials: vec![Dial::new(clicks, 0).unwrap()],
        kind: FigureKind::Standard,
    }
}

/// A plain figure with `n` live clicks of the same values, then a skull click.
pub fn plain(name: &str, n: u8, points: u16) -> FigureDef {
    let clicks: Vec<Click> = (0..n).map(|i| Click::plain(8, 9, 16 - i.min(6), 2)).collect();
    standard(name, &["Atlantis Guild"], points, clicks)
}

/// A standard figure of these factions and points, range 6 with 2 target arrows, whose
/// dial is `live` then a skull click.
pub fn standard(name: &str, factions: &[&str], points: u16, mut live: Vec<Click>) -> FigureDef {
    live.push(Click::KO);
    FigureDef {
        name: name.to_string(),
        collector_number: "1".into(),
        set: "Test".into(),
        factions: factions.iter().map(|f| f.to_string()).collect(),
        rank: Rank::Weak,
        points,
        range: 6,
        targets: 2,
        speed_type: SpeedType::Boot,
        proficiencies: vec![],
        dials: vec![Dial::new(live, 0).unwrap()],
        kind: FigureKind::Standard,
    }
}

/// Two players at `game_size`, each fielding the given figures.
pub fn game(game_size: u16, a: Vec<FigureDef>, b: Vec<FigureDef>) -> Game {
    let army = |v: Vec<FigureDef>| v.into_iter().map(ArmyFigure::new).collect();
    Game::new(Setup {
        game_size,
        players: vec![PlayerSetup { name: "Ana".into(), army: army(a) }, PlayerSetup { name: "Ben".into(), army: army(b) }],
        ..Default::default()
    })
    .unwrap()
}

/// Ana's Altem Guardsman and Ben's two Guardsmen, real dials, 200-point game (2 actions).
pub fn guardsmen() -> Game {
    let g = fixture("Altem Guardsman - *");
    game(200, vec![g.clone(), fixture("Altem Guardsman - ***")], vec![g.clone(), g])
}

pub fn act(game: &mut Game, figure: u16, action: ActionKind) -> Vec<Event> {
    game.try_apply(Command::GiveAction { figure: FigureId(figure), action, roll: None }).unwrap()
}

pub fn click(game: &Game, figure: u16) -> u8 {
    game.state().figure(FigureId(figure)).clicks[0]
}

pub fn tokens(game: &Game, figure: u16) -> u8 {
    game.state().figure(FigureId(figure)).tokens
}

/// The refusal of `command`, checking that it left the game exactly as it was.
pub fn refused(game: &mut Game, command: Command) -> RuleViolation {
    let before = game.state().clone();
    let violation = game.try_apply(command).unwrap_err();
    assert_eq!(game.state(), &before, "a refusal must leave the state untouched");
    violation
}

/// `def` with `ability` on `slot` of every live click.
pub fn with(mut def: FigureDef, slot: StatSlot, ability: Ability) -> FigureDef {
    let live = def.dial().ko_index() as usize;
    let mut clicks = def.dial().clicks().to_vec();
    for click in &mut clicks[..live] {
        click.stat_mut(slot).ability = Some(ability);
    }
    def.dials = vec![Dial::new(clicks, 0).unwrap()];
    def
}

/// `def` with the value `n` on `slot` of every live click.
pub fn valued(mut def: FigureDef, slot: StatSlot, n: u8) -> FigureDef {
    let live = def.dial().ko_index() as usize;
    let mut clicks = def.dial().clicks().to_vec();
    for click in &mut clicks[..live] {
        click.stat_mut(slot).value = StatValue::Number(n);
    }
    def.dials = vec![Dial::new(clicks, 0).unwrap()];
    def
}

/// `def` with its defense value `defense` on every live click.
pub fn defending(def: FigureDef, defense: u8) -> FigureDef {
    valued(def, StatSlot::Defense, defense)
}

/// A plain mount of this intelligence level, a battle horse (CAV-01, CAV-21).
pub fn mount(name: &str, intelligence: Intelligence) -> FigureDef {
    let mut def = plain(name, 6, 40);
    def.kind = FigureKind::Mount { mount_type: MountType::BattleHorse, intelligence, dark_riders: false };
    def
}

/// A plain rider of battle horses, attack bonus 1 (CAV-03).
pub fn rider(name: &str) -> FigureDef {
    let mut def = plain(name, 6, 30);
    def.kind = FigureKind::Rider { attack_bonus: 1, symbols: vec![MountType::BattleHorse], dark_riders: false };
    def
}

/// Two players at 1000 points (ten actions a turn): Ana's army as given, Ben's figures.
pub fn armies(ana: Vec<ArmyFigure>, ben: Vec<FigureDef>) -> Game {
    Game::new(Setup {
        game_size: 1000,
        players: vec![
            PlayerSetup { name: "Ana".into(), army: ana },
            PlayerSetup { name: "Ben".into(), army: ben.into_iter().map(ArmyFigure::new).collect() },
        ],
        ..Default::default()
    })
    .unwrap()
}

/// Figure ids from their numbers.
pub fn ids(list: &[u16]) -> Vec<FigureId> {
    list.iter().map(|&i| FigureId(i)).collect()
}

/// A formation whose members all touch, with no answers from the table.
pub fn formation(primary: u16, members: &[u16], action: ActionKind, roll: Option<ActionRoll>) -> Command {
    Command::Formation {
        primary: FigureId(primary),
        members: ids(members),
        action,
        roll,
        all_in_contact: true,
        answers: ActionAnswers::default(),
    }
}

/// Where `text` names `needle` as a whole id, by byte offset: `COL-1` is not `COL-17`,
/// `Col1` not `Col17` (the rule citation checks, `rule_citations` and `rule_map`).
pub fn citations<'a>(text: &'a str, needle: &'a str) -> impl Iterator<Item = usize> + 'a {
    text.match_indices(needle).map(|(i, _)| i).filter(move |&i| {
        let before = text[..i].chars().next_back();
        let after = text[i + needle.len()..].chars().next();
        !before.is_some_and(|c| c.is_ascii_alphanumeric()) && !after.is_some_and(|c| c.is_ascii_alphanumeric())
    })
}

/// Whether `text` names `needle` as a whole id ([`citations`]).
pub fn cites(text: &str, needle: &str) -> bool {
    citations(text, needle).next().is_some()
}
