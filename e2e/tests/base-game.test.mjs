// The whole base game at the table (issue 18), on the built web app at phone size:
// - a whole game: two close formations (the second pushing every member), a capture, the last opposing figure
//   knocked out, the conquest offered, and a score that matches the figures eliminated and captured, one by one;
// - the sample feed's figures: a Command roll of 6 through the ability wizard adds an action; a Weapon Master
//   attack whose damage is its own d6, entered in the table's dice.
import assert from 'node:assert/strict';
import { newGame, endTurn, fullCards, shot, tid, importSampleFeed, play, see, snap, atStep, leftIs } from '../lib/harness.mjs';
import { phoneTest } from '../lib/fixture.mjs';

const clickOf = async (page, id) => Number((await page.textContent(tid(`click-${id}-0`))).match(/\d+/)[0]);
const tokensOf = async (page, id) => Number(await page.getAttribute(tid(`tokens-${id}`), 'data-tokens'));

/** A close formation by Ana's three spearmen (opened on #0, with #1 and #2), led by `primary`, on `target`
 *  (null: the one target the engine allows, picked by the wizard), rolled `two_d6`. */
async function closeFormation(page, target, two_d6, primary = 0) {
  await play(page, 'wiz-formation-0', see(atStep('formation-action')), 'wizard-opt-act-close', 'wizard-pick-1', 'wizard-pick-2', 'wizard-next',
    see(atStep('formation-contact')), 'wizard-opt-yes', see(atStep('formation-primary')));
  // Any member may lead (issue 48, finding 9): the opened figure is not assumed.
  assert.equal(await page.locator('[data-testid^="wizard-opt-fig-"]').count(), 3, 'each of the three may lead');
  // With one figure left to attack, the wizard picks it by itself (`target` null).
  await play(page, `wizard-opt-fig-${primary}`, ...(target === null ? [] : [`wizard-opt-fig-${target}`]), see(atStep('formation-2d6')));
  assert.match(await page.textContent(tid('wizard')), /\+2/, 'two other members add 2');
  await play(page, `wizard-opt-n-${two_d6}`, see('wizard-preview'));
}

phoneTest('a whole game: formations with pushing, a capture, the conquest and its score', { timeout: 240_000 }, async ({ page }) => {
  await newGame(page, { name: 'Bridge', players: ['Ana', 'Ben'], size: 300,
    armies: [['Tidewatch Spearman', 'Tidewatch Spearman', 'Tidewatch Spearman', 'Glade Healer'], ['Tidewatch Spearman', 'Emberline Archer']] });
  await fullCards(page);
  // Round 1, Ana: a close formation on Ben's spearman (#4), a critical 12: 2 + 1 damage.
  await closeFormation(page, 4, 12);
  await play(page, snap('base-01-formation-preview'), 'wizard-confirm', leftIs(2));
  assert.equal(await clickOf(page, 4), 4, 'three clicks of damage');
  for (const id of [0, 1, 2]) assert.equal(await tokensOf(page, id), 1, `member ${id} has its token`);
  // Ana's healer (#3) captures Ben's archer (#5) with a 12.
  await play(page, 'wiz-capture-3', 'wizard-opt-fig-5', 'wizard-opt-n-12', 'wizard-confirm', see('capture-5'));
  assert.match(await page.textContent(tid('capture-5')), /Captive of Glade Healer/);
  // Ana's turn ends; Round 1, Ben: nothing to do with a captive archer; his spearman passes.
  await play(page, endTurn, endTurn);
  // Round 2, Ana: the same formation again. Each member still carries last turn's token: a second token and 1
  // pushing damage each (CORE-07, CORE-13). Ben's archer is a captive (CORE-14): his spearman is the one
  // target left, so the wizard goes straight to the roll (and #4 is knocked out below).
  await closeFormation(page, null, 12, 2);
  await shot(page, 'base-02-formation-led-by-another');
  assert.match(await page.textContent(tid('wizard-preview')), /pushing/i);
  await play(page, 'wizard-confirm', see('ko-4'));
  for (const id of [0, 1, 2]) {
    assert.equal(await tokensOf(page, id), 2, `member ${id} pushed: two tokens`);
    assert.equal(await clickOf(page, id), 2, `member ${id} took 1 pushing damage`);
  }
  // Every opposing figure is out or held: the conquest is offered and taken.
  await play(page, snap('base-02-pushed'), see('end-offer', { timeout: 10_000 }), 'end-offer-open', see('end-sheet'), 'end-confirm', see('score-screen'));
  // Ana: the spearman knocked out (24) and the archer held captive (32). Ben: nothing.
  const ana = await page.textContent(tid('score-player-0'));
  assert.equal(await page.getAttribute(tid('score-player-0'), 'data-total'), '56', ana);
  assert.match(ana, /Tidewatch Spearman \d, eliminated/);
  assert.match(ana, /Emberline Archer/);
  assert.equal(await page.getAttribute(tid('score-player-1'), 'data-total'), '0');
  assert.match(await page.textContent(tid('score-winner')), /Ana wins/);
  await shot(page, 'base-03-score');
});

phoneTest('the sample feed at the table: a Command roll of 6 adds an action; a Weapon Master attack deals its own damage die', { timeout: 180_000 }, async ({ page }) => {
  // The sample feed's Brackwater Halberdier shows Weapon Master on its first click, its Saltmarsh Drummer Command.
  await importSampleFeed(page);
  await newGame(page, { armies: [['Brackwater Halberdier - *', 'Saltmarsh Drummer - *'], ['Ironbark Sentinel']] });
  const left = Number(await page.getAttribute(tid('actions-left'), 'data-left'));
  // The Command roll, in the command phase: a 6 gives the player one more action.
  // Command is the only ability it may use now: taken and said, not asked (issue 35).
  await play(page, 'wiz-ability-1', see(atStep('ability-d6')), see(`${tid('wizard')} [data-note="ability-which"]`), 'wizard-die-6', see('wizard-preview'),
    snap('base-04-command-roll'), 'wizard-confirm', leftIs(left + 1));
  // Once per command phase: the card offers it no more.
  assert.equal(await page.$(tid('wiz-ability-1')), null);
  const before = await clickOf(page, 2);
  await play(page, 'action-0-Close', 'attack-target-2');
  assert.ok(await page.isChecked(tid('attack-use-ability')), 'Weapon Master is used unless the player says no');
  // Without its die the engine cannot say the damage: the die is asked before the roll.
  assert.equal(await page.$('[data-testid^="attack-rolls-"]'), null);
  await play(page, 'attack-damage-4', see('[data-testid^="attack-rolls-"]'), snap('base-05-weapon-master'), 'attack-roll-11');
  // A hit (11 + its attack beats 17) deals the die's 4, less the Sentinel's Toughness (1).
  await page.waitForFunction((b) => {
    const t = document.querySelector('[data-testid="click-2-0"]')?.textContent ?? '';
    return Number((t.match(/\d+/) ?? [0])[0]) !== b;
  }, before);
  assert.equal(await clickOf(page, 2), before + 3);
});
