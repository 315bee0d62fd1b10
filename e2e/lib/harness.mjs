// Serves the built web app (dist/web, what ships) on 127.0.0.1, and starts Debian's Chromium at phone size with
// touch. Never downloads a browser. The liveview server is kept for the tests that need the native store.
import { spawn, execFileSync } from 'node:child_process';
import { createServer } from 'node:http';
import { cpSync, mkdtempSync, mkdirSync, readFileSync, writeFileSync, existsSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { gzipSync } from 'node:zlib';
import { join, dirname, extname, normalize } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

const here = dirname(fileURLToPath(import.meta.url));
export const repo = join(here, '..', '..');
export const outDir = join(repo, 'test-output', 'e2e');
mkdirSync(outDir, { recursive: true });
/** A new folder under the system's temporary one, its name starting `prefix`. */
export const tempDir = (prefix) => mkdtempSync(join(tmpdir(), prefix));

/** Where cargo built the native binaries (the liveview server, the desktop app). */
export const targetDir = process.env.CARGO_TARGET_DIR || join(process.env.HOME, '.cache', 'dialkeeper-target');
const serverBin = process.env.DK_LIVEVIEW_BIN || join(targetDir, 'debug', 'dialkeeper-liveview');

/** A port nobody listens on now, from the system. Ports counted from the process id could meet a server of the
 *  previous test file still shutting down: a liveview server that could not bind was taken for started. */
async function freePort() {
  const probe = createServer();
  await new Promise((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address();
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

/** The repository's own sample dial feed: invented figures, test data only (fixtures/README.md). */
export const sampleFeed = join(repo, 'fixtures', 'sample-feed.json');
/** The test-only pages (never part of the bundle), for a server's `extra` option. */
export const webFixtures = { extra: join(repo, 'e2e', 'web-fixtures') };
/** The built web bundle (`bash scripts/web.sh --build-only`). */
export const webDir = process.env.DK_WEB_DIR || join(repo, 'dist', 'web');

const TYPES = {
  '.html': 'text/html; charset=utf-8', '.js': 'text/javascript; charset=utf-8', '.wasm': 'application/wasm',
  '.webmanifest': 'application/manifest+json', '.json': 'application/json', '.png': 'image/png',
  '.txt': 'text/plain; charset=utf-8', '.css': 'text/css; charset=utf-8',
};

/** Sends a response over a slow shared link (`{ rttMs, bytesPerSecond }`), as one phone's radio: each response
 *  waits one round trip, then its bytes share the one downlink with every other response in flight, the workers'
 *  included (which Chromium's per-page network emulation leaves at full speed). */
async function sendOver(link, res, headers, body) {
  const sleep = (ms) => new Promise((r) => setTimeout(r, Math.max(0, ms)));
  await sleep(link.rttMs);
  res.writeHead(200, headers);
  for (let at = 0; at < body.length; at += 16384) {
    // A page that was closed downloads nothing more, as a phone's radio would not.
    if (res.destroyed) return;
    const part = body.subarray(at, at + 16384);
    const start = Math.max(Date.now(), link.freeAt ?? 0);
    link.freeAt = start + (part.length * 1000) / link.bytesPerSecond;
    await sleep(link.freeAt - Date.now());
    res.write(part);
  }
  res.end();
}

const gzipCache = new Map();
/** A file's bytes gzip -9, compressed once per file and size. */
function gzipped(file, bytes) {
  const key = `${file}:${bytes.length}`;
  if (!gzipCache.has(key)) gzipCache.set(key, gzipSync(bytes, { level: 9 }));
  return gzipCache.get(key);
}

/** Serves a web bundle folder (default: dist/web) on 127.0.0.1 like any static host, with no caching headers
 *  (the service worker does the caching). Files missing from `dir` are looked up in `extra` (test-only
 *  pages); `gzip` compresses what it sends, as hosts do; `link` sends it over a slow shared link (`sendOver`).
 *  `dir` can be swapped later (`server.serve(otherDir)`) to deploy a newer bundle over the same address. */
export async function startServer({ dir = webDir, port, extra, gzip = false, link, hold } = {}) {
  if (!existsSync(join(dir, 'index.html'))) throw new Error(`no web bundle in ${dir}: run bash scripts/web.sh --build-only`);
  let root = dir;
  const server = createServer(async (req, res) => {
    const path = decodeURIComponent(new URL(req.url, 'http://x').pathname);
    // A slow network for one file (`hold(path)` returns a promise to wait for, or nothing).
    await hold?.(path);
    let file = normalize(join(root, path));
    if (!file.startsWith(root)) { res.writeHead(403); return res.end(); }
    if (existsSync(file) && statSync(file).isDirectory()) file = join(file, 'index.html');
    if (!existsSync(file) && extra) file = normalize(join(extra, path));
    if (!existsSync(file)) { res.writeHead(404); return res.end('not found'); }
    // As static hosts do: a validator, so a cached copy is checked with a "not modified".
    const stat = statSync(file);
    const etag = `"${stat.size}-${Math.floor(stat.mtimeMs)}"`;
    const headers = { 'Content-Type': TYPES[extname(file)] || 'application/octet-stream', 'Cache-Control': 'no-cache', ETag: etag };
    if (req.headers['if-none-match'] === etag) { res.writeHead(304, headers); return res.end(); }
    let body = readFileSync(file);
    // As hosts serve it (`gzip`, for the benchmarks): compressed, but not the PNGs.
    if (gzip && extname(file) !== '.png' && /\bgzip\b/.test(req.headers['accept-encoding'] || '')) {
      body = gzipped(file, body);
      headers['Content-Encoding'] = 'gzip';
    }
    if (link) return sendOver(link, res, headers, body);
    res.writeHead(200, headers);
    res.end(body);
  });
  const chosen = port ?? (await freePort());
  await new Promise((resolve) => server.listen(chosen, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${chosen}/`, port: chosen, serve: (other) => { root = other; },
    stop: () => new Promise((resolve) => { server.closeAllConnections?.(); server.close(resolve); }) };
}

/** Starts the liveview server on its own port and data folder; resolves when it answers. */
export async function startLiveview(dataDir = tempDir('dk-e2e-')) {
  const port = await freePort();
  const env = { ...process.env, DIALKEEPER_DATA_DIR: dataDir, DIALKEEPER_PORT: String(port), LANG: 'en_US.UTF-8', LC_ALL: 'en_US.UTF-8' };
  const child = spawn(serverBin, [], { env, stdio: ['ignore', 'pipe', 'pipe'] });
  let log = '';
  for (const out of [child.stdout, child.stderr]) out.on('data', (d) => (log += d));
  const url = `http://127.0.0.1:${port}/`;
  // Stopped once it has exited: the store is one app's at a time.
  const stop = () => new Promise((resolve) => (child.exitCode !== null || child.signalCode !== null ? resolve() : (child.once('exit', resolve), child.kill('SIGTERM'))));
  for (let i = 0; i < 200; i++) {
    if ((await fetch(url).catch(() => null))?.ok) return { url, dataDir, child, log: () => log, stop };
    if (child.exitCode !== null) break;
    await new Promise((r) => setTimeout(r, 100));
  }
  child.kill('SIGKILL');
  throw new Error(`liveview server did not start: ${log}`);
}

/** Chromium from Debian, headless, phone viewport, touch; a fresh profile unless one is given. */
export async function launchPhone(profile = tempDir('dk-chromium-'), { locale = 'en-US', args = [], viewport = { width: 390, height: 844 } } = {}) {
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: '/usr/bin/chromium', headless: true,
    // `args`: a test's own switches (the sharing test's fake camera).
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
      '--disable-background-networking', '--disable-component-update', '--disable-sync', `--lang=${locale}`, ...args],
    viewport, isMobile: true, hasTouch: true, deviceScaleFactor: 2, acceptDownloads: true, locale,
  });
  const page = context.pages()[0] ?? (await context.newPage());
  if (process.env.DK_DEBUG) {
    page.on('console', (m) => console.log(`[page ${m.type()}] ${m.text()}`));
    page.on('pageerror', (e) => console.log(`[page error] ${e.message}`));
    page.on('framenavigated', (f) => f === page.mainFrame() && console.log(`[navigated] ${f.url()}`));
  }
  return { context, page, profile };
}

/** SIGKILLs every Chromium process of a profile, as a phone killing the app would: the browser and all its children
 *  (renderers, where the store worker runs, do not carry the profile on their command line), and waits until they are
 *  gone, so that no process of the killed browser still writes once the next one opens the same files. */
export function killBrowser(profile) {
  const all = browserPids(profile);
  for (const pid of all) { try { process.kill(Number(pid), 'SIGKILL'); } catch {} }
  // Gone, or a zombie (dead, not yet reaped by its parent).
  const alive = (pid) => { try { return !readFileSync(`/proc/${pid}/stat`, 'utf8').includes(') Z '); } catch { return false; } };
  const deadline = Date.now() + 5000;
  while ([...all].some(alive) && Date.now() < deadline) execFileSync('sleep', ['0.02']);
}

/** The pids of the Chromium on the profile folder `profile` and of every process it started. */
export function browserPids(profile) {
  const pids = (args) => { try { return execFileSync('pgrep', args, { encoding: 'utf8' }).split('\n').filter(Boolean); } catch { return []; } };
  const all = new Set(pids(['-f', `user-data-dir=${profile}`]));
  for (const queue = [...all]; queue.length;) {
    for (const child of pids(['-P', queue.pop()])) if (!all.has(child)) { all.add(child); queue.push(child); }
  }
  return all;
}

/** Imports the repository's sample feed on the Figures tab, as a player does; waits for its summary. */
export async function importSampleFeed(page) {
  await openTab(page, 'Figures');
  await page.setInputFiles(tid('import-feed'), sampleFeed);
  await page.waitForSelector(tid('import-summary'), { timeout: 60_000 });
}

/** Opens the app and waits until its first screen is drawn (the store worker answered), or `drawn`. */
export const openApp = (page, url, drawn = 'nav.tabbar') => page.goto(url).then(() => page.waitForSelector(drawn, { timeout: 30000 }));
/** A copy of the bundle in `from`, deployed as a new version `tag`: its service worker's BUILD says so, and its page
 *  carries <meta name="dk-test-build" content=tag>. */
export function versionOf(from, tag) {
  const dir = tempDir(`dk-${tag}-`);
  cpSync(from, dir, { recursive: true });
  const edit = (file, change) => writeFileSync(join(dir, file), change(readFileSync(join(dir, file), 'utf8')));
  edit('sw.js', (sw) => sw.replace(/const BUILD = '([^']+)'/, `const BUILD = '$1-${tag}'`));
  edit('index.html', (html) => html.replace(/<meta name="dk-test-build" content="[^"]*">|(?=<title>)/, `<meta name="dk-test-build" content="${tag}">`));
  writeFileSync(join(dir, 'build.txt'), `${tag}\n`);
  return dir;
}

/** Waits until a service worker controls the page: the offline copy is kept. */
export const controlled = (page) => page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 20000 });

/** The store's bytes, changed by `python` (SQLite's own library) while the app is closed. */
export async function changeStore(page, url, python) {
  await page.goto(`${url}store-bytes.html`);
  await page.waitForFunction(() => window.ready);
  const file = join(tempDir('dk-store-'), 'dialkeeper.db');
  // The database and its write-ahead log side by side, as SQLite left them: opening them
  // plays the log's commits in, and closing folds them into the file written back.
  const { db, wal } = JSON.parse(await page.evaluate(() => window.storeBytes('read')));
  writeFileSync(file, Buffer.from(db, 'base64'));
  if (wal) writeFileSync(`${file}-wal`, Buffer.from(wal, 'base64'));
  execFileSync('python3', ['-c', `import sqlite3, sys\ncon = sqlite3.connect(sys.argv[1])\n${python}\ncon.commit()\ncon.close()`, file]);
  const said = await page.evaluate((data) => window.storeBytes('write', data), readFileSync(file).toString('base64'));
  if (!/^written \d+$/.test(said)) throw new Error(`the store's bytes were not written back: ${said}`);
}

/** Opens a test-only page of `web-fixtures/` (the server needs `extra`; the app must not be running), and resolves
 *  with what the page said once done (`window.result`). */
export async function fixturePage(page, url) {
  await page.goto(url);
  return (await page.waitForFunction(() => window.result, null, { timeout: 20000 })).jsonValue();
}

/** Overwrites the start of the web app's database in its OPFS pool, as a failing phone might
 *  (`web-fixtures/corrupt.html`); resolves with what the page said. */
export const damageStoreStart = (page, url) => fixturePage(page, `${url}corrupt.html`);

/** Waits until the page has settled, instead of a fixed pause: the fonts loaded, every short CSS transition
 *  or animation finished (a snackbar's fade, seconds long, is not waited for), and two frames painted after
 *  that, so layout and pixels are final. */
export async function settled(page) {
  await page.evaluate(async () => {
    await document.fonts.ready;
    const short = document.getAnimations().filter((a) => {
      const end = a.effect?.getComputedTiming().endTime;
      return a.playState === 'running' && Number.isFinite(end) && end <= 1000;
    });
    await Promise.race([Promise.allSettled(short.map((a) => a.finished)), new Promise((r) => setTimeout(r, 2000))]);
    await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
  });
}

/** Taps `button` and waits until the figure's click (or its knock-out) shows the change. */
export async function tapAndSee(page, button, figure) {
  const click = `[data-testid="click-${figure}-0"]`;
  const before = await page.getAttribute(click, 'data-click');
  await page.tap(`[data-testid="${button}"]`);
  await page.waitForFunction(([click, ko, before]) => document.querySelector(ko) || document.querySelector(click)?.dataset.click !== before,
    [click, `[data-testid="ko-${figure}"]`, before]);
}

/** Saves a screenshot under test-output/e2e. */
export async function shot(page, name) {
  await settled(page);
  await page.screenshot({ path: join(outDir, `${name}.png`), fullPage: false });
}

/** Records the name of every worker the page makes, index.html's included, even one ended since: call before the
 *  page loads; read `window.__workerNames`. */
export const recordWorkers = (page) => page.addInitScript(() => {
  window.__workerNames = [];
  window.Worker = class extends window.Worker {
    constructor(url, options) { super(url, options); window.__workerNames.push(options?.name ?? ''); }
  };
});

/** The names `recordWorkers` saw, each random part shown as `…`. */
export const workersMade = async (page) =>
  (await page.evaluate(() => window.__workerNames ?? [])).map((n) => n.replace(/worker-(early-)?[0-9a-z]+/, 'worker-$1…'));

/** `[data-testid=…]` */
export const tid = (id) => `[data-testid="${id}"]`;
/** A test id's selector; a selector (anything but a bare id) as it is. */
export const sel = (x) => (/^[\w-]+$/.test(x) ? tid(x) : x);

/** A player's moves, in order: a string is tapped (a test id, or a selector); `see(x)` waits until x is
 *  drawn, `gone(x)` until it has gone, `snap(name)` saves a screenshot; any other function is called with the
 *  page (a check, a wait of the test's own). */
export async function play(page, ...moves) {
  for (const move of moves) await (typeof move === 'function' ? move(page) : page.tap(sel(move)));
}
export const see = (x, options) => (page) => page.waitForSelector(sel(x), options);
export const gone = (x, options) => see(x, { state: 'detached', ...options });
export const snap = (name) => (page) => shot(page, name);
/** `page.fill` and `page.selectOption` of a test id (or a selector), as moves of `play`'s. */
export const fill = (x, value) => (page) => page.fill(sel(x), value);
export const choose = (x, value) => (page) => page.selectOption(sel(x), value);
/** The wizard at its step `key`. */
export const atStep = (key) => `${tid('wizard')}[data-step="${key}"]`;
/** Waits until the turn bar names `name` as the player whose turn it is. */
export const turnIs = (name) => (page) => page.waitForFunction((n) => document.querySelector('[data-testid="turn-player"]')?.textContent.includes(n), name);
/** Waits until the turn bar says it is round `n`. */
export const roundIs = (n) => (page) => page.waitForFunction((n) => document.querySelector('[data-testid="turn-bar"]')?.dataset.round === n, String(n));
/** The selector of figure `id`'s tokens when it carries `n`. */
export const tokens = (id, n) => `${tid(`tokens-${id}`)}[data-tokens="${n}"]`;
/** Waits until the turn bar says `n` actions are left. */
export const leftIs = (n) => (page) => page.waitForFunction((n) => document.querySelector('[data-testid="actions-left"]')?.dataset.left === n, String(n));

/** A message's value from a locale's Fluent file: a one-line message, or one variant of a select. */
export function message(lang, file, id, variant) {
  const lines = readFileSync(join(repo, 'i18n', 'locales', lang, file), 'utf8').split('\n');
  const at = lines.findIndex((l) => l.startsWith(`${id} = `));
  if (at < 0) throw new Error(`no ${id} in ${lang}/${file}`);
  if (variant === undefined) return lines[at].slice(id.length + 3).trim();
  // A select's variant: `[variant] text` or `*[variant] text` on one line.
  const key = `[${variant}] `;
  const line = lines.slice(at + 1).find((l) => l.trim().replace(/^\*/, '').startsWith(key));
  if (!line) throw new Error(`no [${variant}] in ${id}, ${lang}/${file}`);
  return line.trim().replace(/^\*/, '').slice(key.length).trim();
}

/** Adds a figure to a player's army as a player does on the new-game screen: opens the picker if it is closed,
 *  types the name, taps the row of exactly that name, and waits for the picker to clear its search. */
export async function addFigure(page, player, name) {
  const search = tid(`pick-search-${player}`);
  if (!(await page.$(search))) await page.tap(tid(`add-figure-${player}`));
  await page.fill(search, name);
  // The row is brought to the middle of the screen first, as a thumb scrolls it there: at the largest text it can
  // sit just above the tab bar, where a tap lands on the bar.
  const row = page.locator(`${tid(`pick-${player}`)}[data-name=${JSON.stringify(name)}]`).first();
  await row.evaluate((e) => e.scrollIntoView({ block: 'center' }));
  await row.tap();
  await page.waitForFunction((s) => document.querySelector(s)?.value === '', search);
}

/** Sets up a game on the new-game screen as a player does, each field only if given: its name, the players' names,
 *  size, time limit and agreed ending, each army's figures (by the picker's names) and riders on mounts
 *  (`[player, rider, mount]`); then taps Start and waits for the table. `start: 'tap'` taps Start without waiting
 *  (a start that needs the store, or is refused); `start: false` leaves the screen as set up. */
export async function newGame(page, { name, players = [], size, time, agreed, armies = [], rides = [], start = true } = {}) {
  if (!(await page.$(tid('new-game')))) await page.tap(tid('tab-Games'));
  await play(page, 'new-game', see('new-game-screen'));
  if (name !== undefined) await page.fill(tid('game-name'), name);
  for (const [i, player] of players.entries()) await page.fill(tid(`player-name-${i}`), player);
  if (size) await page.selectOption(tid('game-size'), String(size));
  if (time) await page.selectOption(tid('time-limit'), String(time));
  if (agreed) await page.fill(tid('agreed-condition'), agreed);
  for (const [player, figures] of armies.entries()) for (const figure of figures) await addFigure(page, player, figure);
  for (const [player, rider, mount] of rides) await page.selectOption(tid(`rides-${player}-${rider}`), String(mount));
  if (!start) return;
  // A long army puts Start at the bottom of the screen.
  await page.locator(tid('start-game')).scrollIntoViewIfNeeded();
  await page.tap(tid('start-game'));
  if (start !== 'tap') await page.waitForSelector(tid('turn-bar'));
}

/** The two figures of a quick game: a spearman against a sentinel. */
const QUICK = [['Tidewatch Spearman'], ['Ironbark Sentinel']];
/** Sets up a two-player game of demo figures from the games screen and taps Start (the table is not awaited). */
export const startQuickGame = (page, name = 'Quick') => newGame(page, { name, armies: QUICK, start: 'tap' });
/** Starts a two-player game of demo figures from the games screen; waits for the table. */
export const quickGame = (page, name = 'Quick') => newGame(page, { name, armies: QUICK });

/** Starts a game of every kind of card named `name`: a plain figure (0), a cavalry unit (the lancer 1 riding the
 *  charger 2), a colossal (3) and a chariot (4) against one figure (5); a large table, so it opens compact. */
export const mixedGame = (page, name) => newGame(page, {
  name, size: 1000, rides: [[0, 1, 2]],
  armies: [['Tidewatch Spearman', 'Ashen Lancer', 'Gorehoof Charger', 'Basalt Colossus', 'Sunforge Chariot'], ['Ironbark Sentinel']],
});

/** Opens the games list's game named `name` (the first listed if none) at its table. */
export async function resume(page, name) {
  const game = name === undefined ? page.locator('li.game') : page.locator('li.game', { hasText: name });
  await game.first().locator('[data-testid^="resume-"]').tap();
  await page.waitForSelector(tid('turn-bar'));
}

/** Reloads the page and waits for `selector` (the table by default) to be drawn again. */
export const reloaded = (page, selector = tid('turn-bar')) =>
  page.reload().then(() => page.waitForSelector(selector, { timeout: 30_000 }));

/** Waits until no change waits for the store (the note's place names none). */
export const saved = (page, timeout = 30_000) => page.waitForFunction(() => !document.querySelector('[data-testid="saving-place"]')?.dataset.waiting, null, { timeout });

/** Taps a tab of the tab bar and waits for its screen (the Table tab: the turn bar); `tab(name)` as a move. */
export const openTab = (page, name) => play(page, `tab-${name}`, see(name === 'Table' ? 'turn-bar' : `${name.toLowerCase()}-screen`));
export const tab = (name) => (page) => openTab(page, name);

/** Waits until the snackbar says `said` (a string it contains, or a RegExp). */
export function snackbarSays(page, said, { timeout = 30_000 } = {}) {
  const [source, flags] = said instanceof RegExp ? [said.source, said.flags] : [said.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'), ''];
  return page.waitForFunction(([source, flags]) => new RegExp(source, flags).test(document.querySelector('[data-testid="snackbar"]')?.textContent ?? ''),
    [source, flags], { timeout });
}

/** Waits until the turn bar says it is player `player`'s turn (0 or 1): a move of `play`'s. */
export const turnOf = (player) => (page) => page.waitForFunction((p) => document.querySelector('[data-testid="turn-bar"]')?.dataset.player === p, String(player));

/** Taps `target` (a selector or a Locator) and resolves with the download it starts. */
export const download = async (page, target) =>
  (await Promise.all([page.waitForEvent('download'), typeof target === 'string' ? page.tap(target) : target.tap()]))[0];

/** Ends turns every 4 ms from inside the page, faster than any finger, until it is killed. */
export const startBurst = (page) => page.evaluate(() => {
  window.__burst = setInterval(() => { document.querySelector('[data-testid="end-turn"]')?.click(); document.querySelector('[data-testid="end-turn-anyway"]')?.click(); }, 4);
});

/** Finds a figure on the Figures tab by `search`, once `rows` rows show, and opens the first. */
export async function openFigure(page, search = 'brackwater halberdier', rows = 3) {
  if (!(await page.$(tid('figures-screen')))) await openTab(page, 'Figures');
  await page.fill(tid('figure-search'), search);
  await page.waitForFunction((n) => document.querySelectorAll('[data-testid="figure-row"]').length === n, rows);
  await play(page, `${tid('figure-row')} >> nth=0 >> .entry-head`, see('figure-detail'));
}

/** A promise and its `resolve`, for a test to hold something back until it says (Promise.withResolvers). */
export function deferred() {
  let resolve;
  const promise = new Promise((r) => { resolve = r; });
  return { promise, resolve };
}

/** mulberry32: a small seeded generator of numbers in [0, 1), so a seed replays the same run. */
export function mulberry32(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Ends the turn as a player does: End turn, and "End turn" again in the question about actions left unused. */
export async function endTurn(page) {
  const left = Number(await page.getAttribute(tid('actions-left'), 'data-left'));
  await page.tap(tid('end-turn'));
  if (left > 0) await page.tap(tid('end-turn-anyway'));
}

/** The table drawn as full cards (Settings), for tests about what a card's buttons do. */
export const fullCards = (page) => play(page, 'tab-Settings', 'view-full', 'tab-Table');

/** How many turns have ended, as the table shows it (two players); -1 with no table. */
function turnsIn() {
  const bar = document.querySelector('[data-testid="turn-bar"]');
  return bar ? (Number(bar.dataset.round) - 1) * 2 + Number(bar.dataset.player) : -1;
}
export const turnsShown = (page) => page.evaluate(turnsIn);
/** Waits until the table shows `turns` ended turns (two players): a move of `play`'s. */
export const turnsAre = (turns, { timeout = 20000 } = {}) => (page) => page.waitForFunction(`(${turnsIn})() === ${turns}`, null, { timeout });

/** Times `count` taps alternating damage and heal on figure 0's first dial, inside the page, at a thumb's pace: each
 *  tap comes once the last one's change has been painted (a tap fired sooner measures the last tap's paint, which
 *  the browser does first). The first `warm` taps are not counted. Returns the times in ms from the click event to
 *  the card's click number changing (`shown`) and to the first frame painted after it (`painted`). Other `buttons`,
 *  taken in turn, and another `watched` element time another page's taps the same way (the hello-world's).
 *  TAP_PAUSE_MS=200 (say) also waits that long between taps, a slower thumb. */
export async function timeTapsPainted(page, count = 100, warm = 10, { buttons = ['damage-0-0', 'heal-0-0'], watched = 'click-0-0' } = {}) {
  const shown = [], painted = [];
  for (let i = 0; i < count + warm; i++) {
    const button = buttons[i % buttons.length];
    const ms = await page.evaluate(([id, watched]) => new Promise((resolve) => {
      // A message posted from a frame's animation callback runs after that frame's paint.
      const afterPaint = (then) => requestAnimationFrame(() => {
        const channel = new MessageChannel();
        channel.port1.onmessage = then;
        channel.port2.postMessage(null);
      });
      afterPaint(() => {
        const target = document.querySelector(`[data-testid="${watched}"]`);
        const before = target.textContent;
        const start = performance.now();
        const observer = new MutationObserver(() => {
          if (target.textContent === before) return;
          observer.disconnect();
          const changed = performance.now() - start;
          afterPaint(() => resolve([changed, performance.now() - start]));
        });
        observer.observe(target, { childList: true, subtree: true, characterData: true });
        document.querySelector(`[data-testid="${id}"]`).click();
      });
    }), [button, watched]);
    if (process.env.TAP_PAUSE_MS) await page.waitForTimeout(Number(process.env.TAP_PAUSE_MS));
    if (i >= warm) { shown.push(ms[0]); painted.push(ms[1]); }
  }
  return { shown, painted };
}

/** The p-th quantile (0..1) of some numbers. */
export const quantile = (xs, p) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(p * xs.length))];
/** Some times' median and 95th percentile, for a bench's line. */
export const p50p95 = (times) => `p50 ${quantile(times, 0.5).toFixed(1)} ms, p95 ${quantile(times, 0.95).toFixed(1)} ms`;
/** Issue 50's tap budget over several runs of taps (each run's times): how many runs kept their p95 within a frame
 *  (16 ms), which the budget asks of every one of 8. */
export function tapRunsLine(what, runs) {
  const p95s = runs.map((times) => quantile(times, 0.95));
  return `${what}: p95 within 16 ms in ${p95s.filter((p) => p <= 16).length} of ${runs.length} runs (p95 ${Math.min(...p95s).toFixed(1)}-${Math.max(...p95s).toFixed(1)} ms) (budget: every one of 8 runs (issue 50))`;
}
/** Whether a bench measures `figure`: all of them, or those BENCH_ONLY lists (comma-separated). */
export const benchOnly = (figure) => !process.env.BENCH_ONLY || process.env.BENCH_ONLY.split(',').includes(figure);
