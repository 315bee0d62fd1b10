// Rules lookup that finds what players type (issue 35, item 7): a rule's code in any
// form, swapped letters, a term's rule links, and Back to where the player was: the
// search as typed, the term, or the Figures screen an ability was opened from.
import assert from 'node:assert/strict';
import { shot, tid, importSampleFeed, openFigure, openTab } from '../lib/harness.mjs';
import { phoneTest } from '../lib/fixture.mjs';

/** The data-testid of the first entry listed on the Rules screen. */
const firstEntry = (page) => page.evaluate(() => document.querySelector('.rules .entries > li')?.dataset.testid ?? null);

/** Types a search and waits until the list's first entry is `id`. */
async function searchFirst(page, query, id) {
  await page.fill(tid('rules-search'), query);
  try {
    await page.waitForFunction((want) => document.querySelector('.rules .entries > li')?.dataset.testid === want, `entry-${id}`, { timeout: 10_000 });
  } catch {
    assert.fail(`"${query}": the first entry is ${await firstEntry(page)}, not ${id}`);
  }
}

phoneTest('the Rules screen finds codes and swapped letters, links a term to its rules, and Back returns', async ({ page }) => {
  await openTab(page, 'Rules');
  assert.equal(await firstEntry(page), 'entry-rule-core-01', 'without a search, CORE comes first');

  await searchFirst(page, 'cav22', 'rule-cav-22');
  await searchFirst(page, 'CAV 22', 'rule-cav-22');
  await searchFirst(page, 'core-7', 'rule-core-07');
  await searchFirst(page, 'captrue', 'glossary-capture');
  await shot(page, 'search-01-captrue');

  // The term lists the rules that concern it; one opens alone, and Back finds the
  // search as typed with the term still open.
  await page.tap(`${tid('entry-glossary-capture')} >> .entry-head`);
  await page.tap(tid('rule-link-rule-core-14'));
  await page.waitForFunction(() => document.querySelectorAll('.rules .entries > li').length === 1);
  assert.equal(await firstEntry(page), 'entry-rule-core-14');
  await page.waitForSelector(`${tid('entry-rule-core-14')} .entry-body`);
  await shot(page, 'search-02-rule-from-term');
  await page.tap(tid('rules-back'));
  await page.waitForFunction(() => document.querySelectorAll('.rules .entries > li').length > 1);
  assert.equal(await page.inputValue(tid('rules-search')), 'captrue');
  assert.equal(await firstEntry(page), 'entry-glossary-capture');
  await page.waitForSelector(`${tid('entry-glossary-capture')} ${tid('entry-rules')}`);
  assert.equal(await page.$(tid('rules-back')), null, 'the list has no Back');
  await shot(page, 'search-03-back-to-the-term');

  // Everyday words: a French player's word for dismounting finds the dismount rule.
  await page.fill(tid('rules-search'), 'désarçonner');
  await page.waitForFunction(() => [...document.querySelectorAll('.rules .entries > li')].slice(0, 5).some((li) => li.dataset.testid === 'entry-rule-cav-22'));

  // From a figure's ability to its rule, on to a rule it names, and Back twice to the
  // figure, with the figures search as typed and the figure still open.
  await importSampleFeed(page);
  await openFigure(page, 'brackwater halberdier', 3);
  await page.tap(`${tid('ability-ability-weapon-master')} >> nth=0`);
  await page.waitForSelector(`${tid('entry-ability-weapon-master')} .entry-body`);
  await page.tap(tid('rule-link-rule-cav-26'));
  await page.waitForSelector(`${tid('entry-rule-cav-26')} .entry-body`);
  await shot(page, 'search-04-rule-from-ability');
  await page.tap(tid('rules-back'));
  await page.waitForSelector(`${tid('entry-ability-weapon-master')} .entry-body`);
  await page.tap(tid('rules-back'));
  await page.waitForSelector(tid('figures-screen'));
  assert.equal(await page.inputValue(tid('figure-search')), 'brackwater halberdier');
  await page.waitForSelector(tid('figure-detail'));
  await shot(page, 'search-05-back-to-figures');

  // The Rules tab again: the search typed before is still there, and the tab shows its
  // list even from a rule a link opened.
  await openTab(page, 'Rules');
  assert.equal(await page.inputValue(tid('rules-search')), 'désarçonner');
  await page.tap(`${tid('entry-glossary-dismount')} >> .entry-head`);
  await page.tap(tid('rule-link-rule-cav-22'));
  await page.waitForSelector(tid('rules-back'));
  await page.tap(tid('tab-Rules'));
  await page.waitForFunction(() => document.querySelectorAll('.rules .entries > li').length > 1);
  assert.equal(await page.$(tid('rules-back')), null);
});
