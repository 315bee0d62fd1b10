// The web build as it ships (issue 13): installable, offline after the first visit, and
// updated safely when a newer bundle is deployed over the old one.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startServer, launchPhone, openApp, quickGame, turnsShown, waitTurns, shot, tid, webDir, message, repo, endTurn, damageStoreStart, recordWorkers, workersMade } from '../lib/harness.mjs';

/** Width and height from a PNG's header. */
function pngSize(bytes) {
  const view = new DataView(bytes.buffer, bytes.byteOffset);
  return [view.getUint32(16), view.getUint32(20)];
}

// The page draws; the store (SQLite) lives in the worker alone (issue 49): a page that
// linked SQLite would be half a megabyte heavier on every first visit. SQLite's own
// names are the witness: the worker's wasm has them, so the check can see them.
test('the page wasm holds no SQLite; the store worker holds it', () => {
  const sqliteNames = (file) => (readFileSync(join(webDir, file)).toString('latin1').match(/sqlite3_[a-z_]+/g) ?? []).length;
  assert.ok(sqliteNames('dialkeeper_worker_bg.wasm') > 0, 'the witness: the worker links SQLite');
  assert.equal(sqliteNames('dialkeeper_bg.wasm'), 0, 'the page links none of SQLite');
});

test('installable: a manifest with every field, its icons at their sizes, a service worker in control', async () => {
  const server = await startServer();
  const { context, page } = await launchPhone();
  try {
    await openApp(page, server.url);
    const href = await page.getAttribute('link[rel="manifest"]', 'href');
    const manifest = await (await fetch(new URL(href, server.url))).json();
    for (const field of ['name', 'short_name', 'start_url', 'scope', 'display', 'icons', 'theme_color', 'background_color']) {
      assert.ok(manifest[field], `manifest.${field}`);
    }
    assert.equal(manifest.display, 'standalone');
    const want = new Set(['192x192 any', '512x512 any', '512x512 maskable']);
    for (const icon of manifest.icons) {
      const bytes = new Uint8Array(await (await fetch(new URL(icon.src, server.url))).arrayBuffer());
      const [w, h] = pngSize(bytes);
      assert.equal(`${w}x${h}`, icon.sizes, icon.src);
      want.delete(`${icon.sizes} ${icon.purpose}`);
    }
    assert.deepEqual([...want], [], 'icons 192, 512 and a maskable 512');
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 20000 });
    await shot(page, 'web-01-installed');
  } finally {
    await context.close();
    await server.stop();
  }
});

test('offline after the first visit: reload and relaunch with no network, then an update', async () => {
  const server = await startServer();
  const port = server.port;
  const profile = mkdtempSync(join(tmpdir(), 'dk-offline-'));
  let { context, page } = await launchPhone(profile);
  try {
    await openApp(page, server.url);
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 20000 });
    await quickGame(page, 'Flight');
    await endTurn(page);
    await endTurn(page);
    await page.waitForFunction(() => document.querySelector('[data-testid="turn-bar"]')?.dataset.round === '2');
    const turns = await turnsShown(page);

    // No network at all: the host is gone and the browser is offline.
    await server.stop();
    await context.setOffline(true);
    await page.reload();
    await page.waitForSelector(tid('turn-bar'), { timeout: 20000 });
    assert.equal(await turnsShown(page), turns, 'reloaded offline, the game is intact');
    await context.close();

    ({ context, page } = await launchPhone(profile));
    await context.setOffline(true);
    await openApp(page, `http://127.0.0.1:${port}/`);
    await page.waitForSelector(tid('turn-bar'), { timeout: 20000 });
    assert.equal(await turnsShown(page), turns, 'relaunched offline, the game is intact');
    await shot(page, 'web-02-offline');
    await context.close();

    // A newer bundle is deployed at the same address.
    const newer = mkdtempSync(join(tmpdir(), 'dk-newer-'));
    cpSync(webDir, newer, { recursive: true });
    const sw = readFileSync(join(newer, 'sw.js'), 'utf8').replace(/const BUILD = '([^']+)'/, "const BUILD = '$1-newer'");
    writeFileSync(join(newer, 'sw.js'), sw);
    writeFileSync(join(newer, 'build.txt'), 'newer\n');
    const html = readFileSync(join(newer, 'index.html'), 'utf8').replace('<title>', '<meta name="dk-test-build" content="newer"><title>');
    writeFileSync(join(newer, 'index.html'), html);
    const host = await startServer({ dir: newer, port });
    try {
      // A player in the middle of a turn: the new version downloads in the background
      // and waits; the version in charge keeps running.
      ({ context, page } = await launchPhone(profile));
      await openApp(page, host.url);
      await page.tap(tid('tab-Table'));
      assert.equal(await turnsShown(page), turns, 'the old version still runs the game');
      await page.waitForFunction(async () => (await navigator.serviceWorker.getRegistration())?.waiting != null, null, { timeout: 20000 });
      assert.equal(await page.locator('meta[name="dk-test-build"]').count(), 0, 'no switch in the middle of play');
      // The player is told, and chooses when: Reload hands over and reloads once.
      await page.waitForSelector(tid('update-ready'), { timeout: 20000 });
      await shot(page, 'web-03-update-ready');
      await page.tap(tid('update-reload'));
      await page.waitForSelector('meta[name="dk-test-build"][content="newer"]', { state: 'attached', timeout: 20000 });
      await page.waitForSelector(tid('turn-bar'), { timeout: 20000 });
      assert.equal(await turnsShown(page), turns, 'after the reload, the game is intact');
      await context.close();
      // One more version, deployed while the app is closed: at the next start it takes
      // over by itself, before the first touch (one reload).
      const newest = mkdtempSync(join(tmpdir(), 'dk-newest-'));
      cpSync(newer, newest, { recursive: true });
      writeFileSync(join(newest, 'sw.js'), readFileSync(join(newer, 'sw.js'), 'utf8').replace("-newer'", "-newest'"));
      writeFileSync(join(newest, 'index.html'), readFileSync(join(newer, 'index.html'), 'utf8').replace('content="newer"', 'content="newest"'));
      host.serve(newest);
      ({ context, page } = await launchPhone(profile));
      await openApp(page, host.url);
      await page.waitForSelector('meta[name="dk-test-build"][content="newest"]', { state: 'attached', timeout: 30000 });
      await page.waitForSelector(tid('turn-bar'), { timeout: 20000 });
      assert.equal(await turnsShown(page), turns, 'after the update, the game is intact');
      await shot(page, 'web-03-updated');
    } finally {
      await host.stop();
    }
  } finally {
    await context.close().catch(() => {});
  }
});

test('once a store is kept, the store worker starts with the page, and the page adopts it: one worker, claimed as the tab says', async () => {
  const server = await startServer();
  const { context, page } = await launchPhone();
  // Every store worker this page has, by the name index.html or the page gave it.
  const names = async () => Promise.all(page.workers().filter((w) => w.url().includes('store-worker')).map((w) => w.evaluate(() => self.name).catch(() => 'gone')));
  try {
    // A first visit's worker is the page's own, after the first screen (first-visit.test.mjs).
    await openApp(page, server.url);
    await quickGame(page, 'Early');
    await page.waitForFunction(() => !document.querySelector('[data-testid="saving"]'));
    // Another tab of this browser, once a store is kept: index.html starts its worker,
    // which finds the store owned by the first tab.
    const second = await context.newPage();
    await recordWorkers(second);
    await second.goto(server.url);
    await second.waitForSelector(tid('elsewhere'), { timeout: 30000 });
    assert.deepEqual(await workersMade(second), ['if-free dialkeeper-worker-early-…'], 'one worker, the one index.html started, claiming only a free store');
    await second.close();
    const turns = await turnsShown(page);
    // A reload of the tab that owns the store reopens it (it does not wait for it as
    // another tab's), with the worker started before the page's code.
    await page.reload();
    await page.waitForSelector(tid('turn-bar'), { timeout: 20000 });
    assert.equal(await turnsShown(page), turns);
    const after = (await names()).filter((n) => n !== 'gone');
    assert.deepEqual(after.map((n) => n.replace(/-[0-9a-z]+$/, '-…')), ['reopen dialkeeper-worker-early-…']);
    // And it saves: a turn ended after the reload is there after the next.
    await endTurn(page);
    await waitTurns(page, turns + 1, { timeout: 30000 });
    await page.waitForFunction(() => !document.querySelector('[data-testid="saving"]'));
    await page.reload();
    await page.waitForSelector(tid('turn-bar'), { timeout: 20000 });
    assert.equal(await turnsShown(page), turns + 1);
  } finally {
    await context.close();
    await server.stop();
  }
});

test('a store worker that fails to start on a first visit is started again: the games screen, not "cannot be kept"', async () => {
  const server = await startServer();
  const { context, page } = await launchPhone();
  // The first two fetches of the worker's script fail, as a dropped connection would;
  // the third gets through.
  let refused = 0;
  await context.route('**/store-worker.js', (route) => (refused < 2 ? (refused++, route.abort('connectionreset')) : route.continue()));
  try {
    await page.goto(server.url);
    await page.waitForSelector(`nav.tabbar, ${tid('below-floor')}`, { timeout: 30000 });
    // The store it opened keeps a game (a first visit starts its worker after the games screen).
    await quickGame(page, 'Second try');
    await page.waitForFunction(() => !document.querySelector('[data-testid="saving"]'));
    assert.equal(await page.$(tid('below-floor')), null, 'no "Games cannot be kept in this browser" screen');
    assert.equal(refused, 2, 'the first two starts failed');
    await page.reload();
    await page.waitForSelector(tid('turn-bar'), { timeout: 20000 });
  } finally {
    await context.close();
    await server.stop();
  }
});

test('a phone set to German opens the app in German', async () => {
  const server = await startServer();
  const { context, page } = await launchPhone(undefined, { locale: 'de-DE' });
  try {
    await openApp(page, server.url);
    const games = message('de', 'app.ftl', 'tab-games');
    assert.ok((await page.textContent(tid('tab-Games'))).includes(games), `the tab says ${games}`);
    await shot(page, 'web-04-german-phone');
  } finally {
    await context.close();
    await server.stop();
  }
});

test('a damaged store in the browser is kept aside, the player is told, and play goes on', async () => {
  const server = await startServer({ extra: join(repo, 'e2e', 'web-fixtures') });
  const profile = mkdtempSync(join(tmpdir(), 'dk-damaged-'));
  let { context, page } = await launchPhone(profile);
  try {
    await openApp(page, server.url);
    await quickGame(page, 'Doomed');
    await context.close();
    // The app is closed; something overwrites the start of its database.
    ({ context, page } = await launchPhone(profile));
    assert.equal(await damageStoreStart(page, server.url), 'damaged 1');
    await openApp(page, server.url);
    await page.waitForSelector(tid('startup-notice'));
    const notice = await page.textContent(tid('startup-notice'));
    assert.match(notice, /damaged/);
    assert.match(notice, /dialkeeper\.db\.corrupt-1/, 'it says where the damaged data was kept');
    await shot(page, 'web-05-damaged-store');
    // A fresh store works, and keeps what is played in it.
    await quickGame(page, 'Fresh start');
    await endTurn(page);
    await page.waitForFunction(() => document.querySelector('[data-testid="turn-bar"]')?.dataset.player === '1');
    await context.close();
    ({ context, page } = await launchPhone(profile));
    await openApp(page, server.url);
    await page.waitForSelector(tid('turn-bar'));
    assert.equal(await turnsShown(page), 1, 'the fresh store kept the turn');
  } finally {
    await context.close().catch(() => {});
    await server.stop();
  }
});

test('a commit cut short by a kill is rolled back at the next start: the game is all there, nothing kept aside', async () => {
  const server = await startServer({ extra: join(repo, 'e2e', 'web-fixtures') });
  const profile = mkdtempSync(join(tmpdir(), 'dk-torn-'));
  let { context, page } = await launchPhone(profile);
  try {
    await openApp(page, server.url);
    await quickGame(page, 'Cut short');
    for (const player of ['1', '0', '1']) {
      await endTurn(page);
      await page.waitForFunction((p) => document.querySelector('[data-testid="turn-bar"]')?.dataset.player === p, player);
    }
    const turns = await turnsShown(page);
    await context.close();
    // The tab dies with its database's first pages rewritten and their old contents in a
    // hot journal. The pool's VFS hides that journal from SQLite (it always reports a
    // lock held elsewhere), so without a rollback of our own this store reads as damaged.
    ({ context, page } = await launchPhone(profile));
    await page.goto(`${server.url}tear.html`);
    await page.waitForFunction(() => window.result, null, { timeout: 20000 });
    assert.match(await page.evaluate(() => window.result), /^torn \d+$/);
    await openApp(page, server.url);
    await page.waitForSelector(tid('turn-bar'), { timeout: 30000 });
    assert.equal(await page.locator(tid('startup-notice')).count(), 0, 'no store was kept aside');
    assert.equal(await turnsShown(page), turns, 'every turn played is still there');
    // And the store goes on keeping what is played.
    await endTurn(page);
    await page.waitForFunction(() => document.querySelector('[data-testid="turn-bar"]')?.dataset.player === '0');
    await context.close();
    ({ context, page } = await launchPhone(profile));
    await openApp(page, server.url);
    await page.waitForSelector(tid('turn-bar'));
    assert.equal(await turnsShown(page), turns + 1);
  } finally {
    await context.close().catch(() => {});
    await server.stop();
  }
});

test('files: a game leaves as a download and comes back through the file picker; a wrong file is refused', async () => {
  const server = await startServer();
  const { context, page } = await launchPhone();
  try {
    await openApp(page, server.url);
    await quickGame(page, 'Travel');
    await endTurn(page);
    await page.waitForFunction(() => document.querySelector('[data-testid="turn-bar"]')?.dataset.player === '1');
    // With a game open, Settings says whether the screen is really kept on, and the version.
    await page.tap(tid('tab-Settings'));
    await page.waitForSelector(tid('keep-awake-status'));
    const status = await page.textContent(tid('keep-awake-status'));
    const said = ['keep-awake-on', 'keep-awake-unsupported'].map((id) => message('en', 'app.ftl', id));
    assert.ok(said.includes(status) || status.startsWith('The screen could not be kept on'), status);
    assert.match(await page.textContent(tid('app-version')), /^Version \d+\.\d+\.\d+$/);
    await shot(page, 'web-07-settings');
    await page.tap(tid('tab-Games'));
    const exportButton = page.locator('[data-testid^="export-"]').first();
    const [download] = await Promise.all([page.waitForEvent('download'), exportButton.tap()]);
    assert.match(download.suggestedFilename(), /\.dialkeeper\.json$/);
    await page.waitForSelector(tid('export-panel'));
    assert.match(await page.textContent(tid('export-panel')), /is in your downloads/);

    await page.tap(tid('import-open'));
    await page.setInputFiles(tid('import-game-file'), { name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
    await page.waitForSelector(`${tid('snackbar')}.warning`);
    assert.match(await page.textContent(tid('snackbar')), /not a game file/);
    // Over the limit: refused by its size, in the same words, without being read.
    await page.setInputFiles(tid('import-game-file'), { name: 'huge.json', mimeType: 'application/json', buffer: Buffer.alloc(6 * 1024 * 1024 + 5, 32) });
    await page.waitForFunction(() => /too large \(6 MB\)/.test(document.querySelector('[data-testid="snackbar"]')?.textContent ?? ''));
    await page.setInputFiles(tid('import-game-file'), await download.path());
    await page.waitForFunction((text) => document.querySelector('[data-testid="snackbar"]')?.textContent.includes(text), message('en', 'app.ftl', 'imported'));
    assert.equal(await page.locator('li.game', { hasText: 'Travel' }).count(), 2, 'the imported copy is listed');
    await shot(page, 'web-06-game-file-imported');
    const copy = page.locator('li.game', { hasText: 'Travel' }).nth(1).locator('[data-testid^="resume-"]');
    await copy.tap();
    await page.waitForSelector(tid('turn-bar'));
    assert.equal(await turnsShown(page), 1, 'the copy has the ended turn');
  } finally {
    await context.close();
    await server.stop();
  }
});

test('exports go to the share sheet where the browser can share files (as on phones)', async () => {
  const server = await startServer();
  const { context, page } = await launchPhone();
  try {
    // This Chromium cannot share files; a phone's browser can. Stand in for its share sheet.
    await context.addInitScript(() => {
      navigator.canShare = (data) => Array.isArray(data?.files) && data.files.length > 0;
      navigator.share = async (data) => {
        window.sharedFiles = await Promise.all(data.files.map(async (f) => ({ name: f.name, type: f.type, text: await f.text() })));
      };
    });
    await openApp(page, server.url);
    await quickGame(page, 'Shared');
    await page.tap(tid('tab-Games'));
    await page.locator('[data-testid^="export-"]').first().tap();
    await page.waitForSelector(tid('export-panel'));
    assert.match(await page.textContent(tid('export-panel')), /is ready to share/);
    const [file] = await page.evaluate(() => window.sharedFiles);
    assert.match(file.name, /\.dialkeeper\.json$/);
    assert.equal(file.type, 'application/json');
    assert.equal(JSON.parse(file.text).name, 'Shared');
  } finally {
    await context.close();
    await server.stop();
  }
});
