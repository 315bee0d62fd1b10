#!/usr/bin/env bash
# Where a tap's time goes at CPU x4 on a 40-figure table (issue 34): builds dist/web, makes
# a copy of it whose page wasm keeps its function names (optimised as shipped, wasm-opt -g;
# the same wasm-bindgen glue), and runs e2e/profile-tap.mjs on that copy: the renderer's
# own work per tap (style, layout, paint) from a timeline trace, then the functions with
# the most time of their own from the sampling profiler. `--shared`: the same tap on a
# phone hosting one guest (paired in a network namespace) against it not shared, and the
# functions that grew most (e2e/profile-share-tap.mjs).
set -euo pipefail
script=profile-tap.mjs
[ "${1:-}" = --shared ] && script=profile-share-tap.mjs
cd "$(dirname "$0")/.."
bash scripts/web.sh --build-only > /dev/null
. scripts/env.sh
named="$(mktemp -d)"
glue="$(mktemp -d)"
cp -r dist/web/. "$named/"
wasm-bindgen --target web --no-typescript --out-dir "$glue" "$CARGO_TARGET_DIR/wasm32-unknown-unknown/web/dialkeeper.wasm"
cmp -s "$glue/dialkeeper.js" dist/web/dialkeeper.js || { echo "the named copy's glue differs from the bundle's" >&2; exit 1; }
e2e/node_modules/.bin/wasm-opt $(cat scripts/wasm-opt.flags) -g "$glue/dialkeeper_bg.wasm" -o "$named/dialkeeper_bg.wasm"
(cd e2e && node "$script" "$named")
rm -rf "$named" "$glue"
