#!/usr/bin/env bash
# Minifies every JavaScript module under a built web folder in place (terser from npm, via
# e2e/package.json): the page's glue, its snippets and loaders come before a first visit's
# first screen, beside the page's wasm, on the same slow link (issue 50: 6 KB gzip of the
# 27 there). Names a file exports, every string and every property stay; local names
# shrink. scripts/web.sh and scripts/hello-web.sh both run it, so the hello-world the
# benchmarks compare with is built the same way. The service worker (written after, from
# web/sw.js) is not a module: it and the page lose their comments alone (uncomment.mjs).
set -euo pipefail
dir="$1"
terser="$(dirname "$0")/../e2e/node_modules/.bin/terser"
find "$dir" -name '*.js' ! -name sw.js -print0 | while IFS= read -r -d '' file; do
  "$terser" "$file" --module --compress --mangle --output "$file.min"
  mv "$file.min" "$file"
done
