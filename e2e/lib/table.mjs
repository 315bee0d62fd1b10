// A table of many figures for the tap's benches: one game made through the app and exported (the template), then
// copied with more figures per player and imported, as a player would; the first card opened, ready for taps.
import { readFileSync } from 'node:fs';
import { download, newGame, fill, play, resume, see, tid } from './harness.mjs';

/** The newest game on the games list, exported as a player does: its file's JSON. */
export async function exportedGame(page) {
  await page.tap(tid('tab-Games'));
  const file = await download(page, page.locator('button[data-testid^="export-"]').first());
  return JSON.parse(readFileSync(await file.path(), 'utf8'));
}

/** A two-figure game made on the new-game screen and exported: the template's JSON. */
export async function templateGame(page) {
  await newGame(page, { armies: [['Tidewatch Spearman'], ['Tidewatch Spearman']] });
  return exportedGame(page);
}

/** The template with `perPlayer` figures a player, imported as `name` and opened on its
 *  table with the first card open; how many cards the table shows. */
export async function openBigTable(page, template, perPlayer, name) {
  const game = { ...structuredClone(template), name };
  game.record.setup.game_size = 1000;
  for (const player of game.record.setup.players) player.army = Array.from({ length: perPlayer }, () => structuredClone(player.army[0]));
  await importGame(page, JSON.stringify(game));
  await resume(page, name);
  return openFirstCard(page);
}

/** The table's first card opened (a big table starts compact), ready for taps on it, once
 *  the table is drawn (within `timeout`); how many cards the table shows. */
export async function openFirstCard(page, timeout) {
  await page.waitForSelector(tid('figure-0'), { timeout });
  if (await page.$(tid('open-0'))) await page.tap(tid('open-0'));
  await page.waitForSelector(tid('damage-0-0'));
  return page.locator('article[data-testid^="figure-"]').count();
}

/** The template named `name`, with `applied` its record's changes: a game file's JSON. */
export const withChanges = (template, name, applied) =>
  JSON.stringify({ ...template, name, record: { ...template.record, applied } });

/** A game file's JSON imported through the games screen, as a player pastes one. */
export async function importGame(page, json) {
  await play(page, 'tab-Games', 'import-open', fill('import-text', json));
  await page.evaluate(() => document.querySelector('[data-testid="snackbar"] .close')?.click());
  await play(page, 'import-go', see('snackbar'));
  const said = await page.textContent(tid('snackbar'));
  if (!said.includes('mported')) throw new Error(`import refused: ${said}`);
}
