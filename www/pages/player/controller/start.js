// The player's game, started: a state (from a link, pasted text, the last
// saved game, a generated puzzle, or the same puzzle again) becomes the
// game on show, with the saved game of the same puzzle restored or beneath
// it, the puzzle's facts (solution, problems) and its grade (given, or from
// the worker). Every record of the game begins here. Part of
// createController (../controller.js); open.js calls it.

import { engineInfo, gradeName, isSolvedBy, positionText, puzzleFacts, puzzleText, regionsOf } from '../../../engine/engine.js';
import { toBoardObject } from '../../../model/board-object.js';
import { hasProgress, puzzleOf } from '../../../model/game.js';
import { History } from '../../../model/history.js';
import { progressString } from '../../../model/progress.js';
import { damagedLine, gradeLabel } from '../../../shared/messages.js';
import { readSaved } from './save.js';

/** @typedef {import('./context.js').Play} Play */

/**
 * Whether the link of the position `s` shows the saved position `saved`:
 * the same progress, or the same link text (a link format writes a cell
 * with a single candidate as a solved cell, so such a saved game reads back
 * from its own address with that digit placed).
 */
function sameLinkPosition(saved, s) {
  if (progressString(saved) === progressString(s)) return true;
  try {
    return positionText(saved) === positionText(s);
  } catch {
    return false; // a position the link format cannot write is not the address's
  }
}

/**
 * A history whose position is `s`, with the saved history `saved` (of
 * the same puzzle; null for none) beneath it: one Undo leads back to the
 * saved position and on through its own steps.
 * @param {History | null | undefined} saved
 * @param {import('../../../model/game.js').State} s
 * @returns {History}
 */
function onTopOf(saved, s) {
  if (!saved) return new History(s);
  const history = new History(saved.state, { past: saved.past });
  history.push(s);
  return history;
}

/**
 * Asks the worker of `play` for the puzzle's grade (every kind with a
 * grader) and shows it, if the game is still the one asked about.
 * @param {Play} play
 */
async function gradePuzzle({ puzzle, worker, draw, state }) {
  const s = state();
  const engine = worker();
  if (!engineInfo(s.variant).grade || !engine) return;
  const key = puzzle.key;
  try {
    const { result } = await engine.run('grade', { board: toBoardObject(puzzleOf(s), { candidates: 'none' }) });
    if (puzzle.key === key) {
      puzzle.graded({ label: gradeLabel({ ...result, name: gradeName(result.grade, s.variant) ?? result.name }), level: result.grade > 0 ? result.grade : null });
      draw.status();
    }
  } catch {
    // a grade is a nicety: a cancelled or failed job leaves the status as it is
  }
}

/**
 * How a game starts: `fresh` without its saved game, `keepMessage` and
 * `quiet` with the messages as they are (no welcome back), `writeLink` with
 * its position in the address, `grade` when it is known, `keepSelection`
 * with the selected cells kept (the same puzzle read again).
 * @typedef {{ fresh?: boolean, keepMessage?: boolean, writeLink?: boolean, grade?: { grade: number, name: string } | null, quiet?: boolean, keepSelection?: boolean }} StartOptions
 */

/**
 * Starting a game of `play` (see context.js), with its `view`, `saving`
 * and `moves` parts.
 * @param {Play} play
 * @param {ReturnType<typeof import('./view.js').createView>} view
 * @param {import('./save.js').Saving} saving
 * @param {ReturnType<typeof import('./moves.js').createMoves>} moves
 * @returns {(s: import('../../../model/game.js').State, format: string | null, options?: StartOptions) => void} startGame
 */
export function createStart(play, view, saving, moves) {
  const { puzzle, position, hint, mistakes, selection, note, draw, timer, state } = play;

  /**
   * Every record of the game begins: the puzzle of `s` (read as `format`,
   * `grade` when known), the history (`restored` from the saved `record`,
   * else new) and its standing, the hints, mistakes and saving.
   */
  function begin(s, format, grade, history, restored, record) {
    const key = puzzleText(s);
    saving.begin(key);
    puzzle.begin({
      key,
      format,
      regions: regionsOf(s),
      ...puzzleFacts(s),
      grade: { label: grade ? gradeLabel(grade) : null, level: grade && grade.grade > 0 ? grade.grade : null },
    });
    timer.reset(restored && record ? record.elapsed : 0);
    const solved = isSolvedBy(history.state, puzzle.solution);
    position.begin(history, { solved, revealed: Boolean(restored && record?.revealed), timed: Boolean(restored) || !solved });
    mistakes.clear();
    // With "show mistakes at once", a restored game's wrong digits are marked from the start.
    mistakes.markNow();
    hint.begin(restored && record ? record.hints : 0, restored && record ? record.reveals : 0);
  }

  /**
   * Starts playing `s` (a state), read as `format`. The saved game of the
   * same puzzle is restored when `s` has no progress of its own or shows
   * the very position saved; otherwise `s` is played on top of the saved
   * history (Undo goes back to the saved position: a reload after moves
   * the storage refused keeps the history it holds), or starts a new one
   * when there is none. A solved game opens solved, with Play again; a
   * puzzle without exactly one solution opens with the engine's word on
   * what is wrong.
   * @param {import('../../../model/game.js').State} s
   * @param {string | null} format
   * @param {StartOptions} [options]
   */
  function startGame(s, format, { fresh = false, keepMessage = false, writeLink = true, grade = null, quiet = false, keepSelection = false } = {}) {
    if (position.open) saving.save({ leaving: true });
    const key = puzzleText(s);
    // A damaged record is kept aside here even when the link's own progress wins (the next save would overwrite it).
    const { record = null, kept = null } = (fresh ? null : readSaved(key, puzzleOf(s))) ?? {};
    const saved = record?.history;
    const restored = saved && (!hasProgress(s) || sameLinkPosition(saved.state, s)) ? saved : null;
    begin(s, format, grade, restored ?? onTopOf(saved, s), restored, record);
    if (!keepSelection) selection.clear();
    if (!keepMessage) view.clearMessage();
    if (!quiet) view.say(restored && hasProgress(state()) && !position.solved ? 'Welcome back: your progress is restored.' : '', 'welcome');
    // A damaged record: what could not be read ("the rest is restored" only when it is), and that it was kept aside.
    kept?.then((done) => {
      if (puzzle.key === key) note.alert('', damagedLine(restored ? record?.lost ?? [] : ['record'], done));
    });
    view.showStanding();
    draw.status();
    moves.afterChange({ record: false, link: writeLink });
    if (!performance.getEntriesByName('board-drawn').length) performance.mark('board-drawn');
    if (!grade && !puzzle.problem) gradePuzzle(play);
  }

  return startGame;
}
