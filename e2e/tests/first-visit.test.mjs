// A first visit (issue 50), on the bundle as it ships: a browser that has never stored anything draws the games screen
// from the page alone and starts the store worker after it; a tap that needs the store before it is ready waits
// ("Saving…"), as for any slow store; two tabs opened at once never both keep games; a kill loses nothing shown.
// A warm start whose games list was shown when the app was put away draws it the same way, before the store answers.
import assert from 'node:assert/strict';
import { openApp, startQuickGame, turnsShown, endTurn, turnsAre, shot, tid, recordWorkers, workersMade, reloaded, saved, startBurst, tapAndSee, play, see, snap } from '../lib/harness.mjs';
import { phoneTest } from '../lib/fixture.mjs';
import { holdStoreWords, deleteGame, hideAndShow, gamesShown } from '../lib/phone.mjs';
import { stampWhenShown } from '../lib/side.mjs';

const games = tid('games-screen');

/** Before the first visit: when the games screen first shows stamped, and the workers the page makes noted. */
async function watchStart({ page }) {
  await page.addInitScript(stampWhenShown, games);
  await recordWorkers(page);
}

phoneTest('a first visit draws the games screen before the store worker starts; a tap that needs the store waits for it', { storeWorker: 'held', before: watchStart, open: false }, async ({ page, url, storeWorker: hold }) => {
  await page.goto(url);
  await play(page, see(games, { timeout: 30000 }), snap('first-01-games-before-store'));
  // The worker was asked for only once the games screen was there.
  // On the clock since the epoch, as the test's hold times the worker's asks.
  const gamesAt = await page.evaluate(() => performance.timeOrigin + window.__shownAt);
  await page.waitForTimeout(300);
  assert.ok(hold.asked.length >= 1, 'the page started its store worker after the first screen');
  assert.ok(hold.asked[0] >= gamesAt, `the store worker was asked for ${gamesAt - hold.asked[0]} ms before the games screen`);
  // A new game needs the store: its Start waits, saying so, and shows nothing unsaved.
  await startQuickGame(page, 'First visit');
  await page.waitForSelector(tid('saving'), { timeout: 5000 });
  await page.waitForTimeout(1000);
  assert.equal(await page.$(tid('turn-bar')), null, 'no table before the store has the game');
  await shot(page, 'first-02-saving-before-store');
  hold.release();
  await page.waitForSelector(tid('turn-bar'), { timeout: 30000 });
  await saved(page, 20000);
  await play(page, endTurn, turnsAre(1));
  assert.deepEqual(await workersMade(page), ['if-free dialkeeper-worker-… later'], 'one worker, the page\'s own, started after the first screen');
  // The next start finds a store: index.html starts the worker at once, and the game is there.
  await reloaded(page);
  assert.equal(await turnsShown(page), 1);
  assert.deepEqual(await workersMade(page), ['reopen dialkeeper-worker-early-…']);
});

phoneTest('a first visit in two tabs at once: one keeps the games, the other says it is open elsewhere; nothing is saved twice', { storeWorker: 'held', open: false }, async ({ page: one, context, url, storeWorker: hold }) => {
  const two = await context.newPage();
  await Promise.all([one, two].map((tab) => openApp(tab, url, games)));
  // Both start a game before either store worker has started.
  await startQuickGame(one, 'Tab one');
  await startQuickGame(two, 'Tab two');
  hold.release();
  const ended = (page) => page.waitForSelector(`${tid('turn-bar')}, ${tid('elsewhere')}`, { timeout: 30000 }).then(async () => ((await page.$(tid('turn-bar'))) ? 'table' : 'elsewhere'));
  const [a, b] = await Promise.all([ended(one), ended(two)]);
  assert.deepEqual([a, b].sort(), ['elsewhere', 'table'], `one tab plays and the other is told: ${a}, ${b}`);
  const [owner, other] = a === 'table' ? [one, two] : [two, one];
  await shot(other, 'first-03-two-tabs-elsewhere');
  const kept = a === 'table' ? 'Tab one' : 'Tab two';
  await play(owner, endTurn, turnsAre(1), 'tab-Games');
  assert.equal(await owner.locator('li.game').count(), 1, 'one game kept: the other tab saved nothing');
  assert.match(await owner.textContent('li.game'), new RegExp(kept));
  // The other tab takes the store over: it finds the one game, and the turn ended in it.
  await other.bringToFront();
  await play(other, 'use-here', see('turn-bar', { timeout: 30000 }));
  assert.equal(await turnsShown(other), 1);
  await other.tap(tid('tab-Games'));
  assert.equal(await other.locator('li.game').count(), 1);
  await owner.waitForSelector(tid('elsewhere'), { timeout: 20000 });
});

const TRIALS = Number(process.env.DK_FIRST_KILL_TRIALS) || 6;

phoneTest(`a first visit killed in the middle of its first taps loses nothing shown (${TRIALS} trials)`, { phone: false }, async ({ url, launch, relaunch }) => {
  let lost = 0, unopened = 0;
  for (let trial = 0; trial < TRIALS; trial++) {
    let { context, page } = await launch();
    // The store worker comes late, by a different delay in each trial.
    const delay = 100 + ((trial * 379) % 1200);
    // (A request whose browser was killed meanwhile is gone: nothing to let through.)
    await context.route('**/store-worker.js', async (route) => { await new Promise((r) => setTimeout(r, delay)); await route.continue().catch(() => {}); });
    await openApp(page, url, games);
    await startQuickGame(page, `Killed ${trial}`);
    let shown = -1;
    if (trial % 2 === 0) {
      // Killed while the game's start may still wait for the store.
      await page.waitForTimeout(delay / 2);
      shown = await turnsShown(page);
    } else {
      await page.waitForSelector(tid('turn-bar'), { timeout: 30000 });
      await startBurst(page);
      await page.waitForTimeout(30 + ((trial * 37) % 120));
      shown = await turnsShown(page);
    }
    page = await relaunch({ kill: true, open: false });
    try {
      await openApp(page, url);
      if (shown >= 0) await page.waitForSelector(tid('turn-bar'), { timeout: 15000 });
      else await page.waitForSelector(`${tid('turn-bar')}, ${games}`, { timeout: 15000 });
      // What the store has is what the next start shows (the game, or no game yet).
      const after = await turnsShown(page);
      if (after < shown) lost += shown - after;
    } catch {
      unopened++;
      await shot(page, `failure-first-kill-${trial}`);
    } finally { await page.context().close().catch(() => {}); }
  }
  console.log(`first-visit kill trials: ${TRIALS}; shown taps lost: ${lost}; stores that did not open: ${unopened}`);
  assert.equal(unopened, 0, 'every store opened again');
  assert.equal(lost, 0, 'no tap that was shown was lost');
});

phoneTest('a warm start draws the games list as last shown before the store answers, then the store\'s own; a tap waits for it; anything changed since, or a game to reopen, and it waits for the store', { open: false }, async ({ page, url }) => {
  await openApp(page, url, games);
  await startQuickGame(page, 'Kept');
  await startQuickGame(page, 'Gone');
  await play(page, 'tab-Games', (p) => deleteGame(p, 'Gone'));
  await saved(page);
  // From here on, what the store worker says is held until the test lets it through.
  await page.addInitScript(holdStoreWords);
  /** The store's words let through, and `drawn` waited for (until it has gone, `state: 'detached'`). */
  const release = (drawn, state) => page.evaluate(() => window.dkReleaseStore()).then(() => page.waitForSelector(drawn, { state, timeout: 20000 }));
  await page.reload();
  await play(page, see(games), snap('first-04-warm-start-before-store'));
  assert.deepEqual(await gamesShown(page), ['Kept'], 'the list as it was last shown');
  // The worker has spoken (held back, so the page never heard it): the list was drawn without the store.
  await page.waitForFunction(() => window.dkStoreHeld() > 0, null, { timeout: 10000 });
  // A tap that needs the store waits for it.
  await page.locator('li.game', { hasText: 'Kept' }).locator('[data-testid^="resume-"]').tap();
  await page.waitForTimeout(800);
  assert.equal(await page.$(tid('turn-bar')), null, 'no table before the store has answered');
  await release(tid('turn-bar'));
  await play(page, 'tab-Games', (p) => deleteGame(p, 'Kept'));
  await saved(page);
  // A record that says more than the store has: the store's own list replaces it. The record is changed as the
  // next page starts (the reload itself keeps what is shown), as by a change cut short in another tab.
  await page.addInitScript(() => {
    const edit = sessionStorage.getItem('dk-edit');
    sessionStorage.removeItem('dk-edit');
    const shown = JSON.parse(localStorage.getItem('dialkeeper-shown'));
    if (edit === 'ghost') {
      shown.games.push({ id: 99, name: 'Ghost', players: ['A', 'B'], game_size: 100, updated_at: 0, finished: false });
      localStorage.setItem('dialkeeper-shown', JSON.stringify(shown));
    }
    if (edit === 'changed') localStorage.setItem('dialkeeper-changes', String(shown.changes + 1));
    const changes = Number(localStorage.getItem('dialkeeper-changes'));
    if (edit === 'missed') localStorage.setItem('dialkeeper-shown', JSON.stringify({ form: 1, changes, games: [], settings: [] }));
  });
  /** A reload whose record the script above changes by `edit`. */
  const reloadWith = (edit) => page.evaluate((e) => sessionStorage.setItem('dk-edit', e), edit).then(() => page.reload());
  /** Nothing drawn a second after a reload: the start waits for the store. */
  const waiting = (why) => page.waitForTimeout(1000).then(async () => assert.equal(await page.$(games), null, why));
  await reloadWith('ghost');
  await page.waitForSelector('li.game');
  assert.deepEqual(await gamesShown(page), ['Ghost']);
  await release('li.game', 'detached');
  // A change asked since the record was written: the start waits for the store.
  await reloadWith('changed');
  await waiting('no list drawn from a stale record');
  await release(games);
  // A game to reopen: the start waits for the store, and shows its table, as a usual start does.
  // A change asked while a record is kept moves the count and forgets the record, once: the taps after it write
  // nothing to local storage.
  const kept = () => page.evaluate(() => [Number(localStorage.getItem('dialkeeper-changes')), localStorage.getItem('dialkeeper-shown') !== null]);
  const [before, recorded] = await kept();
  assert.ok(recorded, 'the reload kept a record');
  await startQuickGame(page, 'Open');
  await page.waitForFunction(() => localStorage.getItem('dialkeeper-shown') === null);
  assert.deepEqual(await kept(), [before + 1, false], 'counted once, and the record forgotten');
  await release(tid('turn-bar'));
  await tapAndSee(page, 'damage-0-0', 0);
  await saved(page);
  assert.deepEqual(await kept(), [before + 1, false], 'a tap with no record kept writes nothing');
  await page.reload();
  await waiting('the start waits for the store to reopen the game');
  await release(tid('turn-bar'));
  // A record that missed a change (its count lost with a browser killed just after it) is drawn; once the store
  // answers, the game a usual start would reopen opens at its table.
  await reloadWith('missed');
  await page.waitForSelector(games);
  assert.equal(await page.$(tid('turn-bar')), null);
  await release(tid('turn-bar'));
});

phoneTest('a warm start drawn as last shown in a second tab, while the first owns the store: it says the store is open elsewhere, and stays so', { open: false }, async ({ page: one, context, url }) => {
  await openApp(one, url, games);
  await one.waitForFunction(() => localStorage.getItem('dialkeeper-store-kept'), null, { timeout: 20000 });
  await hideAndShow(one, 50);
  await one.waitForFunction(() => localStorage.getItem('dialkeeper-shown'), null, { timeout: 5000 });
  const two = await context.newPage();
  await openApp(two, url, tid('elsewhere'));
  await two.waitForTimeout(1500);
  assert.ok(await two.$(tid('elsewhere')), 'the tab still says the store is open elsewhere');
  assert.equal(await two.$(games), null);
  // The first tab still owns the store, and saves.
  await startQuickGame(one, 'Still here');
  await play(one, endTurn, turnsAre(1));
});
