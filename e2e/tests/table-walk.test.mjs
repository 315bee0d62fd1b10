// The table that never misleads (issue 48), on the web app as it ships, at phone size with the CPU slowed 4×, each
// finding of the player's walk (shared/reviews/ table-walk-2026-11-28.md) tried as the walk tried it:
//  - after an attack, the snackbar leads with the result: the knock-out of the last opposing figure, then its damage,
//    and the attacker's new token last (finding 4); the card says range and targets (finding 3);
//  - pushing is said before the tap, on the card and in the attack panel (finding 5);
//  - Redo sits beside Undo, and the Undone snackbar offers it; Back from an ability's rule returns to the card,
//    scrolled as it was; a colossal's open card fits the screen (finding 6).
import assert from 'node:assert/strict';
import { endTurn, newGame, shot, tid, play, see, snap, atStep, tokens } from '../lib/harness.mjs';
import { phoneTest } from '../lib/fixture.mjs';

/** A new game of `size` points, Ana's figures and Ben's, started on the table. */
const game = (page, size, ana, ben) => newGame(page, { size, armies: [ana, ben] });
const snackbar = (page) => page.textContent(`${tid('snackbar')} .snackbar-text`);

phoneTest('the walk\'s findings 3 to 6: the result said, range and pushing shown, Redo in reach, Back to the card, a colossal that fits', { timeout: 300_000, throttle: 4 }, async ({ page }) => {
  // Finding 4: a colossus knocks out the last opposing figure. The snackbar said only
  // "Basalt Colossus now carries 1 action token."
  await game(page, 300, ['Basalt Colossus'], ['Glade Healer']);
  // Finding 6: the colossal's open card fits the screen at the default text size.
  const card = await page.$eval(tid('figure-0'), (el) => ({ card: el.getBoundingClientRect().height, screen: innerHeight }));
  assert.ok(card.card < card.screen, `the colossus's card is ${Math.round(card.card)} px on a ${card.screen} px screen`);
  await play(page, 'section-open-0-1', see('section-action-0-1-Close'));
  assert.equal(await page.$(tid('section-action-0-0-Close')), null, 'one section open at a time');
  await page.tap(tid('section-open-0-0'));
  // The healer taken down by hand to one click before its knock-out, as a game gets there.
  for (let left = 99; left > 1;) {
    const before = await page.getAttribute(tid('click-1-0'), 'data-click');
    await page.tap(tid('damage-1-0'));
    await page.waitForFunction((b) => document.querySelector('[data-testid="click-1-0"]').dataset.click !== b, before);
    left = Number((await page.textContent(tid('click-1-0'))).match(/(\d+) clicks? left/)?.[1] ?? 0);
  }
  await play(page, 'section-action-0-0-Close', see('[data-testid^="attack-rolls-"]'), 'attack-roll-10', see('ko-1'));
  const said = await snackbar(page);
  await shot(page, 'table-walk-ko-said');
  // The knock-out first, then the damage that did it, the attacker's token last.
  assert.match(said, /^Glade Healer is eliminated\. Glade Healer takes \d clicks? of damage.*\. Basalt Colossus now carries 1 action token\.$/, said);
  // Finding 3: range on the card, and a figure without range says so.
  await game(page, 1000, ['Emberline Archer', 'Tidewatch Spearman'], ['Ironbark Sentinel', 'Basalt Colossus']);
  assert.match(await page.textContent(tid('reach-0')), /Range \d+ · \d+ targets?/);
  assert.equal((await page.textContent(tid('reach-1'))).trim(), 'No ranged attacks');
  // Finding 6: Redo beside Undo in the thumb bar, and on the Undone snackbar.
  assert.equal(await page.isDisabled(tid('redo')), true, 'nothing to redo yet');
  await play(page, 'action-0-Move', see(tokens(0, 1)), 'undo', see(tokens(0, 0)));
  const redoBox = await page.$eval(tid('redo'), (el) => el.closest('[data-testid="thumb-bar"]') !== null);
  assert.ok(redoBox, 'Redo is in the thumb bar');
  await play(page, 'snackbar-redo', see(tokens(0, 1)));
  // Finding 5: the archer keeps its token into its next turn; the next action pushes it,
  // and the card and the attack panel say so before the tap.
  await play(page, endTurn, endTurn, see('pushes-0-0'));
  assert.match(await page.textContent(tid('pushes-0-0')), /1 click of pushing damage/);
  await play(page, 'action-0-Ranged', see('attack-pushes'));
  assert.match(await page.textContent(tid('attack-pushes')), /Emberline Archer 1 click of pushing damage/);
  await play(page, snap('table-walk-pushing-said'), 'attack-cancel');
  // Finding 6: Back from an ability's rule returns to the card, scrolled as it was.
  const link = page.locator('[data-testid^="ability-link-"]').last();
  await link.scrollIntoViewIfNeeded();
  await page.evaluate(() => window.scrollBy(0, 40));
  const before = await page.evaluate(() => window.scrollY);
  assert.ok(before > 100, `scrolled down the table (${before} px)`);
  await link.tap();
  await play(page, see('rules-back'), 'rules-back', see('turn-bar'));
  await page.waitForFunction((y) => Math.abs(window.scrollY - y) < 30, before, { timeout: 5000 })
    .catch(async () => assert.fail(`Back returned to ${await page.evaluate(() => window.scrollY)} px, not ${before}`));
});

// Finding 1: an attack on a chariot's side or rear while it carries a passenger could not be entered: every total
// said "miss", a tap did nothing, and "Roll for me" asked for the attacker's d6 with nowhere to enter it (CHR-11).
// Now the d6 is asked beside the section, and the attack is entered in four taps: Ranged, Rear, the d6, the total.
phoneTest('the walk\'s finding 1: an attack on a chariot carrying a passenger is entered in four taps', { timeout: 180_000 }, async ({ page }) => {
  // Ana: 0 archer. Ben: 1 chariot, 2 sentinel, who boards it on Ben's turn.
  await game(page, 400, ['Emberline Archer'], ['Sunforge Chariot', 'Ironbark Sentinel']);
  await play(page, endTurn, 'wiz-board-2', see(atStep('board-section')), 'wizard-opt-sec-rear', see(atStep('board-sentry')), 'wizard-opt-no',
    'wizard-confirm', see('aboard-2'), endTurn);
  let taps = 0;
  const tap = (id) => (page) => { taps += 1; return page.tap(tid(id)); };
  await play(page, tap('action-0-Ranged'), see('attack-section-1-Rear'), tap('attack-section-1-Rear'), see('attack-passenger-1-5'));
  // Before the d6 no total is offered, so none can be tapped for nothing.
  assert.equal(await page.$('[data-testid^="attack-rolls-"]'), null, 'no totals before the passenger die');
  await play(page, snap('table-walk-passenger-die'), tap('attack-passenger-1-5'), see('attack-roll-12'));
  assert.equal(await page.isDisabled(tid('attack-roll-12')), false, 'a hitting total is offered');
  assert.equal(await page.getAttribute(tid('attack-roll-12'), 'data-hits'), '1');
  await play(page, tap('attack-roll-12'), see(tokens(0, 1)));
  assert.match(await snackbar(page), /Sunforge Chariot/, 'the hit on the chariot is said');
  assert.equal(await page.$('[data-testid^="attack-rolls-"]'), null, 'the panel closed: the attack was entered');
  assert.ok(taps <= 4, `${taps} taps`);
  await shot(page, 'table-walk-passenger-hit');
});
