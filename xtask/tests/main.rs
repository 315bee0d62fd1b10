//! Every xtask check in one test binary, linked once: icons, the no-network gate, the
//! crate walls and the module-cycle check.

mod icons;
mod maps;
mod module_cycles;
mod no_network;
mod screens;
mod walls;

/// A TOML file of the project, by its path from the workspace's root, read and parsed.
fn toml_at(relative: &str) -> toml::Table {
    let path = xtask::workspace_root().join(relative);
    let text = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
    text.parse().unwrap_or_else(|e| panic!("{}: {e}", path.display()))
}
