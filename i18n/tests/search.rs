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

/// The first `n` hits' ids (fewer when fewer were found).
fn top(hits: &[Hit], n: usize) -> Vec<&str> {
    ids(hits).into_iter().take(n).collect()
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

/// The rule codes the app shows everywhere find their rule first, however they are typed.
#[test]
fn a_rule_code_in_any_form_finds_the_rule_first() {
    for query in ["CAV-22", "cav22", "cav 22", "Cav-22", "CAV22", " cav - 22 "] {
        let hits = index().search(query, Language::En, 10);
        assert_eq!((ids(&hits)[0], hits[0].tier), ("rule-cav-22", MatchTier::RuleCode), "{query}: {:?}", ids(&hits));
    }
    for query in ["CORE-07", "core7", "core 07", "core-7"] {
        assert_eq!(ids(&index().search(query, Language::Fr, 10))[0], "rule-core-07", "{query}");
    }
    assert_eq!(ids(&index().search("cav-g", Language::En, 10))[0], "rule-cav-g");
    assert_eq!(ids(&index().search("CHR-G", Language::De, 10))[0], "rule-chr-g");
}

/// A bare number lists every rule with that number, CORE first, then CAV, COL, CHR.
#[test]
fn a_bare_number_lists_the_rules_with_that_number_core_first() {
    let hits = index().search("7", Language::En, 10);
    assert_eq!(ids(&hits)[..4], ["rule-core-07", "rule-cav-07", "rule-col-07", "rule-chr-07"], "{:?}", ids(&hits));
    let hits = index().search("22", Language::En, 10);
    assert_eq!(ids(&hits)[..2], ["rule-cav-22", "rule-col-22"], "{:?}", ids(&hits));
    assert!(hits[..2].iter().all(|h| h.tier == MatchTier::RuleCode));
    let hits = index().search("01", Language::En, 10);
    assert_eq!(ids(&hits)[0], "rule-core-01");
    assert!(dialkeeper_i18n::rule_query("99").is_none());
    assert!(dialkeeper_i18n::rule_query("2d6").is_none());
    assert!(dialkeeper_i18n::rule_query("cavalry").is_none());
}

/// Two neighbouring letters swapped count as one edit (Damerau), like one typo.
#[test]
fn swapped_letters_are_forgiven() {
    let hits = index().search("captrue", Language::En, 10);
    assert_eq!(ids(&hits)[0], "glossary-capture", "{:?}", ids(&hits));
    let hits = index().search("pushign", Language::En, 10);
    assert_eq!(ids(&hits)[0], "glossary-pushing-damage", "{:?}", ids(&hits));
    let hits = index().search("pushign damage", Language::En, 40);
    assert!(top(&hits, 5).contains(&"rule-core-07"), "{:?}", ids(&hits));
    // A swap and a typo together are two edits: not forgiven.
    assert!(!ids(&index().search("cpatrue", Language::En, 40)).contains(&"glossary-capture"));
}

/// A word as typed ranks before one found only by forgiving an edit.
#[test]
fn exact_words_rank_before_forgiven_ones() {
    let hits = index().search("capture", Language::En, 10);
    assert_eq!(ids(&hits)[0], "glossary-capture");
    assert_eq!(hits[0].tier, MatchTier::ExactName);
}

/// The everyday words players type find the term, and the rules that concern it come
/// right after.
#[test]
fn everyday_words_find_the_term_and_its_rules() {
    let hits = index().search("Überrennen", Language::De, 10);
    assert_eq!((ids(&hits)[0], hits[0].tier), ("glossary-trample", MatchTier::Synonym), "{:?}", ids(&hits));
    assert!(top(&hits, 5).contains(&"rule-cav-30"), "{:?}", ids(&hits));
    let hits = index().search("poussée", Language::Fr, 10);
    assert_eq!(ids(&hits)[0], "glossary-pushing-damage", "{:?}", ids(&hits));
    assert!(top(&hits, 5).contains(&"rule-core-07"), "{:?}", ids(&hits));
    let hits = index().search("désarçonner", Language::Fr, 10);
    assert_eq!(ids(&hits)[0], "glossary-dismount", "{:?}", ids(&hits));
    assert!(top(&hits, 5).contains(&"rule-cav-22"), "désarçonner: {:?}", ids(&hits));
    let hits = index().search("descendre de cheval", Language::Fr, 10);
    assert_eq!(ids(&hits)[0], "glossary-dismount", "{:?}", ids(&hits));
    // Each language's own words: a Spanish player's, an Italian's, a Dutch one's.
    assert_eq!(ids(&index().search("pisotear", Language::Es, 5))[0], "glossary-trample");
    assert_eq!(ids(&index().search("prigioniero", Language::It, 5))[0], "glossary-capture");
    assert_eq!(ids(&index().search("zichtlijn", Language::Nl, 5))[0], "glossary-line-of-fire");
    assert_eq!(ids(&index().search("line of sight", Language::En, 5))[0], "glossary-line-of-fire");
}

/// Where ranks tie, CORE rules come before CAV, COL and CHR.
#[test]
fn core_rules_come_first_when_ranks_tie() {
    let hits = index().search("action", Language::En, 200);
    let rules: Vec<&str> = ids(&hits).into_iter().filter(|id| id.starts_with("rule-")).collect();
    let first_core = rules.iter().position(|id| id.starts_with("rule-core")).expect("a CORE rule");
    let tier = |id: &str| hits.iter().find(|h| h.entry.id == id).unwrap().tier;
    for id in &rules[..first_core] {
        assert!(tier(id) < tier(rules[first_core]), "{id} before {} without a better match: {rules:?}", rules[first_core]);
    }
    let entries = Catalog::get().entries();
    let rules: Vec<&str> = entries.iter().filter(|e| e.id.starts_with("rule-")).map(|e| e.id.as_str()).collect();
    assert_eq!(rules[0], "rule-core-01", "the list without a search starts with CORE");
    assert_eq!(rules.iter().position(|id| *id == "rule-cav-01").unwrap(), rules.iter().position(|id| *id == "rule-core-19").unwrap() + 1);
}

/// A term names the rules that concern it, from the termbase.
#[test]
fn a_term_knows_its_rules() {
    let codes = |id: &str| dialkeeper_i18n::rules_of(id).iter().map(|r| r.code()).collect::<Vec<_>>();
    assert_eq!(codes("glossary-dismount")[0], "CAV-22");
    assert_eq!(codes("glossary-pushing-damage")[0], "CORE-07");
    assert_eq!(codes("ability-charge")[0], "CORE-16");
    assert!(codes("rule-cav-22").is_empty());
}

/// The start of an official name ranks before the start of an everyday word.
#[test]
fn a_name_begun_ranks_before_an_everyday_word_begun() {
    let hits = index().search("mount", Language::En, 10);
    let place = |id: &str| ids(&hits).iter().position(|x| *x == id);
    assert_eq!(ids(&hits)[0], "glossary-mount");
    let name_begun = place("glossary-mount-type").expect("Mount Type begins with the query");
    assert!(name_begun < place("glossary-cavalry-unit").unwrap_or(usize::MAX), "{:?}", ids(&hits));
}
