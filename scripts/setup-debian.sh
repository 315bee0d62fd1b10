#!/usr/bin/env bash
# Installs the Debian packages Dialkeeper needs to build, run and test.
# Idempotent: skips apt when everything is already there.
set -euo pipefail
pkgs=(pkg-config libwebkit2gtk-4.1-dev libxdo-dev libssl-dev xvfb xauth imagemagick xdotool chromium nodejs npm)
missing=()
for p in "${pkgs[@]}"; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
done
# node and npm may come from outside apt (e.g. nvm): accept them if they run.
filtered=()
for p in "${missing[@]}"; do
  case "$p" in
    nodejs) command -v node >/dev/null || filtered+=("$p") ;;
    npm) command -v npm >/dev/null || filtered+=("$p") ;;
    *) filtered+=("$p") ;;
  esac
done
if [ ${#filtered[@]} -gt 0 ]; then
  SUDO=""; [ "$(id -u)" = 0 ] || SUDO=sudo
  export DEBIAN_FRONTEND=noninteractive
  $SUDO apt-get update -q
  $SUDO apt-get install -y -q --no-install-recommends "${filtered[@]}"
fi
