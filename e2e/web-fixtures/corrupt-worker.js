// Finds the pool file whose header names /dialkeeper.db and overwrites its first 8 KiB of
// data (the SQLite header and first page) with text.
try {
  const root = await navigator.storage.getDirectory();
  const pool = await (await root.getDirectoryHandle('.opfs-sahpool')).getDirectoryHandle('.opaque');
  let damaged = 0;
  for await (const handle of pool.values()) {
    const access = await handle.createSyncAccessHandle();
    const header = new Uint8Array(512);
    access.read(header, { at: 0 });
    const end = header.indexOf(0);
    const name = new TextDecoder().decode(header.slice(0, end < 0 ? 512 : end));
    if (name === '/dialkeeper.db') {
      access.write(new TextEncoder().encode('definitely not an SQLite database '.repeat(250)), { at: 4096 });
      access.flush();
      damaged++;
    }
    access.close();
  }
  postMessage(`damaged ${damaged}`);
} catch (e) {
  postMessage(`failed: ${e}`);
}
