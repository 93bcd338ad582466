// Offline play: the page, its modules (the player's as one bundle,
// pkg/player.js, besides the modules the other pages import), styles and
// the wasm are cached on the first visit. Requests go to the network first
// (so a new build shows at once) and fall back to the cache when offline.
// Files are cached under their address without the query: index.html?bd=...
// is index.html, and pkg/page.js?instance=2 (a fresh engine after a crash,
// engine.js) is pkg/page.js.

const CACHE = 'straights-v7';
const FILES = [
  './',
  'index.html',
  'embed.html',
  'style.css',
  'board.css',
  'pkg/player.js',
  'main.js',
  'controller.js',
  'game.js',
  'board-view.js',
  'storage.js',
  'engine.js',
  'engine-start.js',
  'links.js',
  'input.js',
  'keys.js',
  'timer.js',
  'recovery.js',
  'messages.js',
  'controls.js',
  'note.js',
  'new-puzzle.js',
  'offline.js',
  'worker.js',
  'search.html',
  'search.css',
  'search.js',
  'search-worker.js',
  'print.html',
  'print.css',
  'print.js',
  'print-grid.js',
  'print-params.js',
  'daily.html',
  'daily.js',
  'daily.css',
  'daily-store.js',
  'worker-client.js',
  'str8ts-board.js',
  'str8ts-board.css',
  'embed.js',
  'embed.css',
  'convert.html',
  'convert.css',
  'convert.js',
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
