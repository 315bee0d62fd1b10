// A whole game at the table, as a player would play it on a phone (issue 6): two armies, actions, pushing, a
// refusal with its rule, a KO, undo/redo, German, and a reload that keeps everything.
import assert from 'node:assert/strict';
import { writeFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { shot, tid, message, addFigure, endTurn, newGame, reloaded, play, see, gone, snap, turnIs, leftIs, fill, tab, tempDir, tokens } from '../lib/harness.mjs';
import { phoneTest } from '../lib/fixture.mjs';

const tokensOf = async (page, id) => Number(await page.getAttribute(tid(`tokens-${id}`), 'data-tokens'));

phoneTest('a whole game on a phone', async ({ page }) => {
  await shot(page, '01-games-empty');
  // 1. Two armies from the demo catalog.
  await newGame(page, { name: 'Friday night', players: ['Ana', 'Ben'], start: false });
  // The picker: a search ranks the name first ("lancer" is a name and a set), a pick clears it, and the figures
  // picked lately wait as chips above the next list.
  await play(page, 'add-figure-0', fill('pick-search-0', 'D1'));
  await page.waitForFunction(() => document.querySelectorAll('[data-testid="pick-0"]').length === 1);
  assert.equal(await page.getAttribute(tid('pick-0'), 'data-name'), 'Tidewatch Spearman', 'a collector number finds its figure');
  await page.tap(tid('pick-0'));
  await page.waitForFunction(() => document.querySelector('[data-testid="pick-search-0"]')?.value === '');
  assert.match(await page.textContent(tid('pick-added-0')), /Tidewatch Spearman/);
  await page.fill(tid('pick-search-0'), 'glade heal');
  await page.waitForFunction(() => document.querySelector('[data-testid="pick-0"]')?.dataset.name === 'Glade Healer');
  await play(page, snap('02-picker'), fill('pick-search-0', ''));
  await addFigure(page, 0, 'Emberline Archer');
  await page.tap(tid('pick-done-0'));
  await addFigure(page, 1, 'Ironbark Sentinel');
  await addFigure(page, 1, 'Glade Healer');
  // Player 2's picker opened with what was picked lately as chips, newest first; its own picks add none while it is
  // open, so nothing moves under the finger.
  await page.fill(tid('pick-search-1'), '');
  const names = await page.$$eval(`${tid('pick-recent-1')} [data-testid="pick-chip-1"]`, (chips) => chips.map((c) => c.dataset.name));
  assert.deepEqual(names, ['Emberline Archer', 'Tidewatch Spearman']);
  assert.match(await page.textContent(tid('army-0')), /Tidewatch Spearman[\s\S]*Emberline Archer/);
  await page.waitForFunction(() => document.querySelector('[data-testid="build-total-1"]')?.textContent.includes('75'));
  await play(page, snap('02-new-game'), 'start-game', see('turn-bar'));
  assert.match(await page.textContent(tid('turn-player')), /Ana/);
  await shot(page, '03-table');
  // 2. Give actions.
  await play(page, 'action-0-Move', see(tokens(0, 1)));
  assert.equal(await page.getAttribute(tid('actions-left'), 'data-left'), '1');
  await play(page, endTurn, turnIs('Ben'), endTurn, turnIs('Ana'),
    // 3. Push: a second token and one click of pushing damage.
    // Close opens the attack on the card; the action alone is one tap from there.
    'action-0-Close', 'attack-without-dice', see(tokens(0, 2)));
  assert.equal(await tokensOf(page, 0), 2);
  assert.match(await page.textContent(tid('click-0-0')), /Click 2/);
  assert.match(await page.textContent(tid('snackbar')), /pushing damage/);
  // 4. A third action is refused, with its rule.
  await play(page, snap('04-pushed'), 'action-1-Move', leftIs(0), 'pass', see(`${tid('snackbar')}.warning`));
  assert.equal((await page.textContent(tid('snackbar-rule'))).trim(), 'CORE-05');
  await play(page, snap('05-refused'), 'snackbar-rule', see('entry-rule-core-05'));
  assert.match(await page.textContent(tid('entry-rule-core-05')), /100/);
  await play(page, snap('06-rule'), tab('Table'));
  // 5. KO a figure: the Glade Healer has four live clicks.
  for (let i = 0; i < 4; i++) {
    await page.tap(tid('damage-3-0'));
    await page.waitForFunction((n) => document.querySelector('[data-testid="click-3-0"]')?.textContent.includes(`Click ${n}`) || document.querySelector('[data-testid="ko-3"]'), i + 2);
  }
  // 6. Undo and redo.
  await play(page, see('ko-3'), snap('07-ko'), 'undo', gone('ko-3'));
  assert.match(await page.textContent(tid('click-3-0')), /Click 4/);
  await play(page, 'redo', see('ko-3'), tab('Log'));
  assert.match(await page.textContent(tid('log-screen')), /Glade Healer is eliminated/);
  await shot(page, '08-log');
  // 7. German.
  await play(page, tab('Settings'), 'lang-de');
  const tabTable = message('de', 'app.ftl', 'tab-table');
  await page.waitForFunction((label) => document.querySelector('[data-testid="tab-Table"]')?.textContent.includes(label), tabTable);
  await play(page, snap('09-settings-de'), tab('Table'), snap('10-table-de'));
  // 8. Reload: the game, its history and the language are intact.
  await reloaded(page);
  assert.equal(await tokensOf(page, 0), 2);
  await page.waitForSelector(tid('ko-3'));
  assert.ok((await page.textContent(tid('tab-Table'))).includes(tabTable));
  assert.equal(await page.isDisabled(tid('undo')), false, 'undo history survives a reload');
  await play(page, 'undo', gone('ko-3'), snap('11-after-reload'));
});

/** A data folder whose store file is damaged (not SQLite at all). */
function damagedDataDir() {
  const dataDir = tempDir('dk-corrupt-');
  writeFileSync(join(dataDir, 'dialkeeper.db'), 'definitely not an SQLite database '.repeat(200));
  return dataDir;
}

// The native store file (desktop and phones), so through the liveview server.
phoneTest('a damaged store is kept aside and the player is told', { liveview: damagedDataDir, open: false }, async ({ page, server }) => {
  await page.goto(server.url);
  await page.waitForSelector(tid('startup-notice'));
  assert.match(await page.textContent(tid('startup-notice')), /damaged/);
  assert.ok(readdirSync(server.dataDir).some((f) => f.startsWith('dialkeeper.db.corrupt-')), 'the bad file is kept');
  await shot(page, '12-store-recovered');
});

// The clock once waited on liveview's `dioxus.recv()`, a busy loop in the page: a reply later than 50 ms froze the
// renderer a second after the table was drawn.
phoneTest('through the desktop renderer\'s path (liveview) the table stays alive while its clock ticks', { liveview: true }, async ({ page }) => {
  await newGame(page, { armies: [['Ironbark Sentinel'], ['Tidewatch Spearman']] });
  await page.waitForSelector(tid('damage-0-0'));
  const played = async () => Number(await page.getAttribute(tid('game-clock'), 'data-played'));
  const first = await played();
  for (let i = 0; i < 6; i++) {
    await page.waitForTimeout(700);
    await page.tap(tid(i % 2 === 0 ? 'damage-0-0' : 'heal-0-0'));
  }
  await page.waitForFunction((before) => Number(document.querySelector('[data-testid="game-clock"]')?.dataset.played) >= before + 3000, first, { timeout: 10_000 });
  assert.ok((await played()) >= first + 3000, 'the clock went on');
  await shot(page, '13-liveview-table');
});
