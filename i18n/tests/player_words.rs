//! Words a player reads: no developer word in any language (store, id, WebRTC, share
//! sheet, …), and English spelt one way, American, as the official Defense Value and
//! Battle Armor are.
//!
//! Both lists are of whole words or phrases, matched whatever their case. A failure names
//! the language, the message and the word, and says what to write instead.

use std::collections::BTreeSet;

use support::LANGUAGES;

use crate::support;

/// Words of the code, the browser or the operating system, which a player at the table
/// does not know, per language (with the plain words to use instead, in the failure).
const DEVELOPER_WORDS: [(&str, &[&str]); 6] = [
    (
        "en",
        &[
            "store",
            "stores",
            "id",
            "ids",
            "webrtc",
            "share sheet",
            "opfs",
            "worker",
            "workers",
            "database",
            "sqlite",
            "server",
            "feed",
            "schema",
            "cache",
            "wasm",
            "api",
            "url",
            "thread",
            "payload",
            "digest",
            "quota",
            "sdp",
        ],
    ),
    (
        "fr",
        &[
            "id",
            "identifiant",
            "webrtc",
            "feuille de partage",
            "menu de partage",
            "opfs",
            "worker",
            "base de données",
            "sqlite",
            "serveur",
            "wasm",
            "api",
            "url",
            "magasin",
        ],
    ),
    (
        "es",
        &[
            "id",
            "identificador",
            "webrtc",
            "hoja de compartir",
            "menú de compartir",
            "opfs",
            "worker",
            "base de datos",
            "sqlite",
            "servidor",
            "wasm",
            "api",
            "url",
            "almacén",
        ],
    ),
    (
        "de",
        &["id", "webrtc", "teilen menü", "teilen dialog", "opfs", "worker", "store", "datenbank", "sqlite", "server", "wasm", "api", "url"],
    ),
    (
        "it",
        &["id", "identificativo", "webrtc", "menu di condivisione", "opfs", "worker", "database", "sqlite", "server", "wasm", "api", "url"],
    ),
    ("nl", &["id", "webrtc", "deelmenu", "opfs", "worker", "database", "sqlite", "server", "wasm", "api", "url"]),
];

/// British spellings, each as the stem a player reads and the endings it takes; American
/// English writes center, color, recognize, defense.
const BRITISH: [(&str, &[&str]); 12] = [
    ("centr", &["e", "es", "ed", "ing"]),
    ("metr", &["e", "es"]),
    ("litr", &["e", "es"]),
    ("theatr", &["e", "es"]),
    ("fibr", &["e", "es"]),
    ("calibr", &["e", "es"]),
    ("defenc", &["e", "es"]),
    ("offenc", &["e", "es"]),
    ("licenc", &["e", "es"]),
    ("manoeuvr", &["e", "es", "ed", "ing"]),
    ("catalogu", &["e", "es"]),
    ("dialogu", &["e", "es"]),
];

/// `-our` words (colour, armour) and `-ise` verbs (recognise, organise) by their stem.
const OUR_STEMS: [&str; 14] =
    ["colo", "favo", "behavio", "hono", "armo", "neighbo", "labo", "harbo", "rumo", "vapo", "flavo", "humo", "vigo", "rigo"];
const ISE_STEMS: [&str; 34] = [
    "recogn",
    "organ",
    "real",
    "apolog",
    "custom",
    "minim",
    "maxim",
    "priorit",
    "summar",
    "emphas",
    "final",
    "initial",
    "normal",
    "synchron",
    "author",
    "categor",
    "character",
    "critic",
    "memor",
    "optim",
    "util",
    "visual",
    "standard",
    "special",
    "local",
    "personal",
    "stabil",
    "symbol",
    "familiar",
    "capital",
    "modern",
    "central",
    "general",
    "penal",
];

/// Other British forms, whole words.
const BRITISH_WORDS: [&str; 40] = [
    "travelled",
    "travelling",
    "traveller",
    "cancelled",
    "cancelling",
    "modelled",
    "modelling",
    "labelled",
    "labelling",
    "levelled",
    "levelling",
    "fuelled",
    "signalled",
    "counsellor",
    "grey",
    "greys",
    "programme",
    "programmes",
    "cheque",
    "tyre",
    "tyres",
    "aluminium",
    "whilst",
    "amongst",
    "learnt",
    "spelt",
    "dreamt",
    "judgement",
    "ageing",
    "enrolment",
    "fulfil",
    "kerb",
    "mould",
    "plough",
    "sceptical",
    "storey",
    "towards",
    "practise",
    "practised",
    "enquiry",
];

/// Every British form the lists describe, lower case.
fn british_forms() -> BTreeSet<String> {
    let mut forms: BTreeSet<String> = BRITISH_WORDS.iter().map(|w| w.to_string()).collect();
    for (stem, endings) in BRITISH {
        forms.extend(endings.iter().map(|e| format!("{stem}{e}")));
    }
    for stem in OUR_STEMS {
        forms.extend(["ur", "urs", "ured", "uring", "urful", "urite", "urites", "urable", "urless"].iter().map(|e| format!("{stem}{e}")));
    }
    for stem in ISE_STEMS {
        forms.extend(["ise", "ised", "ises", "ising", "isation", "isations", "isable"].iter().map(|e| format!("{stem}{e}")));
    }
    forms
}

/// Where a text says a phrase (lower-case words, joined by single spaces), as whole words.
fn says(words: &[String], phrase: &str) -> bool {
    let phrase: Vec<String> = support::words(phrase);
    !phrase.is_empty() && words.windows(phrase.len()).any(|w| w == phrase.as_slice())
}

/// A file name such as `mkstats.json` or `.army.json` is what the player sees on the
/// device, so its parts are no words of the sentence.
fn without_file_names(text: &str) -> String {
    text.split(' ')
        .map(|token| {
            let bare = token.trim_end_matches(['.', ',', ')', ';', ':']);
            if bare.contains(".json") { "" } else { token }
        })
        .collect::<Vec<_>>()
        .join(" ")
}

fn developer_word_faults(language: &str, texts: &[support::Text]) -> Vec<String> {
    let words = DEVELOPER_WORDS.iter().find(|(l, _)| *l == language).map(|(_, w)| *w).unwrap_or(&[]);
    let mut found = Vec::new();
    for text in texts {
        let read = support::words(&without_file_names(&text.text));
        for word in words.iter().filter(|w| says(&read, w)) {
            found.push(format!("{language} {} ({}): {word:?}", text.id, text.file));
        }
    }
    found
}

#[test]
fn no_player_text_has_a_developer_word() {
    let mut found = Vec::new();
    for language in LANGUAGES {
        found.extend(developer_word_faults(language, &support::texts(language)));
    }
    assert!(
        found.is_empty(),
        "{} developer words in player texts (say what the player sees: saved games, the file, linking \
         phones, \"is ready to share\"; a file name such as mkstats.json is allowed):\n{}",
        found.len(),
        found.join("\n")
    );
}

#[test]
fn english_is_spelt_the_american_way() {
    let forms = british_forms();
    let mut found = Vec::new();
    for text in support::texts("en") {
        for word in support::words(&text.text).iter().filter(|w| forms.contains(*w)) {
            found.push(format!("en {} ({}): {word:?}", text.id, text.file));
        }
    }
    assert!(
        found.is_empty(),
        "{} British spellings (write center, color, recognize, toward, as Defense and Battle Armor are spelt):\n{}",
        found.len(),
        found.join("\n")
    );
}

/// The app's brand is written once, as the term `-app-name`; a sentence says `{ -app-name }`.
#[test]
fn the_app_name_is_the_term_not_typed() {
    let mut found = Vec::new();
    for language in LANGUAGES {
        for text in support::texts(language).iter().filter(|t| t.id != "app-name") {
            if support::words(&text.text).iter().any(|w| w == "dialkeeper") {
                found.push(format!("{language} {} ({}): \"Dialkeeper\" typed (write {{ -app-name }})", text.id, text.file));
            }
        }
    }
    assert!(found.is_empty(), "{} app names typed out:\n{}", found.len(), found.join("\n"));
}

#[test]
fn the_word_checks_read_what_they_should() {
    let forms = british_forms();
    for british in ["centre", "coloured", "recognise", "armour", "organisation", "grey", "towards", "catalogue"] {
        assert!(forms.contains(british), "{british}");
    }
    for american in ["center", "colored", "recognize", "armor", "advise", "exercise", "surprise", "rise", "otherwise", "toward", "colossal"]
    {
        assert!(!forms.contains(american), "{american}");
    }
    let words = support::words("The share sheet got it; Store-ID");
    assert!(says(&words, "share sheet") && says(&words, "store") && says(&words, "id"));
    assert!(!says(&support::words("the storage is full; idle"), "store"));
    assert!(!says(&support::words("idle"), "id"));
    assert_eq!(without_file_names("copy (mkstats.json). Pick the .army.json file"), "copy  Pick the  file");
}
