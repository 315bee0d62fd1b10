// An attack from the card (issue 35), on the web app as it ships, at phone size with the CPU slowed 4× as on a
// mid-range phone: Close opens the attack on the card, the targets are the engine's, each says the roll it needs
// before any die is rolled, and a tap on the rolled total sends the attack as one action and one undo step: three
// taps for a simple close attack. A ranged attack on a colossal asks for the section (COL-20). The thumb bar keeps
// Undo, saying what it will undo, the dice and End turn in reach; the snackbar stays on its screen and fades; a new
// game's table opens at its top; an ability on a card opens its rules, and Back returns to the table.
import assert from 'node:assert/strict';
import { fullCards, newGame, openTab, tid, play, see, snap, tokens } from '../lib/harness.mjs';
import { phoneTest } from '../lib/fixture.mjs';

const rolls = '[data-testid^="attack-rolls-"]';

/** Counts the taps a player makes, by listening in the page. */
async function countTaps(page) {
  await page.evaluate(() => {
    window.__taps = 0;
    document.addEventListener('click', () => window.__taps++, { capture: true });
  });
  return () => page.evaluate(() => window.__taps);
}

phoneTest('an attack from the card in three taps, ranged at a colossal section, and the thumb bar', { timeout: 300_000, throttle: 4 }, async ({ page }) => {
  // Ana: Emberline Archer (0), Tidewatch Spearman (1); Ben: Ironbark Sentinel (2), Tidewatch Spearman (3), Basalt Colossus (4).
  await newGame(page, { name: 'Skirmish', size: 1000, armies: [['Emberline Archer', 'Tidewatch Spearman'], ['Ironbark Sentinel', 'Tidewatch Spearman', 'Basalt Colossus']] });
  // A new game's table opens at its top, on the current player's figures.
  assert.equal(await page.evaluate(() => window.scrollY), 0, 'the table opens at the top');
  await fullCards(page);
  // The thumb bar sits above the tab bar, on screen, with nothing to undo yet.
  const dock = await page.evaluate(() => {
    const bar = document.querySelector('[data-testid="thumb-bar"]').getBoundingClientRect();
    const tabs = document.querySelector('nav.tabbar').getBoundingClientRect();
    return { barBottom: bar.bottom, tabsTop: tabs.top, tabsBottom: tabs.bottom, height: innerHeight };
  });
  assert.ok(dock.barBottom <= dock.tabsTop + 1 && dock.tabsBottom <= dock.height + 1, JSON.stringify(dock));
  assert.equal(await page.isDisabled(tid('undo')), true);
  // 1. A close attack by the spearman (1): Close, the target, the roll.
  const taps = await countTaps(page);
  await play(page, 'action-1-Close', see('attack-1-0'));
  const offered = await page.$$eval('[data-testid^="attack-target-"]', (cs) => cs.map((c) => c.dataset.testid.slice(14)));
  assert.deepEqual(offered, ['2', '3', '4'], 'only the opponents, as the engine accepts them');
  // Before any die: what each target needs (attack 9 against the spearman's defense 15).
  assert.equal((await page.textContent(tid('attack-needs-3'))).trim(), 'needs 6+');
  await play(page, 'attack-target-3', see(rolls));
  // Each total says what the engine makes of it.
  assert.equal(await page.getAttribute(tid('attack-roll-5'), 'data-hits'), '0');
  assert.equal(await page.getAttribute(tid('attack-roll-6'), 'data-hits'), '1');
  // The keys are brought into view by the app, between the turn bar and the thumb bar,
  // so the player's third tap needs no scrolling.
  const keys = await page.evaluate(() => ({
    keys: document.querySelector('[data-testid^="attack-rolls-"]').getBoundingClientRect().toJSON(),
    top: document.querySelector('[data-testid="turn-bar"]').getBoundingClientRect().bottom,
    bottom: document.querySelector('[data-testid="thumb-bar"]').getBoundingClientRect().top,
  }));
  assert.ok(keys.keys.top >= keys.top - 1 && keys.keys.bottom <= keys.bottom + 1, JSON.stringify(keys));
  await play(page, snap('attack-close-on-the-card'), 'attack-roll-9', see(tokens(1, 1)), see(`${tid('click-3-0')}[data-click="3"]`));
  assert.equal(await taps(), 3, 'a simple close attack is three taps');
  assert.equal(await page.$(tid('attack-1-0')), null, 'the attack closes once given');
  assert.equal(await page.getAttribute(tid('actions-left'), 'data-left'), '9');
  // Undo says what it will undo, and the snackbar what was undone; one step takes the whole attack back.
  const what = await page.textContent(tid('undo-what'));
  assert.match(what, /Tidewatch Spearman/);
  await play(page, 'undo', see(tokens(1, 0)), see(`${tid('click-3-0')}[data-click="1"]`));
  assert.equal((await page.textContent('[data-testid="snackbar"] .snackbar-text')).trim(), `Undone: ${what.trim()}`);
  // The snackbar stays on the screen it was raised on, and fades by itself.
  await openTab(page, 'Log');
  assert.equal(await page.$(tid('snackbar')), null, 'it does not follow the player to the log');
  await play(page, 'tab-Table', see('snackbar'), see('snackbar', { state: 'hidden', timeout: 12_000 }));
  // 2. A ranged attack by the archer (0) at the colossus (4): up to two targets, and the
  // section it is aimed at is asked (COL-20).
  await play(page, 'action-0-Ranged', see('attack-0-0'));
  assert.match(await page.textContent(tid('attack-hint')), /up to 2 targets/);
  await play(page, 'attack-target-4', see('attack-section-4-Left'));
  assert.equal(await page.$(rolls), null, 'no roll before the section');
  await play(page, 'attack-section-4-Left', see(rolls), snap('attack-ranged-at-a-colossal'), 'attack-roll-12', see(tokens(0, 1)),
    // The left section (dial 1) took the hit, no other.
    see(`${tid('click-4-1')}:not([data-click="1"])`));
  assert.equal(await page.getAttribute(tid('click-4-0'), 'data-click'), '1');
  // An ability named on a card opens its rules, and Back returns to the table.
  await play(page, `${tid('ability-link-ability-defend')} >> nth=0`, see('entry-ability-defend'), 'rules-back', see('turn-bar'),
    // 3. Without dice, the action alone, for a table that turns its dials itself.
    'action-1-Close', see('attack-1-0'), 'attack-without-dice', see(tokens(1, 1)));
  assert.equal(await page.getAttribute(tid('actions-left'), 'data-left'), '8');
});
