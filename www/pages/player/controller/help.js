// The player's help buttons: Fill candidates, Reset candidates, Check, Hint
// (shown on the first press, from the worker, its figure drawn over the
// board; applied on the second), Solve and Restart.
// Part of createController (../controller.js).

import { engineBoard, engineInfo, ruleCandidates } from '../../../engine/engine.js';
import { bit, hasProgress, puzzleOf } from '../../../model/game.js';
import {
  applyChanges, candidatesWhereNone, clearCells, fillCandidates, fillSolution, resetCandidates,
} from '../../../model/moves.js';
import { wrongCells } from '../../../model/checks.js';
import { progressString } from '../../../model/progress.js';
import { FILLED, RESET, appliedLine, hintApplies, hintLine } from '../../../shared/messages.js';
import { lookLine } from '../../../shared/hint-stages.js';

/** @typedef {import('./context.js').Play} Play */

/**
 * The help of the game `play` (see context.js), with its `view` and
 * `moves` parts: fill(), resetCandidates(), check(), hint(), solve(), restart().
 * @param {Play} play
 * @param {ReturnType<typeof import('./view.js').createView>} view
 * @param {ReturnType<typeof import('./moves.js').createMoves>} moves
 * @returns the functions named above
 */
export function createHelp(play, view, moves) {
  const { game, worker, draw, state } = play;
  const { showError, say } = view;
  const { commit, wrongLine } = moves;

  /** The rules' candidates of the position on show (throws what the engine says). */
  const ruleMasks = () => ruleCandidates(state());

  /**
   * Fill candidates: the rules' candidates into the cells that have none;
   * in the others only those the rules forbid go (none comes back).
   */
  function fill() {
    if (game.solved) return;
    try {
      if (commit(fillCandidates(state(), ruleMasks()))) say(FILLED);
    } catch (err) {
      showError('No candidates:', err);
    }
  }

  /** Reset candidates: every candidate the rules allow, everywhere (one undo step). */
  function reset() {
    if (game.solved) return;
    try {
      if (commit(resetCandidates(state(), ruleMasks()))) say(RESET);
    } catch (err) {
      showError('No candidates:', err);
    }
  }

  function check() {
    if (!game.solution || game.solved) return;
    const wrong = wrongCells(state(), game.solution);
    game.wrong = new Set(wrong);
    draw.board();
    game.checkLine = wrongLine(wrong);
    if (!game.checkLine) say('No mistakes so far.', 'ok');
    else say(game.checkLine, 'bad');
  }

  /** Whether a hint is being worked out by the worker (a press meanwhile does nothing). */
  let hintPending = false;

  /**
   * A logic step comes in three presses, as in SudokuPad and sudoku.coach:
   * the first names where to look and the technique (the houses outlined,
   * nothing else given away), the second draws the step's figure and
   * explains it, the third applies it. What is wrong with the position
   * (broken clues, a wrong digit, a missing candidate) is shown at once,
   * and applied by the next press. The step comes from the worker (the
   * page's wasm has no logic solver); it is shown only if the game and
   * position are still the ones asked about.
   */
  async function hintStep() {
    const engine = worker();
    if (!engineInfo(state().variant).hint || game.solved || hintPending || !engine) return;
    if (game.hint && game.hint.progress === progressString(state()) && hintApplies(game.hint.result)) {
      if (game.hint.stage === 1) {
        game.hint.stage = 2;
        say(hintLine(game.hint.result), 'hint', { notation: game.hint.result.notation });
        draw.board();
      } else {
        applyHint(game.hint.result);
      }
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
    const stage = result.kind === 'step' ? 1 : 2;
    game.hint = { result, progress, stage };
    // One hint shown, whatever its stages (the finish line and the statistics count them);
    // the last resort's digits of the solution are counted apart too.
    if (game.hints !== null) game.hints++;
    if (result.kind === 'reveal' && game.reveals !== null) game.reveals++;
    say(stage === 1 ? lookLine(result) : hintLine(result), 'hint', { notation: stage === 1 ? null : result.notation });
    draw.board();
  }

  function applyHint(result) {
    let next = state();
    if (result.kind === 'step') {
      // Eliminations need candidates to act on: in a cell where the player
      // noted none, the step started from the rules' candidates, so that
      // cell gets them, less the eliminated ones. No other cell is filled.
      if (result.eliminations.length) {
        const cells = result.eliminations.map(([i]) => i);
        next = candidatesWhereNone(next, ruleMasks(), cells);
      }
      next = applyChanges(next, result.placements, result.eliminations);
    } else if (result.kind === 'reveal') {
      next = applyChanges(next, result.placements);
    } else if (result.kind === 'mistake') {
      next = clearCells(next, result.cells);
    } else if (result.kind === 'missing-candidate' && game.solution) {
      const cands = [...next.cands];
      for (const i of result.cells) cands[i] |= bit(game.solution[i]);
      next = { ...next, cands };
    }
    game.hint = null;
    // After the move: the line goes with the next move or Undo (note.moved).
    commit(next);
    // A step that finished the puzzle leaves "Solved in m:ss" alone.
    if (!game.solved) say(appliedLine(result, game.solution), 'applied');
  }

  /** Shows the solution: the game ends revealed, not solved by the player (saved so). */
  function solve() {
    if (!game.solution || game.solved) return;
    game.revealed = true;
    commit(fillSolution(state(), game.solution));
  }

  function restart() {
    if (!hasProgress(state())) return;
    if (!window.confirm('Clear every digit, candidate, mark and colour you entered? (Undo brings them back.)')) return;
    if (commit(puzzleOf(state()))) say('Back to the start: Undo brings your position back.');
  }

  return { fill, resetCandidates: reset, check, hint: hintStep, solve, restart };
}
