// The minimal-clue search page: a grid in, the search in a worker
// (search-worker.js), progress and puzzles out as they come, Cancel. The
// grid travels in the address as #grid=<81 digits> (the player links here
// that way); the engine judges the grid and says what is wrong with it.
// The state line speaks plainly ("Searching for 17-clue puzzles in this
// grid… 42% done"); the search's own terms (tasks, unavoidable sets, nodes,
// sets learnt) wait behind its Details.

import { plural } from '../../shared/messages.js';

/**
 * The page's element `id`, one its HTML holds: an input, select, button and
 * so on, as the code using it knows (typed loosely: any).
 * @type {(id: string) => any}
 */
const $ = (id) => document.getElementById(id);

const form = $('search-form');
const gridInput = $('grid');
const gridError = $('grid-error');
const cluesInput = $('clues');
const firstInput = $('first');
const startButton = $('start');
const cancelButton = $('cancel');
const exampleButton = $('example');
const bar = $('progress');
const stateText = $('state-text');
const stateDetails = $('state-details');
const stateFacts = $('state-facts');
const list = $('puzzles');
/** The "Puzzles" section: shown once there is a puzzle to list. */
const results = $('results');

/**
 * The example of "Try an example": a solution grid of Gordon Royle's list
 * of 17-clue Sudoku (tests/data/17-clue-grids-1-2.tsv, line 1) that is the
 * solution of exactly two 17-clue puzzles (the CLI's search and the e2e
 * test find exactly those), and the search's time in Chromium's worker,
 * measured as CPU time of the same wasm in node (29.7 s; native 20 s).
 */
const EXAMPLE = {
  grid: '123456789457189236689273154291745368365928417748631592532894671876512943914367825',
  puzzles: 2,
  time: 'about half a minute on a laptop, longer on a phone',
};

/** The running search: its worker, clue count, start time, progress; null when idle. */
/** @type {{ worker: Worker, clues: number, start: number, done: number, total: number, found: number } | null} */
let running = null;

/** The grid of an address hash "#grid=...", or ''. */
function gridFromHash(hash) {
  const match = /(?:^#|&)grid=([^&]*)/.exec(hash);
  return match ? decodeURIComponent(match[1]) : '';
}

/** The grid text without the spaces and line breaks of a pasted grid. */
function compact(text) {
  return text.replace(/\s+/g, '');
}

/** 1234567 -> "1,234,567". */
const count = (n) => n.toLocaleString('en-US');

/** Seconds since `start`, e.g. "12.3 s". */
const since = (start) => `${((performance.now() - start) / 1000).toFixed(1)} s`;

/** Adds a puzzle to the list: its text, a link that opens it in the player. */
function addPuzzle(text) {
  const item = document.createElement('li');
  const link = document.createElement('a');
  link.href = `index.html#bd=${text}`;
  link.textContent = text;
  link.title = 'Open in the player';
  item.append(link);
  list.append(item);
  results.hidden = false;
}

/**
 * `message` (the engine's or the worker's) as a sentence: a capital
 * letter first and a full stop at the end.
 */
function sentence(message) {
  const text = String(message).trim();
  const capital = text.charAt(0).toUpperCase() + text.slice(1);
  return /[.!?]$/.test(capital) ? capital : `${capital}.`;
}

/**
 * Says where the search is: `text` in plain words, and `facts` (the
 * search's own terms and counts) behind the Details disclosure, which keeps
 * its open or closed state while the facts change; no facts, no Details.
 */
function setState(text, facts = '') {
  stateText.textContent = text;
  stateFacts.textContent = facts;
  stateDetails.hidden = !facts;
}

/** How much of the search is done, "42%" (rounded down: 100% only at the end). */
const percent = (done, total) => `${total ? Math.floor((100 * done) / total) : 0}%`;

/** Shows the idle or busy state of the buttons. */
function setBusy(busy) {
  startButton.disabled = busy;
  cancelButton.disabled = !busy;
  exampleButton.disabled = busy;
  gridInput.readOnly = busy;
}

/** Shows a progress message of the worker: the bar, the count, the puzzles found since the last one. */
function onProgress(message) {
  const run = /** @type {NonNullable<typeof running>} */ (running);
  run.done = message.done;
  run.total = message.total;
  run.found += message.puzzles.length;
  message.puzzles.forEach(addPuzzle);
  bar.max = message.total;
  bar.value = message.done;
  setState(
    `Searching for ${run.clues}-clue puzzles in this grid… ${percent(message.done, message.total)} done, ${plural(run.found, 'puzzle')} found so far.`,
    `${count(message.done)} / ${count(message.total)} tasks · ${plural(run.found, 'puzzle')} so far · ${since(run.start)}`,
  );
}

/**
 * The finished search in plain words: how many puzzles of how many clues,
 * whether that is all of them, and how long it took.
 */
function doneSentence(result, time) {
  const n = result.puzzles.length;
  if (result.stopped) return `Found a puzzle of ${result.clues} clues in ${time} (the search stopped at the first).`;
  if (n === 0) return `No puzzle of ${result.clues} clues has this grid as its only solution (searched in ${time}).`;
  const all = n === 1 ? 'the only one there is' : 'all there are';
  return `Found ${plural(n, 'puzzle')} of ${result.clues} clues in ${time}: ${all}.`;
}

/** Shows the finished search: its last puzzles, a plain sentence and the search's counts behind Details. */
function onDone(result) {
  const run = /** @type {NonNullable<typeof running>} */ (running);
  list.replaceChildren();
  result.puzzles.forEach(addPuzzle);
  bar.value = bar.max;
  setState(
    doneSentence(result, since(run.start)),
    `The search (the hitting-set method of McGuire's checker) used ${plural(result.uas, 'unavoidable set')}, ` +
      `${plural(result.tasks, 'task')}, ${plural(result.nodes, 'node')} and ${plural(result.checks, 'solver check')}, ` +
      `and learnt ${plural(result.learnt, 'set')}.`,
  );
  finish();
}

/** Shows why the search did not run (the engine's message as a sentence); the grid stays as typed. */
function onError(message) {
  gridError.textContent = sentence(message);
  gridError.hidden = false;
  setState('The search did not run.');
  bar.hidden = true;
  finish();
}

/** Ends the running search (its worker is stopped). */
function finish() {
  running?.worker.terminate();
  running = null;
  setBusy(false);
}

/** The sentence on an empty Clues field (a number field reads '' then, which is no count). */
const CLUES_EMPTY = 'Clues is empty: type the number of clues, 1 to 81.';

/**
 * Starts a search of the box's grid in a new worker (an empty box or an
 * empty Clues field only gets a sentence).
 */
function start() {
  const grid = compact(gridInput.value);
  if (cluesInput.value === '') {
    cluesInput.setCustomValidity(CLUES_EMPTY);
    cluesInput.reportValidity();
    setState('The search did not run.');
    return;
  }
  if (!grid) {
    gridError.textContent = 'Paste a solution grid (81 digits) into the box first.';
    gridError.hidden = false;
    setState('The search did not run.');
    return;
  }
  gridError.hidden = true;
  history.replaceState(null, '', `#grid=${encodeURIComponent(grid)}`);
  list.replaceChildren();
  results.hidden = true;
  bar.hidden = false;
  bar.max = 1;
  bar.value = 0;
  const clues = Number(cluesInput.value);
  setState(`Getting ready to search for ${clues}-clue puzzles in this grid…`, 'Collecting unavoidable sets.');
  const worker = new Worker(new URL('../../engine/search-worker.js', import.meta.url), { type: 'module' });
  running = { worker, clues, start: performance.now(), done: 0, total: 0, found: 0 };
  worker.addEventListener('message', ({ data }) => {
    if (!running || running.worker !== worker) return;
    if (data.type === 'progress') onProgress(data);
    else if (data.type === 'done') onDone(data.result);
    else onError(data.message);
  });
  worker.addEventListener('error', (event) => {
    if (running?.worker === worker) onError(event.message || 'The search worker failed to start.');
  });
  worker.postMessage({ grid, clues, first: firstInput.checked });
  setBusy(true);
}

/**
 * Fills the form with the example grid (17 clues, every puzzle) and says
 * what the search will find and about how long it takes; Search runs it.
 */
function tryExample() {
  gridInput.value = EXAMPLE.grid;
  cluesInput.value = '17';
  firstInput.checked = false;
  gridError.hidden = true;
  list.replaceChildren();
  results.hidden = true;
  bar.hidden = true;
  setState(
    `An example from Gordon Royle's list of 17-clue Sudoku: this grid is the only solution of exactly ` +
    `${EXAMPLE.puzzles} puzzles of 17 clues. Press Search to find them all and prove there are no more ` +
    `(${EXAMPLE.time}).`,
  );
  startButton.focus();
}

/** Stops the running search and says how far it got. */
function cancel() {
  if (!running) return;
  const { done, total, found } = running;
  const where = total ? `at ${percent(done, total)}` : 'before the search began';
  setState(
    `Cancelled ${where} (${plural(found, 'puzzle')} found so far).`,
    total ? `Stopped after ${count(done)} / ${count(total)} tasks.` : 'Stopped while collecting unavoidable sets.',
  );
  finish();
}

form.addEventListener('submit', (event) => {
  event.preventDefault();
  if (!running) start();
});
cancelButton.addEventListener('click', cancel);
// A message is about the text it judged: editing the text takes it away.
gridInput.addEventListener('input', () => {
  gridError.hidden = true;
  gridError.textContent = '';
});
cluesInput.addEventListener('input', () => cluesInput.setCustomValidity(''));
exampleButton.addEventListener('click', tryExample);
gridInput.value = gridFromHash(location.hash);
