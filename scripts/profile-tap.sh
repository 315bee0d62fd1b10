#!/usr/bin/env bash
# Where a tap's time goes at CPU x4 on a 40-figure table (issue 34): builds the bundle as it
# ships but with its wasm keeping function names (`web.sh --names`: dist/web-named, wasm-opt
# -g, every module too), and runs `e2e/profile.mjs tap` on it: the renderer's
# own work per tap (style, layout, paint) from a timeline trace, then the functions with
# the most time of their own from the sampling profiler. `--shared`: the same tap on a
# phone hosting one guest (paired in a network namespace) against it not shared, and the
# functions that grew most (`e2e/profile.mjs share-tap`).
set -euo pipefail
mode=tap
[ "${1:-}" = --shared ] && mode=share-tap
cd "$(dirname "$0")/.."
bash scripts/web.sh --build-only --names > /dev/null
(cd e2e && node profile.mjs "$mode" ../dist/web-named)
