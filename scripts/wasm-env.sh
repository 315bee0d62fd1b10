# Sourced by every script that builds wasm for the browser (web.sh, hello-web.sh,
# bench-web.sh), after env.sh: how the page, the store worker and the hello-world beside
# them are compiled, said once so that all of them are built alike.
#
# - SQLite's C for wasm32: Debian's clang 19 (setup-web.sh).
# - The standard library compiled with the bundle (`-Zbuild-std`, with std's own
#   `optimize_for_size`: its smaller sort and formatting), not the prebuilt one, and
#   panics without their file and line (`-Zlocation-detail=none`). Measured for issue 50
#   (BENCHMARKS.md, fifteenth session): the page 80 KB gzip smaller, the worker 14 KB.
# - A panic stops the wasm where it stands, with no hook and no message
#   (`-Cpanic=immediate-abort`): std's panic machinery and every panic's text are left
#   out, the page 36 KB gzip smaller with its modules and the worker 19 KB (twenty-sixth
#   session). The crash screen does not need the hook: the page's script shows it on the
#   RuntimeError the stop raises (web/index.html, model/src/platform/web/crash.rs). What
#   is lost is the panic's message on the console.
#   All are unstable flags of the stable toolchain, so `wasm_cargo` allows them
#   (RUSTC_BOOTSTRAP) in these builds alone, not in the tools the scripts install; std's
#   sources come with rustup's `rust-src` (setup-web.sh).
export CC_wasm32_unknown_unknown=clang-19 AR_wasm32_unknown_unknown=llvm-ar-19
# `wasm_cargo build …` (or `rustc …`): cargo for the browser's wasm, as above.
wasm_cargo() {
  local command=$1
  shift
  RUSTC_BOOTSTRAP=1 CARGO_TARGET_WASM32_UNKNOWN_UNKNOWN_RUSTFLAGS="-Zlocation-detail=none -Zunstable-options -Cpanic=immediate-abort" \
    cargo "$command" -Zbuild-std=std,panic_abort -Zbuild-std-features=optimize_for_size "$@"
}
