// Drops the comments of the built service worker and page (issue 50: 3 KB of the 7 KB
// gzip those two files were), keeping their code as written otherwise. Their sources in
// web/ say why each line is there; a phone needs none of it. The code is printed again by
// terser, a JavaScript parser, not cut by lines, neither compressed nor renamed. Its own
// layout is not the source's (indents, `{ name }` written out, `2e4`), but quotes stay as
// written and a statement keeps spaces around its `=`: what reads these files
// (e2e/lib/sizes.mjs reads sw.js's `const FILES = [`, the version tests its
// `const BUILD = '`, the language tests index.html's `window.dkKeepLanguage = `) reads
// them the same, and web.sh checks that it does. A page's inline
// scripts lose their comments and the page its HTML comments. scripts/web.sh runs this on
// dist/web/index.html and sw.js, and scripts/hello-web.sh on the hello-world's page.
//
//     node scripts/uncomment.mjs FILE.js|FILE.html ...
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';

// terser comes from npm with the browser tests (e2e/package.json; scripts/setup-web.sh).
const { minify } = createRequire(new URL('../e2e/package.json', import.meta.url))('terser');

/** A script without its comments, printed as written: no compression, no renaming. */
async function uncommented(code, module) {
  const printed = await minify(code, {
    compress: false,
    mangle: false,
    module,
    format: { comments: false, beautify: true, quote_style: 3, indent_level: 2 },
  });
  return printed.code;
}

for (const file of process.argv.slice(2)) {
  const text = readFileSync(file, 'utf8');
  let out;
  if (file.endsWith('.html')) {
    const scripts = [];
    const re = /<script([^>]*)>([\s\S]*?)<\/script>/g;
    for (const [, attributes, code] of text.matchAll(re)) {
      scripts.push(code.trim() ? `\n${await uncommented(code, /type="module"/.test(attributes))}\n` : code);
    }
    let n = 0;
    out = text.replace(re, (_, attributes) => `<script${attributes}>${scripts[n++]}</script>`).replace(/<!--[\s\S]*?-->\n?/g, '');
  } else {
    out = `${await uncommented(text, false)}\n`;
  }
  writeFileSync(file, out);
  console.log(`  ${file}: ${text.length.toLocaleString('en')} to ${out.length.toLocaleString('en')} bytes`);
}
