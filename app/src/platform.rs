//! Where the app keeps its data, per platform.

use std::path::PathBuf;

/// Set this to keep the store somewhere else (tests, several profiles).
pub const DATA_DIR_ENV: &str = "DIALKEEPER_DATA_DIR";

/// The app-data folder: `DIALKEEPER_DATA_DIR` if set, else the platform's place for
/// application data (`~/.local/share/dialkeeper` on Linux, the app sandbox on phones).
pub fn data_dir() -> PathBuf {
    if let Some(dir) = std::env::var_os(DATA_DIR_ENV) {
        return PathBuf::from(dir);
    }
    directories::ProjectDirs::from("org", "Dialkeeper", "Dialkeeper")
        .map(|d| d.data_dir().to_path_buf())
        .unwrap_or_else(|| std::env::temp_dir().join("dialkeeper"))
}

/// The store file.
pub fn database_path() -> PathBuf {
    data_dir().join("dialkeeper.db")
}

/// Where exported games are written.
pub fn exports_dir() -> PathBuf {
    data_dir().join("exports")
}
