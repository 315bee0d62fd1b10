//! The figure catalog: import the community dial feed from a file, search and filter,
//! and read a figure's whole dial click by click; an ability opens its rules text.

use super::LiveSession;
use dialkeeper_core::{FigureDef, Stat, StatSlot, StatValue};
use dialkeeper_feed::{FeedError, MAX_FEED_BYTES};
use dioxus::prelude::*;

use super::editor::{EditingSignal, EditorScreen};
use super::picker::{FilePicker, PhotoPicker, Picked};
use super::{Nav, use_language};
use dialkeeper_model::demo;
use dialkeeper_model::editor::Draft;
use dialkeeper_model::import::{ImportFeedError, ImportSummary};
use dialkeeper_model::label;
use dialkeeper_model::session::Library;
use dialkeeper_model::text::stat_label;

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Filter {
    All,
    Mounts,
    Riders,
    Colossals,
    Chariots,
}

impl Filter {
    fn keeps(self, f: &FigureDef) -> bool {
        match self {
            Filter::All => true,
            Filter::Mounts => f.is_mount(),
            Filter::Riders => f.is_rider(),
            Filter::Colossals => f.is_colossal(),
            Filter::Chariots => f.is_chariot(),
        }
    }
}

/// What the figures screen was showing: the search, the filter and the figure open, kept
/// above the screen (in the frame) so an ability's rule and Back find them as they were.
#[derive(Debug, Clone, PartialEq)]
pub struct FiguresView {
    query: String,
    filter: Filter,
    open: Option<String>,
}

impl Default for FiguresView {
    fn default() -> FiguresView {
        FiguresView { query: String::new(), filter: Filter::All, open: None }
    }
}

/// The figures screen.
#[cfg_attr(feature = "split", component(lazy))]
#[cfg_attr(not(feature = "split"), component)]
pub fn FiguresScreen() -> Element {
    let session = use_context::<LiveSession>();
    let editing = use_context::<EditingSignal>();
    let lang = use_language();
    let mut view = use_context::<Signal<FiguresView>>();
    let mut progress = use_signal(|| None::<(usize, usize)>);
    let mut outcome = use_signal(|| None::<Result<ImportSummary, String>>);
    // The figure open when the screen appeared (back from its ability's rule): shown in place.
    let open_at_start = use_hook(|| view.peek().open.clone());
    // A new input after each import, so picking the same file again fires a change.
    if editing.read().is_some() {
        return rsx! { EditorScreen {} };
    }
    // (key, figure, edited): `c<row>` for the player's catalog, `d<n>` for the demo figures.
    let listed = session.read().catalog().map(<[dialkeeper_model::session::CatalogFigure]>::to_vec);
    let (catalog, catalog_error) = match listed {
        Ok(catalog) => (catalog, None),
        Err(e) => (vec![], Some(dialkeeper_model::text::read_error(lang, &e))),
    };
    let stored: Vec<(String, FigureDef, bool)> = catalog.into_iter().map(|f| (format!("c{}", f.id), f.def, f.edited)).collect();
    let demo = demo::figures().into_iter().enumerate().map(|(i, f)| (format!("d{i}"), f, false));
    let q = view.read().query.clone();
    let current = view.read().filter;
    let open = view.read().open.clone();
    let kept = stored.into_iter().chain(demo).filter(|(_, f, _)| current.keeps(f));
    let shown: Vec<(String, FigureDef, bool)> = dialkeeper_model::figure_search::ranked(kept, &q, |(_, f, _)| f);
    let filters = [
        (Filter::All, label!(lang, "filter-all")),
        (Filter::Mounts, label!(lang, "filter-mounts")),
        (Filter::Riders, label!(lang, "filter-riders")),
        (Filter::Colossals, label!(lang, "filter-colossals")),
        (Filter::Chariots, label!(lang, "filter-chariots")),
    ];
    let on_file = move |picked: Picked| async move {
        progress.set(Some((0, 1)));
        outcome.set(None);
        let too_large =
            |size| dialkeeper_model::text::feed_error(lang, &ImportFeedError::Feed(FeedError::TooLarge { size, max: MAX_FEED_BYTES }));
        let result = match picked.bytes(too_large, || dialkeeper_model::text::file_read_failed(lang)) {
            Err(message) => Err(message),
            Ok(bytes) => {
                let (r, last) = super::errand::kept(async move {
                    let mut last = (0, 1);
                    let r = session.import_feed(&bytes, &mut |done, total| last = (done, total)).await;
                    (r, last)
                })
                .await;
                progress.set(Some(last));
                r.map_err(|e| dialkeeper_model::text::feed_error(lang, &e))
            }
        };
        outcome.set(Some(result));
        progress.set(None);
    };
    rsx! {
        section { class: "figures", "data-testid": "figures-screen",
            h1 { {label!(lang, "figures-title")} }
            label { class: "big primary file-button", "data-testid": "import-feed-label",
                {label!(lang, "import-feed")}
                FilePicker { testid: "import-feed", accept: "application/json", limit: MAX_FEED_BYTES, onpick: on_file }
            }
            p { class: "muted small-print", {label!(lang, "import-feed-hint")} }
            button { class: "big", "data-testid": "editor-new", onclick: move |_| super::editor::open(None, Draft::default()), "+ " {label!(lang, "editor-new")} }
            if let Some((done, total)) = *progress.read() {
                progress { "data-testid": "import-progress", max: "{total.max(1)}", value: "{done}" }
            }
            match outcome.read().clone() {
                Some(Ok(summary)) => rsx! { SummaryView { summary } },
                Some(Err(message)) => rsx! { div { class: "banner warning", role: "alert", "data-testid": "import-error", "{message}" } },
                None => rsx! {},
            }
            if let Some(message) = catalog_error {
                div { class: "banner warning", role: "alert", "data-testid": "catalog-error", "{message}" }
            }
            input {
                class: "search",
                r#type: "search",
                "data-testid": "figure-search",
                "aria-label": label!(lang, "figure-search-label"),
                placeholder: label!(lang, "search-placeholder"),
                "aria-describedby": "figure-search-hint",
                value: "{q}",
                oninput: move |e| view.write().query = e.value(),
            }
            // What a search looks in, said beside the field, where it fits at every text
            // size (a hint inside the field was cut: issue 48).
            p { id: "figure-search-hint", class: "muted small search-hint", {label!(lang, "figure-search-hint")} }
            div { class: "choices",
                for (f, label) in filters {
                    button { key: "{label}", class: if current == f { "choice on" } else { "choice" }, onclick: move |_| view.write().filter = f, "{label}" }
                }
            }
            p { class: "muted", {dialkeeper_model::text::figures_count(lang, shown.len())} }
            ul { class: "entries",
                for (key, figure, edited) in shown.into_iter().take(200) {
                    li { key: "{key}", class: "entry", "data-testid": "figure-row",
                        onmounted: { let here = open_at_start.as_deref() == Some(key.as_str()); move |e: MountedEvent| async move { if here { let _ = e.data().scroll_to(ScrollBehavior::Instant).await; } } },
                        button { class: "entry-head", onclick: { let key = key.clone(); move |_| { let mut v = view.write(); v.open = if v.open.as_deref() == Some(key.as_str()) { None } else { Some(key.clone()) } } },
                            span { class: "entry-name", "{figure.name}" }
                            if edited { span { class: "badge", "data-testid": "edited-badge", {label!(lang, "editor-edited-badge")} } }
                            span { class: "badge", {dialkeeper_model::text::points(lang, figure.points)} }
                        }
                        if open.as_deref() == Some(key.as_str()) {
                            FigureDetail { row: key.strip_prefix('c').and_then(|n| n.parse().ok()), figure }
                        }
                    }
                }
            }
        }
    }
}

#[component]
fn SummaryView(summary: ImportSummary) -> Element {
    let lang = use_language();
    rsx! {
        div { class: "panel", role: "status", "data-testid": "import-summary",
            p { strong {
                {dialkeeper_model::text::import_summary(lang, &summary)}
            } }
            if summary.kept > 0 { p { class: "muted", "data-testid": "import-kept", {dialkeeper_model::text::import_kept_edits(lang, summary.kept)} } }
            if summary.warnings > 0 { p { class: "muted", {dialkeeper_model::text::import_warnings(lang, summary.warnings)} } }
            ul {
                for s in summary.skipped.iter().take(50) {
                    li { key: "{s.index}", {dialkeeper_model::text::skip_sentence(lang, s)} }
                }
            }
        }
    }
}

/// A figure's facts, its portrait (catalog figures) and its whole dial.
#[component]
fn FigureDetail(row: Option<i64>, figure: FigureDef) -> Element {
    let lang = use_language();
    let session = use_context::<LiveSession>();
    let mut photo_error = use_signal(|| None::<String>);
    let portrait = row.and_then(|id| session.read().portrait(id).map(<[u8]>::to_vec));
    let on_photo = move |result: Result<Vec<u8>, String>| async move {
        let Some(id) = row else { return };
        match result {
            Ok(thumb) => {
                let saved = super::errand::kept(async move { session.set_portrait(id, thumb).await }).await;
                photo_error.set(saved.err().map(|e| dialkeeper_model::text::store_error(lang, &e)));
            }
            Err(message) => photo_error.set(Some(message)),
        }
    };
    let facts = dialkeeper_model::text::figure_facts(lang, &figure);
    // Each dial's abilities, once each in the order they first show, for its legend.
    let legends: Vec<Vec<(String, &'static str, String)>> = figure
        .dials
        .iter()
        .map(|dial| {
            let mut named: Vec<(String, &'static str, String)> = Vec::new();
            for click in dial.clicks().iter().take(dial.ko_index() as usize + 1) {
                for ability in click.stats().into_iter().filter_map(|stat| stat.ability) {
                    let id = ability.message_id().to_string();
                    if !named.iter().any(|n| n.0 == id) {
                        named.push((id, ability.color().code(), dialkeeper_model::text::ability_name(lang, ability)));
                    }
                }
            }
            named
        })
        .collect();
    rsx! {
        div { class: "entry-body", "data-testid": "figure-detail",
            p { class: "muted", "{facts}" }
            if let Some(jpeg) = &portrait {
                img { class: "portrait large", src: dialkeeper_model::portrait::data_url(jpeg), alt: "{figure.name}", "data-testid": "portrait" }
            }
            div { class: "row",
                button { class: "big", "data-testid": "figure-edit",
                    onclick: { let figure = figure.clone(); move |_| super::editor::open(row, Draft::from_def(&figure)) },
                    if row.is_some() { {label!(lang, "editor-edit")} } else { {label!(lang, "editor-copy")} }
                }
            }
            if row.is_some() {
                label { class: "big file-button", "data-testid": "portrait-label",
                    {label!(lang, "portrait-add")}
                    PhotoPicker { testid: "portrait-input", onpick: on_photo }
                }
            }
            if let Some(message) = photo_error.read().clone() {
                p { class: "banner warning", role: "alert", "data-testid": "portrait-error", "{message}" }
            }
            for (d, (dial, legend)) in figure.dials.iter().zip(legends).enumerate() {
                div { key: "{d}", class: "dial-view",
                    table { class: "dial-table",
                        thead { tr {
                            th { {label!(lang, "click-label")} }
                            for slot in StatSlot::ALL { th { key: "{slot:?}", {stat_label(lang, slot)} } }
                        } }
                        tbody {
                            for (i, click) in dial.clicks().iter().take(dial.ko_index() as usize + 1).enumerate() {
                                tr { key: "{i}", class: if i as u8 == dial.start() { "start" } else { "" },
                                    td { "{i + 1}" }
                                    for (s, stat) in click.stats().into_iter().enumerate() {
                                        StatCell { key: "{s}", stat, onability: move |id: String| super::follow(Nav::entry(id)) }
                                    }
                                }
                            }
                        }
                    }
                    // The dial's abilities named in full under it, each opening its rule: a
                    // cell holds a short name only where the text is small enough.
                    if !legend.is_empty() {
                        ul { class: "ability-names dial-legend",
                            for (id, color, name) in legend {
                                li { key: "{id}", class: "ability-name",
                                    span { class: "ability-swatch ab-{color}", "aria-hidden": "true" }
                                    button { class: "link", "data-testid": "legend-{id}",
                                        onclick: { let id = id.clone(); move |_| super::follow(Nav::entry(id.clone())) },
                                        "{name}"
                                    }
                                }
                            }
                        }
                    }
                }
            }
        }
    }
}

#[component]
fn StatCell(stat: Stat, onability: EventHandler<String>) -> Element {
    let lang = use_language();
    let value = match stat.value {
        StatValue::Number(n) => n.to_string(),
        StatValue::Skull => "☠".into(),
    };
    match stat.ability {
        None => rsx! { td { "{value}" } },
        Some(a) => {
            let name = dialkeeper_model::text::ability_name(lang, a);
            let color = a.color().code();
            let id = a.message_id().to_string();
            rsx! {
                td { class: "ab-{color}",
                    button { class: "ability-link", title: "{name}", "data-testid": "ability-{id}", onclick: move |_| onability.call(id.clone()),
                        "{value}"
                        span { class: "cell-ability", "{name}" }
                    }
                }
            }
        }
    }
}
