// The player's settings: what each one is, its default (as the best puzzle
// sites have it) and the values it may take, read back field by field from
// localStorage (storage.js), so that a damaged or older stored object gives
// the defaults for what it lacks and never a value the page cannot use.

import { loadSettings, saveSettings } from './storage.js';

/**
 * The settings a player chooses (in the Settings dialog) and what the page
 * remembers for them.
 * @typedef {object} Settings
 * @property {boolean} highlightSame shade every cell holding the digit of the selected cell
 * @property {boolean} autoRemove placing a digit takes it out of the candidates of its row, column, box (and so on)
 * @property {'check' | 'now'} mistakes wrong digits marked only on Check, or as soon as they are placed
 * @property {boolean} timerHidden the clock is hidden (it still runs)
 * @property {boolean} leftHanded the pad and buttons on the left of the board, the pad's tools mirrored
 * @property {boolean} coordsHidden the board's row and column names (r1…r9, c1…c9) are hidden
 * @property {boolean} rulesSeen the rules card was shown once (the first visit's)
 * @property {boolean} persistAsked the browser was asked to keep the storage for good
 */

/**
 * The defaults: same digits shaded and candidates taken out of the peers
 * as SudokuPad, Good Sudoku and sudoku.com have them; mistakes shown only
 * on Check (as str8ts.com and SudokuPad: a player finds them); the clock
 * shown; the rows and columns named beside the board, in the words the
 * hints use for cells (r4c3 is row 4, column 3).
 * @type {Readonly<Settings>}
 */
export const DEFAULT_SETTINGS = Object.freeze({
  highlightSame: true,
  autoRemove: true,
  mistakes: 'check',
  timerHidden: false,
  leftHanded: false,
  coordsHidden: false,
  rulesSeen: false,
  persistAsked: false,
});

/** The values a setting that is no boolean may take (its default is DEFAULT_SETTINGS's). */
const ALLOWED = {
  mistakes: ['check', 'now'],
};

/**
 * `value` when it is a value setting `name` may take, else the default.
 * @param {keyof Settings} name
 * @param {unknown} value
 */
function validValue(name, value) {
  const fallback = DEFAULT_SETTINGS[name];
  if (name in ALLOWED) return ALLOWED[name].includes(value) ? value : fallback;
  return typeof value === typeof fallback ? value : fallback;
}

/**
 * The settings as stored, each one checked (a missing or damaged one is its default).
 * @param {unknown} [stored] what storage holds (read from localStorage when not given)
 * @returns {Settings}
 */
export function readSettings(stored = loadSettings()) {
  const object = stored && typeof stored === 'object' ? stored : {};
  return /** @type {Settings} */ (Object.fromEntries(Object.keys(DEFAULT_SETTINGS).map((name) => [
    name, validValue(/** @type {keyof Settings} */ (name), /** @type {any} */ (object)[name]),
  ])));
}

/**
 * Stores `changes` over the stored settings; returns the settings now in force.
 * @param {Partial<Settings>} changes
 * @returns {Settings}
 */
export function writeSettings(changes) {
  const next = readSettings({ ...readSettings(), ...changes });
  saveSettings(next);
  return next;
}
