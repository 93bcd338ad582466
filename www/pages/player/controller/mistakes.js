// The mistakes of the player's game, with one owner: the cells marked
// wrong (by Check, or at once with the setting "show mistakes at once")
// and Check's line. Check marks them and says the line; a move that mends
// some makes the line name only what is still wrong (and go when nothing
// is); a new game or a solved board clears them. Part of createController
// (../controller.js).

import { lostAnswers, wrongCells } from '../../../model/checks.js';
import { cellName } from '../../../model/game.js';
import { lostLine, plural } from '../../../shared/messages.js';

/**
 * The mistakes of the game whose position is `position`, puzzle `puzzle`,
 * message area `note` and settings `settings()`.
 * @param {{ position: import('./position.js').Position, puzzle: import('./puzzle.js').Puzzle, note: any,
 *   settings: () => import('../../../store/settings.js').Settings }} parts
 * @returns the mistakes: `wrong` read-only, and the updates named below
 */
export function createMistakes({ position, puzzle, note, settings }) {
  /** @type {Set<number>} */
  let wrong = new Set();
  /** @type {string | null} */
  let checkLine = null;
  const state = () => position.state;

  /**
   * Check's line for the wrong digits at `cells` (indices, in order) and
   * the open cells whose candidates lost their answer; null when there is
   * neither.
   * @param {number[]} cells
   * @returns {string | null}
   */
  function wrongLine(cells) {
    const digits = cells.length ? `${plural(cells.length, 'wrong digit')}: ${cells.map(cellName).join(', ')}.` : '';
    const lost = puzzle.solution ? lostLine(lostAnswers(state(), puzzle.solution).map(([i, d]) => [cellName(i), d])) : '';
    return [digits, lost].filter(Boolean).join(' ') || null;
  }

  /**
   * With the setting "show mistakes at once": every placed digit that
   * differs from the solution is marked wrong (as Check marks them: they
   * are all of Check's too), without a line; with "on Check" the marks are
   * Check's alone.
   */
  function markNow() {
    if (settings().mistakes !== 'now' || !puzzle.solution) return;
    wrong = new Set(wrongCells(state(), puzzle.solution));
  }

  /**
   * After a move that mended digits Check had marked, or candidates it
   * named: its line, while it is still the one shown, names only what is
   * still wrong, and goes when nothing is (it would otherwise list cells
   * that are no longer wrong).
   */
  function retell() {
    if (note.saying !== 'bad' || note.text !== checkLine) return;
    checkLine = wrongLine([...wrong].sort((a, b) => a - b));
    note.say(checkLine ?? '', checkLine ? 'bad' : '');
  }

  return {
    /** @returns {ReadonlySet<number>} the cells marked wrong */
    get wrong() {
      return wrong;
    },
    markNow,
    /** Nothing marked and no line (a new game, a solved board). */
    clear() {
      wrong = new Set();
      checkLine = null;
    },
    /** After a move: the marks of digits no longer placed wrong go, Check's line follows, and "at once" marks anew. */
    afterMove() {
      const s = state();
      const marked = wrong.size;
      wrong = new Set([...wrong].filter((i) => s.placed[i] && s.placed[i] !== puzzle.solution?.[i]));
      if (wrong.size < marked || checkLine) retell();
      markNow();
    },
    /**
     * Check: every wrong digit marked; its line (null: no mistakes).
     * @returns {string | null}
     */
    check() {
      const cells = wrongCells(state(), /** @type {number[]} */ (puzzle.solution));
      wrong = new Set(cells);
      checkLine = wrongLine(cells);
      return checkLine;
    },
    /** The setting changed: "at once" marks every mistake; "on Check" keeps only Check's marks (none without its line). */
    settingsChanged() {
      if (settings().mistakes === 'now') markNow();
      else if (!checkLine) wrong = new Set();
    },
  };
}

/** @typedef {ReturnType<typeof createMistakes>} Mistakes */
