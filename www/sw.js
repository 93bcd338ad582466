// Offline play: the pages, their scripts (each page's modules as one bundle
// in pkg/, see bundle.mjs), styles and the wasm are cached on the first
// visit, with the modules loaded as they are: engine/engine-start.js
// (index.html's own), the embeddable element <str8ts-board> (str8ts-board.js,
// element/, board/ and model/) and embed.html's script, the workers (engine/) and what they
// import. This file stays at www/'s root: a service worker controls the
// pages at and below its own folder. Requests go to the network first (so a new
// build shows at once) and fall back to the cache when offline.
// Files are cached under their address without the query: index.html?bd=...
// is index.html, and pkg/page.js?instance=2 (a fresh engine after a crash,
// engine.js) is pkg/page.js.

/** This service worker's global scope, typed as one (tsconfig.workers.json). */
const scope = /** @type {ServiceWorkerGlobalScope} */ (/** @type {unknown} */ (self));

const CACHE = 'straights-v13';
const FILES = [
  './',
  'index.html',
  'shared/style.css',
  'pages/player/player.css',
  'board/board.css',
  'pkg/player.js',
  'engine/engine-start.js',
  'daily.html',
  'pages/daily/daily.css',
  'pkg/daily.js',
  'convert.html',
  'pages/convert/convert.css',
  'pkg/convert.js',
  'print.html',
  'pages/print/print.css',
  'pkg/print.js',
  'search.html',
  'pages/search/search.css',
  'pkg/search.js',
  'embed.html',
  'pages/embed/embed.css',
  'pages/embed/embed.js',
  'str8ts-board.js',
  'element/str8ts-board.js',
  'element/element-pad.js',
  'element/element-moves.js',
  'element/str8ts-board.css',
  'board/board-view.js',
  'board/figured-board.js',
  'element/element-styles.js',
  'board/controls.js',
  'board/figure-layer.js',
  'board/figure-geometry.js',
  'board/figure-text.js',
  'board/figure-shapes.js',
  'board/figure-parts.js',
  'engine/engine.js',
  'model/game.js',
  'model/moves.js',
  'model/history.js',
  'model/board-object.js',
  'model/checks.js',
  'board/keys.js',
  'model/kinds.js',
  'model/marks.js',
  'model/colours.js',
  'engine/recovery.js',
  'engine/worker.js',
  'engine/search-worker.js',
  'pkg/page.js',
  'pkg/page_bg.wasm',
  'pkg/straights.js',
  'pkg/straights_bg.wasm',
];

scope.addEventListener('install', (event) => {
  event.waitUntil((async () => {
    const cache = await caches.open(CACHE);
    // One missing file must not stop the others from being cached.
    await Promise.all(FILES.map((f) => cache.add(f).catch(() => undefined)));
    await scope.skipWaiting();
  })());
});

scope.addEventListener('activate', (event) => {
  event.waitUntil((async () => {
    for (const key of await caches.keys()) if (key !== CACHE) await caches.delete(key);
    await scope.clients.claim();
  })());
});

scope.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET' || new URL(request.url).origin !== scope.location.origin) return;
  event.respondWith((async () => {
    const cache = await caches.open(CACHE);
    try {
      const response = await fetch(request);
      if (response.ok) {
        const key = new URL(request.url);
        key.search = '';
        key.hash = '';
        await cache.put(key.href, response.clone());
      }
      return response;
    } catch (err) {
      const cached = await cache.match(request, { ignoreSearch: true });
      if (cached) return cached;
      throw err;
    }
  })());
});
