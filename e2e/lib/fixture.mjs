// The browser tests' one fixture: a test gets a started server and a phone (Debian's Chromium at phone size,
// `launchPhone`) under the conditions it asks for, a screenshot named after it when it fails, and everything closed
// and stopped afterwards, failed or not. The desktop window (WebKitGTK under Xvfb) has a sibling, `withDesktop`.
//
//   phoneTest('a tap is saved', { game: 'Quick', throttle: 4 }, async ({ page, relaunch }) => {
//     await page.tap(tid('damage-0-0'));
//     page = await relaunch({ kill: true });   // SIGKILLed, started again, the app open
//     assert.equal(await page.getAttribute(tid('click-0-0'), 'data-click'), '2');
//   });
import { test } from 'node:test';
import { join } from 'node:path';
import { startServer, startLiveview, launchPhone, killBrowser, openApp, quickGame, shot, outDir, tempDir, deferred } from './harness.mjs';
import { throttle as slowCpu } from './phone.mjs';
import { phone as cameraPhone, phones as cameraPhones } from './pairing.mjs';
import { startDesktop } from './desktop.mjs';

/** node:test's own options; the others are the fixture's. */
const TEST_OPTIONS = new Set(['timeout', 'skip', 'todo', 'only', 'concurrency']);
/** A test's name as a file name: `failure-<slug>.png`. */
const slug = (name) => name.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '').slice(0, 60);
/** Gives up on `promise` after `ms`: a failure screenshot of a hung page must not hang the run. */
const within = (ms, promise) => Promise.race([promise, new Promise((_, reject) => setTimeout(() => reject(new Error('timed out')), ms).unref())]);

/** `test(name, options, body)`, with `body` run by `withPhone` (options: node:test's, and the fixture's
 *  below); body also gets `t`, for subtests. */
export function phoneTest(name, options, body) {
  if (typeof options === 'function') [options, body] = [{}, options];
  const testOptions = {}, fixture = { name };
  for (const [key, value] of Object.entries(options)) (TEST_OPTIONS.has(key) ? testOptions : fixture)[key] = value;
  return test(name, testOptions, (t) => withPhone(fixture, (ctx) => body({ ...ctx, t })));
}

/**
 * Runs `body(ctx)` with a server and a phone; on failure screenshots the phone (and every named camera phone)
 * as failure-<name>[-<phone>].png; always closes every browser it launched and stops every server it
 * started. Options:
 * - server: startServer's options (dir, extra, gzip, link, hold), or a function making them when the test
 *   starts, or false for none; liveview: true or a data folder (or a function making one), for the liveview
 *   server (the native store) instead;
 * - phone: false for no phone at the start; profile, locale, viewport, args: launchPhone's;
 * - before(ctx): what must be in place before the app is first opened (routes, init scripts, the page's clock);
 * - open: true (the default) opens the app to its first screen (openApp); false does not;
 * - game: a quick game of that name, started once the app is open;
 * - throttle: the page's CPU that many times slower (4: a mid-range phone), once open;
 * - storeWorker: 'held' holds the store worker's script on the network until `ctx.storeWorker.release()`;
 *   `ctx.storeWorker.asked` says when it was asked for;
 * - phones: names of camera phones (sharing, pairing.mjs), each with the app open and a camera that sees
 *   white until a code is filmed into it: `ctx.phones`.
 * ctx: { server, url, page, context, profile, work, phones, relaunch, launch, serve }.
 */
export async function withPhone(options, body) {
  const { name = 'phone', server: serverOptions = {}, liveview, phone = true, phones: cameraNames = [], before, open = true, game, throttle, storeWorker, ...launchOptions } = options;
  const servers = [], phones = [];
  let current = null;
  const ctx = { work: tempDir('dk-e2e-') };
  /** Another server (startServer's options), stopped with the rest. */
  ctx.serve = async (opts) => {
    const server = await startServer(opts);
    servers.push(server);
    return server;
  };
  /** Another phone, closed with the rest: launchPhone's options (the phone a failure screenshot shows, and `relaunch`
   *  starts again, from now on), or a camera phone (pairing.mjs) with `camera` (a y4m file) and `name`. */
  ctx.launch = async ({ profile, camera, name: phoneName, ...opts } = {}) => {
    const launched = camera ? await cameraPhone(ctx.work, phoneName, camera, profile) : { ...(await launchPhone(profile, opts)), opts };
    phones.push(launched);
    if (!camera) current = launched;
    return launched;
  };
  /** The phone closed (or `kill`ed: SIGKILLed, as a phone kills the app) and started again on its profile,
   *  `closed(page)` done before the app is opened (unless `open` is false); resolves to its page. */
  ctx.relaunch = async ({ kill = false, open: reopen = true, closed } = {}) => {
    if (kill) killBrowser(current.profile);
    await current.context.close().catch(() => {});
    await ctx.launch({ ...current.opts, profile: current.profile });
    await closed?.(current.page);
    if (reopen) await openApp(current.page, ctx.url);
    return current.page;
  };
  try {
    const made = async (o) => (typeof o === 'function' ? o() : o);
    if (liveview) ctx.server = await startLiveview(...(liveview === true ? [] : [await made(liveview)]));
    else if (serverOptions) ctx.server = await startServer(await made(serverOptions));
    if (ctx.server) servers.push(ctx.server);
    ctx.url = ctx.server?.url;
    if (phone) {
      await ctx.launch(launchOptions);
      Object.assign(ctx, { page: current.page, context: current.context, profile: current.profile });
      if (storeWorker === 'held') ctx.storeWorker = await holdStoreWorker(current.context);
      await before?.(ctx);
      if (open && ctx.url) await openApp(current.page, ctx.url);
      if (game) await quickGame(current.page, game);
      if (throttle) await slowCpu(current.page, throttle);
    }
    ctx.phones = await cameraPhones(ctx.work, ctx.url, cameraNames, openApp, (cameraName, camera) => ctx.launch({ name: cameraName, camera }));
    return await body(ctx);
  } catch (e) {
    for (const p of phones) {
      if (p !== current && !p.name) continue;
      await within(15_000, shot(p.page, `failure-${slug(name)}${p.name ? `-${p.name}` : ''}`)).catch(() => {});
    }
    throw e;
  } finally {
    for (const p of phones) await p.context.close().catch(() => {});
    for (const server of servers) await Promise.resolve().then(() => server.stop()).catch(() => {});
  }
}

/** Holds every request for the store worker's script until `release()`, as a slow link
 *  would, so a test can look at the page meanwhile; `asked` lists when each came. */
export async function holdStoreWorker(context) {
  const { promise: released, resolve: release } = deferred();
  const asked = [];
  await context.route('**/store-worker.js', async (route) => {
    asked.push(Date.now());
    await released;
    // A request the page dropped meanwhile (reloaded, closed) is gone: nothing to let through.
    await route.continue().catch(() => {});
  });
  return { release, asked };
}

/** `test(name, options, body)` with the desktop app: `body(app)` under `withDesktop` (`options.onPid` goes to
 *  `startDesktop`). */
export const desktopTest = (name, { onPid, ...options }, body) => test(name, options, () => withDesktop({ name, onPid }, body));

/** The desktop app (startDesktop) on `dataDir` (default: a fresh one) for `body(app)`: its
 *  screen saved as failure-<name>.png if it fails, and always stopped. */
export async function withDesktop({ name, dataDir, onPid }, body) {
  const app = await startDesktop(dataDir, { onPid });
  try {
    return await body(app);
  } catch (e) {
    await within(15_000, app.run(`import -window root "${join(outDir, `failure-${slug(name)}.png`)}" 2>/dev/null || true`)).catch(() => {});
    throw e;
  } finally { await app.stop(); }
}
