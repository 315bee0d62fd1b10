//! Workspace tasks for Dialkeeper: the icon set from one master image, and the checks
//! that keep the shipped app offline, and the start-up benchmark. Run as `cargo run -p xtask -- <task>`.

pub mod icons;
pub mod netcheck;
pub mod startup;
pub mod xml;

use std::path::PathBuf;

/// The workspace root (this crate lives in `xtask/`).
pub fn workspace_root() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).parent().expect("xtask is inside the workspace").to_path_buf()
}
