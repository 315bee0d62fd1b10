// The desktop window (WebKitGTK) under Xvfb at phone size: it must show the Games
// screen, not a blank window, and a file picked in its own chooser must arrive.
// Screenshots go to test-output/e2e/desktop-*.png.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawn, execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { outDir, startLiveview, launchPhone, tid, sampleFeed, quickGame } from '../lib/harness.mjs';
import { desktopBin, fraction, startDesktop } from '../lib/desktop.mjs';


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

test('desktop: a feed picked in WebKitGTK\'s own file chooser is imported', { timeout: 180_000 }, async () => {
  // Where the Figures tab and the feed picker sit in a 390×844 window: the same UI, laid
  // out by Chromium through the liveview server.
  const live = await startLiveview();
  const { context, page } = await launchPhone();
  const center = async (id) => {
    const box = await page.locator(tid(id)).boundingBox();
    return `${Math.round(box.x + box.width / 2)} ${Math.round(box.y + box.height / 2)}`;
  };
  let tab;
  let picker;
  try {
    await page.goto(live.url);
    await page.waitForSelector(tid('games-screen'));
    tab = await center('tab-Figures');
    await page.tap(tid('tab-Figures'));
    await page.waitForSelector(tid('import-feed'), { state: 'attached' });
    picker = await center('import-feed');
  } finally {
    await context.close();
    live.stop();
  }

  const app = await startDesktop();
  const db = join(app.dataDir, 'dialkeeper.db');
  const figures = () => Number(execFileSync('python3', ['-c', 'import sqlite3,sys; print(sqlite3.connect(sys.argv[1]).execute("select count(*) from figures").fetchone()[0])', db]).toString());
  const windows = async () => (await app.run('xdotool search --onlyvisible --name "." 2>/dev/null || true')).trim().split('\n').filter(Boolean);
  const png = join(outDir, 'desktop-picked.png');
  try {
    await app.until(async () => {
      await app.run(`import -window root "${png}" 2>/dev/null || true`);
      try { return fraction(png, '#7a3b12') > 0.005; } catch { return false; }
    }, 60_000, 'the games screen did not appear');
    assert.equal(figures(), 0, 'a fresh catalog');
    const games = await app.still('the games screen');
    await app.run(`xdotool mousemove ${tab} click 1`);
    await app.redrawnFrom(games, 'the Figures screen did not open');
    const before = await windows();
    await app.run(`xdotool mousemove ${picker} click 1`);
    // The web view's own chooser opens (not the renderer's native dialog, which phones lack).
    let chooser;
    await app.until(async () => (chooser = (await windows()).find((w) => !before.includes(w))) !== undefined, 20_000, 'no file chooser opened');
    await app.still('the file chooser');
    await app.run(`import -window root "${join(outDir, 'desktop-chooser.png')}"`);
    // No window manager here: focus the chooser itself, then type the path into its
    // location field, as a player would.
    const pick = `xdotool windowfocus --sync ${chooser}; xdotool key ctrl+l; sleep 0.5; xdotool type --delay 10 "${sampleFeed}"; sleep 0.3; xdotool key Return`;
    await app.run(pick);
    try {
      await app.until(async () => figures() > 0, 15_000, 'the picked feed was not imported');
    } catch {
      // A slow machine may draw the chooser after the keys arrive: say so, and try once more.
      await app.run(`import -window root "${join(outDir, 'desktop-chooser-late.png')}"`);
      console.log('desktop picker: the chooser took no keys at first; typing the path again');
      await app.run(pick);
      await app.until(async () => figures() > 0, 30_000, 'the picked feed was not imported');
    }
    await app.still('the Figures screen after the import');
    await app.run(`import -window root "${png}"`);
    console.log(`desktop picker: ${figures()} figures imported from ${sampleFeed} through WebKitGTK's chooser`);
  } finally {
    await app.stop();
  }
});

test('desktop: a game resumed in the window is played at the table, and its clock does not stop the taps', { timeout: 180_000 }, async () => {
  // The game is made through the liveview server on the same data folder; Chromium there
  // also says where Resume and the first card's buttons sit in a 390×844 window.
  const dataDir = mkdtempSync(join(tmpdir(), 'dk-desktop-table-'));
  const live = await startLiveview(dataDir);
  const { context, page } = await launchPhone();
  const center = async (id) => {
    const box = await page.locator(tid(id)).boundingBox();
    return `${Math.round(box.x + box.width / 2)} ${Math.round(box.y + box.height / 2)}`;
  };
  let resume;
  let damage;
  let heal;
  try {
    await page.goto(live.url);
    await page.waitForSelector(tid('games-screen'));
    await quickGame(page, 'On the desk');
    await page.tap(tid('tab-Games'));
    resume = await center(await page.getAttribute('[data-testid^="resume-"]', 'data-testid'));
    await page.tap('[data-testid^="resume-"]');
    await page.waitForSelector(tid('damage-0-0'));
    damage = await center('damage-0-0');
    heal = await center('heal-0-0');
  } finally {
    await context.close();
    live.stop();
    // The store is one app's at a time: the window opens it once the server is gone.
    await new Promise((r) => (live.child.exitCode !== null ? r() : live.child.on('exit', r)));
  }

  const app = await startDesktop(dataDir);
  const db = join(dataDir, 'dialkeeper.db');
  const ops = () => Number(execFileSync('python3', ['-c', 'import sqlite3,sys; print(sqlite3.connect(sys.argv[1]).execute("select count(*) from game_ops").fetchone()[0])', db]).toString());
  const png = join(outDir, 'desktop-table.png');
  try {
    await app.until(async () => {
      await app.run(`import -window root "${png}" 2>/dev/null || true`);
      try { return fraction(png, '#7a3b12') > 0.005; } catch { return false; }
    }, 60_000, 'the games screen did not appear');
    const before = ops();
    const games = await app.still('the games screen');
    await app.run(`xdotool mousemove ${resume} click 1`);
    await app.redrawnFrom(games, 'the table did not open');
    await app.run(`xdotool mousemove ${damage} click 1`);
    await app.until(async () => ops() === before + 1, 15_000, 'the damage tap at the table was not saved');
    // Past a few ticks of the game clock, the window still takes taps: a player's own
    // pause at the table, not a wait for the app.
    await new Promise((r) => setTimeout(r, 3000));
    await app.run(`xdotool mousemove ${heal} click 1`);
    await app.until(async () => ops() === before + 2, 15_000, 'the window stopped answering at the table');
    await app.run(`import -window root "${png}"`);
    assert.ok(spread(png) > 0.05, 'the table is drawn');
  } finally {
    await app.stop();
  }
});
