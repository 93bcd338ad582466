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
// (board.css and str8ts-board.css). This module holds the element's class
// (its attributes, properties, loading, drawing and events); its digit pad
// is element-pad.js's, what keys and presses do element-moves.js's. Pages load the element by its public
// address, www/str8ts-board.js, which re-exports this module, or as one
// file, pkg/straights-board.js (bundle.mjs: the element, its styles and
// its wasm glue; the wasm next to it).

import { decode } from '../pkg/page.js';
import { createFiguredBoard } from '../board/figured-board.js';
import { addStyles } from './element-styles.js';
import { pageEngine } from '../engine/engine-start.js';
import { conflictCells, isSolvedBy, positionText, puzzleFacts, regionsOf, ruleCandidatesOrNull } from '../engine/engine.js';
import { relatedCells } from '../model/game.js';
import { History } from '../model/history.js';
import { fromBoardObject, toBoardObject } from '../model/board-object.js';
import { createPad, renderPad } from './element-pad.js';
import { wireMoves } from './element-moves.js';

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
    wireMoves(this);
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
    renderPad(this.padParts, {
      history, solved, solution: this.solution, focusCell: this.focusCell, locked: this.readonly, candidateMode: this.candidateMode,
    });
  }

  /** Draws the figure on show over the position, or clears the layer. */
  drawFigure() {
    const s = this.history?.state;
    this.figured.drawFigure(s && this.shownFigure ? { figure: this.shownFigure, state: s, masks: () => ruleCandidatesOrNull(s) } : null);
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
