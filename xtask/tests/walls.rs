//! The walls between the crates, as their manifests declare them: the engine does no I/O
//! and knows no UI, the models know no UI toolkit, and the screens cannot reach the store
//! except through the models' session. Rust only lets a crate name what it depends on, so
//! these few lines are the whole check. Within a crate, Clippy's settings wall off what it
//! may not call or name (the store never holds a game): the last test keeps them whole.

use std::collections::BTreeSet;

use crate::toml_at;

/// Every crate a manifest depends on to build (not its tests), on any target, by its
/// package's name (a dependency renamed in the manifest is still the crate it names).
fn build_dependencies(krate: &str) -> BTreeSet<String> {
    let manifest = toml_at(&format!("{krate}/Cargo.toml"));
    let mut tables = vec![manifest.get("dependencies")];
    if let Some(targets) = manifest.get("target").and_then(|t| t.as_table()) {
        tables.extend(targets.values().map(|t| t.get("dependencies")));
    }
    let package = |key: &String, spec: &toml::Value| spec.get("package").and_then(|p| p.as_str()).map_or_else(|| key.clone(), String::from);
    tables.into_iter().flatten().filter_map(|t| t.as_table()).flat_map(|t| t.iter().map(|(key, spec)| package(key, spec))).collect()
}

#[test]
fn the_engine_depends_on_serde_thiserror_and_strum_only() {
    let deps = build_dependencies("core");
    let allowed = BTreeSet::from(["serde", "thiserror", "strum"].map(String::from));
    assert!(deps.is_subset(&allowed), "core depends on {:?}: the engine does no I/O and knows no UI", deps.difference(&allowed));
}

#[test]
fn the_models_know_no_ui_toolkit() {
    let deps = build_dependencies("model");
    let ui: Vec<_> = deps.iter().filter(|d| d.starts_with("dioxus")).collect();
    assert!(ui.is_empty(), "dialkeeper-model depends on {ui:?}: models must build without the UI");
    assert!(deps.contains("dialkeeper-store"), "the models hold the session, the one door to the store");
}

/// The sharing protocol is rules about messages and logs: it can name the engine's and
/// the store's types, never the session that plays them or a platform that carries them.
#[test]
fn the_sharing_protocol_names_no_session_and_no_platform() {
    let deps = build_dependencies("protocol");
    for above in ["dialkeeper-model", "dialkeeper-i18n", "web-sys", "js-sys", "wasm-bindgen", "rusqlite"] {
        assert!(!deps.contains(above), "dialkeeper-protocol depends on {above}: the protocol is pure");
    }
    let model = build_dependencies("model");
    assert!(
        model.contains("dialkeeper-protocol") && !model.contains("quircs"),
        "the models take the protocol (and its QR reader) from its crate"
    );
}

#[test]
fn the_screens_cannot_reach_the_store() {
    let deps = build_dependencies("app");
    for store in ["dialkeeper-store", "rusqlite", "sqlite-wasm-rs"] {
        assert!(!deps.contains(store), "the app's screens depend on {store}: they must go through the session");
    }
    assert!(deps.contains("dialkeeper-model"), "the screens draw the models");
}

/// A SQLite build's options, as `.cargo/config.toml`'s `[env]` sets them.
fn sqlite_flags(name: &str) -> String {
    let config = toml_at(".cargo/config.toml");
    let env = config.get("env").and_then(|e| e.as_table()).expect("an [env] table");
    env.get(name).and_then(|v| v.as_str()).unwrap_or_else(|| panic!("{name} is not set")).to_string()
}

/// Both builds of SQLite leave out the same options (`.cargo/config.toml`): the browser's
/// (`CFLAGS_wasm32_unknown_unknown`, read by sqlite-wasm-rs's C build) and the native
/// one the store tests and kill trials run on (`LIBSQLITE3_FLAGS`). Two lists apart, the
/// tests would vouch for a SQLite that does not ship.
#[test]
fn both_sqlite_builds_leave_out_the_same_options() {
    let (web, native) = (sqlite_flags("CFLAGS_wasm32_unknown_unknown"), sqlite_flags("LIBSQLITE3_FLAGS"));
    assert_eq!(web, native, "the web's SQLite and the native one are built differently");
    assert!(web.contains("-USQLITE_ENABLE_FTS5") && web.contains("-DSQLITE_OMIT_JSON"), "FTS and JSON left out: {web}");
}

/// Both builds of SQLite are without its date and time functions, and in the browser its
/// `CURRENT_TIME`, `CURRENT_DATE` and `CURRENT_TIMESTAMP` read NULL: the C library's clock
/// there has no time (`worker/src/clock.rs`). The store's and its worker's SQL never name
/// them, or the web would keep NULL where a native build keeps the time.
#[test]
fn the_stores_sql_never_asks_sqlite_the_time() {
    assert!(
        sqlite_flags("LIBSQLITE3_FLAGS").contains("-DSQLITE_OMIT_DATETIME_FUNCS"),
        "SQLite keeps its date and time functions: worker/src/clock.rs is then not needed"
    );
    let root = xtask::workspace_root();
    for folder in ["store/src", "worker/src"] {
        for entry in std::fs::read_dir(root.join(folder)).unwrap_or_else(|e| panic!("{folder}: {e}")) {
            let path = entry.expect("a file").path();
            let text = std::fs::read_to_string(&path).unwrap_or_default();
            for (n, line) in text.lines().enumerate().filter(|(_, line)| !line.trim_start().starts_with("//")) {
                let upper = line.to_uppercase();
                assert!(
                    !upper.contains("CURRENT_TIME") && !upper.contains("CURRENT_DATE"),
                    "{}:{}: SQL asks SQLite the time, which the browser's build cannot tell",
                    path.display(),
                    n + 1
                );
            }
        }
    }
}

/// The hello-world the web figures are printed beside (`bench/hello`, its own workspace) is
/// built with the page's profile: `[profile.release]` under `[profile.web]`, setting for
/// setting. A hello-world built otherwise would make every ratio in BENCHMARKS.md unfair.
#[test]
fn the_hello_world_is_built_with_the_pages_profile() {
    let web_profile = |path: &str| {
        let manifest = toml_at(path);
        let profile = |name: &str| {
            let table = manifest.get("profile").and_then(|p| p.get(name)).and_then(|t| t.as_table());
            table.cloned().unwrap_or_else(|| panic!("{path}: no [profile.{name}]"))
        };
        let mut settings = profile("release");
        settings.extend(profile("web").into_iter().filter(|(key, _)| key != "inherits"));
        settings
    };
    assert_eq!(web_profile("bench/hello/Cargo.toml"), web_profile("Cargo.toml"), "the hello-world and the page are built differently");
}

/// Clippy reads only the nearest clippy.toml: a crate with its own (the app's, the store's)
/// repeats every rule of the workspace's, or those rules stop holding there unseen. The
/// store's also keeps the engine's `Game` out, and its web worker does not name the engine's
/// crate (issue 50: the worker carries no engine; whoever opens a record asks the rules, in
/// the model).
#[test]
fn a_crates_own_clippy_settings_keep_the_workspaces() {
    let root = xtask::workspace_root();
    let rules =
        |table: &toml::Table, key: &str| -> Vec<toml::Value> { table.get(key).and_then(|v| v.as_array()).cloned().unwrap_or_default() };
    let workspace = toml_at("clippy.toml");
    let members = toml_at("Cargo.toml")["workspace"]["members"].as_array().expect("the workspace's members").clone();
    let members: Vec<&str> = members.iter().filter_map(|m| m.as_str()).collect();
    // Clippy takes `.clippy.toml` before `clippy.toml`, and a folder named by
    // CLIPPY_CONF_DIR before either: none may stand in for the files checked here.
    for folder in std::iter::once("").chain(members.iter().copied()) {
        assert!(!root.join(folder).join(".clippy.toml").exists(), "{folder}/.clippy.toml would replace the clippy.toml checked here");
    }
    let env = toml_at(".cargo/config.toml").get("env").cloned().unwrap_or(toml::Value::Table(toml::Table::new()));
    assert!(env.get("CLIPPY_CONF_DIR").is_none(), "CLIPPY_CONF_DIR would replace every clippy.toml checked here");
    let own: Vec<&str> = members.iter().copied().filter(|m| root.join(m).join("clippy.toml").exists()).collect();
    assert!(own.contains(&"app") && own.contains(&"store"), "the app and the store have their own: {own:?}");
    for krate in &own {
        let settings = toml_at(&format!("{krate}/clippy.toml"));
        for (key, value) in workspace.iter() {
            if !value.is_array() {
                assert_eq!(settings.get(key), Some(value), "{krate}/clippy.toml sets the workspace's {key} otherwise");
                continue;
            }
            let theirs = rules(&settings, key);
            let missing: Vec<_> = rules(&workspace, key).into_iter().filter(|rule| !theirs.contains(rule)).collect();
            assert!(missing.is_empty(), "{krate}/clippy.toml lacks the workspace's {key}: {missing:?}");
        }
    }
    // The store's wall holds in its own code: only its three test modules let it name `Game`.
    let mut allowed = Vec::new();
    for entry in std::fs::read_dir(root.join("store/src")).expect("store/src") {
        let path = entry.expect("a file of store/src").path();
        let name = path.file_name().and_then(|n| n.to_str()).unwrap_or_default().to_string();
        if name.ends_with("tests.rs") {
            continue;
        }
        let text = std::fs::read_to_string(&path).unwrap_or_default();
        let lines: Vec<&str> = text.lines().collect();
        for (n, line) in lines.iter().enumerate() {
            if line.contains("disallowed_types") {
                let next = lines.get(n + 1).map(|l| l.trim()).unwrap_or_default();
                allowed.push(format!("{name}:{} before `{next}`", n + 1));
            }
        }
    }
    let tests_only = |place: &String| {
        place.starts_with("lib.rs:")
            && ["mod tests;", "mod migration_tests;", "mod sharing_tests;"].iter().any(|m| place.ends_with(&format!("`{m}`")))
    };
    assert!(allowed.iter().all(tests_only), "the store lets code other than its tests name the engine's Game: {allowed:?}");
    let store_types = rules(&toml_at("store/clippy.toml"), "disallowed-types");
    assert!(
        store_types.iter().any(|rule| rule.get("path").and_then(|p| p.as_str()) == Some("dialkeeper_core::Game")),
        "the store's clippy.toml no longer keeps the engine's Game out"
    );
    assert!(
        !build_dependencies("worker").contains("dialkeeper-core"),
        "the store's worker names the engine's crate: it keeps records only"
    );
}
