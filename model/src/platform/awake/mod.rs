//! Keeping the screen on while a game is open (Settings can turn it off): the browser's
//! screen wake lock on the web, a window flag set by our activity on Android, the idle
//! timer on iOS. The desktop leaves the screen to its owner's power settings.

#[cfg(all(target_os = "android", not(feature = "web")))]
mod android;
#[cfg(all(target_os = "ios", not(feature = "web")))]
mod ios;

mod answer;

pub use answer::Awake;

/// Keeps the screen on, or lets it sleep again.
pub async fn keep_awake(on: bool) -> Awake {
    #[cfg(feature = "web")]
    return super::web::keep_awake(on).await;
    #[cfg(all(target_os = "android", not(feature = "web")))]
    return android::keep_awake(on);
    #[cfg(all(target_os = "ios", not(feature = "web")))]
    return ios::keep_awake(on);
    #[cfg(not(any(feature = "web", target_os = "android", target_os = "ios")))]
    {
        let _ = on;
        Awake::Off
    }
}
