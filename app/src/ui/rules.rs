//! Lookup: search the glossary, rules and abilities in every language; browse the rules
//! by chapter; a glossary entry shows its name in all six languages.

use std::rc::Rc;

use dialkeeper_i18n::{Catalog, Entry, EntryKind, Language, SearchIndex};
use dioxus::prelude::*;

use super::{Nav, use_language};
use crate::tr;

/// The rules and glossary screen.
#[component]
pub fn RulesScreen() -> Element {
    let lang = use_language();
    let nav = use_context::<Signal<Nav>>();
    let index = use_hook(|| Rc::new(SearchIndex::build(Catalog::get())));
    let mut query = use_signal(String::new);
    let focus = nav.read().focus.clone();
    let catalog = Catalog::get();
    let q = query.read().clone();
    let results: Vec<Entry> = if q.trim().is_empty() {
        match &focus {
            Some(id) => catalog.entries().iter().filter(|e| &e.id == id).cloned().collect(),
            None => catalog.entries().iter().filter(|e| e.kind == EntryKind::Rule).cloned().collect(),
        }
    } else {
        index.search(&q, lang, 40).into_iter().map(|h| h.entry).collect()
    };
    rsx! {
        section { class: "rules", "data-testid": "rules-screen",
            h1 { {tr!(lang, "rules-title")} }
            input {
                class: "search",
                r#type: "search",
                "data-testid": "rules-search",
                placeholder: tr!(lang, "rules-search-placeholder"),
                value: "{q}",
                oninput: move |e| query.set(e.value()),
            }
            if !q.trim().is_empty() && results.is_empty() {
                p { class: "muted", {tr!(lang, "rules-no-results")} }
            }
            ul { class: "entries",
                for entry in results {
                    EntryView { key: "{entry.id}", open: focus.as_deref() == Some(entry.id.as_str()), entry }
                }
            }
        }
    }
}

#[component]
fn EntryView(entry: Entry, open: bool) -> Element {
    let lang = use_language();
    let mut expanded = use_signal(|| open);
    let catalog = Catalog::get();
    let name = catalog.name(lang, &entry);
    let code = entry.id.strip_prefix("rule-").map(|c| c.to_uppercase());
    let kind = match entry.kind {
        EntryKind::Glossary => tr!(lang, "kind-glossary"),
        EntryKind::Rule => tr!(lang, "kind-rule"),
        EntryKind::Ability => tr!(lang, "kind-ability"),
    };
    let text = catalog.explanation(lang, &entry);
    let sources = catalog.sources(lang, &entry);
    let ruling = catalog.ruling(lang, &entry);
    let all_names: Vec<(Language, String)> = Language::ALL.iter().map(|l| (*l, catalog.name(*l, &entry))).collect();
    let id = entry.id.clone();
    rsx! {
        li { class: "entry", "data-testid": "entry-{id}",
            button { class: "entry-head", onclick: move |_| { let e = *expanded.read(); expanded.set(!e) },
                if let Some(code) = &code { span { class: "rule-code", "{code}" } }
                span { class: "entry-name", "{name}" }
                span { class: "badge", "{kind}" }
            }
            if *expanded.read() {
                div { class: "entry-body",
                    p { "{text}" }
                    if let Some(ruling) = &ruling {
                        p { class: "ruling", "data-testid": "entry-ruling",
                            strong { {tr!(lang, "rules-ruling-label")} }
                            " {ruling}"
                        }
                    }
                    if let Some(sources) = &sources {
                        p { class: "sources muted", "data-testid": "entry-sources",
                            strong { {tr!(lang, "rules-sources-label")} }
                            " {sources}"
                        }
                    }
                    if entry.kind == EntryKind::Glossary {
                        dl { class: "names",
                            for (l, n) in all_names {
                                div { key: "{l}",
                                    dt { "{l.native_name()}" }
                                    dd { lang: "{l.code()}", "{n}" }
                                }
                            }
                        }
                    }
                }
            }
        }
    }
}
