// The game model: a board as plain arrays and the moves on it, as pure
// functions that return new states (never mutate), so undo is a stack of
// states and saving is JSON. No DOM here, and no wasm: the page and the
// custom element share it.

export const CELLS = 81;
const DIGITS = [1, 2, 3, 4, 5, 6, 7, 8, 9];

/** The mask of digit d (1..9). */
export const bit = (d) => 1 << (d - 1);

/** The digits (1..9) of a candidate mask (bit d-1 = digit d). */
export function digitsOf(mask) {
  return DIGITS.filter((d) => mask & bit(d));
}

/** The name of cell `i` (0..80) as in every message: r1c1..r9c9. */
export function cellName(i) {
  return `r${Math.floor(i / 9) + 1}c${(i % 9) + 1}`;
}

const digitAt = (ch) => (ch >= '1' && ch <= '9' ? Number(ch) : 0);

/** 81 digits (0 on black cells) from a solution string of the wasm ('#' on black cells); null for none. */
export function solutionDigits(text) {
  return text ? Array.from(text, digitAt) : null;
}

/**
 * A state from a board object as the wasm API gives it ({ variant, givens,
 * placed, black, candidates, solution }). `cands` holds the player's
 * candidates of open cells (0 = none noted); other cells hold 0.
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

/** The puzzle alone: givens and black cells, no progress. */
export function puzzleOf(state) {
  return {
    ...state,
    placed: state.placed.map(() => 0),
    cands: state.cands.map(() => 0),
  };
}

/** The digit shown in cell i (given, black clue or placed), 0 if none. */
export function valueAt(state, i) {
  return state.givens[i] || state.placed[i];
}

/** Cells the player may change: white, not a given. */
export function isEditable(state, i) {
  return !state.black[i] && !state.givens[i];
}

/** True when the player has placed a digit or noted a candidate. */
export function hasProgress(state) {
  return state.placed.some((d) => d) || state.cands.some((m) => m);
}

/** The other cells of the row, column and (Sudoku) box of cell i. */
export function peers(state, i) {
  const r = Math.floor(i / 9);
  const c = i % 9;
  const out = new Set();
  for (let k = 0; k < 9; k++) {
    out.add(r * 9 + k);
    out.add(k * 9 + c);
  }
  if (state.variant === 'sudoku') {
    const br = r - (r % 3);
    const bc = c - (c % 3);
    for (let dr = 0; dr < 3; dr++) for (let dc = 0; dc < 3; dc++) out.add((br + dr) * 9 + bc + dc);
  }
  out.delete(i);
  return [...out];
}

/**
 * The cells a player relates to cell i: its row and column, its box
 * (Sudoku), and the kind's own `regions` holding it (Str8ts compartments,
 * as the engine lists them: arrays of cells).
 */
export function relatedCells(state, i, regions = []) {
  const cells = new Set(peers(state, i));
  for (const region of regions) if (region.includes(i)) for (const c of region) cells.add(c);
  return cells;
}

/** A copy of the state with some arrays replaced. */
const withArrays = (state, parts) => ({ ...state, ...parts });

/**
 * Places digit d in the editable cells of `cells`; if every one of them
 * already holds d, clears them instead (a second press takes it back).
 * Placing removes the cells' candidates and d from their peers' candidates.
 */
export function placeDigit(state, cells, d) {
  const targets = cells.filter((i) => isEditable(state, i));
  if (!targets.length) return state;
  const placed = [...state.placed];
  const cands = [...state.cands];
  const clear = targets.every((i) => placed[i] === d);
  for (const i of targets) {
    placed[i] = clear ? 0 : d;
    cands[i] = 0;
    if (!clear) for (const p of peers(state, i)) cands[p] &= ~bit(d);
  }
  return withArrays(state, { placed, cands });
}

/**
 * Toggles candidate d in the open editable cells of `cells`: removed from
 * all when all have it, else added to all.
 */
export function toggleCandidate(state, cells, d) {
  const targets = cells.filter((i) => isEditable(state, i) && !state.placed[i]);
  if (!targets.length) return state;
  const cands = [...state.cands];
  const remove = targets.every((i) => cands[i] & bit(d));
  for (const i of targets) cands[i] = remove ? cands[i] & ~bit(d) : cands[i] | bit(d);
  return withArrays(state, { cands });
}

/** Clears placed digits (or, where none, candidates) of the editable cells. */
export function clearCells(state, cells) {
  const targets = cells.filter((i) => isEditable(state, i));
  if (!targets.length) return state;
  const placed = [...state.placed];
  const cands = [...state.cands];
  for (const i of targets) {
    if (placed[i]) placed[i] = 0;
    else cands[i] = 0;
  }
  return withArrays(state, { placed, cands });
}

/** Sets the candidates of every open cell to `masks` (81 masks, e.g. the naive candidates). */
export function fillCandidates(state, masks) {
  const cands = state.cands.map((m, i) => (isEditable(state, i) && !state.placed[i] ? masks[i] : 0));
  return withArrays(state, { cands });
}

/** Applies engine placements [[cell, digit]] and eliminations [[cell, digit]]. */
export function applyChanges(state, placements = [], eliminations = []) {
  let next = state;
  for (const [i, d] of placements) next = placeDigit(next, [i], d);
  if (eliminations.length) {
    const cands = [...next.cands];
    for (const [i, d] of eliminations) cands[i] &= ~bit(d);
    next = withArrays(next, { cands });
  }
  return next;
}

/** Every white cell filled from `solution` (81 digits). */
export function fillSolution(state, solution) {
  const placed = state.placed.map((d, i) => (isEditable(state, i) ? solution[i] : 0));
  return withArrays(state, { placed, cands: state.cands.map(() => 0) });
}

/** Placed digits that differ from `solution`. */
export function wrongCells(state, solution) {
  const out = [];
  for (let i = 0; i < CELLS; i++) if (state.placed[i] && solution[i] && state.placed[i] !== solution[i]) out.push(i);
  return out;
}

/** True when every white cell holds the digit of `solution`. */
export function matchesSolution(state, solution) {
  for (let i = 0; i < CELLS; i++) {
    if (!state.black[i] && valueAt(state, i) !== solution[i]) return false;
  }
  return true;
}

/** True when every white cell holds a digit. */
export function isFull(state) {
  return state.black.every((b, i) => b || valueAt(state, i));
}

/** Two states show the same board. */
export function sameBoard(a, b) {
  const eq = (x, y) => x.length === y.length && x.every((v, i) => v === y[i]);
  return a.variant === b.variant && eq(a.black, b.black) && eq(a.givens, b.givens)
    && eq(a.placed, b.placed) && eq(a.cands, b.cands);
}

/**
 * Undo and redo over states: `push` records a new state (dropping the redo
 * stack); at most `limit` states are kept.
 */
export class History {
  constructor(state, { past = [], future = [], limit = 400 } = {}) {
    this.state = state;
    this.past = past;
    this.future = future;
    this.limit = limit;
  }

  /** Records `next` as the new state; false (and nothing recorded) when it changes nothing. */
  push(next) {
    if (next === this.state || sameBoard(next, this.state)) return false;
    this.past.push(this.state);
    if (this.past.length > this.limit) this.past.shift();
    this.future = [];
    this.state = next;
    return true;
  }

  undo() {
    if (!this.past.length) return false;
    this.future.push(this.state);
    this.state = this.past.pop();
    return true;
  }

  redo() {
    if (!this.future.length) return false;
    this.past.push(this.state);
    this.state = this.future.pop();
    return true;
  }
}

/**
 * The player's progress as a compact string: 81 placed digits ('.' for
 * none) then 81 candidate masks in three hex digits each.
 */
export function progressString(state) {
  const placed = state.placed.map((d) => (d ? String(d) : '.')).join('');
  const cands = state.cands.map((m) => m.toString(16).padStart(3, '0')).join('');
  return placed + cands;
}

/** The puzzle state with the progress of `text` (from progressString); null if it does not fit. */
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
