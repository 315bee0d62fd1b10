// Accessibility (issue 35): axe-core, the npm package pinned in package.json, run in the
// page on every screen (the dial editor too), sheet and open card, in the light and the
// dark theme. Any violation fails the test, named by its rule, the elements it found and
// axe's summary.
import assert from 'node:assert/strict';
import { createRequire } from 'node:module';
import { addFigure, shot, tid, mixedGame, settled, openTab } from '../lib/harness.mjs';
import { phoneTest } from '../lib/fixture.mjs';

const axePath = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

/** axe's violations on the page as it is now, one line per element. */
async function violations(page) {
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ path: axePath });
  return page.evaluate(async () => {
    const result = await window.axe.run(document, { resultTypes: ['violations'] });
    return result.violations.flatMap((v) => v.nodes.map((n) => `${v.id} (${v.impact}) ${n.target.join(' ')}: ${(n.failureSummary ?? '').replace(/\s+/g, ' ').slice(0, 240)}`));
  });
}


/** Shows the table as full cards (`false`) or compact rows (`true`). */
async function compact(page, want) {
  await page.tap(tid('tab-Table'));
  await page.waitForSelector(tid('cards'));
  if ((await page.getAttribute(tid('cards'), 'data-compact')) !== String(want)) await page.tap(tid('compact-view'));
  await page.waitForSelector(`${tid('cards')}[data-compact="${want}"]`);
}

phoneTest('axe-core finds no violation on any screen, sheet or open card, light and dark', { timeout: 300_000 }, async ({ page }) => {
  const found = [];
  await mixedGame(page, 'Access');
  // One figure damaged, so the log has a line.
  await compact(page, false);
  await page.tap(tid('damage-0-0'));
  for (const theme of ['light', 'dark']) {
    const check = async (where) => {
      await settled(page);
      await shot(page, `access-${theme}-${where.replace(/\W+/g, '-')}`);
      for (const v of await violations(page)) found.push(`${theme} ${where}: ${v}`);
    };
    await page.tap(tid('tab-Settings'));
    await page.tap(tid(`theme-${theme}`));
    await openTab(page, 'Games');
    await check('games');
    await page.tap(tid('new-game'));
    await page.waitForSelector(tid('new-game-screen'));
    if (!(await page.$(tid('rides-0-0')))) {
      await addFigure(page, 0, 'Ashen Lancer');
      await addFigure(page, 0, 'Gorehoof Charger');
    }
    if (!(await page.$(tid('pick-search-0')))) await page.tap(tid('add-figure-0'));
    await check('new game');
    await compact(page, false);
    await check('table full');
    await page.tap(tid('wiz-capture-0'));
    await page.waitForSelector(tid('wizard'));
    await check('wizard');
    await page.tap(tid('wizard-cancel'));
    // A wizard step with a picture: the cavalry unit's dismount.
    await page.tap(tid('wiz-dismount-2'));
    await page.waitForSelector(tid('wizard-picture'));
    await check('wizard picture');
    await page.tap(tid('wizard-cancel'));
    await page.tap(tid('dice-open'));
    await page.waitForSelector(tid('dice'));
    await check('dice');
    await page.tap(tid('dice-close'));
    // An attack on the card, its roll keys shown.
    await page.tap(tid('action-0-Close'));
    await page.waitForSelector('[data-testid^="attack-rolls-"]');
    await check('attack');
    await page.tap(tid('attack-cancel'));
    await compact(page, true);
    await check('table compact');
    await page.tap(tid('open-3'));
    await page.waitForSelector(`${tid('figure-3')}[data-open="true"]`);
    await check('card open');
    await page.tap(tid('close-3'));
    await openTab(page, 'Figures');
    await check('figures');
    // The Figures screen keeps the figure open since the last visit (the light pass).
    if (!(await page.$(tid('figure-detail')))) await page.tap(`${tid('figure-row')} >> nth=0 >> .entry-head`);
    await page.waitForSelector(tid('figure-detail'));
    await check('figure dial');
    await page.tap(tid('editor-new'));
    await page.waitForSelector(tid('editor-cancel'));
    await check('dial editor');
    await page.tap(tid('editor-cancel'));
    await page.waitForSelector(tid('figure-row'));
    await openTab(page, 'Log');
    await check('log');
    await openTab(page, 'Rules');
    // The Rules screen keeps its entries open since the last visit (the light pass).
    if (!(await page.$('.entry-body'))) await page.tap('.entry-head >> nth=0');
    await page.waitForSelector('.entry-body');
    await check('rules');
    await openTab(page, 'Settings');
    await check('settings');
    await page.tap(tid('back-up-now'));
    await page.waitForSelector(`${tid('backups')} li`);
    await page.tap(`${tid('backups')} li >> nth=0 >> button.link`);
    await page.waitForSelector(tid('restore-confirm'));
    await check('backups');
    await page.tap(tid('restore-no'));
  }
  assert.deepEqual(found, [], `${found.length} violations:\n${found.join('\n')}`);
});
