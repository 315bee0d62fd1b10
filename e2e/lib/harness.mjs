// Starts the liveview server on 127.0.0.1 with a fresh data folder, and Debian's
// Chromium at phone size with touch. Never downloads a browser.
import { spawn } from 'node:child_process';
import { mkdtempSync, mkdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

const here = dirname(fileURLToPath(import.meta.url));
export const repo = join(here, '..', '..');
export const outDir = join(repo, 'test-output', 'e2e');
mkdirSync(outDir, { recursive: true });

const targetDir = process.env.CARGO_TARGET_DIR || join(process.env.HOME, '.cache', 'dialkeeper-target');
const serverBin = process.env.DK_LIVEVIEW_BIN || join(targetDir, 'debug', 'dialkeeper-liveview');

let nextPort = 18700 + (process.pid % 500);

/** Starts a server on its own port and data folder; resolves when it answers. */
export async function startServer(dataDir = mkdtempSync(join(tmpdir(), 'dk-e2e-'))) {
  const port = nextPort++;
  const child = spawn(serverBin, [], {
    env: { ...process.env, DIALKEEPER_DATA_DIR: dataDir, DIALKEEPER_PORT: String(port), LANG: 'en_US.UTF-8', LC_ALL: 'en_US.UTF-8' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  child.stdout.on('data', (d) => (log += d));
  child.stderr.on('data', (d) => (log += d));
  const url = `http://127.0.0.1:${port}/`;
  for (let i = 0; i < 200; i++) {
    try {
      const r = await fetch(url);
      if (r.ok) return { url, dataDir, child, log: () => log, stop: () => child.kill('SIGTERM') };
    } catch {}
    if (child.exitCode !== null) break;
    await new Promise((r) => setTimeout(r, 100));
  }
  child.kill('SIGKILL');
  throw new Error(`liveview server did not start: ${log}`);
}

/** Chromium from Debian, headless, phone viewport, touch, fresh profile. */
export async function launchPhone() {
  const profile = mkdtempSync(join(tmpdir(), 'dk-chromium-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: '/usr/bin/chromium',
    headless: true,
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
      '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
    deviceScaleFactor: 2,
    locale: 'en-US',
  });
  const page = context.pages()[0] ?? (await context.newPage());
  return { context, page };
}

/** Saves a screenshot under test-output/e2e. */
export async function shot(page, name) {
  await page.waitForTimeout(150);
  await page.screenshot({ path: join(outDir, `${name}.png`), fullPage: false });
}

/** `[data-testid=…]` */
export const tid = (id) => `[data-testid="${id}"]`;

/** A message's value from a locale's Fluent file (simple single-line messages only). */
export function message(lang, file, id) {
  const text = readFileSync(join(repo, 'i18n', 'locales', lang, file), 'utf8');
  const line = text.split('\n').find((l) => l.startsWith(`${id} = `));
  if (!line) throw new Error(`no ${id} in ${lang}/${file}`);
  return line.slice(id.length + 3).trim();
}
