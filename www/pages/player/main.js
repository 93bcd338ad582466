// The player page: reads a board from the link (#bd=... or ?bd=...) and
// plays it, wires the buttons, the board's pointer and keys (input.js), the
// paste and open box, the new-puzzle dialog (new-puzzle.js) and the address
// (hashchange, Back/Forward) to the game, and draws what the game says.
// The game itself (moves, undo/redo, hints, solving, saving progress,
// keeping the link current) is controller.js; rendering is board-view.js,
// the rules of moves game.js; the worker makes and grades new puzzles.

import { createCoordFrame } from '../../board/board-view.js';
import { createFiguredBoard } from '../../board/figured-board.js';
import { fromBoardObject } from '../../model/board-object.js';
import { createController } from './controller.js';
import { dailyOfKey, dayMonth, markDailySolved } from '../../store/daily-store.js';
import { defaultKind, engineInfo, gradeName, hintKinds, positionText, puzzleText, startEngine } from '../../engine/engine.js';
import { wireBoardInput } from '../../board/input.js';
import { boardParam, linkTo, pastedBoard } from '../../shared/links.js';
import { problemLabel, tipFor } from '../../shared/messages.js';
import { createGenerator } from './new-puzzle.js';
import { wireTabs } from './tabs.js';
import { wireSavedGames } from './saved-games.js';
import { PATH_TIP, stepLine, wireSolutionPath } from './solution-path.js';
import { openRecords } from '../../store/records.js';
import { createNote } from '../../shared/note.js';
import { registerServiceWorker } from '../../shared/offline.js';
import { readSettings, writeSettings } from '../../store/settings.js';
import { wireSettings } from './settings-dialog.js';
import { wireRules } from './rules-card.js';
import { createRequest, startCreate } from './create/create-mode.js';
import { wireStats } from './stats-dialog.js';
import { addFinish } from '../../store/stats.js';
import { shareResult } from '../../shared/share.js';
import { formatTime } from '../../model/timer.js';
import { EngineWorker } from '../../engine/worker-client.js';
import { drawMarkPad, markTip, wireMarkPad } from './marks-pad.js';
import { chooseMarkMode } from '../../model/mark-modes.js';

/**
 * The page's element `id`, one its HTML holds: an input, select, button and
 * so on, as the code using it knows (typed loosely: any).
 * @type {(id: string) => any}
 */
const $ = (id) => document.getElementById(id);

// ------------------------------------------------------------------ parts

// The wasm first: it compiles in the background (from the response the page
// preloads) while the parts below are made and the page is wired; main()
// awaits it.
/** Settles once the first board is drawn (or none can be): the spare engine loads after it. */
let firstBoard = () => {};
const engineStart = startEngine({ spareAfter: new Promise((resolve) => { firstBoard = () => resolve(undefined); }) });
// The saved games too (IndexedDB), read once into memory before the first board.
const recordsOpen = openRecords();

/** The board with the hint's figure over its cells: the view <str8ts-board> shows too (figured-board.js). */
const board = createFiguredBoard({ id: 'board' });
const { view } = board;
/** The board in its frame of row and column names (shown unless the settings hide them). */
const frame = createCoordFrame(board.element);
const note = createNote({
  onAction: (id) => {
    if (id === 'play-again') game.playAgain();
    if (id === 'saved-games') savedGames.show();
  },
  strategies: () => (game.playing ? engineInfo(game.state().variant).strategies.map(([name]) => name) : []),
  near: () => frame.element,
});
/** A touch-only device (no hovering pointer, no Shift key): its tip names no key. Made once; read at each render. */
const TOUCH_ONLY = matchMedia('(hover: none) and (pointer: coarse)');
/** @type {EngineWorker | null} */
let worker = null;
/**
 * The page's Web Worker, made at its first use (the grade of the first
 * board, at the earliest), not before the board is drawn.
 */
const engineWorker = () => (worker ??= new EngineWorker());
/** The player's settings in force (store/settings.js). */
let settings = readSettings();

const game = createController({
  note,
  worker: engineWorker,
  draw: { board: render, status: setStatus, time: showTime },
  settings: () => settings,
});
const say = (text, kind = '', options = {}) => note.say(text, kind, options);

const solutionPath = wireSolutionPath({
  game,
  worker: engineWorker,
  // A chosen step: the board before it, and its sentence in the message
  // area; the game again: the step's sentence goes.
  show: (state, step) => {
    const shown = preview;
    preview = state && step ? { state, step } : null;
    if (step) say(stepLine(step), 'hint', { notation: step.notation ?? null });
    else if (shown) say('');
    render();
  },
});

const savedGames = wireSavedGames({
  currentKey: () => (game.playing ? puzzleText(game.state()) : null),
  open: (key) => game.openText(key, { push: true }),
  say: (text) => note.alert('', text),
});

const generator = createGenerator({
  worker: engineWorker,
  note,
  play: game.playGenerated,
  say,
  showError: game.showError,
  isOnBoard: (result) => game.playing && puzzleText(fromBoardObject(result.board)) === puzzleText(game.state()),
  variant: () => (game.playing ? game.state().variant : defaultKind()),
  grade: () => game.level,
});

// ------------------------------------------------------------------ drawing

/** The digit pad's buttons (the figure over the board has data-digit marks of its own). */
const padDigits = () => /** @type {NodeListOf<HTMLButtonElement>} */ (document.querySelectorAll('.pad button[data-digit]'));

/** The day whose daily puzzle is on the board ({ variant, date, solved }), or null. */
function dailyOfGame() {
  try {
    return dailyOfKey(puzzleText(game.state()));
  } catch {
    return null;
  }
}

/** The Daily link: to the day of the daily puzzle on the board, else to today's. */
function setDailyLink(day) {
  const link = $('daily-link');
  const query = day ? `?date=${day.date}${day.variant === defaultKind() ? '' : `&variant=${day.variant}`}` : '';
  link.href = `daily.html${query}`;
}

function setStatus() {
  const status = $('status');
  status.replaceChildren();
  const s = game.state();
  const day = dailyOfGame();
  setDailyLink(day);
  const parts = [[engineInfo(s.variant).title, 'status-variant']];
  if (day) parts.push([`Daily, ${dayMonth(day.date, true)}`, 'status-daily']);
  if (game.problem) parts.push([problemLabel(game.problem.status), 'status-grade status-problem']);
  else if (game.grade) parts.push([game.grade, 'status-grade']);
  for (const [text, className] of parts) {
    const span = document.createElement('span');
    span.className = className;
    span.textContent = text;
    status.append(span);
  }
  status.dataset.format = game.format ?? '';
  status.dataset.variant = s.variant;
}

/**
 * A position the Solution path shows instead of the game ({ state, step }),
 * or null: the board shows it read-only with the step's cells, and no
 * button or key acts on the game meanwhile.
 * @type {{ state: any, step: any } | null}
 */
let preview = null;

/** The marks of a step the Solution path shows: its cells, and the cells it changes. */
const previewMarks = (step) => ({
  hint: new Set(step.cells),
  hintTargets: new Set([...step.placements, ...step.eliminations].map(([i]) => i)),
  figure: step.figure,
  readonly: true,
});

function render() {
  if (!preview) solutionPath.follow();
  const s = preview?.state ?? game.state();
  // The figure of the hint on show, or of the step the Solution path shows
  // (its position has every candidate written in: none is shown faintly).
  const shown = preview ? { figure: preview.step.figure, state: preview.state, masks: null } : game.figure();
  board.render(s, preview ? previewMarks(preview.step) : game.decorations(), shown);
  const enabled = preview ? {} : game.controls();
  for (const b of padDigits()) b.disabled = !enabled.digits;
  for (const id of ['mode', 'erase', 'undo', 'redo', 'fill', 'reset', 'check', 'hint', 'solve', 'restart']) $(id).disabled = !enabled[id];
  $('hint').title = engineInfo(s.variant).hint
    ? 'Show the next logical step; press again to apply it'
    : `Hints are for ${hintKinds()} so far`;
  $('mode').setAttribute('aria-pressed', String(game.ui.candidateMode));
  $('mode').textContent = `Pencil: ${game.ui.candidateMode ? 'on' : 'off'}`;
  drawMarkPad(game.ui, s.variant, Boolean(enabled.mode));
  note.tip(solutionPath.isOpen() ? PATH_TIP
    : markTip(game.ui) ?? tipFor({ selected: game.ui.selected.size > 0, candidateMode: game.ui.candidateMode, touch: TOUCH_ONLY.matches }));
  document.body.classList.toggle('is-solved', game.solved);
  // The finished state offers a new puzzle next to Play again, and a finished daily puzzle its Share.
  $('standing-new').hidden = !game.solved;
  $('standing-share').hidden = !(game.solved && !game.revealed && game.timed && dailyOfGame());
  $('search-link').href = engineInfo(s.variant).search && game.solution
    ? `search.html#grid=${game.solution.join('')}`
    : 'search.html';
}

/** Puts the result of the daily puzzle on the board on the clipboard (its day, kind, grade, time, hints and the day's link). */
function shareDaily() {
  const day = dailyOfGame();
  if (!day) return;
  const { variant } = game.state();
  shareResult({
    date: day.date,
    kind: engineInfo(variant).title,
    grade: game.level ? gradeName(game.level, variant) : null,
    elapsedMs: game.time(),
    hints: game.hints,
    link: $('daily-link').href,
  }, $('standing-share'));
}

/**
 * Points the converter link at the position on screen just before it is
 * followed: the address already holds it (#bd=...), so no encoding is needed.
 */
function pointConverterLink() {
  $('convert-link').href = boardParam(location.hash) === null ? 'convert.html' : `convert.html${location.hash}`;
}

function showTime() {
  $('timer').textContent = formatTime(game.time());
}

/** What the settings change on the page itself: the clock shown or not, the row and column names, the left-handed layout. */
function applySettings() {
  $('timer').hidden = settings.timerHidden;
  frame.show(!settings.coordsHidden);
  document.body.classList.toggle('left-handed', settings.leftHanded);
}

/** Stores `changes` to the settings and applies them to the page and the game. */
function changeSettings(changes) {
  settings = writeSettings(changes);
  applySettings();
  game.settingsChanged();
}

const rules = wireRules({
  kind: () => (game.playing ? game.state().variant : defaultKind()),
  seen: () => settings.rulesSeen,
  markSeen: () => changeSettings({ rulesSeen: true }),
});

// ------------------------------------------------------------------ links

/** The board text of the current link: the hash wins over the query. */
function linkText() {
  return boardParam(location.hash) ?? boardParam(location.search);
}

/** Follows a changed address (typed hash, back/forward). */
function followLink() {
  if (location.hash === game.lastHash) return;
  const text = linkText();
  if (text === null || !text.trim()) return;
  openLink(text);
}

/**
 * Opens a link's board; true on success. A link that cannot be read leaves
 * its text in the Open box, to be corrected there (the address gets the
 * game's own link), unless the user's own text is in the box: that stays.
 */
function openLink(text) {
  const box = $('open-text');
  const toBox = game.playing && (!box.value.trim() || box.value === text);
  const opened = game.openText(text, { fromLink: true, linkToBox: toBox });
  if (!opened && toBox) box.value = text;
  // The link's message replaces a greeting ("Welcome back") of the game that stays.
  if (!opened && ['welcome', 'new'].includes(note.saying ?? '')) say('');
  return opened;
}

/**
 * Opens pasted text (a board string, or a link that holds one) in a new
 * history entry; true on success. The outcome is brought into view (the
 * board, or the message saying why not): on a phone the Open box is far
 * below both.
 */
function openPasted(raw) {
  if (!raw.trim()) return false;
  const opened = game.openText(pastedBoard(raw), { push: true });
  bringIntoView(opened ? view.element : $('message'));
  return opened;
}

/** Scrolls `element` into view if it is not (at once when the user prefers reduced motion). */
function bringIntoView(element) {
  const reduced = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  element.scrollIntoView({ block: 'nearest', behavior: reduced ? 'auto' : 'smooth' });
}

async function copyLink(withProgress) {
  const text = withProgress
    ? positionText(game.state())
    : puzzleText(game.state());
  const link = linkTo(location.href, text);
  const field = $('share-link');
  field.value = link;
  field.hidden = false;
  field.dataset.kind = withProgress ? 'progress' : 'puzzle';
  try {
    await navigator.clipboard.writeText(link);
    say(withProgress ? 'Link with your progress copied.' : 'Link to the puzzle copied.', 'ok');
  } catch {
    field.select();
    say('Copy the link from the box below.', '');
  }
}

// ------------------------------------------------------------------ wiring

/**
 * After a click (mouse or touch) on a play button, the keys go back to the
 * board: the selected cell gets the focus (nothing selected: the button
 * lets go of it), so that Space switches candidate mode and the arrows move
 * instead of pressing the button again. A button pressed from the keyboard
 * (Enter or Space after Tab: a click with `detail` 0) keeps the focus, so
 * that keyboard users can press it again.
 */
function backToBoard(event) {
  if (event.detail === 0 || !game.playing) return;
  const i = game.ui.focus;
  if (i != null) view.cells[i].focus({ preventScroll: true });
  else if (document.activeElement === event.currentTarget) event.currentTarget.blur();
}

/**
 * Create mode's board, once started (create/create-mode.js), else null: the
 * digit pad, Erase, Undo, Redo and the board's keys then act on the draft.
 * @type {{ actions: any, render: () => void } | null}
 */
let creator = null;

/** What the pad and the board's keys act on: the draft in create mode, else the game. */
const moves = () => creator?.actions ?? game;

/** The play buttons (digit pad, pad tools, help toolbar) and what they do. */
const PLAY_BUTTONS = {
  mode: () => { game.ui.candidateMode = !game.ui.candidateMode; game.ui.markMode = null; render(); },
  erase: () => moves().erase(),
  undo: () => moves().undo(),
  redo: () => moves().redo(),
  fill: () => game.fill(),
  reset: () => game.resetCandidates(),
  check: () => game.check(),
  hint: () => game.hint(),
  solve: () => game.solve(),
  restart: () => game.restart(),
};

function wireButtons() {
  for (const b of padDigits()) {
    b.addEventListener('click', (event) => {
      moves().enterDigit(Number(b.dataset.digit), game.ui.candidateMode);
      backToBoard(event);
    });
  }
  wireMarkPad({ ui: game.ui, variant: () => game.state().variant, render, after: backToBoard });
  const on = (id, fn) => $(id).addEventListener('click', fn);
  for (const [id, act] of Object.entries(PLAY_BUTTONS)) {
    on(id, (event) => {
      act();
      backToBoard(event);
    });
  }
  on('standing-new', () => $('new').click());
  on('standing-share', () => shareDaily());
  for (const type of ['pointerdown', 'focus', 'click']) $('convert-link').addEventListener(type, pointConverterLink);
  on('copy-puzzle', () => copyLink(false));
  on('copy-progress', () => copyLink(true));
  on('saved-games', () => savedGames.show());
  on('solution-path', () => solutionPath.open());
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
    if (/** @type {Element} */ (event.target).closest?.('input, textarea')) return;
    const text = event.clipboardData?.getData('text') ?? '';
    if (text.trim()) {
      event.preventDefault();
      openPasted(text);
    }
  });
}

// ------------------------------------------------------------------ start

/**
 * Once a puzzle is finished, asks the browser to keep this page's storage
 * for good (navigator.storage.persist: no prompt in most browsers; asked
 * once, remembered in the settings).
 */
function keepForGood() {
  if (settings.persistAsked || !navigator.storage?.persist) return;
  settings = writeSettings({ persistAsked: true });
  navigator.storage.persist().catch(() => {});
}

async function main() {
  applySettings();
  wireButtons();
  wireSettings({ settings: () => settings, change: changeSettings });
  wireStats({ savedGames: () => savedGames.show() });
  generator.wireDialog();
  // What needs no engine is wired while the wasm loads.
  wireBoardInput({
    view,
    ui: game.ui,
    render: () => (creator ? creator.render() : render()),
    playing: () => Boolean(creator) || (game.playing && !preview),
    actions: {
      enterDigit: (d, asCandidate) => moves().enterDigit(d, asCandidate),
      erase: () => moves().erase(),
      undo: () => moves().undo(),
      redo: () => moves().redo(),
      hint: () => moves().hint(),
      markMode: (mode) => !creator && chooseMarkMode(game.ui, mode, game.state().variant),
    },
  });
  // An engine crash anywhere else: its message, and the board redrawn by
  // the fresh engine.
  const onCrash = (err, event) => {
    if (!err?.crashed) return;
    event.preventDefault();
    note.alert('', err.message);
    if (game.playing) render();
  };
  window.addEventListener('error', (event) => onCrash(event.error, event));
  window.addEventListener('unhandledrejection', (event) => onCrash(event.reason, event));
  document.addEventListener('visibilitychange', () => {
    showTime();
    if (document.visibilityState === 'hidden') game.leave();
  });
  window.addEventListener('pagehide', game.leave);
  wireTabs(game);
  // A solved daily puzzle is marked finished in the daily page's calendar;
  // one whose solution Solve showed is marked revealed (not finished). A
  // puzzle the player solved counts in the statistics.
  document.addEventListener('straights:solved', (event) => {
    const { detail } = /** @type {CustomEvent} */ (event);
    if (markDailySolved(puzzleText(game.state()), game.time(), { revealed: detail.revealed, hints: game.hints })) setStatus();
    if (detail.revealed) return;
    addFinish({ kind: game.state().variant, grade: game.level, elapsed: game.time(), hints: game.hints ?? 0, reveals: game.reveals ?? 0 });
    keepForGood();
  });
  setInterval(showTime, 1000);
  try {
    await Promise.all([engineStart, recordsOpen]);
  } catch (err) {
    $('status').textContent = 'Not available';
    game.showError('Could not load the WebAssembly module:', err);
    return;
  }
  performance.mark('wasm-ready');
  $('board-area').append(frame.element, board.text);
  // Create mode (index.html?create…): the setter's board instead of a game.
  const request = createRequest(location);
  if (request) {
    creator = startCreate({ view, ui: game.ui, worker: engineWorker, note, request, defaultKind: defaultKind() });
    firstBoard();
    document.documentElement.dataset.ready = 'true';
    registerServiceWorker();
    return;
  }
  window.addEventListener('hashchange', followLink);
  window.addEventListener('popstate', followLink);

  // The link's board; else (no board, or a broken one: its message stays
  // up) the last game; else a new puzzle.
  const text = linkText();
  const hasLink = text !== null && text.trim() !== '';
  let opened = hasLink && game.openText(text, { fromLink: true });
  const badLink = hasLink && !opened;
  const fallback = { keepMessage: hasLink, writeLink: !hasLink };
  if (!opened) opened = game.openLastGame(fallback);
  if (opened) firstBoard();
  // Not needed for the first board: after it.
  generator.fillChoices();
  // The worker loads the whole wasm module once the first board is up, so
  // that the first hint or grade does not wait for it.
  const later = globalThis.requestIdleCallback ?? ((fn) => setTimeout(fn, 200));
  later(() => engineWorker().warm());
  if (!opened) {
    say('Making a puzzle for you…');
    // A newcomer's puzzle: the default kind at its default grade.
    await generator.generate({ grade: engineInfo(defaultKind()).defaultGrade }, fallback);
  }
  firstBoard();
  // A broken link, now that a game is on screen: read once more, it says
  // the game stays and puts the game's link in the address; its text goes
  // to the Open box.
  if (badLink && game.playing) openLink(text);
  // A first visit: the rules of the kind on the board.
  rules.firstVisit();
  document.documentElement.dataset.ready = 'true';
  registerServiceWorker();
}

main();
