//! Picking a figure for an army, made for a phone: a search box over the whole catalog,
//! ranked as the figures screen ranks it, the figures picked lately as a row of chips
//! above it, a faction filter, and each row with its points, factions and set. A pick
//! adds the figure and clears the search, ready for the next one.
//!
//! The picker holds still under the finger (issue 35): the list's order never depends on
//! the picks, the chips are the picks made before it opened (a pick made here does not
//! add a chip), the line saying what was added always takes its room, and the list
//! scrolls with the page, not inside it, so the same spot tapped again is the same figure.

use dialkeeper_core::FigureDef;
use dioxus::prelude::*;

use super::use_language;
use dialkeeper_model::figure_search::ranked;
use dialkeeper_model::label;
use dialkeeper_model::recent_picks::RecentPicks;

/// Rows shown at once: enough to scroll a little, few enough to draw at once on a phone.
const ROWS: usize = 30;

/// The recent picks of this run of the app, shared by every player's picker (provided by
/// the frame). Not stored: the session has no setting for them yet.
pub type RecentSignal = Signal<RecentPicks>;

/// The "Add a figure" button of one player's army, and the picker it opens.
#[component]
pub fn FigurePicker(index: usize, catalog: Vec<FigureDef>, onpick: EventHandler<FigureDef>) -> Element {
    let lang = use_language();
    let mut open = use_signal(|| false);
    let mut query = use_signal(String::new);
    let mut faction = use_signal(String::new);
    let mut added = use_signal(|| None::<String>);
    let local = use_signal(RecentPicks::default);
    let mut recent = try_use_context::<RecentSignal>().unwrap_or(local);
    // The recent picks as they were when the picker opened: picking here adds no chip.
    let mut chips = use_signal(Vec::<FigureDef>::new);
    if !open() {
        let catalog = catalog.clone();
        return rsx! {
            button { class: "big wide", "data-testid": "add-figure-{index}",
                onclick: move |_| {
                    let (lately, _) = recent.peek().split(catalog.iter().collect(), |f| *f);
                    chips.set(lately.into_iter().cloned().collect());
                    open.set(true);
                },
                "+ " {label!(lang, "add-figure")}
            }
        };
    }
    let mut factions: Vec<String> = catalog.iter().flat_map(|f| f.factions.iter().cloned()).collect();
    factions.sort_by_cached_key(|f| (dialkeeper_i18n::fold(f), f.clone()));
    factions.dedup();
    let typed = query.read().clone();
    let chosen = faction.read().clone();
    let kept = catalog.iter().enumerate().filter(|(_, f)| chosen.is_empty() || f.factions.contains(&chosen));
    let hits = ranked(kept, &typed, |(_, f)| *f);
    let count = hits.len();
    let rows: Vec<_> = hits.into_iter().take(ROWS).collect();
    let shown = rows.len();
    let mut pick = move |f: FigureDef| {
        recent.write().note(&f);
        added.set(Some(f.name.clone()));
        query.set(String::new());
        onpick.call(f);
    };
    let lately = chips.read().clone();
    // Always there, so the first pick does not push the list down.
    let said = added.read().clone().map_or("\u{a0}".to_string(), |name| dialkeeper_model::text::pick_added(lang, &name));
    rsx! {
        div { class: "figure-picker", "data-testid": "picker-{index}",
            div { class: "picker-head",
                strong { {label!(lang, "add-figure")} }
                button { class: "link", "data-testid": "pick-done-{index}", onclick: move |_| { open.set(false); added.set(None) }, {label!(lang, "done")} }
            }
            if !lately.is_empty() {
                div { class: "picker-recent", role: "group", "aria-label": label!(lang, "pick-recent"), "data-testid": "pick-recent-{index}",
                    span { class: "picker-label", {label!(lang, "pick-recent")} }
                    for (at, f) in lately.into_iter().enumerate() {
                        button { key: "{at}", class: "chip", "data-testid": "pick-chip-{index}", "data-name": "{f.name}",
                            "aria-label": dialkeeper_model::text::catalog_option(lang, &f.name, f.points),
                            onclick: move |_| pick(f.clone()),
                            "{f.name}"
                        }
                    }
                }
            }
            input {
                class: "search",
                r#type: "search",
                "data-testid": "pick-search-{index}",
                "aria-label": label!(lang, "choose-figure"),
                placeholder: label!(lang, "search-placeholder"),
                "aria-describedby": "pick-search-hint-{index}",
                value: "{typed}",
                oninput: move |e| query.set(e.value()),
            }
            p { id: "pick-search-hint-{index}", class: "muted small search-hint", {label!(lang, "figure-search-hint")} }
            if factions.len() > 1 {
                select { "aria-label": label!(lang, "pick-faction"), "data-testid": "pick-faction-{index}",
                    onchange: move |e| faction.set(e.value()),
                    option { value: "", selected: chosen.is_empty(), {label!(lang, "pick-every-faction")} }
                    for f in factions {
                        option { key: "{f}", value: "{f}", selected: chosen == f, "{f}" }
                    }
                }
            }
            p { class: "muted picker-added", role: "status", "data-testid": "pick-added-{index}", "{said}" }
            if !rows.is_empty() {
                ul { class: "picks",
                    for (at, f) in rows {
                        PickRow { key: "{at}", index, figure: f.clone(), onpick: move |f: FigureDef| pick(f) }
                    }
                }
            }
            if count == 0 {
                p { class: "muted", "data-testid": "pick-none-{index}", {label!(lang, "pick-none")} }
            } else if shown < count {
                p { class: "muted", {dialkeeper_model::text::pick_more(lang, shown, count)} }
            }
        }
    }
}

/// One figure of the list: its name, points, factions and set; a tap picks it.
#[component]
fn PickRow(index: usize, figure: FigureDef, onpick: EventHandler<FigureDef>) -> Element {
    let lang = use_language();
    let label = dialkeeper_model::text::catalog_option(lang, &figure.name, figure.points);
    let about: Vec<String> = figure.factions.iter().cloned().chain([figure.set.clone()]).filter(|s| !s.is_empty()).collect();
    let about = about.join(" · ");
    let name = figure.name.clone();
    rsx! {
        li {
            button { class: "pick", "data-testid": "pick-{index}", "data-name": "{name}", title: "{label}",
                onclick: move |_| onpick.call(figure.clone()),
                span { class: "pick-name", "{name}" }
                span { class: "badge", {dialkeeper_model::text::points(lang, figure.points)} }
                if !about.is_empty() {
                    span { class: "pick-about muted", "{about}" }
                }
            }
        }
    }
}
