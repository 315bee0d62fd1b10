import init, { measure_vfs } from './dialkeeper_worker.js';

await init({ module_or_path: new URL('./dialkeeper_worker_bg.wasm', import.meta.url) });
postMessage(await measure_vfs(200));
