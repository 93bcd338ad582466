// The player's mark modes (SudokuPad's Corner, Centre and Colour), beside
// its digit mode and Pencil (candidate mode): which a kind offers, the keys
// that choose them, and what a digit or Erase does in each. The moves
// themselves are marks.js's; the page keeps the mode in its `ui` object
// (`markMode`, null for none: then `candidateMode` says digit or Pencil).

import { hasCornerMarks } from './kinds.js';
import { clearColours, eraseTop, toggleColour, toggleMark } from './marks.js';

/** @typedef {'corner' | 'centre' | 'colour' | null} MarkMode */
/** @typedef {import('./game.js').State} State */

/**
 * SudokuPad's keys of its Centre (C) and Colour (V) modes, and B (next to
 * them) for Corner: SudokuPad's X stays this player's Pencil. By physical
 * key, so that any keyboard layout has them where SudokuPad players look.
 */
const MODE_KEYS = { KeyB: 'corner', KeyC: 'centre', KeyV: 'colour' };

/**
 * The mark modes of the kind `variant`: Corner and Centre for the kinds
 * that have those marks (the engine table's cornerMarks: Sudoku), Colour for
 * every kind.
 * @param {string} variant
 * @returns {Array<'corner' | 'centre' | 'colour'>}
 */
export function markModesOf(variant) {
  return hasCornerMarks(variant) ? ['corner', 'centre', 'colour'] : ['colour'];
}

/**
 * The mark mode a key press chooses (B corner, C centre, V colour, with
 * no modifier), or null for any other key.
 * @param {KeyboardEvent} event
 * @returns {MarkMode}
 */
export function markModeKey(event) {
  if (event.ctrlKey || event.metaKey || event.altKey || event.shiftKey) return null;
  return MODE_KEYS[event.code] ?? null;
}

/**
 * The state after digit d in `cells` in mark mode `mode` (not null): a
 * corner or centre mark toggled, or colour d given (or taken back).
 * @param {State} state
 * @param {number[]} cells
 * @param {'corner' | 'centre' | 'colour'} mode
 * @param {number} d
 * @returns {State}
 */
export function markMove(state, cells, mode, d) {
  return mode === 'colour' ? toggleColour(state, cells, d) : toggleMark(state, cells, mode, d);
}

/**
 * The state after Erase (or 0) in `cells`: in Colour mode the colours go,
 * else each cell's top layer (marks.js's eraseTop: digit, else candidates
 * and marks, else colour).
 * @param {State} state
 * @param {number[]} cells
 * @param {MarkMode} mode
 * @returns {State}
 */
export function eraseMove(state, cells, mode) {
  return mode === 'colour' ? clearColours(state, cells.filter((i) => !state.black[i])) : eraseTop(state, cells);
}
