// Chromium's sampling profiler around some work, for the profile scripts.

/** Runs `work` under the sampling profiler (a sample each 100 µs): its result, and each function's own time
 *  in ms with its kind (`wasm`, `js`, or the browser's own: idle, program, garbage collector). */
export async function ownTimes(cdp, work) {
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
export async function traced(cdp, categories, work) {
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
