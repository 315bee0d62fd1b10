// Languages downloaded when first needed (issues 34 and 50): the page's wasm carries English alone, the others are
// files beside it, each in two halves. The first screen comes in the player's language, never in English first. Every
// language's entries' names are kept offline, so the Rules search finds a term by its name in any of them; both its
// halves are kept once the language is chosen, and by every later version. Offline, a language never chosen is
// refused in the words shown; a download that fails leaves English and a working app, asked again when the phone is
// back online.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { openApp, tid, message, webDir, play, see, shot, controlled, versionOf } from '../lib/harness.mjs';
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

/** The files the service worker keeps from one of its caches, as paths. */
const keptIn = (page, build) => page.evaluate(async (build) => {
  const names = await caches.keys();
  const name = build ? names.find((n) => n.endsWith(build)) : names[0];
  return name ? (await (await caches.open(name)).keys()).map((r) => new URL(r.url).pathname) : [];
}, build);

/** Waits until the service worker in charge keeps `file`. */
const keeps = (page, file) => page.waitForFunction(async (file) => {
  for (const name of await caches.keys()) {
    if ((await (await caches.open(name)).keys()).some((r) => new URL(r.url).pathname === file)) return true;
  }
  return false;
}, file, { timeout: 20000, polling: 200 });

// The split page's wasm holds English's first files alone: its rest is a file too.
const split = existsSync(join(webDir, '__wasm_split.js'));
/** What the service worker keeps of the languages by itself: each one's names (the search's words). */
const keptByItself = [...OTHERS.map((code) => `${code}-names`), ...(split ? ['en-rest'] : [])];

test('the bundle ships each language but English in two halves, kept once chosen, and its names, kept offline', () => {
  const sw = readFileSync(join(webDir, 'sw.js'), 'utf8');
  const file = (code, part) => readFileSync(join(webDir, 'locales', `${code}-${part}.ftl`), 'utf8');
  for (const code of OTHERS) {
    for (const half of ['rules', 'screens']) {
      assert.ok(existsSync(join(webDir, 'locales', `${code}-${half}.ftl`)), `${code}-${half}`);
      assert.ok(!sw.includes(`"./locales/${code}-${half}.ftl"`), `${code}'s ${half} half waits to be chosen`);
    }
    assert.ok(sw.includes(`"./locales/${code}-names.ftl"`), `${code}'s names are kept`);
    // Its names are the lines of its Rules half that begin a message (i18n's Names), one per entry.
    const names = file(code, 'names');
    assert.equal(names, file(code, 'rules').split('\n').filter((l) => /^[a-z][a-z0-9-]* = /.test(l)).map((l) => `${l}\n`).join(''));
    assert.ok(/^glossary-mount = \S/m.test(names) && /^rule-core-01 = \S/m.test(names) && !/^\s*\./m.test(names), `${code}: names alone`);
  }
  assert.ok(!split || sw.includes('"./locales/en-rest.ftl"'), 'English\'s rest is kept');
  assert.ok(!existsSync(join(webDir, 'locales', 'en.ftl')), 'English is in the wasm');
});

phoneTest('offline, a language chosen online switches and one never chosen is refused in the words shown; the search knows every language', async ({ page, context, server, url, relaunch }) => {
  await controlled(page);
  const kept = await keptIn(page);
  for (const file of keptByItself) assert.ok(kept.includes(`/locales/${file}.ftl`), `the service worker keeps ${file}`);
  assert.deepEqual(kept.filter((f) => /-(rules|screens)\.ftl$/.test(f)), [], 'no half of a language before it is chosen');
  // Deutsch chosen online: both its halves are kept from now on.
  await switchTo(page, 'de');
  await keeps(page, '/locales/de-screens.ftl');
  await keeps(page, '/locales/de-rules.ftl');
  await switchTo(page, 'en');
  await server.stop();
  await context.setOffline(true);
  await switchTo(page, 'de');
  // Nederlands was never chosen: offline, nothing changes and the player is told in German.
  await page.tap(tid('lang-nl'));
  await page.waitForSelector(`${tid('snackbar')}.warning`, { timeout: 20000 });
  const said = message('de', 'app.ftl', 'settings-language-offline').replace('{ $language }', 'Nederlands');
  assert.equal(await page.textContent('.snackbar-text'), said);
  assert.equal(await page.getAttribute('div.app', 'lang'), 'de', 'still in German');
  assert.equal(await page.getAttribute(tid('lang-de'), 'class'), 'choice on');
  await shot(page, 'languages-01-offline-refused-de');
  // The Rules search finds a term by its Dutch name, kept offline with every language's names; the entry reads in
  // German, chosen, its Dutch name listed beside it.
  await play(page, 'tab-Rules', see('rules-screen'));
  await page.fill(tid('rules-search'), message('nl', 'glossary.ftl', 'glossary-mount'));
  await page.waitForFunction(() => document.querySelector('.rules .entries > li')?.dataset.testid === 'entry-glossary-mount', null, { timeout: 10000 });
  await page.tap(`${tid('entry-glossary-mount')} .entry-head`);
  const names = await (await page.waitForSelector(`${tid('entry-glossary-mount')} dl.names`)).textContent();
  for (const lang of ['de', 'fr', 'es', 'it', 'nl']) {
    assert.ok(names.includes(message(lang, 'glossary.ftl', 'glossary-mount')), `${lang}'s name listed: ${names}`);
  }
  // Relaunched offline: the first screen is drawn in German, the language last chosen, and not Dutch.
  const relaunched = await relaunch({ open: false });
  await relaunched.context().setOffline(true);
  const first = await firstTabBar(relaunched, url);
  assert.ok(first.includes(message('de', 'app.ftl', 'tab-games')), `the first screen is in German: ${first}`);
  assert.deepEqual(await relaunched.evaluate(rawIds), []);
});

phoneTest('a language chosen is kept offline by the next version too; a German phone starts in German', { locale: 'de-DE', open: false }, async ({ page, server, url, relaunch, serve }) => {
  const first = await firstTabBar(page, url);
  assert.ok(first.includes(message('de', 'app.ftl', 'tab-games')), `the first screen is in German: ${first}`);
  // Asked before the service worker came: it keeps German's screens' words once it does.
  await controlled(page);
  await keeps(page, '/locales/de-screens.ftl');
  await keeps(page, '/locales/de-rules.ftl');
  // What builds before the halves kept (every language whole), and the half of a language a later build dropped
  // (never served again): the next version keeps both French halves for the first, and installs despite the second.
  await page.evaluate(async () => {
    const older = await caches.open('dialkeeper-0-before-halves');
    await older.put('locales/fr.ftl', new Response('settings-title = Réglages\n'));
    await older.put('locales/pt-screens.ftl', new Response('settings-title = Definições\n'));
    // A build before the names kept every language's Rules half by itself: none of them was chosen, but Italian, chosen
    // on that build's page while the newer version waited (its worker kept the Screens half alone).
    const beforeNames = await caches.open('dialkeeper-1-before-names');
    for (const code of ['es', 'it', 'nl']) await beforeNames.put(`locales/${code}-rules.ftl`, new Response(`glossary-mount = ${code}\n`));
    await beforeNames.put('locales/it-screens.ftl', new Response('settings-title = Impostazioni\n'));
  });
  // A newer version, deployed while the app is closed, takes over at the next start. Its page never asks to keep a
  // language, so only the install can keep German: it keeps what the version before kept.
  const newer = versionOf(webDir, 'newer');
  const index = join(newer, 'index.html');
  const html = readFileSync(index, 'utf8');
  assert.ok(html.includes('window.dkKeepLanguage = '));
  writeFileSync(index, html.replace('window.dkKeepLanguage = ', 'window.dkKeepLanguage = () => {}; window.dkKeepLanguageNot = '));
  // Italian's Rules half does not come from the newer version's server (as offline): it is taken from the older cache.
  rmSync(join(newer, 'locales', 'it-rules.ftl'));
  await server.stop();
  await serve({ dir: newer, port: server.port });
  page = await relaunch();
  await page.waitForSelector('meta[name="dk-test-build"][content="newer"]', { state: 'attached', timeout: 30000 });
  await page.waitForFunction(async () => (await caches.keys()).length === 1, null, { timeout: 20000 });
  const newerKeeps = await keptIn(page, '-newer');
  for (const half of ['rules', 'screens']) {
    assert.ok(newerKeeps.includes(`/locales/de-${half}.ftl`), `the newer version keeps German's ${half} half`);
    assert.ok(newerKeeps.includes(`/locales/fr-${half}.ftl`), `and French's, kept whole before the halves`);
  }
  for (const code of ['es', 'nl']) {
    assert.ok(!newerKeeps.includes(`/locales/${code}-rules.ftl`), `${code}'s Rules half, kept before by itself, is not a language chosen`);
  }
  assert.ok(newerKeeps.includes('/locales/it-screens.ftl'), 'Italian, chosen before, is kept');
  const italian = await page.evaluate(async () => (await (await caches.match('locales/it-rules.ftl'))?.text()) ?? null);
  assert.equal(italian, 'glossary-mount = it\n', 'with the Rules half the older version kept, where the server has none');
  assert.ok(!newerKeeps.some((f) => f.includes('pt-')), 'a dropped language is let go');
  page = await relaunch({ closed: (page) => page.context().setOffline(true) });
  assert.ok((await page.textContent(tid('tab-Games'))).includes(message('de', 'app.ftl', 'tab-games')), 'offline, in German');
});

phoneTest('a language that does not come leaves English and a working app; the next switch asks again', { locale: 'de-DE', open: false }, async ({ page, url }) => {
  const warnings = [];
  page.on('console', (m) => m.type() === 'warning' && warnings.push(m.text()));
  await page.route('**/locales/*.ftl', (route) => route.abort());
  await openApp(page, url);
  assert.ok((await page.textContent(tid('tab-Games'))).includes(message('en', 'app.ftl', 'tab-games')), 'English stands in');
  assert.ok(warnings.some((w) => w.includes('locales/de-screens.ftl did not come')), `logged: ${warnings}`);
  // A change that keeps the language applies at once: it never waits for the language's words.
  await play(page, 'tab-Settings', 'theme-dark');
  await page.waitForSelector(`${tid('theme-dark')}.on`, { timeout: 5000 });
  assert.equal(await page.$(`${tid('snackbar')}.warning`), null, 'no word about the language');
  await page.unroute('**/locales/*.ftl');
  await switchTo(page, 'nl');
  await switchTo(page, 'de');
});

phoneTest('the player\'s language that failed at the start is asked again, and the screens redraw in it', { locale: 'de-DE', open: false }, async ({ page, url }) => {
  // Both of the start's asks fail (the likely language, then the store's).
  let failures = 2;
  await page.route('**/locales/de-screens.ftl', (route) => (failures-- > 0 ? route.abort() : route.continue()));
  const first = await firstTabBar(page, url);
  assert.ok(first.includes(message('en', 'app.ftl', 'tab-games')), `English first: ${first}`);
  const german = message('de', 'app.ftl', 'tab-games');
  await page.waitForFunction((label) => document.querySelector('[data-testid="tab-Games"]')?.textContent.includes(label), german, { timeout: 20000 });
  assert.deepEqual(await page.evaluate(rawIds), []);
});

phoneTest('the player\'s language that does not come is asked again once the phone is back online, and the screens switch to it by themselves', { locale: 'de-DE', open: false }, async ({ page, context, url }) => {
  let refused = 0;
  await page.route('**/locales/de-screens.ftl', (route) => { refused += 1; return route.abort(); });
  await openApp(page, url);
  const [english, german] = ['en', 'de'].map((lang) => message(lang, 'app.ftl', 'tab-games'));
  assert.ok((await page.textContent(tid('tab-Games'))).includes(english), 'English stands in');
  // The start's asks all fail (the first screen's, the store's, the frame's); then the network comes back.
  await page.waitForTimeout(3000);
  assert.ok(refused >= 2, `the start asked and was refused: ${refused}`);
  assert.ok((await page.textContent(tid('tab-Games'))).includes(english), 'still English while the words cannot come');
  await page.unroute('**/locales/de-screens.ftl');
  await context.setOffline(true);
  await context.setOffline(false);
  // Well before the minute's own ask: the browser's "online" asks again.
  await page.waitForFunction((label) => document.querySelector('[data-testid="tab-Games"]')?.textContent.includes(label), german, { timeout: 15000 });
  assert.deepEqual(await page.evaluate(rawIds), []);
});
