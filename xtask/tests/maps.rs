//! The maps a newcomer reads first stay complete: every crate of the workspace has its
//! row in README's "What is where" and in ARCHITECTURE.md's crate map, by folder and,
//! in the map, by package name. (README once left out `model/`, `store/` and `worker/`.)

use xtask::workspace_root;

use crate::toml_at;

/// The workspace's member folders, from the root manifest.
fn members() -> Vec<String> {
    let manifest = toml_at("Cargo.toml");
    let members = manifest["workspace"]["members"].as_array().expect("workspace.members");
    members.iter().map(|m| m.as_str().expect("a folder").to_string()).collect()
}

/// A member's package name, from its manifest.
fn package(member: &str) -> String {
    let manifest = toml_at(&format!("{member}/Cargo.toml"));
    manifest["package"]["name"].as_str().expect("package.name").to_string()
}

/// The members missing from a map: `row(folder, package)` says whether `text` has one.
fn missing(text: &str, row: impl Fn(&str, &str, &str) -> bool) -> Vec<String> {
    members().into_iter().filter(|m| !row(text, m, &package(m))).collect()
}

/// README's table: a row `| \`folder/\` | …` naming the package.
fn readme_row(text: &str, folder: &str, package: &str) -> bool {
    text.lines().any(|l| l.starts_with(&format!("| `{folder}/` |")) && (package == "xtask" || l.contains(&format!("`{package}`"))))
}

/// ARCHITECTURE.md's map: a line `folder/   package   …`.
fn map_row(text: &str, folder: &str, package: &str) -> bool {
    text.lines().any(|l| {
        let mut words = l.split_whitespace();
        words.next() == Some(&format!("{folder}/")) && words.next() == Some(package)
    })
}

#[test]
fn every_crate_has_its_row_in_readme_and_the_architecture_map() {
    let read = |name: &str| std::fs::read_to_string(workspace_root().join(name)).unwrap_or_else(|e| panic!("{name}: {e}"));
    let (readme, map) = (read("README.md"), read("ARCHITECTURE.md"));
    assert_eq!(missing(&readme, readme_row), Vec::<String>::new(), "crates missing from README's \"What is where\"");
    assert_eq!(missing(&map, map_row), Vec::<String>::new(), "crates missing from ARCHITECTURE.md's crate map");
}

#[test]
fn the_map_check_catches_a_missing_row() {
    let readme = "| `core/` | `dialkeeper-core`, the rules engine |\n";
    assert!(readme_row(readme, "core", "dialkeeper-core"));
    assert!(!readme_row(readme, "model", "dialkeeper-model"));
    let map = "core/    dialkeeper-core    the rules engine\n";
    assert!(map_row(map, "core", "dialkeeper-core"));
    assert!(!map_row(map, "store", "dialkeeper-store"));
}
