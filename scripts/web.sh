#!/usr/bin/env bash
# Builds the installable web app into dist/web/ and serves it on http://127.0.0.1:8080/
# (a service worker needs HTTPS or localhost). `--build-only` builds without serving;
# `--port N` serves on another port. Installs what it needs first (scripts/setup-web.sh).
# The page is split in wasm modules (Dioxus's wasm-split, with wasm-split-cli from
# crates.io, patched: scripts/wasm-split-cli.sh): the games screen's code first, each other screen's when first drawn or in
# the background after the first screen (web/split-loader.js; BENCHMARKS.md, issue 50).
# `--whole` builds the page as one wasm module instead, into dist/web-whole/, to compare.
#
# dist/web/ holds: index.html, the page's wasm (the Dioxus UI and the engine, no SQLite,
# English alone) and its modules, the store worker's wasm (SQLite on OPFS), the other languages' texts
# (locales/<code>.ftl), the manifest, icons and the service worker,
# whose cache is named after a hash of every other file, so each build is a new version.
set -euo pipefail
cd "$(dirname "$0")/.."
serve=1; port=8080; split=1; names=
while [ $# -gt 0 ]; do
  case "$1" in
    --build-only) serve=0 ;;
    --port) port="$2"; shift ;;
    --whole) split=0 ;;
    # The same bundle, its wasm keeping function names (wasm-opt -g), into dist/web-named/:
    # for a profile that names what takes the time (scripts/profile-tap.sh).
    --names) names=-g ;;
    *) echo "usage: scripts/web.sh [--build-only] [--port N] [--whole] [--names]" >&2; exit 2 ;;
  esac
  shift
done
bash scripts/setup-web.sh
. scripts/env.sh
. scripts/wasm-env.sh
target="$CARGO_TARGET_DIR/wasm32-unknown-unknown/web"
out=dist/web
[ "$split" = 0 ] && out=dist/web-whole
[ -n "$names" ] && out=$out-named

echo "== cargo build: the page (dialkeeper, web) and the store worker (dialkeeper-worker)"
if [ "$split" = 1 ]; then
  # The splitter reads the linker's relocations. -O0: the linker does not merge equal
  # strings, which would leave a module's data overlapping the main module's, and the
  # splitter blanks what a module takes (the first screen then read blanked bytes).
  wasm_cargo rustc --profile web --target wasm32-unknown-unknown -p dialkeeper --bin dialkeeper --no-default-features --features split \
    -- -Clink-args=--emit-relocs -Clink-arg=-O0
else
  wasm_cargo build --profile web --target wasm32-unknown-unknown -p dialkeeper --no-default-features --features web
fi
# The store worker, with the page's profile (Cargo.toml says why "z").
wasm_cargo build --profile web --target wasm32-unknown-unknown -p dialkeeper-worker

rm -rf "$out"
mkdir -p "$out/icons"
echo "== wasm-bindgen"
wasm_opt=e2e/node_modules/.bin/wasm-opt
if [ "$split" = 1 ]; then
  splitter=$(bash scripts/wasm-split-cli.sh)
  work=$(mktemp -d)
  # As `dx` does: the splitter matches the two files' functions by their mangled names.
  wasm-bindgen --target web --no-typescript --keep-lld-exports --keep-debug --no-demangle --out-dir "$work/bg" "$target/dialkeeper.wasm"
  "$splitter" split "$target/dialkeeper.wasm" "$work/bg/dialkeeper_bg.wasm" "$work/split" > "$work/split.log" 2>&1 \
    || { cat "$work/split.log" >&2; exit 1; }
  # The patched splitter says so (scripts/wasm-split-cli.sh): the published one would copy
  # what two modules call into each.
  grep -q "held once by the main module" "$work/split.log" \
    || { echo "wasm-split-cli: not the patched splitter (scripts/wasm-split.patch)" >&2; exit 1; }
  cp -r "$work/bg/dialkeeper.js" "$work/bg/snippets" "$out/"
  # The splitter's list of modules, with their paths made the bundle's, loaded by
  # web/split-loader.js in place of the splitter's own loader (it says why); the page's
  # initSync is handed over by index.html (as dx does).
  { echo "import { makeLoad } from './split-loader.js';"
    sed -n '/^let fusedImports/,$p' "$work/split/__wasm_split.js" | sed -e 's|"/harness/split/|"./|g' -e 's|, fusedImports, [a-zA-Z]*);|, fusedImports);|'
  } > "$out/__wasm_split.js"
  grep -q '^export const __wasm_split_load_.*makeLoad("\./module_[^"]*", \[[^]]*\], fusedImports);$' "$out/__wasm_split.js" \
    || { echo "__wasm_split.js: the splitter's list of modules was not found" >&2; exit 1; }
  cp web/split-loader.js "$out/"
  mv "$work/split/main.wasm" "$out/dialkeeper_bg.wasm"
  for module in "$work"/split/chunk_*.wasm "$work"/split/module_*.wasm; do
    [ -e "$module" ] && mv "$module" "$out/"
  done
  # The splitter writes a module's segments in a random order: put them in place order, so
  # the same source builds the same bytes, and so the same service worker version.
  python3 scripts/wasm-data-order.py "$out"/*.wasm
  rm -rf "$work"
else
  wasm-bindgen --target web --no-typescript --out-dir "$out" "$target/dialkeeper.wasm"
fi
wasm-bindgen --target web --no-typescript --out-dir "$out" "$target/dialkeeper_worker.wasm"
# The flags are in scripts/wasm-opt.flags (scripts/bench-web.sh uses the same). Measured for
# issue 34 (gzip of the page's wasm, binaryen 132): -Oz 1,118 KB; with --converge (run the
# passes until nothing shrinks) 1,111 KB, not taken: 7 KB is not worth wasm-opt running
# several times slower in every build and every CI run (npm's binaryen runs as wasm in node:
# minutes on a 2-core machine); -Os and -O3 no smaller; --gufa, --flatten
# --rereloop, --zero-filled-memory: nothing; --low-memory-unused saves 5 KB more but assumes
# the first 1 KB of memory is never used, where Rust's stack grows down to: not taken.
# -tnh (traps never happen) would turn a panic into undefined behaviour: never.
for wasm in "$out"/*.wasm; do
  echo "== wasm-opt $(cat scripts/wasm-opt.flags) $(basename "$wasm")"
  # shellcheck disable=SC2046
  "$wasm_opt" $(cat scripts/wasm-opt.flags) $names "$wasm" -o "$wasm.opt" && mv "$wasm.opt" "$wasm"
done
# The data several modules carry (a table that two screens read), written once by the main
# module instead, which every module stands on (the script says why it is sound). The
# patched splitter (scripts/wasm-split.patch) already keeps what two modules reach in the
# main module: this finds what is left (a few bytes a module writes as the main one does). After
# wasm-opt, on the files as they ship: before it, the splitter's main module blanks out
# module data that wasm-opt then drops, and the move paid less than nothing (measured).
if [ "$split" = 1 ]; then
  modules=()
  for module in "$out"/chunk_*.wasm "$out"/module_*.wasm; do [ -e "$module" ] && modules+=("$module"); done
  python3 scripts/wasm-data-hoist.py "$out/dialkeeper_bg.wasm" "${modules[@]}"
fi
# Each import from wasm-bindgen's glue under a short name, in the wasm and in the glue alike
# (the script says why: issue 50, 15 KB gzip). The checks below and every browser test
# then read the renamed pair. Not in the named build (--names), whose profiles name each
# of the glue's functions as wasm-bindgen did.
if [ -z "$names" ]; then
  echo "== short import names"
  python3 scripts/wasm-imports-short.py "$out/dialkeeper_bg.wasm" "$out/dialkeeper.js"
  python3 scripts/wasm-imports-short.py "$out/dialkeeper_worker_bg.wasm" "$out/dialkeeper_worker.js"
fi
# And every file as a browser reads it: one that fails here would fail on a phone.
node -e 'for (const f of process.argv.slice(1)) if (!WebAssembly.validate(require("fs").readFileSync(f))) { console.error(`not valid wasm: ${f}`); process.exit(1); }' \
  "$out"/*.wasm
# A C function left unresolved (SQLite built without what it still calls) links for wasm32
# and fails only when a phone loads the file: the build fails instead.
python3 scripts/wasm-unresolved.py "$out"/*.wasm "$out"/*.js
# The rules' refusals (and a setup's) say their English only natively (logs, tests); the page tells them in
# the player's words and logs their message ids (issue 50: 4 KB gzip): a Display of one that
# comes back into the page's or the store worker's wasm fails the build.
python3 - "$out" <<'PY'
import glob, re, sys
said = [s for f in glob.glob("core/src/**/*.rs", recursive=True) for s in re.findall(r'says "([^"]*)"', open(f).read())]
pieces = {max(re.split(r"\{[^}]*\}", s), key=len).strip() for s in said}
# (What the player's English says the same way is in the page by right.)
english = "".join(open(f).read() for f in glob.glob("i18n/locales/en/*.ftl"))
pieces = [p for p in pieces if len(p) >= 16 and p not in english]
assert len(pieces) > 50, f"core/src: only {len(pieces)} refusals' sentences found"
for wasm in glob.glob(sys.argv[1] + "/*.wasm"):
    code = open(wasm, "rb").read()
    held = [p for p in pieces if p.encode() in code]
    if held:
        sys.exit(f"{wasm} holds the rules' refusals in English, e.g. {held[0]!r}: log their message ids")
PY
# The store worker keeps the page's games, figures and armies as JSON, unread
# (store/src/kinds.rs, issue 50: 59 KB gzip): the engine's field names, which only the
# engine's own readers and writers hold, must not be in its wasm.
python3 - "$out/dialkeeper_worker_bg.wasm" <<'PY'
import glob, sys
engine = "".join(open(f).read() for f in glob.glob("core/src/**/*.rs", recursive=True))
# A figure's, a setup's and a command's.
names = ["speed_type", "proficiencies", "house_rules", "point_value", "time_limit", "two_d6", "enhanced_by"]
assert all(f"{n}:" in engine for n in names), "core/src: a field this check names was renamed"
wasm = open(sys.argv[1], "rb").read()
held = [n for n in names if n.encode() in wasm]
if held:
    sys.exit(f"{sys.argv[1]} reads the engine's types ({', '.join(held)}): the worker keeps them unread (Store<Unread>)")
PY
cp web/store-worker.js web/manifest.webmanifest "$out/"
# The page's module imports wasm-bindgen's snippets, found only once it is parsed: their
# links let the browser fetch them beside it (a warm start's module graph waited for them).
links=$(grep -o "from '\./snippets/[^']*'" "$out/dialkeeper.js" | cut -d"'" -f2 | LC_ALL=C sort -u | awk '{ printf "<link rel=\"modulepreload\" href=\"%s\">\\n", $0 }')
# The split page's module list and loader are imported the same way.
[ "$split" = 1 ] && links="$links<link rel=\"modulepreload\" href=\"__wasm_split.js\">\\n<link rel=\"modulepreload\" href=\"split-loader.js\">\\n"
sed "s|<!--SNIPPETS-->|${links%\\n}|" web/index.html > "$out/index.html"
if [ "$split" = 1 ]; then
  python3 - "$out/index.html" <<'PY'
import sys
path = sys.argv[1]; page = open(path).read()
old = "  import init from './dialkeeper.js';\n"
assert old in page, "index.html: the page's import of its module was not found"
page = page.replace(old, "  import init, { initSync } from './dialkeeper.js';\n  globalThis.__wasm_split_main_initSync = initSync;\n")
open(path, 'w').write(page)
PY
fi
grep -q 'SNIPPETS' "$out/index.html" && { echo "index.html: the snippets' links were not written" >&2; exit 1; }
cp platforms/web/*.png "$out/icons/"
# Every language but English (the page's wasm has English alone: i18n's english-only),
# each in two halves (i18n's Half), each half one file of its .ftl files joined as
# i18n/src/assets.rs joins them (path order, a line break after each): its Rules half
# (rules_half! in i18n/src/assets.rs) and its Screens half, which the service worker keeps
# once a player chooses the language; and its entries' names alone (i18n's Names: each
# line of the Rules half that begins a message), kept offline for the Rules search.
mkdir -p "$out/locales"
# The .ftl files named on stdin (NUL-separated), in path order, a line break after each.
# Each file without its comment lines (translators' notes; no line of a message starts with
# `#`), as the split page's English first files are built in (i18n/src/assets.rs).
join_ftl() { LC_ALL=C sort -z | xargs -0 -I{} sh -c 'LC_ALL=C sed "/^#/d" "$1"; echo' _ {}; }
# The files a list in i18n/src/assets.rs names (`rules_half!`, `english_first!`), one a line.
assets_list() {
  local files
  files=$(sed -n "s/^$1!(\(.*\));\$/\1/p" i18n/src/assets.rs | tr -d '" ' | tr ',' '\n')
  [ -n "$files" ] || { echo "web.sh: the list $1! in i18n/src/assets.rs was not found" >&2; exit 1; }
  echo "$files"
}
# A language folder's .ftl files joined: with -z those a list names (each must be there),
# with -zv the others.
ftl_of() {
  local dir=$1 which=$2 files=$3 file
  for file in $files; do [ -f "$dir/$file" ] || { echo "web.sh: no file $dir/$file" >&2; exit 1; }; done
  find "$dir" -maxdepth 1 -name '*.ftl' -print0 | grep "$which" -E "/($(echo "$files" | paste -sd '|' | sed 's/\./\\./g'))\$" | join_ftl
}
rules_half=$(assets_list rules_half)
for dir in i18n/locales/*/; do
  dir=${dir%/}
  code=$(basename "$dir")
  [ "$code" = en ] && continue
  ftl_of "$dir" -z "$rules_half" > "$out/locales/$code-rules.ftl"
  LC_ALL=C grep -E '^[a-z][a-z0-9-]* = ' "$out/locales/$code-rules.ftl" > "$out/locales/$code-names.ftl"
  ftl_of "$dir" -zv "$rules_half" > "$out/locales/$code-screens.ftl"
done
# The split page's wasm holds English's first files alone (i18n's english-first, the list
# in i18n/src/assets.rs); the rest ships the same way, as locales/en-rest.ftl.
if [ "$split" = 1 ]; then
  first=$(assets_list english_first)
  ftl_of i18n/locales/en -zv "$first" > "$out/locales/en-rest.ftl"
fi

echo "== terser: the JavaScript modules, and the page's comments out"
bash scripts/minify-js.sh "$out"
node scripts/uncomment.mjs "$out/index.html"

# The service worker: this build's id (over every file) and every file to keep offline:
# all but the languages' halves, kept once chosen (web/sw.js), and the two 512-pixel
# icons, which only an install reads, and the browser fetches as it installs the app
# (23 KB, issue 50). The 192-pixel icon (Chromium's install asks for one of 144 pixels at
# least), iOS's home-screen icon and the page's own small one stay.
files=$(cd "$out" && find . -type f ! -name sw.js | sed 's|^\./||' | sort)
build=$(cd "$out" && echo "$files" | xargs sha256sum | sha256sum | cut -c1-16)
list=$(echo "$files" | grep -v -E '^locales/[a-z]{2}-(rules|screens)\.ftl$' \
  | grep -v -E '^icons/icon-(maskable-)?512\.png$' | awk 'BEGIN { printf "[\"./\"" } { printf ", \"./%s\"", $0 } END { printf "]" }')
sed -e "s|__BUILD__|$build|" -e "s|__FILES__|$list|" web/sw.js > "$out/sw.js"
node scripts/uncomment.mjs "$out/sw.js"
# What reads these two files as text still finds its place (scripts/uncomment.mjs).
grep -q "^const BUILD = '$build';\$" "$out/sw.js" && grep -q '^const FILES = \[ "\./", ' "$out/sw.js" \
  && grep -q 'window\.dkKeepLanguage = ' "$out/index.html" \
  || { echo "sw.js or index.html: the lines their readers look for were printed otherwise" >&2; exit 1; }
echo "$build" > "$out/build.txt"

echo "== dist/web: build $build"
(cd "$out" && du -ab . | sort -k2 | awk '{ printf "  %8d  %s\n", $1, $2 }')
if [ "$serve" = 1 ]; then
  echo "Serving on http://127.0.0.1:$port/ (Ctrl-C to stop)"
  exec python3 -m http.server "$port" --bind 127.0.0.1 --directory "$out"
fi
