// The player's game, what the page says of it: errors, the transient line,
// the standing line of a solved or broken puzzle, and the cells the moves
// act on. What the board shows is board-marks.js. Part of createController
// (../controller.js).

import { errorSentence, revealedLine, sentence, solvedLine } from '../../../shared/messages.js';

/** @typedef {import('./context.js').Play} Play */

/**
 * The view part of the game `play` (see context.js): showError(lead, err),
 * clearMessage(), say(text, kind, { notation }), showStanding() and
 * selectedCells().
 * @param {Play} play
 * @returns the functions named above
 */
export function createView(play) {
  const { puzzle, position, hint, selection, note, timer } = play;

  /** Shows an error: after `lead` its message as a sentence; an engine crash says so alone. */
  function showError(lead, err) {
    if (err?.crashed) note.alert('', err.message);
    else note.alert(lead, errorSentence(err));
  }

  const clearMessage = () => note.clearAlert();
  /**
   * The transient line (see note.js's say): a hint's `notation` in its disclosure.
   * @param {string | null} text
   * @param {string} [kind]
   * @param {{ notation?: string | null }} [options]
   */
  const say = (text, kind = '', options = {}) => note.say(text ?? '', kind, options);

  /** The standing line: the solved (or revealed) game with Play again, else what is wrong with the puzzle. */
  function showStanding() {
    const time = position.timed ? timer.elapsed : null;
    const line = position.revealed ? revealedLine(time) : solvedLine(time, position.timed ? hint.hints : null, hint.reveals);
    if (position.solved) note.stand(line, 'solved', { id: 'play-again', label: 'Play again' });
    else if (puzzle.problem) note.stand(sentence(puzzle.problem.text), 'bad');
    else note.stand(null);
  }

  /**
   * The cells the moves act on: the selected ones, else the focus (none: []).
   * @returns {number[]}
   */
  const selectedCells = () => (selection.selected.size ? [...selection.selected] : selection.focus != null ? [selection.focus] : []);

  return { showError, clearMessage, say, showStanding, selectedCells };
}
