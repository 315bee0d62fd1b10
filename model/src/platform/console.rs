//! Where a developer reads what went wrong, on each platform.

/// Says what went wrong where a developer looks: the browser's console on the web, where
/// `eprintln!` writes nowhere (a wall in `xtask` keeps it out of the model and the app),
/// standard error elsewhere. The player is told by the screens, never here.
pub fn warn(text: &str) {
    #[cfg(all(feature = "web", target_arch = "wasm32"))]
    web_sys::console::warn_1(&text.into());
    #[cfg(not(all(feature = "web", target_arch = "wasm32")))]
    eprintln!("{text}");
}
