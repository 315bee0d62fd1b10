//! Browser services reached through `navigator`: sharing or downloading a file, the
//! screen wake lock, persistent storage. Looked up by name, so a browser without one of
//! them simply reports it missing.

use std::cell::RefCell;

use js_sys::{Array, Object, Reflect};
use wasm_bindgen::JsCast;
use wasm_bindgen::prelude::*;

use super::super::awake::Awake;
use super::js::{call, get, settle};
use super::store_worker::describe;

fn navigator() -> JsValue {
    Reflect::get(&js_sys::global(), &"navigator".into()).unwrap_or(JsValue::UNDEFINED)
}

/// How an exported file reached the player.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Delivered {
    /// Handed to the share sheet (phones).
    Shared,
    /// Saved as a download.
    Downloaded,
}

/// Gives the player a file: through the share sheet where the browser can share files
/// (an installed iPhone app cannot download), else as a download.
pub async fn download(file_name: &str, bytes: &[u8], mime: &str) -> Result<Delivered, String> {
    let parts = Array::of1(&js_sys::Uint8Array::from(bytes).into());
    let options = web_sys::FilePropertyBag::new();
    options.set_type(mime);
    let file = web_sys::File::new_with_str_sequence_and_options(&parts, file_name, &options).map_err(|e| describe(&e))?;
    let nav = navigator();
    let data = Object::new();
    let _ = Reflect::set(&data, &"files".into(), &Array::of1(&file));
    if let Some(Ok(can)) = call(&nav, "canShare", &[data.clone().into()])
        && can.as_bool() == Some(true)
        && let Some(Ok(shared)) = call(&nav, "share", &[data.into()])
    {
        return match settle(shared).await {
            Ok(_) => Ok(Delivered::Shared),
            // The player closed the share sheet: nothing is wrong, nothing to say.
            Err(e) if get(&e, "name").as_string().as_deref() == Some("AbortError") => Ok(Delivered::Shared),
            Err(e) => Err(describe(&e)),
        };
    }
    let url = web_sys::Url::create_object_url_with_blob(&file).map_err(|e| describe(&e))?;
    let document = web_sys::window().and_then(|w| w.document()).ok_or("no document")?;
    let link: web_sys::HtmlAnchorElement = document.create_element("a").map_err(|e| describe(&e))?.unchecked_into();
    link.set_href(&url);
    link.set_download(file_name);
    link.click();
    let _ = web_sys::Url::revoke_object_url(&url);
    Ok(Delivered::Downloaded)
}

/// A wake lock held (its sentinel), and the listener that takes it again when the page
/// shows.
type Held = (JsValue, Closure<dyn FnMut()>);

thread_local! {
    static WAKE: RefCell<Option<Held>> = const { RefCell::new(None) };
}

/// Keeps the screen on (or lets it sleep). Browsers drop the lock whenever the page is
/// hidden, so it is taken again each time the page becomes visible.
pub async fn keep_awake(on: bool) -> Awake {
    let document = web_sys::window().and_then(|w| w.document());
    if let Some((sentinel, listener)) = WAKE.with(|w| w.borrow_mut().take()) {
        let _ = call(&sentinel, "release", &[]);
        if let Some(doc) = &document {
            let _ = doc.remove_event_listener_with_callback("visibilitychange", listener.as_ref().unchecked_ref());
        }
    }
    if !on {
        return Awake::Off;
    }
    let awake = request_lock().await;
    let listener = Closure::<dyn FnMut()>::new(|| {
        wasm_bindgen_futures::spawn_local(async {
            let visible = web_sys::window().and_then(|w| w.document()).map(|d| !d.hidden()).unwrap_or(false);
            if visible {
                request_lock_again().await;
            }
        })
    });
    if let Some(doc) = &document {
        let _ = doc.add_event_listener_with_callback("visibilitychange", listener.as_ref().unchecked_ref());
    }
    WAKE.with(|w| *w.borrow_mut() = Some((awake.1, listener)));
    awake.0
}

async fn request_lock() -> (Awake, JsValue) {
    let lock = get(&navigator(), "wakeLock");
    // What the browser said goes to the console; the player reads only that it failed.
    let refused = |e: JsValue| {
        let why = describe(&e);
        web_sys::console::warn_1(&format!("dialkeeper: the screen cannot be kept on: {why}").into());
        (Awake::Refused(why), JsValue::UNDEFINED)
    };
    match call(&lock, "request", &["screen".into()]) {
        None => (Awake::Unsupported, JsValue::UNDEFINED),
        Some(Err(e)) => refused(e),
        Some(Ok(promise)) => match settle(promise).await {
            Ok(sentinel) => (Awake::On, sentinel),
            Err(e) => refused(e),
        },
    }
}

async fn request_lock_again() {
    let (_, sentinel) = request_lock().await;
    WAKE.with(|w| {
        if let Some(held) = w.borrow_mut().as_mut() {
            held.0 = sentinel;
        }
    });
}

/// Asks the browser to keep the app's storage even when space runs low; `Some(granted)`,
/// or `None` where the browser cannot be asked.
pub async fn persist_storage() -> Option<bool> {
    let storage = get(&navigator(), "storage");
    let asked = call(&storage, "persist", &[])?.ok()?;
    settle(asked).await.ok()?.as_bool()
}

/// An event listener, removed when dropped (so a wait given up on leaves no listener
/// calling a freed closure).
struct Listening {
    target: web_sys::EventTarget,
    event: &'static str,
    listener: Closure<dyn FnMut()>,
}

impl Drop for Listening {
    fn drop(&mut self) {
        let _ = self.target.remove_event_listener_with_callback(self.event, self.listener.as_ref().unchecked_ref());
    }
}

/// Waits for the first `event` on `target` after which `wanted` holds.
async fn first(target: web_sys::EventTarget, event: &'static str, wanted: impl Fn() -> bool + 'static) {
    let (tx, rx) = futures_channel::oneshot::channel::<()>();
    let tx = RefCell::new(Some(tx));
    let listener = Closure::<dyn FnMut()>::new(move || {
        if wanted()
            && let Some(tx) = tx.borrow_mut().take()
        {
            let _ = tx.send(());
        }
    });
    let _ = target.add_event_listener_with_callback(event, listener.as_ref().unchecked_ref());
    let _listening = Listening { target, event, listener };
    let _ = rx.await;
}

/// Waits until the page is hidden: another tab, the phone locked, the app sent to the
/// background. The last moment a web app can count on to keep anything (a backup).
pub async fn page_hidden() {
    let Some(document) = web_sys::window().and_then(|w| w.document()) else { return std::future::pending().await };
    let hidden = || web_sys::window().and_then(|w| w.document()).is_some_and(|d| d.hidden());
    first(document.into(), "visibilitychange", hidden).await;
}

/// Whether the browser thinks it has a network (`navigator.onLine`; true where it cannot
/// say). A "yes" may still mean a link that goes nowhere; a "no" is sure.
pub fn online() -> bool {
    get(&navigator(), "onLine").as_bool().unwrap_or(true)
}

/// Waits until the browser says it is online again (a phone back in a shop's Wi-Fi).
pub async fn back_online() {
    let Some(window) = web_sys::window() else { return std::future::pending().await };
    first(window.into(), "online", || true).await;
}
