// Backups on the web app as it ships (issue 20): Settings takes one on request and
// lists it; restoring it after a confirmation brings the games back as they were then,
// and the table shows the restored store at once.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { startServer, launchPhone, openApp, quickGame, shot, tid } from '../lib/harness.mjs';

test('Settings: back up now, then restore that backup after a confirmation', async () => {
  const server = await startServer();
  const { context, page } = await launchPhone();
  try {
    await openApp(page, server.url);
    await quickGame(page, 'Before the backup');
    await page.tap(tid('tab-Settings'));
    await page.waitForSelector(tid('backups-last'));
    await page.tap(tid('back-up-now'));
    await page.waitForSelector(`${tid('backups')} li`);
    assert.match(await page.textContent(tid('backups-last')), /Last backup: just now/);
    await shot(page, 'backups-01-settings');

    await page.tap(tid('tab-Games'));
    await quickGame(page, 'After the backup');
    await page.tap(tid('tab-Games'));
    await page.waitForFunction(() => document.querySelectorAll('[data-testid^="game-"]').length === 2);

    await page.tap(tid('tab-Settings'));
    const restore = await page.waitForSelector(`${tid('backups')} [data-testid^="restore-"]`);
    await restore.tap();
    await page.waitForSelector(tid('restore-confirm'));
    await shot(page, 'backups-02-confirm');
    await page.tap(tid('restore-yes'));
    await page.waitForSelector(tid('restore-confirm'), { state: 'detached' });
    await page.waitForFunction(() => /backup from .* is back/.test(document.querySelector('[data-testid="snackbar"]')?.textContent ?? ''));

    await page.tap(tid('tab-Games'));
    await page.waitForFunction(() => document.querySelectorAll('[data-testid^="game-"]').length === 1);
    assert.match(await page.textContent('[data-testid^="game-"]'), /Before the backup/);
    await shot(page, 'backups-03-restored');

    // It lasts: a reload shows the restored store.
    await page.reload();
    await page.waitForSelector(tid('tab-Games'), { timeout: 30000 });
    await page.tap(tid('tab-Games'));
    await page.waitForFunction(() => document.querySelectorAll('[data-testid^="game-"]').length === 1);
  } catch (e) {
    await shot(page, 'failure-backups');
    throw e;
  } finally {
    await context.close();
    server.stop();
  }
});

test('the page hidden (phone locked, another app) takes a backup of what changed', async () => {
  const server = await startServer();
  const { context, page } = await launchPhone();
  try {
    await openApp(page, server.url);
    await quickGame(page, 'Locked mid-game');
    await page.tap(tid('tab-Settings'));
    assert.match(await page.textContent(tid('backups-last')), /No backup yet/);
    await page.evaluate(() => {
      Object.defineProperty(document, 'hidden', { configurable: true, get: () => true });
      document.dispatchEvent(new Event('visibilitychange'));
    });
    await page.waitForFunction(() => /Last backup: just now/.test(document.querySelector('[data-testid="backups-last"]')?.textContent ?? ''));
    await page.waitForSelector(`${tid('backups')} li`);
  } catch (e) {
    await shot(page, 'failure-backups-hidden');
    throw e;
  } finally {
    await context.close();
    server.stop();
  }
});
