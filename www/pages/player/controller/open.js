// The player's game, started: from link or pasted text, from the last
// saved game, from a generated puzzle, or the same puzzle again (Play
// again); the saved game of the same puzzle is restored, the puzzle's
// solution, problems and grade (from the worker) are found. Part of
// createController (../controller.js).

import {
  engineInfo, gradeName, isSolvedBy, positionText, progressFormat, puzzleFacts, puzzleText, regionsOf, wasm,
} from '../../../engine/engine.js';
import { hasProgress, puzzleOf } from '../../../model/game.js';
import { History } from '../../../model/history.js';
import { fromBoardObject, toBoardObject } from '../../../model/board-object.js';
import { progressString } from '../../../model/progress.js';
import { LINK_LEAD, LINK_NOT_A_BOARD, badLinkLine, damagedLine, gradeLabel, unreadable } from '../../../shared/messages.js';
import { readRecord } from '../../../store/record.js';
import { lastGameKey, readGame } from '../../../store/storage.js';
import { storedRevision } from '../../../store/revisions.js';

const { decode } = wasm;

/** What that message adds when a game is on screen. */
const LINK_KEPT = 'the board on screen stays, with its own link back in the address';
/** ...and when the page put the link's text in the Open box (it does unless the user's own text is there). */
const LINK_IN_BOX = ', and the link’s text is in the Open box below';

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

/** @typedef {import('./context.js').Play} Play */

/**
 * Starting games of `play` (see context.js), with its `view`, `saving` and
 * `moves` parts: openText(text, options), openLastGame(options),
 * playGenerated(result, startOptions), playAgain(), reopen().
 * @param {Play} play
 * @param {ReturnType<typeof import('./view.js').createView>} view
 * @param {ReturnType<typeof import('./save.js').createSaving>} saving
 * @param {ReturnType<typeof import('./moves.js').createMoves>} moves
 * @returns the functions named above
 */
export function createOpening(play, view, saving, moves) {
  const { game, ui, note, worker, draw, timer, state } = play;
  const { showError, clearMessage, say, showStanding } = view;
  const { writeHash, save, readSaved } = saving;
  const { afterChange } = moves;

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
   * Starts playing `s` (a state), read as `format`. The saved game of the
   * same puzzle is restored when `s` has no progress of its own or shows
   * the very position saved; otherwise `s` is played on top of the saved
   * history (Undo goes back to the saved position: a reload after moves
   * the storage refused keeps the history it holds), or starts a new one
   * when there is none. A solved
   * game opens solved, with Play again; a puzzle without exactly one
   * solution opens with the engine's word on what is wrong.
   * @param {import('../../../model/game.js').State} s
   * @param {string | null} format
   * With `keepSelection` (the same puzzle read again), the selected cells stay.
   * @param {{ fresh?: boolean, keepMessage?: boolean, writeLink?: boolean, grade?: { grade: number, name: string } | null, quiet?: boolean, keepSelection?: boolean }} [options]
   */
  function startGame(s, format, { fresh = false, keepMessage = false, writeLink = true, grade = null, quiet = false, keepSelection = false } = {}) {
    if (game.history) save({ leaving: true });
    const key = puzzleText(s);
    const puzzle = puzzleOf(s);
    // A damaged record is kept aside here even when the link's own progress wins (the next save would overwrite it).
    const { record = null, kept = null } = (fresh ? null : readSaved(key, puzzle)) ?? {};
    const saved = record?.history;
    /** @type {History | null} */
    const restored = saved && (!hasProgress(s) || sameLinkPosition(saved.state, s)) ? saved : null;
    game.history = restored ?? onTopOf(saved, s);
    game.key = key;
    [game.rev, game.moved, game.unsaved] = [storedRevision(key), false, false];
    game.format = format;
    game.regions = regionsOf(s);
    ({ solution: game.solution, problem: game.problem } = puzzleFacts(s));
    game.wrong = new Set();
    // With "show mistakes at once", a restored game's wrong digits are marked from the start.
    moves.markMistakes();
    game.hint = null;
    game.grade = grade ? gradeLabel(grade) : null;
    game.level = grade && grade.grade > 0 ? grade.grade : null;
    timer.reset(restored && record ? record.elapsed : 0);
    game.solved = isSolvedBy(state(), game.solution);
    game.revealed = Boolean(restored && record?.revealed);
    game.hints = restored && record ? record.hints : 0;
    game.reveals = restored && record ? record.reveals : 0;
    game.timed = Boolean(restored) || !game.solved;
    if (!keepSelection) {
      ui.selected = new Set();
      ui.focus = null;
    }
    if (!keepMessage) clearMessage();
    if (!quiet) say(restored && hasProgress(state()) && !game.solved ? 'Welcome back: your progress is restored.' : '', 'welcome');
    // A damaged record: what could not be read ("the rest is restored" only when it is), and that it was kept aside.
    kept?.then((done) => {
      if (game.key === key) note.alert('', damagedLine(restored ? record?.lost ?? [] : ['record'], done));
    });
    showStanding();
    draw.status();
    afterChange({ record: false, link: writeLink });
    if (!performance.getEntriesByName('board-drawn').length) performance.mark('board-drawn');
    if (!grade && !game.problem) gradePuzzle();
  }

  /** Asks the worker for the puzzle's grade (every kind with a grader) and shows it. */
  async function gradePuzzle() {
    const s = state();
    const engine = worker();
    if (!engineInfo(s.variant).grade || !engine) return;
    const key = game.key;
    try {
      const { result } = await engine.run('grade', { board: toBoardObject(puzzleOf(s), { candidates: 'none' }) });
      if (game.key === key) {
        game.grade = gradeLabel({ ...result, name: gradeName(result.grade, s.variant) ?? result.name });
        game.level = result.grade > 0 ? result.grade : null;
        draw.status();
      }
    } catch {
      // a grade is a nicety: a cancelled or failed job leaves the status as it is
    }
  }

  /**
   * Decodes `text`; on success plays it, else shows the codec's message and
   * keeps the game. With `push`, the board gets a new history entry (Back
   * returns to the game before it); else it replaces the current one.
   */
  function openText(text, { fromLink = false, push = false, linkToBox = false } = {}) {
    let decoded;
    try {
      decoded = decode(text);
    } catch (err) {
      if (fromLink) refuseLink(err, linkToBox);
      else if (err?.crashed) showError('', err);
      else {
        const { text: line, details } = unreadable(err);
        note.alert('', line, { details });
      }
      return false;
    }
    const s = fromBoardObject(decoded.board);
    // The entry of the game on screen stays as it is (startGame writes the
    // new board's position into the entry pushed here).
    if (push) history.pushState(null, '', location.href);
    startGame(s, decoded.format);
    return true;
  }

  /**
   * A link whose board cannot be read: its message; with a game on screen,
   * that the game stays, and the game's own link goes back into the address
   * (else a reload, or a copied address, would repeat the bad one), and
   * whether the page put the link's text in the Open box (`toBox`).
   */
  function refuseLink(err, toBox) {
    if (err?.crashed) {
      showError(LINK_LEAD, err);
      return;
    }
    const { details } = unreadable(err, LINK_NOT_A_BOARD);
    if (!game.history) {
      note.alert(LINK_LEAD, badLinkLine(), { details });
      return;
    }
    note.alert(LINK_LEAD, badLinkLine(`${LINK_KEPT}${toBox ? LINK_IN_BOX : ''}`), { details });
    try {
      writeHash();
    } catch (err) {
      showError('Could not write the address:', err);
    }
  }

  /** Opens the last saved game, if any (its bare puzzle when the record cannot be read: startGame says so); true when it did. */
  function openLastGame(options = {}) {
    const key = lastGameKey();
    const text = key ? readGame(key) : null;
    if (!key || text === null) return false;
    try {
      const decoded = decode(key);
      const puzzle = fromBoardObject(decoded.board);
      const { history, format } = readRecord(puzzle, text);
      startGame(history?.state ?? puzzle, format ?? decoded.format, options);
      return true;
    } catch {
      return false;
    }
  }

  /** Plays a puzzle from the worker, in a new history entry unless `writeLink` is false. */
  function playGenerated(result, startOptions) {
    if (startOptions.writeLink !== false) history.pushState(null, '', `${location.pathname}#bd=${result.bd}`);
    const grade = { grade: result.grade, name: gradeName(result.grade, result.variant) };
    const s = fromBoardObject(result.board);
    startGame(s, progressFormat(s), { fresh: true, grade, ...startOptions });
  }

  /** Play again: the solved puzzle from its givens, a new history and time (saved at once). */
  function playAgain() {
    if (!game.history) return;
    startGame(puzzleOf(state()), game.format, { fresh: true, grade: null });
    save();
    say('A fresh start: the puzzle is back to its givens.');
  }

  /** The game again as saved (another tab wrote it, tabs.js), with its grade; the messages and the selected cells stay. */
  function reopen() {
    if (!game.history) return;
    const { grade, level } = game;
    startGame(puzzleOf(state()), game.format, { keepMessage: true, quiet: true, keepSelection: true });
    [game.grade, game.level] = [grade, level];
    draw.status();
  }

  return { openText, openLastGame, playGenerated, playAgain, reopen };
}
