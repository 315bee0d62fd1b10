// Where a warm start's time goes at CPU x4 (issue 34): the installed app reopened under a timeline trace, PROFILE_RUNS
// times. Prints when each file came (the page's Resource Timing) and every traced event longer than MIN_US
// microseconds on the page's, the store worker's and the service worker's threads, between FROM and TO ms (trace
// clock, from about the navigation's start; tracing itself slows the start by 100-200 ms).
//
//   node e2e/profile-start.mjs [bundle folder, default dist/web]
//   PROFILE_RUNS=1 MIN_US=1500 FROM=200 TO=500 node e2e/profile-start.mjs
import { withPhone } from './lib/fixture.mjs';
import { cdp } from './lib/phone.mjs';
import { traced } from './lib/profile.mjs';

const dir = process.argv[2];
const RUNS = Number(process.env.PROFILE_RUNS ?? 3);
const games = '[data-testid="games-screen"]';
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
