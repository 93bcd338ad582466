// The puzzle of the player's game, with one owner: its key (the puzzle's
// text), the format it was read in, the kind's regions of its layout, its
// solution and problems (the engine's facts), and its grade. Set when a
// game starts (start.js) and when the worker's grade comes in; everything
// else reads them.

/**
 * The grade chip's text and the grade's number.
 * @typedef {{ label: string | null, level: number | null }} Grade
 */

/**
 * The facts of a puzzle, as a game starts.
 * @typedef {object} PuzzleFacts
 * @property {string} key the puzzle's text (its saved game's key)
 * @property {string | null} format the format it was read in
 * @property {number[][]} regions the kind's own regions of the layout
 * @property {number[] | null} solution null unless the puzzle has exactly one
 * @property {any} problem what is wrong with the puzzle ({ status, text, cells }), null for a sound one
 * @property {Grade} grade
 */

/** No puzzle yet; its facts are private, read through getters. */
export class Puzzle {
  /** @type {Omit<PuzzleFacts, 'grade'> | null} the facts but the grade, which changes on its own (graded) */
  #facts = null;
  /** @type {Grade} */
  #grade = { label: null, level: null };

  /** @returns {string | null} the puzzle's text, null before the first game */
  get key() {
    return this.#facts?.key ?? null;
  }

  /** @returns {string | null} the format the board was read in */
  get format() {
    return this.#facts?.format ?? null;
  }

  /** @returns {number[][]} the kind's regions of the layout */
  get regions() {
    return this.#facts?.regions ?? [];
  }

  /** @returns {number[] | null} the solution's 81 digits (0 on black cells), null unless unique */
  get solution() {
    return this.#facts?.solution ?? null;
  }

  /** @returns {any} what is wrong with the puzzle, null for a sound one */
  get problem() {
    return this.#facts?.problem ?? null;
  }

  /** @returns {string | null} the grade chip's text */
  get grade() {
    return this.#grade.label;
  }

  /** @returns {number | null} the grade's number (1 up), null while ungraded or when logic cannot finish it */
  get level() {
    return this.#grade.level;
  }

  /**
   * A game of another (or the same) puzzle starts.
   * @param {PuzzleFacts} facts
   */
  begin({ grade, ...facts }) {
    this.#facts = facts;
    this.#grade = { ...grade };
  }

  /**
   * The puzzle's grade, as the worker found it (or as it was before the game was read again).
   * @param {Grade} grade
   */
  graded(grade) {
    this.#grade = { ...grade };
  }
}
