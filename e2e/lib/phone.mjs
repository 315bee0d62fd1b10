// A phone's conditions for a page of the shipped bundle (RECIPE.md, "A phone's conditions in Chromium"): a
// slow CPU, a store worker whose storage stalls, and a page the phone freezes while it is in the background.

/** The page's CDP session (one per page, kept). */
const sessions = new WeakMap();
export async function cdp(page) {
  if (!sessions.has(page)) sessions.set(page, await page.context().newCDPSession(page));
  return sessions.get(page);
}

/** A mid-range phone's CPU: the page's main thread `rate` times slower. */
export const throttle = async (page, rate = 4) =>
  (await cdp(page)).send('Emulation.setCPUThrottlingRate', { rate });

/** `work()` with the page's CPU `rate` times slower, then at full speed again. */
export async function atCpu(page, rate, work) {
  await throttle(page, rate);
  try { return await work(); } finally { await throttle(page, 1); }
}

/** The page's store worker, if it runs. */
export const storeWorker = (page) => page.workers().find((w) => w.url().includes('store-worker'));

/** Holds the store worker busy for `ms` (a phone's storage or a backup holding it), without waiting: the
 *  returned promise settles when the hold ends. Resolves false if no worker runs. */
export const holdWorker = (page, ms) => storeWorker(page)
  ?.evaluate((ms) => { const end = Date.now() + ms; while (Date.now() < end); return true; }, ms)
  .catch(() => false) ?? Promise.resolve(false);

/** Freezes the page as a phone freezes a background page, for `ms`, then resumes it. */
export async function freeze(page, ms) {
  const session = await cdp(page);
  await session.send('Page.setWebLifecycleState', { state: 'frozen' });
  await new Promise((r) => setTimeout(r, ms));
  await session.send('Page.setWebLifecycleState', { state: 'active' });
}

/** Hides the page and shows it again, as a phone's lock screen does: the page hears `visibilitychange` both
 *  ways (Playwright cannot hide a headless page itself). */
export async function hideAndShow(page, ms) {
  const set = (hidden) => page.evaluate((hidden) => {
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => (hidden ? 'hidden' : 'visible') });
    Object.defineProperty(document, 'hidden', { configurable: true, get: () => hidden });
    document.dispatchEvent(new Event('visibilitychange'));
    if (hidden) window.dispatchEvent(new Event('pagehide')); else window.dispatchEvent(new Event('pageshow'));
  }, hidden);
  await set(true);
  await new Promise((r) => setTimeout(r, ms));
  await set(false);
}

/** What the table shows: the turn, the actions left, and every dial's click and tokens. */
export function tableShown(page) {
  return page.evaluate(() => {
    const bar = document.querySelector('[data-testid="turn-bar"]');
    if (!bar) return null;
    const each = (selector, key) =>
      Object.fromEntries([...document.querySelectorAll(selector)].map((e) => [e.dataset.testid, e.dataset[key]]));
    const left = document.querySelector('[data-testid="actions-left"]');
    return { round: bar.dataset.round, player: bar.dataset.player, left: left?.dataset.left ?? null,
      clicks: each('[data-testid^="click-"][data-click]', 'click'), tokens: each('[data-testid^="tokens-"]', 'tokens') };
  });
}

/** The games list as shown: every game's name, in order. */
export const gamesShown = (page) =>
  page.evaluate(() => [...document.querySelectorAll('li.game')].map((li) => li.querySelector('.game-info strong').textContent.trim()));

/** An init script (`page.addInitScript(holdStoreWords)`): what every store worker says to the page is held back
 *  until `window.dkReleaseStore()`, as from a phone's storage slow to open; `window.dkStoreHeld` counts it. */
export function holdStoreWords() {
  const Real = window.Worker, held = [];
  let open = false;
  window.dkStoreHeld = () => held.length;
  window.dkReleaseStore = () => { open = true; for (const [worker, data] of held.splice(0)) worker.dispatchEvent(new MessageEvent('message', { data })); };
  window.Worker = class extends Real {
    constructor(...args) {
      super(...args);
      this.addEventListener('message', (e) => { if (!open) { e.stopImmediatePropagation(); held.push([this, e.data]); } });
    }
  };
}

/** Deletes the game listed as `name` on the games screen, confirmed. */
export async function deleteGame(page, name) {
  await page.locator('li.game', { hasText: name }).locator('[data-testid^="delete-"]').tap();
  await page.tap('[data-testid="confirm-delete-yes"]');
  await page.locator('li.game', { hasText: name }).waitFor({ state: 'detached' });
}
