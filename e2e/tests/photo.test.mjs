// A figure's photo on the web (issue 34): the browser decodes and scales it (createImageBitmap and a canvas), so a
// large photo becomes the 256 px JPEG thumbnail without ever entering the page's wasm heap, the thumbnail is what the
// store keeps, and a file the browser cannot decode is refused in the player's language.
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { shot, tid, importSampleFeed, message, openFigure, reloaded } from '../lib/harness.mjs';
import { phoneTest } from '../lib/fixture.mjs';

/** Records every wasm memory the page instantiates (the page's wasm; workers are not seen). */
function watchWasmMemory() {
  window.__dkMemories = [];
  const keep = (result) => {
    const instance = result.instance ?? result;
    for (const value of Object.values(instance.exports ?? {})) {
      if (value instanceof WebAssembly.Memory) window.__dkMemories.push(value);
    }
    return result;
  };
  const instantiate = WebAssembly.instantiate;
  WebAssembly.instantiate = (...args) => instantiate.apply(WebAssembly, args).then(keep);
  const streaming = WebAssembly.instantiateStreaming;
  if (streaming) WebAssembly.instantiateStreaming = (...args) => streaming.apply(WebAssembly, args).then(keep);
}

const wasmBytes = (page) => page.evaluate(() => window.__dkMemories.reduce((sum, m) => sum + m.buffer.byteLength, 0));

/** The portrait shown on the figure's page: its size, and its colour left and right of centre. */
const portrait = (page) => page.evaluate(async () => {
  const img = document.querySelector('[data-testid="portrait"]');
  await img.decode();
  const canvas = new OffscreenCanvas(img.naturalWidth, img.naturalHeight);
  const ctx = canvas.getContext('2d');
  ctx.drawImage(img, 0, 0);
  const at = (x) => Array.from(ctx.getImageData(x, img.naturalHeight >> 1, 1, 1).data.slice(0, 3));
  return { width: img.naturalWidth, height: img.naturalHeight, jpeg: img.src.startsWith('data:image/jpeg;base64,'),
    left: at(10), right: at(img.naturalWidth - 10) };
});

phoneTest('a 4000×3000 photo becomes a 256 px thumbnail outside the wasm heap; an unreadable file is refused in German', {
  locale: 'de-DE', before: ({ page }) => page.addInitScript(watchWasmMemory),
}, async ({ page }) => {
  await importSampleFeed(page);
  await openFigure(page);
  // A 12 MP PNG made here (ImageMagick): red on the left half, blue on the right. Decoded in wasm it would take 36 to
  // 48 MB of the page's heap; the browser decodes it outside.
  const png = execFileSync('convert', ['-size', '2000x3000', 'xc:rgb(200,30,30)', 'xc:rgb(30,30,200)', '+append', 'PNG24:-']);
  assert.deepEqual([png.readUInt32BE(16), png.readUInt32BE(20)], [4000, 3000], 'the PNG is 4000×3000');
  const heapBefore = await wasmBytes(page);
  assert.ok(heapBefore > 0, 'the page\'s wasm memory is watched');
  await page.setInputFiles(tid('portrait-input'), { name: 'gross.png', mimeType: 'image/png', buffer: png });
  await page.waitForSelector(tid('portrait'), { timeout: 30_000 });
  const grown = (await wasmBytes(page)) - heapBefore;
  assert.ok(grown < 8 * 1024 * 1024, `the page's wasm heap grew by ${grown} bytes: the photo went through it`);
  const shown = await portrait(page);
  assert.ok(shown.jpeg, 'a JPEG thumbnail');
  assert.deepEqual([shown.width, shown.height], [256, 256], 'the centre square at 256 px');
  assert.ok(shown.left[0] > 150 && shown.left[2] < 90, `red on the left: ${shown.left}`);
  assert.ok(shown.right[2] > 150 && shown.right[0] < 90, `blue on the right: ${shown.right}`);
  await shot(page, 'photo-01-thumbnail');
  // What the store kept is that thumbnail: it is there after a reload.
  await reloaded(page, tid('games-screen'));
  await openFigure(page);
  await page.waitForSelector(tid('portrait'));
  const kept = await portrait(page);
  assert.deepEqual([kept.width, kept.height], [256, 256]);
  // A file that says it is a JPEG but is not one: refused with the German sentence, and the kept portrait stays.
  await page.setInputFiles(tid('portrait-input'), { name: 'kaputt.jpg', mimeType: 'image/jpeg', buffer: Buffer.from('\xff\xd8\xff\xe0 kein Foto, nur Text') });
  await page.waitForSelector(tid('portrait-error'));
  assert.equal((await page.textContent(tid('portrait-error'))).trim(), message('de', 'app.ftl', 'portrait-not-image'));
  assert.ok(await page.$(tid('portrait')), 'the kept portrait is still shown');
  await shot(page, 'photo-02-refused');
});
