// "No network", checked at run time (issue 14). The static checks (xtask no_network) say what the app may do; these
// watch what it does.
// - Desktop: the app under Xvfb, clicked through its tabs, with every socket it and its WebKit children hold sampled
//   from /proc every 50 ms. Only loopback is allowed: the renderer's edit websocket (127.0.0.1) and the web view's
//   connection to it.
// - Web: the bundle as it ships, a short game played, and every request the page, its workers and its service worker
//   make must go to the page's own origin. The one exception is sharing (issue 36): WebRTC between paired phones, no
//   ICE server, host candidates only; sharing.test.mjs checks every link's configuration and addresses.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { readFileSync, readdirSync, readlinkSync } from 'node:fs';
import { join } from 'node:path';
import { outDir, openApp, quickGame, endTurn, reloaded, play, roundIs, controlled } from '../lib/harness.mjs';
import { desktopTest, phoneTest } from '../lib/fixture.mjs';

// ---- /proc sockets -------------------------------------------------------------------

/** An address as /proc/net/{tcp,udp}[6] writes it (`0100007F:1F90`) → { ip, port }. */
function procAddress(text) {
  const [hex, port] = text.split(':');
  // The kernel prints each 32-bit word in host order (little-endian here).
  const bytes = [];
  for (let w = 0; w < hex.length; w += 8) {
    const word = hex.slice(w, w + 8);
    for (let b = 6; b >= 0; b -= 2) bytes.push(parseInt(word.slice(b, b + 2), 16));
  }
  const zeros = (n) => bytes.slice(0, n).every((b) => b === 0);
  const ip = bytes.length === 4 ? bytes.join('.')
    : zeros(10) && bytes[10] === 0xff && bytes[11] === 0xff ? `::ffff:${bytes.slice(12).join('.')}`
      : zeros(16) ? '::' : zeros(15) && bytes[15] === 1 ? '::1'
        : Array.from({ length: 8 }, (_, i) => ((bytes[2 * i] << 8) | bytes[2 * i + 1]).toString(16)).join(':');
  return { ip, port: parseInt(port, 16) };
}

/** 127.0.0.0/8, ::1, and 127/8 mapped into IPv6. */
const isLoopback = (ip) => ip.startsWith('127.') || ip === '::1' || ip.startsWith('::ffff:127.');

/** Whether a socket stays on this machine: bound to loopback (0.0.0.0 and :: are every interface: not
 *  allowed), and either connected to loopback or not connected at all. */
function staysLocal({ local, remote }) {
  const unconnected = (remote.ip === '0.0.0.0' || remote.ip === '::') && remote.port === 0;
  return isLoopback(local.ip) && (unconnected || isLoopback(remote.ip));
}

const TCP_STATES = { '01': 'established', '02': 'syn-sent', '03': 'syn-recv', '04': 'fin-wait1', '05': 'fin-wait2', '06': 'time-wait',
  '07': 'close', '08': 'close-wait', '09': 'last-ack', '0A': 'listen', '0B': 'closing' };

/** What `read()` gives, or `otherwise` if it throws (a /proc file gone with its process). */
const tryRead = (read, otherwise) => { try { return read(); } catch { return otherwise; } };
/** The fields of each line of /proc/<pid>/net/<proto> (none if it cannot be read). */
const rows = (pid, proto) =>
  tryRead(() => readFileSync(`/proc/${pid}/net/${proto}`, 'utf8').split('\n').slice(1).map((line) => line.trim().split(/\s+/)), []);

/** inode → socket, from one process's view of its network namespace. */
function socketTable(pid) {
  const table = new Map();
  for (const proto of ['tcp', 'tcp6', 'udp', 'udp6', 'raw', 'raw6']) {
    for (const f of rows(pid, proto).filter((f) => f.length >= 10)) {
      const state = proto.startsWith('tcp') ? TCP_STATES[f[3]] ?? f[3] : proto.startsWith('udp') ? 'udp' : 'raw';
      table.set(f[9], { proto, local: procAddress(f[1]), remote: procAddress(f[2]), state });
    }
  }
  for (const [proto, column] of [['unix', 6], ['netlink', 9], ['packet', 8]]) {
    for (const f of rows(pid, proto)) if (f.length > column) table.set(f[column], { proto });
  }
  return table;
}

/** A process and all its descendants (WebKitGTK's network and web processes). */
function processTree(root) {
  const children = new Map();
  for (const name of readdirSync('/proc')) {
    const stat = /^\d+$/.test(name) && tryRead(() => readFileSync(`/proc/${name}/stat`, 'utf8'), false);
    if (!stat) continue;
    const ppid = stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1];
    if (!children.has(ppid)) children.set(ppid, []);
    children.get(ppid).push(name);
  }
  const all = [String(root)];
  for (let i = 0; i < all.length; i++) all.push(...(children.get(all[i]) ?? []));
  return all;
}

/** One look at every socket of a process tree: adds to `seen` (key → description) and returns the inet
 *  sockets found now. */
function sample(root, seen) {
  const now = [];
  for (const pid of processTree(root)) {
    const inodes = tryRead(() => readdirSync(`/proc/${pid}/fd`), [])
      .map((fd) => tryRead(() => /^socket:\[(\d+)\]$/.exec(readlinkSync(`/proc/${pid}/fd/${fd}`))?.[1]))
      .filter(Boolean);
    if (!inodes.length) continue;
    const comm = tryRead(() => readFileSync(`/proc/${pid}/comm`, 'utf8').trim(), '?');
    const table = socketTable(pid);
    for (const inode of inodes) {
      const s = table.get(inode);
      if (!s) {
        // Not in any table: a socket not yet bound or connected, or just closed (both pass in a sample or two), or
        // of a kind these tables do not list.
        const u = seen.unidentified.get(inode) ?? { comm, samples: 0 };
        seen.unidentified.set(inode, { ...u, samples: u.samples + 1 });
        continue;
      }
      seen.identified.add(inode);
      if (s.proto === 'packet') { seen.inet.set(`${inode} packet`, { ...s, text: `${comm} packet socket`, packet: true }); continue; }
      if (s.proto === 'unix' || s.proto === 'netlink') { seen[s.proto].add(inode); continue; }
      const at = (a) => (a.ip.includes(':') ? `[${a.ip}]:${a.port}` : `${a.ip}:${a.port}`);
      const text = s.state === 'listen' || s.remote.port === 0
        ? `${comm} ${s.proto} ${at(s.local)} ${s.state}`
        : `${comm} ${s.proto} ${at(s.local)} -> ${at(s.remote)} ${s.state}`;
      seen.inet.set(`${inode} ${s.state}`, { ...s, text });
      now.push(s);
    }
  }
  return now;
}

test('the address classifier tells loopback from the network', () => {
  for (const [text, ip, port] of [['0100007F:1F90', '127.0.0.1', 8080], ['00000000000000000000000001000000:0050', '::1', 80],
    ['0000000000000000FFFF00000100007F:0050', '::ffff:127.0.0.1', 80], ['B80D0120000000000000000001000000:01BB', '2001:db8:0:0:0:0:0:1', 443]]) {
    assert.deepEqual(procAddress(text), { ip, port }, text);
  }
  // Local and remote as /proc writes them, and whether the socket stays local. The last five must not: every
  // interface, a public peer, a LAN peer, IPv6 any and global.
  for (const [local, remote, stays, what] of [
    ['0100007F:9C40', '00000000:0000', true, 'listening on 127.0.0.1'],
    ['0100007F:9C40', '0100007F:1F90', true, 'connected over loopback'],
    ['00000000:1F90', '00000000:0000', false, '0.0.0.0 listen'],
    ['0F02000A:C350', '08080808:0035', false, '10.0.2.15 -> 8.8.8.8'],
    ['0100007F:9C40', '0101A8C0:0050', false, '-> 192.168.1.1'],
    ['00000000000000000000000000000000:0050', '00000000000000000000000000000000:0000', false, ':: listen'],
    ['00000000000000000000000001000000:0050', 'B80D0120000000000000000001000000:01BB', false, '::1 -> 2001:db8::1'],
  ]) assert.equal(staysLocal({ local: procAddress(local), remote: procAddress(remote) }), stays, what);
});

// Sampled from the moment the app runs, before its window shows (`onPid`; a second start on a new X server
// is sampled too).
const seen = { inet: new Map(), unix: new Set(), netlink: new Set(), unidentified: new Map(), identified: new Set() };
let samples = 0, connected = false, timer;
const sampleFrom = (pid) => {
  clearInterval(timer);
  timer = setInterval(() => {
    samples++;
    if (sample(pid, seen).some((s) => s.state === 'established')) connected = true;
  }, 50);
  // The test's own end clears it; an app that never started must not keep the file's process alive.
  timer.unref();
};

desktopTest('desktop: every socket of the app and its web view stays on loopback', { timeout: 120_000, onPid: sampleFrom }, async (app) => {
  const { run, until } = app;
  try {
    await until(() => connected, 60_000, 'the web view never connected to the edit socket');
    const drawn = await app.still('the games screen');
    // Something happens: every tab in turn (the tab bar of a 390×844 window at 0,0), then a new game's form. Each
    // tap is a round of edits over the socket.
    const before = join(outDir, 'network-desktop-before.png');
    const after = join(outDir, 'network-desktop-after.png');
    await run(`cp "${drawn}" "${before}"`);
    let shown = drawn;
    for (const x of [97, 162, 227, 292, 357, 32]) {
      await run(`xdotool mousemove ${x} 810 click 1`);
      shown = await app.redrawnFrom(shown, `the tab at x=${x} did not open`);
    }
    await run('xdotool mousemove 84 80 click 1');
    shown = await app.redrawnFrom(shown, 'the new game form did not open');
    await run(`cp "${shown}" "${after}"`);
    const signature = (png) => execFileSync('identify', ['-format', '%#', png]).toString();
    assert.notEqual(signature(before), signature(after), 'the clicks changed the screen (the app was in use)');
  } finally { clearInterval(timer); }
  const inet = [...seen.inet.values()];
  const outside = inet.filter((s) => s.packet || !staysLocal(s));
  const unknown = [...seen.unidentified].filter(([inode]) => !seen.identified.has(inode));
  // Unnamed for half a second or more: a kind of socket this check cannot see into.
  const lasting = unknown.filter(([, u]) => u.samples >= 10).map(([inode, u]) => `${u.comm} socket ${inode} (${u.samples} samples)`);
  const listing = inet.map((s) => s.text).join('; ');
  console.log(`desktop: ${inet.length} inet sockets in ${samples} samples, ${outside.length ? 'NOT all loopback' : 'all loopback'}: ${listing}`);
  console.log(`desktop: also ${seen.unix.size} unix and ${seen.netlink.size} netlink sockets (local by nature); `
    + `${unknown.length} seen only before binding or after closing: ${unknown.map(([i, u]) => `${u.comm} ${i} ×${u.samples}`).join(', ') || 'none'}`);
  assert.deepEqual(outside.map((s) => s.text), [], 'sockets outside loopback');
  assert.ok(inet.some((s) => s.state === 'listen' && s.local.ip === '127.0.0.1'), 'the edit socket was seen listening on 127.0.0.1');
  assert.deepEqual(lasting, [], 'sockets of a kind no /proc table names');
});

// ---- web: requests -------------------------------------------------------------------

/** Whether a request URL leaves the page's origin (data: allowed, blob: of the origin allowed). */
const leavesOrigin = (url, origin) => !url.startsWith('data:') && new URL(url).origin !== origin;

test('the origin check flags other hosts', () => {
  const blob = '5f0c6a1e-0000-4000-8000-000000000000';
  for (const [url, leaves] of [['http://127.0.0.1:18700/dialkeeper_bg.wasm', false], ['data:image/png;base64,AAAA', false],
    [`blob:http://127.0.0.1:18700/${blob}`, false], ['https://fonts.googleapis.com/css2?family=Inter', true],
    ['http://127.0.0.1:18701/sw.js', true] /* another port is another origin */, ['http://localhost:18700/', true],
    [`blob:https://example.com/${blob}`, true]]) assert.equal(leavesOrigin(url, 'http://127.0.0.1:18700'), leaves, url);
});

phoneTest('web: every request of a short game stays on the page origin, service worker included', { timeout: 120_000, open: false }, async ({ page, context, url: address }) => {
  const origin = new URL(address).origin;
  const requests = [], sockets = [];
  // Chromium reports the page's, its dedicated workers' (the store worker's wasm is one) and, through
  // serviceWorker(), the service worker's requests here.
  context.on('request', (r) => requests.push({ url: r.url(), from: r.serviceWorker() ? 'service worker' : 'page' }));
  page.on('websocket', (ws) => sockets.push(ws.url()));
  await openApp(page, address);
  await controlled(page);
  await quickGame(page, 'Wire');
  await play(page, endTurn, endTurn, endTurn, endTurn, roundIs(3));
  // Once more through the service worker: a reload is answered by its fetch handler.
  await reloaded(page);
  // What the page itself fetched, as the browser timed it (every kind, workers' own aside).
  const timed = await page.evaluate(() => performance.getEntriesByType('resource').map((e) => e.name));
  for (const url of timed) requests.push({ url, from: 'performance entry' });
  if (process.env.DK_DEBUG) for (const r of requests) console.log(`[request] ${r.from}: ${r.url}`);
  const by = (from) => requests.filter((r) => r.from === from).length;
  const outside = requests.filter((r) => leavesOrigin(r.url, origin));
  console.log(`web: ${requests.length} requests (page and its workers ${by('page')}, service worker ${by('service worker')}, `
    + `performance entries ${by('performance entry')}), ${sockets.length} websockets, `
    + `${outside.length ? `${outside.length} outside ${origin}` : `all on ${origin}`}`);
  assert.deepEqual(outside.map((r) => `${r.from}: ${r.url}`), [], 'requests outside the page origin');
  assert.deepEqual(sockets.filter((u) => leavesOrigin(u.replace(/^ws/, 'http'), origin)), [], 'websockets outside the page origin');
  assert.ok(by('page') > 0, 'the page\'s requests were observed');
  // The service worker precaches the bundle on install: its fetches must be seen, or the check above says nothing.
  assert.ok(by('service worker') > 0, 'the service worker\'s fetches were observed');
});
