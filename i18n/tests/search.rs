//! Cross-language search: accents, typos, ranking, all six names of a glossary hit.

use std::sync::OnceLock;

use dialkeeper_i18n::{Catalog, Hit, Language, MatchTier, SearchIndex};

fn index() -> &'static SearchIndex {
    static INDEX: OnceLock<SearchIndex> = OnceLock::new();
    INDEX.get_or_init(|| SearchIndex::build(Catalog::get()))
}

fn ids(hits: &[Hit]) -> Vec<&str> {
    hits.iter().map(|h| h.entry.id.as_str()).collect()
}

#[test]
fn accents_and_case_do_not_matter() {
    let hits = index().search("desarconner", Language::En, 10);
    assert_eq!(hits.first().map(|h| h.entry.id.as_str()), Some("glossary-dismount"), "{:?}", ids(&hits));
    assert_eq!(hits[0].language, Language::Fr);
    assert_eq!(ids(&index().search("DÉSARÇONNER", Language::En, 10))[0], "glossary-dismount");
}

#[test]
fn one_typo_is_forgiven() {
    let hits = index().search("Steckplaz", Language::En, 10);
    assert_eq!(ids(&hits).first(), Some(&"glossary-base-slot"), "{:?}", ids(&hits));
    assert_eq!(hits[0].tier, MatchTier::NameWords);
    assert!(index().search("qqqqzzzz", Language::En, 10).is_empty());
}

#[test]
fn exact_name_ranks_before_prefix_before_text() {
    let hits = index().search("Sattel", Language::En, 20);
    assert_eq!((hits[0].entry.id.as_str(), hits[0].tier), ("glossary-saddle", MatchTier::ExactName));
    assert!(hits.windows(2).all(|w| w[0].tier <= w[1].tier), "sorted by tier");
    let hits = index().search("mount", Language::En, 50);
    assert_eq!(hits[0].tier, MatchTier::ExactName);
    assert!(hits.iter().any(|h| h.tier == MatchTier::NamePrefix), "mount type, mount symbol");
    assert!(hits.iter().any(|h| h.tier == MatchTier::Text));
}

#[test]
fn a_glossary_hit_names_the_term_in_all_six_languages() {
    let catalog = Catalog::get();
    let hit = &index().search("saddle", Language::En, 1)[0];
    let names: Vec<String> = Language::ALL.iter().map(|l| catalog.name(*l, &hit.entry)).collect();
    assert_eq!(names[0], "Saddle");
    assert_eq!(names[3], "Sattel");
    assert!(names.iter().all(|n| !n.is_empty() && !n.starts_with("glossary-")), "{names:?}");
}

#[test]
fn rules_and_abilities_are_searchable_from_any_language() {
    let hits = index().search("Zähigkeit", Language::En, 5);
    assert_eq!(ids(&hits)[0], "ability-toughness");
    let hits = index().search("pushing damage", Language::En, 40);
    assert!(ids(&hits).contains(&"rule-core-07"), "{:?}", ids(&hits));
    assert!(index().search("   ", Language::En, 5).is_empty());
}
