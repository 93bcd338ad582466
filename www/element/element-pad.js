// The <str8ts-board> element's on-screen digit pad (str8ts-board.js): nine
// digit buttons (button[data-digit="1"] .. "9") and the tools Pencil
// (candidate mode), Erase, Undo and Redo (data-action), built once per
// element; which of them can do something now (controls.js, as on the
// player page); and whether the page's pointer is a finger, where the pad
// shows without the `pad` attribute. What a press does is
// element-moves.js's.

import { controlStates } from '../board/controls.js';

/** @type {MediaQueryList | null} */
let coarse = null;
/** Whether the page's main pointer is a finger (the pad then shows without the `pad` attribute). */
export const touchScreen = () => (coarse ??= matchMedia('(pointer: coarse)')).matches;

/** The pad's tools: [action, label, title]. */
const PAD_TOOLS = [
  ['mode', 'Pencil: off', 'Pencil: digits go in as candidates (Space; Z digits, X or C candidates)'],
  ['erase', 'Erase', 'Clear the cell (Delete)'],
  ['undo', 'Undo', 'Undo (Ctrl+Z)'],
  ['redo', 'Redo', 'Redo (Ctrl+Y)'],
];

/**
 * The pad's parts: its element, the nine digit buttons and the tools by action.
 * @typedef {{ element: HTMLElement, digits: HTMLButtonElement[], tools: Record<string, HTMLButtonElement> }} PadParts
 */

/**
 * The digit pad: nine digit buttons (data-digit="1".."9") and the tools (data-action).
 * @returns {PadParts}
 */
export function createPad() {
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

/**
 * Enables the pad's buttons that can do something now (controls.js, as on
 * the player page; none while `locked`, the element read-only) and shows
 * whether Pencil is on.
 * @param {PadParts} pad
 * @param {{ history: import('../model/history.js').History, solved: boolean, solution: number[] | null,
 *   focusCell: number | null, locked: boolean, candidateMode: boolean }} now
 */
export function renderPad(pad, { history, solved, solution, focusCell, locked, candidateMode }) {
  const enabled = controlStates({
    state: history.state,
    solved,
    solution,
    canUndo: history.past.length > 0,
    canRedo: history.future.length > 0,
    cells: focusCell == null ? [] : [focusCell],
  });
  for (const b of pad.digits) b.disabled = locked || !enabled.digits;
  for (const action of ['mode', 'erase', 'undo', 'redo']) pad.tools[action].disabled = locked || !enabled[action];
  const mode = pad.tools.mode;
  mode.setAttribute('aria-pressed', String(candidateMode));
  mode.textContent = `Pencil: ${candidateMode ? 'on' : 'off'}`;
}
