// The player's Hint button. A logic step comes in three presses, as in
// SudokuPad and sudoku.coach: the first names where to look and the
// technique (the houses outlined, nothing else given away), the second
// draws the step's figure and explains it, the third applies it. What is
// wrong with the position (broken clues, a wrong digit, a missing
// candidate) is shown at once, and applied by the next press. The step
// comes from the worker (the page's wasm has no logic solver). The hint on
// show and the counts are hint-state.js's. Part of createController
// (../controller.js).

import { engineBoard, engineInfo, ruleCandidates } from '../../../engine/engine.js';
import { bit } from '../../../model/game.js';
import { applyChanges, candidatesWhereNone, clearCells } from '../../../model/moves.js';
import { progressString } from '../../../model/progress.js';
import { appliedLine, hintApplies, hintLine } from '../../../shared/messages.js';
import { lookLine } from '../../../shared/hint-stages.js';

/** @typedef {import('./context.js').Play} Play */

/**
 * The state after hint `result` (a step, a revealed digit, a mistake
 * cleared, a missing candidate given back) on state `s`; `masks()` gives
 * the rules' candidates, `solution` the puzzle's.
 */
function hintedState(s, result, masks, solution) {
  if (result.kind === 'step') {
    // Eliminations need candidates to act on: in a cell where the player
    // noted none, the step started from the rules' candidates, so that
    // cell gets them, less the eliminated ones. No other cell is filled.
    const cells = result.eliminations.map(([i]) => i);
    const noted = cells.length ? candidatesWhereNone(s, masks(), cells) : s;
    return applyChanges(noted, result.placements, result.eliminations);
  }
  if (result.kind === 'reveal') return applyChanges(s, result.placements);
  if (result.kind === 'mistake') return clearCells(s, result.cells);
  if (result.kind === 'missing-candidate' && solution) {
    const cands = [...s.cands];
    for (const i of result.cells) cands[i] |= bit(solution[i]);
    return { ...s, cands };
  }
  return s;
}

/**
 * The Hint of the game `play` (see context.js), with its `view` and
 * `moves` parts.
 * @param {Play} play
 * @param {ReturnType<typeof import('./view.js').createView>} view
 * @param {ReturnType<typeof import('./moves.js').createMoves>} moves
 * @returns {() => Promise<void>} a press of Hint
 */
export function createHints(play, view, moves) {
  const { puzzle, position, hint, worker, draw, state } = play;
  const { showError, say } = view;

  /** Whether a hint is being worked out by the worker (a press meanwhile does nothing). */
  let pending = false;

  /** The hint on show, when it is still the position's: its next stage, or applied. */
  function nextStage() {
    const shown = hint.shown;
    if (!shown || shown.progress !== progressString(state()) || !hintApplies(shown.result)) return false;
    if (shown.stage === 1) {
      hint.advance();
      say(hintLine(shown.result), 'hint', { notation: shown.result.notation });
      draw.board();
    } else {
      apply(shown.result);
    }
    return true;
  }

  /** Asks the worker for a hint; shown only if the game and position are still the ones asked about. */
  async function press() {
    const engine = worker();
    if (!engineInfo(state().variant).hint || position.solved || pending || !engine) return;
    if (nextStage()) return;
    const key = puzzle.key;
    const progress = progressString(state());
    const unchanged = () => puzzle.key === key && progressString(state()) === progress;
    pending = true;
    let result;
    try {
      ({ result } = await engine.run('hint', { board: engineBoard(state()) }));
    } catch (err) {
      if (err?.crashed || (unchanged() && err?.message !== 'cancelled')) showError('No hint:', err);
      return;
    } finally {
      pending = false;
    }
    if (!unchanged()) return;
    const stage = result.kind === 'step' ? 1 : 2;
    hint.show({ result, progress, stage });
    say(stage === 1 ? lookLine(result) : hintLine(result), 'hint', { notation: stage === 1 ? null : result.notation });
    draw.board();
  }

  /** Applies hint `result` as one move; its line stays until the next move or Undo (note.moved). */
  function apply(result) {
    const next = hintedState(state(), result, () => ruleCandidates(state()), puzzle.solution);
    hint.drop();
    moves.commit(next);
    // A step that finished the puzzle leaves "Solved in m:ss" alone.
    if (!position.solved) say(appliedLine(result, puzzle.solution), 'applied');
  }

  return press;
}
