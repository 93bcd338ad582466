// One game, many tabs: every saved game carries a revision, one up per
// write, and a tab writes only over the revision its game came from
// (save.js), so a stale tab never overwrites a newer game. When another tab
// writes the game on show, a tab holding no move of its own follows it
// (the game is read again); one whose own move could not be written is in
// conflict, and the player chooses: take the newer game (this tab's kept
// as a copy) or keep this tab's (the newer one kept as a copy). Part of
// createController (../controller.js); the page shows the choice (../tabs.js).

import { readGame } from '../../../store/storage.js';
import { keepCopy, storedRevision } from '../../../store/revisions.js';

/** @typedef {import('./context.js').Play} Play */

/**
 * The tabs part of the game `play` (see context.js), with its `saving` and
 * `opening` parts: otherTabWrote(key), takeNewer(), keepOwn().
 * @param {Play} play
 * @param {import('./save.js').Saving} saving
 * @param {ReturnType<typeof import('./open.js').createOpening>} opening
 * @returns the functions named above
 */
export function createTabs(play, saving, opening) {
  const { puzzle, position } = play;

  /**
   * What a write of another tab to the saved game of puzzle `key` means
   * here: 'none' (another game, or nothing newer), 'followed' (this tab
   * held no move of its own and now shows the newer game) or 'conflict'
   * (both tabs moved: the player chooses, takeNewer or keepOwn).
   * @param {string | null} key
   * @returns {'none' | 'followed' | 'conflict'}
   */
  function otherTabWrote(key) {
    if (!position.open || !key || key !== puzzle.key || storedRevision(key) <= saving.rev) return 'none';
    if (saving.unsaved) return 'conflict';
    opening.reopen();
    return 'followed';
  }

  /** The newer game from the other tab; this tab's is kept as a copy. */
  function takeNewer() {
    saving.keepOwnCopy();
    opening.reopen();
  }

  /** This tab's game goes on and is saved; the other tab's newer one is kept as a copy. */
  function keepOwn() {
    const key = puzzle.key;
    if (!key) return;
    const text = readGame(key);
    if (text !== null) keepCopy(key, `newer-${Date.now().toString(36)}`, text);
    saving.adoptStored();
    saving.save();
  }

  return { otherTabWrote, takeNewer, keepOwn };
}
