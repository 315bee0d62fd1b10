// Where a tap's or a start's time goes at CPU x4 (issues 34 and 50), under Chromium's own tools; one mode a run:
// - tap <dir>: 60 taps on the first card of a 40-figure table, first under a timeline trace (the renderer's own work
//   per tap, the store worker's part, each tap in order), then under the sampling profiler: the functions with the
//   most time of their own, and the share of the taps spent in wasm, in JS and idle;
// - share-tap <dir>: the same table's tap, first not shared, then hosting one guest (phones paired by their QR codes
//   in a private network namespace), each under the sampling profiler: per tap, the functions whose own time grew
//   most while hosting;
// - start [dir]: the installed app reopened under a timeline trace, PROFILE_RUNS times: when each file came (the
//   page's Resource Timing) and every traced event longer than MIN_US microseconds on the page's, the store worker's
//   and the service worker's threads, between FROM and TO ms (trace clock, from about the navigation's start; tracing
//   itself slows the start by 100-200 ms).
// The taps' <dir> is a bundle whose page wasm keeps its function names (scripts/profile-tap.sh makes it).
//
//   bash scripts/profile-tap.sh [--shared]     # builds the named copy, then runs `tap` (or `share-tap`) on it
//   PROFILE_RUNS=1 MIN_US=1500 FROM=200 TO=500 node e2e/profile.mjs start [bundle folder, default dist/web]
import { fileURLToPath } from 'node:url';
import { join } from 'node:path';
import { p50p95, play, see, tid, timeTapsPainted, quantile } from './lib/harness.mjs';
import { cannotPair, inNamespace, insideNamespace, pair } from './lib/pairing.mjs';
import { openBigTable, templateGame } from './lib/table.mjs';
import { atCpu, cdp } from './lib/phone.mjs';
import { withPhone } from './lib/fixture.mjs';

/** Runs `work` under the sampling profiler (a sample each 100 µs): its result, and each function's own time
 *  in ms with its kind (`wasm`, `js`, or the browser's own: idle, program, garbage collector). */
async function ownTimes(cdp, work) {
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
  await cdp.send('Profiler.start');
  const result = await work();
  const { profile } = await cdp.send('Profiler.stop');
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const own = new Map();
  profile.samples.forEach((id, i) => {
    const dt = (profile.timeDeltas[i + 1] ?? 0) / 1000;
    const frame = byId.get(id).callFrame;
    const name = frame.functionName || `(${frame.url.split('/').pop() || 'native'})`;
    const kind = frame.url.includes('wasm') || /^\$?[\w:<>]+::/.test(name) ? 'wasm' : ['(idle)', '(program)', '(garbage collector)'].includes(name) ? name : 'js';
    own.set(name, { ms: (own.get(name)?.ms ?? 0) + dt, kind });
  });
  return { own, result };
}

/** Runs `work` under a timeline trace of `categories`: its result, and the trace's events. */
async function traced(cdp, categories, work) {
  const events = [];
  const collect = ({ value }) => events.push(...value);
  cdp.on('Tracing.dataCollected', collect);
  const complete = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve));
  await cdp.send('Tracing.start', { categories, transferMode: 'ReportEvents' });
  const result = await work();
  await cdp.send('Tracing.end');
  await complete;
  cdp.off('Tracing.dataCollected', collect);
  return { events, result };
}

const [mode, dir] = process.argv.slice(2);
const TAPS = Number(process.env.PROFILE_TAPS ?? (mode === 'share-tap' ? 100 : 60));
const usage = 'usage: node e2e/profile.mjs tap|share-tap <bundle folder with a named page wasm>, or start [bundle folder]';
if (!['tap', 'share-tap', 'start'].includes(mode) || (mode !== 'start' && !dir)) throw new Error(usage);

if (mode === 'tap') {
  await withPhone({ name: 'profile-tap', server: { dir } }, async ({ page }) => {
    await openBigTable(page, await templateGame(page), 20, 'Forty');
    const session = await cdp(page);
    await session.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    // First the browser's own work per tap (style, layout, paint) from a timeline trace.
    const { events } = await traced(session, 'devtools.timeline,disabled-by-default-devtools.timeline', () => timeTapsPainted(page, TAPS, 0));
    const main = events.find((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain');
    /** The complete events on thread `t` (and named `name`, if given), in order. */
    const on = (t, name) => events.filter((e) => e.ph === 'X' && (!name || e.name === name) && t && e.pid === t.pid && e.tid === t.tid).sort((a, b) => a.ts - b.ts);
    /** Each event name's time on thread `t`, most first (ms; nested events overlap). */
    const busiest = (t) => {
      const busy = {};
      for (const e of on(t)) busy[e.name] = (busy[e.name] ?? 0) + (e.dur ?? 0) / 1000;
      return Object.entries(busy).sort((a, b) => b[1] - a[1]);
    };
    console.log(`the renderer's main thread per tap (ms, nested events overlap):`);
    for (const [name, ms] of busiest(main).slice(0, 14)) console.log(`${(ms / TAPS).toFixed(2).padStart(7)}  ${name}`);
    // The store worker's part of a tap (its commit included), on its own thread.
    const workers = events.filter((e) => e.name === 'thread_name' && /Worker/.test(e.args?.name ?? ''));
    for (const w of workers) {
      const top = busiest(w).slice(0, 4);
      if (top.length) console.log(`${w.args.name} per tap: ${top.map(([n, ms]) => `${n} ${(ms / TAPS).toFixed(2)}`).join(', ')}`);
    }
    // One tap in order: the click's handler, the wait for the store worker, its work, the
    // wait for the page, the page's work on the reply (up to the changed card); medians.
    const store = workers.find((w) => w.args.name === 'DedicatedWorker thread');
    const clicks = on(main, 'EventDispatch').filter((e) => e.args?.data?.type === 'click');
    const stored = on(store, 'HandlePostMessage');
    const replies = on(main, 'HandlePostMessage');
    // Each click with the worker's work it caused and the page's first task after that work.
    const taps = clicks.map((c) => {
      const w = stored.find((e) => e.ts >= c.ts);
      const r = w && replies.find((e) => e.ts >= w.ts + w.dur);
      return { c, w, r };
    }).filter((t) => t.r);
    const phases = {
      click: taps.map(({ c }) => c.dur / 1000),
      'to worker': taps.map(({ c, w }) => (w.ts - c.ts - c.dur) / 1000),
      worker: taps.map(({ w }) => w.dur / 1000),
      'to page': taps.map(({ w, r }) => (r.ts - w.ts - w.dur) / 1000),
      reply: taps.map(({ r }) => r.dur / 1000),
      'click to reply done': taps.map(({ c, r }) => (r.ts + r.dur - c.ts) / 1000),
    };
    if (process.env.PROFILE_GAPS) {
      // What the page's main thread did between a click and its reply, for a few slow taps.
      const tasks = on(main, 'RunTask');
      const all = on(main);
      const slow = [...taps].sort((a, b) => (b.r.ts - b.c.ts) - (a.r.ts - a.c.ts)).slice(0, 4);
      for (const { c, w, r } of slow) {
        console.log(`tap: reply done at ${((r.ts + r.dur - c.ts) / 1000).toFixed(1)} ms; worker ${((w.ts - c.ts) / 1000).toFixed(1)}-${((w.ts + w.dur - c.ts) / 1000).toFixed(1)}`);
        for (const t of tasks.filter((t) => t.ts >= c.ts - 1000 && t.ts <= r.ts + r.dur)) {
          const inner = all.filter((e) => e !== t && e.ts >= t.ts && e.ts + (e.dur ?? 0) <= t.ts + t.dur && e.name !== 'RunTask' && (e.dur ?? 0) > 300);
          console.log(`  ${((t.ts - c.ts) / 1000).toFixed(1).padStart(6)} +${(t.dur / 1000).toFixed(1)}  ${inner.map((e) => `${e.name}${e.args?.data?.type ? '(' + e.args.data.type + ')' : ''} ${(e.dur / 1000).toFixed(1)}`).join(', ')}`);
        }
      }
    }
    console.log(`a tap in order over ${taps.length} taps (ms, median / p95): ${Object.entries(phases).map(([k, xs]) => `${k} ${(quantile(xs, 0.5) ?? NaN).toFixed(2)} / ${(quantile(xs, 0.95) ?? NaN).toFixed(2)}`).join(', ')}`);
    const began = Date.now();
    const { own } = await ownTimes(session, () => timeTapsPainted(page, TAPS, 0));
    const wall = Date.now() - began;
    const total = [...own.values()].reduce((a, { ms }) => a + ms, 0);
    const kinds = {};
    for (const { ms, kind } of own.values()) kinds[kind] = (kinds[kind] ?? 0) + ms;
    console.log(`${TAPS} taps at CPU x4, 40 figures: ${wall} ms wall, ${total.toFixed(0)} ms profiled`);
    console.log(Object.entries(kinds).map(([k, ms]) => `${k} ${(ms / TAPS).toFixed(2)} ms/tap`).join(', '));
    const top = [...own.entries()].filter(([n]) => n !== '(idle)').sort((a, b) => b[1].ms - a[1].ms).slice(0, 30);
    for (const [name, { ms }] of top) console.log(`${(ms / TAPS).toFixed(3).padStart(7)} ms/tap  ${name.slice(0, 140)}`);
  });
}

if (mode === 'share-tap') {
  if (!insideNamespace) {
    if (cannotPair) throw new Error(cannotPair);
    process.exit((await inNamespace(fileURLToPath(import.meta.url), [mode, dir])).code);
  }
  /** Own time per function per tap over `TAPS` taps at CPU x4, and the taps' times. */
  const profiled = async (page) => {
    const { own, result: times } = await atCpu(page, 4, async () => ownTimes(await cdp(page), () => timeTapsPainted(page, TAPS, 0)));
    return { own: new Map([...own].map(([name, { ms }]) => [name, ms / TAPS])), times };
  };
  await withPhone({ name: 'profile-share-tap', server: { dir }, phone: false, phones: ['host', 'guest'] }, async ({ phones: [host, guest], work }) => {
    await openBigTable(host.page, await templateGame(host.page), 20, 'Forty');
    const alone = await profiled(host.page);
    await pair(host, guest, work, 'p');
    await guest.page.waitForSelector(tid('figure-0'), { timeout: 60_000 }).catch(async (e) => {
      await guest.page.screenshot({ path: join(work, 'guest.png') });
      throw new Error(`${e.message}\nguest: ${join(work, 'guest.png')}: ${await guest.page.evaluate(() => document.body.innerText.slice(0, 400))}`);
    });
    await play(host.page, 'tab-Table', see('damage-0-0'));
    const hosting = await profiled(host.page);
    console.log(`not shared: ${p50p95(alone.times.shown)}; hosting: ${p50p95(hosting.times.shown)}`);
    const sum = (m) => [...m.entries()].filter(([n]) => n !== '(idle)').reduce((a, [, ms]) => a + ms, 0);
    console.log(`busy per tap: not shared ${sum(alone.own).toFixed(2)} ms, hosting ${sum(hosting.own).toFixed(2)} ms`);
    const names = new Set([...alone.own.keys(), ...hosting.own.keys()]);
    const grew = [...names].map((n) => [n, (hosting.own.get(n) ?? 0) - (alone.own.get(n) ?? 0), hosting.own.get(n) ?? 0]).sort((a, b) => b[1] - a[1]);
    console.log('grew most while hosting (ms per tap: growth, hosting):');
    for (const [n, d, h] of grew.slice(0, 30)) console.log(`${d.toFixed(3).padStart(7)} ${h.toFixed(3).padStart(7)}  ${n.slice(0, 150)}`);
  });
}

if (mode === 'start') {
  const RUNS = Number(process.env.PROFILE_RUNS ?? 3);
  const games = tid('games-screen');
  await withPhone({ name: 'profile-start', server: dir ? { dir, gzip: true } : { gzip: true }, open: false }, async ({ page, url }) => {
    await page.goto(url);
    await page.waitForSelector(games, { timeout: 60000 });
    await page.evaluate(() => navigator.serviceWorker?.ready);
    await page.waitForTimeout(3000);
    const session = await cdp(page);
    await session.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    for (let r = 0; r < RUNS; r++) {
      const categories = 'devtools.timeline,disabled-by-default-devtools.timeline,v8.wasm,disabled-by-default-v8.wasm.detailed,loading,blink.user_timing,v8';
      const { events, result: marks } = await traced(session, categories, async () => {
        await page.reload({ waitUntil: 'commit' });
        await page.waitForSelector(games, { timeout: 60000 });
        const marks = await page.evaluate(() => ({
          fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
          res: performance.getEntriesByType('resource').map((e) => [e.name.split('/').pop(), Math.round(e.startTime), Math.round(e.responseEnd)]),
          now: performance.now(),
        }));
        await page.waitForTimeout(300);
        return marks;
      });
      const nav = events.find((e) => e.name === 'navigationStart' || e.name === 'NavigationTiming')?.ts
        ?? events.find((e) => e.name === 'TracingStartedInBrowser')?.ts;
      const threads = new Map(events.filter((e) => e.name === 'thread_name').map((e) => [`${e.pid}:${e.tid}`, e.args.name]));
      console.log(`run ${r + 1}: games screen at ${marks.now.toFixed(0)} ms (now), fcp ${marks.fcp?.toFixed(0)}; resources: ${marks.res.map((x) => x.join(' ')).join('; ')}`);
      const rows = events.filter((e) => e.ph === 'X' && (e.dur ?? 0) > Number(process.env.MIN_US ?? 3000) && ((e.ts - nav) / 1000) >= Number(process.env.FROM ?? -1e9) && ((e.ts - nav) / 1000) <= Number(process.env.TO ?? 1e9) && /Renderer|Worker|Thread/.test(threads.get(`${e.pid}:${e.tid}`) ?? ''));
      rows.sort((a, b) => a.ts - b.ts);
      for (const e of rows) {
        const t = threads.get(`${e.pid}:${e.tid}`);
        console.log(`  ${((e.ts - nav) / 1000).toFixed(0).padStart(5)} +${(e.dur / 1000).toFixed(1).padStart(6)}  ${t.padEnd(22)} ${e.name} ${e.args?.data?.url?.split('/').pop() ?? e.args?.data?.functionName ?? ''}`);
      }
    }
  });
}
