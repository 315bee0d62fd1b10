// A restless player under a phone's conditions (issue 30), on the bundle as it ships. Seeded and reproducible: random
// taps on whatever is visible and enabled, text typed into searches and names, bursts of taps with a tab switch in
// the middle of the saves, while the CPU runs four times slower, the store worker stalls, the page is frozen, hidden,
// reloaded and now and then killed. After every step: no crash screen, and no tap waiting for the store with nothing
// said. At checkpoints: a tap on the table is answered within 2 s, and a reload shows exactly what was shown.
//
// DK_RESTLESS_SEEDS (comma-separated, default 11,12) and DK_RESTLESS_STEPS (per seed, default 120) run more; a
// failure prints its seed and step, to replay it.
import { startLiveview, launchPhone, killBrowser, quickGame, shot, tid, mulberry32, tempDir } from '../lib/harness.mjs';
import { phoneTest } from '../lib/fixture.mjs';
import { throttle, holdWorker, freeze, hideAndShow, tableShown, gamesShown } from '../lib/phone.mjs';

const SEEDS = (process.env.DK_RESTLESS_SEEDS ?? '11,12').split(',').map(Number);
const STEPS = Number(process.env.DK_RESTLESS_STEPS ?? 120);
const NATIVE_SEEDS = (process.env.DK_RESTLESS_NATIVE_SEEDS ?? '21').split(',').map(Number);
const NATIVE_STEPS = Number(process.env.DK_RESTLESS_NATIVE_STEPS ?? 60);
const CHECK_EVERY = 30;
/** Longer than any stall the player makes, plus the watchdog's 10 s: a wait past it is limbo. */
const LIMBO_MS = 25000;

/** A seeded generator (mulberry32), so a seed replays the same game. */
function generator(seed) {
  const next = mulberry32(seed);
  const int = (n) => Math.floor(next() * n);
  return { next, int, pick: (xs) => xs[int(xs.length)], between: (lo, hi) => lo + int(hi - lo + 1) };
}

const WORDS = ['Ana', 'healer', 'Tidewatch', 'zz', 'Überrennen', 'poussée', '  ', 'Sentinel 2', 'cav22', 'a'.repeat(80), '🎲'];

/** Marks the n-th (mod count) control a player could tap now (visible, enabled, not a file input, not a reload:
 *  reloads are steps of their own), and says what it is. */
function markControl(page, n, kind) {
  return page.evaluate(([n, kind]) => {
    for (const e of document.querySelectorAll('[data-restless]')) e.removeAttribute('data-restless');
    const seen = (e) => e.getClientRects().length > 0 && getComputedStyle(e).visibility !== 'hidden' && !e.closest('[inert]');
    const selector = kind === 'text'
      ? 'input[type=text], input[type=search], input:not([type]), input[type=number], textarea:not([readonly])'
      : 'button, [role=tab], input[type=checkbox], input[type=radio], select, summary';
    const all = [...document.querySelectorAll(selector)].filter((e) => seen(e) && !e.disabled
      && !/reload|update-reload|crash-reload/.test(e.dataset.testid ?? ''));
    if (!all.length) return null;
    const chosen = all[n % all.length];
    chosen.setAttribute('data-restless', '');
    return { what: chosen.dataset.testid || chosen.getAttribute('aria-label') || chosen.textContent.trim().slice(0, 30), tag: chosen.tagName, type: chosen.getAttribute('type') };
  }, [n, kind]);
}

/** The screen's state the player's eyes check after every step. */
function glance(page) {
  return page.evaluate(() => {
    const saving = document.querySelector('[data-testid="saving"]');
    const waiting = document.querySelector('[data-testid="saving-place"]')?.dataset.waiting;
    const visible = (e) => e && getComputedStyle(e).visibility === 'visible';
    return {
      crashed: !!document.querySelector('.crash'),
      saving: waiting || null,
      said: !!saving && (visible(saving.querySelector('.saving-now')) || visible(saving.querySelector('.saving-slow'))),
    };
  });
}

/** Waits for the app's first screen (or whatever it says instead), and returns which. */
const waitStarted = (page) => page.waitForFunction(() => [['nav.tabbar', 'app'], ['.crash', 'crash'],
  ['[data-testid="elsewhere"]', 'elsewhere'], ['[data-testid="below-floor"]', 'below-floor']]
  .find(([sel]) => document.querySelector(sel))?.[1] ?? null, null, { timeout: 30000 }).then((h) => h.jsonValue());

// Each seed launches and kills its own phones (`play`): the fixture gives the server.
phoneTest(`a restless player on a phone (the web app): seeds ${SEEDS.join(', ')}, ${STEPS} steps each`, { timeout: 60 * 60 * 1000, phone: false }, async ({ server }) => {
  await everySeed(SEEDS, async (seed) => play(webApp(server), seed, STEPS));
});

phoneTest(`the same player on the native line (the desktop renderer's path, liveview): seed ${NATIVE_SEEDS.join(', ')}, ${NATIVE_STEPS} steps`, { timeout: 60 * 60 * 1000, phone: false, server: false }, async () => {
  await everySeed(NATIVE_SEEDS, async (seed) => play(await nativeApp(), seed, NATIVE_STEPS));
});

/** Plays every seed, even after one fails, and then fails with every failure. */
async function everySeed(seeds, playOne) {
  const failures = [];
  for (const seed of seeds) await playOne(seed).catch((e) => { console.log(e.message); failures.push(e.message); });
  if (failures.length) throw new Error(`${failures.length} of ${seeds.length} seeds failed:\n${failures.join('\n')}`);
}

/** The web app as it ships: the browser itself is killed, and relaunched on its profile. */
function webApp(server) {
  const profile = tempDir('dk-restless-');
  return { name: 'web', url: () => server.url, launch: () => launchPhone(profile),
    kill: async () => killBrowser(profile), stop: async () => {}, stalls: true };
}

/** The native store through the liveview server: the app's process is killed and started again on its data folder. */
async function nativeApp() {
  const dataDir = tempDir('dk-restless-native-');
  let server = await startLiveview(dataDir);
  let browser;
  return {
    name: 'native', url: () => server.url, launch: async () => (browser = await launchPhone()),
    kill: async () => {
      server.child.kill('SIGKILL');
      await new Promise((r) => server.child.once('exit', r));
      server = await startLiveview(dataDir);
      await browser?.context.close().catch(() => {});
    },
    stop: async () => server.child.kill('SIGKILL'),
    log: () => server.log().split('\n').slice(-15).join('\n    '),
    // The native store answers in the same poll: there is no worker to stall.
    stalls: false,
  };
}

async function play(app, seed, STEPS) {
  const rnd = generator(seed);
  let { context, page } = await app.launch();
  const history = [];
  /** When each change in flight was first seen waiting, by its number. */
  const waitingSince = new Map();
  const stats = { steps: 0, taps: 0, bursts: 0, holds: 0, freezes: 0, hides: 0, reloads: 0, kills: 0, checkpoints: 0, longestWait: 0, slowestTableTap: 0 };
  const fail = (why) => {
    const log = app.log ? `\n  the app's last output:\n    ${app.log()}` : '';
    const env = `DK_RESTLESS_${app.name === 'web' ? '' : 'NATIVE_'}`;
    throw new Error(`restless player (${app.name}), seed ${seed}, step ${stats.steps}: ${why}${log}\n  last steps:\n    ${history.slice(-12).join('\n    ')}\n  replay: ${env}SEEDS=${seed} ${env}STEPS=${stats.steps + 1} node --test tests/restless.test.mjs`);
  };
  const relaunch = async () => {
    ({ context, page } = await app.launch());
    await page.goto(app.url());
    await started();
  };
  /** After every step: no crash, and no change waiting unseen past a second or in limbo. */
  const check = async () => {
    const g = await glance(page);
    if (g.crashed) fail('the crash screen is showing');
    const now = Date.now();
    for (const [change, since] of waitingSince) {
      if (change !== g.saving) {
        stats.longestWait = Math.max(stats.longestWait, now - since);
        waitingSince.delete(change);
      }
    }
    if (g.saving !== null) {
      if (!waitingSince.has(g.saving)) waitingSince.set(g.saving, now);
      const waited = now - waitingSince.get(g.saving);
      // The note shows after a second of the page's time; give a throttled page slack.
      if (waited > 2500 && !g.said) fail(`a change has waited ${waited} ms with nothing on screen`);
      if (waited > LIMBO_MS) fail(`a change has waited ${waited} ms: a tap in limbo`);
    }
    return g;
  };
  /** The store stalls the player made, until they end. */
  const stalls = new Set();
  const holdStore = (ms) => {
    const held = holdWorker(page, ms).finally(() => stalls.delete(held));
    stalls.add(held);
  };
  /** Waits until the stalls have ended and no change is in flight (the watchdog acts). */
  const settle = async () => {
    await Promise.all([...stalls]);
    const began = Date.now();
    for (;;) {
      const g = await check();
      if (g.saving === null) return;
      if (Date.now() - began > LIMBO_MS) fail('changes still in flight after the stalls ended');
      await page.waitForTimeout(200);
    }
  };
  /** A tab tapped inside the page, as fast as a finger, whatever lies over it. */
  const clickTab = (tab) => page.evaluate((t) => document.querySelector(`[data-testid="tab-${t}"]`)?.click(), tab);
  const toTable = () => clickTab('Table').then(() => page.waitForTimeout(100));
  const gamesListed = () => clickTab('Games').then(() => page.waitForSelector(tid('games-screen'))).then(() => gamesShown(page));
  /** Fails unless `after` shows what `before` showed: each of the turn bar's `keys`, and
   *  each of the dials' `parts` (clicks, tokens) both show. */
  const same = (before, after, when, keys, parts) => {
    for (const key of keys) if (before[key] !== after[key]) fail(`the table's ${key} was ${before[key]}, ${when} ${after[key]}`);
    for (const part of parts) {
      for (const [id, value] of Object.entries(before[part])) if (id in after[part] && after[part][id] !== value) fail(`${id} showed ${value}, ${when} ${after[part][id]}`);
    }
  };
  /** A game to play on, if the table has none. */
  const ensureGame = async () => {
    await toTable();
    if (await page.$(tid('turn-bar'))) return;
    await clickTab('Games');
    await page.waitForSelector(tid('new-game'));
    await quickGame(page, `Seed ${seed} game ${stats.steps}`);
  };
  /** A tap on the table once nothing is in flight is answered within 2 s, then a reload shows what was shown. */
  const checkpoint = async () => {
    stats.checkpoints += 1;
    await settle();
    await ensureGame();
    const button = await page.evaluate(() => [...document.querySelectorAll('[data-testid^="damage-"], [data-testid^="heal-"]')]
      .find((e) => !e.disabled && e.getClientRects().length)?.dataset.testid ?? null);
    if (button) {
      const dial = button.replace(/^(damage|heal)-/, 'click-');
      const before = await page.getAttribute(tid(dial), 'data-click');
      // An earlier message must not pass for this tap's answer.
      await page.evaluate(() => document.querySelector('[data-testid="snackbar"] .close')?.click());
      await page.waitForFunction(() => !document.querySelector('[data-testid="snackbar"]'), null, { timeout: 2000 }).catch(() => {});
      const began = Date.now();
      await page.evaluate((id) => document.querySelector(`[data-testid="${id}"]`).click(), button);
      // Answered: the click changed, or the engine's refusal is in the snackbar.
      await page.waitForFunction(([dial, before]) => document.querySelector(`[data-testid="${dial}"]`)?.dataset.click !== before
        || document.querySelector('[data-testid="snackbar"].warning'), [dial, before], { timeout: 2000 })
        .catch(() => fail(`a tap on the table (${button}) was not answered within 2 s once things settled`));
      stats.slowestTableTap = Math.max(stats.slowestTableTap, Date.now() - began);
      await settle();
    }
    const table = await tableShown(page);
    const games = await gamesListed();
    await page.reload();
    await started();
    const gamesAfter = await gamesListed();
    if (JSON.stringify(gamesAfter) !== JSON.stringify(games)) fail(`the games list changed across a reload: ${JSON.stringify(games)} → ${JSON.stringify(gamesAfter)}`);
    await toTable();
    const after = await tableShown(page);
    if (table && after) same(table, after, 'after a reload', ['round', 'player', 'left'], ['clicks', 'tokens']);
    else if (!!table !== !!after) fail(`the open game ${table ? 'was shown' : 'was not shown'} before a reload, and ${after ? 'was' : 'was not'} after`);
    history.push(`checkpoint: ${games.length} games, table ${table ? `round ${table.round}` : 'none'} matches after a reload`);
  };
  const started = async () => {
    const which = await waitStarted(page).catch((e) => e);
    if (which !== 'app') {
      const none = which instanceof Error;
      await shot(page, `restless-${app.name}-seed-${seed}-${none ? 'not-started' : which}`).catch(() => {});
      fail(none ? `the app did not start after a reload (${which.message})` : `after a reload the app shows ${which}`);
    }
    await throttle(page, 4);
  };
  try {
    await page.goto(app.url());
    await started();
    await ensureGame();
    for (stats.steps = 0; stats.steps < STEPS; stats.steps++) {
      const roll = rnd.next();
      let did;
      if (roll < 0.42) {
        const m = await markControl(page, rnd.int(1000), 'tap');
        if (m) {
          did = `tap ${m.what}`;
          if (m.tag === 'SELECT') await page.evaluate((i) => { const s = document.querySelector('[data-restless]'); if (s.options.length) { s.selectedIndex = i % s.options.length; s.dispatchEvent(new Event('change', { bubbles: true })); } }, rnd.int(100));
          else await page.evaluate(() => document.querySelector('[data-restless]')?.click());
          stats.taps += 1;
        }
      } else if (roll < 0.50) {
        const m = await markControl(page, rnd.int(1000), 'text');
        if (m) {
          const text = rnd.pick(WORDS);
          did = `type ${JSON.stringify(text.slice(0, 12))} into ${m.what}`;
          // A control redrawn meanwhile is gone: the player's finger found nothing.
          await page.fill('[data-restless]', m.type === 'number' ? String(rnd.int(400)) : text, { timeout: 2000 }).catch(() => {});
        }
      } else if (roll < 0.62) {
        const tab = rnd.pick(['Games', 'Table', 'Figures', 'Log', 'Rules', 'Settings', 'Table', 'Table']);
        did = `tab ${tab}`;
        await clickTab(tab);
      } else if (roll < 0.76) {
        // A burst on the table, and a tab switch 40 ms after the last tap, sometimes while the storage stalls.
        await toTable();
        const taps = rnd.between(3, 5);
        const stall = rnd.next() < 0.5 ? rnd.between(500, 2000) : 0;
        if (stall && app.stalls) holdStore(stall);
        const picks = [];
        for (let i = 0; i < taps; i++) {
          picks.push(await page.evaluate((n) => {
            const all = [...document.querySelectorAll('[data-testid^="damage-"], [data-testid^="heal-"], [data-testid="end-turn"], [data-testid="undo"], [data-testid="redo"], [data-testid^="action-"]')]
              .filter((e) => !e.disabled && e.getClientRects().length);
            const b = all[n % Math.max(1, all.length)];
            b?.click();
            return b?.dataset.testid ?? null;
          }, rnd.int(1000)));
          await page.waitForTimeout(rnd.between(20, 120));
        }
        const away = rnd.next() < 0.6 ? rnd.pick(['Log', 'Games', 'Rules', 'Settings', 'Figures']) : null;
        if (away) await page.waitForTimeout(40).then(() => clickTab(away));
        did = `burst ${picks.join(' ')}${stall && app.stalls ? ` while the store stalls ${stall} ms` : ''}${away ? `, then tab ${away}` : ''}`;
        stats.bursts += 1;
      } else if (roll < 0.94) {
        // A while of the store stalled (if it can be), the page frozen, or the phone locked.
        const [count, lo, hi, what, act] = roll < 0.84 ? ['holds', 300, 3000, 'store stalls', holdStore]
          : roll < 0.89 ? ['freezes', 200, 2500, 'page frozen', (ms) => freeze(page, ms)]
            : ['hides', 200, 2000, 'phone locked', (ms) => hideAndShow(page, ms)];
        const ms = rnd.between(lo, hi);
        if (count !== 'holds' || app.stalls) {
          did = `${what} ${ms} ms`;
          await act(ms);
          stats[count] += 1;
        }
      } else if (roll < 0.985) {
        did = 'reload';
        history.push(`${stats.steps}: reload`);
        await page.reload();
        await started();
        history.pop();
        stats.reloads += 1;
      } else {
        // The phone kills the app once nothing is in flight: what was shown must come back.
        await settle();
        const shown = await tableShown(page);
        did = 'kill';
        await app.kill();
        await relaunch();
        await toTable();
        const after = await tableShown(page);
        if (shown && after) same(shown, after, 'after a kill', ['round', 'player'], ['clicks']);
        stats.kills += 1;
      }
      history.push(`${stats.steps}: ${did ?? 'nothing to do'}`);
      await page.waitForTimeout(rnd.between(30, 250));
      await check();
      if ((stats.steps + 1) % CHECK_EVERY === 0) await checkpoint();
    }
    await checkpoint();
    await shot(page, `restless-${app.name}-seed-${seed}`);
    console.log(`restless player (${app.name}), seed ${seed}: ${stats.steps} steps (${stats.taps} taps, ${stats.bursts} bursts, ${stats.holds} store stalls, ${stats.freezes} freezes, ${stats.hides} locks, ${stats.reloads} reloads, ${stats.kills} kills), ${stats.checkpoints} checkpoints matched after a reload; longest wait for the store ${stats.longestWait} ms; slowest settled table tap ${stats.slowestTableTap} ms`);
  } catch (e) {
    if (e.message.startsWith('restless player')) throw e;
    await shot(page, `restless-${app.name}-seed-${seed}-failed`).catch(() => {});
    fail(e.message);
  } finally {
    await context.close().catch(() => {});
    await app.stop();
  }
}
