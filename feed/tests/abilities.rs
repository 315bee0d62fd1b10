//! The engine's ability table against the feed's own ability list
//! (`../shared/fixtures/special-abilities.json`): ids, symbols and stat slots.

use dialkeeper_core::{Ability, AbilitySymbol, StatSlot};
use serde_json::Value;

fn fixture() -> Vec<Value> {
    let path = concat!(env!("CARGO_MANIFEST_DIR"), "/../../shared/fixtures/special-abilities.json");
    let text = std::fs::read_to_string(path).expect("shared fixtures beside the checkout");
    let v: Value = serde_json::from_str(&text).unwrap();
    v["abilities"].as_array().unwrap().clone()
}

fn slot(name: &str) -> StatSlot {
    match name {
        "speed" => StatSlot::Speed,
        "attack" => StatSlot::Attack,
        "defense" => StatSlot::Defense,
        "damage" => StatSlot::Damage,
        other => panic!("unknown slot {other}"),
    }
}

#[test]
fn every_feed_ability_has_its_symbol_and_slot() {
    let mut seen = 0;
    for entry in fixture() {
        let id = entry["id"].as_u64().unwrap() as u16;
        let Some(ability) = Ability::from_feed_id(id) else {
            assert!([85, 93, 120].contains(&id), "feed ability {id} is not mapped");
            continue;
        };
        seen += 1;
        let slots: Vec<StatSlot> = entry["slots"].as_array().unwrap().iter().map(|s| slot(s.as_str().unwrap())).collect();
        let circle = entry["symbol"].as_str() == Some("ab_circ");
        assert_eq!(ability.symbol() == AbilitySymbol::Circle, circle, "{ability:?} symbol");
        assert_eq!(ability.slot(), slots.first().copied(), "{ability:?} slot");
        for s in StatSlot::ALL {
            assert_eq!(ability.fits(s), slots.is_empty() || slots.contains(&s), "{ability:?} on {s:?}");
        }
    }
    assert_eq!(seen, Ability::ALL.len());
}
