// The web app in the field (issue 22), on the bundle as it ships: two tabs of one browser, a store worker that dies
// mid-burst, a crash, a browser that keeps nothing, and "Move my games" from one browser to another.
import assert from 'node:assert/strict';
import { cpSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { openApp, quickGame, turnsShown, turnsAre, shot, tid, webDir, message, endTurn, reloaded, download, resume, play, see, snap, tempDir, deferred } from '../lib/harness.mjs';
import { holdWorker, storeWorker } from '../lib/phone.mjs';
import { phoneTest } from '../lib/fixture.mjs';

phoneTest('two tabs: the second is told the app is open elsewhere; hand-overs both ways lose no action', { game: 'Two tabs' }, async ({ page: first, context, url }) => {
  await play(first, 'tab-Settings', 'theme-dark', 'tab-Table');
  const second = await context.newPage();
  await openApp(second, url, tid('elsewhere'));
  assert.equal(await second.textContent(`${tid('elsewhere')} h1`), 'Dialkeeper is open elsewhere');
  assert.equal(await second.locator('nav.tabbar').count(), 0, 'no table to tap in the second tab');
  await shot(second, 'field-01-open-elsewhere');
  // 20 taps, each in the tab that owns the store, with a hand-over after each.
  const pages = [first, second];
  let owner = 0, taps = 0;
  const handOverMs = [];
  /** The tab `next` takes the store over, as a player taps "Use here" in the tab in front. */
  const handOver = async (next) => {
    // A hidden tab's page is throttled by Chromium.
    await pages[next].bringToFront();
    await play(pages[next], 'use-here', see('turn-bar', { timeout: 30000 }));
  };
  for (let i = 0; i < 20; i++) {
    const page = pages[owner];
    assert.equal(await turnsShown(page), taps, `tab ${owner + 1} shows every action so far before tap ${i + 1}`);
    taps += 1;
    await play(page, endTurn, turnsAre(taps));
    const next = 1 - owner;
    const began = Date.now();
    await handOver(next);
    handOverMs.push(Date.now() - began);
    await page.waitForSelector(tid('elsewhere'), { timeout: 20000 });
    if (i === 0) {
      assert.match(await page.$eval(tid('elsewhere'), (e) => e.closest('.app').className), /theme-dark/, 'the let-go screen keeps the player\'s theme');
      await shot(page, 'field-02-let-go-dark');
    }
    owner = next;
  }
  // The owner's worker busy for 4 s (a long import, a slow phone): the tab taking over waits for its files to be
  // released instead of giving up (its limit is 10 s).
  holdWorker(pages[owner], 4000);
  const late = 1 - owner;
  await handOver(late);
  await pages[owner].waitForSelector(tid('elsewhere'), { timeout: 20000 });
  owner = late;
  const shown = await turnsShown(pages[owner]);
  await reloaded(pages[owner]);
  const stored = await turnsShown(pages[owner]);
  handOverMs.sort((a, b) => a - b);
  console.log(`two tabs: ${taps} taps, ${handOverMs.length} hand-overs (median ${handOverMs[10]} ms, slowest ${handOverMs[19]} ms), ${taps - stored} actions lost`);
  assert.equal(shown, 20);
  assert.equal(stored, 20, 'every tap survived every hand-over');
  assert.match(await pages[1 - owner].textContent(tid('elsewhere')), /handed your games over/);
});

phoneTest('a store worker that dies in the middle of a burst is replaced; nothing unsaved is shown as done', { game: 'Burst' }, async ({ page }) => {
  const restarts = [];
  page.on('console', (m) => {
    const found = m.text().match(/store worker restarted in (\d+) ms/);
    if (found) restarts.push(Number(found[1]));
  });
  // The most turns the table ever showed, watched from inside the page.
  await page.evaluate(() => {
    window.dkMostShown = 0;
    const bar = () => document.querySelector('[data-testid="turn-bar"]');
    new MutationObserver(() => {
      const b = bar();
      if (b) window.dkMostShown = Math.max(window.dkMostShown, (Number(b.dataset.round) - 1) * 2 + Number(b.dataset.player));
    }).observe(document.body, { subtree: true, attributes: true, childList: true });
  });
  const worker = storeWorker(page);
  assert.ok(worker, 'the store worker runs');
  // 30 taps as fast as a finger can, the worker closed after the 12th.
  for (let i = 0; i < 30; i++) {
    await page.evaluate(() => { document.querySelector('[data-testid="end-turn"]').click(); document.querySelector('[data-testid="end-turn-anyway"]')?.click(); });
    if (i === 11) worker.evaluate(() => self.close()).catch(() => {});
    await page.waitForTimeout(15);
  }
  await page.waitForFunction(() => !document.querySelector('[data-testid="splash"]'));
  await page.waitForTimeout(3000);
  assert.ok(restarts.length >= 1, 'the page noticed and started a new worker');
  const shown = await turnsShown(page);
  const most = await page.evaluate(() => window.dkMostShown);
  // And the page goes on saving: one more tap after the restart.
  await play(page, endTurn, turnsAre(shown + 1), snap('field-03-after-restart'));
  await reloaded(page);
  const stored = await turnsShown(page);
  console.log(`dead worker: restarted in ${restarts.join(', ')} ms; ${shown} turns shown after the burst, ${stored - 1} stored`);
  assert.equal(stored, shown + 1, 'what was shown is what was stored');
  assert.ok(most <= shown, `no tap was shown as done and then lost (at most ${most} shown)`);
  assert.ok(shown >= 12, `taps before the worker died were kept (${shown})`);
});

phoneTest('a crash shows a plain screen in the player\'s language, and Reload brings the game back', { locale: 'de-DE', game: 'Absturz' }, async ({ page }) => {
  await play(page, endTurn, turnsAre(1));
  // At night, in the dark theme with large text: the crash screen keeps both.
  await play(page, 'tab-Settings', 'theme-dark', 'size-large', 'tab-Table');
  await page.evaluate(() => dispatchEvent(new Event('dk-crash-test')));
  await page.waitForSelector(tid('crash'));
  assert.equal(await page.textContent(`${tid('crash')} h1`), message('de', 'app.ftl', 'crash-title'));
  assert.equal(await page.getAttribute(tid('crash'), 'class'), 'app theme-dark text-large crash');
  await play(page, snap('field-04-crash-de'), 'crash-reload', see('turn-bar', { timeout: 30000 }));
  assert.equal(await page.locator(tid('crash')).count(), 0);
  assert.equal(await turnsShown(page), 1, 'the game is as it was shown before the crash');
});

// The page's script hears a crash by two roads: the window's error event (an event's handler, a task of the app's
// own, run as a microtask) and an unhandled rejection (a promise's callback, as a split module's start).
for (const [road, game] of [['task', 'Crash in a task'], ['promise', 'Crash in a promise']]) {
  phoneTest(`a crash in a ${road} shows the same screen, once`, { game }, async ({ page }) => {
    await play(page, endTurn, turnsAre(1));
    await page.evaluate((detail) => dispatchEvent(new CustomEvent('dk-crash-test', { detail })), road);
    await page.waitForSelector(tid('crash'));
    assert.equal(await page.textContent(`${tid('crash')} h1`), message('en', 'app.ftl', 'crash-title'));
    // A second crash does not stack a second screen.
    await page.evaluate(() => dispatchEvent(new Event('dk-crash-test')));
    await page.waitForTimeout(300);
    assert.equal(await page.locator(tid('crash')).count(), 1);
    await play(page, 'crash-reload', see('turn-bar', { timeout: 30000 }));
    assert.equal(await turnsShown(page), 1, 'the game is as it was shown before the crash');
  });
}

/** The bundle as shipped, with the worker's OPFS taken away, as in private browsing. */
function bundleWithoutOpfs() {
  const dir = tempDir('dk-floor-');
  cpSync(webDir, dir, { recursive: true });
  const script = readFileSync(join(dir, 'store-worker.js'), 'utf8');
  writeFileSync(join(dir, 'store-worker.js'),
    "StorageManager.prototype.getDirectory = () => Promise.reject(new DOMException('The operation is insecure.', 'SecurityError'));\n" + script);
  return { dir };
}

phoneTest('a browser that keeps nothing says so before play, and plays in memory only when asked', { server: bundleWithoutOpfs, locale: 'fr-FR', open: false }, async ({ page, url }) => {
  await openApp(page, url, tid('below-floor'));
  assert.equal(await page.textContent(`${tid('below-floor')} h1`), message('fr', 'app.ftl', 'floor-title'));
  assert.match(await page.textContent(tid('below-floor')), /insecure/);
  await play(page, snap('field-05-below-floor-fr'), 'play-unsaved', see('startup-notice'));
  await quickGame(page, 'Mémoire');
  await play(page, endTurn, turnsAre(1));
});

// The new browser's Dutch words held back on the network: the file's language is waited for, never shown in English
// (the snackbar once was, for good).
const dutch = deferred();
let holdingDutch = false;

phoneTest('move my games: one file out of one browser, into another, once', {
  game: 'Moving day', server: { hold: (path) => (holdingDutch && path.endsWith('/nl-screens.ftl') ? dutch.promise : undefined) },
}, async ({ page, context, url, launch }) => {
  await play(page, endTurn, turnsAre(1), 'tab-Settings', 'lang-nl');
  const moved = await download(page, tid('move-save'));
  assert.equal(moved.suggestedFilename(), 'dialkeeper-games.json');
  const file = join(tempDir('dk-move-'), 'dialkeeper-games.json');
  await moved.saveAs(file);
  await context.close();
  // Another browser (the installed app, a new phone): nothing there yet.
  holdingDutch = true;
  ({ page } = await launch());
  await openApp(page, url);
  await page.tap(tid('tab-Settings'));
  await page.setInputFiles(tid('move-load'), { name: 'notes.json', mimeType: 'application/json', buffer: Buffer.from('{"format":"dialkeeper-game"}') });
  await page.waitForSelector(`${tid('snackbar')}.warning`);
  assert.match(await page.textContent('.snackbar-text'), /is not a .*Dialkeeper.* games file/);
  await page.setInputFiles(tid('move-load'), file);
  await page.waitForTimeout(800);
  assert.doesNotMatch(await page.textContent('.snackbar-text'), /^One game/, 'not said in English while the Dutch words come');
  dutch.resolve();
  await page.waitForFunction(() => document.querySelector('.snackbar-text')?.textContent.startsWith('Eén spel'));
  await shot(page, 'field-06-moved-nl');
  assert.equal(await page.getAttribute('.app', 'lang'), 'nl', 'the settings came along');
  await page.setInputFiles(tid('move-load'), file);
  await page.waitForFunction(() => /één was er al/.test(document.querySelector('.snackbar-text')?.textContent));
  await page.tap(tid('tab-Games'));
  assert.equal(await page.locator('li.game', { hasText: 'Moving day' }).count(), 1, 'loaded twice, listed once');
  await resume(page, 'Moving day');
  assert.equal(await turnsShown(page), 1, 'the game moved with its turns');
});
