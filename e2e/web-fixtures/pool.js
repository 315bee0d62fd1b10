// Test only: the files of the OPFS pool that SQLite's sahpool VFS keeps, by the name each
// one's header gives (the first 512 bytes of a pool file hold its path), opened for
// synchronous access. Files not asked for are closed again.
export async function poolFiles(names) {
  const root = await navigator.storage.getDirectory();
  const pool = await (await root.getDirectoryHandle('.opfs-sahpool')).getDirectoryHandle('.opaque');
  const found = [];
  for await (const handle of pool.values()) {
    const access = await handle.createSyncAccessHandle();
    const header = new Uint8Array(512);
    access.read(header, { at: 0 });
    const end = header.indexOf(0);
    const name = new TextDecoder().decode(header.slice(0, end < 0 ? 512 : end));
    if (names.includes(name)) found.push({ name, access });
    else access.close();
  }
  return found;
}

/** Test only: gives a pool file another name, as the pool's own header says it (its path,
 *  then SQLite's open flags): `flags` must name a kind of file the pool keeps. */
export function rename(access, name, flags) {
  const header = new Uint8Array(516);
  header.set(new TextEncoder().encode(name));
  new DataView(header.buffer).setUint32(512, flags);
  access.write(header, { at: 0 });
  access.flush();
}
