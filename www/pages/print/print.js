// The printable booklet page (print.html): reads the booklet's parameters
// from the address (print-params.js), generates puzzle n from seed + n − 1
// in the engine worker with progress and Cancel, and lays the puzzles out
// `per-page` to a printed page (print.css), their solutions small on the
// last page(s). Every puzzle element carries `data-bd` (the kind's puzzle
// format, written by the wasm) and `data-solution`.

import { allEngines, engineInfo, gradeName, startEngine, wasm } from '../../engine/engine.js';
import { plural, pluralWord } from '../../shared/messages.js';
import { disclosure } from '../../shared/note.js';
import { drawGrid } from './print-grid.js';
import { PAPERS, PER_PAGE, MAX_COUNT, pagesOf, randomSeed, readParams, writeParams } from './print-params.js';
import { symmetryLabel } from '../../shared/symmetries.js';
import { EngineWorker } from '../../engine/worker-client.js';

/**
 * The page's element `id`, one its HTML holds: an input, select, button and
 * so on, as the code using it knows (typed loosely: any).
 * @type {(id: string) => any}
 */
const $ = (id) => document.getElementById(id);

/** How the form names a paper size. */
const PAPER_LABELS = { a4: 'A4', letter: 'Letter' };

/** The kinds the engine can generate (filled once the wasm is loaded). */
/** @type {import('../../engine/engine.js').EngineInfo[]} */
let kinds = [];
/** @type {EngineWorker} */
let worker;
/** The booklet being made: its options and puzzles so far; a newer one replaces it. */
/** @type {{ options: any, puzzles: any[] } | null} */
let current = null;

// ------------------------------------------------------------------ form

/** Fills a <select> with `entries` ([value, text]), selecting `chosen`. */
function fillSelect(select, entries, chosen) {
  select.replaceChildren(...entries.map(([value, text]) => new Option(text, value, false, String(value) === String(chosen))));
}

/** The grades and symmetries of the kind chosen in the form, as the engine table lists them. */
function fillKindChoices(grade, symmetry) {
  const info = engineInfo($('variant').value);
  fillSelect($('grade'), info.grades.slice(1).map((name, k) => [k + 1, `${k + 1} ${name}`]), grade ?? $('grade').value);
  if (!$('grade').value) $('grade').selectedIndex = 0;
  fillSelect($('symmetry'), info.symmetries.map((name) => [name, symmetryLabel(name)]), symmetry ?? $('symmetry').value);
  if (!$('symmetry').value) $('symmetry').selectedIndex = 0;
}

/** Shows `options` in the form; `params` keeps what was typed for the free fields (count, seed). */
function fillForm(options, params) {
  fillSelect($('variant'), kinds.map((k) => [k.variant, k.title]), options.variant);
  fillKindChoices(options.grade, options.symmetry);
  fillSelect($('per-page'), PER_PAGE.map((n) => [n, String(n)]), options.perPage);
  fillSelect($('paper'), PAPERS.map((p) => [p, PAPER_LABELS[p] ?? p]), options.paper);
  $('count').max = String(MAX_COUNT);
  $('count').value = params.get('count') ?? String(options.count);
  $('seed').value = params.get('seed') ?? '';
}

/** The address query the form asks for (an empty seed is left out: a random one). */
function formQuery() {
  const params = new URLSearchParams();
  for (const id of ['variant', 'grade', 'count', 'per-page', 'paper', 'symmetry', 'seed']) {
    const value = $(id).value.trim();
    if (value !== '') params.set(id, value);
  }
  return `?${params}`;
}

// ------------------------------------------------------------------ status

/** Shows the parameter errors (none: hides the box). */
function showErrors(errors) {
  $('param-errors').replaceChildren(...errors.map((text) => {
    const item = document.createElement('li');
    item.textContent = text;
    return item;
  }));
  $('param-error').hidden = errors.length === 0;
}

/** Shows the progress bar at `done` of `total` puzzles, or hides it (total null). */
function showProgress(done, total) {
  $('busy').hidden = total === null;
  if (total === null) return;
  $('progress').max = total;
  $('progress').value = done;
  $('progress-text').textContent = `Generating puzzle ${done + 1} of ${total}…`;
}

/**
 * Sets the booklet's state (idle, working, done, cancelled, failed,
 * invalid) and the sentence under the form; `details` (the seeds, an
 * engine's message: facts a player may skip) go behind a Details
 * disclosure after it.
 */
function setState(state, text, details = '') {
  $('booklet').dataset.state = state;
  const lead = document.createElement('span');
  lead.className = 'state-text';
  lead.textContent = text;
  $('state').replaceChildren(lead, ...(details ? [' ', disclosure(details)] : []));
  $('print').disabled = !current || current.puzzles.length === 0 || state === 'working';
}

/** "Tough Str8ts" for a booklet's options. */
function kindName(options) {
  return `${gradeName(options.grade, options.variant)} ${engineInfo(options.variant).title}`;
}

/** "6 Tough Str8ts puzzles" / "1 Tough Str8ts puzzle" for a booklet's options. */
const puzzlesName = (options) => plural(options.count, `${kindName(options)} puzzle`);

// ------------------------------------------------------------------ booklet

/** The player's address of a puzzle string. */
const playerLink = (bd) => new URL(`index.html#bd=${bd}`, location.href).href;

/** A generated puzzle as the booklet keeps it: number, seed, grade, board, its puzzle string and solution. */
function bookletPuzzle(result, number) {
  const puzzle = { ...result.board, placed: '.'.repeat(81), candidates: null, solution: null };
  return {
    number,
    seed: result.seed,
    grade: result.grade,
    board: puzzle,
    bd: wasm.encode(puzzle, engineInfo(result.variant).puzzleFormat),
    solution: result.board.solution,
  };
}

/** A sheet's heading: what it holds, and its page number. */
function sheetTitle(text, page, pages) {
  const title = document.createElement('h2');
  title.className = 'sheet-title';
  const number = document.createElement('span');
  number.className = 'page-number';
  number.textContent = `page ${page} of ${pages}`;
  title.append(text, number);
  return title;
}

/**
 * What a printed puzzle says to find it again in the player, short enough
 * to type: "New puzzle… in the straights player: Str8ts, 4 Tough,
 * Rotation (180°), seed 1" (the dialog makes the same puzzle from the
 * same kind, grade, symmetry and seed).
 */
function replayLine(puzzle, options) {
  const grade = `${puzzle.grade} ${gradeName(puzzle.grade, options.variant)}`;
  const kind = engineInfo(options.variant).title;
  return `New puzzle… in the straights player: ${kind}, ${grade}, ${symmetryLabel(options.symmetry)}, seed ${puzzle.seed}`;
}

/**
 * A puzzle's figure: number, grade and seed, the grid, its link to the
 * player on screen and, on paper, the short line that makes it again.
 */
function puzzleFigure(puzzle, options) {
  const figure = document.createElement('figure');
  figure.className = 'puzzle';
  Object.assign(figure.dataset, { number: puzzle.number, seed: puzzle.seed, grade: puzzle.grade, bd: puzzle.bd, solution: puzzle.solution });
  const caption = document.createElement('figcaption');
  const number = document.createElement('strong');
  number.textContent = String(puzzle.number);
  caption.append(number, ` ${gradeName(puzzle.grade, options.variant)} · seed ${puzzle.seed}`);
  const link = document.createElement('p');
  link.className = 'puzzle-link';
  const anchor = document.createElement('a');
  anchor.href = playerLink(puzzle.bd);
  anchor.textContent = `Play puzzle ${puzzle.number} in the player`;
  const printed = document.createElement('span');
  printed.className = 'print-only';
  printed.textContent = replayLine(puzzle, options);
  link.append(anchor, printed);
  const label = `${engineInfo(options.variant).title} puzzle ${puzzle.number}`;
  figure.append(caption, drawGrid(puzzle.board, { label }), link);
  return figure;
}

/** A solution's small figure: its number and the solved grid. */
function solutionFigure(puzzle, options) {
  const figure = document.createElement('figure');
  figure.className = 'solution';
  Object.assign(figure.dataset, { number: puzzle.number, solution: puzzle.solution });
  const caption = document.createElement('figcaption');
  caption.textContent = `${puzzle.number} · seed ${puzzle.seed}`;
  const label = `Solution of ${engineInfo(options.variant).title} puzzle ${puzzle.number}`;
  figure.append(caption, drawGrid(puzzle.board, { solution: puzzle.solution, label }));
  return figure;
}

/**
 * The class of a solutions page for its number of solutions: print.css
 * sizes the grids to fill the paper (4, 6, 12 or 20 to a page).
 */
function solutionsLayout(count) {
  const layout = [4, 6, 12].find((n) => count <= n) ?? 20;
  return `sheet-solutions solutions-${layout}`;
}

/** A printed page: its heading and figures, in the layout of its kind. */
function sheet(className, title, figures) {
  const section = document.createElement('section');
  section.className = `sheet ${className}`;
  const grid = document.createElement('div');
  grid.className = 'sheet-grid';
  grid.append(...figures);
  section.append(title, grid);
  return section;
}

/** "1–4" or "5" for the puzzle numbers of a page. */
const span = (indices) => (indices.length > 1 ? `${indices[0] + 1}–${indices[indices.length - 1] + 1}` : `${indices[0] + 1}`);

/**
 * Draws the booklet's pages from the puzzles made so far, numbered as in a
 * booklet of `total` puzzles (the count asked for while generating; the
 * puzzles made after a Cancel).
 */
function render({ options, puzzles }, total) {
  const { puzzlePages, solutionPages } = pagesOf(puzzles.length, options.perPage);
  const planned = pagesOf(total, options.perPage);
  const pages = planned.puzzlePages.length + planned.solutionPages.length;
  const solutionStart = planned.puzzlePages.length;
  const kind = kindName(options);
  const sheets = [
    ...puzzlePages.map((indices, p) => sheet(`sheet-puzzles per-${options.perPage}`,
      sheetTitle(`${kind}: ${pluralWord(indices.length, 'puzzle')} ${span(indices)} of ${total}`, p + 1, pages),
      indices.map((i) => puzzleFigure(puzzles[i], options)))),
    ...solutionPages.map((indices, p) => sheet(solutionsLayout(indices.length),
      sheetTitle(`${pluralWord(indices.length, 'Solution')} ${span(indices)}`, solutionStart + p + 1, pages),
      indices.map((i) => solutionFigure(puzzles[i], options)))),
  ];
  $('booklet').replaceChildren(...sheets);
}

/**
 * Which seeds make the booklet, for its Details: "Puzzles 1 to 6 are made
 * from seeds 1 to 6 (puzzle n from seed 1 + n − 1), so the same address
 * always gives the same booklet."
 */
function seedsSentence({ seed, count }) {
  const same = 'so the same address always gives the same booklet.';
  if (count === 1) return `The puzzle is made from seed ${seed}, ${same}`;
  return `Puzzles 1 to ${count} are made from seeds ${seed} to ${seed + count - 1} (puzzle n from seed ${seed} + n − 1), ${same}`;
}

/** The worker's options for puzzle `k` (0-based) of the booklet. */
function jobOptions(options, k) {
  return { variant: options.variant, grade: options.grade, seed: options.seed + k, symmetry: options.symmetry };
}

/** Generates the booklet of `options` puzzle by puzzle, drawing each as it comes. */
async function make(options) {
  /** @type {{ options: any, puzzles: any[] }} */
  const mine = { options, puzzles: [] };
  current = mine;
  document.documentElement.dataset.paper = options.paper;
  $('booklet').replaceChildren();
  const seeds = seedsSentence(options);
  for (let k = 0; k < options.count; k++) {
    showProgress(k, options.count);
    setState('working', `Making ${puzzlesName(options)}…`, seeds);
    let result;
    try {
      ({ result } = await worker.run('generate', { options: jobOptions(options, k) }));
    } catch (err) {
      if (current !== mine) return;
      showProgress(0, null);
      const message = err instanceof Error ? err.message : String(err);
      if (k > 0) render(mine, k);
      if (message === 'cancelled') setState('cancelled', `Cancelled after ${k} of ${options.count} puzzles.`);
      else setState('failed', `Puzzle ${k + 1} could not be made. Try another seed or grade.`, `Seed ${options.seed + k}: ${message}`);
      return;
    }
    if (current !== mine) return;
    mine.puzzles.push(bookletPuzzle(result, k + 1));
    render(mine, options.count);
  }
  showProgress(0, null);
  const { puzzlePages, solutionPages } = pagesOf(options.count, options.perPage);
  const pages = puzzlePages.length + solutionPages.length;
  setState('done', `${puzzlesName(options)}: ${plural(pages, 'page')} to print.`, seeds);
}

/** Makes the booklet the address asks for, or says what is wrong with the address. */
function run() {
  if (worker.busy) worker.cancel();
  current = null;
  const params = new URLSearchParams(location.search);
  const { options, errors } = readParams(params, kinds);
  fillForm(options, params);
  showErrors(errors);
  if (errors.length) {
    $('booklet').replaceChildren();
    showProgress(0, null);
    setState('invalid', 'Nothing generated: change the parameters named above.');
    return;
  }
  if (options.seed === null) options.seed = randomSeed();
  history.replaceState(null, '', writeParams(options));
  make(options);
}

// ------------------------------------------------------------------ start

/** Wires the form, Print, Cancel and Back/Forward. */
function wire() {
  $('variant').addEventListener('change', () => fillKindChoices());
  $('print-form').addEventListener('submit', (event) => {
    event.preventDefault();
    history.pushState(null, '', formQuery());
    run();
  });
  $('print').addEventListener('click', () => window.print());
  $('cancel').addEventListener('click', () => worker.cancel());
  window.addEventListener('popstate', run);
}

async function main() {
  try {
    await startEngine();
  } catch (err) {
    setState('failed', `Could not load the WebAssembly module: ${err instanceof Error ? err.message : err}`);
    return;
  }
  kinds = allEngines().filter((k) => k.generate);
  worker = new EngineWorker();
  wire();
  document.documentElement.dataset.ready = 'true';
  run();
}

main();
