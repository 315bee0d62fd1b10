//! The screens draw; they decide nothing about the game (issue 49). A branch in
//! `app/src/ui` whose condition reads the game (`game.…`, a figure's state), or a closure
//! that filters, finds or orders by it, is a rule decided where no unit test reaches: the model decides it, and the screen draws the
//! answer. (The engine's own queries are walled off by `app/clippy.toml`; this check
//! catches the plain reads.) Sharing's state is the same: the sharing screen draws
//! `share::panel::Panel`, and the role's moves are `share::Role`'s.

use std::path::Path;

use xtask::workspace_root;

/// What a condition may not read: the game, its setup, its state or a figure's; and
/// sharing's state (the role's parts, a host's or a guest's), which `share::panel` and
/// `share::Role` decide.
const GAME_READS: [&str; 11] = [
    "game.",
    ".state()",
    ".setup()",
    ".figure(",
    "Role::",
    ".deposed()",
    ".following()",
    ".gathering()",
    ".took_over()",
    ".guests()",
    "guest.key()",
];

/// The branches of `source` (one file) whose condition reads the game: `(line, text)`.
/// A condition runs from `if`, `else if`, `while` or `match` (also in an expression, as
/// `= if …`) to the `{` that opens its block; match arms' guards (`… if … =>`) count too.
fn deciding_branches(source: &str) -> Vec<(usize, String)> {
    let mut found = Vec::new();
    for (n, line) in source.lines().enumerate() {
        let code = line.split("//").next().unwrap_or_default();
        let conditions = ["if ", "while ", "match ", "matches!("].iter().filter_map(|keyword| {
            let at = code.find(keyword)?;
            let before = code[..at].chars().last();
            // A keyword, not the end of a word ("verify ", "batch ").
            if before.is_some_and(|c| c.is_alphanumeric() || c == '_') {
                return None;
            }
            let rest = &code[at + keyword.len()..];
            Some(rest.split(['{']).next().unwrap_or(rest).split("=>").next().unwrap_or(rest))
        });
        // A closure that picks or orders by the game (`.filter(|id| game.state()…)`)
        // decides as an `if` does: the table's order and filter once hid there.
        let closures = [".filter(", ".filter_map(", ".any(", ".all(", ".find(", ".position(", ".partition(", ".sort_by_key(", ".sort_by("]
            .iter()
            .filter_map(|adaptor| code.find(adaptor).map(|at| &code[at + adaptor.len()..]));
        let conditions = conditions.chain(closures);
        // A match on the role (`match &*role.read()`, an arm `Role::Hosting(_) => …`)
        // branches on it too; asking it (`if role.peek().shares()`) is the model's answer.
        let arm = (code.trim_start().starts_with("Role::") && code.contains("=>"))
            || code.contains("match &*role.")
            || code.contains("match role.");
        if arm || conditions.into_iter().any(|condition| GAME_READS.iter().any(|read| condition.contains(read))) {
            found.push((n + 1, line.trim().to_string()));
        }
    }
    found
}

/// Every `.rs` file below `dir`.
fn sources(dir: &Path, out: &mut Vec<std::path::PathBuf>) {
    for entry in std::fs::read_dir(dir).unwrap_or_else(|e| panic!("{}: {e}", dir.display())) {
        let path = entry.unwrap().path();
        if path.is_dir() {
            sources(&path, out);
        } else if path.extension().is_some_and(|e| e == "rs") {
            out.push(path);
        }
    }
}

/// What `check` finds in the `.rs` files at `places` (folders or files, from the
/// workspace's root), as `path:line: text`; and how many files were read.
fn found_in(places: &[&str], check: fn(&str) -> Vec<(usize, String)>) -> (Vec<String>, usize) {
    let mut files = Vec::new();
    for place in places {
        let path = workspace_root().join(place);
        if path.is_dir() { sources(&path, &mut files) } else { files.push(path) }
    }
    let found = files
        .iter()
        .flat_map(|file| {
            let source = std::fs::read_to_string(file).unwrap_or_else(|e| panic!("{}: {e}", file.display()));
            let shown = file.strip_prefix(workspace_root()).unwrap().display().to_string();
            check(&source).into_iter().map(move |(line, text)| format!("{shown}:{line}: {text}"))
        })
        .collect();
    (found, files.len())
}

#[test]
fn no_screen_branches_on_the_game() {
    let (found, read) = found_in(&["app/src/ui"], deciding_branches);
    assert!(read > 20, "the screens were not found in app/src/ui");
    assert!(found.is_empty(), "screens that decide on the game (ask the model, draw its answer):\n{}", found.join("\n"));
}

#[test]
fn the_check_catches_a_branch_on_the_game_and_not_a_plain_one() {
    assert_eq!(deciding_branches("    if game.ended().is_some() {").len(), 1);
    assert_eq!(deciding_branches("let label = if game.setup().players.len() > 2 { a } else { b };").len(), 1);
    assert_eq!(deciding_branches("        Some(game) if hosting || following => game.setup().players,").len(), 0, "the guard reads flags");
    assert_eq!(deciding_branches("    match session.read().game() {").len(), 0, "which game is open is the session's");
    assert_eq!(deciding_branches("    if standing == Standing::Lost {").len(), 0);
    assert_eq!(deciding_branches("    // if game.ended() {").len(), 0, "a comment");
    assert_eq!(deciding_branches("    if let Some(f) = game.figure(id) {").len(), 1);
    assert_eq!(deciding_branches("    let gathering = matches!(&*role.read(), Role::Hosting(host) if host.gathering());").len(), 1);
    assert_eq!(deciding_branches("        Role::Hosting(host) if host.deposed() => (false, false, true, 0),").len(), 1, "a guard");
    assert_eq!(deciding_branches("    if !opened && guest.key().is_some() {").len(), 1);
    assert_eq!(deciding_branches("    if role.peek().ended_through(&listening) {").len(), 0, "the model asked");
    assert_eq!(deciding_branches("    if resumed.shares() {").len(), 0, "the model asked");
    assert_eq!(deciding_branches("    match &*role.read() {").len(), 1);
    assert_eq!(deciding_branches("        Role::Hosting(_) => rsx! { p { \"hosting\" } },").len(), 1, "an arm on the role");
    assert_eq!(deciding_branches("    if e.key() == Key::Escape {").len(), 0, "a key pressed is not sharing's");
    assert_eq!(deciding_branches("        .filter(|id| game.state().figure(*id).mount.is_none())").len(), 1, "a closure");
    assert_eq!(deciding_branches("    order.sort_by_key(|&(id, owner)| (owner.0 + 6 - game.state().turn.player.0) % 6);").len(), 1);
    assert_eq!(deciding_branches("    let kept = names.iter().filter(|n| !n.trim().is_empty());").len(), 0, "a closure on no game");
}

/// The lines of `source` (one file, its tests cut off) that make a name with `Debug`
/// (`{x:?}`) where it reaches the page: a test id or a data attribute changes whenever a
/// type is renamed, and `Debug` is for programmers. A Dioxus `key` is only the
/// renderer's, and may.
fn debug_names(source: &str) -> Vec<(usize, String)> {
    let code = source.split("#[cfg(test)]").next().unwrap_or_default();
    code.lines()
        .enumerate()
        .filter(|(_, line)| {
            let line = line.split("//").next().unwrap_or_default();
            without_keys(line).contains(":?}")
        })
        .map(|(n, line)| (n + 1, line.trim().to_string()))
        .collect()
}

/// `line` without its Dioxus keys' text (`key: "…"`), which only the renderer reads.
fn without_keys(line: &str) -> String {
    let mut rest = line;
    let mut kept = String::new();
    while let Some(at) = rest.find("key: \"") {
        kept.push_str(&rest[..at]);
        let after = &rest[at + 6..];
        rest = after.find('"').map_or("", |end| &after[end + 1..]);
    }
    kept.push_str(rest);
    kept
}

#[test]
fn no_page_name_is_made_by_debug() {
    let (found, read) = found_in(&["app/src/ui", "model/src/wizard", "model/src/share/panel.rs"], debug_names);
    assert!(read > 30, "only {read} files read");
    assert!(found.is_empty(), "names made by Debug (derive strum::IntoStaticStr, or a code() of its own):\n{}", found.join("\n"));
}

#[test]
fn the_debug_check_catches_a_test_id_and_not_a_key() {
    assert_eq!(debug_names(r#"    "data-testid": "tab-{screen:?}","#).len(), 1);
    assert_eq!(debug_names(r#"            Opt::Action(a) => format!("act-{a:?}").to_lowercase(),"#).len(), 1);
    assert_eq!(debug_names(r#"    button { key: "{kind:?}", class: "choice","#).len(), 0);
    assert_eq!(debug_names(r#"    button { key: "{k:?}", "data-testid": "x-{k:?}","#).len(), 1, "a key beside a test id");
    assert_eq!(debug_names("#[cfg(test)]\nmod tests { fn f() { assert!(x, \"{p:?}\"); } }").len(), 0, "tests may");
}

/// The lines of `source` (one file) that write with `eprintln!`: on the web, where the
/// players are, it writes nowhere, and a fault met at the table would leave no trace in
/// the console. `platform::warn` (`dialkeeper_model::warn!`) writes where each platform
/// looks; its own fallback is the one `eprintln!` allowed.
fn silent_on_the_web(source: &str) -> Vec<(usize, String)> {
    source
        .lines()
        .enumerate()
        .filter(|(_, line)| line.split("//").next().unwrap_or_default().contains("eprintln!("))
        .filter(|(_, line)| line.trim() != "eprintln!(\"{text}\");")
        .map(|(n, line)| (n + 1, line.trim().to_string()))
        .collect()
}

#[test]
fn what_goes_wrong_is_said_where_each_platform_looks() {
    let (found, read) = found_in(&["app/src", "model/src"], silent_on_the_web);
    assert!(read > 100, "only {read} files read");
    assert!(found.is_empty(), "eprintln! writes nowhere on the web (use dialkeeper_model::warn!):\n{}", found.join("\n"));
}

#[test]
fn the_console_check_catches_eprintln_and_not_warn() {
    assert_eq!(silent_on_the_web("            eprintln!(\"dialkeeper: a tap was set aside\");").len(), 1);
    assert_eq!(silent_on_the_web("    return eprintln!(\"x: {e}\"),").len(), 1);
    assert_eq!(silent_on_the_web("    crate::warn!(\"dialkeeper: a tap was set aside\");").len(), 0);
    assert_eq!(silent_on_the_web("    // eprintln!(\"a comment\");").len(), 0);
}
