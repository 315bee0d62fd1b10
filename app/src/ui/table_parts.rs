//! The table screen's three parts (the screen, the wizard's sheet over it, the thumb bar
//! in the dock) as one lazy component: in the split web app their code comes in one wasm
//! module, loaded once for all three. Three modules would put what they share in the main
//! module (`scripts/wasm-split.patch`), which a first visit waits for.

use dioxus::prelude::*;

/// Which of the table screen's parts to draw.
#[derive(Debug, Clone, Copy, PartialEq)]
pub enum Part {
    /// The table itself.
    Screen,
    /// The wizard's sheet over it.
    Wizard,
    /// The thumb bar in the dock.
    Thumbs,
}

/// One of the table screen's parts.
#[cfg_attr(feature = "split", component(lazy))]
#[cfg_attr(not(feature = "split"), component)]
pub fn TableParts(part: Part) -> Element {
    match part {
        Part::Screen => rsx! { super::table::TableScreen {} },
        Part::Wizard => rsx! { super::wizard::WizardSheet {} },
        Part::Thumbs => rsx! { super::thumb_bar::ThumbBar {} },
    }
}
