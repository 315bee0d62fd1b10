// The dial editor and army files (issue 7): fix an imported figure (it becomes a mount), type a new rider with a bad
// box first, see the localized problems, keep the fix through a re-import, pair the two, export the army to a file
// and import it for another player.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { shot, tid, sampleFeed, newGame, download, snackbarSays, play, see, snap, fill, choose, atStep, leftIs } from '../lib/harness.mjs';
import { phoneTest } from '../lib/fixture.mjs';

/** The value of the option of `select` whose text contains `text`, once it is there. */
async function optionWith(page, select, text) {
  const handle = await page.waitForFunction(([sel, t]) => {
    const s = document.querySelector(sel);
    return s && [...s.options].find((o) => o.textContent.includes(t))?.value;
  }, [select, text]);
  return handle.jsonValue();
}

/** Imports the sample feed and waits for a summary saying `expected`. */
async function importFeed(page, expected) {
  await page.setInputFiles(tid('import-feed'), sampleFeed);
  await page.waitForFunction((e) => document.querySelector('[data-testid="import-summary"]')?.textContent.includes(e),
    expected, { timeout: 60_000 });
}

phoneTest('fix a figure, type a rider, pair them, export and import the army', async ({ page }) => {
  await page.tap(tid('tab-Figures'));
  await importFeed(page, '13 added');
  // Fix an imported figure: the feed has no mounts, so this player makes one.
  await page.fill(tid('figure-search'), 'Copperback Strider');
  await page.waitForFunction(() => document.querySelector('[data-testid="figure-row"] .entry-name')?.textContent.startsWith('Copperback Strider'));
  const name = (await page.textContent(`${tid('figure-row')} >> nth=0 >> .entry-name`)).trim();
  await play(page, `${tid('figure-row')} >> nth=0 >> .entry-head`, 'figure-edit', see('editor'));
  assert.equal(await page.inputValue(tid('editor-name')), name, 'the editor opens with the figure');
  await page.tap(tid('editor-kind-Mount'));
  await page.selectOption(tid('editor-mount-type'), '7'); // Technocat
  await page.selectOption(tid('editor-intelligence'), '0'); // Skittish
  await play(page, snap('editor-01-mount'), 'editor-save', see('figures-screen'), see('edited-badge'),
    // A new rider, typed in: a wrong box and a missing symbol are explained, nothing lost.
    'editor-new', 'editor-kind-Rider');
  const typed = { 'editor-name': 'Tinker Knight', 'editor-number': '901', 'editor-points': '25', 'editor-attack-bonus': '2' };
  for (const [s, v] of ['7', 'nine', '15', '2'].entries()) typed[`editor-stat-0-${s}`] = v;
  for (const [id, value] of Object.entries(typed)) await page.fill(tid(id), value);
  // Charge on its speed; Command, an ability of its own, on its damage (offered on its unit's card, CAV-12).
  await play(page, 'editor-stat-0-0', choose('editor-ability-select', 'ability-charge'),
    'editor-stat-0-3', choose('editor-ability-select', 'ability-command'), 'editor-save', see('editor-problems'));
  const problems = await page.textContent(tid('editor-problems'));
  assert.match(problems, /Click 1, Attack.*“nine” is neither a number/);
  assert.match(problems, /at least one mount symbol, or it can ride nothing \(CAV-03\)/);
  await play(page, snap('editor-02-problems'), fill('editor-stat-0-1', '9'),
    'editor-symbol-Technocat', 'editor-add-click', fill('editor-stat-1-0', '6'));
  assert.equal(await page.inputValue(tid('editor-name')), 'Tinker Knight', 'what was typed is kept');
  await page.waitForFunction(() => !document.querySelector('[data-testid="editor-problems"]'));
  assert.match(await page.getAttribute(`td:has(${tid('editor-stat-0-0')})`, 'class'), /ab-green/, 'Charge colours the speed box');
  await play(page, snap('editor-03-rider'), 'editor-save', see('figures-screen'));
  assert.match(await page.textContent(tid('snackbar')), /Tinker Knight saved/);
  // The same file again (a fresh file input, so the pick fires), and the fix is kept.
  await importFeed(page, '0 added, 0 updated, 12 unchanged');
  assert.match(await page.textContent(tid('import-kept')), /One figure you fixed/);
  // The fixed mount and the new rider pair up; the army goes to a file and back.
  await newGame(page, { armies: [['Tinker Knight', name]], start: false });
  // Paired from the mount's side: its picker offers only riders that can ride it.
  await page.selectOption(tid('mount-rider-0-1'), await optionWith(page, tid('mount-rider-0-1'), 'Tinker Knight'));
  await page.waitForFunction((n) => document.querySelector('[data-testid="rides-0-0"]')?.selectedOptions[0]?.textContent.includes(n), name);
  // Exported as a download (this browser cannot share files), and shown as text.
  const file = await download(page, tid('export-army-0'));
  assert.match(file.suggestedFilename(), /\.army\.json$/);
  const downloaded = JSON.parse(readFileSync(await file.path(), 'utf8'));
  await page.waitForSelector(tid('army-export-panel-0'));
  assert.match(await page.textContent(tid('army-export-panel-0')), /\.army\.json is in your downloads/);
  const json = await page.inputValue(`${tid('army-export-panel-0')} textarea`);
  assert.deepEqual(JSON.parse(json), downloaded, 'the download is the army shown');
  assert.equal(downloaded.army[0].rides, 1);
  await page.setInputFiles(tid('import-army-1'), { name: 'notes.json', mimeType: 'application/json', buffer: Buffer.from('{"format":"other"}') });
  await snackbarSays(page, 'not a Dialkeeper army file');
  await page.setInputFiles(tid('import-army-1'), { name: 'army.army.json', mimeType: 'application/json', buffer: Buffer.from(json) });
  await snackbarSays(page, 'added to your saved armies');
  assert.match(await page.textContent(tid('player-1')), /Tinker Knight/);
  await play(page, snap('editor-04-army-files'), `${tid('snackbar')} .close`, 'start-game', see('turn-bar'));
  const table = await page.textContent('main');
  // Two copies of one unit: each rider and mount numbered, so each card says which.
  assert.ok(table.includes(`Tinker Knight 1 on ${name} 1`) && table.includes(`Tinker Knight 2 on ${name} 2`), 'both players field the unit');
  await shot(page, 'editor-05-table');
  // The rider's own Command roll, from its unit's card (the mount's, #1): a 6 adds an action.
  const left = Number(await page.getAttribute(tid('actions-left'), 'data-left'));
  await play(page, 'wiz-ability-1', see(atStep('ability-d6')), 'wizard-die-6', see('wizard-preview'), 'wizard-confirm', leftIs(left + 1));
});
