// The player's Saved games dialog (#saved-dialog): every record this
// browser keeps (store/saved-games.js), games first, then the copies two
// tabs left and the records kept aside; for each its puzzle, grade, date,
// progress and size, with Open (a copy: Restore, which makes it the saved
// game and keeps the saved one as a copy) and Remove (with Undo while the
// dialog is open); Export all downloads them as one JSON file. It also
// says how much the browser keeps and whether it keeps it for good.

import { engineInfo, wasm } from '../../engine/engine.js';
import { CELLS } from '../../model/game.js';
import { fromBoardObject } from '../../model/board-object.js';
import { withProgress } from '../../model/progress.js';
import {
  eraseAll, exportAll, importAll, isGradeText, keptRecords, putBack, removeKept, restoreCopy, savedAt,
} from '../../store/saved-games.js';
import { plural } from '../../shared/messages.js';
import { recordPlace } from '../../store/records.js';

/**
 * What an import brought, in words: "Imported 3 games, 12 finished games
 * of the statistics and 4 days of the daily calendar." (a game this browser had with other
 * progress came in as a copy, which Saved games can restore).
 * @param {import('../../store/saved-games.js').Imported} got
 * @returns {string}
 */
export function importedLine(got) {
  const parts = [
    got.games && plural(got.games, 'game'),
    got.copies && `${plural(got.copies, 'copy', 'copies')} (games you have here with other progress: Restore makes one the saved game)`,
    got.others && plural(got.others, 'record kept aside', 'records kept aside'),
    got.finishes && `${plural(got.finishes, 'finished game')} for the statistics`,
    got.days && plural(got.days, 'day of the daily calendar', 'days of the daily calendar'),
  ].filter(Boolean);
  const line = parts.length ? `Imported ${parts.join(', ')}.` : 'Nothing new: this browser has everything in that file already.';
  return got.damaged ? `${line} ${damagedImportLine(got.damaged)}` : line;
}

/**
 * What an import says of the damaged entries of its file: "1 damaged
 * entry (an impossible time, grade or hint count) was left out or taken without it."
 * @param {number} n
 * @returns {string}
 */
function damagedImportLine(n) {
  const was = n === 1 ? 'was' : 'were';
  return `${plural(n, 'damaged entry', 'damaged entries')} of the file (an impossible time, grade or hint count) ${was} left out.`;
}

/**
 * The page's element `id` (typed loosely: any).
 * @type {(id: string) => any}
 */
const $ = (id) => document.getElementById(id);

/** @typedef {import('../../store/saved-games.js').Kept} Kept */

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
 * Wires the dialog. `currentKey()` is the key of the game on the board
 * (marked in the list), `open(key)` opens a puzzle's saved game in the
 * player, `say(text)` tells the player what happened.
 * @param {{ currentKey: () => string | null, open: (key: string) => void, say: (text: string) => void }} page
 * @returns {{ show: () => void }}
 */
export function wireSavedGames({ currentKey, open, say }) {
  const dialog = $('saved-dialog');
  $('saved-close').addEventListener('click', () => dialog.close());
  $('saved-export').addEventListener('click', () => download());
  $('saved-import').addEventListener('click', () => $('saved-file').click());
  $('saved-file').addEventListener('change', () => importFile());
  $('saved-erase').addEventListener('click', () => $('erase-dialog').showModal());
  $('erase-cancel').addEventListener('click', () => $('erase-dialog').close());
  $('erase-go').addEventListener('click', () => erase());

  /** Tells what an import or an erase did, in the dialog. */
  const outcome = (text) => { $('saved-outcome').textContent = text; };

  /** Imports the file chosen (an export of this page), then lists the records again. */
  async function importFile() {
    const input = $('saved-file');
    const file = input.files?.[0];
    input.value = '';
    if (!file) return;
    try {
      const got = await importAll(await file.text());
      outcome(importedLine(got));
    } catch (err) {
      outcome(err instanceof Error ? err.message : String(err));
    }
    fill();
  }

  /** Erases every record, the statistics and the daily calendar (asked first). */
  async function erase() {
    $('erase-dialog').close();
    outcome(await eraseAll()
      ? 'Everything is erased. The board on screen stays; your next move saves it again.'
      : 'Not everything could be erased: the browser’s storage refused. What is listed stays.');
    fill();
  }

  /** Lists the records, with the summary line. */
  function fill() {
    const all = keptRecords();
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
      ul.append(...rows.map(item));
      list.append(h, ul);
    }
    if (!all.length) {
      const p = document.createElement('p');
      p.className = 'saved-empty';
      p.textContent = 'No saved games yet: a game is saved with every move.';
      list.append(p);
    }
    $('saved-export').disabled = !all.length;
    summarize(all);
  }

  /** The list item of one record. */
  function item(kept) {
    const li = document.createElement('li');
    li.className = 'saved-item';
    li.dataset.name = kept.name;
    li.dataset.kind = kept.kind;
    const puzzle = puzzleOfKey(kept.key);
    const text = document.createElement('div');
    text.className = 'saved-text';
    const title = document.createElement('strong');
    title.textContent = titleOf(kept, puzzle, kept.record);
    if (kept.kind === 'game' && kept.key === currentKey()) title.append(' (on the board)');
    const details = document.createElement('span');
    details.className = 'saved-details';
    details.textContent = detailsOf(kept, puzzle);
    text.append(title, details);
    const actions = document.createElement('div');
    actions.className = 'saved-actions';
    if (puzzle && kept.kind === 'game') actions.append(button('Open', 'open', () => { dialog.close(); open(kept.key); }));
    if (puzzle && kept.kind === 'copy' && kept.record) actions.append(button('Restore', 'restore', () => restore(kept)));
    actions.append(button('Remove', 'remove', () => remove(kept, li)));
    li.append(text, actions);
    return li;
  }

  /** Removes a record; its row then offers Undo. */
  async function remove(kept, li) {
    if (!(await removeKept(kept))) {
      say('That record could not be removed: the browser’s storage refused.');
      return;
    }
    const undo = button('Undo', 'undo', async () => {
      if (await putBack(kept)) fill();
      else say('The record could not be put back: the browser’s storage is full; export what is left first.');
    });
    const line = document.createElement('span');
    line.className = 'saved-details';
    line.textContent = 'Removed.';
    li.dataset.removed = 'true';
    li.replaceChildren(line, undo);
    summarize(keptRecords());
  }

  /** Makes a copy the saved game (the saved one kept as a copy) and opens it. */
  async function restore(kept) {
    const result = await restoreCopy(kept);
    if (result !== 'saved') {
      say(result === 'stale'
        ? 'The saved game changed meanwhile: look at the list again.'
        : 'The copy could not be restored: the browser’s storage is full or blocked.');
      fill();
      return;
    }
    dialog.close();
    open(kept.key);
  }

  /** The summary line: how many records, how much room, and whether the browser keeps them for good. */
  async function summarize(all) {
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

  /** Downloads every record as one JSON file. */
  function download() {
    const now = new Date();
    const blob = new Blob([exportAll(now)], { type: 'application/json' });
    const a = document.createElement('a');
    a.href = URL.createObjectURL(blob);
    a.download = `straights-saved-games-${now.toISOString().slice(0, 10)}.json`;
    document.body.append(a);
    a.click();
    a.remove();
    setTimeout(() => URL.revokeObjectURL(a.href), 10_000);
  }

  return {
    show() {
      outcome('');
      fill();
      if (!dialog.open) dialog.showModal();
    },
  };
}
