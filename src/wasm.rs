//! The WebAssembly API of the browser player: `#[wasm_bindgen]` exports only.
//!
//! Plain data crosses the boundary: strings, and objects converted with
//! `serde-wasm-bindgen` in its JSON-compatible mode (unknown values are
//! `null`, never `undefined`). A board is the object form of
//! [`JsonBoard`](crate::codec::JsonBoard):
//!
//! ```text
//! { variant: "str8ts" | "sudoku",
//!   givens: "<81 chars, '.' or digit>", placed: "<81 chars>", black: "<81 chars '0'/'1'>",
//!   candidates: [81 masks, bit d-1 = digit d] | null,
//!   solution: "<81 chars, digits on white cells, '#' on black>" | null }
//! ```
//!
//! Every error becomes a JS `Error` whose message is the Rust error's
//! `Display` text, word for word.
//!
//! Every export reaches the puzzle kinds through the engine table
//! ([`crate::engine`]): `solve`, `check`, `conflicts`, `candidates` and
//! `regions` take both variants; `hint` and `grade` throw "... not available
//! for Sudoku boards yet" where a kind has no logic solver; `generate` makes
//! Str8ts; `engines()` lists what each kind offers.

use crate::board::{Board, Variant};
use crate::codec::{self, Format, JsonBoard, Values};
use crate::engine::{self, engine, Engine};
use crate::outcome::Solution;
use crate::str8ts::generate::DEFAULT_BLACK_RANGE;
use serde::{Deserialize, Serialize};
use wasm_bindgen::prelude::*;

#[wasm_bindgen(typescript_custom_section)]
const TS_TYPES: &'static str = r#"
/** A board as plain data (the JSON format's object). */
export interface Board {
    variant: "sudoku" | "str8ts";
    /** 81 characters: a digit for a given (or black clue), '.' otherwise. */
    givens: string;
    /** 81 characters: a digit placed by the player or a solver, '.' otherwise. */
    placed: string;
    /** 81 characters: '1' for a black cell, '0' for a white one. */
    black: string;
    /** 81 candidate masks (bit d-1 = digit d), or null when unknown. */
    candidates: number[] | null;
    /** 81 characters: the solution's digits on white cells, '#' on black ones; null when unknown. */
    solution: string | null;
}

/** What `decode` returns. */
export interface Decoded {
    /** The detected format's name, as listed by `formats()`. */
    format: string;
    board: Board;
}

/** One entry of `formats()`. */
export interface FormatInfo {
    name: string;
    /** What people call the format, short, in sentence case ("str8ts.com link", "Sudoku, 81 digits"). */
    title: string;
    summary: string;
    /** The variant the format is for; null for both. */
    variant: "sudoku" | "str8ts" | null;
    writable: boolean;
    candidates: boolean;
    black: boolean;
    solution: boolean;
    values: "givens-only" | "merged" | "distinct" | "as-candidates";
}

/** What `solve` returns (Str8ts and Sudoku boards); solutions are 81 characters, digits on white cells and '#' on black. */
export interface SolveResult {
    status: "unique" | "multiple" | "none";
    solution: string | null;
    second: string | null;
}

/** What `hint` returns (Str8ts and Sudoku boards); cells are numbered 0..80 row by row. */
export interface HintResult {
    kind: "step" | "broken-clues" | "mistake" | "missing-candidate" | "solved" | "stuck";
    strategy: string | null;
    /** HoDoKu's code of a Sudoku step's technique ("0300"); null for Str8ts. */
    code: string | null;
    /** The digits a Sudoku step is about, as HoDoKu's library lists them; empty for Str8ts. */
    digits: number[];
    text: string;
    cells: number[];
    eliminations: [number, number][];
    placements: [number, number][];
}

/** What `grade` returns (Str8ts and Sudoku boards). */
export interface GradeResult {
    /** Str8ts: 1 (Easy) to 6 (Extreme); Sudoku: HoDoKu's 1 (Easy) to 5 (Extreme); 0 when logic cannot finish. */
    grade: number;
    name: string;
    finished: boolean;
    /** Sudoku: the total score on HoDoKu's scale; null for Str8ts. */
    score: number | null;
    steps: [string, number][];
}

/** What `generate` takes; only `grade` is required. */
export interface GenerateOptions {
    /** The puzzle kind (default "str8ts"). */
    variant?: "sudoku" | "str8ts";
    /** The exact grade: Str8ts 1 (Easy) to 6 (Extreme), Sudoku 1 (Easy) to 5 (Extreme); names in `engines()`. */
    grade: number;
    /** An integer 0 <= seed < 2^53; the same seed and options give the same puzzle everywhere. Random when absent. */
    seed?: number;
    /** One of the kind's `symmetries` in `engines()` ("rotate180" by default): of the black cells (Str8ts) or the clues (Sudoku). */
    symmetry?: string;
    /** Str8ts: fewest black cells (default 13). */
    blackMin?: number;
    /** Str8ts: most black cells (default 24). */
    blackMax?: number;
    /** Sudoku: every clue is needed (removing any symmetric group of clues gives a second solution). */
    minimal?: boolean;
}

/** What `generate` returns. */
export interface Generated {
    variant: "sudoku" | "str8ts";
    board: Board;
    /** The puzzle as the kind's link string (the player's `#bd=`): str8ts.com's 243 characters, sudokuwiki's for Sudoku. */
    bd: string;
    seed: number;
    grade: number;
    symmetry: string;
}

/** One entry of `conflicts`: "repeat" (the same digit twice in a row, column or, for Sudoku, box) or "not-straight" (Str8ts only). */
export interface CheckResult {
    status: "unique" | "conflict" | "none" | "multiple";
    text: string;
    cells: number[];
    /** A unique puzzle's solution (81 characters, digits on white cells and '#' on black), else null. */
    solution: string | null;
}

/** One entry of `engines()`: what a puzzle kind offers. */
export interface EngineInfo {
    variant: "sudoku" | "str8ts";
    title: string;
    /** The format of a link with progress (the player's `#bd=`). */
    linkFormat: string;
    /** The format of a puzzle-only link (givens and black cells). */
    puzzleFormat: string;
    /** Grade names by number; 0 is "Unfinished" (logic cannot finish). Empty without a grader. */
    grades: string[];
    /** The logic solver's strategies, easiest first: [name, grade]. */
    strategies: [string, number][];
    /** Symmetry names `generate` takes. */
    symmetries: string[];
    hint: boolean;
    grade: boolean;
    generate: boolean;
}

/** Options of `search`. */
export interface SearchOptions {
    /** Clues per puzzle (default 17). */
    clues?: number;
    /** Stop at the first puzzle (default false). */
    first?: boolean;
}

/** What `search` tells `onProgress` after each task. */
export interface SearchProgress {
    done: number;
    total: number;
    /** The puzzles found since the last call (81 characters, '.' empty). */
    puzzles: string[];
}

/** What `search` returns. */
export interface SearchResult {
    /** Every puzzle found, sorted (81 characters, '.' empty). */
    puzzles: string[];
    clues: number;
    /** Unavoidable sets collected before the search. */
    uas: number;
    tasks: number;
    nodes: number;
    /** Clue sets that hit every known UA, checked by the exact solver. */
    checks: number;
    /** UAs learnt from the solver's second solutions. */
    learnt: number;
    /** True when `first` stopped it early. */
    stopped: boolean;
}

/** What `daily` returns: the generation request of a day's puzzle (pass grade, seed and symmetry to `generate`). */
export interface Daily {
    /** The day, "YYYY-MM-DD". */
    date: string;
    /** Its weekday's name, "Monday" ... "Sunday". */
    weekday: string;
    variant: "sudoku" | "str8ts";
    /** The grade by weekday: Monday 1 (Easy) ... Sunday the kind's hardest. */
    grade: number;
    gradeName: string;
    /** Below 2^53. */
    seed: number;
    symmetry: string;
}

export interface ConflictEntry {
    kind: "repeat" | "not-straight";
    cells: number[];
    text: string;
}
"#;

/// Converts `value` to a plain JS value (objects, arrays, `null` for `None`).
fn to_js<T: Serialize>(value: &T) -> Result<JsValue, JsError> {
    value
        .serialize(&serde_wasm_bindgen::Serializer::json_compatible())
        .map_err(|e| JsError::new(&e.to_string()))
}

/// What [`decode`] returns.
#[derive(Serialize)]
struct DecodeResult {
    format: &'static str,
    board: JsonBoard,
}

/// One entry of [`formats`].
#[derive(Serialize)]
struct FormatEntry {
    name: &'static str,
    title: &'static str,
    summary: &'static str,
    variant: Option<&'static str>,
    writable: bool,
    candidates: bool,
    black: bool,
    solution: bool,
    values: &'static str,
}

/// Detects the format of `text` (any format the codec reads; whitespace,
/// `?bd=` / `#bd=` URLs and `name:` prefixes are tolerated) and decodes it.
///
/// Returns `{ format: "<format name>", board: <board object> }`; the board's
/// `candidates` is `null` when the text carries none. Throws an `Error` with
/// the codec's message (e.g. `unknown board format: ...`) when the text is
/// not a board.
#[wasm_bindgen(unchecked_return_type = "Decoded")]
pub fn decode(text: &str) -> Result<JsValue, JsError> {
    let decoded = codec::decode(text).map_err(|e| JsError::new(&e.to_string()))?;
    to_js(&DecodeResult {
        format: decoded.format.name(),
        board: JsonBoard::from_board(&decoded.board),
    })
}

/// Counts the solutions of a Sudoku given as 81 characters (`1`-`9` a
/// given, `.` or `0` an empty cell), stopping at `limit`: the exact solver
/// with no board conversion, for researchers' scripts and for timing it
/// (`benches/wasm_solve.mjs`). Throws an `Error` naming the first bad
/// character, or the length when it is not 81.
#[wasm_bindgen(js_name = sudokuCount)]
pub fn sudoku_count(puzzle: &str, limit: u32) -> Result<u32, JsError> {
    let chars: Vec<char> = puzzle.chars().collect();
    if chars.len() != crate::board::CELLS {
        return Err(JsError::new(&format!(
            "sudokuCount: expected 81 characters, found {}",
            chars.len()
        )));
    }
    let mut clues = [0u8; crate::board::CELLS];
    for (i, &c) in chars.iter().enumerate() {
        clues[i] = match c {
            '1'..='9' => c as u8 - b'0',
            '.' | '0' => 0,
            _ => {
                return Err(JsError::new(&format!(
                    "sudokuCount: character {} ({}) is '{c}': expected 1-9, '.' or '0'",
                    i + 1,
                    crate::board::cell_name(i)
                )))
            }
        };
    }
    let n = crate::sudoku::solve::count_clues(&clues, limit as usize);
    Ok(n as u32)
}

/// Writes `board` (an object shaped as [`decode`] returns it) in the format
/// named `format` (a `name` listed by [`formats`], e.g. `"str8ts-com"`), in
/// that format's default style.
///
/// Throws an `Error` when the object is not a well-formed board, when the
/// format name is unknown, or when the format cannot hold the board (wrong
/// variant, read-only format).
#[wasm_bindgen]
pub fn encode(
    #[wasm_bindgen(unchecked_param_type = "Board")] board: JsValue,
    format: &str,
) -> Result<String, JsError> {
    let format = Format::from_name(format).map_err(|e| JsError::new(&e))?;
    let json: JsonBoard = serde_wasm_bindgen::from_value(board)
        .map_err(|e| JsError::new(&format!("board object: {e}")))?;
    let board = json
        .into_board()
        .map_err(|e| JsError::new(&e.to_string()))?;
    codec::encode(&board, format).map_err(|e| JsError::new(&e.to_string()))
}

/// Every format the codec knows, in the CLI's order, as an array of
/// `{ name, title, summary, variant: "sudoku" | "str8ts" | null (both), writable,
/// candidates, black, solution, values }` where `values` says how digits are
/// written: `"givens-only"`, `"merged"` (givens and placed digits alike),
/// `"distinct"` or `"as-candidates"`.
#[wasm_bindgen(unchecked_return_type = "FormatInfo[]")]
pub fn formats() -> JsValue {
    let list: Vec<FormatEntry> = Format::all()
        .map(|f| {
            let h = f.holds();
            FormatEntry {
                name: f.name(),
                title: f.title(),
                summary: f.summary(),
                variant: h.variant.map(|v| v.name()),
                writable: h.writable,
                candidates: h.candidates,
                black: h.black,
                solution: h.solution,
                values: match h.values {
                    Values::GivensOnly => "givens-only",
                    Values::Merged => "merged",
                    Values::Distinct => "distinct",
                    Values::AsCandidates => "as-candidates",
                },
            }
        })
        .collect();
    to_js(&list).expect("format entries are plain data")
}

/// What writing `board` in the format named `format` would drop, as short
/// phrases with counts (`"12 placed digits"`, `"31 eliminated candidates"`,
/// `"the solution"`, ...; empty when nothing is lost). Says nothing
/// of whether the format can hold the board at all (`encode` refuses a
/// wrong variant or a read-only format). Throws on an unknown format name
/// or a board object that is not well formed.
#[wasm_bindgen(unchecked_return_type = "string[]")]
pub fn losses(
    #[wasm_bindgen(unchecked_param_type = "Board")] board: JsValue,
    format: &str,
) -> Result<JsValue, JsError> {
    let format = Format::from_name(format).map_err(|e| JsError::new(&e))?;
    let b = board_from_js(board)?;
    let words: Vec<String> = codec::losses(&b, format)
        .iter()
        .map(ToString::to_string)
        .collect();
    to_js(&words)
}

/// Reads a board object passed from JS.
fn board_from_js(board: JsValue) -> Result<Board, JsError> {
    let json: JsonBoard = serde_wasm_bindgen::from_value(board)
        .map_err(|e| JsError::new(&format!("board object: {e}")))?;
    json.into_board().map_err(|e| JsError::new(&e.to_string()))
}

/// One entry of [`engines`].
#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
struct EngineEntry {
    variant: &'static str,
    title: &'static str,
    link_format: &'static str,
    puzzle_format: &'static str,
    grades: &'static [&'static str],
    strategies: Vec<(&'static str, u8)>,
    symmetries: &'static [&'static str],
    hint: bool,
    grade: bool,
    generate: bool,
}

/// What each puzzle kind offers, from the engine table, so that the page
/// asks instead of keeping copies: `[{ variant, title, linkFormat,
/// puzzleFormat, grades: [names, index
/// = grade number, 0 "Unfinished"], strategies: [[name, grade]], symmetries,
/// hint, grade, generate }]`, Str8ts first.
#[wasm_bindgen(unchecked_return_type = "EngineInfo[]")]
pub fn engines() -> Result<JsValue, JsError> {
    let list: Vec<EngineEntry> = engine::engines()
        .iter()
        .map(|e| EngineEntry {
            variant: e.variant.name(),
            title: e.title,
            link_format: e.link_format.name(),
            puzzle_format: e.puzzle_format.name(),
            grades: e.grade_names,
            strategies: (e.strategies)().iter().map(|s| (s.name, s.grade)).collect(),
            symmetries: e.symmetries,
            hint: e.hint.is_some(),
            grade: e.grade.is_some(),
            generate: e.generate.is_some(),
        })
        .collect();
    to_js(&list)
}

/// The puzzle kind's own regions of a board, each as its cells (numbered
/// 0..80 row by row): a Str8ts board's compartments (row runs first, then
/// column runs), none for Sudoku.
#[wasm_bindgen(unchecked_return_type = "number[][]")]
pub fn regions(
    #[wasm_bindgen(unchecked_param_type = "Board")] board: JsValue,
) -> Result<JsValue, JsError> {
    let b = board_from_js(board)?;
    to_js(&(row(&b).regions)(&b))
}

/// The engine row of a board.
fn row(b: &Board) -> &'static Engine {
    engine(b.variant)
}

/// A solution as 81 characters (digits, `#` on black cells).
fn solution_text(s: &[u8; 81]) -> String {
    s.iter()
        .map(|&d| if d == 0 { '#' } else { (b'0' + d) as char })
        .collect()
}

#[derive(Serialize)]
struct SolveResult {
    status: &'static str,
    solution: Option<String>,
    second: Option<String>,
}

/// Solves the puzzle of a Str8ts or Sudoku board (givens and black clues;
/// placed digits are ignored) with the variant's exact solver. Returns `{
/// status: "unique" | "multiple" | "none", solution, second }` where
/// `solution` (and, for "multiple", a different `second` one) are 81
/// characters, digits on white cells and `#` on black.
#[wasm_bindgen(unchecked_return_type = "SolveResult")]
pub fn solve(
    #[wasm_bindgen(unchecked_param_type = "Board")] board: JsValue,
) -> Result<JsValue, JsError> {
    let b = board_from_js(board)?;
    let result = match (row(&b).solve)(&b) {
        Solution::Unique(s) => SolveResult {
            status: "unique",
            solution: Some(solution_text(&s)),
            second: None,
        },
        Solution::Multiple(s, t) => SolveResult {
            status: "multiple",
            solution: Some(solution_text(&s)),
            second: Some(solution_text(&t)),
        },
        Solution::None => SolveResult {
            status: "none",
            solution: None,
            second: None,
        },
    };
    to_js(&result)
}

/// The next step from the board's current position (placed digits and the
/// player's candidates count): `{ kind: "step" | "broken-clues" | "mistake" |
/// "missing-candidate" | "solved" | "stuck", strategy, code, digits, text,
/// cells, eliminations: [[cell, digit]], placements: [[cell, digit]] }`,
/// cells numbered 0..80 row by row; `code` and `digits` are HoDoKu's for a
/// Sudoku step (null and empty for Str8ts).
#[wasm_bindgen(unchecked_return_type = "HintResult")]
pub fn hint(
    #[wasm_bindgen(unchecked_param_type = "Board")] board: JsValue,
) -> Result<JsValue, JsError> {
    let b = board_from_js(board)?;
    let hint = row(&b).try_hint(&b).map_err(|e| JsError::new(&e))?;
    to_js(&hint)
}

/// Grades the puzzle of a board: `{ grade: 1.. (0 when logic cannot
/// finish), name: "Easy" .. "Extreme" | "Unfinished", finished, score,
/// steps: [[strategy name, count]] }`: Str8ts grades 1..6; Sudoku HoDoKu's
/// levels 1..5 with its score (null for Str8ts).
#[wasm_bindgen(unchecked_return_type = "GradeResult")]
pub fn grade(
    #[wasm_bindgen(unchecked_param_type = "Board")] board: JsValue,
) -> Result<JsValue, JsError> {
    let b = board_from_js(board)?;
    let grade = row(&b).try_grade(&b, false).map_err(|e| JsError::new(&e))?;
    to_js(&grade)
}

#[derive(Serialize)]
struct CheckResult {
    status: &'static str,
    text: String,
    cells: Vec<usize>,
    solution: Option<String>,
}

/// What is wrong with the puzzle of a board (givens and black clues; placed
/// digits and candidates are ignored), Str8ts or Sudoku: `{ status:
/// "unique" | "conflict" | "none" | "multiple", text, cells, solution }`.
/// `text` is one sentence for the player (empty for a unique puzzle), e.g.
/// "The givens break the rules: 4 appears twice in a row: r1c2 and r1c7.";
/// `cells` are the clashing clues of a conflict; `solution` is a unique
/// puzzle's solution as `solve` writes it (one search gives both).
#[wasm_bindgen(unchecked_return_type = "CheckResult")]
pub fn check(
    #[wasm_bindgen(unchecked_param_type = "Board")] board: JsValue,
) -> Result<JsValue, JsError> {
    let b = board_from_js(board)?;
    let (verdict, solution) = crate::check::check_and_solve(&b);
    to_js(&CheckResult {
        status: verdict.status(),
        text: verdict.text(),
        cells: verdict.cells().to_vec(),
        solution: solution.as_ref().map(solution_text),
    })
}

/// The rule breaks on a board, by its variant's rules: `[{ kind: "repeat" |
/// "not-straight", cells, text }]`. Str8ts: repeated digits in a row or
/// column, compartments whose digits cannot be consecutive. Sudoku: each
/// pair of equal digits in a row, column or box (`kind` "repeat", e.g.
/// "5 appears twice in box 1: r1c1 and r2c3").
#[wasm_bindgen(unchecked_return_type = "ConflictEntry[]")]
pub fn conflicts(
    #[wasm_bindgen(unchecked_param_type = "Board")] board: JsValue,
) -> Result<JsValue, JsError> {
    let b = board_from_js(board)?;
    to_js(&(row(&b).conflicts)(&b))
}

/// The naive candidates of a board (81 masks, bit d-1 = digit d) from its
/// digits and the variant's rules; cells with a digit get its mask, empty
/// black cells 0.
#[wasm_bindgen(unchecked_return_type = "number[]")]
pub fn candidates(
    #[wasm_bindgen(unchecked_param_type = "Board")] board: JsValue,
) -> Result<JsValue, JsError> {
    let b = board_from_js(board)?;
    to_js(&(row(&b).naive_candidates)(&b).to_vec())
}

/// What [`generate`] takes (field names as in JS).
#[derive(Deserialize)]
#[serde(rename_all = "camelCase")]
struct GenerateRequest {
    variant: Option<String>,
    grade: u8,
    seed: Option<f64>,
    symmetry: Option<String>,
    black_min: Option<u8>,
    black_max: Option<u8>,
    minimal: Option<bool>,
}

/// What [`generate`] returns.
#[derive(Serialize)]
struct Generated {
    variant: &'static str,
    board: JsonBoard,
    bd: String,
    seed: f64,
    grade: u8,
    symmetry: &'static str,
}

/// The fields of [`GenerateRequest`] as JS sees them.
const GENERATE_FIELDS: [&str; 7] = [
    "variant", "grade", "seed", "symmetry", "blackMin", "blackMax", "minimal",
];

/// Reads a JS options object of `what` (`generate`, `search`), refusing
/// fields not in `fields` (a typo such as `blackmin` would otherwise be
/// ignored without a word).
fn read_options<T: for<'de> Deserialize<'de>>(
    what: &str,
    fields: &[&str],
    options: JsValue,
) -> Result<T, JsError> {
    if let Some(object) = options.dyn_ref::<js_sys::Object>() {
        for key in js_sys::Object::keys(object).iter() {
            let key = key.as_string().unwrap_or_default();
            if !fields.contains(&key.as_str()) {
                return Err(JsError::new(&format!(
                    "{what} options: unknown field `{key}`, expected one of {}",
                    fields.join(", ")
                )));
            }
        }
    }
    serde_wasm_bindgen::from_value(options)
        .map_err(|e| JsError::new(&format!("{what} options: {e}")))
}

/// Reads a JS `generate` options object.
fn generate_request(options: JsValue) -> Result<GenerateRequest, JsError> {
    read_options("generate", &GENERATE_FIELDS, options)
}

/// Largest seed a JS number holds exactly (2^53 - 1).
const MAX_JS_SEED: f64 = 9_007_199_254_740_991.0;

/// The seed of a JS request: an integer a JS number holds exactly, or a
/// random one.
fn request_seed(seed: Option<f64>) -> Result<u64, JsError> {
    match seed {
        Some(s) if s.fract() == 0.0 && (0.0..=MAX_JS_SEED).contains(&s) => Ok(s as u64),
        Some(s) => Err(JsError::new(&format!(
            "generate: seed must be an integer from 0 to 2^53-1, not {s}"
        ))),
        None => Ok(getrandom::u64()
            .map_err(|e| JsError::new(&format!("generate: no random seed: {e}")))?
            & MAX_JS_SEED as u64),
    }
}

/// Generates a unique puzzle of exactly the requested grade from `{
/// variant?: 'str8ts' | 'sudoku', grade, seed?, symmetry?, blackMin?,
/// blackMax? (Str8ts), minimal? (Sudoku) }` (grade 1..6 for Str8ts, HoDoKu's
/// levels 1..5 for Sudoku); returns `{ variant, board, bd, seed, grade,
/// symmetry }` where `bd` is the kind's link string (str8ts.com's for
/// Str8ts, sudokuwiki's for Sudoku) and `board.solution` the solution. The
/// same seed and options give the same puzzle as `straights generate`
/// natively. Takes from a millisecond to a few hundred: call it from a Web
/// Worker.
#[wasm_bindgen(unchecked_return_type = "Generated")]
pub fn generate(
    #[wasm_bindgen(unchecked_param_type = "GenerateOptions")] options: JsValue,
) -> Result<JsValue, JsError> {
    let request = generate_request(options)?;
    let row = match request.variant.as_deref() {
        Some(name) => {
            engine::engine_named(name).map_err(|e| JsError::new(&format!("generate: {e}")))?
        }
        None => engine(Variant::Str8ts),
    };
    let (lo, hi) = DEFAULT_BLACK_RANGE;
    let black_range = match (request.black_min, request.black_max) {
        (None, None) => None,
        (min, max) => Some((min.unwrap_or(lo), max.unwrap_or(hi))),
    };
    let request = engine::GenerateRequest {
        grade: request.grade,
        seed: request_seed(request.seed)?,
        symmetry: request.symmetry,
        black_range,
        minimal: request.minimal.unwrap_or(false),
    };
    let made = row.try_generate(&request).map_err(|e| JsError::new(&e))?;
    let bd =
        codec::encode(&made.board, row.link_format).map_err(|e| JsError::new(&e.to_string()))?;
    to_js(&Generated {
        variant: row.variant.name(),
        board: JsonBoard::from_board(&made.board),
        bd,
        seed: request.seed as f64,
        grade: made.grade,
        symmetry: made.symmetry,
    })
}

/// What [`daily`] returns.
#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
struct DailyView {
    date: String,
    weekday: &'static str,
    variant: &'static str,
    grade: u8,
    grade_name: &'static str,
    seed: f64,
    symmetry: &'static str,
}

/// The daily puzzle's request for `date` ("YYYY-MM-DD") and `variant`
/// ("str8ts" or "sudoku"): `{ date, weekday, variant, grade, gradeName,
/// seed, symmetry }` (see [`crate::daily`]: grade by weekday, seed from the
/// date). `generate({ variant, grade, seed, symmetry })` makes the puzzle,
/// the same as `straights daily`. Throws a sentence for a bad date or kind.
#[wasm_bindgen(unchecked_return_type = "Daily")]
pub fn daily(date: &str, variant: &str) -> Result<JsValue, JsError> {
    let date = crate::daily::Date::parse(date).map_err(|e| JsError::new(&e))?;
    let row = engine::engine_named(variant).map_err(|e| JsError::new(&e))?;
    let day = crate::daily::daily(date, row.variant);
    to_js(&DailyView {
        date: day.date.to_string(),
        weekday: day.weekday,
        variant: day.variant.name(),
        grade: day.grade,
        grade_name: day.grade_name,
        seed: day.seed as f64,
        symmetry: day.symmetry,
    })
}

/// Options of [`search`] as JS gives them.
#[derive(Deserialize, Default)]
#[serde(default)]
struct SearchRequest {
    clues: Option<u32>,
    first: Option<bool>,
}

/// What [`search`] returns.
#[derive(Serialize)]
struct SearchResult {
    puzzles: Vec<String>,
    clues: u32,
    uas: usize,
    tasks: usize,
    nodes: f64,
    checks: f64,
    learnt: f64,
    stopped: bool,
}

/// What [`search`] tells `onProgress`.
#[derive(Serialize)]
struct SearchProgress {
    done: usize,
    total: usize,
    puzzles: Vec<String>,
}

/// Searches the Sudoku solution `grid` (81 digits) for every puzzle of
/// `clues` clues (default 17) that has it as its only solution, exactly as
/// `straights search` does (one thread): `onProgress({ done, total,
/// puzzles })` is called after each of the plan's tasks with the puzzles
/// found since the last call. Takes seconds to minutes: run it in a Web
/// Worker and terminate the worker to cancel. A grid that is not one
/// throws an error naming the cell or the clash.
#[wasm_bindgen(js_name = search, unchecked_return_type = "SearchResult")]
pub fn search_grid(
    grid: &str,
    #[wasm_bindgen(unchecked_param_type = "SearchOptions")] options: JsValue,
    #[wasm_bindgen(js_name = onProgress)] on_progress: &js_sys::Function,
) -> Result<JsValue, JsError> {
    use crate::search;
    let request: SearchRequest = if options.is_undefined() || options.is_null() {
        SearchRequest::default()
    } else {
        read_options("search", &["clues", "first"], options)?
    };
    let clues = request.clues.unwrap_or(17);
    if !(1..=81).contains(&clues) {
        return Err(JsError::new(&format!(
            "search options: clues must be 1 to 81, not {clues}"
        )));
    }
    let grid = search::parse_grid(grid).map_err(|e| JsError::new(&e))?;
    let options = search::Options {
        clues,
        first: request.first.unwrap_or(false),
        ..search::Options::default()
    };
    let fresh = std::cell::RefCell::new(Vec::new());
    let mut failed = None;
    // Set when onProgress throws: the search stops and the error is thrown.
    let halt = std::sync::atomic::AtomicBool::new(false);
    let summary = search::search(
        &grid,
        &options,
        |p| fresh.borrow_mut().push(search::pattern(&grid, p)),
        |p| {
            let progress = SearchProgress {
                done: p.done,
                total: p.total,
                puzzles: std::mem::take(&mut *fresh.borrow_mut()),
            };
            let call = to_js(&progress).and_then(|v| {
                on_progress
                    .call1(&JsValue::NULL, &v)
                    .map(drop)
                    .map_err(|e| JsError::new(&format!("onProgress threw: {e:?}")))
            });
            if let (Err(e), None) = (call, &failed) {
                failed = Some(e);
                halt.store(true, std::sync::atomic::Ordering::Relaxed);
            }
        },
        &halt,
    );
    if let Some(e) = failed {
        return Err(e);
    }
    to_js(&SearchResult {
        puzzles: search::puzzle_texts(&grid, &summary.puzzles),
        clues,
        uas: summary.uas,
        tasks: summary.tasks,
        nodes: summary.counters.nodes as f64,
        checks: summary.counters.checks as f64,
        learnt: summary.counters.learnt as f64,
        stopped: summary.stopped,
    })
}
