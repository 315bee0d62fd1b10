//! "Move my games" in Settings: one file with every game, army and setting, saved here and
//! loaded in another browser or phone (Safari to the installed app, an old phone to a new
//! one), or kept as the player's own backup.

use super::LiveSession;
use super::Snack;
use dioxus::prelude::*;

use super::picker::{FilePicker, Picked};
use super::{show, use_language};
use dialkeeper_model::files::{ImportError, MAX_MOVE_BYTES, read_move};
use dialkeeper_model::label;
use dialkeeper_model::platform;
use dialkeeper_model::prefs::Prefs;
use dialkeeper_model::session::Games;

/// The file's name: the date would need the clock, and the share sheet or the downloads
/// folder tells copies apart anyway.
const FILE: &str = "dialkeeper-games.json";

/// The "Move my games" panel.
#[component]
pub fn MoveGames() -> Element {
    let session = use_context::<LiveSession>();
    let mut prefs = use_context::<Signal<Prefs>>();
    let lang = use_language();
    let save = move |_| async move {
        let json = match session.export_everything().await {
            Ok(json) => json,
            Err(e) => return show(Snack::Failed(dialkeeper_model::text::read_error(lang, &e))),
        };
        match platform::export(FILE, &json).await {
            Ok(to) => show(Snack::Said(dialkeeper_model::text::exported_sentence(lang, &to, FILE, |path| {
                dialkeeper_model::text::move_saved_to(lang, &path)
            }))),
            Err(e) => show(Snack::Failed(dialkeeper_model::text::export_failed(lang, e))),
        }
    };
    let load = move |picked: Picked| async move {
        let text = match picked.bytes(
            |bytes| dialkeeper_model::text::move_refused(lang, &ImportError::TooLarge { bytes }),
            || dialkeeper_model::text::file_read_failed(lang),
        ) {
            Ok(bytes) => String::from_utf8_lossy(&bytes).into_owned(),
            Err(message) => return show(Snack::Failed(message)),
        };
        let file = match read_move(&text) {
            Ok(file) => file,
            Err(e) => return show(Snack::Failed(dialkeeper_model::text::move_refused(lang, &e))),
        };
        // The file's settings (language, theme…) apply at once, in words of the file's
        // language: downloaded first on the web, as a switch in Settings is, inside the
        // errand, so a screen left meanwhile does not cut the wait short.
        let imported = super::errand::kept(async move {
            let moved = session.import_everything(file).await;
            super::words_ready(session.peek().prefs().language).await;
            moved
        });
        match imported.await {
            Ok(moved) => {
                let next = session.peek().prefs();
                prefs.set(next);
                let lang = next.language;
                show(Snack::Said(dialkeeper_model::text::move_loaded(lang, moved.games, moved.armies, moved.already_here)));
            }
            Err(e) => super::show_fault(dialkeeper_model::text::store_error(lang, &e), &e, None),
        }
    };
    rsx! {
        h2 { {label!(lang, "move-title")} }
        div { class: "panel", "data-testid": "move-games",
            p { {label!(lang, "move-body")} }
            div { class: "row",
                button { class: "big primary", "data-testid": "move-save", onclick: save, {label!(lang, "move-save")} }
                // No `accept` list: an iPhone greys out files a list does not name.
                label { class: "big file-button", "data-testid": "move-load-label",
                    {label!(lang, "move-load")}
                    FilePicker { testid: "move-load", limit: MAX_MOVE_BYTES, onpick: load }
                }
            }
        }
    }
}
