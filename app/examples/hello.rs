//! A bare Dioxus hello-world: the baseline of the start-up benchmark (P3 in
//! `scripts/bench.sh`). It uses the app's own dioxus dependency (same version and
//! features) and is built with the same release profile, in the same window size.

use dioxus::prelude::*;

fn main() {
    use dioxus::desktop::{Config, LogicalSize, WindowBuilder};
    let window = WindowBuilder::new().with_title("Hello").with_inner_size(LogicalSize::new(390.0, 844.0));
    dioxus::LaunchBuilder::desktop().with_cfg(Config::new().with_window(window).with_menu(None)).launch(app);
}

fn app() -> Element {
    rsx! {
        h1 { "Hello, world!" }
    }
}
