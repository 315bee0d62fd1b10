// Phones paired by their QR codes, as the sharing test and the sharing bench need them: each phone its own Chromium
// whose fake camera plays a video of the other phone's code, linked by WebRTC with no server, inside a private
// network namespace (RECIPE.md, "Two phones on one game"). `inNamespace` runs a script again in one of its own.
import { spawn, execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, renameSync } from 'node:fs';
import { join } from 'node:path';
import assert from 'node:assert/strict';
import { launchPhone, play, tid, webDir } from './harness.mjs';

const has = (cmd) => { try { execFileSync('sh', ['-c', `command -v ${cmd}`], { stdio: 'ignore' }); return true; } catch { return false; } };

/** Why phones cannot be paired on this machine, or null. */
export const cannotPair = process.getuid?.() !== 0 ? 'not root: cannot make a network namespace'
  : !has('unshare') || !has('ip') ? 'no unshare or ip (iproute2)'
    : !has('ffmpeg') ? 'no ffmpeg (scripts/setup-debian.sh installs it)'
      : !existsSync(join(webDir, 'index.html')) ? 'no dist/web: bash scripts/web.sh --build-only' : null;

/** Whether this run is the one inside the namespace. */
export const insideNamespace = process.env.DK_SHARING_NETNS === '1';

/** Runs `script` again under `unshare -n`, with a veth pair 10.99.0.1/24 – 10.99.0.2/24
 *  and a default route, so nothing leaves the machine; resolves to its exit code and
 *  everything it printed (also printed here as it comes). */
export async function inNamespace(script, args = []) {
  const net = [
    'set -e', 'ip link set lo up', 'ip link add v0 type veth peer name v1',
    'ip addr add 10.99.0.1/24 dev v0', 'ip addr add 10.99.0.2/24 dev v1', 'ip link set v0 up', 'ip link set v1 up',
    'ip route add default via 10.99.0.2 dev v0', `exec "${process.execPath}" "${script}" ${args.map((a) => `"${a}"`).join(' ')}`,
  ].join('\n');
  const env = { ...process.env, DK_SHARING_NETNS: '1' };
  delete env.NODE_TEST_CONTEXT;
  const child = spawn('unshare', ['-n', 'bash', '-c', net], { env, stdio: ['ignore', 'pipe', 'pipe'] });
  let said = '';
  child.stdout.on('data', (d) => { said += d; process.stdout.write(d); });
  child.stderr.on('data', (d) => { said += d; process.stderr.write(d); });
  const code = await new Promise((resolve) => child.on('exit', resolve));
  return { code, said };
}

/** What a run under `inNamespace` said of each test that failed: its `not ok` line and the error under it (the
 *  run's tail alone may hold only the tests after it). */
export function failuresIn(said) {
  const lines = said.split('\n');
  return lines.flatMap((line, at) => {
    if (!/^\s*not ok \d+ - /.test(line)) return [];
    const end = lines.findIndex((l, i) => i > at && /^\s*\.\.\.\s*$/.test(l));
    return [lines.slice(at, end < 0 ? at + 40 : end).join('\n')];
  }).join('\n');
}

export const ffmpeg = (args) => execFileSync('ffmpeg', ['-y', '-loglevel', 'error', ...args]);

/** A phone: its own Chromium whose camera plays `camera` (a y4m file); a new profile unless one is given. */
export async function phone(work, name, camera, profile = mkdtempSync(join(work, `${name}-`))) {
  const launched = await launchPhone(profile, {
    args: ['--use-fake-device-for-media-stream', '--use-fake-ui-for-media-stream', `--use-file-for-fake-video-capture=${camera}`,
      '--disable-features=WebRtcHideLocalIpsWithMdns'],
  });
  await launched.context.grantPermissions(['camera']);
  // Every link the app makes is noted with its configuration and the addresses it
  // offers: sharing's one exception to "no network" must stay on the local network.
  await launched.context.addInitScript(() => {
    const Native = window.RTCPeerConnection;
    if (!Native) return;
    window.__rtc = { configs: [], candidates: [], channels: [] };
    window.RTCPeerConnection = function (config, ...rest) {
      window.__rtc.configs.push(JSON.parse(JSON.stringify(config ?? null)));
      const pc = new Native(config, ...rest);
      pc.addEventListener('icecandidate', (e) => e.candidate && window.__rtc.candidates.push(e.candidate.candidate));
      // A guest's channel, so the test can cut it as a phone leaving the Wi-Fi would.
      pc.addEventListener('datachannel', (e) => window.__rtc.channels.push(e.channel));
      return pc;
    };
    window.RTCPeerConnection.prototype = Native.prototype;
  });
  // What the camera's <video> went through, said when a scan fails (the fake camera's own
  // faults and the page's look alike from outside).
  await launched.context.addInitScript(() => {
    const log = (window.__camera = []);
    const note = (what) => log.push(`${Math.round(performance.now())} ${what}`);
    for (const kind of ['loadedmetadata', 'playing', 'pause', 'emptied', 'ended', 'stalled', 'suspend']) {
      document.addEventListener(kind, (e) => e.target instanceof HTMLVideoElement
        && note(`${kind} ${e.target.id || '(no id)'} connected=${e.target.isConnected} ${e.target.videoWidth}x${e.target.videoHeight} ready=${e.target.readyState}`), true);
    }
    const draw = CanvasRenderingContext2D.prototype.drawImage;
    let drawn = 0;
    CanvasRenderingContext2D.prototype.drawImage = function (source, ...rest) {
      if (source instanceof HTMLVideoElement && (++drawn % 20 === 1)) {
        note(`frame ${drawn} of ${source.id || '(no id)'} connected=${source.isConnected} paused=${source.paused} ${source.videoWidth}x${source.videoHeight} ready=${source.readyState}`);
      }
      return draw.call(this, source, ...rest);
    };
  });
  launched.page.on('pageerror', (e) => console.log(`[${name} page error] ${e.message}`));
  // Warnings and errors, the store worker's included, so a failed run says what went wrong.
  launched.page.on('console', (m) => ['warning', 'error'].includes(m.type()) && console.log(`[${name}] ${m.text()}`));
  return { ...launched, name, camera };
}

/** Films the QR code a page shows: a screenshot of it, made into a y4m video the fake camera plays, at `into`
 *  (moved there whole, so a camera opening it never reads half). */
export async function filmCode(page, base, into = `${base}.y4m`) {
  const qr = page.locator(tid('share-qr'));
  await qr.waitFor({ timeout: 30_000 }).catch(async (e) => {
    const said = await page.evaluate(() => {
      const s = document.querySelector('[data-testid="share-step"]');
      return `${s?.dataset.step}: ${s?.textContent}; buttons: ${[...document.querySelectorAll('button')].map((b) => b.dataset.testid).join(' ')}`;
    }).catch(() => '');
    throw new Error(`no pairing code shown in 30 s (${said}): ${e.message}`);
  });
  // What a camera would see: the code whole, nothing of the page lying over it (the tab
  // bar, a snackbar), as the page shows it within 2 s, with no scrolling of the test's own.
  const inSight = () => qr.evaluate((el) => {
    const r = el.querySelector('svg').getBoundingClientRect();
    const corners = [[r.left + 2, r.top + 2], [r.right - 2, r.top + 2], [r.left + 2, r.bottom - 2], [r.right - 2, r.bottom - 2]];
    const over = corners.map(([x, y]) => document.elementFromPoint(x, y)).find((hit) => !hit || !el.contains(hit));
    return over === undefined ? null : (over ? `${over.tagName.toLowerCase()}.${over.getAttribute('class')} "${over.textContent.slice(0, 80)}"` : 'off the screen');
  });
  let hidden = await inSight();
  for (let tries = 0; hidden && tries < 10; tries++) hidden = await new Promise((r) => setTimeout(r, 200)).then(inSight);
  if (hidden) throw new Error(`the pairing code is not all in sight: ${hidden}`);
  await qr.screenshot({ path: `${base}.png` });
  ffmpeg(['-loop', '1', '-i', `${base}.png`, '-t', '1', '-r', '5', '-vf',
    'scale=600:440:force_original_aspect_ratio=decrease,pad=640:480:(ow-iw)/2:(oh-ih)/2:color=white,format=yuv420p', `${base}.tmp.y4m`]);
  renameSync(`${base}.tmp.y4m`, into);
  return into;
}

/** Waits until the sharing screen's step is `name`; a failure says what the screen said. */
export async function step(page, name) {
  const shown = await page.waitForFunction((name) => {
    const s = document.querySelector('[data-testid="share-step"]');
    return s && (s.dataset.step === name || s.dataset.step === 'failed') && s;
  }, name, { timeout: 120_000 });
  const [got, text, camera] = await shown.evaluate((s) => [s.dataset.step, s.textContent, (window.__camera ?? []).slice(-40).join('\n')]);
  assert.equal(got, name, got === 'failed' && camera ? `${text}\nthe camera's video, last events:\n${camera}` : text);
}

/** Waits until `phone` shows click `click` on figure `figure`'s first dial; a failure says what it shows instead. */
export const showsClick = (phone, figure, click, timeout = 30_000) => phone.page.waitForFunction(([id, want]) =>
  document.querySelector(`[data-testid="${id}"]`)?.dataset.click === want, [`click-${figure}-0`, String(click)], { timeout, polling: 20 })
  .catch(async (e) => {
    throw new Error(`click ${click} of figure ${figure} never showed on ${phone.name}: ${await standing(phone.page)}\n${e.message}`);
  });

/** Where a phone stands, as a failure says it first (a log cut short keeps its start): the screen, the sharing
 *  screen's step and banner, the table's standing, the snackbar, a save still waiting, then the screen's words. */
export const standing = (page) => page.evaluate(() => {
  const at = (id) => document.querySelector(`[data-testid="${id}"]`);
  const banner = ['share-hosting', 'share-following', 'share-host-gone', 'share-gathering'].find(at);
  const facts = {
    screen: [...document.querySelectorAll('[data-testid$="-screen"], [data-testid="turn-bar"]')].map((e) => e.dataset.testid).join(' '),
    step: at('share-step') && `${at('share-step').dataset.step}: ${at('share-step').textContent}`,
    banner: banner && `${banner}: ${at(banner).textContent}`,
    standing: at('share-open')?.dataset.standing,
    snackbar: at('snackbar')?.textContent,
    // A store that has not answered (a change waiting to be saved).
    saving: at('saving-place')?.dataset.waiting && `${at('saving-place').dataset.waiting} ${at('saving-slow')?.textContent ?? ''}`,
  };
  const said = Object.entries(facts).filter(([, v]) => v).map(([k, v]) => `${k}: ${v}`).join('; ');
  return `${said}\n${(document.querySelector('main') ?? document.body)?.innerText.slice(0, 1200)}`;
}).catch((e) => `(the page did not answer: ${e.message})`);

/** A camera that sees nothing yet (white), at `path`, until a phone's code is filmed in. */
export function whiteCamera(path) {
  ffmpeg(['-f', 'lavfi', '-i', 'color=c=white:s=640x480:d=1', '-r', '5', '-pix_fmt', 'yuv420p', path]);
  return path;
}

/** A phone for each of `names`, each its own Chromium with a camera of its own that sees
 *  white until a code is filmed into it, the app opened on each by `open(page, url)`;
 *  `launch(name, camera)` starts one (the fixture's, to close it after the test). */
export async function phones(work, url, names, open, launch = (name, camera) => phone(work, name, camera)) {
  const made = [];
  for (const name of names) {
    const p = await launch(name, whiteCamera(join(work, `${name}.y4m`)));
    made.push(p);
    await open(p.page, url);
  }
  return made;
}

/** Pairs `guest` with `host` as players do: the host shares (or adds a phone), the guest's camera films its
 *  code, `open()` brings the guest to Join (by default: its sharing screen, then Join) and resolves to its
 *  page, the host's camera films the guest's answer and the host scans it. Resolves, once the host says
 *  linked, to that moment (a catch-up is timed from it). */
export async function pair(host, guest, work, name, open = () => joinHost(guest.page)) {
  await shareScreen(host.page);
  await host.page.tap(tid((await host.page.$(tid('share-start'))) ? 'share-start' : 'share-add'));
  await filmCode(host.page, join(work, `offer-${name}`), guest.camera);
  await filmCode(await open(), join(work, `answer-${name}`), host.camera);
  await play(host.page, 'share-scan-answer', (page) => step(page, 'linked'));
  return Date.now();
}

/** The sharing screen, from wherever the player is. */
export async function shareScreen(page) {
  await play(page, 'tab-Games', 'share-open');
  // Drawn once its code is there (a module of its own in the split build).
  await page.waitForSelector('[data-testid="sharing-screen"], [data-testid="share-start"], [data-testid="share-add"], [data-testid="share-join"]');
}

/** A guest's first taps to pair: the sharing screen, then Join; resolves to its page. */
export const joinHost = (page) => play(page, shareScreen, 'share-join').then(() => page);
