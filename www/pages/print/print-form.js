// The booklet page's form (print.html's #print-form): the kinds, grades
// and symmetries the engine table lists, per page and paper, count and
// seed, filled from a booklet's options; for a booklet of puzzles given in
// the address (bd=), only Per page and Paper, with a line saying so; and the
// address query the form asks for. print.js runs the booklet it names.

import { engineInfo } from '../../engine/engine.js';
import { plural } from '../../shared/messages.js';
import { PAPERS, PER_PAGE, MAX_COUNT, writeGiven, writeParams } from '../../shared/print-params.js';
import { symmetryLabel } from '../../shared/symmetries.js';

/**
 * The page's element `id`, one its HTML holds: an input, select, button and
 * so on, as the code using it knows (typed loosely: any).
 * @type {(id: string) => any}
 */
const $ = (id) => document.getElementById(id);

/** How the form names a paper size. */
const PAPER_LABELS = { a4: 'A4', letter: 'Letter' };

/** Fills a <select> with `entries` ([value, text]), selecting `chosen`. */
function fillSelect(select, entries, chosen) {
  select.replaceChildren(...entries.map(([value, text]) => new Option(text, value, false, String(value) === String(chosen))));
}

/** The grades and symmetries of the kind chosen in the form, as the engine table lists them. */
export function fillKindChoices(grade, symmetry) {
  const info = engineInfo($('variant').value);
  fillSelect($('grade'), info.grades.slice(1).map((name, k) => [k + 1, `${k + 1} ${name}`]), grade ?? $('grade').value);
  if (!$('grade').value) $('grade').selectedIndex = 0;
  fillSelect($('symmetry'), info.symmetries.map((name) => [name, symmetryLabel(name)]), symmetry ?? $('symmetry').value);
  if (!$('symmetry').value) $('symmetry').selectedIndex = 0;
}

/**
 * Shows the form for a booklet of generated puzzles, or (`given`: the
 * number of puzzles in the address) of given ones: then a line says so
 * with a link back to a booklet of new puzzles, and only Per page and
 * Paper are shown.
 */
function showFormMode(given, options) {
  for (const field of document.querySelectorAll('.generate-field')) /** @type {HTMLElement} */ (field).hidden = given !== null;
  $('given-note').hidden = given === null;
  $('generate').textContent = given === null ? 'Generate' : 'Apply';
  if (given === null) return;
  const link = document.createElement('a');
  link.href = `print.html${writeParams({ perPage: options.perPage, paper: options.paper })}`;
  link.textContent = 'Make a booklet of new puzzles';
  $('given-note').replaceChildren(`A booklet of ${plural(given, 'puzzle')} given in its address. `, link);
}

/**
 * Shows `options` in the form, the kinds `kinds` (those the engine can
 * generate) to choose from; `params` keeps what was typed for the free
 * fields (count, seed).
 */
export function fillForm(options, params, kinds) {
  showFormMode(null, options);
  fillSelect($('variant'), kinds.map((k) => [k.variant, k.title]), options.variant);
  fillKindChoices(options.grade, options.symmetry);
  fillSelect($('per-page'), PER_PAGE.map((n) => [n, String(n)]), options.perPage);
  fillSelect($('paper'), PAPERS.map((p) => [p, PAPER_LABELS[p] ?? p]), options.paper);
  $('count').max = String(MAX_COUNT);
  $('count').value = params.get('count') ?? String(options.count);
  $('seed').value = params.get('seed') ?? '';
}

/** Shows a booklet of `count` given puzzles with `options` (per page, paper) in the form. */
export function fillGivenForm(count, options) {
  showFormMode(count, options);
  fillSelect($('per-page'), PER_PAGE.map((n) => [n, String(n)]), options.perPage);
  fillSelect($('paper'), PAPERS.map((p) => [p, PAPER_LABELS[p] ?? p]), options.paper);
}

/**
 * The address query the form asks for (an empty seed is left out: a
 * random one); for the puzzles `givenBoards` given in the address (null
 * for a booklet of generated puzzles), the same puzzles with the form's
 * per page and paper.
 * @param {string[] | null} givenBoards
 */
export function formQuery(givenBoards) {
  if (givenBoards) return writeGiven(givenBoards, { perPage: Number($('per-page').value), paper: $('paper').value });
  const params = new URLSearchParams();
  for (const id of ['variant', 'grade', 'count', 'per-page', 'paper', 'symmetry', 'seed']) {
    const value = $(id).value.trim();
    if (value !== '') params.set(id, value);
  }
  return `?${params}`;
}
