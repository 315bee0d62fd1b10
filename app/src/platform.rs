//! Where the app keeps its data, per platform.

use std::path::PathBuf;

/// Set this to keep the store somewhere else (tests, several profiles).
pub const DATA_DIR_ENV: &str = "DIALKEEPER_DATA_DIR";

/// The app id on Android and iOS (`bundle.identifier` in `app/Dioxus.toml`).
pub const APP_ID: &str = "org.dialkeeper.app";

/// The app-data folder: `DIALKEEPER_DATA_DIR` if set, else the platform's place for
/// application data: `~/.local/share/dialkeeper` on Linux, `Library/Application Support`
/// in the app's container on iOS, the app's internal files folder on Android.
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
pub fn database_path() -> PathBuf {
    data_dir().join("dialkeeper.db")
}

/// Where exported games and armies are written.
pub fn exports_dir() -> PathBuf {
    data_dir().join("exports")
}

/// Writes an exported file into [`exports_dir`], returning where it went.
pub fn write_export(file_name: &str, text: &str) -> std::io::Result<PathBuf> {
    let dir = exports_dir();
    std::fs::create_dir_all(&dir)?;
    let path = dir.join(file_name);
    std::fs::write(&path, text)?;
    Ok(path)
}

#[cfg(test)]
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
