//! The rules engine's modules form layers: no module names an item of a module that
//! (through any chain) names one of its own. `xtask::modgraph` parses every file of
//! `core/src` and fails with each cycle's path and the `use` that makes each edge.

use xtask::{modgraph, workspace_root};

#[test]
fn core_has_no_module_cycle() {
    let n = modgraph::check_dir(&workspace_root().join("core/src")).unwrap_or_else(|report| panic!("{report}"));
    assert!(n > 20, "only {n} modules found: is core/src where it was?");
}
