// How phones' browsers share this machine's cores, read from Linux's per-thread scheduler counts
// (/proc/<pid>/task/<tid>/schedstat): the CPU each thread used and the time it waited, runnable, for a core. The
// sharing bench prints it beside the host's tap: at CPU x4 (CDP) the page's main thread keeps its core busy for the
// throttled time, so on a two-core machine the store worker, the raster and GPU threads and a second phone share
// what is left (BENCHMARKS.md, issue 50). A phone has cores of its own: this is what the bench's machine adds.
import { readdirSync, readFileSync } from 'node:fs';
import { browserPids } from './harness.mjs';

const read = (path) => { try { return readFileSync(path, 'utf8'); } catch { return ''; } };

/** Each thread of the browser on `profile` now: its kind (the process type and the thread's name) and its
 *  counters in ns. */
function threads(profile) {
  const now = new Map();
  for (const pid of browserPids(profile)) {
    const type = read(`/proc/${pid}/cmdline`).match(/--type=([\w-]+)/)?.[1] ?? 'browser';
    let tids = [];
    try { tids = readdirSync(`/proc/${pid}/task`); } catch { continue; }
    for (const tid of tids) {
      const [cpu, wait] = read(`/proc/${pid}/task/${tid}/schedstat`).split(' ').map(Number);
      // A renderer's main thread keeps the program's name.
      const name = read(`/proc/${pid}/task/${tid}/comm`).trim().replace(/^chromium$/, 'main');
      if (Number.isFinite(cpu)) now.set(`${pid}/${tid}`, { kind: `${type} ${name}`, cpu, wait });
    }
  }
  return now;
}

/** `work()`'s result, and for each browser of `profiles` (name -> profile folder) the ms of CPU and of waiting
 *  for a core per `each()` of the result (a tap), in all and for the renderer's main thread. */
export async function coreTimes(profiles, work, each) {
  const before = Object.fromEntries(Object.entries(profiles).map(([name, profile]) => [name, threads(profile)]));
  const result = await work();
  const n = each(result);
  const by = {};
  for (const [name, profile] of Object.entries(profiles)) {
    const sum = { cpu: 0, wait: 0, mainCpu: 0, mainWait: 0 };
    for (const [id, t] of threads(profile)) {
      const was = before[name].get(id) ?? { cpu: 0, wait: 0 };
      const cpu = (t.cpu - was.cpu) / 1e6 / n, wait = (t.wait - was.wait) / 1e6 / n;
      sum.cpu += cpu; sum.wait += wait;
      if (t.kind === 'renderer main') { sum.mainCpu += cpu; sum.mainWait += wait; }
    }
    by[name] = sum;
  }
  return { result, by };
}

/** One phone's line: its threads' CPU and wait a tap. */
export const coreLine = ({ cpu, wait, mainCpu, mainWait }) =>
  `CPU ${cpu.toFixed(1)} ms, waiting for a core ${wait.toFixed(1)} ms (the renderers' main threads: ${mainCpu.toFixed(1)} and ${mainWait.toFixed(1)} ms)`;
