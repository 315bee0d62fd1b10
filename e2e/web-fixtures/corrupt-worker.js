// Overwrites the first 8 KiB of /dialkeeper.db's data (the SQLite header and first page)
// with text.
import { poolFiles } from './pool.js';

try {
  const files = await poolFiles(['/dialkeeper.db']);
  for (const { access } of files) {
    access.write(new TextEncoder().encode('definitely not an SQLite database '.repeat(250)), { at: 4096 });
    access.flush();
    access.close();
  }
  postMessage(`damaged ${files.length}`);
} catch (e) {
  postMessage(`failed: ${e}`);
}
