// The store worker's entry: loads the worker's wasm (SQLite and the store), then hands
// over to it. It says hello to the page when the store is open.
import init, { start } from './dialkeeper_worker.js';

await init({ module_or_path: new URL('./dialkeeper_worker_bg.wasm', import.meta.url) });
await start();
