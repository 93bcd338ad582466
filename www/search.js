// The minimal-clue search page: a grid in, the search in a worker
// (search-worker.js), progress and puzzles out as they come, Cancel. The
// grid travels in the address as #grid=<81 digits> (the player links here
// that way); the engine judges the grid and says what is wrong with it.

const $ = (id) => document.getElementById(id);

const form = $('search-form');
const gridInput = $('grid');
const gridError = $('grid-error');
const cluesInput = $('clues');
const firstInput = $('first');
const startButton = $('start');
const cancelButton = $('cancel');
const bar = $('progress');
const stateText = $('state');
const list = $('puzzles');

/** The running search: its worker, start time, progress; null when idle. */
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

/** "1 puzzle" / "2 puzzles". */
const plural = (n, word) => `${count(n)} ${word}${n === 1 ? '' : 's'}`;

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
}

/** Shows the idle or busy state of the buttons. */
function setBusy(busy) {
  startButton.disabled = busy;
  cancelButton.disabled = !busy;
  gridInput.readOnly = busy;
}

function onProgress(message) {
  running.done = message.done;
  running.total = message.total;
  running.found += message.puzzles.length;
  message.puzzles.forEach(addPuzzle);
  bar.max = message.total;
  bar.value = message.done;
  stateText.textContent =
    `${count(message.done)} / ${count(message.total)} tasks · ${plural(running.found, 'puzzle')} so far · ${since(running.start)}`;
}

function onDone(result) {
  list.replaceChildren();
  result.puzzles.forEach(addPuzzle);
  bar.value = bar.max;
  const stopped = result.stopped ? ', stopped at the first' : '';
  stateText.textContent =
    `${plural(result.puzzles.length, 'puzzle')} of ${result.clues} clues${stopped} in ${since(running.start)} ` +
    `(${count(result.uas)} unavoidable sets, ${count(result.tasks)} tasks, ${count(result.nodes)} nodes, ` +
    `${count(result.checks)} solver checks, ${count(result.learnt)} sets learnt).`;
  finish();
}

function onError(message) {
  gridError.textContent = message;
  gridError.hidden = false;
  stateText.textContent = 'The search did not run.';
  bar.hidden = true;
  finish();
}

/** Ends the running search (its worker is stopped). */
function finish() {
  running?.worker.terminate();
  running = null;
  setBusy(false);
}

function start() {
  const grid = compact(gridInput.value);
  gridError.hidden = true;
  history.replaceState(null, '', `#grid=${encodeURIComponent(grid)}`);
  list.replaceChildren();
  bar.hidden = false;
  bar.max = 1;
  bar.value = 0;
  stateText.textContent = 'Collecting unavoidable sets…';
  const worker = new Worker(new URL('./search-worker.js', import.meta.url), { type: 'module' });
  running = { worker, start: performance.now(), done: 0, total: 0, found: 0 };
  worker.addEventListener('message', ({ data }) => {
    if (!running || running.worker !== worker) return;
    if (data.type === 'progress') onProgress(data);
    else if (data.type === 'done') onDone(data.result);
    else onError(data.message);
  });
  worker.addEventListener('error', (event) => {
    if (running?.worker === worker) onError(event.message || 'The search worker failed to start.');
  });
  worker.postMessage({ grid, clues: Number(cluesInput.value), first: firstInput.checked });
  setBusy(true);
}

function cancel() {
  if (!running) return;
  const { done, total, found } = running;
  const where = total ? `after ${count(done)} / ${count(total)} tasks` : 'while collecting unavoidable sets';
  stateText.textContent = `Cancelled ${where} (${plural(found, 'puzzle')} found so far).`;
  finish();
}

form.addEventListener('submit', (event) => {
  event.preventDefault();
  if (!running) start();
});
cancelButton.addEventListener('click', cancel);
gridInput.value = gridFromHash(location.hash);
