// The player's game, kept: the address (#bd= with the position, written
// without a history entry) and the saved game (history, time, solved and
// revealed, grade) in the records (store/storage.js), with its read-back
// (a damaged record is kept aside, and the player told). The saving owns
// what it knows of the saved game: the revision this game came from or last
// wrote, whether this tab moved since it read it, whether it holds a move
// the saved game lacks (its write was refused), and the address it last
// wrote. The writes themselves are save-queue.js's. Part of
// createController (../controller.js).

import { positionText } from '../../../engine/engine.js';
import { gameRecord, readRecord } from '../../../store/record.js';
import { readGame, setAside } from '../../../store/storage.js';
import { keepCopy, storedRevision } from '../../../store/revisions.js';
import { createSaveQueue } from './save-queue.js';

/** @typedef {import('./context.js').Play} Play */

/**
 * The saved game of puzzle `key` (its state without progress), read back
 * (store/record.js), or null for none; a damaged one is kept aside:
 * `kept` is the promise of whether it could be (null when the record is
 * sound).
 * @param {string} key
 * @param {import('../../../model/game.js').State} puzzleState
 * @returns {{ record: import('../../../store/record.js').ReadRecord, kept: Promise<boolean> | null } | null}
 */
export function readSaved(key, puzzleState) {
  const text = readGame(key);
  if (text === null) return null;
  const record = readRecord(puzzleState, text);
  return { record, kept: record.lost.length ? setAside(key, text) : null };
}

/**
 * The saving part of the game `play` (see context.js): writeHash(),
 * save(options), keepOwnCopy(), begin(key) and adoptStored(), and what it
 * knows of the saved game (rev, unsaved, lastHash), private to it.
 */
export class Saving {
  /** The revision of the saved game this one came from or last wrote. */
  #rev = 0;
  /** Whether this tab moved since it read the saved game. */
  #moved = false;
  /** Whether this tab holds a move the saved game lacks (its write was refused, or is on its way). */
  #unsaved = false;
  /** @type {string | null} the address (#bd=...) the game last wrote */
  #lastHash = null;
  /** This page's name for the copies it keeps of its games (revisions.js keepCopy). */
  #tab = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  #play;
  #queue;

  /** @param {Play} play */
  constructor(play) {
    this.#play = play;
    this.#queue = createSaveQueue({
      note: play.note,
      tab: this.#tab,
      onWritten: (key, written, waiting) => {
        if (key !== play.puzzle.key) return;
        this.#rev = Math.max(this.#rev, written);
        if (!waiting) this.#unsaved = false;
      },
    });
  }

  /** @returns {number} the revision of the saved game this one came from or last wrote */
  get rev() {
    return this.#rev;
  }

  /** @returns {boolean} whether this tab holds a move the saved game lacks */
  get unsaved() {
    return this.#unsaved;
  }

  /** @returns {string | null} the address the game last wrote */
  get lastHash() {
    return this.#lastHash;
  }

  /**
   * A game of puzzle `key` starts: it comes from the stored revision, with no move of this tab.
   * @param {string} key
   */
  begin(key) {
    [this.#rev, this.#moved, this.#unsaved] = [storedRevision(key), false, false];
  }

  /** This tab's game goes on over the stored one (tabs.js keepOwn): the next save writes over its revision. */
  adoptStored() {
    const key = this.#play.puzzle.key;
    if (key) this.#rev = storedRevision(key);
  }

  /** Writes the current position into the address bar without a history entry. */
  writeHash() {
    const hash = `#bd=${positionText(this.#play.state())}`;
    this.#lastHash = hash;
    if (location.hash !== hash || location.search) {
      history.replaceState(null, '', `${location.pathname}${hash}`);
    }
  }

  /**
   * Saves the game. It writes only over the revision the game came from:
   * when another tab wrote since, nothing is written (tabs.js offers the
   * choice), and on leaving (`leaving`) this tab's game is kept as a copy.
   * On leaving, a tab that made no move writes nothing.
   * @param {{ leaving?: boolean }} [options]
   */
  save({ leaving = false } = {}) {
    const key = this.#play.puzzle.key;
    if (!this.#play.position.open || !key) return;
    if (leaving && !this.#moved) return;
    if (!leaving) this.#moved = this.#unsaved = true;
    const record = this.#recordOf(this.#rev + 1);
    if (storedRevision(key) > this.#rev) {
      if (leaving && this.#unsaved) keepCopy(key, this.#tab, JSON.stringify(record));
      return;
    }
    this.#queue.enqueue({ key, record, over: this.#rev, leaving });
  }

  /** Keeps this tab's game as a copy (before the saved one replaces it, tabs.js). */
  keepOwnCopy() {
    const key = this.#play.puzzle.key;
    if (this.#play.position.open && key) keepCopy(key, this.#tab, JSON.stringify(this.#recordOf(this.#rev)));
  }

  /** The record of the game now, as revision `rev`. */
  #recordOf(rev) {
    const { position, puzzle, hint, timer } = this.#play;
    return gameRecord(position.history, {
      rev,
      elapsed: Math.round(timer.sync()),
      solved: position.solved,
      revealed: position.revealed,
      format: puzzle.format,
      hints: hint.hints,
      reveals: hint.reveals,
      grade: puzzle.grade,
      savedAt: Date.now(),
    });
  }
}
