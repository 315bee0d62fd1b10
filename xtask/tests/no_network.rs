//! The shipped app stays offline: no networking crate in the dependency tree of the
//! shipped feature sets (`desktop`, `mobile`; for every target platform), no network
//! permission on Android, no network keys for iOS, and `liveview` (axum, tokio,
//! websockets; tests only) never on by default. See xtask/src/netcheck.rs.

use xtask::netcheck;

#[test]
fn shipped_dependency_trees_have_no_network_crates() {
    let problems = netcheck::check_dependencies(&xtask::workspace_root()).expect("cargo tree runs");
    assert!(problems.is_empty(), "networking crates in the shipped app:\n{}", problems.join("\n"));
}

#[test]
fn android_and_ios_ask_for_no_network() {
    let problems = netcheck::check_platform_config(&xtask::workspace_root()).expect("platform config readable");
    assert!(problems.is_empty(), "{}", problems.join("\n"));
}

#[test]
fn liveview_is_not_a_default_feature() {
    let problems = netcheck::check_default_features(&xtask::workspace_root()).unwrap();
    assert!(problems.is_empty(), "{}", problems.join("\n"));
}

#[test]
fn the_tree_check_catches_an_http_client() {
    let tree = "0dialkeeper v0.1.0 (/x/app)\n1dioxus v0.7.10\n2dioxus-desktop v0.7.10\n3tungstenite v0.28.0\n4native-tls v0.2.18\n1reqwest v0.12.0\n2hyper v1.0.0\n2rustls v0.23.0\n";
    let problems = netcheck::violations(&netcheck::parse_tree(tree));
    assert_eq!(
        problems,
        [
            "reqwest (network) is pulled in by dialkeeper",
            "hyper (network) is pulled in by reqwest",
            "rustls (network) is pulled in by reqwest",
        ]
    );
    // The same TLS crate is fine only under the documented parent.
    let ok = "0dialkeeper v0.1.0\n1dioxus-desktop v0.7.10\n2tungstenite v0.28.0\n3rustls v0.23.0\n";
    assert!(netcheck::violations(&netcheck::parse_tree(ok)).is_empty());
    // tungstenite anywhere else (e.g. a websocket client in our own code) fails.
    let bad = "0dialkeeper v0.1.0\n1tungstenite v0.28.0\n";
    assert_eq!(netcheck::violations(&netcheck::parse_tree(bad)), ["tungstenite (network) is pulled in by dialkeeper"]);
}

#[test]
fn the_manifest_check_catches_internet() {
    let xml = r#"<manifest>
        <!-- <uses-permission android:name="android.permission.CAMERA" /> -->
        <uses-permission android:name="android.permission.INTERNET" />
        <uses-permission-sdk-23 android:name="android.permission.ACCESS_NETWORK_STATE"/>
        <application android:label="x"/></manifest>"#;
    assert_eq!(
        netcheck::manifest_permissions(xml),
        ["android.permission.INTERNET", "android.permission.ACCESS_NETWORK_STATE"]
    );
    let ours = std::fs::read_to_string(xtask::workspace_root().join("platforms/android/AndroidManifest.xml")).unwrap();
    assert!(netcheck::manifest_permissions(&ours).is_empty(), "Dialkeeper asks for no permission at all");
}
