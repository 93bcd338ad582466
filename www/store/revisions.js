// The revisions of saved games and the copies two tabs leave: every saved
// game (storage.js) carries `rev`, one up per write, so that a tab writes
// only over the revision its game came from (the player's
// controller/tabs.js); a game two tabs both changed is kept as a copy
// under a key of its own; and a tab hears the other tabs' writes (storage
// events). Storage may be unavailable: every call copes.

import { GAME_PREFIX, readGame } from './storage.js';

/** The prefix of copies of a game changed in two tabs: `straights:copy:<tab>:<puzzle key>`. */
export const COPY = 'straights:copy:';

/**
 * The revision of the saved game of puzzle `key` (its `rev`: a whole
 * number, one up per write), 0 for none or an unreadable one.
 * @param {string} key
 * @returns {number}
 */
export function storedRevision(key) {
  const text = readGame(key);
  // record.js writes `rev` first: found without reading the rest.
  const match = text === null ? null : /^\{"rev":(\d{1,15})[,}]/.exec(text);
  return match ? Number(match[1]) : 0;
}

/**
 * Keeps `text`, a record of puzzle `key` that another tab's game replaced
 * or would have replaced, as a copy named by `tab` (one copy per tab and
 * puzzle: a later one replaces it); false when it cannot be written.
 * @param {string} key
 * @param {string} tab
 * @param {string} text
 * @returns {boolean}
 */
export function keepCopy(key, tab, text) {
  try {
    window.localStorage.setItem(`${COPY}${tab}:${key}`, text);
    return true;
  } catch {
    return false;
  }
}

/**
 * Calls `listener(key)` whenever another tab writes the saved game of puzzle `key`.
 * @param {(key: string) => void} listener
 * @returns {void}
 */
export function onGameWritten(listener) {
  window.addEventListener('storage', (event) => {
    if (event.key?.startsWith(GAME_PREFIX) && event.newValue !== null) listener(event.key.slice(GAME_PREFIX.length));
  });
}
