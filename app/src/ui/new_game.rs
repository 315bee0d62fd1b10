//! Setting up a game: players (2–6), game size, and armies from the demo catalog or a
//! quick custom figure, with the build total checked against the game size.

use dialkeeper_core::{ArmyFigure, Command, FigureId, FigureKind, PlayerId, PlayerSetup, Setup, SetupError};
use dialkeeper_i18n::Language;
use dioxus::prelude::*;

use super::table::PLAYER_COLORS;
use super::{Nav, Screen, show, use_language};
use super::picker::{FilePicker, Picked};
use crate::army_file::{ArmyFile, ArmyFileError, MAX_ARMY_BYTES, read_army};
use crate::demo;
use crate::session::{Live, NewGameError, Outcome, Session};
use crate::tr;

#[derive(Debug, Clone, PartialEq)]
struct Draft {
    name: String,
    army: Vec<ArmyFigure>,
    /// A chariot's starting passenger (CHR-03): (chariot entry, passenger entry).
    passengers: Vec<(usize, usize)>,
}

/// The new-game screen.
#[component]
pub fn NewGameScreen() -> Element {
    let session = use_context::<Signal<Session>>();
    let mut nav = use_context::<Signal<Nav>>();
    let lang = use_language();
    let mut name = use_signal(|| tr!(lang, "new-game-default-name"));
    let mut size = use_signal(|| 200u16);
    let mut players = use_signal(|| {
        (1..=2).map(|n| Draft { name: tr!(lang, "player-default-name", number = n), army: vec![], passengers: vec![] }).collect::<Vec<_>>()
    });
    // The demo figures first, then the player's own catalog.
    let catalog = use_hook(|| {
        let mut all = demo::figures();
        // Without the catalog the demo figures still make a game; the Figures screen says why.
        all.extend(session.read().catalog().unwrap_or_default().iter().map(|c| c.def.clone()));
        all
    });
    let game_size = *size.read();
    let count = players.read().len();

    let start = move |_| async move {
        let setup = Setup {
            game_size: *size.read(),
            players: players.read().iter().map(|d| PlayerSetup { name: d.name.clone(), army: d.army.clone() }).collect(),
        };
        let game_name = name.read().clone();
        let duplicate = players.read().iter().flat_map(|d| crate::army::problems(&d.army)).next();
        if let Some(crate::army::ArmyProblem::UniqueTwice { name }) = duplicate {
            show(tr!(lang, "army-unique-twice", name = name), None, true, false);
            return;
        }
        super::wizard::close();
        match session.new_game(&game_name, setup).await {
            Ok(()) => {
                // Starting passengers ride in their chariots before the first action (CHR-03).
                let mut offset = 0u16;
                let deploys: Vec<Command> = players
                    .read()
                    .iter()
                    .flat_map(|d| {
                        let base = offset;
                        offset += d.army.len() as u16;
                        d.passengers.iter().map(move |&(chariot, passenger)| Command::DeployPassenger {
                            figure: FigureId(base + passenger as u16),
                            chariot: FigureId(base + chariot as u16),
                        })
                    })
                    .collect();
                for command in deploys {
                    if let Outcome::Refused(v) = session.dispatch(command).await {
                        show(crate::text::violation_sentence(lang, session.peek().game(), &v), Some(v.rule()), true, false);
                    }
                }
                nav.set(Nav { screen: Screen::Table, focus: None });
            }
            Err(NewGameError::Setup(e)) => show(setup_error(lang, &players.read(), &e), e.rule(), true, false),
            Err(NewGameError::Store(e)) => show(tr!(lang, "error-store", error = crate::text::fault_sentence(lang, &e)), None, true, false),
        }
    };
    rsx! {
        section { class: "new-game", "data-testid": "new-game-screen",
            h1 { {tr!(lang, "new-game")} }
            label { class: "field", {tr!(lang, "game-name")}
                input { "data-testid": "game-name", value: "{name}", oninput: move |e| name.set(e.value()) }
            }
            label { class: "field", {tr!(lang, "game-size")}
                select { "data-testid": "game-size", value: "{game_size}",
                    onchange: move |e| size.set(e.value().parse().unwrap_or(200)),
                    for s in (100..=1000u16).step_by(100) {
                        option { key: "{s}", value: "{s}", selected: s == game_size,
                            {tr!(lang, "game-size-option", points = s as i64, actions = (s / 100) as i64)}
                        }
                    }
                }
            }
            for (p, draft) in players.read().iter().cloned().enumerate() {
                PlayerDraft { key: "{p}", index: p, draft, game_size, catalog: catalog.clone(), players }
            }
            div { class: "row",
                if count < 6 {
                    button { class: "big", "data-testid": "add-player",
                        onclick: move |_| {
                            let n = players.read().len() + 1;
                            players.write().push(Draft { name: tr!(lang, "player-default-name", number = n as i64), army: vec![], passengers: vec![] });
                        },
                        "+ " {tr!(lang, "add-player")}
                    }
                }
                if count > 2 {
                    button { class: "big", onclick: move |_| { players.write().pop(); }, "− " {tr!(lang, "remove-player")} }
                }
            }
            button { class: "big primary wide", "data-testid": "start-game", onclick: start, {tr!(lang, "start-game")} }
        }
    }
}

#[component]
fn PlayerDraft(index: usize, draft: Draft, game_size: u16, catalog: Vec<dialkeeper_core::FigureDef>, players: Signal<Vec<Draft>>) -> Element {
    let lang = use_language();
    let mut quick_open = use_signal(|| false);
    let mut quick = use_signal(|| ("".to_string(), 30u16, 8u8, 9u8, 16u8, 2u8, 6u8));
    let total: u32 = draft.army.iter().map(|f| f.points() as u32).sum();
    let over = total > game_size as u32;
    let color = PLAYER_COLORS[index % 6];
    let catalog_for_add = catalog.clone();
    let session = use_context::<Signal<Session>>();
    let armies = session.read().armies().unwrap_or_default().to_vec();
    let armies_for_load = armies.clone();
    let mut exported = use_signal(|| None::<(String, String)>);
    // A new file input after each pick, so choosing the same file again fires a change.
    let export = move |_| async move {
        let d = players.read()[index].clone();
        let file = ArmyFile::new(&d.name, game_size, &d.army);
        let json = file.to_json();
        let name = file.file_name();
        let where_ = match crate::platform::export(&name, &json).await {
            Ok(to) => crate::text::exported_sentence(lang, &to, &name, |path| tr!(lang, "army-exported", path = path)),
            Err(e) => tr!(lang, "error-export", error = e),
        };
        exported.set(Some((where_, json)));
    };
    let import = move |picked: Picked| async move {
        let read = picked
            .bytes(|bytes| army_file_error(lang, &ArmyFileError::TooLarge { bytes }), |e| tr!(lang, "feed-read-failed", error = e))
            .and_then(|bytes| read_army(&bytes).map_err(|e| army_file_error(lang, &e)));
        let army = match read {
            Ok(army) => army,
            Err(message) => return show(message, None, true, false),
        };
        let saved = session.save_army(&army.name, army.game_size, &army.army).await;
        match saved {
            Ok(_) => {
                show(tr!(lang, "army-imported", name = army.name.clone()), None, false, false);
                let mut all = players.write();
                all[index].army = army.army;
                all[index].passengers.clear();
            }
            Err(e) => show(tr!(lang, "error-store", error = crate::text::fault_sentence(lang, &e)), None, true, false),
        }
    };
    rsx! {
        div { class: "panel player", style: "--owner: {color}", "data-testid": "player-{index}",
            label { class: "field", {tr!(lang, "player-name")}
                input { "data-testid": "player-name-{index}", value: "{draft.name}",
                    oninput: move |e| players.write()[index].name = e.value() }
            }
            ul { class: "army",
                for (i, entry) in draft.army.iter().cloned().enumerate() {
                    li { key: "{i}",
                        span { "{entry.figure.name}" }
                        if let FigureKind::Colossal { point_values, .. } = &entry.figure.kind {
                            select {
                                "aria-label": tr!(lang, "point-value"),
                                "data-testid": "point-value-{index}-{i}",
                                onchange: move |e| players.write()[index].army[i].point_value = e.value().parse().ok(),
                                for (v, pv) in point_values.iter().enumerate() {
                                    option { key: "{v}", value: "{v}", selected: entry.point_value == Some(v as u8),
                                        {tr!(lang, "points", points = pv.points as i64)}
                                    }
                                }
                            }
                        } else {
                            span { class: "muted", {tr!(lang, "points", points = entry.points() as i64)} }
                        }
                        if entry.figure.is_chariot() {
                            select {
                                "aria-label": tr!(lang, "passenger"),
                                "data-testid": "passenger-{index}-{i}",
                                onchange: move |e| {
                                    let mut all = players.write();
                                    all[index].passengers.retain(|(c, _)| *c != i);
                                    if let Ok(p) = e.value().parse::<usize>() {
                                        all[index].passengers.push((i, p));
                                    }
                                },
                                option { value: "", {tr!(lang, "passenger-none")} }
                                for (p, rider) in draft.army.iter().enumerate().filter(|(p, f)| *p != i && !f.figure.is_colossal()) {
                                    option { key: "{p}", value: "{p}", selected: draft.passengers.contains(&(i, p)),
                                        {tr!(lang, "passenger-figure", name = rider.figure.name.clone())}
                                    }
                                }
                            }
                        }
                        if entry.figure.is_rider() {
                            select {
                                "aria-label": tr!(lang, "rides"),
                                "data-testid": "rides-{index}-{i}",
                                onchange: move |e| players.write()[index].army[i].rides = e.value().parse().ok(),
                                option { value: "", selected: entry.rides.is_none(), {tr!(lang, "rides-nothing")} }
                                // Only mounts this rider can ride are offered (CAV-03, CAV-31).
                                for (m, mount) in draft.army.iter().enumerate().filter(|(_, f)| f.figure.is_mount() && entry.figure.can_ride(&f.figure).is_ok()) {
                                    option { key: "{m}", value: "{m}", selected: entry.rides == Some(m as u16),
                                        {tr!(lang, "rides-mount", mount = mount.figure.name.clone())}
                                    }
                                }
                            }
                        }
                        if entry.figure.is_mount() {
                            // The same pairing from the mount's side: only riders that can ride it (CAV-03, CAV-31).
                            select {
                                "aria-label": tr!(lang, "mount-rider"),
                                "data-testid": "mount-rider-{index}-{i}",
                                onchange: move |e| {
                                    let chosen = e.value().parse::<usize>().ok();
                                    let mut all = players.write();
                                    for (r, rider) in all[index].army.iter_mut().enumerate() {
                                        if rider.rides == Some(i as u16) || Some(r) == chosen {
                                            rider.rides = (Some(r) == chosen).then_some(i as u16);
                                        }
                                    }
                                },
                                option { value: "", selected: !draft.army.iter().any(|r| r.rides == Some(i as u16)), {tr!(lang, "mount-rider-none")} }
                                for (r, rider) in draft.army.iter().enumerate().filter(|(_, f)| f.figure.is_rider() && f.figure.can_ride(&entry.figure).is_ok()) {
                                    option { key: "{r}", value: "{r}", selected: rider.rides == Some(i as u16),
                                        {tr!(lang, "mount-rider-by", rider = rider.figure.name.clone())}
                                    }
                                }
                            }
                        }
                        button { class: "link", "aria-label": tr!(lang, "remove"), onclick: move |_| {
                            let mut all = players.write();
                            all[index].army.remove(i);
                            // Pairings point at places in the army: drop the ones this removal breaks.
                            all[index].passengers.clear();
                            for entry in all[index].army.iter_mut() {
                                entry.rides = None;
                            }
                        }, "×" }
                    }
                }
            }
            if draft.army.iter().any(|f| f.figure.is_rider()) {
                p { class: "muted", "data-testid": "rides-hint-{index}", {tr!(lang, "rides-hint")} }
            }
            p { class: if over { "build-total over" } else { "build-total" }, "data-testid": "build-total-{index}",
                {tr!(lang, "build-total", total = total as i64, size = game_size as i64)}
            }
            for problem in crate::army::problems(&draft.army) {
                match problem {
                    crate::army::ArmyProblem::UniqueTwice { name } => rsx! {
                        p { class: "build-total over", {tr!(lang, "army-unique-twice", name = name)} }
                    },
                }
            }
            label { class: "field", {tr!(lang, "add-figure")}
                select { "data-testid": "add-figure-{index}", value: "",
                    onchange: move |e| {
                        if let Ok(i) = e.value().parse::<usize>() {
                            let figure = catalog_for_add[i].clone();
                            let point_value = figure.is_colossal().then_some(0);
                            players.write()[index].army.push(ArmyFigure { figure, point_value, rides: None });
                        }
                    },
                    option { value: "", {tr!(lang, "choose-figure")} }
                    for (i, f) in catalog.iter().enumerate() {
                        option { key: "{i}", value: "{i}", {tr!(lang, "catalog-option", name = f.name.clone(), points = f.points as i64)} }
                    }
                }
            }
            div { class: "row",
                button { class: "big", "data-testid": "save-army-{index}",
                    onclick: move |_| async move {
                        let d = players.read()[index].clone();
                        let saved = session.save_army(&d.name, game_size, &d.army).await;
                        match saved {
                            Ok(_) => show(tr!(lang, "army-saved", name = d.name.clone()), None, false, false),
                            Err(e) => show(tr!(lang, "error-store", error = crate::text::fault_sentence(lang, &e)), None, true, false),
                        }
                    },
                    {tr!(lang, "save-army")}
                }
                if !armies.is_empty() {
                    select { "data-testid": "load-army-{index}", value: "",
                        onchange: move |e| {
                            let chosen = e.value().parse::<i64>().ok();
                            let found = chosen.and_then(|id| armies_for_load.iter().find(|a| a.id == id).cloned());
                            if let Some(army) = found {
                                let mut all = players.write();
                                all[index].army = army.army;
                                all[index].passengers.clear();
                            }
                        },
                        option { value: "", {tr!(lang, "load-army")} }
                        for a in armies.iter() {
                            option { key: "{a.id}", value: "{a.id}", {tr!(lang, "army-option", name = a.name.clone(), size = a.game_size as i64, count = a.army.len() as i64)} }
                        }
                    }
                }
            }
            div { class: "row",
                if !draft.army.is_empty() {
                    button { class: "big", "data-testid": "export-army-{index}", onclick: export, {tr!(lang, "army-export")} }
                }
                label { class: "big file-button", "data-testid": "import-army-label-{index}",
                    {tr!(lang, "army-import")}
                    FilePicker { testid: "import-army-{index}", accept: "application/json", limit: MAX_ARMY_BYTES, onpick: import }
                }
            }
            if let Some((where_, json)) = exported.read().clone() {
                div { class: "panel", "data-testid": "army-export-panel-{index}",
                    p { "{where_}" }
                    textarea { rows: "4", readonly: true, value: "{json}" }
                    button { class: "link", onclick: move |_| exported.set(None), {tr!(lang, "dismiss")} }
                }
            }
            button { class: "link", "data-testid": "quick-open-{index}", onclick: move |_| { let o = *quick_open.read(); quick_open.set(!o) }, {tr!(lang, "quick-figure")} }
            if *quick_open.read() {
                div { class: "quick",
                    input { placeholder: tr!(lang, "figure-name"), "data-testid": "quick-name-{index}", value: "{quick.read().0}", oninput: move |e| quick.write().0 = e.value() }
                    NumberField { label: tr!(lang, "points-label"), value: quick.read().1 as i64, oninput: move |v: i64| quick.write().1 = v.clamp(1, 1000) as u16 }
                    NumberField { label: tr!(lang, "stat-speed"), value: quick.read().2 as i64, oninput: move |v: i64| quick.write().2 = v.clamp(0, 30) as u8 }
                    NumberField { label: tr!(lang, "stat-attack"), value: quick.read().3 as i64, oninput: move |v: i64| quick.write().3 = v.clamp(0, 30) as u8 }
                    NumberField { label: tr!(lang, "stat-defense"), value: quick.read().4 as i64, oninput: move |v: i64| quick.write().4 = v.clamp(0, 30) as u8 }
                    NumberField { label: tr!(lang, "stat-damage"), value: quick.read().5 as i64, oninput: move |v: i64| quick.write().5 = v.clamp(0, 10) as u8 }
                    NumberField { label: tr!(lang, "clicks-label"), value: quick.read().6 as i64, oninput: move |v: i64| quick.write().6 = v.clamp(1, 20) as u8 }
                    button { class: "big", "data-testid": "quick-add-{index}",
                        onclick: move |_| {
                            let q = quick.read().clone();
                            let name = if q.0.trim().is_empty() { tr!(lang, "quick-figure") } else { q.0.trim().to_string() };
                            let figure = demo::quick_figure(&name, q.1, (q.2, q.3, q.4, q.5), q.6, 0);
                            players.write()[index].army.push(ArmyFigure::new(figure));
                        },
                        {tr!(lang, "add")}
                    }
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

fn army_file_error(lang: Language, e: &ArmyFileError) -> String {
    match e {
        ArmyFileError::TooLarge { bytes } => tr!(lang, "army-file-too-large", megabytes = (*bytes / (1024 * 1024)).max(1) as i64),
        ArmyFileError::NotJson { line, column } => tr!(lang, "army-file-not-json", line = *line as i64, column = *column as i64),
        ArmyFileError::WrongFormat => tr!(lang, "army-file-wrong-format"),
        ArmyFileError::TooNew { found } => tr!(lang, "army-file-too-new", version = *found as i64),
        ArmyFileError::BadFigure { index, name, error } => tr!(
            lang,
            "army-file-bad-figure",
            number = (*index + 1) as i64,
            name = name.clone(),
            error = crate::text::figure_error(lang, error)
        ),
        ArmyFileError::BadPairing { index } => tr!(lang, "army-file-bad-pairing", number = (*index + 1) as i64),
    }
}

fn setup_error(lang: Language, players: &[Draft], e: &SetupError) -> String {
    let player = |p: &PlayerId| players.get(p.0 as usize).map_or_else(String::new, |d| d.name.clone());
    match e {
        SetupError::PlayerCount(n) => tr!(lang, "setup-player-count", count = *n as i64),
        SetupError::GameSize(s) => tr!(lang, "setup-game-size", size = *s as i64),
        SetupError::OverBuildTotal { player: p, total, game_size } => {
            tr!(lang, "setup-over-build-total", player = player(p), total = *total as i64, size = *game_size as i64)
        }
        SetupError::Figure { player: p, index, error } => {
            tr!(lang, "setup-bad-figure", player = player(p), number = (*index + 1) as i64, error = crate::text::figure_error(lang, error))
        }
        SetupError::PointValue { player: p, index, .. } => {
            tr!(lang, "setup-point-value", player = player(p), number = (*index + 1) as i64)
        }
        SetupError::TooManyFigures => tr!(lang, "setup-too-many"),
        SetupError::NotARider { player: p, index } => {
            tr!(lang, "setup-not-a-rider", player = player(p), number = (*index + 1) as i64)
        }
        SetupError::NotAFreeMount { player: p, index, .. } => {
            tr!(lang, "setup-not-a-free-mount", player = player(p), number = (*index + 1) as i64)
        }
        SetupError::MountMismatch { player: p, index, .. } => {
            tr!(lang, "setup-mount-mismatch", player = player(p), number = (*index + 1) as i64)
        }
        SetupError::RiderlessMount { player: p, index } => {
            tr!(lang, "setup-riderless-mount", player = player(p), number = (*index + 1) as i64)
        }
    }
}
