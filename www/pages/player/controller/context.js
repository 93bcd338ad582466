// What the parts of the player's game (view.js, save.js, moves.js,
// start.js, open.js, help.js, hints.js, tabs.js) share: the records of its
// state, each with one owner that changes it through named updates (the
// puzzle, puzzle.js; the position, position.js; the hint on show and the
// counts, hint-state.js; the mistakes, mistakes.js; the selection,
// board/selection.js; what was saved, save.js), and the page's note,
// worker, drawing, clock and settings. createController (../controller.js)
// makes it and hands it to each part.

import { PlayTimer } from '../../../model/timer.js';
import { Selection } from '../../../board/selection.js';
import { HintState } from './hint-state.js';
import { createMistakes } from './mistakes.js';
import { Position } from './position.js';
import { Puzzle } from './puzzle.js';

/**
 * What the parts share.
 * @typedef {object} Play
 * @property {import('./puzzle.js').Puzzle} puzzle the puzzle's facts
 * @property {import('./position.js').Position} position the history and its standing
 * @property {import('./hint-state.js').HintState} hint the hint on show and the counts
 * @property {import('./mistakes.js').Mistakes} mistakes the cells marked wrong and Check's line
 * @property {import('../../../board/selection.js').Selection} selection the selected cells and modes
 * @property {any} note the page's message area (shared/note.js)
 * @property {() => any} worker the EngineWorker (null until there is one)
 * @property {{ board: () => void, status: () => void, time: () => void }} draw
 * @property {PlayTimer} timer
 * @property {() => any} state the position on show
 * @property {() => import('../../../store/settings.js').Settings} settings the player's settings in force
 */

/**
 * A new game's shared context for the page's `note`, `worker`, `draw` and `settings`.
 * @param {{ note: any, worker: () => any, draw: Play['draw'], settings: Play['settings'] }} page
 * @returns {Play}
 */
export function createPlay({ note, worker, draw, settings }) {
  const puzzle = new Puzzle();
  const position = new Position();
  const mistakes = createMistakes({ position, puzzle, note, settings });
  const timer = new PlayTimer(() => position.open && !position.solved && document.visibilityState === 'visible');
  return {
    puzzle,
    position,
    hint: new HintState(),
    mistakes,
    selection: new Selection(),
    note,
    worker,
    draw,
    timer,
    settings,
    state: () => position.state,
  };
}
