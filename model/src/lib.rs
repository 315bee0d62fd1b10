//! Dialkeeper's models: everything the screens show and ask for, with no UI toolkit.
//! The session (the one door to the store), the wizards' flows, the drafts, figure
//! search, preferences, the words (`text`), and the platform glue. The UI crate
//! (`dialkeeper`) only draws these and sends intents; it does not depend on the store,
//! so a screen cannot reach it except through [`session::Live`].
#![deny(missing_docs)]

pub mod army;
pub mod army_file;
pub mod attack;
pub mod card;
pub mod clock;
pub mod cost;
pub mod demo;
pub mod dice;
pub mod editor;
pub mod ending;
pub mod figure_search;
pub mod files;
pub mod import;
mod laid_out;
pub mod lookup;
pub mod nav;
pub mod news;
pub mod platform;
pub mod portrait;
pub mod prefs;
pub mod recent_picks;
pub mod roll;
pub mod session;
pub mod share;
pub mod shell;
pub mod snack;
pub mod table;
pub mod text;
pub mod wizard;
