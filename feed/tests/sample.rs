//! The repository's own sample feed (`fixtures/sample-feed.json`, invented figures) imports
//! as its README says: every quirk of the real feed read right, every bad entry left out
//! with its reason, every warning raised. Runs on a bare clone.

use crate::common;

use common::sample_bytes;
use dialkeeper_core::{Ability, Click, FigureKind, Rank, Stat, StatValue};
use dialkeeper_feed::{
    BaseType, FeedId, Field, ImportReport, ImportedFigure, SkipReason, Skipped, StatSlot, Warning, parse, parse_with_progress,
};

fn report() -> ImportReport {
    parse(sample_bytes()).expect("the sample is a feed")
}

fn find<'a>(report: &'a ImportReport, name: &str) -> &'a ImportedFigure {
    report.figures.iter().find(|f| f.def.name == name).unwrap_or_else(|| panic!("no {name}"))
}

fn n(v: u8) -> Stat {
    Stat::plain(v)
}

fn with(v: u8, a: Ability) -> Stat {
    Stat::with(v, a)
}

#[test]
fn thirteen_figures_arrive_in_feed_order() {
    let report = report();
    let arrived: Vec<(u64, &str)> = report.figures.iter().map(|f| (f.feed_id.0, f.def.name.as_str())).collect();
    assert_eq!(
        arrived,
        [
            (7001, "Brackwater Halberdier - *"),
            (7002, "Brackwater Halberdier - **"),
            (7003, "Brackwater Halberdier - ***"),
            (7004, "Fenlight Sharpshooter - *"),
            (7005, "Duskmere Hexcaller - Unique"),
            (7006, "Gloomfen Lurker - *"),
            (7007, "Thornvale Outrider - *"),
            (7008, "Thornvale Outrider - **"),
            (7009, "Saltmarsh Drummer - *"),
            (7010, "Wickfire Adept - *"),
            (7011, "Stonewort Warden - Unique"),
            (7012, "Mirefang Skulker"),
            (7013, "Copperback Strider - *"),
        ]
    );
    for f in &report.figures {
        assert_eq!(f.def.validate(), Ok(()), "{}", f.def.name);
        assert_eq!(f.def.kind, FigureKind::Standard, "the feed has no mounts, riders or colossals");
    }
}

#[test]
fn every_bad_entry_is_left_out_with_its_reason() {
    let skipped = |index, id: Option<u64>, name: Option<&str>, reason| Skipped {
        index,
        feed_id: id.map(FeedId),
        name: name.map(str::to_owned),
        reason,
    };
    assert_eq!(
        report().skipped,
        vec![
            skipped(13, Some(7020), Some("Cragmaw Behemoth - Unique"), SkipReason::DialCount { count: 4 }),
            skipped(14, Some(7004), Some("Fenlight Sharpshooter - * (reprint)"), SkipReason::DuplicateId { first_index: 3 }),
            skipped(15, Some(7021), Some("Vexmire Sentry - *"), SkipReason::BadField { field: Field::Rank, value: "Elite".into() }),
            skipped(16, Some(7022), Some("Palewater Scout - *"), SkipReason::MissingField { field: Field::UnitCost }),
            skipped(
                17,
                Some(7023),
                Some("Rustgate Warder - *"),
                SkipReason::BadStat { click: 1, stat: StatSlot::Defense, value: "61".into() }
            ),
            skipped(18, Some(7024), Some("Murkhollow Brute - *"), SkipReason::MissingStat { click: 1, stat: StatSlot::Damage }),
            skipped(19, Some(7025), Some("Hollow Lantern - *"), SkipReason::NoLiveClick),
            skipped(20, Some(7026), Some("Grimlow Seer - *"), SkipReason::StartNotLive { click: 3 }),
            skipped(21, None, None, SkipReason::NotAnObject),
        ]
    );
}

#[test]
fn unknown_abilities_and_a_second_start_marker_warn() {
    let report = report();
    let warnings: Vec<(&str, &Warning)> = report.warnings().map(|(f, w)| (f.def.name.as_str(), w)).collect();
    assert_eq!(
        warnings,
        [
            ("Saltmarsh Drummer - *", &Warning::ExtraStart { click: 4, used: 2 }),
            ("Wickfire Adept - *", &Warning::UnknownAbility { click: 0, stat: StatSlot::Attack, id: "999".into() }),
            ("Wickfire Adept - *", &Warning::UnknownAbility { click: 1, stat: StatSlot::Speed, id: "Fly".into() }),
        ]
    );
    let adept = find(&report, "Wickfire Adept - *").def.dial();
    assert_eq!(adept.click(0).attack, n(9), "an unknown ability keeps its stat, plain");
    assert_eq!(adept.click(1), Click { speed: n(8), attack: with(9, Ability::Healing), defense: n(14), damage: n(2) });
}

#[test]
fn a_figure_written_like_most_of_the_feed() {
    let report = report();
    let f = find(&report, "Brackwater Halberdier - *");
    assert_eq!(f.base_type, Some(BaseType::Infantry));
    let d = &f.def;
    assert_eq!((d.points, d.range, d.targets, d.rank), (26, 0, 1, Rank::Weak));
    assert_eq!((d.collector_number.as_str(), d.set.as_str()), ("S01", "Sample Marches"));
    assert_eq!(d.factions, ["Saltmarsh League"]);
    let dial = d.dial();
    assert_eq!((dial.clicks().len(), dial.ko_index(), dial.start()), (9, 6, 0));
    assert_eq!(
        dial.click(0),
        Click { speed: n(8), attack: with(9, Ability::WeaponMaster), defense: with(15, Ability::BattleArmor), damage: n(2) }
    );
    assert_eq!(dial.click(3).damage, with(1, Ability::BattleFury));
    assert_eq!(dial.clicks()[6], Click::KO, "\"Dead\" with ability 93");
}

#[test]
fn numbers_and_strings_mixed_in_one_field() {
    let report = report();
    let f = find(&report, "Brackwater Halberdier - **");
    assert_eq!(f.feed_id, FeedId(7002), "the id written as a string");
    assert_eq!((f.def.points, f.def.range, f.def.rank), (34, 0, Rank::Standard), "cost and range written as numbers");
    let dial = f.def.dial();
    assert_eq!(
        dial.click(0),
        Click { speed: n(9), attack: with(10, Ability::WeaponMaster), defense: with(16, Ability::BattleArmor), damage: n(2) },
        "values and ability ids, numbers and strings in one click"
    );
    assert_eq!(dial.click(1), Click { speed: n(8), attack: n(10), defense: with(16, Ability::BattleArmor), damage: n(2) });
    assert_eq!(dial.click(6), Click::plain(6, 7, 12, 1));
    assert_eq!(dial.ko_index(), 7);
}

#[test]
fn stray_spaces_are_trimmed() {
    let report = report();
    let f = find(&report, "Brackwater Halberdier - ***");
    let d = &f.def;
    assert_eq!((d.points, d.range, d.rank), (43, 0, Rank::Tough));
    assert_eq!(d.collector_number, "S03");
    assert_eq!(d.factions, ["Saltmarsh League"]);
    assert_eq!(f.base_type, Some(BaseType::Infantry));
    let dial = d.dial();
    assert_eq!(
        dial.click(0),
        Click { speed: n(9), attack: with(11, Ability::WeaponMaster), defense: with(17, Ability::BattleArmor), damage: n(3) }
    );
    assert_eq!(dial.click(1).damage, n(3));
    assert_eq!(dial.ko_index(), 8, "\" dead \" and \"DEAD\" are skulls too");
}

#[test]
fn two_targets_with_and_without_stray_spaces() {
    let report = report();
    let archer = &find(&report, "Fenlight Sharpshooter - *").def;
    assert_eq!((archer.range, archer.targets), (10, 2));
    assert_eq!(archer.factions, ["Thornwood Compact", "Saltmarsh League"], "two factions in one string");
    assert_eq!(archer.dial().click(0).attack, with(9, Ability::FlameLightning));
    let hexer = &find(&report, "Duskmere Hexcaller - Unique").def;
    assert_eq!((hexer.range, hexer.targets, hexer.rank, hexer.points), (8, 2, Rank::Unique, 95));
    assert_eq!(hexer.factions, ["Thornwood Compact"], "factions as a list");
    assert_eq!(
        hexer.dial().click(0),
        Click {
            speed: with(10, Ability::Flight),
            attack: with(10, Ability::FlameLightning),
            defense: with(17, Ability::MagicImmunity),
            damage: with(3, Ability::Command),
        }
    );
    assert_eq!(hexer.dial().ko_index(), 10);
}

#[test]
fn zeros_with_ability_93_are_dead_clicks() {
    let report = report();
    let f = find(&report, "Gloomfen Lurker - *");
    assert!(f.def.factions.is_empty(), "Mage Spawn are not a faction");
    assert!(f.warnings.is_empty());
    let dial = f.def.dial();
    assert_eq!(dial.click(0).speed, with(9, Ability::Aquatic));
    assert_eq!(dial.ko_index(), 4);
    assert_eq!(&dial.clicks()[4..], [Click::KO; 3]);
}

#[test]
fn cavalry_bases_are_single_dial_figures() {
    let report = report();
    for name in ["Thornvale Outrider - *", "Thornvale Outrider - **"] {
        let f = find(&report, name);
        assert_eq!(f.base_type, Some(BaseType::Cavalry), "{name}");
        assert_eq!((f.def.kind.clone(), f.def.dials.len()), (FigureKind::Standard, 1), "{name}");
        assert_eq!(f.def.dial().click(0).speed, with(11, Ability::Charge), "{name}");
    }
    let count = |b: Option<BaseType>| report.figures.iter().filter(|f| f.base_type == b).count();
    assert_eq!((count(Some(BaseType::Cavalry)), count(Some(BaseType::Infantry)), count(None)), (2, 10, 1));
}

#[test]
fn the_starting_marker_moves_the_start() {
    let report = report();
    let dial = find(&report, "Saltmarsh Drummer - *").def.dial();
    assert_eq!(dial.start(), 2);
    assert_eq!(
        dial.click(2),
        Click { speed: n(8), attack: n(9), defense: n(15), damage: with(2, Ability::Command) },
        "the marker on the attack is not an ability"
    );
    assert_eq!(dial.click(4), Click::plain(7, 8, 13, 1));
}

#[test]
fn a_single_skull_slot_on_a_live_click_is_kept() {
    let report = report();
    let d = &find(&report, "Stonewort Warden - Unique").def;
    assert_eq!(d.factions, ["Thornwood Compact", "Saltmarsh League"], "split at a slash");
    let c = d.dial().click(6);
    assert_eq!((c.speed, c.defense, c.damage.value), (n(4), n(14), StatValue::Skull));
    assert!(!c.is_ko());
    assert_eq!(d.dial().ko_index(), 7);
    assert_eq!(d.dial().click(0).defense, with(18, Ability::Toughness));
}

#[test]
fn clicks_follow_their_numbers_and_optional_fields_may_be_missing() {
    let report = report();
    let f = find(&report, "Mirefang Skulker");
    assert_eq!(f.base_type, None);
    assert!(f.warnings.is_empty(), "null and missing ability ids mean none");
    let d = &f.def;
    assert_eq!((d.collector_number.as_str(), d.set.as_str(), d.factions.len()), ("", "", 0));
    assert_eq!(
        d.dial().clicks(),
        [Click::plain(9, 8, 13, 1), Click::plain(8, 8, 13, 1), Click::plain(7, 7, 12, 1), Click::KO, Click::KO],
        "sorted by click number; 9.0 is 9"
    );
}

#[test]
fn progress_is_reported_per_entry() {
    let mut calls = Vec::new();
    parse_with_progress(sample_bytes(), &mut |done, total| calls.push((done, total))).unwrap();
    assert_eq!(calls, (0..=22).map(|i| (i, 22)).collect::<Vec<_>>());
}

/// Says in the test output when the real-data tests are compiled out (`cfg(no_shared)`).
#[test]
#[cfg_attr(no_shared, ignore = "../shared/fixtures is not beside this clone: tests/fixture.rs and tests/abilities.rs are skipped")]
fn the_real_feed_is_beside_the_clone() {
    let shared = concat!(env!("CARGO_MANIFEST_DIR"), "/../../shared/fixtures/mkstats-rebellion-lancers.json");
    assert!(std::path::Path::new(shared).is_file(), "tests/fixture.rs reads it");
}
