#!/usr/bin/env bash
# Installs Dioxus's wasm-split-cli 0.7.10, from crates.io, with scripts/wasm-split.patch
# applied, into the root $1 (its bin/). The patch: a function that two or more of the
# page's split modules call, and the main module does not, goes to the main module once.
# The splitter as published builds its shared chunk empty, so each of those modules held
# its own copy (BENCHMARKS.md, issue 50). A root installed from another patch is redone.
set -euo pipefail
cd "$(dirname "$0")/.."
root=$1
version=0.7.10
stamp="$root/wasm-split-cli.patch"
if [ -x "$root/bin/wasm-split-cli" ] && cmp -s scripts/wasm-split.patch "$stamp"; then
  exit 0
fi
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
# The crate's source as cargo fetches (and checks) any dependency's.
mkdir -p "$work/fetch/src"
printf '[package]\nname = "fetch"\nversion = "0.0.0"\nedition = "2021"\n\n[dependencies]\nwasm-split-cli = "=%s"\n' "$version" > "$work/fetch/Cargo.toml"
: > "$work/fetch/src/lib.rs"
(cd "$work/fetch" && cargo fetch --quiet)
crate=$(find "${CARGO_HOME:-$HOME/.cargo}/registry/cache" -name "wasm-split-cli-$version.crate" | head -1)
[ -n "$crate" ] || { echo "wasm-split-cli-$version.crate: not in cargo's registry cache" >&2; exit 1; }
tar xzf "$crate" -C "$work"
git -C "$work/wasm-split-cli-$version" apply -p1 "$PWD/scripts/wasm-split.patch"
cargo install --locked --quiet --force --path "$work/wasm-split-cli-$version" --root "$root"
cp scripts/wasm-split.patch "$stamp"
