#!/usr/bin/env bash
# Builds the Dioxus web hello-world (bench/hello) into dist/hello exactly as scripts/web.sh
# builds the page: the same profile, wasm-bindgen, wasm-opt flags, short import names,
# minified modules and a page without comments. The web benchmarks
# measure Dialkeeper beside it (scripts/bench-web.sh, issue 34).
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/setup-web.sh > /dev/null
. scripts/env.sh
. scripts/wasm-env.sh
# The workspace's versions of Dioxus and every dependency.
cp Cargo.lock bench/hello/Cargo.lock
wasm_cargo build -q --manifest-path bench/hello/Cargo.toml --profile web --target wasm32-unknown-unknown
out=dist/hello
rm -rf "$out" && mkdir -p "$out"
wasm-bindgen --target web --no-typescript --out-dir "$out" "$CARGO_TARGET_DIR/wasm32-unknown-unknown/web/dialkeeper-hello.wasm"
# shellcheck disable=SC2046
e2e/node_modules/.bin/wasm-opt $(cat scripts/wasm-opt.flags) "$out/dialkeeper-hello_bg.wasm" -o "$out/opt.wasm"
mv "$out/opt.wasm" "$out/dialkeeper-hello_bg.wasm"
python3 scripts/wasm-imports-short.py "$out/dialkeeper-hello_bg.wasm" "$out/dialkeeper-hello.js"
cp bench/hello/index.html "$out/"
bash scripts/minify-js.sh "$out"
node scripts/uncomment.mjs "$out/index.html"
