// The player's statistics, in localStorage: one entry per finished game
// (the kind, its grade, the time it took, the hints used, when), added when
// a puzzle is solved without Solve showing the solution. Entries are checked
// where they are read (a damaged one is left out, never a NaN in a table),
// and the summary per kind and grade (solved, best and median time, hints)
// is computed from them. Storage may be unavailable: every call copes.

import { localStore, removeLocal } from './local.js';

/** Where the entries are kept. */
export const STATS = 'straights:stats';
/** The most entries kept (the oldest go first): some 100 bytes each. */
const MAX_ENTRIES = 20000;

/**
 * A finished game.
 * @typedef {object} Finish
 * @property {string} kind the engine table's name of the kind
 * @property {number | null} grade the grade number (null when not graded)
 * @property {number | null} elapsed the time played in ms (null when not timed)
 * @property {number} hints the hints shown
 * @property {number} at when it was finished (ms since 1970)
 */


const isCount = (n) => Number.isInteger(n) && n >= 0;

/**
 * `value` as a Finish when every field is sound, else null.
 * @param {any} value
 * @returns {Finish | null}
 */
export function validFinish(value) {
  if (!value || typeof value !== 'object' || typeof value.kind !== 'string' || !value.kind) return null;
  const grade = value.grade === null || (isCount(value.grade) && value.grade > 0) ? value.grade : undefined;
  const elapsed = value.elapsed === null || (Number.isFinite(value.elapsed) && value.elapsed >= 0) ? value.elapsed : undefined;
  if (grade === undefined || elapsed === undefined || !isCount(value.hints) || !Number.isFinite(value.at)) return null;
  return { kind: value.kind, grade, elapsed: elapsed === null ? null : Math.round(elapsed), hints: value.hints, at: value.at };
}

/**
 * The stored entries that can be read (the damaged ones left out).
 * @returns {Finish[]}
 */
export function readFinishes() {
  try {
    const value = JSON.parse(localStore()?.getItem(STATS) ?? '[]');
    return Array.isArray(value) ? /** @type {Finish[]} */ (value.map(validFinish).filter((f) => f !== null)) : [];
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
 * the hints used in all and the games solved without one.
 * @typedef {{ kind: string, grade: number | null, solved: number, best: number | null, median: number | null, hints: number, clean: number }} StatsRow
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
    return {
      kind: games[0].kind,
      grade: games[0].grade,
      solved: games.length,
      best: times.length ? Math.min(...times) : null,
      median: median(times),
      hints: games.reduce((sum, g) => sum + g.hints, 0),
      clean: games.filter((g) => g.hints === 0).length,
    };
  });
  const order = (g) => (g === null ? Infinity : g);
  return rows.sort((a, b) => kinds.indexOf(a.kind) - kinds.indexOf(b.kind) || order(a.grade) - order(b.grade));
}

/**
 * Adds the finished games of an export (`entries`) this browser lacks (the
 * same kind, grade, time and moment are one game); the number added, or -1
 * when storage refuses.
 * @param {unknown} entries
 * @returns {number}
 */
export function importFinishes(entries) {
  if (!Array.isArray(entries)) return 0;
  const here = readFinishes();
  const seen = new Set(here.map((f) => JSON.stringify(f)));
  const added = /** @type {Finish[]} */ (entries.map(validFinish).filter((f) => f !== null && !seen.has(JSON.stringify(f))));
  if (!added.length) return 0;
  const all = [...here, ...added].sort((a, b) => a.at - b.at);
  return writeFinishes(all) ? added.length : -1;
}

/**
 * Erases the statistics; false when storage refuses.
 * @returns {boolean}
 */
export function eraseFinishes() {
  return removeLocal(STATS);
}
