//! The engine's internally tagged logs (`{"command": "damage", "figure": 3, …}`: a
//! command, a roll, an event, an end reason) are read tag first, without serde's
//! buffering (`dialkeeper_core::tag_first`). A figure's kind keeps serde's reader, which
//! takes the tag anywhere: figures are what players edit by hand (army files). Two proofs: what the readers of the
//! derives that came before wrote (`golden/tagged.jsonl`, one line per value: the type,
//! a tab, the JSON) is read and written again byte for byte; and every value of a seeded
//! random play is written tag first and read back equal. The corpus was written by the
//! derives of `41a3e61` (`#[serde(tag = …)]`), with every variant of each type; a
//! variant added since has its lines written by `tag_first`, so for it this proves only
//! that it reads what it writes, and the random play that it is written tag first.

use dialkeeper_core::*;
use proptest::strategy::{Strategy, ValueTree};
use proptest::test_runner::{Config, RngSeed, TestRunner};
use serde::Serialize;
use serde::de::DeserializeOwned;

use crate::model::{command, mixed_game};

const GOLDEN: &str = include_str!("golden/tagged.jsonl");

/// The values of a seeded random play on the model's mixed game: each command tried, the
/// events of those taken, the end reasons, and the figures' kinds; as (type, JSON).
fn played(games: u32) -> Vec<(&'static str, String)> {
    fn line(kind: &'static str, value: &impl Serialize) -> (&'static str, String) {
        (kind, serde_json::to_string(value).unwrap())
    }
    let mut runner = TestRunner::new(Config { rng_seed: RngSeed::Fixed(20_261_203), ..Config::default() });
    let mut lines = vec![];
    for _ in 0..games {
        let mut game = mixed_game();
        for figure in &game.setup().players.iter().flat_map(|p| &p.army).map(|a| a.figure.kind.clone()).collect::<Vec<_>>() {
            lines.push(line("FigureKind", figure));
        }
        let commands = proptest::collection::vec(command(), 1..150).new_tree(&mut runner).unwrap().current();
        for command in commands {
            lines.push(line("Command", &command));
            if let Command::GiveAction { roll: Some(roll), .. } = &command {
                lines.push(line("ActionRoll", roll));
            }
            if let Command::EndGame { reason, .. } = &command {
                lines.push(line("EndReason", reason));
            }
            for event in game.try_apply(command).unwrap_or_default() {
                lines.push(line("Event", &event));
            }
        }
    }
    lines
}

/// The tag each type is written with.
fn tag(kind: &str) -> &'static str {
    match kind {
        "Command" => "command",
        "ActionRoll" => "roll",
        "Event" => "event",
        "EndReason" => "reason",
        "FigureKind" => "kind",
        other => panic!("no such type: {other}"),
    }
}

/// Reads `json` as a `kind` and writes it again.
fn again(kind: &str, json: &str) -> Result<String, serde_json::Error> {
    fn through<T: Serialize + DeserializeOwned>(json: &str) -> Result<String, serde_json::Error> {
        serde_json::to_string(&serde_json::from_str::<T>(json)?)
    }
    match kind {
        "Command" => through::<Command>(json),
        "ActionRoll" => through::<ActionRoll>(json),
        "Event" => through::<Event>(json),
        "EndReason" => through::<EndReason>(json),
        "FigureKind" => through::<FigureKind>(json),
        other => panic!("no such type: {other}"),
    }
}

#[test]
fn what_the_derives_before_wrote_is_read_and_written_again_byte_for_byte() {
    let mut variants = std::collections::BTreeSet::new();
    for (kind, json) in GOLDEN.lines().map(|line| line.split_once('\t').expect("type, tab, JSON")) {
        assert_eq!(again(kind, json).unwrap_or_else(|e| panic!("{kind} {json}: {e}")), json, "{kind}: written otherwise");
        variants.insert((kind, json.split('"').nth(3).expect("the tag's value")));
    }
    // Every variant is in the corpus, so every variant's reader and writer is proven.
    let count = |kind| variants.iter().filter(|(k, _)| *k == kind).count();
    assert_eq!(count("Event"), Event::KINDS.len());
    assert_eq!((count("Command"), count("ActionRoll"), count("EndReason"), count("FigureKind")), (32, 8, 4, 4));
}

#[test]
fn every_value_of_a_random_play_is_written_tag_first_and_read_back() {
    let lines = played(40);
    assert!(lines.len() > 5_000, "{} values", lines.len());
    for (kind, json) in lines {
        assert!(json.starts_with(&format!("{{\"{}\":\"", tag(kind))), "{kind}: the tag is not first in {json}");
        assert_eq!(again(kind, &json).unwrap_or_else(|e| panic!("{kind} {json}: {e}")), json);
    }
}

#[test]
fn a_tag_that_is_not_first_or_missing_is_refused_by_name() {
    let late = serde_json::from_str::<Command>(r#"{"figure":1,"command":"free-spin"}"#).unwrap_err().to_string();
    assert!(late.contains("`command` must be the object's first key"), "{late}");
    let missing = serde_json::from_str::<EndReason>(r#"{"winner":1}"#).unwrap_err().to_string();
    assert!(missing.contains("`reason` must be"), "{missing}");
    let none = serde_json::from_str::<Event>("{}").unwrap_err().to_string();
    assert!(none.contains("missing field `event`"), "{none}");
    // A figure's kind, written by hand, may name its tag anywhere.
    let kind: FigureKind = serde_json::from_str(r#"{"intelligence":"independent","kind":"mount","mount_type":"battle-horse"}"#).unwrap();
    assert!(matches!(kind, FigureKind::Mount { .. }));
    let unknown = serde_json::from_str::<Command>(r#"{"command":"fly"}"#).unwrap_err().to_string();
    assert!(unknown.contains("unknown variant `fly`"), "{unknown}");
    let not_an_object = serde_json::from_str::<ActionRoll>("[]").unwrap_err().to_string();
    assert!(not_an_object.contains("first key is `roll`"), "{not_an_object}");
}

#[test]
fn the_rest_of_an_object_reads_as_before() {
    // A unit variant's other keys are ignored, as serde's internally tagged reader did;
    // a struct variant's unknown keys too, and its defaults fill what is left out.
    assert_eq!(serde_json::from_str::<Command>(r#"{"command":"pass","note":1}"#).unwrap(), Command::Pass);
    assert_eq!(
        serde_json::from_str::<Command>(r#"{"command":"damage","figure":2,"clicks":1,"note":[1]}"#).unwrap(),
        Command::Damage { figure: FigureId(2), dial: 0, clicks: 1 }
    );
    // Nested: a roll inside a command, each tag first in its own object.
    let json = r#"{"command":"give-action","figure":0,"action":"close","roll":{"roll":"break-away","d6":4}}"#;
    let read: Command = serde_json::from_str(json).unwrap();
    assert!(matches!(read, Command::GiveAction { roll: Some(ActionRoll::BreakAway { d6: 4 }), .. }));
    assert_eq!(serde_json::to_string(&read).unwrap(), json);
}
