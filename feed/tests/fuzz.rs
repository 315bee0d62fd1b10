//! The importer never panics: arbitrary text, and random JSON shaped like the feed
//! (models with every field of random type and value). Whatever it returns, a figure that
//! arrives is valid for the engine, and parsing is deterministic.

use dialkeeper_feed::{SkipReason, parse};
use proptest::prelude::*;
use serde_json::{Map, Value, json};

/// Any JSON leaf, biased toward what the feed holds (small numbers, digit strings, Dead).
fn leaf() -> impl Strategy<Value = Value> {
    prop_oneof![
        Just(Value::Null),
        any::<bool>().prop_map(Value::Bool),
        (-5i64..40).prop_map(|n| json!(n)),
        any::<i64>().prop_map(|n| json!(n)),
        any::<f64>().prop_map(|f| json!(f)),
        (0u8..40).prop_map(|n| json!(n.to_string())),
        (0u8..40).prop_map(|n| json!(format!(" {n} "))),
        Just(json!("Dead")),
        Just(json!("12 (2 Targets)")),
        Just(json!("6 (2 Targets )")),
        Just(json!("Weak")),
        Just(json!("Unique")),
        Just(json!("cavalry")),
        Just(json!("Atlantis Guild, Draconum")),
        prop::sample::select(vec![85u64, 86, 93, 120, 126, 127, 999]).prop_map(|n| json!(n)),
        ".{0,12}".prop_map(Value::String),
    ]
}

/// Any JSON value, a few levels deep.
fn any_json() -> impl Strategy<Value = Value> {
    leaf().prop_recursive(3, 24, 4, |inner| {
        prop_oneof![
            prop::collection::vec(inner.clone(), 0..4).prop_map(Value::Array),
            prop::collection::vec((".{0,6}", inner), 0..4).prop_map(|kv| Value::Object(kv.into_iter().collect())),
        ]
    })
}

/// A value for a field: usually a leaf, sometimes anything, sometimes absent.
fn field() -> impl Strategy<Value = Option<Value>> {
    prop_oneof![8 => leaf().prop_map(Some), 1 => any_json().prop_map(Some), 1 => Just(None)]
}

fn object(pairs: Vec<(&str, Option<Value>)>) -> Value {
    Value::Object(pairs.into_iter().filter_map(|(k, v)| Some((k.to_owned(), v?))).collect::<Map<_, _>>())
}

fn click() -> impl Strategy<Value = Value> {
    (any::<u8>(), prop::collection::vec(field(), 8)).prop_map(|(n, f)| {
        let keys = ["Speed", "SpeedAbilityId", "Attack", "AttackAbilityId", "Defense", "DefenseAbilityId", "Damage", "DamageAbilityId"];
        let mut pairs: Vec<(String, Option<Value>)> =
            keys.iter().zip(f).map(|(k, v)| (format!("Model.Dial.Clicks.Click.{k}"), v)).collect();
        pairs.push(("Model.Dial.Clicks.Click.ClickNumber".into(), Some(json!(n % 16))));
        Value::Object(pairs.into_iter().filter_map(|(k, v)| Some((k, v?))).collect())
    })
}

fn model() -> impl Strategy<Value = Value> {
    let dials = prop_oneof![
        6 => prop::collection::vec(click(), 0..14).prop_map(|c| json!([{ "Clicks": c }])),
        1 => prop::collection::vec(prop::collection::vec(click(), 0..4), 0..3)
            .prop_map(|d| Value::Array(d.into_iter().map(|c| json!({ "Clicks": c })).collect())),
        1 => field().prop_map(|v| v.unwrap_or(Value::Null)),
    ];
    (prop::collection::vec(field(), 9), dials, 0u64..6).prop_map(|(f, dials, id)| {
        let keys = [
            "Model.Name",
            "Model.Rank",
            "Model.UnitCost",
            "Model.Range",
            "Model.FigureNumber",
            "Model.ExpansionName",
            "Model.Factions",
            "Model.BaseType",
            "Model.ModelId",
        ];
        let mut m = object(keys.into_iter().zip(f).collect());
        // Mostly a readable id, so duplicate-id handling is exercised too.
        if id < 5 {
            m["Model.ModelId"] = json!(id);
        }
        m["Dials"] = dials;
        m
    })
}

/// A valid model with a few fields or stat values replaced by random ones (or removed):
/// reaches the deep paths (dial, clicks, markers) that fully random models rarely do.
fn mutated() -> impl Strategy<Value = Value> {
    let click = (0u8..20, 0u8..20, 0u8..20, 0u8..6, prop::sample::select(vec![85u64, 87, 93, 120, 126, 999]), any::<bool>());
    let mutation = (any::<prop::sample::Index>(), any::<prop::sample::Index>(), field());
    (0u64..4, prop::collection::vec(click, 0..13), prop::collection::vec(mutation, 0..4)).prop_map(|(id, clicks, mutations)| {
        let clicks: Vec<Value> = clicks
            .into_iter()
            .enumerate()
            .map(|(n, (s, a, d, dm, ab, dead))| {
                let v = |x: u8| if dead { json!("Dead") } else { json!(x.to_string()) };
                json!({
                    "Model.Dial.Clicks.Click.ClickNumber": n,
                    "Model.Dial.Clicks.Click.Speed": v(s), "Model.Dial.Clicks.Click.SpeedAbilityId": 85,
                    "Model.Dial.Clicks.Click.Attack": v(a), "Model.Dial.Clicks.Click.AttackAbilityId": ab,
                    "Model.Dial.Clicks.Click.Defense": v(d), "Model.Dial.Clicks.Click.DefenseAbilityId": 85,
                    "Model.Dial.Clicks.Click.Damage": v(dm), "Model.Dial.Clicks.Click.DamageAbilityId": if dead { 93 } else { 85 },
                })
            })
            .collect();
        let mut m = json!({
            "Model.ModelId": id, "Model.Name": "Fuzz", "Model.Rank": "Tough", "Model.UnitCost": "40",
            "Model.Range": "6 (2 Targets )", "Model.FigureNumber": "7", "Model.ExpansionName": "Fuzz",
            "Model.Factions": "Draconum", "Model.BaseType": "cavalry", "Dials": [{ "Clicks": clicks }],
        });
        for (which, click, value) in mutations {
            let n = m["Dials"][0]["Clicks"].as_array().map_or(0, Vec::len);
            let target = if n > 0 && which.index(2) == 0 { &mut m["Dials"][0]["Clicks"][click.index(n)] } else { &mut m };
            let Some(obj) = target.as_object_mut() else { continue };
            let keys: Vec<String> = obj.keys().cloned().collect();
            let key = &keys[which.index(keys.len())];
            match value {
                Some(v) => obj.insert(key.clone(), v),
                None => obj.remove(key),
            };
        }
        m
    })
}

fn check(input: &[u8]) {
    let Ok(report) = parse(input) else { return };
    for f in &report.figures {
        assert_eq!(f.def.validate(), Ok(()));
        assert_eq!(f.def.dials.len(), 1);
    }
    for s in &report.skipped {
        assert!(s.reason.message_id().starts_with("feed-skip-"));
        if let SkipReason::BadStat { value, .. } | SkipReason::BadField { value, .. } = &s.reason {
            assert!(value.chars().count() <= 41);
        }
    }
    assert_eq!(parse(input).ok(), Some(report), "deterministic");
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 512, ..ProptestConfig::default() })]

    #[test]
    fn arbitrary_text_never_panics(text in ".{0,200}") {
        check(text.as_bytes());
    }

    #[test]
    fn arbitrary_bytes_never_panic(bytes in prop::collection::vec(any::<u8>(), 0..200)) {
        check(&bytes);
    }

    #[test]
    fn arbitrary_json_never_panics(v in any_json()) {
        check(v.to_string().as_bytes());
        check(json!({ "Models": v }).to_string().as_bytes());
    }

    #[test]
    fn plausible_feeds_never_panic(models in prop::collection::vec(model(), 0..6)) {
        check(json!({ "Models": models }).to_string().as_bytes());
    }

    #[test]
    fn mutated_valid_feeds_never_panic(models in prop::collection::vec(mutated(), 0..6)) {
        check(json!({ "Models": models }).to_string().as_bytes());
    }

    #[test]
    fn truncated_plausible_feeds_never_panic(models in prop::collection::vec(model(), 1..3), cut in any::<prop::sample::Index>()) {
        let text = json!({ "Models": models }).to_string();
        let bytes = text.as_bytes();
        check(&bytes[..cut.index(bytes.len() + 1)]);
    }
}

#[test]
fn deep_nesting_is_an_error_not_a_stack_overflow() {
    let deep = format!("{{\"Models\": {}{}}}", "[".repeat(100_000), "]".repeat(100_000));
    assert!(parse(deep).is_err());
}
