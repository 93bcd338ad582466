// The setter's edits of the draft in create mode: the actions
// board/input.js calls (a digit, erase, undo, redo; no hints and no mark
// modes while creating) and Black (B or the Black button), which makes the
// selected cells and their images under the symmetry chosen black or white.
// Each edit goes through `commit(next)` (create-mode.js), which records it.

import { clearDigits, setDigit, toggleBlack } from './draft.js';

/**
 * The page's element `id` (typed loosely: any).
 * @type {(id: string) => any}
 */
const $ = (id) => document.getElementById(id);

/**
 * The selected cells, in order.
 * @param {{ selected: Set<number> }} ui
 */
const selectedCells = (ui) => [...ui.selected].sort((a, b) => a - b);

/**
 * The actions board/input.js calls while creating. `ui` is the selection,
 * `note` the message area, `history` the draft's undo and redo, `commit(next)`
 * records a new draft and `afterChange()` follows an undo or a redo.
 * @param {{ ui: any, note: any, history: any, commit: (next: any) => void, afterChange: () => void }} draft
 */
export function draftActions({ ui, note, history, commit, afterChange }) {
  return {
    enterDigit: (d) => {
      if (!ui.selected.size) {
        note.say('Select a cell first: click it, or use the arrow keys.', 'refused');
        return;
      }
      commit(setDigit(history.state, selectedCells(ui), d));
    },
    erase: () => commit(clearDigits(history.state, selectedCells(ui))),
    undo: () => {
      if (history.undo()) afterChange();
    },
    redo: () => {
      if (history.redo()) afterChange();
    },
    hint: () => {},
    /** Mark modes do not apply while creating (B is Black: see wireBlack). */
    markMode: () => false,
  };
}

/**
 * Wires B and the Black button for a kind with black cells (`info.blackCells`):
 * the selected cells (and their images under the symmetry, `images()` of
 * symmetry-choice.js) black or white; a B pressed before the worker has
 * sent the symmetry's cells waits for them, so the symmetry shown is
 * applied from the start.
 * @param {{ info: any, ui: any, history: any, commit: (next: any) => void, images: () => Promise<(i: number) => number[]> }} draft
 */
export function wireBlack({ info, ui, history, commit, images }) {
  async function black() {
    if (!info.blackCells || !ui.selected.size) return;
    const chosen = selectedCells(ui);
    const mirror = await images();
    commit(toggleBlack(history.state, chosen, mirror));
  }
  $('create-black').addEventListener('click', black);
  document.addEventListener('keydown', (event) => {
    if (event.key.toLowerCase() !== 'b' || event.ctrlKey || event.metaKey || event.altKey) return;
    if (/** @type {Element} */ (event.target).closest?.('input, textarea, select, dialog')) return;
    event.preventDefault();
    black();
  });
}
