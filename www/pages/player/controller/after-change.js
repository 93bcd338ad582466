// What follows every change of the player's position: the address, the
// solved state (on solving the time stops, the selection, hint and marks
// go, the board locks and "Solved in m:ss" stands), the save, and the
// drawing. Part of the moves (moves.js); a new game (start.js) uses it too.

import { isSolvedBy } from '../../../engine/engine.js';

/** @typedef {import('./context.js').Play} Play */

/**
 * What follows a change of the game `play` (see context.js), with its `view` and `saving` parts.
 * @param {Play} play
 * @param {ReturnType<typeof import('./view.js').createView>} view
 * @param {import('./save.js').Saving} saving
 * @returns {(options?: { record?: boolean, link?: boolean }) => void} afterChange: `record` false saves nothing, `link` false leaves the address
 */
export function createAfterChange(play, view, saving) {
  const { puzzle, position, hint, mistakes, selection, draw, timer, state } = play;
  const { say, showError, showStanding } = view;

  /** After any change of the position: link, solved state, save, drawing. */
  function afterChange({ record = true, link = true } = {}) {
    if (link) {
      try {
        saving.writeHash();
      } catch (err) {
        showError('Could not write the address:', err);
      }
    }
    updateSolved();
    if (record) saving.save();
    draw.board();
    draw.time();
  }

  /**
   * Follows the solved state of the position: on solving, the time stops,
   * the selection goes, the board locks and "Solved in m:ss" stands with
   * Play again; when Undo or Restart takes a solved position back, play and
   * time go on.
   */
  function updateSolved() {
    const now = isSolvedBy(state(), puzzle.solution);
    if (now === position.solved) return;
    const elapsed = timer.sync();
    position.solvedNow(now);
    timer.sync();
    if (now) {
      selection.clear();
      hint.drop();
      mistakes.clear();
      say('');
      document.dispatchEvent(new CustomEvent('straights:solved', { detail: { elapsed, revealed: position.revealed } }));
    }
    showStanding();
  }

  return afterChange;
}
