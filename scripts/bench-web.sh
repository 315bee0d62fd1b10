#!/usr/bin/env bash
# The web app's budgets (issue 13) on the built bundle: W1 size, W2 first paint, W3 tap,
# W4 reopening a long game, W5 the gzip size of every file the service worker keeps, file
# by file (issue 34) (e2e/bench-web.mjs), where the page's and the worker's wasm bytes go
# by crate (scripts/wasm-bytes.py), and the two browser VFS timed side by
# side (the worker built with --features vfs-bench, e2e/bench-vfs.mjs). Builds dist/web
# first, and the hello-world beside it (scripts/hello-web.sh, S1-S3: each figure with its
# ratio to the hello-world; W3: the hello-world's own tap in the same run, which shows how
# quick the machine was). Figures go into BENCHMARKS.md by hand, with this command beside them.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/web.sh --build-only > /dev/null
# The Dioxus hello-world the figures are printed beside (dist/hello).
bash scripts/hello-web.sh
. scripts/env.sh
. scripts/wasm-env.sh
wasm_cargo build -q --profile web --target wasm32-unknown-unknown -p dialkeeper-worker --features vfs-bench
bench="$(mktemp -d)"
wasm-bindgen --target web --no-typescript --out-dir "$bench" "$CARGO_TARGET_DIR/wasm32-unknown-unknown/web/dialkeeper_worker.wasm"
cp e2e/vfs-bench/* "$bench/"
# The shipped worker again, so dist/web and the target folder hold what ships.
wasm_cargo build -q --profile web --target wasm32-unknown-unknown -p dialkeeper-worker
# Where the wasm bytes are: a copy of each shipped wasm optimised as shipped but keeping
# its function names (wasm-opt -g), broken down by crate and function.
names="$(mktemp -d)"
for wasm in web/dialkeeper web/dialkeeper_worker; do
  wasm-bindgen --target web --no-typescript --out-dir "$names" "$CARGO_TARGET_DIR/wasm32-unknown-unknown/$wasm.wasm"
  wasm=$(basename "$wasm")
  e2e/node_modules/.bin/wasm-opt $(cat scripts/wasm-opt.flags) -g "$names/${wasm}_bg.wasm" -o "$names/$wasm.named.wasm"
  python3 scripts/wasm-bytes.py "$names/$wasm.named.wasm" --top 12
done
cd e2e
node bench-web.mjs
DK_VFS_BENCH="$bench" node bench-vfs.mjs
