// The guided wizards (issue 8), walked to the end on a phone: each one's result is checked on the table, then undone;
// a screenshot of every step goes to test-output/e2e/wizard-*.png. One server and one game per group keeps it quick.
import assert from 'node:assert/strict';
import { shot, tid, message, endTurn, fullCards, tapAndSee, newGame as setUpGame, play, see, gone, snap, turnIs, leftIs, atStep, tokens } from '../lib/harness.mjs';
import { phoneTest } from '../lib/fixture.mjs';

// The demo figures, by the names the picker shows.
const CAT = {
  spearman: 'Tidewatch Spearman', archer: 'Emberline Archer', sentinel: 'Ironbark Sentinel', healer: 'Glade Healer',
  lancer: 'Ashen Lancer', warhorse: 'Cinder Warhorse', colossus: 'Basalt Colossus', chariot: 'Sunforge Chariot',
  charger: 'Gorehoof Charger', palfrey: 'Skittering Palfrey',
};

/** The new-game screen set up with armies of the figures above, not started. */
const newGame = (page, { size = 200, armies, rides = [] }) => setUpGame(page, { size, armies: armies.map((a) => a.map((f) => CAT[f])), rides, start: false });

/** Starts the game drawn as full cards (each wizard's button on its card), as a player
 *  who chose them in Settings would see it; the compact table is table.test.mjs's. */
async function start(page) {
  await play(page, 'start-game', see('turn-bar'));
  if ((await page.getAttribute(tid('cards'), 'data-compact')) === 'true') await fullCards(page);
}

const game = async (page, setup) => { await newGame(page, setup); await start(page); };
/** What the wizard settled without asking (issue 35): an only answer taken, an explanation folded in. */
const note = (key) => `${tid('wizard')} [data-testid="wizard-note"][data-note="${key}"]`;
const done = ['wizard-done', gone('wizard')];

/** A wizard walked as `play` walks the table, with its steps: `[n, key]` waits for step `key` and screenshots
 *  it as wizard-<name>-<n>-<key>; `[n, 'confirm']` also checks that the preview accepts the command, confirms
 *  it, and waits for the wizard to close. */
async function walk(page, name, ...moves) {
  for (const move of moves) {
    if (!Array.isArray(move)) { await play(page, move); continue; }
    const [n, key] = move;
    await page.waitForSelector(atStep(key));
    if (key === 'confirm') assert.equal(await page.isDisabled(tid('wizard-confirm')), false, 'the preview accepts the command');
    await shot(page, `wizard-${name}-${String(n).padStart(2, '0')}-${key}`);
    if (key === 'confirm') await play(page, 'wizard-confirm', gone('wizard'));
  }
}

/** Waits until figure `id`'s dial shows click `n` (from 1). */
const clickIs = (id, n, dial = 0) => (page) => page.waitForFunction(([sel, want]) => document.querySelector(sel)?.textContent.includes(want), [`[data-testid="click-${id}-${dial}"]`, `Click ${n} ·`]);

/** Damage tapped `times` on figure `id`'s dial, each seen on the dial; the last not waited
 *  for when it `ends` the figure (a wizard takes over). */
async function damage(page, id, dial, times, ends = false) {
  for (let i = 0; i < times; i++) await play(page, `damage-${id}-${dial}`, ends && i === times - 1 ? () => {} : clickIs(id, i + 2, dial));
}

/** The cavalry unit dismounted through its wizard, after the `first` moves that open it. */
const dismount = (page, name, ...first) => walk(page, name, ...first, [1, 'dismount-room'], 'wizard-opt-yes', see(note('dismount-effect')), [3, 'confirm'], see('figure-0'));

phoneTest('cavalry wizards: forming, walk-through, dismount, remount, overwhelm, trample, mount eliminated first; German and Italian', async ({ page, t }) => {
  // Ana: 0 lancer rides 1 charger (Overwhelm, Trample, Mounted Charge), 2 spearman. Ben: 3 lancer rides 4 warhorse, 5 spearman.
  await t.test('1. forming a cavalry unit: only mounts the rider can ride are offered', async () => {
    await newGame(page, { armies: [['lancer', 'charger', 'spearman'], ['lancer', 'warhorse', 'spearman']] });
    await page.waitForSelector(tid('rides-0-0'));
    const options = await page.$$eval(`${tid('rides-0-0')} option`, (os) => os.map((o) => o.value));
    assert.deepEqual(options, ['', '1'], 'the charger only, not the spearman');
    for (const player of [0, 1]) await page.selectOption(tid(`rides-${player}-0`), '1');
    await play(page, snap('wizard-form-01-rides'), start, see('click-0-0'));
    assert.ok(await page.$(`${tid('figure-1')} ${tid('click-0-0')}`), 'one card shows mount and rider');
    await shot(page, 'wizard-form-02-table');
  });

  await t.test('9. cavalry walk-through: the rider\'s dial makes a close attack', async () => {
    await walk(page, 'cavalry-turn', 'wiz-cavalry-turn-1', [1, 'cav-action']);
    assert.ok(await page.$(tid('wizard-opt-man-mountedcharge')), 'Mounted Charge is offered');
    await walk(page, 'cavalry-turn', 'wizard-opt-act-close', [2, 'cav-dial'], 'wizard-opt-fig-0', [3, 'cav-defender'], 'wizard-next', [4, 'confirm'],
      see(tokens(1, 1)), snap('wizard-cavalry-turn-05-table'), 'undo', see(tokens(1, 0)));
  });

  await t.test('2. dismount: tokens cleared, both may act', async () => {
    await walk(page, 'dismount', 'wiz-dismount-1', [1, 'dismount-room']);
    assert.ok(await page.$(tid('wizard-picture')), 'a picture of the base slot');
    // The explanation is said on the confirmation, not as a step of its own.
    await play(page, 'wizard-opt-yes', see(atStep('confirm')), see(note('dismount-effect')));
    assert.match(await page.textContent(tid('wizard-preview')), /dismount/i);
    await walk(page, 'dismount', [3, 'confirm'], see('figure-0'), see(tokens(1, 0)), snap('wizard-dismount-04-table'), 'undo', gone('figure-0'));
  });

  await t.test('3. remount: only the friendly riderless matching mount; one token', async () => {
    await dismount(page, 'remount-pre', 'wiz-dismount-1');
    // The only mount it may take is taken and said, not asked (issue 35).
    await play(page, 'wiz-remount-0', see(atStep('confirm')));
    assert.match(await page.textContent(note('remount-mount')), /Gorehoof Charger.*the only possible answer/);
    await walk(page, 'remount', see(note('remount-effect')), [3, 'confirm'], gone('figure-0'), see(tokens(1, 1)), snap('wizard-remount-04-table'),
      'undo', see('figure-0'), 'undo', gone('figure-0'));
  });

  await t.test('6a. overwhelm: only out of contact and without speed abilities (CAV-29), else the engine says why', async () => {
    await walk(page, 'overwhelm', 'wiz-overwhelm-1', [1, 'cav-contact'], 'wizard-opt-yes', [2, 'refused']);
    assert.match(await page.textContent(tid('wizard-refusal')), /base contact.*CAV-29/s);
    await walk(page, 'overwhelm', ...done, 'wiz-overwhelm-1', [3, 'cav-contact'], 'wizard-opt-no', [4, 'overwhelm-speed'], 'wizard-opt-yes', see(atStep('refused')));
    assert.match(await page.textContent(tid('wizard-refusal')), /speed ability/);
    await play(page, ...done, see(tokens(1, 0)));
  });

  await t.test('6b. overwhelm: target, die, room; the other rider is dismounted', async () => {
    await walk(page, 'overwhelm', 'wiz-overwhelm-1', [5, 'cav-contact'], 'wizard-opt-no', [6, 'overwhelm-speed'], 'wizard-opt-no',
      [8, 'overwhelm-d6'], see(note('overwhelm-target')), 'wizard-die-5', [9, 'overwhelm-room'], 'wizard-opt-yes', [10, 'confirm'],
      see('figure-3'), snap('wizard-overwhelm-11-table'), 'undo', gone('figure-3'));
  });

  await t.test('6c. trample: at ground level, without double-time (CAV-30); the figures crossed take 1 damage', async () => {
    await walk(page, 'trample', 'wiz-trample-1', [0, 'trample-ground'], 'wizard-opt-yes', [0, 'trample-double-time'], 'wizard-opt-yes', [0, 'refused']);
    assert.match(await page.textContent(tid('wizard-refusal')), /Double-Time.*CAV-30/s);
    await walk(page, 'trample', 'wizard-done', 'wiz-trample-1', [0, 'trample-ground'], 'wizard-opt-yes', [0, 'trample-double-time'], 'wizard-opt-no',
      [2, 'trample-crossed'], see(note('trample-line')), 'wizard-pick-5', see(`${tid('wizard-pick-5')}[aria-pressed="true"]`), snap('wizard-trample-03-picked'),
      'wizard-next', [4, 'confirm'], clickIs(5, 2), snap('wizard-trample-05-table'), 'undo', clickIs(5, 1));
  });

  await t.test('4. the mount eliminated first: the wizard starts by itself; no room', async () => {
    await damage(page, 4, 0, 6, true);
    await walk(page, 'rider-thrown', [1, 'thrown-room'], 'wizard-opt-no', [2, 'confirm'], see('ko-3'), snap('wizard-rider-thrown-03-table'), 'undo', gone('ko-3'),
      ...Array(6).fill('undo'), gone('ko-4'), clickIs(4, 1));
  });

  await t.test('5b. a mean-spirited riderless mount sides with the next player: explained by itself', async () => {
    await dismount(page, 'mount-sides-pre', 'wiz-dismount-1');
    await walk(page, 'mount-sides', endTurn, [1, 'mount-sides'], 'wizard-next', see(atStep('confirm')), ...done, turnIs('Player 2'),
      snap('wizard-mount-sides-02-table'), 'undo', turnIs('Player 1'), 'undo', gone('figure-0'));
  });

  for (const lang of ['de', 'it']) {
    await t.test(`2. dismount in ${lang}`, async () => {
      await play(page, 'tab-Settings', `lang-${lang}`);
      await page.waitForFunction((l) => document.querySelector('.app')?.getAttribute('lang') === l, lang);
      await play(page, 'tab-Table', see('wiz-dismount-1'), 'wiz-dismount-1', see(atStep('dismount-room')));
      assert.equal((await page.textContent(tid('wizard-question'))).trim(), message(lang, 'app.ftl', 'wiz-q-dismount-room'));
      await dismount(page, `dismount-${lang}`);
      await play(page, snap(`wizard-dismount-${lang}-04-table`), 'undo', gone('figure-0'));
    });
  }
  await play(page, 'tab-Settings', 'lang-en');
});

phoneTest('5. a skittish riderless mount leaves at the end phase; rule link, cancel, learning mode', async ({ page }) => {
  // Ana: 0 lancer rides 1 palfrey (skittish). Ben: 2 spearman.
  await game(page, { armies: [['lancer', 'palfrey'], ['spearman']], rides: [[0, 0, 1]] });
  // The rule link opens the rule; the wizard waits on the table.
  await play(page, 'wiz-dismount-1', see(atStep('dismount-room')), 'wizard-rule', see('entry-rule-cav-22'), snap('wizard-rule-link'),
    'tab-Table', see(atStep('dismount-room')));
  // A cancelled wizard changes nothing.
  await play(page, 'wizard-cancel', gone('wizard'));
  assert.equal(await page.isDisabled(tid('undo')), true, 'nothing to undo');
  // Learning mode (on for a new player) offers the walk-through; experienced players turn it off.
  await play(page, see('wiz-cavalry-turn-1'), 'tab-Settings');
  assert.equal(await page.isChecked(tid('learning-mode')), true);
  await page.tap(tid('learning-mode'));
  await page.waitForFunction(() => !document.querySelector('[data-testid="learning-mode"]')?.checked);
  await play(page, snap('wizard-learning-mode-off'), 'tab-Table', see('wiz-dismount-1'));
  assert.equal(await page.$(tid('wiz-cavalry-turn-1')), null, 'no walk-through without learning mode');
  await dismount(page, 'mount-left-pre', 'wiz-dismount-1');
  await walk(page, 'mount-left', endTurn, [1, 'mount-fled']);
  assert.match(await page.textContent(tid('wizard-why')), /CAV-21/);
  await play(page, 'wizard-next', see(atStep('confirm')), snap('wizard-mount-left-02-done'), 'wizard-done', see('ko-1'), snap('wizard-mount-left-03-table'),
    'undo', gone('ko-1'));
});

phoneTest('chariot and colossal wizards: board, disembark, area hit with passenger roll, wreck roll, colossal walk-through', async ({ page, t }) => {
  // Ana: 0 chariot, 1 spearman, 2 colossus. Ben: 3 spearman.
  await game(page, { size: 500, armies: [['chariot', 'spearman', 'colossus'], ['spearman']] });
  await t.test('10. colossal walk-through: a move with a break-away roll', async () => {
    await walk(page, 'colossal-turn', 'wiz-colossal-turn-2', [1, 'col-section'], 'wizard-opt-sec-front', [2, 'col-action'], 'wizard-opt-act-move', see(atStep('col-distance')));
    assert.match(await page.textContent(tid('wizard-why')), /8/);
    await walk(page, 'colossal-turn', [3, 'col-distance'], 'wizard-next', [4, 'col-contact'], 'wizard-opt-yes', [5, 'col-break-away'], 'wizard-die-4',
      [6, 'confirm'], see(tokens(2, 1)), snap('wizard-colossal-turn-07-table'), 'undo', see(tokens(2, 0)));
  });

  await t.test('7a. board the chariot', async () => {
    await walk(page, 'board', 'wiz-board-1', [2, 'board-section'], see(note('board-chariot')), 'wizard-opt-sec-rear', [3, 'board-sentry'], 'wizard-opt-no',
      [4, 'confirm'], see('aboard-1'), snap('wizard-board-05-table'), 'undo', gone('aboard-1'));
  });

  await t.test('10b. a close attack on a colossal: touching two sections, the controller picks', async () => {
    // Only a close attack can reach the chariot here (the engine's may_attack): the
    // wizard takes it without asking, and says so.
    await walk(page, 'attack-hit', endTurn, turnIs('Player 2'), 'wiz-attack-hit-2', see(note('hit-kind')), [3, 'hit-aim-close'],
      see(note('hit-attacker')), 'wizard-opt-touch-two', [4, 'hit-pair'], 'wizard-opt-pair-front-right', [5, 'area-controller'], 'wizard-opt-sec-right',
      [6, 'hit-2d6']);
    assert.ok(await page.$(tid('wizard-roll')), 'the app may roll the 2d6, as it rolls a d6');
    await walk(page, 'attack-hit', 'wizard-opt-n-11', [7, 'confirm'], clickIs(2, 3, 2), snap('wizard-attack-hit-08-table'),
      'undo', clickIs(2, 1, 2), 'undo', turnIs('Player 1'));
  });

  await t.test('7b. disembark', async () => {
    await play(page, 'wiz-board-1', 'wizard-opt-sec-rear', 'wizard-opt-no', 'wizard-confirm', see('aboard-1'), endTurn, endTurn);
    await page.waitForFunction(() => document.querySelector('.turn-meta')?.textContent.includes('Round 2'));
    await walk(page, 'disembark', 'wiz-disembark-1', [1, 'disembark-section'], 'wizard-opt-sec-left', [2, 'confirm'], gone('aboard-1'),
      snap('wizard-disembark-03-table'), 'undo', see('aboard-1'));
  });

  await t.test('8a. an area hits a side section: the passenger roll', async () => {
    await walk(page, 'area-hit', 'wiz-area-hit-0', [1, 'area-aim'], 'wizard-opt-aim-one', [2, 'area-section'], 'wizard-opt-sec-left',
      [3, 'area-passenger'], 'wizard-die-6', [4, 'area-dealt'], 'wizard-opt-n-2', [5, 'confirm'], clickIs(1, 3), snap('wizard-area-hit-06-table'),
      'undo', clickIs(1, 1));
  });

  await t.test('8b. the chariot eliminated: the wreck roll starts by itself', async () => {
    await damage(page, 0, 0, 9);
    // A colossal's card opens one section at a time (issue 48): open the second.
    await page.tap(tid('section-open-0-1'));
    await damage(page, 0, 1, 9, true);
    await walk(page, 'wreck', [1, 'wreck-d6'], 'wizard-roll', [2, 'confirm']);
    await page.waitForFunction(() => !document.querySelector('[data-testid="click-1-0"]')?.textContent.includes('Click 1 ·'));
    await play(page, snap('wizard-wreck-03-table'), 'undo', see('wreck-pending'), snap('wizard-wreck-04-pending-after-undo'));
  });
});

phoneTest('capture (CORE-14): the wizard takes a captive, which can neither act nor be damaged, and goes free when its captor falls', async ({ page }) => {
  // Ana: 0 spearman. Ben: 1 archer.
  await game(page, { size: 200, armies: [['spearman'], ['archer']] });
  // Only the opposing figure may be captured: it is taken and said, not asked.
  await walk(page, 'capture', 'wiz-capture-0', [2, 'capture-2d6']);
  assert.match(await page.textContent(note('capture-target')), /Emberline Archer/);
  await walk(page, 'capture', 'wizard-opt-n-12', [3, 'confirm'], see('capture-1'));
  assert.match(await page.textContent(tid('capture-1')), /Captive of Tidewatch Spearman( \d)?\b/);
  assert.match(await page.textContent(tid('capture-0')), /Holds Emberline Archer captive/);
  // The table may not damage a captive: the engine says why, with the rule.
  await play(page, clickIs(1, 1), snap('wizard-capture-04-table'), 'damage-1-0');
  await page.waitForFunction(() => /captive.*CORE-14/s.test(document.body.textContent));
  await play(page, clickIs(1, 1));
  // The captor falls: its captive is free.
  while (!(await page.$(tid('ko-0')))) await tapAndSee(page, 'damage-0-0', 0);
  await play(page, gone('capture-1'), snap('wizard-capture-05-freed'));
});

phoneTest('6. Charge as written (CORE-16): the move and the attack are one action on the card, and one undo', async ({ page }) => {
  // Ana: 0 lancer rides 1 charger (Charge on the mount's speed). Ben: 2 spearman.
  await game(page, { armies: [['lancer', 'charger'], ['spearman']], rides: [[0, 0, 1]] });
  const left = Number(await page.getAttribute(tid('actions-left'), 'data-left'));
  // The rider's close attack, on the unit's card: Charge is offered with it.
  await play(page, 'action-0-Close', see('attack-with-move'));
  assert.match(await page.textContent(tid('attack-with-move')), /Charge: the move and the attack as one action/);
  await page.check(`${tid('attack-with-move')} input`);
  // The only opponent is the target already.
  assert.equal(await page.getAttribute(tid('attack-target-2'), 'aria-pressed'), 'true');
  await play(page, snap('wizard-charge-card'), 'attack-roll-11', leftIs(left - 1));
  assert.notEqual(await page.getAttribute(tid('click-2-0'), 'data-click'), '1', 'the spearman was hit');
  // One undo takes the whole charge back.
  await play(page, 'undo', leftIs(left));
  assert.equal(await page.getAttribute(tid('click-2-0'), 'data-click'), '1');
  assert.equal(await page.isDisabled(tid('undo')), true, 'nothing more to undo');
});
