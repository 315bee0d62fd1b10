// Overwrites the first 8 KiB of /dialkeeper.db's data (the SQLite header and first page)
// with text, and the start of its write-ahead log if it has one (whose pages SQLite would
// otherwise read instead): the store's files as a failing phone might leave them.
import { poolFiles } from './pool.js';

try {
  const files = await poolFiles(['/dialkeeper.db', '/dialkeeper.db-wal']);
  for (const { access } of files) {
    access.write(new TextEncoder().encode('definitely not an SQLite database '.repeat(250)), { at: 4096 });
    access.flush();
    access.close();
  }
  postMessage(`damaged ${files.filter((f) => f.name === '/dialkeeper.db').length}`);
} catch (e) {
  postMessage(`failed: ${e}`);
}
