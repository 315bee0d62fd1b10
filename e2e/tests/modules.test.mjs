// The web app's page in wasm modules (issue 50, scripts/web.sh, web/split-loader.js): the games screen's code first;
// the other screens' after the first screen, one at a time, before the offline copy; a screen whose code has not come
// says it is opening and, once it waits long, that it waits for the network, and opens by itself when the module
// comes, fetched again until it does.
import assert from 'node:assert/strict';
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { deferred, endTurn, message, openApp, play, reloaded, saved, see, shot, startQuickGame, tid, turnsAre, turnsShown, webDir } from '../lib/harness.mjs';
import { phoneTest } from '../lib/fixture.mjs';

const modules = existsSync(join(webDir, '__wasm_split.js')) ? readdirSync(webDir).filter((f) => /^module_.*\.wasm$/.test(f)) : [];
const skip = modules.length === 0 && `${webDir} is the page in one module (scripts/web.sh --whole): nothing is split`;
const games = tid('games-screen');

/** A first visit whose connection drops for the files `pattern` names, from the start, until `cut.back()`. */
async function cutOff(context, pattern) {
  const cut = { blocked: true, tries: 0, back: () => { cut.blocked = false; } };
  await context.route(pattern, (route) => {
    cut.tries += 1;
    return cut.blocked ? route.abort('internetdisconnected') : route.continue();
  });
  return cut;
}

phoneTest('after the first screen every module comes, one at a time, before the offline copy; no screen then waits for its code', { skip, open: false }, async ({ page, url }) => {
  const asked = [];
  let inFlight = 0, most = 0;
  const isModule = (r) => /\/module_[^/]*\.wasm$/.test(r.url());
  page.on('request', (r) => {
    if (isModule(r)) { asked.push(r.url().split('/').pop()); most = Math.max(most, ++inFlight); }
  });
  for (const ended of ['requestfinished', 'requestfailed']) page.on(ended, (r) => { if (isModule(r)) inFlight -= 1; });
  await openApp(page, url, games);
  // The offline copy is asked for once the modules are in (index.html, dkKeepOffline).
  for (let waited = 0; !(await page.evaluate(async () => !!(await navigator.serviceWorker.getRegistration()))); waited += 250) {
    assert.ok(waited < 60000, 'the offline copy was asked for within a minute');
    await page.waitForTimeout(250);
  }
  assert.deepEqual([...new Set(asked)].sort(), [...modules].sort(), 'every module was fetched before the offline copy was asked for');
  assert.equal(asked.length, modules.length, `each module fetched once: ${asked.join(', ')}`);
  assert.equal(most, 1, 'one module at a time, so a tap\'s own module never waits behind many');
  assert.match(asked[0], /SharingScreen/, 'the smaller of the two screens a first visit opens next comes first');
  assert.match(asked[1], /NewGameScreen/, 'then a first game\'s screen');
  // The screens then open on code already there: none is fetched again, and none is slow enough to say "Opening…"
  // (shown after a second).
  for (const tab of ['Figures', 'Rules', 'Settings', 'Games']) {
    const tapped = Date.now();
    await play(page, `tab-${tab}`, see(`${tab.toLowerCase()}-screen`, { timeout: 10000 }));
    assert.ok(Date.now() - tapped < 1000, `${tab} opened in ${Date.now() - tapped} ms`);
  }
  assert.equal(asked.length, modules.length, 'no module fetched again');
});

phoneTest('a screen whose module does not arrive says it waits for the network, then opens by itself once it comes', { skip, open: false }, async ({ page, context, url }) => {
  // A first visit whose connection drops for the Figures screen's module (before the offline copy has it).
  const cut = await cutOff(context, '**/module_*LazyFiguresScreen.wasm');
  await page.goto(url);
  await play(page, see('games-screen', { timeout: 30000 }), 'tab-Figures');
  const waiting = page.locator(tid('screen-loading'));
  await waiting.waitFor({ timeout: 5000 });
  // After a second: "Opening…"; after five: why, in the player's words.
  await page.waitForTimeout(1500);
  assert.equal(await waiting.locator('.loading-now').isVisible(), true, '"Opening…" after a second');
  assert.equal(await waiting.locator('.loading-slow').isVisible(), false);
  await page.waitForTimeout(4500);
  const slow = waiting.locator(tid('screen-loading-slow'));
  assert.equal(await slow.isVisible(), true, 'the long wait is explained');
  assert.equal(await slow.textContent(), message('en', 'app.ftl', 'screen-loading-slow'));
  assert.equal(await waiting.locator('.loading-now').isVisible(), false, 'one sentence at a time');
  await shot(page, 'modules-01-figures-waiting-for-network');
  assert.ok(cut.tries >= 3, `the module was asked for again (${cut.tries} tries)`);
  // The connection comes back: the screen opens with no tap, and works.
  cut.back();
  await page.waitForSelector(tid('figures-screen'), { timeout: 15000 });
  assert.equal(await page.$(tid('screen-loading')), null);
  await play(page, 'tab-Games', see('games-screen'), 'tab-Figures', see('figures-screen', { timeout: 5000 }));
});

phoneTest("English's rest (the glossary, the rules, the refusals) comes after the first screen; a screen that says it waits for it, fetched again until it comes", { skip, open: false }, async ({ page, context, url }) => {
  const cut = await cutOff(context, '**/locales/en-rest.ftl');
  // The games screen and Settings say none of it, so neither waits.
  await page.goto(url);
  await play(page, see('games-screen', { timeout: 30000 }), 'tab-Settings', see('settings-screen', { timeout: 15000 }), 'tab-Rules');
  // Rules waits, as for its code, rather than show a message's id.
  const waiting = page.locator(tid('screen-loading'));
  await page.waitForTimeout(1500);
  assert.equal(await waiting.locator('.loading-now').isVisible(), true, '"Opening…" while English\'s rest does not come');
  assert.equal(await page.$(tid('rules-screen')), null);
  assert.ok(cut.tries >= 2, `asked for again (${cut.tries} tries)`);
  cut.back();
  await page.waitForSelector(tid('entry-rule-core-01'), { timeout: 15000 });
  assert.match(await page.textContent(tid('entry-rule-core-01')), new RegExp(message('en', 'rules.ftl', 'rule-core-01')));
});

phoneTest('a screen the player opens comes before the modules fetched ahead: the one under way is stopped and fetched later', { skip, open: false }, async ({ page, context, url }) => {
  // Every module comes slowly (a second before it starts), as on a weak connection.
  await context.route('**/module_*.wasm', async (route) => {
    await new Promise((r) => setTimeout(r, 1000));
    await route.continue().catch(() => {});
  });
  const stopped = [], fetched = [];
  page.on('requestfailed', (r) => { if (/module_/.test(r.url())) stopped.push(r.url().split('/').pop()); });
  page.on('requestfinished', (r) => { if (/module_/.test(r.url())) fetched.push(r.url().split('/').pop()); });
  // The prefetch starts with the sharing screen's module, as the first screen is drawn; the player opens a new game.
  const prefetching = page.waitForRequest(/module_.*LazySharingScreen\.wasm$/, { timeout: 30000 });
  await openApp(page, url, games);
  await prefetching;
  await play(page, 'new-game', see('new-game-screen', { timeout: 20000 }));
  assert.match(stopped.join(' '), /LazySharingScreen/, `the sharing prefetch was stopped for the new-game screen (stopped: ${stopped.join(', ')})`);
  assert.match(fetched[0] ?? '', /LazyNewGameScreen/, `the new-game screen's module came first (${fetched.join(', ')})`);
  // The prefetch goes on afterwards, and the sharing screen's module comes after all.
  await page.tap(tid('tab-Games'));
  await page.waitForFunction(() => document.querySelector('[data-testid="games-screen"]'));
  await page.waitForTimeout(3000);
  assert.ok(fetched.some((f) => /LazySharingScreen/.test(f)), `the sharing module was fetched again (${fetched.join(', ')})`);
});

phoneTest('a host that serves the modules under another type still opens every screen', { skip, open: false }, async ({ page, context, url }) => {
  await context.route('**/module_*.wasm', async (route) => {
    // The app stops a module fetched ahead when a screen is opened (the test above): such a request is gone before
    // it is answered, and its answer has nowhere to go. A screen whose own module is lost this way fails below.
    const response = await route.fetch().catch(() => null);
    if (response) await route.fulfill({ response, headers: { ...response.headers(), 'content-type': 'application/octet-stream' } }).catch(() => {});
  });
  await openApp(page, url, games);
  for (const tab of ['Figures', 'Rules', 'Settings']) await play(page, `tab-${tab}`, see(`${tab.toLowerCase()}-screen`, { timeout: 15000 }));
});

/** A first visit whose modules named in `names` are each held back until `release(name)`; when the store worker's
 *  script was asked for (`workerAt()`, ms since the games screen, or null; `workerAt(time)`: that time's). */
async function holdModules({ page, context, url }, names) {
  const gates = new Map(names.map((name) => [name, deferred()]));
  for (const [name, { promise }] of gates) {
    await context.route(`**/module_*${name}.wasm`, async (route) => { await promise; await route.continue().catch(() => {}); });
  }
  let workerAsked = null;
  context.on('request', (r) => { if (/\/store-worker\.js$/.test(r.url())) workerAsked ??= Date.now(); });
  await openApp(page, url, games);
  const shown = Date.now();
  return {
    release: (name) => gates.get(name).resolve(),
    releaseAll: () => gates.forEach(({ resolve }) => resolve()),
    workerAt: (at = workerAsked) => (at === null ? null : at - shown),
  };
}

phoneTest('a first visit\'s store worker waits for the screens a player opens next, so their code never shares the link with it', { skip, open: false }, async (phone) => {
  const { release, workerAt } = await holdModules(phone, ['LazySharingScreen', 'LazyNewGameScreen']);
  await phone.page.waitForTimeout(2000);
  assert.equal(workerAt(), null, 'no store worker while both screens\' modules are on their way');
  release('LazySharingScreen');
  await phone.page.waitForResponse(/module_.*LazySharingScreen\.wasm$/, { timeout: 10000 });
  await phone.page.waitForTimeout(2000);
  assert.equal(workerAt(), null, 'no store worker while the new game\'s module is on its way');
  release('LazyNewGameScreen');
  await phone.page.waitForResponse(/module_.*LazyNewGameScreen\.wasm$/, { timeout: 10000 });
  for (let waited = 0; workerAt() === null; waited += 100) {
    assert.ok(waited < 5000, 'the store worker started once the next screens\' modules were in');
    await phone.page.waitForTimeout(100);
  }
});

phoneTest('a first visit\'s tap that needs the store starts its worker at once, without waiting for the screens fetched ahead', { skip, open: false }, async (phone) => {
  const { releaseAll, workerAt } = await holdModules(phone, ['LazySharingScreen']);
  try {
    await phone.page.waitForTimeout(2000);
    assert.equal(workerAt(), null, 'no store worker before the player did anything');
    await startQuickGame(phone.page, 'Before sharing came');
    const started = workerAt(Date.now());
    // The wait's cap (10 s after the first screen) must not be what started it.
    assert.ok(started < 8000, `the new game was set up within 8 s (${started} ms)`);
    await phone.page.waitForSelector(tid('turn-bar'), { timeout: 20000 });
    assert.ok(workerAt() !== null && workerAt() < started + 2000, `the store worker started for the new game (${workerAt()} ms after the games screen, Start at ${started} ms)`);
    await saved(phone.page, 20000);
    await play(phone.page, endTurn, turnsAre(1));
  } finally {
    releaseAll();
  }
  await reloaded(phone.page);
  assert.equal(await turnsShown(phone.page), 1, 'the game and its turn were kept');
});

phoneTest('a new phone joining sees its camera at once; while the code that reads it cannot come, the screen says it waits for the network', { skip, open: false, args: ['--use-fake-device-for-media-stream', '--use-fake-ui-for-media-stream'] }, async ({ page, context, url }) => {
  await context.grantPermissions(['camera']);
  const cut = await cutOff(context, '**/module_*_play.wasm');
  await page.goto(url);
  await play(page, see('games-screen', { timeout: 30000 }), 'share-open', see('sharing-screen', { timeout: 20000 }), 'share-join', see('share-camera'));
  const slow = page.locator(tid('screen-loading-slow'));
  await slow.waitFor({ state: 'visible', timeout: 8000 });
  assert.equal(await slow.textContent(), message('en', 'app.ftl', 'share-reader-waiting'));
  assert.equal(await page.locator('.loading-now').count(), 0, 'not "Opening…" under a camera already open');
  await shot(page, 'modules-02-camera-waiting-for-pairing');
  // The connection comes back: the reader comes, the sentence goes, the camera stays on.
  cut.back();
  await page.locator(tid('screen-loading')).waitFor({ state: 'detached', timeout: 20000 });
  assert.equal(await page.locator(tid('share-camera')).isVisible(), true, 'the camera still shows, reading now');
});
