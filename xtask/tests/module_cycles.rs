//! The library crates whose modules form layers keep them: no module names an item of a
//! module that (through any chain) names one of its own. `xtask::modgraph` parses every
//! file of each crate's `src/` and fails with each cycle's path and the path in the code
//! that makes each edge. Every crate of the workspace is checked, the models and the
//! screens included.

use xtask::{modgraph, workspace_root};

#[test]
fn no_crate_has_a_module_cycle() {
    for (krate, at_least) in
        [("core", 30), ("feed", 4), ("i18n", 6), ("store", 15), ("protocol", 9), ("worker", 5), ("model", 60), ("app", 30)]
    {
        let n = modgraph::check_dir(&workspace_root().join(krate).join("src")).unwrap_or_else(|report| panic!("{report}"));
        assert!(n >= at_least, "{krate}: only {n} modules found: is {krate}/src where it was?");
    }
}

/// Whether a module is a test's (its tests may reach anything: they are not shipped).
fn a_test(m: &modgraph::ModPath) -> bool {
    m.iter().any(|s| s.ends_with("tests") || s == "faults" || s == "sim")
}

/// The model's folders (its top-level modules) form layers too: no folder reaches one
/// that reaches it back, so each folder can be read, and moved to a crate of its own,
/// with what is below it only. (Tests may reach across.)
#[test]
fn the_models_folders_form_layers() {
    let graph = modgraph::graph_of_dir(&workspace_root().join("model/src")).unwrap();
    let folder = |m: &modgraph::ModPath| m.first().cloned().unwrap_or_default();
    let mut folders = modgraph::Graph::default();
    for m in &graph.modules {
        folders.modules.insert(vec![folder(m)]);
    }
    for ((from, to), via) in &graph.edges {
        if folder(from) != folder(to) && !folder(from).is_empty() && !folder(to).is_empty() && !a_test(from) {
            folders.edges.entry((vec![folder(from)], vec![folder(to)])).or_insert_with(|| format!("{} -> {via}", modgraph::name(from)));
        }
    }
    let knots = modgraph::knots(&folders);
    assert!(knots.is_empty(), "model folders that reach each other:\n{}", modgraph::report(&knots));
    assert!(folders.modules.len() > 20, "only {} folders found", folders.modules.len());
}

/// The platform glue (`model/src/platform`: the web's worker and browser, the screen kept
/// awake, where files live) is one floor below everything that uses it: it names nothing
/// of the model outside itself, so no platform detail leaks up and none is reached back.
#[test]
fn the_platform_glue_names_nothing_above_it() {
    let graph = modgraph::graph_of_dir(&workspace_root().join("model/src")).unwrap();
    let platform = |m: &modgraph::ModPath| m.first().is_some_and(|f| f == "platform");
    assert!(graph.modules.iter().filter(|m| platform(m)).count() >= 8, "model/src/platform not found");
    let up: Vec<String> = graph
        .edges
        .iter()
        .filter(|((from, to), _)| platform(from) && !platform(to) && !to.is_empty())
        .map(|((from, to), via)| format!("{} -> {} ({via})", modgraph::name(from), modgraph::name(to)))
        .collect();
    assert!(up.is_empty(), "the platform glue reaches up into the model:\n{}", up.join("\n"));
}
