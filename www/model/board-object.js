// The position as the wasm API reads and writes it: a board object (the
// engines' and the links' form, 81-character strings and candidate masks)
// to a State (game.js) and back, and the wasm's solution string to digits.

import { CELLS, bit, digitAt, valueAt } from './game.js';

/** @typedef {import('./game.js').State} State */

/**
 * A board as the wasm API reads and writes it (81-character strings, '.'
 * for none; candidates as masks): wasm-bindgen's own declaration of it.
 * @typedef {import("../pkg/page.js").Board} BoardObject
 */

/**
 * 81 digits (0 on black cells) from a solution string of the wasm ('#' on black cells); null for none.
 * @param {string | null | undefined} text
 * @returns {number[] | null}
 */
export function solutionDigits(text) {
  return text ? Array.from(text, digitAt) : null;
}

/**
 * A state from a board object as the wasm API gives it ({ variant, givens,
 * placed, black, candidates, solution }). `cands` holds the player's
 * candidates of open cells (0 = none noted); other cells hold 0.
 * @param {BoardObject} board
 * @returns {State}
 */
export function fromBoardObject(board) {
  const black = Array.from(board.black, (c) => c === '1');
  const givens = Array.from(board.givens, digitAt);
  const placed = Array.from(board.placed, digitAt);
  const cands = Array.from({ length: CELLS }, (_, i) =>
    (board.candidates && !black[i] && !givens[i] && !placed[i] ? board.candidates[i] : 0));
  const solution = solutionDigits(board.solution);
  return { variant: board.variant, black, givens, placed, cands, solution };
}

/**
 * The board object of a state for the wasm API. `candidates`: "all" writes
 * the noted candidates of every cell (0 where none is noted: what a link
 * with progress holds), "noted" the same but `null` when nothing is noted
 * anywhere (what the engines want), "none" always `null`.
 * @param {State} state
 * @param {{ candidates?: 'all' | 'noted' | 'none' }} [options]
 * @returns {BoardObject}
 */
export function toBoardObject(state, { candidates = 'all' } = {}) {
  const chars = (values) => values.map((d) => (d ? String(d) : '.')).join('');
  const write = candidates === 'all' || (candidates === 'noted' && state.cands.some((m) => m !== 0));
  return {
    variant: state.variant,
    givens: chars(state.givens),
    placed: chars(state.placed),
    black: state.black.map((b) => (b ? '1' : '0')).join(''),
    candidates: write
      ? state.cands.map((m, i) => {
        const v = valueAt(state, i);
        if (v) return bit(v);
        return state.black[i] ? 0 : m;
      })
      : null,
    solution: state.solution
      ? state.solution.map((d, i) => (state.black[i] ? '#' : String(d || '.'))).join('')
      : null,
  };
}
