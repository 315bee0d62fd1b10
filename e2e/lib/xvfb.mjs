// An X server of a test's own. Xvfb picks a free display itself (-displayfd) and names it once it takes
// connections. xvfb-run instead guessed a number from the lock files in /tmp, and threw the server's words away:
// once in CI the app found no display it could open, with nothing to say why.
import { spawn } from 'node:child_process';
import { endedWithin } from './exit.mjs';

/** Starts Xvfb with one screen of `screen` (WxHxDepth). Resolves with `{ display, log(), stop() }` once it
 *  takes connections; rejects with what it said if it ends or stays silent first. */
export async function startXvfb(screen, ms = 20_000) {
  // Its own process group, so `stop` ends it whatever the test did to the app's.
  const server = spawn('Xvfb', ['-displayfd', '3', '-screen', '0', screen, '-nolisten', 'tcp'],
    { stdio: ['ignore', 'ignore', 'pipe', 'pipe'], detached: true });
  let said = '';
  let named = '';
  server.stderr.on('data', (d) => (said += d));
  const exited = new Promise((resolve) => server.on('exit', resolve));
  const kill = (signal) => { try { process.kill(-server.pid, signal); } catch { /* already gone */ } };
  let timer;
  try {
    const display = await new Promise((resolve, reject) => {
      server.on('error', reject);
      server.stdio[3].on('data', (d) => {
        named += d;
        if (named.includes('\n')) resolve(`:${named.trim()}`);
      });
      exited.then((code) => reject(new Error(`Xvfb ended (${code}) before it took connections: ${said.slice(-1500)}`)));
      timer = setTimeout(() => reject(new Error(`Xvfb named no display in ${ms} ms: ${said.slice(-1500)}`)), ms);
    });
    return {
      display,
      log: () => said,
      /** Ends the server and waits for it, so its lock file and socket are gone before the next one starts
       *  (one killed after 5 s leaves them; the next server takes them over as stale). */
      async stop() {
        kill('SIGTERM');
        await endedWithin(exited, 5_000);
        kill('SIGKILL');
        await endedWithin(exited, 2_000);
        for (const stream of [server.stderr, server.stdio[3]]) stream.destroy();
      },
    };
  } catch (e) {
    kill('SIGKILL');
    throw e;
  } finally {
    clearTimeout(timer);
  }
}
