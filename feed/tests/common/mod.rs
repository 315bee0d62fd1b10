//! Test support: small inline feeds, the repository's own sample feed (invented figures,
//! `fixtures/sample-feed.json`), and the shared fixture (real data, read in tests only,
//! never copied into the repo or bundled).
#![allow(dead_code)]

use dialkeeper_feed::{ImportReport, ImportedFigure, Skipped, parse};
use serde_json::{Value, json};

const FIXTURE: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/../../shared/fixtures/mkstats-rebellion-lancers.json");

/// The sample feed's bytes: invented figures showing every quirk the importer handles.
pub fn sample_bytes() -> &'static [u8] {
    include_bytes!("../../../fixtures/sample-feed.json")
}

/// The 302-figure fixture's bytes.
pub fn fixture_bytes() -> Vec<u8> {
    std::fs::read(FIXTURE).expect("shared/fixtures beside the repo")
}

/// The fixture as JSON, to check the importer against what the file says.
pub fn fixture_json() -> Value {
    serde_json::from_slice(&fixture_bytes()).unwrap()
}

/// A click in the feed's layout: four values (any JSON) and their ability ids.
pub fn click_with(n: usize, values: [Value; 4], abilities: [Value; 4]) -> Value {
    let mut c = json!({ "Model.Dial.Clicks.Click.ClickNumber": n });
    for ((slot, v), a) in ["Speed", "Attack", "Defense", "Damage"].into_iter().zip(values).zip(abilities) {
        c[format!("Model.Dial.Clicks.Click.{slot}")] = v;
        c[format!("Model.Dial.Clicks.Click.{slot}AbilityId")] = a;
    }
    c
}

/// A live click written like the fixture: string values, ability 85 (none).
pub fn live(n: usize, s: u8, a: u8, d: u8, dm: u8) -> Value {
    click_with(n, [s, a, d, dm].map(|v| json!(v.to_string())), [json!(85), json!(85), json!(85), json!(85)])
}

/// A dead click written like the fixture: `"Dead"` with ability 93.
pub fn dead(n: usize) -> Value {
    click_with(n, [json!("Dead"), json!("Dead"), json!("Dead"), json!("Dead")], [json!(93), json!(93), json!(93), json!(93)])
}

/// A model with every field the fixture has and the given clicks.
pub fn model(id: u64, clicks: Vec<Value>) -> Value {
    json!({
        "Model.ModelId": id,
        "Model.ShortName": "Test Knight",
        "Model.Name": format!("Test Knight {id} - *"),
        "Model.ExpansionId": 7,
        "Model.ExpansionName": "Rebellion",
        "Model.Rank": "Weak",
        "Model.Frequency": "2",
        "Model.UnitCost": "31",
        "Model.FigureNumber": "58",
        "Model.Range": "6",
        "Model.Arc": "90",
        "Model.Factions": "Atlantis Guild",
        "Model.BaseType": "infantry",
        "Model.CorrectName": "Test Knight",
        "Model.CorrectNameID": "1",
        "Dials": [{ "Model.Dial.DialID": id, "Clicks": clicks }],
    })
}

/// A plain valid model: three live clicks then two dead ones.
pub fn plain(id: u64) -> Value {
    model(id, vec![live(0, 8, 9, 16, 3), live(1, 7, 8, 15, 2), live(2, 6, 7, 14, 2), dead(3), dead(4)])
}

/// A feed of these models.
pub fn feed(models: Vec<Value>) -> String {
    json!({ "Models": models }).to_string()
}

/// Parses a one-model feed.
pub fn one(model: Value) -> ImportReport {
    parse(feed(vec![model])).expect("file-level problem")
}

/// Parses a one-model feed that must arrive.
pub fn arrives(model: Value) -> ImportedFigure {
    let mut report = one(model);
    assert_eq!(report.skipped, vec![], "skipped");
    assert_eq!(report.figures.len(), 1);
    report.figures.remove(0)
}

/// Parses a one-model feed that must be skipped.
pub fn skipped(model: Value) -> Skipped {
    let mut report = one(model);
    assert_eq!(report.figures.len(), 0, "arrived: {:?}", report.figures);
    report.skipped.remove(0)
}
