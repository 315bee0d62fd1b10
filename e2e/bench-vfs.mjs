// Times commits on both persistent browser VFS in Chromium (see scripts/bench-web.sh).
import { startServer, launchPhone } from './lib/harness.mjs';

const server = await startServer({ dir: process.env.DK_VFS_BENCH });
const { context, page } = await launchPhone();
try {
  await page.goto(server.url);
  await page.waitForFunction(() => window.report, null, { timeout: 120000 });
  for (const line of (await page.evaluate(() => window.report)).split('\n')) console.log(`VFS ${line}`);
} finally {
  await context.close();
  await server.stop();
}
