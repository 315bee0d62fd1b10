// Reads or replaces the data of /dialkeeper.db in the OPFS pool (after the pool's own
// 4 KiB header), for store-bytes.html.
import { poolFiles } from './pool.js';

const DATA = 4096;

onmessage = async ({ data: { op, data } }) => {
  try {
    const [file] = await poolFiles(['/dialkeeper.db']);
    if (!file) throw new Error('no /dialkeeper.db in the pool');
    const { access } = file;
    if (op === 'read') {
      const bytes = new Uint8Array(access.getSize() - DATA);
      access.read(bytes, { at: DATA });
      access.close();
      let text = '';
      for (const b of bytes) text += String.fromCharCode(b);
      postMessage(btoa(text));
    } else {
      const text = atob(data);
      const bytes = Uint8Array.from(text, (c) => c.charCodeAt(0));
      access.truncate(DATA + bytes.length);
      access.write(bytes, { at: DATA });
      access.flush();
      access.close();
      postMessage(`written ${bytes.length}`);
    }
  } catch (e) {
    postMessage(`failed: ${e}`);
  }
};
