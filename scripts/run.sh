#!/usr/bin/env bash
# Runs the Dialkeeper desktop app, installing the system packages it needs first.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/setup-debian.sh
. scripts/env.sh
exec cargo run --release -p dialkeeper "$@"
