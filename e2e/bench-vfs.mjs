// Times commits on both persistent browser VFS in Chromium (see scripts/bench-web.sh).
import { withPhone } from './lib/fixture.mjs';

await withPhone({ name: 'bench-vfs', server: { dir: process.env.DK_VFS_BENCH }, open: false }, async ({ page, url }) => {
  await page.goto(url);
  await page.waitForFunction(() => window.report, null, { timeout: 120000 });
  for (const line of (await page.evaluate(() => window.report)).split('\n')) console.log(`VFS ${line}`);
});
