// The player's game, moved: recording a new state (undoable), what follows
// every change (address, solved state, saving, drawing, Check's line kept
// true), and the moves themselves: a digit or candidate in the selected
// cells, erase, undo, redo. Part of createController (../controller.js).

import { isSolvedBy } from '../../../engine/engine.js';
import { cellName, isEditable } from '../../../model/game.js';
import { lostAnswers, wrongCells } from '../../../model/checks.js';
import { placeDigit, toggleCandidate } from '../../../model/moves.js';
import { eraseMove, markMove } from '../../../model/mark-modes.js';
import { NO_SELECTION, SOLVED_BOARD, lostLine, plural } from '../../../shared/messages.js';

/** @typedef {import('./context.js').Play} Play */

/**
 * The moves of the game `play` (see context.js), with its `view` and
 * `saving` parts: commit(next, options), afterChange(options),
 * wrongLine(cells), enterDigit(d, asCandidate), erase(), undo(), redo().
 * @param {Play} play
 * @param {ReturnType<typeof import('./view.js').createView>} view
 * @param {ReturnType<typeof import('./save.js').createSaving>} saving
 * @returns the functions named above
 */
export function createMoves(play, view, saving) {
  const { game, ui, note, draw, timer, state } = play;
  const { say, showError, showStanding, selectedCells } = view;
  const { writeHash, save } = saving;

  /** Records a new state (undoable) and updates everything; false when it changes nothing. */
  function commit(next, { keepHint = false } = {}) {
    if (!game.history.push(next)) return false;
    if (!keepHint) game.hint = null;
    note.moved();
    const marked = game.wrong.size;
    game.wrong = new Set([...game.wrong].filter((i) => state().placed[i] && state().placed[i] !== game.solution?.[i]));
    if (game.wrong.size < marked || game.checkLine) retellCheck();
    markMistakes();
    afterChange();
    return true;
  }

  /**
   * With the setting "show mistakes at once": every placed digit that
   * differs from the solution is marked wrong (as Check marks them: they
   * are all of Check's too), without a line; with "on Check" the marks are
   * Check's alone.
   */
  function markMistakes() {
    if (play.settings().mistakes !== 'now' || !game.solution) return;
    game.wrong = new Set(wrongCells(state(), game.solution));
  }

  /**
   * After a move that mended digits Check had marked, or candidates it
   * named: its line, while it is still the one shown, names only what is
   * still wrong, and goes when nothing is (it would otherwise list cells
   * that are no longer wrong).
   */
  function retellCheck() {
    if (note.saying !== 'bad' || note.text !== game.checkLine) return;
    game.checkLine = wrongLine([...game.wrong].sort((a, b) => a - b));
    say(game.checkLine ?? '', game.checkLine ? 'bad' : '');
  }

  /**
   * Check's line for the wrong digits at `cells` (indices, in order) and
   * the open cells whose candidates lost their answer; null when there is
   * neither.
   * @param {number[]} cells
   * @returns {string | null}
   */
  function wrongLine(cells) {
    const wrong = cells.length ? `${plural(cells.length, 'wrong digit')}: ${cells.map(cellName).join(', ')}.` : '';
    const lost = game.solution ? lostLine(lostAnswers(state(), game.solution).map(([i, d]) => [cellName(i), d])) : '';
    return [wrong, lost].filter(Boolean).join(' ') || null;
  }

  /** After any change of the position: link, solved state, save, drawing. */
  function afterChange({ record = true, link = true } = {}) {
    if (link) {
      try {
        writeHash();
      } catch (err) {
        showError('Could not write the address:', err);
      }
    }
    updateSolved();
    if (record) save();
    draw.board();
    draw.time();
  }

  /**
   * Follows the solved state of the position: on solving, the time stops,
   * the selection goes, the board locks and "Solved in m:ss" stands with
   * Play again; when Undo or Restart takes a solved position back, play and
   * time go on.
   */
  function updateSolved() {
    const now = isSolvedBy(state(), game.solution);
    if (now === game.solved) return;
    const elapsed = timer.sync();
    game.solved = now;
    timer.sync();
    if (now) {
      game.timed = true;
      ui.selected = new Set();
      ui.focus = null;
      game.hint = null;
      game.wrong = new Set();
      say('');
      document.dispatchEvent(new CustomEvent('straights:solved', { detail: { elapsed, revealed: game.revealed } }));
    }
    showStanding();
  }

  /** The cells a move changes: the selected ones; none (or a solved board) says why and gives []. */
  function cellsToChange() {
    if (game.solved) {
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
    if (ui.markMode === 'colour') {
      commit(markMove(state(), cells, ui.markMode, d));
      return;
    }
    if (!cells.some((i) => isEditable(state(), i))) {
      say(`${cellName(cells[0])} cannot be changed.`, 'refused');
      return;
    }
    if (ui.markMode) commit(markMove(state(), cells, ui.markMode, d));
    else commit(asCandidate ? toggleCandidate(state(), cells, d) : placeDigit(state(), cells, d, { fromPeers: play.settings().autoRemove }));
  }

  /** Clears the selected cells (digits, else candidates and marks, else colours; Colour mode: colours): one undo step. */
  function erase() {
    const cells = cellsToChange();
    if (cells.length) commit(eraseMove(state(), cells, ui.markMode));
  }

  function undo() {
    if (!game.history.undo()) return;
    game.hint = null;
    note.moved();
    markMistakes();
    afterChange();
  }

  function redo() {
    if (!game.history.redo()) return;
    game.hint = null;
    note.moved();
    markMistakes();
    afterChange();
  }

  return { commit, afterChange, markMistakes, wrongLine, enterDigit, erase, undo, redo };
}
