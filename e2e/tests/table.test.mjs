// The table at a glance (issue 19), on the built web app at phone size: a 20-figure game starts compact and shows at
// least 8 figures on one screen; the current player's figures alone; a figure found by name; a compact card opened to
// its actions; a refused action explains itself and sends nothing; ending a turn with actions left asks first; an
// attack from a card, with a Defend friend named; the ability colours' text contrast; deleting a saved army asks.
import assert from 'node:assert/strict';
import { newGame, shot, tid, settled, reloaded, play, see, gone, snap, leftIs, fill } from '../lib/harness.mjs';
import { phoneTest } from '../lib/fixture.mjs';

/** Cards drawn wholly between the sticky turn bar and the tab bar. */
const cardsInView = (page) => page.evaluate(() => {
  const top = document.querySelector('[data-testid="turn-bar"]').getBoundingClientRect().bottom;
  const bottom = document.querySelector('nav.tabbar').getBoundingClientRect().top;
  return [...document.querySelectorAll('[data-testid^="figure-"]')].map((c) => c.getBoundingClientRect())
    .filter((r) => r.top >= top - 1 && r.bottom <= bottom + 1).length;
});

const figuresShown = (n) => (page) => page.waitForFunction((n) => document.querySelectorAll('[data-testid^="figure-"]').length === n, n);

phoneTest('a 20-figure table: compact, findable, only legal actions look open, and the dice', { timeout: 240_000 }, async ({ page }) => {
  // A 1000-point game of 10 figures a side: a big army starts compact.
  const army = ['Tidewatch Spearman', 'Emberline Archer', 'Glade Healer', 'Ironbark Sentinel', 'Tidewatch Spearman',
    'Emberline Archer', 'Glade Healer', 'Ironbark Sentinel', 'Tidewatch Spearman', 'Glade Healer'];
  await newGame(page, { name: 'Twenty', size: 1000, armies: [army, army] });
  assert.equal(await page.getAttribute(tid('cards'), 'data-compact'), 'true');
  assert.equal((await page.$$('[data-testid^="figure-"]')).length, 20);
  // Scrolled to the cards, as a player reads the table.
  await page.locator(tid('cards')).evaluate((el) => window.scrollTo(0, el.getBoundingClientRect().top + window.scrollY - 140));
  await settled(page);
  const seen = await cardsInView(page);
  await shot(page, 'table-compact-20');
  assert.ok(seen >= 8, `only ${seen} figures visible at once on a 390×844 screen`);
  await page.evaluate(() => window.scrollTo(0, 0));
  // The current player's figures come first, and can be shown alone.
  const owners = await page.$$eval('[data-testid^="figure-"]', (cs) => cs.map((c) => Number(c.dataset.testid.slice(7))));
  assert.deepEqual(owners.slice(0, 10), [0, 1, 2, 3, 4, 5, 6, 7, 8, 9], 'Player 1 first');
  await play(page, 'only-mine', figuresShown(10));
  assert.match(await page.textContent(tid('hidden-count')), /10 figures hidden/);
  await play(page, 'only-mine', figuresShown(20));
  // Jump to a figure by name: two words, any case, accents folded.
  await play(page, fill('find-figure', 'glade HEAL'), figuresShown(6));
  // Copies are numbered in the game's order, so each row says which healer it is.
  const found = await page.$$eval('.compact-name', (ns) => ns.map((n) => n.textContent));
  assert.deepEqual(found.toSorted(), ['Glade Healer 1', 'Glade Healer 2', 'Glade Healer 3', 'Glade Healer 4', 'Glade Healer 5', 'Glade Healer 6']);
  await play(page, fill('find-figure', 'healer 5'), figuresShown(1));
  assert.equal(await page.textContent('.compact-name'), 'Glade Healer 5');
  await page.fill(tid('find-figure'), '');
  await play(page, figuresShown(20),
    // A tap opens a compact card to its actions; Move is given.
    'open-0', see(`${tid('figure-0')}[data-open="true"]`), 'action-0-Move', see(`${tid('tokens-0')}[data-tokens="1"]`));
  const left = await page.getAttribute(tid('actions-left'), 'data-left');
  assert.equal(left, '9');
  // A second action for it is refused by the engine: the button looks it and, tapped, says why with the rule, and
  // nothing is sent (actions left and tokens unchanged).
  assert.match(await page.getAttribute(tid('action-0-Close'), 'class'), /refused/);
  await play(page, 'action-0-Close', see('snackbar-rule'));
  assert.equal(await page.textContent(tid('snackbar-rule')), 'CORE-07');
  assert.equal(await page.getAttribute(tid('actions-left'), 'data-left'), '9');
  assert.equal(await page.getAttribute(tid('tokens-0'), 'data-tokens'), '1');
  // The rule link works from a card opened out of a compact row; closed again, the card is a compact row.
  await play(page, snap('table-refused'), 'snackbar-rule', see('[data-testid="rules-screen"], [data-testid="entry-rule-core-07"]'), 'tab-Table',
    'close-0', see(`${tid('figure-0')}[data-open="false"]`));
  // The dice: a 2d6 or a d6, for the rolls that are not attacks.
  await play(page, 'dice-open', see('dice'), 'roll-d6');
  const d6 = Number(await page.getAttribute(tid('dice-result'), 'data-total'));
  assert.ok(d6 >= 1 && d6 <= 6, `${d6}`);
  await page.tap(tid('roll-2d6'));
  const total = Number(await page.getAttribute(tid('dice-result'), 'data-total'));
  assert.ok(total >= 2 && total <= 12, `${total}`);
  assert.equal(await page.isVisible(tid('dice-critical')), total === 2 || total === 12);
  await play(page, snap('table-dice'), 'dice-close');
  // An attack by figure 1 (an archer) from its card, close: the engine's targets, each with the roll it needs. Defend
  // (CORE-16): a friend of the target showing it, in base contact, is asked, and the engine compares with that
  // friend's defense (15, not the archer's 14).
  await play(page, 'open-1', 'action-1-Close', see('attack-target-11'));
  assert.equal((await page.textContent(tid('attack-needs-11'))).trim(), 'needs 6+');
  await page.tap(tid('attack-target-11'));
  const defenders = await page.$$eval('[data-testid^="attack-defender-"]', (bs) => bs.map((b) => b.dataset.testid.slice(16)));
  assert.deepEqual(defenders, ['none', '10', '14', '18'], 'Ben\'s spearmen show Defend; nobody else is offered');
  await page.tap(tid('attack-defender-14'));
  await page.waitForFunction(() => document.querySelector('[data-testid="attack-needs-11"]')?.textContent.trim() === 'needs 7+');
  // Another target asks again: the friend named for the archer is not kept.
  await play(page, snap('table-attack-defend'), 'attack-target-10');
  assert.equal(await page.getAttribute(tid('attack-target-10'), 'aria-pressed'), 'true');
  assert.equal(await page.getAttribute(tid('attack-defender-none'), 'aria-pressed'), 'true');
  await play(page, 'attack-roll-7', leftIs(8));
  assert.equal(await page.getAttribute(tid('tokens-1'), 'data-tokens'), '1');
  // Ending the turn with actions left asks first; keep playing changes nothing.
  await play(page, 'end-turn', see('end-turn-check'));
  assert.match(await page.textContent(tid('end-turn-check')), /8 actions/);
  await page.tap(tid('end-turn-back'));
  assert.equal(await page.getAttribute(tid('turn-bar'), 'data-player'), '0');
  await play(page, 'end-turn', 'end-turn-anyway', see(`${tid('turn-bar')}[data-player="1"]`));
  // Now the other player's figures come first.
  const first = await page.$eval('[data-testid^="figure-"]', (c) => c.dataset.testid);
  assert.equal(first, 'figure-10');
  // The player may choose full cards; the choice is kept.
  await play(page, 'compact-view', see(`${tid('cards')}[data-compact="false"]`));
  await reloaded(page, `${tid('cards')}[data-compact="false"]`);
});

/** WCAG contrast of two CSS colours, as the browser computed them. */
function contrastIn() {
  const parse = (c) => c.match(/[\d.]+/g).slice(0, 3).map(Number);
  const lum = (rgb) => {
    const [r, g, b] = rgb.map((v) => v / 255).map((v) => (v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4));
    return 0.2126 * r + 0.7152 * g + 0.0722 * b;
  };
  const out = [];
  for (const color of ['yellow', 'orange', 'green', 'red', 'blue', 'grey', 'black']) {
    // A full card's tile (label, value, ability) and a compact row's number, with the app's CSS.
    const host = document.createElement('div');
    host.innerHTML = `<div class="stat ab-${color}"><span class="stat-label">Speed</span><span class="stat-value">9</span></div><span class="mini-stat ab-${color}">9</span>`;
    document.querySelector('.cards').appendChild(host);
    for (const el of host.querySelectorAll('.stat-label, .stat-value, .mini-stat')) {
      const box = el.classList.contains('mini-stat') ? el : el.parentElement;
      const [a, b] = [lum(parse(getComputedStyle(el).color)), lum(parse(getComputedStyle(box).backgroundColor))];
      out.push({ color, part: el.className, ratio: (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05) });
    }
    host.remove();
  }
  return out;
}

phoneTest('every ability colour: its text reaches 4.5:1, in light and in dark', { timeout: 120_000, game: 'Colours' }, async ({ page }) => {
  for (const theme of ['light', 'dark']) {
    await play(page, 'tab-Settings', `theme-${theme}`, 'tab-Table', see('cards'));
    const ratios = await page.evaluate(contrastIn);
    assert.equal(ratios.length, 21);
    const low = ratios.filter((r) => r.ratio < 4.5).map((r) => `${r.color} ${r.part} ${r.ratio.toFixed(2)}:1`);
    assert.deepEqual(low, [], `${theme}: text under 4.5:1`);
  }
});

phoneTest('a saved army is deleted only after a question', { timeout: 120_000 }, async ({ page }) => {
  await newGame(page, { armies: [['Glade Healer']], start: false });
  await play(page, 'save-army-0', see('manage-armies-0'), 'manage-armies-0');
  const row = await page.waitForSelector('[data-testid^="army-delete-"]');
  const id = (await row.getAttribute('data-testid')).replace('army-delete-', '');
  // Keep it: still there.
  await play(page, `army-delete-${id}`, see(`army-delete-confirm-${id}`), snap('army-delete-question'), `army-delete-keep-${id}`);
  assert.ok(await page.isVisible(tid(`army-delete-${id}`)));
  // Delete it: gone from the list and from the load menu, after a reload too.
  await play(page, `army-delete-${id}`, `army-delete-yes-${id}`, gone('load-army-0'));
  assert.match(await page.textContent(tid('snackbar')), /deleted/);
  await reloaded(page, 'nav.tabbar');
  await newGame(page, { start: false });
  assert.equal(await page.$(tid('load-army-0')), null);
});

// Found in review: the card grew or shrank as a click's abilities came and went, so the action buttons under the
// names, and every card below, moved between two taps. The card keeps the room of its tallest set of abilities.
phoneTest('a dial turned leaves the buttons under its abilities where they were', { timeout: 120_000 }, async ({ page }) => {
  await newGame(page, { name: 'Steady', armies: [['Tidewatch Spearman', 'Glade Healer'], ['Ironbark Sentinel']] });
  const where = () => page.evaluate(() => ['action-0-Move', 'figure-1'].map((id) => Math.round(document.querySelector(`[data-testid="${id}"]`).getBoundingClientRect().top + window.scrollY)));
  const named = () => page.$$eval('[data-testid^="ability-link-"]', (ls) => ls.filter((l) => l.closest('[data-testid="figure-0"]')).map((l) => l.textContent));
  const before = await where();
  // The spearman's first click names Defend, its second none: the names go, the buttons stay.
  assert.deepEqual(await named(), ['Defend']);
  await play(page, 'damage-0-0', see(`${tid('click-0-0')}[data-click="2"]`));
  assert.deepEqual(await named(), []);
  assert.deepEqual(await where(), before, 'Move and the next card stay where the thumb is');
  await play(page, 'heal-0-0', see(`${tid('click-0-0')}[data-click="1"]`));
  assert.deepEqual(await named(), ['Defend']);
  assert.deepEqual(await where(), before);
});
