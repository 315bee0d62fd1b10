#!/usr/bin/env bash
# Runs every test of Dialkeeper: unit, property, locale, store and UI tests.
# Installs the system packages it needs first. CI runs exactly this (.ci/run).
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/setup-debian.sh
. scripts/env.sh
if [ ! -d ../shared/fixtures ]; then
  echo "The tests read ../shared/fixtures: clone next to the shared folder." >&2
  exit 1
fi
echo "== cargo test (workspace)"
cargo test --workspace --no-fail-fast 2>&1 | tee /tmp/dialkeeper-cargo-test.log
status=${PIPESTATUS[0]}
passed=$(grep -Eo '^test result: .*' /tmp/dialkeeper-cargo-test.log | sed -E 's/.* ([0-9]+) passed; ([0-9]+) failed.*/\1 \2/' | awk '{p+=$1; f+=$2} END {print p+0, f+0}')
echo "dialkeeper: ${passed% *} passed, ${passed#* } failed"
exit "$status"
