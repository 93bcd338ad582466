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
// Its parts, in controller/: context.js (the records of its state, each
// with one owner: puzzle.js, position.js, hint-state.js, mistakes.js, and
// the selection, board/selection.js), view.js (messages), board-marks.js
// (the board's marks and the buttons' states), save.js and save-queue.js
// (address and saved game), moves.js (recording moves and what follows
// them), start.js and open.js (starting games), help.js and hints.js (fill,
// check, hint, solve, restart), tabs.js (the same game in other tabs).

import { createBoardMarks } from './controller/board-marks.js';
import { createPlay } from './controller/context.js';
import { createHelp } from './controller/help.js';
import { createHints } from './controller/hints.js';
import { createMoves } from './controller/moves.js';
import { createOpening } from './controller/open.js';
import { Saving } from './controller/save.js';
import { createStart } from './controller/start.js';
import { createTabs } from './controller/tabs.js';
import { createView } from './controller/view.js';

/**
 * What the page reads of the game `play`, read-only.
 * @param {import('./controller/context.js').Play} play
 * @param {Saving} saving
 */
function readings({ puzzle, position, hint }, saving) {
  return {
    /** Whether a game is open. */
    get playing() {
      return position.open;
    },
    get solved() {
      return position.solved;
    },
    /** The hints shown in this game (null: not known, a game saved before they were counted). */
    get hints() {
      return hint.hints;
    },
    /** Of those, the last resort's digits of the solution (null: not known). */
    get reveals() {
      return hint.reveals;
    },
    /** Whether the time (and hints) are this player's: not for a solved position opened from someone's link. */
    get timed() {
      return position.timed;
    },
    /** Whether Solve showed the solution of this game. */
    get revealed() {
      return position.revealed;
    },
    /** The format the board was read in (null for a generated puzzle until then). */
    get format() {
      return puzzle.format;
    },
    /** The grade chip's text, or null. */
    get grade() {
      return puzzle.grade;
    },
    /** The puzzle's grade number (1 up), null while ungraded or when logic cannot finish it. */
    get level() {
      return puzzle.level;
    },
    /** The solution's 81 digits (0 on black cells), null unless the puzzle has exactly one. */
    get solution() {
      return puzzle.solution;
    },
    /** What is wrong with the puzzle ({ status, text, cells }), null for a sound one. */
    get problem() {
      return puzzle.problem;
    },
    /** The address (#bd=...) the game last wrote. */
    get lastHash() {
      return saving.lastHash;
    },
  };
}

/**
 * The page's game. `note` is the message area (note.js); `worker()` gives
 * the EngineWorker (null until there is one) that grades puzzles and finds
 * hints; `draw` redraws the page: { board() the board and the buttons,
 * status() the status line, time() the clock }.
 *
 * Returns the controller: `selection` (board/selection.js: the board's
 * input changes it through its updates), what the page draws (state(),
 * decorations(), figure(), controls(), time(), and the readings above),
 * starting a game (openText, openLastGame, playGenerated, playAgain), the
 * moves and help (enterDigit, erase, undo, redo, fill, resetCandidates,
 * check, hint, solve, restart), save(), leave() (the save on leaving: none
 * when this tab made no move), the same game in other tabs
 * (otherTabWrote(key), takeNewer(), keepOwn()), showError(lead, err) and
 * settingsChanged().
 * @param {{ note: any, worker: () => any, draw: { board: () => void, status: () => void, time: () => void },
 *   settings: () => import('../../store/settings.js').Settings }} page
 * @returns the controller (type inferred from the object below)
 */
export function createController(page) {
  const play = createPlay(page);
  const view = createView(play);
  const marks = createBoardMarks(play, view.selectedCells);
  const saving = new Saving(play);
  const moves = createMoves(play, view, saving);
  const startGame = createStart(play, view, saving, moves);
  const opening = createOpening(play, view, saving, startGame);
  const help = createHelp(play, view, moves);
  const tabs = createTabs(play, saving, opening);
  return Object.assign(readings(play, saving), {
    selection: play.selection,
    state: play.state,
    ...marks,
    /** The play time in milliseconds, brought up to now. */
    time: () => play.timer.sync(),
    openText: opening.openText,
    openLastGame: opening.openLastGame,
    playGenerated: opening.playGenerated,
    playAgain: opening.playAgain,
    enterDigit: moves.enterDigit,
    erase: moves.erase,
    undo: moves.undo,
    redo: moves.redo,
    ...help,
    hint: createHints(play, view, moves),
    save: () => saving.save(),
    leave: () => saving.save({ leaving: true }),
    otherTabWrote: tabs.otherTabWrote,
    takeNewer: tabs.takeNewer,
    keepOwn: tabs.keepOwn,
    showError: view.showError,
    /** After a change of the settings: mistakes marked (or no longer) as they ask, and the board redrawn. */
    settingsChanged() {
      if (!play.position.open) return;
      play.mistakes.settingsChanged();
      page.draw.board();
    },
  });
}
