// The browser's localStorage for the small records kept there (the last
// game's key, the settings, the daily calendar, the statistics): null
// where the browser blocks it (private modes, some embeds), so that every
// caller copes with `?.`, and a removal that says whether it worked.

/**
 * The localStorage, or null where it is blocked.
 * @returns {Storage | null}
 */
export function localStore() {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

/**
 * Removes the item `key`; false when storage refuses.
 * @param {string} key
 * @returns {boolean}
 */
export function removeLocal(key) {
  try {
    localStore()?.removeItem(key);
    return true;
  } catch {
    return false;
  }
}
