// P1: tap to updated card, in Chromium at phone size, through liveview on 127.0.0.1.
// Measured inside the page: from the tap's click event to the card's click number
// changing (MutationObserver), over 100 taps alternating damage and heal.
import { startLiveview, launchPhone, tid, timeTaps, addFigure } from './lib/harness.mjs';

const server = await startLiveview();
const { context, page } = await launchPhone();
try {
  await page.goto(server.url);
  await page.waitForSelector(tid('games-screen'));
  await page.tap(tid('new-game'));
  await addFigure(page, 0, 'Ironbark Sentinel'); // 7 live clicks
  await addFigure(page, 1, 'Tidewatch Spearman');
  await page.tap(tid('start-game'));
  await page.waitForSelector(tid('click-0-0'));
  const times = await timeTaps(page);
  times.sort((a, b) => a - b);
  const pct = (p) => times[Math.min(times.length - 1, Math.floor(p * times.length))];
  console.log(`P1 tap to updated card: p50 ${pct(0.5).toFixed(1)} ms, p95 ${pct(0.95).toFixed(1)} ms over ${times.length} taps (Chromium 390x844, liveview on 127.0.0.1; target p95 <= 16 ms)`);
} finally {
  await context.close();
  server.stop();
}
