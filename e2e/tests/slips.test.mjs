// The smaller slips of issue 35 ("The table in your hands"), on the web app as it ships: the figure picker holds
// still under the finger and scrolls with the page; a new game keeps its draft across a reload and offers the last
// game's table; the only rider is paired with the only mount; a mount alone is named, not numbered; Rematch; an end
// with one possible reason asks no question; a restored backup is not "No backup yet".
import assert from 'node:assert/strict';
import { addFigure, newGame, shot, tid, settled, reloaded, play, see, gone, snap, choose } from '../lib/harness.mjs';
import { phoneTest } from '../lib/fixture.mjs';

/** The figure names of a player's army on the new-game screen. */
const army = (page, p) => page.$$eval(`${tid(`army-${p}`)} > li > span:first-child`, (spans) => spans.map((s) => s.textContent.trim()));

/** Each of the new-game screen's fields holds the value given. */
async function fieldsAre(page, fields) {
  for (const [id, value] of Object.entries(fields)) assert.equal(await page.inputValue(tid(id)), value, id);
}

/** The new-game screen, opened from wherever the player is. */
const openNewGame = (page) => newGame(page, { start: false });

phoneTest('the figure picker holds still: the same spot tapped again adds the same figure, and the list scrolls with the page', { timeout: 120_000 }, async ({ page }) => {
  await openNewGame(page);
  // A pick made before: the picker opens with it as a chip, above the list.
  await addFigure(page, 1, 'Glade Healer');
  await play(page, 'add-figure-0', see('pick-search-0'));
  // The fourth row of the list, in view; then the same point tapped four times.
  const row = page.locator(`${tid('pick-0')} >> nth=3`);
  await row.scrollIntoViewIfNeeded();
  const box = await row.boundingBox();
  const [x, y] = [box.x + box.width / 2, box.y + box.height / 2];
  const first = await row.getAttribute('data-name');
  for (let n = 1; n <= 4; n++) {
    await page.touchscreen.tap(x, y);
    await page.waitForFunction(([s, n]) => document.querySelectorAll(s).length === n, [`${tid('army-0')} > li`, n]);
    await settled(page);
    if (n === 1) await shot(page, 'slips-01-picker-after-a-pick');
  }
  assert.deepEqual(await army(page, 0), [first, first, first, first], 'the same figure each time');
  // The pick made before it opened is a chip above the list.
  await page.waitForSelector(`${tid('pick-recent-0')} ${tid('pick-chip-0')}[data-name="Glade Healer"]`);
  const chips = await page.$$eval(tid('pick-chip-0'), (all) => all.map((c) => c.dataset.name));
  assert.deepEqual(chips, ['Glade Healer'], 'a pick made here adds no chip while the picker is open');
  // No box scrolls inside the picker: its list is as tall as its rows.
  const nested = await page.$$eval(`${tid('picker-0')}, ${tid('picker-0')} *`, (all) => all
    .filter((e) => /(auto|scroll)/.test(getComputedStyle(e).overflowY) && e.scrollHeight > e.clientHeight + 1)
    .map((e) => e.className || e.tagName));
  assert.deepEqual(nested, [], 'the list scrolls with the page');
  // Closed and opened again: this army's pick is a chip now, and a chip adds it.
  await play(page, 'pick-done-0', 'add-figure-0');
  const chip = await page.waitForSelector(`${tid('pick-recent-0')} ${tid('pick-chip-0')}[data-name=${JSON.stringify(first)}]`);
  await chip.tap();
  await page.waitForFunction((s) => document.querySelectorAll(s).length === 5, `${tid('army-0')} > li`);
  await shot(page, 'slips-02-picker-chips');
});

/** A test on the app open on a new game: Ana (Tidewatch Spearman) and Ben, 300 points. */
const draftTest = (name, options, body) => phoneTest(name, options, async ({ page }) => {
  await newGame(page, { name: 'Friday', players: ['Ana', 'Ben'], size: 300, armies: [['Tidewatch Spearman']], start: false });
  await body(page);
});

draftTest('a mount alone in an army is named in the refusal, not numbered', { timeout: 120_000 }, async (page) => {
  await addFigure(page, 1, 'Gorehoof Charger');
  await play(page, 'start-game', see(`${tid('snackbar')}.warning`));
  const said = await page.textContent(tid('snackbar'));
  assert.match(said, /Gorehoof Charger in Ben's army is a mount/);
  assert.doesNotMatch(said, /Figure \d/);
  await shot(page, 'slips-03-mount-alone');
});

draftTest('the only rider is paired with the only mount by default, and the screen says so', { timeout: 120_000 }, async (page) => {
  await addFigure(page, 1, 'Gorehoof Charger');
  await addFigure(page, 1, 'Ashen Lancer');
  await page.waitForSelector(tid('paired-alone-1'));
  assert.match(await page.textContent(tid('paired-alone-1')), /Ashen Lancer rides Gorehoof Charger/);
  assert.equal(await page.inputValue(tid('rides-1-1')), '0', 'the rider rides the mount in the list');
  await page.locator(tid('paired-alone-1')).scrollIntoViewIfNeeded();
  await shot(page, 'slips-04-paired-alone');
  // The player may change it: on foot, the note goes.
  await play(page, choose('rides-1-1', ''), gone('paired-alone-1'));
});

draftTest('a new game keeps its draft across a reload, and the next one offers the last table', { timeout: 180_000 }, async (page) => {
  await addFigure(page, 1, 'Gorehoof Charger');
  await addFigure(page, 1, 'Ashen Lancer');
  await page.selectOption(tid('rides-1-1'), '0');
  // A reload keeps the draft.
  await page.waitForTimeout(500);
  await reloaded(page, 'nav.tabbar');
  await openNewGame(page);
  await fieldsAre(page, { 'game-name': 'Friday', 'player-name-0': 'Ana', 'player-name-1': 'Ben', 'game-size': '300' });
  assert.deepEqual(await army(page, 0), ['Tidewatch Spearman']);
  assert.deepEqual(await army(page, 1), ['Gorehoof Charger', 'Ashen Lancer']);
  assert.equal(await page.inputValue(tid('rides-1-1')), '0', 'with its pairing');
  await play(page, see('new-game-kept'), snap('slips-05-draft-kept'));
  // Started, the next new game starts empty and offers this table in one tap.
  await play(page, 'start-game', see('turn-bar'), openNewGame);
  assert.deepEqual(await army(page, 0), []);
  const offer = await page.waitForSelector(tid('new-game-last-table'));
  assert.match(await offer.textContent(), /Ana and Ben/);
  await shot(page, 'slips-06-last-table-offered');
  await offer.tap();
  await page.waitForFunction(() => document.querySelector('[data-testid="player-name-0"]')?.value === 'Ana');
  await fieldsAre(page, { 'player-name-1': 'Ben', 'game-size': '300' });
  assert.deepEqual(await army(page, 1), ['Gorehoof Charger', 'Ashen Lancer']);
  assert.equal(await page.inputValue(tid('rides-1-1')), '0');
  // Start afresh empties it.
  await page.tap(tid('new-game-afresh'));
  await page.waitForFunction(() => document.querySelectorAll('[data-testid="army-1"] > li').length === 0);
  assert.equal(await page.inputValue(tid('player-name-0')), 'Player 1');
});

const endQuickGame = (page) => play(page, 'end-game', see('end-sheet'));

phoneTest('an end with one possible reason says it instead of asking', { timeout: 120_000, game: 'Quick' }, async ({ page }) => {
  // No time limit, no agreed ending, both sides standing: only "stopped" can end it.
  await endQuickGame(page);
  assert.equal(await page.$(`${tid('end-sheet')} input[type=radio]`), null, 'no radio group of one');
  await play(page, see('end-reason-only'), snap('slips-07-end-one-reason'), 'end-confirm', see('score-screen'));
  assert.match(await page.textContent(tid('end-reason')), /players ended the game/);
});

phoneTest('Rematch starts a new game with the same players, armies and size', { timeout: 120_000, game: 'Quick' }, async ({ page }) => {
  await play(page, endQuickGame, 'end-confirm', see('score-screen'), snap('slips-08-score-rematch'), 'rematch', see('turn-bar'));
  const cards = await page.textContent(tid('cards'));
  assert.match(cards, /Tidewatch Spearman/);
  assert.match(cards, /Ironbark Sentinel/);
  await play(page, 'tab-Games', see('games-screen'));
  assert.match(await page.textContent(tid('games-screen')), /Quick \(rematch\)/);
  await shot(page, 'slips-09-rematch-listed');
});

// On the web the store worker takes its due backups by itself (every 20 changes), so the
// session never heard of one: Settings said "No backup yet." above the listed backup.
phoneTest('a backup the store worker took by itself is the last backup, never "No backup yet"', { timeout: 180_000, game: 'Kept' }, async ({ page }) => {
  const undoable = (can) => (page) => page.waitForFunction((can) => document.querySelector('[data-testid="undo"]')?.disabled === !can, can);
  for (let i = 0; i < 12; i++) await play(page, 'damage-0-0', undoable(true), 'undo', undoable(false));
  await play(page, 'tab-Settings', see(`${tid('backups')} li`, { timeout: 10_000 }), settled);
  await page.locator(tid('backups-last')).scrollIntoViewIfNeeded();
  await shot(page, 'slips-10-backup-by-the-worker');
  const last = await page.textContent(tid('backups-last'));
  assert.doesNotMatch(last, /No backup yet/);
  assert.match(last, /Last backup/);
});
