// The player's game, opened: from link or pasted text, from the last saved
// game, from a generated puzzle, or the same puzzle again (Play again);
// start.js starts the game. Part of createController (../controller.js).

import { gradeName, progressFormat, wasm } from '../../../engine/engine.js';
import { fromBoardObject } from '../../../model/board-object.js';
import { puzzleOf } from '../../../model/game.js';
import { LINK_LEAD, LINK_NOT_A_BOARD, badLinkLine, unreadable } from '../../../shared/messages.js';
import { readRecord } from '../../../store/record.js';
import { lastGameKey, readGame } from '../../../store/storage.js';

const { decode } = wasm;

/** What that message adds when a game is on screen. */
const LINK_KEPT = 'the board on screen stays, with its own link back in the address';
/** ...and when the page put the link's text in the Open box (it does unless the user's own text is there). */
const LINK_IN_BOX = ', and the link’s text is in the Open box below';

/** @typedef {import('./context.js').Play} Play */

/**
 * A link whose board cannot be read: its message; with a game on screen,
 * that the game stays, and the game's own link goes back into the address
 * (else a reload, or a copied address, would repeat the bad one), and
 * whether the page put the link's text in the Open box (`toBox`). Of
 * the game `play`, with its `view` and `saving` parts.
 * @param {Play} play
 * @param {ReturnType<typeof import('./view.js').createView>} view
 * @param {import('./save.js').Saving} saving
 * @param {any} err
 * @param {boolean} toBox
 */
function refuseLink({ position, note }, view, saving, err, toBox) {
  const { showError } = view;
  if (err?.crashed) {
    showError(LINK_LEAD, err);
    return;
  }
  const { details } = unreadable(err, LINK_NOT_A_BOARD);
  if (!position.open) {
    note.alert(LINK_LEAD, badLinkLine(), { details });
    return;
  }
  note.alert(LINK_LEAD, badLinkLine(`${LINK_KEPT}${toBox ? LINK_IN_BOX : ''}`), { details });
  try {
    saving.writeHash();
  } catch (err) {
    showError('Could not write the address:', err);
  }
}

/**
 * Opening games of `play` (see context.js), with its `view` and `saving`
 * parts and `startGame` (start.js): openText(text, options),
 * openLastGame(options), playGenerated(result, startOptions), playAgain(),
 * reopen().
 * @param {Play} play
 * @param {ReturnType<typeof import('./view.js').createView>} view
 * @param {import('./save.js').Saving} saving
 * @param {ReturnType<typeof import('./start.js').createStart>} startGame
 * @returns the functions named above
 */
export function createOpening(play, view, saving, startGame) {
  const { puzzle, position, note, draw, state } = play;
  const { showError } = view;

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
      if (fromLink) refuseLink(play, view, saving, err, linkToBox);
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
    if (!position.open) return;
    startGame(puzzleOf(state()), puzzle.format, { fresh: true, grade: null });
    saving.save();
    view.say('A fresh start: the puzzle is back to its givens.');
  }

  /** The game again as saved (another tab wrote it, tabs.js), with its grade; the messages and the selected cells stay. */
  function reopen() {
    if (!position.open) return;
    const { grade: label, level } = puzzle;
    startGame(puzzleOf(state()), puzzle.format, { keepMessage: true, quiet: true, keepSelection: true });
    puzzle.graded({ label, level });
    draw.status();
  }

  return { openText, openLastGame, playGenerated, playAgain, reopen };
}
