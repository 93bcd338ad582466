// The Statistics dialog: per kind and grade the puzzles solved, the best
// and median time, and the hints used (store/stats.js), as one table; the
// grade names come from the engine table.

import { allEngines } from '../../engine/engine.js';
import { readFinishes, summarise } from '../../store/stats.js';
import { formatTime } from '../../model/timer.js';

/**
 * The page's element `id` (typed loosely: any).
 * @type {(id: string) => any}
 */
const $ = (id) => document.getElementById(id);

/** What a cell shows for a number not known (not timed, or damaged in storage). */
const MISSING = '–';

/** A table cell (`th` for a row's head) holding `text`. */
function cell(tag, text) {
  const el = document.createElement(tag);
  el.textContent = text;
  return el;
}

/** The engine table's facts of `kind`, or undefined for a kind it does not know (a record of another version). */
const infoOf = (kind) => allEngines().find((k) => k.variant === kind);

/**
 * The row head of a kind and grade: "Str8ts, 3 Moderate", "Sudoku, Not
 * graded" (a kind the engine table does not know: its stored name).
 * @param {string} kind
 * @param {number | null} grade
 */
function rowHead(kind, grade) {
  const info = infoOf(kind);
  const level = grade === null ? 'Not graded' : `${grade} ${info?.grades[grade] ?? ''}`.trim();
  return `${info?.title ?? kind}, ${level}`;
}

/**
 * A row's hints cell: "12", or with the last resort's revealed digits
 * among them "12" over a smaller "3 revealed" (its own line, so that a
 * narrow table stays whole).
 * @param {import('../../store/stats.js').StatsRow} r
 * @returns {HTMLElement}
 */
function hintsCell(r) {
  const td = cell('td', r.hints === null ? MISSING : String(r.hints));
  if (r.hints !== null && r.reveals) {
    const more = document.createElement('span');
    more.className = 'stats-reveals';
    more.textContent = `${r.reveals} revealed`;
    td.append(more);
  }
  return td;
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
      cell('th', rowHead(r.kind, r.grade)),
      cell('td', String(r.solved)),
      cell('td', r.best === null ? MISSING : formatTime(r.best)),
      cell('td', r.median === null ? MISSING : formatTime(r.median)),
      hintsCell(r),
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
