// Board input of the player page: selecting cells with the pointer
// (click for one cell, Ctrl/Cmd-click to add or take away a cell,
// Shift-click to add one, drag to paint) and the keyboard (arrows,
// Shift+arrows adding the cells passed, digits, erase, undo/redo, candidate
// mode, hint; what each key means is keys.js's boardKey, which the
// <str8ts-board> element reads keys with too; Tab on the board and Escape
// are the page's own, see onKey). It only changes the selection state it is
// given (selection.js: through its updates) and calls back into the page
// for everything that changes the game.

import { boardKey, stepCell } from './keys.js';
import { markModeKey } from '../model/mark-modes.js';

const cellOf = (target) => target?.closest?.('[data-index]');
const indexOf = (cell) => Number(cell.dataset.index);

/**
 * Wires pointer and keyboard input of the board.
 *
 * @param {object} options
 * @param {{element: HTMLElement, cells: HTMLElement[]}} options.view the board view (board-view.js)
 * @param {import('./selection.js').Selection} options.ui the selection and modes (selection.js)
 * @param {() => void} options.render redraws the page after a selection change
 * @param {() => boolean} options.playing whether a game is open (keys do nothing otherwise)
 * @param {{enterDigit: (d: number, asCandidate: boolean) => void, erase: () => void,
 *          undo: () => void, redo: () => void, hint?: () => void,
 *          markMode?: (mode: import('../model/mark-modes.js').MarkMode) => boolean}} options.actions
 *        what digit, erase, undo/redo and hint keys do (no `hint`: the H key does
 *        nothing); `markMode` takes a mark mode key (B, C, V: mark-modes.js),
 *        false (or no `markMode`) when the game has no such mode
 * @returns {void}
 */
export function wireBoardInput({ view, ui, render, playing, actions }) {
  /** @type {(i: number, how?: import('./selection.js').SelectHow) => void} */
  const select = (i, how = 'one') => {
    ui.select(i, how);
    render();
    view.cells[i].focus({ preventScroll: true });
  };
  const onBoard = (target) => view.element.contains(target);
  document.addEventListener('keydown', (event) => {
    if (playing()) onKey(event, { ui, render, select, actions, onBoard });
  });
  wirePointer(view.element, ui, render, select);
}

/**
 * Escape: nothing selected any more (a digit then asks for a cell) and the
 * board lets go of the keyboard, so that Tab goes on to the digit pad.
 */
function deselect(ui, render, onBoard) {
  ui.clear();
  render();
  if (onBoard(document.activeElement)) /** @type {HTMLElement} */ (document.activeElement).blur();
}

/**
 * One key press while a game is open (keys typed into fields and dialogs
 * are theirs). Tab on the board switches candidate mode as in SudokuPad
 * (Shift+Tab and Escape leave the board, so the keyboard is never trapped);
 * elsewhere Tab moves the focus as always.
 */
function onKey(event, { ui, render, select, actions, onBoard }) {
  if (event.target.closest?.('input, textarea, select, dialog, summary')) return;
  // Space and Enter on a focused button press that button.
  if ((event.key === ' ' || event.key === 'Enter') && event.target.closest?.('button')) return;
  const plainTab = event.key === 'Tab' && !(event.shiftKey || event.ctrlKey || event.metaKey || event.altKey);
  if (plainTab && onBoard(event.target)) {
    event.preventDefault();
    ui.setPencil();
    render();
    return;
  }
  // The mark modes' keys first: C is Centre where the kind has centre marks, else Pencil (boardKey).
  const mark = markModeKey(event);
  if (mark && actions.markMode?.(mark)) {
    event.preventDefault();
    render();
    return;
  }
  const key = boardKey(event, ui.candidateMode);
  if (!key) return;
  // Escape keeps its default (it closes what the browser has open).
  if (key.command !== 'deselect') event.preventDefault();
  switch (key.command) {
    case 'undo':
    case 'redo':
      actions[key.command]();
      break;
    case 'move': {
      // With nothing selected, from the last cell selected (r1c1 at first).
      const from = ui.focus ?? ui.anchor;
      select(from == null ? 0 : stepCell(from, key.dr, key.dc), key.extend ? 'add' : 'one');
      break;
    }
    case 'digit':
      actions.enterDigit(key.digit, key.asCandidate);
      break;
    case 'erase':
      actions.erase();
      break;
    case 'mode':
      ui.setPencil(key.candidate ?? !ui.candidateMode);
      render();
      break;
    case 'hint':
      actions.hint?.();
      break;
    case 'deselect':
      deselect(ui, render, onBoard);
      break;
  }
}

/** Pointer selection on the board grid: press, drag to paint, and focus moves. */
function wirePointer(grid, ui, render, select) {
  /** Whether a press on the board is being dragged over it (painting the selection). */
  let dragging = false;
  grid.addEventListener('pointerdown', (event) => {
    const cell = cellOf(event.target);
    if (!cell) return;
    event.preventDefault();
    const how = event.ctrlKey || event.metaKey ? 'toggle' : event.shiftKey ? 'add' : 'one';
    select(indexOf(cell), how);
    dragging = true;
  });
  grid.addEventListener('pointermove', (event) => {
    if (!dragging) return;
    const cell = cellOf(document.elementFromPoint(event.clientX, event.clientY));
    if (cell && ui.paint(indexOf(cell))) render();
  });
  const stop = () => { dragging = false; };
  window.addEventListener('pointerup', stop);
  window.addEventListener('pointercancel', stop);
  grid.addEventListener('focusin', (event) => {
    const cell = cellOf(event.target);
    if (cell && ui.focusOn(indexOf(cell))) render();
  });
}
