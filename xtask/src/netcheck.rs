//! The shipped app opens no network connections: no networking crate in its dependency
//! tree, no network permission on Android, no network keys in the iOS Info.plist.
//!
//! One documented exception, decided in ARCHITECTURE.md: Dioxus 0.7's webview renderer
//! (`dioxus-desktop`, also behind the `mobile` feature) sends UI edits from Rust to the
//! webview over a websocket it serves on 127.0.0.1 (random port, random keys;
//! `dioxus-desktop/src/edits.rs`). That pulls `tungstenite`, which in turn enables its
//! TLS backends (`native-tls`, `rustls`) even though the loopback socket never uses TLS.
//! Those crates are allowed only under exactly those parents; anything else — an HTTP
//! client, a server framework, a TLS stack pulled by anything else — fails the check.

use std::collections::{BTreeMap, BTreeSet};
use std::path::Path;
use std::process::Command;

/// Crates that open or serve network connections (or exist only to secure them).
pub const BANNED: &[&str] = &[
    "reqwest",
    "hyper",
    "hyper-util",
    "hyper-tls",
    "hyper-rustls",
    "h2",
    "h3",
    "quinn",
    "ureq",
    "curl",
    "curl-sys",
    "isahc",
    "surf",
    "attohttpc",
    "minreq",
    "tiny_http",
    "axum",
    "warp",
    "actix-web",
    "tower-http",
    "tokio-tungstenite",
    "async-tungstenite",
    "tungstenite",
    "dioxus-liveview",
    "native-tls",
    "tokio-native-tls",
    "openssl",
    "openssl-sys",
    "rustls",
    "tokio-rustls",
    "rustls-native-certs",
    "webpki-roots",
    "trust-dns-resolver",
    "hickory-resolver",
    "libp2p",
];

/// Banned crates that may appear, each only under the listed parents (see module docs).
pub const ALLOWED_UNDER: &[(&str, &[&str])] = &[
    // dioxus-desktop's 127.0.0.1 edit websocket; dioxus-devtools is the hot-reload client
    // that dioxus-desktop compiles only with debug assertions (`dx serve`), never in release.
    ("tungstenite", &["dioxus-desktop", "dioxus-devtools"]),
    // tungstenite's TLS features, enabled by dioxus-desktop's manifest, unused on loopback.
    ("native-tls", &["tungstenite"]),
    ("rustls", &["tungstenite"]),
    ("openssl", &["native-tls"]),
    ("openssl-sys", &["native-tls", "openssl"]),
];

/// The shipped feature sets of `dialkeeper` (never `liveview`, which is for tests).
pub const SHIPPED_FEATURES: &[&str] = &["desktop", "mobile"];

/// Parent → children edges of a `cargo tree --prefix depth --format {p}` listing, by
/// crate name.
pub fn parse_tree(listing: &str) -> BTreeMap<String, BTreeSet<String>> {
    let mut parents_of: BTreeMap<String, BTreeSet<String>> = BTreeMap::new();
    let mut stack: Vec<String> = Vec::new();
    for line in listing.lines() {
        let digits: String = line.chars().take_while(char::is_ascii_digit).collect();
        let Ok(depth) = digits.parse::<usize>() else { continue };
        let Some(name) = line[digits.len()..].split_whitespace().next() else { continue };
        stack.truncate(depth);
        let parent = stack.last().cloned().unwrap_or_default();
        parents_of.entry(name.to_string()).or_default().insert(parent);
        stack.push(name.to_string());
    }
    parents_of
}

/// The problems in a parsed tree: banned crates, or allowed ones under another parent.
pub fn violations(parents_of: &BTreeMap<String, BTreeSet<String>>) -> Vec<String> {
    let mut out = Vec::new();
    for banned in BANNED {
        let Some(parents) = parents_of.get(*banned) else { continue };
        let allowed: &[&str] = ALLOWED_UNDER.iter().find(|(c, _)| c == banned).map_or(&[], |(_, p)| p);
        for parent in parents {
            if !allowed.contains(&parent.as_str()) {
                out.push(format!("{banned} (network) is pulled in by {parent}"));
            }
        }
    }
    out
}

/// Runs `cargo tree` for the shipped app with one feature set, for every target platform.
pub fn cargo_tree(root: &Path, feature: &str) -> Result<String, String> {
    let cargo = std::env::var("CARGO").unwrap_or_else(|_| "cargo".into());
    let out = Command::new(cargo)
        .current_dir(root)
        .args(["tree", "-p", "dialkeeper", "-e", "normal", "--no-default-features", "--features", feature])
        .args(["--target", "all", "--prefix", "depth", "--format", "{p}"])
        .output()
        .map_err(|e| format!("cargo tree: {e}"))?;
    if !out.status.success() {
        return Err(format!("cargo tree failed: {}", String::from_utf8_lossy(&out.stderr)));
    }
    Ok(String::from_utf8_lossy(&out.stdout).into_owned())
}

/// Checks every shipped feature set; returns the problems found.
pub fn check_dependencies(root: &Path) -> Result<Vec<String>, String> {
    let mut problems = Vec::new();
    for feature in SHIPPED_FEATURES {
        let tree = parse_tree(&cargo_tree(root, feature)?);
        if !tree.contains_key("dialkeeper") {
            return Err(format!("cargo tree for `{feature}` does not list dialkeeper"));
        }
        problems.extend(violations(&tree).into_iter().map(|p| format!("features [{feature}]: {p}")));
    }
    Ok(problems)
}

/// Permissions that give network access on Android.
pub const NETWORK_PERMISSIONS: &[&str] = &[
    "android.permission.INTERNET",
    "android.permission.ACCESS_NETWORK_STATE",
    "android.permission.ACCESS_WIFI_STATE",
    "android.permission.CHANGE_NETWORK_STATE",
    "android.permission.CHANGE_WIFI_STATE",
    "android.permission.CHANGE_WIFI_MULTICAST_STATE",
    "android.permission.NEARBY_WIFI_DEVICES",
    "android.permission.BLUETOOTH",
    "android.permission.BLUETOOTH_CONNECT",
];

/// The `android:name` of every `<uses-permission…>` element of a manifest (comments
/// skipped).
pub fn manifest_permissions(xml: &str) -> Vec<String> {
    let mut text = String::new();
    let mut rest = xml;
    while let Some(start) = rest.find("<!--") {
        text.push_str(&rest[..start]);
        rest = rest[start..].find("-->").map_or("", |end| &rest[start + end + 3..]);
    }
    text.push_str(rest);
    let mut out = Vec::new();
    for element in text.split('<').skip(1) {
        let tag = element.split(|c: char| c.is_whitespace() || c == '>' || c == '/').next().unwrap_or("");
        if !tag.starts_with("uses-permission") {
            continue;
        }
        let body = element.split('>').next().unwrap_or("");
        if let Some(at) = body.find("android:name") {
            let value = body[at..].split('"').nth(1).unwrap_or("");
            out.push(value.to_string());
        }
    }
    out
}

/// Checks `app/Dioxus.toml` and the Android manifest and iOS keys it names.
pub fn check_platform_config(root: &Path) -> Result<Vec<String>, String> {
    let config_path = root.join("app/Dioxus.toml");
    let text = std::fs::read_to_string(&config_path).map_err(|e| format!("{}: {e}", config_path.display()))?;
    let config: toml::Table = text.parse().map_err(|e| format!("{}: {e}", config_path.display()))?;
    let mut problems = Vec::new();

    // dx's built-in manifest template declares INTERNET: ours must replace it.
    let manifest = config
        .get("application")
        .and_then(|a| a.get("android_manifest"))
        .and_then(|m| m.as_str());
    match manifest {
        None => problems.push("Dioxus.toml: [application] android_manifest is not set, so dx would use its own manifest, which asks for INTERNET".into()),
        Some(rel) => {
            let path = root.join("app").join(rel);
            let xml = std::fs::read_to_string(&path).map_err(|e| format!("{}: {e}", path.display()))?;
            for permission in manifest_permissions(&xml) {
                if NETWORK_PERMISSIONS.contains(&permission.as_str()) {
                    problems.push(format!("{}: asks for {permission}", path.display()));
                }
            }
        }
    }
    // Unified and Android-only permission tables must not ask for the network either.
    let mut declared = Vec::new();
    if let Some(table) = config.get("permissions").and_then(|p| p.as_table()) {
        declared.extend(table.keys().cloned());
    }
    if let Some(table) = config.get("android").and_then(|a| a.get("permissions")).and_then(|p| p.as_table()) {
        declared.extend(table.keys().cloned());
    }
    for key in declared {
        let upper = key.to_uppercase();
        if ["INTERNET", "NETWORK", "WIFI", "LOCAL_NETWORK", "BLUETOOTH"].iter().any(|w| upper.contains(w)) {
            problems.push(format!("Dioxus.toml: permission `{key}` gives network access"));
        }
    }
    if let Some(raw) = config.get("android").and_then(|a| a.get("raw")) {
        let raw = raw.to_string();
        if NETWORK_PERMISSIONS.iter().any(|p| raw.contains(p)) {
            problems.push("Dioxus.toml: [android.raw] adds a network permission".into());
        }
    }
    // iOS: no local-network usage, no App Transport Security exceptions.
    if let Some(plist) = config.get("ios").and_then(|i| i.get("plist")).and_then(|p| p.as_table()) {
        for key in ["NSLocalNetworkUsageDescription", "NSBonjourServices"] {
            if plist.contains_key(key) {
                problems.push(format!("Dioxus.toml: [ios.plist] {key} declares network use"));
            }
        }
        if let Some(ats) = plist.get("NSAppTransportSecurity").and_then(|a| a.as_table()) {
            for (key, value) in ats {
                if value.as_bool() == Some(true) || key == "NSExceptionDomains" {
                    problems.push(format!("Dioxus.toml: [ios.plist] NSAppTransportSecurity.{key} opens the network"));
                }
            }
        }
    }
    Ok(problems)
}

/// `liveview` (axum, tokio, websockets) must never be a default feature.
pub fn check_default_features(root: &Path) -> Result<Vec<String>, String> {
    let path = root.join("app/Cargo.toml");
    let text = std::fs::read_to_string(&path).map_err(|e| format!("{}: {e}", path.display()))?;
    let manifest: toml::Table = text.parse().map_err(|e| format!("{}: {e}", path.display()))?;
    let defaults: Vec<String> = manifest
        .get("features")
        .and_then(|f| f.get("default"))
        .and_then(|d| d.as_array())
        .map(|a| a.iter().filter_map(|v| v.as_str().map(String::from)).collect())
        .unwrap_or_default();
    Ok(defaults
        .iter()
        .filter(|f| !SHIPPED_FEATURES.contains(&f.as_str()))
        .map(|f| format!("app/Cargo.toml: default feature `{f}` is not a shipped feature set"))
        .collect())
}
