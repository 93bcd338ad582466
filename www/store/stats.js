// The player's statistics, in localStorage: one entry per finished game
// (the kind, its grade, the time it took, the hints used, when), added when
// a puzzle is solved without Solve showing the solution. Entries are checked
// where they are read (an impossible number is taken as missing, never a NaN
// or a 1e300 in a table) and where they are imported (a damaged one left out),
// and the summary per kind and grade (solved, best and median time, hints)
// is computed from them. Storage may be unavailable: every call copes.

import { localStore, removeLocal } from './local.js';
import { isPlayTime } from '../model/timer.js';

/** Where the entries are kept. */
export const STATS = 'straights:stats';
/** The most entries kept (the oldest go first): some 100 bytes each. */
const MAX_ENTRIES = 20000;

/**
 * A finished game.
 * @typedef {object} Finish
 * @property {string} kind the engine table's name of the kind
 * @property {number | null} grade the grade number (null when not graded, or not known)
 * @property {number | null} elapsed the time played in ms (null when not timed, or not known)
 * @property {number | null} hints the hints shown (null when not known)
 * @property {number | null} reveals of those, the last resort's revealed digits (0 in entries from before
 *   there was one; null when not known)
 * @property {number} at when it was finished (ms since 1970)
 */

/** The highest grade number a kind may have (the engine table's have 5 and 6). */
const MAX_GRADE = 20;
/** The most hints a game may count (more is damage). */
const MAX_HINTS = 100000;
/** The latest moment a Date can hold (ms since 1970). */
const MAX_DATE = 8.64e15;

/** Whether `n` is a whole number from `low` to `high`. */
const isWhole = (n, low, high) => Number.isInteger(n) && n >= low && n <= high;

/**
 * The fields of `value` that can be read, each null where it holds a
 * number no game can have (negative, not finite, too large: damage): a
 * Finish, and `damaged` when a field was taken as missing; null when the
 * kind itself is missing.
 * @param {any} value
 * @returns {{ finish: Finish, damaged: boolean } | null}
 */
function readFinish(value) {
  if (!value || typeof value !== 'object' || typeof value.kind !== 'string' || !value.kind) return null;
  const grade = isWhole(value.grade, 1, MAX_GRADE) ? value.grade : null;
  const elapsed = isPlayTime(value.elapsed) ? Math.round(value.elapsed) : null;
  const hints = isWhole(value.hints, 0, MAX_HINTS) ? value.hints : null;
  const given = value.reveals ?? 0;
  const reveals = hints !== null && isWhole(given, 0, hints) ? given : null;
  const at = isWhole(value.at, 0, MAX_DATE) ? value.at : 0;
  const damaged = (value.grade !== null && grade === null) || (value.elapsed !== null && elapsed === null)
    || hints === null || reveals === null || at !== value.at;
  return { finish: { kind: value.kind, grade, elapsed, hints, reveals, at }, damaged };
}

/**
 * `value` as a Finish when every field is sound (an import takes no
 * other), else null.
 * @param {any} value
 * @returns {Finish | null}
 */
export function validFinish(value) {
  const read = readFinish(value);
  return read && !read.damaged ? read.finish : null;
}

/**
 * The stored entries that can be read (one without a kind left out; an
 * impossible number in one is taken as missing, so that no table shows it).
 * @returns {Finish[]}
 */
export function readFinishes() {
  try {
    const value = JSON.parse(localStore()?.getItem(STATS) ?? '[]');
    return Array.isArray(value) ? value.map(readFinish).flatMap((read) => (read ? [read.finish] : [])) : [];
  } catch {
    return [];
  }
}

/**
 * Stores `entries` (the newest MAX_ENTRIES); false when storage refuses.
 * @param {Finish[]} entries
 * @returns {boolean}
 */
export function writeFinishes(entries) {
  try {
    const store = localStore();
    store?.setItem(STATS, JSON.stringify(entries.slice(-MAX_ENTRIES)));
    return Boolean(store);
  } catch {
    return false;
  }
}

/**
 * Adds a finished game; false when it is not sound or storage refuses.
 * @param {Omit<Finish, 'at'> & { at?: number }} finish
 * @returns {boolean}
 */
export function addFinish(finish) {
  const entry = validFinish({ at: Date.now(), ...finish });
  return entry !== null && writeFinishes([...readFinishes(), entry]);
}

/**
 * The median of `values` (sorted or not); null for none.
 * @param {number[]} values
 * @returns {number | null}
 */
export function median(values) {
  if (!values.length) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

/**
 * One line of the statistics: a kind and grade (null: not graded), the
 * games solved, the best and median time (ms; null when none was timed),
 * the hints used in all (null when no game's count is known), of those the
 * last resort's revealed digits, and the games solved without a hint.
 * @typedef {{ kind: string, grade: number | null, solved: number, best: number | null, median: number | null, hints: number | null, reveals: number, clean: number }} StatsRow
 */

/**
 * The statistics of `entries` per kind and grade, kinds in the order met
 * first, grades ascending (ungraded last).
 * @param {Finish[]} entries
 * @returns {StatsRow[]}
 */
export function summarise(entries) {
  /** @type {Map<string, Finish[]>} */
  const groups = new Map();
  for (const e of entries) {
    const name = `${e.kind}\u0000${e.grade ?? ''}`;
    groups.set(name, [...(groups.get(name) ?? []), e]);
  }
  const kinds = [...new Set(entries.map((e) => e.kind))];
  const rows = [...groups.values()].map((games) => {
    const times = games.map((g) => g.elapsed).filter((t) => t !== null);
    const known = /** @type {number[]} */ (games.map((g) => g.hints).filter((n) => n !== null));
    return {
      kind: games[0].kind,
      grade: games[0].grade,
      solved: games.length,
      best: times.length ? Math.min(...times) : null,
      median: median(times),
      hints: known.length ? known.reduce((sum, n) => sum + n, 0) : null,
      reveals: games.reduce((sum, g) => sum + (g.reveals ?? 0), 0),
      clean: games.filter((g) => g.hints === 0).length,
    };
  });
  const order = (g) => (g === null ? Infinity : g);
  return rows.sort((a, b) => kinds.indexOf(a.kind) - kinds.indexOf(b.kind) || order(a.grade) - order(b.grade));
}

/**
 * Adds the finished games of an export (`entries`) this browser lacks (the
 * same kind, grade, time and moment are one game): `added` (-1 when
 * storage refuses) and `damaged`, the entries left out because a field is
 * not sound (an impossible time, grade or hint count; no kind).
 * @param {unknown} entries
 * @returns {{ added: number, damaged: number }}
 */
export function importFinishes(entries) {
  if (!Array.isArray(entries)) return { added: 0, damaged: entries === undefined ? 0 : 1 };
  const sound = entries.map(validFinish);
  const damaged = sound.filter((f) => f === null).length;
  const here = readFinishes();
  const seen = new Set(here.map((f) => JSON.stringify(f)));
  const added = /** @type {Finish[]} */ (sound.filter((f) => f !== null && !seen.has(JSON.stringify(f))));
  if (!added.length) return { added: 0, damaged };
  const all = [...here, ...added].sort((a, b) => a.at - b.at);
  return { added: writeFinishes(all) ? added.length : -1, damaged };
}

/**
 * Erases the statistics; false when storage refuses.
 * @returns {boolean}
 */
export function eraseFinishes() {
  return removeLocal(STATS);
}
