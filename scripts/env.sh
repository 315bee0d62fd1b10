# Sourced by the scripts: one shared target directory for every clone on this machine,
# so CI and repeated runs reuse what is already built. Clones without ../shared beside
# them get their own (tests that read it are compiled differently there: build.rs).
if [ -d "$(dirname "${BASH_SOURCE[0]}")/../../shared/fixtures" ]; then
  export CARGO_TARGET_DIR="${CARGO_TARGET_DIR:-$HOME/.cache/dialkeeper-target}"
else
  export CARGO_TARGET_DIR="${CARGO_TARGET_DIR:-$HOME/.cache/dialkeeper-target-no-shared}"
fi
export CARGO_TERM_COLOR="${CARGO_TERM_COLOR:-never}"
if ! command -v cargo >/dev/null 2>&1; then
  [ -f "$HOME/.cargo/env" ] && . "$HOME/.cargo/env"
fi
if ! command -v cargo >/dev/null 2>&1; then
  echo "Dialkeeper needs Rust 1.89 or newer (cargo). Install it with rustup: https://rustup.rs" >&2
  exit 1
fi
