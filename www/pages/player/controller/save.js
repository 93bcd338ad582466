// The player's game, kept: the address (#bd= with the position, written
// without a history entry) and the saved game in localStorage (history,
// time, solved and revealed), with its read-back (a damaged record is kept
// aside, and the player told). Part of createController (../controller.js).

import { positionText } from '../../../engine/engine.js';
import { STORAGE_NOTICE } from '../../../shared/messages.js';
import { gameRecord, readRecord } from '../../../store/record.js';
import { readGame, saveGame, setAside } from '../../../store/storage.js';
import { keepCopy, storedRevision } from '../../../store/revisions.js';

/** @typedef {import('./context.js').Play} Play */

/**
 * The saving part of the game `play` (see context.js): writeHash(),
 * save(options), readSaved(key, puzzle) and keepOwnCopy().
 * @param {Play} play
 * @returns the functions named above
 */
export function createSaving(play) {
  const { game, ui, note, timer, state } = play;
  /** Whether the player was told that progress cannot be saved (told once per page). */
  let storageWarned = false;

  /** Writes the current position into the address bar without a history entry. */
  function writeHash() {
    const text = positionText(state());
    const hash = `#bd=${text}`;
    ui.lastHash = hash;
    if (location.hash !== hash || location.search) {
      history.replaceState(null, '', `${location.pathname}${hash}`);
    }
  }

  /** This page's name for the copies it keeps of its games (storage.js keepCopy). */
  const tab = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

  /**
   * Saves the game; the first time that fails, says so once and play goes
   * on. It writes only over the revision the game came from: when another
   * tab wrote since, nothing is written (tabs.js offers the choice), and on
   * leaving (`leaving`) this tab's game is kept as a copy. On leaving, a
   * tab that made no move writes nothing.
   * @param {{ leaving?: boolean }} [options]
   */
  function save({ leaving = false } = {}) {
    if (!game.history || !game.key) return;
    if (leaving && !game.moved) return;
    if (!leaving) game.moved = game.unsaved = true;
    const stored = storedRevision(game.key);
    const record = recordOf(stored + 1);
    if (stored > game.rev) {
      if (leaving && game.unsaved) keepCopy(game.key, tab, JSON.stringify(record));
      return;
    }
    const saved = saveGame(game.key, record);
    if (saved) [game.rev, game.unsaved] = [stored + 1, false];
    if (!saved && !storageWarned) {
      storageWarned = true;
      note.alert('', STORAGE_NOTICE, { lasting: true });
    }
  }

  /** The record of the game now, as revision `rev`. */
  const recordOf = (rev) => gameRecord(game.history, {
    rev,
    elapsed: Math.round(timer.sync()),
    solved: game.solved,
    revealed: game.revealed,
    format: game.format,
  });

  /** Keeps this tab's game as a copy (before the saved one replaces it, tabs.js). */
  function keepOwnCopy() {
    if (game.history && game.key) keepCopy(game.key, tab, JSON.stringify(recordOf(game.rev)));
  }

  /**
   * The saved game of puzzle `key` (its state without progress), read back
   * (store/record.js), or null for none; a damaged one is kept aside:
   * `kept` says whether it could be (null when the record is sound).
   * @param {string} key
   * @param {import('../../../board/game.js').State} puzzle
   * @returns {{ record: import('../../../store/record.js').ReadRecord, kept: boolean | null } | null}
   */
  function readSaved(key, puzzle) {
    const text = readGame(key);
    if (text === null) return null;
    const record = readRecord(puzzle, text);
    return { record, kept: record.lost.length ? setAside(key, text) : null };
  }

  return { writeHash, save, readSaved, keepOwnCopy };
}
