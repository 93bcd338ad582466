// The player's saves, written one after another in the order of the
// moves; a move made while one is being written joins the next. Each is
// written only over the revision its game came from (or the one this tab
// wrote of it since): a stale save on leaving is kept as a copy. A save the
// storage refuses leaves the old one as it was; the player is told at once,
// with what to do, and told again when saving works again. Part of the
// saving (save.js).

import { SAVED_AGAIN, STORAGE_NOTICE, storageDetails } from '../../../shared/messages.js';
import { saveGame } from '../../../store/storage.js';
import { keepCopy } from '../../../store/revisions.js';
import { lastWriteError } from '../../../store/records.js';

/**
 * A save waiting to be written: the game's puzzle key, its record (its
 * `rev` set when written), the revision it came from, and whether it is
 * the save on leaving.
 * @typedef {{ key: string, record: object, over: number, leaving: boolean }} Pending
 */

/**
 * The queue of saves of the page: `note` is its message area, `tab` its
 * name for the copies it keeps, `onWritten(key, rev, waiting)` hears of
 * each save written (`waiting`: another save of the same game is queued).
 * @param {{ note: any, tab: string, onWritten: (key: string, rev: number, waiting: boolean) => void }} options
 * @returns {{ enqueue: (pending: Pending) => void }}
 */
export function createSaveQueue({ note, tab, onWritten }) {
  /** Whether the last save failed (the player was told; the next that works says so). */
  let failing = false;
  /** The game whose failing save the player was last told of (told again for another game). */
  let toldFor = '';
  /** @type {Pending[]} */
  const queue = [];
  /** The revision this tab last wrote of each puzzle key. */
  const written = new Map();
  /** @type {Promise<void> | null} the queue being written, null while it is empty */
  let writing = null;

  /** Adds a save to the queue (a waiting save of the same game takes its place) and starts writing. */
  function enqueue(pending) {
    const last = queue[queue.length - 1];
    if (last?.key === pending.key) queue[queue.length - 1] = { ...pending, leaving: last.leaving || pending.leaving };
    else queue.push(pending);
    writing ??= writeAll().finally(() => { writing = null; });
  }

  /** Writes the queue's saves one after another. */
  async function writeAll() {
    while (queue.length) await writeOne(/** @type {Pending} */ (queue.shift()));
  }

  /** Writes one save over the revision its game came from (or the one this tab wrote of it since). */
  async function writeOne({ key, record, over, leaving }) {
    const base = Math.max(over, written.get(key) ?? 0);
    const rev = base + 1;
    const text = JSON.stringify({ ...record, rev });
    const result = await saveGame(key, text, base);
    if (result === 'saved') {
      written.set(key, rev);
      onWritten(key, rev, queue.some((p) => p.key === key));
      if (failing) savedAgain();
    } else if (result === 'stale') {
      if (leaving) keepCopy(key, tab, text);
    } else if (!failing || toldFor !== key) {
      [failing, toldFor] = [true, key];
      note.alert('', STORAGE_NOTICE, { lasting: true, action: { id: 'saved-games', label: 'Saved games…' }, details: storageDetails(lastWriteError()) });
    }
  }

  /** A save works again after failing: the notice goes, the player is told. */
  function savedAgain() {
    failing = false;
    note.clearAlert();
    note.say(SAVED_AGAIN, 'ok');
  }

  return { enqueue };
}
