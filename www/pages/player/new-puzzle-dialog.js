// The "New puzzle" dialog (#new-dialog): the puzzle kind, its grades and
// symmetries and, for Sudoku, Minimal, as the engine table lists them, and
// an optional seed checked as it is typed. It opens on the kind and grade
// being played; its form gives the options new-puzzle.js generates from.

import { allEngines, engineInfo } from '../../engine/engine.js';
import { SEED_RULE, seedValue } from '../../shared/seeds.js';
import { SYMMETRY_LABELS } from '../../shared/symmetries.js';

/**
 * The page's element `id`, one its HTML holds: an input, select, button and
 * so on, as the code using it knows (typed loosely: any).
 * @type {(id: string) => any}
 */
const $ = (id) => document.getElementById(id);

/**
 * What is wrong with the seed `text`: '' for an empty one (random) or a
 * whole number up to MAX_SEED, every seed the player shows (spaces around
 * it, as pasted, are fine), else the one sentence every bad seed gets.
 * @param {string} text
 * @returns {string}
 */
export function seedProblem(text) {
  const seed = text.trim();
  return !seed || seedValue(seed) !== null ? '' : SEED_RULE;
}

/**
 * Fills a <select> with `entries` ([value, text]), keeping `chosen`
 * selected when it is among them.
 */
function fillSelect(select, entries, chosen = select.value) {
  select.replaceChildren(...entries.map(([value, text]) => new Option(text, value, false, value === chosen)));
}

/** The kinds with a generator, as the engine table lists them. */
function fillKinds() {
  const kinds = allEngines().filter((k) => k.generate);
  fillSelect($('new-variant'), kinds.map((k) => [k.variant, k.title]));
}

/**
 * The grades, symmetries and the Minimal box of the kind chosen in the
 * dialog, as the engine table lists them; the grade and symmetry chosen
 * stay when the kind has them.
 */
function fillKindChoices() {
  const kind = $('new-variant').value;
  const info = engineInfo(kind);
  const grades = info.grades.slice(1).map((name, k) => [String(k + 1), `${k + 1} ${name}`]);
  // The grade list keeps its choice while the kind stays; a new kind starts on its default.
  const grade = $('new-grade');
  fillSelect(grade, grades, grade.dataset.kind === kind ? grade.value : String(info.defaultGrade ?? 1));
  grade.dataset.kind = kind;
  const order = Object.keys(SYMMETRY_LABELS).filter((name) => info.symmetries.includes(name));
  const names = [...order, ...info.symmetries.filter((name) => !order.includes(name))];
  fillSelect($('new-symmetry'), names.map((name) => [name, SYMMETRY_LABELS[name] ?? name]));
  $('new-symmetry-label').textContent = `Symmetry of the ${info.symmetryOf}`;
  $('new-minimal-row').hidden = !info.minimal;
  // Or the setter's own puzzle of the kind chosen.
  $('create-link').href = `index.html?create=${kind}`;
}

/** The dialog's kinds, grades and symmetries, as the engine table lists them. */
export function fillChoices() {
  fillKinds();
  fillKindChoices();
}

/**
 * Opens the dialog on the kind being played, `variant`, and its grade
 * `level` (when the kind lists that grade).
 * @param {string} variant
 * @param {number | null} level
 */
function open(variant, level) {
  const kinds = [...$('new-variant').options].map((o) => o.value);
  if (kinds.includes(variant) && $('new-variant').value !== variant) {
    $('new-variant').value = variant;
    fillKindChoices();
  }
  const value = String(level ?? '');
  const grades = $('new-grade');
  if ($('new-variant').value === variant && [...grades.options].some((o) => o.value === value)) grades.value = value;
  $('new-dialog').showModal();
}

/** The options the dialog's form asks for, or null after saying what is wrong with the seed. */
function formOptions() {
  const seed = $('new-seed');
  const seedText = seed.value.trim();
  const problem = seedProblem(seedText);
  seed.setCustomValidity(problem);
  if (problem) {
    seed.reportValidity();
    return null;
  }
  const kind = $('new-variant').value;
  const options = { variant: kind, grade: Number($('new-grade').value), symmetry: $('new-symmetry').value };
  if (engineInfo(kind).minimal && $('new-minimal').checked) options.minimal = true;
  if (seedText) options.seed = Number(seedText);
  return options;
}

/**
 * Wires the dialog's form, its Cancel and the busy bar's Cancel. `worker()`
 * is the engine worker, `generate(options)` makes the puzzle the form asks
 * for, `variant()` is the kind on the board and `grade()` the grade number
 * of the puzzle on the board (null when unknown), which the dialog opens on.
 * @param {{ worker: () => any, generate: (options: object) => Promise<boolean>, variant: () => string, grade: () => number | null }} page
 */
export function wireNewPuzzleDialog({ worker, generate, variant, grade }) {
  const dialog = $('new-dialog');
  $('new').addEventListener('click', () => open(variant(), grade()));
  $('new-variant').addEventListener('change', fillKindChoices);
  // The seed's validity follows its text, so that the browser's check on
  // submit says the same sentence, and a corrected seed goes through.
  const seed = $('new-seed');
  seed.addEventListener('input', () => seed.setCustomValidity(seedProblem(seed.value)));
  $('new-form').addEventListener('submit', (event) => {
    event.preventDefault();
    const options = formOptions();
    if (!options) return;
    dialog.close();
    // A seed is for one puzzle: the next New puzzle… is random again.
    seed.value = '';
    generate(options);
  });
  $('new-cancel').addEventListener('click', () => dialog.close());
  $('busy-cancel').addEventListener('click', () => worker().cancel());
}
