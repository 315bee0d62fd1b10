#!/usr/bin/env bash
# Runs every test of Dialkeeper: format and lint checks, unit, property, locale, store, kill, browser and
# desktop-window (Xvfb) tests; the icon and no-network tests (xtask); the phone compile
# gate (Android, iOS); the release desktop build on request (DIALKEEPER_RELEASE_BUILD=1). The browser tests drive the web app as it ships
# (dist/web, built here by scripts/web.sh) in Chromium at phone size; one test (a
# damaged store file moved aside) drives the native store through the liveview server.
# Installs the system and npm packages it needs first. CI runs exactly this (.ci/run).
set -uo pipefail
cd "$(dirname "$0")/.."
bash scripts/setup-debian.sh || exit 1
. scripts/env.sh
if [ ! -d ../shared/fixtures ]; then
  echo "SKIPPED: ../shared/fixtures is not beside this clone, so the tests that read the real"
  echo "  dial data are skipped: core tests/core_rules.rs, feed tests/fixture.rs and"
  echo "  tests/abilities.rs, i18n tests/own_words.rs (no text copied from the seeds)"
  echo "  (compiled out), and the app test"
  echo "  every_real_feed_figure_round_trips_through_the_editor (ignored). Everything else,"
  echo "  the browser tests included, runs on the repository's own sample feed"
  echo "  (fixtures/sample-feed.json). CI has ../shared and runs them all."
fi
# A cold run builds each crate once: incremental compilation's session folders would only
# take disk (gigabytes) and time. A run with CARGO_INCREMENTAL set keeps the caller's choice.
export CARGO_INCREMENTAL="${CARGO_INCREMENTAL:-0}"
# The disk the builds write to, said first: a run that stops with "No space left on
# device" is the machine's, not the code's, and this line shows how much there was.
# Made first, so a fresh machine's df has a folder to ask about (cargo would make it anyway).
mkdir -p "$CARGO_TARGET_DIR"
echo "== disk: $(df -h --output=avail "$CARGO_TARGET_DIR" | tail -1 | tr -d ' ') free for $CARGO_TARGET_DIR"
log=$(mktemp)
status=0
# Each step says when it starts, from the start of the run: the cold suite's minutes by step.
since() { printf '%dm%02ds' $((SECONDS / 60)) $((SECONDS % 60)); }

echo "== [$(since)] format and lint: rustfmt, and clippy with warnings as errors"
# Both come with rustup's default profile; a minimal toolchain gets them here.
cargo fmt --version >/dev/null 2>&1 || rustup component add rustfmt || status=1
cargo clippy --version >/dev/null 2>&1 || rustup component add clippy || status=1
cargo fmt --all --check || status=1
cargo clippy --workspace --all-targets -- -D warnings || status=1

echo "== [$(since)] cargo test (workspace)"
cargo test --workspace --no-fail-fast 2>&1 | tee "$log" || status=1

echo "== [$(since)] store: corruption trials and a full disk, their one-line summaries (tests run above too)"
cargo test -p dialkeeper-store --test main -- --nocapture corruption:: full_disk:: 2>&1 \
  | grep -E "^(corruption trials|full disk|SKIPPED)" || status=1

echo "== [$(since)] the split page's shared data written once: the move checked on generated files"
echo "   (DK_HOIST_SEED, DK_HOIST_TRIALS; the build checks the shipped files the same way)"
python3 scripts/wasm-data-hoist.py --self-test || status=1

echo "== [$(since)] build the web app as it ships (dist/web)"
bash scripts/web.sh --build-only || status=1

echo "== [$(since)] clippy on the web page's wasm (the UI and model code only the web build compiles),"
echo "   as it ships: the page in wasm modules (the app's feature split)"
CC_wasm32_unknown_unknown=clang-19 AR_wasm32_unknown_unknown=llvm-ar-19 \
  cargo clippy --target wasm32-unknown-unknown -p dialkeeper -p dialkeeper-model --no-default-features --features dialkeeper/split,dialkeeper-model/web -- -D warnings || status=1

echo "== [$(since)] clippy on the store worker's wasm (the worker's code, and the store's for the browser only, which"
echo "   no native build compiles: store/clippy.toml's wall, no engine in the store, holds where it matters)"
CC_wasm32_unknown_unknown=clang-19 AR_wasm32_unknown_unknown=llvm-ar-19 \
  cargo clippy --target wasm32-unknown-unknown -p dialkeeper-worker -- -D warnings || status=1

echo "== [$(since)] build the desktop app and the liveview server for the UI tests"
cargo build -p dialkeeper && cargo build -p dialkeeper --features liveview --bin dialkeeper-liveview || status=1

echo "== [$(since)] phone compile gate (cargo check for Android and iOS)"
bash scripts/check-phones.sh || status=1

# The shipped profile is built here only on request (DIALKEEPER_RELEASE_BUILD=1): it costs
# 8 to 9 minutes of a cold run, the web bundle above is already built with this profile,
# and scripts/bench.sh builds and measures the release desktop binary (P7).
if [ "${DIALKEEPER_RELEASE_BUILD:-0}" = 1 ]; then
  echo "== [$(since)] release build of the desktop app (the shipped profile)"
  cargo build --release -p dialkeeper || status=1
else
  echo "SKIPPED: the release build of the desktop app (DIALKEEPER_RELEASE_BUILD=1 runs it; scripts/bench.sh builds it)"
fi

echo "== [$(since)] UI tests: Chromium (phone) and the desktop window (Xvfb)"
rm -rf test-output/e2e
(cd e2e && npm ci --no-audit --no-fund --loglevel=error && node --test --test-concurrency=1 tests/) 2>&1 | tee -a "$log" || status=1

read -r passed failed < <(awk '
  /^test result: / { for (i = 1; i <= NF; i++) { if ($(i+1) ~ /^passed;/) p += $i; if ($(i+1) ~ /^failed;/) f += $i } }
  /^# pass / { p += $3 } /^# fail / { f += $3 }
  END { print p + 0, f + 0 }' "$log")
echo "== [$(since)] done"
echo "dialkeeper: ${passed} passed, ${failed} failed"
[ "$failed" = 0 ] || status=1
exit "$status"
