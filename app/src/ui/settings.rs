//! Preferences: language, theme, text size, keep the screen awake.

use super::LiveSession;
use dialkeeper_i18n::Language;
use dioxus::prelude::*;

use super::use_language;
use dialkeeper_model::label;
use dialkeeper_model::prefs::{Prefs, TableView, TextSize, Theme};
use dialkeeper_model::session::Live;

/// Whether the screen is really being kept on, or why not, as the platform answered.
fn keep_awake_status(lang: Language) -> Option<String> {
    use dialkeeper_model::platform::awake::Awake;
    let awake = try_use_context::<Signal<Awake>>()?;
    let status = awake.read().clone();
    match status {
        Awake::On => Some(label!(lang, "keep-awake-on")),
        Awake::Off => None,
        Awake::Unsupported => Some(label!(lang, "keep-awake-unsupported")),
        Awake::Refused(_) => Some(dialkeeper_model::text::keep_awake_refused(lang)),
    }
}

/// Whether the browser promised to keep the app's storage (web only).
fn storage_persisted() -> Option<bool> {
    #[cfg(feature = "web")]
    return dialkeeper_model::platform::web::storage_persisted();
    #[cfg(not(feature = "web"))]
    None
}

/// Changes the preferences now and saves them; if the store cannot, the choice still
/// applies and the player is told it will not be remembered. Settings and the table's
/// view controls both change preferences this one way.
///
/// On the web a language's screens' words come once it is first chosen
/// (`web::download_language`): a switch to it waits for them, so the screens go from one
/// language straight to the other and never show English in between, and the change then
/// applies to the preferences as they are by then (a text size chosen meanwhile stays). If
/// the words cannot come (offline), nothing changes and the player is told, in the
/// language still shown, to choose it again once the connection is back. A change that
/// keeps the language never waits.
pub fn change_prefs(change: impl Fn(&mut Prefs) + 'static) {
    let mut prefs = consume_context::<Signal<Prefs>>();
    let session = consume_context::<LiveSession>();
    let mut toast = consume_context::<Signal<Option<super::Toast>>>();
    let lang = prefs.peek().language;
    let mut next = *prefs.peek();
    change(&mut next);
    let mut apply = move || {
        let before = *prefs.peek();
        let mut now = before;
        change(&mut now);
        super::errand::run(async move {
            if let Err(e) = session.save_prefs(&before, &now).await {
                super::show_fault(dialkeeper_model::text::store_error(now.language, &e), &e, None);
            }
        });
        if now.language != lang {
            // A message in the old language would stay on screen otherwise.
            toast.set(None);
        }
        prefs.set(now);
    };
    if next.language != lang && !dialkeeper_i18n::Catalog::get().has_language(next.language) {
        super::errand::run(async move {
            if super::words_ready(next.language).await {
                apply();
            } else {
                super::show(super::Snack::Failed(dialkeeper_model::text::language_not_here(lang, next.language)));
            }
        });
        return;
    }
    apply();
}

/// The settings screen.
#[cfg_attr(feature = "split", component(lazy))]
#[cfg_attr(not(feature = "split"), component)]
pub fn SettingsScreen() -> Element {
    let prefs = use_context::<Signal<Prefs>>();
    let lang = use_language();
    let current = *prefs.read();
    let themes = [
        (Theme::System, label!(lang, "theme-system")),
        (Theme::Light, label!(lang, "theme-light")),
        (Theme::Dark, label!(lang, "theme-dark")),
    ];
    let views = [
        (TableView::Auto, label!(lang, "table-view-auto")),
        (TableView::Compact, label!(lang, "table-view-compact")),
        (TableView::Full, label!(lang, "table-view-full")),
    ];
    let sizes = [
        (TextSize::Normal, label!(lang, "text-normal")),
        (TextSize::Large, label!(lang, "text-large")),
        (TextSize::Huge, label!(lang, "text-huge")),
    ];
    rsx! {
        section { class: "settings", "data-testid": "settings-screen",
            h1 { {label!(lang, "settings-title")} }
            h2 { {label!(lang, "settings-language")} }
            div { class: "choices",
                for l in Language::ALL {
                    button { key: "{l}", class: if current.language == l { "choice on" } else { "choice" }, "data-testid": "lang-{l}", lang: "{l.code()}",
                        onclick: move |_| change_prefs(move |p| p.language = l), "{l.native_name()}" }
                }
            }
            h2 { {label!(lang, "settings-theme")} }
            div { class: "choices",
                for (t, label) in themes {
                    button { key: "{t.code()}", class: if current.theme == t { "choice on" } else { "choice" }, "data-testid": "theme-{t.code()}",
                        onclick: move |_| change_prefs(move |p| p.theme = t), "{label}" }
                }
            }
            h2 { {label!(lang, "settings-text-size")} }
            div { class: "choices",
                for (s, label) in sizes {
                    button { key: "{s.code()}", class: if current.text_size == s { "choice on" } else { "choice" }, "data-testid": "size-{s.code()}",
                        onclick: move |_| change_prefs(move |p| p.text_size = s), "{label}" }
                }
            }
            h2 { {label!(lang, "settings-table-view")} }
            div { class: "choices",
                for (v, label) in views {
                    button { key: "{v.code()}", class: if current.table_view == v { "choice on" } else { "choice" }, "data-testid": "view-{v.code()}",
                        onclick: move |_| change_prefs(move |p| p.table_view = v), "{label}" }
                }
            }
            label { class: "toggle",
                input { r#type: "checkbox", checked: current.keep_awake, "data-testid": "keep-awake",
                    onchange: move |e| { let on = e.checked(); change_prefs(move |p| p.keep_awake = on) } }
                span { {label!(lang, "settings-keep-awake")} }
            }
            if let Some(status) = keep_awake_status(lang) {
                p { class: "muted", "data-testid": "keep-awake-status", "{status}" }
            }
            label { class: "toggle",
                input { r#type: "checkbox", checked: current.learning, "data-testid": "learning-mode",
                    onchange: move |e| { let on = e.checked(); change_prefs(move |p| p.learning = on) } }
                span { {label!(lang, "settings-learning-mode")} }
            }
            p { class: "muted", {label!(lang, "settings-learning-mode-hint")} }
            super::backups::BackupsPanel {}
            super::move_games::MoveGames {}
            p { class: "muted", "data-testid": "app-version", {dialkeeper_model::text::settings_version(lang, env!("CARGO_PKG_VERSION"))} }
            if let Some(kept) = storage_persisted() {
                h2 { {label!(lang, "settings-storage")} }
                p { class: "muted", "data-testid": "storage-persisted",
                    if kept { {label!(lang, "storage-persisted")} } else { {label!(lang, "storage-not-persisted")} }
                }
            }
        }
    }
}
