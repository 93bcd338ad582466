// Offline play: the pages, their scripts (each page's modules as one bundle
// in pkg/, see bundle.mjs), styles and the wasm are cached on the first
// visit, with the modules loaded as they are: engine-start.js (index.html's
// own), the embeddable element <str8ts-board> and embed.html's script, the
// workers and what they import. Requests go to the network first (so a new
// build shows at once) and fall back to the cache when offline.
// Files are cached under their address without the query: index.html?bd=...
// is index.html, and pkg/page.js?instance=2 (a fresh engine after a crash,
// engine.js) is pkg/page.js.

const CACHE = 'straights-v8';
const FILES = [
  './',
  'index.html',
  'style.css',
  'board.css',
  'pkg/player.js',
  'engine-start.js',
  'daily.html',
  'daily.css',
  'pkg/daily.js',
  'convert.html',
  'convert.css',
  'pkg/convert.js',
  'print.html',
  'print.css',
  'pkg/print.js',
  'search.html',
  'search.css',
  'pkg/search.js',
  'embed.html',
  'embed.css',
  'embed.js',
  'str8ts-board.js',
  'str8ts-board.css',
  'board-view.js',
  'engine.js',
  'game.js',
  'keys.js',
  'recovery.js',
  'worker.js',
  'search-worker.js',
  'pkg/page.js',
  'pkg/page_bg.wasm',
  'pkg/straights.js',
  'pkg/straights_bg.wasm',
];

self.addEventListener('install', (event) => {
  event.waitUntil((async () => {
    const cache = await caches.open(CACHE);
    // One missing file must not stop the others from being cached.
    await Promise.all(FILES.map((f) => cache.add(f).catch(() => undefined)));
    await self.skipWaiting();
  })());
});

self.addEventListener('activate', (event) => {
  event.waitUntil((async () => {
    for (const key of await caches.keys()) if (key !== CACHE) await caches.delete(key);
    await self.clients.claim();
  })());
});

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET' || new URL(request.url).origin !== self.location.origin) return;
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
