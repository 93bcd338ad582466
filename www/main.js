// The player page: reads a board from the link (#bd=... or ?bd=...), plays
// it, keeps the link current (history.replaceState), saves progress, asks
// the wasm engines for candidates, checks, hints and solutions, and the
// worker for new puzzles. Rendering is board-view.js, the rules of moves
// game.js; this file wires input to them.

import init, { candidates, decode, encode, hint } from './pkg/straights.js';
import { createBoardView } from './board-view.js';
import { conflictCells, engineBoard, isSolvedBy, positionText, uniqueSolution } from './engine.js';
import {
  History, applyChanges, bit, cellName, clearCells, fillCandidates, fillSolution, fromBoardObject, hasProgress,
  isEditable, placeDigit, progressString, puzzleOf, relatedCells, toBoardObject, toggleCandidate, valueAt,
  withProgress, wrongCells,
} from './game.js';
import { wireBoardInput } from './input.js';
import { boardParam, linkTo, pastedBoard, puzzleFormat } from './links.js';
import { lastGameKey, loadGame, loadSettings, saveGame, saveSettings } from './storage.js';
import { PlayTimer, formatTime } from './timer.js';
import { EngineWorker } from './worker-client.js';

const $ = (id) => document.getElementById(id);
const VARIANT_NAMES = { str8ts: 'Str8ts', sudoku: 'Sudoku' };
const GRADE_NAMES = ['Unfinished', 'Easy', 'Gentle', 'Moderate', 'Tough', 'Diabolical', 'Extreme'];
/** The grade of the puzzle a newcomer gets. */
const DEFAULT_GRADE = 3;

// ------------------------------------------------------------------ state

const view = createBoardView({ id: 'board' });
let worker = null;
let settings = loadSettings();

/** The game: history of states, the puzzle key, the format read, time, flags. */
const game = {
  history: null,
  key: null,
  format: null,
  solution: null,
  grade: null,
  solved: false,
  wrong: new Set(),
  hint: null,
};
const ui = {
  selected: new Set(),
  focus: null,
  anchor: null,
  candidateMode: false,
  dragging: false,
  lastHash: null,
};

const state = () => game.history.state;

// ------------------------------------------------------------------ links

/** The board text of the current link: the hash wins over the query. */
function linkText() {
  return boardParam(location.hash) ?? boardParam(location.search);
}

/** The puzzle-only text of a state (the save key too). */
function puzzleText(s) {
  return encode(toBoardObject(puzzleOf(s), { candidates: 'none' }), puzzleFormat(s));
}

/** Writes the current position into the address bar without a history entry. */
function writeHash() {
  const text = positionText(state());
  const hash = `#bd=${text}`;
  ui.lastHash = hash;
  if (location.hash !== hash || location.search) {
    history.replaceState(null, '', `${location.pathname}${hash}`);
  }
}

// ------------------------------------------------------------------ messages

function showMessage(lead, detail) {
  const box = $('message');
  box.replaceChildren();
  const strong = document.createElement('strong');
  strong.textContent = lead;
  const text = document.createElement('span');
  text.id = 'message-text';
  text.textContent = detail;
  box.append(strong, ' ', text);
  box.hidden = false;
}

function clearMessage() {
  $('message').hidden = true;
  $('message').replaceChildren();
}

function say(text, kind = '') {
  const info = $('info');
  info.textContent = text;
  info.dataset.kind = kind;
}

const errorText = (err) => (err instanceof Error ? err.message : String(err));

function setStatus() {
  const status = $('status');
  status.replaceChildren();
  const s = state();
  const parts = [[VARIANT_NAMES[s.variant] ?? s.variant, 'status-variant']];
  if (game.grade) parts.push([`${game.grade.grade} ${game.grade.name}`, 'status-grade']);
  if (game.format) parts.push([game.format, 'status-format']);
  for (const [text, className] of parts) {
    const span = document.createElement('span');
    span.className = className;
    span.textContent = text;
    status.append(span);
  }
  status.dataset.format = game.format ?? '';
  status.dataset.variant = s.variant;
}

// ------------------------------------------------------------------ drawing

function decorations() {
  const s = state();
  const related = ui.focus == null ? new Set() : relatedCells(s, ui.focus);
  const same = new Set();
  if (ui.focus != null) {
    const v = valueAt(s, ui.focus);
    if (v) for (let i = 0; i < 81; i++) if (valueAt(s, i) === v && !s.black[i]) same.add(i);
  }
  return {
    selected: ui.selected,
    focus: ui.focus,
    related,
    same,
    conflicts: conflictCells(s),
    wrong: game.wrong,
    hint: new Set(game.hint?.result.cells ?? []),
    hintTargets: new Set([...(game.hint?.result.placements ?? []), ...(game.hint?.result.eliminations ?? [])].map(([i]) => i)),
    readonly: game.solved,
  };
}

function render() {
  view.render(state(), decorations());
  $('undo').disabled = !game.history.past.length;
  $('redo').disabled = !game.history.future.length;
  const str8ts = state().variant === 'str8ts';
  $('hint').disabled = !str8ts || game.solved;
  $('hint').title = str8ts ? 'Show the next logical step; press again to apply it' : 'Hints are for Str8ts so far';
  $('check').disabled = !game.solution || game.solved;
  $('solve').disabled = !game.solution || game.solved;
  $('mode').setAttribute('aria-pressed', String(ui.candidateMode));
  $('mode').textContent = `Candidates: ${ui.candidateMode ? 'on' : 'off'}`;
  document.body.classList.toggle('is-solved', game.solved);
}

// ------------------------------------------------------------------ timer

const timer = new PlayTimer(() => Boolean(game.history) && !game.solved && document.visibilityState === 'visible');

function showTime() {
  $('timer').textContent = formatTime(timer.sync());
}

function applyTimerVisibility() {
  const hidden = Boolean(settings.timerHidden);
  $('timer').hidden = hidden;
  $('timer-toggle').textContent = hidden ? 'Show timer' : 'Hide timer';
  $('timer-toggle').setAttribute('aria-pressed', String(hidden));
}

// ------------------------------------------------------------------ saving

function save() {
  if (!game.history || !game.key) return;
  const elapsed = timer.sync();
  saveGame(game.key, {
    progress: progressString(state()),
    past: game.history.past.map(progressString),
    future: game.history.future.map(progressString),
    elapsed: Math.round(elapsed),
    solved: game.solved,
    format: game.format,
  });
}

/** The history of a saved record on `puzzle`, or null when it does not fit. */
function restoredHistory(puzzle, record) {
  const now = withProgress(puzzle, record?.progress);
  if (!now) return null;
  const states = (list) => (Array.isArray(list) ? list.map((p) => withProgress(puzzle, p)).filter(Boolean) : []);
  return new History(now, { past: states(record.past), future: states(record.future) });
}

// ------------------------------------------------------------------ loading

/**
 * Starts playing `s` (a state), read as `format`. The saved game of the
 * same puzzle is restored when `s` has no progress of its own or shows
 * the very position saved; otherwise `s` starts a new history.
 */
function startGame(s, format, { fresh = false, keepMessage = false, writeLink = true, grade = null } = {}) {
  if (game.history) save();
  const key = puzzleText(s);
  const record = fresh ? null : loadGame(key);
  const puzzle = puzzleOf(s);
  let restored = null;
  if (record) {
    const saved = restoredHistory(puzzle, record);
    if (saved && (!hasProgress(s) || progressString(saved.state) === progressString(s))) restored = saved;
  }
  game.history = restored ?? new History(s);
  game.key = key;
  game.format = format;
  game.solution = uniqueSolution(s);
  game.solved = restored ? Boolean(record.solved) : false;
  game.wrong = new Set();
  game.hint = null;
  game.grade = grade;
  timer.reset(restored ? Number(record.elapsed) || 0 : 0);
  ui.selected = new Set();
  ui.focus = null;
  if (!keepMessage) clearMessage();
  say(restored && hasProgress(state()) ? 'Welcome back: your progress is restored.' : '');
  setStatus();
  afterChange({ record: false, link: writeLink });
  if (!performance.getEntriesByName('board-drawn').length) performance.mark('board-drawn');
  if (!grade) gradePuzzle();
}

/** Asks the worker for the puzzle's grade (Str8ts) and shows it. */
async function gradePuzzle() {
  const s = state();
  if (s.variant !== 'str8ts' || !worker) return;
  const key = game.key;
  try {
    const { result } = await worker.run('grade', { board: toBoardObject(puzzleOf(s), { candidates: 'none' }) });
    if (game.key === key) {
      game.grade = { grade: result.grade, name: GRADE_NAMES[result.grade] ?? result.name };
      setStatus();
    }
  } catch {
    // a grade is a nicety: a cancelled or failed job leaves the status as it is
  }
}

/** Decodes `text`; on success plays it, else shows the codec's message and keeps the game. */
function openText(text, { fromLink = false } = {}) {
  let decoded;
  try {
    decoded = decode(text);
  } catch (err) {
    showMessage(fromLink ? 'Could not read the board in this link:' : 'Could not read this board:', errorText(err));
    return false;
  }
  startGame(fromBoardObject(decoded.board), decoded.format);
  return true;
}

/** Follows a changed address (typed hash, back/forward). */
function followLink() {
  if (location.hash === ui.lastHash) return;
  const text = linkText();
  if (text === null || !text.trim()) return;
  openText(text, { fromLink: true });
}

/** Opens the last saved game, if any; true when it did. */
function openLastGame(options = {}) {
  const key = lastGameKey();
  const record = key ? loadGame(key) : null;
  if (!record) return false;
  try {
    const decoded = decode(key);
    const puzzle = fromBoardObject(decoded.board);
    const saved = restoredHistory(puzzle, record);
    if (!saved) return false;
    startGame(saved.state, record.format ?? decoded.format, options);
    return true;
  } catch {
    return false;
  }
}

// ------------------------------------------------------------------ moves

/** Records a new state (undoable) and updates everything. */
function commit(next, { keepHint = false } = {}) {
  if (game.solved) return;
  if (!game.history.push(next)) return;
  if (!keepHint) game.hint = null;
  game.wrong = new Set([...game.wrong].filter((i) => state().placed[i] && state().placed[i] !== game.solution?.[i]));
  afterChange();
}

/** After any change of the position: link, save, solved check, drawing. */
function afterChange({ record = true, link = true } = {}) {
  if (link) writeHash();
  checkSolved();
  if (record) save();
  render();
  showTime();
}

function checkSolved() {
  const s = state();
  if (game.solved || !isSolvedBy(s, game.solution)) return;
  const elapsed = timer.sync();
  game.solved = true;
  timer.sync();
  say(`Solved in ${formatTime(elapsed)}. Well done!`, 'solved');
  save();
  document.dispatchEvent(new CustomEvent('straights:solved', { detail: { elapsed } }));
}

const selectedCells = () => (ui.selected.size ? [...ui.selected] : ui.focus != null ? [ui.focus] : []);

function enterDigit(d, asCandidate) {
  const cells = selectedCells();
  if (!cells.length) return;
  if (!cells.some((i) => isEditable(state(), i))) {
    say(`${cellName(cells[0])} cannot be changed.`);
    return;
  }
  commit(asCandidate ? toggleCandidate(state(), cells, d) : placeDigit(state(), cells, d));
}

function erase() {
  commit(clearCells(state(), selectedCells()));
}

function undo() {
  if (game.solved || !game.history.undo()) return;
  game.hint = null;
  afterChange();
}

function redo() {
  if (game.solved || !game.history.redo()) return;
  game.hint = null;
  afterChange();
}

// ------------------------------------------------------------------ help

function fillAll() {
  const masks = candidates(toBoardObject(state(), { candidates: 'none' }));
  commit(fillCandidates(state(), masks));
  say('Every candidate the rules allow is written in.');
}

function check() {
  if (!game.solution) return;
  const wrong = wrongCells(state(), game.solution);
  game.wrong = new Set(wrong);
  render();
  if (!wrong.length) say('No mistakes so far.', 'ok');
  else say(`${wrong.length} wrong ${wrong.length === 1 ? 'digit' : 'digits'}: ${wrong.map(cellName).join(', ')}.`, 'bad');
}

/** First press: show the next step and its cells; second press: apply it. */
function hintStep() {
  if (state().variant !== 'str8ts' || game.solved) return;
  if (game.hint && game.hint.progress === progressString(state())) {
    applyHint(game.hint.result);
    return;
  }
  let result;
  try {
    result = hint(engineBoard(state()));
  } catch (err) {
    showMessage('No hint:', errorText(err));
    return;
  }
  game.hint = { result, progress: progressString(state()) };
  const again = result.kind === 'solved' || result.kind === 'stuck' ? '' : ' Press Hint again to apply it.';
  say(`${result.strategy ? `${result.strategy}: ` : ''}${result.text}${again}`, 'hint');
  render();
}

function applyHint(result) {
  let next = state();
  if (result.kind === 'step') {
    // Eliminations need candidates to act on: where the player noted none,
    // the step started from the rules' candidates, so those are written in.
    if (result.eliminations.length) {
      next = fillCandidates(next, engineBoard(next).candidates ?? candidates(toBoardObject(next, { candidates: 'none' })));
    }
    next = applyChanges(next, result.placements, result.eliminations);
  } else if (result.kind === 'mistake') {
    next = clearCells(next, result.cells);
  } else if (result.kind === 'missing-candidate' && game.solution) {
    const cands = [...next.cands];
    for (const i of result.cells) cands[i] |= bit(game.solution[i]);
    next = { ...next, cands };
  }
  game.hint = null;
  commit(next);
  say(result.kind === 'step' ? `Applied: ${result.strategy}.` : '');
}

function solveAll() {
  if (!game.solution) return;
  commit(fillSolution(state(), game.solution));
}

function restart() {
  if (!hasProgress(state())) return;
  if (!window.confirm('Clear every digit and candidate you entered? (Undo brings them back.)')) return;
  commit(puzzleOf(state()));
  say('Back to the start: Undo brings your position back.');
}

async function copyLink(withProgress) {
  const text = withProgress
    ? positionText(state())
    : puzzleText(state());
  const link = linkTo(location.href, text);
  const field = $('share-link');
  field.value = link;
  field.dataset.kind = withProgress ? 'progress' : 'puzzle';
  try {
    await navigator.clipboard.writeText(link);
    say(withProgress ? 'Link with your progress copied.' : 'Link to the puzzle copied.', 'ok');
  } catch {
    field.select();
    say('Copy the link from the box below.', '');
  }
}

// ------------------------------------------------------------------ new puzzles

/**
 * Generates a puzzle in the worker and plays it. The page stays usable
 * meanwhile; a bar shows the work and offers Cancel. Resolves to true when
 * a new puzzle is on the board.
 */
let generation = 0;

async function generatePuzzle(options, startOptions = {}) {
  if (worker.busy) worker.cancel();
  const mine = ++generation;
  $('busy-text').textContent = `Generating a ${GRADE_NAMES[options.grade]} puzzle…`;
  $('busy').hidden = false;
  document.body.classList.add('is-busy');
  try {
    const { result, ms } = await worker.run('generate', { options });
    const s = fromBoardObject(result.board);
    if (startOptions.writeLink !== false) history.pushState(null, '', `${location.pathname}#bd=${result.bd}`);
    const grade = { grade: result.grade, name: GRADE_NAMES[result.grade] };
    startGame(s, 'str8ts-com', { fresh: true, grade, ...startOptions });
    say(`New ${GRADE_NAMES[result.grade]} puzzle (seed ${result.seed}, made in ${Math.round(ms)} ms).`);
    return true;
  } catch (err) {
    if (errorText(err) === 'cancelled') say('No new puzzle: cancelled.');
    else showMessage('Could not generate a puzzle:', errorText(err));
    return false;
  } finally {
    if (mine === generation) {
      $('busy').hidden = true;
      document.body.classList.remove('is-busy');
    }
  }
}

function wireNewDialog() {
  const dialog = $('new-dialog');
  $('new').addEventListener('click', () => dialog.showModal());
  $('new-form').addEventListener('submit', (event) => {
    event.preventDefault();
    const seedText = $('new-seed').value.trim();
    if (seedText && !/^\d{1,15}$/.test(seedText)) {
      $('new-seed').setCustomValidity('A seed is a whole number of up to 15 digits.');
      $('new-seed').reportValidity();
      return;
    }
    $('new-seed').setCustomValidity('');
    const options = { grade: Number($('new-grade').value), symmetry: $('new-symmetry').value };
    if (seedText) options.seed = Number(seedText);
    dialog.close();
    generatePuzzle(options);
  });
  $('new-cancel').addEventListener('click', () => dialog.close());
  $('busy-cancel').addEventListener('click', () => worker.cancel());
}

function wireButtons() {
  for (const b of document.querySelectorAll('[data-digit]')) {
    b.addEventListener('click', () => enterDigit(Number(b.dataset.digit), ui.candidateMode));
  }
  const on = (id, fn) => $(id).addEventListener('click', fn);
  on('mode', () => { ui.candidateMode = !ui.candidateMode; render(); });
  on('erase', erase);
  on('undo', undo);
  on('redo', redo);
  on('fill', fillAll);
  on('check', check);
  on('hint', hintStep);
  on('solve', solveAll);
  on('restart', restart);
  on('copy-puzzle', () => copyLink(false));
  on('copy-progress', () => copyLink(true));
  on('timer-toggle', () => {
    settings = { ...settings, timerHidden: !settings.timerHidden };
    saveSettings(settings);
    applyTimerVisibility();
  });
  const form = $('open-form');
  const input = $('open-text');
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    if (openPasted(input.value)) input.value = '';
  });
  input.addEventListener('keydown', (event) => {
    if (event.key === 'Enter' && !event.shiftKey) {
      event.preventDefault();
      form.requestSubmit();
    }
  });
  document.addEventListener('paste', (event) => {
    if (event.target.closest?.('input, textarea')) return;
    const text = event.clipboardData?.getData('text') ?? '';
    if (text.trim()) {
      event.preventDefault();
      openPasted(text);
    }
  });
}

/** Opens pasted text: a board string, or a link that holds one; true on success. */
function openPasted(raw) {
  const text = raw.trim();
  if (!text) return false;
  const opened = openText(pastedBoard(text));
  if (opened) {
    history.pushState(null, '', `${location.pathname}${ui.lastHash ?? ''}`);
  }
  return opened;
}

// ------------------------------------------------------------------ start

async function registerServiceWorker() {
  if (!('serviceWorker' in navigator) || location.protocol === 'file:') return;
  try {
    await navigator.serviceWorker.register('sw.js');
  } catch {
    // offline play is an extra: the page works without it
  }
}

async function main() {
  applyTimerVisibility();
  wireButtons();
  wireNewDialog();
  try {
    await init();
  } catch (err) {
    $('status').textContent = 'Not available';
    showMessage('Could not load the WebAssembly module:', errorText(err));
    return;
  }
  performance.mark('wasm-ready');
  worker = new EngineWorker();
  wireBoardInput({
    view,
    ui,
    render,
    playing: () => Boolean(game.history),
    actions: { enterDigit, erase, undo, redo, hint: hintStep },
  });
  $('board-area').append(view.element);
  window.addEventListener('hashchange', followLink);
  window.addEventListener('popstate', followLink);
  document.addEventListener('visibilitychange', () => {
    showTime();
    if (document.visibilityState === 'hidden') save();
  });
  window.addEventListener('pagehide', save);
  setInterval(showTime, 1000);

  // The link's board; else (no board, or a broken one: its message stays
  // up and the address keeps the text) the last game; else a new puzzle.
  const text = linkText();
  const hasLink = text !== null && text.trim() !== '';
  let opened = hasLink && openText(text, { fromLink: true });
  const fallback = { keepMessage: hasLink, writeLink: !hasLink };
  if (!opened) opened = openLastGame(fallback);
  if (!opened) {
    say('Making a puzzle for you…');
    opened = await generatePuzzle({ grade: DEFAULT_GRADE }, fallback);
  }
  document.documentElement.dataset.ready = 'true';
  registerServiceWorker();
}

main();
