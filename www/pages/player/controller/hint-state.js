// The hints of the player's game, with one owner: the hint on show (the
// worker's result, the position it was found for, and its stage: 1 names
// where to look, 2 shows the figure and explains it), and the count of
// hints shown in the game and, of those, of the last resort's revealed
// digits (the finish line and the statistics count them). hints.js shows
// and applies hints; a move or a new game drops the one on show.

/**
 * A hint on show: the worker's result, the progress string of the position
 * it was found for, its stage.
 * @typedef {{ result: any, progress: string, stage: 1 | 2 }} ShownHint
 */

/** No hint on show, none counted; its fields are private, read through getters. */
export class HintState {
  /** @type {ShownHint | null} */
  #shown = null;
  /** @type {number | null} */
  #hints = 0;
  /** @type {number | null} */
  #reveals = 0;

  /** @returns {Readonly<ShownHint> | null} the hint on show */
  get shown() {
    return this.#shown;
  }

  /** @returns {number | null} the hints shown in this game (null: not known, a game saved before they were counted) */
  get hints() {
    return this.#hints;
  }

  /** @returns {number | null} of those, the last resort's digits of the solution (null: not known) */
  get reveals() {
    return this.#reveals;
  }

  /**
   * A game starts with its counts (0 for a new one; a saved game's own).
   * @param {number | null} hints
   * @param {number | null} reveals
   */
  begin(hints, reveals) {
    this.#shown = null;
    [this.#hints, this.#reveals] = [hints, reveals];
  }

  /**
   * A new hint on show, counted once whatever its stages (the last resort's digits apart too).
   * @param {ShownHint} hint
   */
  show(hint) {
    this.#shown = { ...hint };
    if (this.#hints !== null) this.#hints++;
    if (hint.result.kind === 'reveal' && this.#reveals !== null) this.#reveals++;
  }

  /** The hint on show goes on to its second stage (its figure and sentence). */
  advance() {
    if (this.#shown) this.#shown = { ...this.#shown, stage: 2 };
  }

  /** No hint on show (a move, Undo, a solved board, the hint applied). */
  drop() {
    this.#shown = null;
  }
}
