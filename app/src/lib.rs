//! Dialkeeper, the app: Dioxus screens over the models of `dialkeeper-model`. The
//! screens read models and send intents; this crate does not depend on the store.
//! `main.rs` only launches [`ui::App`].
#![deny(missing_docs)]

pub mod ui;
