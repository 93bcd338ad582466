// Board input of the player page: selecting cells with the pointer
// (click, ctrl/cmd-click to add, shift-click for a rectangle, drag to paint)
// and the keyboard (arrows, digits, erase, undo/redo, candidate mode, hint;
// what each key means is keys.js's boardKey, which the <str8ts-board>
// element reads keys with too). It only changes the selection state it is
// given and calls back into the page for everything that changes the game.

import { boardKey, stepCell } from './keys.js';

const cellOf = (target) => target?.closest?.('[data-index]');
const indexOf = (cell) => Number(cell.dataset.index);

/**
 * Wires pointer and keyboard input of the board.
 *
 * @param {object} options
 * @param {{element: HTMLElement, cells: HTMLElement[]}} options.view the board view
 * @param {{selected: Set<number>, focus: ?number, anchor: ?number,
 *          candidateMode: boolean, dragging: boolean}} options.ui selection
 *        state, changed in place
 * @param {() => void} options.render redraws the page after a selection change
 * @param {() => boolean} options.playing whether a game is open (keys do nothing otherwise)
 * @param {{enterDigit: (d: number, asCandidate: boolean) => void, erase: () => void,
 *          undo: () => void, redo: () => void, hint: () => void}} options.actions
 *        what digit, erase, undo/redo and hint keys do
 */
export function wireBoardInput({ view, ui, render, playing, actions }) {
  const select = (i, { add = false, extend = false } = {}) => {
    selectCell(ui, i, { add, extend });
    render();
    view.cells[i].focus({ preventScroll: true });
  };
  document.addEventListener('keydown', (event) => {
    if (playing()) onKey(event, { ui, render, select, actions });
  });
  wirePointer(view.element, ui, render, select);
}

/** Updates the selection for cell `i`: alone, added/removed (`add`) or a rectangle from the anchor (`extend`). */
function selectCell(ui, i, { add, extend }) {
  if (extend && ui.anchor != null) {
    const [r0, c0] = [Math.floor(ui.anchor / 9), ui.anchor % 9];
    const [r1, c1] = [Math.floor(i / 9), i % 9];
    ui.selected = new Set();
    for (let r = Math.min(r0, r1); r <= Math.max(r0, r1); r++) {
      for (let c = Math.min(c0, c1); c <= Math.max(c0, c1); c++) ui.selected.add(r * 9 + c);
    }
  } else if (add) {
    if (ui.selected.has(i) && ui.selected.size > 1) ui.selected.delete(i);
    else ui.selected.add(i);
    ui.anchor = i;
  } else {
    ui.selected = new Set([i]);
    ui.anchor = i;
  }
  ui.focus = i;
}

/** One key press while a game is open (keys typed into fields and dialogs are theirs). */
function onKey(event, { ui, render, select, actions }) {
  if (event.target.closest?.('input, textarea, select, dialog, summary')) return;
  // Space and Enter on a focused button press that button.
  if ((event.key === ' ' || event.key === 'Enter') && event.target.closest?.('button')) return;
  const key = boardKey(event, ui.candidateMode);
  if (!key) return;
  // Escape keeps its default (it closes what the browser has open).
  if (key.command !== 'deselect') event.preventDefault();
  switch (key.command) {
    case 'undo':
    case 'redo':
      actions[key.command]();
      break;
    case 'move':
      select(stepCell(ui.focus ?? 0, key.dr, key.dc), { extend: key.extend });
      break;
    case 'digit':
      actions.enterDigit(key.digit, key.asCandidate);
      break;
    case 'erase':
      actions.erase();
      break;
    case 'mode':
      ui.candidateMode = !ui.candidateMode;
      render();
      break;
    case 'hint':
      actions.hint();
      break;
    case 'deselect':
      ui.selected = new Set();
      render();
      break;
  }
}

/** Pointer selection on the board grid: press, drag to paint, and focus moves. */
function wirePointer(grid, ui, render, select) {
  grid.addEventListener('pointerdown', (event) => {
    const cell = cellOf(event.target);
    if (!cell) return;
    event.preventDefault();
    select(indexOf(cell), { add: event.ctrlKey || event.metaKey, extend: event.shiftKey });
    ui.dragging = true;
  });
  grid.addEventListener('pointermove', (event) => {
    if (!ui.dragging) return;
    const cell = cellOf(document.elementFromPoint(event.clientX, event.clientY));
    if (!cell) return;
    const i = indexOf(cell);
    if (!ui.selected.has(i)) {
      ui.selected.add(i);
      ui.focus = i;
      render();
    }
  });
  const stop = () => { ui.dragging = false; };
  window.addEventListener('pointerup', stop);
  window.addEventListener('pointercancel', stop);
  grid.addEventListener('focusin', (event) => {
    const cell = cellOf(event.target);
    if (cell && ui.focus !== indexOf(cell)) {
      ui.focus = indexOf(cell);
      if (!ui.selected.has(ui.focus)) ui.selected = new Set([ui.focus]);
      render();
    }
  });
}
