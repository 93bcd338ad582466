// <str8ts-board bd="..." readonly>: a Str8ts (or Sudoku) board for any page.
//
//   <script type="module" src="https://example.org/straights/str8ts-board.js"></script>
//   <str8ts-board bd="0vo03c0vc0js..."></str8ts-board>
//
// Attributes (reflected both ways by the properties of the same name):
//   bd        the board in any format the codec reads; while someone plays
//             it holds the position (str8ts.com 243 form, or sudokuwiki's
//             for Sudoku). Absent, empty or blank: the element is empty (no
//             board, no message, no event); `el.bd = null` removes it.
//   readonly  shows the board without letting anyone change it (arrows
//             still move the focus); can be toggled at any time
// Properties besides:
//   board     the board as a plain object ({ variant, givens, placed,
//             black, candidates, solution }): exactly what the wasm
//             `decode` gives for `bd`, also after moves (then keeping a
//             solution the loaded text held); a new copy on every read;
//             null when there is no board. Setting an object loads it
//             (written into `bd` as JSON); setting null removes `bd`.
//   solved    (read only) true while every white cell holds the solution's
//             digit (without a unique solution: full and no rule broken)
// Events: `change` (detail { bd }, bubbles) after every move, undo and
// redo; `solved` (detail { bd }, bubbles) when a move, or a redo, completes
// the board (not when a solved board is loaded); `error` (detail
// { message }, does not bubble) when `bd` cannot be read or the engine
// cannot load: the element then shows the message instead of a board, until
// a readable `bd` is set or `bd` is removed.
// Keys as on the player page (keys.js's boardKey reads them for both), but
// without its candidate mode (the element shows no mode, so it has none):
// digits, Shift+digit for candidates, Delete (Backspace, 0),
// arrows, Ctrl+Z / Ctrl+Y (Ctrl+Shift+Z). A solved board takes no more
// digits, but Ctrl+Z steps back out of it. Once the wasm is loaded
// (after the first board of the page is drawn), setting `bd` or `board`
// takes effect at once; before that, when it has loaded.
// Everything lives in a shadow root; the styles come from board.css and
// str8ts-board.css next to this module. Pages load it by its public
// address, www/str8ts-board.js, which re-exports this module.

import { decode } from '../pkg/page.js';
import { createBoardView } from './board-view.js';
import { pageEngine } from '../engine/engine-start.js';
import { boardKey, stepCell } from './keys.js';
import { conflictCells, isSolvedBy, positionText, puzzleFacts, regionsOf } from '../engine/engine.js';
import {
  History, clearCells, fromBoardObject, isEditable, placeDigit, relatedCells, toBoardObject, toggleCandidate, valueAt,
} from './game.js';

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

export class Str8tsBoard extends HTMLElement {
  static get observedAttributes() {
    return ['bd', 'readonly'];
  }

  constructor() {
    super();
    const root = this.attachShadow({ mode: 'open' });
    for (const sheet of ['board.css', 'str8ts-board.css']) {
      const link = document.createElement('link');
      link.rel = 'stylesheet';
      link.href = new URL(sheet, import.meta.url).href;
      root.append(link);
    }
    this.view = createBoardView();
    this.view.element.hidden = true;
    this.alert = document.createElement('p');
    this.alert.className = 'alert';
    this.alert.setAttribute('role', 'alert');
    this.alert.hidden = true;
    root.append(this.alert, this.view.element);
    /** @type {History | null} */
    this.history = null;
    /** @type {number[] | null} */
    this.solution = null;
    /** @type {number[][]} */
    this.regions = [];
    /** @type {number | null} */
    this.focusCell = null;
    // The `bd` text the current state stands for (the loaded text, or the
    // position last written): setting `bd` to it again reloads nothing.
    /** @type {string | null} */
    this.shown = null;
    // Whether `board` lists candidates for every cell (the loaded text had
    // candidates, or a move wrote the position) or only when noted.
    this.allCandidates = false;
    this.view.element.addEventListener('pointerdown', (e) => this.onPointer(e));
    this.view.element.addEventListener('keydown', (e) => this.onKey(e));
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
   * `bd` changed: load it; `readonly` changed: redraw (once the wasm is loaded).
   * @param {string} name
   */
  attributeChangedCallback(name) {
    this.whenLoaded(() => (name === 'bd' ? this.sync() : this.render()));
  }

  connectedCallback() {
    this.whenLoaded(() => this.sync());
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
    this.showAlert(null);
    this.view.element.hidden = false;
    this.render();
  }

  render() {
    if (!this.history) return;
    const s = this.history.state;
    this.view.render(s, {
      selected: new Set(this.focusCell == null ? [] : [this.focusCell]),
      focus: this.focusCell,
      related: this.focusCell == null ? new Set() : relatedCells(s, this.focusCell, this.regions),
      // The focus's compartments, shaded more strongly (as on the player page).
      compartment: new Set(this.regions.filter((r) => r.includes(/** @type {number} */ (this.focusCell))).flat()),
      conflicts: conflictCells(s),
      readonly: this.readonly,
    });
    // A green frame while solved (str8ts-board.css).
    this.view.element.dataset.solved = String(this.solved);
  }

  /**
   * Records a move, reflects it in `bd` and tells the page.
   * @param {import('./game.js').State} next
   */
  commit(next) {
    const wasSolved = this.solved;
    if (!/** @type {History} */ (this.history).push(next)) return;
    this.reflect(wasSolved);
  }

  /**
   * A press on a cell focuses it.
   * @param {PointerEvent} event
   */
  onPointer(event) {
    const cell = /** @type {HTMLElement | null | undefined} */ (/** @type {any} */ (event.target).closest?.('[data-index]'));
    if (!cell || !this.history) return;
    this.focusCell = Number(cell.dataset.index);
    this.render();
    this.view.cells[this.focusCell].focus({ preventScroll: true });
  }

  /**
   * A key press on the board: what it means is keys.js's boardKey, as on
   * the player page, always in digit mode. The page's mode keys (Space; Z,
   * X, C) do nothing here: the element has no place to show a mode, and a
   * hidden one would turn digits into candidates unseen.
   * @param {KeyboardEvent} event
   */
  onKey(event) {
    if (!this.history) return;
    const key = boardKey(event, false);
    if (!key) return;
    const i = this.focusCell ?? 0;
    if (key.command === 'move') {
      event.preventDefault();
      this.focusCell = stepCell(i, key.dr, key.dc);
      this.render();
      this.view.cells[this.focusCell].focus({ preventScroll: true });
      return;
    }
    if (this.readonly) return;
    if (key.command === 'undo' || key.command === 'redo') {
      // Undo and redo work in the solved state too: that is the way out of it.
      event.preventDefault();
      const wasSolved = this.solved;
      if (this.history[key.command]()) this.reflect(wasSolved);
      return;
    }
    if (this.solved) return;
    const s = this.history.state;
    if (key.command === 'digit' && isEditable(s, i)) {
      event.preventDefault();
      this.commit(key.asCandidate ? toggleCandidate(s, [i], key.digit) : placeDigit(s, [i], key.digit));
    } else if (key.command === 'erase' && isEditable(s, i) && (valueAt(s, i) || s.cands[i])) {
      event.preventDefault();
      this.commit(clearCells(s, [i]));
    }
    // 'mode' (see above), 'hint' and 'deselect': the element has no mode, no
    // hints, and selects one cell only.
  }

  /**
   * Shows the current position, writes it into `bd`, fires `change`, and
   * `solved` when the board has just become solved (it was not before).
   * @param {boolean} wasSolved
   */
  reflect(wasSolved) {
    this.shown = positionText(/** @type {History} */ (this.history).state);
    this.allCandidates = true; // what the position text holds
    this.setAttribute('bd', this.shown);
    this.render();
    this.dispatchEvent(new CustomEvent('change', { detail: { bd: this.shown }, bubbles: true }));
    if (!wasSolved && this.solved) {
      this.dispatchEvent(new CustomEvent('solved', { detail: { bd: this.shown }, bubbles: true }));
    }
  }
}

if (!customElements.get('str8ts-board')) customElements.define('str8ts-board', Str8tsBoard);
