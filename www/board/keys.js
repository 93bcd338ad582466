// Keyboard reading shared by the page (input.js) and the <str8ts-board>
// element: `boardKey` says what a key press on a board means; each of them
// does what it has (the element has no hint, no multiple selection and no
// candidate mode).

/** Row and column steps of the arrow keys. */
const ARROWS = { ArrowUp: [-1, 0], ArrowDown: [1, 0], ArrowLeft: [0, -1], ArrowRight: [0, 1] };

/**
 * SudokuPad's mode keys, by physical key (any layout): Z digits, X (its
 * corner marks) this player's candidates, and C (its centre marks) too
 * where a kind has no centre marks: the player page reads B, C and V as
 * its mark modes first where the kind has them (mark-modes.js).
 */
const MODE_KEYS = { KeyZ: false, KeyX: true, KeyC: true };

/**
 * What a key means on the board (see boardKey).
 * @typedef {{ command: 'move', dr: number, dc: number, extend: boolean }
 *   | { command: 'digit', digit: number, asCandidate: boolean }
 *   | { command: 'mode', candidate?: boolean }
 *   | { command: 'erase' | 'hint' | 'deselect' | 'undo' | 'redo' }} BoardKey
 */

/**
 * The digit of a key event (1..9, else 0), from the physical key so that Shift+1 still means 1.
 * @param {KeyboardEvent} event
 * @returns {number}
 */
export function digitOfKey(event) {
  const m = /^(?:Digit|Numpad)([1-9])$/.exec(event.code) ?? /^([1-9])$/.exec(event.key);
  return m ? Number(m[1]) : 0;
}

/**
 * The cell `dr` rows and `dc` columns from cell i, wrapping around the board.
 * @param {number} i
 * @param {number} dr
 * @param {number} dc
 * @returns {number}
 */
export function stepCell(i, dr, dc) {
  return ((Math.floor(i / 9) + dr + 9) % 9) * 9 + (((i % 9) + dc + 9) % 9);
}

/**
 * 'undo' for Ctrl/Cmd+Z, 'redo' for Ctrl/Cmd+Y or Ctrl/Cmd+Shift+Z, else null.
 * @param {KeyboardEvent} event
 * @returns {'undo' | 'redo' | null}
 */
export function historyKey(event) {
  if (!(event.ctrlKey || event.metaKey)) return null;
  const key = event.key.toLowerCase();
  if (key === 'y' || (key === 'z' && event.shiftKey)) return 'redo';
  return key === 'z' ? 'undo' : null;
}

/**
 * What a key press on a board means, or null for nothing:
 *   { command: 'undo' | 'redo' }             Ctrl/Cmd+Z; Ctrl/Cmd+Y or Ctrl/Cmd+Shift+Z
 *   { command: 'move', dr, dc, extend }      an arrow: one row or column on (wrapping
 *                                            around), Shift extends the selection
 *   { command: 'digit', digit, asCandidate } 1-9: a candidate with Shift or in
 *                                            `candidateMode` (not both), else a digit
 *   { command: 'erase' }                     Delete, Backspace or 0
 *   { command: 'mode' }                      Space: candidate mode on or off
 *   { command: 'mode', candidate }           SudokuPad's mode keys: Z digits
 *                                            (candidate false), X or C candidates
 *                                            (candidate true)
 *   { command: 'hint' }                      H
 *   { command: 'deselect' }                  Escape
 * Any other key with Ctrl, Cmd or Alt is the browser's: null.
 * @param {KeyboardEvent} event
 * @param {boolean} [candidateMode]
 * @returns {BoardKey | null}
 */
export function boardKey(event, candidateMode = false) {
  const move = historyKey(event);
  if (move) return { command: move };
  if (event.ctrlKey || event.metaKey || event.altKey) return null;
  if (ARROWS[event.key]) {
    const [dr, dc] = ARROWS[event.key];
    return { command: 'move', dr, dc, extend: Boolean(event.shiftKey) };
  }
  const digit = digitOfKey(event);
  if (digit) return { command: 'digit', digit, asCandidate: candidateMode !== Boolean(event.shiftKey) };
  if (event.key === 'Delete' || event.key === 'Backspace' || event.key === '0') return { command: 'erase' };
  if (event.key === ' ') return { command: 'mode' };
  const mode = MODE_KEYS[event.code];
  if (mode !== undefined) return { command: 'mode', candidate: mode };
  if (event.key.toLowerCase() === 'h') return { command: 'hint' };
  if (event.key === 'Escape') return { command: 'deselect' };
  return null;
}
