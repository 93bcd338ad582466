//! The WebAssembly API of the browser player and the npm package:
//! `#[wasm_bindgen]` exports only, over the `straights` library (which has
//! no wasm dependency). The crate is empty except on wasm32.
//!
//! Plain data crosses the boundary: strings, and objects that go through
//! JSON text (`serde_json` on this side, the engine's `JSON.parse` and
//! `JSON.stringify` on the other; unknown values are `null`, never
//! `undefined`). JSON because the codec's JSON format already needs
//! `serde_json`, so the page's module carries no second (de)serialiser.
//! A board is the object form of
//! [`JsonBoard`](straights::codec::JsonBoard):
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
//! ([`straights::engine`]): `solve`, `check`, `conflicts`, `candidates` and
//! `regions` take both variants and read only the kinds' rules
//! ([`engine::rules`]); `engines()` lists what each kind offers from its
//! plain facts ([`engine::facts`]).
//!
//! Two modules are built from this crate. The whole one (Cargo feature
//! `full`, on by default) adds the exports of `wasm/src/full.rs`: `hint`, `grade`,
//! `verdict`, `generate`, `search` and `sudokuCount`, for the page's Web Workers. The
//! page's own module (`--no-default-features`) has only the exports here;
//! since nothing in it reads a function pointer of the logic solvers,
//! graders or generators, the linker leaves their code out.

#![cfg(target_arch = "wasm32")]
#![forbid(unsafe_code)]
#![warn(missing_docs)]

use serde::Serialize;
use straights::board::Board;
use straights::codec::{self, Format, JsonBoard, Values};
use straights::engine::{self, Rules};
use straights::outcome::Solution;
use wasm_bindgen::prelude::*;

#[cfg(feature = "full")]
mod full;
#[cfg(feature = "full")]
pub use full::{generate, grade, hint, orbits, search_grid, sudoku_count, verdict};

#[wasm_bindgen(typescript_custom_section)]
const TS_TYPES: &'static str = r#"
/** A puzzle kind's name, as `engines()` lists the kinds. */
export type Kind = "str8ts" | "sudoku";

/** A board as plain data (the JSON format's object). */
export interface Board {
    variant: Kind;
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
    /** The address a site opens the format's text at, the text appended ("https://www.str8ts.com/str8ts.aspx?bd="); null when no site does. */
    link: string | null;
    /** The variant the format is for; null for both. */
    variant: Kind | null;
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
    variant: Kind;
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
    /** The kind's fixed houses beyond rows and columns, as cells 0..80 row by row: Sudoku's nine boxes; empty for Str8ts. */
    boxes: number[][];
    /** Whether the kind has black cells (and black clues); ask this, not `blackRange`, which is the generator's. */
    blackCells: boolean;
    /** Whether the player offers corner and centre marks beside the candidates (the kinds with boxes). */
    cornerMarks: boolean;
    /** The generator's default black-cell range [fewest, most]; null when the kind has no black cells. */
    blackRange: [number, number] | null;
    /** Whether `generate` takes `minimal`. */
    minimal: boolean;
    /** The grade a new puzzle is offered at. */
    defaultGrade: number;
    /** The symmetry `generate` uses by default. */
    defaultSymmetry: string;
    /** What the symmetry applies to, in words ("black cells", "clues"). */
    symmetryOf: string;
    /** Whether the minimal-clue search (`searchGrid`) applies to the kind's grids. */
    search: boolean;
}

/** What `daily` returns: the generation request of a day's puzzle (pass grade, seed and symmetry to `generate`). */
export interface Daily {
    /** The day, "YYYY-MM-DD". */
    date: string;
    /** Its weekday's name, "Monday" ... "Sunday". */
    weekday: string;
    variant: Kind;
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

/// Converts `value` to a plain JS value (objects, arrays, `null` for
/// `None`) through JSON text, written into a buffer of [`JSON_BUFFER`]
/// bytes (most results fit: no copy while it grows, which the allocator of
/// WebAssembly makes cost a microsecond for a generated puzzle).
fn to_js<T: Serialize>(value: &T) -> Result<JsValue, JsError> {
    let mut text = Vec::with_capacity(JSON_BUFFER);
    let written = serde_json::to_writer(&mut text, value);
    json_to_js(written, text)
}

/// The part of [`to_js`] that does not depend on the value's type, out of
/// line so that the page's module holds it once instead of once per result
/// type: `written` is how serialising into `text` went.
#[inline(never)]
fn json_to_js(written: serde_json::Result<()>, text: Vec<u8>) -> Result<JsValue, JsError> {
    written.map_err(|e| JsError::new(&e.to_string()))?;
    let text = String::from_utf8(text).map_err(|_| JsError::new("result: not UTF-8"))?;
    js_sys::JSON::parse(&text).map_err(|_| JsError::new("result: not valid JSON"))
}

/// The first size of [`to_js`]'s buffer: a generated puzzle's result (its
/// board, link and options) is some 650 bytes.
const JSON_BUFFER: usize = 1024;

/// Reads a board object passed from JS: its JSON text, as the codec's
/// JSON format reads it, then checked field by field.
fn board_from_js(board: JsValue) -> Result<Board, JsError> {
    let text = js_sys::JSON::stringify(&board)
        .ok()
        .and_then(|t| t.as_string())
        .ok_or_else(|| JsError::new("board object: expected a plain object"))?;
    let json = JsonBoard::from_json(&text).map_err(|e| {
        let message = e.to_string();
        JsError::new(&format!("board object: {}", without_position(&message)))
    })?;
    json.into_board().map_err(|e| JsError::new(&e.to_string()))
}

/// A serde_json message without the position it ends with (`... at line 1
/// column 5`). A byte search: `str::split` would compile a second string
/// searcher into the page's module beside the library's.
fn without_position(message: &str) -> &str {
    const AT_LINE: &[u8] = b" at line ";
    let end = message
        .as_bytes()
        .windows(AT_LINE.len())
        .position(|w| w == AT_LINE)
        .unwrap_or(message.len());
    message.get(..end).unwrap_or(message)
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
    link: Option<&'static str>,
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
    let board = board_from_js(board)?;
    codec::encode(&board, format).map_err(|e| JsError::new(&e.to_string()))
}

/// Every format the codec knows, in the CLI's order, as an array of
/// `{ name, title, summary, link, variant: "sudoku" | "str8ts" | null (both),
/// writable, candidates, black, solution, values }` where `link` is the
/// address a site opens the format's text at (the text appended) or null, and `values` says how digits are
/// written: `"givens-only"`, `"merged"` (givens and placed digits alike),
/// `"distinct"` or `"as-candidates"`.
#[wasm_bindgen(unchecked_return_type = "FormatInfo[]")]
pub fn formats() -> Result<JsValue, JsError> {
    let list: Vec<FormatEntry> = Format::all()
        .map(|f| {
            let h = f.holds();
            FormatEntry {
                name: f.name(),
                title: f.title(),
                summary: f.summary(),
                link: f.link(),
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
    // A `Result` as [`engines`] returns, not `expect`: the entries are plain
    // data and never fail, and `expect` would pull `Debug` formatting into
    // the page's module.
    to_js(&list)
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
    boxes: &'static [[u8; 9]],
    black_cells: bool,
    corner_marks: bool,
    black_range: Option<(u8, u8)>,
    minimal: bool,
    default_grade: u8,
    default_symmetry: &'static str,
    symmetry_of: &'static str,
    search: bool,
}

/// What each puzzle kind offers, from the engine table's facts, so that the page
/// asks instead of keeping copies: `[{ variant, title, linkFormat,
/// puzzleFormat, grades: [names, index
/// = grade number, 0 "Unfinished"], strategies: [[name, grade]], symmetries,
/// hint, grade, generate, boxes, blackCells, cornerMarks, blackRange, minimal, defaultGrade,
/// defaultSymmetry, symmetryOf, search }]`, in the table's order (Str8ts
/// first).
#[wasm_bindgen(unchecked_return_type = "EngineInfo[]")]
pub fn engines() -> Result<JsValue, JsError> {
    let list: Vec<EngineEntry> = engine::all_facts()
        .iter()
        .map(|e| EngineEntry {
            variant: e.variant.name(),
            title: e.title,
            link_format: e.link_format.name(),
            puzzle_format: e.puzzle_format.name(),
            grades: e.grade_names,
            strategies: e.strategies.iter().map(|s| (s.name, s.grade)).collect(),
            symmetries: e.symmetries,
            hint: e.hint,
            grade: e.grade,
            generate: e.generate,
            boxes: e.boxes,
            black_cells: e.black_cells,
            corner_marks: e.corner_marks,
            black_range: e.black_range,
            minimal: e.minimal,
            default_grade: e.default_grade,
            default_symmetry: e.default_symmetry,
            symmetry_of: e.symmetry_of,
            search: e.search,
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

/// The rules and exact solver of a board's kind.
fn row(b: &Board) -> &'static Rules {
    engine::rules(b.variant)
}

/// A solution as 81 characters (digits, `#` on black cells), written as
/// bytes (collecting `char`s costs the page's module more).
fn solution_text(s: &[u8; 81]) -> String {
    let mut text = [b'#'; 81];
    for (t, &d) in text.iter_mut().zip(s) {
        if d != 0 {
            *t = b'0' + d;
        }
    }
    std::str::from_utf8(&text).unwrap_or_default().to_owned()
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
    let (verdict, solution) = straights::check::check_and_solve(&b);
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

/// What [`daily`] returns.
#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
struct DailyView {
    date: String,
    weekday: &'static str,
    variant: &'static str,
    grade: u8,
    grade_name: &'static str,
    /// Below 2^53, so that JS reads it exactly.
    seed: u64,
    symmetry: &'static str,
}

/// The daily puzzle's request for `date` ("YYYY-MM-DD") and `variant`
/// ("str8ts" or "sudoku"): `{ date, weekday, variant, grade, gradeName,
/// seed, symmetry }` (see [`straights::daily`]: grade by weekday, seed from the
/// date). `generate({ variant, grade, seed, symmetry })` makes the puzzle,
/// the same as `straights daily`. Throws a sentence for a bad date or kind.
#[wasm_bindgen(unchecked_return_type = "Daily")]
pub fn daily(date: &str, variant: &str) -> Result<JsValue, JsError> {
    let date = straights::daily::Date::parse(date).map_err(|e| JsError::new(&e))?;
    let facts = engine::facts_named(variant).map_err(|e| JsError::new(&e))?;
    let day = straights::daily::daily(date, facts.variant);
    to_js(&DailyView {
        date: day.date.to_string(),
        weekday: day.weekday,
        variant: day.variant.name(),
        grade: day.grade,
        grade_name: day.grade_name,
        seed: day.seed,
        symmetry: day.symmetry,
    })
}
