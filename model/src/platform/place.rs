//! Where the app keeps its data, and how an exported file reaches the player, per
//! platform. On the web the store lives in the browser (see `web`), so only exporting
//! applies there.

use std::path::PathBuf;

/// Set this to keep the store somewhere else (tests, several profiles).
pub const DATA_DIR_ENV: &str = "DIALKEEPER_DATA_DIR";

/// The app id on Android and iOS (`bundle.identifier` in `app/Dioxus.toml`).
pub const APP_ID: &str = "org.dialkeeper.app";

/// The app-data folder: `DIALKEEPER_DATA_DIR` if set, else the platform's place for
/// application data: `~/.local/share/dialkeeper` on Linux, `Library/Application Support`
/// in the app's container on iOS, the app's internal files folder on Android.
#[cfg(not(target_arch = "wasm32"))]
pub fn data_dir() -> PathBuf {
    if let Some(dir) = std::env::var_os(DATA_DIR_ENV) {
        return PathBuf::from(dir);
    }
    if cfg!(target_os = "android") {
        return android_files_dir();
    }
    directories::ProjectDirs::from("org", "Dialkeeper", "Dialkeeper")
        .map(|d| d.data_dir().to_path_buf())
        .unwrap_or_else(|| std::env::temp_dir().join("dialkeeper"))
}

/// Android's `Context.getFilesDir()` without JNI (the workspace forbids `unsafe`): an
/// app has no `$HOME`, so `directories` finds nothing there, and `temp_dir()` is
/// `/data/local/tmp`, which apps cannot write. The private folder is
/// `/data/user/<user>/<package>/files`; the package is the process name (the app id,
/// or the id with a suffix for a debug build) and the user is the uid / 100000.
#[cfg(not(target_arch = "wasm32"))]
fn android_files_dir() -> PathBuf {
    let package = std::fs::read("/proc/self/cmdline")
        .ok()
        .and_then(|b| b.split(|&c| c == 0).next().map(|n| String::from_utf8_lossy(n).into_owned()))
        .map(|name| name.split(':').next().unwrap_or_default().to_string())
        .filter(|name| !name.is_empty() && !name.contains('/'))
        .unwrap_or_else(|| APP_ID.to_string());
    #[cfg(unix)]
    let user = {
        use std::os::unix::fs::MetadataExt;
        std::fs::metadata("/proc/self").map(|m| m.uid() / 100_000).unwrap_or(0)
    };
    #[cfg(not(unix))]
    let user = 0;
    PathBuf::from(format!("/data/user/{user}/{package}/files"))
}

/// The store file.
#[cfg(not(target_arch = "wasm32"))]
pub fn database_path() -> PathBuf {
    data_dir().join("dialkeeper.db")
}

/// Where exported games and armies are written.
#[cfg(not(target_arch = "wasm32"))]
pub fn exports_dir() -> PathBuf {
    data_dir().join("exports")
}

/// The wall clock, in Unix milliseconds: the game clock's instants (CORE-18) are read
/// here and handed to the engine inside commands. The store's one clock, which reads the
/// browser's on the web, where Rust's panics.
pub fn now_ms() -> i64 {
    dialkeeper_store::clock::now_ms()
}

/// Resolves after `ms` milliseconds: on the web the browser's timer (gloo-timers; a
/// dropped future clears it), elsewhere a thread's sleep, so no timer makes a round
/// trip through the web view's JavaScript (the liveview renderer's `dioxus.recv()` is a
/// busy loop that hung the page when its next message was late).
pub async fn sleep_ms(ms: u32) {
    #[cfg(target_arch = "wasm32")]
    gloo_timers::future::TimeoutFuture::new(ms).await;
    #[cfg(not(target_arch = "wasm32"))]
    {
        let (done, slept) = futures_channel::oneshot::channel::<()>();
        std::thread::spawn(move || {
            std::thread::sleep(std::time::Duration::from_millis(ms.into()));
            let _ = done.send(());
        });
        let _ = slept.await;
    }
}

/// How an exported file reached the player.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Exported {
    /// Written to this file, in [`exports_dir`] (desktop and phones).
    Saved(PathBuf),
    /// Handed to the browser's share sheet.
    Shared,
    /// Saved as a browser download.
    Downloaded,
}

dialkeeper_core::reports! {
    /// Why an exported file did not reach the player. The player is told in their language;
    /// what the system said goes to the log, never into the sentence.
    #[derive(Debug, Clone, Copy, PartialEq, Eq)]
    pub enum ExportFault {
        /// The device has no space left.
        Full => "export-fault-full" says "the device has no space left",
        /// The system does not let the app write there (permissions, a read-only medium).
        Denied => "export-fault-denied" says "the system does not let the app write there",
        /// The exports folder is missing and could not be made.
        NotFound => "export-fault-not-found" says "the exports folder is missing and could not be made",
        /// The browser would neither share nor download the file (web).
        Browser => "export-fault-browser" says "the browser would neither share nor download the file",
        /// Anything else the system reported.
        Other => "export-fault-other" says "the system could not write the file",
    }
}

impl ExportFault {
    /// Every case, for the text tests.
    pub const ALL: [ExportFault; 5] =
        [ExportFault::Full, ExportFault::Denied, ExportFault::NotFound, ExportFault::Browser, ExportFault::Other];
}

impl From<&std::io::Error> for ExportFault {
    fn from(error: &std::io::Error) -> ExportFault {
        use std::io::ErrorKind;
        match error.kind() {
            ErrorKind::StorageFull | ErrorKind::QuotaExceeded => ExportFault::Full,
            ErrorKind::PermissionDenied | ErrorKind::ReadOnlyFilesystem => ExportFault::Denied,
            ErrorKind::NotFound => ExportFault::NotFound,
            _ => ExportFault::Other,
        }
    }
}

/// Gives the player an exported file (JSON): written into the exports folder, or on the
/// web shared or downloaded.
pub async fn export(file_name: &str, text: &str) -> Result<Exported, ExportFault> {
    export_file(file_name, text.as_bytes(), "application/json").await
}

/// Gives the player a file of any kind (`mime` on the web), as [`export`] does.
pub async fn export_file(file_name: &str, bytes: &[u8], mime: &str) -> Result<Exported, ExportFault> {
    #[cfg(not(target_arch = "wasm32"))]
    {
        let _ = mime;
        let write = || -> std::io::Result<PathBuf> {
            let dir = exports_dir();
            std::fs::create_dir_all(&dir)?;
            let path = dir.join(file_name);
            std::fs::write(&path, bytes)?;
            Ok(path)
        };
        write().map(Exported::Saved).map_err(|e| {
            super::console::warn(&format!("dialkeeper: could not write {file_name}: {e}"));
            ExportFault::from(&e)
        })
    }
    #[cfg(target_arch = "wasm32")]
    {
        match super::web::download(file_name, bytes, mime).await {
            Ok(super::web::Delivered::Shared) => Ok(Exported::Shared),
            Ok(super::web::Delivered::Downloaded) => Ok(Exported::Downloaded),
            Err(why) => {
                web_sys::console::error_1(&format!("dialkeeper: could not hand over {file_name}: {why}").into());
                Err(ExportFault::Browser)
            }
        }
    }
}

#[cfg(all(test, not(target_arch = "wasm32")))]
mod tests {
    #[test]
    fn android_files_dir_is_under_data_user() {
        // On the build machine the process name is the test binary's path, which is not
        // a package name, so the app id is used.
        let dir = super::android_files_dir();
        let text = dir.to_string_lossy();
        assert!(text.starts_with("/data/user/"), "{text}");
        assert!(text.ends_with("/files"), "{text}");
    }
}

/// Now, in Unix seconds: for saying how long ago a backup was taken.
pub fn unix_now() -> i64 {
    now_ms() / 1000
}
