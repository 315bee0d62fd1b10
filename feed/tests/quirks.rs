//! Each quirk of the real feed, on a small inline feed.

use crate::common;

use common::{arrives, click_with, dead, live, model, plain, skipped};
use dialkeeper_core::{Ability, Click, Rank, Stat, StatValue};
use dialkeeper_feed::{BaseType, FeedId, SkipReason, StatSlot, Warning};
use serde_json::json;

#[test]
fn numbers_may_be_strings_or_numbers_in_the_same_field() {
    let mut m = model(
        5,
        vec![
            click_with(0, [json!(8), json!("9"), json!(" 16 "), json!(3)], [json!(85), json!("126"), json!(87), json!(85)]),
            click_with(1, [json!("7"), json!(8), json!(15), json!("2")], [json!("85"), json!(85), json!(85), json!(85)]),
            dead(2),
        ],
    );
    m["Model.ModelId"] = json!("5");
    m["Model.UnitCost"] = json!(31);
    m["Model.Range"] = json!(6);
    m["Model.FigureNumber"] = json!(58);
    let f = arrives(m);
    assert_eq!(f.feed_id, FeedId(5));
    assert_eq!((f.def.points, f.def.range, f.def.targets), (31, 6, 1));
    assert_eq!(f.def.collector_number, "58");
    let clicks = f.def.dial().clicks();
    assert_eq!(
        clicks[0],
        Click {
            speed: Stat::plain(8),
            attack: Stat::with(9, Ability::WeaponMaster),
            defense: Stat::with(16, Ability::BattleArmor),
            damage: Stat::plain(3),
        }
    );
    assert_eq!(clicks[1], Click::plain(7, 8, 15, 2));
}

#[test]
fn whole_number_floats_are_numbers() {
    let f = arrives(model(
        6,
        vec![click_with(0, [json!(8.0), json!(9), json!(16), json!(3.0)], [json!(85.0), json!(85.0), json!(85.0), json!(85.0)])],
    ));
    assert_eq!(f.def.dial().clicks()[0], Click::plain(8, 9, 16, 3));
}

#[test]
fn dead_clicks_are_skulls() {
    let f = arrives(plain(1));
    let d = f.def.dial();
    assert_eq!(d.ko_index(), 3);
    assert_eq!(d.clicks()[3], Click::KO);
    assert_eq!(d.clicks()[4], Click::KO);
}

#[test]
fn dead_is_read_whatever_its_case_and_spaces() {
    let f = arrives(model(
        1,
        vec![
            live(0, 8, 9, 16, 3),
            click_with(1, [json!(" dead "), json!("DEAD"), json!("Dead"), json!("Dead")], [json!(85), json!(85), json!(85), json!(85)]),
        ],
    ));
    assert_eq!(f.def.dial().clicks()[1], Click::KO);
}

#[test]
fn zeros_with_ability_93_are_dead_clicks() {
    let zero_dead = |n| click_with(n, [json!(0), json!("0"), json!(0), json!(0)], [json!(93), json!(93), json!("93"), json!(93)]);
    let f = arrives(model(1, vec![live(0, 8, 9, 16, 3), live(1, 7, 8, 15, 2), zero_dead(2), zero_dead(3)]));
    let d = f.def.dial();
    assert_eq!(d.ko_index(), 2);
    assert_eq!(d.clicks()[2], Click::KO);
    assert!(f.warnings.is_empty());
}

#[test]
fn zero_without_93_is_a_plain_zero() {
    let f = arrives(model(1, vec![live(0, 0, 9, 16, 0)]));
    assert_eq!(f.def.dial().clicks()[0], Click::plain(0, 9, 16, 0));
}

#[test]
fn a_single_skull_slot_is_kept() {
    let f = arrives(model(
        1,
        vec![click_with(0, [json!(8), json!(9), json!(16), json!("Dead")], [json!(85), json!(85), json!(85), json!(93)])],
    ));
    let c = f.def.dial().clicks()[0];
    assert_eq!(c.damage.value, StatValue::Skull);
    assert!(!c.is_ko());
}

#[test]
fn ranges_with_targets_and_stray_spaces() {
    for (range, expect) in [
        (json!("0"), (0, 1)),
        (json!("6"), (6, 1)),
        (json!(" 8 "), (8, 1)),
        (json!("12 (2 Targets)"), (12, 2)),
        (json!("6 (2 Targets )"), (6, 2)),
        (json!("14 (3 Targets)"), (14, 3)),
        (json!("10( 2 targets )"), (10, 2)),
        (json!("8 (1 Target)"), (8, 1)),
    ] {
        let mut m = plain(1);
        m["Model.Range"] = range.clone();
        let f = arrives(m);
        assert_eq!((f.def.range, f.def.targets), expect, "{range}");
    }
}

#[test]
fn several_factions_in_one_field() {
    for (factions, expect) in [
        (json!("Atlantis Guild"), vec!["Atlantis Guild"]),
        (json!("Atlantis Guild, Black Powder Rebels"), vec!["Atlantis Guild", "Black Powder Rebels"]),
        (json!("Orc Raiders/Necropolis Sect"), vec!["Orc Raiders", "Necropolis Sect"]),
        (json!("Orc Raiders ; Draconum | Elemental League"), vec!["Orc Raiders", "Draconum", "Elemental League"]),
        (json!(["Knights Immortal", "Draconum, Orc Raiders"]), vec!["Knights Immortal", "Draconum", "Orc Raiders"]),
        (json!("Draconum, Draconum,"), vec!["Draconum"]),
        (json!("Mage Spawn"), vec![]),
        (json!("Mage Spawn, Draconum"), vec!["Draconum"]),
        (json!(""), vec![]),
        (json!(null), vec![]),
    ] {
        let mut m = plain(1);
        m["Model.Factions"] = factions.clone();
        assert_eq!(arrives(m).def.factions, expect, "{factions}");
    }
}

#[test]
fn cavalry_base_type_is_exposed_on_an_ordinary_figure() {
    for (base, expect) in [
        (json!("cavalry"), Some(BaseType::Cavalry)),
        (json!("Cavalry "), Some(BaseType::Cavalry)),
        (json!("infantry"), Some(BaseType::Infantry)),
        (json!("chariot"), Some(BaseType::Other("chariot".into()))),
        (json!(null), None),
    ] {
        let mut m = plain(1);
        m["Model.BaseType"] = base;
        let f = arrives(m);
        assert_eq!(f.base_type, expect);
        assert_eq!(f.def.kind, dialkeeper_core::FigureKind::Standard);
        assert_eq!(f.def.dials.len(), 1);
    }
}

#[test]
fn ability_120_sets_the_start() {
    let start = click_with(1, [json!("7"), json!("8"), json!("15"), json!("2")], [json!(85), json!(120), json!(85), json!(85)]);
    let f = arrives(model(1, vec![live(0, 8, 9, 16, 3), start, live(2, 6, 7, 14, 2), dead(3)]));
    let d = f.def.dial();
    assert_eq!(d.start(), 1);
    assert_eq!(d.clicks()[1], Click::plain(7, 8, 15, 2), "the marker is not an ability");
    assert!(f.warnings.is_empty());
}

#[test]
fn a_second_start_marker_is_ignored_with_a_warning() {
    let s = |n| click_with(n, [json!(8), json!(9), json!(16), json!(3)], [json!(120), json!(85), json!(85), json!(120)]);
    let f = arrives(model(1, vec![live(0, 8, 9, 16, 3), s(1), s(2), dead(3)]));
    assert_eq!(f.def.dial().start(), 1);
    assert_eq!(f.warnings, vec![Warning::ExtraStart { click: 2, used: 1 }]);
}

#[test]
fn a_start_on_a_dead_click_skips_the_figure() {
    let dead_start =
        click_with(1, [json!("Dead"), json!("Dead"), json!("Dead"), json!("Dead")], [json!(120), json!(93), json!(93), json!(93)]);
    let s = skipped(model(1, vec![live(0, 8, 9, 16, 3), dead_start]));
    assert_eq!(s.reason, SkipReason::StartNotLive { click: 1 });
    assert_eq!(s.reason.message_id(), "feed-skip-start-not-live");
}

#[test]
fn unknown_ability_ids_keep_the_stat_and_warn() {
    let c = click_with(0, [json!("8"), json!("9"), json!("16"), json!("3")], [json!(85), json!(999), json!("Fly"), json!(87)]);
    let f = arrives(model(1, vec![c, dead(1)]));
    assert_eq!(
        f.def.dial().clicks()[0],
        Click { speed: Stat::plain(8), attack: Stat::plain(9), defense: Stat::plain(16), damage: Stat::with(3, Ability::BattleArmor) }
    );
    assert_eq!(
        f.warnings,
        vec![
            Warning::UnknownAbility { click: 0, stat: StatSlot::Attack, id: "999".into() },
            Warning::UnknownAbility { click: 0, stat: StatSlot::Defense, id: "Fly".into() },
        ]
    );
}

#[test]
fn missing_or_null_ability_ids_mean_none() {
    let mut c = live(0, 8, 9, 16, 3);
    c.as_object_mut().unwrap().remove("Model.Dial.Clicks.Click.SpeedAbilityId");
    c["Model.Dial.Clicks.Click.AttackAbilityId"] = json!(null);
    let f = arrives(model(1, vec![c]));
    assert_eq!(f.def.dial().clicks()[0], Click::plain(8, 9, 16, 3));
    assert!(f.warnings.is_empty());
}

#[test]
fn clicks_follow_their_click_numbers() {
    let f = arrives(model(1, vec![dead(2), live(1, 7, 8, 15, 2), live(0, 8, 9, 16, 3)]));
    let d = f.def.dial();
    assert_eq!(d.clicks()[0], Click::plain(8, 9, 16, 3));
    assert_eq!(d.clicks()[1], Click::plain(7, 8, 15, 2));
    assert_eq!(d.ko_index(), 2);
}

#[test]
fn ranks_are_read_whatever_their_case() {
    for (word, rank) in [("Weak", Rank::Weak), ("standard", Rank::Standard), (" Tough ", Rank::Tough), ("UNIQUE", Rank::Unique)] {
        let mut m = plain(1);
        m["Model.Rank"] = json!(word);
        assert_eq!(arrives(m).def.rank, rank);
    }
}

#[test]
fn optional_metadata_may_be_absent() {
    let mut m = plain(1);
    for key in ["Model.FigureNumber", "Model.ExpansionName", "Model.Factions", "Model.BaseType"] {
        m.as_object_mut().unwrap().remove(key);
    }
    let f = arrives(m);
    assert_eq!((f.def.collector_number.as_str(), f.def.set.as_str()), ("", ""));
    assert!(f.def.factions.is_empty());
    assert_eq!(f.base_type, None);
}

#[test]
fn a_byte_order_mark_is_ignored() {
    let text = format!("\u{feff}{}", common::feed(vec![plain(1)]));
    assert_eq!(dialkeeper_feed::parse(text).unwrap().figures.len(), 1);
}
