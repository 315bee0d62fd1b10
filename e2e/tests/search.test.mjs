// Rules lookup that finds what players type (issue 35, item 7): a rule's code in any form, swapped letters, a term's
// rule links, and Back to where the player was: the search as typed, the term, or the Figures screen.
import assert from 'node:assert/strict';
import { shot, tid, importSampleFeed, openFigure, openTab, play, see, snap } from '../lib/harness.mjs';
import { phoneTest } from '../lib/fixture.mjs';

/** The data-testid of the first entry listed on the Rules screen. */
const firstEntry = (page) => page.evaluate(() => document.querySelector('.rules .entries > li')?.dataset.testid ?? null);

/** Types a search and waits until the list's first entry is `id`. */
async function searchFirst(page, query, id) {
  await page.fill(tid('rules-search'), query);
  await page.waitForFunction((want) => document.querySelector('.rules .entries > li')?.dataset.testid === want, `entry-${id}`, { timeout: 10_000 })
    .catch(async () => assert.fail(`"${query}": the first entry is ${await firstEntry(page)}, not ${id}`));
}

/** Waits until the Rules screen lists one entry, or (`many`) more than one. */
const listed = (many) => (page) => page.waitForFunction((many) => {
  const n = document.querySelectorAll('.rules .entries > li').length;
  return many ? n > 1 : n === 1;
}, many);
const opened = (id) => see(`${tid(`entry-${id}`)} .entry-body`);

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
  await play(page, `${tid('entry-glossary-capture')} >> .entry-head`, 'rule-link-rule-core-14', listed(false));
  assert.equal(await firstEntry(page), 'entry-rule-core-14');
  await play(page, opened('rule-core-14'), snap('search-02-rule-from-term'), 'rules-back', listed(true));
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
  await play(page, `${tid('ability-ability-weapon-master')} >> nth=0`, opened('ability-weapon-master'), 'rule-link-rule-cav-26', opened('rule-cav-26'),
    snap('search-04-rule-from-ability'), 'rules-back', opened('ability-weapon-master'), 'rules-back', see('figures-screen'));
  assert.equal(await page.inputValue(tid('figure-search')), 'brackwater halberdier');
  await play(page, see('figure-detail'), snap('search-05-back-to-figures'));
  // The Rules tab again: the search typed before is still there, and the tab shows its
  // list even from a rule a link opened.
  await openTab(page, 'Rules');
  assert.equal(await page.inputValue(tid('rules-search')), 'désarçonner');
  await play(page, `${tid('entry-glossary-dismount')} >> .entry-head`, 'rule-link-rule-cav-22', see('rules-back'), 'tab-Rules', listed(true));
  assert.equal(await page.$(tid('rules-back')), null);
});
