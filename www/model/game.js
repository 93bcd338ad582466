// The position the player plays: the State (a board as plain arrays, per
// cell its black, given, placed digit, candidates and mark layers), the
// names of its cells and digits, and the questions every other module asks
// of it (the digit in a cell, may the player change it, its peers, is it
// the same board). Pure functions, no DOM and no wasm: the page and the
// custom element share it. What changes a State lives in
// moves.js (digits and candidates) and marks.js (marks); its conversions
// in board-object.js (the wasm's boards) and progress.js (the progress
// string). The kinds' houses come from the engine table (kinds.js).

import { boxesOf } from './kinds.js';

/**
 * A position: the kind (`variant`, the engine table's name), and per cell
 * (0..80) whether it is black, its given (or black clue) digit, the
 * player's placed digit, the player's candidates (a mask; 0 where none is
 * noted) and the solution the board carries (null for none).
 * @typedef {object} State
 * @property {import("../pkg/page.js").Kind} variant the puzzle kind (a name of the engine table)
 * @property {boolean[]} black
 * @property {number[]} givens
 * @property {number[]} placed
 * @property {number[]} cands
 * @property {number[] | null} solution
 * @property {number[]} [corner] corner marks (masks, Sudoku: marks.js); absent = none anywhere
 * @property {number[]} [centre] centre marks (masks, Sudoku: marks.js); absent = none anywhere
 * @property {number[]} [colour] cell colours (0 none, 1..9 the palette's: marks.js); absent = none anywhere
 * @property {number[]} [taken] per cell, the candidates (a mask) that placed digits took from it and
 *   that come back when the digit blocking them is erased (moves.js: placeDigit, giveBack); absent = none anywhere
 */

/**
 * The player's mark layers beyond digits and candidates (marks.js moves
 * them): optional arrays of a State, each absent when the layer is empty.
 */
export const MARK_LAYERS = /** @type {const} */ (['corner', 'centre', 'colour']);

/**
 * Every per-cell layer a state keeps beyond digits and candidates, as saved
 * games and their history keep them: the player's marks and `taken`, the
 * candidates placed digits took away (not shown; given back on erase).
 */
export const KEPT_LAYERS = /** @type {const} */ ([...MARK_LAYERS, 'taken']);

/** @typedef {'corner' | 'centre' | 'colour' | 'taken'} LayerName */

/** 81 zeros, never changed: the layer of a state that has none. */
const ZEROS = /** @type {number[]} */ (Object.freeze(new Array(81).fill(0)));

/**
 * The values of mark layer `name` of a state (81 numbers, 0 where none):
 * the state's own array, or zeros when it has none (older states, the
 * element's boards).
 * @param {State} state
 * @param {LayerName} name
 * @returns {number[]}
 */
export function layerOf(state, name) {
  return state[name] ?? ZEROS;
}

/**
 * A state with layer `name` replaced by `values`; a layer left all zeros
 * is dropped (absent means none), so that a state without marks stays as
 * small as one of before.
 * @param {State} state
 * @param {LayerName} name
 * @param {number[]} values
 * @returns {State}
 */
export function withLayer(state, name, values) {
  const next = { ...state };
  if (values.some((v) => v)) next[name] = values;
  else delete next[name];
  return next;
}

export const CELLS = 81;
const DIGITS = [1, 2, 3, 4, 5, 6, 7, 8, 9];

/**
 * The mask of digit d (1..9).
 * @param {number} d
 * @returns {number}
 */
export const bit = (d) => 1 << (d - 1);

/**
 * The digits (1..9) of a candidate mask (bit d-1 = digit d).
 * @param {number} mask
 * @returns {number[]}
 */
export function digitsOf(mask) {
  return DIGITS.filter((d) => mask & bit(d));
}

/**
 * The name of cell `i` (0..80) as in every message: r1c1..r9c9.
 * @param {number} i
 * @returns {string}
 */
export function cellName(i) {
  return `r${Math.floor(i / 9) + 1}c${(i % 9) + 1}`;
}

/**
 * The digit (1..9) a character writes, 0 for any other ('.', '#', '0').
 * @param {string} ch
 * @returns {number}
 */
export const digitAt = (ch) => (ch >= '1' && ch <= '9' ? Number(ch) : 0);

/**
 * The puzzle alone: givens and black cells, no progress.
 * @param {State} state
 * @returns {State}
 */
export function puzzleOf(state) {
  const { corner, centre, colour, taken, ...rest } = state;
  return {
    ...rest,
    placed: state.placed.map(() => 0),
    cands: state.cands.map(() => 0),
  };
}

/**
 * The digit shown in cell i (given, black clue or placed), 0 if none.
 * @param {State} state
 * @param {number} i
 * @returns {number}
 */
export function valueAt(state, i) {
  return state.givens[i] || state.placed[i];
}

/**
 * Cells the player may change: white, not a given.
 * @param {State} state
 * @param {number} i
 * @returns {boolean}
 */
export function isEditable(state, i) {
  return !state.black[i] && !state.givens[i];
}

/**
 * True when the player has placed a digit, noted a candidate or a mark, or coloured a cell.
 * @param {State} state
 * @returns {boolean}
 */
export function hasProgress(state) {
  return state.placed.some((d) => d) || state.cands.some((m) => m)
    || MARK_LAYERS.some((name) => layerOf(state, name).some((v) => v));
}

/**
 * The other cells of the row, column and box (the kind's fixed houses, as
 * the engine table lists them: Sudoku's) of cell i.
 * @param {State} state
 * @param {number} i
 * @returns {number[]}
 */
export function peers(state, i) {
  const r = Math.floor(i / 9);
  const c = i % 9;
  const out = new Set();
  for (let k = 0; k < 9; k++) {
    out.add(r * 9 + k);
    out.add(k * 9 + c);
  }
  for (const box of boxesOf(state.variant)) if (box.includes(i)) for (const cell of box) out.add(cell);
  out.delete(i);
  return [...out];
}

/**
 * The cells a player relates to cell i: its row and column, its box
 * (Sudoku), and the kind's own `regions` holding it (Str8ts compartments,
 * as the engine lists them: arrays of cells).
 * @param {State} state
 * @param {number} i
 * @param {number[][]} [regions]
 * @returns {Set<number>}
 */
export function relatedCells(state, i, regions = []) {
  const cells = new Set(peers(state, i));
  for (const region of regions) if (region.includes(i)) for (const c of region) cells.add(c);
  return cells;
}

/**
 * Two states show the same board (marks and colours included).
 * @param {State} a
 * @param {State} b
 * @returns {boolean}
 */
export function sameBoard(a, b) {
  const eq = (x, y) => x.length === y.length && x.every((v, i) => v === y[i]);
  return a.variant === b.variant && eq(a.black, b.black) && eq(a.givens, b.givens)
    && eq(a.placed, b.placed) && eq(a.cands, b.cands)
    && KEPT_LAYERS.every((name) => eq(layerOf(a, name), layerOf(b, name)));
}
