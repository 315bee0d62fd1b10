// Issue 48: every attack the rules allow can be entered from the card in at most 4 taps, from every kind of attacker
// at every kind of target. On a table of every kind of figure for both players (single, archer, cavalry unit,
// colossal, chariot carrying a passenger), every Close and Ranged button of the player whose turn it is, at every
// target and colossal section its panel offers, must offer a total the engine takes (a 12); each target is entered
// once (a chariot or colossus by its rear), checked as one action spent, then undone. The engine's side, over more
// cases: model/src/attack.rs every_attack_the_engine_takes_can_be_entered_from_the_panel.
import assert from 'node:assert/strict';
import { endTurn, fullCards, newGame, resume, tid, turnOf, play, see, snap } from '../lib/harness.mjs';
import { phoneTest } from '../lib/fixture.mjs';
import { exportedGame, importGame } from '../lib/table.mjs';

/** Each player's army, in order: a cavalry unit's rider rides the figure before it, and
 *  the sentinel starts aboard the chariot before it. */
const ARMY = ['Tidewatch Spearman', 'Emberline Archer', 'Gorehoof Charger', 'Ashen Lancer', 'Basalt Colossus', 'Sunforge Chariot', 'Ironbark Sentinel'];
const RIDES = { 3: 2 };
const ABOARD = { 6: 5 };

/** The table of every kind, made on the new-game screen, exported, linked (riders and
 *  passenger) and imported as a player would; opened with full cards. */
async function everyKind(page) {
  await newGame(page, { size: 1000, armies: [ARMY, ARMY] });
  const game = await exportedGame(page);
  game.name = 'Every kind';
  game.record.setup.game_size = 3000;
  for (const player of game.record.setup.players) {
    for (const [rider, mount] of Object.entries(RIDES)) player.army[rider].rides = mount;
    for (const [passenger, chariot] of Object.entries(ABOARD)) player.army[passenger].aboard = chariot;
  }
  game.record.applied = [];
  await importGame(page, JSON.stringify(game));
  await play(page, (page) => resume(page, 'Every kind'), fullCards, see('figure-0'));
}

const actionsLeft = (page) => page.getAttribute(tid('actions-left'), 'data-left');

phoneTest('every attack from every kind of attacker at every kind of target is entered from the card in at most 4 taps', { timeout: 600_000 }, async ({ page }) => {
  const entered = [], offered = [], faults = [];
  await play(page, everyKind, see('aboard-6'), see('aboard-13'));
  for (const turn of [0, 1]) {
    // Each colossal's front section opened, so its own buttons are drawn.
    for (const open of await page.$$eval('[data-testid^="section-open-"][aria-expanded="false"]', (els) => els.map((e) => e.dataset.testid).filter((t) => t.endsWith('-0')))) {
      await page.tap(tid(open));
    }
    // Every Close and Ranged button the player may tap now, on every card (a colossal's open section's own).
    const buttons = await page.$$eval('[data-testid^="action-"], [data-testid^="section-action-"]', (els) => els
      .filter((e) => /-(Close|Ranged)$/.test(e.dataset.testid) && !e.disabled && !e.classList.contains('refused') && e.getAttribute('aria-disabled') !== 'true')
      .map((e) => e.dataset.testid));
    assert.ok(buttons.length >= 5, `turn ${turn}: only ${buttons.join(', ')}`);
    for (const button of buttons) {
      // The panel's targets and sections, read once; then each entered from a fresh panel.
      await page.tap(tid(button));
      const opened = await page.waitForSelector('[data-testid^="attack-"][role="group"]', { timeout: 5_000 }).catch(() => null);
      if (!opened) continue; // The card said why it cannot attack: no panel to enter.
      const picks = await page.$$eval('[data-testid^="attack-target-"], [data-testid^="attack-section-"]', (els) => els.map((e) => e.dataset.testid));
      const sectioned = new Set(picks.filter((p) => p.startsWith('attack-section-')).map((p) => p.split('-')[2]));
      // A colossal's sections stand for it; another target is its chip.
      const ways = picks.filter((p) => p.startsWith('attack-section-') || !sectioned.has(p.split('-')[2]));
      await page.tap(tid('attack-cancel'));
      for (const way of ways) {
        const name = `${button} → ${way}`;
        const left = await actionsLeft(page);
        let taps = 1;
        await play(page, button, see(way));
        if ((await page.getAttribute(tid(way), 'aria-pressed')) !== 'true') { await page.tap(tid(way)); taps += 1; }
        const die = await page.$('[data-testid^="attack-passenger-"][data-testid$="-6"]');
        if (die) { await die.tap(); taps += 1; }
        const twelve = await page.waitForSelector(tid('attack-roll-12'), { timeout: 3_000 }).catch(() => null);
        if (!twelve || (await twelve.isDisabled())) {
          const why = await page.textContent('[data-testid="attack-refusal"]').catch(() => 'no total offered');
          faults.push(`${name}: ${why}`);
          await page.tap(tid('attack-cancel'));
          continue;
        }
        // Every way is offered a total the engine takes; each target is entered through
        // one of its ways (a chariot or colossus by its rear, where the passenger's die
        // is asked), which is then undone: entering all of them took 7 minutes.
        if (way.startsWith('attack-section-') && !way.endsWith('-Rear')) {
          offered.push(name);
          if (taps + 1 > 4) faults.push(`${name}: ${taps + 1} taps`);
          await page.tap(tid('attack-cancel'));
          continue;
        }
        await twelve.tap();
        taps += 1;
        await page.waitForFunction((l) => document.querySelector('[data-testid="actions-left"]').dataset.left !== l, left, { timeout: 5_000 })
          .catch(() => faults.push(`${name}: the total was tapped and nothing was entered`));
        if (taps > 4) faults.push(`${name}: ${taps} taps`);
        entered.push(name);
        await page.tap(tid('undo'));
        await page.waitForFunction((l) => document.querySelector('[data-testid="actions-left"]').dataset.left === l, left, { timeout: 5_000 });
      }
    }
    if (turn === 0) await play(page, snap('attack-combinations-ana-done'), endTurn, turnOf(1));
  }
  console.log(`# ${entered.length} attacks entered from the card, ${offered.length} more offered a total the engine takes`);
  assert.deepEqual(faults, [], `${faults.length} attacks could not be entered:\n${faults.join('\n')}`);
  // Every kind of attacker and target took part: singles, a unit's dial, colossal and
  // chariot sections, the passenger's section roll.
  assert.ok(entered.length >= 30 && offered.length >= 30, `only ${entered.length} entered and ${offered.length} offered`);
  assert.ok(entered.some((e) => /attack-section-\d+-Rear/.test(e)), 'a chariot or colossal hit on its rear');
  assert.ok(entered.some((e) => e.startsWith('section-action-')), 'a section attacked');
});
