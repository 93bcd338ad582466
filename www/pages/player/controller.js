// The game of the player page: its history of states (undo, redo), the
// puzzle's solution, grade and problems, the play time, the selection moves
// act on; starting a game (from link text, the last saved game, a generated
// puzzle, or the same puzzle again), the moves and the help buttons' work
// (fill, check, hint, solve, restart), keeping the address current
// (history.replaceState) and saving progress. No DOM lookups and no
// listeners: main.js wires the page to it and draws what it says (the
// board, the buttons' states, the status line, the clock); the messages go
// to the note (note.js).
//
// Its parts, in controller/: context.js (the state they share), view.js
// (messages, the board's marks, the buttons' states), save.js (address and
// saved game), moves.js (recording moves and what follows them), open.js
// (starting games), help.js (fill, check, hint, solve, restart), tabs.js
// (the same game in other tabs).

import { createPlay } from './controller/context.js';
import { createHelp } from './controller/help.js';
import { createMoves } from './controller/moves.js';
import { createOpening } from './controller/open.js';
import { createSaving } from './controller/save.js';
import { createTabs } from './controller/tabs.js';
import { createView } from './controller/view.js';

/**
 * The page's game. `note` is the message area (note.js); `worker()` gives
 * the EngineWorker (null until there is one) that grades puzzles and finds hints; `draw`
 * redraws the page: { board() the board and the buttons, status() the
 * status line, time() the clock }.
 *
 * Returns the controller: `ui` (the selection and candidate mode, which
 * input.js changes in place), what the page draws (state(), decorations(),
 * figure(), controls(), time(), and solved, format, grade, problem), starting a game
 * (openText, openLastGame, playGenerated, playAgain), the moves and help
 * (enterDigit, erase, undo, redo, fill, resetCandidates, check, hint, solve, restart),
 * save(), leave() (the save on leaving: none when this tab made no move),
 * the same game in other tabs (otherTabWrote(key), takeNewer(), keepOwn()),
 * showError(lead, err), and lastHash (the address it last wrote).
* @param {{ note: any, worker: () => any, draw: { board: () => void, status: () => void, time: () => void },
 *   settings: () => import('../../store/settings.js').Settings }} page
 * @returns the controller (type inferred from the object below)
 */
export function createController({ note, worker, draw, settings }) {
  const play = createPlay({ note, worker, draw, settings });
  const { game, ui, timer, state } = play;
  const view = createView(play);
  const saving = createSaving(play);
  const moves = createMoves(play, view, saving);
  const opening = createOpening(play, view, saving, moves);
  const help = createHelp(play, view, moves);
  const tabs = createTabs(play, saving, opening);

  return {
    ui,
    state,
    /** Whether a game is open. */
    get playing() {
      return Boolean(game.history);
    },
    get solved() {
      return game.solved;
    },
    /** The hints shown in this game (null: not known, a game saved before they were counted). */
    get hints() {
      return game.hints;
    },
    /** Of those, the last resort's digits of the solution (null: not known). */
    get reveals() {
      return game.reveals;
    },
    /** Whether the time (and hints) are this player's: not for a solved position opened from someone's link. */
    get timed() {
      return game.timed;
    },
    /** Whether Solve showed the solution of this game. */
    get revealed() {
      return game.revealed;
    },
    /** The format the board was read in (null for a generated puzzle until then). */
    get format() {
      return game.format;
    },
    /** The grade chip's text, or null. */
    get grade() {
      return game.grade;
    },
    /** The puzzle's grade number (1 up), null while ungraded or when logic cannot finish it. */
    get level() {
      return game.level;
    },
    /** The solution's 81 digits (0 on black cells), null unless the puzzle has exactly one. */
    get solution() {
      return game.solution;
    },
    /** What is wrong with the puzzle ({ status, text, cells }), null for a sound one. */
    get problem() {
      return game.problem;
    },
    /** The address (#bd=...) the game last wrote. */
    get lastHash() {
      return ui.lastHash;
    },
    decorations: view.decorations,
    /** The hint's figure to draw over the board ({ figure, state, masks }), or null. */
    figure: view.figure,
    controls: view.controls,
    /** The play time in milliseconds, brought up to now. */
    time: () => timer.sync(),
    openText: opening.openText,
    openLastGame: opening.openLastGame,
    playGenerated: opening.playGenerated,
    playAgain: opening.playAgain,
    enterDigit: moves.enterDigit,
    erase: moves.erase,
    undo: moves.undo,
    redo: moves.redo,
    fill: help.fill,
    resetCandidates: help.resetCandidates,
    check: help.check,
    hint: help.hint,
    solve: help.solve,
    restart: help.restart,
    save: () => saving.save(),
    leave: () => saving.save({ leaving: true }),
    otherTabWrote: tabs.otherTabWrote,
    takeNewer: tabs.takeNewer,
    keepOwn: tabs.keepOwn,
    showError: view.showError,
    /** After a change of the settings: mistakes marked (or no longer) as they ask, and the board redrawn. */
    settingsChanged() {
      if (!game.history) return;
      if (settings().mistakes === 'now') moves.markMistakes();
      else if (!game.checkLine) game.wrong = new Set();
      draw.board();
    },
  };
}
