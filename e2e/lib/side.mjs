// Dialkeeper beside a Dioxus web hello-world (dist/hello, scripts/hello-web.sh), measured the same way in the
// same run, as a phone would see them (issue 34): the first visit on slow 4G at CPU x4 (to the games screen,
// and to Join's camera picture), the warm start at CPU x4, and the gzip size of what is kept offline.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { basename, join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { launchPhone, quantile, tid } from './harness.mjs';
import { throttle } from './phone.mjs';

/** Slow 4G as the issue measures it: 1.6 Mbps down, 150 ms round trip, for a server's `link` option. The server paces
 *  it rather than Chromium's network emulation, which throttles the page's own requests only: a service worker
 *  filling its cache would download beside the page at full speed, as no phone's radio does. */
export const slow4g = () => ({ rttMs: 150, bytesPerSecond: 1.6e6 / 8 });

/** Records, from the page's own clock (ms since navigation start), when `selector` first
 *  shows: installed before any of the page's scripts run. It says the time on the console too
 *  (`dk-shown <ms>`), which `shownAt` waits for. */
export function stampWhenShown(selector) {
  const look = () => {
    if (window.__shownAt === undefined && document.querySelector(selector)) {
      window.__shownAt = performance.now();
      console.debug(`dk-shown ${window.__shownAt}`);
    }
  };
  new MutationObserver(look).observe(document, { childList: true, subtree: true });
  look();
}

/** The time `stampWhenShown` says for the next page `page` loads: asked before the navigation. It
 *  listens rather than asks the page, as asking (`waitForSelector`, `evaluate`) puts Playwright's own
 *  script into the page, which ran 44-56 ms on its main thread at CPU x4 in the very start being timed
 *  (a timeline trace of the warm start, in the thirty-third session). */
function shownAt(page) {
  const shown = page
    .waitForEvent('console', { predicate: (m) => m.text().startsWith('dk-shown '), timeout: 120000 })
    .then((m) => Number(m.text().slice('dk-shown '.length)));
  // The caller awaits it once its navigation is under way; a navigation that fails is the error it throws.
  shown.catch(() => {});
  return shown;
}

/** The median of `runs` visits by `visit(page, context)`, each on a new phone (no cache,
 *  no service worker; launchPhone's `options`) at CPU x4, each resolving to its time. */
async function newPhones(runs, options, visit) {
  const times = [];
  for (let i = 0; i < runs; i++) {
    const { context, page } = await launchPhone(undefined, options);
    try {
      await throttle(page, 4);
      times.push(await visit(page, context));
    } finally { await context.close(); }
  }
  return quantile(times, 0.5);
}

/** The first visit: a new phone at CPU x4, from navigation to `selector` shown, served by
 *  a server on slow 4G (`slow4g`); the median of `runs`. */
export const firstVisit = (url, selector, runs = 3) => newPhones(runs, {}, async (page) => {
  await page.addInitScript(stampWhenShown, selector);
  const shown = shownAt(page);
  await page.goto(url, { waitUntil: 'commit' });
  return shown;
});

/** Records, from the page's own clock, when the `<video>` `selector` first plays the camera's picture (a frame there,
 *  not paused): media events do not bubble, so they are heard on the document as they come down to it. */
function stampWhenPlaying(selector) {
  const look = ({ target: v }) => {
    if (window.__shownAt === undefined && v.matches?.(selector) && v.videoWidth > 0 && !v.paused && v.readyState >= 2) window.__shownAt = performance.now();
  };
  for (const type of ['loadeddata', 'playing', 'resize', 'timeupdate']) document.addEventListener(type, look, true);
}

/** The first visit to Join a shared game (issue 50's budget): the same new phone, with a camera (Chromium's
 *  fake one, its moving pattern; permission granted, as a player's "Allow", whose own time is not counted),
 *  from navigation to Join's `<video>` playing the camera's picture, by a new player's shortest path: the
 *  games screen it opens on, Share, Join, each tapped as soon as it shows (the waits counted, as a player's
 *  would be). No network namespace: the preview needs no WebRTC link. Each run has its own server from
 *  `serve()` (on slow 4G), so no run shares a link with the last one's downloads. The median of `runs`. */
export const firstVisitToJoin = (serve, runs = 3) => newPhones(runs, { args: ['--use-fake-device-for-media-stream', '--use-fake-ui-for-media-stream'] }, async (page, context) => {
  const server = await serve();
  try {
    await context.grantPermissions(['camera']);
    await page.addInitScript(stampWhenPlaying, tid('share-camera'));
    await page.goto(server.url, { waitUntil: 'commit' });
    for (const button of ['share-open', 'share-join']) await page.tap(tid(button), { timeout: 120000 });
    return (await page.waitForFunction(() => window.__shownAt, null, { timeout: 60000 })).jsonValue();
  } finally { await server.stop(); }
});

/** How each warm start is timed (`warmStart`'s `how`): the pause after each start before the next reload, and whether
 *  the service worker is stopped before it, as Chromium stops an idle one after about 30 s: a player's next start
 *  comes minutes after the last, and boots it again (the hello-world has none). */
export const SETTLED = { settleMs: 2000, workerStopped: true };

/** The warm start: the same phone reopening the app (its caches and service worker filled
 *  by a first visit) at CPU x4, from navigation to `selector` shown; the median of `runs`. */
export async function warmStart(url, selector, runs = 7, prepare = async () => {}, how = SETTLED) {
  const { context, page } = await launchPhone();
  try {
    await page.addInitScript(stampWhenShown, selector);
    await page.goto(url);
    await prepare(page);
    await page.waitForSelector(selector, { timeout: 60000 });
    // Whatever the app keeps offline is in place before the starts are timed.
    await page.evaluate(() => navigator.serviceWorker?.ready && Promise.race([navigator.serviceWorker.ready, new Promise((r) => setTimeout(r, 5000))]));
    await throttle(page, 4);
    const browser = await context.newCDPSession(page);
    await browser.send('ServiceWorker.enable');
    const times = [];
    for (let i = 0; i < runs; i++) {
      // What the last start did after its first screen (the store worker, downloads) ends before the next reload:
      // a reload at once would time its breaking off too. A timer of the bench's own, which asks nothing of the page.
      await new Promise((r) => setTimeout(r, how.settleMs));
      if (how.workerStopped) await browser.send('ServiceWorker.stopAllWorkers');
      const shown = shownAt(page);
      await page.reload({ waitUntil: 'commit' });
      times.push(await shown);
    }
    return quantile(times, 0.5);
  } finally { await context.close(); }
}

/** The files of a bundle folder that `keep` names (default: all), raw and gzip -9: all of them is what a hello-world
 *  without a service worker fetches, the counterpart of what Dialkeeper's service worker keeps. */
export function folderGzip(dir, keep = () => true) {
  const files = readdirSync(dir, { recursive: true }).map((f) => join(dir, f))
    .filter((f) => keep(basename(f)) && statSync(f).isFile());
  const sum = (size) => files.reduce((n, f) => n + size(readFileSync(f)), 0);
  return { raw: sum((bytes) => bytes.length), gz: sum((bytes) => gzipSync(bytes, { level: 9 }).length) };
}

/** One figure beside the hello-world's: `name: 8.0 s (hello-world 1.7 s, 4.7x) budget`. */
export function besideLine(name, ours, hello, unit, budget) {
  const show = (v) => (unit === 'MB' ? `${(v / 1e6).toFixed(2)} MB` : `${v.toFixed(0)} ms`);
  return `${name}: ${show(ours)} (hello-world ${show(hello)}, ${(ours / hello).toFixed(1)}x) (budget ${budget})`;
}
