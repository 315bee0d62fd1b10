#!/usr/bin/env bash
# Shrinks the web app's icons (platforms/web/*.png) after `cargo run -p xtask -- icons`
# has written them (issue 34): every phone downloads and keeps them, and PNGs barely
# gzip. pngquant keeps a 256-colour palette only where it stays within quality 90-100
# (the icons measured 57-63 dB PSNR against the generator's output, a largest error of
# 14/255 on a few edge pixels: no visible change), then optipng recompresses losslessly.
# Opaque icons stay opaque (no alpha channel), as the xtask icon tests require; run
# `cargo test -p xtask` afterwards. The other platforms' icons are left as written.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/apt-install.sh pngquant optipng
for png in platforms/web/*.png; do
  before=$(stat -c %s "$png")
  pngquant --quality=90-100 --speed 1 --strip --skip-if-larger --force --ext .png "$png" || true
  optipng -quiet -o7 -strip all "$png"
  echo "  $png: $before -> $(stat -c %s "$png") bytes"
done
