use dioxus::prelude::*;
fn main() { dioxus::launch(App); }
#[component]
fn App() -> Element { rsx! { h1 { "Dialkeeper" } } }
