//! Tests that read the project's `shared/` folder (real dial data, never bundled) run
//! only when it sits beside the clone; without it they are compiled out and
//! `scripts/test.sh` says which were skipped. Sets `cfg(no_shared)` when it is missing.
fn main() {
    println!("cargo::rustc-check-cfg=cfg(no_shared)");
    println!("cargo::rerun-if-changed=../../shared/fixtures");
    let here = std::env::var("CARGO_MANIFEST_DIR").expect("cargo sets CARGO_MANIFEST_DIR");
    if !std::path::Path::new(&here).join("../../shared/fixtures").is_dir() {
        println!("cargo::rustc-cfg=no_shared");
    }
}
