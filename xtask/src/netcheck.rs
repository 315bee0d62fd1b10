//! The shipped app reaches nothing beyond the device: no networking crate in its
//! dependency tree, and on the phones only what the renderer's loopback socket needs
//! (Android: INTERNET and cleartext to 127.0.0.1 only; iOS: App Transport Security with
//! local networking and nothing else).
//!
//! One documented exception, decided in ARCHITECTURE.md: Dioxus 0.7's webview renderer
//! (`dioxus-desktop`, also behind the `mobile` feature) sends UI edits from Rust to the
//! webview over a websocket it serves on 127.0.0.1 (random port, random keys;
//! `dioxus-desktop/src/edits.rs`), in release builds too. That pulls `tungstenite`, which
//! in turn enables its TLS backends (`native-tls`, `rustls`) even though the loopback
//! socket never uses TLS. Those crates are allowed only under exactly those parents;
//! anything else — an HTTP client, a server framework, a TLS stack pulled by anything
//! else — fails the check. The same socket is why Android needs INTERNET (any inet
//! socket does) and a cleartext exception for 127.0.0.1 (`ws://` is cleartext), and why
//! iOS needs `NSAllowsLocalNetworking` (ATS refuses IP literals from iOS 17).
//!
//! Sharing a game between phones (issue 36) is the web app's alone: the browser's own
//! WebRTC, with no ICE server (`iceServers: []`: no STUN, no TURN), between phones on one
//! local network (`model/src/share/webrtc.rs`; checked at run time by
//! `e2e/tests/sharing.test.mjs`). No native build links a WebRTC stack: those crates are
//! banned below like any other networking crate.

use std::collections::{BTreeMap, BTreeSet};
use std::path::Path;
use std::process::Command;

use serde::Deserialize;

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
    // WebRTC stacks: the native builds do not pair phones (see the module's docs).
    "webrtc",
    "webrtc-ice",
    "webrtc-dtls",
    "datachannel",
    "str0m",
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

/// `cargo metadata --format-version 1`, the part this check reads: every package's name,
/// and the resolved graph's edges with their kinds.
#[derive(Debug, Deserialize)]
pub struct Metadata {
    packages: Vec<Package>,
    resolve: Option<Resolve>,
}

#[derive(Debug, Deserialize)]
struct Package {
    id: String,
    name: String,
}

#[derive(Debug, Deserialize)]
struct Resolve {
    nodes: Vec<Node>,
}

#[derive(Debug, Deserialize)]
struct Node {
    id: String,
    #[serde(default)]
    deps: Vec<NodeDep>,
}

#[derive(Debug, Deserialize)]
struct NodeDep {
    pkg: String,
    #[serde(default)]
    dep_kinds: Vec<DepKind>,
}

#[derive(Debug, Deserialize)]
struct DepKind {
    /// `null` for a normal dependency, else `"dev"` or `"build"`.
    kind: Option<String>,
}

impl Metadata {
    /// Reads `cargo metadata --format-version 1` output.
    pub fn from_json(json: &str) -> Result<Metadata, String> {
        serde_json::from_str(json).map_err(|e| format!("cargo metadata: {e}"))
    }

    /// Parent → children edges, by crate name, of what `root` pulls in through normal
    /// dependencies (what ships: no dev or build dependencies), on every target platform.
    /// `None` when no package is called `root`.
    pub fn parents_below(&self, root: &str) -> Option<BTreeMap<String, BTreeSet<String>>> {
        let names: BTreeMap<&str, &str> = self.packages.iter().map(|p| (p.id.as_str(), p.name.as_str())).collect();
        let nodes: BTreeMap<&str, &Node> = self.resolve.iter().flat_map(|r| &r.nodes).map(|n| (n.id.as_str(), n)).collect();
        let start = self.packages.iter().find(|p| p.name == root)?.id.as_str();
        let mut parents_of: BTreeMap<String, BTreeSet<String>> = BTreeMap::new();
        parents_of.entry(root.to_string()).or_default().insert(String::new());
        let mut seen = BTreeSet::from([start]);
        let mut todo = vec![start];
        while let Some(id) = todo.pop() {
            let Some(node) = nodes.get(id) else { continue };
            let parent = names.get(id).copied().unwrap_or(id);
            for dep in node.deps.iter().filter(|d| d.dep_kinds.iter().any(|k| k.kind.is_none())) {
                let child = names.get(dep.pkg.as_str()).copied().unwrap_or(dep.pkg.as_str());
                parents_of.entry(child.to_string()).or_default().insert(parent.to_string());
                if seen.insert(dep.pkg.as_str()) {
                    todo.push(dep.pkg.as_str());
                }
            }
        }
        Some(parents_of)
    }
}

/// The problems in a dependency graph (child → parents): banned crates, or allowed ones under another parent.
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

/// Runs `cargo metadata` for the shipped app with one feature set (no platform filter, so
/// every target platform's dependencies are in it).
pub fn cargo_metadata(root: &Path, feature: &str) -> Result<Metadata, String> {
    let cargo = std::env::var("CARGO").unwrap_or_else(|_| "cargo".into());
    let out = Command::new(cargo)
        .current_dir(root.join("app"))
        .args(["metadata", "--format-version", "1", "--no-default-features", "--features", feature])
        .output()
        .map_err(|e| format!("cargo metadata: {e}"))?;
    if !out.status.success() {
        return Err(format!("cargo metadata failed: {}", String::from_utf8_lossy(&out.stderr)));
    }
    Metadata::from_json(&String::from_utf8_lossy(&out.stdout))
}

/// Checks every shipped feature set; returns the problems found.
pub fn check_dependencies(root: &Path) -> Result<Vec<String>, String> {
    let mut problems = Vec::new();
    for feature in SHIPPED_FEATURES {
        let metadata = cargo_metadata(root, feature)?;
        let tree =
            metadata.parents_below("dialkeeper").ok_or_else(|| format!("cargo metadata for `{feature}` does not list dialkeeper"))?;
        problems.extend(violations(&tree).into_iter().map(|p| format!("features [{feature}]: {p}")));
    }
    Ok(problems)
}

/// The one permission the shipped Android app holds. Dioxus's renderer binds its edit
/// websocket on 127.0.0.1 and Android lets an app open any inet socket, loopback
/// included, only with INTERNET (see the module docs and platforms/README.md).
pub const ALLOWED_PERMISSIONS: &[&str] = &["android.permission.INTERNET"];

/// The only hosts the network security config may let the app reach in cleartext. The
/// renderer's URL is `ws://127.0.0.1:<port>/…` (`dioxus-desktop/src/edits.rs`); the page
/// itself is `https://dioxus.index.html/`, answered inside the app by wry, never fetched.
pub const LOOPBACK_HOSTS: &[&str] = &["127.0.0.1", "localhost"];

/// The manifest's `android:networkSecurityConfig`, and where that resource lives next to
/// the manifest (the README copies `platforms/android/res/` into dx's Gradle project,
/// over dx's own `res/xml/network_security_config.xml`).
pub const NETWORK_SECURITY_CONFIG: &str = "@xml/network_security_config";
pub const NETWORK_SECURITY_CONFIG_FILE: &str = "res/xml/network_security_config.xml";

/// The namespace of Android's attributes (`xmlns:android` in every manifest); the checks
/// read `android:name` and its kin by this namespace, never by the prefix as written.
pub const ANDROID_NS: &str = "http://schemas.android.com/apk/res/android";

/// Parses a document with roxmltree's defaults, which refuse a DOCTYPE (and so every
/// entity but the predefined ones) and any malformed markup: a file the check cannot read
/// fails it rather than passing.
fn parse<'a>(text: &'a str) -> Result<roxmltree::Document<'a>, String> {
    roxmltree::Document::parse(text).map_err(|e| format!("unreadable XML: {e}"))
}

/// The document's root element when it is `<name>`, or the problem to report.
fn root<'a, 'input>(doc: &'a roxmltree::Document<'input>, name: &str) -> Result<roxmltree::Node<'a, 'input>, String> {
    let root = doc.root_element();
    if root.tag_name().name() == name && root.tag_name().namespace().is_none() {
        Ok(root)
    } else {
        Err(format!("the root element is <{}>, not <{name}>", root.tag_name().name()))
    }
}

/// The child elements of a node (text and comments skipped).
fn elements<'a, 'input>(node: roxmltree::Node<'a, 'input>) -> impl Iterator<Item = roxmltree::Node<'a, 'input>> {
    node.children().filter(roxmltree::Node::is_element)
}

/// The `android:name` of every `<uses-permission…>` element of a manifest (any depth,
/// `uses-permission-sdk-23` included).
pub fn manifest_permissions(manifest: roxmltree::Node) -> Vec<String> {
    manifest
        .descendants()
        .filter(|e| e.is_element() && e.tag_name().name().starts_with("uses-permission"))
        .map(|e| e.attribute((ANDROID_NS, "name")).unwrap_or("").to_string())
        .collect()
}

/// The problems of an Android manifest: it must ask for exactly the permissions in
/// [`ALLOWED_PERMISSIONS`], each once, and point its `<application>` at the loopback-only
/// network security config without turning cleartext on for everything.
pub fn check_manifest(text: &str) -> Vec<String> {
    let doc = match parse(text) {
        Ok(doc) => doc,
        Err(problem) => return vec![problem],
    };
    let manifest = match root(&doc, "manifest") {
        Ok(root) => root,
        Err(problem) => return vec![problem],
    };
    let mut problems = Vec::new();
    let permissions = manifest_permissions(manifest);
    for permission in &permissions {
        if !ALLOWED_PERMISSIONS.contains(&permission.as_str()) {
            problems.push(format!("asks for {permission}; the only permission allowed is INTERNET"));
        }
    }
    for allowed in ALLOWED_PERMISSIONS {
        match permissions.iter().filter(|p| p == allowed).count() {
            1 => {}
            0 => problems.push(format!("does not ask for {allowed}, which the renderer's 127.0.0.1 socket needs")),
            n => problems.push(format!("asks for {allowed} {n} times")),
        }
    }
    let applications: Vec<_> = elements(manifest).filter(|e| e.tag_name().name() == "application").collect();
    let [application] = applications.as_slice() else {
        problems.push(format!("has {} <application> elements, not one", applications.len()));
        return problems;
    };
    match application.attribute((ANDROID_NS, "networkSecurityConfig")) {
        Some(NETWORK_SECURITY_CONFIG) => {}
        other => problems.push(format!("<application> android:networkSecurityConfig is {other:?}, not {NETWORK_SECURITY_CONFIG:?}")),
    }
    // Ignored next to a network security config from API 24 (our floor is 28), but "true"
    // would still say the wrong thing to a reader.
    if application.attribute((ANDROID_NS, "usesCleartextTraffic")) == Some("true") {
        problems.push("<application> android:usesCleartextTraffic=\"true\"".into());
    }
    problems
}

/// The problems of a network security config: the base config must refuse cleartext,
/// and one domain config may allow it, only for [`LOOPBACK_HOSTS`] (no subdomains).
/// Anything else (a second domain config, debug overrides, trust anchors) is a problem:
/// the file must say exactly this and no more.
pub fn check_network_security_config(text: &str) -> Vec<String> {
    let doc = match parse(text) {
        Ok(doc) => doc,
        Err(problem) => return vec![problem],
    };
    let config = match root(&doc, "network-security-config") {
        Ok(root) => root,
        Err(problem) => return vec![problem],
    };
    let mut problems = Vec::new();
    let (mut bases, mut domain_configs) = (0, 0);
    for child in elements(config) {
        match child.tag_name().name() {
            "base-config" => {
                bases += 1;
                if child.attribute("cleartextTrafficPermitted") != Some("false") {
                    problems.push("<base-config> must say cleartextTrafficPermitted=\"false\"".into());
                }
                if let Some(inner) = elements(child).next() {
                    problems.push(format!("<base-config> holds <{}>; it must be empty", inner.tag_name().name()));
                }
            }
            "domain-config" => {
                domain_configs += 1;
                if child.attribute("cleartextTrafficPermitted") != Some("true") {
                    problems.push("<domain-config> must say cleartextTrafficPermitted=\"true\" (it exists only for loopback)".into());
                }
                if elements(child).next().is_none() {
                    problems.push("<domain-config> names no domain".into());
                }
                for domain in elements(child) {
                    let text: String = domain.children().filter_map(|t| t.is_text().then(|| t.text()).flatten()).collect();
                    let host = text.trim();
                    if domain.tag_name().name() != "domain" {
                        problems.push(format!("<domain-config> holds <{}>; only <domain> is allowed", domain.tag_name().name()));
                    } else if !LOOPBACK_HOSTS.contains(&host) {
                        problems.push(format!("cleartext allowed to {host:?}, which is not loopback"));
                    } else if domain.attribute("includeSubdomains") == Some("true") {
                        problems.push(format!("cleartext allowed to subdomains of {host}, which DNS may resolve anywhere"));
                    }
                }
            }
            other => problems.push(format!("<{other}> is not allowed in the network security config")),
        }
    }
    if bases != 1 {
        problems.push(format!("{bases} <base-config> elements, not one"));
    }
    if domain_configs != 1 {
        problems.push(format!("{domain_configs} <domain-config> elements, not one"));
    }
    problems
}

/// The App Transport Security settings the iOS app ships, exactly: no arbitrary loads,
/// and local networking allowed, because from iOS 17 ATS refuses connections to IP
/// addresses by default and the web view's edit socket is `ws://127.0.0.1` (Apple's
/// NSAllowsLocalNetworking page; platforms/README.md, "No network"). The key lifts ATS
/// only for IP literals, `.local` and unqualified names, never for host names; that the
/// app connects to nothing but 127.0.0.1 is the dependency check's and e2e's job.
pub const IOS_ATS: &[(&str, bool)] = &[("NSAllowsArbitraryLoads", false), ("NSAllowsLocalNetworking", true)];

/// Info.plist keys that would declare or enable network use beyond loopback.
pub const IOS_NETWORK_KEYS: &[&str] = &["NSLocalNetworkUsageDescription", "NSBonjourServices"];

/// The problems of the iOS keys in `Dioxus.toml`: `[ios.plist.NSAppTransportSecurity]`
/// must be exactly [`IOS_ATS`], no key of [`IOS_NETWORK_KEYS`], and nothing that makes dx
/// ignore or extend `[ios.plist]` with network settings (a custom Info.plist, raw XML).
pub fn check_ios(config: &toml::Table) -> Vec<String> {
    let mut problems = Vec::new();
    if config.get("application").and_then(|a| a.get("ios_info_plist")).is_some() {
        problems.push("Dioxus.toml: [application] ios_info_plist replaces [ios.plist], which this check reads".into());
    }
    let ios = config.get("ios");
    if let Some(raw) = ios.and_then(|i| i.get("raw")) {
        let raw = raw.to_string();
        for word in ["NSAppTransportSecurity", "NSAllows", "NSException"].iter().chain(IOS_NETWORK_KEYS) {
            if raw.contains(word) {
                problems.push(format!("Dioxus.toml: [ios.raw] mentions {word}"));
            }
        }
    }
    let plist = ios.and_then(|i| i.get("plist")).and_then(|p| p.as_table());
    for key in IOS_NETWORK_KEYS {
        if plist.is_some_and(|p| p.contains_key(*key)) {
            problems.push(format!("Dioxus.toml: [ios.plist] {key} declares network use"));
        }
    }
    let ats = plist.and_then(|p| p.get("NSAppTransportSecurity")).and_then(|a| a.as_table());
    let Some(ats) = ats else {
        problems.push("Dioxus.toml: [ios.plist.NSAppTransportSecurity] is missing".into());
        return problems;
    };
    for (key, value) in ats {
        match IOS_ATS.iter().find(|(k, _)| k == key) {
            None => problems.push(format!("Dioxus.toml: [ios.plist] NSAppTransportSecurity.{key} is not allowed")),
            Some((_, want)) if value.as_bool() != Some(*want) => {
                problems.push(format!("Dioxus.toml: [ios.plist] NSAppTransportSecurity.{key} must be {want}"));
            }
            Some(_) => {}
        }
    }
    for (key, want) in IOS_ATS {
        if !ats.contains_key(*key) {
            problems.push(format!("Dioxus.toml: [ios.plist] NSAppTransportSecurity.{key} = {want} is missing"));
        }
    }
    problems
}

/// Checks `app/Dioxus.toml`, the Android manifest and network security config it names,
/// and the iOS keys.
pub fn check_platform_config(root: &Path) -> Result<Vec<String>, String> {
    let config_path = root.join("app/Dioxus.toml");
    let text = std::fs::read_to_string(&config_path).map_err(|e| format!("{}: {e}", config_path.display()))?;
    let config: toml::Table = text.parse().map_err(|e| format!("{}: {e}", config_path.display()))?;
    let mut problems = Vec::new();

    // dx's template would be used otherwise: our manifest and config replace its own.
    let manifest = config.get("application").and_then(|a| a.get("android_manifest")).and_then(|m| m.as_str());
    match manifest {
        None => problems.push("Dioxus.toml: [application] android_manifest is not set, so dx would use its own manifest".into()),
        Some(rel) => {
            let path = root.join("app").join(rel);
            let text = std::fs::read_to_string(&path).map_err(|e| format!("{}: {e}", path.display()))?;
            problems.extend(check_manifest(&text).into_iter().map(|p| format!("{}: {p}", path.display())));
            let nsc = path.parent().unwrap_or(root).join(NETWORK_SECURITY_CONFIG_FILE);
            let text = std::fs::read_to_string(&nsc).map_err(|e| format!("{}: {e}", nsc.display()))?;
            problems.extend(check_network_security_config(&text).into_iter().map(|p| format!("{}: {p}", nsc.display())));
        }
    }
    // dx ignores these next to a custom manifest; they must not ask for the network anyway.
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
    if config.get("android").and_then(|a| a.get("raw")).is_some_and(|raw| raw.to_string().contains("permission")) {
        problems.push("Dioxus.toml: [android.raw] adds a permission".into());
    }
    problems.extend(check_ios(&config));
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
