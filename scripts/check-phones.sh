#!/usr/bin/env bash
# Phone compile gate: `cargo check` of the app with the phone renderer
# (`--no-default-features --features mobile`, its SQLite store, file picking and
# keep-awake code included) for Android (aarch64-linux-android) and iOS
# (aarch64-apple-ios), and of dialkeeper-core and dialkeeper-i18n for Android.
# No Android NDK and no Apple SDK are reachable here, so little C can be compiled:
#   - SQLite (rusqlite `bundled`): a check does not link, so libsqlite3-sys is told to skip
#     sqlite3.c (LIBSQLITE3_SYS_USE_PKG_CONFIG=1, its documented switch to the system
#     library) while keeping the same bundled bindings: every line of Rust is still
#     type-checked. A real phone build compiles sqlite3.c with the NDK's or Xcode's clang.
#   - objc2's exception helper (iOS): one Objective-C file that includes no header, so
#     Debian's clang-19 compiles it against an empty SDK folder (SDKROOT).
# A target that cannot be installed (offline, no rustup) is said to be skipped; exit 0.
set -uo pipefail
cd "$(dirname "$0")/.."
. scripts/env.sh
bash scripts/apt-install.sh clang-19 llvm-19 >/dev/null || exit 1
export LIBSQLITE3_SYS_USE_PKG_CONFIG=1

# Installs a Rust target's standard library, or says why the target is skipped.
have_target() {
  rustup target list --installed 2>/dev/null | grep -qx "$1" && return 0
  echo "== rustup target add $1"
  rustup target add "$1" && return 0
  echo "SKIPPED: the $1 standard library could not be installed (no rustup or no network); its checks not run." >&2
  return 1
}

status=0
checked=()
android=aarch64-linux-android
if have_target "$android"; then
  echo "== cargo check --target $android: dialkeeper-core, dialkeeper-i18n, dialkeeper (mobile)"
  cargo check --target "$android" -p dialkeeper-core -p dialkeeper-i18n || status=1
  cargo check --target "$android" -p dialkeeper --no-default-features --features mobile || status=1
  checked+=("$android")
fi
ios=aarch64-apple-ios
if have_target "$ios"; then
  echo "== cargo check --target $ios: dialkeeper (mobile)"
  no_sdk=$(mktemp -d)
  SDKROOT="$no_sdk" CC_aarch64_apple_ios=clang-19 AR_aarch64_apple_ios=llvm-ar-19 \
    cargo check --target "$ios" -p dialkeeper --no-default-features --features mobile || status=1
  rmdir "$no_sdk"
  checked+=("$ios")
fi
if [ "$status" = 0 ]; then
  echo "phone check: ok (${checked[*]:-nothing})"
else
  echo "phone check: FAILED" >&2
fi
exit "$status"
