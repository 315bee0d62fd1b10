//! Launches the app on the desktop, a phone or the web. Everything else is in the library.

fn main() {
    #[cfg(feature = "desktop")]
    {
        use dioxus::desktop::{Config, LogicalSize, WindowBuilder};
        let window = WindowBuilder::new()
            .with_title("Dialkeeper")
            .with_inner_size(LogicalSize::new(390.0, 844.0))
            .with_min_inner_size(LogicalSize::new(340.0, 480.0));
        dioxus::LaunchBuilder::desktop().with_cfg(Config::new().with_window(window).with_menu(None)).launch(dialkeeper::ui::App);
    }
    #[cfg(all(feature = "mobile", not(feature = "desktop")))]
    dioxus::launch(dialkeeper::ui::App);
    #[cfg(all(feature = "web", not(any(feature = "desktop", feature = "mobile"))))]
    {
        // A panic traps the whole wasm instance: say so, and offer a reload.
        dialkeeper_model::platform::web::install_crash_screen(dialkeeper_model::text::crash_words(
            &dialkeeper_model::prefs::Prefs::from_settings(|_| None),
        ));
        dioxus::launch(dialkeeper::ui::App);
    }
}
