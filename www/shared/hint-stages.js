// The first stage of a hint, as players know it from SudokuPad and
// sudoku.coach: where to look and which technique, in words, before the
// step itself is shown ("Look at row 4 and column 8: a Compartment Range
// Check."). Read from the step's figure (the houses it outlines, else the
// cells it marks as the ones to look at, else its proof cells).

import { cellName } from '../model/game.js';
import { andList } from './messages.js';

/** @typedef {import('../pkg/straights.js').HintResult} HintResult */

/** "a", or "an" before a name read with a vowel sound ("an X-Wing", "an AIC", "a Unique Rectangle"). */
export const article = (name) => (/^[AEIOX]/.test(name) ? 'an' : 'a');


/**
 * The name of a house of a figure: "row 4", "column 8", "box 5", "the
 * compartment r4c8-r4c9".
 * @param {{ kind: string, cells: number[] }} house
 * @returns {string}
 */
export function houseName({ kind, cells }) {
  const first = cells[0] ?? 0;
  const row = Math.floor(first / 9) + 1;
  const column = (first % 9) + 1;
  if (kind === 'row') return `row ${row}`;
  if (kind === 'column') return `column ${column}`;
  if (kind === 'box') return `box ${Math.floor((row - 1) / 3) * 3 + Math.floor((column - 1) / 3) + 1}`;
  if (kind === 'compartment') {
    const last = cells[cells.length - 1] ?? first;
    return cells.length > 1 ? `the compartment ${cellName(first)}-${cellName(last)}` : `the cell ${cellName(first)}`;
  }
  const sameRow = cells.every((c) => Math.floor(c / 9) === row - 1);
  return sameRow ? `row ${row}` : `column ${column}`;
}

/**
 * Where a step asks the player to look: the houses its figure outlines
 * (at most three), else its focus and target cells, else its proof cells
 * (by their rows when there are many).
 * @param {HintResult} step
 * @returns {string}
 */
export function whereToLook(step) {
  const houses = [...new Set((step.figure?.houses ?? []).map(houseName))];
  if (houses.length && houses.length <= 3) return andList(houses);
  const marked = (step.figure?.cells ?? []).filter((c) => c.role === 'focus' || c.role === 'target').map((c) => c.cell);
  const cells = [...new Set(marked.length ? marked : step.cells)];
  if (cells.length && cells.length <= 3) return andList(cells.map(cellName));
  const rows = [...new Set(cells.map((c) => Math.floor(c / 9) + 1))].sort((a, b) => a - b);
  if (rows.length) return andList(rows.map((r) => `row ${r}`));
  return 'the board';
}

/**
 * The first stage of a step's hint: "Look at row 4 and column 8: a
 * Compartment Range Check. Press Hint again to see it."
 * @param {HintResult} step
 * @returns {string}
 */
export function lookLine(step) {
  const name = step.strategy ?? 'logical step';
  return `Look at ${whereToLook(step)}: ${article(name)} ${name}. Press Hint again to see it.`;
}
