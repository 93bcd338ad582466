// straights, the npm package's main entry (package.json "exports": "."):
// the engine API over the whole WebAssembly module (straights.js and
// straights_bg.wasm, wasm-bindgen's output, next to this file). Call
// `await init()` once, then every function runs synchronously and returns
// plain objects (or strings and numbers). Works in browsers (the wasm is
// fetched from next to this module, or from the address given to init) and
// in node (read from the file).

import initWasm, * as wasm from './straights.js';

/** @type {Promise<void> | null} */
let ready = null;
let loaded = false;

/** Whether `source` is a file: address (node: read the file instead of fetching it). */
const isFileUrl = (source) =>
  (source instanceof URL && source.protocol === 'file:') || (typeof source === 'string' && source.startsWith('file:'));

/** The bytes of a local file (node only; the module name is not a literal, so that bundlers leave it). */
async function readLocal(url) {
  const fsModule = 'node:fs/promises';
  const { readFile } = await import(/* @vite-ignore */ /* webpackIgnore: true */ fsModule);
  return readFile(new URL(String(url)));
}

/**
 * Loads the engine once: from `source` (an address, a Response, the bytes
 * or a compiled WebAssembly.Module) or, by default, straights_bg.wasm next
 * to this module. Later calls return the same promise; a failed load may
 * be tried again.
 * @param {string | URL | Response | Promise<Response> | BufferSource | WebAssembly.Module} [source]
 * @returns {Promise<void>}
 */
export function init(source) {
  ready ??= (async () => {
    let input = source ?? new URL('./straights_bg.wasm', import.meta.url);
    if (isFileUrl(input)) input = await readLocal(input);
    await initWasm({ module_or_path: await input });
    loaded = true;
  })();
  ready.catch(() => {
    ready = null;
  });
  return ready;
}

/** The wasm module's functions, once init() has loaded it. */
function engine() {
  if (!loaded) throw new Error('straights: the engine is not loaded yet: await init() first');
  return wasm;
}

/** Reads a board in any format the codec knows: { format, board }. */
export const decode = (text) => engine().decode(text);
/** Writes a board object in the format named `format` (a name of formats()). */
export const encode = (board, format) => engine().encode(board, format);
/** The name of the format `text` is in (what decode reads it as). */
export const detect = (text) => engine().decode(text).format;
/** Every format the codec knows: [{ name, title, summary, variant, writable, ... }]. */
export const formats = () => engine().formats();
/** The exact solver: { status: 'unique' | 'multiple' | 'none', solution, second }. */
export const solve = (board) => engine().solve(board);
/** The next logical step from the board's position, with its figure. */
export const hint = (board) => engine().hint(board);
/** The grade of the board's puzzle: { grade, name, finished, score, steps }. */
export const grade = (board) => engine().grade(board);
/** A new puzzle of exactly the grade asked for: { variant, board, bd, seed, grade, symmetry }. */
export const generate = (options) => engine().generate(options);
/** The rules' candidates of every cell: 81 masks (bit d-1 = digit d). */
export const candidates = (board) => engine().candidates(board);
/** What is wrong with the puzzle: { status, text, cells, solution }. */
export const check = (board) => engine().check(board);
/** The rule breaks on the board: [{ kind, cells, text }]. */
export const conflicts = (board) => engine().conflicts(board);
/** The puzzle kinds and what each offers. */
export const engines = () => engine().engines();
/** A Str8ts board's compartments (cells), [] for Sudoku. */
export const regions = (board) => engine().regions(board);
/** What writing the board in `format` drops, in words ([] for nothing). */
export const losses = (board, format) => engine().losses(board, format);
/** The request of a day's puzzle: pass it to generate(). */
export const daily = (date, variant) => engine().daily(date, variant);
/** The logical solution from the board's position, step by step. */
export const solutionPath = (board) => engine().solutionPath(board);

/**
 * How many solutions the board's puzzle has (its givens and black clues;
 * placed digits are ignored), counting up to `limit` (default 2: 0 none, 1
 * unique, 2 more than one). Sudoku counts exactly up to any limit; for
 * Str8ts the exact solver tells none, one or several, so the count is at
 * most 2.
 * @param {any} board
 * @param {number} [limit]
 * @returns {number}
 */
export function count(board, limit = 2) {
  const most = Math.max(1, Math.floor(Number(limit) || 1));
  if (board?.variant === 'sudoku') return engine().sudokuCount(board.givens, most);
  const { status } = engine().solve(board);
  return Math.min(most, status === 'none' ? 0 : status === 'unique' ? 1 : 2);
}
