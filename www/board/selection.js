// The selection on a board and the mode of entry, with one owner: the
// selected cells, the focus (the cell the keys move from and the marks are
// drawn around), the anchor (the last cell selected: the arrows start there
// when nothing is selected), Pencil (candidate mode) and the mark mode
// (corner, centre, colour: model/mark-modes.js). Everything else reads them
// and changes them only through the named updates below: board/input.js
// (pointer and keys), the player's buttons and its game (which clears the
// selection on a new game or a solved board).

import { markModesOf } from '../model/mark-modes.js';

/** @typedef {import('../model/mark-modes.js').MarkMode} MarkMode */

/**
 * How a cell joins the selection: 'one' alone, 'add' to the others
 * (Shift-click, Shift+arrows: SudokuPad's way), 'toggle' added or, when it
 * is selected with others, taken away (Ctrl/Cmd-click).
 * @typedef {'one' | 'add' | 'toggle'} SelectHow
 */

/** A selection with nothing selected, Pencil off and no mark mode; its fields are private, read through getters. */
export class Selection {
  /** @type {Set<number>} */
  #selected = new Set();
  /** @type {number | null} */
  #focus = null;
  /** @type {number | null} */
  #anchor = null;
  #candidateMode = false;
  /** @type {MarkMode} */
  #markMode = null;

  /** @returns {ReadonlySet<number>} the selected cells */
  get selected() {
    return this.#selected;
  }

  /** @returns {number | null} the cell with the focus */
  get focus() {
    return this.#focus;
  }

  /** @returns {number | null} the last cell selected (kept when the selection is cleared) */
  get anchor() {
    return this.#anchor;
  }

  /** @returns {boolean} whether digits go in as candidates (Pencil) */
  get candidateMode() {
    return this.#candidateMode;
  }

  /** @returns {MarkMode} the mark mode on, or null */
  get markMode() {
    return this.#markMode;
  }

  /**
   * Selects cell `i` as `how` says; it gets the focus and is the anchor.
   * @param {number} i
   * @param {SelectHow} [how]
   */
  select(i, how = 'one') {
    if (how === 'toggle' && this.#selected.has(i) && this.#selected.size > 1) this.#selected.delete(i);
    else if (how === 'one') this.#selected = new Set([i]);
    else this.#selected.add(i);
    this.#anchor = i;
    this.#focus = i;
  }

  /**
   * A drag passing over cell `i`: it joins the selection and gets the
   * focus; false when it was selected already (nothing changed).
   * @param {number} i
   * @returns {boolean}
   */
  paint(i) {
    if (this.#selected.has(i)) return false;
    this.#selected.add(i);
    this.#focus = i;
    return true;
  }

  /**
   * The keyboard's focus came to cell `i` (Tab, a click): it gets the
   * focus, and is selected alone unless it is selected already; false
   * when it had the focus (nothing changed).
   * @param {number} i
   * @returns {boolean}
   */
  focusOn(i) {
    if (this.#focus === i) return false;
    this.#focus = i;
    if (!this.#selected.has(i)) this.#selected = new Set([i]);
    return true;
  }

  /** Nothing selected and no focus (Escape, a new game, a solved board); the anchor stays. */
  clear() {
    this.#selected = new Set();
    this.#focus = null;
  }

  /**
   * Pencil on (`on` true), off, or switched (no argument); any mark mode goes off.
   * @param {boolean} [on]
   */
  setPencil(on = !this.#candidateMode) {
    this.#candidateMode = on;
    this.#markMode = null;
  }

  /**
   * Mark mode `mode`, as its key (B, C, V) or its pad button chooses it:
   * on when the kind `variant` offers it (Pencil goes off: one mode at a
   * time), off when it is on already (a second V leaves Colour, as the
   * Colour button does); null leaves every mark mode. False, and nothing
   * changed, when the kind does not offer it (C on Str8ts then stays its
   * Pencil key, keys.js).
   * @param {MarkMode} mode
   * @param {string} variant
   * @returns {boolean}
   */
  chooseMarkMode(mode, variant) {
    if (mode && !markModesOf(variant).includes(mode)) return false;
    this.#markMode = mode === this.#markMode ? null : mode;
    if (this.#markMode) this.#candidateMode = false;
    return true;
  }

  /**
   * Leaves a mark mode the kind `variant` does not offer (another kind
   * came on the board): back to digits.
   * @param {string} variant
   */
  fitMarkMode(variant) {
    if (this.#markMode && !markModesOf(variant).includes(this.#markMode)) this.#markMode = null;
  }
}
