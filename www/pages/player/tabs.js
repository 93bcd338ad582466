// The player page's side of one game in many tabs (controller/tabs.js does
// the work): it hears other tabs' writes of saved games (storage events);
// an idle tab follows them at once; when both tabs moved, the tab brought
// to the front (or already in front) asks which game to keep, in a dialog
// of its own, each answer keeping the other game as a copy.

import { onGameWritten } from '../../store/revisions.js';

/** What the dialog says. */
export const TABS_QUESTION = 'This game was changed in another tab too. Which one do you want to go on with? The other is kept as a copy.';

/**
 * Wires `game` (the controller: otherTabWrote, takeNewer, keepOwn, and
 * state for the key on show) to the other tabs.
 * @param {{ otherTabWrote: (key: string | null) => string, takeNewer: () => void, keepOwn: () => void }} game
 * @returns {void}
 */
export function wireTabs(game) {
  /** The key of a game in conflict, waiting for the tab to come to the front (null for none). */
  /** @type {string | null} */
  let waiting = null;
  /** @type {HTMLDialogElement | null} */
  let dialog = null;

  const ask = () => {
    if (document.visibilityState !== 'visible' || dialog?.open) return;
    const shown = dialog ?? makeDialog((answer) => {
      waiting = null;
      if (answer === 'newer') game.takeNewer();
      else game.keepOwn();
    });
    dialog = shown;
    shown.showModal();
  };

  onGameWritten((key) => {
    if (game.otherTabWrote(key) !== 'conflict') return;
    waiting = key;
    ask();
  });
  document.addEventListener('visibilitychange', () => {
    if (waiting !== null && game.otherTabWrote(waiting) === 'conflict') ask();
  });
}

/**
 * The dialog of the choice; `choose('newer' | 'own')` runs on an answer (Escape keeps this tab's game).
 * @param {(answer: string) => void} choose
 * @returns {HTMLDialogElement}
 */
function makeDialog(choose) {
  const dialog = document.createElement('dialog');
  dialog.id = 'tabs-choice';
  dialog.className = 'dialog';
  dialog.setAttribute('aria-labelledby', 'tabs-question');
  const text = document.createElement('p');
  text.id = 'tabs-question';
  text.textContent = TABS_QUESTION;
  const button = (id, label, answer) => {
    const b = document.createElement('button');
    b.type = 'button';
    b.id = id;
    b.textContent = label;
    b.addEventListener('click', () => {
      dialog.close();
      choose(answer);
    });
    return b;
  };
  const buttons = document.createElement('div');
  buttons.className = 'dialog-buttons';
  const newer = button('tabs-newer', 'Take the newer game', 'newer');
  newer.className = 'primary';
  buttons.append(button('tabs-own', 'Keep this tab’s game', 'own'), newer);
  dialog.append(text, buttons);
  dialog.addEventListener('cancel', () => choose('own'));
  document.body.append(dialog);
  return dialog;
}
