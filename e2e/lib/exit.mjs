// Waiting for a child process to end, with a limit: the X server's stop and the desktop app's end share it.

/** Resolves once `exited` (a promise of the process's exit) settles, or after `ms`, whichever is first; the
 *  timer is cleared either way, so a process that ended leaves nothing holding the test's event loop. */
export function endedWithin(exited, ms) {
  let grace;
  return Promise.race([exited, new Promise((r) => (grace = setTimeout(r, ms)))]).finally(() => clearTimeout(grace));
}
