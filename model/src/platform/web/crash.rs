//! What the player sees if the app crashes. On the web a Rust panic traps the whole wasm
//! instance (there is no unwinding), so nothing the app draws afterwards would run: the
//! panic hook itself puts a plain screen over the page, with a Reload button that needs
//! no Rust. Its words are made ahead, in the player's language, because a crashing app
//! must not be trusted to format text.

use std::cell::RefCell;

use wasm_bindgen::JsCast;
use wasm_bindgen::prelude::*;

/// The crash screen's words, ready to show (made by `text::crash_words`).
#[derive(Clone)]
pub struct Words {
    /// The app's classes: the player's theme and text size.
    pub class: String,
    /// The language's code, for the page's `lang`.
    pub lang: &'static str,
    /// Its heading.
    pub title: String,
    /// What happened, and that the game is saved.
    pub body: String,
    /// The Reload button's label.
    pub reload: String,
}

thread_local! {
    static WORDS: RefCell<Option<Words>> = const { RefCell::new(None) };
}

/// Keeps the crash screen's words in the player's language and its look in their theme
/// (at start, and whenever the preferences change).
pub fn prepare_crash_screen(words: Words) {
    WORDS.with(|w| *w.borrow_mut() = Some(words));
}

/// Logs every panic and shows the crash screen, in `words` until others are prepared. `dk-crash-test`, an event dispatched on
/// the window, panics on purpose: the end-to-end tests use it to see the screen.
pub fn install_crash_screen(words: Words) {
    prepare_crash_screen(words);
    std::panic::set_hook(Box::new(|info| {
        web_sys::console::error_1(&format!("dialkeeper crashed: {info}").into());
        let words = WORDS.try_with(|w| w.try_borrow().ok().and_then(|w| w.clone())).ok().flatten();
        if let Some(words) = words
            && let Err(e) = show(&words)
        {
            web_sys::console::error_1(&e);
        }
    }));
    if let Some(window) = web_sys::window() {
        let crash = Closure::<dyn Fn()>::new(|| panic!("a crash asked for by the dk-crash-test event"));
        let _ = window.add_event_listener_with_callback("dk-crash-test", crash.as_ref().unchecked_ref());
        crash.forget();
    }
}

/// Puts the crash screen over everything, built from the DOM alone.
fn show(words: &Words) -> Result<(), JsValue> {
    let document = web_sys::window().and_then(|w| w.document()).ok_or("no document")?;
    let body = document.body().ok_or("no body")?;
    let screen = document.create_element("div")?;
    screen.set_class_name(&words.class);
    screen.set_attribute("lang", words.lang)?;
    screen.set_attribute("role", "alert")?;
    screen.set_attribute("data-testid", "crash")?;
    let main = document.create_element("main")?;
    main.set_class_name("screen gate");
    for (tag, text) in [("h1", &words.title), ("p", &words.body)] {
        let line = document.create_element(tag)?;
        line.set_text_content(Some(text));
        main.append_child(&line)?;
    }
    let reload = document.create_element("button")?;
    reload.set_class_name("big primary wide");
    reload.set_attribute("data-testid", "crash-reload")?;
    // Plain JavaScript: the wasm that would handle a click is the part that crashed.
    reload.set_attribute("onclick", "location.reload()")?;
    reload.set_text_content(Some(&words.reload));
    main.append_child(&reload)?;
    screen.append_child(&main)?;
    body.append_child(&screen)?;
    Ok(())
}
