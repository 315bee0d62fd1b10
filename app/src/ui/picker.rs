//! Picking a file, the same way in every renderer. The webview's own picker runs (the
//! browser's on the web, WebKitGTK's on desktop, the Android WebView's chooser, the
//! iPhone's document picker) and the page reads the file and hands its bytes to Rust
//! through the eval channel. Dioxus's native renderer would otherwise catch the tap and
//! ask a native dialog, which returns nothing on Android and iOS (dioxus 3720, 5135).

use base64::Engine;
use dioxus::prelude::*;
use serde::Deserialize;

/// A file the player picked, read in the page.
#[derive(Clone, Debug, PartialEq)]
pub struct Picked {
    pub name: String,
    pub read: Result<Vec<u8>, Unread>,
}

impl Picked {
    /// The bytes, or the caller's refusal: `too_large` makes the same refusal a caller
    /// gives a file over its limit, `failed` says the webview could not read it (what the
    /// webview said goes to the log, not to the player).
    pub fn bytes<E>(self, too_large: impl FnOnce(usize) -> E, failed: impl FnOnce() -> E) -> Result<Vec<u8>, E> {
        match self.read {
            Ok(bytes) => Ok(bytes),
            Err(Unread::TooLarge { bytes }) => Err(too_large(bytes)),
            Err(Unread::Failed(error)) => {
                dialkeeper_model::warn!("dialkeeper: the picked file could not be read: {error}");
                Err(failed())
            }
        }
    }
}

/// Why a picked file's bytes did not arrive.
#[derive(Clone, Debug, PartialEq)]
pub enum Unread {
    /// Over the picker's limit: not read at all, so a huge file never fills the memory.
    TooLarge { bytes: usize },
    /// The webview could not read it (what it said).
    Failed(String),
}

/// What the page's script sends for each pick.
#[derive(Deserialize)]
struct Message {
    name: String,
    size: f64,
    /// Base64, absent when the file was over the limit or unreadable.
    data: Option<String>,
    error: Option<String>,
}

impl Message {
    fn into_picked(self) -> Picked {
        let read = match (self.data, self.error) {
            (_, Some(error)) => Err(Unread::Failed(error)),
            (Some(data), None) => base64::engine::general_purpose::STANDARD.decode(data).map_err(|e| Unread::Failed(e.to_string())),
            (None, None) => Err(Unread::TooLarge { bytes: self.size as usize }),
        };
        Picked { name: self.name, read }
    }
}

/// The page's side: lets the tap reach the webview's picker (the window-level listener of
/// Dioxus's native renderer never sees it), then reads each pick, or says it is too large
/// without reading it. The input is emptied after each pick, so the same file picked again
/// still counts (browsers fire no change for an unchanged value).
const SCRIPT: &str = r#"
const input = document.getElementById(__PICKER_ID__);
input.addEventListener('click', (event) => event.stopPropagation());
input.addEventListener('change', () => {
  const file = input.files && input.files[0];
  input.value = '';
  if (!file) return;
  const said = { name: file.name, size: file.size };
  if (file.size > __LIMIT__) { dioxus.send(said); return; }
  const reader = new FileReader();
  reader.onload = () => {
    const url = String(reader.result);
    dioxus.send({ ...said, data: url.slice(url.indexOf(',') + 1) });
  };
  reader.onerror = () => dioxus.send({ ...said, error: String(reader.error) });
  reader.readAsDataURL(file);
});
await new Promise(() => {});
"#;

/// A file input whose picks arrive as [`Picked`]. `accept` lists MIME types only (an
/// iPhone greys out files that a list of extensions does not name), or nothing. `limit`
/// is the most bytes the caller takes: a larger file is reported, not read.
#[component]
pub fn FilePicker(testid: String, accept: Option<&'static str>, limit: usize, onpick: EventHandler<Picked>) -> Element {
    let id = use_hook(|| format!("picker-{testid}-{}", next_id()));
    let mounted = id.clone();
    rsx! {
        input { id: "{id}", r#type: "file", accept, "data-testid": "{testid}",
            onmounted: move |_| {
                let script = SCRIPT.replace("__PICKER_ID__", &serde_json::to_string(&mounted).expect("a string serializes")).replace("__LIMIT__", &limit.to_string());
                let mut eval = document::eval(&script);
                spawn(async move {
                    while let Ok(message) = eval.recv::<Message>().await {
                        onpick.call(message.into_picked());
                    }
                });
            },
        }
    }
}

/// A photo picker for a figure's portrait: each pick arrives as its finished thumbnail
/// (see `dialkeeper_model::portrait`), or as the localized sentence that says why there is none.
/// Natively the webview hands over the file's bytes and the `image` crate makes the
/// thumbnail; on the web the page makes it with the browser's decoder and canvas, so the
/// photo itself never reaches Rust and the web build carries no image codecs.
#[component]
pub fn PhotoPicker(testid: String, onpick: EventHandler<Result<Vec<u8>, String>>) -> Element {
    let lang = super::use_language();
    #[cfg(not(target_arch = "wasm32"))]
    {
        use dialkeeper_model::portrait::{MAX_BYTES, PortraitError, thumbnail};
        let picked = move |picked: Picked| {
            let thumb = picked
                .bytes(
                    |bytes| dialkeeper_model::text::portrait_error(lang, &PortraitError::TooLarge { bytes }),
                    || dialkeeper_model::text::file_read_failed(lang),
                )
                .and_then(|bytes| thumbnail(&bytes).map_err(|e| dialkeeper_model::text::portrait_error(lang, &e)));
            onpick.call(thumb);
        };
        rsx! { FilePicker { testid, accept: "image/*", limit: MAX_BYTES, onpick: picked } }
    }
    #[cfg(target_arch = "wasm32")]
    {
        use dialkeeper_model::portrait::{FromPage, from_page, photo_script};
        let id = use_hook(|| format!("picker-{testid}-{}", next_id()));
        let mounted = id.clone();
        rsx! {
            input { id: "{id}", r#type: "file", accept: "image/*", "data-testid": "{testid}",
                onmounted: move |_| {
                    let mut eval = document::eval(&photo_script(&mounted));
                    spawn(async move {
                        while let Ok(message) = eval.recv::<FromPage>().await {
                            onpick.call(from_page(message).map_err(|e| dialkeeper_model::text::portrait_error(lang, &e)));
                        }
                    });
                },
            }
        }
    }
}

/// A number no other picker on the page has, for its element id.
fn next_id() -> u64 {
    use std::sync::atomic::{AtomicU64, Ordering};
    static NEXT: AtomicU64 = AtomicU64::new(1);
    NEXT.fetch_add(1, Ordering::Relaxed)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn message(data: Option<&str>, error: Option<&str>) -> Message {
        Message { name: "army.json".into(), size: 7.0, data: data.map(Into::into), error: error.map(Into::into) }
    }

    #[test]
    fn a_read_file_arrives_as_its_bytes() {
        assert_eq!(message(Some("e30K"), None).into_picked().read, Ok(b"{}\n".to_vec()));
    }

    #[test]
    fn a_file_over_the_limit_arrives_with_its_size_only() {
        assert_eq!(message(None, None).into_picked().read, Err(Unread::TooLarge { bytes: 7 }));
    }

    #[test]
    fn an_unreadable_file_says_why() {
        assert_eq!(message(None, Some("NotReadableError")).into_picked().read, Err(Unread::Failed("NotReadableError".into())));
        assert!(matches!(message(Some("not base64!"), None).into_picked().read, Err(Unread::Failed(_))));
    }
}
