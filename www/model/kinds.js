// The puzzle kinds' facts the board model and view need (the title, the
// fixed houses beyond rows and columns: Sudoku's boxes), read from the
// engine table of the wasm (`engines()`), never written here: the board
// knows no kind by name. The wasm is not this folder's to load:
// engine/engine.js gives the source of the table (useKinds) when it is
// imported, and a test can give the table it loaded.

/**
 * What the board reads of a kind's entry of the engine table.
 * @typedef {object} KindFacts
 * @property {string} variant the kind's name
 * @property {string} title how people write it ("Str8ts")
 * @property {number[][]} [boxes] the fixed houses beyond rows and columns, as cell indices
 * @property {boolean} [cornerMarks] whether the player offers corner and centre marks
 */

/** @type {() => KindFacts[]} */
let source = () => [];

/**
 * Sets where the kinds' facts come from: `table()` gives the engine
 * table's entries (asked each time; the source keeps its own copy).
 * @param {() => KindFacts[]} table
 * @returns {void}
 */
export function useKinds(table) {
  source = table;
}

/**
 * The facts of the kind `variant`; an unknown name (or none) gets the
 * engine table's first kind, the default one; null before any table is known.
 * @param {string} [variant]
 * @returns {KindFacts | null}
 */
export function kindOf(variant) {
  const kinds = source();
  return kinds.find((k) => k.variant === variant) ?? kinds[0] ?? null;
}

/**
 * The fixed houses of the kind `variant` beyond rows and columns (Sudoku's
 * boxes; none for Str8ts): arrays of cell indices.
 * @param {string} variant
 * @returns {number[][]}
 */
export function boxesOf(variant) {
  return source().find((k) => k.variant === variant)?.boxes ?? [];
}

/**
 * Whether the kind `variant` offers corner and centre marks (marks.js):
 * the engine table's `cornerMarks` fact says (the kinds with boxes, whose
 * players know these marks from SudokuPad), no name is checked. A kind
 * without them (Str8ts) keeps its candidate grid alone.
 * @param {string} variant
 * @returns {boolean}
 */
export function hasCornerMarks(variant) {
  return source().find((k) => k.variant === variant)?.cornerMarks ?? false;
}
