//! The Rules screen's own state: the search as typed, the entries opened in the list, and
//! the trail of links followed from an entry, with where Back goes. Kept above the screen,
//! so a look at another tab and back, or a rule opened from a term and Back, finds it as
//! it was. It also keeps the search index for the app's run.

use std::sync::{Arc, Mutex};

use dialkeeper_i18n::{Catalog, Entry, EntryKind, Language, SearchIndex};

use crate::nav::{Nav, Screen};

/// How many results a search shows.
const RESULTS: usize = 40;

/// The Rules screen's state.
#[derive(Debug, Clone, Default, PartialEq)]
pub struct Lookup {
    /// The search as typed.
    pub query: String,
    /// Entries opened by a link on this screen, the last one shown; Back closes it.
    trail: Vec<String>,
    /// The visit of the Rules screen the trail belongs to: a new visit starts with none.
    visit: u64,
    /// The entries opened in the list, open again when the list shows again.
    open: Vec<String>,
    /// The list entry a link was followed from, scrolled to when Back shows the list.
    left_from: Option<String>,
    /// The search index, built the first time a search is made.
    index: Index,
}

/// The search index and the languages it was built over: on the web the languages come
/// one by one (and English's rest after the first screen), and it is built again once
/// another has come, so a search finds every language's terms once all are here. Shared
/// by the copies of a [`Lookup`], and filled behind a lock, so that drawing the results
/// only reads the screen's state (a write there drew the screen again, for ever).
#[derive(Clone, Default)]
struct Index(Arc<Mutex<Option<Built>>>);

type Built = (Here, Arc<SearchIndex>);

/// Which languages' names and Rules halves were here, and whether English was whole.
type Here = ([(bool, bool); Language::ALL.len()], bool);

impl Index {
    fn built(&self) -> Option<Arc<SearchIndex>> {
        self.0.lock().unwrap_or_else(|e| e.into_inner()).as_ref().map(|(_, built)| built.clone())
    }
}

impl std::fmt::Debug for Index {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(if self.built().is_some() { "Index(built)" } else { "Index(none)" })
    }
}

/// A cache, not part of what the screen shows.
impl PartialEq for Index {
    fn eq(&self, _: &Index) -> bool {
        true
    }
}

impl Lookup {
    /// The Rules tab shows the list (the search as typed), closing what links opened.
    pub fn show_list(&mut self) {
        self.trail.clear();
    }

    /// What the screen shows: the entry opened by the last link followed in this `visit`,
    /// else the entry the screen was opened on (`focus`), else the list (`None`).
    pub fn shown(&self, visit: u64, focus: Option<&str>) -> Option<String> {
        let trail = if self.visit == visit { self.trail.as_slice() } else { &[] };
        trail.last().cloned().or_else(|| focus.map(str::to_string))
    }

    /// The entries to show: the one shown alone, the search's results, or every rule.
    pub fn results(&self, lang: Language, visit: u64, focus: Option<&str>) -> Vec<Entry> {
        let catalog = Catalog::get();
        match self.shown(visit, focus) {
            Some(id) => catalog.entries().iter().filter(|e| e.id == id).cloned().collect(),
            None if self.query.trim().is_empty() => catalog.entries().iter().filter(|e| e.kind == EntryKind::Rule).cloned().collect(),
            None => self.index().search(&self.query, lang, RESULTS).into_iter().map(|h| h.entry).collect(),
        }
    }

    /// The index, built once for the languages here.
    fn index(&self) -> Arc<SearchIndex> {
        let catalog = Catalog::get();
        let here = (Language::ALL.map(|l| (catalog.has_names(l), catalog.has_rules(l))), catalog.english_whole());
        let mut index = self.index.0.lock().unwrap_or_else(|e| e.into_inner());
        match &*index {
            Some((built_over, built)) if *built_over == here => built.clone(),
            _ => {
                let built = Arc::new(SearchIndex::build(catalog));
                *index = Some((here, built.clone()));
                built
            }
        }
    }

    /// A new search typed: links followed are forgotten, and the screen shows the list.
    pub fn type_query(&mut self, query: String) {
        self.query = query;
        self.trail.clear();
        self.left_from = None;
    }

    /// A link followed from `from_entry` to entry `id` in this `visit`; `listed` when the
    /// list was showing (Back then scrolls back to `from_entry`).
    pub fn follow(&mut self, visit: u64, id: String, from_entry: String, listed: bool) {
        if self.visit != visit {
            self.visit = visit;
            self.trail.clear();
        }
        if listed {
            self.left_from = Some(from_entry);
        }
        self.trail.push(id);
    }

    /// Back from an entry shown alone: the last link's entry closes, or else the screen
    /// goes back to the place a link opened it from (`nav`), or to the list. The place to
    /// go, when the screen changes.
    pub fn back(&mut self, visit: u64, nav: &Nav) -> Option<Nav> {
        if self.visit == visit && !self.trail.is_empty() {
            self.trail.pop();
            return None;
        }
        match nav.back().filter(|b| b.screen != Screen::Rules) {
            Some(back) => Some(back),
            None => nav.entry_id().map(|_| Nav::to(Screen::Rules)),
        }
    }

    /// Whether an entry is open in the list.
    pub fn is_open(&self, id: &str) -> bool {
        self.open.iter().any(|o| o == id)
    }

    /// Opens or closes an entry of the list, so Back from a rule finds it as it was.
    pub fn set_open(&mut self, id: &str, open: bool) {
        self.open.retain(|o| o != id);
        if open {
            self.open.push(id.to_string());
        }
    }

    /// The list entry to scroll to when the list shows again after Back.
    pub fn scroll_to(&self, single: bool) -> Option<&str> {
        self.left_from.as_deref().filter(|_| !single)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::nav::Place;

    #[test]
    fn the_last_link_followed_is_shown_then_the_entry_the_screen_was_opened_on() {
        let mut lookup = Lookup { query: "désarçonner".into(), visit: 2, ..Lookup::default() };
        assert_eq!(lookup.shown(2, None), None, "the list");
        assert_eq!(lookup.shown(2, Some("ability-charge")).as_deref(), Some("ability-charge"));
        lookup.follow(2, "rule-cav-22".into(), "ability-charge".into(), false);
        assert_eq!(lookup.shown(2, Some("ability-charge")).as_deref(), Some("rule-cav-22"));
        assert_eq!(lookup.shown(3, Some("ability-charge")).as_deref(), Some("ability-charge"), "a new visit starts afresh");
        assert_eq!(lookup.shown(3, None), None);
    }

    #[test]
    fn back_closes_the_last_link_then_returns_where_the_entry_was_opened_from() {
        let mut lookup = Lookup::default();
        let nav = Nav::entry("ability-charge").from(Place { screen: Screen::Table, scroll: 250.0 });
        lookup.follow(1, "rule-core-16".into(), "ability-charge".into(), false);
        assert_eq!(lookup.back(1, &nav), None, "the link's entry closes first");
        assert_eq!(lookup.shown(1, nav.entry_id()).as_deref(), Some("ability-charge"));
        let back = lookup.back(1, &nav).unwrap();
        assert_eq!((back.screen, back.scroll), (Screen::Table, Some(250.0)));
        assert_eq!(Lookup::default().back(1, &Nav::entry("rule-core-01")), Some(Nav::to(Screen::Rules)), "opened on an entry from its tab");
        assert_eq!(Lookup::default().back(1, &Nav::to(Screen::Rules)), None);
    }

    #[test]
    fn a_search_finds_in_any_language_and_typing_forgets_the_links() {
        let mut lookup = Lookup::default();
        lookup.follow(1, "rule-cav-22".into(), "glossary-dismount".into(), true);
        lookup.type_query("désarçonner".into());
        assert_eq!(lookup.shown(1, None), None);
        let found = lookup.results(Language::En, 1, None);
        assert!(found.iter().any(|e| e.id.contains("dismount")), "{:?}", found.iter().map(|e| &e.id).collect::<Vec<_>>());
        let index = lookup.index.built().expect("built by the search");
        let _ = lookup.clone().results(Language::En, 1, None);
        assert!(Arc::ptr_eq(&lookup.index.built().unwrap(), &index), "built once, not for every search or copy");
    }
}
