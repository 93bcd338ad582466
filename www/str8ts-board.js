// <str8ts-board bd="..." readonly>: a Str8ts (or Sudoku) board for any page.
//
//   <script type="module" src="https://example.org/straights/str8ts-board.js"></script>
//   <str8ts-board bd="0vo03c0vc0js..."></str8ts-board>
//
// Attributes (reflected by the properties of the same name):
//   bd        the board in any format the codec reads; while the player
//             plays it holds the position (str8ts.com 243 form, or
//             sudokuwiki's for Sudoku)
//   readonly  shows the board without letting anyone change it
// Events: `change` (detail { bd }) after every move, `solved` (detail
// { bd }) when the board is complete and right, `error` (detail
// { message }) when `bd` cannot be read (the message is shown too).
// Keys as on the player page: digits, Shift+digit or Space for candidates,
// Delete, arrows, Ctrl+Z / Ctrl+Y. Everything lives in a shadow root; the
// styles come from board.css and str8ts-board.css next to this module.

import init, { decode } from './pkg/straights.js';
import { createBoardView } from './board-view.js';
import { ARROWS, digitOfKey, historyKey, stepCell } from './keys.js';
import { conflictCells, isSolvedBy, positionText, uniqueSolution } from './engine.js';
import {
  History, clearCells, fromBoardObject, isEditable, placeDigit, relatedCells, toggleCandidate, valueAt,
} from './game.js';

let ready = null;
/** Loads the wasm module once for every element of the page. */
function wasmReady() {
  ready ??= init();
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
    this.alert = document.createElement('p');
    this.alert.className = 'alert';
    this.alert.setAttribute('role', 'alert');
    this.alert.hidden = true;
    root.append(this.alert, this.view.element);
    this.history = null;
    this.solution = null;
    this.focusCell = null;
    this.written = null;
    this.candidateMode = false;
    this.view.element.addEventListener('pointerdown', (e) => this.onPointer(e));
    this.view.element.addEventListener('keydown', (e) => this.onKey(e));
  }

  /** The board text: the current position once loaded. */
  get bd() {
    return this.getAttribute('bd') ?? '';
  }

  set bd(text) {
    this.setAttribute('bd', text);
  }

  get readonly() {
    return this.hasAttribute('readonly');
  }

  set readonly(on) {
    this.toggleAttribute('readonly', Boolean(on));
  }

  /** The board as a plain object ({ variant, givens, placed, black, candidates, solution }), or null. */
  get board() {
    return this.history ? toBoardObject(this.history.state, { candidates: 'noted' }) : null;
  }

  /** True once every white cell holds the right digit. */
  get solved() {
    return Boolean(this.history && isSolvedBy(this.history.state, this.solution));
  }

  async attributeChangedCallback(name) {
    await wasmReady();
    if (name === 'bd' && this.bd !== this.written) this.load(this.bd);
    else this.render();
  }

  async connectedCallback() {
    await wasmReady();
    if (!this.history && this.hasAttribute('bd')) this.load(this.bd);
  }

  load(text) {
    let decoded;
    try {
      decoded = decode(text);
    } catch (err) {
      this.alert.textContent = err.message;
      this.alert.hidden = false;
      this.dispatchEvent(new CustomEvent('error', { detail: { message: err.message } }));
      return;
    }
    this.alert.hidden = true;
    const s = fromBoardObject(decoded.board);
    this.history = new History(s);
    // Without a unique solution, 'solved' means full and without conflicts.
    this.solution = uniqueSolution(s);
    this.render();
  }

  render() {
    if (!this.history) return;
    const s = this.history.state;
    this.view.render(s, {
      selected: new Set(this.focusCell == null ? [] : [this.focusCell]),
      focus: this.focusCell,
      related: this.focusCell == null ? new Set() : relatedCells(s, this.focusCell),
      conflicts: conflictCells(s),
      readonly: this.readonly,
    });
  }

  /** Records a move, reflects it in `bd` and tells the page. */
  commit(next) {
    const wasSolved = this.solved;
    if (!this.history.push(next)) return;
    this.reflect();
    if (!wasSolved && this.solved) {
      this.dispatchEvent(new CustomEvent('solved', { detail: { bd: this.written }, bubbles: true }));
    }
  }

  onPointer(event) {
    const cell = event.target.closest?.('[data-index]');
    if (!cell || !this.history) return;
    this.focusCell = Number(cell.dataset.index);
    this.render();
    this.view.cells[this.focusCell].focus({ preventScroll: true });
  }

  onKey(event) {
    if (!this.history) return;
    const i = this.focusCell ?? 0;
    if (ARROWS[event.key]) {
      event.preventDefault();
      this.focusCell = stepCell(i, ...ARROWS[event.key]);
      this.render();
      this.view.cells[this.focusCell].focus({ preventScroll: true });
      return;
    }
    if (this.readonly || this.solved) return;
    const s = this.history.state;
    const move = historyKey(event);
    if (move) {
      event.preventDefault();
      if (this.history[move]()) this.reflect();
      return;
    }
    const d = digitOfKey(event);
    if (d && isEditable(s, i)) {
      event.preventDefault();
      this.commit(this.candidateMode !== event.shiftKey ? toggleCandidate(s, [i], d) : placeDigit(s, [i], d));
    } else if ((event.key === 'Delete' || event.key === 'Backspace') && isEditable(s, i) && (valueAt(s, i) || s.cands[i])) {
      event.preventDefault();
      this.commit(clearCells(s, [i]));
    } else if (event.key === ' ') {
      event.preventDefault();
      this.candidateMode = !this.candidateMode;
    }
  }

  /** Shows the current position, writes it into `bd` and fires `change`. */
  reflect() {
    this.written = positionText(this.history.state);
    this.setAttribute('bd', this.written);
    this.render();
    this.dispatchEvent(new CustomEvent('change', { detail: { bd: this.written }, bubbles: true }));
  }

}

if (!customElements.get('str8ts-board')) customElements.define('str8ts-board', Str8tsBoard);
