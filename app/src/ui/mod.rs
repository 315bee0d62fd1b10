//! The screens. Each screen is one module; state lives in a few contexts, each a signal
//! around one concern: the session (store + game), preferences, navigation, the snackbar.

mod army_entry;
mod army_files;
mod attack_panel;
mod backups;
mod clock;
mod context;
mod dice_roller;
pub mod editor;
mod ending;
mod errand;
mod figure_card;
mod figure_picker;
mod figures;
mod frame;
mod games;
mod live_session;
mod log;
mod module_wait;
mod move_games;
mod new_game;
mod picker;
#[cfg(feature = "web")]
mod restarts;
mod rules;
mod saving;
mod score;
mod settings;
mod sharing;
mod shell;
mod start;
mod stylesheet;
mod table;
mod table_parts;
mod thumb_bar;
#[cfg(feature = "web")]
mod web_start;
mod widgets;
pub mod wizard;

use dioxus::prelude::*;

pub use context::{
    CSS, Focus, Nav, OpenCards, PLAYER_COLORS, Place, Retry, Screen, Snack, Step, Toast, follow, open_table, show, show_fault, showing,
    use_language, words_ready,
};
#[cfg(feature = "store")]
use dialkeeper_model::platform;
pub use frame::{Frame, Slot, Splash, Started};
pub use live_session::LiveSession;

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
                    let session = dialkeeper_model::session::Session::over(door, startup);
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
