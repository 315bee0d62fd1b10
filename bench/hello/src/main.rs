//! The smallest Dioxus web app: one heading. The baseline Dialkeeper's web figures are
//! measured against.
use dioxus::prelude::*;

fn main() {
    dioxus::launch(App);
}

#[component]
fn App() -> Element {
    rsx! {
        h1 { "data-testid": "hello", "Hello, world" }
    }
}
