// The player page's mode: playing a game (the default), or creating a
// puzzle (index.html?create…: create/create-mode.js). The digit pad,
// Erase, Undo, Redo and the board's keys act on what the mode holds: the
// game, or the setter's draft. Hint and the mark modes are the game's
// alone; the board takes keys while the mode says it does (a game is open
// and the Solution path shows none of its steps; the draft always).

import { wireBoardInput } from '../../board/input.js';

/**
 * What a mode gives the pad and the board's keys.
 * @typedef {object} Mode
 * @property {'play' | 'create'} name
 * @property {{ enterDigit: (d: number, asCandidate: boolean) => void, erase: () => void, undo: () => void, redo: () => void,
 *   hint?: () => void, markMode?: (mode: import('../../model/mark-modes.js').MarkMode) => boolean }} actions
 * @property {() => void} render redraws the board and what goes with it
 * @property {() => boolean} takesKeys whether the board takes moves now
 */

/**
 * The page in play mode: the game `player` (controller.js), drawn by
 * `render`, taking moves while `takesKeys()` says so.
 * @param {{ player: ReturnType<typeof import('./controller.js').createController>, render: () => void, takesKeys: () => boolean }} play
 */
export function createPageMode({ player, render, takesKeys }) {
  /** @type {Mode} */
  const playing = {
    name: 'play',
    actions: {
      enterDigit: (d, asCandidate) => player.enterDigit(d, asCandidate),
      erase: () => player.erase(),
      undo: () => player.undo(),
      redo: () => player.redo(),
      hint: () => player.hint(),
      markMode: (mode) => player.selection.chooseMarkMode(mode, player.state().variant),
    },
    render,
    takesKeys,
  };
  let mode = playing;

  return {
    /** @returns {Mode} the mode the page is in */
    get current() {
      return mode;
    },
    /**
     * Create mode, on the setter's board `creator` (create-mode.js's
     * startCreate): its draft takes the pad's and the board's moves.
     * @param {{ actions: Mode['actions'], render: () => void }} creator
     */
    enterCreate({ actions, render: draw }) {
      const { enterDigit, erase, undo, redo } = actions;
      mode = { name: 'create', actions: { enterDigit, erase, undo, redo }, render: draw, takesKeys: () => true };
    },
    /**
     * Wires the board's pointer and keys (board/input.js) of the board view
     * `view` to the mode the page is in, whichever it is then.
     * @param {{ element: HTMLElement, cells: HTMLElement[] }} view
     */
    wireInput(view) {
      wireBoardInput({
        view,
        ui: player.selection,
        render: () => mode.render(),
        playing: () => mode.takesKeys(),
        actions: {
          enterDigit: (d, asCandidate) => mode.actions.enterDigit(d, asCandidate),
          erase: () => mode.actions.erase(),
          undo: () => mode.actions.undo(),
          redo: () => mode.actions.redo(),
          hint: () => mode.actions.hint?.(),
          markMode: (chosen) => mode.actions.markMode?.(chosen) ?? false,
        },
      });
    },
  };
}
