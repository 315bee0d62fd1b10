//! What a screen shows while its code comes in a wasm module of its own (the split web
//! app): the frame's screens, and the sharing screen's camera while its reader comes.

use dialkeeper_model::label;
use dioxus::prelude::*;

use super::context::use_language;

/// A screen whose code is on its way: "Opening…" after a second and, after five, that it
/// comes over the network the first time and opens by itself once the connection is back
/// (web/split-loader.js fetches it again until it comes). CSS delays, as for "Saving…",
/// so a quick load never flickers and no timer runs. `later`: the sharing screen's camera,
/// shown while the code that reads it comes: only the late sentence, saying so.
#[component]
pub fn ModuleWait(#[props(default)] later: bool) -> Element {
    let lang = use_language();
    rsx! {
        div { class: "loading", role: "status", "data-testid": "screen-loading",
            if !later {
                span { class: "loading-now", {label!(lang, "screen-loading")} }
            }
            span { class: "loading-slow", "data-testid": "screen-loading-slow",
                if later { {label!(lang, "share-reader-waiting")} } else { {label!(lang, "screen-loading-slow")} }
            }
        }
    }
}
