//! The platform glue, one floor below everything that uses it and using nothing of the
//! app above (a test in `xtask` holds it): where the app keeps its data and how a file
//! reaches the player (`place`), keeping the screen on (`awake`), and what only the web
//! build has (`web`: the store worker, the browser's storage, downloads, the crash
//! screen, the offline copy). The rest of the model names no platform: it asks these.

pub mod awake;
pub(crate) mod console;
mod place;
#[cfg(feature = "web")]
pub mod web;

pub use console::warn;
pub use place::*;

/// [`warn`] with `format!`'s arguments.
#[macro_export]
macro_rules! warn {
    ($($arg:tt)*) => {
        $crate::platform::warn(&format!($($arg)*))
    };
}
