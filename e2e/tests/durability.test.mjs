// Kill tests on the web build (issue 13): the browser SIGKILLed in the middle of a burst of taps, then started again
// on the same profile. Every tap the table showed before the kill must be there: the page shows a tap only after the
// store worker has committed it to OPFS.
import assert from 'node:assert/strict';
import { openApp, startBurst, turnsShown, shot, tid } from '../lib/harness.mjs';
import { phoneTest } from '../lib/fixture.mjs';

const TRIALS = Number(process.env.DK_KILL_TRIALS) || 20;

phoneTest(`SIGKILL in the middle of a burst of taps loses nothing shown (${TRIALS} trials)`, { game: 'Kill me' }, async ({ page, url, relaunch }) => {
  let lost = 0, unopened = 0, ahead = 0;
  const started = Date.now();
  for (let trial = 0; trial < TRIALS; trial++) {
    // Taps every few milliseconds, in the page, while the test reads what is shown.
    await startBurst(page);
    await page.waitForTimeout(30 + ((trial * 37) % 120));
    const shown = await turnsShown(page);
    page = await relaunch({ kill: true, open: false });
    try {
      await openApp(page, url);
      await page.waitForSelector(tid('turn-bar'), { timeout: 15000 });
    } catch {
      unopened++;
      await shot(page, `failure-kill-${trial}`);
      continue;
    }
    const after = await turnsShown(page);
    if (after < shown) lost += shown - after;
    if (after > shown) ahead++;
  }
  await shot(page, 'web-after-kills');
  console.log(`kill trials: ${TRIALS} in ${((Date.now() - started) / 1000).toFixed(1)} s; shown taps lost: ${lost}; ` +
    `stores that did not open: ${unopened}; trials where taps committed after the last look: ${ahead}`);
  assert.equal(unopened, 0, 'every store opened again');
  assert.equal(lost, 0, 'no tap that was shown was lost');
});
