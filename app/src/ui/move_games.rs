//! "Move my games" in Settings: one file with every game, army and setting, saved here and
//! loaded in another browser or phone (Safari to the installed app, an old phone to a new
//! one), or kept as the player's own backup.

use dioxus::prelude::*;

use super::picker::{FilePicker, Picked};
use super::{show, use_language};
use crate::files::{ImportError, MAX_MOVE_BYTES, read_move};
use crate::platform;
use crate::prefs::Prefs;
use crate::session::{Games, Session};
use crate::text::fault_sentence;
use crate::tr;

/// The file's name: the date would need the clock, and the share sheet or the downloads
/// folder tells copies apart anyway.
const FILE: &str = "dialkeeper-games.json";

/// The "Move my games" panel.
#[component]
pub fn MoveGames() -> Element {
    let session = use_context::<Signal<Session>>();
    let mut prefs = use_context::<Signal<Prefs>>();
    let lang = use_language();
    let save = move |_| async move {
        let json = match session.export_everything().await {
            Ok(json) => json,
            Err(e) => return show(tr!(lang, "error-read", error = fault_sentence(lang, &e)), None, true, false),
        };
        match platform::export(FILE, &json).await {
            Ok(to) => {
                show(crate::text::exported_sentence(lang, &to, FILE, |path| tr!(lang, "move-saved-to", path = path)), None, false, false)
            }
            Err(e) => show(tr!(lang, "error-export", error = crate::text::export_fault(lang, e)), None, true, false),
        }
    };
    let load = move |picked: Picked| async move {
        let text = match picked.bytes(|bytes| refusal(lang, &ImportError::TooLarge { bytes }), || tr!(lang, "feed-read-failed")) {
            Ok(bytes) => String::from_utf8_lossy(&bytes).into_owned(),
            Err(message) => return show(message, None, true, false),
        };
        let file = match read_move(&text) {
            Ok(file) => file,
            Err(e) => return show(refusal(lang, &e), None, true, false),
        };
        match super::errand::kept(async move { session.import_everything(file).await }).await {
            Ok(moved) => {
                // The file's settings (language, theme…) apply at once.
                prefs.set(session.peek().prefs());
                let lang = prefs.peek().language;
                show(
                    tr!(lang, "move-loaded", games = moved.games as i64, armies = moved.armies as i64, already = moved.already_here as i64),
                    None,
                    false,
                    false,
                );
            }
            Err(e) => show(tr!(lang, "error-store", error = fault_sentence(lang, &e)), None, true, false),
        }
    };
    rsx! {
        h2 { {tr!(lang, "move-title")} }
        div { class: "panel", "data-testid": "move-games",
            p { {tr!(lang, "move-body")} }
            div { class: "row",
                button { class: "big primary", "data-testid": "move-save", onclick: save, {tr!(lang, "move-save")} }
                // No `accept` list: an iPhone greys out files a list does not name.
                label { class: "big file-button", "data-testid": "move-load-label",
                    {tr!(lang, "move-load")}
                    FilePicker { testid: "move-load", limit: MAX_MOVE_BYTES, onpick: load }
                }
            }
        }
    }
}

/// Why a file was not loaded, in the player's words.
fn refusal(lang: dialkeeper_i18n::Language, e: &ImportError) -> String {
    match e {
        ImportError::WrongFormat => tr!(lang, "move-wrong-format"),
        other => crate::text::import_error(lang, other),
    }
}
