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

use crate::codec::{self, Format, JsonBoard, Values};
use serde::Serialize;
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
    summary: string;
    /** The variant the format is for; null for both. */
    variant: "sudoku" | "str8ts" | null;
    writable: boolean;
    candidates: boolean;
    black: boolean;
    solution: boolean;
    values: "givens-only" | "merged" | "distinct" | "as-candidates";
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
/// `{ name, summary, variant: "sudoku" | "str8ts" | null (both), writable,
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
