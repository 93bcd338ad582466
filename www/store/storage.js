// Saved games, keyed by the puzzle (its givens and black cells): the
// position, the undo and redo history, the time played, the revision
// (revisions.js), in the records (records.js: IndexedDB, read from a mirror
// in memory once openRecords has run); the records that could not be read
// back, kept aside under names of their own (record.js reads a record field
// by field); the last game's key and the page's settings, in localStorage.
// A save never removes another game to make room: when the storage is
// full, it fails, and the old save stays as it was. Storage may be
// unavailable (private modes, quotas): every call copes.

import { recordNames, recordText, writeRecords } from './records.js';
import { localStore } from './local.js';

/** The prefix of saved games: `straights:game:<puzzle key>`. */
export const GAME_PREFIX = 'straights:game:';
const LAST = 'straights:last';
const SETTINGS = 'straights:settings';
/** The prefix of records kept aside: `straights:aside:<time>:<puzzle key>`. */
export const ASIDE = 'straights:aside:';


/**
 * The text of the saved game of puzzle `key` as stored, or null for none.
 * @param {string} key
 * @returns {string | null}
 */
export const readGame = (key) => recordText(GAME_PREFIX + key);

/**
 * The saved game of puzzle `key`, parsed, or null (none, or unreadable).
 * @param {string} key
 * @returns {any}
 */
export function loadGame(key) {
  try {
    const text = readGame(key);
    return text ? JSON.parse(text) : null;
  } catch {
    return null;
  }
}

/**
 * Keeps the record `text` of puzzle `key` aside, under a name of its own
 * (ASIDE), and takes it from the game's name, in one write; false when it
 * cannot be written (the record then stays where it is).
 * @param {string} key
 * @param {string} text
 * @returns {Promise<boolean>}
 */
export async function setAside(key, text) {
  const result = await writeRecords([[`${ASIDE}${Date.now()}:${key}`, text]], { removes: [[GAME_PREFIX + key, text]] });
  return result === 'saved';
}

/**
 * Saves the game record `text` of puzzle `key` (its revision first, see
 * record.js) unless the saved one is newer than revision `over` (another
 * tab wrote it: 'stale'), and remembers it as the last game. 'failed' when
 * the storage refuses: the old save stays.
 * @param {string} key
 * @param {string} text
 * @param {number} over
 * @returns {Promise<import('./records.js').WriteResult>}
 */
export async function saveGame(key, text, over) {
  const result = await writeRecords([[GAME_PREFIX + key, text]], { guard: { name: GAME_PREFIX + key, over } });
  if (result === 'saved') rememberLast(key);
  return result;
}

/** Remembers `key` as the last game (a convenience: a failure is ignored). */
function rememberLast(key) {
  try {
    localStore()?.setItem(LAST, key);
  } catch {
    // the last game is a convenience: the game itself is saved
  }
}

/** The key localStorage remembers as the last game's, or null. */
function rememberedLast() {
  try {
    return localStore()?.getItem(LAST) ?? null;
  } catch {
    return null;
  }
}

/**
 * When the game record `text` was saved: its `savedAt` (ms), which
 * record.js writes last, read off the text's end without parsing it; 0
 * for none (records of the first versions).
 * @param {string | null} text
 * @returns {number}
 */
function savedAtOf(text) {
  const match = /"savedAt":(\d+)\}\s*$/.exec(text?.slice(-48) ?? '');
  return match ? Number(match[1]) : 0;
}

/**
 * The key of the last game played, or null: the saved game saved last (by
 * the records' own time of saving), so that a full localStorage, which
 * keeps the remembered key from being written, still opens the game played
 * last; the remembered key where no record is newer (records of the
 * first versions have no time).
 * @returns {string | null}
 */
export function lastGameKey() {
  let key = rememberedLast();
  let at = key === null ? -1 : savedAtOf(readGame(key));
  for (const name of recordNames(GAME_PREFIX)) {
    const saved = savedAtOf(recordText(name));
    if (saved > at) [key, at] = [name.slice(GAME_PREFIX.length), saved];
  }
  return key;
}

/**
 * The page's settings ({ timerHidden, ... }).
 * @returns {{ timerHidden?: boolean, [name: string]: unknown }}
 */
export function loadSettings() {
  try {
    return JSON.parse(localStore()?.getItem(SETTINGS) ?? '{}') ?? {};
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
    localStore()?.setItem(SETTINGS, JSON.stringify(settings));
  } catch {
    // settings are a convenience: losing them is fine
  }
}
