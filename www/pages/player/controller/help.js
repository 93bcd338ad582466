// The player's help buttons: Fill candidates, Check, Hint (shown on the
// first press, from the worker; applied on the second), Solve and Restart.
// Part of createController (../controller.js).

import { engineBoard, engineInfo, wasm } from '../../../engine/engine.js';
import {
  applyChanges, bit, clearCells, fillCandidates, fillSolution, hasProgress, progressString, puzzleOf, toBoardObject, wrongCells,
} from '../../../board/game.js';
import { appliedLine, hintApplies, hintLine } from '../../../shared/messages.js';

const { candidates } = wasm;

/** @typedef {import('./context.js').Play} Play */

/**
 * The help of the game `play` (see context.js), with its `view` and
 * `moves` parts: fill(), check(), hint(), solve(), restart().
 * @param {Play} play
 * @param {ReturnType<typeof import('./view.js').createView>} view
 * @param {ReturnType<typeof import('./moves.js').createMoves>} moves
 * @returns the functions named above
 */
export function createHelp(play, view, moves) {
  const { game, worker, draw, state } = play;
  const { showError, say } = view;
  const { commit, wrongLine } = moves;

  function fill() {
    if (game.solved) return;
    try {
      const masks = candidates(toBoardObject(state(), { candidates: 'none' }));
      if (commit(fillCandidates(state(), masks))) say('Every candidate the rules allow is written in.');
    } catch (err) {
      showError('No candidates:', err);
    }
  }

  function check() {
    if (!game.solution || game.solved) return;
    const wrong = wrongCells(state(), game.solution);
    game.wrong = new Set(wrong);
    draw.board();
    game.checkLine = wrong.length ? wrongLine(wrong) : null;
    if (!wrong.length) say('No mistakes so far.', 'ok');
    else say(game.checkLine, 'bad');
  }

  /** Whether a hint is being worked out by the worker (a press meanwhile does nothing). */
  let hintPending = false;

  /**
   * First press: show the next step (or what is wrong: broken clues, a
   * wrong digit, a missing candidate) and its cells; second press: apply it.
   * The step comes from the worker (the page's wasm has no logic solver);
   * it is shown only if the game and position are still the ones asked about.
   */
  async function hintStep() {
    const engine = worker();
    if (!engineInfo(state().variant).hint || game.solved || hintPending || !engine) return;
    if (game.hint && game.hint.progress === progressString(state()) && hintApplies(game.hint.result)) {
      applyHint(game.hint.result);
      return;
    }
    const key = game.key;
    const progress = progressString(state());
    const unchanged = () => game.key === key && progressString(state()) === progress;
    hintPending = true;
    let result;
    try {
      ({ result } = await engine.run('hint', { board: engineBoard(state()) }));
    } catch (err) {
      if (err?.crashed || (unchanged() && err?.message !== 'cancelled')) showError('No hint:', err);
      return;
    } finally {
      hintPending = false;
    }
    if (!unchanged()) return;
    game.hint = { result, progress };
    say(hintLine(result), 'hint');
    draw.board();
  }

  function applyHint(result) {
    let next = state();
    if (result.kind === 'step') {
      // Eliminations need candidates to act on: where the player noted none,
      // the step started from the rules' candidates, so those are written in.
      if (result.eliminations.length) {
        next = fillCandidates(next, engineBoard(next).candidates ?? candidates(toBoardObject(next, { candidates: 'none' })));
      }
      next = applyChanges(next, result.placements, result.eliminations);
    } else if (result.kind === 'mistake') {
      next = clearCells(next, result.cells);
    } else if (result.kind === 'missing-candidate' && game.solution) {
      const cands = [...next.cands];
      for (const i of result.cells) cands[i] |= bit(game.solution[i]);
      next = { ...next, cands };
    }
    game.hint = null;
    say(appliedLine(result, game.solution));
    commit(next);
  }

  /** Shows the solution: the game ends revealed, not solved by the player (saved so). */
  function solve() {
    if (!game.solution || game.solved) return;
    game.revealed = true;
    commit(fillSolution(state(), game.solution));
  }

  function restart() {
    if (!hasProgress(state())) return;
    if (!window.confirm('Clear every digit and candidate you entered? (Undo brings them back.)')) return;
    if (commit(puzzleOf(state()))) say('Back to the start: Undo brings your position back.');
  }

  return { fill, check, hint: hintStep, solve, restart };
}
