//! The shipped app reaches nothing beyond the device: no networking crate in the
//! dependency tree of the shipped feature sets (`desktop`, `mobile`; for every target
//! platform) except the renderer's own loopback server, on Android INTERNET alone with
//! cleartext only to 127.0.0.1, on iOS App Transport Security with local networking and
//! nothing else, and `liveview` (axum, tokio, websockets; tests only) never on by
//! default. See xtask/src/netcheck.rs. Each check has a negative test on small inline
//! files, so widening any of them fails here.

use xtask::netcheck;

#[test]
fn shipped_dependency_trees_have_no_network_crates() {
    let problems = netcheck::check_dependencies(&xtask::workspace_root()).expect("cargo metadata runs");
    assert!(problems.is_empty(), "networking crates in the shipped app:\n{}", problems.join("\n"));
}

#[test]
fn android_and_ios_ask_only_for_loopback() {
    let problems = netcheck::check_platform_config(&xtask::workspace_root()).expect("platform config readable");
    assert!(problems.is_empty(), "{}", problems.join("\n"));
}

#[test]
fn liveview_is_not_a_default_feature() {
    let problems = netcheck::check_default_features(&xtask::workspace_root()).unwrap();
    assert!(problems.is_empty(), "{}", problems.join("\n"));
}

/// `cargo metadata` JSON for a graph given as `(parent, child, kind)` edges (kind `None`
/// for a normal dependency), every package named by its id's first word.
fn metadata(edges: &[(&str, &str, Option<&str>)]) -> netcheck::Metadata {
    let mut names: Vec<&str> = edges.iter().flat_map(|(p, c, _)| [*p, *c]).collect();
    names.sort_unstable();
    names.dedup();
    let id = |name: &str| format!("{name} 1.0.0 (registry+https://example.invalid)");
    let packages: Vec<_> = names.iter().map(|n| serde_json::json!({ "id": id(n), "name": n, "version": "1.0.0" })).collect();
    let nodes: Vec<_> = names
        .iter()
        .map(|n| {
            let deps: Vec<_> = edges
                .iter()
                .filter(|(p, _, _)| p == n)
                .map(|(_, c, kind)| serde_json::json!({ "name": c, "pkg": id(c), "dep_kinds": [{ "kind": kind, "target": null }] }))
                .collect();
            serde_json::json!({ "id": id(n), "deps": deps, "features": [] })
        })
        .collect();
    let json = serde_json::json!({ "packages": packages, "resolve": { "nodes": nodes, "root": null }, "version": 1 });
    netcheck::Metadata::from_json(&json.to_string()).unwrap()
}

fn problems(edges: &[(&str, &str, Option<&str>)]) -> Vec<String> {
    netcheck::violations(&metadata(edges).parents_below("dialkeeper").unwrap())
}

/// Sharing is the web app's, through the browser's own WebRTC: a WebRTC stack linked
/// into a native build is caught like any networking crate.
#[test]
fn the_dependency_check_catches_a_native_webrtc_stack() {
    let tree = [("dialkeeper", "dialkeeper-model", None), ("dialkeeper-model", "webrtc", None), ("webrtc", "webrtc-dtls", None)];
    assert_eq!(problems(&tree), ["webrtc (network) is pulled in by dialkeeper-model", "webrtc-dtls (network) is pulled in by webrtc"]);
}

#[test]
fn the_dependency_check_catches_an_http_client() {
    let tree = [
        ("dialkeeper", "dioxus", None),
        ("dioxus", "dioxus-desktop", None),
        ("dioxus-desktop", "tungstenite", None),
        ("tungstenite", "native-tls", None),
        ("dialkeeper", "reqwest", None),
        ("reqwest", "hyper", None),
        ("reqwest", "rustls", None),
    ];
    assert_eq!(
        problems(&tree),
        [
            "reqwest (network) is pulled in by dialkeeper",
            "hyper (network) is pulled in by reqwest",
            "rustls (network) is pulled in by reqwest",
        ]
    );
    // The same TLS crate is fine only under the documented parent.
    let ok = [("dialkeeper", "dioxus-desktop", None), ("dioxus-desktop", "tungstenite", None), ("tungstenite", "rustls", None)];
    assert_eq!(problems(&ok), Vec::<String>::new());
    // tungstenite anywhere else (e.g. a websocket client in our own code) fails.
    assert_eq!(problems(&[("dialkeeper", "tungstenite", None)]), ["tungstenite (network) is pulled in by dialkeeper"]);
    // Only what ships counts: a dev or build dependency, or a crate the app does not
    // reach (another workspace member's), is not the app's.
    let not_shipped = [
        ("dialkeeper", "tempfile", Some("dev")),
        ("tempfile", "reqwest", None),
        ("dialkeeper", "cc", Some("build")),
        ("xtask", "hyper", None),
    ];
    assert_eq!(problems(&not_shipped), Vec::<String>::new());
    // Deep below, through a shared crate, still counts.
    let deep = [("dialkeeper", "a", None), ("xtask", "a", None), ("a", "b", None), ("b", "ureq", None)];
    assert_eq!(problems(&deep), ["ureq (network) is pulled in by b"]);
}

/// A manifest shaped like ours, with `extra` inside `<manifest>` and `app` as the
/// `<application>` attributes.
fn manifest(extra: &str, app: &str) -> String {
    format!(
        r#"<?xml version="1.0" encoding="utf-8"?>
<!-- <uses-permission android:name="android.permission.CAMERA" /> (a comment: ignored) -->
<manifest xmlns:android="http://schemas.android.com/apk/res/android">
    <uses-permission android:name="android.permission.INTERNET" />
    {extra}
    <application android:label="x" {app}><activity android:name="a" /></application>
</manifest>"#
    )
}

const NSC_APP: &str = r#"android:networkSecurityConfig="@xml/network_security_config""#;

#[test]
fn the_manifest_check_allows_internet_alone() {
    assert_eq!(netcheck::check_manifest(&manifest("", NSC_APP)), Vec::<String>::new());
    let ours = std::fs::read_to_string(xtask::workspace_root().join("platforms/android/AndroidManifest.xml")).unwrap();
    assert_eq!(netcheck::check_manifest(&ours), Vec::<String>::new());
    let doc = roxmltree::Document::parse(&ours).unwrap();
    assert_eq!(netcheck::manifest_permissions(doc.root_element()), ["android.permission.INTERNET"]);
}

#[test]
fn the_manifest_check_catches_a_second_permission() {
    let state = r#"<uses-permission android:name="android.permission.ACCESS_NETWORK_STATE"/>"#;
    assert_eq!(
        netcheck::check_manifest(&manifest(state, NSC_APP)),
        ["asks for android.permission.ACCESS_NETWORK_STATE; the only permission allowed is INTERNET"]
    );
    // Not only network permissions: any second permission fails.
    let camera = r#"<uses-permission-sdk-23 android:name="android.permission.CAMERA"/>"#;
    assert_eq!(netcheck::check_manifest(&manifest(camera, NSC_APP)).len(), 1);
    let twice = r#"<uses-permission android:name="android.permission.INTERNET"/>"#;
    assert_eq!(netcheck::check_manifest(&manifest(twice, NSC_APP)), ["asks for android.permission.INTERNET 2 times"]);
    // Without INTERNET the renderer's bind panics at start-up.
    let none = manifest("", NSC_APP).replace(r#"<uses-permission android:name="android.permission.INTERNET" />"#, "");
    assert_eq!(netcheck::check_manifest(&none).len(), 1);
}

#[test]
fn the_manifest_check_wants_the_loopback_config() {
    let problems = netcheck::check_manifest(&manifest("", ""));
    assert_eq!(problems, ["<application> android:networkSecurityConfig is None, not \"@xml/network_security_config\""]);
    let other = netcheck::check_manifest(&manifest("", r#"android:networkSecurityConfig="@xml/open""#));
    assert_eq!(other.len(), 1);
    let cleartext = netcheck::check_manifest(&manifest("", &format!(r#"{NSC_APP} android:usesCleartextTraffic="true""#)));
    assert_eq!(cleartext, ["<application> android:usesCleartextTraffic=\"true\""]);
    let unclosed = netcheck::check_manifest("<manifest><uses-permission name=\"x\">");
    assert!(matches!(unclosed.as_slice(), [p] if p.starts_with("unreadable XML: ")), "{unclosed:?}");
}

fn nsc(body: &str) -> Vec<String> {
    netcheck::check_network_security_config(&format!("<network-security-config>{body}</network-security-config>"))
}

const BASE: &str = r#"<base-config cleartextTrafficPermitted="false" />"#;

#[test]
fn the_network_security_config_allows_loopback_only() {
    let ours = std::fs::read_to_string(xtask::workspace_root().join("platforms/android/res/xml/network_security_config.xml")).unwrap();
    assert_eq!(netcheck::check_network_security_config(&ours), Vec::<String>::new());
    let both = r#"<domain-config cleartextTrafficPermitted="true"><domain>127.0.0.1</domain><domain> localhost </domain></domain-config>"#;
    assert_eq!(nsc(&format!("{BASE}{both}")), Vec::<String>::new());
}

#[test]
fn the_network_security_config_check_catches_wider_cleartext() {
    let loopback = r#"<domain-config cleartextTrafficPermitted="true"><domain>127.0.0.1</domain></domain-config>"#;
    // A public host, an emulator alias, subdomains, an entity-spelled host.
    for (domain, want) in [
        ("<domain>example.com</domain>", "cleartext allowed to \"example.com\", which is not loopback"),
        ("<domain>10.0.2.2</domain>", "cleartext allowed to \"10.0.2.2\", which is not loopback"),
        (
            r#"<domain includeSubdomains="true">localhost</domain>"#,
            "cleartext allowed to subdomains of localhost, which DNS may resolve anywhere",
        ),
        ("<domain>127.0.0.1&#46;nip.io</domain>", "cleartext allowed to \"127.0.0.1.nip.io\", which is not loopback"),
    ] {
        let wide = format!(r#"{BASE}<domain-config cleartextTrafficPermitted="true"><domain>127.0.0.1</domain>{domain}</domain-config>"#);
        assert_eq!(nsc(&wide), [want], "{domain}");
    }
    // Cleartext on by default, or no base config at all (dx's own file).
    let open_base = nsc(&format!(r#"<base-config cleartextTrafficPermitted="true" />{loopback}"#));
    assert_eq!(open_base, ["<base-config> must say cleartextTrafficPermitted=\"false\""]);
    assert_eq!(nsc(loopback), ["0 <base-config> elements, not one"]);
    // A second domain config, nested configs, overrides: the file must say exactly this.
    let second = format!(r#"{BASE}{loopback}<domain-config cleartextTrafficPermitted="false"><domain>a.org</domain></domain-config>"#);
    assert!(nsc(&second).contains(&"2 <domain-config> elements, not one".to_string()), "{:?}", nsc(&second));
    let nested = format!(
        r#"{BASE}<domain-config cleartextTrafficPermitted="true"><domain>127.0.0.1</domain><domain-config><domain>a.org</domain></domain-config></domain-config>"#
    );
    assert_eq!(nsc(&nested), ["<domain-config> holds <domain-config>; only <domain> is allowed"]);
    let debug = format!("{BASE}{loopback}<debug-overrides/>");
    assert_eq!(nsc(&debug), ["<debug-overrides> is not allowed in the network security config"]);
    assert_eq!(nsc(BASE), ["0 <domain-config> elements, not one"]);
}

fn ios(ats: &str) -> Vec<String> {
    let config: toml::Table = format!("[ios.plist]\nMinimumOSVersion = \"15.0\"\n{ats}").parse().unwrap();
    netcheck::check_ios(&config)
}

#[test]
fn the_ios_check_wants_exactly_local_networking() {
    let ours = "[ios.plist.NSAppTransportSecurity]\nNSAllowsArbitraryLoads = false\nNSAllowsLocalNetworking = true\n";
    assert_eq!(ios(ours), Vec::<String>::new());
    assert_eq!(
        ios(&ours.replace("Loads = false", "Loads = true")),
        ["Dioxus.toml: [ios.plist] NSAppTransportSecurity.NSAllowsArbitraryLoads must be false"]
    );
    assert_eq!(
        ios(&format!("{ours}NSAllowsArbitraryLoadsInWebContent = true\n")),
        ["Dioxus.toml: [ios.plist] NSAppTransportSecurity.NSAllowsArbitraryLoadsInWebContent is not allowed"]
    );
    let exception =
        format!("{ours}[ios.plist.NSAppTransportSecurity.NSExceptionDomains.\"example.com\"]\nNSExceptionAllowsInsecureHTTPLoads = true\n");
    assert_eq!(ios(&exception), ["Dioxus.toml: [ios.plist] NSAppTransportSecurity.NSExceptionDomains is not allowed"]);
    assert_eq!(
        ios("[ios.plist.NSAppTransportSecurity]\nNSAllowsArbitraryLoads = false\n"),
        ["Dioxus.toml: [ios.plist] NSAppTransportSecurity.NSAllowsLocalNetworking = true is missing"]
    );
    assert_eq!(ios(""), ["Dioxus.toml: [ios.plist.NSAppTransportSecurity] is missing"]);
    assert_eq!(
        ios(&format!("NSLocalNetworkUsageDescription = \"x\"\n{ours}")),
        ["Dioxus.toml: [ios.plist] NSLocalNetworkUsageDescription declares network use"]
    );
}

#[test]
fn the_xml_checks_fail_closed() {
    // What the checks read is decoded: quoted `>`, entities, character references, comments.
    let ok = manifest("<!-- <uses-permission android:name=\"x\"/> -->", &format!("{NSC_APP} android:theme='1 > 2 &amp; &#x41;'"));
    assert_eq!(netcheck::check_manifest(&ok), Vec::<String>::new());
    // Anything malformed, a DOCTYPE (and with it any entity of its own), or an attribute
    // whose prefix names no namespace, is a problem, never a pass.
    let good = manifest("", NSC_APP);
    for bad in [
        good.replace("</manifest>", ""),
        good.replace("</manifest>", "</manifesto>"),
        format!("{good}<manifest/>"),
        good.replace("<manifest ", "<!DOCTYPE manifest><manifest "),
        good.replace(r#"label="x""#, "label=x"),
        good.replace(r#"label="x""#, r#"label="&nbsp;""#),
        good.replace(r#"label="x""#, r#"label="x" android:label="y""#),
        format!("text{good}"),
        good.replace(r#" xmlns:android="http://schemas.android.com/apk/res/android""#, ""),
    ] {
        let problems = netcheck::check_manifest(&bad);
        assert!(matches!(problems.as_slice(), [p] if p.starts_with("unreadable XML: ")), "{bad}\n{problems:?}");
    }
    // The attributes count only in Android's namespace, whatever the prefix is called.
    let renamed = good.replace("xmlns:android", "xmlns:a").replace("android:", "a:");
    assert_eq!(netcheck::check_manifest(&renamed), Vec::<String>::new());
    let elsewhere = good.replace("http://schemas.android.com/apk/res/android", "urn:not-android");
    assert_eq!(
        netcheck::check_manifest(&elsewhere),
        [
            "asks for ; the only permission allowed is INTERNET",
            "does not ask for android.permission.INTERNET, which the renderer's 127.0.0.1 socket needs",
            "<application> android:networkSecurityConfig is None, not \"@xml/network_security_config\"",
        ]
    );
}
