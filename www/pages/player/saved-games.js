// The player's Saved games dialog (#saved-dialog): every record this
// browser keeps (store/saved-games.js), listed by saved-list.js, with Open
// (a copy: Restore, which makes it the saved game and keeps the saved one
// as a copy) and Remove (with Undo while the dialog is open); Export all
// downloads them as one JSON file, Import reads such a file back, and
// Erase all (asked first) erases every record.

import {
  eraseAll, exportAll, importAll, keptRecords, putBack, removeKept, restoreCopy,
} from '../../store/saved-games.js';
import { plural } from '../../shared/messages.js';
import { listRecords, showRemoved, summarize } from './saved-list.js';

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

/** Tells what an import or an erase did, in the dialog. */
const outcome = (text) => { $('saved-outcome').textContent = text; };

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
  wireRecordButtons(fill);

  /** What the buttons of a row of the list do. */
  const row = {
    currentKey,
    open: (kept) => { dialog.close(); open(kept.key); },
    restore: (kept) => restore(kept),
    remove: (kept, li) => remove(kept, li),
  };

  /** Lists the records, with the summary line. */
  function fill() {
    const all = keptRecords();
    listRecords(all, row);
    $('saved-export').disabled = !all.length;
    summarize(all);
  }

  /** Removes a record; its row then offers Undo. */
  async function remove(kept, li) {
    if (!(await removeKept(kept))) {
      say('That record could not be removed: the browser’s storage refused.');
      return;
    }
    showRemoved(li, async () => {
      if (await putBack(kept)) fill();
      else say('The record could not be put back: the browser’s storage is full; export what is left first.');
    });
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

  return {
    show() {
      outcome('');
      fill();
      if (!dialog.open) dialog.showModal();
    },
  };
}

/**
 * Wires the buttons that act on every record at once: Export all, Import
 * (a file of Export all) and Erase all (asked first in #erase-dialog);
 * `fill()` lists the records again after an import or an erase.
 * @param {() => void} fill
 */
function wireRecordButtons(fill) {
  $('saved-export').addEventListener('click', () => download());
  $('saved-import').addEventListener('click', () => $('saved-file').click());
  $('saved-file').addEventListener('change', () => importFile());
  $('saved-erase').addEventListener('click', () => $('erase-dialog').showModal());
  $('erase-cancel').addEventListener('click', () => $('erase-dialog').close());
  $('erase-go').addEventListener('click', () => erase());

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
