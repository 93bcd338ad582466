// Offline use: the service worker (sw.js) caches every page, module and
// the wasm on the first visit. Shared by the pages that register it.

/**
 * Registers sw.js; offline play is an extra, so a failure changes nothing.
 * @returns {Promise<void>}
 */
export async function registerServiceWorker() {
  if (!('serviceWorker' in navigator) || location.protocol === 'file:') return;
  try {
    await navigator.serviceWorker.register('sw.js');
  } catch {
    // the page works without it
  }
}
