// What a phone downloads and keeps (issue 34): every file the service worker caches, read from the built sw.js's own
// list (so nothing it keeps is missed and nothing it does not keep is counted), plus sw.js itself, each gzipped at
// level 9 as a host serves it. PNG icons barely compress; they are counted gzipped too, as the rest.
//
//   node e2e/lib/sizes.mjs [DIR]      # DIR defaults to dist/web; prints a table and W5
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { fileURLToPath } from 'node:url';

/** The files sw.js keeps, relative to the bundle ("./" is index.html), and sw.js. */
export function keptFiles(dir) {
  const sw = readFileSync(join(dir, 'sw.js'), 'utf8');
  const list = sw.match(/const FILES = (\[[^\]]*\]);/);
  if (!list) throw new Error(`${dir}/sw.js has no FILES list`);
  const files = JSON.parse(list[1]).map((f) => (f === './' ? 'index.html' : f.replace(/^\.\//, '')));
  return [...new Set([...files, 'sw.js'])];
}

/** What a file is, for the totals. */
export function groupOf(file) {
  if (/dialkeeper_worker_bg\.wasm$/.test(file)) return 'worker wasm';
  if (/\.wasm$/.test(file)) return 'page wasm';
  if (/^icons\//.test(file)) return 'icons';
  // The languages other than English, downloaded when first needed (the page's wasm has English).
  if (/^locales\//.test(file)) return 'languages';
  if (/\.js$/.test(file)) return 'JS';
  return 'HTML, manifest, other';
}

/** Each kept file's raw and gzip -9 size, and the totals by group and in all. */
export function keptSizes(dir) {
  const files = keptFiles(dir).map((file) => {
    const bytes = readFileSync(join(dir, file));
    return { file, group: groupOf(file), raw: bytes.length, gz: gzipSync(bytes, { level: 9 }).length };
  });
  const groups = {};
  for (const f of files) {
    const g = (groups[f.group] ??= { raw: 0, gz: 0, count: 0 });
    g.raw += f.raw; g.gz += f.gz; g.count += 1;
  }
  const total = files.reduce((t, f) => ({ raw: t.raw + f.raw, gz: t.gz + f.gz }), { raw: 0, gz: 0 });
  return { files, groups, total };
}

const kb = (n) => `${(n / 1000).toFixed(1)} KB`;
export const mb = (n) => `${(n / 1e6).toFixed(2)} MB`;

/** The W5 line: everything the service worker keeps, gzip, by group. */
export function keptLine({ groups, total }, budget = 1e6) {
  const order = ['page wasm', 'worker wasm', 'languages', 'icons', 'JS', 'HTML, manifest, other'];
  const parts = order.filter((g) => groups[g]).map((g) => `${g} ${mb(groups[g].gz)}`);
  return `W5 kept offline: ${mb(total.gz)} gzip (${mb(total.raw)} raw; ${parts.join(', ')}) (target <= ${mb(budget)} gzip)`;
}

/** A table of every kept file, largest first. */
export function keptTable({ files, total }) {
  const rows = [...files].sort((a, b) => b.gz - a.gz).map((f) => `| ${f.file} | ${f.group} | ${kb(f.raw)} | ${kb(f.gz)} |`);
  return ['| file | what | raw | gzip -9 |', '| --- | --- | --- | --- |', ...rows, `| **all ${files.length}** | | ${kb(total.raw)} | **${kb(total.gz)}** |`].join('\n');
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const dir = process.argv[2] || join(fileURLToPath(new URL('../..', import.meta.url)), 'dist', 'web');
  const sizes = keptSizes(dir);
  console.log(keptTable(sizes));
  console.log(keptLine(sizes));
}
