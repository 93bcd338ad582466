// Saved games in localStorage, keyed by the puzzle (its givens and black
// cells): the position, the undo and redo history, the time played, and
// the revision (revisions.js); the records that could not be read back,
// kept aside under keys of their own (record.js reads a record field by
// field). Storage may be unavailable (private modes, quotas): every call
// copes.

/** The prefix of saved games: `straights:game:<puzzle key>`. */
export const GAME_PREFIX = 'straights:game:';
const PREFIX = GAME_PREFIX;
const LAST = 'straights:last';
const SETTINGS = 'straights:settings';
/** The prefix of records kept aside: `straights:aside:<time>:<puzzle key>`. */
export const ASIDE = 'straights:aside:';
const MAX_GAMES = 40;

function storage() {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

/**
 * The saved game of puzzle `key`, or null.
 * @param {string} key
 * @returns {any}
 */
export function loadGame(key) {
  try {
    const text = storage()?.getItem(PREFIX + key);
    return text ? JSON.parse(text) : null;
  } catch {
    return null;
  }
}

/**
 * The text of the saved game of puzzle `key` as stored, or null for none
 * (or when storage is blocked).
 * @param {string} key
 * @returns {string | null}
 */
export function readGame(key) {
  try {
    return storage()?.getItem(PREFIX + key) ?? null;
  } catch {
    return null;
  }
}

/**
 * Keeps the record `text` of puzzle `key` aside, under a key of its own
 * (ASIDE), and then takes it from the game's key; false when it cannot be
 * written (the record then stays where it is).
 * @param {string} key
 * @param {string} text
 * @returns {boolean}
 */
export function setAside(key, text) {
  const store = storage();
  if (!store) return false;
  try {
    store.setItem(`${ASIDE}${Date.now()}:${key}`, text);
  } catch {
    return false;
  }
  try {
    if (store.getItem(PREFIX + key) === text) store.removeItem(PREFIX + key);
  } catch {
    // the copy is kept: the original may stay too
  }
  return true;
}

/** True for the error of a full storage (its name, or the old codes of Chrome and Firefox). */
const isQuotaError = (err) => err?.name === 'QuotaExceededError' || err?.name === 'NS_ERROR_DOM_QUOTA_REACHED'
  || err?.code === 22 || err?.code === 1014;

/**
 * Saves game `record` ({ progress, undo, redo, elapsed, solved, ... }) of
 * puzzle `key` and remembers it as the last game. When storage is full, the
 * oldest games go first; false if it still does not fit, or when storage
 * is blocked (then no saved game is removed).
 * @param {string} key
 * @param {object} record
 * @returns {boolean}
 */
export function saveGame(key, record) {
  const store = storage();
  if (!store) return false;
  const text = JSON.stringify({ ...record, savedAt: Date.now() });
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      store.setItem(PREFIX + key, text);
      store.setItem(LAST, key);
      prune(store, MAX_GAMES);
      return true;
    } catch (err) {
      if (!isQuotaError(err)) return false;
      try {
        prune(store, Math.floor(savedKeys(store).length / 2));
      } catch {
        return false;
      }
    }
  }
  return false;
}

/**
 * The key of the last game played, or null.
 * @returns {string | null}
 */
export function lastGameKey() {
  try {
    return storage()?.getItem(LAST) ?? null;
  } catch {
    return null;
  }
}

function savedKeys(store) {
  const keys = [];
  for (let i = 0; i < store.length; i++) {
    const k = store.key(i);
    if (k?.startsWith(PREFIX)) keys.push(k);
  }
  return keys;
}

/** Keeps the `keep` most recently saved games. */
function prune(store, keep) {
  const keys = savedKeys(store);
  if (keys.length <= keep) return;
  const age = (k) => {
    try {
      return JSON.parse(store.getItem(k)).savedAt ?? 0;
    } catch {
      return 0;
    }
  };
  keys.sort((a, b) => age(b) - age(a));
  for (const k of keys.slice(keep)) store.removeItem(k);
}

/**
 * The page's settings ({ timerHidden, ... }).
 * @returns {{ timerHidden?: boolean, [name: string]: unknown }}
 */
export function loadSettings() {
  try {
    return JSON.parse(storage()?.getItem(SETTINGS) ?? '{}') ?? {};
  } catch {
    return {};
  }
}

/**
 * Saves the page's settings (losing them is fine: errors are ignored).
 * @param {object} settings
 * @returns {void}
 */
export function saveSettings(settings) {
  try {
    storage()?.setItem(SETTINGS, JSON.stringify(settings));
  } catch {
    // settings are a convenience: losing them is fine
  }
}
