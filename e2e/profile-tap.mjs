// Where a tap's time goes (issue 34): 60 taps on the first card of a 40-figure table at CPU x4, under Chromium's
// sampling profiler, on a bundle whose page wasm keeps its function names (scripts/profile-tap.sh makes it). Prints
// the functions with the most time of their own, and the share of the taps spent in wasm, in JS and idle.
//
//   bash scripts/profile-tap.sh        # builds the named copy, then runs this
import { timeTapsPainted, quantile } from './lib/harness.mjs';
import { templateGame, openBigTable } from './lib/table.mjs';
import { ownTimes, traced } from './lib/profile.mjs';
import { cdp as session } from './lib/phone.mjs';
import { withPhone } from './lib/fixture.mjs';

const dir = process.argv[2];
if (!dir) throw new Error('usage: node e2e/profile-tap.mjs <bundle folder with a named page wasm>');
const TAPS = Number(process.env.PROFILE_TAPS ?? 60);

await withPhone({ name: 'profile-tap', server: { dir } }, async ({ page }) => {
  await openBigTable(page, await templateGame(page), 20, 'Forty');
  const cdp = await session(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  // First the browser's own work per tap (style, layout, paint) from a timeline trace.
  const { events } = await traced(cdp, 'devtools.timeline,disabled-by-default-devtools.timeline', () => timeTapsPainted(page, TAPS, 0));
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
  const { own } = await ownTimes(cdp, () => timeTapsPainted(page, TAPS, 0));
  const wall = Date.now() - began;
  const total = [...own.values()].reduce((a, { ms }) => a + ms, 0);
  const kinds = {};
  for (const { ms, kind } of own.values()) kinds[kind] = (kinds[kind] ?? 0) + ms;
  console.log(`${TAPS} taps at CPU x4, 40 figures: ${wall} ms wall, ${total.toFixed(0)} ms profiled`);
  console.log(Object.entries(kinds).map(([k, ms]) => `${k} ${(ms / TAPS).toFixed(2)} ms/tap`).join(', '));
  const top = [...own.entries()].filter(([n]) => n !== '(idle)').sort((a, b) => b[1].ms - a[1].ms).slice(0, 30);
  for (const [name, { ms }] of top) console.log(`${(ms / TAPS).toFixed(3).padStart(7)} ms/tap  ${name.slice(0, 140)}`);
});

