// The moves on a position: placing and clearing digits, toggling
// candidates, the rules' candidates filled in or reset, a hint's changes
// applied and the solution filled in. Pure functions that return new
// states (never mutate), so undo is a stack of states. Placing a digit
// moves the candidates it rules out into the state's `taken` layer, and
// erasing it gives back those no other digit still blocks (giveBack), so
// that erasing a digit undoes what placing it did to the candidates.

import { CELLS, bit, isEditable, layerOf, peers, valueAt, withLayer } from './game.js';

/** @typedef {import('./game.js').State} State */

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
