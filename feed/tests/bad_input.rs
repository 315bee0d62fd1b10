//! What the importer refuses: whole files (typed errors) and single figures (skipped with
//! a reason naming the field and click). Never a panic.

use crate::common;

use common::{dead, feed, live, model, plain, skipped};
use dialkeeper_feed::{FeedError, FeedId, Field, MAX_FEED_BYTES, SkipReason, SlotKeys, StatSlot, parse};
use serde_json::json;

#[test]
fn not_json_reports_line_and_column() {
    let err = parse("{\n  \"Models\": [\n    {,\n  ]\n}").unwrap_err();
    assert_eq!(err, FeedError::NotJson { line: 3, column: 6 });
    assert_eq!(err.message_id(), "feed-error-not-json");
    assert!(matches!(parse(""), Err(FeedError::NotJson { .. })));
    assert!(matches!(parse("Models"), Err(FeedError::NotJson { .. })));
    assert!(matches!(parse([0xff, 0xfe, b'{', b'}']), Err(FeedError::NotJson { .. })), "not UTF-8");
    assert!(matches!(parse("{\"Models\": []} trailing"), Err(FeedError::NotJson { .. })));
}

#[test]
fn wrong_layout_is_refused() {
    for text in ["[]", "{}", "42", "\"Models\"", "null", r#"{"Models": {}}"#, r#"{"models": []}"#, r#"[{"Models": []}]"#] {
        let err = parse(text).unwrap_err();
        assert_eq!(err, FeedError::WrongLayout, "{text}");
        assert_eq!(err.message_id(), "feed-error-wrong-layout");
    }
}

#[test]
fn an_empty_models_array_is_an_empty_report() {
    let report = parse(r#"{"Models": []}"#).unwrap();
    assert!(report.figures.is_empty() && report.skipped.is_empty());
}

#[test]
fn more_than_50_mb_is_refused_before_parsing() {
    assert_eq!(MAX_FEED_BYTES, 50 * 1024 * 1024);
    // Not JSON at all: the size check must come first.
    let big = vec![b'x'; MAX_FEED_BYTES + 1];
    let err = parse(&big).unwrap_err();
    assert_eq!(err, FeedError::TooLarge { size: MAX_FEED_BYTES + 1, max: MAX_FEED_BYTES });
    assert_eq!(err.message_id(), "feed-error-too-large");
    // Exactly at the limit is read (and here fails as JSON, not as size).
    let at = vec![b' '; MAX_FEED_BYTES];
    assert!(matches!(parse(&at), Err(FeedError::NotJson { .. })));
}

#[test]
fn a_click_with_nonsense_values_skips_the_figure_with_field_and_click() {
    for (value, stat) in [
        (json!(-1), StatSlot::Speed),
        (json!("-3"), StatSlot::Attack),
        (json!(31), StatSlot::Defense),
        (json!("300"), StatSlot::Damage),
        (json!("nine"), StatSlot::Attack),
        (json!(""), StatSlot::Speed),
        (json!(8.5), StatSlot::Speed),
        (json!(true), StatSlot::Defense),
        (json!([8]), StatSlot::Damage),
        (json!({"v": 8}), StatSlot::Damage),
    ] {
        let mut bad = live(1, 7, 8, 15, 2);
        let key = stat.key();
        bad[key] = value.clone();
        let s = skipped(model(7, vec![live(0, 8, 9, 16, 3), bad, dead(2)]));
        // Shown as the file has it; a string without JSON's quotes.
        let shown = value.as_str().map_or_else(|| value.to_string(), str::to_string);
        assert_eq!(s.reason, SkipReason::BadStat { click: 1, stat, value: shown }, "{value}");
        assert_eq!(s.reason.message_id(), "feed-skip-bad-stat");
        assert_eq!((s.index, s.feed_id, s.name.as_deref()), (0, Some(FeedId(7)), Some("Test Knight 7 - *")));
    }
}

#[test]
fn thirty_is_the_largest_stat() {
    let f = common::arrives(model(1, vec![live(0, 30, 30, 30, 30)]));
    assert_eq!(f.def.dial().clicks()[0].defense.value.number(), 30);
}

#[test]
fn long_bad_values_are_shortened() {
    let mut bad = live(0, 8, 9, 16, 3);
    bad[StatSlot::Speed.key()] = json!("x".repeat(10_000));
    let SkipReason::BadStat { value, .. } = skipped(model(1, vec![bad])).reason else { panic!() };
    assert!(value.chars().count() <= 41, "{value}");
}

#[test]
fn a_missing_stat_skips_the_figure() {
    let mut bad = live(1, 7, 8, 15, 2);
    bad.as_object_mut().unwrap().remove(StatSlot::Defense.key());
    let s = skipped(model(1, vec![live(0, 8, 9, 16, 3), bad]));
    assert_eq!(s.reason, SkipReason::MissingStat { click: 1, stat: StatSlot::Defense });
    assert_eq!(s.reason.message_id(), "feed-skip-missing-stat");
}

#[test]
fn no_live_click_skips_the_figure() {
    for clicks in [vec![], vec![dead(0), live(1, 8, 9, 16, 3)], vec![dead(0)]] {
        let s = skipped(model(1, clicks));
        assert_eq!(s.reason, SkipReason::NoLiveClick);
        assert_eq!(s.reason.message_id(), "feed-skip-no-live-click");
    }
}

#[test]
fn missing_fields_skip_the_figure() {
    for field in [Field::ModelId, Field::Name, Field::Rank, Field::UnitCost, Field::Range, Field::Dials] {
        for absent in [None, Some(json!(null))] {
            let mut m = plain(1);
            match absent {
                None => drop(m.as_object_mut().unwrap().remove(field.key())),
                Some(null) => m[field.key()] = null,
            }
            let s = skipped(m);
            assert_eq!(s.reason, SkipReason::MissingField { field }, "{}", field.key());
            assert_eq!(s.reason.message_id(), "feed-skip-missing-field");
        }
    }
    let mut m = plain(1);
    m["Dials"][0].as_object_mut().unwrap().remove("Clicks");
    assert_eq!(skipped(m).reason, SkipReason::MissingField { field: Field::Clicks });
}

#[test]
fn a_skip_keeps_what_it_could_read_of_the_figure() {
    let mut m = plain(9);
    m.as_object_mut().unwrap().remove("Model.UnitCost");
    let s = skipped(m);
    assert_eq!((s.feed_id, s.name.as_deref()), (Some(FeedId(9)), Some("Test Knight 9 - *")));
    let mut m = plain(9);
    m.as_object_mut().unwrap().remove("Model.ModelId");
    m["Model.Name"] = json!(12);
    let s = skipped(m);
    assert_eq!((s.feed_id, s.name.as_deref()), (None, Some("12")));
}

#[test]
fn unreadable_fields_skip_the_figure() {
    for (field, value) in [
        (Field::ModelId, json!(-4)),
        (Field::ModelId, json!("abc")),
        (Field::Name, json!("  ")),
        (Field::Name, json!({})),
        (Field::Rank, json!("Elite")),
        (Field::Rank, json!(2)),
        (Field::UnitCost, json!("abc")),
        (Field::UnitCost, json!(70_000)),
        (Field::UnitCost, json!(-5)),
        (Field::Range, json!("far")),
        (Field::Range, json!("6 (0 Targets)")),
        (Field::Range, json!("6 (two Targets)")),
        (Field::Range, json!("6 (2 Targets")),
        (Field::Range, json!("300")),
        (Field::Range, json!(-1)),
        (Field::FigureNumber, json!([58])),
        (Field::ExpansionName, json!({})),
        (Field::Factions, json!(3)),
        (Field::Factions, json!(["Draconum", 3])),
        (Field::BaseType, json!(1)),
        (Field::Dials, json!("dial")),
        (Field::Dials, json!([7])),
    ] {
        let mut m = plain(1);
        m[field.key()] = value.clone();
        let s = skipped(m);
        let SkipReason::BadField { field: got, .. } = s.reason else { panic!("{value}: {:?}", s.reason) };
        assert_eq!(got, field, "{value}");
        assert_eq!(s.reason.message_id(), "feed-skip-bad-field");
    }
    let mut m = plain(1);
    m["Dials"][0]["Clicks"] = json!({});
    assert_eq!(skipped(m).reason, SkipReason::BadField { field: Field::Clicks, value: "{}".into() });
    let s = skipped(model(1, vec![live(0, 8, 9, 16, 3), json!("click")]));
    assert_eq!(s.reason, SkipReason::BadField { field: Field::Clicks, value: "click".into() });
}

#[test]
fn a_model_that_is_not_an_object_is_skipped() {
    let report = parse(feed(vec![json!([1, 2]), plain(1), json!(null)])).unwrap();
    assert_eq!(report.figures.len(), 1);
    let reasons: Vec<_> = report.skipped.iter().map(|s| (s.index, s.reason.clone())).collect();
    assert_eq!(reasons, vec![(0, SkipReason::NotAnObject), (2, SkipReason::NotAnObject)]);
    assert_eq!(report.skipped[0].reason.message_id(), "feed-skip-not-object");
}

#[test]
fn not_exactly_one_dial_is_skipped() {
    let mut m = plain(1);
    m["Dials"] = json!([]);
    assert_eq!(skipped(m.clone()).reason, SkipReason::DialCount { count: 0 });
    let d = plain(1)["Dials"][0].clone();
    m["Dials"] = json!([d.clone(), d.clone(), d.clone(), d]);
    let s = skipped(m);
    assert_eq!(s.reason, SkipReason::DialCount { count: 4 });
    assert_eq!(s.reason.message_id(), "feed-skip-dial-count");
}

#[test]
fn too_many_clicks_are_skipped() {
    let clicks = (0..256).map(|n| live(n, 8, 9, 16, 3)).collect();
    let s = skipped(model(1, clicks));
    assert_eq!(s.reason, SkipReason::TooManyClicks { count: 256 });
    assert_eq!(s.reason.message_id(), "feed-skip-too-many-clicks");
    let clicks = (0..255).map(|n| live(n, 8, 9, 16, 3)).collect();
    assert_eq!(common::arrives(model(1, clicks)).def.dial().ko_index(), 255);
}

#[test]
fn a_duplicate_feed_id_is_skipped_and_the_first_kept() {
    let mut second = plain(1);
    second["Model.Name"] = json!("Impostor");
    let report = parse(feed(vec![plain(1), plain(2), second])).unwrap();
    assert_eq!(report.figures.iter().map(|f| f.feed_id.0).collect::<Vec<_>>(), vec![1, 2]);
    assert_eq!(report.figures[0].def.name, "Test Knight 1 - *");
    assert_eq!(report.skipped.len(), 1);
    let s = &report.skipped[0];
    assert_eq!((s.index, s.feed_id, s.name.as_deref()), (2, Some(FeedId(1)), Some("Impostor")));
    assert_eq!(s.reason, SkipReason::DuplicateId { first_index: 0 });
    assert_eq!(s.reason.message_id(), "feed-skip-duplicate-id");
}

#[test]
fn a_skipped_first_copy_does_not_block_a_good_second() {
    let mut broken = plain(1);
    broken["Model.Rank"] = json!("Elite");
    let report = parse(feed(vec![broken, plain(1)])).unwrap();
    assert_eq!(report.figures.len(), 1);
    assert_eq!(report.figures[0].feed_id, FeedId(1));
}

#[test]
fn one_bad_figure_does_not_stop_the_others() {
    let report = parse(feed(vec![plain(1), negative_speed(2), plain(3)])).unwrap();
    assert_eq!(report.figures.iter().map(|f| f.feed_id.0).collect::<Vec<_>>(), vec![1, 3]);
    assert_eq!(report.skipped.len(), 1);
    assert_eq!(report.skipped[0].index, 1);
    let again = parse(feed(vec![plain(1), negative_speed(2), plain(3)])).unwrap();
    assert_eq!(again, report, "re-parsing gives identical output");
}

fn negative_speed(id: u64) -> serde_json::Value {
    let mut bad = plain(id);
    bad["Dials"][0]["Clicks"][0][StatSlot::Speed.key()] = json!(-1);
    bad
}

#[test]
fn every_report_has_its_own_namespaced_id() {
    let kinds = [FeedError::KINDS, SkipReason::KINDS].concat();
    assert_eq!(kinds.len(), 13, "three file errors and ten skip reasons");
    assert!(kinds.iter().all(|k| k.id.starts_with("feed-")), "{kinds:?}");
    let ids: std::collections::HashSet<_> = kinds.iter().map(|k| k.id).collect();
    assert_eq!(ids.len(), kinds.len(), "no two reports share a sentence");
    assert_eq!(SkipReason::NoLiveClick.message_id(), "feed-skip-no-live-click");
}

/// The file keeps 0-based places; a player counts clicks and models from 1, and reads a
/// stat by its name in their language, not by the feed's key.
#[test]
fn a_report_counts_from_one_and_names_the_stat() {
    use dialkeeper_core::Word;
    let bad = SkipReason::BadStat { click: 0, stat: StatSlot::Attack, value: "-3".into() };
    assert_eq!(
        bad.words(),
        vec![("click", Word::Number(1)), ("stat", Word::Message(StatSlot::Attack.message_id())), ("value", Word::Text("-3".into()))]
    );
    assert_eq!(SkipReason::DuplicateId { first_index: 4 }.words(), vec![("number", Word::Number(5))]);
    assert_eq!(SkipReason::StartNotLive { click: 2 }.words(), vec![("click", Word::Number(3))]);
    assert_eq!(FeedError::TooLarge { size: 60 * 1024 * 1024, max: 0 }.words(), vec![("megabytes", Word::Number(60))]);
}
