// Loads the page's other wasm modules (the split build, scripts/web.sh): a screen's code
// comes when the screen is first drawn, or earlier, in the background, once the first
// screen is up (`dkPrefetchModules`). web.sh makes wasm-split's generated
// `__wasm_split.js` use this `makeLoad` in place of its own, for three reasons:
// - A module that does not arrive (a first visit that loses its connection before the
//   offline copy is kept) is fetched again, with a back-off, and at once when the
//   browser is back online. wasm-split's own loader logged the failure and never
//   answered, and its Rust side (wasm-splitter's `LazySplitLoader`) remembers an
//   answer, even a failure, until the page reloads: so this loader answers only with
//   success, and the screen waiting meanwhile says that it waits (the app's `Lazy`).
// - Each module is fetched and instantiated once, however many times it is asked for
//   (a prefetch and a tap at the same moment).
// - Prefetching: the modules a player needs next come one at a time, in the order below,
//   before the service worker copies every file, so a first visit's next tap does not
//   wait behind the offline copy. A module the app asks for goes first: a prefetch of
//   another one is stopped (fetched again later), and none starts while it comes.

/** Back-off between tries of a module that did not arrive, in ms; the last repeats. */
const RETRY_MS = [500, 1000, 2000, 4000, 8000];

/**
 * The order modules are fetched ahead of use: a first visit starts a game or joins one
 * (both screens first, the smaller first: sharing's screen is a fifth of the new game's,
 * and a new phone joining taps Share at once; the new-game form takes a player far longer
 * than the rest takes to come), then pairing, then what a game needs, then the other
 * screens.
 */
const PREFETCH_ORDER = [
  'LazySharingScreen', 'LazyNewGameScreen', '_play.wasm', 'LazyTableParts',
  'LazyFiguresScreen', 'LazyRulesScreen', 'LazySettingsScreen', 'LazyLogScreen',
];
/**
 * How many of the first in that order a first visit's store worker waits for
 * (`dkNextScreensIn`): the store's wasm is larger than both, and would halve the link
 * under the screen the player opens next (a new phone joining a game waited a second
 * longer for the sharing screen).
 */
const NEXT_SCREENS = 2;
/**
 * The modules that say none of English's rest (abilities, events, the glossary, the rules,
 * the refusals: `locales/en-rest.ftl`, which the page's wasm leaves out): every other
 * module waits until the app has added it (`dkEnglishRestIn`), so no screen shows a
 * message's id in place of its words. Sharing's screen does not wait: a new phone joining
 * a game sees its camera sooner (the code that reads the camera comes with a tap's, which
 * says the engine's refusals, so it waits).
 */
const WITHOUT_ENGLISH_REST = ['LazySharingScreen', 'LazySettingsScreen'];

/** Every module, by its address: what `dkPrefetchModules` walks. */
const modules = new Map();
/** The prefetch under way, which a module the app asks for stops: `{ module, stop }`. */
let prefetching = null;
/** The loads the app asked for and has not got yet: no prefetch starts meanwhile. */
const asked = new Set();

/** Resolves after `ms`, as soon as the browser says it is online again, or once `signal` aborts. */
function pause(ms, signal) {
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      removeEventListener('online', done);
      signal?.removeEventListener('abort', done);
      resolve();
    };
    const timer = setTimeout(done, ms);
    addEventListener('online', done);
    signal?.addEventListener('abort', done);
  });
}

/** The main module's exports: the memory, table and functions a module links to. */
function mainExports() {
  return globalThis.__wasm_split_main_initSync(undefined, undefined);
}

/**
 * What `attempt` gives, tried again with the back-off until it gives something; only an
 * abort of `signal` (a prefetch stopped) ends it otherwise.
 */
async function untilItComes(url, attempt, signal) {
  for (let tries = 0; ; tries += 1) {
    signal?.throwIfAborted();
    try {
      const got = await attempt();
      if (tries > 0) console.info('dialkeeper: loaded after', tries, 'failed tries:', url);
      return got;
    } catch (e) {
      signal?.throwIfAborted();
      console.warn('dialkeeper: not loaded, trying again:', url, e);
      await pause(RETRY_MS[Math.min(tries, RETRY_MS.length - 1)], signal);
    }
  }
}

/**
 * Fetches and instantiates `url` against the main module and the modules already loaded,
 * trying again until it comes.
 */
function instantiate(url, fusedImports, signal) {
  const main = mainExports();
  return untilItComes(url, async () => {
    try {
      const linked = { __indirect_function_table: main.__indirect_function_table, __stack_pointer: main.__stack_pointer, __tls_base: main.__tls_base, memory: main.memory };
      const imports = { env: { memory: main.memory }, __wasm_split: Object.assign(linked, main, fusedImports) };
      const response = await fetch(url, { signal });
      if (!response.ok) throw new Error(`HTTP ${response.status}`);
      // A host that does not say `application/wasm` (streaming refuses it) still serves the bytes.
      const streams = response.headers.get('content-type')?.startsWith('application/wasm');
      const { instance } = streams
        ? await WebAssembly.instantiateStreaming(response, imports)
        : await WebAssembly.instantiate(await response.arrayBuffer(), imports);
      Object.assign(fusedImports, instance.exports);
    } catch (e) {
      // A module of another build (the page is older than the server's files, and no
      // offline copy serves its own): no retry mends that, a reload does, once.
      if (e instanceof WebAssembly.LinkError && !signal?.aborted && !sessionStorage.getItem('dk-module-reload')) {
        sessionStorage.setItem('dk-module-reload', '1');
        location.reload();
      }
      throw e;
    }
  }, signal);
}

/**
 * wasm-split's loader for one module: `deps` are the loaders of modules it links to.
 * The returned function is what the app calls, with the callback to answer.
 */
export function makeLoad(url, deps, fusedImports) {
  let loaded = null;
  // A module's own dependencies come as part of it: asked for or fetched ahead with it,
  // never stopping its own prefetch.
  const words = WITHOUT_ENGLISH_REST.some((name) => url.includes(name)) ? [] : [englishRest.promise];
  const start = (signal) => Promise.all([...deps.map((dep) => dep.module.part()), ...words]).then(() => instantiate(url, fusedImports, signal));
  const module = {
    /** Loaded as part of another module (its dependency): stops nothing. */
    part() {
      loaded ??= start();
      return loaded;
    },
    /** Asked for by the app: first in line, and never stopped. */
    ask() {
      if (prefetching?.module === module) prefetching = null;
      else prefetching?.stop();
      if (!loaded) {
        const load = start();
        loaded = load;
        asked.add(load);
        load.finally(() => asked.delete(load));
      }
      return loaded;
    },
    /** Fetched ahead of use: resolves once in, or rejects if the app asked for another first. */
    prefetch() {
      if (loaded) return loaded;
      const controller = new AbortController();
      const attempt = start(controller.signal);
      loaded = attempt;
      prefetching = {
        module,
        // Synchronously, so that a later ask starts afresh rather than adopt an aborted load.
        stop: () => {
          prefetching = null;
          if (loaded === attempt) loaded = null;
          controller.abort();
        },
      };
      return attempt.finally(() => {
        if (prefetching?.module === module) prefetching = null;
      });
    },
  };
  modules.set(url, module);
  const load = (callbackIndex, callbackData) => module.ask().then(() => {
    if (callbackIndex !== undefined) mainExports().__indirect_function_table.get(callbackIndex)(callbackData, true);
  });
  load.module = module;
  return load;
}

/** Loads every module, one at a time, the likeliest next first, after what the app asks for. */
async function prefetchAll() {
  const rank = (url) => {
    const at = PREFETCH_ORDER.findIndex((name) => url.includes(name));
    return at < 0 ? PREFETCH_ORDER.length : at;
  };
  const queue = [...modules.keys()].sort((a, b) => rank(a) - rank(b));
  const next = new Set(queue.filter((url) => rank(url) < NEXT_SCREENS));
  while (queue.length > 0) {
    if (next.size === 0) {
      nextScreensIn.done();
      // A first visit's store worker starts now: its wasm has the link to itself (a
      // player's first new game waits for it), and only modules asked for share it.
      await storeSettled.promise;
    }
    while (asked.size > 0) await Promise.allSettled([...asked]);
    try {
      await modules.get(queue[0]).prefetch();
      next.delete(queue.shift());
    } catch {
      // Stopped for a module the app asked for: tried again once that one is in.
    }
  }
  nextScreensIn.done();
}

/** A promise and what settles it. */
function settling() {
  let done;
  const promise = new Promise((resolve) => { done = resolve; });
  return { promise, done };
}
/** Resolves once the modules of the screens a first visit opens next are in. */
const nextScreensIn = settling();
/** Resolves once the page's store worker has started (`dkStoreSettled`, index.html). */
const storeSettled = settling();
/** Resolves once the app has added English's rest (`dkEnglishRestIn`, languages.rs). */
const englishRest = settling();

/** How many times the app asked for English's rest: a text it refused is fetched again after a pause. */
let restAsked = 0;
/** English's rest as text, fetched until it comes (`download_english_rest`, languages.rs). */
globalThis.dkEnglishRest = async () => {
  if (restAsked > 0) await pause(RETRY_MS[Math.min(restAsked - 1, RETRY_MS.length - 1)]);
  restAsked += 1;
  return untilItComes('locales/en-rest.ftl', async () => {
    const response = await fetch('locales/en-rest.ftl');
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    return response.text();
  });
};
/** English's rest is in the app's catalog: the modules that say its words may load. */
globalThis.dkEnglishRestIn = () => englishRest.done();

let prefetched = null;
/** Called once the first screen is drawn; resolves when every module is in. */
globalThis.dkPrefetchModules = () => (prefetched ??= prefetchAll());
/** The page's store worker has started, or given up: the rest may be fetched. */
globalThis.dkStoreSettled = () => storeSettled.done();
/** Starts the prefetch; resolves once the next screens' modules are in (store_worker.rs). */
globalThis.dkNextScreensIn = () => {
  globalThis.dkPrefetchModules();
  return nextScreensIn.promise;
};
