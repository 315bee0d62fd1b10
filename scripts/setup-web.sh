#!/usr/bin/env bash
# Installs what the web build needs, from the package registries only:
# - clang-19 and llvm-19 (Debian): SQLite's C for wasm32 (Debian 12's clang 14 is too old);
# - the wasm32-unknown-unknown standard library and std's sources, rust-src, from which
#   the bundle compiles its own (rustup; scripts/wasm-env.sh says why);
# - wasm-bindgen-cli at exactly Cargo.lock's wasm-bindgen version (crates.io);
# - curl and patch, for Dioxus's wasm-split-cli, patched (scripts/wasm-split-cli.sh);
# - wasm-opt from npm's binaryen (Debian's is too old), via e2e/package.json.
# Idempotent: each step is skipped when already done.
set -euo pipefail
cd "$(dirname "$0")/.."
. scripts/env.sh
bash scripts/apt-install.sh clang-19 llvm-19 curl ca-certificates patch
if ! rustup target list --installed 2>/dev/null | grep -qx wasm32-unknown-unknown; then
  rustup target add wasm32-unknown-unknown
fi
if [ ! -f "$(rustc --print sysroot)/lib/rustlib/src/rust/library/Cargo.lock" ]; then
  rustup component add rust-src
fi
want=$(awk '/^name = "wasm-bindgen"$/ { getline; gsub(/[^0-9.]/, ""); print; exit }' Cargo.lock)
have=$(wasm-bindgen --version 2>/dev/null | awk '{print $2}' || true)
if [ "$have" != "$want" ]; then
  echo "== cargo install wasm-bindgen-cli $want (a few minutes, once)"
  # Its own target folder: never the workspace's, which another build may be using.
  CARGO_TARGET_DIR="$HOME/.cache/dialkeeper-tools-target" cargo install wasm-bindgen-cli --version "$want" --force
fi
# Again whenever a tool the build runs is missing (a checkout from before it was added).
if [ ! -x e2e/node_modules/.bin/wasm-opt ] || [ ! -x e2e/node_modules/.bin/terser ]; then
  (cd e2e && npm ci --no-audit --no-fund --loglevel=error)
fi
