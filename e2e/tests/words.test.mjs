// Every language at arm's length (issue 19): the table (full and compact), a wizard and a
// new game's figure picker, at every text size on a 360 and a 390 px phone in the dark
// theme, and every other screen at the largest size on the narrowest phone. No word may be
// split across two lines (a word cut mid-word reads as two), no box's content may stick
// out of it, no screen may be wider than the phone, and no raw message id may show.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { startServer, openApp, quickGame, shot, tid } from '../lib/harness.mjs';

const LOCALES = ['en-GB', 'fr-FR', 'es-ES', 'de-DE', 'it-IT', 'nl-NL'];
const SCREENS = ['Table', 'Games', 'Figures', 'Log', 'Rules', 'Settings'];

/** Words (4 letters or more) whose letters the browser laid out on more than one line.
 *  A break at a soft hyphen (the texts place them in long German words, and the reader
 *  sees a hyphen) is a proper hyphenation, not a split: the parts are checked alone. */
function brokenWords() {
  const broken = [];
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const text = node.textContent;
    const words = /[\p{L}\p{N}’']{4,}/gu;
    for (let m = words.exec(text); m; m = words.exec(text)) {
      if (text[m.index - 1] === '\u00ad' || text[m.index + m[0].length] === '\u00ad') continue;
      const range = document.createRange();
      range.setStart(node, m.index);
      range.setEnd(node, m.index + m[0].length);
      const lines = new Set([...range.getClientRects()].filter((r) => r.width > 1).map((r) => Math.round(r.top)));
      if (lines.size > 1) broken.push(m[0]);
    }
  }
  return broken;
}

/** Boxes whose content sticks out of them: a button narrower than its longest word, a
 *  label wider than its tile, a row wider than the card. Form fields (a select shows
 *  its choice cut short by design) and boxes that scroll are not counted. */
function overflowing() {
  const scrolls = (el) => /(auto|scroll)/.test(getComputedStyle(el).overflowX);
  return [...document.querySelectorAll('body *')]
    .filter((el) => el.offsetParent !== null && el.clientWidth > 0)
    .filter((el) => !['INPUT', 'SELECT', 'TEXTAREA', 'OPTION', 'svg'].includes(el.tagName) && !el.closest('svg'))
    .filter((el) => !scrolls(el) && el.scrollWidth > el.clientWidth + 1)
    .map((el) => `${el.tagName.toLowerCase()}.${[...el.classList].join('.')}: ${el.textContent.trim().slice(0, 40)}`);
}

/** Message ids shown raw (a Fluent id is kebab-case with a known prefix). */
function rawIds() {
  return (document.body.innerText.match(/\b(?:wiz|violation|event|rule|glossary|ability|feed|editor|settings|import|move|keep)-[a-z0-9-]+\b/g) ?? []);
}

const SIZES = ['normal', 'large', 'huge'];
const WIDTHS = [360, 390];

test('every language, every text size, 360 and 390 px: no word split, nothing sticking out, no raw id', { timeout: 900_000 }, async () => {
  const server = await startServer();
  const problems = [];
  try {
    for (const locale of LOCALES) {
      const context = await chromium.launchPersistentContext(mkdtempSync(join(tmpdir(), 'dk-words-')), {
        executablePath: '/usr/bin/chromium',
        headless: true,
        args: ['--no-sandbox', '--disable-gpu', `--lang=${locale}`],
        viewport: { width: 360, height: 780 },
        isMobile: true,
        hasTouch: true,
        deviceScaleFactor: 2,
        locale,
      });
      try {
        const page = context.pages()[0] ?? (await context.newPage());
        await openApp(page, server.url);
        await quickGame(page, 'Words');
        await page.tap(tid('tab-Settings'));
        await page.tap(tid('theme-dark'));
        // Every problem is noted, so one run shows all of them, and the test fails at the end.
        const check = async (where) => {
          const note = (what, found) => { if (found.length) problems.push(`${where}: ${what}: ${found.join(' | ')}`); };
          note('content sticking out of its box', await page.evaluate(overflowing));
          const wider = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
          note('the page is wider than the phone', wider > 0 ? [`${wider} px`] : []);
          note('words split across lines', await page.evaluate(brokenWords));
          note('raw message ids', await page.evaluate(rawIds));
        };
        for (const size of SIZES) {
          await page.setViewportSize({ width: 390, height: 780 });
          await page.tap(tid('tab-Settings'));
          await page.tap(tid(`size-${size}`));
          for (const width of WIDTHS) {
            await page.setViewportSize({ width, height: 780 });
            const at = `${locale} ${size} ${width}px`;
            // The table as full cards (the other player's card shows refused buttons),
            // then as compact rows.
            await page.tap(tid('tab-Table'));
            await page.waitForSelector(tid('cards'));
            if ((await page.getAttribute(tid('cards'), 'data-compact')) === 'true') await page.tap(tid('compact-view'));
            await page.waitForSelector(`${tid('cards')}[data-compact="false"]`);
            await page.waitForTimeout(200);
            if (width === 360 && size !== 'normal') await shot(page, `words-${locale}-table-${size}`);
            await check(`${at} table`);
            await page.tap(tid('compact-view'));
            await page.waitForSelector(`${tid('cards')}[data-compact="true"]`);
            await page.waitForTimeout(200);
            if (width === 360 && size === 'huge') await shot(page, `words-${locale}-compact-${size}`);
            await check(`${at} compact table`);
            await page.tap(tid('compact-view'));
            // A wizard: the capture, on the first player's figure.
            await page.tap(tid('wiz-capture-0'));
            await page.waitForSelector(tid('wizard'));
            await page.waitForTimeout(200);
            if (width === 360 && size === 'huge') await shot(page, `words-${locale}-wizard-${size}`);
            await check(`${at} wizard`);
            await page.tap(tid('wizard-cancel'));
            // A new game, its figure picker open.
            await page.tap(tid('tab-Games'));
            await page.tap(tid('new-game'));
            await page.tap(tid('add-figure-0'));
            await page.waitForSelector(tid('pick-search-0'));
            await page.waitForTimeout(200);
            if (width === 360 && size === 'huge') await shot(page, `words-${locale}-new-game-${size}`);
            await check(`${at} new game`);
            // Every other screen, at the largest size on the narrowest phone.
            if (width === 360 && size === 'huge') {
              for (const screen of SCREENS) {
                await page.tap(tid(`tab-${screen}`));
                await page.waitForTimeout(250);
                if (screen === 'Rules') await shot(page, `words-${locale}-rules`);
                await check(`${at} ${screen}`);
              }
            }
          }
        }
      } finally {
        await context.close();
      }
    }
  } finally {
    await server.stop();
  }
  assert.deepEqual(problems, [], `${problems.length} problems:\n${problems.join('\n')}`);
});
