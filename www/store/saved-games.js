// The records this browser keeps, as the player's Saved games list shows
// them: saved games, copies two tabs left, records kept aside; each with
// its puzzle key and size; removing one (and putting it back), making a
// copy the saved game (the saved one kept as a copy), and all of them as
// one JSON export. No DOM: the dialog is the player's saved-games.js.

import { ASIDE, GAME_PREFIX } from './storage.js';
import { COPY } from './revisions.js';
import { recordNames, recordText, revisionOf, writeRecords } from './records.js';

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

/**
 * Every record kept, as one JSON document: the games, copies and records
 * kept aside, each with its kind, name, puzzle key and record (the text
 * itself where it cannot be parsed).
 * @param {Date} [now]
 * @returns {string}
 */
export function exportAll(now = new Date()) {
  const records = keptRecords().map(({ kind, name, key, text, record }) => (
    record ? { kind, name, puzzle: key, record } : { kind, name, puzzle: key, text }));
  return `${JSON.stringify({ format: 'straights-saved-games', version: 1, exported: now.toISOString(), records }, null, 1)}\n`;
}
