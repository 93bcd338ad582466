// The list of the Saved games dialog (#saved-list), as it is drawn: every
// record this browser keeps, games first, then the copies two tabs left
// and the records kept aside, each with its puzzle, grade, date, progress
// and size and its buttons (Open, Restore, Remove; a removed row offers
// Undo); and the summary line under it: how many games, how much room, and
// whether the browser keeps them for good. saved-games.js says what the
// buttons do.

import { engineInfo, wasm } from '../../engine/engine.js';
import { CELLS } from '../../model/game.js';
import { fromBoardObject } from '../../model/board-object.js';
import { withProgress } from '../../model/progress.js';
import { isGradeText, savedAt } from '../../store/saved-games.js';
import { recordPlace } from '../../store/records.js';

/**
 * The page's element `id` (typed loosely: any).
 * @type {(id: string) => any}
 */
const $ = (id) => document.getElementById(id);

/** @typedef {import('../../store/saved-games.js').Kept} Kept */

/**
 * What the buttons of a row do: `currentKey()` is the key of the game on
 * the board (marked in the list), `open`, `restore` and `remove` act on
 * the row's record (`remove` also gets the row).
 * @typedef {{ currentKey: () => string | null, open: (kept: Kept) => void, restore: (kept: Kept) => void,
 *   remove: (kept: Kept, li: HTMLElement) => void }} RowActions
 */

/** What each kind of record is called in the list. */
const SECTIONS = {
  game: 'Games',
  copy: 'Copies (a game changed in two tabs)',
  aside: 'Kept aside (could not be read)',
};

/**
 * "9.4 KB", "120 bytes".
 * @param {number} bytes
 * @returns {string}
 */
export const sizeText = (bytes) => (bytes < 1000 ? `${bytes} bytes` : `${(bytes / 1000).toFixed(bytes < 10_000 ? 1 : 0)} KB`);

/** The puzzle of a key (a state without progress), or null when it cannot be read. */
function puzzleOfKey(key) {
  try {
    return fromBoardObject(wasm.decode(key).board);
  } catch {
    return null;
  }
}

/** "23 of 50 cells", "Solved", "Solution shown", or '' when the record cannot tell. */
function progressText(puzzle, record) {
  if (!puzzle || !record) return '';
  if (record.revealed === true) return 'Solution shown';
  if (record.solved === true) return 'Solved';
  const state = withProgress(puzzle, record.progress);
  if (!state) return '';
  let open = 0;
  let filled = 0;
  for (let i = 0; i < CELLS; i++) {
    if (state.black[i] || state.givens[i]) continue;
    open++;
    if (state.placed[i]) filled++;
  }
  return `${filled} of ${open} cells`;
}

/** The title line of a record: its kind of puzzle and grade (the daily calendar's own record kept aside says so). */
function titleOf(kept, puzzle, record) {
  if (kept.key === 'daily') return 'The daily calendar’s record';
  if (!puzzle) return 'A record of an unknown puzzle';
  const grade = isGradeText(record?.grade) ? ` · ${record.grade}` : '';
  return `${engineInfo(puzzle.variant).title}${grade}`;
}

/**
 * The details line of a record: date, progress, size.
 * @param {Kept} kept
 * @param {any} puzzle
 * @returns {string}
 */
function detailsOf(kept, puzzle) {
  const at = savedAt(kept);
  const date = at ? new Date(at).toLocaleString('en-GB', { dateStyle: 'medium', timeStyle: 'short' }) : '';
  return [date, progressText(puzzle, kept.record), sizeText(kept.size)].filter(Boolean).join(' · ');
}

/** A small button. */
function button(label, action, onClick) {
  const b = document.createElement('button');
  b.type = 'button';
  b.textContent = label;
  b.dataset.action = action;
  b.addEventListener('click', onClick);
  return b;
}

/**
 * Lists the records `all` in #saved-list, a section per kind of record
 * (or the line that there are none yet), with the buttons `row`.
 * @param {Kept[]} all
 * @param {RowActions} row
 */
export function listRecords(all, row) {
  const list = $('saved-list');
  list.replaceChildren();
  for (const [kind, heading] of Object.entries(SECTIONS)) {
    const rows = all.filter((k) => k.kind === kind);
    if (!rows.length) continue;
    const h = document.createElement('h3');
    h.textContent = heading;
    const ul = document.createElement('ul');
    ul.className = 'saved-items';
    ul.dataset.kind = kind;
    ul.append(...rows.map((kept) => item(kept, row)));
    list.append(h, ul);
  }
  if (!all.length) {
    const p = document.createElement('p');
    p.className = 'saved-empty';
    p.textContent = 'No saved games yet: a game is saved with every move.';
    list.append(p);
  }
}

/**
 * The list item of one record.
 * @param {Kept} kept
 * @param {RowActions} row
 */
function item(kept, row) {
  const li = document.createElement('li');
  li.className = 'saved-item';
  li.dataset.name = kept.name;
  li.dataset.kind = kept.kind;
  const puzzle = puzzleOfKey(kept.key);
  const text = document.createElement('div');
  text.className = 'saved-text';
  const title = document.createElement('strong');
  title.textContent = titleOf(kept, puzzle, kept.record);
  if (kept.kind === 'game' && kept.key === row.currentKey()) title.append(' (on the board)');
  const details = document.createElement('span');
  details.className = 'saved-details';
  details.textContent = detailsOf(kept, puzzle);
  text.append(title, details);
  const actions = document.createElement('div');
  actions.className = 'saved-actions';
  if (puzzle && kept.kind === 'game') actions.append(button('Open', 'open', () => row.open(kept)));
  if (puzzle && kept.kind === 'copy' && kept.record) actions.append(button('Restore', 'restore', () => row.restore(kept)));
  actions.append(button('Remove', 'remove', () => row.remove(kept, li)));
  li.append(text, actions);
  return li;
}

/**
 * The row `li` of a record just removed: "Removed." and Undo, which calls `undo()`.
 * @param {HTMLElement} li
 * @param {() => Promise<void>} undo
 */
export function showRemoved(li, undo) {
  const line = document.createElement('span');
  line.className = 'saved-details';
  line.textContent = 'Removed.';
  li.dataset.removed = 'true';
  li.replaceChildren(line, button('Undo', 'undo', undo));
}

/**
 * The summary line: how many records, how much room, and whether the browser keeps them for good.
 * @param {Kept[]} all
 */
export async function summarize(all) {
  const games = all.filter((k) => k.kind === 'game').length;
  const bytes = all.reduce((sum, k) => sum + k.size, 0);
  const where = { indexeddb: 'in this browser', localstorage: 'in this browser (local storage)', none: 'nowhere: this browser keeps no storage for this page' }[recordPlace()];
  const parts = [`${games} saved game${games === 1 ? '' : 's'}, ${sizeText(bytes)} ${where}.`];
  try {
    if (await navigator.storage?.persisted?.()) parts.push('The browser keeps them until you remove them.');
    else parts.push('The browser may clear them if it runs short of space; finishing a puzzle asks it to keep them.');
  } catch {
    // no word on persistence
  }
  $('saved-summary').textContent = parts.join(' ');
}
