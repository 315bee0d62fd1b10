//! Lookup: search the glossary, rules and abilities in every language; browse the rules
//! by chapter (CORE first); a glossary entry shows its name in all six languages, and a
//! term or an ability links to the rules that concern it. Back from an entry opened by a
//! link returns to where the player was: the term, the search (as typed), or the screen
//! that opened it (a figure's ability, a refusal's rule).

use dialkeeper_i18n::{Catalog, Entry, EntryKind, Language, rules_of};
use dialkeeper_model::lookup::Lookup;
use dioxus::prelude::*;

use super::{Nav, Screen, use_language};
use dialkeeper_model::label;

/// The Rules tab shows the list (the search as typed), closing what links opened.
pub fn show_list() {
    consume_context::<Signal<Lookup>>().write().show_list();
}

/// The rules and glossary screen. `visit` counts the times the screen was opened; Back
/// from an entry a link opened returns to the place the link was on ([`Nav::back`]).
#[cfg_attr(feature = "split", component(lazy))]
#[cfg_attr(not(feature = "split"), component)]
pub fn RulesScreen(visit: u64) -> Element {
    let lang = use_language();
    let mut nav = use_context::<Signal<Nav>>();
    let mut lookup = use_context::<Signal<Lookup>>();
    let focus = nav.read().entry_id().map(str::to_string);
    let single = lookup.read().shown(visit, focus.as_deref());
    let results: Vec<Entry> = lookup.read().results(lang, visit, focus.as_deref());
    let state = lookup.read().clone();
    let q = state.query.clone();
    let back = move |_| {
        let to = lookup.write().back(visit, &nav.peek());
        if let Some(to) = to {
            nav.set(to);
        }
    };
    let mut open_link = move |id: String, from_entry: String| {
        let listed = lookup.peek().shown(visit, nav.peek().entry_id()).is_none();
        lookup.write().follow(visit, id, from_entry, listed);
    };
    let place = if single.is_some() { "alone-" } else { "" };
    let scroll_to = state.scroll_to(single.is_some()).map(str::to_string);
    rsx! {
        section { class: "rules", "data-testid": "rules-screen",
            h1 { {label!(lang, "rules-title")} }
            input {
                class: "search",
                r#type: "search",
                "data-testid": "rules-search",
                "aria-label": label!(lang, "rules-search-label"),
                placeholder: label!(lang, "search-placeholder"),
                "aria-describedby": "rules-search-hint",
                value: "{q}",
                oninput: move |e| {
                    lookup.write().type_query(e.value());
                    if nav.peek().entry_id().is_some() {
                        nav.set(Nav::to(Screen::Rules));
                    }
                },
            }
            p { id: "rules-search-hint", class: "muted small search-hint", {label!(lang, "rules-search-hint")} }
            if single.is_some() {
                button { class: "link", "data-testid": "rules-back", onclick: back, "← " {label!(lang, "rules-back")} }
            }
            if single.is_none() && !q.trim().is_empty() && results.is_empty() {
                p { class: "muted", {label!(lang, "rules-no-results")} }
            }
            ul { class: "entries",
                for entry in results {
                    EntryView {
                        // An entry shown alone is drawn afresh, open, even where the list had it closed.
                        key: "{place}{entry.id}",
                        open: single.is_some() || state.is_open(&entry.id),
                        scroll: scroll_to.as_deref() == Some(entry.id.as_str()),
                        alone: single.is_some(),
                        onrule: move |(rule, term): (String, String)| open_link(rule, term),
                        entry,
                    }
                }
            }
        }
    }
}

#[component]
fn EntryView(entry: Entry, open: bool, scroll: bool, alone: bool, onrule: EventHandler<(String, String)>) -> Element {
    let lang = use_language();
    let mut lookup = use_context::<Signal<Lookup>>();
    let mut expanded = use_signal(|| open);
    let catalog = Catalog::get();
    let name = catalog.name(lang, &entry);
    let code = entry.rule().map(|r| r.code());
    let kind = match entry.kind {
        EntryKind::Glossary => label!(lang, "kind-glossary"),
        EntryKind::Rule => label!(lang, "kind-rule"),
        EntryKind::Ability => label!(lang, "kind-ability"),
    };
    let text = catalog.explanation(lang, &entry);
    let sources = catalog.sources(lang, &entry);
    let ruling = catalog.ruling(lang, &entry);
    let related = rules_of(&entry.id);
    // Each language here (on the web, those downloaded so far): never English under another's code.
    let all_names: Vec<(Language, String)> =
        Language::ALL.iter().filter(|l| catalog.has_names(**l)).map(|l| (*l, catalog.search_name(*l, &entry))).collect();
    let id = entry.id.clone();
    let toggle = {
        let id = id.clone();
        move |_| {
            let now = !*expanded.read();
            expanded.set(now);
            // The list remembers what is open, so Back from a rule finds it open.
            if !alone {
                lookup.write().set_open(&id, now);
            }
        }
    };
    rsx! {
        li { class: "entry", "data-testid": "entry-{id}",
            onmounted: move |e| async move {
                if scroll {
                    let _ = e.data().scroll_to(ScrollBehavior::Instant).await;
                }
            },
            button { class: "entry-head", onclick: toggle,
                if let Some(code) = code { span { class: "rule-code", "{code}" } }
                span { class: "entry-name", "{name}" }
                span { class: "badge", "{kind}" }
            }
            if *expanded.read() {
                div { class: "entry-body",
                    p { "{text}" }
                    if !related.is_empty() {
                        p { class: "entry-rules", "data-testid": "entry-rules",
                            strong { {label!(lang, "rules-related-label")} }
                            for rule in related {
                                button {
                                    key: "{rule.code()}",
                                    class: "link",
                                    "data-testid": "rule-link-{rule.message_id()}",
                                    onclick: { let id = id.clone(); move |_| onrule.call((rule.message_id().to_string(), id.clone())) },
                                    "{rule.code()}"
                                }
                            }
                        }
                    }
                    if let Some(ruling) = &ruling {
                        p { class: "ruling", "data-testid": "entry-ruling",
                            strong { {label!(lang, "rules-ruling-label")} }
                            " {ruling}"
                        }
                    }
                    if let Some(sources) = &sources {
                        p { class: "sources muted", "data-testid": "entry-sources",
                            strong { {label!(lang, "rules-sources-label")} }
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
