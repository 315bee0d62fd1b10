//! The log: the open game's events as sentences, newest first.

use super::LiveSession;
use dioxus::prelude::*;

use super::use_language;
use dialkeeper_model::label;
use dialkeeper_model::text::{event_sentence, made_by};

/// The log screen.
#[cfg_attr(feature = "split", component(lazy))]
#[cfg_attr(not(feature = "split"), component)]
pub fn LogScreen() -> Element {
    let session = use_context::<LiveSession>();
    let lang = use_language();
    let s = session.read();
    let Some(game) = s.game() else {
        return rsx! { section { class: "empty", p { {label!(lang, "table-no-game")} } } };
    };
    // On a shared game, who made each change, newest first like the entries.
    let mut authors = use_context::<super::sharing::Sharing>().read().authors().into_iter().rev();
    let entries: Vec<(usize, Vec<String>, Option<String>)> = s
        .log()
        .into_iter()
        .rev()
        .map(|(i, _, events)| (i + 1, events.iter().map(|e| event_sentence(lang, game, e)).collect(), authors.next().flatten()))
        .collect();
    rsx! {
        section { class: "log", "data-testid": "log-screen",
            h1 { {label!(lang, "log-title")} }
            if entries.is_empty() { p { class: "muted", {label!(lang, "log-empty")} } }
            ol { class: "log-list", reversed: true,
                for (n, sentences, author) in entries {
                    li { key: "{n}", value: "{n}",
                        for (j, line) in sentences.into_iter().enumerate() {
                            p { key: "{j}", class: if j == 0 { "log-line first" } else { "log-line" }, "{line}" }
                        }
                        if let Some(author) = author {
                            p { class: "log-line by", "data-testid": "log-by", {made_by(lang, &author)} }
                        }
                    }
                }
            }
        }
    }
}
