// The verdict of create mode in words: #verdict always holds the current
// verdict in data-solutions ("broken", "0", "1" or "many": a contract for
// checks outside the project), with a sentence for the setter; for a
// unique puzzle #verdict-grade holds data-grade (the grade number) and the
// strategies it needs, and #verdict-minimal whether every clue is needed.

import { cellName } from '../../../model/game.js';
import { gradeName } from '../../../engine/engine.js';
import { andList, plural } from '../../../shared/messages.js';

/**
 * The page's element `id` (typed loosely: any).
 * @type {(id: string) => any}
 */
const $ = (id) => document.getElementById(id);

/** data-solutions of each verdict status of the worker. */
const SOLUTIONS = { broken: 'broken', none: '0', unique: '1', many: 'many' };

/**
 * The setter's sentence for a verdict (the worker's { status, cells, text, ... }).
 * @param {{ status: string, cells: number[], text?: string }} v
 * @returns {string}
 */
export function verdictLine(v) {
  switch (v.status) {
    case 'broken':
      return v.text || 'The clues break the rules.';
    case 'none':
      return 'No solution: the clues contradict each other.';
    case 'many':
      return `Several solutions: one more clue is needed in one of the ${plural(v.cells.length, 'outlined cell')}, where two solutions differ.`;
    default:
      return 'One solution: a proper puzzle.';
  }
}

/**
 * The grade line of a unique puzzle: "Grade 3 Moderate: needs Compartment
 * Range Check and Naked Pairs." (grade 0: logic alone cannot finish it).
 * @param {{ grade: number | null, strategies?: string[] }} v
 * @param {string} variant
 */
export function gradeLine(v, variant) {
  if (!v.grade) return 'Logic alone cannot finish it: a player would have to guess.';
  const needs = v.strategies?.length ? `: needs ${andList(v.strategies)}` : '';
  return `Grade ${v.grade} ${gradeName(v.grade, variant)}${needs}.`;
}

/**
 * The minimality line of a unique puzzle.
 * @param {{ minimal: boolean | null, removable?: number[] }} v
 */
export function minimalLine(v) {
  if (v.minimal) return 'Minimal: every clue is needed.';
  const cells = v.removable ?? [];
  return `Not minimal: ${andList(cells.map(cellName))} could go (each one alone) and it would still have one solution.`;
}

/**
 * Shows verdict `v` of a puzzle of kind `variant` in #verdict.
 * @param {{ status: string, cells: number[], text?: string, grade: number | null, strategies?: string[], minimal: boolean | null, removable?: number[] }} v
 * @param {string} variant
 */
export function showVerdict(v, variant) {
  const box = $('verdict');
  box.dataset.solutions = SOLUTIONS[/** @type {keyof typeof SOLUTIONS} */ (v.status)] ?? v.status;
  $('verdict-text').textContent = verdictLine(v);
  const unique = v.status === 'unique';
  const grade = $('verdict-grade');
  grade.hidden = !unique;
  if (unique) grade.dataset.grade = String(v.grade ?? 0);
  else delete grade.dataset.grade;
  grade.textContent = unique ? gradeLine(v, variant) : '';
  $('verdict-minimal').hidden = !unique;
  $('verdict-minimal').textContent = unique ? minimalLine(v) : '';
  const show = $('verdict-show');
  show.hidden = v.status !== 'many';
  show.textContent = 'Show';
  show.setAttribute('aria-pressed', 'false');
  for (const id of ['create-play', 'create-copy', 'create-booklet']) $(id).disabled = !unique;
}
