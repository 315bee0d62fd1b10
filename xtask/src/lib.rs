//! Workspace tasks for Dialkeeper: the icon set from one master image, and the checks
//! that keep the shipped app offline, the start-up benchmark, and the module-cycle check. Run as `cargo run -p xtask -- <task>`.

pub mod icons;
pub mod modgraph;
pub mod netcheck;
pub mod startup;

use std::path::PathBuf;

/// The workspace root (this crate lives in `xtask/`). Cargo says where at run time (for
/// `cargo run` and `cargo test`); the path baked in at compile time is the fallback only,
/// since a target directory shared between two checkouts may hold a build from the other.
pub fn workspace_root() -> PathBuf {
    let manifest = std::env::var_os("CARGO_MANIFEST_DIR").map_or_else(|| PathBuf::from(env!("CARGO_MANIFEST_DIR")), PathBuf::from);
    manifest.parent().expect("xtask is inside the workspace").to_path_buf()
}
