// The palette of cell colours (marks.js's colour layer): Paul Tol's "light"
// scheme, nine colours made to be told apart with colour-blind eyes and to
// carry text on them. The colours themselves are board.css's (--mark-1 ..
// --mark-9, light and dark); here only their names, for the cells' labels
// and the pad's buttons in Colour mode.

/** The colours' names, colour 1 first. */
export const COLOUR_NAMES = ['pink', 'orange', 'light yellow', 'olive', 'pear', 'mint', 'cyan', 'blue', 'grey'];

/** How many colours the palette has: digits 1..COLOURS choose them. */
export const COLOURS = COLOUR_NAMES.length;

/**
 * The name of colour c (1..COLOURS), '' for none.
 * @param {number} c
 * @returns {string}
 */
export function colourName(c) {
  return COLOUR_NAMES[c - 1] ?? '';
}
