// A saved game record, written and read back field by field: the text
// storage.js keeps is checked against the puzzle it belongs to (the
// position and every undo and redo step decodable on it, the time played a
// sane number, the marks booleans), so a damaged record (cut short,
// edited, from another version) never reaches the game as a NaN clock or
// half a position. What could not be read is named, so that the player is
// told and the record kept aside. The history is kept as changes
// (model/changes.js); records of the older form, whole positions in
// `past` and `future`, are read too. Corner and centre marks and colours
// (model/marks.js) are the field `marks`, absent when there are none (and
// in records from before them).

import { History } from '../model/history.js';
import { progressString, withProgress } from '../model/progress.js';
import { historyChanges, historyStates } from '../model/changes.js';
import { marksText, withMarks } from '../model/marks.js';

/** The longest time played a record may hold: 1,000 hours (more is damage). */
export const MAX_ELAPSED = 1000 * 3600 * 1000;

/** The most undo or redo steps a record may hold (more is damage). */
const MAX_STEPS = 1_000_000;

/**
 * The time played of a record's `elapsed` in ms (rounded): a finite number
 * from 0 to MAX_ELAPSED, else null.
 * @param {unknown} value
 * @returns {number | null}
 */
export function validElapsed(value) {
  return typeof value === 'number' && Number.isFinite(value) && value >= 0 && value <= MAX_ELAPSED
    ? Math.round(value) : null;
}

/**
 * A record read back: `history` (null when the position itself cannot be
 * read: nothing of the record is usable), the time played, whether Solve
 * showed the solution, the link format, and the parts that could not be
 * read ('record' for all of it, 'time', 'history', 'marks': the flags or
 * the corner, centre and colour marks), in that order.
 * @typedef {object} ReadRecord
 * @property {History | null} history
 * @property {number} elapsed
 * @property {boolean} revealed
 * @property {string | null} format
 * @property {number | null} hints the hints shown so far (null: a record from before they were counted, or a damaged count)
 * @property {number | null} reveals of those, the last resort's digits of the solution (null: a record from before they were counted, or a damaged count)
 * @property {string[]} lost
 */

/** @typedef {import('../model/game.js').State} State */

/**
 * The record of a game: its position, undo and redo history (as changes),
 * and the facts given in `facts` (elapsed, solved, revealed, format; the
 * grade chip's text and the time of saving, which the Saved games list shows).
 * @param {{ state: State, past: State[], future: State[] }} history
 * @param {{ rev: number, elapsed: number, solved: boolean, revealed: boolean, format: string | null, hints?: number | null, reveals?: number | null, grade?: string | null, savedAt?: number }} facts
 * @returns {object}
 */
export function gameRecord(history, facts) {
  // The revision first: storage.js finds it without reading the rest.
  const { rev, ...rest } = facts;
  const marks = marksText(history.state);
  return { rev, progress: progressString(history.state), ...(marks ? { marks } : {}), ...historyChanges(history), ...rest };
}

/** The steps of an undo or redo list of the old form (whole positions), or null when one cannot be read. */
function positions(puzzle, list) {
  if (!Array.isArray(list) || list.length > MAX_STEPS) return null;
  const out = [];
  for (const text of list) {
    const s = withProgress(puzzle, text);
    if (!s) return null;
    out.push(s);
  }
  return out;
}

/** A count a record may hold: a whole number from 0 up, else null (damage, or a record from before it was kept). */
const count = (value) => (Number.isInteger(value) && value >= 0 ? value : null);

/** True for a plain object (not null, not an array). */
const isRecord = (value) => value !== null && typeof value === 'object' && !Array.isArray(value);

/**
 * Reads the saved record `text` of `puzzle` (a state without progress).
 * @param {State} puzzle
 * @param {string} text
 * @returns {ReadRecord}
 */
export function readRecord(puzzle, text) {
  let value;
  try {
    value = JSON.parse(text);
  } catch {
    value = null;
  }
  const bare = isRecord(value) ? withProgress(puzzle, value.progress) : null;
  if (!bare) return { history: null, elapsed: 0, revealed: false, format: null, hints: null, reveals: null, lost: ['record'] };
  const lost = [];
  // Marks that cannot be read are lost alone (the position stands without them).
  const marked = value.marks === undefined ? bare : withMarks(bare, value.marks);
  const now = marked ?? bare;
  const elapsed = value.elapsed === undefined ? 0 : validElapsed(value.elapsed);
  if (elapsed === null) lost.push('time');
  const steps = (changes, old) => {
    if (changes !== undefined) return historyStates(now, changes, MAX_STEPS);
    return old === undefined ? [] : positions(puzzle, old);
  };
  const past = steps(value.undo, value.past);
  const future = steps(value.redo, value.future);
  if (!past || !future) lost.push('history');
  const flag = (name) => value[name] === undefined || typeof value[name] === 'boolean';
  const format = value.format ?? null;
  const badFlags = !flag('revealed') || !flag('solved') || (format !== null && typeof format !== 'string');
  if (badFlags || !marked) lost.push('marks');
  return {
    history: new History(now, past && future ? { past, future } : {}),
    elapsed: elapsed ?? 0,
    revealed: value.revealed === true,
    format: typeof format === 'string' ? format : null,
    hints: count(value.hints),
    reveals: value.reveals === undefined ? (count(value.hints) === null ? null : 0) : count(value.reveals),
    lost,
  };
}
