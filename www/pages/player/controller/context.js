// What the parts of the player's game (view.js, save.js, moves.js, open.js,
// help.js) share: the game's state, the selection, the page's note, worker
// and drawing, and the clock. createController (../controller.js) makes it
// and hands it to each part.

import { PlayTimer } from '../../../model/timer.js';

/**
 * The game: history of states, the puzzle key, the format read, the
 * solution (null unless unique), the grade chip's text and its number,
 * whether the position is solved, whether Solve showed the solution (it
 * stays so until Play again or another game: the player has seen it),
 * whether the time is the player's (not for a solved position opened from
 * someone's link), what is wrong with the puzzle (the wasm check, null for
 * a sound one), the cells a check marked wrong and the hint on show; and
 * for the tabs on the same game (tabs.js): the revision of the saved game
 * this one came from or last wrote, whether this tab moved since it read
 * the saved game, and whether it holds a move the saved game lacks (its
 * write was refused).
 * @typedef {object} Game
 * @property {any} history the History of states (null before the first game)
 * @property {number[][]} regions the kind's own regions of the layout
 * @property {string | null} key
 * @property {string | null} format
 * @property {number[] | null} solution
 * @property {string | null} grade
 * @property {number | null} level
 * @property {boolean} solved
 * @property {boolean} revealed
 * @property {number | null} hints the hints shown in this game (null: not known, a game saved before they were counted)
 * @property {number | null} reveals of those, the last resort's digits of the solution (null: not known, a game saved before they were counted)
 * @property {boolean} timed
 * @property {any} problem
 * @property {Set<number>} wrong
 * @property {string | null} checkLine
 * @property {any} hint
 * @property {number} rev
 * @property {boolean} moved
 * @property {boolean} unsaved
 */

/**
 * The selection and candidate mode (input.js changes them in place), and
 * the address the game last wrote.
 * @typedef {object} Ui
 * @property {Set<number>} selected
 * @property {number | null} focus
 * @property {number | null} anchor
 * @property {boolean} candidateMode
 * @property {import('../../../model/mark-modes.js').MarkMode} markMode corner, centre or colour marks (marks.js), else null
 * @property {boolean} dragging
 * @property {string | null} lastHash
 */

/**
 * What the parts share.
 * @typedef {object} Play
 * @property {Game} game
 * @property {Ui} ui
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
  /** @type {Game} */
  const game = {
    history: null,
    regions: [],
    key: null,
    format: null,
    solution: null,
    grade: null,
    level: null,
    solved: false,
    revealed: false,
    hints: 0,
    reveals: 0,
    timed: false,
    problem: null,
    wrong: new Set(),
    checkLine: null,
    hint: null,
    rev: 0,
    moved: false,
    unsaved: false,
  };
  /** @type {Ui} */
  const ui = {
    selected: new Set(),
    focus: null,
    anchor: null,
    candidateMode: false,
    markMode: null,
    dragging: false,
    lastHash: null,
  };

  const timer = new PlayTimer(() => Boolean(game.history) && !game.solved && document.visibilityState === 'visible');
  return { game, ui, note, worker, draw, timer, settings, state: () => game.history.state };
}
