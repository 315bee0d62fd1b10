//! The screens. Each screen is one module; state lives in a few contexts, each a signal
//! around one concern: the session (store + game), preferences, navigation, the snackbar.

mod army_entry;
mod army_files;
mod attack_panel;
mod backups;
mod clock;
mod dice_roller;
pub mod editor;
mod ending;
mod errand;
mod figure_card;
mod figure_picker;
mod figures;
mod games;
mod live_session;
mod log;
mod move_games;
mod new_game;
mod picker;
mod rules;
mod saving;
mod score;
mod settings;
mod table;
mod thumb_bar;
#[cfg(feature = "web")]
mod web_start;
mod widgets;
pub mod wizard;

use dialkeeper_core::RuleId;
use dialkeeper_i18n::Language;
use dioxus::prelude::*;

use dialkeeper_model::label;
#[cfg(feature = "store")]
use dialkeeper_model::platform;
use dialkeeper_model::prefs::Prefs;
use dialkeeper_model::session::Session;
pub use live_session::LiveSession;

/// The stylesheet, embedded so every renderer (desktop, phone, liveview) gets it.
pub const CSS: &str = include_str!("../../../assets/app.css");

/// The screens the tab bar and buttons switch between.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Screen {
    /// Games in progress and finished.
    Games,
    /// Setting up a new game.
    NewGame,
    /// The open game.
    Table,
    /// The figure catalog: import, search, dials.
    Figures,
    /// The open game's events.
    Log,
    /// Glossary, rules and abilities lookup.
    Rules,
    /// Preferences.
    Settings,
}

/// What the snackbar shows.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Toast {
    /// The sentence.
    pub text: String,
    /// The rule to link to, for refusals.
    pub rule: Option<RuleId>,
    /// Whether it reports a refusal or failure (styled as a warning).
    pub warning: bool,
    /// Offer Undo (after an applied action).
    pub undo: bool,
    /// Offer to try again what was not saved (the store refused the write: a full disk, a
    /// read-only folder); the game shown is still the last one saved.
    pub retry: Option<Retry>,
    /// Offer to restore a backup: the store found its saved data damaged while the app
    /// was running (Settings → Backups, where the player picks one).
    pub restore: bool,
    /// The screen it was raised on: a message that needs no answer stays there and fades.
    pub screen: Screen,
    /// Counts the messages shown, so each new one starts its own fade.
    pub serial: u64,
}

impl Toast {
    /// A message the player must answer (try again, restore) stays until answered, on
    /// every screen; any other fades after a few seconds on the screen it was raised on.
    pub fn lasting(&self) -> bool {
        self.retry.is_some() || self.restore
    }

    /// A new message, raised on the screen showing now.
    fn raise(text: String, rule: Option<RuleId>, warning: bool, undo: bool, retry: Option<Retry>, restore: bool) -> Toast {
        use std::sync::atomic::{AtomicU64, Ordering};
        static SERIAL: AtomicU64 = AtomicU64::new(0);
        let screen = try_consume_context::<Signal<Nav>>().map_or(Screen::Table, |nav| nav.peek().screen);
        Toast { text, rule, warning, undo, retry, restore, screen, serial: SERIAL.fetch_add(1, Ordering::Relaxed) }
    }
}

/// What a snackbar's "Try again" asks once more.
#[derive(Debug, Clone, PartialEq, Eq)]
// One at most, held by the snackbar: boxing the command would buy nothing.
#[allow(clippy::large_enum_variant)]
pub enum Retry {
    /// The command that was not saved.
    Command(dialkeeper_core::Command),
    /// An undo that was not saved.
    Undo,
    /// A redo that was not saved.
    Redo,
}

/// Navigation: the screen, and a rule the Rules screen should open at.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Nav {
    /// The current screen.
    pub screen: Screen,
    /// Message id of an entry to open on the Rules screen.
    pub focus: Option<String>,
}

impl Nav {
    /// Settings → Backups, where damaged data is mended (the snackbar and the games list
    /// both send the player there).
    pub fn backups() -> Nav {
        Nav { screen: Screen::Settings, focus: Some("backups".to_string()) }
    }
}

/// The app: opens the store (the data folder's file, or the web's store worker) and
/// shows the games, or the table of the game that was open last time.
#[component]
pub fn App() -> Element {
    #[cfg(feature = "store")]
    {
        // The first frame is the splash, drawn before the store opens: a first start
        // creates the store (migrations, several fsyncs) and every start checks it, and
        // the player should see the app at once (P3). The games are read once it is open.
        let mut ready = use_signal(|| None::<Slot>);
        use_hook(move || {
            spawn(async move {
                // The store opens once the splash is painted: its thread would otherwise
                // compete for the phone's cores with the web view's first frame, and a
                // store that opened first would hold that frame back. A window drawn
                // nowhere (minimised) runs no frames: 100 ms at most.
                let painted = "await Promise.race([new Promise(r => requestAnimationFrame(() => requestAnimationFrame(r))), new Promise(r => setTimeout(r, 100))]); return 0;";
                let _ = document::eval(painted).await;
                let (done, opened) = futures_channel::oneshot::channel();
                let path = platform::database_path();
                // Its own thread, so the window keeps answering while SQLite creates or
                // checks the file.
                std::thread::spawn(move || {
                    let _ = done.send(dialkeeper_model::session::Door::open(&path));
                });
                if let Ok((door, startup)) = opened.await {
                    let session = Session::over(door, startup);
                    ready.set(Some(Slot(std::rc::Rc::new(std::cell::RefCell::new(Some(session))))));
                }
            });
        });
        match ready() {
            Some(session) => rsx! { Started { session } },
            None => rsx! {
                style { {CSS} }
                Splash {}
            },
        }
    }
    #[cfg(not(feature = "store"))]
    rsx! { web_start::WebApp {} }
}

/// What shows while the store opens: the app's dial, as on its icon, in the device's
/// light or dark (the player's own theme and language are in the store), so the first
/// frame comes at once, needs no words loaded, and never flashes the wrong colours.
#[component]
pub(crate) fn Splash() -> Element {
    // Tick marks around the bezel, as on the icon.
    let ticks = (0..24).map(|i| {
        let a = f64::from(i) * std::f64::consts::PI / 12.0;
        let (s, c) = a.sin_cos();
        (
            format!("{:.1}", 50.0 + 40.0 * s),
            format!("{:.1}", 50.0 - 40.0 * c),
            format!("{:.1}", 50.0 + 44.0 * s),
            format!("{:.1}", 50.0 - 44.0 * c),
        )
    });
    rsx! {
        div { class: "app theme-system splash", "data-testid": "splash", "aria-busy": "true",
            svg { class: "splash-dial", view_box: "0 0 100 100", "aria-hidden": "true",
                circle { cx: "50", cy: "50", r: "47", fill: "#c8963e" }
                for (x1, y1, x2, y2) in ticks {
                    line { x1, y1, x2, y2, stroke: "#6b4a1a", stroke_width: "1.2" }
                }
                circle { cx: "50", cy: "50", r: "36", fill: "#2c3e5c" }
                path { d: "M34 30 L66 30 L62 44 L38 44 Z", fill: "#f2ede4" }
                circle { cx: "42", cy: "37", r: "4", fill: "#c0392b" }
                circle { cx: "50", cy: "37", r: "4", fill: "#2e7d32" }
                circle { cx: "58", cy: "37", r: "4", fill: "#2f5fb3" }
                circle { cx: "50", cy: "58", r: "6", fill: "#c8963e" }
                circle { cx: "50", cy: "58", r: "2.5", fill: "#15130f" }
                path { d: "M46 3 L54 3 L50 9 Z", fill: "#c0392b" }
            }
        }
    }
}

/// The figures whose compact row the player opened to its whole card.
#[derive(Debug, Clone, Default, PartialEq)]
pub struct OpenCards(pub Vec<u16>);

/// The session, handed once from [`App`] to [`Started`].
#[derive(Clone)]
pub struct Slot(std::rc::Rc<std::cell::RefCell<Option<Session>>>);

impl PartialEq for Slot {
    fn eq(&self, other: &Slot) -> bool {
        std::rc::Rc::ptr_eq(&self.0, &other.0)
    }
}

/// The app once its session has started: provides the contexts every screen reads.
#[component]
pub(crate) fn Started(session: Slot) -> Element {
    let session = use_context_provider(|| LiveSession(Signal::new(session.0.borrow_mut().take().expect("the session starts once"))));
    use_context_provider(|| Signal::new(session.peek().prefs()));
    let start = if session.peek().game().is_some() { Screen::Table } else { Screen::Games };
    use_context_provider(|| Signal::new(Nav { screen: start, focus: None }));
    use_context_provider(|| Signal::new(None::<Toast>));
    // The figure being edited: above the frame, so leaving the figures tab loses nothing typed.
    use_context_provider(|| Signal::new(None::<editor::Editing>));
    // The compact cards opened on the table: above the frame, so a look at a rule and
    // back finds them as they were.
    use_context_provider(|| Signal::new(OpenCards::default()));
    rsx! { Frame {} }
}

/// The app's frame: the current screen, the snackbar and the tab bar, styled by the
/// preferences. Reads the contexts [`App`] provides (tests provide their own).
#[component]
pub fn Frame() -> Element {
    let prefs = use_context::<Signal<Prefs>>();
    let nav = use_context::<Signal<Nav>>();
    // The wizard in progress: provided here so every renderer and test harness has it.
    use_context_provider(|| Signal::new(None::<dialkeeper_model::wizard::Flow>));
    // The dice sheet and the end-of-turn question, opened from the thumb bar or the table.
    use_context_provider(|| Signal::new(thumb_bar::TableOverlays::default()));
    // The session's changes run on the frame's tasks, and it notes those in flight.
    errand::provide_errands();
    saving::provide_saving();
    // The figures picked lately for an army, for every player's picker, for this run.
    use_context_provider(|| Signal::new(dialkeeper_model::recent_picks::RecentPicks::default()));
    // The Rules and Figures screens' searches and what is open there, kept while the
    // player looks elsewhere (a rule from a figure's ability, and Back).
    use_context_provider(|| Signal::new(rules::Lookup::default()));
    use_context_provider(|| Signal::new(figures::FiguresView::default()));
    let session = use_context::<LiveSession>();
    #[cfg(feature = "web")]
    web_start::use_restarts(session, prefs);
    // Keep the screen on while a game is open (Settings can turn it off, and shows
    // whether the platform actually does it).
    let mut awake = use_context_provider(|| Signal::new(dialkeeper_model::awake::Awake::Off));
    let wanted = use_memo(move || prefs.read().keep_awake && session.read().game().is_some());
    use_effect(move || {
        let on = wanted();
        spawn(async move {
            awake.set(dialkeeper_model::awake::keep_awake(on).await);
        });
    });
    let update_ready = use_update_prompt();
    let p = *prefs.read();
    let screen = nav.read().screen;
    let (visit, from) = rules_visit(use_hook(|| std::rc::Rc::new(std::cell::Cell::new(RulesVisit::default()))), &nav.read());
    rsx! {
        style { {CSS} }
        div {
            class: p.app_class(),
            lang: "{p.language.code()}",
            if update_ready {
                UpdatePrompt {}
            }
            main { class: "screen",
                match screen {
                    Screen::Games => rsx! { games::GamesScreen {} },
                    Screen::NewGame => rsx! { new_game::NewGameScreen {} },
                    Screen::Table => rsx! { table::TableScreen {} },
                    Screen::Figures => rsx! { figures::FiguresScreen {} },
                    Screen::Log => rsx! { log::LogScreen {} },
                    Screen::Rules => rsx! { rules::RulesScreen { visit, from } },
                    Screen::Settings => rsx! { settings::SettingsScreen {} },
                }
            }
            if screen == Screen::Table {
                wizard::WizardSheet {}
            }
            saving::SavingNote {}
            // Docked at the bottom, stacked, so none covers another at any text size.
            div { class: "dock",
                Snackbar {}
                if screen == Screen::Table {
                    thumb_bar::ThumbBar {}
                }
                TabBar {}
            }
        }
    }
}

/// How the Rules screen was reached: the screen shown last, how many times the Rules
/// screen was opened, and the screen that opened it on an entry (a link), if one did.
#[derive(Debug, Clone, Copy, Default)]
struct RulesVisit {
    last: Option<Screen>,
    visits: u64,
    from: Option<Screen>,
}

/// Notes a change of screen (every way there is: a tab, a rule link, a figure's ability)
/// and returns the Rules screen's visit and where it was opened from, for its Back.
fn rules_visit(seen: std::rc::Rc<std::cell::Cell<RulesVisit>>, nav: &Nav) -> (u64, Option<Screen>) {
    let mut v = seen.get();
    if v.last != Some(nav.screen) {
        if nav.screen == Screen::Rules {
            v.visits += 1;
            v.from = v.last.filter(|_| nav.focus.is_some());
        }
        v.last = Some(nav.screen);
        seen.set(v);
    }
    (v.visits, v.from)
}

/// Whether a new version of the web app is waiting (always `false` elsewhere).
fn use_update_prompt() -> bool {
    #[cfg(feature = "web")]
    {
        let mut ready = use_signal(|| false);
        use_hook(move || {
            if dialkeeper_model::web::watch_for_update(move || ready.set(true)) {
                ready.set(true);
            }
        });
        ready()
    }
    #[cfg(not(feature = "web"))]
    false
}

/// "A new version is ready: Reload", above the tab bar until the player reloads.
#[component]
fn UpdatePrompt() -> Element {
    let lang = use_language();
    rsx! {
        div { class: "banner update", role: "status", "data-testid": "update-ready",
            span { {label!(lang, "update-ready")} }
            button { class: "big primary", "data-testid": "update-reload",
                onclick: move |_| {
                    #[cfg(feature = "web")]
                    dialkeeper_model::web::apply_update();
                },
                {label!(lang, "update-reload")}
            }
        }
    }
}

/// Opens the table of a game just started or resumed: at its top, where the current
/// player's figures are, with every compact row closed (rows opened in another game mean
/// nothing in this one).
pub fn open_table() {
    consume_context::<Signal<OpenCards>>().write().0.clear();
    consume_context::<Signal<Nav>>().set(Nav { screen: Screen::Table, focus: None });
    document::eval("window.scrollTo(0, 0)");
}

/// The preferences' language.
pub fn use_language() -> Language {
    use_context::<Signal<Prefs>>().read().language
}

/// What the snackbar says, by what happened: each kind has its own look and offer.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Snack {
    /// Something done that needs no answer (saved, imported, deleted).
    Said(String),
    /// A change to the game, applied: with Undo.
    Applied(String),
    /// The rules refused: a warning, with a link to the rule where there is one.
    Refused(String, Option<RuleId>),
    /// Something failed (a file not read, not written): a warning.
    Failed(String),
}

/// Shows a message in the snackbar (callable from event handlers).
pub fn show(snack: Snack) {
    let mut toast = consume_context::<Signal<Option<Toast>>>();
    let toast_for = |text, rule, warning, undo| Toast::raise(text, rule, warning, undo, None, false);
    toast.set(Some(match snack {
        Snack::Said(text) => toast_for(text, None, false, false),
        Snack::Applied(text) => toast_for(text, None, false, true),
        Snack::Refused(text, rule) => toast_for(text, rule, true, false),
        Snack::Failed(text) => toast_for(text, None, true, false),
    }));
}

/// Shows what the store said went wrong: with "Try again" for what was not saved
/// (`retry`), and with "Restore a backup" when the saved data is damaged.
pub fn show_fault(text: String, fault: &dialkeeper_model::session::Fault, retry: Option<Retry>) {
    let mut toast = consume_context::<Signal<Option<Toast>>>();
    let restore = matches!(fault, dialkeeper_model::session::Fault::Damaged(_));
    // Trying again cannot mend damaged data; the backups can.
    let retry = if restore { None } else { retry };
    toast.set(Some(Toast::raise(text, None, true, false, retry, restore)));
}

#[component]
fn TabBar() -> Element {
    let mut nav = use_context::<Signal<Nav>>();
    let lang = use_language();
    let current = nav.read().screen;
    let tabs = [
        (Screen::Games, label!(lang, "tab-games"), "▤"),
        (Screen::Table, label!(lang, "tab-table"), "⚔"),
        (Screen::Figures, label!(lang, "tab-figures"), "♞"),
        (Screen::Log, label!(lang, "tab-log"), "☰"),
        (Screen::Rules, label!(lang, "tab-rules"), "?"),
        (Screen::Settings, label!(lang, "tab-settings"), "⚙"),
    ];
    rsx! {
        nav { class: "tabbar",
            for (screen, label, icon) in tabs {
                button {
                    key: "{label}",
                    class: if current == screen || (current == Screen::NewGame && screen == Screen::Games) { "tab active" } else { "tab" },
                    "aria-current": if current == screen { "page" } else { "false" },
                    "data-testid": "tab-{screen:?}",
                    onclick: move |_| {
                        if screen == Screen::Rules {
                            rules::show_list();
                        }
                        nav.set(Nav { screen, focus: None })
                    },
                    span { class: "tab-icon", "aria-hidden": "true", "{icon}" }
                    span { class: "tab-label", "{label}" }
                }
            }
        }
    }
}

#[component]
fn Snackbar() -> Element {
    let mut toast = use_context::<Signal<Option<Toast>>>();
    let mut nav = use_context::<Signal<Nav>>();
    let lang = use_language();
    let Some(t) = toast.read().clone() else { return rsx! {} };
    if !t.lasting() && t.screen != nav.read().screen {
        return rsx! {};
    }
    // The fade is a CSS delay, so no timer runs; a new message is a new element and
    // starts its own (the serial keys it).
    let class = format!("snackbar{}{}", if t.warning { " warning" } else { "" }, if t.lasting() { "" } else { " fades" });
    rsx! {
        div { key: "{t.serial}", class: "{class}", role: "status", "data-testid": "snackbar",
            span { class: "snackbar-text", "{t.text}" }
            // The actions move under the text together when both do not fit one line, so
            // the sentence never shrinks to a column of single words.
            div { class: "snackbar-actions",
                if let Some(rule) = t.rule {
                    button {
                        class: "link",
                        "data-testid": "snackbar-rule",
                        onclick: move |_| {
                            nav.set(Nav { screen: Screen::Rules, focus: Some(rule.message_id().to_string()) });
                            toast.set(None);
                        },
                        "{rule.code()}"
                    }
                }
                if let Some(retry) = t.retry.clone() {
                    button {
                        class: "link",
                        "data-testid": "snackbar-retry",
                        onclick: move |_| {
                            toast.set(None);
                            match retry.clone() {
                                Retry::Command(command) => widgets::dispatch(command),
                                Retry::Undo => widgets::step_back(false),
                                Retry::Redo => widgets::step_back(true),
                            }
                        },
                        {label!(lang, "retry")}
                    }
                }
                if t.restore {
                    button {
                        class: "link",
                        "data-testid": "snackbar-restore",
                        onclick: move |_| {
                            toast.set(None);
                            nav.set(Nav::backups());
                        },
                        {label!(lang, "restore-offer")}
                    }
                }
                if t.undo {
                    button {
                        class: "link",
                        "data-testid": "snackbar-undo",
                        onclick: move |_| widgets::step_back(false),
                        {label!(lang, "undo")}
                    }
                }
                button { class: "close", "aria-label": label!(lang, "dismiss"), onclick: move |_| toast.set(None), "×" }
            }
        }
    }
}

#[cfg(test)]
mod tests {
    /// The splash is the first frame on every platform: it must draw without the store
    /// and without any words (the language is in the store), and follow the device's
    /// light or dark.
    #[test]
    fn the_splash_draws_the_dial_with_no_words() {
        let mut dom = dioxus::prelude::VirtualDom::new(super::Splash);
        dom.rebuild_in_place();
        let html = dioxus_ssr::render(&dom);
        assert!(html.contains("theme-system"), "{html}");
        assert_eq!(html.matches("<line").count(), 24, "the bezel's ticks");
        let text: String = html.split('<').filter_map(|part| part.split_once('>').map(|(_, t)| t)).collect();
        assert!(text.trim().is_empty(), "no words before the store opens: {text}");
        let out = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../test-output");
        if std::fs::create_dir_all(&out).is_ok() {
            let page = format!("<!DOCTYPE html><style>{}</style><body style=\"margin:0\">{html}", super::CSS);
            let _ = std::fs::write(out.join("splash.html"), page);
        }
    }
}
