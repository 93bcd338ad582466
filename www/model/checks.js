// What Check and the solved test ask of a position: the placed digits that
// differ from the solution, the candidates that left out their cell's
// answer, whether the board matches the solution or is full. Pure
// functions of a State (game.js), reading only.

import { CELLS, bit, isEditable, valueAt } from './game.js';

/** @typedef {import('./game.js').State} State */

/**
 * Placed digits that differ from `solution`.
 * @param {State} state
 * @param {number[]} solution
 * @returns {number[]}
 */
export function wrongCells(state, solution) {
  const out = [];
  for (let i = 0; i < CELLS; i++) if (state.placed[i] && solution[i] && state.placed[i] !== solution[i]) out.push(i);
  return out;
}

/**
 * The open cells whose noted candidates leave out their digit of
 * `solution` (81 digits), with that digit: [cell, digit] pairs in cell
 * order. A cell with no candidates noted has lost nothing.
 * @param {State} state
 * @param {number[]} solution
 * @returns {[number, number][]}
 */
export function lostAnswers(state, solution) {
  const out = /** @type {[number, number][]} */ ([]);
  for (let i = 0; i < CELLS; i++) {
    const d = solution[i];
    if (d && isEditable(state, i) && !state.placed[i] && state.cands[i] && !(state.cands[i] & bit(d))) out.push([i, d]);
  }
  return out;
}

/**
 * True when every white cell holds the digit of `solution`.
 * @param {State} state
 * @param {number[]} solution
 * @returns {boolean}
 */
export function matchesSolution(state, solution) {
  for (let i = 0; i < CELLS; i++) {
    if (!state.black[i] && valueAt(state, i) !== solution[i]) return false;
  }
  return true;
}

/**
 * True when every white cell holds a digit.
 * @param {State} state
 * @returns {boolean}
 */
export function isFull(state) {
  return state.black.every((b, i) => b || valueAt(state, i));
}
