// The revisions of saved games and the copies two tabs leave: every saved
// game (storage.js) carries `rev`, one up per write, so that a tab writes
// only over the revision its game came from (the player's
// controller/save.js and tabs.js); a game two tabs both changed is kept as
// a copy under a name of its own; and a tab hears the other tabs' writes
// (records.js). Storage may be unavailable: every call copes.

import { GAME_PREFIX, readGame } from './storage.js';
import { onRecordChanged, revisionOf, writeRecords } from './records.js';

/** The prefix of copies of a game changed in two tabs: `straights:copy:<tab>:<puzzle key>`. */
export const COPY = 'straights:copy:';

/**
 * The revision of the saved game of puzzle `key` (its `rev`: a whole
 * number, one up per write), 0 for none or an unreadable one.
 * @param {string} key
 * @returns {number}
 */
export const storedRevision = (key) => revisionOf(readGame(key));

/**
 * Keeps `text`, a record of puzzle `key` that another tab's game replaced
 * or would have replaced, as a copy named by `tab` (one copy per tab and
 * puzzle: a later one replaces it); false when it cannot be written.
 * @param {string} key
 * @param {string} tab
 * @param {string} text
 * @returns {Promise<boolean>}
 */
export async function keepCopy(key, tab, text) {
  return (await writeRecords([[`${COPY}${tab}:${key}`, text]])) === 'saved';
}

/**
 * Calls `listener(key)` whenever another tab writes the saved game of
 * puzzle `key` (or this tab finds, writing, that another tab had).
 * @param {(key: string) => void} listener
 * @returns {void}
 */
export function onGameWritten(listener) {
  onRecordChanged((name, text) => {
    if (name.startsWith(GAME_PREFIX) && text !== null) listener(name.slice(GAME_PREFIX.length));
  });
}
