// The printable booklet page (print.html): reads the booklet's parameters
// from the address (print-params.js), generates puzzle n from seed + n − 1
// in the engine worker with progress and Cancel, and lays the puzzles out
// `per-page` to a printed page (print.css), their solutions small on the
// last page(s). With `bd=` values in the address it prints those puzzles
// instead (any kinds, any board format the codec reads): each solved by
// the wasm's exact solver (one without exactly one solution is left out,
// and the page says why), then graded in the engine worker. Every puzzle
// element carries `data-bd` (the kind's puzzle format, written by the
// wasm) and `data-solution`. This module runs the page (the address, the
// engine worker, progress and state); the form is print-form.js's, the
// puzzles print-puzzles.js's, the printed pages print-layout.js's.

import { allEngines, engineInfo, gradeName, startEngine } from '../../engine/engine.js';
import { andList, plural } from '../../shared/messages.js';
import { disclosure } from '../../shared/note.js';
import { pagesOf, randomSeed, readBoards, readGiven, readParams, writeGiven, writeParams } from '../../shared/print-params.js';
import { EngineWorker } from '../../engine/worker-client.js';
import { fillForm, fillGivenForm, fillKindChoices, formQuery } from './print-form.js';
import { puzzleFigure, render } from './print-layout.js';
import { bookletPuzzle, formatsSentence, givenPuzzle } from './print-puzzles.js';

/**
 * The page's element `id`, one its HTML holds: an input, select, button and
 * so on, as the code using it knows (typed loosely: any).
 * @type {(id: string) => any}
 */
const $ = (id) => document.getElementById(id);

/** The kinds the engine can generate (filled once the wasm is loaded). */
/** @type {import('../../engine/engine.js').EngineInfo[]} */
let kinds = [];
/** @type {EngineWorker} */
let worker;
/** @typedef {import('./print-layout.js').Booklet} Booklet */
/** The booklet being made (a newer one replaces it), or null. */
/** @type {Booklet | null} */
let current = null;
/** The boards given in the address (bd=), or null for a booklet of generated puzzles: the form keeps them. */
/** @type {string[] | null} */
let givenBoards = null;

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
  fillForm(options, params, kinds);
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
    history.pushState(null, '', formQuery(givenBoards));
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
