// Which buttons of the player can do something now: a pure function of the
// game, so that a button that would change nothing is disabled. No DOM, no
// wasm (the caller passes the rules' candidates); unit-tested in node.

import { hasProgress, isEditable, sameBoard } from '../model/game.js';
import { fillCandidates, resetCandidates } from '../model/moves.js';
import { hasMarks } from '../model/marks.js';

/**
 * What controlStates reads (see there).
 * @typedef {object} ControlFacts
 * @property {import('../model/game.js').State} state
 * @property {boolean} solved
 * @property {number[] | null} solution
 * @property {boolean} canUndo
 * @property {boolean} canRedo
 * @property {number[]} [cells]
 * @property {ArrayLike<number> | null} [masks]
 * @property {boolean} [canHint]
 * @property {'corner' | 'centre' | 'colour' | null} [markMode]
 */

/**
 * The enabled state of every play button, { digits, mode, erase, undo,
 * redo, fill, reset, check, hint, solve, restart }, from:
 * `state` the position; `solved` whether it is solved (the board is then
 * locked: only undo, redo and restart act; the digits are off when every
 * selected cell is fixed, and on with nothing selected, where a press says
 * how to select a cell); `solution` (null when the
 * puzzle has no unique one); `canUndo` / `canRedo`; `cells` the selected
 * cells; `masks` the rules' candidates of the position (81 masks, null if
 * unknown); `canHint` whether the puzzle kind has hints (the engine table
 * says, see engine.js's engineInfo); `markMode` the mark mode (mark-modes.js:
 * in Colour mode a given or black clue may be coloured, so the digits
 * choose colours wherever a white cell is selected).
 * @param {ControlFacts} facts
 * @returns {Record<string, boolean>}
 */
export function controlStates({ state, solved, solution, canUndo, canRedo, cells = [], masks = null, canHint = false, markMode = null }) {
  const open = !solved;
  const editable = cells.some((i) => (markMode === 'colour' ? !state.black[i] : isEditable(state, i)));
  const erasable = cells.some((i) => (isEditable(state, i) && (state.placed[i] || state.cands[i])) || hasMarks(state, i));
  const fillChanges = masks ? !sameBoard(fillCandidates(state, masks), state) : true;
  const resetChanges = masks ? !sameBoard(resetCandidates(state, masks), state) : true;
  return {
    digits: open && (cells.length === 0 || editable),
    mode: open,
    erase: open && erasable,
    undo: Boolean(canUndo),
    redo: Boolean(canRedo),
    fill: open && fillChanges,
    reset: open && resetChanges,
    check: open && Boolean(solution),
    hint: open && canHint,
    solve: open && Boolean(solution),
    restart: hasProgress(state),
  };
}
