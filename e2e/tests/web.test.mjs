// The web build as it ships (issue 13): installable, offline after the first visit, and
// updated safely when a newer bundle is deployed over the old one.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { openApp, quickGame, startQuickGame, turnsShown, turnsAre, shot, tid, webDir, message, webFixtures, endTurn, damageStoreStart, recordWorkers, workersMade, reloaded, saved, turnOf, download, snackbarSays, changeStore, fixturePage, play, see, snap, roundIs, controlled, versionOf } from '../lib/harness.mjs';
import { phoneTest } from '../lib/fixture.mjs';
import { deleteGame, hideAndShow, holdStoreWords } from '../lib/phone.mjs';

/** `<width>x<height>` from a PNG's header. */
const pngSize = (png) => `${png.readUInt32BE(16)}x${png.readUInt32BE(20)}`;

// The page draws; the store (SQLite) lives in the worker alone (issue 49): a page that linked SQLite would be half a
// megabyte heavier on every first visit. SQLite's own names are the witness: the worker's wasm has them.
test('the page wasm holds no SQLite; the store worker holds it', () => {
  const sqliteNames = (file) => (readFileSync(join(webDir, file)).toString('latin1').match(/sqlite3_[a-z_]+/g) ?? []).length;
  assert.ok(sqliteNames('dialkeeper_worker_bg.wasm') > 0, 'the witness: the worker links SQLite');
  assert.equal(sqliteNames('dialkeeper_bg.wasm'), 0, 'the page links none of SQLite');
});

phoneTest('installable: a manifest with every field, its icons at their sizes, a service worker in control', async ({ page, server }) => {
  const href = await page.getAttribute('link[rel="manifest"]', 'href');
  const manifest = await (await fetch(new URL(href, server.url))).json();
  const fields = ['name', 'short_name', 'start_url', 'scope', 'display', 'icons', 'theme_color', 'background_color'];
  for (const field of fields) assert.ok(manifest[field], `manifest.${field}`);
  assert.equal(manifest.display, 'standalone');
  const want = new Set(['192x192 any', '512x512 any', '512x512 maskable']);
  for (const icon of manifest.icons) {
    assert.equal(pngSize(Buffer.from(await (await fetch(new URL(icon.src, server.url))).arrayBuffer())), icon.sizes, icon.src);
    want.delete(`${icon.sizes} ${icon.purpose}`);
  }
  assert.deepEqual([...want], [], 'icons 192, 512 and a maskable 512');
  await controlled(page);
  await shot(page, 'web-01-installed');
});

// A phone reopening the app after a while finds the service worker stopped: where the browser can, it serves the
// app's files and its start URL from the offline copy itself (sw.js's static routes), rather than wait for the worker
// to start and answer each request (issue 50). Resource timing names where each file came from.
phoneTest('reopened, the page and its files come from the offline copy by the static routes, not the worker', async ({ page }) => {
  await controlled(page);
  await reloaded(page, 'nav.tabbar');
  // Which route matched, and where the response came from in the end (a route to a cache that lacks the file goes
  // on to the network); Chromium's newer names first.
  const source = await page.evaluate(() => Object.fromEntries([...performance.getEntriesByType('navigation'), ...performance.getEntriesByType('resource')]
    .map((e) => [new URL(e.name).pathname.split('/').pop() || 'the start URL',
      `${e.workerMatchedRouterSource || e.workerMatchedSourceType || 'none'} ${e.workerFinalRouterSource || e.workerFinalSourceType || 'none'}`])));
  for (const file of ['the start URL', 'dialkeeper.js', 'dialkeeper_bg.wasm', 'split-loader.js']) assert.equal(source[file], 'cache cache', file);
});

phoneTest('offline after the first visit: reload and relaunch with no network, then an update', async ({ page, context, server, url, relaunch, serve }) => {
  await controlled(page);
  await quickGame(page, 'Flight');
  await play(page, endTurn, endTurn, roundIs(2));
  const turns = await turnsShown(page);
  // No network at all: the host is gone and the browser is offline.
  await server.stop();
  await context.setOffline(true);
  await reloaded(page);
  assert.equal(await turnsShown(page), turns, 'reloaded offline, the game is intact');
  page = await relaunch({ closed: (page) => page.context().setOffline(true) });
  await page.waitForSelector(tid('turn-bar'), { timeout: 20000 });
  assert.equal(await turnsShown(page), turns, 'relaunched offline, the game is intact');
  await shot(page, 'web-02-offline');
  // A newer bundle is deployed at the same address.
  const newer = versionOf(webDir, 'newer');
  const host = await serve({ dir: newer, port: server.port });
  // A player in the middle of a turn: the new version downloads in the background and waits; the old one runs on.
  page = await relaunch();
  await page.tap(tid('tab-Table'));
  assert.equal(await turnsShown(page), turns, 'the old version still runs the game');
  await page.waitForFunction(async () => (await navigator.serviceWorker.getRegistration())?.waiting != null, null, { timeout: 20000 });
  assert.equal(await page.locator('meta[name="dk-test-build"]').count(), 0, 'no switch in the middle of play');
  /** The version `tag` runs, with the game as it was. */
  const runs = async (tag, timeout, what) => {
    await play(page, see(`meta[name="dk-test-build"][content="${tag}"]`, { state: 'attached', timeout }), see('turn-bar', { timeout: 20000 }));
    assert.equal(await turnsShown(page), turns, what);
  };
  // The player is told, and chooses when: Reload hands over and reloads once.
  await play(page, see('update-ready', { timeout: 20000 }), snap('web-03-update-ready'), 'update-reload');
  await runs('newer', 20000, 'after the reload, the game is intact');
  // One more version, deployed while the app is closed: at the next start it takes over by itself, before the first
  // touch (one reload).
  host.serve(versionOf(newer, 'newest'));
  page = await relaunch();
  await runs('newest', 30000, 'after the update, the game is intact');
  await shot(page, 'web-03-updated');
});

phoneTest('once a store is kept, the store worker starts with the page, and the page adopts it: one worker, claimed as the tab says', { game: 'Early' }, async ({ page, context, url }) => {
  // Every store worker this page has, by the name index.html or the page gave it.
  const names = async () => Promise.all(page.workers().filter((w) => w.url().includes('store-worker')).map((w) => w.evaluate(() => self.name).catch(() => 'gone')));
  // A first visit's worker is the page's own, after the first screen (first-visit.test.mjs).
  await saved(page);
  // Another tab of this browser, once a store is kept: index.html starts its worker, which finds the store owned by
  // the first tab.
  const second = await context.newPage();
  await recordWorkers(second);
  await openApp(second, url, tid('elsewhere'));
  assert.deepEqual(await workersMade(second), ['if-free dialkeeper-worker-early-…'], 'one worker, the one index.html started, claiming only a free store');
  await second.close();
  const turns = await turnsShown(page);
  // A reload of the tab that owns the store reopens it (it does not wait for it as another tab's), with the worker
  // started before the page's code.
  await reloaded(page);
  assert.equal(await turnsShown(page), turns);
  const after = (await names()).filter((n) => n !== 'gone');
  assert.deepEqual(after.map((n) => n.replace(/-[0-9a-z]+$/, '-…')), ['reopen dialkeeper-worker-early-…']);
  // And it saves: a turn ended after the reload is there after the next.
  await play(page, endTurn, turnsAre(turns + 1, { timeout: 30000 }));
  await saved(page);
  await reloaded(page);
  assert.equal(await turnsShown(page), turns + 1);
});

phoneTest('a store worker that fails to start on a first visit is started again: the games screen, not "cannot be kept"', { open: false }, async ({ page, context, url }) => {
  // The first two fetches of the worker's script fail, as a dropped connection would; the third gets through.
  let refused = 0;
  await context.route('**/store-worker.js', (route) => (refused < 2 ? (refused++, route.abort('connectionreset')) : route.continue()));
  await openApp(page, url, `nav.tabbar, ${tid('below-floor')}`);
  // The store it opened keeps a game (a first visit starts its worker after the games screen).
  await quickGame(page, 'Second try');
  await saved(page);
  assert.equal(await page.$(tid('below-floor')), null, 'no "Games cannot be kept in this browser" screen');
  assert.equal(refused, 2, 'the first two starts failed');
  await reloaded(page);
});

phoneTest('a phone set to German opens the app in German', { locale: 'de-DE' }, async ({ page }) => {
  const games = message('de', 'app.ftl', 'tab-games');
  assert.ok((await page.textContent(tid('tab-Games'))).includes(games), `the tab says ${games}`);
  await shot(page, 'web-04-german-phone');
});

for (const listed of [false, true]) phoneTest(`a damaged store in the browser is kept aside, the player is told, and play goes on${listed ? ' (found behind the games list drawn as last shown)' : ''}`, { server: webFixtures, game: 'Doomed' }, async ({ page, url, relaunch }) => {
  if (listed) {
    // The games list shown when the app is put away: the next start draws it before the store answers.
    await startQuickGame(page, 'Gone');
    await play(page, 'tab-Games', (p) => deleteGame(p, 'Gone'), saved, (p) => hideAndShow(p, 50));
  }
  // The app is closed; something overwrites the start of its database.
  page = await relaunch({ open: !listed, closed: async (page) => {
    assert.equal(await damageStoreStart(page, url), 'damaged 1');
    if (listed) await page.addInitScript(holdStoreWords);
  } });
  if (listed) {
    await openApp(page, url, 'li.game');
    assert.match(await page.textContent('li.game'), /Doomed/, 'the list as last shown, before the store answers');
    await page.evaluate(() => window.dkReleaseStore());
  }
  await page.waitForSelector(tid('startup-notice'));
  const notice = await page.textContent(tid('startup-notice'));
  assert.match(notice, /damaged/);
  assert.match(notice, /dialkeeper\.db\.corrupt-1/, 'it says where the damaged data was kept');
  await shot(page, 'web-05-damaged-store');
  // A fresh store works, and keeps what is played in it.
  await quickGame(page, 'Fresh start');
  await play(page, endTurn, turnOf(1));
  page = await relaunch();
  await page.waitForSelector(tid('turn-bar'));
  assert.equal(await turnsShown(page), 1, 'the fresh store kept the turn');
});

phoneTest('a commit cut short by a kill under the older rollback journal is rolled back at the next start, then kept in a write-ahead log: the game is all there, nothing kept aside', { server: webFixtures, game: 'Cut short' }, async ({ page, url, relaunch }) => {
  await play(page, endTurn, turnOf(1), endTurn, turnOf(0), endTurn, turnOf(1));
  const turns = await turnsShown(page);
  // The store as the version before the write-ahead log kept it (a rollback journal), whose tab died with its
  // database's first pages rewritten and their old contents in a hot journal. The pool's VFS hides that journal from
  // SQLite (it always reports a lock held elsewhere), so without a rollback of our own this store reads as damaged.
  page = await relaunch({ open: false });
  await changeStore(page, url, "con.execute('PRAGMA journal_mode=PERSIST')");
  assert.match(await fixturePage(page, `${url}tear.html`), /^torn \d+$/);
  await openApp(page, url);
  await page.waitForSelector(tid('turn-bar'), { timeout: 30000 });
  assert.equal(await page.locator(tid('startup-notice')).count(), 0, 'no store was kept aside');
  assert.equal(await turnsShown(page), turns, 'every turn played is still there');
  // And the store goes on keeping what is played.
  await play(page, endTurn, turnOf(0));
  page = await relaunch();
  await page.waitForSelector(tid('turn-bar'));
  assert.equal(await turnsShown(page), turns + 1);
});

phoneTest('files: a game leaves as a download and comes back through the file picker; a wrong file is refused', { game: 'Travel' }, async ({ page }) => {
  // With a game open, Settings says whether the screen is really kept on, and the version.
  await play(page, endTurn, turnOf(1), 'tab-Settings', see('keep-awake-status'));
  const status = await page.textContent(tid('keep-awake-status'));
  const said = ['keep-awake-on', 'keep-awake-unsupported'].map((id) => message('en', 'app.ftl', id));
  assert.ok(said.includes(status) || status.startsWith('The screen could not be kept on'), status);
  assert.match(await page.textContent(tid('app-version')), /^Version \d+\.\d+\.\d+$/);
  await play(page, snap('web-07-settings'), 'tab-Games');
  const exported = await download(page, page.locator('[data-testid^="export-"]').first());
  assert.match(exported.suggestedFilename(), /\.dialkeeper\.json$/);
  await page.waitForSelector(tid('export-panel'));
  assert.match(await page.textContent(tid('export-panel')), /is in your downloads/);
  await page.tap(tid('import-open'));
  await page.setInputFiles(tid('import-game-file'), { name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
  await page.waitForSelector(`${tid('snackbar')}.warning`);
  assert.match(await page.textContent(tid('snackbar')), /not a game file/);
  // Over the limit: refused by its size, in the same words, without being read.
  await page.setInputFiles(tid('import-game-file'), { name: 'huge.json', mimeType: 'application/json', buffer: Buffer.alloc(6 * 1024 * 1024 + 5, 32) });
  await snackbarSays(page, /too large \(6 MB\)/);
  await page.setInputFiles(tid('import-game-file'), await exported.path());
  await snackbarSays(page, message('en', 'app.ftl', 'imported'));
  assert.equal(await page.locator('li.game', { hasText: 'Travel' }).count(), 2, 'the imported copy is listed');
  await shot(page, 'web-06-game-file-imported');
  await page.locator('li.game', { hasText: 'Travel' }).nth(1).locator('[data-testid^="resume-"]').tap();
  await page.waitForSelector(tid('turn-bar'));
  assert.equal(await turnsShown(page), 1, 'the copy has the ended turn');
});

/** This Chromium cannot share files; a phone's browser can. Stands in for its share sheet. */
const shareSheet = ({ context }) => context.addInitScript(() => {
  navigator.canShare = (data) => Array.isArray(data?.files) && data.files.length > 0;
  navigator.share = async (data) => {
    window.sharedFiles = await Promise.all(data.files.map(async (f) => ({ name: f.name, type: f.type, text: await f.text() })));
  };
});

phoneTest('exports go to the share sheet where the browser can share files (as on phones)', { before: shareSheet, game: 'Shared' }, async ({ page }) => {
  await play(page, 'tab-Games', '[data-testid^="export-"] >> nth=0', see('export-panel'));
  assert.match(await page.textContent(tid('export-panel')), /is ready to share/);
  const [file] = await page.evaluate(() => window.sharedFiles);
  assert.match(file.name, /\.dialkeeper\.json$/);
  assert.equal(file.type, 'application/json');
  assert.equal(JSON.parse(file.text).name, 'Shared');
});
