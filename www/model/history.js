// Undo and redo: the player's positions as a stack of states (the moves
// of moves.js and marks.js return new states and never change one), with
// the redo stack dropped by a new move. Saved games keep the same steps as
// small changes instead (changes.js).

import { sameBoard } from './game.js';

/** @typedef {import('./game.js').State} State */

/**
 * Undo and redo over states: `push` records a new state (dropping the redo
 * stack); at most `limit` undo steps are kept (no limit unless one is
 * given: saved games keep the steps as small changes, model/changes.js).
 */
export class History {
  /**
   * @param {State} state the position now
   * @param {{ past?: State[], future?: State[], limit?: number }} [options] undo and redo stacks, and how many undo steps are kept
   */
  constructor(state, { past = [], future = [], limit = Infinity } = {}) {
    this.state = state;
    this.past = past;
    this.future = future;
    this.limit = limit;
  }

  /**
   * Records `next` as the new state; false (and nothing recorded) when it changes nothing.
   * @param {State} next
   * @returns {boolean}
   */
  push(next) {
    if (next === this.state || sameBoard(next, this.state)) return false;
    this.past.push(this.state);
    if (this.past.length > this.limit) this.past.shift();
    this.future = [];
    this.state = next;
    return true;
  }

  /**
   * Steps back to the state before; false when there is none.
   * @returns {boolean}
   */
  undo() {
    if (!this.past.length) return false;
    this.future.push(this.state);
    this.state = /** @type {State} */ (this.past.pop());
    return true;
  }

  /**
   * Steps forward to the state undone last; false when there is none.
   * @returns {boolean}
   */
  redo() {
    if (!this.future.length) return false;
    this.past.push(this.state);
    this.state = /** @type {State} */ (this.future.pop());
    return true;
  }
}
