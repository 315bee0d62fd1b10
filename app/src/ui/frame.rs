//! The app once it has a session: the contexts every screen reads, the frame with the
//! current screen, the snackbar and the tab bar, and the splash drawn before any of it.
//! Above every screen.

use dialkeeper_model::label;
use dialkeeper_model::prefs::Prefs;
use dialkeeper_model::session::Session;
use dioxus::prelude::*;

use super::context::{CSS, Nav, OpenCards, Retry, Screen, Step, Toast, use_language};
#[cfg(feature = "web")]
use super::restarts;
use super::{
    LiveSession, editor, errand, figures, games, log, new_game, rules, saving, settings, sharing, table_parts, thumb_bar, widgets,
};
use dialkeeper_model::share::role::Asked;

/// What shows while the store opens: the app's dial, as on its icon, in the device's
/// light or dark (the player's own theme and language are in the store), so the first
/// frame comes at once, needs no words loaded, and never flashes the wrong colours.
#[component]
pub fn Splash() -> Element {
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

/// The session, handed once from [`super::App`] to [`Started`].
#[derive(Clone)]
pub struct Slot(pub std::rc::Rc<std::cell::RefCell<Option<Session>>>);

impl PartialEq for Slot {
    fn eq(&self, other: &Slot) -> bool {
        std::rc::Rc::ptr_eq(&self.0, &other.0)
    }
}

/// The app once its session has started: provides the contexts every screen reads.
#[component]
pub fn Started(session: Slot) -> Element {
    let session = use_context_provider(|| LiveSession(Signal::new(session.0.borrow_mut().take().expect("the session starts once"))));
    use_context_provider(|| Signal::new(session.peek().prefs()));
    let start = if session.peek().game().is_some() { Screen::Table } else { Screen::Games };
    use_context_provider(|| Signal::new(Nav::to(start)));
    use_context_provider(|| Signal::new(None::<Toast>));
    // The figure being edited: above the frame, so leaving the figures tab loses nothing typed.
    use_context_provider(|| Signal::new(None::<editor::Editing>));
    // The compact cards opened on the table: above the frame, so a look at a rule and
    // back finds them as they were.
    use_context_provider(|| Signal::new(OpenCards::default()));
    rsx! { Frame {} }
}

/// The app's frame: the current screen, the snackbar and the tab bar, styled by the
/// preferences. Reads the contexts [`Started`] provides (tests provide their own).
#[component]
pub fn Frame() -> Element {
    let prefs = use_context::<Signal<Prefs>>();
    let nav = use_context::<Signal<Nav>>();
    // The wizard in progress: provided here so every renderer and test harness has it.
    let wizard = use_context_provider(|| Signal::new(None::<dialkeeper_model::wizard::Flow>));
    // The dice sheet and the end-of-turn question, opened from the thumb bar or the table.
    use_context_provider(|| Signal::new(thumb_bar::TableOverlays::default()));
    // The session's changes run on the frame's tasks, and it notes those in flight.
    errand::provide_errands();
    saving::provide_saving();
    // This phone's part in a shared game: every tap on the table goes through it.
    let role = use_context_provider(|| Signal::new(dialkeeper_model::share::Role::<LiveSession>::Alone));
    sharing::provide_stop_first();
    let session = use_context::<LiveSession>();
    let toast = use_context::<Signal<Option<Toast>>>();
    // Every signal the model's decisions change, behind one handle (model::shell).
    let open_cards = use_context::<Signal<OpenCards>>();
    let shell = use_context_provider(|| super::shell::AppShell { session, prefs, nav, toast, wizard, role, open_cards });
    // The figures picked lately for an army, for every player's picker, for this run.
    use_context_provider(|| Signal::new(dialkeeper_model::recent_picks::RecentPicks::default()));
    // The Rules and Figures screens' searches and what is open there, kept while the
    // player looks elsewhere (a rule from a figure's ability, and Back).
    use_context_provider(|| Signal::new(dialkeeper_model::lookup::Lookup::default()));
    use_context_provider(|| Signal::new(figures::FiguresView::default()));
    // A game this phone shared when its app last stopped is shared again: from its store.
    use_hook(move || sharing::restore(shell, Asked::AtStart));
    #[cfg(feature = "web")]
    restarts::use_restarts(session, prefs, move || sharing::restore(shell, Asked::StoreBack));
    // Keep the screen on while a game is open (Settings can turn it off, and shows
    // whether the platform actually does it).
    let mut awake = use_context_provider(|| Signal::new(dialkeeper_model::platform::awake::Awake::Off));
    let wanted = use_memo(move || prefs.read().keep_awake && session.read().game().is_some());
    use_effect(move || {
        let on = wanted();
        spawn(async move {
            awake.set(dialkeeper_model::platform::awake::keep_awake(on).await);
        });
    });
    let update_ready = use_update_prompt();
    let p = *prefs.read();
    let screen = nav.read().screen;
    let visit = rules_visit(use_hook(|| std::rc::Rc::new(std::cell::Cell::new(RulesVisit::default()))), &nav.read());
    // Back to a place a link left: scrolled as it was, once the screen is drawn.
    use_effect(move || {
        if let Some(y) = nav.read().scroll {
            // Tried again each frame for half a second: the screen's lower cards may be
            // drawn a frame or two after its top, and a page too short clamps the scroll.
            document::eval(&format!(
                "let n = 0; const go = () => {{ window.scrollTo(0, {y}); if (Math.abs(window.scrollY - {y}) > 2 && n++ < 30) requestAnimationFrame(go); }}; requestAnimationFrame(go);"
            ));
        }
    });
    rsx! {
        style { {CSS} }
        div {
            class: p.app_class(),
            lang: "{p.language.code()}",
            if update_ready {
                UpdatePrompt {}
            }
            main { class: "screen",
                Lazy { fallback: true,
                match screen {
                    Screen::Games => rsx! { games::GamesScreen {} },
                    Screen::NewGame => rsx! { new_game::NewGameScreen {} },
                    Screen::Table => rsx! { table_parts::TableParts { part: table_parts::Part::Screen } },
                    Screen::Figures => rsx! { figures::FiguresScreen {} },
                    Screen::Log => rsx! { log::LogScreen {} },
                    Screen::Rules => rsx! { rules::RulesScreen { visit } },
                    Screen::Settings => rsx! { settings::SettingsScreen {} },
                    Screen::Sharing => rsx! { sharing::SharingScreen {} },
                }
                }
            }
            if screen == Screen::Table {
                Lazy { table_parts::TableParts { part: table_parts::Part::Wizard } }
            }
            saving::SavingNote {}
            sharing::StopFirstQuestion {}
            // Docked at the bottom, stacked, so none covers another at any text size.
            div { class: "dock",
                Snackbar {}
                if screen == Screen::Table {
                    Lazy { table_parts::TableParts { part: table_parts::Part::Thumbs } }
                }
                TabBar {}
            }
        }
    }
}

/// A part of the page whose code may come in a wasm module of its own, loaded when first
/// drawn (the `split` build, the web app's): meanwhile nothing, or a screen that says it
/// is opening (`fallback`). Elsewhere its children as they are.
#[component]
fn Lazy(children: Element, #[props(default)] fallback: bool) -> Element {
    #[cfg(feature = "split")]
    return rsx! {
        SuspenseBoundary {
            fallback: move |_| if fallback { rsx! { super::module_wait::ModuleWait {} } } else { rsx! {} },
            {children}
        }
    };
    #[cfg(not(feature = "split"))]
    {
        let _ = fallback;
        children
    }
}

/// How many times the Rules screen was opened, and the screen shown last.
#[derive(Debug, Clone, Copy, Default)]
struct RulesVisit {
    last: Option<Screen>,
    visits: u64,
}

/// Notes a change of screen (every way there is: a tab, a rule link, a figure's ability)
/// and returns the Rules screen's visit: a new visit starts its trail of links afresh.
fn rules_visit(seen: std::rc::Rc<std::cell::Cell<RulesVisit>>, nav: &Nav) -> u64 {
    let mut v = seen.get();
    if v.last != Some(nav.screen) {
        if nav.screen == Screen::Rules {
            v.visits += 1;
        }
        v.last = Some(nav.screen);
        seen.set(v);
    }
    v.visits
}

/// Whether a new version of the web app is waiting (always `false` elsewhere).
fn use_update_prompt() -> bool {
    #[cfg(feature = "web")]
    {
        let mut ready = use_signal(|| false);
        use_hook(move || {
            if dialkeeper_model::platform::web::watch_for_update(move || ready.set(true)) {
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
                    dialkeeper_model::platform::web::apply_update();
                },
                {label!(lang, "update-reload")}
            }
        }
    }
}

#[component]
fn TabBar() -> Element {
    let mut nav = use_context::<Signal<Nav>>();
    let lang = use_language();
    let (current, lit) = (nav.read().screen, nav.read().tab());
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
                    class: if lit == screen { "tab active" } else { "tab" },
                    "aria-current": if current == screen { "page" } else { "false" },
                    "data-testid": format!("tab-{}", <&str>::from(screen)),
                    onclick: move |_| {
                        if screen == Screen::Rules {
                            rules::show_list();
                        }
                        nav.set(Nav::to(screen))
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
    if !t.shows_on(nav.read().screen) {
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
                            super::follow(Nav::rule(rule));
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
                if let Some(step) = t.step {
                    button {
                        class: "link",
                        "data-testid": if step == Step::Undo { "snackbar-undo" } else { "snackbar-redo" },
                        onclick: move |_| widgets::step_back(step == Step::Redo),
                        {if step == Step::Undo { label!(lang, "undo") } else { label!(lang, "redo") }}
                    }
                }
                button { class: "close", "aria-label": label!(lang, "dismiss"), onclick: move |_| toast.set(None), "×" }
            }
        }
    }
}
