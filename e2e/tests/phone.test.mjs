// The web app under a phone's conditions (issue 30), on the bundle as it ships: a CPU four times slower, a store
// worker whose storage stalls, and a player who switches screens while a save is in flight. Whatever the screens do,
// a tap the player made is saved to its end, the table shows what is stored, and a tap that waits is never silent.
import assert from 'node:assert/strict';
import { shot, tid, reloaded, saved, play, see } from '../lib/harness.mjs';
import { phoneTest } from '../lib/fixture.mjs';
import { throttle, holdWorker, tableShown } from '../lib/phone.mjs';

/** Taps a button inside the page, as fast as a finger (no waiting for anything). */
const tapNow = (page, id) => page.evaluate((id) => document.querySelector(`[data-testid="${id}"]`)?.click(), id);

phoneTest('a burst of taps, then a tab switch while the store is busy: every save finishes, and the next tap is shown', { game: 'Busy store', throttle: 4 }, async ({ page }) => {
  for (let trial = 1; trial <= 5; trial++) {
    const taps = 2 + trial % 3 + 1; // 3 to 5
    // The storage stalls for 1.5 s, as a phone's can; the player taps meanwhile.
    const held = holdWorker(page, 1500);
    await page.waitForTimeout(50);
    for (let i = 0; i < taps; i++) {
      await tapNow(page, i % 2 === 0 ? 'damage-0-0' : 'heal-0-0');
      await page.waitForTimeout(60);
    }
    // 40 ms later the player looks at the log, then comes back to the table.
    await page.waitForTimeout(40);
    await tapNow(page, 'tab-Log');
    await page.waitForSelector(tid('log-screen'));
    await held;
    await page.waitForTimeout(300);
    await play(page, 'tab-Table', see('turn-bar'));
    // The saves in flight end by themselves; then one more tap is shown within 2 s.
    await saved(page, 10_000)
      .catch(() => assert.fail(`trial ${trial}: the taps made before the tab switch were never answered`));
    const before = await page.textContent(tid('click-0-0'));
    const began = Date.now();
    // Heal when there is damage to heal, so the figure never reaches its KO.
    await tapNow(page, Number(await page.getAttribute(tid('click-0-0'), 'data-click')) > 1 ? 'heal-0-0' : 'damage-0-0');
    await page.waitForFunction((before) => document.querySelector('[data-testid="click-0-0"]').textContent !== before, before, { timeout: 2000 })
      .catch(() => assert.fail(`trial ${trial}: the tap after the tab switch was not shown within 2 s (the app stopped saving)`));
    const waited = Date.now() - began;
    const shown = await tableShown(page);
    await reloaded(page);
    await throttle(page, 4);
    assert.deepEqual(await tableShown(page), shown, `trial ${trial}: after a reload the table shows what it showed before`);
    console.log(`busy store, trial ${trial}: ${taps} taps and a tab switch; the next tap shown in ${waited} ms; reload matches`);
  }
  await shot(page, 'phone-01-after-busy-store');
});

phoneTest('a store that answers nothing: "Saving…" after a second, plain words after five, then the worker is replaced and the store decides (done, or Try again)', { game: 'Hung store', throttle: 4 }, async ({ page }) => {
  // The storage hangs for 16 s: the worker neither answers nor dies (a worker stuck in a call cannot be ended until
  // the call returns; nor can one under the test's hold).
  holdWorker(page, 16000);
  await page.waitForTimeout(50);
  const before = await page.getAttribute(tid('click-0-0'), 'data-click');
  const began = Date.now();
  await tapNow(page, 'damage-0-0');
  // Nothing is drawn at the tap itself (a note drawn then asked for a frame the answer waited behind, issue 50);
  // the note's place names the change waiting.
  await page.waitForTimeout(400);
  assert.equal(await page.$(tid('saving')), null, 'no note in the first second');
  assert.ok(await page.getAttribute(tid('saving-place'), 'data-waiting'), 'the place names the change waiting');
  await page.waitForSelector(`${tid('saving-now')}`, { state: 'visible', timeout: 3000 });
  const saidAt = Date.now() - began;
  assert.ok(saidAt >= 900, `"Saving…" after a second, not at ${saidAt} ms`);
  // Sized to its one line of words, not stretched to the hidden five-second note beside it (issue 48: a 95x115 px
  // blob over the card's buttons).
  const pill = await page.$eval(tid('saving-now'), (el) => {
    const r = el.getBoundingClientRect();
    return { height: r.height, line: parseFloat(getComputedStyle(el).lineHeight) || parseFloat(getComputedStyle(el).fontSize) * 1.5 };
  });
  assert.ok(pill.height < pill.line + 24, `"Saving…" is ${Math.round(pill.height)} px high for one line of ${Math.round(pill.line)} px`);
  assert.equal(await page.getAttribute(tid('click-0-0'), 'data-click'), before, 'nothing unsaved is shown');
  await page.waitForSelector(`${tid('saving-slow')}`, { state: 'visible', timeout: 8000 });
  const slowAt = Date.now() - began;
  assert.ok(slowAt >= 4800, `the plain words five seconds after the tap, not at ${slowAt} ms`);
  assert.match(await page.textContent(tid('saving-slow')), /storage is slow/);
  await shot(page, 'phone-02-saving-slow');
  // The watchdog replaces the worker once it can end. What the store holds then decides: the tap is shown as
  // done if the stalled worker committed it before it ended, or else it is not saved, and Try again saves it.
  await page.waitForFunction((before) => document.querySelector('[data-testid="snackbar-retry"]')
    || document.querySelector('[data-testid="click-0-0"]').dataset.click !== before, before, { timeout: 25000 });
  const endedAt = Date.now() - began;
  assert.equal(await page.locator(tid('saving')).count(), 0, 'the note goes with the answer');
  let ending = 'kept by the store before it was replaced';
  if (await page.locator(tid('snackbar-retry')).count()) {
    assert.match(await page.textContent('.snackbar-text'), /storage stopped answering/);
    assert.equal(await page.getAttribute(tid('click-0-0'), 'data-click'), before);
    await page.tap(tid('snackbar-retry'));
    await page.waitForFunction((before) => document.querySelector('[data-testid="click-0-0"]').dataset.click !== before, before, { timeout: 15000 });
    ending = `not saved, then saved by Try again at ${Date.now() - began} ms`;
  }
  const shown = await tableShown(page);
  await reloaded(page);
  assert.deepEqual(await tableShown(page), shown, 'the saved tap survived a reload');
  console.log(`hung store: "Saving…" at ${saidAt} ms, plain words at ${slowAt} ms, answered at ${endedAt} ms: ${ending}`);
});

phoneTest('a reload while the storage stalls reopens the game in the same tab, not "open elsewhere"', { game: 'Reload stall' }, async ({ page }) => {
  await tapNow(page, 'damage-0-0');
  await page.waitForFunction(() => document.querySelector('[data-testid="click-0-0"]').dataset.click === '2');
  holdWorker(page, 3000);
  await page.waitForTimeout(100);
  await page.reload();
  await page.waitForSelector(`nav.tabbar, ${tid('elsewhere')}`, { timeout: 30000 });
  assert.equal(await page.locator(tid('elsewhere')).count(), 0, 'the reloaded tab is not told the app is open elsewhere');
  await page.waitForSelector(tid('turn-bar'));
  assert.equal(await page.getAttribute(tid('click-0-0'), 'data-click'), '2');
});
