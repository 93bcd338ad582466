// Sharing a finished puzzle as newspaper puzzle sites do: a few short lines
// on the clipboard (the day, the kind and grade, the time and hints, the
// link) that a player pastes into a chat. The daily page's Share button
// uses it, and so can the player's finish line.

import { dayMonth, words } from '../store/daily-store.js';
import { formatTime } from '../model/timer.js';
import { capitalize, pluralWord } from './messages.js';
import { copyWithFeedback } from './clipboard.js';

/**
 * @typedef {object} ShareDetails
 * @property {string} date the puzzle's day, "YYYY-MM-DD"
 * @property {string} kind the puzzle kind's title ("Str8ts")
 * @property {string | null} [grade] the grade's name ("Moderate"), or null
 * @property {number | null} [elapsedMs] the time it took, or null when unknown
 * @property {number | null} [hints] hints used, or null when unknown (left out)
 * @property {string} link the address that opens the same puzzle
 */

/**
 * The result in words: "solved in 4:21 with 3 hints", "solved with no
 * hints", "solved in 4:21", "solved"; an unknown time or hint count (null,
 * or not a sensible number) is left out.
 * @param {ShareDetails} details
 * @returns {string}
 */
function resultWords({ elapsedMs, hints }) {
  const ms = Number(elapsedMs);
  const time = elapsedMs != null && Number.isFinite(ms) && ms >= 0 ? ` in ${formatTime(ms)}` : '';
  const n = Number.isSafeInteger(hints) && Number(hints) >= 0 ? Number(hints) : null;
  const used = n === null ? '' : ` with ${n === 0 ? 'no hints' : `${n} ${pluralWord(n, 'hint')}`}`;
  return `solved${time}${used}`;
}

/**
 * The text a player shares for a finished puzzle, e.g.
 * "straights daily Str8ts, Monday 23 November 2026\nModerate, solved in 4:21 with 3 hints\nhttps://…":
 * the day and kind, then the grade and the result (time and hints, each
 * left out when unknown), then the link.
 * @param {ShareDetails} details
 * @returns {string}
 */
export function shareText(details) {
  const { date, kind, grade, link } = details;
  const day = `${words(date, { weekday: 'long' })} ${dayMonth(date, true)}`;
  const solved = resultWords(details);
  const result = grade ? `${grade}, ${solved}` : capitalize(solved);
  return `straights daily ${kind}, ${day}\n${result}\n${link}`;
}

/**
 * Puts the share text of `details` on the clipboard and says "Copied" on
 * `button` for a moment; where the clipboard is refused, shows the text
 * next to the button, selected, and the button says "Press Ctrl+C" (as the
 * converter's Copy does).
 * @param {ShareDetails} details
 * @param {HTMLButtonElement & { resetTimer?: ReturnType<typeof setTimeout>, label?: string }} button
 * @returns {Promise<string>} the text
 */
export async function shareResult(details, button) {
  const text = shareText(details);
  await copyWithFeedback(text, button, () => fallbackBox(button, text));
  return text;
}

/**
 * The box after `button` that shows `text` for copying by hand (made the
 * first time): an <output> whose lines are kept.
 * @param {HTMLElement} button
 * @param {string} text
 * @returns {HTMLOutputElement}
 */
function fallbackBox(button, text) {
  let box = /** @type {HTMLOutputElement | null} */ (button.nextElementSibling);
  if (!box?.classList.contains('share-text')) {
    box = document.createElement('output');
    box.className = 'share-text';
    button.after(box);
  }
  box.textContent = text;
  return box;
}
