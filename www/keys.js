// Keyboard reading shared by the page and the <str8ts-board> element.

/** Row and column steps of the arrow keys. */
export const ARROWS = { ArrowUp: [-1, 0], ArrowDown: [1, 0], ArrowLeft: [0, -1], ArrowRight: [0, 1] };

/** The digit of a key event (1..9, else 0), from the physical key so that Shift+1 still means 1. */
export function digitOfKey(event) {
  const m = /^(?:Digit|Numpad)([1-9])$/.exec(event.code) ?? /^([1-9])$/.exec(event.key);
  return m ? Number(m[1]) : 0;
}

/** The cell `dr` rows and `dc` columns from cell i, wrapping around the board. */
export function stepCell(i, dr, dc) {
  return ((Math.floor(i / 9) + dr + 9) % 9) * 9 + (((i % 9) + dc + 9) % 9);
}

/** 'undo' for Ctrl/Cmd+Z, 'redo' for Ctrl/Cmd+Y or Ctrl/Cmd+Shift+Z, else null. */
export function historyKey(event) {
  if (!(event.ctrlKey || event.metaKey)) return null;
  const key = event.key.toLowerCase();
  if (key === 'y' || (key === 'z' && event.shiftKey)) return 'redo';
  return key === 'z' ? 'undo' : null;
}
