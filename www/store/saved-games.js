// The records this browser keeps, as the player's Saved games list shows
// them: saved games, copies two tabs left, records kept aside; each with
// its puzzle key and size; removing one (and putting it back), making a
// copy the saved game (the saved one kept as a copy), and all of them as
// one JSON export. No DOM: the dialog is the player's saved-games.js.

import { ASIDE, GAME_PREFIX } from './storage.js';
import { COPY } from './revisions.js';
import { recordNames, recordText, revisionOf, writeRecords } from './records.js';
import { eraseFinishes, importFinishes, readFinishes } from './stats.js';
import { dailyErase, dailyExport, dailyImport } from './daily-store.js';

/** The kinds of records, with their name prefixes and what precedes the puzzle key. */
const KINDS = /** @type {const} */ ([
  ['game', GAME_PREFIX, 0],
  ['copy', COPY, 1],
  ['aside', ASIDE, 1],
]);

/**
 * One record kept: `kind` ('game', 'copy' or 'aside'), its `name`, the
 * puzzle `key` it belongs to, its `text`, the parsed `record` (null when
 * it cannot be parsed) and its `size` in bytes (UTF-16 as the browser
 * keeps strings: 2 a character).
 * @typedef {{ kind: 'game' | 'copy' | 'aside', name: string, key: string, text: string, record: any, size: number }} Kept
 */

/** The parsed object of `text`, or null. */
function parsed(text) {
  try {
    const value = JSON.parse(text);
    return value && typeof value === 'object' && !Array.isArray(value) ? value : null;
  } catch {
    return null;
  }
}

/**
 * Every record kept, newest first within each kind (games, then copies, then the records kept aside).
 * @returns {Kept[]}
 */
export function keptRecords() {
  /** @type {Kept[]} */
  const out = [];
  for (const [kind, prefix, skip] of KINDS) {
    const rows = recordNames(prefix).map((name) => {
      let rest = name.slice(prefix.length);
      for (let i = 0; i < skip; i++) rest = rest.slice(rest.indexOf(':') + 1);
      const text = recordText(name) ?? '';
      return { kind, name, key: rest, text, record: parsed(text), size: 2 * (name.length + text.length) };
    });
    rows.sort((a, b) => savedAt(b) - savedAt(a));
    out.push(...rows);
  }
  return out;
}

/**
 * When a record was saved (ms since 1970; 0 when it does not say).
 * @param {Kept} kept
 * @returns {number}
 */
export function savedAt(kept) {
  const at = kept.record?.savedAt;
  return typeof at === 'number' && Number.isFinite(at) && at > 0 ? at : 0;
}

/**
 * Removes the record `kept` (only while it is as listed); false when the storage refuses.
 * @param {Kept} kept
 * @returns {Promise<boolean>}
 */
export async function removeKept(kept) {
  return (await writeRecords([], { removes: [[kept.name, kept.text]] })) === 'saved';
}

/**
 * Writes the record `kept` back (Undo of a removal); false when the storage refuses.
 * @param {Kept} kept
 * @returns {Promise<boolean>}
 */
export async function putBack(kept) {
  return (await writeRecords([[kept.name, kept.text]])) === 'saved';
}

/**
 * Makes the copy `kept` the saved game of its puzzle, as a revision newer
 * than the saved one (so tabs showing it follow), and keeps the saved one
 * as a copy in its place, in one write. 'failed' when the storage
 * refuses, 'stale' when the saved game changed meanwhile (nothing written).
 * @param {Kept} kept
 * @returns {Promise<import('./records.js').WriteResult>}
 */
export async function restoreCopy(kept) {
  const name = GAME_PREFIX + kept.key;
  const current = recordText(name);
  const over = revisionOf(current);
  const record = { ...(kept.record ?? {}), rev: over + 1, savedAt: Date.now() };
  const text = JSON.stringify({ rev: record.rev, ...record });
  const puts = /** @type {Array<[string, string]>} */ ([[name, text]]);
  if (current !== null) puts.push([kept.name, current]);
  return writeRecords(puts, { guard: { name, over }, removes: current === null ? [[kept.name, kept.text]] : [] });
}

/** The format name and version of an export (version 1 held the records alone). */
const EXPORT_FORMAT = 'straights-saved-games';
const EXPORT_VERSION = 2;

/**
 * Every record kept, as one JSON document: the games, copies and records
 * kept aside, each with its kind, name, puzzle key and record (the text
 * itself where it cannot be parsed); the statistics (the finished games)
 * and the daily calendar.
 * @param {Date} [now]
 * @returns {string}
 */
export function exportAll(now = new Date()) {
  const records = keptRecords().map(({ kind, name, key, text, record }) => (
    record ? { kind, name, puzzle: key, record } : { kind, name, puzzle: key, text }));
  const doc = { format: EXPORT_FORMAT, version: EXPORT_VERSION, exported: now.toISOString(), records, stats: readFinishes(), daily: dailyExport() };
  return `${JSON.stringify(doc, null, 1)}\n`;
}

/**
 * What an import brought: games added, games kept as copies (this browser
 * had the game with other progress: its own stays the saved one), other
 * records, finished games of the statistics and daily days; and the
 * entries left out as damaged (a finished game with an impossible time,
 * grade or hint count) or taken without a damaged field (a game's grade).
 * @typedef {{ games: number, copies: number, others: number, finishes: number, days: number, damaged: number }} Imported
 */

/** The longest grade text a record may hold ("3 Moderate"; more is damage). */
const MAX_GRADE_TEXT = 40;

/**
 * Whether `value` can be a saved game's grade: its chip's text ("3
 * Moderate"), a short line of printable characters.
 * @param {unknown} value
 * @returns {value is string}
 */
export function isGradeText(value) {
  return typeof value === 'string' && value.length > 0 && value.length <= MAX_GRADE_TEXT && [...value].every((c) => c >= ' ' && c !== '\u007f');
}

/**
 * Exported record `r`'s text, with a grade field that is no grade text
 * left out (`damaged` says so); null when it has neither record nor text.
 * @returns {{ text: string, damaged: boolean } | null}
 */
function importedText(r) {
  const record = r?.record;
  if (record && typeof record === 'object' && !Array.isArray(record) && 'grade' in record && record.grade !== null && !isGradeText(record.grade)) {
    const { grade, ...rest } = record;
    return { text: JSON.stringify(rest), damaged: true };
  }
  const text = record !== undefined ? JSON.stringify(record) : r?.text;
  return typeof text === 'string' ? { text, damaged: false } : null;
}

/** A reason an export file cannot be read, as a player's sentence. */
class ImportError extends Error {}

/**
 * The export document of `text`, checked: throws an ImportError saying why not.
 * @param {string} text
 */
function exportDoc(text) {
  let doc;
  try {
    doc = JSON.parse(text);
  } catch {
    throw new ImportError('This file is not a straights export: it is not JSON.');
  }
  if (!doc || doc.format !== EXPORT_FORMAT) throw new ImportError('This file is not a straights export (Saved games → Export all writes one).');
  if (!Number.isInteger(doc.version) || doc.version < 1 || doc.version > EXPORT_VERSION) {
    throw new ImportError(`This export is of version ${doc.version}, newer than this page reads (${EXPORT_VERSION}): update the page first.`);
  }
  if (!Array.isArray(doc.records)) throw new ImportError('This export lists no records: the file is damaged.');
  return doc;
}

/**
 * The [name, text] to write for exported record `r`, or null when it is no
 * record of this page; a game this browser has with other progress comes
 * in as a copy (named as a copy of tab "import<n>"), so that nothing is lost.
 */
function importedRecord(r, n) {
  const got = importedText(r);
  if (typeof r?.name !== 'string' || !got) return null;
  const { text, damaged } = got;
  const kind = KINDS.find(([, prefix]) => r.name.startsWith(prefix));
  if (!kind) return null;
  const here = recordText(r.name);
  if (here === text) return null;
  if (kind[0] === 'game' && here !== null) return [`${COPY}import${n}:${r.name.slice(GAME_PREFIX.length)}`, text, 'copy', damaged];
  return [r.name, text, kind[0], damaged];
}

/**
 * Imports an export (`text`, as exportAll writes it): its records this
 * browser lacks, its statistics and daily days; nothing here is replaced.
 * Throws an ImportError (a sentence for the player) for a file that is
 * not an export or a storage that refuses.
 * @param {string} text
 * @returns {Promise<Imported>}
 */
export async function importAll(text) {
  const doc = exportDoc(text);
  const stamp = Date.now();
  const rows = doc.records.map((r, k) => importedRecord(r, `${stamp}-${k}`)).filter((row) => row !== null);
  if (rows.length && (await writeRecords(rows.map(([name, body]) => [name, body]))) !== 'saved') {
    throw new ImportError('Nothing was imported: the browser’s storage is full or blocked.');
  }
  const count = (kind) => rows.filter((row) => row[2] === kind).length;
  const finishes = importFinishes(doc.stats);
  const days = dailyImport(doc.daily?.entries);
  const damaged = finishes.damaged + rows.filter((row) => row[3]).length;
  return { games: count('game'), copies: count('copy'), others: count('aside'), finishes: Math.max(finishes.added, 0), days: Math.max(days, 0), damaged };
}

/**
 * Erases every record kept (games, copies, records kept aside), the
 * statistics and the daily calendar; false when the storage refuses (then
 * what could not be erased stays).
 * @returns {Promise<boolean>}
 */
export async function eraseAll() {
  const removes = keptRecords().map(({ name, text }) => /** @type {[string, string]} */ ([name, text]));
  const records = !removes.length || (await writeRecords([], { removes })) === 'saved';
  return eraseFinishes() && dailyErase() && records;
}
