// The desktop window (WebKitGTK) under Xvfb at phone size: it must show the Games screen, not a blank window,
// and a file picked in its own chooser must arrive. Screenshots go to test-output/e2e/desktop-*.png.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { outDir, tid, sampleFeed, resume, play, see, tempDir } from '../lib/harness.mjs';
import { fraction } from '../lib/desktop.mjs';
import { desktopTest, withDesktop, withPhone } from '../lib/fixture.mjs';

/** Standard deviation of the grey levels: near 0 for a blank window. */
const spread = (png) =>
  Number(execFileSync('convert', [png, '-colorspace', 'gray', '-format', '%[fx:standard_deviation]', 'info:']).toString());

/** How many rows a table of the store at `db` holds, read by SQLite's own library. */
const rows = (db, table) => Number(execFileSync('python3', ['-c', `import sqlite3,sys; print(sqlite3.connect(sys.argv[1]).execute("select count(*) from ${table}").fetchone()[0])`, db]).toString());

/** Waits until the window shows the games screen (the New game button and the active tab
 *  in the accent colour), screenshotted into `png`. */
async function gamesScreenDrawn(app, png) {
  await app.until(async () => {
    await app.run(`import -window root "${png}" 2>/dev/null || true`);
    try { return fraction(png, '#7a3b12') > 0.005; } catch { return false; }
  }, 60_000, 'the games screen did not appear');
}

/** The centre of the element `id` on the phone's page: where to click in a 390×844 window. */
async function centerOf(page, id) {
  const box = await page.locator(tid(id)).boundingBox();
  return `${Math.round(box.x + box.width / 2)} ${Math.round(box.y + box.height / 2)}`;
}

desktopTest('the desktop window shows the games screen', { timeout: 120_000 }, async (app) => {
  const png = join(outDir, 'desktop-games.png');
  await gamesScreenDrawn(app, png);
  assert.ok(spread(png) > 0.05, 'the window is not blank');
});

test('desktop: a feed picked in WebKitGTK\'s own file chooser is imported', { timeout: 180_000 }, async () => {
  const name = 'desktop feed picked';
  // Where the Figures tab and the feed picker sit in a 390×844 window: the same UI, laid
  // out by Chromium through the liveview server.
  const [tab, picker] = await withPhone({ name, liveview: true }, async ({ page }) => {
    const tabAt = await centerOf(page, 'tab-Figures');
    await play(page, 'tab-Figures', see('import-feed', { state: 'attached' }));
    return [tabAt, await centerOf(page, 'import-feed')];
  });

  await withDesktop({ name }, async (app) => {
    const figures = () => rows(join(app.dataDir, 'dialkeeper.db'), 'figures');
    const windows = async () => (await app.run('xdotool search --onlyvisible --name "." 2>/dev/null || true')).trim().split('\n').filter(Boolean);
    const png = join(outDir, 'desktop-picked.png');
    await gamesScreenDrawn(app, png);
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
  });
});

test('desktop: a game resumed in the window is played at the table, and its clock does not stop the taps', { timeout: 180_000 }, async () => {
  const name = 'desktop game resumed';
  // The game is made through the liveview server on the same data folder; Chromium there
  // also says where Resume and the first card's buttons sit in a 390×844 window. The
  // store is one app's at a time: the window opens it once the server is gone.
  const dataDir = tempDir('dk-desktop-table-');
  const [resumeAt, damage, heal] = await withPhone({ name, liveview: dataDir, game: 'On the desk' }, async ({ page }) => {
    await page.tap(tid('tab-Games'));
    const at = await centerOf(page, await page.getAttribute('[data-testid^="resume-"]', 'data-testid'));
    await resume(page);
    await page.waitForSelector(tid('damage-0-0'));
    return [at, await centerOf(page, 'damage-0-0'), await centerOf(page, 'heal-0-0')];
  });

  await withDesktop({ name, dataDir }, async (app) => {
    const ops = () => rows(join(dataDir, 'dialkeeper.db'), 'game_ops');
    const png = join(outDir, 'desktop-table.png');
    await gamesScreenDrawn(app, png);
    const before = ops();
    const games = await app.still('the games screen');
    await app.run(`xdotool mousemove ${resumeAt} click 1`);
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
  });
});
