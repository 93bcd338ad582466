// The wasm engines as the page and the <str8ts-board> element use them:
// rule breaks, the puzzle's solution, whether a position is solved, the
// board the hint engine reads, and the position as link text. Callers must
// have initialised the wasm module.

import { candidates, conflicts, encode, solve } from './pkg/straights.js';
import { isFull, matchesSolution, puzzleOf, toBoardObject, valueAt } from './game.js';
import { progressFormat } from './links.js';

/** The cells of the rule breaks on the board (none for a variant without rules). */
export function conflictCells(s) {
  try {
    return new Set(conflicts(toBoardObject(s, { candidates: 'none' })).flatMap((c) => c.cells));
  } catch {
    return new Set();
  }
}

/** The puzzle's solution (81 digits, 0 on black cells): the board's own, else the exact solver's if unique; else null. */
export function uniqueSolution(s) {
  if (s.solution && s.solution.some((d) => d)) return s.solution;
  try {
    const result = solve(toBoardObject(puzzleOf(s), { candidates: 'none' }));
    if (result.status === 'unique') return Array.from(result.solution, (c) => (c >= '1' && c <= '9' ? Number(c) : 0));
  } catch {
    // no solver for this variant
  }
  return null;
}

/** True when every white cell holds a digit: the solution's when it is known, else without a rule break. */
export function isSolvedBy(s, solution) {
  if (!isFull(s)) return false;
  return solution ? matchesSolution(s, solution) : conflictCells(s).size === 0;
}

/** The board for the hint engine: the player's candidates, the rules' ones where none are noted. */
export function engineBoard(s) {
  const board = toBoardObject(s, { candidates: 'noted' });
  if (!board.candidates) return board;
  const naive = candidates(toBoardObject(s, { candidates: 'none' }));
  board.candidates = board.candidates.map((m, i) => (m === 0 && !s.black[i] && !valueAt(s, i) ? naive[i] : m));
  return board;
}

/** The position as a link holds it: str8ts.com's 243 form, or sudokuwiki's for Sudoku. */
export function positionText(s) {
  return encode(toBoardObject(s, { candidates: 'all' }), progressFormat(s));
}
