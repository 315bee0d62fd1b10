// Dialkeeper beside a Dioxus web hello-world (dist/hello, scripts/hello-web.sh), measured
// the same way in the same run, as a phone would see them (issue 34): the first visit on
// slow 4G at CPU x4, the warm start at CPU x4, and the gzip size of what is kept offline.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { launchPhone, quantile } from './harness.mjs';
import { throttle } from './phone.mjs';

/** Slow 4G as the issue measures it: 1.6 Mbps down, 150 ms round trip, for a server's
 *  `link` option. The server paces it rather than Chromium's network emulation, which
 *  throttles the page's own requests only: a service worker filling its cache would
 *  download beside the page at full speed, as no phone's radio does. */
export const slow4g = () => ({ rttMs: 150, bytesPerSecond: 1.6e6 / 8 });

/** Records, from the page's own clock (ms since navigation start), when `selector` first
 *  shows: installed before any of the page's scripts run. */
function stampWhenShown(selector) {
  const look = () => {
    if (window.__shownAt === undefined && document.querySelector(selector)) window.__shownAt = performance.now();
  };
  new MutationObserver(look).observe(document, { childList: true, subtree: true });
  look();
}

async function shownAt(page, selector) {
  await page.waitForSelector(selector, { timeout: 120000 });
  return page.evaluate(() => window.__shownAt);
}

/** The first visit: a new phone (no cache, no service worker) at CPU x4, from navigation
 *  to `selector` shown, served by a server on slow 4G (`slow4g`); the median of `runs`. */
export async function firstVisit(url, selector, runs = 3) {
  const times = [];
  for (let i = 0; i < runs; i++) {
    const { context, page } = await launchPhone();
    try {
      await page.addInitScript(stampWhenShown, selector);
      await throttle(page, 4);
      await page.goto(url, { waitUntil: 'commit' });
      times.push(await shownAt(page, selector));
    } finally {
      await context.close();
    }
  }
  return quantile(times, 0.5);
}

/** The warm start: the same phone reopening the app (its caches and service worker filled
 *  by a first visit) at CPU x4, from navigation to `selector` shown; the median of `runs`. */
export async function warmStart(url, selector, runs = 7) {
  const { context, page } = await launchPhone();
  try {
    await page.addInitScript(stampWhenShown, selector);
    await page.goto(url);
    await page.waitForSelector(selector, { timeout: 60000 });
    // Whatever the app keeps offline is in place before the starts are timed.
    await page.evaluate(() => navigator.serviceWorker?.ready && Promise.race([navigator.serviceWorker.ready, new Promise((r) => setTimeout(r, 5000))]));
    await throttle(page, 4);
    const times = [];
    for (let i = 0; i < runs; i++) {
      await page.reload({ waitUntil: 'commit' });
      times.push(await shownAt(page, selector));
    }
    return quantile(times, 0.5);
  } finally {
    await context.close();
  }
}

/** The files of a bundle folder that `keep` names (default: all), raw and gzip -9: all of
 *  them is what a hello-world without a service worker fetches, the counterpart of what
 *  Dialkeeper's service worker keeps. */
export function folderGzip(dir, keep = () => true) {
  let raw = 0, gz = 0;
  const walk = (d) => {
    for (const name of readdirSync(d)) {
      const path = join(d, name);
      if (statSync(path).isDirectory()) walk(path);
      else if (keep(name)) {
        const bytes = readFileSync(path);
        raw += bytes.length;
        gz += gzipSync(bytes, { level: 9 }).length;
      }
    }
  };
  walk(dir);
  return { raw, gz };
}

/** One figure beside the hello-world's: `name: 8.0 s (hello-world 1.7 s, 4.7x) budget`. */
export function besideLine(name, ours, hello, unit, budget) {
  const show = (v) => (unit === 'MB' ? `${(v / 1e6).toFixed(2)} MB` : `${v.toFixed(0)} ms`);
  return `${name}: ${show(ours)} (hello-world ${show(hello)}, ${(ours / hello).toFixed(1)}x) (budget ${budget})`;
}
