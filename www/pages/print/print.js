// The printable booklet page (print.html): reads the booklet's parameters
// from the address (print-params.js), generates puzzle n from seed + n − 1
// in the engine worker with progress and Cancel, and lays the puzzles out
// `per-page` to a printed page (print.css), their solutions small on the
// last page(s). With `bd=` values in the address it prints those puzzles
// instead (any kinds, any board format the codec reads): each solved by
// the wasm's exact solver (one without exactly one solution is left out,
// and the page says why), then graded in the engine worker. Every puzzle
// element carries `data-bd` (the kind's puzzle format, written by the
// wasm) and `data-solution`.

import { allEngines, engineInfo, formatTitle, gradeName, startEngine, wasm } from '../../engine/engine.js';
import { andList, errorSentence, plural, pluralWord } from '../../shared/messages.js';
import { disclosure } from '../../shared/note.js';
import { drawGrid } from './print-grid.js';
import {
  PAPERS, PER_PAGE, MAX_COUNT, orList, pagesOf, randomSeed, readBoards, readGiven, readParams, writeGiven, writeParams,
} from '../../shared/print-params.js';
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
/**
 * The booklet being made: its options, puzzles so far and title (what its
 * puzzle pages are headed with); a newer one replaces it.
 * @typedef {{ options: any, puzzles: any[], title: string }} Booklet
 */
/** @type {Booklet | null} */
let current = null;
/** The boards given in the address (bd=), or null for a booklet of generated puzzles: the form keeps them. */
/** @type {string[] | null} */
let givenBoards = null;

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

/** Shows `options` in the form; `params` keeps what was typed for the free fields (count, seed). */
function fillForm(options, params) {
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
function fillGivenForm(count, options) {
  showFormMode(count, options);
  fillSelect($('per-page'), PER_PAGE.map((n) => [n, String(n)]), options.perPage);
  fillSelect($('paper'), PAPERS.map((p) => [p, PAPER_LABELS[p] ?? p]), options.paper);
}

/**
 * The address query the form asks for (an empty seed is left out: a
 * random one); for given puzzles, the same puzzles with the form's per
 * page and paper.
 */
function formQuery() {
  if (givenBoards) return writeGiven(givenBoards, { perPage: Number($('per-page').value), paper: $('paper').value });
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

/** Shows the note on parameters the booklet does not use ('': hides it). */
function showIgnored(text) {
  $('param-note').textContent = text;
  $('param-note').hidden = !text;
}

/**
 * Lists the given puzzles left out of the booklet, each as a player's
 * sentence with the codec's or the solver's words behind Details (none:
 * hides the box).
 * @param {{ text: string, details: string }[]} leftOut
 */
function showLeftOut(leftOut) {
  $('left-out-list').replaceChildren(...leftOut.map(({ text, details }) => {
    const item = document.createElement('li');
    item.append(text, ' ', disclosure(details));
    return item;
  }));
  $('left-out').hidden = leftOut.length === 0;
}

/**
 * Shows the progress bar at `done` of `total` puzzles, or hides it (total
 * null); `verb` is what is being done to them ("Generating", "Grading").
 */
function showProgress(done, total, verb = 'Generating') {
  $('busy').hidden = total === null;
  if (total === null) return;
  $('progress').max = total;
  $('progress').value = done;
  $('progress-text').textContent = `${verb} puzzle ${done + 1} of ${total}…`;
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

/** The puzzle alone of a board object (its givens and black cells): what a booklet prints. */
const puzzleOnly = (board) => ({ ...board, placed: '.'.repeat(81), candidates: null, solution: null });

/**
 * A generated puzzle as the booklet keeps it: number, kind, seed, grade,
 * board, its puzzle string and solution (`place`, a given puzzle's place
 * in the address, is null).
 */
function bookletPuzzle(result, number) {
  const puzzle = puzzleOnly(result.board);
  return {
    number,
    variant: result.variant,
    seed: result.seed,
    grade: result.grade,
    place: null,
    board: puzzle,
    bd: wasm.encode(puzzle, engineInfo(result.variant).puzzleFormat),
    solution: result.board.solution,
  };
}

/** Why a given puzzle the check found `status` ('conflict', 'none', 'multiple') is left out, in a player's words. */
const CHECK_REASONS = {
  conflict: 'its givens break the rules',
  none: 'it has no solution',
  multiple: 'it has more than one solution',
};

/** The start of a board text, for naming it in Details: up to 40 characters. */
const excerpt = (text) => (text.length > 40 ? `${text.slice(0, 40)}…` : text);

/**
 * Reads the board `text`, the `place`-th (1-based) of the address, with
 * the wasm's codec and exact solver: `{ puzzle }` (as bookletPuzzle, its
 * grade not known yet, its number to be set) when it has exactly one
 * solution; else `{ leftOut: { text, details } }`, the player's sentence
 * naming it and why, and the codec's or the check's words.
 */
function givenPuzzle(text, place) {
  const leftOut = (why, detail) => ({
    leftOut: { text: `Puzzle ${place} of the address is left out: ${why}.`, details: `bd=${excerpt(text)}: ${detail}` },
  });
  if (text === '') return leftOut('it is empty', 'no board text.');
  let decoded;
  try {
    decoded = wasm.decode(text);
  } catch (err) {
    return leftOut(`it doesn’t look like a ${orList(allEngines().map((k) => k.title))} board`, errorSentence(err));
  }
  const board = puzzleOnly(decoded.board);
  let check;
  try {
    check = wasm.check(board);
  } catch (err) {
    return leftOut('it could not be checked', errorSentence(err));
  }
  if (check.status !== 'unique' || !check.solution) {
    return leftOut(CHECK_REASONS[check.status] ?? 'it could not be checked', check.text || check.status);
  }
  const { variant } = board;
  const bd = wasm.encode(board, engineInfo(variant).puzzleFormat);
  return { puzzle: { number: 0, variant, seed: null, grade: null, place, format: decoded.format, board, bd, solution: check.solution } };
}

/** Numbers in runs: [1, 2, 3, 5] as "1–3 and 5". */
function numberRuns(numbers) {
  const runs = [];
  for (const n of numbers) {
    const last = runs[runs.length - 1];
    if (last && last[1] === n - 1) last[1] = n;
    else runs.push([n, n]);
  }
  return andList(runs.map(([a, b]) => (a === b ? String(a) : `${a}–${b}`)));
}

/**
 * The formats the given puzzles were read in, for Details: "Read as “Older
 * str8ts.com code”: puzzles 1–3; as “Sudoku, 81 digits”: puzzle 4."
 */
function formatsSentence(puzzles) {
  const groups = new Map();
  for (const p of puzzles) groups.set(p.format, [...(groups.get(p.format) ?? []), p.number]);
  const parts = [...groups].map(([format, numbers]) => `“${formatTitle(format)}”: ${pluralWord(numbers.length, 'puzzle')} ${numberRuns(numbers)}`);
  return `Read as ${parts.join('; as ')}.`;
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
 * same kind, grade, symmetry and seed). A given puzzle has no such short
 * form (its board text is up to hundreds of characters): its line says
 * where its link is.
 */
function replayLine(puzzle, options) {
  const kind = engineInfo(puzzle.variant).title;
  if (puzzle.seed === null) return `Given ${kind} puzzle: the booklet’s page links it to the straights player`;
  const grade = `${puzzle.grade} ${gradeName(puzzle.grade, puzzle.variant)}`;
  return `New puzzle… in the straights player: ${kind}, ${grade}, ${symmetryLabel(options.symmetry)}, seed ${puzzle.seed}`;
}

/**
 * A given puzzle's grade as its caption says it: the grade's name
 * ("Tough"), "logic cannot finish" for grade 0, '' while not known (or
 * for a kind the engine cannot grade).
 */
function gradeWords(puzzle) {
  if (puzzle.grade === null) return '';
  return puzzle.grade > 0 ? gradeName(puzzle.grade, puzzle.variant) : 'logic cannot finish';
}

/**
 * What a puzzle's caption says after "Puzzle 1": "Tough" for a generated
 * puzzle, "Str8ts · Tough" for a given one (kinds may be mixed; the grade
 * once the engine has graded it). The seed is no player's word: it waits
 * under the screen's Details (seedDetails).
 */
function captionText(puzzle) {
  if (puzzle.seed !== null) return gradeName(puzzle.grade, puzzle.variant);
  const grade = gradeWords(puzzle);
  return `${engineInfo(puzzle.variant).title}${grade ? ` · ${grade}` : ''}`;
}

/**
 * A generated puzzle's seed on screen, under a Details disclosure (closed;
 * not printed: the paper's own line says how to make it again), or null
 * for a given puzzle.
 */
function seedDetails(puzzle) {
  if (puzzle.seed === null) return null;
  const details = disclosure(`Seed ${puzzle.seed}: New puzzle… in the player makes this puzzle again from its kind, grade, symmetry and seed.`);
  details.classList.add('puzzle-details', 'screen-only');
  return details;
}

/** Sets the data attributes `fields` of `element`, leaving out the null ones. */
function setData(element, fields) {
  for (const [key, value] of Object.entries(fields)) {
    if (value !== null && value !== undefined) element.dataset[key] = String(value);
  }
}

/**
 * A puzzle's figure: "Puzzle 1" and its grade (a given puzzle: its kind and
 * grade), the grid, its link to the player on screen and, on paper, the
 * short line that makes it again; on screen, its seed under Details.
 */
function puzzleFigure(puzzle, options) {
  const figure = document.createElement('figure');
  figure.className = 'puzzle';
  setData(figure, {
    number: puzzle.number, seed: puzzle.seed, grade: puzzle.grade, given: puzzle.place, bd: puzzle.bd, solution: puzzle.solution,
  });
  const caption = document.createElement('figcaption');
  const number = document.createElement('strong');
  number.textContent = `Puzzle ${puzzle.number}`;
  caption.append(number, ` · ${captionText(puzzle)}`);
  const link = document.createElement('p');
  link.className = 'puzzle-link';
  const anchor = document.createElement('a');
  anchor.href = playerLink(puzzle.bd);
  anchor.textContent = `Play puzzle ${puzzle.number} in the player`;
  const printed = document.createElement('span');
  printed.className = 'print-only';
  printed.textContent = replayLine(puzzle, options);
  const details = seedDetails(puzzle);
  link.append(anchor, ...(details ? [' ', details] : []), printed);
  const label = `${engineInfo(puzzle.variant).title} puzzle ${puzzle.number}`;
  figure.append(caption, drawGrid(puzzle.board, { label }), link);
  return figure;
}

/** A solution's small figure: its puzzle's number (a given puzzle's with its kind) and the solved grid. */
function solutionFigure(puzzle) {
  const figure = document.createElement('figure');
  figure.className = 'solution';
  setData(figure, { number: puzzle.number, solution: puzzle.solution });
  const caption = document.createElement('figcaption');
  const title = engineInfo(puzzle.variant).title;
  caption.textContent = puzzle.seed === null ? `Puzzle ${puzzle.number} · ${title}` : `Puzzle ${puzzle.number}`;
  const label = `Solution of ${title} puzzle ${puzzle.number}`;
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
function render({ options, puzzles, title }, total) {
  const { puzzlePages, solutionPages } = pagesOf(puzzles.length, options.perPage);
  const planned = pagesOf(total, options.perPage);
  const pages = planned.puzzlePages.length + planned.solutionPages.length;
  const solutionStart = planned.puzzlePages.length;
  const sheets = [
    ...puzzlePages.map((indices, p) => sheet(`sheet-puzzles per-${options.perPage}`,
      sheetTitle(`${title}: ${pluralWord(indices.length, 'puzzle')} ${span(indices)} of ${total}`, p + 1, pages),
      indices.map((i) => puzzleFigure(puzzles[i], options)))),
    ...solutionPages.map((indices, p) => sheet(solutionsLayout(indices.length),
      sheetTitle(`${pluralWord(indices.length, 'Solution')} ${span(indices)}`, solutionStart + p + 1, pages),
      indices.map((i) => solutionFigure(puzzles[i])))),
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
  /** @type {Booklet} */
  const mine = { options, puzzles: [], title: kindName(options) };
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
  setState('done', `${puzzlesName(options)}: ${pagesName(options.count, options.perPage)} to print.`, seeds);
}

/** "Pages to print" of a booklet of `count` puzzles at `perPage` a page: "4 pages". */
function pagesName(count, perPage) {
  const { puzzlePages, solutionPages } = pagesOf(count, perPage);
  return plural(puzzlePages.length + solutionPages.length, 'page');
}

/**
 * Reads the given `boards` (solving each with the exact solver) and
 * prints those with one solution at once, numbered 1.. in the address's
 * order, listing the others; then grades them one by one in the engine
 * worker, each caption gaining its grade (Cancel leaves the rest ungraded).
 */
async function makeGiven(boards, options) {
  document.documentElement.dataset.paper = options.paper;
  const puzzles = [];
  const leftOut = [];
  boards.forEach((text, k) => {
    const read = givenPuzzle(text, k + 1);
    if (read.leftOut) {
      leftOut.push(read.leftOut);
      return;
    }
    read.puzzle.number = puzzles.length + 1;
    puzzles.push(read.puzzle);
  });
  const titles = [...new Set(puzzles.map((p) => engineInfo(p.variant).title))];
  /** @type {Booklet} */
  const mine = { options, puzzles, title: andList(titles) };
  current = mine;
  showLeftOut(leftOut);
  render(mine, puzzles.length);
  if (!puzzles.length) {
    const none = boards.length > 1 ? 'no puzzle of the address can be used' : 'the puzzle of the address cannot be used';
    setState('failed', `Nothing to print: ${none}.`);
    return;
  }
  const count = plural(puzzles.length, 'given puzzle');
  const details = `${formatsSentence(puzzles)} Each is solved by the exact solver and graded by the engine as the player grades it.`;
  for (const [k, puzzle] of puzzles.entries()) {
    if (!engineInfo(puzzle.variant).grade) continue;
    showProgress(k, puzzles.length, 'Grading');
    setState('working', `Grading ${count}…`, details);
    let result;
    try {
      ({ result } = await worker.run('grade', { board: puzzle.board }));
    } catch (err) {
      if (current !== mine) return;
      if (err instanceof Error && err.message === 'cancelled') {
        showProgress(0, null);
        setState('cancelled', `Grading cancelled after ${k} of ${puzzles.length} puzzles: the rest print without a grade. ${count}: ${pagesName(puzzles.length, options.perPage)} to print.`, details);
        return;
      }
      continue; // a grade is a nicety: a puzzle the engine cannot grade is printed without one
    }
    if (current !== mine) return;
    puzzle.grade = result.grade;
    $('booklet').querySelector(`figure.puzzle[data-number="${puzzle.number}"]`)?.replaceWith(puzzleFigure(puzzle, options));
  }
  showProgress(0, null);
  setState('done', `${count}: ${pagesName(puzzles.length, options.perPage)} to print.`, details);
}

/** Makes the booklet of the puzzles given in the address, or says what is wrong with the address. */
function runGiven() {
  const { boards, options, errors, ignored } = readGiven(location.search, kinds);
  givenBoards = boards;
  fillGivenForm(boards.length, options);
  showErrors(errors);
  showIgnored(ignored);
  if (errors.length) {
    $('booklet').replaceChildren();
    showProgress(0, null);
    setState('invalid', 'Nothing printed: change the parameters named above.');
    return;
  }
  history.replaceState(null, '', writeGiven(boards, options));
  makeGiven(boards, options);
}

/** Makes the booklet the address asks for, or says what is wrong with the address. */
function run() {
  if (worker.busy) worker.cancel();
  current = null;
  showLeftOut([]);
  if (readBoards(location.search).length) {
    runGiven();
    return;
  }
  givenBoards = null;
  showIgnored('');
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
