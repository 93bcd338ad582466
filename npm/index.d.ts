// Types of the engine API, straights (the npm package's main entry).
// The board, result and option types are wasm-bindgen's (straights.d.ts).

import type {
  Board, CheckResult, ConflictEntry, Daily, Decoded, EngineInfo, FormatInfo, GenerateOptions, Generated, GradeResult,
  HintResult, PathResult, SolveResult,
} from './straights.js';

export type {
  Board, CheckResult, ConflictEntry, Daily, Decoded, EngineInfo, Figure, FigureNode, FigureRole, FormatInfo,
  GenerateOptions, Generated, GradeResult, HintResult, Kind, PathResult, SolveResult,
} from './straights.js';

/** Where init() finds the engine: an address, a Response, the wasm's bytes or a compiled module. */
export type WasmSource = string | URL | Response | Promise<Response> | BufferSource | WebAssembly.Module;

/**
 * Loads the engine once (straights_bg.wasm next to the package's index.js
 * by default; in node it is read from the file). Every other function
 * throws until it has resolved.
 */
export function init(source?: WasmSource): Promise<void>;

/** Reads a board in any format the codec knows (whitespace, `#bd=` links and `name:` prefixes are fine). Throws the codec's message. */
export function decode(text: string): Decoded;
/** Writes `board` in the format named `format` (a `name` of formats()). */
export function encode(board: Board, format: string): string;
/** The name of the format `text` is in (decode(text).format). */
export function detect(text: string): string;
/** Every format the codec knows. */
export function formats(): FormatInfo[];
/** The exact solver, on the puzzle of `board` (givens and black clues). */
export function solve(board: Board): SolveResult;
/** Solutions of the puzzle of `board`, counted up to `limit` (default 2); Str8ts boards at most 2. */
export function count(board: Board, limit?: number): number;
/** The next logical step from the board's position (placed digits and candidates count), with its figure. */
export function hint(board: Board): HintResult;
/** The grade of the puzzle of `board`. */
export function grade(board: Board): GradeResult;
/** A unique puzzle of exactly the grade asked for. */
export function generate(options: GenerateOptions): Generated;
/** The rules' candidates: 81 masks, bit d-1 = digit d. */
export function candidates(board: Board): number[];
/** What is wrong with the puzzle of `board`, in one sentence. */
export function check(board: Board): CheckResult;
/** The rule breaks on the board. */
export function conflicts(board: Board): ConflictEntry[];
/** Every puzzle kind and what it offers, the default first. */
export function engines(): EngineInfo[];
/** A Str8ts board's compartments as arrays of cells ([] for Sudoku). */
export function regions(board: Board): number[][];
/** What writing `board` in `format` drops, in words ([] for nothing). */
export function losses(board: Board, format: string): string[];
/** The generation request of a day's puzzle ("YYYY-MM-DD"; variant "str8ts" or "sudoku"). */
export function daily(date: string, variant: string): Daily;
/** The logical solution from the board's position, step by step. */
export function solutionPath(board: Board): PathResult;
