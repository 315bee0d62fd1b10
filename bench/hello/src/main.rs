//! The smallest Dioxus web app: one heading, and one button that counts its taps. The
//! baseline Dialkeeper's web figures are measured against: its heading for a start, its
//! button for a tap (a signal changed and a text drawn again, nothing stored), so a run
//! whose machine is slow shows it in the hello-world's tap too.
use dioxus::prelude::*;

fn main() {
    dioxus::launch(App);
}

#[component]
fn App() -> Element {
    let mut taps = use_signal(|| 0u32);
    rsx! {
        h1 { "data-testid": "hello", "Hello, world" }
        button { "data-testid": "hello-tap", onclick: move |_| taps += 1, "Tapped " span { "data-testid": "hello-taps", "{taps}" } }
    }
}
