// What a player's hand does to a <str8ts-board> element (str8ts-board.js):
// a press on a cell or the Tab key focuses a cell; a key (keys.js's
// boardKey, as on the player page) or a press of a pad button
// (element-pad.js) moves the focus, enters a digit or a candidate, erases,
// undoes, redoes or switches Pencil. Each move goes into the element's
// history; the element then reflects it (`bd`, its events). Kept apart from
// the element's class, which holds its attributes, properties, loading and
// drawing.

import { boardKey, stepCell } from '../board/keys.js';
import { isEditable, valueAt } from '../model/game.js';
import { clearCells, placeDigit, toggleCandidate } from '../model/moves.js';
import { touchScreen } from './element-pad.js';

/** @typedef {import('./str8ts-board.js').Str8tsBoard} Str8tsBoard */
/** @typedef {import('../model/history.js').History} History */

/**
 * Listens to the board's cells (pointer, focus, keys) and the pad's buttons of `el`.
 * @param {Str8tsBoard} el
 */
export function wireMoves(el) {
  el.view.element.addEventListener('pointerdown', (e) => onPointer(el, e));
  el.view.element.addEventListener('keydown', (e) => onKey(el, e));
  el.view.element.addEventListener('focusin', (e) => onFocus(el, e));
  el.padParts.element.addEventListener('click', (e) => onPad(el, e));
}

/**
 * Whether the digit pad is on show: the `pad` attribute or a touch screen, and not read-only.
 * @param {Str8tsBoard} el
 */
function padShown(el) {
  return !el.readonly && (el.hasAttribute('pad') || touchScreen());
}

/**
 * Whether a digit goes in as a candidate: Pencil on, while the pad shows it.
 * @param {Str8tsBoard} el
 */
function pencil(el) {
  return el.candidateMode && padShown(el);
}

/**
 * Records a move, reflects it in `bd` and tells the page.
 * @param {Str8tsBoard} el
 * @param {import('../model/game.js').State} next
 */
function commit(el, next) {
  const wasSolved = el.solved;
  if (!/** @type {History} */ (el.history).push(next)) return;
  el.reflect(wasSolved);
}

/**
 * Focuses cell `i` (the cell moves act on) and redraws.
 * @param {Str8tsBoard} el
 * @param {number} i
 */
function focusOn(el, i) {
  el.focusCell = i;
  el.render();
  el.view.cells[i].focus({ preventScroll: true });
}

/**
 * A press on a cell focuses it.
 * @param {Str8tsBoard} el
 * @param {PointerEvent} event
 */
function onPointer(el, event) {
  const cell = /** @type {HTMLElement | null | undefined} */ (/** @type {any} */ (event.target).closest?.('[data-index]'));
  if (!cell || !el.history) return;
  focusOn(el, Number(cell.dataset.index));
}

/**
 * The keyboard's focus came to a cell (Tab into the board): it is the cell moves act on.
 * @param {Str8tsBoard} el
 * @param {FocusEvent} event
 */
function onFocus(el, event) {
  const cell = /** @type {HTMLElement | null | undefined} */ (/** @type {any} */ (event.target).closest?.('[data-index]'));
  if (!cell || !el.history || el.focusCell === Number(cell.dataset.index)) return;
  el.focusCell = Number(cell.dataset.index);
  el.render();
}

/**
 * A press of a pad button: a digit (a candidate with Pencil on) in the
 * focused cell, or a tool; then the keyboard goes back to the board (as
 * on the player page), unless the button was pressed with the keyboard.
 * @param {Str8tsBoard} el
 * @param {MouseEvent} event
 */
function onPad(el, event) {
  const button = /** @type {HTMLButtonElement | null} */ (/** @type {any} */ (event.target).closest?.('button'));
  if (!button || button.disabled || !el.history || el.readonly) return;
  const { digit, action } = button.dataset;
  if (digit) enterDigit(el, el.focusCell, Number(digit), pencil(el));
  else if (action === 'mode') setMode(el, !el.candidateMode);
  else if (action === 'erase') erase(el, el.focusCell);
  else if (action === 'undo' || action === 'redo') step(el, action);
  if (event.detail !== 0 && el.focusCell != null) el.view.cells[el.focusCell].focus({ preventScroll: true });
}

/**
 * Pencil on or off.
 * @param {Str8tsBoard} el
 * @param {boolean} on
 */
function setMode(el, on) {
  el.candidateMode = on;
  el.render();
}

/**
 * A digit, or a candidate, in cell `i` (nothing when it is fixed, or the board solved).
 * @param {Str8tsBoard} el
 * @param {number | null} i
 * @param {number} digit
 * @param {boolean} asCandidate
 */
function enterDigit(el, i, digit, asCandidate) {
  if (i == null || !el.history || el.solved) return;
  const s = el.history.state;
  if (!isEditable(s, i)) return;
  commit(el, asCandidate ? toggleCandidate(s, [i], digit) : placeDigit(s, [i], digit));
}

/**
 * Clears cell `i` (its digit, else its candidates).
 * @param {Str8tsBoard} el
 * @param {number | null} i
 * @returns {boolean} whether there was something to clear
 */
function erase(el, i) {
  if (i == null || !el.history || el.solved) return false;
  const s = el.history.state;
  if (!isEditable(s, i) || !(valueAt(s, i) || s.cands[i])) return false;
  commit(el, clearCells(s, [i]));
  return true;
}

/**
 * Undo or redo; they work in the solved state too: that is the way out of it.
 * @param {Str8tsBoard} el
 * @param {'undo' | 'redo'} command
 */
function step(el, command) {
  const history = /** @type {History} */ (el.history);
  const wasSolved = el.solved;
  if (history[command]()) el.reflect(wasSolved);
}

/**
 * A key press on the board: what it means is keys.js's boardKey, as on
 * the player page. The mode keys (Space; Z, X, C) act while the pad
 * shows the mode (see str8ts-board.js); H (hint) does nothing: the element
 * gives no hints of its own.
 * @param {Str8tsBoard} el
 * @param {KeyboardEvent} event
 */
function onKey(el, event) {
  if (!el.history) return;
  const key = boardKey(event, pencil(el));
  if (!key) return;
  const i = el.focusCell ?? 0;
  if (key.command === 'move') {
    event.preventDefault();
    focusOn(el, stepCell(i, key.dr, key.dc));
    return;
  }
  if (key.command === 'deselect') {
    // Escape: no cell focused, and the board lets go of the keyboard.
    el.focusCell = null;
    el.render();
    /** @type {HTMLElement | null} */ (el.shadowRoot?.activeElement ?? null)?.blur();
    return;
  }
  if (el.readonly) return;
  if (key.command === 'undo' || key.command === 'redo') {
    event.preventDefault();
    step(el, key.command);
    return;
  }
  if (key.command === 'mode') {
    if (!padShown(el) || el.solved) return;
    event.preventDefault();
    setMode(el, key.candidate ?? !el.candidateMode);
    return;
  }
  if (el.solved) return;
  if (key.command === 'digit' && isEditable(el.history.state, i)) {
    event.preventDefault();
    enterDigit(el, i, key.digit, key.asCandidate);
  } else if (key.command === 'erase' && erase(el, i)) {
    event.preventDefault();
  }
}
