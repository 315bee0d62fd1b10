// Where the host's tap time goes while sharing (issue 50): the same 40-figure table's
// tap at CPU x4, first not shared, then hosting one guest (phones paired by their QR
// codes in a private network namespace), each under Chromium's sampling profiler, on a
// bundle whose page wasm keeps its function names. Prints, per tap, the functions whose
// own time grew most while hosting.
//
//   node e2e/profile-share-tap.mjs <bundle folder with a named page wasm>
import { fileURLToPath } from 'node:url';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openApp, quantile, startServer, tid, timeTapsPainted } from './lib/harness.mjs';
import { cannotPair, inNamespace, insideNamespace, pair, phones } from './lib/pairing.mjs';
import { openBigTable, templateGame } from './lib/table.mjs';
import { ownTimes } from './lib/profile.mjs';

const dir = process.argv[2];
if (!dir) throw new Error('usage: node e2e/profile-share-tap.mjs <bundle folder with a named page wasm>');
const TAPS = Number(process.env.PROFILE_TAPS ?? 100);
if (!insideNamespace) {
  if (cannotPair) throw new Error(cannotPair);
  process.exit((await inNamespace(fileURLToPath(import.meta.url), [dir])).code);
}

/** Own time per function per tap over `TAPS` taps at CPU x4, and the taps' times. */
async function profiled(page, cdp) {
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  const { own, result: times } = await ownTimes(cdp, () => timeTapsPainted(page, TAPS, 0));
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  return { own: new Map([...own].map(([name, { ms }]) => [name, ms / TAPS])), times };
}

const work = mkdtempSync(join(tmpdir(), 'dk-profile-share-'));
const server = await startServer({ dir });
const [host, guest] = await phones(work, server.url, ['host', 'guest'], openApp);
try {
  await openBigTable(host.page, await templateGame(host.page), 20, 'Forty');
  const cdp = await host.context.newCDPSession(host.page);
  const alone = await profiled(host.page, cdp);
  await pair(host, guest, work, 'p');
  await guest.page.waitForSelector(tid('figure-0'), { timeout: 60_000 }).catch(async (e) => {
    await guest.page.screenshot({ path: join(work, 'guest.png') });
    throw new Error(`${e.message}\nguest: ${join(work, 'guest.png')}: ${await guest.page.evaluate(() => document.body.innerText.slice(0, 400))}`);
  });
  await host.page.tap(tid('tab-Table'));
  await host.page.waitForSelector(tid('damage-0-0'));
  const hosting = await profiled(host.page, cdp);
  const line = (t) => `p50 ${quantile(t.shown, 0.5).toFixed(1)} ms, p95 ${quantile(t.shown, 0.95).toFixed(1)} ms`;
  console.log(`not shared: ${line(alone.times)}; hosting: ${line(hosting.times)}`);
  const sum = (m) => [...m.entries()].filter(([n]) => n !== '(idle)').reduce((a, [, ms]) => a + ms, 0);
  console.log(`busy per tap: not shared ${sum(alone.own).toFixed(2)} ms, hosting ${sum(hosting.own).toFixed(2)} ms`);
  const names = new Set([...alone.own.keys(), ...hosting.own.keys()]);
  const grew = [...names].map((n) => [n, (hosting.own.get(n) ?? 0) - (alone.own.get(n) ?? 0), hosting.own.get(n) ?? 0]).sort((a, b) => b[1] - a[1]);
  console.log('grew most while hosting (ms per tap: growth, hosting):');
  for (const [n, d, h] of grew.slice(0, 30)) console.log(`${d.toFixed(3).padStart(7)} ${h.toFixed(3).padStart(7)}  ${n.slice(0, 150)}`);
} finally {
  await host.context.close();
  await guest.context.close();
  await server.stop();
}
