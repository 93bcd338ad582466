// The player's help buttons: Fill candidates, Reset candidates, Check,
// Solve and Restart; Hint is hints.js's. Part of createController
// (../controller.js).

import { ruleCandidates } from '../../../engine/engine.js';
import { hasProgress, puzzleOf } from '../../../model/game.js';
import { fillCandidates, fillSolution, resetCandidates } from '../../../model/moves.js';
import { FILLED, RESET } from '../../../shared/messages.js';

/** @typedef {import('./context.js').Play} Play */

/**
 * The help of the game `play` (see context.js), with its `view` and
 * `moves` parts: fill(), resetCandidates(), check(), solve(), restart().
 * @param {Play} play
 * @param {ReturnType<typeof import('./view.js').createView>} view
 * @param {ReturnType<typeof import('./moves.js').createMoves>} moves
 * @returns the functions named above
 */
export function createHelp(play, view, moves) {
  const { puzzle, position, mistakes, draw, state } = play;
  const { showError, say } = view;
  const { commit } = moves;

  /**
   * A move of the rules' candidates (`move(state, masks)`), saying `line`
   * when it changes something; what the engine says when it cannot.
   */
  function withCandidates(move, line) {
    if (position.solved) return;
    try {
      if (commit(move(state(), ruleCandidates(state())))) say(line);
    } catch (err) {
      showError('No candidates:', err);
    }
  }

  /** Check: the wrong digits marked, and its line (or that there are none). */
  function check() {
    if (!puzzle.solution || position.solved) return;
    const line = mistakes.check();
    draw.board();
    if (!line) say('No mistakes so far.', 'ok');
    else say(line, 'bad');
  }

  /** Shows the solution: the game ends revealed, not solved by the player (saved so). */
  function solve() {
    if (!puzzle.solution || position.solved) return;
    position.reveal();
    commit(fillSolution(state(), puzzle.solution));
  }

  function restart() {
    if (!hasProgress(state())) return;
    if (!window.confirm('Clear every digit, candidate, mark and colour you entered? (Undo brings them back.)')) return;
    if (commit(puzzleOf(state()))) say('Back to the start: Undo brings your position back.');
  }

  return {
    /**
     * Fill candidates: the rules' candidates into the cells that have none;
     * in the others only those the rules forbid go (none comes back).
     */
    fill: () => withCandidates(fillCandidates, FILLED),
    /** Reset candidates: every candidate the rules allow, everywhere (one undo step). */
    resetCandidates: () => withCandidates(resetCandidates, RESET),
    check,
    solve,
    restart,
  };
}
