//! A catalog whose languages come at run time, as on the web (English alone built in).

use super::*;

/// A catalog with English alone built in, kept for the test's run as `Catalog::get`'s is.
fn english_only() -> &'static Catalog {
    Box::leak(Box::new(Catalog::new(|l| l == Language::En)))
}

/// The German text as `scripts/web.sh` ships it.
fn german() -> String {
    String::from_utf8(Locales::joined(Language::De).expect("native builds have every language")).expect("UTF-8")
}

#[test]
fn a_language_asked_for_before_its_text_comes_is_not_stuck_in_english() {
    let catalog = english_only();
    let english = catalog.text(Language::En, "settings-title");
    assert!(!catalog.has_language(Language::De));
    assert_eq!(catalog.text(Language::De, "settings-title"), english, "English stands in");
    assert!(!catalog.has(Language::De, "settings-title"));
    catalog.add(Language::De, german()).expect("the shipped German text is Fluent");
    assert!(catalog.has_language(Language::De));
    assert!(catalog.has(Language::De, "settings-title"));
    let german_title = catalog.text(Language::De, "settings-title");
    assert_ne!(german_title, english);
    assert_eq!(german_title, Catalog::get().text(Language::De, "settings-title"), "the same words as built in");
    assert!(!catalog.has_language(Language::Nl), "one language added, not the others");
}

#[test]
fn an_added_language_falls_back_to_english_for_a_message_it_lacks() {
    let catalog = english_only();
    catalog.add(Language::Fr, "settings-title = Réglages\n".to_string()).expect("Fluent");
    assert_eq!(catalog.text(Language::Fr, "settings-title"), "Réglages");
    assert!(!catalog.has(Language::Fr, "theme-dark"));
    assert_eq!(catalog.text(Language::Fr, "theme-dark"), catalog.text(Language::En, "theme-dark"));
}

#[test]
fn a_broken_text_is_refused_and_the_language_can_come_later() {
    let catalog = english_only();
    let page = "<!DOCTYPE html><html><body>Not found</body></html>".to_string();
    assert!(matches!(catalog.add(Language::Nl, page), Err(AddError::NotFluent { language: Language::Nl, .. })));
    assert_eq!(catalog.add(Language::Nl, String::new()), Err(AddError::Empty(Language::Nl)));
    assert!(!catalog.has_language(Language::Nl));
    catalog.add(Language::Nl, "settings-title = Instellingen\n".to_string()).expect("Fluent");
    assert_eq!(catalog.text(Language::Nl, "settings-title"), "Instellingen");
}

#[test]
fn a_language_already_here_is_kept_as_it_is() {
    let catalog = english_only();
    let english = catalog.text(Language::En, "settings-title");
    catalog.add(Language::En, "settings-title = Something else\n".to_string()).expect("ignored");
    assert_eq!(catalog.text(Language::En, "settings-title"), english);
    catalog.add(Language::It, "settings-title = Impostazioni\n".to_string()).expect("Fluent");
    catalog.add(Language::It, "settings-title = Altro\n".to_string()).expect("ignored");
    assert_eq!(catalog.text(Language::It, "settings-title"), "Impostazioni");
}

#[test]
fn natively_every_language_is_built_in() {
    assert!(Language::ALL.into_iter().all(|l| Catalog::get().has_language(l)));
}

/// The web refuses a text with Fluent errors: every language as shipped must pass.
#[test]
fn every_shipped_language_is_accepted() {
    let catalog = english_only();
    for language in Language::ALL.into_iter().filter(|l| *l != Language::En) {
        let text = String::from_utf8(Locales::joined(language).expect("built in natively")).expect("UTF-8");
        catalog.add(language, text).unwrap_or_else(|e| panic!("{e}"));
        assert!(catalog.has(language, "settings-title"), "{language}");
    }
}
