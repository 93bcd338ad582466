// The game model: a board as plain arrays and the moves on it, as pure
// functions that return new states (never mutate), so undo is a stack of
// states and saving is JSON. No DOM here, and no wasm: the page and the
// custom element share it. The kinds' houses come from the engine table
// (kinds.js).

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
 *   that come back when the digit blocking them is erased (see placeDigit, giveBack); absent = none anywhere
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
 * A board as the wasm API reads and writes it (81-character strings, '.'
 * for none; candidates as masks): wasm-bindgen's own declaration of it.
 * @typedef {import("../pkg/page.js").Board} BoardObject
 */

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

const digitAt = (ch) => (ch >= '1' && ch <= '9' ? Number(ch) : 0);

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

/** A copy of the state with some arrays replaced. */
const withArrays = (state, parts) => ({ ...state, ...parts });

/**
 * The digits (a mask) that cell i's peers hold, givens and black clues
 * included: the candidates a placed digit keeps out of cell i.
 * @param {State} state
 * @param {number} i
 * @returns {number}
 */
function seenBy(state, i) {
  let mask = 0;
  for (const p of peers(state, i)) {
    const v = valueAt(state, p);
    if (v) mask |= bit(v);
  }
  return mask;
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

/** `state` with `taken` as its layer of candidates placed digits took away. */
const withTaken = (state, taken) => withLayer(state, 'taken', taken);

/**
 * Gives back what placed digits took: every open cell gets again those of
 * its `taken` candidates that no digit of its peers blocks any more (the
 * digit that took them was erased or changed). Candidates the player
 * removed by hand were never taken, so they stay removed.
 * @param {State} state
 * @returns {State}
 */
export function giveBack(state) {
  const taken = [...layerOf(state, 'taken')];
  if (!taken.some((m) => m)) return state;
  const cands = [...state.cands];
  for (let i = 0; i < CELLS; i++) {
    if (!taken[i] || !isEditable(state, i) || state.placed[i]) continue;
    const free = taken[i] & ~seenBy(state, i);
    cands[i] |= free;
    taken[i] &= ~free;
  }
  return withTaken({ ...state, cands }, taken);
}

/**
 * Places digit d in the editable cells of `cells`; if every one of them
 * already holds d, clears them instead (a second press takes it back).
 * Placing moves the cells' candidates and, with `fromPeers` (the player's
 * setting, on by default), d from their peers' candidates into `taken`;
 * a digit cleared or replaced gives back what no other digit still blocks
 * (giveBack), so that erasing a digit undoes what placing it did to the
 * candidates.
 * @param {State} state
 * @param {number[]} cells
 * @param {number} d
 * @param {{ fromPeers?: boolean }} [options]
 * @returns {State}
 */
export function placeDigit(state, cells, d, { fromPeers = true } = {}) {
  const targets = cells.filter((i) => isEditable(state, i));
  if (!targets.length) return state;
  const clear = targets.every((i) => state.placed[i] === d);
  const placed = [...state.placed];
  for (const i of targets) placed[i] = clear ? 0 : d;
  // The digits that leave (cleared or replaced) give back first.
  const next = giveBack({ ...state, placed });
  if (clear) return next;
  const cands = [...next.cands];
  const taken = [...layerOf(next, 'taken')];
  for (const i of targets) {
    taken[i] |= cands[i];
    cands[i] = 0;
    if (!fromPeers) continue;
    for (const p of peers(state, i)) {
      if (!(cands[p] & bit(d))) continue;
      cands[p] &= ~bit(d);
      taken[p] |= bit(d);
    }
  }
  return withTaken({ ...next, cands }, taken);
}

/**
 * Toggles candidate d in the open editable cells of `cells`: removed from
 * all when all have it, else added to all.
 * @param {State} state
 * @param {number[]} cells
 * @param {number} d
 * @returns {State}
 */
export function toggleCandidate(state, cells, d) {
  const targets = cells.filter((i) => isEditable(state, i) && !state.placed[i]);
  if (!targets.length) return state;
  const cands = [...state.cands];
  const taken = [...layerOf(state, 'taken')];
  const remove = targets.every((i) => cands[i] & bit(d));
  for (const i of targets) {
    cands[i] = remove ? cands[i] & ~bit(d) : cands[i] | bit(d);
    // The player's own word on d: it is no longer one to give back.
    taken[i] &= ~bit(d);
  }
  return withTaken({ ...state, cands }, taken);
}

/**
 * Clears placed digits (or, where none, candidates) of the editable cells.
 * A digit cleared gives back the candidates it took (giveBack); candidates
 * cleared by hand are the player's: none of them comes back later.
 * @param {State} state
 * @param {number[]} cells
 * @returns {State}
 */
export function clearCells(state, cells) {
  const targets = cells.filter((i) => isEditable(state, i));
  if (!targets.length) return state;
  const placed = [...state.placed];
  const cands = [...state.cands];
  const taken = [...layerOf(state, 'taken')];
  for (const i of targets) {
    if (placed[i]) placed[i] = 0;
    else [cands[i], taken[i]] = [0, 0];
  }
  return giveBack(withTaken({ ...state, placed, cands }, taken));
}

/**
 * Fill candidates: the rules' candidates `masks` (81 masks) written into
 * every open cell that has none noted; a cell that has some keeps them, less
 * those the rules forbid: none is added back, so what the player or a hint
 * removed stays removed (a cell left with none gets the rules' again).
 * @param {State} state
 * @param {ArrayLike<number>} masks
 * @returns {State}
 */
export function fillCandidates(state, masks) {
  const cands = state.cands.map((m, i) => (isEditable(state, i) && !state.placed[i] ? (m & masks[i]) || masks[i] : 0));
  return withArrays(state, { cands });
}

/**
 * Reset candidates: every open cell gets exactly the rules' candidates
 * `masks` (81 masks), those removed by the player or a hint back too.
 * @param {State} state
 * @param {ArrayLike<number>} masks
 * @returns {State}
 */
export function resetCandidates(state, masks) {
  const cands = state.cands.map((m, i) => (isEditable(state, i) && !state.placed[i] ? masks[i] : 0));
  return withArrays(state, { cands });
}

/**
 * The rules' candidates `masks` written into those of `cells` that are
 * open and have none noted; every other cell as it was.
 * @param {State} state
 * @param {ArrayLike<number>} masks
 * @param {Iterable<number>} cells
 * @returns {State}
 */
export function candidatesWhereNone(state, masks, cells) {
  const cands = [...state.cands];
  for (const i of cells) {
    if (isEditable(state, i) && !state.placed[i] && !cands[i]) cands[i] = masks[i];
  }
  return withArrays(state, { cands });
}

/**
 * Applies engine placements [[cell, digit]] and eliminations [[cell, digit]].
 * @param {State} state
 * @param {[number, number][]} placements
 * @param {[number, number][]} eliminations
 * @returns {State}
 */
export function applyChanges(state, placements = [], eliminations = []) {
  let next = state;
  for (const [i, d] of placements) next = placeDigit(next, [i], d);
  if (eliminations.length) {
    const cands = [...next.cands];
    const taken = [...layerOf(next, 'taken')];
    // Logic proved d is not there: it never comes back either.
    for (const [i, d] of eliminations) [cands[i], taken[i]] = [cands[i] & ~bit(d), taken[i] & ~bit(d)];
    next = withTaken({ ...next, cands }, taken);
  }
  return next;
}

/**
 * Every white cell filled from `solution` (81 digits).
 * @param {State} state
 * @param {number[]} solution
 * @returns {State}
 */
export function fillSolution(state, solution) {
  const placed = state.placed.map((d, i) => (isEditable(state, i) ? solution[i] : 0));
  return withTaken({ ...state, placed, cands: state.cands.map(() => 0) }, []);
}

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

/**
 * Undo and redo over states: `push` records a new state (dropping the redo
 * stack); at most `limit` undo steps are kept (no limit unless one is
 * given: saved games keep the steps as small changes, model/changes.js).
 */
export class History {
  /**
   * @param {State} state the position now
   * @param {{ past?: State[], future?: State[], limit?: number }} [options] undo and redo stacks, and how many undo steps are kept
   */
  constructor(state, { past = [], future = [], limit = Infinity } = {}) {
    this.state = state;
    this.past = past;
    this.future = future;
    this.limit = limit;
  }

  /**
   * Records `next` as the new state; false (and nothing recorded) when it changes nothing.
   * @param {State} next
   * @returns {boolean}
   */
  push(next) {
    if (next === this.state || sameBoard(next, this.state)) return false;
    this.past.push(this.state);
    if (this.past.length > this.limit) this.past.shift();
    this.future = [];
    this.state = next;
    return true;
  }

  /**
   * Steps back to the state before; false when there is none.
   * @returns {boolean}
   */
  undo() {
    if (!this.past.length) return false;
    this.future.push(this.state);
    this.state = /** @type {State} */ (this.past.pop());
    return true;
  }

  /**
   * Steps forward to the state undone last; false when there is none.
   * @returns {boolean}
   */
  redo() {
    if (!this.future.length) return false;
    this.past.push(this.state);
    this.state = /** @type {State} */ (this.future.pop());
    return true;
  }
}

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
