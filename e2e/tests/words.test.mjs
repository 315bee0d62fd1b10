// Every language at arm's length (issues 19 and 35): the table (full and compact) of a
// game with a cavalry unit (two dials), a colossal and a chariot (four sections each), a
// wizard and a new game's army with its figure picker, at every text size on a 360 and a
// 390 px phone in the dark theme, and every other screen at the largest size on the
// narrowest phone. No word may be split across two lines (a word cut mid-word reads as
// two), no box's content may stick out of it, no element may reach past the phone's
// edges, no button's words may be wider than the button, the tab bar stays on the screen,
// a sheet keeps its close and next buttons on the screen, the sticky turn header stays
// small, every touch target is at least 44 px, and no raw message id may show. DK_LOCALES, DK_SIZES (comma-separated) run
// fewer; DK_CSS=<file> puts that stylesheet in place of the built one, to try a CSS
// change without rebuilding the web bundle.
import assert from 'node:assert/strict';
import { openApp, addFigure, shot, tid, mixedGame, settled } from '../lib/harness.mjs';
import { phoneTest } from '../lib/fixture.mjs';

const LOCALES = process.env.DK_LOCALES?.split(',') ?? ['en-GB', 'fr-FR', 'es-ES', 'de-DE', 'it-IT', 'nl-NL'];
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
    // Words for a screen reader only (clipped to nothing) are not seen.
    .filter((el) => { for (let a = el; a; a = a.parentElement) if (getComputedStyle(a).clipPath !== 'none') return false; return true; })
    .filter((el) => !scrolls(el) && el.scrollWidth > el.clientWidth + 1)
    .map((el) => `${el.tagName.toLowerCase()}.${[...el.classList].join('.')}: ${el.textContent.trim().slice(0, 40)}`);
}

/** Things drawn over each other (issue 48: "▴ Close" lay on an open card's token
 *  circles): every run of words and every box drawn without words (a token, a swatch)
 *  is compared with every other in the same layer. A layer is the page, or a box that
 *  stays put while the page scrolls (the turn bar, the dock, a sheet), which lies over
 *  the page by design. What a scrolling or clipping box hides is not seen, and lines of
 *  one paragraph may touch by less than a third of their height. */
function overlapping() {
  const layer = (el) => {
    for (let a = el; a && a !== document.body; a = a.parentElement) {
      if (/^(fixed|sticky)$/.test(getComputedStyle(a).position)) return a;
    }
    return document.body;
  };
  const seen = (el) => {
    // What a closed <details> folds away is not drawn, whatever its boxes say.
    if (el.closest('details:not([open]) > :not(summary)')) return false;
    for (let a = el; a; a = a.parentElement) {
      const cs = getComputedStyle(a);
      if (cs.visibility === 'hidden' || cs.opacity === '0' || cs.clipPath !== 'none') return false;
    }
    return true;
  };
  // The part of a box its scrolling or clipping ancestors let show.
  const visible = (el, r) => {
    let [left, top, right, bottom] = [r.left, r.top, r.right, r.bottom];
    for (let a = el.parentElement; a && a !== document.body; a = a.parentElement) {
      const cs = getComputedStyle(a);
      if (cs.overflowX === 'visible' && cs.overflowY === 'visible') continue;
      const c = a.getBoundingClientRect();
      left = Math.max(left, c.left); top = Math.max(top, c.top); right = Math.min(right, c.right); bottom = Math.min(bottom, c.bottom);
    }
    return right - left > 1 && bottom - top > 1 ? { left, top, right, bottom } : null;
  };
  const atoms = [];
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const el = node.parentElement;
    if (!node.textContent.trim() || !el || !seen(el) || el.closest('svg, option, select, style, script')) continue;
    const range = document.createRange();
    range.selectNodeContents(node);
    for (const r of range.getClientRects()) {
      const v = r.width > 1 && r.height > 1 && visible(el, r);
      if (v) atoms.push({ node, el, r: v, layer: layer(el), what: `"${node.textContent.trim().slice(0, 24)}"` });
    }
  }
  for (const el of document.querySelectorAll('body *')) {
    if (el.children.length || el.textContent.trim() || el.closest('svg') && el.tagName !== 'svg' || !seen(el)) continue;
    const cs = getComputedStyle(el);
    const paints = cs.backgroundColor !== 'rgba(0, 0, 0, 0)' || parseFloat(cs.borderTopWidth) > 0 || /^(svg|img|canvas)$/i.test(el.tagName);
    if (!paints || /^(INPUT|SELECT|TEXTAREA)$/.test(el.tagName)) continue;
    const v = visible(el, el.getBoundingClientRect());
    if (v) atoms.push({ node: el, el, r: v, layer: layer(el), what: `${el.tagName.toLowerCase()}.${[...el.classList].join('.')}` });
  }
  const found = new Set();
  for (let i = 0; i < atoms.length; i++) {
    for (let j = i + 1; j < atoms.length; j++) {
      const [a, b] = [atoms[i], atoms[j]];
      if (a.node === b.node || a.layer !== b.layer) continue;
      const across = Math.min(a.r.right, b.r.right) - Math.max(a.r.left, b.r.left);
      const down = Math.min(a.r.bottom, b.r.bottom) - Math.max(a.r.top, b.r.top);
      const lower = Math.min(a.r.bottom - a.r.top, b.r.bottom - b.r.top);
      if (across > 2 && down > Math.max(2, lower / 3)) {
        const where = (x) => `${x.what} (${x.el.closest('[data-testid]')?.dataset.testid ?? x.el.className})`;
        found.add(`${where(a)} and ${where(b)}`);
      }
    }
  }
  return [...found];
}

/** Fields whose words are cut short: a search's hint (placeholder) or a choice's shown
 *  option wider than the room inside the field (issue 48: "1000 Punkte · 10 Aktionen pro
 *  Spielzug" and every search hint at the largest text). */
function cutFields() {
  const canvas = document.createElement('canvas').getContext('2d');
  const found = [];
  for (const el of document.querySelectorAll('input, select')) {
    if (el.getClientRects().length === 0 || el.type === 'checkbox' || el.type === 'radio' || el.type === 'file') continue;
    const cs = getComputedStyle(el);
    const text = el.tagName === 'SELECT' ? el.selectedOptions[0]?.textContent ?? '' : el.value ? '' : el.placeholder;
    if (!text.trim()) continue;
    canvas.font = `${cs.fontStyle} ${cs.fontWeight} ${cs.fontSize} ${cs.fontFamily}`;
    // A choice keeps room for its arrow, a search for its clear button.
    const furniture = el.tagName === 'SELECT' && cs.appearance !== 'none' ? 20 : 0;
    const room = el.clientWidth - parseFloat(cs.paddingLeft) - parseFloat(cs.paddingRight) - furniture;
    const wide = canvas.measureText(text).width;
    if (wide > room + 1) found.push(`${el.dataset.testid ?? el.tagName.toLowerCase()}: "${text.trim().slice(0, 40)}" needs ${Math.round(wide)} px, has ${Math.round(room)}`);
  }
  return found;
}

/** Message ids shown raw (a Fluent id is kebab-case with a known prefix). */
function rawIds() {
  return (document.body.innerText.match(/\b(?:wiz|violation|event|rule|glossary|ability|feed|editor|settings|import|move|keep)-[a-z0-9-]+\b/g) ?? []);
}

/** Elements that reach past the phone's left or right edge (`width` is the phone's, not
 *  the page's, which grows with what sticks out), unless a box that scrolls or clips
 *  holds them; only the outermost of a nest is named. */
function pastTheEdge(width) {
  const clipped = (el) => {
    for (let a = el.parentElement; a && a !== document.body; a = a.parentElement) {
      if (getComputedStyle(a).overflowX !== 'visible') {
        const r = a.getBoundingClientRect();
        if (r.right <= width + 1 && r.left >= -1) return true;
      }
    }
    return false;
  };
  const out = new Set();
  for (const el of document.querySelectorAll('body *')) {
    const r = el.getBoundingClientRect();
    if (r.width === 0 || r.height === 0 || getComputedStyle(el).visibility === 'hidden') continue;
    if ((r.right > width + 1 || r.left < -1) && !clipped(el)) out.add(el);
  }
  return [...out].filter((el) => !out.has(el.parentElement))
    .map((el) => { const r = el.getBoundingClientRect(); return `${el.tagName.toLowerCase()}.${[...el.classList].join('.')} ${Math.round(r.left)}..${Math.round(r.right)}px: ${el.textContent.trim().slice(0, 30)}`; });
}

/** Buttons whose words reach past the button's edges (the words laid out wider than
 *  the box drawn around them). */
function wordsOutsideButtons() {
  const found = [];
  for (const b of document.querySelectorAll('button, label.big, .choice')) {
    const box = b.getBoundingClientRect();
    if (box.width === 0 || !b.textContent.trim()) continue;
    // Each run of words the player sees (not the words for a screen reader only).
    const words = [];
    const walker = document.createTreeWalker(b, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      let unseen = false;
      for (let a = node.parentElement; a && !unseen; a = a.parentElement) unseen = getComputedStyle(a).clipPath !== 'none';
      if (unseen) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      words.push(...[...range.getClientRects()].filter((r) => r.width > 0));
    }
    if (words.some((r) => r.right > box.right + 1 || r.left < box.left - 1)) {
      found.push(`${b.dataset.testid ?? b.className}: ${b.textContent.trim().slice(0, 40)}`);
    }
  }
  return found;
}

/** What a thumb cannot reach: the tab bar below or beside the screen, a sheet's close
 *  and next buttons off it, a sticky turn header taller than a sixth of the screen. */
function offScreen([width, height]) {
  const found = [];
  const inside = (r, vertical = true) => r.left >= -1 && r.right <= width + 1 && (!vertical || (r.top >= -1 && r.bottom <= height + 1));
  const bar = document.querySelector('nav.tabbar');
  if (bar && !inside(bar.getBoundingClientRect())) {
    const r = bar.getBoundingClientRect();
    found.push(`the tab bar at ${Math.round(r.left)},${Math.round(r.top)}..${Math.round(r.right)},${Math.round(r.bottom)}`);
  }
  const sheet = document.querySelector('[role=dialog]');
  if (sheet) {
    for (const id of ['wizard-cancel', 'dice-close', 'wizard-next', 'wizard-confirm', 'wizard-done']) {
      const b = sheet.querySelector(`[data-testid="${id}"]`);
      if (!b) continue;
      if (!id.endsWith('cancel') && !id.endsWith('close')) b.scrollIntoView({ block: 'nearest' });
      const r = b.getBoundingClientRect();
      if (!inside(r)) found.push(`${id} at ${Math.round(r.left)},${Math.round(r.top)}..${Math.round(r.right)},${Math.round(r.bottom)}`);
    }
    sheet.scrollTop = 0;
  }
  const head = document.querySelector('[data-testid="turn-bar"]');
  if (head && head.getBoundingClientRect().height > height / 6) {
    found.push(`the turn header is ${Math.round(head.getBoundingClientRect().height)} px high`);
  }
  return found;
}

/** What a finger cannot hit: a button, link, field or choice under 44 px high or wide
 *  (a checkbox or radio is tapped through its label, which is counted instead). */
function smallTargets() {
  return [...document.querySelectorAll('button, a[href], select, input, summary, label.big, label.toggle, label.check')]
    .filter((el) => el.type !== 'checkbox' && el.type !== 'radio' && el.getClientRects().length > 0)
    .filter((el) => { for (let a = el; a; a = a.parentElement) if (getComputedStyle(a).clipPath !== 'none') return false; return true; })
    .map((el) => [el, el.getBoundingClientRect()])
    .filter(([, r]) => r.height < 43.5 || r.width < 43.5)
    .map(([el, r]) => `${el.dataset.testid ?? el.className} ${Math.round(r.width)}x${Math.round(r.height)}: ${el.textContent.trim().slice(0, 30)}`);
}


const SIZES = process.env.DK_SIZES?.split(',') ?? ['normal', 'large', 'huge'];
const WIDTHS = [360, 390];

phoneTest('every language, every text size, 360 and 390 px: no word split, nothing sticking out or off the screen, no raw id', { timeout: 900_000, phone: false }, async ({ url, launch }) => {
  const problems = [];
  for (const locale of LOCALES) {
    // A phone of its own for each language (closed at the end of its turn).
    const { context, page } = await launch({ locale, viewport: { width: 360, height: 780 } });
    await openApp(page, url);
    if (process.env.DK_CSS) {
      const css = (await import('node:fs')).readFileSync(process.env.DK_CSS, 'utf8');
      await page.evaluate((css) => { for (const s of document.querySelectorAll('style')) if (s.textContent.includes('Dialkeeper: phone-first')) s.textContent = css; }, css);
    }
    await mixedGame(page, 'Words');
    await page.tap(tid('tab-Settings'));
    await page.tap(tid('theme-dark'));
    // Every problem is noted, so one run shows all of them, and the test fails at the end.
    const check = async (where) => {
      const note = (what, found) => { if (found.length) problems.push(`${where}: ${what}: ${found.join(' | ')}`); };
      note('content sticking out of its box', await page.evaluate(overflowing));
      const wider = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      note('the page is wider than the phone', wider > 0 ? [`${wider} px`] : []);
      note('words split across lines', await page.evaluate(brokenWords));
      const { width, height } = page.viewportSize();
      note('past the edge of the phone', await page.evaluate(pastTheEdge, width));
      note('words wider than their button', await page.evaluate(wordsOutsideButtons));
      note('out of reach', await page.evaluate(offScreen, [width, height]));
      note('touch targets under 44 px', await page.evaluate(smallTargets));
      note('raw message ids', await page.evaluate(rawIds));
      note('drawn over each other', await page.evaluate(overlapping));
      note('words cut short in a field', await page.evaluate(cutFields));
    };
    // A tap that something else covers (the walk found cards over the tab bar), or whose
    // button stays off the screen, is a problem noted; the test goes on with a click that
    // reaches the button anyway. Playwright's log says which: the element that took the tap,
    // or the box that would not show or hold still. A page merely too busy to answer within
    // 3 s (a loaded CI machine) gets a second, longer try, and a line in the output.
    const tap = async (selector, where = locale) => {
      const why = (error) => {
        const log = error.message.replace(/\u001b\[\d+m/g, '').split('\n').map((l) => l.trim());
        return [...new Set(log.filter((l) => /intercepts|not stable|not visible|outside|not enabled/.test(l)).map((l) => l.replace(/^- /, '')))].join('; ');
      };
      let first;
      try {
        return await page.tap(selector, { timeout: 3000 });
      } catch (error) {
        first = why(error);
      }
      if (!/intercepts|outside/.test(first)) {
        try {
          await page.tap(selector, { timeout: 15_000 });
          console.log(`# ${where}: ${selector} took over 3 s to take a tap (${first || 'the page did not answer'})`);
          return;
        } catch (error) {
          first = why(error) || 'no answer in 15 s';
        }
      }
      problems.push(`${where}: ${selector} cannot be tapped: ${first}`);
      await page.$eval(selector, (el) => el.click());
    };
    for (const size of SIZES) {
      await page.setViewportSize({ width: 390, height: 780 });
      await tap(tid('tab-Settings'));
      await tap(tid(`size-${size}`));
      for (const width of WIDTHS) {
        await page.setViewportSize({ width, height: 780 });
        const at = `${locale} ${size} ${width}px`;
        // The table as full cards (the other player's card shows refused buttons),
        // then as compact rows.
        await tap(tid('tab-Table'));
        await page.waitForSelector(tid('cards'));
        if ((await page.getAttribute(tid('cards'), 'data-compact')) === 'true') await tap(tid('compact-view'));
        await page.waitForSelector(`${tid('cards')}[data-compact="false"]`);
        await settled(page);
        if (width === 360 && size !== 'normal') await shot(page, `words-${locale}-table-${size}`);
        await check(`${at} table`);
        await tap(tid('compact-view'));
        await page.waitForSelector(`${tid('cards')}[data-compact="true"]`);
        await settled(page);
        if (width === 360 && size === 'huge') await shot(page, `words-${locale}-compact-${size}`);
        if (width === 360 && size === 'huge') {
          // The cavalry unit's two dials and the colossal's four sections, under the sticky header.
          await page.$eval(tid('figure-2'), (el) => el.scrollIntoView({ block: 'center' }));
          await shot(page, `words-${locale}-compact-rows-${size}`);
          await page.evaluate(() => window.scrollTo(0, 0));
        }
        await check(`${at} compact table`);
        // A compact row opened to its card: its Close button beside the token circles.
        await tap(`${tid('cards')} .compact-open >> nth=0`);
        await page.waitForSelector('.card-close');
        await settled(page);
        if (width === 360 && size === 'huge') await shot(page, `words-${locale}-compact-opened-${size}`);
        await check(`${at} compact table, a row opened`);
        await tap('.card-close >> nth=0');
        await tap(tid('compact-view'));
        // Full cards again before the wizard's button is looked for, as after the other
        // toggles: without this wait, one clean-clone run found no such button there.
        await page.waitForSelector(`${tid('cards')}[data-compact="false"]`);
        // A wizard: the capture, on the first player's figure.
        await tap(tid('wiz-capture-0'));
        await page.waitForSelector(tid('wizard'));
        await settled(page);
        if (width === 360 && size === 'huge') await shot(page, `words-${locale}-wizard-${size}`);
        await check(`${at} wizard`);
        await tap(tid('wizard-cancel'));
        // The dice sheet, at the largest size.
        if (size === 'huge') {
          await tap(tid('dice-open'));
          await page.waitForSelector(tid('dice'));
          await settled(page);
          if (width === 360) await shot(page, `words-${locale}-dice-${size}`);
          await check(`${at} dice`);
          await tap(tid('dice-close'));
          // An attack on the card: its targets, then its roll keys.
          await tap(tid('action-0-Close'));
          await page.waitForSelector('[data-testid^="attack-target-"]');
          if ((await page.$$('[data-testid^="attack-rolls-"]')).length === 0) await tap('[data-testid^="attack-target-"] >> nth=0');
          await page.waitForSelector('[data-testid^="attack-rolls-"]');
          await settled(page);
          if (width === 360) await shot(page, `words-${locale}-attack-${size}`);
          await check(`${at} attack`);
          await tap(tid('attack-cancel'));
        }
        // A new game: a rider and a mount in the army (its "rides" choice shown), the
        // figure picker open.
        await tap(tid('tab-Games'));
        await tap(tid('new-game'));
        await page.waitForSelector(tid('new-game-screen'));
        if (!(await page.$(tid('rides-0-0')))) {
          await addFigure(page, 0, 'Ashen Lancer');
          await addFigure(page, 0, 'Gorehoof Charger');
        }
        if (!(await page.$(tid('pick-search-0')))) await tap(tid('add-figure-0'));
        await page.waitForSelector(tid('pick-search-0'));
        await settled(page);
        if (width === 360 && size === 'huge') await shot(page, `words-${locale}-new-game-${size}`);
        if (width === 360 && size === 'huge') {
          // The army: a rider's "rides" choice and a mount's "ridden by".
          await page.$eval(tid('rides-0-0'), (el) => el.scrollIntoView({ block: 'center' }));
          await shot(page, `words-${locale}-army-${size}`);
        }
        await check(`${at} new game`);
        // Every other screen, at the largest size on the narrowest phone.
        if (width === 360 && size === 'huge') {
          for (const screen of SCREENS) {
            await tap(tid(`tab-${screen}`));
            await page.waitForSelector(`${tid(`tab-${screen}`)}[aria-current="page"]`);
            await settled(page);
            if (screen === 'Rules') await shot(page, `words-${locale}-rules`);
            await check(`${at} ${screen}`);
            // A figure's dials, and a rule's text, opened.
            const open = { Figures: `${tid('figure-row')} >> nth=0 >> .entry-head`, Rules: '.entry-head >> nth=0' }[screen];
            if (open) {
              await tap(open);
              await page.waitForSelector(screen === 'Figures' ? tid('figure-detail') : '.entry-body');
              await page.$eval(screen === 'Figures' ? '.dial-view' : '.entry-body', (el) => el.scrollIntoView({ block: 'start' }));
              await settled(page);
              await shot(page, `words-${locale}-${screen.toLowerCase()}-open`);
              await check(`${at} ${screen}, one opened`);
              await tap(open);
            }
          }
        }
      }
    }
    await context.close();
  }
  assert.deepEqual(problems, [], `${problems.length} problems:\n${problems.join('\n')}`);
});
