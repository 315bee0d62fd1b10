#!/usr/bin/env bash
# Shrinks the web app's icons (platforms/web/*.png) after `cargo run -p xtask -- icons`
# has written them (issue 34): every phone downloads and keeps them, and PNGs barely
# gzip. pngquant keeps a palette of 64 colours (the icons are flat art: 64 colours
# measured 47-52 dB PSNR against 256, within the icon tests' limits, and 20 KB less
# over the four large icons; 256 colours measured 57-63 dB against the generator's
# output), never below quality 80, then zopflipng recompresses losslessly.
# Opaque icons stay opaque (no alpha channel), as the xtask icon tests require; run
# `cargo test -p xtask` afterwards. The other platforms' icons are left as written.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/apt-install.sh pngquant zopfli
for png in platforms/web/*.png; do
  before=$(stat -c %s "$png")
  pngquant 64 --quality=80-100 --speed 1 --strip --skip-if-larger --force --ext .png "$png" || true
  zopflipng -y -m "$png" "$png" > /dev/null
  echo "  $png: $before -> $(stat -c %s "$png") bytes"
done
