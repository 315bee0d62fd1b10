import { poolFiles, rename } from './pool.js';

// A commit cut short under the rollback journal the web store kept before it kept a
// write-ahead log (issue 50): the first two pages of /dialkeeper.db already hold new bytes
// and their old contents wait in a hot journal, in SQLite's own format (a header padded
// to a sector, then per page its number, its bytes and a checksum). The database must be
// in rollback mode already (its header's bytes 18 and 19 say 1); the journal is the
// emptied log's pool file, named /dialkeeper.db-journal as that version named it.
const DATA = 4096; // where a pool file's data starts, after the pool's own header
const SECTOR = 4096;
const NONCE = 0x2545f491;
// SQLite's open flags of a rollback journal: read-write, create, main journal.
const JOURNAL_FLAGS = 0x2 | 0x4 | 0x800;
try {
  const files = Object.fromEntries((await poolFiles(['/dialkeeper.db', '/dialkeeper.db-journal', '/dialkeeper.db-wal'])).map((f) => [f.name, f.access]));
  const db = files['/dialkeeper.db'];
  const journal = files['/dialkeeper.db-journal'] ?? files['/dialkeeper.db-wal'];
  if (!db || !journal) throw new Error(`pool has ${Object.keys(files)}`);
  const head = new Uint8Array(100);
  db.read(head, { at: DATA });
  if (head[18] !== 1 || head[19] !== 1) throw new Error(`the database is not in rollback mode (${head[18]}, ${head[19]})`);
  rename(journal, '/dialkeeper.db-journal', JOURNAL_FLAGS);
  let pageSize = new DataView(head.buffer).getUint16(16);
  if (pageSize === 1) pageSize = 65536;
  const pages = (db.getSize() - DATA) / pageSize;
  const torn = [1, 2];
  const record = 4 + pageSize + 4;
  const out = new Uint8Array(SECTOR + torn.length * record);
  const view = new DataView(out.buffer);
  out.set([0xd9, 0xd5, 0x05, 0xf9, 0x20, 0xa1, 0x63, 0xd7]);
  view.setUint32(8, torn.length);
  view.setUint32(12, NONCE);
  view.setUint32(16, pages);
  view.setUint32(20, SECTOR);
  view.setUint32(24, pageSize);
  torn.forEach((number, i) => {
    const at = SECTOR + i * record;
    const page = new Uint8Array(pageSize);
    db.read(page, { at: DATA + (number - 1) * pageSize });
    view.setUint32(at, number);
    out.set(page, at + 4);
    let sum = NONCE;
    for (let k = pageSize - 200; k > 0; k -= 200) sum = (sum + page[k]) >>> 0;
    view.setUint32(at + 4 + pageSize, sum);
  });
  journal.truncate(DATA + out.length);
  journal.write(out, { at: DATA });
  journal.flush();
  const half = new TextEncoder().encode('half of a commit '.repeat(pageSize)).slice(0, torn.length * pageSize);
  db.write(half, { at: DATA });
  db.flush();
  db.close();
  journal.close();
  postMessage(`torn ${pages}`);
} catch (e) {
  postMessage(`failed: ${e}`);
}
