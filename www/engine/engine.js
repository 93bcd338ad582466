// The wasm engines as the page and the <str8ts-board> element use them:
// rule breaks, the puzzle's solution, whether a position is solved, the
// board the hint engine reads, and the position as link text. Callers must
// have initialised the wasm module (init() of pkg/page.js, or
// startEngine()).
//
// pkg/page.js is the page's small wasm module: the codec, the rules, the
// conflict check, the exact solver, the daily puzzle's request and the
// puzzle kinds' facts. Hints, grades and new puzzles come from the whole
// module (pkg/straights.js) in the Web Worker (worker.js, through
// worker-client.js).
//
// Every call goes through `wasm`, which replaces an instance that trapped
// (a panic in the engine) by a fresh one: a new copy of pkg/page.js
// (imported as page.js?instance=N, so that its cached instance is not
// reused) instantiated from the same compiled module.

import * as pkg from '../pkg/page.js';
import { compiledWasm, pageEngine } from './engine-start.js';
import { puzzleOf, valueAt } from '../model/game.js';
import { isFull, matchesSolution } from '../model/checks.js';
import { solutionDigits, toBoardObject } from '../model/board-object.js';
import { useKinds } from '../model/kinds.js';
import { restartable } from './recovery.js';

/** @typedef {import('../model/game.js').State} State */
/** @typedef {import('../model/board-object.js').BoardObject} BoardObject */
/** What a puzzle kind offers: an entry of the wasm's engine table (`engines()`). */
/** @typedef {ReturnType<typeof pkg.engines>[number]} EngineInfo */

const NAMES = [
  'candidates', 'check', 'conflicts', 'daily', 'decode', 'encode', 'engines', 'formats', 'losses', 'regions', 'solve',
];

/** The n-th fresh engine: a new instance of pkg/page.js and of the wasm. */
async function freshEngine(n) {
  const url = new URL(`../pkg/page.js?instance=${n}`, import.meta.url);
  const mod = await import(url.href);
  await mod.default({ module_or_path: await compiledWasm() });
  return mod;
}

// Each fresh instance ready leaves a performance mark, 'engine-spare'.
const engine = restartable(pkg, freshEngine, { onLoad: () => performance.mark('engine-spare') });

/**
 * The engine functions of pkg/page.js (candidates, check, conflicts, daily,
 * decode, encode, engines, formats, losses, regions, solve), each run on the
 * current instance; a trap replaces the instance and throws an EngineCrash
 * ("Internal error in the engine (...); it has been restarted."). Typed as
 * the glue's own functions (wasm-bindgen's page.d.ts), so that every call is
 * checked against them.
 * @type {Readonly<Pick<typeof pkg, 'candidates' | 'check' | 'conflicts' | 'daily' | 'decode' | 'encode' | 'engines' | 'formats' | 'losses' | 'regions' | 'solve'>>}
 */
export const wasm = Object.freeze(
  /** @type {any} */ (Object.fromEntries(NAMES.map((name) => [name, (...args) => engine.call(name, ...args)]))),
);

/**
 * Waits for the wasm of the page (pkg/page.js's own instance, from a module
 * compiled once, started by engine-start.js when it was loaded) and then
 * prepares, in the background, a spare instance that takes over at once if
 * the engine ever traps: once `spareAfter` has settled (the player: its
 * first board drawn, which the spare must not delay) and the page is idle.
 * @param {{ spareAfter?: Promise<unknown> }} [options]
 * @returns {Promise<void>}
 */
export async function startEngine({ spareAfter = Promise.resolve() } = {}) {
  await pageEngine;
  const later = globalThis.requestIdleCallback ?? ((fn) => setTimeout(fn, 200));
  spareAfter.finally(() => later(() => engine.prepare()));
}

/** @type {EngineInfo[] | null} */
let kinds = null;

/** Every puzzle kind of the engine table, asked of the wasm once. */
const allKinds = () => (kinds ??= wasm.engines());

// The board's model and view read the kinds' facts (houses, titles) from it.
useKinds(allKinds);

/**
 * What the puzzle kind `variant` offers, from the wasm's engine table (the
 * page keeps no copy of these facts): { variant, title, linkFormat,
 * puzzleFormat, grades, strategies, symmetries, hint, grade, generate }.
 * @param {string} variant
 * @returns {EngineInfo}
 */
export function engineInfo(variant) {
  const info = allKinds().find((k) => k.variant === variant);
  if (!info) throw new Error(`no engine for the variant '${variant}'`);
  return info;
}

/**
 * Every puzzle kind's facts (see engineInfo), in the table's order: the first is the default kind.
 * @returns {EngineInfo[]}
 */
export const allEngines = () => allKinds();

/**
 * The default puzzle kind's name: the engine table's first.
 * @returns {string}
 */
export const defaultKind = () => allKinds()[0].variant;

/** @type {any[] | null} */
let formatList = null;

/**
 * Every board format of the codec, asked of the wasm once, in the CLI's
 * order: { name, title, summary, variant (null for both), writable,
 * candidates, black, solution, values }.
 * @returns {any[]}
 */
export const allFormats = () => (formatList ??= wasm.formats());

/**
 * What people call the format named `name` ("str8ts.com link"); the name itself if the codec has no such format.
 * @param {string} name
 * @returns {string}
 */
export function formatTitle(name) {
  return allFormats().find((f) => f.name === name)?.title ?? name;
}

/**
 * The puzzle kinds that have hints, as a sentence names them ("Str8ts", "Str8ts and Sudoku").
 * @returns {string}
 */
export function hintKinds() {
  return allKinds().filter((k) => k.hint).map((k) => k.title).join(' and ');
}

/**
 * The name of grade `n` of a puzzle kind (0: logic cannot finish).
 * @param {number} n
 * @param {string} [variant] the default kind's when absent
 * @returns {string}
 */
export const gradeName = (n, variant = defaultKind()) => engineInfo(variant).grades[n] ?? `grade ${n}`;

/**
 * The format a link with progress is written in (str8ts.com's 243 form; sudokuwiki's for Sudoku).
 * @param {State} s
 * @returns {string}
 */
export const progressFormat = (s) => engineInfo(s.variant).linkFormat;

/**
 * The format of a puzzle-only link (givens and black cells).
 * @param {State} s
 * @returns {string}
 */
export const puzzleFormat = (s) => engineInfo(s.variant).puzzleFormat;

/**
 * The puzzle kind's own regions of the layout of `s` (a Str8ts board's
 * compartments; none for Sudoku), each as an array of cells, for
 * highlighting what a cell relates to.
 * @param {State} s
 * @returns {number[][]}
 */
export function regionsOf(s) {
  try {
    return wasm.regions(toBoardObject(puzzleOf(s), { candidates: 'none' }));
  } catch {
    return [];
  }
}

/**
 * The cells of the rule breaks on the board (none for a variant without rules).
 * @param {State} s
 * @returns {Set<number>}
 */
export function conflictCells(s) {
  try {
    return new Set(wasm.conflicts(toBoardObject(s, { candidates: 'none' })).flatMap((c) => c.cells));
  } catch {
    return new Set();
  }
}

/** True when the board carries its own solution (daandtu codes do). */
function carriesSolution(s) {
  return Boolean(s.solution && s.solution.some((d) => d));
}

/**
 * What a player needs to know of the puzzle of `s` (its givens and black
 * clues) on opening, from the wasm check's one search: `solution`, 81
 * digits with 0 on black cells (the board's own, else the exact solver's
 * when the puzzle is unique; else null), and `problem`, the check's {
 * status: 'conflict' | 'none' | 'multiple', text, cells } for a puzzle
 * without exactly one solution (else null, also when it cannot be checked).
 * @param {State} s
 * @returns {{ solution: number[] | null, problem: any }}
 */
export function puzzleFacts(s) {
  /** @type {any} */
  let check = null;
  try {
    check = wasm.check(toBoardObject(puzzleOf(s), { candidates: 'none' }));
  } catch {
    // no checker for this variant
  }
  return {
    solution: carriesSolution(s) ? s.solution : solutionDigits(check?.solution),
    problem: check && check.status !== 'unique' ? check : null,
  };
}

/**
 * True when every white cell holds a digit: the solution's when it is known, else without a rule break.
 * @param {State} s
 * @param {number[] | null} solution
 * @returns {boolean}
 */
export function isSolvedBy(s, solution) {
  if (!isFull(s)) return false;
  return solution ? matchesSolution(s, solution) : conflictCells(s).size === 0;
}

/**
 * The rules' candidates of the position (81 digit masks, its noted candidates left out); throws what the engine says.
 * @param {State} s
 * @returns {ArrayLike<number>}
 */
export function ruleCandidates(s) {
  return wasm.candidates(toBoardObject(s, { candidates: 'none' }));
}

/**
 * The rules' candidates of the position, or null when the engine cannot say (a board the rules refuse).
 * @param {State} s
 * @returns {ArrayLike<number> | null}
 */
export function ruleCandidatesOrNull(s) {
  try {
    return ruleCandidates(s);
  } catch {
    return null;
  }
}

/**
 * The board for the hint engine: the player's candidates, the rules' ones where none are noted.
 * @param {State} s
 * @returns {BoardObject}
 */
export function engineBoard(s) {
  const board = toBoardObject(s, { candidates: 'noted' });
  if (!board.candidates) return board;
  const naive = ruleCandidates(s);
  board.candidates = board.candidates.map((m, i) => (m === 0 && !s.black[i] && !valueAt(s, i) ? naive[i] : m));
  return board;
}

/**
 * The puzzle-only text of a state (givens and black cells, in the kind's puzzle format): the key games are saved under.
 * @param {State} s
 * @returns {string}
 */
export function puzzleText(s) {
  return wasm.encode(toBoardObject(puzzleOf(s), { candidates: 'none' }), puzzleFormat(s));
}

/**
 * The position as a link holds it: str8ts.com's 243 form, or sudokuwiki's for Sudoku.
 * @param {State} s
 * @returns {string}
 */
export function positionText(s) {
  return wasm.encode(toBoardObject(s, { candidates: 'all' }), progressFormat(s));
}
