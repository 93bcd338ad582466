// The Statistics dialog: per kind and grade the puzzles solved, the best
// and median time, and the hints used (store/stats.js), as one table; the
// grade names come from the engine table.

import { engineInfo, gradeName } from '../../engine/engine.js';
import { readFinishes, summarise } from '../../store/stats.js';
import { formatTime } from '../../board/timer.js';

/**
 * The page's element `id` (typed loosely: any).
 * @type {(id: string) => any}
 */
const $ = (id) => document.getElementById(id);

/** A table cell (`th` for a row's head) holding `text`. */
function cell(tag, text) {
  const el = document.createElement(tag);
  el.textContent = text;
  return el;
}

/**
 * The words of a kind's grade: "3 Moderate", or "Not graded".
 * @param {string} kind
 * @param {number | null} grade
 */
function gradeWords(kind, grade) {
  if (grade === null) return 'Not graded';
  return `${grade} ${gradeName(grade, kind) ?? ''}`.trim();
}

/** The title of a kind the engine table knows, else its name as stored. */
function kindTitle(kind) {
  try {
    return engineInfo(kind).title;
  } catch {
    return kind;
  }
}

/** Fills the dialog's table from the stored statistics (or says there are none yet). */
function fill() {
  const rows = summarise(readFinishes());
  const body = $('stats-body');
  body.replaceChildren(...rows.map((r) => {
    const tr = document.createElement('tr');
    tr.dataset.kind = r.kind;
    tr.dataset.grade = String(r.grade ?? '');
    tr.append(
      cell('th', `${kindTitle(r.kind)}, ${gradeWords(r.kind, r.grade)}`),
      cell('td', String(r.solved)),
      cell('td', r.best === null ? '–' : formatTime(r.best)),
      cell('td', r.median === null ? '–' : formatTime(r.median)),
      cell('td', String(r.hints)),
    );
    return tr;
  }));
  $('stats-table').hidden = !rows.length;
  $('stats-empty').hidden = rows.length > 0;
  const total = rows.reduce((sum, r) => sum + r.solved, 0);
  $('stats-summary').textContent = total
    ? `${total} ${total === 1 ? 'puzzle' : 'puzzles'} solved in this browser, ${rows.reduce((s, r) => s + r.clean, 0)} without a hint.`
    : '';
}

/**
 * Wires the Statistics button and dialog; `savedGames()` opens Saved games
 * (where progress and statistics are exported, imported or erased).
 * @param {{ savedGames: () => void }} options
 */
export function wireStats({ savedGames }) {
  const dialog = $('stats-dialog');
  $('stats').addEventListener('click', () => {
    fill();
    dialog.showModal();
  });
  $('stats-close').addEventListener('click', () => dialog.close());
  $('stats-saved').addEventListener('click', () => {
    dialog.close();
    savedGames();
  });
}
