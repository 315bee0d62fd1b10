//! The 302-figure fixture (Rebellion and Lancers) imports whole and true to the file.

use crate::common;

use common::{fixture_bytes, fixture_json};
use dialkeeper_core::{Ability, Click, FigureDef, Rank, Stat, StatValue};
use dialkeeper_feed::{BaseType, FeedId, ImportedFigure, parse, parse_with_progress};

fn find<'a>(figures: &'a [ImportedFigure], name: &str) -> &'a ImportedFigure {
    figures.iter().find(|f| f.def.name == name).unwrap_or_else(|| panic!("no {name}"))
}

fn n(v: u8) -> Stat {
    Stat::plain(v)
}

fn with(v: u8, a: Ability) -> Stat {
    Stat::with(v, a)
}

fn live_clicks(def: &FigureDef) -> Vec<Click> {
    let d = def.dial();
    d.clicks()[..d.ko_index() as usize].to_vec()
}

#[test]
fn all_302_figures_arrive_without_skips_or_warnings() {
    let report = parse(fixture_bytes()).unwrap();
    assert_eq!(report.figures.len(), 302);
    assert_eq!(report.skipped, vec![]);
    assert_eq!(report.warnings().count(), 0);
    for f in &report.figures {
        assert_eq!(f.def.validate(), Ok(()), "{}", f.def.name);
        assert_eq!(f.def.dial().start(), 0);
        assert_eq!(f.def.dial().clicks().len(), 12, "every printed click is kept");
    }
    let cavalry = report.figures.iter().filter(|f| f.base_type == Some(BaseType::Cavalry)).count();
    let infantry = report.figures.iter().filter(|f| f.base_type == Some(BaseType::Infantry)).count();
    assert_eq!((cavalry, infantry), (54, 248));
}

#[test]
fn figures_keep_feed_order_and_ids() {
    let json = fixture_json();
    let report = parse(fixture_bytes()).unwrap();
    let models = json["Models"].as_array().unwrap();
    for (f, m) in report.figures.iter().zip(models) {
        assert_eq!(f.feed_id, FeedId(m["Model.ModelId"].as_u64().unwrap()));
        assert_eq!(f.def.name, m["Model.Name"]);
        assert_eq!(f.def.collector_number, m["Model.FigureNumber"]);
        assert_eq!(f.def.set, m["Model.ExpansionName"]);
        assert_eq!(f.def.points.to_string(), m["Model.UnitCost"]);
    }
}

#[test]
fn altem_guardsman_weak() {
    let report = parse(fixture_bytes()).unwrap();
    let f = find(&report.figures, "Altem Guardsman - *");
    assert_eq!(f.feed_id, FeedId(9320));
    assert_eq!(f.base_type, Some(BaseType::Infantry));
    let d = &f.def;
    assert_eq!((d.points, d.range, d.targets, d.rank), (31, 6, 1, Rank::Weak));
    assert_eq!(d.collector_number, "58");
    assert_eq!(d.set, "Rebellion");
    assert_eq!(d.factions, vec!["Atlantis Guild".to_string()]);
    let live = live_clicks(d);
    assert_eq!(live.len(), 7);
    assert_eq!(
        live[0],
        Click { speed: n(8), attack: with(9, Ability::WeaponMaster), defense: with(16, Ability::BattleArmor), damage: n(3) }
    );
    assert_eq!(live[4].damage, with(2, Ability::BattleFury));
    assert!(d.dial().click(7).is_ko());
    assert_eq!(d.dial().clicks()[7].speed.value, StatValue::Skull);
}

#[test]
fn hierophant_two_target_ranged_unique() {
    let report = parse(fixture_bytes()).unwrap();
    let f = find(&report.figures, "Hierophant - Unique");
    let d = &f.def;
    assert_eq!(f.feed_id, FeedId(9422));
    assert_eq!((d.points, d.range, d.targets, d.rank), (145, 14, 2, Rank::Unique));
    assert_eq!(d.collector_number, "160");
    assert_eq!(d.factions, vec!["Draconum".to_string()]);
    let live = live_clicks(d);
    assert_eq!(live.len(), 11);
    assert_eq!(
        live[0],
        Click {
            speed: with(10, Ability::Flight),
            attack: with(14, Ability::FlameLightning),
            defense: with(19, Ability::MagicImmunity),
            damage: with(5, Ability::Command),
        }
    );
    assert_eq!(live[10], Click { speed: n(6), attack: n(7), defense: with(12, Ability::MagicImmunity), damage: n(2) });
}

#[test]
fn champion_on_heavy_warhorse_cavalry_base_single_dial() {
    let report = parse(fixture_bytes()).unwrap();
    let f = find(&report.figures, "Champion On Heavy Warhorse - Unique");
    let d = &f.def;
    assert_eq!(f.feed_id, FeedId(9105));
    assert_eq!(f.base_type, Some(BaseType::Cavalry));
    assert_eq!(d.kind, dialkeeper_core::FigureKind::Standard, "an old cavalry base is an ordinary figure");
    assert_eq!(d.dials.len(), 1);
    assert_eq!((d.points, d.range, d.targets, d.rank), (90, 0, 1, Rank::Unique));
    assert_eq!((d.collector_number.as_str(), d.set.as_str()), ("137", "Lancers"));
    assert_eq!(d.factions, vec!["Knights Immortal".to_string()]);
    let live = live_clicks(d);
    assert_eq!(live.len(), 9);
    assert_eq!(
        live[0],
        Click {
            speed: with(6, Ability::Charge),
            attack: with(12, Ability::WeaponMaster),
            defense: with(16, Ability::BattleArmor),
            damage: n(3),
        }
    );
    assert_eq!(live[4], Click { speed: with(4, Ability::Charge), attack: n(10), defense: n(14), damage: n(3) });
    assert_eq!(live[8], Click::plain(5, 5, 10, 1));
}

#[test]
fn mage_spawn_have_no_faction() {
    let json = fixture_json();
    let report = parse(fixture_bytes()).unwrap();
    let models = json["Models"].as_array().unwrap();
    let spawn = models.iter().filter(|m| m["Model.Factions"] == "Mage Spawn").count();
    assert_eq!(spawn, 29);
    assert_eq!(report.figures.iter().filter(|f| f.def.factions.is_empty()).count(), spawn);
}

#[test]
fn reparsing_gives_identical_output() {
    let bytes = fixture_bytes();
    assert_eq!(parse(&bytes).unwrap(), parse(&bytes).unwrap());
    let text = String::from_utf8(bytes.clone()).unwrap();
    assert_eq!(parse(text.as_str()).unwrap(), parse(&bytes).unwrap(), "&str and &[u8] agree");
}

#[test]
fn progress_is_reported_per_model() {
    let mut calls = Vec::new();
    parse_with_progress(fixture_bytes(), &mut |done, total| calls.push((done, total))).unwrap();
    assert_eq!(calls.len(), 303);
    assert_eq!(calls[0], (0, 302));
    assert!(calls.iter().enumerate().all(|(i, &c)| c == (i, 302)));
}
