//! The dial editor screen: create a figure, or fix one from the feed. It only edits a
//! [`Draft`]; the draft lives in a context signal so switching tabs keeps what was typed.

use super::LiveSession;
use super::Snack;
use dialkeeper_core::{Ability, AbilitySymbol, Intelligence, MountType, Proficiency, Rank, Section, SpeedType, StatSlot};
use dioxus::prelude::*;

use super::{show, use_language};
use dialkeeper_model::editor::{Draft, Kind, MAX_CLICKS, PointValueDraft, StatPlace};
use dialkeeper_model::label;
use dialkeeper_model::session::{FigureRow, Library};
use dialkeeper_model::text;
use dialkeeper_model::text::{editor_problem, proficiency_label, section_label, stat_label, stat_place};

/// The figure being edited: the catalog row it will replace (none for a new figure),
/// the draft, and where the player is in it.
#[derive(Debug, Clone, PartialEq)]
pub struct Editing {
    /// The catalog row saved over, or `None` to add a figure.
    pub row: Option<FigureRow>,
    /// What the player has typed.
    pub draft: Draft,
    /// Whether they tried to save: problems show from then on.
    pub tried: bool,
    /// The section dial shown, for colossals.
    pub section: usize,
    /// The stat box whose ability colour the picker sets: (dial, click, slot).
    pub selected: Option<(usize, usize, StatSlot)>,
}

impl Editing {
    /// Starts editing: a new figure, or a copy of an existing one.
    pub fn new(row: Option<FigureRow>, draft: Draft) -> Editing {
        Editing { row, draft, tried: false, section: 0, selected: None }
    }
}

/// The context signal holding the figure being edited, if any.
pub type EditingSignal = Signal<Option<Editing>>;

/// Opens the editor (from an event handler).
pub fn open(row: Option<FigureRow>, draft: Draft) {
    // An old message would cover the editor's Save bar.
    consume_context::<Signal<Option<super::Toast>>>().set(None);
    consume_context::<EditingSignal>().set(Some(Editing::new(row, draft)));
}

fn toggle<T: PartialEq>(list: &mut Vec<T>, item: T) {
    if let Some(i) = list.iter().position(|x| *x == item) {
        list.remove(i);
    } else {
        list.push(item);
    }
}

/// The editor screen; shown by the figures tab while a figure is being edited.
#[component]
pub fn EditorScreen() -> Element {
    let lang = use_language();
    let mut editing = use_context::<EditingSignal>();
    let session = use_context::<LiveSession>();
    let mut confirm_delete = use_signal(|| false);
    let Some(state) = editing.read().clone() else { return rsx! {} };
    let d = state.draft.clone();
    let problems = if state.tried { d.build().err().unwrap_or_default() } else { Vec::new() };
    let title =
        if state.row.is_some() { dialkeeper_model::text::editor_title_edit(lang, &d.name) } else { label!(lang, "editor-title-new") };
    let save = move |_| async move {
        let Some(state) = editing.read().clone() else { return };
        match state.draft.build() {
            Ok(def) => {
                match super::errand::kept(async move { session.save_figure(state.row, &def).await.map(|_| def) }).await {
                    Ok(def) => {
                        editing.set(None);
                        show(Snack::Said(dialkeeper_model::text::editor_saved(lang, &def.name)));
                    }
                    // Nothing is lost: the draft stays open.
                    Err(e) => super::show_fault(dialkeeper_model::text::store_error(lang, &e), &e, None),
                }
            }
            Err(_) => {
                if let Some(e) = editing.write().as_mut() {
                    e.tried = true;
                }
            }
        }
    };
    let sectioned = d.kind.sectioned();
    rsx! {
        section { class: "editor", "data-testid": "editor",
            h1 { "{title}" }
            div { class: "choices", role: "radiogroup", "aria-label": label!(lang, "editor-kind"),
                for kind in Kind::ALL {
                    button { key: "{kind:?}", class: if d.kind == kind { "choice on" } else { "choice" },
                        role: "radio", "aria-checked": "{d.kind == kind}", "data-testid": format!("editor-kind-{}", <&str>::from(kind)),
                        onclick: move |_| edit_draft(move |d| d.kind = kind),
                        {text::figure_kind_name(lang, kind)}
                    }
                }
            }
            TextField { label: label!(lang, "editor-name"), value: d.name.clone(), testid: "editor-name", oninput: move |v: String| edit_draft(move |d| d.name = v) }
            div { class: "field-row",
                TextField { label: label!(lang, "editor-number"), value: d.collector_number.clone(), testid: "editor-number", oninput: move |v: String| edit_draft(move |d| d.collector_number = v) }
                TextField { label: label!(lang, "editor-set"), value: d.set.clone(), testid: "editor-set", oninput: move |v: String| edit_draft(move |d| d.set = v) }
            }
            TextField { label: label!(lang, "editor-factions"), value: d.factions.clone(), testid: "editor-factions", oninput: move |v: String| edit_draft(move |d| d.factions = v) }
            div { class: "field-row",
                label { class: "field", {label!(lang, "editor-rank")}
                    select { "data-testid": "editor-rank",
                        onchange: move |e| { let i: usize = e.value().parse().unwrap_or(1); edit_draft(move |d| d.rank = Rank::ALL[i.min(Rank::ALL.len() - 1)]) },
                        for (i, rank) in Rank::ALL.iter().enumerate() {
                            option { key: "{i}", value: "{i}", selected: d.rank == *rank, {text::rank_name(lang, *rank)} }
                        }
                    }
                }
                if !sectioned {
                    TextField { label: label!(lang, "editor-points"), value: d.points.clone(), numeric: true, testid: "editor-points", oninput: move |v: String| edit_draft(move |d| d.points = v) }
                }
            }
            div { class: "field-row",
                TextField { label: label!(lang, "editor-range"), value: d.range.clone(), numeric: true, testid: "editor-range", oninput: move |v: String| edit_draft(move |d| d.range = v) }
                TextField { label: label!(lang, "editor-targets"), value: d.targets.clone(), numeric: true, testid: "editor-targets", oninput: move |v: String| edit_draft(move |d| d.targets = v) }
            }
            label { class: "field", {label!(lang, "editor-speed-type")}
                if d.kind == Kind::Chariot {
                    span { class: "muted", "data-testid": "editor-chariot-wheel", {label!(lang, "editor-chariot-wheel")} }
                } else {
                    select { "data-testid": "editor-speed-type",
                        onchange: move |e| { let i: usize = e.value().parse().unwrap_or(0); edit_draft(move |d| d.speed_type = SpeedType::ALL[i.min(SpeedType::ALL.len() - 1)]) },
                        for (i, speed) in SpeedType::ALL.iter().enumerate() {
                            option { key: "{i}", value: "{i}", selected: d.speed_type == *speed, {text::speed_type_name(lang, *speed)} }
                        }
                    }
                }
            }
            fieldset { class: "chips",
                legend { {label!(lang, "editor-proficiencies")} }
                for p in Proficiency::ALL {
                    button { key: "{p:?}", class: if d.proficiencies.contains(&p) { "choice on" } else { "choice" },
                        "aria-pressed": "{d.proficiencies.contains(&p)}",
                        onclick: move |_| edit_draft(move |d| toggle(&mut d.proficiencies, p)),
                        {proficiency_label(lang, p)}
                    }
                }
            }
            match d.kind {
                Kind::Mount => rsx! { MountFields { draft: d.clone() } },
                Kind::Rider => rsx! { RiderFields { draft: d.clone() } },
                Kind::Colossal | Kind::Chariot => rsx! { PointValues { draft: d.clone() } },
                Kind::Standard => rsx! {},
            }
            DialEditor { state: state.clone() }
            if !problems.is_empty() {
                div { class: "banner warning", role: "alert", "data-testid": "editor-problems",
                    p { strong { {label!(lang, "editor-problems-title")} } }
                    ul {
                        for (i, problem) in problems.iter().enumerate() {
                            li { key: "{i}", "data-testid": "editor-problem", {editor_problem(lang, problem)} }
                        }
                    }
                }
            }
            div { class: "row editor-actions",
                button { class: "big", "data-testid": "editor-cancel", onclick: move |_| editing.set(None), {label!(lang, "cancel")} }
                button { class: "big primary", "data-testid": "editor-save", onclick: save, {label!(lang, "editor-save")} }
            }
            if state.row.is_some() {
                button { class: "big danger", "data-testid": "editor-delete", onclick: move |_| confirm_delete.set(true), {label!(lang, "editor-delete")} }
            }
            if *confirm_delete.read() {
                div { class: "modal", role: "dialog", "aria-modal": "true", "aria-labelledby": "editor-delete-question", "data-testid": "editor-confirm-delete",
                    div { class: "modal-box",
                        p { id: "editor-delete-question", {dialkeeper_model::text::editor_delete_confirm(lang, &d.name)} }
                        div { class: "row",
                            button { class: "big", onclick: move |_| confirm_delete.set(false), {label!(lang, "cancel")} }
                            button { class: "big danger", "data-testid": "editor-delete-yes",
                                onclick: move |_| async move {
                                    confirm_delete.set(false);
                                    let Some(row) = state.row else { return };
                                    match super::errand::kept(async move { session.delete_figure(row).await }).await {
                                        Ok(()) => {
                                            editing.set(None);
                                            show(Snack::Said(label!(lang, "editor-deleted")));
                                        }
                                        Err(e) => super::show_fault(dialkeeper_model::text::store_error(lang, &e), &e, None),
                                    }
                                },
                                {label!(lang, "delete")}
                            }
                        }
                    }
                }
            }
        }
    }
}

/// A labelled text box; numbers are typed as text so whatever the player types is kept
/// and explained, never silently dropped.
#[component]
fn TextField(label: String, value: String, testid: String, #[props(default)] numeric: bool, oninput: EventHandler<String>) -> Element {
    rsx! {
        label { class: "field",
            "{label}"
            input { value: "{value}", "data-testid": "{testid}", inputmode: if numeric { "numeric" } else { "text" },
                oninput: move |e| oninput.call(e.value()) }
        }
    }
}

/// Changes the draft being edited (from an event handler): every change goes through the
/// context signal, so what was typed survives leaving the screen.
fn edit_draft(f: impl FnOnce(&mut Draft)) {
    let mut editing = consume_context::<EditingSignal>();
    if let Some(e) = editing.write().as_mut() {
        f(&mut e.draft);
    }
}

#[component]
fn MountFields(draft: Draft) -> Element {
    let lang = use_language();
    rsx! {
        div { class: "panel", "data-testid": "editor-mount",
            label { class: "field", {text::editor_term(lang, text::EditorTerm::MountType)}
                select { "data-testid": "editor-mount-type",
                    onchange: move |e| { let i: usize = e.value().parse().unwrap_or(0); edit_draft(|d| d.mount_type = MountType::ALL[i.min(7)]) },
                    for (i, m) in MountType::ALL.iter().enumerate() {
                        option { key: "{i}", value: "{i}", selected: draft.mount_type == *m, {text::mount_type_name(lang, *m)} }
                    }
                }
            }
            label { class: "field", {text::editor_term(lang, text::EditorTerm::IntelligenceLevel)}
                select { "data-testid": "editor-intelligence",
                    onchange: move |e| { let i: usize = e.value().parse().unwrap_or(1); edit_draft(|d| d.intelligence = Intelligence::ALL[i.min(Intelligence::ALL.len() - 1)]) },
                    for (i, level) in Intelligence::ALL.iter().enumerate() {
                        option { key: "{i}", value: "{i}", selected: draft.intelligence == *level, {text::intelligence_name(lang, *level)} }
                    }
                }
            }
            DarkRiders { on: draft.dark_riders }
        }
    }
}

#[component]
fn DarkRiders(on: bool) -> Element {
    let lang = use_language();
    rsx! {
        label { class: "check",
            input { r#type: "checkbox", checked: on, "data-testid": "editor-dark-riders",
                onchange: move |e| { let v = e.checked(); edit_draft(|d| d.dark_riders = v) } }
            {text::editor_term(lang, text::EditorTerm::DarkRiders)}
        }
    }
}

#[component]
fn RiderFields(draft: Draft) -> Element {
    let lang = use_language();
    rsx! {
        div { class: "panel", "data-testid": "editor-rider",
            TextField { label: text::editor_term(lang, text::EditorTerm::RiderAttackBonus), value: draft.attack_bonus.clone(), numeric: true, testid: "editor-attack-bonus",
                oninput: move |v: String| edit_draft(|d| d.attack_bonus = v) }
            fieldset { class: "chips",
                legend { {label!(lang, "editor-symbols")} }
                for m in MountType::ALL {
                    button { key: "{m:?}", class: if draft.symbols.contains(&m) { "choice on" } else { "choice" },
                        "aria-pressed": "{draft.symbols.contains(&m)}", "data-testid": format!("editor-symbol-{}", <&str>::from(m)),
                        onclick: move |_| edit_draft(|d| toggle(&mut d.symbols, m)),
                        {text::mount_type_name(lang, m)}
                    }
                }
            }
            DarkRiders { on: draft.dark_riders }
        }
    }
}

#[component]
fn PointValues(draft: Draft) -> Element {
    let lang = use_language();
    rsx! {
        div { class: "panel", "data-testid": "editor-point-values",
            h2 { {label!(lang, "editor-point-values")} }
            p { class: "muted", {label!(lang, "editor-point-values-hint")} }
            for (i, pv) in draft.point_values.iter().enumerate() {
                div { key: "{i}", class: "field-row",
                    TextField { label: label!(lang, "editor-point-value-points"), value: pv.points.clone(), numeric: true, testid: "editor-pv-points-{i}",
                        oninput: move |v: String| edit_draft(|d| d.point_values[i].points = v) }
                    TextField { label: label!(lang, "editor-point-value-clicks"), value: pv.clicks.clone(), numeric: true, testid: "editor-pv-clicks-{i}",
                        oninput: move |v: String| edit_draft(|d| d.point_values[i].clicks = v) }
                    button { class: "link", "aria-label": label!(lang, "remove"), onclick: move |_| edit_draft(|d| { d.point_values.remove(i); }), "×" }
                }
            }
            button { class: "big", "data-testid": "editor-add-point-value",
                onclick: move |_| edit_draft(|d| d.point_values.push(PointValueDraft { points: String::new(), clicks: "0".into() })),
                "+ " {label!(lang, "editor-add-point-value")}
            }
        }
    }
}

/// The dial grid: one row per click, a box per stat, the starting marker, and the
/// ability picker for the box last tapped.
#[component]
fn DialEditor(state: Editing) -> Element {
    let lang = use_language();
    let mut editing = use_context::<EditingSignal>();
    let d = &state.draft;
    let sectioned = d.kind.sectioned();
    let dial_index = if sectioned { state.section.min(3) } else { 0 };
    let dial = d.dials[dial_index].clone();
    let section = sectioned.then(|| Section::ALL[dial_index]);
    let selected = state.selected.filter(|(di, click, _)| *di == dial_index && *click < dial.clicks.len());
    rsx! {
        div { class: "panel", "data-testid": "editor-dial",
            h2 { {text::editor_term(lang, text::EditorTerm::CombatDial)} }
            if sectioned {
                div { class: "choices", role: "tablist",
                    for s in Section::ALL {
                        button { key: "{s:?}", class: if s.index() == dial_index { "choice on" } else { "choice" }, role: "tab",
                            "data-testid": format!("editor-section-{}", <&str>::from(s)),
                            onclick: move |_| { if let Some(e) = editing.write().as_mut() { e.section = s.index(); e.selected = None; } },
                            {section_label(lang, s)}
                        }
                    }
                }
            }
            p { class: "muted small-print", {label!(lang, "editor-dial-hint")} }
            table { class: "dial-table editor-grid",
                thead { tr {
                    th { "#" }
                    for slot in StatSlot::ALL { th { key: "{slot:?}", {stat_label(lang, slot)} } }
                    th { {label!(lang, "editor-start")} }
                    th { span { class: "sr-only", {label!(lang, "remove")} } }
                } }
                tbody {
                    for (c, click) in dial.clicks.iter().enumerate() {
                        tr { key: "{dial_index}-{c}",
                            td { "{c + 1}" }
                            for (s, slot) in StatSlot::ALL.into_iter().enumerate() {
                                td { key: "{s}", class: ability_class(click.stats[s].ability, selected == Some((dial_index, c, slot))),
                                    input { class: "stat-box", value: "{click.stats[s].value}", inputmode: "numeric", size: "2",
                                        "aria-label": stat_place(lang, &StatPlace { section, click: c, slot }),
                                        "data-testid": "editor-stat-{c}-{s}",
                                        onfocus: move |_| { if let Some(e) = editing.write().as_mut() { e.selected = Some((dial_index, c, slot)); } },
                                        oninput: move |e| { let v = e.value(); edit_draft(|d| d.dials[dial_index].clicks[c].stats[s].value = v) },
                                    }
                                }
                            }
                            td {
                                input { r#type: "radio", name: "start-{dial_index}", checked: dial.start == c,
                                    "aria-label": label!(lang, "editor-start"), "data-testid": "editor-start-{c}",
                                    onchange: move |_| edit_draft(|d| d.dials[dial_index].start = c) }
                            }
                            td {
                                if dial.clicks.len() > 1 {
                                    button { class: "link", "aria-label": dialkeeper_model::text::editor_remove_click(lang, c + 1), "data-testid": "editor-remove-click-{c}",
                                        onclick: move |_| {
                                            if let Some(e) = editing.write().as_mut() {
                                                e.draft.dials[dial_index].remove_click(c);
                                                e.selected = None;
                                            }
                                        },
                                        "×"
                                    }
                                }
                            }
                        }
                    }
                    tr { class: "ko-row", td { colspan: "7", "☠ " {label!(lang, "editor-ko-row")} } }
                }
            }
            if dial.clicks.len() < MAX_CLICKS {
                button { class: "big", "data-testid": "editor-add-click", onclick: move |_| edit_draft(|d| d.dials[dial_index].add_click()),
                    "+ " {label!(lang, "editor-add-click")}
                }
            }
            if let Some((_, c, slot)) = selected {
                AbilityPicker { dial: dial_index, click: c, slot, section, current: dial.clicks[c].stats[slot as usize].ability }
            }
        }
    }
}

fn ability_class(ability: Option<Ability>, selected: bool) -> String {
    let colour = ability.map(|a| format!("ab-{}", a.color().code())).unwrap_or_default();
    if selected { format!("{colour} selected") } else { colour }
}

/// The ability colour of one stat box: the abilities printed on that stat, then circles.
#[component]
fn AbilityPicker(dial: usize, click: usize, slot: StatSlot, section: Option<Section>, current: Option<Ability>) -> Element {
    let lang = use_language();
    let name = |a: &Ability| text::ability_name(lang, *a);
    let mut on_slot: Vec<Ability> = Ability::ALL.into_iter().filter(|a| a.slot() == Some(slot)).collect();
    let mut circles: Vec<Ability> = Ability::ALL.into_iter().filter(|a| a.symbol() == AbilitySymbol::Circle).collect();
    on_slot.sort_by_key(|a| name(a));
    circles.sort_by_key(|a| name(a));
    let place = stat_place(lang, &StatPlace { section, click, slot });
    rsx! {
        label { class: "field", "data-testid": "editor-ability",
            {dialkeeper_model::text::editor_ability_for(lang, &place)}
            select { "data-testid": "editor-ability-select",
                onchange: move |e| {
                    let chosen = Ability::ALL.into_iter().find(|a| a.message_id() == e.value());
                    edit_draft(|d| d.dials[dial].clicks[click].stats[slot as usize].ability = chosen);
                },
                option { value: "", selected: current.is_none(), {label!(lang, "editor-ability-none")} }
                optgroup { label: label!(lang, "editor-abilities-slot"),
                    for a in on_slot {
                        option { key: "{a:?}", value: a.message_id(), selected: current == Some(a), {name(&a)} }
                    }
                }
                optgroup { label: label!(lang, "editor-abilities-circle"),
                    for a in circles {
                        option { key: "{a:?}", value: a.message_id(), selected: current == Some(a), {name(&a)} }
                    }
                }
            }
        }
    }
}
