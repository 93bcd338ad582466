// The player's game, kept: the address (#bd= with the position, written
// without a history entry) and the saved game in localStorage (history,
// time, solved and revealed), with its read-back (a damaged record is kept
// aside, and the player told). Part of createController (../controller.js).

import { positionText } from '../../../engine/engine.js';
import { STORAGE_NOTICE, damagedLine } from '../../../shared/messages.js';
import { gameRecord, readRecord } from '../../../store/record.js';
import { readGame, saveGame, setAside } from '../../../store/storage.js';

/** @typedef {import('./context.js').Play} Play */

/**
 * The saving part of the game `play` (see context.js): writeHash(), save()
 * and readSaved(key, puzzle).
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

  /** Saves the game; the first time that fails, says so once and play goes on. */
  function save() {
    if (!game.history || !game.key) return;
    const elapsed = timer.sync();
    const saved = saveGame(game.key, gameRecord(game.history, {
      elapsed: Math.round(elapsed),
      solved: game.solved,
      revealed: game.revealed,
      format: game.format,
    }));
    if (!saved && !storageWarned) {
      storageWarned = true;
      note.alert('', STORAGE_NOTICE, { lasting: true });
    }
  }

  /**
   * The saved game of puzzle `key` (its state without progress), read back
   * (store/record.js), or null for none; a damaged one is kept aside, and
   * `notice` says so (null when it is sound).
   * @param {string} key
   * @param {import('../../../board/game.js').State} puzzle
   * @returns {{ record: import('../../../store/record.js').ReadRecord, notice: string | null } | null}
   */
  function readSaved(key, puzzle) {
    const text = readGame(key);
    if (text === null) return null;
    const record = readRecord(puzzle, text);
    const notice = record.lost.length ? damagedLine(record.lost, setAside(key, text)) : null;
    return { record, notice };
  }

  return { writeHash, save, readSaved };
}
