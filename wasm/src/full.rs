//! The exports of the whole wasm module only (Cargo feature `full`, on by
//! default): the logic solver's hints, the grader, the setter's verdict, the generator, the
//! minimal-clue search and `sudokuCount`. The page's small module (built
//! with `--no-default-features`) leaves them out, and with them the code
//! only they reach; the page's Web Workers load the whole module.

use super::{board_from_js, solution_text, to_js};
use serde::{Deserialize, Serialize};
use straights::codec::{self, BoardJson};
use straights::engine::{self, engine};
use wasm_bindgen::prelude::*;

#[wasm_bindgen(typescript_custom_section)]
const TS_TYPES_FULL: &'static str = r#"
/** What `hint` returns (Str8ts and Sudoku boards); cells are numbered 0..80 row by row. */
export interface HintResult {
    /** "reveal": the last resort where logic stops, one digit of the solution (its placement). */
    kind: "step" | "reveal" | "broken-clues" | "mistake" | "missing-candidate" | "solved" | "stuck";
    strategy: string | null;
    /** HoDoKu's code of a Sudoku step's technique ("0300"); null for Str8ts. */
    code: string | null;
    /** The digits a Sudoku step is about, as HoDoKu's library lists them; empty for Str8ts. */
    digits: number[];
    /** The hint in plain words, ending with what the step does. */
    text: string;
    /** A Sudoku step's pattern in solvers' notation (a chain in Eureka-like notation, almost locked sets with their digits); null when the text says everything, and for Str8ts. */
    notation?: string | null;
    cells: number[];
    eliminations: [number, number][];
    placements: [number, number][];
    /** What to draw for a step (all lists empty for the other kinds). */
    figure: Figure;
}

/** A role in a step's figure ("set-1", "set-2", ... for almost locked sets and subsets). */
export type FigureRole = "eliminated" | "placed" | "base" | "cover" | "fin" | "on" | "off" | `set-${number}` | "target" | "pattern" | "focus";

/** One end of a link: a candidate, or a digit in a group of cells (`group` lists them). */
export interface FigureNode {
    cell: number;
    digit: number;
    group?: number[];
}

/** What to draw for a logic step: candidates and cells with a role, houses to outline, links in chain order. */
export interface Figure {
    candidates: { cell: number; digit: number; role: FigureRole }[];
    cells: { cell: number; role: FigureRole }[];
    houses: { kind: "row" | "column" | "box" | "compartment" | "line"; cells: number[]; role: FigureRole }[];
    links: { from: FigureNode; to: FigureNode; strong: boolean }[];
    /** A part's words ("2 of 3"); absent for a figure of one piece. */
    caption?: string;
    /** A long forcing net in parts of at most 20 links, each a whole figure shown one at a time (the top-level lists are the first part's); absent for a figure of one piece. */
    parts?: Figure[];
}

/** What `solutionPath` returns: the logical solution from a position. */
export interface PathResult {
    /** What is wrong with the position before any step (then there are no steps). */
    problem: HintResult | null;
    /** Logic reaches the end. */
    finished: boolean;
    /** The grade of the hardest technique on the path (0 with no step) and its name. */
    grade: number;
    gradeName: string;
    /** The techniques used with how often, in the kind's table order. */
    counts: [string, number][];
    /** Every step in order, each a hint of kind "step" with its figure. */
    steps: HintResult[];
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

/** What `verdict` returns: a setter's verdict on a puzzle (its givens and black clues); cells are numbered 0..80 row by row. */
export interface VerdictResult {
    /** "broken": clues break the rules; "none": no solution; "many": two or more; "unique": exactly one. */
    status: "broken" | "none" | "many" | "unique";
    /** The cells to mark: the clashing clues (broken), where two solutions differ (many: one more clue in one of them is needed), the clues that could go (unique); empty for none. */
    cells: number[];
    /** One sentence for the setter. */
    text: string;
    /** Solutions as 81 characters (digits on white cells, '#' on black): two for many, the one for unique, else none. */
    solutions: string[];
    /** The grader's grade number (0 when logic cannot finish) and name; null unless unique. */
    grade: number | null;
    gradeName: string | null;
    /** The strategies the grader needs, in the kind's table order; empty unless unique. */
    strategies: string[];
    /** Every clue needed (removing any one leaves several solutions); null unless unique. */
    minimal: boolean | null;
    /** The clues (givens, Str8ts black clues' digits) that could go, each alone; empty unless unique. */
    removable: number[];
}

/** What `generate` takes; only `grade` is required. */
export interface GenerateOptions {
    /** The puzzle kind (default: the first of `engines()`, Str8ts). */
    variant?: Kind;
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
    variant: Kind;
    board: Board;
    /** The puzzle as the kind's link string (the player's `#bd=`): str8ts.com's 243 characters, sudokuwiki's for Sudoku. */
    bd: string;
    seed: number;
    grade: number;
    symmetry: string;
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
"#;

/// Counts the solutions of a Sudoku given as 81 characters (`1`-`9` a
/// given, `.` or `0` an empty cell), stopping at `limit`: the exact solver
/// with no board conversion, for researchers' scripts and for timing it
/// (`benches/wasm_solve.mjs`). Throws an `Error` naming the first bad
/// character, or the length when it is not 81.
#[wasm_bindgen(js_name = sudokuCount)]
pub fn sudoku_count(puzzle: &str, limit: u32) -> Result<u32, JsError> {
    // Read in place, with no copy (a timed call is a few microseconds).
    let found = puzzle.chars().count();
    if found != straights::board::CELLS {
        return Err(JsError::new(&format!(
            "sudokuCount: expected 81 characters, found {found}"
        )));
    }
    let mut clues = [0u8; straights::board::CELLS];
    for ((i, c), clue) in puzzle.chars().enumerate().zip(clues.iter_mut()) {
        *clue = match c {
            '1'..='9' => c as u8 - b'0',
            '.' | '0' => 0,
            _ => {
                return Err(JsError::new(&format!(
                    "sudokuCount: character {} ({}) is '{c}': expected 1-9, '.' or '0'",
                    i + 1,
                    straights::board::cell_name(i)
                )))
            }
        };
    }
    let n = straights::sudoku::solve::count_clues(&clues, limit as usize);
    Ok(n as u32)
}

/// The next step from the board's current position (placed digits and the
/// player's candidates count): `{ kind: "step" | "reveal" | "broken-clues" |
/// "mistake" | "missing-candidate" | "solved" | "stuck", strategy, code, digits, text,
/// cells, eliminations: [[cell, digit]], placements: [[cell, digit]],
/// figure: { candidates, cells, houses, links } }` (see the `Figure` type),
/// cells numbered 0..80 row by row; `code` and `digits` are HoDoKu's for a
/// Sudoku step (null and empty for Str8ts).
#[wasm_bindgen(unchecked_return_type = "HintResult")]
pub fn hint(
    #[wasm_bindgen(unchecked_param_type = "Board")] board: JsValue,
) -> Result<JsValue, JsError> {
    let b = board_from_js(board)?;
    let hint = engine(b.variant)
        .try_hint(&b)
        .map_err(|e| JsError::new(&e))?;
    to_js(&hint)
}

/// The logical solution from the board's current position, step by step
/// (see `PathResult`): what is wrong with the position first, else every
/// step with its figure, the techniques used and the grade of the hardest.
#[wasm_bindgen(js_name = solutionPath, unchecked_return_type = "PathResult")]
pub fn solution_path(
    #[wasm_bindgen(unchecked_param_type = "Board")] board: JsValue,
) -> Result<JsValue, JsError> {
    let b = board_from_js(board)?;
    let path = engine(b.variant)
        .try_path(&b)
        .map_err(|e| JsError::new(&e))?;
    to_js(&path)
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
    let grade = engine(b.variant)
        .try_grade(&b, false)
        .map_err(|e| JsError::new(&e))?;
    to_js(&grade)
}

/// The orbits of a symmetry (`"rotate180"`, `"mirror"`, ...; the names the
/// engine table lists): each a list of the cells (0..80) that map onto one
/// another, every cell in exactly one. Create mode mirrors a black cell
/// onto the other cells of its orbit.
#[wasm_bindgen(unchecked_return_type = "number[][]")]
pub fn orbits(symmetry: &str) -> Result<JsValue, JsError> {
    let s = straights::symmetry::Symmetry::from_name(symmetry)
        .ok_or_else(|| JsError::new(&format!("orbits: no symmetry named '{symmetry}'")))?;
    let list: Vec<Vec<usize>> = s.orbits().iter().map(|o| o.cells().to_vec()).collect();
    to_js(&list)
}

/// What [`verdict`] returns (see `VerdictResult`).
#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
struct VerdictResult {
    status: &'static str,
    cells: Vec<usize>,
    text: String,
    solutions: Vec<String>,
    grade: Option<u8>,
    grade_name: Option<&'static str>,
    strategies: Vec<&'static str>,
    minimal: Option<bool>,
    removable: Vec<usize>,
}

/// A setter's verdict on the puzzle of a board (givens and black clues;
/// placed digits and candidates ignored), for the player's create mode:
/// `{ status: "broken" | "none" | "many" | "unique", cells, text,
/// solutions, grade, gradeName, strategies, minimal, removable }` (see
/// `VerdictResult`; the Rust `check::verdict` gives it). One exact search, the
/// grader and one count to 2 per clue: a few milliseconds for most
/// puzzles; call it from a Web Worker after each change.
#[wasm_bindgen(unchecked_return_type = "VerdictResult")]
pub fn verdict(
    #[wasm_bindgen(unchecked_param_type = "Board")] board: JsValue,
) -> Result<JsValue, JsError> {
    use straights::check::Verdict;
    let b = board_from_js(board)?;
    let v = engine(b.variant)
        .try_verdict(&b)
        .map_err(|e| JsError::new(&e))?;
    let unique = match &v {
        Verdict::Unique(u) => Some(u),
        _ => None,
    };
    to_js(&VerdictResult {
        status: v.status(),
        cells: v.cells().to_vec(),
        text: v.text(),
        solutions: v.solutions().into_iter().map(solution_text).collect(),
        grade: unique.map(|u| u.grade),
        grade_name: unique.map(|u| u.grade_name),
        strategies: unique.map(|u| u.strategies.clone()).unwrap_or_default(),
        minimal: v.minimal(),
        removable: unique.map(|u| u.removable.clone()).unwrap_or_default(),
    })
}

/// What [`generate`] takes (field names as in JS).
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
struct Generated<'a> {
    variant: &'static str,
    /// The board's [`JsonBoard`] object, serialized without building one.
    board: BoardJson<'a>,
    bd: String,
    /// At most 2^53 - 1: written as an integer, which JS reads exactly.
    seed: u64,
    grade: u8,
    symmetry: &'static str,
}

/// The fields of [`GenerateRequest`] as JS sees them.
const GENERATE_FIELDS: [&str; 7] = [
    "variant", "grade", "seed", "symmetry", "blackMin", "blackMax", "minimal",
];

#[wasm_bindgen]
extern "C" {
    /// A `generate` options object, its fields read by property access
    /// (`options.grade`): a level-1 Sudoku takes about 0.1 ms, and
    /// serde-wasm-bindgen's generic walk of the object cost 1-3 µs of it.
    type GenerateOptionsJs;
    #[wasm_bindgen(method, getter, structural)]
    fn variant(this: &GenerateOptionsJs) -> JsValue;
    #[wasm_bindgen(method, getter, structural)]
    fn grade(this: &GenerateOptionsJs) -> JsValue;
    #[wasm_bindgen(method, getter, structural)]
    fn seed(this: &GenerateOptionsJs) -> JsValue;
    #[wasm_bindgen(method, getter, structural)]
    fn symmetry(this: &GenerateOptionsJs) -> JsValue;
    #[wasm_bindgen(method, getter = blackMin, structural)]
    fn black_min(this: &GenerateOptionsJs) -> JsValue;
    #[wasm_bindgen(method, getter = blackMax, structural)]
    fn black_max(this: &GenerateOptionsJs) -> JsValue;
    #[wasm_bindgen(method, getter, structural)]
    fn minimal(this: &GenerateOptionsJs) -> JsValue;
}

/// Reads a JS options object of `what` (`search`) with serde, refusing
/// fields not in `fields` (a typo such as `blackmin` would otherwise be
/// ignored without a word).
fn read_options<T: for<'de> Deserialize<'de>>(
    what: &str,
    fields: &[&str],
    options: JsValue,
) -> Result<T, JsError> {
    if let Some(object) = options.dyn_ref::<js_sys::Object>() {
        check_fields(what, fields, object)?;
    }
    serde_wasm_bindgen::from_value(options)
        .map_err(|e| JsError::new(&format!("{what} options: {e}")))
}

/// Refuses an options object of `what` with a key not in `fields`.
fn check_fields(what: &str, fields: &[&str], object: &js_sys::Object) -> Result<(), JsError> {
    for key in js_sys::Object::keys(object).iter() {
        let key = key.as_string().unwrap_or_default();
        if !fields.contains(&key.as_str()) {
            return Err(JsError::new(&format!(
                "{what} options: unknown field `{key}`, expected one of {}",
                fields.join(", ")
            )));
        }
    }
    Ok(())
}

/// Reads a JS `generate` options object field by field, refusing fields
/// not in [`GENERATE_FIELDS`] and values of the wrong type.
fn generate_request(options: JsValue) -> Result<GenerateRequest, JsError> {
    if !options.is_object() {
        return Err(option_error(format!(
            "expected an object, not {}",
            describe(&options)
        )));
    }
    let o: &GenerateOptionsJs = options.unchecked_ref();
    let fields = [
        o.variant(),
        o.grade(),
        o.seed(),
        o.symmetry(),
        o.black_min(),
        o.black_max(),
        o.minimal(),
    ]
    .map(|v| (!v.is_undefined()).then_some(v));
    let known = fields.iter().flatten().count();
    // Fast path: as many own keys as known fields with a value means no
    // other key (the slow path names the stranger, if any).
    let object: &js_sys::Object = options.unchecked_ref();
    if js_sys::Object::keys(object).length() as usize != known {
        check_fields("generate", &GENERATE_FIELDS, object)?;
    }
    let [variant, grade, seed, symmetry, black_min, black_max, minimal] = fields;
    Ok(GenerateRequest {
        variant: optional(variant, "variant", JsValue::as_string, "a string")?,
        grade: optional(grade, "grade", as_u8, "an integer from 0 to 255")?
            .ok_or_else(|| option_error("missing field `grade`".to_string()))?,
        seed: optional(seed, "seed", JsValue::as_f64, "a number")?,
        symmetry: optional(symmetry, "symmetry", JsValue::as_string, "a string")?,
        black_min: optional(black_min, "blackMin", as_u8, "an integer from 0 to 255")?,
        black_max: optional(black_max, "blackMax", as_u8, "an integer from 0 to 255")?,
        minimal: optional(minimal, "minimal", JsValue::as_bool, "true or false")?,
    })
}

/// A `generate` options error.
fn option_error(message: String) -> JsError {
    JsError::new(&format!("generate options: {message}"))
}

/// An optional field (`None` when undefined): `None` when null, else
/// `read`'s value, or an error saying the field must be `expected`.
fn optional<T>(
    value: Option<JsValue>,
    name: &str,
    read: fn(&JsValue) -> Option<T>,
    expected: &str,
) -> Result<Option<T>, JsError> {
    let Some(value) = value else {
        return Ok(None);
    };
    // Read first: a value of the right type is never null, so the common
    // case asks JS one question less (each is a call across the boundary).
    match read(&value) {
        Some(v) => Ok(Some(v)),
        None if value.is_null() => Ok(None),
        None => Err(option_error(format!(
            "`{name}` must be {expected}, not {}",
            describe(&value)
        ))),
    }
}

/// A JS number that is an integer from 0 to 255.
fn as_u8(value: &JsValue) -> Option<u8> {
    value
        .as_f64()
        .filter(|n| n.fract() == 0.0 && (0.0..=255.0).contains(n))
        .map(|n| n as u8)
}

/// A JS value as an error message shows it: its JSON text, or its type.
fn describe(value: &JsValue) -> String {
    js_sys::JSON::stringify(value)
        .ok()
        .and_then(|text| text.as_string())
        .unwrap_or_else(|| value.js_typeof().as_string().unwrap_or_default())
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
        None => engine::default_engine(),
    };
    // A kind without black cells has no range: its generator refuses any.
    let (lo, hi) = row.facts.black_range.unwrap_or_default();
    let black_range = match (request.black_min, request.black_max) {
        (None, None) => None,
        (min, max) => Some((min.unwrap_or(lo), max.unwrap_or(hi))),
    };
    let request = straights::outcome::GenerateRequest {
        grade: request.grade,
        seed: request_seed(request.seed)?,
        symmetry: request.symmetry,
        black_range,
        minimal: request.minimal.unwrap_or(false),
    };
    let made = row.try_generate(&request).map_err(|e| JsError::new(&e))?;
    let bd = codec::encode(&made.board, row.facts.link_format)
        .map_err(|e| JsError::new(&e.to_string()))?;
    to_js(&Generated {
        variant: row.facts.variant.name(),
        board: BoardJson(&made.board),
        bd,
        seed: request.seed,
        grade: made.grade,
        symmetry: made.symmetry,
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
    use straights::search;
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
