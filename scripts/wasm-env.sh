# Sourced by every script that builds wasm for the browser (web.sh, hello-web.sh,
# bench-web.sh), after env.sh: how the page, the store worker and the hello-world beside
# them are compiled, said once so that all of them are built alike.
#
# - SQLite's C for wasm32: Debian's clang 19 (setup-web.sh).
# - The standard library compiled with the bundle (`-Zbuild-std`, with std's own
#   `optimize_for_size`: its smaller sort and formatting), not the prebuilt one, and
#   panics without their file and line (`-Zlocation-detail=none`): a panic keeps its
#   message (the console's line beside the crash screen). Measured for issue 50
#   (BENCHMARKS.md, fifteenth session): the page 80 KB gzip smaller, the worker 14 KB.
#   Both are unstable flags of the stable toolchain, so `wasm_cargo` allows them
#   (RUSTC_BOOTSTRAP) in these builds alone, not in the tools the scripts install; std's
#   sources come with rustup's `rust-src` (setup-web.sh). Not taken:
#   `-Cpanic=immediate-abort`, 28 KB more off the page, which would leave a panic no hook,
#   so no crash screen.
export CC_wasm32_unknown_unknown=clang-19 AR_wasm32_unknown_unknown=llvm-ar-19
# `wasm_cargo build …` (or `rustc …`): cargo for the browser's wasm, as above.
wasm_cargo() {
  local command=$1
  shift
  RUSTC_BOOTSTRAP=1 CARGO_TARGET_WASM32_UNKNOWN_UNKNOWN_RUSTFLAGS="-Zlocation-detail=none" \
    cargo "$command" -Zbuild-std=std,panic_abort -Zbuild-std-features=optimize_for_size "$@"
}
