#!/usr/bin/env bash
# Dialkeeper's benchmarks; prints a table of the P… figures (see BENCHMARKS.md).
#   bash scripts/bench.sh [starts]      (default: 10 starts each for P3)
# - P3: start to first paint of the release desktop app under Xvfb, against a bare
#   Dioxus hello-world (app/examples/hello.rs) built with the same profile in the same
#   run; ratio of the medians (xtask startup).
# - P7: size of the stripped release desktop binary.
# - the crates' own benches (`cargo bench`), where they exist in this clone; their
#   `P…` lines are collected.
set -uo pipefail
cd "$(dirname "$0")/.."
bash scripts/setup-debian.sh || exit 1
. scripts/env.sh
starts="${1:-10}"
work=$(mktemp -d)
lines="$work/p-lines.txt"
: > "$lines"
status=0

echo "== release build: the app and the hello-world baseline (one profile, one run)"
cargo build --release -p dialkeeper --bin dialkeeper --example hello || exit 1
# The target directory is shared with other clones: take our binaries at once.
cp "$CARGO_TARGET_DIR/release/dialkeeper" "$work/dialkeeper"
cp "$CARGO_TARGET_DIR/release/examples/hello" "$work/hello"
cargo build -q -p xtask || exit 1

echo "== P7: binary size"
bytes=$(stat -c %s "$work/dialkeeper")
file "$work/dialkeeper" | grep -q "not stripped" && { echo "the release binary is not stripped" >&2; status=1; }
awk -v b="$bytes" 'BEGIN { printf "P7 size: %.1f MB (%.1f MiB, %d bytes) stripped release desktop binary (target <= 15 MB)\n", b/1e6, b/1048576, b }' | tee -a "$lines"

echo "== P3: start to first paint under Xvfb, $starts starts each"
display=""
for d in $(seq 90 120); do
  if [ ! -e "/tmp/.X11-unix/X$d" ] && [ ! -e "/tmp/.X$d-lock" ]; then display=":$d"; break; fi
done
Xvfb "$display" -screen 0 390x844x24 -nolisten tcp >/dev/null 2>&1 &
xvfb=$!
for _ in $(seq 50); do [ -e "/tmp/.X11-unix/X${display#:}" ] && break; sleep 0.1; done
DISPLAY="$display" cargo run -q -p xtask -- startup "$starts" "$work/dialkeeper" "$work/hello" | tee "$work/p3.txt" || status=1
grep -E '^P[0-9]' "$work/p3.txt" >> "$lines"
kill "$xvfb" 2>/dev/null; wait "$xvfb" 2>/dev/null

run_bench() {
  echo "== cargo bench $*"
  cargo bench "$@" 2>&1 | tee "$work/bench.txt" || status=1
  grep -E '^P[0-9]' "$work/bench.txt" >> "$lines"
}
members=$(cargo metadata --no-deps --format-version 1 2>/dev/null)
has_package() { printf '%s' "$members" | grep -q "\"name\":\"$1\""; }
has_package dialkeeper-core && run_bench -p dialkeeper-core
has_package dialkeeper-i18n && run_bench -p dialkeeper-i18n
run_bench -p dialkeeper-store --bench store
if has_package dialkeeper-feed; then run_bench -p dialkeeper-feed; else echo "(no dialkeeper-feed in this clone: skipped)"; fi

echo
echo "== Dialkeeper benchmarks ($(nproc) cores, $(uname -m), $(date -u +%Y-%m-%d))"
printf '| %-4s | %s\n' "id" "measured"
printf '| %-4s | %s\n' "----" "--------"
sort -V "$lines" | while IFS= read -r l; do printf '| %-4s | %s\n' "${l%% *}" "${l#* }"; done
rm -rf "$work"
exit "$status"
