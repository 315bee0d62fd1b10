//! What the platform answered when asked to keep the screen on: below the platforms' own
//! modules, which give it.

/// Whether the screen is kept on, as the platform answered.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Awake {
    /// The platform keeps the screen on.
    On,
    /// Not asked (no game open, the setting off, or a desktop).
    Off,
    /// This platform cannot keep the screen on.
    Unsupported,
    /// The platform refused, with its reason.
    Refused(String),
}
