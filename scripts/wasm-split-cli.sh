#!/usr/bin/env bash
# Installs Dioxus's wasm-split-cli 0.7.10, crates.io's crate with scripts/wasm-split.patch
# applied, and prints the path of its binary. The patch: a function that two or more of
# the page's split modules call, and the main module does not, goes to the main module
# once. The splitter as published builds its shared chunk empty, so each of those modules
# held its own copy (BENCHMARKS.md, issue 50).
#
# Each patch gets a folder of its own, named after its hash (a checkout with another
# patch, or none, never runs this one's), and the build a target folder of its own, as
# wasm-bindgen's (scripts/setup-web.sh). The crate is the one cargo would fetch, checked
# against its pinned sha256 (crates.io's index says the same), and built with its own
# Cargo.lock (`--locked`).
set -euo pipefail
cd "$(dirname "$0")/.."
version=0.7.10
sha256=28e4ed1e468d3d223a67299368fa9515ddd234f653b11e070f02109e9fdb0d10
patch_id=$(sha256sum scripts/wasm-split.patch | cut -c1-16)
root="$HOME/.cache/dialkeeper-tools/wasm-split-cli-$version-$patch_id"
bin="$root/bin/wasm-split-cli"
if [ ! -x "$bin" ]; then
  echo "== wasm-split-cli $version, patched (a few minutes, once)" >&2
  work=$(mktemp -d)
  trap 'rm -rf "$work"' EXIT
  crate="$work/wasm-split-cli-$version.crate"
  cached=$(find "${CARGO_HOME:-$HOME/.cargo}/registry/cache" -name "wasm-split-cli-$version.crate" 2>/dev/null | head -1 || true)
  if [ -n "$cached" ]; then
    cp "$cached" "$crate"
  else
    curl -fsSL --retry 3 "https://static.crates.io/crates/wasm-split-cli/wasm-split-cli-$version.crate" -o "$crate"
  fi
  echo "$sha256  $crate" | sha256sum --check --quiet
  tar xzf "$crate" -C "$work"
  patch --quiet --forward -p1 -d "$work/wasm-split-cli-$version" < scripts/wasm-split.patch
  CARGO_TARGET_DIR="$HOME/.cache/dialkeeper-tools-target" \
    cargo install --locked --quiet --force --path "$work/wasm-split-cli-$version" --root "$root" >&2
fi
echo "$bin"
