// Where a tap's time goes (issue 34): 60 taps on the first card of a 40-figure table at
// CPU x4, under Chromium's sampling profiler, on a bundle whose page wasm keeps its
// function names (scripts/profile-tap.sh makes it). Prints the functions with the most
// time of their own, and the share of the taps spent in wasm, in JS and idle.
//
//   bash scripts/profile-tap.sh        # builds the named copy, then runs this
import { startServer, launchPhone, openApp, timeTaps } from './lib/harness.mjs';
import { templateGame, openBigTable } from './lib/table.mjs';

const dir = process.argv[2];
if (!dir) throw new Error('usage: node e2e/profile-tap.mjs <bundle folder with a named page wasm>');
const TAPS = Number(process.env.PROFILE_TAPS ?? 60);

const server = await startServer({ dir });
const { context, page } = await launchPhone();
try {
  await openApp(page, server.url);
  await openBigTable(page, await templateGame(page), 20, 'Forty');

  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  // First the browser's own work per tap (style, layout, paint) from a timeline trace.
  const events = [];
  cdp.on('Tracing.dataCollected', ({ value }) => events.push(...value));
  const traced = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve));
  await cdp.send('Tracing.start', { categories: 'devtools.timeline,disabled-by-default-devtools.timeline', transferMode: 'ReportEvents' });
  await timeTaps(page, TAPS, 0);
  await cdp.send('Tracing.end');
  await traced;
  const main = events.find((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain');
  const work = {};
  for (const e of events) {
    if (e.ph !== 'X' || !main || e.pid !== main.pid || e.tid !== main.tid) continue;
    work[e.name] = (work[e.name] ?? 0) + (e.dur ?? 0) / 1000;
  }
  console.log(`the renderer's main thread per tap (ms, nested events overlap):`);
  for (const [name, ms] of Object.entries(work).sort((a, b) => b[1] - a[1]).slice(0, 14)) console.log(`${(ms / TAPS).toFixed(2).padStart(7)}  ${name}`);

  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
  await cdp.send('Profiler.start');
  const began = Date.now();
  await timeTaps(page, TAPS, 0);
  const { profile } = await cdp.send('Profiler.stop');
  const wall = Date.now() - began;

  // Time of its own per function, from the samples and their spacing.
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const own = new Map();
  let total = 0;
  profile.samples.forEach((id, i) => {
    const dt = (profile.timeDeltas[i + 1] ?? 0) / 1000;
    const frame = byId.get(id).callFrame;
    const name = frame.functionName || `(${frame.url.split('/').pop() || 'native'})`;
    const kind = frame.url.includes('wasm') || /^\$?[\w:<>]+::/.test(name) ? 'wasm' : ['(idle)', '(program)', '(garbage collector)'].includes(name) ? name : 'js';
    own.set(name, { ms: (own.get(name)?.ms ?? 0) + dt, kind });
    total += dt;
  });
  const kinds = {};
  for (const { ms, kind } of own.values()) kinds[kind] = (kinds[kind] ?? 0) + ms;
  console.log(`${TAPS} taps at CPU x4, 40 figures: ${wall} ms wall, ${total.toFixed(0)} ms profiled`);
  console.log(Object.entries(kinds).map(([k, ms]) => `${k} ${(ms / TAPS).toFixed(2)} ms/tap`).join(', '));
  const top = [...own.entries()].filter(([n]) => n !== '(idle)').sort((a, b) => b[1].ms - a[1].ms).slice(0, 30);
  for (const [name, { ms }] of top) console.log(`${(ms / TAPS).toFixed(3).padStart(7)} ms/tap  ${name.slice(0, 140)}`);
} finally {
  await context.close();
  await server.stop();
}

