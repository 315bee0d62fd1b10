// throwaway probe (not committed): where the host's tap goes while sharing, by phase
import { fileURLToPath } from 'node:url';
import { openApp, play, see, quantile } from './lib/harness.mjs';
import { atCpu } from './lib/phone.mjs';
import { cannotPair, inNamespace, insideNamespace, pair, phones } from './lib/pairing.mjs';
import { openBigTable, openFirstCard, templateGame } from './lib/table.mjs';
import { withPhone } from './lib/fixture.mjs';
if (!insideNamespace) process.exit((await inNamespace(fileURLToPath(import.meta.url))).code);
const STAMP = () => {
  const Orig = window.Worker;
  window.__st = { posts: [], replies: [] };
  window.Worker = class extends Orig {
    constructor(...a) {
      super(...a);
      if (!String(a[0]).includes('store-worker')) return;
      this.addEventListener('message', () => window.__st.replies.push(performance.now()));
      const post = this.postMessage.bind(this);
      this.postMessage = (...m) => { window.__st.posts.push(performance.now()); return post(...m); };
    }
  };
};
async function taps(page, n = 100) {
  const rows = [];
  const p0 = await page.evaluate(() => window.__st.posts.length);
  for (let i = 0; i < n + 10; i++) {
    const r = await page.evaluate((id) => new Promise((resolve) => {
      const afterPaint = (then) => requestAnimationFrame(() => { const c = new MessageChannel(); c.port1.onmessage = then; c.port2.postMessage(null); });
      afterPaint(() => {
        const target = document.querySelector('[data-testid="click-0-0"]');
        const before = target.textContent;
        const start = performance.now();
        const ob = new MutationObserver(() => {
          if (target.textContent === before) return;
          ob.disconnect();
          const shown = performance.now();
          const post = window.__st.posts.find((t) => t >= start);
          const reply = window.__st.replies.find((t) => t >= (post ?? start));
          resolve([shown - start, (post ?? NaN) - start, (reply ?? NaN) - (post ?? NaN), shown - (reply ?? NaN), window.__st.posts.filter((t) => t >= start).length, window.__st.replies.filter((t) => t >= start).length]);
        });
        ob.observe(target, { childList: true, subtree: true, characterData: true });
        document.querySelector(`[data-testid="${id}"]`).click();
      });
    }), i % 2 ? 'heal-0-0' : 'damage-0-0');
    if (i >= 10) rows.push(r);
  }
  const p1 = await page.evaluate(() => window.__st.posts.length);
  console.log(`  all posts during the run: ${p1 - p0} for ${n + 10} taps`);
  return rows;
}
async function traced(page, work) {
  const { cdp } = await import('./lib/phone.mjs');
  const c = await cdp(page);
  const events = [];
  c.on('Tracing.dataCollected', ({ value }) => events.push(...value));
  const done = new Promise((r) => c.once('Tracing.tracingComplete', r));
  await c.send('Tracing.start', { categories: 'devtools.timeline,disabled-by-default-devtools.timeline', transferMode: 'ReportEvents' });
  const out = await work();
  await c.send('Tracing.end'); await done;
  const w = events.find((e) => e.name === 'thread_name' && e.args?.name === 'DedicatedWorker thread');
  const xs = events.filter((e) => w && e.pid === w.pid && e.tid === w.tid && e.ph === 'X' && e.name === 'HandlePostMessage').map((e) => e.dur / 1000);
  const q = (p) => quantile(xs, p).toFixed(2);
  console.log(`  worker's HandlePostMessage: ${xs.length} events, p50 ${q(.5)} p90 ${q(.9)} p95 ${q(.95)} max ${Math.max(...xs).toFixed(1)}`);
  return out;
}
const show = (label, rows) => {
  console.log(`${label}: posts per tap ${(rows.reduce((a, r) => a + r[4], 0) / rows.length).toFixed(2)}, replies ${(rows.reduce((a, r) => a + r[5], 0) / rows.length).toFixed(2)}`);
  const col = (k) => rows.map((r) => r[k]);
  const q = (xs, p) => quantile(xs, p).toFixed(1);
  console.log(`${label}: total ${q(col(0), .5)}/${q(col(0), .95)}; click->post ${q(col(1), .5)}/${q(col(1), .95)}; post->reply ${q(col(2), .5)}/${q(col(2), .95)}; reply->card ${q(col(3), .5)}/${q(col(3), .95)}`);
  const slow = [...rows].sort((a, b) => b[0] - a[0]).slice(0, 6);
  console.log('   slowest: ' + slow.map((r) => r.map((x) => x.toFixed(1)).join('/')).join('  '));
};
await withPhone({ name: 'probe-t1', phone: false }, async ({ url, work, launch }) => {
  const [host, guest] = await phones(work, url, ['host-p', 'guest-p'], openApp, (name, camera) => launch({ name, camera }));
  await host.page.addInitScript(STAMP);
  await host.page.reload();
  await openBigTable(host.page, await templateGame(host.page), 20, 'Forty');
  show('alone', await atCpu(host.page, 4, () => taps(host.page)));
  if (process.env.TRACE) show('alone traced', await atCpu(host.page, 4, () => traced(host.page, () => taps(host.page))));
  await pair(host, guest, work, 'p');
  await openFirstCard(guest.page, 60_000);
  await play(host.page, 'tab-Table', see('damage-0-0'));
  for (let r = 0; r < Number(process.env.RUNS ?? 3); r++) show(`hosting ${r + 1}`, await atCpu(host.page, 4, () => taps(host.page)));
  if (process.env.TRACE) show('hosting traced', await atCpu(host.page, 4, () => traced(host.page, () => taps(host.page))));
  if (process.env.GUEST_FROZEN) {
    const { cdp } = await import('./lib/phone.mjs');
    const g = await cdp(guest.page);
    await g.send('Page.setWebLifecycleState', { state: 'frozen' });
    for (let r = 0; r < 2; r++) show(`hosting, guest frozen ${r + 1}`, await atCpu(host.page, 4, () => taps(host.page)));
    await g.send('Page.setWebLifecycleState', { state: 'active' });
    for (let r = 0; r < 1; r++) show(`hosting, guest active again ${r + 1}`, await atCpu(host.page, 4, () => taps(host.page)));
  }
  if (process.env.GUEST_AWAY) {
    await guest.page.tap('[data-testid="tab-Games"]').catch(() => {});
    for (let r = 0; r < 2; r++) show(`hosting, guest on games list ${r + 1}`, await atCpu(host.page, 4, () => taps(host.page)));
  }
  await host.context.close(); await guest.context.close();
});
