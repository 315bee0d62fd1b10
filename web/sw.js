// Dialkeeper's service worker: keeps every file of one build for offline use.
//
// - install: fetch every file of this build into a cache named after the build; one
//   failure fails the install, and the version already in charge stays in charge. The
//   page registers this worker only once its first screen is drawn (index.html).
// - install, where the browser can (Chromium 123 and later): static routes, so the browser
//   itself serves this build's files, and its start URL without a query, from that
//   cache, without waiting for this worker to start and answer each request. A phone
//   reopening the app after a while finds this worker stopped (BENCHMARKS.md, issue 50).
//   A file the cache lacks goes to the network, as the fetch handler's would.
// - A language's two halves (locales/<code>-rules.ftl and -screens.ftl) are not among this
//   build's files, which keep every language's names alone (-names.ftl, for the Rules
//   search): a page asks for a language once its player chooses it ('keep' below, naming
//   its Screens half), and every build's cache keeps both its halves. An install keeps the
//   new build's version of each language an older build kept, as far as it can: one that
//   does not come (a language dropped, a broken link) never fails the install, so it can
//   never hold updates back. Builds before issue 50's names kept every Rules half by
//   themselves: a language counts as chosen by its Screens half alone.
// - Nor are the two 512-pixel icons, which only an install reads: the browser fetches
//   them as it installs the app (scripts/web.sh).
// - No skipWaiting on install: a new version waits until the app is next started, so a
//   page never runs half old and half new. A page may ask it to take over now.
// - activate: drop the caches of older builds.
// - fetch: this build's files from the cache; opening the app (a navigation to its
//   start URL) gets the cached page, so the app starts in flight mode. Anything else
//   goes to the network as usual.
// scripts/web.sh fills in the build id and the file list.
const BUILD = '__BUILD__';
const FILES = __FILES__;
const CACHE = `dialkeeper-${BUILD}`;
/** A chosen language's Screens half, from the scope's folder: kept once a page asks. */
const CHOSEN = /^locales\/([a-z]{2})-screens\.ftl$/;
/** Both halves of a chosen language. */
const halves = (code) => [`locales/${code}-rules.ftl`, `locales/${code}-screens.ftl`];
/** A language whole, as builds before the halves kept every one (`locales/de.ftl`). */
const WHOLE = /^locales\/([a-z]{2})\.ftl$/;

/** The caches of this app's builds (this one's, an older one's, a newer one's waiting). */
async function buildCaches() {
  return (await caches.keys()).filter((name) => name.startsWith('dialkeeper-'));
}

/** The languages older builds kept as chosen (their codes), so a new version keeps the
 *  same languages; a language an older build kept whole counts as chosen. */
async function chosenBefore() {
  const scope = new URL(self.registration.scope).pathname;
  const codes = new Set();
  for (const name of await buildCaches()) {
    if (name === CACHE) continue;
    for (const request of await (await caches.open(name)).keys()) {
      const file = new URL(request.url).pathname.slice(scope.length);
      const code = (file.match(CHOSEN) ?? file.match(WHOLE))?.[1];
      if (code) codes.add(code);
    }
  }
  return [...codes];
}

/** Both halves of each language an older build kept as chosen, copied into this build's
 *  cache where it lacks one: a language chosen on an older page while this build waited
 *  to take over (that page's worker kept its Screens half alone, and builds before the
 *  names kept every Rules half by themselves) reads whole offline at the first start.
 *  Copied, not fetched, so taking over waits for no network; the next build fetches it
 *  afresh. Only a language this build ships (its names among the files): one dropped
 *  is let go. */
async function copyChosen(cache) {
  const shipped = (await chosenBefore()).filter((code) => FILES.includes(`./locales/${code}-names.ftl`));
  for (const file of shipped.flatMap(halves)) {
    if (await cache.match(file)) continue;
    const older = await caches.match(file);
    if (older) await cache.put(file, older);
  }
}

/** Keeps a file in a cache, fresh from the server, unless it is there. */
async function keep(cache, file) {
  if (!await cache.match(file)) await cache.add(new Request(file, { cache: 'no-cache' }));
}

/** The static routes: each kind of file this build keeps, and the start URL, each without
 *  a query. The cache is then matched as the URL is, so a URL with a query goes on to the
 *  fetch handler below, which matches it without one (`ignoreSearch`). */
function routes() {
  const kinds = [...new Set(FILES.map((f) => f.match(/\.[a-z]+$/)?.[0]).filter(Boolean))];
  // The scope's path as URLPattern text: its pattern characters taken literally.
  const start = new URL(self.registration.scope).pathname.replace(/[\\:*?+()[\]{}]/g, '\\$&');
  const source = { cacheName: CACHE };
  return [
    { condition: { or: kinds.map((kind) => ({ urlPattern: { pathname: `*${kind}`, search: '' } })) }, source },
    { condition: { requestMode: 'navigate', urlPattern: { pathname: start, search: '' } }, source },
  ];
}

self.addEventListener('install', (event) => {
  // A browser without the routes, or one that refuses them, has the fetch handler; the
  // files below are kept whatever the routes do.
  const noRoutes = (e) => console.warn('dialkeeper: no static routes:', e);
  if (event.addRoutes) {
    try { event.waitUntil(event.addRoutes(routes()).catch(noRoutes)); } catch (e) { noRoutes(e); }
  }
  event.waitUntil(
    // 'no-cache': each file is checked with the server, never taken stale from the HTTP
    // cache, but one the first visit has just downloaded costs only a "not modified".
    caches.open(CACHE).then(async (cache) => {
      await cache.addAll(FILES.map((f) => new Request(f, { cache: 'no-cache' })));
      const chosen = await Promise.allSettled((await chosenBefore()).flatMap(halves).map((file) => keep(cache, file)));
      for (const failed of chosen.filter((c) => c.status === 'rejected')) console.warn('dialkeeper: a chosen language not kept:', failed.reason);
    }),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil((async () => {
    try {
      await copyChosen(await caches.open(CACHE));
    } catch (e) {
      console.warn('dialkeeper: a chosen language not kept:', e);
    }
    for (const name of await buildCaches()) {
      if (name !== CACHE) await caches.delete(name);
    }
    await self.clients.claim();
  })());
});

self.addEventListener('message', (event) => {
  if (event.data === 'SKIP_WAITING') self.skipWaiting();
  // A page's player chose a language (named by its Screens half): both its halves are
  // kept from now on, by this build and by a newer one already installed and waiting.
  const code = typeof event.data?.keep === 'string' ? event.data.keep.match(CHOSEN)?.[1] : undefined;
  if (code) {
    event.waitUntil((async () => {
      for (const name of new Set([CACHE, ...await buildCaches()])) {
        const cache = await caches.open(name);
        for (const file of halves(code)) await keep(cache, file);
      }
    })().catch((e) => console.warn('dialkeeper: not kept offline:', code, e)));
  }
});

self.addEventListener('fetch', (event) => {
  const request = event.request;
  if (request.method !== 'GET' || new URL(request.url).origin !== self.location.origin) return;
  event.respondWith((async () => {
    const cache = await caches.open(CACHE);
    const hit = await cache.match(request, { ignoreSearch: true });
    if (hit) return hit;
    // Opening the app (its start URL, with any query) gets the cached page.
    const scope = new URL(self.registration.scope);
    if (request.mode === 'navigate' && new URL(request.url).pathname === scope.pathname) {
      const page = await cache.match('./index.html');
      if (page) return page;
    }
    return fetch(request);
  })());
});
