// Reads or replaces the data of /dialkeeper.db in the OPFS pool (after the pool's own
// 4 KiB header), for store-bytes.html. The store keeps a write-ahead log beside it
// (/dialkeeper.db-wal), whose commits may not be in the database file yet: a read gives
// both; a write puts the database back and empties the log, whose commits the caller
// has folded into the database it writes.
import { poolFiles } from './pool.js';

const DATA = 4096;
const base64 = (bytes) => {
  let text = '';
  for (const b of bytes) text += String.fromCharCode(b);
  return btoa(text);
};

onmessage = async ({ data: { op, data } }) => {
  try {
    const files = await poolFiles(['/dialkeeper.db', '/dialkeeper.db-wal']);
    const db = files.find((f) => f.name === '/dialkeeper.db')?.access;
    const wal = files.find((f) => f.name === '/dialkeeper.db-wal')?.access;
    if (!db) throw new Error('no /dialkeeper.db in the pool');
    const contents = (access) => {
      const bytes = new Uint8Array(Math.max(0, access.getSize() - DATA));
      access.read(bytes, { at: DATA });
      return bytes;
    };
    if (op === 'read') {
      postMessage(JSON.stringify({ db: base64(contents(db)), wal: wal ? base64(contents(wal)) : '' }));
    } else {
      const bytes = Uint8Array.from(atob(data), (c) => c.charCodeAt(0));
      db.truncate(DATA + bytes.length);
      db.write(bytes, { at: DATA });
      db.flush();
      if (wal) {
        wal.truncate(DATA);
        wal.flush();
      }
      postMessage(`written ${bytes.length}`);
    }
    for (const { access } of files) access.close();
  } catch (e) {
    postMessage(`failed: ${e}`);
  }
};
