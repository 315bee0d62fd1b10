// Languages downloaded when first needed (issue 34): the page's wasm carries English alone, the others are files
// beside it. The first screen comes in the player's language, never in English first; every language switches offline
// once the app was opened online, and the Rules search finds a term in any of them; a download that fails leaves
// English and a working app, and the next switch tries again.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { openApp, tid, message, webDir, play, see } from '../lib/harness.mjs';
import { phoneTest } from '../lib/fixture.mjs';

/** Message ids shown raw (a Fluent id is kebab-case with a known prefix). */
const rawIds = () => document.body.innerText.match(/\b(?:wiz|violation|event|rule|glossary|ability|feed|editor|settings|import|move|keep|tab|theme|text)-[a-z0-9-]+\b/g) ?? [];
/** Every language but English, each a file beside the page's wasm. */
const OTHERS = ['fr', 'es', 'de', 'it', 'nl'];

/** Opens the app, and resolves with the tab bar's words the first time it was drawn
 *  (recorded before any of the page's code runs). */
async function firstTabBar(page, url) {
  await page.addInitScript(() => new MutationObserver((_, observer) => {
    const bar = document.querySelector('nav.tabbar');
    if (bar) { window.dkFirstTabBar = bar.textContent; observer.disconnect(); }
  }).observe(document, { childList: true, subtree: true }));
  await openApp(page, url);
  return page.evaluate(() => window.dkFirstTabBar);
}

/** Opens Settings, taps a language, and waits for the settings title in it. */
async function switchTo(page, lang) {
  if (!(await page.$(tid('settings-screen')))) await page.tap(tid('tab-Settings'));
  await page.tap(tid(`lang-${lang}`));
  const title = message(lang, 'app.ftl', 'settings-title');
  await page.waitForFunction((title) => document.querySelector('[data-testid="settings-screen"] h1')?.textContent === title, title, { timeout: 20000 });
  assert.equal(await page.getAttribute('div.app', 'lang'), lang);
  assert.ok((await page.textContent(tid('tab-Games'))).includes(message(lang, 'app.ftl', 'tab-games')), `${lang}: the tab bar too`);
  assert.deepEqual(await page.evaluate(rawIds), [], `${lang}: no raw message id`);
}

// The split page's wasm holds English's first files alone: its rest is a file too.
const files = [...OTHERS, ...(existsSync(join(webDir, '__wasm_split.js')) ? ['en-rest'] : [])];

test('the bundle ships every language but English (and the split page English\'s rest) as a file the service worker keeps', () => {
  for (const file of files) assert.ok(existsSync(join(webDir, 'locales', `${file}.ftl`)), file);
  assert.ok(!existsSync(join(webDir, 'locales', 'en.ftl')), 'English is in the wasm');
});

phoneTest('opened once online, Deutsch and Nederlands switch offline and the search knows both; a German phone starts in German', async ({ page, context, server, url, relaunch, launch, serve }) => {
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 20000 });
  const kept = await page.evaluate(async () => (await (await caches.open((await caches.keys())[0])).keys()).map((r) => new URL(r.url).pathname));
  for (const file of files) assert.ok(kept.includes(`/locales/${file}.ftl`), `the service worker keeps ${file}`);
  await server.stop();
  await context.setOffline(true);
  await switchTo(page, 'de');
  await switchTo(page, 'nl');
  // The Rules search finds a term by its name in a language downloaded, not shown.
  await play(page, 'tab-Rules', see('rules-screen'));
  await page.fill(tid('rules-search'), message('de', 'glossary.ftl', 'glossary-mount'));
  await page.waitForFunction(() => document.querySelector('.rules .entries > li')?.dataset.testid === 'entry-glossary-mount', null, { timeout: 10000 });
  // Relaunched offline: the first screen is drawn in Dutch, the language last chosen.
  const relaunched = await relaunch({ open: false });
  await relaunched.context().setOffline(true);
  const first = await firstTabBar(relaunched, url);
  assert.ok(first.includes(message('nl', 'app.ftl', 'tab-games')), `the first screen is in Dutch: ${first}`);
  await switchTo(relaunched, 'de');
  // A phone set to German, first visit: the first screen is in German, not English first.
  const fresh = await serve();
  const german = await launch({ locale: 'de-DE' });
  const firstGerman = await firstTabBar(german.page, fresh.url);
  assert.ok(firstGerman.includes(message('de', 'app.ftl', 'tab-games')), `the first screen is in German: ${firstGerman}`);
});

phoneTest('a language that does not come leaves English and a working app; the next switch asks again', { locale: 'de-DE', open: false }, async ({ page, url }) => {
  const warnings = [];
  page.on('console', (m) => m.type() === 'warning' && warnings.push(m.text()));
  await page.route('**/locales/*.ftl', (route) => route.abort());
  await openApp(page, url);
  assert.ok((await page.textContent(tid('tab-Games'))).includes(message('en', 'app.ftl', 'tab-games')), 'English stands in');
  assert.ok(warnings.some((w) => w.includes('de words did not come')), `logged: ${warnings}`);
  await page.unroute('**/locales/*.ftl');
  await switchTo(page, 'nl');
  await switchTo(page, 'de');
});

phoneTest('the player\'s language that failed at the start is asked again, and the screens redraw in it', { locale: 'de-DE', open: false }, async ({ page, url }) => {
  // Both of the start's asks fail (the likely language, then the store's).
  let failures = 2;
  await page.route('**/locales/de.ftl', (route) => (failures-- > 0 ? route.abort() : route.continue()));
  const first = await firstTabBar(page, url);
  assert.ok(first.includes(message('en', 'app.ftl', 'tab-games')), `English first: ${first}`);
  const german = message('de', 'app.ftl', 'tab-games');
  await page.waitForFunction((label) => document.querySelector('[data-testid="tab-Games"]')?.textContent.includes(label), german, { timeout: 20000 });
  assert.deepEqual(await page.evaluate(rawIds), []);
});
