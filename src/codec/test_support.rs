//! Helpers shared by the codec's tests (test builds only), so that no format
//! file's tests borrow from another's.
//!
//! [`mutated`] and [`truncated`] damage texts for the table-wide damage test
//! in `codec.rs`; [`givens`] and [`placed`] give a board's digits as the
//! 81-character strings of `tests/data/vectors.jsonl`, which the format
//! files' tests compare against; [`round_trip`] reads a text through its
//! format's row and checks that it is written back exactly.

use super::{Format, Style};
use crate::board::Board;

/// Decodes `text` as `format` from the format's default style, checks the
/// board is well formed and that writing it back gives `text` exactly.
pub fn round_trip(format: Format, text: &str) -> (Board, Style) {
    let mut style = Style::default_for(format);
    let board = super::decode_body(format, text, &mut style).unwrap();
    assert!(board.check().is_ok());
    let encode = format.row().encode.expect("a writable format");
    assert_eq!(encode(&board, &style).unwrap(), text);
    (board, style)
}

/// `text` with its character number `k % len` replaced by `c` (`c` appended to an empty text).
pub fn mutated(text: &str, k: usize, c: char) -> String {
    let mut chars: Vec<char> = text.chars().collect();
    if chars.is_empty() {
        return c.to_string();
    }
    let k = k % chars.len();
    chars[k] = c;
    chars.into_iter().collect()
}

/// The first `k % (len + 1)` characters of `text`.
pub fn truncated(text: &str, k: usize) -> String {
    let n = text.chars().count();
    text.chars().take(k % (n + 1)).collect()
}

/// The givens as 81 characters, `.` elsewhere (as in `vectors.jsonl`).
pub fn givens(board: &Board) -> String {
    crate::codec::JsonBoard::from_board(board).givens
}

/// The placed digits as 81 characters, `.` elsewhere (as in `vectors.jsonl`).
pub fn placed(board: &Board) -> String {
    crate::codec::JsonBoard::from_board(board).placed
}
