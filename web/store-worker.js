// The store worker's entry: loads the worker's wasm (SQLite and the store), then hands
// over to it. It says hello to the page when the store is open. A worker the page starts
// after a first visit's first screen (its name ends in "later") fetches its wasm at low
// priority, behind whatever the player opens meanwhile.
import init, { start } from './dialkeeper_worker.js';

const wasm = new URL('./dialkeeper_worker_bg.wasm', import.meta.url);
await init({ module_or_path: self.name.endsWith(' later') ? fetch(wasm, { priority: 'low' }) : wasm });
await start();
