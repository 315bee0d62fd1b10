//! What the player sees if the app crashes. The browser's wasm is built so that a Rust
//! panic stops it where it stands, with no hook and no message (`-Cpanic=immediate-abort`,
//! scripts/wasm-env.sh: the page and the store worker 56 KB gzip smaller, issue 50). The
//! stop reaches the page's own script as a `WebAssembly.RuntimeError`, and that script
//! (`dkCrashed` in web/index.html) puts this screen over everything. So the screen is built
//! here ahead, in the player's language and theme, whenever they change: a crashing app
//! can neither format text nor build a page. Its Reload button needs no Rust.
//!
//! A crash inside a call the page's wasm makes into JavaScript that calls back into the
//! wasm would be caught by wasm-bindgen as that call's error rather than reach the page's
//! script, so the app calls its own handlers directly (`store_worker.rs`).

use wasm_bindgen::JsCast;
use wasm_bindgen::prelude::*;

/// The crash screen's words, ready to show (made by `text::crash_words`).
#[derive(Clone, PartialEq)]
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

/// Where the page's script finds the screen to show (web/index.html reads the same name).
const KEPT_AS: &str = "dkCrashScreen";

thread_local! {
    /// The words of the screen kept for the page's script: the start builds it in the
    /// default words before the first screen, and the frame asks again in the player's,
    /// usually the same (a second build took about 10 ms of a traced warm start at CPU x4;
    /// the saving is too small to see in S3, BENCHMARKS.md).
    static KEPT: std::cell::RefCell<Option<Words>> = const { std::cell::RefCell::new(None) };
}

/// Builds the crash screen in the player's language and theme, for the page's script to
/// show (at start, and whenever the preferences change), unless the one kept already
/// says the same.
pub fn prepare_crash_screen(words: Words) {
    if KEPT.with_borrow(|kept| kept.as_ref() == Some(&words)) {
        return;
    }
    let kept = web_sys::window().ok_or_else(|| JsValue::from("no window")).and_then(|window| {
        let screen = build(&words)?;
        js_sys::Reflect::set(&window, &KEPT_AS.into(), &screen).map(|_| ())
    });
    match kept {
        Ok(()) => KEPT.set(Some(words)),
        Err(e) => web_sys::console::error_1(&e),
    }
}

/// Builds the crash screen ahead, in `words`. `dk-crash-test`, an event dispatched on the
/// window, crashes the page on purpose: the end-to-end tests use it to see the screen.
/// The crash comes in the event's handler, or, by the event's `detail`, in a task of the
/// app's own ("task": where its saves and loads run) or in a promise's callback
/// ("promise": as a split module's start does), which reach the page's script by the
/// window's `error` event and by an unhandled rejection.
pub fn install_crash_screen(words: Words) {
    prepare_crash_screen(words);
    if let Some(window) = web_sys::window() {
        let crash = Closure::<dyn Fn(web_sys::Event)>::new(|event: web_sys::Event| {
            match event.dyn_ref::<web_sys::CustomEvent>().and_then(|e| e.detail().as_string()).as_deref() {
                Some("task") => wasm_bindgen_futures::spawn_local(async { panic!("a crash asked for by dk-crash-test, in a task") }),
                Some("promise") => {
                    let callback = Closure::<dyn FnMut(JsValue)>::new(|_| panic!("a crash asked for by dk-crash-test, in a promise"));
                    let _ = js_sys::Promise::resolve(&JsValue::NULL).then(&callback);
                    callback.forget();
                }
                _ => panic!("a crash asked for by the dk-crash-test event"),
            }
        });
        let _ = window.add_event_listener_with_callback("dk-crash-test", crash.as_ref().unchecked_ref());
        crash.forget();
    }
}

/// The crash screen, built from the DOM alone and not yet shown.
fn build(words: &Words) -> Result<web_sys::Element, JsValue> {
    let document = web_sys::window().and_then(|w| w.document()).ok_or("no document")?;
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
    Ok(screen)
}
