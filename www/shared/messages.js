// The player's sentences: hint lines, the solved line, the grade chip and
// the notices, built from the engine's texts. Pure functions of plain data
// (no DOM, no wasm), unit-tested in node.

import { cellName } from '../model/game.js';
import { formatTime } from '../model/timer.js';

/** The notice shown when a save fails (once, until one works again). */
export const STORAGE_NOTICE = 'Your last move could not be saved: storage is full or blocked. '
  + 'Earlier saves are kept; make room under Saved games.';

/** What the player is told when a save works again after failing. */
export const SAVED_AGAIN = 'Your progress is saved again.';

/**
 * The technical words behind a failed save's Details: the browser's error name.
 * @param {string} name
 * @returns {string}
 */
export const storageDetails = (name) => `The browser refused to write the saved game (${name || 'storage not available'}).`;

/** The notice on a saved game that could not be read at all (the board opens without it). */
export const RECORD_UNREADABLE = 'Saved progress for this puzzle could not be read; it was kept aside and can be exported from Saved games.';

/** What the parts of a saved game that could not be read are called (record.js's names). */
const LOST_PARTS = { time: 'the time played', history: 'the undo history', marks: 'some of its marks' };

/**
 * "a", "a and b", "a, b and c": the one way every message lists things.
 * @param {string[]} items
 * @returns {string}
 */
export function andList(items) {
  return items.length < 2 ? items.join('') : `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}

/**
 * The notice on a damaged saved game: `lost` names the parts that could
 * not be read (['record'] for all of it, else 'time', 'history', 'marks':
 * the rest is restored); `kept` whether the record was kept aside (it
 * could not be when storage is full or blocked).
 * @param {string[]} lost
 * @param {boolean} kept
 * @returns {string}
 */
export function damagedLine(lost, kept) {
  const aside = kept ? 'was kept aside' : 'could not be kept aside (storage is full or blocked)';
  if (lost.includes('record')) return kept ? RECORD_UNREADABLE : `Saved progress for this puzzle could not be read, and it ${aside}.`;
  const list = andList(lost.map((p) => LOST_PARTS[p] ?? p));
  return `Part of the saved progress for this puzzle could not be read (${list}); the rest is restored, and the saved record ${aside}.`;
}

/**
 * Check's line for open cells whose candidates no longer hold their answer
 * (`lost`: [cell name, digit] pairs, in cell order): "r1c4 has lost the 4
 * it needs." or "r1c4 has lost the 4 it needs, r2c2 the 7 and r9c1 the 3."
 * @param {[string, number][]} lost
 * @returns {string}
 */
export function lostLine(lost) {
  if (!lost.length) return '';
  const [[first, d], ...rest] = lost;
  const head = `${first} has lost the ${d} it needs`;
  if (!rest.length) return `${head}.`;
  const tail = rest.map(([name, digit]) => `${name} the ${digit}`);
  return `${head}, ${andList(tail)}.`;
}

/** What a digit, typed or tapped, with no cell selected says. */
export const NO_SELECTION = 'Select a cell first: click it, or use the arrow keys.';

/** What a digit or Delete on a solved (read-only) board says. */
export const SOLVED_BOARD = 'The puzzle is solved: Play again starts it over, New puzzle… gives another.';

/** What Fill candidates says when it wrote some. */
export const FILLED = 'Candidates filled in where there were none; those you or a hint removed stay out (Reset candidates brings every one back).';

/** What Reset candidates says. */
export const RESET = 'Every candidate the rules allow is back in every cell (Undo brings yours back).';

/** What the message area says when it has nothing else to say and no cell is selected. */
export const TIP = 'Select a cell, then type or tap a digit.';

/** The quiet tip once a cell is selected, in digit mode. */
export const TIP_DIGITS = 'Type or tap a digit to place it; Shift+digit or Pencil notes a candidate.';

/** TIP_DIGITS on a touch-only device (no Shift key): the touch way only. */
export const TIP_DIGITS_TOUCH = 'Tap a digit to place it; with Pencil on, a digit is noted as a candidate.';

/** The quiet tip once a cell is selected, in pencil (candidate) mode. */
export const TIP_PENCIL = 'Pencil is on: a digit is noted as a candidate (again to remove it).';

/**
 * The tip that fits the page's state: how to start while no cell is
 * selected, what a digit does (placed or noted) once one is; `touch` (a
 * touch-only device) leaves out the keyboard's way.
 * @param {{ selected: boolean, candidateMode: boolean, touch?: boolean }} facts
 * @returns {string}
 */
export function tipFor({ selected, candidateMode, touch = false }) {
  if (!selected) return TIP;
  if (candidateMode) return TIP_PENCIL;
  return touch ? TIP_DIGITS_TOUCH : TIP_DIGITS;
}

/**
 * How many leading characters of hint `line` are the name of its strategy,
 * the longest of `names` the line starts with (followed by ":" or a space),
 * 0 when none: "Hidden Single: r8c9 ..." -> 14. The message area sets that
 * name in bold.
 * @param {string} line
 * @param {string[]} names
 * @returns {number}
 */
export function hintLeadLength(line, names) {
  let best = 0;
  for (const name of names) {
    const next = line.charAt(name.length);
    if (name.length > best && line.startsWith(name) && (next === ':' || next === ' ')) best = name.length;
  }
  return best;
}

/** Hint kinds that a second press of Hint applies (a reveal: the last resort's digit of the solution). */
const APPLICABLE = new Set(['step', 'reveal', 'mistake', 'missing-candidate']);

/**
 * `text` with its first letter in upper case; a leading cell name (r1c1) stays as it is.
 * @param {string} text
 * @returns {string}
 */
export function capitalize(text) {
  return /^r\dc\d/.test(text) ? text : text.charAt(0).toUpperCase() + text.slice(1);
}

/**
 * `text` as one sentence: trimmed, ending with exactly one full stop (none
 * added after "?", "!" or "…"), e.g. "remove 9 from r4c9" -> "remove 9 from
 * r4c9.", "Done.." -> "Done.".
 * @param {string} text
 * @returns {string}
 */
export function sentence(text) {
  const body = String(text ?? '').trim().replace(/[\s.]+$/u, '');
  if (!body) return '';
  return /[?!…]$/u.test(body) ? body : `${body}.`;
}

/**
 * True when pressing Hint again applies hint `result` (a step, a mistake, a missing candidate).
 * @param {any} result the worker's hint
 * @returns {boolean}
 */
export function hintApplies(result) {
  return APPLICABLE.has(result.kind);
}

/**
 * The line shown for hint `result` (the wasm hint's { kind, strategy, text }):
 * "Strategy: text." and, when a second press applies it, " Press Hint again
 * to apply it."; without a strategy the engine's text alone, capitalised.
 * @param {any} result the worker's hint
 * @returns {string}
 */
export function hintLine(result) {
  const text = String(result.text ?? '').trim();
  // Sudoku sentences name their technique already ("X-Wing: in rows 3 and 7, ...").
  const named = result.strategy && !text.startsWith(result.strategy);
  const body = named ? `${result.strategy}: ${text}` : capitalize(text);
  return hintApplies(result) ? `${sentence(body)} Press Hint again to apply it.` : sentence(body);
}

/**
 * The line after hint `result` was applied, saying what changed: "Applied:
 * Strategy." for a step, "Revealed: 7 in r5c5." for the last resort's
 * digit of the solution, "Applied: r1c1 cleared." for a wrong digit,
 * "Applied: 5 is a candidate of r1c1 again." for a candidate removed by
 * mistake (its digit from `solution`, the solved digits by cell; without
 * one, "Applied: r1c1 has its candidate back."); empty for other kinds.
 * @param {any} result the worker's hint
 * @param {number[] | null} [solution]
 * @returns {string}
 */
export function appliedLine(result, solution = null) {
  const cells = (result.cells ?? []).map(cellName).join(', ');
  if (result.kind === 'step') return result.strategy ? sentence(`Applied: ${result.strategy}`) : '';
  if (result.kind === 'reveal') return (result.placements ?? []).map(([i, d]) => `Revealed: ${d} in ${cellName(i)}.`).join(' ');
  if (result.kind === 'mistake') return `Applied: ${cells} cleared.`;
  if (result.kind !== 'missing-candidate') return '';
  const digit = solution?.[result.cells?.[0]];
  return digit ? `Applied: ${digit} is a candidate of ${cells} again.` : `Applied: ${cells} has its candidate back.`;
}

/**
 * The standing line of a solved game: "Solved in 4:21 with 3 hints.",
 * "… without a hint." (null time: "Solved …"; null hints, a game from
 * before they were counted: "Solved in 4:21."); with `reveals`, the last
 * resort's digits among the hints: "Solved in 9:02 with 56 hints, 3 of
 * them revealed digits.".
 * @param {number | null} ms
 * @param {number | null} [hints]
 * @param {number | null} [reveals]
 * @returns {string}
 */
export function solvedLine(ms, hints = null, reveals = null) {
  const time = ms == null ? 'Solved' : `Solved in ${formatTime(ms)}`;
  if (hints == null) return `${time}.`;
  if (!hints) return `${time} without a hint.`;
  if (!reveals) return `${time} with ${plural(hints, 'hint')}.`;
  const which = reveals === hints
    ? pluralWord(hints, 'a revealed digit', 'all revealed digits')
    : `${reveals.toLocaleString('en-US')} of them ${pluralWord(reveals, 'a revealed digit', 'revealed digits')}`;
  return `${time} with ${plural(hints, 'hint')}, ${which}.`;
}

/**
 * The standing line of a game whose solution Solve showed: a revealed
 * solution is no solve of the player's, so it says so ("Solution shown after
 * m:ss.", null time: "Solution shown.").
 * @param {number | null} ms
 * @returns {string}
 */
export function revealedLine(ms) {
  return ms == null ? 'Solution shown.' : `Solution shown after ${formatTime(ms)}.`;
}

/**
 * The grade chip of a grade result ({ grade, name, finished }): "3 Moderate", or "Logic cannot finish" for grade 0.
 * @param {{ grade: number, name?: string }} result
 * @returns {string}
 */
export function gradeLabel(result) {
  return result.grade > 0 ? `${result.grade} ${result.name}` : 'Logic cannot finish';
}

/**
 * The chip of a puzzle whose check found `status` 'conflict', 'none' or 'multiple'.
 * @param {string} status
 * @returns {string}
 */
export function problemLabel(status) {
  return { conflict: 'Clues clash', none: 'No solution', multiple: 'Several solutions' }[status] ?? 'Not checked';
}

/**
 * `noun` as `n` things are called: "digit" for 1, else its plural `many`
 * (by default `noun` + "s"): "wrong digit" -> "wrong digits".
 * @param {number} n
 * @param {string} noun
 * @param {string} [many]
 * @returns {string}
 */
export function pluralWord(n, noun, many = `${noun}s`) {
  return n === 1 ? noun : many;
}

/**
 * `n` (digits grouped: 1,234) and its `noun` in the number's form: "1
 * puzzle", "6 Tough Str8ts puzzles", "12,345 puzzles". Shared by the
 * player, the booklet and the search page.
 * @param {number} n
 * @param {string} noun
 * @param {string} [many]
 * @returns {string}
 */
export function plural(n, noun, many) {
  return `${n.toLocaleString('en-US')} ${pluralWord(n, noun, many)}`;
}

/**
 * The text of an error for the player: its message as a sentence.
 * @param {unknown} err
 * @returns {string}
 */
export function errorSentence(err) {
  return sentence(err instanceof Error ? err.message : String(err));
}

/** The first words for pasted text the codec cannot read as a board (its message goes under Details). */
export const NOT_A_BOARD = 'This doesn’t look like a board: paste a Str8ts or Sudoku link or grid.';

/** The same for a link's board, after "Could not read the board in this link:". */
export const LINK_NOT_A_BOARD = 'It doesn’t look like a Str8ts or Sudoku board.';

/** The bold lead of the message on a link whose board cannot be read. */
export const LINK_LEAD = 'Could not read the board in this link:';

/**
 * The message on a link whose board cannot be read, after LINK_LEAD, as
 * one sentence with what the page does `instead` ('' for nothing): "it
 * doesn’t look like a Str8ts or Sudoku board, so the board on screen stays."
 * @param {string} [instead]
 * @returns {string}
 */
export function badLinkLine(instead = '') {
  const reason = `${LINK_NOT_A_BOARD.charAt(0).toLowerCase()}${LINK_NOT_A_BOARD.slice(1, -1)}`;
  return instead ? `${reason}, so ${instead}.` : `${reason}.`;
}

/**
 * A text the codec refused, as the player reads it: `text` in a player's
 * words, the codec's own message (which format was tried, at which
 * character) as `details` for the Details disclosure.
 * @param {unknown} err the codec's error
 * @param {string} text
 * @returns {{ text: string, details: string }}
 */
export function unreadable(err, text = NOT_A_BOARD) {
  return { text, details: errorSentence(err) };
}

