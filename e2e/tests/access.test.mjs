// Accessibility (issue 35): axe-core (pinned in package.json) run in the page on every screen (the dial editor too),
// sheet and open card, in the light and the dark theme. Any violation fails the test, named by its rule, the
// elements it found and axe's summary.
import assert from 'node:assert/strict';
import { createRequire } from 'node:module';
import { addFigure, tid, mixedGame, settled, play, see, snap, tab } from '../lib/harness.mjs';
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
const compact = (want) => async (page) => {
  await play(page, 'tab-Table', see('cards'));
  if ((await page.getAttribute(tid('cards'), 'data-compact')) !== String(want)) await page.tap(tid('compact-view'));
  await page.waitForSelector(`${tid('cards')}[data-compact="${want}"]`);
};

phoneTest('axe-core finds no violation on any screen, sheet or open card, light and dark', { timeout: 300_000 }, async ({ page }) => {
  const found = [];
  await mixedGame(page, 'Access');
  // One figure damaged, so the log has a line.
  await play(page, compact(false), 'damage-0-0');
  for (const theme of ['light', 'dark']) {
    const check = (where) => async (page) => {
      await play(page, settled, snap(`access-${theme}-${where.replace(/\W+/g, '-')}`));
      for (const v of await violations(page)) found.push(`${theme} ${where}: ${v}`);
    };
    await play(page, 'tab-Settings', `theme-${theme}`, tab('Games'), check('games'), 'new-game', see('new-game-screen'));
    if (!(await page.$(tid('rides-0-0')))) {
      await addFigure(page, 0, 'Ashen Lancer');
      await addFigure(page, 0, 'Gorehoof Charger');
    }
    if (!(await page.$(tid('pick-search-0')))) await page.tap(tid('add-figure-0'));
    await play(page, check('new game'),
      compact(false), check('table full'),
      'wiz-capture-0', see('wizard'), check('wizard'), 'wizard-cancel',
      // A wizard step with a picture: the cavalry unit's dismount.
      'wiz-dismount-2', see('wizard-picture'), check('wizard picture'), 'wizard-cancel',
      'dice-open', see('dice'), check('dice'), 'dice-close',
      // An attack on the card, its roll keys shown.
      'action-0-Close', see('[data-testid^="attack-rolls-"]'), check('attack'), 'attack-cancel',
      compact(true), check('table compact'),
      'open-3', see(`${tid('figure-3')}[data-open="true"]`), check('card open'), 'close-3',
      tab('Figures'), check('figures'));
    // The Figures screen keeps the figure open since the last visit (the light pass).
    if (!(await page.$(tid('figure-detail')))) await page.tap(`${tid('figure-row')} >> nth=0 >> .entry-head`);
    await play(page, see('figure-detail'), check('figure dial'),
      'editor-new', see('editor-cancel'), check('dial editor'), 'editor-cancel', see('figure-row'),
      tab('Log'), check('log'), tab('Rules'));
    // The Rules screen keeps its entries open since the last visit (the light pass).
    if (!(await page.$('.entry-body'))) await page.tap('.entry-head >> nth=0');
    await play(page, see('.entry-body'), check('rules'),
      tab('Settings'), check('settings'),
      'back-up-now', see(`${tid('backups')} li`), `${tid('backups')} li >> nth=0 >> button.link`, see('restore-confirm'), check('backups'), 'restore-no');
  }
  assert.deepEqual(found, [], `${found.length} violations:\n${found.join('\n')}`);
});
