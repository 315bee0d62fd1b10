//! The screens draw; they decide nothing about the game (issue 49). A branch in
//! `app/src/ui` whose condition reads the game (`game.…`, a figure's state) is a rule
//! decided where no unit test reaches: the model decides it, and the screen draws the
//! answer. (The engine's own queries are walled off by `app/clippy.toml`; this check
//! catches the plain reads.)

use std::path::Path;

use xtask::workspace_root;

/// What a condition may not read: the game, its setup, its state or a figure's.
const GAME_READS: [&str; 4] = ["game.", ".state()", ".setup()", ".figure("];

/// The branches of `source` (one file) whose condition reads the game: `(line, text)`.
/// A condition runs from `if`, `else if`, `while` or `match` (also in an expression, as
/// `= if …`) to the `{` that opens its block; match arms' guards (`… if … =>`) count too.
fn deciding_branches(source: &str) -> Vec<(usize, String)> {
    let mut found = Vec::new();
    for (n, line) in source.lines().enumerate() {
        let code = line.split("//").next().unwrap_or_default();
        let conditions = ["if ", "while ", "match "].iter().filter_map(|keyword| {
            let at = code.find(keyword)?;
            let before = code[..at].chars().last();
            // A keyword, not the end of a word ("verify ", "batch ").
            if before.is_some_and(|c| c.is_alphanumeric() || c == '_') {
                return None;
            }
            let rest = &code[at + keyword.len()..];
            Some(rest.split(['{']).next().unwrap_or(rest).split("=>").next().unwrap_or(rest))
        });
        if conditions.into_iter().any(|condition| GAME_READS.iter().any(|read| condition.contains(read))) {
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

#[test]
fn no_screen_branches_on_the_game() {
    let ui = workspace_root().join("app/src/ui");
    let mut files = Vec::new();
    sources(&ui, &mut files);
    assert!(files.len() > 20, "the screens were not found in {}", ui.display());
    let mut found = Vec::new();
    for file in files {
        let source = std::fs::read_to_string(&file).unwrap();
        for (line, text) in deciding_branches(&source) {
            found.push(format!("{}:{line}: {text}", file.strip_prefix(workspace_root()).unwrap().display()));
        }
    }
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
}
