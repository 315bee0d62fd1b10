#!/usr/bin/env bash
# Sharing's budgets (issue 45) on the built bundle: joining a game of 2,500 changes from
# scratch at CPU x4, and the tap at 40 figures at CPU x4 while sharing against the same tap
# not shared (e2e/bench-sharing.mjs, phones paired in a private network namespace: root,
# iproute2 and ffmpeg, as the sharing test). Builds dist/web first. Figures go into
# BENCHMARKS.md by hand, with this command beside them.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/web.sh --build-only > /dev/null
cd e2e
node bench-sharing.mjs
