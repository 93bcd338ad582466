// The player's game, moved: recording a new state (undoable), what follows
// every change (address, solved state, saving, drawing, Check's line kept
// true), and the moves themselves: a digit or candidate in the selected
// cells, erase, undo, redo. Part of createController (../controller.js).

import { cellName, isEditable } from '../../../model/game.js';
import { placeDigit, toggleCandidate } from '../../../model/moves.js';
import { eraseMove, markMove } from '../../../model/mark-modes.js';
import { NO_SELECTION, SOLVED_BOARD } from '../../../shared/messages.js';
import { createAfterChange } from './after-change.js';

/** @typedef {import('./context.js').Play} Play */

/**
 * The moves of the game `play` (see context.js), with its `view` and
 * `saving` parts: commit(next, options), afterChange(options),
 * enterDigit(d, asCandidate), erase(), undo(), redo().
 * @param {Play} play
 * @param {ReturnType<typeof import('./view.js').createView>} view
 * @param {import('./save.js').Saving} saving
 * @returns the functions named above
 */
export function createMoves(play, view, saving) {
  const { position, hint, mistakes, selection, note, state } = play;
  const { say, selectedCells } = view;
  const afterChange = createAfterChange(play, view, saving);

  /** Records a new state (undoable) and updates everything; false when it changes nothing. */
  function commit(next, { keepHint = false } = {}) {
    if (!position.history.push(next)) return false;
    if (!keepHint) hint.drop();
    note.moved();
    mistakes.afterMove();
    afterChange();
    return true;
  }

  /** The cells a move changes: the selected ones; none (or a solved board) says why and gives []. */
  function cellsToChange() {
    if (position.solved) {
      say(SOLVED_BOARD, 'refused');
      return [];
    }
    const cells = selectedCells();
    if (!cells.length) say(NO_SELECTION, 'refused');
    return cells;
  }

  /**
   * A digit (or candidate; in a mark mode a corner or centre mark, or a
   * colour: mark-modes.js) in every selected cell that may change: one undo step.
   */
  function enterDigit(d, asCandidate) {
    const cells = cellsToChange();
    if (!cells.length) return;
    const { markMode } = selection;
    if (markMode === 'colour') {
      commit(markMove(state(), cells, markMode, d));
      return;
    }
    if (!cells.some((i) => isEditable(state(), i))) {
      say(`${cellName(cells[0])} cannot be changed.`, 'refused');
      return;
    }
    if (markMode) commit(markMove(state(), cells, markMode, d));
    else commit(asCandidate ? toggleCandidate(state(), cells, d) : placeDigit(state(), cells, d, { fromPeers: play.settings().autoRemove }));
  }

  /** Clears the selected cells (digits, else candidates and marks, else colours; Colour mode: colours): one undo step. */
  function erase() {
    const cells = cellsToChange();
    if (cells.length) commit(eraseMove(state(), cells, selection.markMode));
  }

  /** Undo (`back`) or Redo: the hint on show goes, mistakes are marked anew. */
  function travel(back) {
    const { history } = position;
    if (!(back ? history.undo() : history.redo())) return;
    hint.drop();
    note.moved();
    mistakes.markNow();
    afterChange();
  }

  return { commit, afterChange, enterDigit, erase, undo: () => travel(true), redo: () => travel(false) };
}
