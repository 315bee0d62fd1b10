// The desktop app (WebKitGTK) under its own Xvfb at phone size, driven like a player: X clicks and keys (xdotool) and
// screenshots (ImageMagick), each line run by one bash beside the app so every command reaches the same X server.
import { spawn, execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { targetDir, tempDir } from './harness.mjs';
import { endedWithin } from './exit.mjs';
import { startXvfb } from './xvfb.mjs';

export const desktopBin = process.env.DK_DESKTOP_BIN || join(targetDir, 'debug', 'dialkeeper');

/** Fraction of a PNG's pixels near a colour, by ImageMagick. */
export const fraction = (png, color) => Number(execFileSync('convert', [png, '-fuzz', '10%', '-fill', 'black',
  '+opaque', color, '-fill', 'white', '-opaque', color, '-colorspace', 'gray', '-format', '%[fx:mean]', 'info:']).toString());

/** How many pixels differ between two PNGs (ImageMagick's `compare`, 5 % fuzz). */
export function differing(a, b) {
  try {
    execFileSync('compare', ['-metric', 'AE', '-fuzz', '5%', a, b, 'null:'], { stdio: ['ignore', 'ignore', 'pipe'] });
    return 0;
  } catch (e) {
    const n = Number(String(e.stderr ?? '').trim().split(/\s/)[0]);
    return Number.isFinite(n) ? n : Infinity;
  }
}

/** Polls `ok` every 50 ms; throws `what` (and the app's last words) after `ms`. */
async function until(ok, ms, what, log) {
  const end = Date.now() + ms;
  while (!(await ok())) {
    if (Date.now() > end) throw new Error(`${what}; ${log().slice(-1500)}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

/** Starts the app in a 390×844 window at 0,0 (no window manager) with a fresh data folder, and waits for its
 *  window: found by its process id (GTK sets it on the window), so `DK_DESKTOP_BIN` is the app or `exec`s it.
 *  `onPid(pid)` is called as soon as the app runs, before its window (a test that watches the app from its
 *  first moment). `run(line)` runs a shell line under its X server and resolves with its output; `stop()`
 *  ends the app and the server. */
export async function startDesktop(dataDir = tempDir('dk-desktop-'), { onPid } = {}) {
  try {
    return await startOnce(dataDir, onPid);
  } catch (e) {
    // GTK that cannot open a display just given is the X server's fault, not the app's: one more try, on a
    // new server, and said. Any other failure, or the same one twice, fails the test.
    const gtk = /.*Failed to initialize GTK.*/.exec(e.message);
    if (!gtk) throw e;
    console.log(`# the desktop app found no display it could open; once more on a new X server: ${gtk[0].trim()}`);
    return startOnce(dataDir, onPid);
  }
}

async function startOnce(dataDir, onPid) {
  const x = await startXvfb('390x844x24');
  try {
    return await onServer(x, dataDir, onPid);
  } catch (e) {
    await x.stop();
    throw e;
  }
}

/** The app on the X server `x` (which the caller stops if this throws; `stop()` stops it too). */
async function onServer(x, dataDir, onPid) {
  const xdg = (name) => tempDir(`dk-xdg-${name}-`);
  const script = `
    "${desktopBin}" & app=$!
    echo "pid $app"
    while :; do
      if xdotool search --onlyvisible --pid $app >/dev/null 2>&1; then echo "@@window"; break; fi
      kill -0 $app 2>/dev/null || { echo "@@gone"; break; }
      sleep 0.1
    done
    while read -r line; do eval "$line"; echo "@@ok"; done
    kill $app 2>/dev/null
    for i in $(seq 1 30); do kill -0 $app 2>/dev/null || break; sleep 0.1; done
    kill -9 $app 2>/dev/null; wait $app 2>/dev/null; true`;
  const { XAUTHORITY: _, ...env } = process.env;
  const child = spawn('bash', ['-c', script], {
    // Its own XDG folders: GTK's recent files and settings from an earlier run must not
    // change what its file chooser shows.
    env: { ...env, DISPLAY: x.display, DIALKEEPER_DATA_DIR: dataDir, LANG: 'en_US.UTF-8', LC_ALL: 'en_US.UTF-8',
      XDG_DATA_HOME: xdg('data'), XDG_CONFIG_HOME: xdg('config'), XDG_CACHE_HOME: xdg('cache'), GTK_USE_PORTAL: '0' },
    stdio: ['pipe', 'pipe', 'pipe'],
    // Its own process group, so a stuck app (a modal chooser, a hung web view) is ended
    // with every process under it, and the test never waits on an orphan's pipes.
    detached: true,
  });
  let out = '', log = '';
  child.stdout.on('data', (d) => (out += d));
  child.stderr.on('data', (d) => (log += d));
  const exited = new Promise((resolve) => child.on('exit', resolve));
  // The app's words, then the X server's (its usual start-up warnings too), each within its own length.
  const said = () => `${log.slice(-1500)}${x.log() ? `\nXvfb ${x.display} said: ${x.log().slice(-500)}` : ''}`;
  const end = async () => {
    child.stdin.end();
    await endedWithin(exited, 10_000);
    try { process.kill(-child.pid, 'SIGKILL'); } catch {} // already gone
    for (const stream of [child.stdin, child.stdout, child.stderr]) stream.destroy();
  };
  // The app's process id, once the script has said it.
  const pid = () => Number(/^pid (\d+)$/m.exec(out)?.[1]);
  try {
    await until(() => pid() > 0, 20_000, 'the app did not start', said);
    onPid?.(pid());
    // Its window mapped, or the app gone: a GTK that could not start is told here, not as a screen never drawn.
    await until(() => /@@window|@@gone/.test(out), 60_000, 'the app showed no window', said);
    if (/@@gone/.test(out)) throw new Error(`the app ended before it showed a window; ${said()}`);
  } catch (e) {
    await end();
    throw e;
  }
  let answered = 0;
  const shots = tempDir('dk-shots-');
  let shotCount = 0;
  return {
    dataDir,
    pid: pid(),
    log: said,
    until: (ok, ms, what) => until(ok, ms, what, said),
    async run(line) {
      const from = out.length;
      const want = ++answered;
      child.stdin.write(`${line}\n`);
      await until(() => (out.match(/^@@ok$/gm) ?? []).length >= want, 20_000, `no answer to: ${line}`, said);
      return out.slice(from).split('@@ok')[0];
    },
    /** A screenshot of the whole X screen, into a new file; its path. */
    async shot() {
      const png = join(shots, `${++shotCount}.png`);
      await this.run(`import -window root "${png}" 2>/dev/null || true`);
      return png;
    },
    /** Waits until the window shows something other than the screenshot `before` and then holds still (two
     *  screenshots alike): what a click opened, drawn. Resolves with the last screenshot. */
    async redrawnFrom(before, what, ms = 20_000) {
      let last;
      await this.until(async () => differing(before, (last = await this.shot())) > 500, ms, `${what} (nothing changed on screen)`);
      return this.still(what, ms);
    },
    /** Waits until two screenshots in a row are alike: nothing is still being drawn. */
    async still(what, ms = 20_000) {
      let last = await this.shot();
      await this.until(async () => {
        const next = await this.shot();
        const same = differing(last, next) === 0;
        last = next;
        return same;
      }, ms, `${what} (the screen did not settle)`);
      return last;
    },
    async stop() {
      await end();
      await x.stop();
    },
  };
}
