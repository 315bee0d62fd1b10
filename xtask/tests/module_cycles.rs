//! The library crates whose modules form layers keep them: no module names an item of a
//! module that (through any chain) names one of its own. `xtask::modgraph` parses every
//! file of each crate's `src/` and fails with each cycle's path and the path in the code
//! that makes each edge. Every crate of the workspace is checked, the models and the
//! screens included.

use xtask::{modgraph, workspace_root};

#[test]
fn no_crate_has_a_module_cycle() {
    for (krate, at_least) in [("core", 30), ("feed", 4), ("i18n", 6), ("store", 15), ("worker", 5), ("model", 60), ("app", 30)] {
        let n = modgraph::check_dir(&workspace_root().join(krate).join("src")).unwrap_or_else(|report| panic!("{report}"));
        assert!(n >= at_least, "{krate}: only {n} modules found: is {krate}/src where it was?");
    }
}
