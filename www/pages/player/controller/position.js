// The position of the player's game, with one owner: its history of
// states (undo, redo: model/history), whether the position is solved,
// whether Solve showed the solution (it stays so until Play again or
// another game: the player has seen it), and whether the time is the
// player's (not for a solved position opened from someone's link). A game
// starts it (start.js); moves go through its history; solving, revealing
// and their reverse through the updates below.

/**
 * How a game's position starts.
 * @typedef {{ solved: boolean, revealed: boolean, timed: boolean }} Standing
 */

/** No game yet; its fields are private, read through getters. */
export class Position {
  /** @type {any} */
  #history = null;
  #solved = false;
  #revealed = false;
  #timed = false;

  /** @returns {any} the History of states (null before the first game) */
  get history() {
    return this.#history;
  }

  /** @returns {boolean} whether a game is open */
  get open() {
    return Boolean(this.#history);
  }

  /** @returns {any} the position on show */
  get state() {
    return this.#history.state;
  }

  /** @returns {boolean} whether the position on show is solved */
  get solved() {
    return this.#solved;
  }

  /** @returns {boolean} whether Solve showed the solution of this game */
  get revealed() {
    return this.#revealed;
  }

  /** @returns {boolean} whether the time (and hints) are this player's */
  get timed() {
    return this.#timed;
  }

  /**
   * A game starts with `history` (a History) standing as `standing` says.
   * @param {any} history
   * @param {Standing} standing
   */
  begin(history, { solved, revealed, timed }) {
    this.#history = history;
    [this.#solved, this.#revealed, this.#timed] = [solved, revealed, timed];
  }

  /**
   * The position became solved (`now` true: the time is the player's
   * from here on) or no longer is (Undo, Restart).
   * @param {boolean} now
   */
  solvedNow(now) {
    this.#solved = now;
    if (now) this.#timed = true;
  }

  /** Solve is showing the solution: the game ends revealed, not solved by the player. */
  reveal() {
    this.#revealed = true;
  }
}
