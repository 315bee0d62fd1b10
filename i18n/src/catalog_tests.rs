//! A catalog whose languages come at run time, as on the web (English alone built in).

use super::*;
use crate::{Names, SearchIndex};

/// A catalog with English alone built in, kept for the test's run as `Catalog::get`'s is.
fn english_only() -> &'static Catalog {
    Box::leak(Box::new(Catalog::new(|l| l == Language::En, true)))
}

/// A catalog as the split page's: English's first files alone built in.
fn english_first() -> &'static Catalog {
    Box::leak(Box::new(Catalog::new(|l| l == Language::En, false)))
}

/// English's rest as `scripts/web.sh` ships it (`locales/en-rest.ftl`): every English file
/// not among the first, in path order, a line break after each.
fn english_rest() -> String {
    let files = Locales::files("en").into_iter().filter(|(path, _)| !crate::assets::first_file(path));
    String::from_utf8(crate::assets::join(files)).expect("UTF-8")
}

/// One half of German as `scripts/web.sh` ships it.
fn german(half: Half) -> String {
    String::from_utf8(half.joined(Language::De)).expect("UTF-8")
}

/// Both halves of German added, Rules first.
fn add_german(catalog: &Catalog) {
    for half in Half::ALL {
        catalog.add(Language::De, half, german(half)).expect("the shipped German text is Fluent");
    }
}

/// A glossary entry, as the Rules screen and search name it.
fn mount() -> Entry {
    Entry { kind: EntryKind::Glossary, id: "glossary-mount".into() }
}

#[test]
fn a_language_asked_for_before_its_text_comes_is_not_stuck_in_english() {
    let catalog = english_only();
    let english = catalog.text(Language::En, "settings-title");
    assert!(!catalog.has_language(Language::De));
    assert_eq!(catalog.text(Language::De, "settings-title"), english, "English stands in");
    assert!(!catalog.has(Language::De, "settings-title"));
    add_german(catalog);
    assert!(catalog.has_language(Language::De));
    assert!(catalog.has(Language::De, "settings-title"));
    let german_title = catalog.text(Language::De, "settings-title");
    assert_ne!(german_title, english);
    assert_eq!(german_title, Catalog::get().text(Language::De, "settings-title"), "the same words as built in");
    assert!(!catalog.has_language(Language::Nl), "one language added, not the others");
}

/// A language's Rules half may come before its Screens half (a download half done). In
/// between, its entries read in it and its screens in English.
#[test]
fn a_rules_half_alone_gives_the_entries_and_leaves_the_screens_in_english() {
    let (catalog, whole) = (english_only(), Catalog::get());
    catalog.add(Language::De, Half::Rules, german(Half::Rules)).expect("Fluent");
    assert!(catalog.has_rules(Language::De) && !catalog.has_language(Language::De));
    // Every entry reads for the search as the whole language reads it.
    assert!(catalog.entries().len() > 100);
    for entry in catalog.entries() {
        assert_eq!(catalog.search_name(Language::De, entry), whole.search_name(Language::De, entry), "{}", entry.id);
        assert_eq!(catalog.search_text(Language::De, entry), whole.explanation(Language::De, entry), "{}", entry.id);
    }
    assert_ne!(catalog.search_name(Language::De, &mount()), catalog.name(Language::En, &mount()));
    assert!(catalog.has(Language::De, "glossary-mount"));
    // The screens show one language: English, the entries too, until the Screens half came.
    assert!(!catalog.has(Language::De, "settings-title"), "the screens wait for their half");
    assert_eq!(catalog.text(Language::De, "settings-title"), catalog.text(Language::En, "settings-title"));
    assert_eq!(catalog.name(Language::De, &mount()), catalog.name(Language::En, &mount()));
    assert_eq!(catalog.explanation(Language::De, &mount()), catalog.explanation(Language::En, &mount()));
    // The Screens half comes: a loader over both, its screens' words naming its entries.
    catalog.add(Language::De, Half::Screens, german(Half::Screens)).expect("Fluent");
    assert!(catalog.has_language(Language::De));
    let mount_line = |c: &Catalog| c.text_args(Language::De, "dial-mount", &[("name", FluentValue::from("Pegasus"))]);
    assert_eq!(mount_line(catalog), mount_line(whole));
    assert_eq!(catalog.text(Language::De, "settings-title"), whole.text(Language::De, "settings-title"));
    assert_eq!(catalog.name(Language::De, &mount()), whole.name(Language::De, &mount()));
    assert_eq!(catalog.explanation(Language::De, &mount()), whole.explanation(Language::De, &mount()));
}

/// A language never chosen is kept offline as its entries' names alone: the search and the
/// Rules screen read each name as the whole language does, and no explanation stands in
/// English under its name; its Rules half, once chosen, gives the rest.
#[test]
fn a_languages_names_alone_give_every_entrys_name_and_no_other_word() {
    let whole = Catalog::get();
    for language in Language::ALL.into_iter().filter(|l| *l != Language::En) {
        let catalog = english_only();
        assert!(!catalog.has_names(language));
        let names = String::from_utf8(Names::joined(language)).expect("UTF-8");
        catalog.add_names(language, names).expect("the shipped names are Fluent");
        assert!(catalog.has_names(language) && !catalog.has_rules(language) && !catalog.has_language(language));
        assert!(catalog.entries().len() > 100);
        for entry in catalog.entries() {
            assert_eq!(catalog.search_name(language, entry), whole.search_name(language, entry), "{language}: {}", entry.id);
            assert_eq!(catalog.search_text(language, entry), "", "{language}: {}", entry.id);
            assert!(!catalog.has(language, &entry.id), "{language}: {} reads in English on the screens", entry.id);
        }
        assert_eq!(catalog.name(language, &mount()), catalog.name(Language::En, &mount()), "the screens stay in English");
        assert_eq!(catalog.explanation(language, &mount()), catalog.explanation(Language::En, &mount()));
        // Chosen: both halves come, and the names give way to them.
        catalog.add(language, Half::Rules, String::from_utf8(Half::Rules.joined(language)).unwrap()).expect("Fluent");
        catalog.add(language, Half::Screens, String::from_utf8(Half::Screens.joined(language)).unwrap()).expect("Fluent");
        assert!(catalog.has_language(language));
        assert_eq!(catalog.search_text(language, &mount()), whole.explanation(language, &mount()));
        assert_eq!(catalog.explanation(language, &mount()), whole.explanation(language, &mount()));
        assert_eq!(Names::file(language), format!("locales/{}-names.ftl", language.code()));
    }
}

/// The search over a language kept as names alone finds a term by its name, misspelt too,
/// and nothing by its explanation's words, which the phone does not keep.
#[test]
fn the_search_finds_a_term_by_its_name_in_a_language_kept_as_names() {
    let (catalog, whole) = (english_only(), Catalog::get());
    catalog.add_names(Language::Nl, String::from_utf8(Names::joined(Language::Nl)).unwrap()).expect("Fluent");
    let name = whole.search_name(Language::Nl, &mount());
    let index = SearchIndex::build(catalog);
    let found = index.search(&name, Language::En, 5);
    assert_eq!(found.first().map(|h| (h.entry.id.as_str(), h.language)), Some(("glossary-mount", Language::Nl)), "{name}: {found:?}");
    // A word of the Dutch definition that no entry's name holds.
    let names: String = whole.entries().iter().map(|e| whole.search_name(Language::Nl, e) + " ").collect::<String>().to_lowercase();
    let definition = whole.explanation(Language::Nl, &mount()).to_lowercase();
    let word = definition
        .split(|c: char| !c.is_alphabetic())
        .find(|w| w.len() > 6 && !names.contains(*w))
        .expect("a word of the definition alone");
    assert!(index.search(word, Language::En, 40).iter().all(|h| h.language != Language::Nl), "{word}");
    assert!(!SearchIndex::build(whole).search(word, Language::En, 40).is_empty(), "{word}: found where the language is whole");
}

/// Names that do not come whole are refused, and can come again; once a language's Rules
/// half is here, its names are not needed.
#[test]
fn broken_names_are_refused_and_a_rules_half_needs_none() {
    let catalog = english_only();
    assert!(matches!(catalog.add_names(Language::Es, "<html>".to_string()), Err(AddError::NotFluent { language: Language::Es, .. })));
    assert_eq!(catalog.add_names(Language::Es, String::new()), Err(AddError::Empty(Language::Es)));
    assert!(!catalog.has_names(Language::Es));
    catalog.add_names(Language::Es, "glossary-mount = Montura\n".to_string()).expect("Fluent");
    assert_eq!(catalog.search_name(Language::Es, &mount()), "Montura");
    catalog.add(Language::It, Half::Rules, "glossary-mount = Cavalcatura\n    .definition = Un cavallo.\n".to_string()).expect("Fluent");
    assert!(catalog.has_names(Language::It));
    catalog.add_names(Language::It, "glossary-mount = Altro\n".to_string()).expect("not needed");
    assert_eq!(catalog.search_name(Language::It, &mount()), "Cavalcatura");
    assert_eq!(catalog.search_text(Language::It, &mount()), "Un cavallo.");
}

/// The halves split a language's files with no message in both and none left out, and
/// every entry (the search's words) is in the Rules half, every other message in the other.
#[test]
fn the_halves_split_each_language_by_entry() {
    let ids = |text: &[u8]| -> Vec<String> {
        let text = std::str::from_utf8(text).expect("UTF-8");
        let resource = fluent_syntax::parser::parse(text).unwrap_or_else(|(_, errors)| panic!("{errors:?}"));
        resource
            .body
            .iter()
            .filter_map(|e| if let fluent_syntax::ast::Entry::Message(m) = e { Some(m.id.name.to_string()) } else { None })
            .collect()
    };
    for language in Language::ALL.into_iter().filter(|l| *l != Language::En) {
        let (rules, screens) = (ids(&Half::Rules.joined(language)), ids(&Half::Screens.joined(language)));
        assert!(!rules.is_empty() && !screens.is_empty(), "{language}");
        let mut both: Vec<&String> = rules.iter().chain(&screens).collect();
        both.sort();
        let mut whole = ids(&Locales::joined(language).expect("built in"));
        whole.sort();
        assert_eq!(both, whole.iter().collect::<Vec<_>>(), "{language}: each message in one half, once");
        assert!(rules.iter().filter(|id| EntryKind::of(id).is_none()).all(|id| id.starts_with("rules-chapter-")), "{language}: {rules:?}");
        assert!(screens.iter().all(|id| EntryKind::of(id).is_none()), "{language}: an entry in the Screens half");
        assert_eq!(Half::Rules.file(language), format!("locales/{}-rules.ftl", language.code()));
    }
}

#[test]
fn an_added_language_falls_back_to_english_for_a_message_it_lacks() {
    let catalog = english_only();
    catalog.add(Language::Fr, Half::Rules, "glossary-mount = Monture\n    .definition = Un cheval.\n".to_string()).expect("Fluent");
    catalog.add(Language::Fr, Half::Screens, "settings-title = Réglages\n".to_string()).expect("Fluent");
    assert_eq!(catalog.text(Language::Fr, "settings-title"), "Réglages");
    assert!(!catalog.has(Language::Fr, "theme-dark"));
    assert_eq!(catalog.text(Language::Fr, "theme-dark"), catalog.text(Language::En, "theme-dark"));
}

#[test]
fn a_broken_text_is_refused_and_the_language_can_come_later() {
    let catalog = english_only();
    let page = "<!DOCTYPE html><html><body>Not found</body></html>".to_string();
    catalog.add(Language::Nl, Half::Rules, "glossary-mount = Rijdier\n".to_string()).expect("Fluent");
    assert!(matches!(catalog.add(Language::Nl, Half::Screens, page), Err(AddError::NotFluent { language: Language::Nl, .. })));
    assert_eq!(catalog.add(Language::Nl, Half::Screens, String::new()), Err(AddError::Empty(Language::Nl)));
    assert!(!catalog.has_language(Language::Nl) && catalog.has_rules(Language::Nl));
    catalog.add(Language::Nl, Half::Screens, "settings-title = Instellingen\n".to_string()).expect("Fluent");
    assert_eq!(catalog.text(Language::Nl, "settings-title"), "Instellingen");
}

#[test]
fn a_language_already_here_is_kept_as_it_is() {
    let catalog = english_only();
    let english = catalog.text(Language::En, "settings-title");
    catalog.add(Language::En, Half::Screens, "settings-title = Something else\n".to_string()).expect("ignored");
    assert_eq!(catalog.text(Language::En, "settings-title"), english);
    catalog.add(Language::It, Half::Rules, "glossary-mount = Cavalcatura\n".to_string()).expect("Fluent");
    catalog.add(Language::It, Half::Screens, "settings-title = Impostazioni\n".to_string()).expect("Fluent");
    catalog.add(Language::It, Half::Screens, "settings-title = Altro\n".to_string()).expect("ignored");
    assert_eq!(catalog.text(Language::It, "settings-title"), "Impostazioni");
}

#[test]
fn natively_every_language_is_built_in() {
    assert!(Language::ALL.into_iter().all(|l| Catalog::get().has_language(l)));
}

/// The web refuses a text with Fluent errors: every half of every language as shipped must pass.
#[test]
fn every_shipped_language_is_accepted() {
    let catalog = english_only();
    for language in Language::ALL.into_iter().filter(|l| *l != Language::En) {
        for half in Half::ALL {
            let text = String::from_utf8(half.joined(language)).expect("UTF-8");
            catalog.add(language, half, text).unwrap_or_else(|e| panic!("{e}"));
        }
        assert!(catalog.has(language, "settings-title"), "{language}");
        assert_eq!(catalog.name(language, &mount()), Catalog::get().name(language, &mount()), "{language}");
    }
}

#[test]
fn english_first_files_are_english_files_and_the_rest_is_not_empty() {
    let names: Vec<String> = Locales::files("en").into_iter().map(|(path, _)| path).collect();
    for file in crate::assets::ENGLISH_FIRST {
        assert!(names.contains(&format!("en/{file}")), "{file} is not an English file: {names:?}");
    }
    assert!(names.len() > crate::assets::ENGLISH_FIRST.len(), "the rest has files");
}

#[test]
fn english_first_reads_its_own_words_and_the_whole_once_the_rest_came() {
    let (catalog, whole) = (english_first(), Catalog::get());
    assert!(!catalog.english_whole());
    // The first screen's words are here; the glossary is not, nor are entries.
    assert_eq!(catalog.text(Language::En, "settings-title"), whole.text(Language::En, "settings-title"));
    assert!(!catalog.has(Language::En, "glossary-mount"));
    assert!(catalog.entries().is_empty());
    // A language added and read before the rest came.
    add_german(catalog);
    let german_title = catalog.text(Language::De, "settings-title");
    catalog.add_english_rest(english_rest()).expect("the shipped rest is Fluent");
    assert!(catalog.english_whole());
    // Every loader stands on the whole English now: a first file's word that names the rest's.
    let mount = |c: &Catalog, l| c.text_args(l, "dial-mount", &[("name", FluentValue::from("Pegasus"))]);
    assert_eq!(mount(catalog, Language::En), mount(whole, Language::En));
    assert!(mount(catalog, Language::En).contains(&whole.text(Language::En, "glossary-mount")));
    assert_eq!(mount(catalog, Language::De), mount(whole, Language::De));
    assert_eq!(catalog.text(Language::De, "settings-title"), german_title);
    assert_eq!(catalog.entries(), whole.entries());
    assert!(catalog.entries().len() > 100, "{} entries", catalog.entries().len());
}

#[test]
fn a_broken_english_rest_is_refused_and_can_come_later() {
    let catalog = english_first();
    let page = "<!DOCTYPE html><html><body>Not found</body></html>".to_string();
    assert!(matches!(catalog.add_english_rest(page), Err(AddError::NotFluent { language: Language::En, .. })));
    assert_eq!(catalog.add_english_rest(String::new()), Err(AddError::Empty(Language::En)));
    assert!(!catalog.english_whole() && catalog.entries().is_empty());
    catalog.add_english_rest(english_rest()).expect("Fluent");
    assert!(catalog.english_whole() && catalog.has(Language::En, "glossary-mount"));
}

/// What the split page holds: every language's files without their comment lines
/// (assets::without_comments) read as the same messages and terms. web.sh's join_ftl
/// drops the same lines (those starting with `#`) with sed, which this test does not run.
#[test]
fn a_file_without_its_comments_holds_the_same_messages() {
    use fluent_syntax::ast::Entry;
    fn entries(text: &str) -> Vec<Entry<&str>> {
        let resource = fluent_syntax::parser::parse(text).unwrap_or_else(|(_, errors)| panic!("{errors:?}"));
        let mut entries = resource.body;
        entries.retain(|entry| matches!(entry, Entry::Message(_) | Entry::Term(_)));
        for entry in &mut entries {
            match entry {
                Entry::Message(message) => message.comment = None,
                Entry::Term(term) => term.comment = None,
                _ => {}
            }
        }
        entries
    }
    let mut stripped = 0;
    for language in Language::ALL {
        for (path, data) in Locales::files(language.code()) {
            let (plain, len) = crate::assets::without_comments::<300_000>(&data);
            let (source, plain) = (std::str::from_utf8(&data).unwrap(), std::str::from_utf8(&plain[..len]).unwrap());
            assert!(plain.lines().all(|line| !line.starts_with('#')), "{path}");
            assert_eq!(entries(plain), entries(source), "{path}");
            stripped += data.len() - len;
        }
    }
    assert!(stripped > 100_000, "the comments are {stripped} bytes");
}
