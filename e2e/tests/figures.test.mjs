// Figures and armies (issue 7): import the repository's sample feed (invented figures), see what was left out and
// why, find a figure, read an ability's rules, build an army with a cavalry pairing and a colossal, and play it.
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { shot, tid, importSampleFeed, newGame, openFigure, play, see, snap } from '../lib/harness.mjs';
import { phoneTest } from '../lib/fixture.mjs';

phoneTest('import the feed, build an army with cavalry and a colossal, start a game', async ({ page }) => {
  await importSampleFeed(page);
  const summary = await page.textContent(tid('import-summary'));
  assert.match(summary, /13 added, 0 updated, 0 unchanged, 9 skipped/);
  assert.match(summary, /Cragmaw Behemoth - Unique: 4 dials; only one-dial figures can be imported/);
  assert.match(summary, /Model 22: not a figure entry/);
  assert.match(summary, /Model\.Rank holds “Elite”, which makes no sense there/, 'the value once quoted, not twice');
  assert.match(summary, /2 figures were imported with a warning: an unknown ability left off, or a second starting marker ignored/);
  await shot(page, 'figures-01-imported');
  // Importing the same file again adds nothing: covered by the Rust tests (model/src/import.rs).
  // A collector number finds its figure; a name comes before a faction that shares a word.
  await page.fill(tid('figure-search'), 'S05');
  await page.waitForFunction(() => document.querySelectorAll('[data-testid="figure-row"]').length === 1);
  assert.match(await page.textContent(tid('figure-row')), /Duskmere Hexcaller/);
  await page.fill(tid('figure-search'), 'saltmarsh');
  await page.waitForFunction(() => document.querySelectorAll('[data-testid="figure-row"]').length > 1);
  assert.match(await page.textContent(`${tid('figure-row')} >> nth=0`), /Saltmarsh Drummer/);
  await openFigure(page, 'brackwater halberdier', 3);
  // A portrait: a text file is refused with a reason, a photo becomes the thumbnail.
  await page.setInputFiles(tid('portrait-input'), { name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not a photo') });
  await page.waitForSelector(tid('portrait-error'));
  assert.match(await page.textContent(tid('portrait-error')), /not a photo/);
  const photo = execFileSync('convert', ['-size', '600x400', 'gradient:#7a3b12-#f4f1ea', 'png:-']);
  await page.setInputFiles(tid('portrait-input'), { name: 'dk-photo.png', mimeType: 'image/png', buffer: photo });
  await play(page, see('portrait'), snap('figures-02-dial'), `${tid('ability-ability-weapon-master')} >> nth=0`, see('entry-ability-weapon-master'),
    snap('figures-03-ability-rule'));
  // An army: a feed figure, a rider on its mount, and a colossal at a lower point value.
  // (Ashen Lancer is a rider, on Cinder Warhorse, a mount.)
  await newGame(page, { size: 600, start: false, rides: [[0, 1, 2]],
    armies: [['Brackwater Halberdier - *', 'Ashen Lancer', 'Cinder Warhorse', 'Basalt Colossus'], ['Tidewatch Spearman']] });
  await page.selectOption(tid('point-value-0-3'), '1'); // 200 points
  await page.waitForFunction(() => document.querySelector('[data-testid="build-total-0"]')?.textContent.includes('284'));
  await play(page, snap('figures-04-army'), 'start-game', see('turn-bar'));
  const table = await page.textContent('main');
  assert.match(table, /Ashen Lancer on Cinder Warhorse/);
  assert.match(table, /Brackwater Halberdier/);
  assert.match(await page.textContent(tid('click-3-0')), /Click 3/, 'the colossal starts at its chosen point value');
  await play(page, see('card-portrait-0'), snap('figures-05-table'));
});
