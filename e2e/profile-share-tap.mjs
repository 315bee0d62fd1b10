// Where the host's tap time goes while sharing (issue 50): the same 40-figure table's tap at CPU x4, first not shared,
// then hosting one guest (phones paired by their QR codes in a private network namespace), each under Chromium's
// sampling profiler, on a bundle whose page wasm keeps its function names. Prints, per tap, the functions whose own
// time grew most while hosting.
//
//   node e2e/profile-share-tap.mjs <bundle folder with a named page wasm>
import { fileURLToPath } from 'node:url';
import { join } from 'node:path';
import { p50p95, play, see, tid, timeTapsPainted } from './lib/harness.mjs';
import { cannotPair, inNamespace, insideNamespace, pair } from './lib/pairing.mjs';
import { openBigTable, templateGame } from './lib/table.mjs';
import { ownTimes } from './lib/profile.mjs';
import { atCpu, cdp } from './lib/phone.mjs';
import { withPhone } from './lib/fixture.mjs';

const dir = process.argv[2];
if (!dir) throw new Error('usage: node e2e/profile-share-tap.mjs <bundle folder with a named page wasm>');
const TAPS = Number(process.env.PROFILE_TAPS ?? 100);
if (!insideNamespace) {
  if (cannotPair) throw new Error(cannotPair);
  process.exit((await inNamespace(fileURLToPath(import.meta.url), [dir])).code);
}

/** Own time per function per tap over `TAPS` taps at CPU x4, and the taps' times. */
async function profiled(page) {
  const { own, result: times } = await atCpu(page, 4, async () => ownTimes(await cdp(page), () => timeTapsPainted(page, TAPS, 0)));
  return { own: new Map([...own].map(([name, { ms }]) => [name, ms / TAPS])), times };
}

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
