//! Dialkeeper, the app: Dioxus screens over the rules engine, a SQLite store, and the
//! platform glue. `main.rs` only launches [`ui::App`].
#![deny(missing_docs)]

pub mod army;
pub mod army_file;
pub mod attack;
pub mod awake;
pub mod demo;
pub mod dice;
pub mod editor;
pub mod figure_search;
pub mod files;
pub mod import;
pub mod platform;
pub mod portrait;
pub mod prefs;
pub mod recent_picks;
pub mod session;
pub mod text;
pub mod ui;
#[cfg(feature = "web")]
pub mod web;
pub mod wizard;
