// Every language at arm's length: a 360 px phone, large text, dark theme. No word on the
// table, the games list, the figures, the log, the rules, the settings or a new game's
// figure picker may be split across two lines (a word cut mid-word reads as two) or
// stick out of its button, no screen may be wider than the phone, and no raw message
// id may show.
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

/** Buttons whose words stick out of them (a box narrower than its longest word). */
function overflowing() {
  return [...document.querySelectorAll('button')].filter((b) => b.offsetParent !== null && b.scrollWidth > b.clientWidth + 1).map((b) => b.textContent.trim());
}

/** Message ids shown raw (a Fluent id is kebab-case with a known prefix). */
function rawIds() {
  return (document.body.innerText.match(/\b(?:wiz|violation|event|rule|glossary|ability|feed|editor|settings|import|move|keep)-[a-z0-9-]+\b/g) ?? []);
}

test('every language at 360 px, large text, dark: no word split across lines, no raw id', { timeout: 300_000 }, async () => {
  const server = await startServer();
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
        await page.tap(tid('size-large'));
        // One action given, so the table shows refused buttons as well as open ones.
        await page.tap(tid('tab-Table'));
        await page.locator('[data-testid^="action-"][data-testid$="-Move"]').first().tap();
        await page.waitForTimeout(300);
        const check = async (where) => {
          const broken = await page.evaluate(brokenWords);
          const raw = await page.evaluate(rawIds);
          assert.deepEqual(await page.evaluate(overflowing), [], `${where}: words sticking out of their buttons`);
          const wider = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
          assert.ok(wider <= 0, `${where}: the page is ${wider} px wider than the phone`);
          assert.deepEqual(broken, [], `${where}: words split across lines`);
          assert.deepEqual(raw, [], `${where}: raw message ids`);
        };
        for (const screen of SCREENS) {
          await page.tap(tid(`tab-${screen}`));
          await page.waitForTimeout(300);
          if (screen === 'Rules' || screen === 'Table') await shot(page, `words-${locale}-${screen.toLowerCase()}`);
          await check(`${locale} ${screen}`);
        }
        // A new game's figure picker, open, with the figures picked lately at its top.
        await page.tap(tid('tab-Games'));
        await page.tap(tid('new-game'));
        await page.tap(tid('add-figure-0'));
        await page.waitForSelector(tid('pick-search-0'));
        await page.locator(tid('picker-0')).scrollIntoViewIfNeeded();
        await page.waitForTimeout(300);
        await shot(page, `words-${locale}-picker`);
        await check(`${locale} figure picker`);
      } finally {
        await context.close();
      }
    }
  } finally {
    await server.stop();
  }
});
