// <str8ts-board bd="..." readonly pad>: a Str8ts (or Sudoku) board for any page.
//
//   <script type="module" src="https://example.org/straights/pkg/straights-board.js"></script>
//   <str8ts-board bd="0vo03c0vc0js..."></str8ts-board>
//
// Attributes (reflected both ways by the properties of the same name):
//   bd        the board in any format the codec reads; while someone plays
//             it holds the position (str8ts.com 243 form, or sudokuwiki's
//             for Sudoku). Absent, empty or blank: the element is empty (no
//             board, no message, no event); `el.bd = null` removes it.
//   readonly  shows the board without letting anyone change it (arrows
//             still move the focus; no digit pad); can be toggled at any time
//   pad       shows the digit pad under the board everywhere; without it
//             the pad shows on touch screens only (`(pointer: coarse)`).
//             The pad: nine digit buttons (button[data-digit="1"] .. "9"),
//             Pencil (candidate mode: a digit then notes a candidate),
//             Erase, Undo and Redo.
// Properties besides:
//   board     the board as a plain object ({ variant, givens, placed,
//             black, candidates, solution }): exactly what the wasm
//             `decode` gives for `bd`, also after moves (then keeping a
//             solution the loaded text held); a new copy on every read;
//             null when there is no board. Setting an object loads it
//             (written into `bd` as JSON); setting null removes `bd`.
//   solved    (read only) true while every white cell holds the solution's
//             digit (without a unique solution: full and no rule broken)
//   figure    a hint's figure (the `figure` of the wasm `hint` result:
//             candidates and cells with roles, houses, links), drawn over
//             the board (figure-layer.js) until the next move, undo or redo,
//             or `figure = null`; null when none is drawn
// Events: `change` (detail { bd }, bubbles) after every move, undo and
// redo; `solved` (detail { bd }, bubbles) when a move, or a redo, completes
// the board (not when a solved board is loaded); `error` (detail
// { message }, does not bubble) when `bd` cannot be read or the engine
// cannot load: the element then shows the message instead of a board, until
// a readable `bd` is set or `bd` is removed; once per bad `bd` (an element
// reads its `bd` once it is on a page, so a listener added before that
// hears it, and putting it on a page again does not read the same `bd` twice).
// Keys as on the player page (keys.js's boardKey reads them for both):
// digits, Shift+digit for candidates, Delete (Backspace, 0), arrows,
// Ctrl+Z / Ctrl+Y (Ctrl+Shift+Z), Escape; and, while the pad shows the
// mode, Space (Pencil on or off) and SudokuPad's Z (digits), X and C
// (candidates). Without the pad they do nothing: a mode nobody can see
// would turn digits into candidates unseen. A solved board turns green and
// takes no more digits, but Undo steps back out of it. Once the wasm is
// loaded (after the first board of the page is drawn), setting `bd` or
// `board` takes effect at once; before that, when it has loaded.
// Everything lives in a shadow root; the styles are element-styles.js's
// (board.css and str8ts-board.css). Pages load the element by its public
// address, www/str8ts-board.js, which re-exports this module, or as one
// file, pkg/straights-board.js (bundle.mjs: the element, its styles and
// its wasm glue; the wasm next to it).

import { decode } from '../pkg/page.js';
import { createFiguredBoard } from '../board/figured-board.js';
import { controlStates } from '../board/controls.js';
import { addStyles } from './element-styles.js';
import { pageEngine } from '../engine/engine-start.js';
import { boardKey, stepCell } from '../board/keys.js';
import { conflictCells, isSolvedBy, positionText, puzzleFacts, regionsOf, ruleCandidatesOrNull } from '../engine/engine.js';
import { isEditable, relatedCells, valueAt } from '../model/game.js';
import { History } from '../model/history.js';
import { clearCells, placeDigit, toggleCandidate } from '../model/moves.js';
import { fromBoardObject, toBoardObject } from '../model/board-object.js';

/** @type {Promise<void> | null} */
let ready = null;
let loaded = false;
/**
 * The wasm module, loaded once for every element of the page: the start
 * engine-start.js made when it was imported (with engine.js), so that the
 * wasm is fetched and compiled once.
 */
function wasmReady() {
  ready ??= pageEngine.then(() => {
    loaded = true;
  });
  return ready;
}

/** @type {MediaQueryList | null} */
let coarse = null;
/** Whether the page's main pointer is a finger (the pad then shows without the `pad` attribute). */
const touchScreen = () => (coarse ??= matchMedia('(pointer: coarse)')).matches;

/** The pad's tools: [action, label, title]. */
const PAD_TOOLS = [
  ['mode', 'Pencil: off', 'Pencil: digits go in as candidates (Space; Z digits, X or C candidates)'],
  ['erase', 'Erase', 'Clear the cell (Delete)'],
  ['undo', 'Undo', 'Undo (Ctrl+Z)'],
  ['redo', 'Redo', 'Redo (Ctrl+Y)'],
];

/**
 * The digit pad: nine digit buttons (data-digit="1".."9") and the tools (data-action).
 * @returns {{ element: HTMLElement, digits: HTMLButtonElement[], tools: Record<string, HTMLButtonElement> }}
 */
function createPad() {
  const element = document.createElement('div');
  element.className = 'pad';
  element.setAttribute('role', 'group');
  element.setAttribute('aria-label', 'Digit pad');
  element.setAttribute('part', 'pad');
  const button = (text, title) => {
    const b = document.createElement('button');
    b.type = 'button';
    b.textContent = text;
    if (title) b.title = title;
    return b;
  };
  const row = document.createElement('div');
  row.className = 'pad-digits';
  const digits = [1, 2, 3, 4, 5, 6, 7, 8, 9].map((d) => {
    const b = button(String(d), '');
    b.dataset.digit = String(d);
    return b;
  });
  row.append(...digits);
  const toolRow = document.createElement('div');
  toolRow.className = 'pad-tools';
  /** @type {Record<string, HTMLButtonElement>} */
  const tools = {};
  for (const [action, text, title] of PAD_TOOLS) {
    const b = button(text, title);
    b.dataset.action = action;
    tools[action] = b;
    toolRow.append(b);
  }
  tools.mode.setAttribute('aria-pressed', 'false');
  element.append(row, toolRow);
  return { element, digits, tools };
}

export class Str8tsBoard extends HTMLElement {
  static get observedAttributes() {
    return ['bd', 'readonly', 'pad'];
  }

  constructor() {
    super();
    const root = this.attachShadow({ mode: 'open' });
    addStyles(root);
    // The board with a hint's figure over it: the view the player page shows too (figured-board.js).
    this.figured = createFiguredBoard();
    this.view = this.figured.view;
    this.view.element.hidden = true;
    this.alert = document.createElement('p');
    this.alert.className = 'alert';
    this.alert.setAttribute('role', 'alert');
    this.alert.hidden = true;
    this.padParts = createPad();
    this.padParts.element.hidden = true;
    // "Solved." for screen readers (the board turns green for the eyes).
    this.status = document.createElement('p');
    this.status.className = 'status';
    this.status.setAttribute('role', 'status');
    root.append(this.alert, this.view.element, this.figured.text, this.padParts.element, this.status);
    /** @type {History | null} */
    this.history = null;
    /** @type {number[] | null} */
    this.solution = null;
    /** @type {number[][]} */
    this.regions = [];
    /** @type {number | null} */
    this.focusCell = null;
    // Pencil: digits go in as candidates (only while the pad shows it).
    this.candidateMode = false;
    // The `bd` text the current state stands for (the loaded text, or the
    // position last written): setting `bd` to it again reloads nothing.
    /** @type {string | null} */
    this.shown = null;
    // Whether `board` lists candidates for every cell (the loaded text had
    // candidates, or a move wrote the position) or only when noted.
    this.allCandidates = false;
    /** @type {import('../pkg/straights.js').Figure | null} */
    this.shownFigure = null;
    // The `bd` the figure was set with: loading another board takes it away.
    /** @type {string | null} */
    this.figureBd = null;
    // The `bd` text last brought in (loaded or refused): putting the element on a page again does not repeat it.
    /** @type {string | null} */
    this.synced = null;
    this.view.element.addEventListener('pointerdown', (e) => this.onPointer(e));
    this.view.element.addEventListener('keydown', (e) => this.onKey(e));
    this.view.element.addEventListener('focusin', (e) => this.onFocus(e));
    this.padParts.element.addEventListener('click', (e) => this.onPad(e));
  }

  /**
   * The board text: the current position once someone plays; '' without the attribute.
   * @returns {string}
   */
  get bd() {
    return this.getAttribute('bd') ?? '';
  }

  /**
   * Sets the `bd` attribute; null or undefined removes it.
   * @param {string | null | undefined} text
   */
  set bd(text) {
    if (text == null) this.removeAttribute('bd');
    else this.setAttribute('bd', String(text));
  }

  /**
   * Whether the board takes no moves (the `readonly` attribute).
   * @returns {boolean}
   */
  get readonly() {
    return this.hasAttribute('readonly');
  }

  /**
   * Sets or removes the `readonly` attribute.
   * @param {boolean} on
   */
  set readonly(on) {
    this.toggleAttribute('readonly', Boolean(on));
  }

  /**
   * Whether the digit pad shows on every device (the `pad` attribute;
   * without it, on touch screens only).
   * @returns {boolean}
   */
  get pad() {
    return this.hasAttribute('pad');
  }

  /**
   * Sets or removes the `pad` attribute.
   * @param {boolean} on
   */
  set pad(on) {
    this.toggleAttribute('pad', Boolean(on));
  }

  /**
   * The board as a plain object ({ variant, givens, placed, black,
   * candidates, solution }, what `decode` gives for `bd`), a new copy on
   * every read; null when there is no board.
   */
  get board() {
    if (!this.history) return null;
    return toBoardObject(this.history.state, { candidates: this.allCandidates ? 'all' : 'noted' });
  }

  /** Loads a board object (as JSON in `bd`); null removes `bd`. */
  set board(value) {
    this.bd = value == null ? null : JSON.stringify(value);
  }

  /**
   * True while every white cell holds the right digit.
   * @returns {boolean}
   */
  get solved() {
    return Boolean(this.history && isSolvedBy(this.history.state, this.solution));
  }

  /**
   * The hint figure drawn over the board, or null.
   * @returns {import('../pkg/straights.js').Figure | null}
   */
  get figure() {
    return this.shownFigure;
  }

  /**
   * Draws a hint's figure (the `figure` of the wasm `hint` result) over the
   * board until the next move; null (or undefined) takes it away.
   * @param {import('../pkg/straights.js').Figure | null | undefined} value
   */
  set figure(value) {
    this.shownFigure = value ?? null;
    this.figureBd = this.shownFigure ? this.bd : null;
    this.drawFigure();
  }

  /**
   * `bd` changed: load it; `readonly` or `pad` changed: redraw (once the
   * wasm is loaded). An element not on a page yet waits for it
   * (connectedCallback): the page's listeners hear its one `error`.
   * @param {string} name
   */
  attributeChangedCallback(name) {
    if (!this.isConnected) return;
    this.whenLoaded(() => (name === 'bd' ? this.sync() : this.render()));
  }

  /**
   * Put on a page: loads its `bd` unless that very text was loaded (or
   * refused) already, so one bad `bd` fires one `error`; else redraws.
   */
  connectedCallback() {
    this.whenLoaded(() => (this.bd !== this.synced ? this.sync() : this.render()));
  }

  /**
   * Runs `fn` now if the wasm is loaded, else once it is. If it cannot
   * load, an element with a `bd` shows why (and fires `error`, once).
   * @param {() => void} fn
   */
  whenLoaded(fn) {
    if (loaded) {
      fn();
      return;
    }
    wasmReady().then(fn, (err) => {
      const message = `The board engine could not load: ${err.message}`;
      if (!this.bd.trim()) this.clear();
      else if (this.alert.textContent !== message) this.fail(message);
    });
  }

  /** Brings the element in line with its `bd` attribute. */
  sync() {
    const text = this.bd;
    this.synced = text;
    if (!text.trim()) this.clear();
    else if (text !== this.shown || !this.history) this.load(text);
  }

  /** No board and no message. */
  clear() {
    this.history = null;
    this.solution = null;
    this.shown = null;
    this.showAlert(null);
    this.view.element.hidden = true;
    this.render();
  }

  /**
   * No board; `message` shown and fired as `error`.
   * @param {string} message
   */
  fail(message) {
    this.clear();
    this.showAlert(message);
    this.dispatchEvent(new CustomEvent('error', { detail: { message } }));
  }

  /**
   * Shows `message` instead of the board (null hides it).
   * @param {string | null} message
   */
  showAlert(message) {
    this.alert.textContent = message ?? '';
    this.alert.hidden = message == null;
  }

  /**
   * Loads the board text `text` (any format the codec reads), or shows why not.
   * @param {string} text
   */
  load(text) {
    let decoded;
    try {
      decoded = decode(text);
    } catch (err) {
      this.fail(err.message);
      return;
    }
    const s = fromBoardObject(decoded.board);
    this.history = new History(s);
    // Without a unique solution, 'solved' means full and without conflicts.
    this.solution = puzzleFacts(s).solution;
    this.regions = regionsOf(s);
    this.shown = text;
    this.allCandidates = decoded.board.candidates != null;
    // A figure set for another board goes.
    if (this.figureBd !== text) this.shownFigure = null;
    this.showAlert(null);
    this.view.element.hidden = false;
    this.render();
  }

  /** Whether the digit pad is on show: the `pad` attribute or a touch screen, and not read-only. */
  padShown() {
    return !this.readonly && (this.hasAttribute('pad') || touchScreen());
  }

  /** Whether a digit goes in as a candidate: Pencil on, while the pad shows it. */
  pencil() {
    return this.candidateMode && this.padShown();
  }

  render() {
    const history = this.history;
    this.padParts.element.hidden = !history;
    if (!history) {
      this.figured.drawFigure(null);
      this.status.textContent = '';
      return;
    }
    const s = history.state;
    const solved = this.solved;
    this.view.render(s, {
      selected: new Set(this.focusCell == null ? [] : [this.focusCell]),
      focus: this.focusCell,
      related: this.focusCell == null ? new Set() : relatedCells(s, this.focusCell, this.regions),
      // The focus's compartments, shaded more strongly (as on the player page).
      compartment: new Set(this.regions.filter((r) => r.includes(/** @type {number} */ (this.focusCell))).flat()),
      conflicts: conflictCells(s),
      // A solved board takes no more digits (as on the player page).
      readonly: this.readonly || solved,
    });
    // Green while solved (str8ts-board.css).
    this.view.element.dataset.solved = String(solved);
    this.status.textContent = solved ? 'Solved.' : '';
    this.drawFigure();
    this.renderPad(solved);
  }

  /** Draws the figure on show over the position, or clears the layer. */
  drawFigure() {
    const s = this.history?.state;
    this.figured.drawFigure(s && this.shownFigure ? { figure: this.shownFigure, state: s, masks: () => ruleCandidatesOrNull(s) } : null);
  }

  /**
   * Enables the pad's buttons that can do something now (controls.js, as on the player page).
   * @param {boolean} solved
   */
  renderPad(solved) {
    const history = /** @type {History} */ (this.history);
    const enabled = controlStates({
      state: history.state,
      solved,
      solution: this.solution,
      canUndo: history.past.length > 0,
      canRedo: history.future.length > 0,
      cells: this.focusCell == null ? [] : [this.focusCell],
    });
    const locked = this.readonly;
    for (const b of this.padParts.digits) b.disabled = locked || !enabled.digits;
    for (const action of ['mode', 'erase', 'undo', 'redo']) this.padParts.tools[action].disabled = locked || !enabled[action];
    const mode = this.padParts.tools.mode;
    mode.setAttribute('aria-pressed', String(this.candidateMode));
    mode.textContent = `Pencil: ${this.candidateMode ? 'on' : 'off'}`;
  }

  /**
   * Records a move, reflects it in `bd` and tells the page.
   * @param {import('../model/game.js').State} next
   */
  commit(next) {
    const wasSolved = this.solved;
    if (!/** @type {History} */ (this.history).push(next)) return;
    this.reflect(wasSolved);
  }

  /**
   * Focuses cell `i` (the cell moves act on) and redraws.
   * @param {number} i
   */
  focusOn(i) {
    this.focusCell = i;
    this.render();
    this.view.cells[i].focus({ preventScroll: true });
  }

  /**
   * A press on a cell focuses it.
   * @param {PointerEvent} event
   */
  onPointer(event) {
    const cell = /** @type {HTMLElement | null | undefined} */ (/** @type {any} */ (event.target).closest?.('[data-index]'));
    if (!cell || !this.history) return;
    this.focusOn(Number(cell.dataset.index));
  }

  /**
   * The keyboard's focus came to a cell (Tab into the board): it is the cell moves act on.
   * @param {FocusEvent} event
   */
  onFocus(event) {
    const cell = /** @type {HTMLElement | null | undefined} */ (/** @type {any} */ (event.target).closest?.('[data-index]'));
    if (!cell || !this.history || this.focusCell === Number(cell.dataset.index)) return;
    this.focusCell = Number(cell.dataset.index);
    this.render();
  }

  /**
   * A press of a pad button: a digit (a candidate with Pencil on) in the
   * focused cell, or a tool; then the keyboard goes back to the board (as
   * on the player page), unless the button was pressed with the keyboard.
   * @param {MouseEvent} event
   */
  onPad(event) {
    const button = /** @type {HTMLButtonElement | null} */ (/** @type {any} */ (event.target).closest?.('button'));
    if (!button || button.disabled || !this.history || this.readonly) return;
    const { digit, action } = button.dataset;
    if (digit) this.enterDigit(this.focusCell, Number(digit), this.pencil());
    else if (action === 'mode') this.setMode(!this.candidateMode);
    else if (action === 'erase') this.erase(this.focusCell);
    else if (action === 'undo' || action === 'redo') this.step(action);
    if (event.detail !== 0 && this.focusCell != null) this.view.cells[this.focusCell].focus({ preventScroll: true });
  }

  /**
   * Pencil on or off.
   * @param {boolean} on
   */
  setMode(on) {
    this.candidateMode = on;
    this.render();
  }

  /**
   * A digit, or a candidate, in cell `i` (nothing when it is fixed, or the board solved).
   * @param {number | null} i
   * @param {number} digit
   * @param {boolean} asCandidate
   */
  enterDigit(i, digit, asCandidate) {
    if (i == null || !this.history || this.solved) return;
    const s = this.history.state;
    if (!isEditable(s, i)) return;
    this.commit(asCandidate ? toggleCandidate(s, [i], digit) : placeDigit(s, [i], digit));
  }

  /**
   * Clears cell `i` (its digit, else its candidates).
   * @param {number | null} i
   * @returns {boolean} whether there was something to clear
   */
  erase(i) {
    if (i == null || !this.history || this.solved) return false;
    const s = this.history.state;
    if (!isEditable(s, i) || !(valueAt(s, i) || s.cands[i])) return false;
    this.commit(clearCells(s, [i]));
    return true;
  }

  /**
   * Undo or redo; they work in the solved state too: that is the way out of it.
   * @param {'undo' | 'redo'} command
   */
  step(command) {
    const history = /** @type {History} */ (this.history);
    const wasSolved = this.solved;
    if (history[command]()) this.reflect(wasSolved);
  }

  /**
   * A key press on the board: what it means is keys.js's boardKey, as on
   * the player page. The mode keys (Space; Z, X, C) act while the pad
   * shows the mode (see above); H (hint) does nothing: the element gives
   * no hints of its own.
   * @param {KeyboardEvent} event
   */
  onKey(event) {
    if (!this.history) return;
    const key = boardKey(event, this.pencil());
    if (!key) return;
    const i = this.focusCell ?? 0;
    if (key.command === 'move') {
      event.preventDefault();
      this.focusOn(stepCell(i, key.dr, key.dc));
      return;
    }
    if (key.command === 'deselect') {
      // Escape: no cell focused, and the board lets go of the keyboard.
      this.focusCell = null;
      this.render();
      /** @type {HTMLElement | null} */ (this.shadowRoot?.activeElement ?? null)?.blur();
      return;
    }
    if (this.readonly) return;
    if (key.command === 'undo' || key.command === 'redo') {
      event.preventDefault();
      this.step(key.command);
      return;
    }
    if (key.command === 'mode') {
      if (!this.padShown() || this.solved) return;
      event.preventDefault();
      this.setMode(key.candidate ?? !this.candidateMode);
      return;
    }
    if (this.solved) return;
    if (key.command === 'digit' && isEditable(this.history.state, i)) {
      event.preventDefault();
      this.enterDigit(i, key.digit, key.asCandidate);
    } else if (key.command === 'erase' && this.erase(i)) {
      event.preventDefault();
    }
  }

  /**
   * Shows the current position, writes it into `bd`, fires `change`, and
   * `solved` when the board has just become solved (it was not before).
   * A figure on show goes: it was about the position before.
   * @param {boolean} wasSolved
   */
  reflect(wasSolved) {
    this.shown = positionText(/** @type {History} */ (this.history).state);
    this.allCandidates = true; // what the position text holds
    this.shownFigure = null;
    this.figureBd = null;
    this.setAttribute('bd', this.shown);
    this.render();
    this.dispatchEvent(new CustomEvent('change', { detail: { bd: this.shown }, bubbles: true }));
    if (!wasSolved && this.solved) {
      this.dispatchEvent(new CustomEvent('solved', { detail: { bd: this.shown }, bubbles: true }));
    }
  }
}

if (!customElements.get('str8ts-board')) customElements.define('str8ts-board', Str8tsBoard);
