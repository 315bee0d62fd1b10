// P1: tap to updated card, in Chromium at phone size, through liveview on 127.0.0.1 (the desktop renderer's path: the
// native store, one SQLite commit per tap). Measured inside the page, from the tap's click event to the card's click
// number changing, over 100 taps alternating damage and heal, with 2 figures on the table and with 40 (issue 19: p95
// <= 16 ms, the 40-figure p50 within 1.5x of the 2-figure p50). The first card is opened when a big table is compact.
import { newGame, tid, timeTapsPainted, quantile, p50p95 } from './lib/harness.mjs';
import { openFirstCard } from './lib/table.mjs';
import { withPhone } from './lib/fixture.mjs';

/** A new game of `each` figures a side (the first an Ironbark Sentinel, 7 live clicks), timed. */
async function tapsWith(page, each) {
  const spearmen = (n) => Array(n).fill('Tidewatch Spearman');
  await newGame(page, { size: 1000, armies: [['Ironbark Sentinel', ...spearmen(each - 1)], spearmen(each)], start: 'tap' });
  const cards = await openFirstCard(page);
  return { cards, times: (await timeTapsPainted(page)).shown };
}

await withPhone({ name: 'bench-tap', liveview: true, open: false }, async ({ page, url }) => {
  await page.goto(url);
  await page.waitForSelector(tid('games-screen'));
  const two = await tapsWith(page, 1);
  const forty = await tapsWith(page, 20);
  const ratio = quantile(forty.times, 0.5) / quantile(two.times, 0.5);
  console.log(`P1 tap to updated card: ${forty.cards} figures ${p50p95(forty.times)}; ${two.cards} figures ${p50p95(two.times)}; p50 ratio ${ratio.toFixed(2)}x over ${forty.times.length} taps each (Chromium 390x844, liveview on 127.0.0.1; target p95 <= 16 ms, ratio <= 1.5x)`);
});
