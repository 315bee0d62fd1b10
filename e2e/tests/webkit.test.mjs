// The shipped web bundle in WebKit, the engine of every iPhone browser: Debian's WebKitGTK MiniBrowser driven over
// plain WebDriver (webkit2gtk-driver) under Xvfb, at phone size. WebKitGTK has no OPFS sync access handles, so the app
// must start, say that this browser keeps nothing, and then play from memory when asked.
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { existsSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { outDir, message, tid } from '../lib/harness.mjs';
import { phoneTest } from '../lib/fixture.mjs';
import { startXvfb } from '../lib/xvfb.mjs';

const DRIVER = '/usr/bin/WebKitWebDriver';
const BROWSER = '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser';
const missing = [DRIVER, BROWSER].find((f) => !existsSync(f));

/** A WebDriver session on a running WebKitWebDriver. */
const driverAt = (base) => async (method, path, body) => {
  const res = await fetch(`${base}${path}`, { method, headers: { 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body) });
  const json = await res.json();
  if (!res.ok) throw new Error(`${method} ${path}: ${JSON.stringify(json.value)}`);
  return json.value;
};

async function waitFor(what, check, timeout = 60000) {
  const end = Date.now() + timeout;
  for (;;) {
    const value = await check().catch(() => null);
    if (value) return value;
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 250));
  }
}

// The fixture's server; the browser is WebKit's, driven over WebDriver, not a phone of the fixture's.
phoneTest('WebKit (the iPhone\'s engine): starts, says it keeps nothing and cannot share, shows the table, takes a tap', { skip: missing && `no ${missing}`, phone: false }, async ({ url }) => {
  const port = 4444 + Math.floor(Math.random() * 500);
  const x = await startXvfb('1024x1000x24');
  let log = '';
  let driver;
  const call = driverAt(`http://127.0.0.1:${port}`);
  let session;
  try {
    driver = spawn(DRIVER, [`--port=${port}`], { stdio: ['ignore', 'pipe', 'pipe'], detached: true, env: { ...process.env, DISPLAY: x.display } });
    for (const out of [driver.stdout, driver.stderr]) out.on('data', (d) => { log += d; });
    await waitFor('WebKitWebDriver', async () => (await call('GET', '/status')).ready, 30000);
    session = (await call('POST', '/session', {
      capabilities: { alwaysMatch: { browserName: 'MiniBrowser', 'webkitgtk:browserOptions': { binary: BROWSER, args: ['--automation'] } } },
    })).sessionId;
    const s = (path) => `/session/${session}${path}`;
    await call('POST', s('/window/rect'), { width: 390, height: 844 }).catch((e) => console.log(`no phone-sized window: ${e.message}`));
    const find = (css) => call('POST', s('/element'), { using: 'css selector', value: css }).then((e) => Object.values(e)[0]);
    // A tap: WebDriver's own click where WebKit takes it, else the element's click event
    // (MiniBrowser's window can cover part of a phone-sized page).
    const tap = async (css) => {
      const element = await waitFor(css, () => find(css));
      await call('POST', s(`/element/${element}/click`), {}).catch(() => run('document.querySelector(arguments[0]).click()', css));
    };
    /** A tap, then a wait for what it brings (`what`, found by `css`). */
    const tapTo = async (tapped, what, css) => { await tap(tapped); await waitFor(what, () => find(css)); };
    const text = async (css) => call('GET', s(`/element/${await find(css)}/text`));
    const run = (script, ...args) => call('POST', s('/execute/sync'), { script, args });
    const screenshot = async (name) => writeFileSync(join(outDir, `${name}.png`), Buffer.from(await call('GET', s('/screenshot')), 'base64'));
    await call('POST', s('/url'), { url });
    await waitFor('the below-the-floor message', () => find('[data-testid="below-floor"]'));
    assert.equal(await text('[data-testid="below-floor"] h1'), message('en', 'app.ftl', 'floor-title'));
    await screenshot('webkit-01-below-floor');
    await tapTo(tid('play-unsaved'), 'the games screen', tid('startup-notice'));
    await screenshot('webkit-02-games');
    // WebKitGTK has no RTCPeerConnection: the sharing screen says so, points to the file
    // hand-off, and offers no pairing button (issue 36).
    await tapTo(tid('share-open'), 'the sharing screen', '[data-testid="share-step"][data-step="no-webrtc"]');
    assert.equal(await text('[data-testid="share-step"]'), message('en', 'app.ftl', 'share-failed-no-webrtc'));
    assert.equal(await run('return document.querySelectorAll(\'[data-testid="share-start"], [data-testid="share-join"]\').length'), 0);
    await screenshot('webkit-02b-cannot-share');
    await tapTo(tid('tab-Games'), 'the games screen again', tid('new-game'));
    await tapTo(tid('new-game'), 'the new-game screen', tid('add-figure-1'));
    // The figure picker: open it, then tap the figure's row.
    for (const [index, name] of [[0, 'Tidewatch Spearman'], [1, 'Ironbark Sentinel']]) {
      await tap(`[data-testid="add-figure-${index}"]`);
      const row = `[data-testid="pick-${index}"][data-name="${name}"]`;
      await waitFor(`${name} in the picker`, () => find(row));
      await tap(row);
      // The pick is shown in the player's army before the next one.
      await waitFor(`${name} in the army`, () => run('return (document.querySelector(arguments[0])?.textContent || "").includes(arguments[1])', `[data-testid="army-${index}"]`, name));
    }
    await tapTo(tid('start-game'), 'the table', tid('turn-bar'));
    await screenshot('webkit-03-table');
    const player = () => run('return document.querySelector(\'[data-testid="turn-bar"]\').dataset.player');
    assert.equal(await player(), '0');
    // Actions are left, so the app asks first.
    await tapTo(tid('end-turn'), 'the question about unused actions', tid('end-turn-anyway'));
    await tap(tid('end-turn-anyway'));
    await waitFor('the tap to show', async () => (await player()) === '1', 20000);
    await screenshot('webkit-04-after-tap');
  } catch (e) {
    console.log(`WebKitWebDriver said:\n${log.slice(-3000)}\nXvfb ${x.display} said:\n${x.log().slice(-1000)}`);
    throw e;
  } finally {
    if (session) await call('DELETE', `/session/${session}`).catch(() => {});
    try { process.kill(-driver.pid, 'SIGKILL'); } catch {}
    await x.stop();
  }
});
