// Every language at arm's length (issues 19 and 35): the table (full and compact) of a game with a cavalry unit (two
// dials), a colossal and a chariot (four sections each), a wizard and a new game's army with its figure picker, at
// every text size on a 360 and a 390 px phone in the dark theme, and every other screen at the largest size on the
// narrowest phone. No word split across two lines, no box's content sticking out of it, nothing past the phone's
// edges, no button's words wider than the button, the tab bar and a sheet's close and next buttons on the screen, a
// small sticky turn header, touch targets of at least 44 px, no raw message id (problemsOnScreen says all it checks).
// DK_LOCALES, DK_SIZES (comma-separated) run fewer; DK_CSS=<file> puts that stylesheet in place of the built one.
import assert from 'node:assert/strict';
import { openApp, addFigure, shot, tid, mixedGame, settled, sel, see, play } from '../lib/harness.mjs';
import { phoneTest } from '../lib/fixture.mjs';

const LOCALES = process.env.DK_LOCALES?.split(',') ?? ['en-GB', 'fr-FR', 'es-ES', 'de-DE', 'it-IT', 'nl-NL'];
const SCREENS = ['Table', 'Games', 'Figures', 'Log', 'Rules', 'Settings'];
const SIZES = process.env.DK_SIZES?.split(',') ?? ['normal', 'large', 'huge'];
const WIDTHS = [360, 390];

/** What is wrong on the screen as it is now, by kind, each kind's list empty if nothing is; run in the page.
 *  `width` and `height` are the phone's, not the page's (which grows with what sticks out). Words for a
 *  screen reader only (clipped to nothing) are not seen. */
function problemsOnScreen([width, height]) {
  const style = (el) => getComputedStyle(el);
  const clipped = (el) => { for (let a = el; a; a = a.parentElement) if (style(a).clipPath !== 'none') return true; return false; };
  const name = (el) => `${el.tagName.toLowerCase()}.${[...el.classList].join('.')}`;
  const box = (r) => `${Math.round(r.left)},${Math.round(r.top)}..${Math.round(r.right)},${Math.round(r.bottom)}`;
  const texts = (root = document.body) => {
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT), all = [];
    while (walker.nextNode()) all.push(walker.currentNode);
    return all;
  };
  /** The boxes a text node's letters (`from` to `to`, or all of them) are laid out in. */
  const rects = (node, from, to) => {
    const range = document.createRange();
    if (from === undefined) range.selectNodeContents(node);
    else { range.setStart(node, from); range.setEnd(node, to); }
    return [...range.getClientRects()];
  };
  const found = {};
  // Boxes whose content sticks out of them: a button narrower than its longest word, a label wider than its tile, a
  // row wider than the card. Form fields (a select shows its choice cut short by design) and boxes that scroll are not
  // counted.
  found['content sticking out of its box'] = [...document.querySelectorAll('body *')]
    .filter((el) => el.offsetParent !== null && el.clientWidth > 0)
    .filter((el) => !['INPUT', 'SELECT', 'TEXTAREA', 'OPTION', 'svg'].includes(el.tagName) && !el.closest('svg') && !clipped(el))
    .filter((el) => !/(auto|scroll)/.test(style(el).overflowX) && el.scrollWidth > el.clientWidth + 1)
    .map((el) => `${name(el)}: ${el.textContent.trim().slice(0, 40)}`);
  const wider = document.documentElement.scrollWidth - document.documentElement.clientWidth;
  found['the page is wider than the phone'] = wider > 0 ? [`${wider} px`] : [];
  // Words (4 letters or more) whose letters the browser laid out on more than one line. A break at a soft hyphen (the
  // texts place them in long German words, and the reader sees a hyphen) is a proper hyphenation, not a split.
  found['words split across lines'] = texts().flatMap((node) => [...node.textContent.matchAll(/[\p{L}\p{N}’']{4,}/gu)]
    .filter((m) => node.textContent[m.index - 1] !== '\u00ad' && node.textContent[m.index + m[0].length] !== '\u00ad')
    .filter((m) => new Set(rects(node, m.index, m.index + m[0].length).filter((r) => r.width > 1).map((r) => Math.round(r.top))).size > 1)
    .map((m) => m[0]));
  // Elements that reach past the phone's left or right edge, unless a box that scrolls or clips holds them; only the
  // outermost of a nest is named.
  const held = (el) => {
    for (let a = el.parentElement; a && a !== document.body; a = a.parentElement) {
      const r = a.getBoundingClientRect();
      if (style(a).overflowX !== 'visible' && r.right <= width + 1 && r.left >= -1) return true;
    }
    return false;
  };
  const out = new Set([...document.querySelectorAll('body *')].filter((el) => {
    const r = el.getBoundingClientRect();
    return r.width > 0 && r.height > 0 && style(el).visibility !== 'hidden' && (r.right > width + 1 || r.left < -1) && !held(el);
  }));
  found['past the edge of the phone'] = [...out].filter((el) => !out.has(el.parentElement))
    .map((el) => { const r = el.getBoundingClientRect(); return `${name(el)} ${Math.round(r.left)}..${Math.round(r.right)}px: ${el.textContent.trim().slice(0, 30)}`; });
  // Buttons whose words (each run the player sees) reach past the button's edges.
  found['words wider than their button'] = [...document.querySelectorAll('button, label.big, .choice')].filter((b) => {
    const edge = b.getBoundingClientRect();
    return edge.width > 0 && b.textContent.trim() && texts(b).filter((node) => !clipped(node.parentElement)).flatMap((node) => rects(node))
      .some((r) => r.width > 0 && (r.right > edge.right + 1 || r.left < edge.left - 1));
  }).map((b) => `${b.dataset.testid ?? b.className}: ${b.textContent.trim().slice(0, 40)}`);
  // What a thumb cannot reach: the tab bar below or beside the screen, a sheet's close and next buttons off it, a
  // sticky turn header taller than a sixth of the screen.
  const reach = [];
  const inside = (r) => r.left >= -1 && r.right <= width + 1 && r.top >= -1 && r.bottom <= height + 1;
  const bar = document.querySelector('nav.tabbar')?.getBoundingClientRect();
  if (bar && !inside(bar)) reach.push(`the tab bar at ${box(bar)}`);
  const sheet = document.querySelector('[role=dialog]');
  for (const id of sheet ? ['wizard-cancel', 'dice-close', 'wizard-next', 'wizard-confirm', 'wizard-done'] : []) {
    const b = sheet.querySelector(`[data-testid="${id}"]`);
    if (b && !/(cancel|close)$/.test(id)) b.scrollIntoView({ block: 'nearest' });
    if (b && !inside(b.getBoundingClientRect())) reach.push(`${id} at ${box(b.getBoundingClientRect())}`);
  }
  if (sheet) sheet.scrollTop = 0;
  const head = document.querySelector('[data-testid="turn-bar"]')?.getBoundingClientRect().height;
  if (head > height / 6) reach.push(`the turn header is ${Math.round(head)} px high`);
  found['out of reach'] = reach;
  // What a finger cannot hit: a button, link, field or choice under 44 px high or wide (a checkbox or radio is tapped
  // through its label, which is counted instead).
  found['touch targets under 44 px'] = [...document.querySelectorAll('button, a[href], select, input, summary, label.big, label.toggle, label.check')]
    .filter((el) => el.type !== 'checkbox' && el.type !== 'radio' && el.getClientRects().length > 0 && !clipped(el))
    .map((el) => [el, el.getBoundingClientRect()])
    .filter(([, r]) => r.height < 43.5 || r.width < 43.5)
    .map(([el, r]) => `${el.dataset.testid ?? el.className} ${Math.round(r.width)}x${Math.round(r.height)}: ${el.textContent.trim().slice(0, 30)}`);
  // Message ids shown raw (a Fluent id is kebab-case with a known prefix).
  found['raw message ids'] = document.body.innerText.match(/\b(?:wiz|violation|event|rule|glossary|ability|feed|editor|settings|import|move|keep)-[a-z0-9-]+\b/g) ?? [];
  // Things drawn over each other (issue 48: "▴ Close" lay on an open card's token circles): every run of
  // words and every box drawn without words (a token, a swatch) is compared with every other in the same
  // layer. A layer is the page, or a box that stays put while the page scrolls (the turn bar, the dock, a
  // sheet), which lies over the page by design. What a scrolling or clipping box hides is not seen, and lines
  // of one paragraph may touch by less than a third of their height.
  const layer = (el) => {
    for (let a = el; a && a !== document.body; a = a.parentElement) if (/^(fixed|sticky)$/.test(style(a).position)) return a;
    return document.body;
  };
  const drawn = (el) => {
    // What a closed <details> folds away is not drawn, whatever its boxes say.
    if (el.closest('details:not([open]) > :not(summary)')) return false;
    for (let a = el; a; a = a.parentElement) {
      const cs = style(a);
      if (cs.visibility === 'hidden' || cs.opacity === '0' || cs.clipPath !== 'none') return false;
    }
    return true;
  };
  // The part of a box its scrolling or clipping ancestors let show.
  const visible = (el, r) => {
    let [left, top, right, bottom] = [r.left, r.top, r.right, r.bottom];
    for (let a = el.parentElement; a && a !== document.body; a = a.parentElement) {
      const cs = style(a);
      if (cs.overflowX === 'visible' && cs.overflowY === 'visible') continue;
      const c = a.getBoundingClientRect();
      left = Math.max(left, c.left); top = Math.max(top, c.top); right = Math.min(right, c.right); bottom = Math.min(bottom, c.bottom);
    }
    return right - left > 1 && bottom - top > 1 ? { left, top, right, bottom } : null;
  };
  const atoms = [];
  const add = (node, el, r, what) => {
    const v = visible(el, r);
    if (v) atoms.push({ node, el, r: v, layer: layer(el), what });
  };
  for (const node of texts()) {
    const el = node.parentElement;
    if (!node.textContent.trim() || !el || !drawn(el) || el.closest('svg, option, select, style, script')) continue;
    for (const r of rects(node)) if (r.width > 1 && r.height > 1) add(node, el, r, `"${node.textContent.trim().slice(0, 24)}"`);
  }
  for (const el of document.querySelectorAll('body *')) {
    if (el.children.length || el.textContent.trim() || el.closest('svg') && el.tagName !== 'svg' || !drawn(el)) continue;
    const cs = style(el);
    const paints = cs.backgroundColor !== 'rgba(0, 0, 0, 0)' || parseFloat(cs.borderTopWidth) > 0 || /^(svg|img|canvas)$/i.test(el.tagName);
    if (paints && !/^(INPUT|SELECT|TEXTAREA)$/.test(el.tagName)) add(el, el, el.getBoundingClientRect(), name(el));
  }
  const over = new Set();
  const where = (x) => `${x.what} (${x.el.closest('[data-testid]')?.dataset.testid ?? x.el.className})`;
  atoms.forEach((a, i) => atoms.slice(i + 1).forEach((b) => {
    if (a.node === b.node || a.layer !== b.layer) return;
    const across = Math.min(a.r.right, b.r.right) - Math.max(a.r.left, b.r.left);
    const down = Math.min(a.r.bottom, b.r.bottom) - Math.max(a.r.top, b.r.top);
    const lower = Math.min(a.r.bottom - a.r.top, b.r.bottom - b.r.top);
    if (across > 2 && down > Math.max(2, lower / 3)) over.add(`${where(a)} and ${where(b)}`);
  }));
  found['drawn over each other'] = [...over];
  // Fields whose words are cut short: a search's hint (placeholder) or a choice's shown option wider than the room
  // inside the field (issue 48: "1000 Punkte · 10 Aktionen pro Spielzug" and every search hint at the largest text).
  const canvas = document.createElement('canvas').getContext('2d');
  found['words cut short in a field'] = [...document.querySelectorAll('input, select')].flatMap((el) => {
    if (el.getClientRects().length === 0 || ['checkbox', 'radio', 'file'].includes(el.type)) return [];
    const cs = style(el);
    const text = el.tagName === 'SELECT' ? el.selectedOptions[0]?.textContent ?? '' : el.value ? '' : el.placeholder;
    if (!text.trim()) return [];
    canvas.font = `${cs.fontStyle} ${cs.fontWeight} ${cs.fontSize} ${cs.fontFamily}`;
    // A choice keeps room for its arrow, a search for its clear button.
    const furniture = el.tagName === 'SELECT' && cs.appearance !== 'none' ? 20 : 0;
    const room = el.clientWidth - parseFloat(cs.paddingLeft) - parseFloat(cs.paddingRight) - furniture;
    const wide = canvas.measureText(text).width;
    return wide > room + 1 ? [`${el.dataset.testid ?? el.tagName.toLowerCase()}: "${text.trim().slice(0, 40)}" needs ${Math.round(wide)} px, has ${Math.round(room)}`] : [];
  });
  return found;
}

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
    await play(page, 'tab-Settings', 'theme-dark');
    // Every problem is noted, so one run shows all of them, and the test fails at the end: the screen settled,
    // screenshotted as words-<locale>-<name> if a name is given, and checked.
    const look = async (where, name) => {
      await settled(page);
      if (name) await shot(page, `words-${locale}-${name}`);
      const { width, height } = page.viewportSize();
      for (const [what, found] of Object.entries(await page.evaluate(problemsOnScreen, [width, height]))) {
        if (found.length) problems.push(`${where}: ${what}: ${found.join(' | ')}`);
      }
    };
    // A tap that something else covers (the walk found cards over the tab bar), or whose button stays off the screen,
    // is a problem noted; the test goes on with a click that reaches the button anyway. Playwright's log says which:
    // the element that took the tap, or the box that would not show or hold still. A page merely too busy to answer
    // within 3 s (a loaded CI machine) gets a second, longer try, and a line in the output.
    const tap = async (target, where = locale) => {
      const selector = sel(target);
      const why = (error) => {
        const log = error.message.replace(/\u001b\[\d+m/g, '').split('\n').map((l) => l.trim());
        return [...new Set(log.filter((l) => /intercepts|not stable|not visible|outside|not enabled/.test(l)).map((l) => l.replace(/^- /, '')))].join('; ');
      };
      // What went wrong with a tap within `timeout`, or null if it was taken.
      const tried = (timeout) => page.tap(selector, { timeout }).then(() => null, why);
      let first = await tried(3000);
      if (first === null) return;
      if (!/intercepts|outside/.test(first)) {
        const second = await tried(15_000);
        if (second === null) return console.log(`# ${where}: ${selector} took over 3 s to take a tap (${first || 'the page did not answer'})`);
        first = second || 'no answer in 15 s';
      }
      problems.push(`${where}: ${selector} cannot be tapped: ${first}`);
      await page.$eval(selector, (el) => el.click());
    };
    /** `play`'s moves, each tap through `tap` above. */
    const go = async (...moves) => { for (const move of moves) await (typeof move === 'function' ? move(page) : tap(move)); };
    const compact = (yes) => see(`${tid('cards')}[data-compact="${yes}"]`);
    for (const size of SIZES) {
      await page.setViewportSize({ width: 390, height: 780 });
      await go('tab-Settings', `size-${size}`);
      for (const width of WIDTHS) {
        await page.setViewportSize({ width, height: 780 });
        const at = `${locale} ${size} ${width}px`;
        // The screenshots: the largest text on the narrowest phone (the table's at every size but the smallest).
        const huge = width === 360 && size === 'huge';
        const named = (name) => (huge ? `${name}-${size}` : null);
        // The table as full cards (the other player's card shows refused buttons), then as compact rows.
        await go('tab-Table', see('cards'));
        if ((await page.getAttribute(tid('cards'), 'data-compact')) === 'true') await tap(tid('compact-view'));
        await go(compact(false));
        await look(`${at} table`, width === 360 && size !== 'normal' ? `table-${size}` : null);
        await go('compact-view', compact(true), settled);
        if (huge) {
          await shot(page, `words-${locale}-compact-${size}`);
          // The cavalry unit's two dials and the colossal's four sections, under the sticky header.
          await page.$eval(tid('figure-2'), (el) => el.scrollIntoView({ block: 'center' }));
          await shot(page, `words-${locale}-compact-rows-${size}`);
          await page.evaluate(() => window.scrollTo(0, 0));
        }
        await look(`${at} compact table`);
        // A compact row opened to its card: its Close button beside the token circles.
        await go(`${tid('cards')} .compact-open >> nth=0`, see('.card-close'));
        await look(`${at} compact table, a row opened`, named('compact-opened'));
        // Full cards again before the wizard's button is looked for, as after the other toggles: without this wait,
        // one clean-clone run found no such button there.
        await go('.card-close >> nth=0', 'compact-view', compact(false),
          // A wizard: the capture, on the first player's figure.
          'wiz-capture-0', see('wizard'));
        await look(`${at} wizard`, named('wizard'));
        await tap('wizard-cancel');
        // The dice sheet, at the largest size.
        if (size === 'huge') {
          await go('dice-open', see('dice'));
          await look(`${at} dice`, width === 360 ? `dice-${size}` : null);
          // An attack on the card: its targets, then its roll keys.
          await go('dice-close', 'action-0-Close', see('[data-testid^="attack-target-"]'));
          if ((await page.$$('[data-testid^="attack-rolls-"]')).length === 0) await tap('[data-testid^="attack-target-"] >> nth=0');
          await go(see('[data-testid^="attack-rolls-"]'));
          await look(`${at} attack`, width === 360 ? `attack-${size}` : null);
          await tap('attack-cancel');
        }
        // A new game: a rider and a mount in the army (its "rides" choice shown), the figure picker open.
        await go('tab-Games', 'new-game', see('new-game-screen'));
        if (!(await page.$(tid('rides-0-0')))) {
          await addFigure(page, 0, 'Ashen Lancer');
          await addFigure(page, 0, 'Gorehoof Charger');
        }
        if (!(await page.$(tid('pick-search-0')))) await tap('add-figure-0');
        await go(see('pick-search-0'), settled);
        if (huge) {
          await shot(page, `words-${locale}-new-game-${size}`);
          // The army: a rider's "rides" choice and a mount's "ridden by".
          await page.$eval(tid('rides-0-0'), (el) => el.scrollIntoView({ block: 'center' }));
          await shot(page, `words-${locale}-army-${size}`);
        }
        await look(`${at} new game`);
        // Every other screen, at the largest size on the narrowest phone.
        for (const screen of huge ? SCREENS : []) {
          await go(`tab-${screen}`, see(`${tid(`tab-${screen}`)}[aria-current="page"]`));
          await look(`${at} ${screen}`, screen === 'Rules' ? 'rules' : null);
          // A figure's dials, and a rule's text, opened.
          const open = { Figures: `${tid('figure-row')} >> nth=0 >> .entry-head`, Rules: '.entry-head >> nth=0' }[screen];
          if (!open) continue;
          await go(open, see(screen === 'Figures' ? 'figure-detail' : '.entry-body'));
          await page.$eval(screen === 'Figures' ? '.dial-view' : '.entry-body', (el) => el.scrollIntoView({ block: 'start' }));
          await look(`${at} ${screen}, one opened`, `${screen.toLowerCase()}-open`);
          await tap(open);
        }
      }
    }
    await context.close();
  }
  assert.deepEqual(problems, [], `${problems.length} problems:\n${problems.join('\n')}`);
});
