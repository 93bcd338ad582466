// The player's game, kept: the address (#bd= with the position, written
// without a history entry) and the saved game (history, time, solved and
// revealed, grade) in the records (store/storage.js), with its read-back
// (a damaged record is kept aside, and the player told). Saves are written
// one after another, in the order of the moves; a move made while one is
// being written joins the next. A save the storage refuses leaves the old
// one as it was; the player is told at once, with what to do. Part of
// createController (../controller.js).

import { positionText } from '../../../engine/engine.js';
import { SAVED_AGAIN, STORAGE_NOTICE, storageDetails } from '../../../shared/messages.js';
import { gameRecord, readRecord } from '../../../store/record.js';
import { readGame, saveGame, setAside } from '../../../store/storage.js';
import { keepCopy, storedRevision } from '../../../store/revisions.js';
import { lastWriteError } from '../../../store/records.js';

/** @typedef {import('./context.js').Play} Play */

/**
 * A save waiting to be written: the game's puzzle key, its record (its
 * `rev` set when written), the revision it came from, and whether it is
 * the save on leaving.
 * @typedef {{ key: string, record: { rev: number }, over: number, leaving: boolean }} Pending
 */

/**
 * The saving part of the game `play` (see context.js): writeHash(),
 * save(options), readSaved(key, puzzle), keepOwnCopy() and written()
 * (a promise of the saves asked for so far being done).
 * @param {Play} play
 * @returns the functions named above
 */
export function createSaving(play) {
  const { game, ui, note, timer, state } = play;
  /** Whether the last save failed (the player was told; the next that works says so). */
  let failing = false;
  /** The game whose failing save the player was last told of (told again for another game). */
  let toldFor = '';
  /** @type {Pending[]} */
  const queue = [];
  /** The revision this tab last wrote of each puzzle key. */
  const written = new Map();
  /** @type {Promise<void> | null} */
  let writing = null;

  /** Writes the current position into the address bar without a history entry. */
  function writeHash() {
    const text = positionText(state());
    const hash = `#bd=${text}`;
    ui.lastHash = hash;
    if (location.hash !== hash || location.search) {
      history.replaceState(null, '', `${location.pathname}${hash}`);
    }
  }

  /** This page's name for the copies it keeps of its games (revisions.js keepCopy). */
  const tab = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

  /**
   * Saves the game. It writes only over the revision the game came from:
   * when another tab wrote since, nothing is written (tabs.js offers the
   * choice), and on leaving (`leaving`) this tab's game is kept as a copy.
   * On leaving, a tab that made no move writes nothing.
   * @param {{ leaving?: boolean }} [options]
   */
  function save({ leaving = false } = {}) {
    if (!game.history || !game.key) return;
    if (leaving && !game.moved) return;
    if (!leaving) game.moved = game.unsaved = true;
    const record = recordOf(game.rev + 1);
    if (storedRevision(game.key) > game.rev) {
      if (leaving && game.unsaved) keepCopy(game.key, tab, JSON.stringify(record));
      return;
    }
    enqueue({ key: game.key, record, over: game.rev, leaving });
  }

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
      if (key === game.key) {
        game.rev = Math.max(game.rev, rev);
        if (!queue.some((p) => p.key === key)) game.unsaved = false;
      }
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

  /** The record of the game now, as revision `rev`. */
  const recordOf = (rev) => gameRecord(game.history, {
    rev,
    elapsed: Math.round(timer.sync()),
    solved: game.solved,
    revealed: game.revealed,
    format: game.format,
    hints: game.hints,
    reveals: game.reveals,
    grade: game.grade,
    savedAt: Date.now(),
  });

  /** Keeps this tab's game as a copy (before the saved one replaces it, tabs.js). */
  function keepOwnCopy() {
    if (game.history && game.key) keepCopy(game.key, tab, JSON.stringify(recordOf(game.rev)));
  }

  /**
   * The saved game of puzzle `key` (its state without progress), read back
   * (store/record.js), or null for none; a damaged one is kept aside:
   * `kept` is the promise of whether it could be (null when the record is
   * sound).
   * @param {string} key
   * @param {import('../../../model/game.js').State} puzzle
   * @returns {{ record: import('../../../store/record.js').ReadRecord, kept: Promise<boolean> | null } | null}
   */
  function readSaved(key, puzzle) {
    const text = readGame(key);
    if (text === null) return null;
    const record = readRecord(puzzle, text);
    return { record, kept: record.lost.length ? setAside(key, text) : null };
  }

  /**
   * A promise of every save asked for so far being written (or refused).
   * @returns {Promise<void>}
   */
  const settled = async () => {
    while (writing) await writing;
  };

  return { writeHash, save, readSaved, keepOwnCopy, settled };
}
