// The daily puzzles this browser has met, in localStorage: for each kind
// and day, the puzzle's key (the player's save key, see storage.js) and
// whether it was finished (or its solution shown with Solve), in how long
// and with how many hints. The daily
// page writes the key when it makes a day's puzzle; the player marks it
// finished when it is solved. The position itself is the player's saved
// game of that key. Every day is kept (a day is some 80 bytes); an entry
// is checked where it is read, and a record that cannot be read is kept
// aside before a new one replaces it. Storage may be unavailable (private
// modes, quotas): every call copes. Also the dates in words both pages show,
// and the streak of days in a row finished.

import { localStore, removeLocal } from './local.js';

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
/** Where an unreadable daily record is kept aside (records.js moves it to the other records kept aside on the next page load). */
const ASIDE = 'straights:aside:';


/**
 * The record `{ "str8ts:2026-11-23": { key, solved, elapsed, hints, revealed } }`,
 * or an empty one; `damaged` holds the stored text when it could not be
 * read as such a record (writeAll keeps it aside before writing anew).
 */
function readAll() {
  /** @type {string | null} */
  let text;
  try {
    text = localStore()?.getItem(DAILY) ?? null;
  } catch {
    return { all: {}, damaged: null };
  }
  if (text === null) return { all: {}, damaged: null };
  try {
    const value = JSON.parse(text);
    if (value && typeof value === 'object' && !Array.isArray(value)) return { all: value, damaged: null };
  } catch {
    // damaged: kept aside below
  }
  return { all: {}, damaged: text };
}

/**
 * Writes the record back (an unreadable one it replaces is first kept
 * aside: nothing is dropped); false when storage refuses (the old record
 * then stays as it was).
 */
function writeAll({ all, damaged }) {
  const store = localStore();
  try {
    if (damaged !== null) store?.setItem(`${ASIDE}${Date.now()}:daily`, damaged);
    store?.setItem(DAILY, JSON.stringify(all));
    return Boolean(store);
  } catch {
    return false;
  }
}

/**
 * Whether the daily record could not be read (it is kept aside at the next write).
 * @returns {boolean}
 */
export const dailyRecordDamaged = () => readAll().damaged !== null;

/** True for an entry as written here: an object with a puzzle key (its other fields are checked where read). */
const isEntry = (entry) => entry !== null && typeof entry === 'object' && typeof entry.key === 'string';

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
  const entry = readAll().all[entryName(variant, date)];
  return isEntry(entry) ? entry : null;
}

/**
 * Remembers the puzzle `key` of `variant` on `date` (a finished mark stays while the key is the same).
 * @param {string} variant
 * @param {string} date
 * @param {string} key
 * @returns {boolean} false when it cannot be saved
 */
export function rememberDaily(variant, date, key) {
  const read = readAll();
  const name = entryName(variant, date);
  if (read.all[name]?.key === key) return true;
  read.all[name] = { key, solved: false };
  return writeAll(read);
}

/**
 * The day whose puzzle has `key`: { variant, date, solved }, or null for a puzzle that is no daily one.
 * @param {string} key
 * @returns {{ variant: string, date: string, solved: boolean } | null}
 */
export function dailyOfKey(key) {
  for (const [name, entry] of Object.entries(readAll().all)) {
    if (isEntry(entry) && entry.key === key) {
      return { variant: name.slice(0, name.indexOf(':')), date: dateOf(name), solved: Boolean(entry.solved) };
    }
  }
  return null;
}

/**
 * A count of hints as stored: a non-negative whole number, else null
 * (unknown: an older entry has none, and a damaged one is not trusted).
 * @param {unknown} hints
 * @returns {number | null}
 */
export const validHints = (hints) => (Number.isSafeInteger(hints) && /** @type {number} */ (hints) >= 0 ? /** @type {number} */ (hints) : null);

/**
 * Marks the daily puzzle `key` finished in `elapsed` ms (null: time
 * unknown) with `hints` hints used (null or anything but a non-negative
 * whole number: unknown); with `revealed` (Solve showed the solution) it is
 * marked revealed instead, which is no finish: a day already finished stays
 * so. False for a puzzle that is no daily one.
 * @param {string} key
 * @param {number | null} [elapsed]
 * @param {{ revealed?: boolean, hints?: number | null }} [options]
 * @returns {boolean}
 */
export function markDailySolved(key, elapsed = null, { revealed = false, hints = null } = {}) {
  const read = readAll();
  const { all } = read;
  const name = Object.keys(all).find((n) => isEntry(all[n]) && all[n].key === key);
  if (!name) return false;
  if (revealed) {
    if (all[name].solved) return true;
    all[name] = { ...all[name], revealed: true };
  } else {
    all[name] = { ...all[name], solved: true, elapsed: elapsed == null ? null : Math.round(elapsed), hints: validHints(hints) };
  }
  return writeAll(read);
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
  for (const [name, entry] of Object.entries(readAll().all)) {
    if (name.startsWith(prefix) && isEntry(entry) && entry.solved === true) dates.add(dateOf(name));
  }
  return dates;
}

/**
 * The daily record as it is stored, for an export of all progress: { entries } or, when it cannot be read, { text }.
 * @returns {{ entries: object } | { text: string } | null}
 */
export function dailyExport() {
  const { all, damaged } = readAll();
  if (damaged !== null) return { text: damaged };
  return Object.keys(all).length ? { entries: all } : null;
}

/**
 * Adds the days of an exported daily record (`entries`) this browser lacks,
 * and marks finished the days it has that the export has finished; the
 * number of days added or changed, or -1 when storage refuses.
 * @param {unknown} entries
 * @returns {number}
 */
export function dailyImport(entries) {
  if (!entries || typeof entries !== 'object' || Array.isArray(entries)) return 0;
  const read = readAll();
  let changed = 0;
  for (const [name, entry] of Object.entries(entries)) {
    if (!/^[\w-]+:\d{4}-\d\d-\d\d$/.test(name) || !isEntry(entry)) continue;
    const here = read.all[name];
    if (!isEntry(here)) read.all[name] = entry;
    else if (entry.solved === true && here.solved !== true && here.key === entry.key) read.all[name] = { ...here, ...entry };
    else continue;
    changed++;
  }
  if (!changed) return 0;
  return writeAll(read) ? changed : -1;
}

/**
 * Erases the daily record (every day's entry); false when storage refuses.
 * @returns {boolean}
 */
export function dailyErase() {
  return removeLocal(DAILY);
}

/**
 * Every date of `variant` finished, as a Set of "YYYY-MM-DD".
 * @param {string} variant
 * @returns {Set<string>}
 */
export function finishedDates(variant) {
  const prefix = `${variant}:`;
  const dates = new Set();
  for (const [name, entry] of Object.entries(readAll().all)) {
    if (name.startsWith(prefix) && isEntry(entry) && entry.solved === true) dates.add(dateOf(name));
  }
  return dates;
}

/**
 * The "YYYY-MM-DD" before `iso` (a valid date).
 * @param {string} iso
 * @returns {string}
 */
function dayBefore(iso) {
  const date = utcDate(iso);
  date.setUTCDate(date.getUTCDate() - 1);
  return date.toISOString().slice(0, 10);
}

/**
 * The streak in `dates` (finished days, "YYYY-MM-DD"): how many days in a
 * row were finished, ending `today` or, while today is still to play, the
 * day before; 0 when neither was finished. A streak counts each day once,
 * whatever time zone it was played in: dates are calendar days.
 * @param {Set<string>} dates
 * @param {string} today
 * @returns {number}
 */
export function streakOf(dates, today) {
  let day = dates.has(today) ? today : dayBefore(today);
  let count = 0;
  while (dates.has(day)) {
    count += 1;
    if (day <= '0001-01-01') break;
    day = dayBefore(day);
  }
  return count;
}
