// The booklet's puzzles as the booklet page (print.js) keeps them: a
// generated puzzle from the engine worker's result, and a puzzle given in
// the address (bd=) read with the wasm's codec and exact solver, or the
// sentence saying why it is left out; and the Details sentence naming the
// formats the given puzzles were read in.

import { allEngines, engineInfo, formatTitle, wasm } from '../../engine/engine.js';
import { andList, errorSentence, pluralWord } from '../../shared/messages.js';
import { orList } from '../../shared/print-params.js';

/** The puzzle alone of a board object (its givens and black cells): what a booklet prints. */
const puzzleOnly = (board) => ({ ...board, placed: '.'.repeat(81), candidates: null, solution: null });

/**
 * A generated puzzle as the booklet keeps it: number, kind, seed, grade,
 * board, its puzzle string and solution (`place`, a given puzzle's place
 * in the address, is null).
 */
export function bookletPuzzle(result, number) {
  const puzzle = puzzleOnly(result.board);
  return {
    number,
    variant: result.variant,
    seed: result.seed,
    grade: result.grade,
    place: null,
    board: puzzle,
    bd: wasm.encode(puzzle, engineInfo(result.variant).puzzleFormat),
    solution: result.board.solution,
  };
}

/** Why a given puzzle the check found `status` ('conflict', 'none', 'multiple') is left out, in a player's words. */
const CHECK_REASONS = {
  conflict: 'its givens break the rules',
  none: 'it has no solution',
  multiple: 'it has more than one solution',
};

/** The start of a board text, for naming it in Details: up to 40 characters. */
const excerpt = (text) => (text.length > 40 ? `${text.slice(0, 40)}…` : text);

/**
 * Reads the board `text`, the `place`-th (1-based) of the address, with
 * the wasm's codec and exact solver: `{ puzzle }` (as bookletPuzzle, its
 * grade not known yet, its number to be set) when it has exactly one
 * solution; else `{ leftOut: { text, details } }`, the player's sentence
 * naming it and why, and the codec's or the check's words.
 */
export function givenPuzzle(text, place) {
  const leftOut = (why, detail) => ({
    leftOut: { text: `Puzzle ${place} of the address is left out: ${why}.`, details: `bd=${excerpt(text)}: ${detail}` },
  });
  if (text === '') return leftOut('it is empty', 'no board text.');
  let decoded;
  try {
    decoded = wasm.decode(text);
  } catch (err) {
    return leftOut(`it doesn’t look like a ${orList(allEngines().map((k) => k.title))} board`, errorSentence(err));
  }
  const board = puzzleOnly(decoded.board);
  let check;
  try {
    check = wasm.check(board);
  } catch (err) {
    return leftOut('it could not be checked', errorSentence(err));
  }
  if (check.status !== 'unique' || !check.solution) {
    return leftOut(CHECK_REASONS[check.status] ?? 'it could not be checked', check.text || check.status);
  }
  const { variant } = board;
  const bd = wasm.encode(board, engineInfo(variant).puzzleFormat);
  return { puzzle: { number: 0, variant, seed: null, grade: null, place, format: decoded.format, board, bd, solution: check.solution } };
}

/** Numbers in runs: [1, 2, 3, 5] as "1–3 and 5". */
function numberRuns(numbers) {
  const runs = [];
  for (const n of numbers) {
    const last = runs[runs.length - 1];
    if (last && last[1] === n - 1) last[1] = n;
    else runs.push([n, n]);
  }
  return andList(runs.map(([a, b]) => (a === b ? String(a) : `${a}–${b}`)));
}

/**
 * The formats the given puzzles were read in, for Details: "Read as “Older
 * str8ts.com code”: puzzles 1–3; as “Sudoku, 81 digits”: puzzle 4."
 */
export function formatsSentence(puzzles) {
  const groups = new Map();
  for (const p of puzzles) groups.set(p.format, [...(groups.get(p.format) ?? []), p.number]);
  const parts = [...groups].map(([format, numbers]) => `“${formatTitle(format)}”: ${pluralWord(numbers.length, 'puzzle')} ${numberRuns(numbers)}`);
  return `Read as ${parts.join('; as ')}.`;
}
