//! The games list: resume, start, delete (confirmed), export and import; a finished game
//! (one the players ended, CORE-18) says how it came out.

use super::LiveSession;
use super::Snack;
use dioxus::prelude::*;

use super::picker::{FilePicker, Picked};
use super::{Nav, Screen, show, use_language};
use dialkeeper_model::files::{ImportError, MAX_IMPORT_BYTES, read_export};
use dialkeeper_model::label;
use dialkeeper_model::platform;
use dialkeeper_model::session::{Backups, GameSummary, Games};

/// The games screen.
#[component]
pub fn GamesScreen() -> Element {
    let mut session = use_context::<LiveSession>();
    let mut nav = use_context::<Signal<Nav>>();
    let lang = use_language();
    let mut confirm = use_signal(|| None::<i64>);
    let mut import_text = use_signal(String::new);
    let mut import_open = use_signal(|| false);
    let mut exported = use_signal(|| None::<(String, String)>);
    let listed = session.read().games().map(<[GameSummary]>::to_vec);
    // A list that cannot be read because the data is damaged offers the backups: without
    // them the player would see an empty list and no way on.
    let (games, list_error, list_damaged) = match listed {
        Ok(games) => (games, None, false),
        Err(e) => (vec![], Some(dialkeeper_model::text::read_error(lang, &e)), dialkeeper_model::snack::offers_backups(&e)),
    };
    let notice = session.read().startup.clone();
    let (playing, finished): (Vec<GameSummary>, Vec<GameSummary>) = games.into_iter().partition(|g| !g.finished);
    // How each finished game came out: read once per game, then kept by the session.
    let finished_at: Vec<(i64, i64)> = finished.iter().map(|g| (g.id, g.updated_at)).collect();
    use_effect(use_reactive!(|finished_at| {
        if !finished_at.is_empty() {
            spawn(async move { session.read_results().await });
        }
    }));

    let save_damaged = move |_| async move {
        let said = match session.damaged_file().await {
            Ok(Some(file)) => match dialkeeper_model::platform::export_file(&file.name, &file.bytes, "application/vnd.sqlite3").await {
                Ok(to) => dialkeeper_model::text::exported_sentence(lang, &to, &file.name, |path| {
                    dialkeeper_model::text::damaged_file_saved(lang, &path)
                }),
                Err(e) => dialkeeper_model::text::export_failed(lang, e),
            },
            Ok(None) => label!(lang, "damaged-file-none"),
            Err(e) => dialkeeper_model::text::read_error(lang, &e),
        };
        super::show(Snack::Said(said));
    };
    let resume = move |id: i64| async move {
        // While this phone shares another game, the player is asked to stop first.
        if !super::sharing::may_open(Some(id)).await {
            return;
        }
        super::wizard::close();
        match super::errand::kept(async move { session.resume(id).await }).await {
            Ok(()) => {
                super::open_table();
                // A game this phone shares, opened while it was alone: its part is taken up.
                super::sharing::restore(super::shell::shell(), dialkeeper_model::share::role::Asked::Opened);
            }
            Err(e) => super::show_fault(dialkeeper_model::text::open_game_failed(lang, &e), &e, None),
        }
    };
    let export = move |id: i64| async move {
        match export_file(session, lang, id).await {
            Ok(done) => exported.set(Some(done)),
            Err(message) => show(Snack::Failed(message)),
        }
    };
    // A game file's text, pasted or picked: checked, stored, and the player told.
    let import = move |text: String| async move {
        let outcome = match read_export(&text) {
            Ok(file) => super::errand::kept(async move { session.import_game(file).await })
                .await
                .map_err(|e| dialkeeper_model::text::store_error(lang, &e)),
            Err(e) => Err(dialkeeper_model::text::import_error(lang, &e)),
        };
        match outcome {
            Ok(_) => {
                import_text.set(String::new());
                import_open.set(false);
                show(Snack::Said(label!(lang, "imported")));
            }
            Err(message) => show(Snack::Failed(message)),
        }
    };
    let do_import = move |_| import(import_text.read().clone());
    let on_file = move |picked: Picked| async move {
        match picked.bytes(
            |bytes| dialkeeper_model::text::import_error(lang, &ImportError::TooLarge { bytes }),
            || dialkeeper_model::text::file_read_failed(lang),
        ) {
            Ok(bytes) => import(String::from_utf8_lossy(&bytes).into_owned()).await,
            Err(message) => show(Snack::Failed(message)),
        }
    };
    rsx! {
        section { class: "games", "data-testid": "games-screen",
            h1 { {label!(lang, "games-title")} }
            if let Some(message) = list_error {
                div { class: "banner warning", role: "alert", "data-testid": "games-error",
                    "{message}"
                    if list_damaged {
                        button { class: "link", "data-testid": "games-error-restore",
                            onclick: move |_| nav.set(Nav::backups()),
                            {label!(lang, "restore-offer")}
                        }
                    }
                }
            }
            if let Some(notice) = notice {
                div { class: "banner warning", role: "alert", "data-testid": "startup-notice",
                    {dialkeeper_model::text::startup_notice(lang, &notice)}
                    // The damaged file is kept; the player can hand it to someone who may
                    // get more out of it.
                    if notice.kept_a_damaged_file() {
                        button { class: "link", "data-testid": "save-damaged-file", onclick: save_damaged, {label!(lang, "damaged-file-save")} }
                    }
                    button { class: "link", onclick: move |_| session.write().startup = None, {label!(lang, "dismiss")} }
                }
            }
            div { class: "row",
                button { class: "big primary", "data-testid": "new-game",
                    onclick: move |_| nav.set(Nav::to(Screen::NewGame)),
                    "+ " {label!(lang, "new-game")}
                }
                button { class: "big", "data-testid": "import-open", onclick: move |_| { let open = *import_open.read(); import_open.set(!open) }, {label!(lang, "import-game")} }
                button { class: "big", "data-testid": "share-open", onclick: move |_| super::follow(Nav::to(Screen::Sharing)), {label!(lang, "share-title")} }
            }
            if *import_open.read() {
                div { class: "panel",
                    // No `accept` list: an iPhone greys out files a list does not name.
                    label { class: "big primary file-button", "data-testid": "import-game-file-label",
                        {label!(lang, "import-choose-file")}
                        FilePicker { testid: "import-game-file", limit: MAX_IMPORT_BYTES, onpick: on_file }
                    }
                    label { r#for: "import-text", {label!(lang, "import-paste")} }
                    textarea { id: "import-text", rows: "6", "data-testid": "import-text", value: "{import_text}", oninput: move |e| import_text.set(e.value()) }
                    button { class: "big primary", "data-testid": "import-go", onclick: do_import, {label!(lang, "import-game")} }
                }
            }
            if let Some((where_, json)) = exported.read().clone() {
                div { class: "panel", "data-testid": "export-panel",
                    p { "{where_}" }
                    textarea { rows: "4", readonly: true, value: "{json}" }
                    button { class: "link", onclick: move |_| exported.set(None), {label!(lang, "dismiss")} }
                }
            }
            h2 { {label!(lang, "games-in-progress")} }
            if playing.is_empty() && finished.is_empty() { p { class: "muted", {label!(lang, "games-none")} } }
            ul { class: "game-list",
                for g in playing.into_iter().chain(finished.into_iter()) {
                    li { key: "{g.id}", class: if g.finished { "game finished" } else { "game" }, "data-testid": "game-{g.id}",
                        div { class: "game-info",
                            strong { "{g.name}" }
                            span { class: "muted", {dialkeeper_model::text::game_summary(lang, &g.players, g.game_size)} }
                            if g.finished {
                                span { class: "badge", {label!(lang, "game-finished")} }
                                if let Some(finish) = session.read().result(g.id) {
                                    span { class: "result", "data-testid": "result-{g.id}", {dialkeeper_model::text::game_result(lang, finish)} }
                                }
                            }
                        }
                        div { class: "game-buttons",
                            button { class: "big primary", "data-testid": "resume-{g.id}", onclick: move |_| resume(g.id), {label!(lang, "resume")} }
                            button { class: "big", "data-testid": "export-{g.id}", onclick: move |_| export(g.id), {label!(lang, "export")} }
                            button { class: "big danger", "data-testid": "delete-{g.id}", onclick: move |_| confirm.set(Some(g.id)), {label!(lang, "delete")} }
                        }
                    }
                }
            }
            if let Some(id) = *confirm.read() {
                div { class: "modal", role: "dialog", "aria-modal": "true", "aria-labelledby": "delete-question", "data-testid": "confirm-delete",
                    div { class: "modal-box",
                        p { id: "delete-question", {label!(lang, "delete-confirm")} }
                        div { class: "row",
                            button { class: "big", onclick: move |_| confirm.set(None), {label!(lang, "cancel")} }
                            button { class: "big danger", "data-testid": "confirm-delete-yes",
                                onclick: move |_| async move {
                                    confirm.set(None);
                                    if let Err(e) = super::errand::kept(async move { session.delete_game(id).await }).await {
                                        super::show_fault(dialkeeper_model::text::store_error(lang, &e), &e, None);
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

/// Exports a game to a file (a folder, or the share sheet or a download on the web): the
/// sentence saying where it went and the file's text, or why it could not be read.
pub(super) async fn export_file(session: LiveSession, lang: dialkeeper_i18n::Language, id: i64) -> Result<(String, String), String> {
    let json = session.export_game(id).await.map_err(|e| dialkeeper_model::text::read_error(lang, &e))?;
    let file = format!("game-{id}.dialkeeper.json");
    let said = match platform::export(&file, &json).await {
        Ok(to) => dialkeeper_model::text::exported_sentence(lang, &to, &file, |path| dialkeeper_model::text::exported_to(lang, &path)),
        Err(e) => dialkeeper_model::text::export_failed(lang, e),
    };
    Ok((said, json))
}
