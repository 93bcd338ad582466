// A setter's puzzle in the making (create mode), as the player's State
// (model/game.js) holding only the puzzle: black cells, black clues (a
// digit in a black cell) and givens (a digit in a white cell); no placed
// digits or candidates. Pure functions that return new states, so that the
// game's History gives undo and redo. No DOM, no wasm: the symmetry's
// cell images come from the engine (the page asks the worker once).

import { CELLS } from '../../../model/game.js';

/** @typedef {import('../../../model/game.js').State} State */

/**
 * An empty puzzle of `variant` (an engine-table name): every cell white and empty.
 * @param {string} variant
 * @returns {State}
 */
export function emptyDraft(variant) {
  const zeros = () => new Array(CELLS).fill(0);
  return /** @type {State} */ ({
    variant, black: new Array(CELLS).fill(false), givens: zeros(), placed: zeros(), cands: zeros(), solution: null,
  });
}

/**
 * The puzzle of `state` as a draft: its black cells, black clues and
 * givens; placed digits, candidates, marks and the solution dropped.
 * @param {State} state
 * @returns {State}
 */
export function draftOf(state) {
  return { ...emptyDraft(state.variant), black: [...state.black], givens: [...state.givens] };
}

/**
 * Digit `d` in each of `cells`: a given in a white cell, the clue of a
 * black one; when every one of them already holds d, it is taken away
 * instead (a second press takes it back, as in play).
 * @param {State} state
 * @param {number[]} cells
 * @param {number} d
 * @returns {State}
 */
export function setDigit(state, cells, d) {
  if (!cells.length) return state;
  const givens = [...state.givens];
  const clear = cells.every((i) => givens[i] === d);
  for (const i of cells) givens[i] = clear ? 0 : d;
  return { ...state, givens };
}

/**
 * The digits of `cells` taken away (a black cell stays black).
 * @param {State} state
 * @param {number[]} cells
 * @returns {State}
 */
export function clearDigits(state, cells) {
  const givens = [...state.givens];
  for (const i of cells) givens[i] = 0;
  return { ...state, givens };
}

/**
 * Black cells switched at `cells` and their images under the symmetry
 * (`images(i)`: the cells symmetric to i, i among them): when every one
 * of them is black they turn white, else they all turn black. A cell's
 * digit stays: a given becomes a black clue and back.
 * @param {State} state
 * @param {number[]} cells
 * @param {(i: number) => number[]} [images]
 * @returns {State}
 */
export function toggleBlack(state, cells, images = (i) => [i]) {
  const targets = [...new Set(cells.flatMap(images))];
  if (!targets.length) return state;
  const black = [...state.black];
  const on = !targets.every((i) => black[i]);
  for (const i of targets) black[i] = on;
  return { ...state, black };
}

/**
 * The cells symmetric to each cell under one symmetry, from the engine's
 * orbits (each a list of cells that map onto each other): `images(i)`.
 * @param {number[][]} orbits
 * @returns {(i: number) => number[]}
 */
export function imagesOf(orbits) {
  const byCell = new Map();
  for (const orbit of orbits) for (const i of orbit) byCell.set(i, orbit);
  return (i) => byCell.get(i) ?? [i];
}
