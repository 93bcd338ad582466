// The player's game, kept: the address (#bd= with the position, written
// without a history entry) and the saved game in localStorage (history,
// time, solved and revealed), with its read-back. Part of createController
// (../controller.js).

import { positionText } from '../../../engine/engine.js';
import { History, progressString, withProgress } from '../../../board/game.js';
import { STORAGE_NOTICE } from '../../../shared/messages.js';
import { saveGame } from '../../../store/storage.js';

/** @typedef {import('./context.js').Play} Play */

/**
 * The saving part of the game `play` (see context.js): writeHash(), save()
 * and restoredHistory(puzzle, record).
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
    const saved = saveGame(game.key, {
      progress: progressString(state()),
      past: game.history.past.map(progressString),
      future: game.history.future.map(progressString),
      elapsed: Math.round(elapsed),
      solved: game.solved,
      revealed: game.revealed,
      format: game.format,
    });
    if (!saved && !storageWarned) {
      storageWarned = true;
      note.alert('', STORAGE_NOTICE, { lasting: true });
    }
  }

  /** The history of a saved record on `puzzle`, or null when it does not fit. */
  function restoredHistory(puzzle, record) {
    const now = withProgress(puzzle, record?.progress);
    if (!now) return null;
    const states = (list) => /** @type {import('../../../board/game.js').State[]} */ (Array.isArray(list) ? list.map((p) => withProgress(puzzle, p)).filter(Boolean) : []);
    return new History(now, { past: states(record.past), future: states(record.future) });
  }

  return { writeHash, save, restoredHistory };
}
