// The player's progress as one compact string (placed digits and candidate
// masks, no puzzle): what a saved game and the daily page keep beside the
// puzzle, and the puzzle's State (game.js) with that progress put back.

import { CELLS, digitAt, isEditable } from './game.js';

/** @typedef {import('./game.js').State} State */

/**
 * The player's progress as a compact string: 81 placed digits ('.' for
 * none) then 81 candidate masks in three hex digits each.
 * @param {State} state
 * @returns {string}
 */
export function progressString(state) {
  const placed = state.placed.map((d) => (d ? String(d) : '.')).join('');
  const cands = state.cands.map((m) => m.toString(16).padStart(3, '0')).join('');
  return placed + cands;
}

/**
 * The puzzle state with the progress of `text` (from progressString); null if it does not fit.
 * @param {State} puzzle
 * @param {unknown} text
 * @returns {State | null}
 */
export function withProgress(puzzle, text) {
  if (typeof text !== 'string' || text.length !== CELLS * 4) return null;
  const placed = [];
  const cands = [];
  for (let i = 0; i < CELLS; i++) {
    const d = digitAt(text[i]);
    const m = Number.parseInt(text.slice(CELLS + 3 * i, CELLS + 3 * i + 3), 16);
    if (!(m >= 0 && m < 512)) return null;
    const editable = isEditable(puzzle, i);
    placed.push(editable ? d : 0);
    cands.push(editable && !d ? m : 0);
  }
  return { ...puzzle, placed, cands };
}
