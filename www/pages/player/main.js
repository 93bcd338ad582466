// The player page: reads a board from the link (links.js) and plays it,
// wires the buttons, the board's pointer and keys (input.js: they act on
// the game, or on the draft in create mode, page-mode.js), the paste and
// open box, the new-puzzle dialog (new-puzzle.js) and the address to the
// game, and draws what the game says. The game itself (moves, undo/redo,
// hints, solving, saving progress, keeping the link current) is
// controller.js, `player` here; rendering is board/; the rules of moves
// model/; the worker makes and grades new puzzles.

import { createCoordFrame } from '../../board/board-view.js';
import { createFiguredBoard } from '../../board/figured-board.js';
import { fromBoardObject } from '../../model/board-object.js';
import { createController } from './controller.js';
import { markDailySolved } from '../../store/daily-store.js';
import { defaultKind, engineInfo, hintKinds, puzzleText, startEngine } from '../../engine/engine.js';
import { tipFor } from '../../shared/messages.js';
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
import { formatTime } from '../../model/timer.js';
import { EngineWorker } from '../../engine/worker-client.js';
import { drawMarkPad, markTip, wireMarkPad } from './marks-pad.js';
import { createStatusLine } from './status-line.js';
import { createLinks, linkText } from './links.js';
import { createPageMode } from './page-mode.js';

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
    if (id === 'play-again') player.playAgain();
    if (id === 'saved-games') savedGames.show();
  },
  strategies: () => (player.playing ? engineInfo(player.state().variant).strategies.map(([name]) => name) : []),
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

/** The page's game (controller.js); `player` everywhere on this page. */
const player = createController({
  note,
  worker: engineWorker,
  draw: { board: render, status: () => statusLine.draw(), time: showTime },
  settings: () => settings,
});
const statusLine = createStatusLine(player);
const links = createLinks({ player, note, board: view.element });
/** Play mode, or create mode once the page is a setter's (page-mode.js). */
const mode = createPageMode({ player, render, takesKeys: () => player.playing && !preview });
const say = (text, kind = '', options = {}) => note.say(text, kind, options);

const solutionPath = wireSolutionPath({
  game: player,
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
  currentKey: () => (player.playing ? puzzleText(player.state()) : null),
  open: (key) => player.openText(key, { push: true }),
  say: (text) => note.alert('', text),
});

const generator = createGenerator({
  worker: engineWorker,
  note,
  play: player.playGenerated,
  say,
  showError: player.showError,
  isOnBoard: (result) => player.playing && puzzleText(fromBoardObject(result.board)) === puzzleText(player.state()),
  variant: () => (player.playing ? player.state().variant : defaultKind()),
  grade: () => player.level,
});

// ------------------------------------------------------------------ drawing

/** The digit pad's buttons (the figure over the board has data-digit marks of its own). */
const padDigits = () => /** @type {NodeListOf<HTMLButtonElement>} */ (document.querySelectorAll('.pad button[data-digit]'));

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
  const s = preview?.state ?? player.state();
  // The figure of the hint on show, or of the step the Solution path shows
  // (its position has every candidate written in: none is shown faintly).
  const shown = preview ? { figure: preview.step.figure, state: preview.state, masks: null } : player.figure();
  board.render(s, preview ? previewMarks(preview.step) : player.decorations(), shown);
  const enabled = preview ? {} : player.controls();
  for (const b of padDigits()) b.disabled = !enabled.digits;
  for (const id of ['mode', 'erase', 'undo', 'redo', 'fill', 'reset', 'check', 'hint', 'solve', 'restart']) $(id).disabled = !enabled[id];
  $('hint').title = engineInfo(s.variant).hint
    ? 'Show the next logical step; press again to apply it'
    : `Hints are for ${hintKinds()} so far`;
  $('mode').setAttribute('aria-pressed', String(player.selection.candidateMode));
  $('mode').textContent = `Pencil: ${player.selection.candidateMode ? 'on' : 'off'}`;
  drawMarkPad(player.selection, s.variant, Boolean(enabled.mode));
  note.tip(solutionPath.isOpen() ? PATH_TIP
    : markTip(player.selection) ?? tipFor({ selected: player.selection.selected.size > 0, candidateMode: player.selection.candidateMode, touch: TOUCH_ONLY.matches }));
  document.body.classList.toggle('is-solved', player.solved);
  // The finished state offers a new puzzle next to Play again, and a finished daily puzzle its Share.
  $('standing-new').hidden = !player.solved;
  $('standing-share').hidden = !(player.solved && !player.revealed && player.timed && statusLine.dailyOfGame());
  $('search-link').href = engineInfo(s.variant).search && player.solution
    ? `search.html#grid=${player.solution.join('')}`
    : 'search.html';
}

function showTime() {
  $('timer').textContent = formatTime(player.time());
}

/** What the settings change on the page itself: the clock shown or not, the row and column names, the left-handed layout. */
function applySettings() {
  $('timer').hidden = settings.timerHidden;
  frame.show(!settings.coordsHidden);
  document.body.classList.toggle('left-handed', settings.leftHanded);
}

/** Stores `changes` to the settings and applies them to the page and the player. */
function changeSettings(changes) {
  settings = writeSettings(changes);
  applySettings();
  player.settingsChanged();
}

const rules = wireRules({
  kind: () => (player.playing ? player.state().variant : defaultKind()),
  seen: () => settings.rulesSeen,
  markSeen: () => changeSettings({ rulesSeen: true }),
});

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
  if (event.detail === 0 || !player.playing) return;
  const i = player.selection.focus;
  if (i != null) view.cells[i].focus({ preventScroll: true });
  else if (document.activeElement === event.currentTarget) event.currentTarget.blur();
}

/** What the pad and the board's keys act on: the draft in create mode, else the game (page-mode.js). */
const moves = () => mode.current.actions;

/** The play buttons (digit pad, pad tools, help toolbar) and what they do. */
const PLAY_BUTTONS = {
  mode: () => { player.selection.setPencil(); render(); },
  erase: () => moves().erase(),
  undo: () => moves().undo(),
  redo: () => moves().redo(),
  fill: () => player.fill(),
  reset: () => player.resetCandidates(),
  check: () => player.check(),
  hint: () => player.hint(),
  solve: () => player.solve(),
  restart: () => player.restart(),
};

function wireButtons() {
  for (const b of padDigits()) {
    b.addEventListener('click', (event) => {
      moves().enterDigit(Number(b.dataset.digit), player.selection.candidateMode);
      backToBoard(event);
    });
  }
  wireMarkPad({ ui: player.selection, variant: () => player.state().variant, render, after: backToBoard });
  const on = (id, fn) => $(id).addEventListener('click', fn);
  for (const [id, act] of Object.entries(PLAY_BUTTONS)) {
    on(id, (event) => {
      act();
      backToBoard(event);
    });
  }
  on('standing-new', () => $('new').click());
  on('standing-share', () => statusLine.shareDaily());
  for (const type of ['pointerdown', 'focus', 'click']) $('convert-link').addEventListener(type, links.pointConverterLink);
  on('copy-puzzle', () => links.copyLink(false));
  on('copy-progress', () => links.copyLink(true));
  on('saved-games', () => savedGames.show());
  on('solution-path', () => solutionPath.open());
  const form = $('open-form');
  const input = $('open-text');
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    if (links.openPasted(input.value)) input.value = '';
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
      links.openPasted(text);
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

/**
 * What happens around the game: an engine crash anywhere else (its message,
 * and the board redrawn by the fresh engine), the clock, the save on
 * leaving, the other tabs, and a solved puzzle (a solved daily puzzle is
 * marked finished in the daily page's calendar; one whose solution Solve
 * showed is marked revealed, not finished; one the player solved counts in
 * the statistics).
 */
function wireLifecycle() {
  const onCrash = (err, event) => {
    if (!err?.crashed) return;
    event.preventDefault();
    note.alert('', err.message);
    if (player.playing) render();
  };
  window.addEventListener('error', (event) => onCrash(event.error, event));
  window.addEventListener('unhandledrejection', (event) => onCrash(event.reason, event));
  document.addEventListener('visibilitychange', () => {
    showTime();
    if (document.visibilityState === 'hidden') player.leave();
  });
  window.addEventListener('pagehide', player.leave);
  wireTabs(player);
  document.addEventListener('straights:solved', (event) => {
    const { detail } = /** @type {CustomEvent} */ (event);
    if (markDailySolved(puzzleText(player.state()), player.time(), { revealed: detail.revealed, hints: player.hints })) statusLine.draw();
    if (detail.revealed) return;
    addFinish({ kind: player.state().variant, grade: player.level, elapsed: player.time(), hints: player.hints ?? 0, reveals: player.reveals ?? 0 });
    keepForGood();
  });
  setInterval(showTime, 1000);
}

/** The page is ready: the first board is up (or none can be), and the offline copy is asked for. */
function ready() {
  firstBoard();
  document.documentElement.dataset.ready = 'true';
  registerServiceWorker();
}

/**
 * The first board: the link's; else (no board, or a broken one: its
 * message stays up) the last game; else a new puzzle.
 */
async function openFirstBoard() {
  window.addEventListener('hashchange', links.followLink);
  window.addEventListener('popstate', links.followLink);
  const text = linkText();
  const hasLink = text !== null && text.trim() !== '';
  let opened = hasLink && player.openText(text, { fromLink: true });
  const badLink = hasLink && !opened;
  const fallback = { keepMessage: hasLink, writeLink: !hasLink };
  if (!opened) opened = player.openLastGame(fallback);
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
  // A broken link, now that a game is on screen: read once more, it says
  // the game stays and puts the game's link in the address; its text goes
  // to the Open box.
  if (badLink && player.playing) links.openLink(/** @type {string} */ (text));
  // A first visit: the rules of the kind on the board.
  rules.firstVisit();
}

async function main() {
  applySettings();
  wireButtons();
  wireSettings({ settings: () => settings, change: changeSettings });
  wireStats({ savedGames: () => savedGames.show() });
  generator.wireDialog();
  // What needs no engine is wired while the wasm loads.
  mode.wireInput(view);
  wireLifecycle();
  try {
    await Promise.all([engineStart, recordsOpen]);
  } catch (err) {
    $('status').textContent = 'Not available';
    player.showError('Could not load the WebAssembly module:', err);
    return;
  }
  performance.mark('wasm-ready');
  $('board-area').append(frame.element, board.text);
  // Create mode (index.html?create…): the setter's board instead of a game.
  const request = createRequest(location);
  if (request) mode.enterCreate(startCreate({ view, ui: player.selection, worker: engineWorker, note, request, defaultKind: defaultKind() }));
  else await openFirstBoard();
  ready();
}

main();
