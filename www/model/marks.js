// Marks as Sudoku players know them from SudokuPad, beside the candidate
// grid (which Fill candidates, hints and Check work on): corner marks and
// centre marks (digit masks, each its own layer) and cell colours (0 none,
// 1..9 a colour of colours.js's palette). Pure functions on a State (see
// game.js) that return new states, so that they are undoable like every
// move; and the text form the saved game and its history keep them in.
// No DOM here.

import { CELLS, KEPT_LAYERS, MARK_LAYERS, bit, isEditable, layerOf, withLayer } from './game.js';
import { giveBack } from './moves.js';
import { COLOURS } from './colours.js';

/** @typedef {import('./game.js').State} State */
/** @typedef {import('./game.js').LayerName} Layer */

/**
 * Cells that may hold a corner or centre mark: open cells (white, not a
 * given, no digit placed), as SudokuPad.
 * @param {State} state
 * @param {number} i
 * @returns {boolean}
 */
const markable = (state, i) => isEditable(state, i) && !state.placed[i];

/**
 * Toggles digit d as a corner or centre mark (`name`) in the open cells of
 * `cells`: taken from all when all have it, else added to all (one press,
 * one undo step, as a candidate).
 * @param {State} state
 * @param {number[]} cells
 * @param {'corner' | 'centre'} name
 * @param {number} d
 * @returns {State}
 */
export function toggleMark(state, cells, name, d) {
  const targets = cells.filter((i) => markable(state, i));
  if (!targets.length) return state;
  const values = [...layerOf(state, name)];
  const remove = targets.every((i) => values[i] & bit(d));
  for (const i of targets) values[i] = remove ? values[i] & ~bit(d) : values[i] | bit(d);
  return withLayer(state, name, values);
}

/**
 * Colours the cells of `cells` (white ones, givens too: a colour is the
 * player's drawing, not a move on the puzzle) with colour c (1..COLOURS);
 * when every one of them already has c, takes it away instead.
 * @param {State} state
 * @param {number[]} cells
 * @param {number} c
 * @returns {State}
 */
export function toggleColour(state, cells, c) {
  const targets = cells.filter((i) => !state.black[i]);
  if (!targets.length) return state;
  const values = [...layerOf(state, 'colour')];
  const clear = targets.every((i) => values[i] === c);
  for (const i of targets) values[i] = clear ? 0 : c;
  return withLayer(state, 'colour', values);
}

/**
 * Takes the colour off the cells of `cells` (Erase or 0 in Colour mode).
 * @param {State} state
 * @param {number[]} cells
 * @returns {State}
 */
export function clearColours(state, cells) {
  const values = [...layerOf(state, 'colour')];
  for (const i of cells) values[i] = 0;
  return withLayer(state, 'colour', values);
}

/**
 * Erase outside Colour mode, layer by layer as SudokuPad: a placed digit
 * goes first; where none is, the cell's candidates, corner and centre marks
 * go; where none of those is either, its colour. Each selected cell loses
 * only its top layer, all in one undo step. An erased digit gives back the
 * candidates placing it took; erased candidates are the player's and never
 * come back by themselves.
 * @param {State} state
 * @param {number[]} cells
 * @returns {State}
 */
export function eraseTop(state, cells) {
  const placed = [...state.placed];
  const cands = [...state.cands];
  const corner = [...layerOf(state, 'corner')];
  const centre = [...layerOf(state, 'centre')];
  const colour = [...layerOf(state, 'colour')];
  const taken = [...layerOf(state, 'taken')];
  for (const i of cells) {
    if (state.black[i]) continue;
    if (isEditable(state, i) && placed[i]) placed[i] = 0;
    else if (isEditable(state, i) && (cands[i] || corner[i] || centre[i])) [cands[i], corner[i], centre[i], taken[i]] = [0, 0, 0, 0];
    else colour[i] = 0;
  }
  let next = { ...state, placed, cands };
  next = withLayer(next, 'corner', corner);
  next = withLayer(next, 'centre', centre);
  next = withLayer(next, 'taken', taken);
  // An erased digit gives back the candidates it took (moves.js).
  return giveBack(withLayer(next, 'colour', colour));
}

/**
 * Whether cell i of `state` has something Erase (outside Colour mode) would take.
 * @param {State} state
 * @param {number} i
 * @returns {boolean}
 */
export function hasMarks(state, i) {
  return MARK_LAYERS.some((name) => layerOf(state, name)[i] !== 0);
}

// ------------------------------------------------------------------ text

/** The letter of each layer in the text form: k corner, m centre (middle), c colour, t taken. */
const LETTER = { corner: 'k', centre: 'm', colour: 'c', taken: 't' };
const LAYER_OF = { k: 'corner', m: 'centre', c: 'colour', t: 'taken' };

/**
 * One cell's mark of layer `name` as text: "IIkvvv" (its index in two
 * digits, the layer's letter, the value in three hex digits), the same
 * width as a change of digits and candidates (changes.js), so that one
 * list holds both.
 * @param {number} i
 * @param {Layer} name
 * @param {number} value
 * @returns {string}
 */
export function markPart(i, name, value) {
  return String(i).padStart(2, '0') + LETTER[name] + value.toString(16).padStart(3, '0');
}

/**
 * The marks and colours of `to` that differ from those of `from`, as mark
 * parts (markPart) in cell order; '' when none differ.
 * @param {State} from
 * @param {State} to
 * @param {number} i
 * @returns {string}
 */
export function markChange(from, to, i) {
  let text = '';
  for (const name of KEPT_LAYERS) {
    const value = layerOf(to, name)[i];
    if (layerOf(from, name)[i] !== value) text += markPart(i, name, value);
  }
  return text;
}

/**
 * Whether a six-character part of a change is a mark part (markPart).
 * @param {string} part
 * @returns {boolean}
 */
export const isMarkPart = (part) => /^\d\d[kmct][0-9a-f]{3}$/.test(part);

/**
 * The layers of `state` (copies, to be changed in place by applyMarkPart)
 * and the function that makes the state of them.
 * @param {State} state
 * @returns {{ layers: Record<Layer, number[]>, done: (base: State) => State }}
 */
export function markLayers(state) {
  const layers = /** @type {Record<Layer, number[]>} */ (Object.fromEntries(KEPT_LAYERS.map((name) => [name, [...layerOf(state, name)]])));
  const done = (base) => KEPT_LAYERS.reduce((s, name) => withLayer(s, name, layers[name]), base);
  return { layers, done };
}

/**
 * Writes the mark part `part` into `layers` (markLayers) on the cells of
 * `state`; false when it does not fit: a cell that is not there, a corner
 * or centre mark (or taken candidates) on a cell that is not white or is a given, a colour on
 * a black cell, a mask or colour out of range.
 * @param {Record<Layer, number[]>} layers
 * @param {State} state
 * @param {string} part
 * @returns {boolean}
 */
export function applyMarkPart(layers, state, part) {
  if (!isMarkPart(part)) return false;
  const i = Number(part.slice(0, 2));
  const name = /** @type {Layer} */ (LAYER_OF[part[2]]);
  const value = Number.parseInt(part.slice(3), 16);
  if (i >= CELLS) return false;
  if (name === 'colour' ? value > COLOURS || state.black[i] : value >= 512 || !isEditable(state, i)) return false;
  layers[name][i] = value;
  return true;
}

/**
 * The marks and colours of `state` as text (mark parts of every cell that
 * has any, in cell order; '' for none): what a saved game keeps beside its
 * progress (store/record.js).
 * @param {State} state
 * @returns {string}
 */
export function marksText(state) {
  let text = '';
  for (let i = 0; i < CELLS; i++) {
    for (const name of KEPT_LAYERS) {
      const value = layerOf(state, name)[i];
      if (value) text += markPart(i, name, value);
    }
  }
  return text;
}

/**
 * `state` with the marks and colours of `text` (marksText) and no others;
 * null when the text does not fit (see applyMarkPart).
 * @param {State} state
 * @param {unknown} text
 * @returns {State | null}
 */
export function withMarks(state, text) {
  if (typeof text !== 'string' || text.length % 6 !== 0) return null;
  const { layers, done } = markLayers({ ...state, ...Object.fromEntries(KEPT_LAYERS.map((name) => [name, undefined])) });
  for (let at = 0; at < text.length; at += 6) {
    if (!applyMarkPart(layers, state, text.slice(at, at + 6))) return null;
  }
  return done(state);
}
