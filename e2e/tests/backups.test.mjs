// Backups on the web app as it ships (issue 20): Settings takes one on request and lists it; restoring it after a
// confirmation brings the games back as they were then, and the table shows the restored store at once.
import { readFileSync } from 'node:fs';
import assert from 'node:assert/strict';
import { quickGame, shot, tid, webFixtures, damageStoreStart, reloaded, resume, snackbarSays, download, changeStore, play, see, gone, snap } from '../lib/harness.mjs';
import { phoneTest } from '../lib/fixture.mjs';

/** A quick game, and a backup of it taken in Settings. */
async function gameWithBackup(page, name) {
  await quickGame(page, name);
  await play(page, 'damage-0-0', 'tab-Settings', 'back-up-now', see(`${tid('backups')} li`));
}

/** Damage the start-up check cannot see (quick_check does not compare an index with its table): an index of `indexed`
 *  that SQLite is told indexes the games' `updated_at`. `before` is SQL run first. */
async function lyingIndex(page, url, indexed, before = []) {
  await changeStore(page, url, [
    ...before.map((sql) => `con.execute(${JSON.stringify(sql)})`),
    `con.execute('CREATE INDEX games_touched ON games(${indexed})')`,
    "con.execute('PRAGMA writable_schema = ON')",
    "con.execute(\"UPDATE sqlite_schema SET sql = 'CREATE INDEX games_touched ON games(updated_at)' WHERE name = 'games_touched'\")",
    "v = con.execute('PRAGMA schema_version').fetchone()[0]",
    "con.execute(f'PRAGMA schema_version = {v + 1}')",
  ].join('\n'));
}

/** In Settings → Backups: restores the newest backup after its confirmation (shown as `confirmShot` if named). */
async function restoreNewest(page, confirmShot) {
  const restore = `${tid('backups')} [data-testid^="restore-"]`;
  await play(page, see(restore), restore, see('restore-confirm'));
  if (confirmShot) await shot(page, confirmShot);
  await play(page, 'restore-yes', gone('restore-confirm'));
  await snackbarSays(page, /backup from .* is back/);
}

const listed = (n) => (page) => page.waitForFunction((n) => document.querySelectorAll('[data-testid^="game-"]').length === n, n);

phoneTest('Settings: back up now, then restore that backup after a confirmation', { game: 'Before the backup' }, async ({ page }) => {
  await play(page, 'tab-Settings', see('backups-last'), 'back-up-now', see(`${tid('backups')} li`));
  assert.match(await page.textContent(tid('backups-last')), /Last backup: just now/);
  await play(page, snap('backups-01-settings'), 'tab-Games', (page) => quickGame(page, 'After the backup'), 'tab-Games', listed(2),
    'tab-Settings', (page) => restoreNewest(page, 'backups-02-confirm'), 'tab-Games', listed(1));
  assert.match(await page.textContent('[data-testid^="game-"]'), /Before the backup/);
  await shot(page, 'backups-03-restored');
  // It lasts: a reload shows the restored store.
  await reloaded(page, tid('tab-Games'));
  await play(page, 'tab-Games', listed(1));
});

phoneTest('the page hidden (phone locked, another app) takes a backup of what changed', { game: 'Locked mid-game' }, async ({ page }) => {
  await page.tap(tid('tab-Settings'));
  assert.match(await page.textContent(tid('backups-last')), /No backup yet/);
  await page.evaluate(() => {
    Object.defineProperty(document, 'hidden', { configurable: true, get: () => true });
    document.dispatchEvent(new Event('visibilitychange'));
  });
  await page.waitForFunction(() => /Last backup: just now/.test(document.querySelector('[data-testid="backups-last"]')?.textContent ?? ''));
  await page.waitForSelector(`${tid('backups')} li`);
});

phoneTest('a store found damaged at start comes back from the newest backup, and the damaged file can be saved', { server: webFixtures }, async ({ page, server, relaunch }) => {
  await gameWithBackup(page, 'Kept by the backup');
  // The app is closed; something overwrites the start of its database.
  page = await relaunch({ closed: async (page) => assert.equal(await damageStoreStart(page, server.url), 'damaged 1') });
  await page.tap(tid('tab-Games'));
  const notice = await page.textContent(tid('startup-notice'));
  assert.match(notice, /damaged, so the backup from .* was put back/);
  assert.match(notice, /Kept by the backup/);
  assert.match(await page.textContent('[data-testid^="game-"]'), /Kept by the backup/);
  await shot(page, 'backups-04-restored-at-start');
  // The damaged file goes to the player as it was kept: a download on this browser.
  const saved = await download(page, tid('save-damaged-file'));
  assert.match(saved.suggestedFilename(), /dialkeeper\.db\.corrupt-1/);
  assert.ok(readFileSync(await saved.path()).includes('definitely not an SQLite database'), 'the damaged bytes, not the restored store');
  await snackbarSays(page, 'in your downloads');
});

phoneTest('damage met in the middle of play: the tap is not shown as saved, and "Restore a backup" brings the game back', { server: webFixtures }, async ({ page, server, relaunch }) => {
  await gameWithBackup(page, 'Damaged mid-game');
  // The games' start times, moved back, under the name of their last change: opening and listing work. A tap writes
  // its operation's row alone (store schema 5), so a trigger writes the game's row with it, as a tap of an older build
  // did: the first tap finds the index wrong.
  page = await relaunch({ closed: (page) => lyingIndex(page, server.url, 'created_at', ['UPDATE games SET created_at = created_at - 1000',
    'CREATE TRIGGER tap_writes_game AFTER INSERT ON game_ops BEGIN UPDATE games SET updated_at = updated_at + 1 WHERE id = NEW.game_id; END']) });
  await page.tap(tid('tab-Games'));
  assert.equal(await page.locator(tid('startup-notice')).count(), 0, 'the store opened as sound');
  await resume(page);
  const click = await page.textContent(tid('click-0-0'));
  await play(page, 'damage-0-0', see('snackbar-restore'));
  assert.match(await page.textContent(tid('snackbar')), /damaged/);
  assert.equal(await page.textContent(tid('click-0-0')), click, 'the refused tap is not shown as done');
  // The restored store takes writes again.
  await play(page, snap('backups-05-damaged-in-play'), 'snackbar-restore', restoreNewest, 'tab-Games', resume, 'damage-0-0');
  await page.waitForFunction((before) => document.querySelector('[data-testid="click-0-0"]')?.textContent !== before, click);
  assert.equal(await page.locator(tid('snackbar-restore')).count(), 0);
});

phoneTest('over the browser\'s storage quota: the tap is not shown as saved, the player is told why, and Try again saves it once there is room', { game: 'Over quota' }, async ({ page, context, relaunch }) => {
  const cdp = await context.newCDPSession(page);
  const origin = await page.evaluate(() => location.origin);
  await cdp.send('Storage.overrideQuotaForOrigin', { origin, quotaSize: 1 });
  // The browser lends open files room ahead (megabytes), so the quota bites only once the app opens its files again:
  // the phone filled up while the app was closed.
  await reloaded(page, 'nav.tabbar');
  await play(page, 'tab-Games', resume);
  // Taps until one needs more room than the quota leaves (the file grows by a page).
  const click = () => page.textContent(tid('click-0-0'));
  let before, taps = 0;
  for (; taps < 400 && !(await page.$(tid('snackbar-retry'))); taps++) {
    before = await click();
    await page.tap(tid(taps % 2 ? 'heal-0-0' : 'damage-0-0'));
    await page.waitForFunction((b) => document.querySelector('[data-testid="click-0-0"]')?.textContent !== b
      || document.querySelector('[data-testid="snackbar-retry"]'), before);
  }
  assert.ok(await page.$(tid('snackbar-retry')), `a write failed within ${taps} taps`);
  assert.match(await page.textContent(tid('snackbar')), /^Not saved: the browser did not write the saved data.*may be full/);
  assert.equal(await click(), before, 'the last saved state is what the table shows');
  await shot(page, 'backups-06-over-quota');
  // Room again: Try again saves the same tap, once.
  await cdp.send('Storage.overrideQuotaForOrigin', { origin });
  await page.tap(tid('snackbar-retry'));
  await page.waitForFunction((b) => document.querySelector('[data-testid="click-0-0"]')?.textContent !== b, before);
  const saved = await click();
  page = await relaunch();
  await play(page, 'tab-Games', resume);
  assert.equal(await page.textContent(tid('click-0-0')), saved, 'the retried tap was kept');
});

phoneTest('a games list that cannot be read because the data is damaged offers the backups', { server: webFixtures }, async ({ page, server, relaunch }) => {
  await gameWithBackup(page, 'Listed again');
  // A value the list reads holds a name where a number belongs: the start-up check does not look at values.
  page = await relaunch({ closed: (page) => changeStore(page, server.url, "con.execute(\"UPDATE games SET finished = 'Listed again'\")") });
  await page.tap(tid('tab-Games'));
  assert.match(await page.textContent(tid('games-error')), /damaged/);
  await play(page, 'games-error-restore', restoreNewest, 'tab-Games');
  assert.match(await page.textContent('[data-testid^="game-"]'), /Listed again/);
  assert.equal(await page.locator(tid('games-error')).count(), 0);
});
