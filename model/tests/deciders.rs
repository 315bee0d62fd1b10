//! The model decides no rule (issue 46): the attack drawn on a card (`src/attack.rs`) and
//! the wizards (`src/wizard/`) may call on a `Game` only the engine's legality queries
//! (`core/src/legal/`, each the check of a command a tap would send) and `check`, `plan`,
//! `allows` and `figure_ids`; and they read none of the printed data or the state a rule
//! is decided from. A model that starts to work out a rule itself (the most targets, who
//! may defend, whether a roll dismounts) fails here, named by file and line.

use std::collections::BTreeSet;
use std::path::{Path, PathBuf};

/// The methods a deciding-free model may call on a game besides the legality queries.
const ALSO_ALLOWED: &[&str] = &["figure_ids", "check", "allows", "plan", "clone"];

/// What reads the data a rule is decided from: the printed figure, its owner, its dial,
/// the game's state, an ability's numbers.
const DENIED: &[&str] = &[".def.", ".owner", ".state()", "rider_bonus", ".click(", "ability::number", ".shows("];

fn root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("..")
}

/// The `pub fn` names of the legality queries.
fn queries() -> BTreeSet<String> {
    let mut names = BTreeSet::new();
    for entry in std::fs::read_dir(root().join("core/src/legal")).expect("core/src/legal") {
        let text = std::fs::read_to_string(entry.unwrap().path()).unwrap();
        for line in text.lines() {
            if let Some(rest) = line.trim_start().strip_prefix("pub fn ") {
                names.insert(rest.split(['(', '<']).next().unwrap().to_string());
            }
        }
    }
    names
}

/// The model files that must decide nothing, each without its `#[cfg(test)]` modules.
fn deciding_free() -> Vec<(String, String)> {
    let mut files = vec![root().join("model/src/attack.rs")];
    for entry in std::fs::read_dir(root().join("model/src/wizard")).unwrap() {
        files.push(entry.unwrap().path());
    }
    files
        .into_iter()
        .map(|path| {
            let text = std::fs::read_to_string(&path).unwrap();
            let shipped: Vec<&str> = text.lines().take_while(|l| l.trim() != "#[cfg(test)]").collect();
            (path.strip_prefix(root()).unwrap_or(&path).display().to_string(), shipped.join("\n"))
        })
        .collect()
}

/// Every call of a game's method (`game.name(`) and every denied read, by file and line.
fn problems(files: &[(String, String)], allowed: &BTreeSet<String>) -> Vec<String> {
    let mut found = Vec::new();
    for (file, text) in files {
        for (n, line) in text.lines().enumerate() {
            let code = line.split("//").next().unwrap_or("");
            for (at, _) in code.match_indices("game.") {
                let name: String = code[at + 5..].chars().take_while(|c| c.is_ascii_alphanumeric() || *c == '_').collect();
                if code[at + 5 + name.len()..].starts_with('(') && !allowed.contains(&name) {
                    found.push(format!("{file}:{}: game.{name}(…) is no legality query", n + 1));
                }
            }
            for denied in DENIED {
                if code.contains(denied) {
                    found.push(format!("{file}:{}: reads {denied:?}, which a rule is decided from", n + 1));
                }
            }
        }
    }
    found
}

#[test]
fn the_models_attack_and_wizards_call_only_the_engines_legality_queries() {
    let mut allowed = queries();
    assert!(allowed.contains("attack_targets") && allowed.contains("max_targets"), "{allowed:?}");
    allowed.extend(ALSO_ALLOWED.iter().map(|s| s.to_string()));
    let files = deciding_free();
    assert!(files.len() >= 8, "model/src/attack.rs and the wizards");
    let found = problems(&files, &allowed);
    assert!(found.is_empty(), "{} places where the model decides a rule itself:\n{}", found.len(), found.join("\n"));
}

#[test]
fn a_model_that_decides_is_caught() {
    let allowed: BTreeSet<String> = ["attack_targets".to_string()].into();
    let file = vec![(
        "x.rs".to_string(),
        "let t = game.attack_targets(a);\nlet n = game.figure(a).map(|f| f.def.targets);\n// game.state() in a comment".to_string(),
    )];
    let found = problems(&file, &allowed);
    assert_eq!(found.len(), 2, "{found:?}");
    assert!(found[0].contains("x.rs:2: game.figure"));
}
