// The desktop window (WebKitGTK) under Xvfb at phone size: it must show the Games
// screen, not a blank window. Screenshots go to test-output/e2e/desktop-*.png.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawn, execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { outDir } from '../lib/harness.mjs';

const targetDir = process.env.CARGO_TARGET_DIR || join(process.env.HOME, '.cache', 'dialkeeper-target');
const desktopBin = process.env.DK_DESKTOP_BIN || join(targetDir, 'debug', 'dialkeeper');

/** Fraction of pixels near a colour, by ImageMagick. */
function fraction(png, color) {
  const out = execFileSync('convert', [png, '-fuzz', '10%', '-fill', 'black', '+opaque', color, '-fill', 'white', '-opaque', color,
    '-colorspace', 'gray', '-format', '%[fx:mean]', 'info:']);
  return Number(out.toString());
}

/** Standard deviation of the grey levels: near 0 for a blank window. */
function spread(png) {
  return Number(execFileSync('convert', [png, '-colorspace', 'gray', '-format', '%[fx:standard_deviation]', 'info:']).toString());
}

test('the desktop window shows the games screen', { timeout: 120_000 }, async () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'dk-desktop-'));
  const png = join(outDir, 'desktop-games.png');
  rmSync(`${png}.done`, { force: true }); // a marker left by an earlier run would stop at the first frame
  // One X server for the whole check: start the app, then screenshot until it has drawn.
  const script = `
    "${desktopBin}" & app=$!
    for i in $(seq 1 60); do
      sleep 1
      import -window root "${png}" 2>/dev/null || continue
      echo "frame $i"
      [ -f "${png}.done" ] && break
    done
    kill $app 2>/dev/null; wait $app 2>/dev/null; true`;
  const child = spawn('xvfb-run', ['-a', '-s', '-screen 0 390x844x24', 'bash', '-c', script], {
    env: { ...process.env, DIALKEEPER_DATA_DIR: dataDir, LANG: 'en_US.UTF-8', LC_ALL: 'en_US.UTF-8' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let accent = 0;
  let log = '';
  child.stderr.on('data', (d) => (log += d));
  const done = new Promise((resolve) => child.on('exit', resolve));
  for await (const chunk of child.stdout) {
    if (!String(chunk).includes('frame')) continue;
    try {
      accent = fraction(png, '#7a3b12'); // the New game button and the active tab
    } catch {}
    if (accent > 0.005) {
      execFileSync('touch', [`${png}.done`]);
    }
  }
  await done;
  assert.ok(accent > 0.005, `the games screen did not appear (accent ${accent}); ${log.slice(-2000)}`);
  assert.ok(spread(png) > 0.05, 'the window is not blank');
});
