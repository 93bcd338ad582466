// The undo and redo history as changes, as saved games keep it: each step
// is written as the cells it changes, with their placed digit and
// candidates after it, not as a whole position, so that a long game's
// history stays small (a digit placed is six characters). Read back, every
// step is checked on the puzzle (cells that exist and may change, digits
// and masks in range); one that does not fit makes the history unreadable.
// Marks and colours (marks.js) changed by a step are parts of the same
// width in the same list ("IIkvvv": index, layer letter, value).

import { CELLS, isEditable } from './game.js';
import { applyMarkPart, isMarkPart, markChange, markLayers } from './marks.js';

/** @typedef {import('./game.js').State} State */

/** Characters per changed cell: its index (two digits), its placed digit ('.' for none), its candidates (three hex digits). */
const CELL = 6;

/** The change that turns `from` into `to`, computed once per pair of states (states never change). */
const known = new WeakMap();

/**
 * The change from `from` to `to` (states of the same puzzle): for each cell
 * that differs, "IIdmmm" (index, the placed digit of `to` or '.', its
 * candidate mask in hex), then its changed marks and colours (marks.js's
 * markPart), in cell order.
 * @param {State} from
 * @param {State} to
 * @returns {string}
 */
export function changeText(from, to) {
  const cached = known.get(from);
  if (cached?.to === to) return cached.text;
  let text = '';
  for (let i = 0; i < CELLS; i++) {
    if (from.placed[i] !== to.placed[i] || from.cands[i] !== to.cands[i]) {
      text += String(i).padStart(2, '0') + (to.placed[i] ? String(to.placed[i]) : '.') + to.cands[i].toString(16).padStart(3, '0');
    }
    text += markChange(from, to, i);
  }
  known.set(from, { to, text });
  return text;
}

/**
 * `state` with the change `text` (from changeText) made, on `puzzle`'s
 * cells; null when the text does not fit (a cell that is not there or may
 * not change, a digit or mask out of range, a cut-off cell).
 * @param {State} state
 * @param {unknown} text
 * @returns {State | null}
 */
export function applyChange(state, text) {
  if (typeof text !== 'string' || text.length % CELL !== 0) return null;
  const placed = [...state.placed];
  const cands = [...state.cands];
  const { layers, done } = markLayers(state);
  for (let at = 0; at < text.length; at += CELL) {
    const part = text.slice(at, at + CELL);
    if (isMarkPart(part)) {
      if (!applyMarkPart(layers, state, part)) return null;
      continue;
    }
    if (!/^\d\d[.1-9][0-9a-f]{3}$/.test(part)) return null;
    const i = Number(part.slice(0, 2));
    const d = part[2] === '.' ? 0 : Number(part[2]);
    const m = Number.parseInt(part.slice(3), 16);
    if (i >= CELLS || !isEditable(state, i) || m >= 512 || (d && m)) return null;
    placed[i] = d;
    cands[i] = m;
  }
  return done({ ...state, placed, cands });
}

/**
 * The undo and redo stacks of a history as changes: `undo[k]` turns the
 * state after step k back into `past[k]` (so the list is read from its end,
 * starting at the position now), `redo[k]` likewise for `future[k]`.
 * @param {{ state: State, past: State[], future: State[] }} history
 * @returns {{ undo: string[], redo: string[] }}
 */
export function historyChanges({ state, past, future }) {
  const list = (stack) => {
    const out = new Array(stack.length);
    let s = state;
    for (let k = stack.length - 1; k >= 0; k--) {
      out[k] = changeText(s, stack[k]);
      s = stack[k];
    }
    return out;
  };
  return { undo: list(past), redo: list(future) };
}

/**
 * The states of a list of changes (historyChanges' `undo` or `redo`) from
 * the position `now`, in the list's order; null when the list or a change
 * in it cannot be read, or it holds more than `most` steps.
 * @param {State} now
 * @param {unknown} list
 * @param {number} most
 * @returns {State[] | null}
 */
export function historyStates(now, list, most) {
  if (!Array.isArray(list) || list.length > most) return null;
  const out = new Array(list.length);
  let s = now;
  for (let k = list.length - 1; k >= 0; k--) {
    const next = applyChange(s, list[k]);
    if (!next) return null;
    out[k] = next;
    s = next;
  }
  return out;
}
