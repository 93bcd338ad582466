// The daily puzzles this browser has met, in localStorage: for each kind
// and day, the puzzle's key (the player's save key, see storage.js) and
// whether it was finished (or its solution shown with Solve). The daily page writes the key when it makes a
// day's puzzle; the player marks it finished when it is solved. The
// position itself is the player's saved game of that key. Storage may be
// unavailable (private modes, quotas): every call copes. Also the dates in
// words both pages show.

// ------------------------------------------------------------------ dates in words
// (shared by the daily page and the player's "Daily, 23 November 2026" chip)

/**
 * The Date (midnight UTC) of a valid "YYYY-MM-DD".
 * @param {string} iso
 * @returns {Date}
 */
export function utcDate(iso) {
  const [y, m, d] = iso.split('-').map(Number);
  const date = new Date(Date.UTC(2000, 0, 1));
  date.setUTCFullYear(y, m - 1, d);
  return date;
}

/**
 * Parts of a date in English words (toLocaleDateString `options`: weekday, day, month, year), of its UTC calendar day.
 * @param {string} iso
 * @param {Intl.DateTimeFormatOptions} options
 * @returns {string}
 */
export const words = (iso, options) => utcDate(iso).toLocaleDateString('en-GB', { timeZone: 'UTC', ...options });

/**
 * "23 November" (with the year: "23 November 2026").
 * @param {string} iso
 * @param {boolean} [year]
 * @returns {string}
 */
export const dayMonth = (iso, year = false) =>
  words(iso, { day: 'numeric', month: 'long', ...(year ? { year: 'numeric' } : {}) });

const DAILY = 'straights:daily';
/** The most days kept (two years of both kinds); the oldest dates go first. */
const MAX_DAYS = 1500;

/** The record `{ "str8ts:2026-11-23": { key, solved, elapsed, revealed } }`, or an empty one. */
function readAll() {
  try {
    const value = JSON.parse(window.localStorage.getItem(DAILY) ?? '{}');
    return value && typeof value === 'object' && !Array.isArray(value) ? value : {};
  } catch {
    return {};
  }
}

/** Writes the record back, keeping the MAX_DAYS latest dates; false when storage refuses. */
function writeAll(all) {
  const names = Object.keys(all);
  if (names.length > MAX_DAYS) {
    const byDate = names.sort((a, b) => dateOf(b).localeCompare(dateOf(a)));
    for (const name of byDate.slice(MAX_DAYS)) delete all[name];
  }
  try {
    window.localStorage.setItem(DAILY, JSON.stringify(all));
    return true;
  } catch {
    return false;
  }
}

/** The entry name of a kind and day: "str8ts:2026-11-23". */
const entryName = (variant, date) => `${variant}:${date}`;

/** The date part of an entry name. */
const dateOf = (name) => name.slice(name.indexOf(':') + 1);

/**
 * The entry of `variant` on `date` ({ key, solved, elapsed, revealed }), or null.
 * @param {string} variant
 * @param {string} date
 * @returns {any}
 */
export function dailyEntry(variant, date) {
  const entry = readAll()[entryName(variant, date)];
  return entry && typeof entry.key === 'string' ? entry : null;
}

/**
 * Remembers the puzzle `key` of `variant` on `date` (a finished mark stays while the key is the same).
 * @param {string} variant
 * @param {string} date
 * @param {string} key
 * @returns {boolean} false when it cannot be saved
 */
export function rememberDaily(variant, date, key) {
  const all = readAll();
  const name = entryName(variant, date);
  if (all[name]?.key === key) return true;
  all[name] = { key, solved: false };
  return writeAll(all);
}

/**
 * The day whose puzzle has `key`: { variant, date, solved }, or null for a puzzle that is no daily one.
 * @param {string} key
 * @returns {{ variant: string, date: string, solved: boolean } | null}
 */
export function dailyOfKey(key) {
  for (const [name, entry] of Object.entries(readAll())) {
    if (entry?.key === key) {
      return { variant: name.slice(0, name.indexOf(':')), date: dateOf(name), solved: Boolean(entry.solved) };
    }
  }
  return null;
}

/**
 * Marks the daily puzzle `key` finished in `elapsed` ms (null: time
 * unknown); with `revealed` (Solve showed the solution) it is marked
 * revealed instead, which is no finish: a day already finished stays so.
 * False for a puzzle that is no daily one.
 * @param {string} key
 * @param {number | null} [elapsed]
 * @param {{ revealed?: boolean }} [options]
 * @returns {boolean}
 */
export function markDailySolved(key, elapsed = null, { revealed = false } = {}) {
  const all = readAll();
  const name = Object.keys(all).find((n) => all[n]?.key === key);
  if (!name) return false;
  if (revealed) {
    if (all[name].solved) return true;
    all[name] = { ...all[name], revealed: true };
  } else {
    all[name] = { ...all[name], solved: true, elapsed: elapsed == null ? null : Math.round(elapsed) };
  }
  return writeAll(all);
}

/**
 * The dates of `variant` finished in the month "YYYY-MM", as a Set of "YYYY-MM-DD".
 * @param {string} variant
 * @param {string} month
 * @returns {Set<string>}
 */
export function solvedDates(variant, month) {
  const prefix = `${variant}:${month}-`;
  const dates = new Set();
  for (const [name, entry] of Object.entries(readAll())) {
    if (name.startsWith(prefix) && entry?.solved) dates.add(dateOf(name));
  }
  return dates;
}
