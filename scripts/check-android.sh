#!/usr/bin/env bash
# Phone compile gate: `cargo check` for Android (aarch64-linux-android) of
#   - dialkeeper-core and dialkeeper-i18n (pure Rust), and
#   - the app itself with the phone renderer (`--no-default-features --features mobile`),
#     its SQLite store included.
# No Android NDK is reachable here, so no C can be compiled for Android. The only C in
# the app is SQLite (rusqlite `bundled`). A check does not link, so we tell
# libsqlite3-sys to skip compiling sqlite3.c (LIBSQLITE3_SYS_USE_PKG_CONFIG=1, its
# documented switch to the system library) while keeping the same bundled bindings: every
# line of Rust is still type-checked for Android. A real phone build (`dx bundle
# --android`) compiles sqlite3.c with the NDK's clang instead.
# If the target cannot be installed (offline, no rustup), this says so and exits 0.
set -uo pipefail
cd "$(dirname "$0")/.."
. scripts/env.sh
target=aarch64-linux-android

if ! rustup target list --installed 2>/dev/null | grep -qx "$target"; then
  echo "== rustup target add $target"
  if ! rustup target add "$target"; then
    echo "SKIPPED: the $target standard library could not be installed (no rustup or no network); phone checks not run." >&2
    exit 0
  fi
fi

status=0
echo "== cargo check --target $target: dialkeeper-core, dialkeeper-i18n"
cargo check --target "$target" -p dialkeeper-core -p dialkeeper-i18n || status=1
echo "== cargo check --target $target: dialkeeper (mobile renderer, store included)"
LIBSQLITE3_SYS_USE_PKG_CONFIG=1 cargo check --target "$target" -p dialkeeper --no-default-features --features mobile || status=1
if [ "$status" = 0 ]; then
  echo "android check: ok ($target: dialkeeper-core, dialkeeper-i18n, dialkeeper --features mobile)"
else
  echo "android check: FAILED" >&2
fi
exit "$status"
