//! A player's army tools on the new-game screen: save it in the app, load a saved one,
//! send it as a file and read one back, and add a quick custom figure.

use super::LiveSession;
use super::Snack;
use dioxus::prelude::*;

use super::picker::{FilePicker, Picked};
use super::{show, use_language};
use dialkeeper_model::army::ArmyDraft;
use dialkeeper_model::army_file::{ArmyFile, ArmyFileError, MAX_ARMY_BYTES, read_army};
use dialkeeper_model::demo;
use dialkeeper_model::label;
use dialkeeper_model::session::Library;
use dialkeeper_model::text::army_file_error;

/// Save, load, export and import one player's army.
#[component]
pub fn ArmyFiles(index: usize, draft: Signal<ArmyDraft>) -> Element {
    let lang = use_language();
    let session = use_context::<LiveSession>();
    let armies = session.read().armies().unwrap_or_default().to_vec();
    let armies_for_load = armies.clone();
    let game_size = draft.read().game_size;
    let empty = draft.read().players[index].entries().is_empty();
    let mut exported = use_signal(|| None::<(String, String)>);
    let mut managing = use_signal(|| false);
    let mut deleting = use_signal(|| None::<i64>);
    let save = move |_| async move {
        let (name, army) = {
            let d = draft.read();
            (d.players[index].name.clone(), d.players[index].army())
        };
        let kept_name = name.clone();
        match super::errand::kept(async move { session.save_army(&kept_name, game_size, &army).await }).await {
            Ok(_) => show(Snack::Said(dialkeeper_model::text::army_saved(lang, &name))),
            Err(e) => super::show_fault(dialkeeper_model::text::store_error(lang, &e), &e, None),
        }
    };
    let export = move |_| async move {
        let file = {
            let d = draft.read();
            ArmyFile::new(&d.players[index].name, game_size, &d.players[index].army())
        };
        let (json, name) = (file.to_json(), file.file_name());
        let where_ = match dialkeeper_model::platform::export(&name, &json).await {
            Ok(to) => {
                dialkeeper_model::text::exported_sentence(lang, &to, &name, |path| dialkeeper_model::text::army_exported(lang, &path))
            }
            Err(e) => dialkeeper_model::text::export_failed(lang, e),
        };
        exported.set(Some((where_, json)));
    };
    let import = move |picked: Picked| async move {
        let read = picked
            .bytes(|bytes| army_file_error(lang, &ArmyFileError::TooLarge { bytes }), || dialkeeper_model::text::file_read_failed(lang))
            .and_then(|bytes| read_army(&bytes).map_err(|e| army_file_error(lang, &e)));
        let army = match read {
            Ok(army) => army,
            Err(message) => return show(Snack::Failed(message)),
        };
        let kept = army.clone();
        match super::errand::kept(async move { session.save_army(&kept.name, kept.game_size, &kept.army).await }).await {
            Ok(_) => {
                show(Snack::Said(dialkeeper_model::text::army_imported(lang, &army.name)));
                draft.write().players[index].load(&army.army);
            }
            Err(e) => super::show_fault(dialkeeper_model::text::store_error(lang, &e), &e, None),
        }
    };
    rsx! {
        div { class: "row",
            button { class: "big", "data-testid": "save-army-{index}", onclick: save, {label!(lang, "save-army")} }
            if !armies.is_empty() {
                select { "data-testid": "load-army-{index}", value: "",
                    onchange: move |e| {
                        let chosen = e.value().parse::<i64>().ok();
                        if let Some(army) = chosen.and_then(|id| armies_for_load.iter().find(|a| a.id == id)) {
                            draft.write().players[index].load(&army.army);
                        }
                    },
                    option { value: "", {label!(lang, "load-army")} }
                    for a in armies.iter() {
                        option { key: "{a.id}", value: "{a.id}", {dialkeeper_model::text::army_option(lang, &a.name, a.game_size, a.army.len())} }
                    }
                }
            }
        }
        div { class: "row",
            if !empty {
                button { class: "big", "data-testid": "export-army-{index}", onclick: export, {label!(lang, "army-export")} }
            }
            label { class: "big file-button", "data-testid": "import-army-label-{index}",
                {label!(lang, "army-import")}
                FilePicker { testid: "import-army-{index}", accept: "application/json", limit: MAX_ARMY_BYTES, onpick: import }
            }
        }
        if !armies.is_empty() {
            button { class: "link", "data-testid": "manage-armies-{index}", "aria-expanded": "{managing}",
                onclick: move |_| managing.set(!managing()),
                {label!(lang, "armies-manage")}
            }
        }
        if managing() {
            ul { class: "saved-armies", "data-testid": "saved-armies-{index}",
                for a in armies.iter().cloned() {
                    li { key: "{a.id}", class: "saved-army",
                        span { {dialkeeper_model::text::army_option(lang, &a.name, a.game_size, a.army.len())} }
                        if deleting() == Some(a.id) {
                            span { class: "confirm", "data-testid": "army-delete-confirm-{a.id}",
                                {dialkeeper_model::text::army_delete_question(lang, &a.name)} " "
                                button { class: "big", "data-testid": "army-delete-keep-{a.id}", onclick: move |_| deleting.set(None), {label!(lang, "army-delete-keep")} }
                                button { class: "big danger", "data-testid": "army-delete-yes-{a.id}",
                                    onclick: {
                                        let name = a.name.clone();
                                        move |_| {
                                            let name = name.clone();
                                            deleting.set(None);
                                            async move {
                                                match super::errand::kept(async move { session.delete_army(a.id).await }).await {
                                                    Ok(()) => show(Snack::Said(dialkeeper_model::text::army_deleted(lang, &name))),
                                                    Err(e) => super::show_fault(dialkeeper_model::text::store_error(lang, &e), &e, None),
                                                }
                                            }
                                        }
                                    },
                                    {label!(lang, "army-delete")}
                                }
                            }
                        } else {
                            button { class: "big danger", "data-testid": "army-delete-{a.id}", onclick: move |_| deleting.set(Some(a.id)), {label!(lang, "army-delete")} }
                        }
                    }
                }
            }
        }
        if let Some((where_, json)) = exported.read().clone() {
            div { class: "panel", "data-testid": "army-export-panel-{index}",
                p { "{where_}" }
                textarea { rows: "4", readonly: true, value: "{json}" }
                button { class: "link", onclick: move |_| exported.set(None), {label!(lang, "dismiss")} }
            }
        }
    }
}

/// A figure made on the spot: a name, its cost, one set of stats on every click.
#[derive(Debug, Clone, PartialEq)]
struct Quick {
    name: String,
    points: u16,
    speed: u8,
    attack: u8,
    defense: u8,
    damage: u8,
    clicks: u8,
}

impl Default for Quick {
    fn default() -> Quick {
        Quick { name: String::new(), points: 30, speed: 8, attack: 9, defense: 16, damage: 2, clicks: 6 }
    }
}

/// The quick custom figure form of one player.
#[component]
pub fn QuickFigure(index: usize, draft: Signal<ArmyDraft>) -> Element {
    let lang = use_language();
    let mut open = use_signal(|| false);
    let mut quick = use_signal(Quick::default);
    let q = quick.read().clone();
    let clamp = |v: i64, max: i64| v.clamp(0, max) as u8;
    rsx! {
        button { class: "link", "data-testid": "quick-open-{index}", onclick: move |_| { let o = *open.read(); open.set(!o) }, {label!(lang, "quick-figure")} }
        if *open.read() {
            div { class: "quick",
                input { placeholder: label!(lang, "figure-name"), "data-testid": "quick-name-{index}", value: "{q.name}", oninput: move |e| quick.write().name = e.value() }
                NumberField { label: label!(lang, "points-label"), value: q.points as i64, oninput: move |v: i64| quick.write().points = v.clamp(1, 1000) as u16 }
                NumberField { label: label!(lang, "stat-speed"), value: q.speed as i64, oninput: move |v: i64| quick.write().speed = clamp(v, 30) }
                NumberField { label: label!(lang, "stat-attack"), value: q.attack as i64, oninput: move |v: i64| quick.write().attack = clamp(v, 30) }
                NumberField { label: label!(lang, "stat-defense"), value: q.defense as i64, oninput: move |v: i64| quick.write().defense = clamp(v, 30) }
                NumberField { label: label!(lang, "stat-damage"), value: q.damage as i64, oninput: move |v: i64| quick.write().damage = clamp(v, 10) }
                NumberField { label: label!(lang, "clicks-label"), value: q.clicks as i64, oninput: move |v: i64| quick.write().clicks = v.clamp(1, 20) as u8 }
                button { class: "big", "data-testid": "quick-add-{index}",
                    onclick: move |_| {
                        let q = quick.read().clone();
                        let name = if q.name.trim().is_empty() { label!(lang, "quick-figure") } else { q.name.trim().to_string() };
                        let figure = demo::quick_figure(&name, q.points, (q.speed, q.attack, q.defense, q.damage), q.clicks, 0);
                        draft.write().players[index].add(figure);
                    },
                    {label!(lang, "add")}
                }
            }
        }
    }
}

#[component]
fn NumberField(label: String, value: i64, oninput: EventHandler<i64>) -> Element {
    rsx! {
        label { class: "number",
            span { "{label}" }
            input { r#type: "number", inputmode: "numeric", value: "{value}",
                oninput: move |e| { if let Ok(v) = e.value().parse() { oninput.call(v) } } }
        }
    }
}
