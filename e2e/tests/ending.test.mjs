// A timed game to its end (CORE-17 to CORE-19): a 30-minute limit and an agreed ending set up with the armies, the
// clock in the turn bar (paused time does not count), a figure knocked out, the time run out (the browser's clock
// moved on), the end offered and confirmed with objectives, the score figure by figure, undo and redo of the end, a
// reload that keeps it, the games list saying the result. Then the same end in German at 360 px, large text, dark.
import assert from 'node:assert/strict';
import { shot, tid, addFigure, tapAndSee, newGame, reloaded, play, see, snap, fill, choose } from '../lib/harness.mjs';
import { phoneTest } from '../lib/fixture.mjs';

const played = async (page) => Number(await page.getAttribute(tid('game-clock'), 'data-played'));

/** Ana: Tidewatch Spearman (#0). Ben: Ironbark Sentinel (#1), Glade Healer (#2). 30 minutes. */
async function timedGame(page) {
  await newGame(page, { name: 'Timed', players: ['Ana', 'Ben'], time: 30, agreed: 'Hold the bridge after round 6',
    armies: [['Tidewatch Spearman'], ['Ironbark Sentinel', 'Glade Healer']] });
  await page.waitForSelector(tid('game-clock'));
}

/** The page's clock in the test's hands, installed before the app starts. */
const ownClock = ({ page }) => page.clock.install();

/** Knocks out the Glade Healer (#2) in Ana's turn. */
async function knockOutHealer(page) {
  for (let i = 0; i < 8 && !(await page.$(tid('ko-2'))); i++) await tapAndSee(page, 'damage-2-0', 2);
  await page.waitForSelector(tid('ko-2'));
}

/** The time run out (the page's clock moved on): the end offered. */
const timeUp = async (page) => {
  await page.clock.fastForward('31:00');
  await page.waitForSelector(tid('end-offer'), { timeout: 10_000 });
};

/** Waits until the games list says how a game came out. */
const result = see('[data-testid^="result-"]', { timeout: 10_000 });

phoneTest('a timed game ends when the time is up, with the score figure by figure', { timeout: 180_000, before: ownClock }, async ({ page }) => {
  await timedGame(page);
  assert.match(await page.textContent(tid('game-clock')), /of 30 min/);
  await shot(page, 'end-01-clock');
  // A pause does not count.
  await play(page, 'game-clock', see(`${tid('game-clock')}[data-paused="true"]`));
  const atPause = await played(page);
  await page.clock.fastForward('10:00');
  await page.waitForTimeout(1500);
  assert.ok((await played(page)) - atPause < 5_000, 'a paused clock stands still');
  await play(page, snap('end-02-paused'), 'game-clock', see(`${tid('game-clock')}[data-paused="false"]`), knockOutHealer);
  assert.equal(await page.$(tid('end-offer')), null, 'nothing to offer yet: time left, Ben still has a figure');
  // The time runs out: the end is offered.
  await timeUp(page);
  assert.match(await page.textContent(tid('end-offer')), /agreed time/);
  await play(page, snap('end-03-offer'), 'end-offer-open', see('end-sheet'));
  assert.match(await page.textContent(tid('end-sheet')), /Hold the bridge/, 'the agreed ending is offered too');
  // A slip is said, kept as typed, and the game is not ended on it.
  await page.fill(tid('objectives-1'), '300');
  await page.waitForSelector(tid('objectives-error-1'));
  assert.match(await page.textContent(tid('objectives-error-1')), /0 to 99/);
  assert.equal(await page.getAttribute(tid('objectives-1'), 'aria-invalid'), 'true');
  assert.ok(await page.isDisabled(tid('end-confirm')), 'no end on a slip');
  await page.fill(tid('objectives-1'), '2');
  await page.waitForSelector(tid('objectives-error-1'), { state: 'detached' });
  await play(page, snap('end-04-sheet'), 'end-confirm',
    // The score: Ana scores the Healer; Ben nothing, but holds two objectives.
    see('score-screen'));
  assert.match(await page.textContent(tid('end-reason')), /time is up/i);
  const ana = Number(await page.getAttribute(tid('score-player-0'), 'data-total'));
  assert.ok(ana > 0, 'the knocked-out Healer scores for Ana');
  assert.match(await page.textContent(tid('score-player-0')), /Glade Healer, eliminated/);
  assert.equal(await page.getAttribute(tid('score-player-1'), 'data-total'), '0');
  assert.match(await page.textContent(tid('score-winner')), /Ana wins/);
  // The end is one undoable step.
  await play(page, snap('end-05-score'), 'undo', see('turn-bar'), 'redo', see('score-screen'));
  // A reload keeps it; the games list says how it came out.
  await reloaded(page, 'nav.tabbar');
  await play(page, 'tab-Table', see('score-screen'), 'tab-Games', result);
  assert.match(await page.textContent('[data-testid^="result-"]'), new RegExp(`Ana won · Ana ${ana} – Ben 0`));
  await shot(page, 'end-06-games');
});

phoneTest('a unique figure twice in one army is the engine\'s refusal, with its rule (CORE-17)', { timeout: 120_000 }, async ({ page }) => {
  await newGame(page, { size: 1000, armies: [['Basalt Colossus']], start: false });
  assert.equal(await page.$(tid('unique-twice-0')), null, 'one copy is fine');
  await addFigure(page, 1, 'Basalt Colossus');
  assert.equal(await page.$(tid('unique-twice-1')), null, 'the opponent may field it too');
  await addFigure(page, 0, 'Basalt Colossus');
  await page.waitForSelector(tid('unique-twice-0'));
  assert.match(await page.textContent(tid('unique-twice-0')), /Basalt Colossus.*unique/);
  await play(page, choose('time-limit', '90'), fill('agreed-condition', 'Hold the bridge after round 6'));
  await page.locator(tid('unique-twice-0')).scrollIntoViewIfNeeded();
  await play(page, snap('end-00-unique-twice'), 'start-game', see(`${tid('snackbar')}.warning`));
  assert.equal((await page.textContent(tid('snackbar-rule'))).trim(), 'CORE-17');
  assert.ok(await page.$(tid('new-game-screen')), 'no game started');
});

phoneTest('the end in German at 360 px, large text, dark: nothing wider than the phone', { timeout: 180_000, locale: 'de-DE', viewport: { width: 360, height: 780 }, before: ownClock }, async ({ page }) => {
  const wider = () => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  await play(page, 'tab-Settings', 'theme-dark', 'size-large', 'tab-Games', timedGame);
  assert.match(await page.textContent(tid('game-clock')), /von 30 Min\./);
  await play(page, knockOutHealer, timeUp);
  assert.ok((await wider()) <= 0, 'the table with its offer fits');
  await play(page, snap('end-de-01-offer'), 'end-offer-open', see('end-sheet'), snap('end-de-02-sheet'), 'end-confirm', see('score-screen'));
  assert.match(await page.textContent(tid('score-winner')), /Ana gewinnt/);
  assert.ok((await wider()) <= 0, 'the score fits');
  await play(page, snap('end-de-03-score'), 'tab-Games', result);
  assert.ok((await wider()) <= 0, 'the games list fits');
  await shot(page, 'end-de-04-games');
});
