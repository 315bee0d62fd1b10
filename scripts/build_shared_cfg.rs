//! The build script of core, feed, i18n and app (their `build` key). Tests that read the
//! project's `shared/` folder (real dial data, never bundled) run only when it sits
//! beside the clone; without it they are compiled out or ignored, and `scripts/test.sh`
//! says which. Sets `cfg(no_shared)` when it is missing.
fn main() {
    println!("cargo::rustc-check-cfg=cfg(no_shared)");
    let here = std::env::var("CARGO_MANIFEST_DIR").expect("cargo sets CARGO_MANIFEST_DIR");
    let shared = std::path::Path::new(&here).join("../../shared/fixtures");
    // An absolute path: a target folder shared by two clones must not keep one's answer.
    println!("cargo::rerun-if-changed={}", shared.display());
    if !shared.is_dir() {
        println!("cargo::rustc-cfg=no_shared");
    }
}
