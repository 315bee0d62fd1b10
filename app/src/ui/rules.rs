//! Lookup: search the glossary, rules and abilities in every language; browse the rules
//! by chapter (CORE first); a glossary entry shows its name in all six languages, and a
//! term or an ability links to the rules that concern it. Back from an entry opened by a
//! link returns to where the player was: the term, the search (as typed), or the screen
//! that opened it (a figure's ability, a refusal's rule).

use std::sync::{Arc, Mutex};

use dialkeeper_i18n::{Catalog, Entry, EntryKind, Language, SearchIndex, rules_of};
use dioxus::prelude::*;

use super::{Nav, Screen, use_language};
use dialkeeper_model::label;

/// The Rules screen's own state, kept above the screen (in the frame) so a look at
/// another tab and back, or a rule opened from a term and Back, finds it as it was.
#[derive(Debug, Clone, Default, PartialEq)]
pub struct Lookup {
    /// The search as typed.
    query: String,
    /// Entries opened by a link on this screen, the last one shown; Back closes it.
    trail: Vec<String>,
    /// The visit of the Rules screen the trail belongs to: a new visit starts with none.
    visit: u64,
    /// The entries opened in the list, open again when the list shows again.
    open: Vec<String>,
    /// The list entry a link was followed from, scrolled to when Back shows the list.
    left_from: Option<String>,
}

/// The Rules tab shows the list (the search as typed), closing what links opened.
pub fn show_list() {
    consume_context::<Signal<Lookup>>().write().trail.clear();
}

/// The search index, built the first time the Rules screen opens and kept for the app's
/// run, so a look at a rule from a figure and back builds nothing again. On the web the
/// languages come one by one (`Catalog::has_language`): it is built again when the Rules
/// screen is drawn after one came, so a search finds every language's terms once all are here.
fn search_index() -> Arc<SearchIndex> {
    static INDEX: Mutex<Option<([bool; Language::ALL.len()], Arc<SearchIndex>)>> = Mutex::new(None);
    let catalog = Catalog::get();
    let here = Language::ALL.map(|l| catalog.has_language(l));
    let mut index = INDEX.lock().unwrap_or_else(|poisoned| poisoned.into_inner());
    match &*index {
        Some((built_over, built)) if *built_over == here => built.clone(),
        _ => {
            let built = Arc::new(SearchIndex::build(catalog));
            *index = Some((here, built.clone()));
            built
        }
    }
}

/// What the screen shows: the entry opened by the last link, or the list.
fn shown(lookup: &Lookup, visit: u64, focus: Option<&str>) -> Option<String> {
    let trail = if lookup.visit == visit { lookup.trail.as_slice() } else { &[] };
    trail.last().cloned().or_else(|| focus.map(str::to_string))
}

/// The rules and glossary screen. `visit` counts the times the screen was opened; Back
/// from an entry a link opened returns to the place the link was on ([`Nav::back`]).
#[component]
pub fn RulesScreen(visit: u64) -> Element {
    let lang = use_language();
    let mut nav = use_context::<Signal<Nav>>();
    let mut lookup = use_context::<Signal<Lookup>>();
    let index = search_index();
    let focus = nav.read().entry_id().map(str::to_string);
    let catalog = Catalog::get();
    let state = lookup.read().clone();
    let single = shown(&state, visit, focus.as_deref());
    let q = state.query.clone();
    let results: Vec<Entry> = match &single {
        Some(id) => catalog.entries().iter().filter(|e| &e.id == id).cloned().collect(),
        None if q.trim().is_empty() => catalog.entries().iter().filter(|e| e.kind == EntryKind::Rule).cloned().collect(),
        None => index.search(&q, lang, 40).into_iter().map(|h| h.entry).collect(),
    };
    let back = move |_| {
        let state = lookup.peek().clone();
        if state.visit == visit && !state.trail.is_empty() {
            lookup.write().trail.pop();
        } else {
            let (back, opened_at_entry) = (nav.peek().back(), nav.peek().entry_id().is_some());
            match back.filter(|b| b.screen != Screen::Rules) {
                Some(back) => nav.set(back),
                None if opened_at_entry => nav.set(Nav::to(Screen::Rules)),
                None => {}
            }
        }
    };
    let mut open_link = move |id: String, from_entry: String| {
        let listed = shown(&lookup.peek(), visit, nav.peek().entry_id()).is_none();
        let mut l = lookup.write();
        if l.visit != visit {
            l.visit = visit;
            l.trail.clear();
        }
        if listed {
            l.left_from = Some(from_entry);
        }
        l.trail.push(id);
    };
    let place = if single.is_some() { "alone-" } else { "" };
    let scroll_to = if single.is_none() { state.left_from.clone() } else { None };
    rsx! {
        section { class: "rules", "data-testid": "rules-screen",
            h1 { {label!(lang, "rules-title")} }
            input {
                class: "search",
                r#type: "search",
                "data-testid": "rules-search",
                placeholder: label!(lang, "search-placeholder"),
                "aria-describedby": "rules-search-hint",
                value: "{q}",
                oninput: move |e| {
                    let mut l = lookup.write();
                    l.query = e.value();
                    l.trail.clear();
                    l.left_from = None;
                    drop(l);
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
                        open: single.is_some() || state.open.contains(&entry.id),
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
        Language::ALL.iter().filter(|l| catalog.has_language(**l)).map(|l| (*l, catalog.name(*l, &entry))).collect();
    let id = entry.id.clone();
    let toggle = {
        let id = id.clone();
        move |_| {
            let now = !*expanded.read();
            expanded.set(now);
            // The list remembers what is open, so Back from a rule finds it open.
            if !alone {
                let mut l = lookup.write();
                l.open.retain(|o| *o != id);
                if now {
                    l.open.push(id.clone());
                }
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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_last_link_followed_is_shown_then_the_entry_the_screen_was_opened_on() {
        let mut lookup = Lookup { query: "désarçonner".into(), visit: 2, ..Lookup::default() };
        assert_eq!(shown(&lookup, 2, None), None, "the list");
        assert_eq!(shown(&lookup, 2, Some("ability-charge")).as_deref(), Some("ability-charge"));
        lookup.trail.push("rule-cav-22".into());
        assert_eq!(shown(&lookup, 2, Some("ability-charge")).as_deref(), Some("rule-cav-22"));
        assert_eq!(shown(&lookup, 3, Some("ability-charge")).as_deref(), Some("ability-charge"), "a new visit starts afresh");
        assert_eq!(shown(&lookup, 3, None), None);
    }
}
