// A table of many figures for the tap's benches: one game made through the app and
// exported (the template), then copied with more figures per player and imported, as a
// player would; the first card is opened, ready for taps on it.
import { readFileSync } from 'node:fs';
import { addFigure, tid } from './harness.mjs';

/** A two-figure game made on the new-game screen and exported: the template's JSON. */
export async function templateGame(page) {
  await page.tap(tid('new-game'));
  await addFigure(page, 0, 'Tidewatch Spearman');
  await addFigure(page, 1, 'Tidewatch Spearman');
  await page.tap(tid('start-game'));
  await page.waitForSelector(tid('turn-bar'));
  await page.tap(tid('tab-Games'));
  const [download] = await Promise.all([page.waitForEvent('download'), page.locator('.game-buttons button').nth(1).tap()]);
  return JSON.parse(readFileSync(await download.path(), 'utf8'));
}

/** The template with `perPlayer` figures a player, imported as `name` and opened on its
 *  table with the first card open; how many cards the table shows. */
export async function openBigTable(page, template, perPlayer, name) {
  const game = structuredClone(template);
  game.name = name;
  game.record.setup.game_size = 1000;
  for (const player of game.record.setup.players) player.army = Array.from({ length: perPlayer }, () => structuredClone(player.army[0]));
  await importGame(page, JSON.stringify(game));
  await page.locator('li.game', { hasText: name }).first().locator('[data-testid^="resume-"]').tap();
  await page.waitForSelector(tid('figure-0'));
  if (await page.$(tid('open-0'))) await page.tap(tid('open-0'));
  await page.waitForSelector(tid('damage-0-0'));
  return page.locator('article[data-testid^="figure-"]').count();
}

/** A game file's JSON imported through the games screen, as a player pastes one. */
export async function importGame(page, json) {
  await page.tap(tid('tab-Games'));
  await page.tap(tid('import-open'));
  await page.fill(tid('import-text'), json);
  await page.evaluate(() => document.querySelector('[data-testid="snackbar"] .close')?.click());
  await page.tap(tid('import-go'));
  await page.waitForSelector(tid('snackbar'));
  const said = await page.textContent(tid('snackbar'));
  if (!said.includes('mported')) throw new Error(`import refused: ${said}`);
}
