#!/usr/bin/env bash
# Installs the Debian packages Dialkeeper needs to build, run and test.
# Idempotent: skips apt when everything is already there.
set -euo pipefail
cd "$(dirname "$0")/.."
# ffmpeg and iproute2: the sharing test's fake cameras (a y4m of the other phone's QR
# code) and its private network (e2e/tests/sharing.test.mjs).
pkgs=(pkg-config libwebkit2gtk-4.1-dev libxdo-dev libssl-dev xvfb xauth imagemagick xdotool chromium webkit2gtk-driver ffmpeg iproute2)
# node and npm may come from outside apt (e.g. nvm): accept them if they run.
command -v node >/dev/null || pkgs+=(nodejs)
command -v npm >/dev/null || pkgs+=(npm)
bash scripts/apt-install.sh "${pkgs[@]}"
