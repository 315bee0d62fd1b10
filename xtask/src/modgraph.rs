//! The module graph of one crate's `src/`, and its cycles.
//!
//! Why: a layer that calls back up is how a rules engine turns into one knot, and a
//! sentence in ARCHITECTURE.md does not stop it. This check does: each `.rs` file is a
//! module, an inline module counts as its file, except an inline `#[cfg(test)]` module,
//! which is a module of its own: the shipped code never names its tests, so a test that
//! drives its file's code through the layer above (a wizard's tests through the flow)
//! is a test above both, not a cycle. A module depends on
//! every module whose item it names: in a `use`, in a path in code (`crate::…`,
//! `super::…`, `self::…`, a child module, a name it imported), and in a macro's tokens.
//! A path is followed through `use` re-exports to the module that defines the item, so
//! `crate::Game` depends on `game`, not on `lib.rs`. Doc links are not dependencies.
//! Paths written inside a `macro_rules!` body count for the module that defines the
//! macro. Any strongly connected group of modules is reported, with one cycle through
//! it and, for each edge in the group, the path that makes it.
//!
//! Not seen: a method called on a value (`game.endings(now)`) is no path, so an `impl`
//! block for another module's type counts only through the names its module uses. Keep
//! such blocks above the type (`legal`, `score` and `invariants` add to `Game` from above
//! `game`), so a call into them is a call up that a `use` would show.

use std::collections::{BTreeMap, BTreeSet};
use std::path::Path;

use proc_macro2::{TokenStream, TokenTree};
use syn::visit::Visit;

/// A module's path from the crate root (`[]` is `lib.rs`).
pub type ModPath = Vec<String>;

/// One dependency between two file modules, with the first path that makes it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Edge {
    /// The module that names the item.
    pub from: ModPath,
    /// The module that defines it.
    pub to: ModPath,
    /// The path as written, for the report.
    pub via: String,
}

/// The crate's file modules and their dependencies.
#[derive(Debug, Default)]
pub struct Graph {
    /// Every file module.
    pub modules: BTreeSet<ModPath>,
    /// Edges, one per ordered pair of modules (the first path seen).
    pub edges: BTreeMap<(ModPath, ModPath), String>,
}

/// A group of modules that reach each other: a cycle through all of it, and its edges.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Knot {
    /// One cycle that visits the group, first module repeated at the end.
    pub cycle: Vec<ModPath>,
    /// Every edge inside the group.
    pub edges: Vec<Edge>,
}

/// What one module (file or inline) declares and imports.
#[derive(Debug, Default)]
struct Scope {
    /// Items defined here (types, functions, constants, macros, modules).
    defined: BTreeSet<String>,
    /// Child modules (files or inline).
    children: BTreeSet<String>,
    /// Names brought in by `use`: name -> path as written.
    imports: BTreeMap<String, Vec<String>>,
    /// Glob imports: paths as written.
    globs: Vec<Vec<String>>,
}

/// A path met in a module, to resolve once every scope is known.
struct Reference {
    /// The logical module it is written in (a file module plus inline modules).
    module: ModPath,
    segments: Vec<String>,
}

/// The module path of a file relative to `src/`, or `None` for files that are not
/// modules of the library (binaries under `bin/`).
pub fn module_of_file(rel: &str) -> Option<ModPath> {
    let rel = rel.replace('\\', "/");
    if rel.starts_with("bin/") {
        return None;
    }
    let stem = rel.strip_suffix(".rs")?;
    let mut parts: Vec<String> = stem.split('/').map(str::to_string).collect();
    match parts.last().map(String::as_str) {
        Some("lib" | "main") if parts.len() == 1 => parts.clear(),
        Some("mod") => {
            parts.pop();
        }
        _ => {}
    }
    Some(parts)
}

/// Reads every `.rs` file under `src` and builds the graph.
pub fn graph_of_dir(src: &Path) -> Result<Graph, String> {
    let mut files = Vec::new();
    collect(src, src, &mut files)?;
    let refs: Vec<(&str, &str)> = files.iter().map(|(p, s)| (p.as_str(), s.as_str())).collect();
    graph_of(&refs)
}

fn collect(root: &Path, dir: &Path, out: &mut Vec<(String, String)>) -> Result<(), String> {
    let mut entries: Vec<_> = std::fs::read_dir(dir).map_err(|e| format!("{}: {e}", dir.display()))?.filter_map(Result::ok).collect();
    entries.sort_by_key(|e| e.path());
    for entry in entries {
        let path = entry.path();
        if path.is_dir() {
            collect(root, &path, out)?;
        } else if path.extension().is_some_and(|e| e == "rs") {
            let rel = path.strip_prefix(root).expect("under root").to_string_lossy().into_owned();
            let text = std::fs::read_to_string(&path).map_err(|e| format!("{}: {e}", path.display()))?;
            out.push((rel, text));
        }
    }
    Ok(())
}

/// Builds the graph from `(path relative to src/, source)` pairs.
pub fn graph_of(files: &[(&str, &str)]) -> Result<Graph, String> {
    let mut scopes: BTreeMap<ModPath, Scope> = BTreeMap::new();
    let mut refs = Vec::new();
    let mut file_modules = BTreeSet::new();
    for (rel, text) in files {
        let Some(module) = module_of_file(rel) else { continue };
        let file = syn::parse_file(text).map_err(|e| format!("{rel}: {e}"))?;
        file_modules.insert(module.clone());
        if let Some((name, parent)) = module.split_last() {
            scopes.entry(parent.to_vec()).or_default().children.insert(name.clone());
        }
        let mut walker = Walker { module: module.clone(), scopes: &mut scopes, refs: &mut refs, nodes: &mut file_modules };
        walker.scope();
        walker.visit_file(&file);
    }
    let mut graph = Graph { modules: file_modules.clone(), edges: BTreeMap::new() };
    for r in &refs {
        let Some(target) = resolve(&scopes, &r.module, &r.segments, 0) else { continue };
        let (Some(from), Some(to)) = (file_module(&file_modules, &r.module), file_module(&file_modules, &target)) else { continue };
        if from != to {
            graph.edges.entry((from, to)).or_insert_with(|| r.segments.join("::"));
        }
    }
    Ok(graph)
}

/// The file module a logical module lives in: its longest prefix that is a file.
fn file_module(files: &BTreeSet<ModPath>, module: &[String]) -> Option<ModPath> {
    (0..=module.len()).rev().map(|n| module[..n].to_vec()).find(|m| files.contains(m))
}

/// The module that defines what `segments`, written in `module`, names; `None` for
/// anything outside the crate (std, dependencies, prelude, generics).
fn resolve(scopes: &BTreeMap<ModPath, Scope>, module: &[String], segments: &[String], depth: usize) -> Option<ModPath> {
    if depth > 32 || segments.is_empty() {
        return None;
    }
    let mut at: ModPath = module.to_vec();
    let mut rest = segments;
    match rest[0].as_str() {
        "crate" | "$crate" => {
            at.clear();
            rest = &rest[1..];
        }
        "self" => rest = &rest[1..],
        "super" => {
            while rest.first().is_some_and(|s| s == "super") {
                at.pop()?;
                rest = &rest[1..];
            }
        }
        first => {
            let scope = scopes.get(&at)?;
            if !scope.children.contains(first) && !scope.imports.contains_key(first) && !scope.defined.contains(first) {
                // Not from this module: a glob's, or outside the crate.
                return scope.globs.iter().find_map(|g| {
                    let target = resolve(scopes, &at, g, depth + 1)?;
                    let s = scopes.get(&target)?;
                    (s.defined.contains(first) || s.children.contains(first) || s.imports.contains_key(first))
                        .then(|| resolve(scopes, &target, &[&["self".to_string()][..], rest].concat(), depth + 1))
                        .flatten()
                });
            }
        }
    }
    walk(scopes, at, rest, depth)
}

/// Descends from module `at` along `rest`, following imports, to the defining module.
fn walk(scopes: &BTreeMap<ModPath, Scope>, mut at: ModPath, mut rest: &[String], depth: usize) -> Option<ModPath> {
    while let Some(seg) = rest.first() {
        let Some(scope) = scopes.get(&at) else { return Some(at) };
        if scope.children.contains(seg) {
            at.push(seg.clone());
            rest = &rest[1..];
        } else if scope.defined.contains(seg) {
            return Some(at);
        } else if let Some(target) = scope.imports.get(seg) {
            let path = [&target[..], &rest[1..]].concat();
            return resolve(scopes, &at, &path, depth + 1);
        } else {
            for glob in &scope.globs {
                if let Some(target) = resolve(scopes, &at, glob, depth + 1) {
                    let known = scopes
                        .get(&target)
                        .is_some_and(|s| s.defined.contains(seg) || s.children.contains(seg) || s.imports.contains_key(seg));
                    if known && target != at {
                        return walk(scopes, target, rest, depth + 1);
                    }
                }
            }
            return Some(at);
        }
    }
    Some(at)
}

struct Walker<'a> {
    module: ModPath,
    scopes: &'a mut BTreeMap<ModPath, Scope>,
    refs: &'a mut Vec<Reference>,
    /// The nodes of the graph: the files, and the inline `#[cfg(test)]` modules.
    nodes: &'a mut BTreeSet<ModPath>,
}

impl Walker<'_> {
    fn scope(&mut self) -> &mut Scope {
        self.scopes.entry(self.module.clone()).or_default()
    }

    fn define(&mut self, name: &syn::Ident) {
        let name = name.to_string();
        self.scope().defined.insert(name);
    }

    fn reference(&mut self, segments: Vec<String>) {
        if !segments.is_empty() {
            self.refs.push(Reference { module: self.module.clone(), segments });
        }
    }

    fn use_tree(&mut self, prefix: &mut Vec<String>, tree: &syn::UseTree) {
        match tree {
            syn::UseTree::Path(p) => {
                prefix.push(p.ident.to_string());
                self.use_tree(prefix, &p.tree);
                prefix.pop();
            }
            syn::UseTree::Name(n) => {
                let name = n.ident.to_string();
                let path = if name == "self" { prefix.clone() } else { [&prefix[..], std::slice::from_ref(&name)].concat() };
                let bound = if name == "self" { prefix.last().cloned().unwrap_or_default() } else { name };
                self.scope().imports.insert(bound, path.clone());
                self.reference(path);
            }
            syn::UseTree::Rename(r) => {
                let name = r.ident.to_string();
                let path = if name == "self" { prefix.clone() } else { [&prefix[..], &[name]].concat() };
                if r.rename != "_" {
                    self.scope().imports.insert(r.rename.to_string(), path.clone());
                }
                self.reference(path);
            }
            syn::UseTree::Glob(_) => {
                self.scope().globs.push(prefix.clone());
                self.reference(prefix.clone());
            }
            syn::UseTree::Group(g) => {
                for t in &g.items {
                    self.use_tree(prefix, t);
                }
            }
        }
    }

    /// Every `a::b::c` run in a macro's tokens (`$crate::x` included).
    fn tokens(&mut self, tokens: TokenStream) {
        let trees: Vec<TokenTree> = tokens.into_iter().collect();
        let mut i = 0;
        while i < trees.len() {
            match &trees[i] {
                TokenTree::Group(g) => {
                    self.tokens(g.stream());
                    i += 1;
                }
                TokenTree::Ident(ident) => {
                    let dollar = i > 0 && matches!(&trees[i - 1], TokenTree::Punct(p) if p.as_char() == '$');
                    let mut segments = vec![if dollar { format!("${ident}") } else { ident.to_string() }];
                    let mut j = i + 1;
                    loop {
                        let colons = matches!((&trees.get(j), &trees.get(j + 1)), (Some(TokenTree::Punct(a)), Some(TokenTree::Punct(b))) if a.as_char() == ':' && b.as_char() == ':');
                        match (colons, trees.get(j + 2)) {
                            (true, Some(TokenTree::Ident(next))) => {
                                segments.push(next.to_string());
                                j += 3;
                            }
                            _ => break,
                        }
                    }
                    if segments.len() > 1 || dollar {
                        self.reference(segments);
                    }
                    i = j;
                }
                TokenTree::Punct(_) | TokenTree::Literal(_) => i += 1,
            }
        }
    }
}

impl<'ast> Visit<'ast> for Walker<'_> {
    fn visit_item_use(&mut self, item: &'ast syn::ItemUse) {
        self.use_tree(&mut Vec::new(), &item.tree);
    }

    fn visit_item_mod(&mut self, item: &'ast syn::ItemMod) {
        let name = item.ident.to_string();
        self.scope().children.insert(name.clone());
        if let Some((_, items)) = &item.content {
            self.module.push(name);
            if is_test_only(&item.attrs) {
                self.nodes.insert(self.module.clone());
            }
            self.scope();
            for i in items {
                self.visit_item(i);
            }
            self.module.pop();
        }
    }

    fn visit_item_struct(&mut self, i: &'ast syn::ItemStruct) {
        self.define(&i.ident);
        syn::visit::visit_item_struct(self, i);
    }
    fn visit_item_enum(&mut self, i: &'ast syn::ItemEnum) {
        self.define(&i.ident);
        syn::visit::visit_item_enum(self, i);
    }
    fn visit_item_union(&mut self, i: &'ast syn::ItemUnion) {
        self.define(&i.ident);
        syn::visit::visit_item_union(self, i);
    }
    fn visit_item_fn(&mut self, i: &'ast syn::ItemFn) {
        self.define(&i.sig.ident);
        syn::visit::visit_item_fn(self, i);
    }
    fn visit_item_const(&mut self, i: &'ast syn::ItemConst) {
        self.define(&i.ident);
        syn::visit::visit_item_const(self, i);
    }
    fn visit_item_static(&mut self, i: &'ast syn::ItemStatic) {
        self.define(&i.ident);
        syn::visit::visit_item_static(self, i);
    }
    fn visit_item_type(&mut self, i: &'ast syn::ItemType) {
        self.define(&i.ident);
        syn::visit::visit_item_type(self, i);
    }
    fn visit_item_trait(&mut self, i: &'ast syn::ItemTrait) {
        self.define(&i.ident);
        syn::visit::visit_item_trait(self, i);
    }

    fn visit_item_macro(&mut self, i: &'ast syn::ItemMacro) {
        if let Some(ident) = &i.ident {
            self.define(ident);
            // `#[macro_export]` puts the macro at the crate's root, as if re-exported
            // there: `crate::name!` then names the module that defines it.
            if i.attrs.iter().any(|a| a.path().is_ident("macro_export")) {
                let path = ["crate".to_string()].into_iter().chain(self.module.iter().cloned()).chain([ident.to_string()]).collect();
                self.scopes.entry(Vec::new()).or_default().imports.insert(ident.to_string(), path);
            }
        }
        syn::visit::visit_item_macro(self, i);
    }

    fn visit_macro(&mut self, mac: &'ast syn::Macro) {
        self.visit_path(&mac.path);
        self.tokens(mac.tokens.clone());
    }

    fn visit_path(&mut self, path: &'ast syn::Path) {
        let segments: Vec<String> = path.segments.iter().map(|s| s.ident.to_string()).collect();
        if path.leading_colon.is_none() {
            self.reference(segments);
        }
        syn::visit::visit_path(self, path);
    }

    // Doc comments and other attributes name no dependency.
    fn visit_attribute(&mut self, _: &'ast syn::Attribute) {}

    // `pub(crate)`, `pub(super)`: who may see an item, not what it uses.
    fn visit_visibility(&mut self, _: &'ast syn::Visibility) {}
}

/// Every group of modules that depend on each other, each with one cycle through it.
pub fn knots(graph: &Graph) -> Vec<Knot> {
    let nodes: Vec<&ModPath> = graph.modules.iter().collect();
    let index: BTreeMap<&ModPath, usize> = nodes.iter().enumerate().map(|(i, m)| (*m, i)).collect();
    let mut adj = vec![Vec::new(); nodes.len()];
    for (from, to) in graph.edges.keys() {
        if let (Some(&a), Some(&b)) = (index.get(from), index.get(to)) {
            adj[a].push(b);
        }
    }
    let mut out = Vec::new();
    for group in strongly_connected(&adj) {
        if group.len() < 2 {
            continue;
        }
        let members: BTreeSet<usize> = group.iter().copied().collect();
        let start = *members.iter().next().expect("non-empty");
        let cycle = cycle_through(&adj, &members, start).into_iter().map(|i| nodes[i].clone()).collect();
        let edges = graph
            .edges
            .iter()
            .filter(|((f, t), _)| members.contains(&index[f]) && members.contains(&index[t]))
            .map(|((f, t), via)| Edge { from: f.clone(), to: t.clone(), via: via.clone() })
            .collect();
        out.push(Knot { cycle, edges });
    }
    out.sort_by(|a, b| a.cycle.cmp(&b.cycle));
    out
}

/// Tarjan's algorithm, iteratively deep enough for any crate.
fn strongly_connected(adj: &[Vec<usize>]) -> Vec<Vec<usize>> {
    struct State<'a> {
        adj: &'a [Vec<usize>],
        index: Vec<Option<usize>>,
        low: Vec<usize>,
        on_stack: Vec<bool>,
        stack: Vec<usize>,
        next: usize,
        groups: Vec<Vec<usize>>,
    }
    fn visit(s: &mut State, v: usize) {
        s.index[v] = Some(s.next);
        s.low[v] = s.next;
        s.next += 1;
        s.stack.push(v);
        s.on_stack[v] = true;
        for &w in &s.adj[v] {
            match s.index[w] {
                None => {
                    visit(s, w);
                    s.low[v] = s.low[v].min(s.low[w]);
                }
                Some(i) if s.on_stack[w] => s.low[v] = s.low[v].min(i),
                Some(_) => {}
            }
        }
        if Some(s.low[v]) == s.index[v] {
            let mut group = Vec::new();
            while let Some(w) = s.stack.pop() {
                s.on_stack[w] = false;
                group.push(w);
                if w == v {
                    break;
                }
            }
            s.groups.push(group);
        }
    }
    let n = adj.len();
    let mut s =
        State { adj, index: vec![None; n], low: vec![0; n], on_stack: vec![false; n], stack: Vec::new(), next: 0, groups: Vec::new() };
    for v in 0..n {
        if s.index[v].is_none() {
            visit(&mut s, v);
        }
    }
    s.groups
}

/// A shortest cycle from `start` back to it inside `members` (breadth first).
fn cycle_through(adj: &[Vec<usize>], members: &BTreeSet<usize>, start: usize) -> Vec<usize> {
    let mut prev: BTreeMap<usize, usize> = BTreeMap::new();
    let mut queue = std::collections::VecDeque::from([start]);
    while let Some(v) = queue.pop_front() {
        for &w in &adj[v] {
            if !members.contains(&w) {
                continue;
            }
            if w == start {
                let mut path = vec![start, v];
                let mut at = v;
                while at != start {
                    at = prev[&at];
                    path.push(at);
                }
                path.reverse();
                return path;
            }
            if let std::collections::btree_map::Entry::Vacant(e) = prev.entry(w) {
                e.insert(v);
                queue.push_back(w);
            }
        }
    }
    vec![start]
}

/// A module's name as the report writes it.
pub fn name(module: &ModPath) -> String {
    if module.is_empty() { "crate".to_string() } else { module.join("::") }
}

/// The report of every knot, empty when the graph is acyclic.
pub fn report(knots: &[Knot]) -> String {
    let mut out = String::new();
    for knot in knots {
        let cycle: Vec<String> = knot.cycle.iter().map(name).collect();
        out.push_str(&format!("cycle: {}\n", cycle.join(" -> ")));
        for e in &knot.edges {
            out.push_str(&format!("  {} -> {}  (names {})\n", name(&e.from), name(&e.to), e.via));
        }
    }
    out
}

/// An acyclic graph's modules by layer: a module's layer is one above the highest
/// module it depends on, so layer 0 depends on no module of the crate. `None` on a cycle.
pub fn layers(graph: &Graph) -> Option<Vec<Vec<ModPath>>> {
    if !knots(graph).is_empty() {
        return None;
    }
    let mut depth: BTreeMap<&ModPath, usize> = BTreeMap::new();
    fn layer<'a>(graph: &'a Graph, m: &'a ModPath, depth: &mut BTreeMap<&'a ModPath, usize>) -> usize {
        if let Some(&d) = depth.get(m) {
            return d;
        }
        let d = graph.edges.keys().filter(|(f, _)| f == m).map(|(_, t)| layer(graph, t, depth) + 1).max().unwrap_or(0);
        depth.insert(m, d);
        d
    }
    let mut out: Vec<Vec<ModPath>> = Vec::new();
    for m in &graph.modules {
        let d = layer(graph, m, &mut depth);
        if out.len() <= d {
            out.resize(d + 1, Vec::new());
        }
        out[d].push(m.clone());
    }
    Some(out)
}

/// Whether the attributes hold `#[cfg(test)]`.
fn is_test_only(attrs: &[syn::Attribute]) -> bool {
    attrs.iter().any(|a| a.path().is_ident("cfg") && a.parse_args::<syn::Ident>().is_ok_and(|i| i == "test"))
}

/// Checks a crate's `src/` directory: `Err` with the report when any module cycle exists.
pub fn check_dir(src: &Path) -> Result<usize, String> {
    let graph = graph_of_dir(src)?;
    let found = knots(&graph);
    if found.is_empty() { Ok(graph.modules.len()) } else { Err(format!("module cycles in {}:\n{}", src.display(), report(&found))) }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn knots_of(files: &[(&str, &str)]) -> Vec<Knot> {
        knots(&graph_of(files).expect("parses"))
    }

    fn m(s: &str) -> ModPath {
        s.split("::").map(str::to_string).collect()
    }

    #[test]
    fn a_use_in_each_direction_is_a_cycle() {
        let found = knots_of(&[
            ("lib.rs", "mod a; mod b;"),
            ("a.rs", "use crate::b::B; pub struct A(B);"),
            ("b.rs", "pub struct B; pub fn f(_: &crate::a::A) {}"),
        ]);
        assert_eq!(found.len(), 1, "{}", report(&found));
        assert_eq!(found[0].cycle, vec![m("a"), m("b"), m("a")]);
        assert_eq!(found[0].edges.len(), 2);
    }

    #[test]
    fn layers_that_call_down_only_are_acyclic() {
        let found = knots_of(&[
            ("lib.rs", "pub mod a; pub mod b; pub use b::B;"),
            ("a.rs", "pub struct A;"),
            ("b.rs", "use crate::a::A; pub struct B(A); #[cfg(test)] mod tests { use super::*; fn t(_: B) {} }"),
        ]);
        assert!(found.is_empty(), "{}", report(&found));
    }

    #[test]
    fn a_re_export_leads_to_the_defining_module() {
        // `crate::B` is b's item re-exported by lib.rs: a depends on b, not on lib.
        let graph = graph_of(&[
            ("lib.rs", "mod a; mod b; pub use b::B; pub use a::A;"),
            ("a.rs", "pub struct A(crate::B);"),
            ("b.rs", "pub struct B;"),
        ])
        .unwrap();
        assert!(graph.edges.contains_key(&(m("a"), m("b"))));
        assert!(!graph.edges.contains_key(&(m("a"), vec![])));
        assert!(knots(&graph).is_empty());
    }

    #[test]
    fn a_child_that_uses_its_parent_which_calls_it_is_a_cycle() {
        let found = knots_of(&[
            ("lib.rs", "mod rules;"),
            ("rules/mod.rs", "mod attack; pub struct Play; pub fn apply() { attack::strike() }"),
            ("rules/attack.rs", "use super::Play; pub fn strike() { let _ = Play; }"),
        ]);
        assert_eq!(found.len(), 1, "{}", report(&found));
        assert_eq!(found[0].cycle, vec![m("rules"), m("rules::attack"), m("rules")]);
    }

    #[test]
    fn a_path_inside_a_macro_and_a_three_module_ring_are_found() {
        let found = knots_of(&[
            ("lib.rs", "mod a; mod b; mod c;"),
            ("a.rs", "pub fn a() { crate::b::b() }"),
            ("b.rs", "pub fn b() { println!(\"{}\", crate::c::C) }"),
            ("c.rs", "pub const C: u8 = 0; fn f() { super::a::a() }"),
        ]);
        assert_eq!(found.len(), 1, "{}", report(&found));
        assert_eq!(found[0].cycle, vec![m("a"), m("b"), m("c"), m("a")]);
        let text = report(&found);
        assert!(text.contains("c -> a  (names super::a::a)"), "{text}");
    }

    #[test]
    fn an_exported_macro_is_named_from_the_module_that_defines_it() {
        // `crate::says!` is the root's name for a macro of `message`: a module below the
        // root that calls it depends on `message`, not on the root that names it.
        let files = [
            ("lib.rs", "mod message; mod setup; pub use setup::Setup;"),
            ("message.rs", "#[macro_export] macro_rules! says { () => { $crate::says!(@x) }; (@x) => {} }"),
            ("setup.rs", "pub struct Setup; crate::says!();"),
        ];
        assert!(knots_of(&files).is_empty(), "{}", report(&knots_of(&files)));
        // Without the export, the name is the root's own, and the root names setup.
        let unexported = [files[0], ("message.rs", "macro_rules! says { () => {} }"), ("setup.rs", "pub struct Setup; crate::says!();")];
        assert_eq!(knots_of(&unexported).len(), 1);
    }

    #[test]
    fn an_inline_child_module_counts_as_its_file() {
        // an inline module inside b uses a, and a uses b: still a cycle between the two files.
        let found =
            knots_of(&[("lib.rs", "mod a; mod b;"), ("a.rs", "use crate::b::B;"), ("b.rs", "pub struct B; mod inner { use crate::a; }")]);
        assert_eq!(found.len(), 1, "{}", report(&found));
    }

    #[test]
    fn a_test_module_is_a_module_of_its_own() {
        // b's tests drive b through a, which uses b: a test above both, no cycle.
        let test = "pub struct B; #[cfg(test)] mod tests { use crate::a; }";
        assert!(knots_of(&[("lib.rs", "mod a; mod b;"), ("a.rs", "use crate::b::B;"), ("b.rs", test)]).is_empty());
        // A test module that the file itself names is still in a cycle with it.
        let named = "pub struct B; pub fn f() { tests::t() } #[cfg(test)] mod tests { pub fn t() { let _ = super::B; } }";
        assert_eq!(knots_of(&[("lib.rs", "mod b;"), ("b.rs", named)]).len(), 1);
    }

    #[test]
    fn layers_put_each_module_above_what_it_uses() {
        let graph = graph_of(&[
            ("lib.rs", "mod a; mod b; mod c; pub use c::C;"),
            ("a.rs", "pub struct A;"),
            ("b.rs", "pub struct B(crate::a::A);"),
            ("c.rs", "pub struct C(crate::b::B, crate::a::A);"),
        ])
        .unwrap();
        let by_layer = layers(&graph).expect("acyclic");
        assert_eq!(by_layer, vec![vec![m("a")], vec![m("b")], vec![m("c")], vec![vec![]]]);
        let knotted =
            graph_of(&[("lib.rs", "mod a; mod b;"), ("a.rs", "use crate::b::B;"), ("b.rs", "pub struct B; use crate::a;")]).unwrap();
        assert_eq!(layers(&knotted), None);
    }

    #[test]
    fn files_map_to_modules() {
        assert_eq!(module_of_file("lib.rs"), Some(vec![]));
        assert_eq!(module_of_file("rules/mod.rs"), Some(m("rules")));
        assert_eq!(module_of_file("rules/who.rs"), Some(m("rules::who")));
        assert_eq!(module_of_file("bin/liveview.rs"), None);
    }
}
