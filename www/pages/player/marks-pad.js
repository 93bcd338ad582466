// The pad's mark modes on the player page: the Corner, Centre and Colour
// buttons (a segmented row under the pad's tools, toggles with
// aria-pressed), shown for the modes the kind on the board offers
// (mark-modes.js), the digit buttons as colour swatches in Colour mode, and
// the tip of each mode. The modes live in the page's selection
// (board/selection.js: markMode, changed through its updates).

import { markModesOf } from '../../model/mark-modes.js';
import { colourName } from '../../model/colours.js';

/** @typedef {import('../../model/mark-modes.js').MarkMode} MarkMode */

/** What the message area's tip says in each mark mode (a cell selected). */
const TIPS = {
  corner: 'Corner marks: a digit is noted in the corner of the cell (again to remove it).',
  centre: 'Centre marks: a digit is noted in the middle of the cell (again to remove it).',
  colour: 'Colour: digits 1–9 colour the selected cells (again to take it off); 0 or Erase clears.',
};

/** The pad's mode buttons, each with its mode in data-mark-mode. */
const modeButtons = () => /** @type {NodeListOf<HTMLButtonElement>} */ (document.querySelectorAll('.pad button[data-mark-mode]'));

/**
 * Wires the mode buttons: a press turns its mode on (Pencil goes off), a
 * second press back to digits; then `render()` and `after(event)` (the
 * page's way back to the board after a click).
 * @param {{ ui: import('../../board/selection.js').Selection, variant: () => string, render: () => void, after: (event: MouseEvent) => void }} page
 * @returns {void}
 */
export function wireMarkPad({ ui, variant, render, after }) {
  for (const button of modeButtons()) {
    button.addEventListener('click', (event) => {
      const mode = /** @type {MarkMode} */ (button.dataset.markMode);
      ui.chooseMarkMode(mode, variant());
      render();
      after(event);
    });
  }
}

/**
 * Draws the mode buttons for the kind `variant`: those of modes it lacks
 * hidden (a mode it lacks is left: back to digits), the one on pressed,
 * all off while the play buttons are (`enabled` false); in Colour mode the
 * digit buttons show their colours and say them.
 * @param {import('../../board/selection.js').Selection} ui
 * @param {string} variant
 * @param {boolean} enabled
 * @returns {void}
 */
export function drawMarkPad(ui, variant, enabled) {
  ui.fitMarkMode(variant);
  const offered = markModesOf(variant);
  for (const button of modeButtons()) {
    const mode = /** @type {'corner' | 'centre' | 'colour'} */ (button.dataset.markMode);
    button.hidden = !offered.includes(mode);
    button.disabled = !enabled;
    button.setAttribute('aria-pressed', String(ui.markMode === mode));
  }
  const colouring = ui.markMode === 'colour';
  document.querySelector('.pad')?.classList.toggle('is-colouring', colouring);
  for (const digit of /** @type {NodeListOf<HTMLButtonElement>} */ (document.querySelectorAll('.pad button[data-digit]'))) {
    if (colouring) digit.setAttribute('aria-label', `Colour ${digit.dataset.digit}, ${colourName(Number(digit.dataset.digit))}`);
    else digit.removeAttribute('aria-label');
  }
}

/**
 * The tip of the mark mode on (a cell selected), or null: the page's own
 * tip (messages.js's tipFor) then stands.
 * @param {{ markMode: MarkMode, selected: ReadonlySet<number> }} ui
 * @returns {string | null}
 */
export function markTip(ui) {
  return ui.markMode && ui.selected.size ? TIPS[ui.markMode] : null;
}
