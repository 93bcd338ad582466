//! Sudoku as 81 characters (the plain Susser format).
//!
//! Exactly 81 characters, row by row: `.` or `0` for an empty cell, `1`-`9`
//! for a given. Example:
//! `....8.......5.2.....3...1...5.....2.8...9...66..375..9.15.2.83.....5.......739...`
//!
//! The format holds givens only: a board read from it has no placed digits
//! and no known candidates, and writing drops placed digits (their cells
//! become empty) and candidates. The empty-cell character is recorded in
//! [`Style::zero_empty`] (true when the text uses `0` and never `.`) and
//! written back.

use super::error::found_at;
use super::text::{empty_char, expect_len};
use super::{holds, CodecError, Format, FormatRow, Lines, Style, Values, SUDOKU};
use crate::board::{Board, Variant, CELLS};

/// The format's row of the format table: its names, what it holds, its
/// default style, reader and writer.
pub(super) const ROW: FormatRow = FormatRow {
    format: Format::Sudoku81,
    name: "sudoku81",
    title: "Sudoku, 81 digits",
    summary: "Sudoku 81 chars, '.' or '0' for empty cells (givens only)",
    link: None,
    lines: Lines::One,
    holds: holds(SUDOKU, Values::GivensOnly, false, false, false),
    default_style: Style::default,
    decode,
    encode: Some(encode),
    #[cfg(test)]
    sample: tests::VECTORS[0],
};

const F: Format = Format::Sudoku81;

/// Reads 81 cells (branch-free over the cells: puzzles come in every shape).
pub fn decode(body: &str, style: &mut Style) -> Result<Board, CodecError> {
    expect_len(F, body, CELLS, "'.', '0' or a digit 1-9 per cell")?;
    let mut board = Board::new(Variant::Sudoku);
    let (mut zeros, mut dots, mut bad) = (0usize, 0usize, false);
    for (cell, &b) in board.cells.iter_mut().zip(body.as_bytes()) {
        let d = b.wrapping_sub(b'0');
        let digit = d.wrapping_sub(1) < 9;
        cell.value = if digit { d } else { 0 };
        cell.given = digit;
        zeros += usize::from(b == b'0');
        dots += usize::from(b == b'.');
        bad |= !(digit | (b == b'0') | (b == b'.'));
    }
    if bad {
        let i = body
            .bytes()
            .position(|b| !matches!(b, b'0'..=b'9' | b'.'))
            .unwrap_or(0);
        return Err(CodecError::at(F, i, "a digit 1-9, '.' or '0'", found_at(body, i)).in_cell(i));
    }
    style.zero_empty = zeros > 0 && dots == 0;
    Ok(board)
}

/// Writes the givens; placed digits are dropped.
pub fn encode(board: &Board, style: &Style) -> Result<String, CodecError> {
    let empty = empty_char(style.zero_empty) as u8;
    let bytes: Vec<u8> = board
        .cells
        .iter()
        .map(|c| if c.given { b'0' + c.value } else { empty })
        .collect();
    Ok(String::from_utf8(bytes).expect("digits and '.'/'0' are ASCII"))
}

#[cfg(test)]
pub(super) mod tests {
    use super::*;
    use crate::board::Cell;

    /// vectors.jsonl lines 2, 10 and 14.
    pub const VECTORS: [&str; 3] = [
        "6...8..4........862..4.67....397.86..7.....1..62.183....61.2..572........1..4...8",
        "8.6.3....1.....5....7.6..1....8.6....35...6.87....9.......2.7.4.4..1.......4...53",
        "724315.8.3.1.9.75459...7213.5.7..39...9...5....35.9.2.6129..875837.5....945678132",
    ];

    #[test]
    fn vectors_round_trip() {
        for text in VECTORS {
            let mut style = Style::default();
            let b = decode(text, &mut style).unwrap();
            assert!(!style.zero_empty);
            assert!(!b.has_candidates && !b.has_placed());
            assert_eq!(encode(&b, &style).unwrap(), text);
        }
        let b = decode(VECTORS[0], &mut Style::default()).unwrap();
        assert_eq!(b.cells[0], Cell::given(6));
        assert_eq!(b.cells[1], Cell::EMPTY);
        assert_eq!(b.cells[80], Cell::given(8));
    }

    #[test]
    fn zeros_are_kept_and_placed_digits_dropped() {
        let text =
            "000080000000502000003000100050000020800090006600375009015020830000050000000739000";
        let mut style = Style::default();
        let mut b = decode(text, &mut style).unwrap();
        assert!(style.zero_empty);
        assert_eq!(encode(&b, &style).unwrap(), text);
        b.cells[0] = Cell::placed(1);
        assert_eq!(encode(&b, &style).unwrap(), text);
        assert_eq!(
            encode(&b, &Style::default()).unwrap(),
            text.replace('0', ".")
        );
        // Mixed placeholders read fine; '.' wins when writing back.
        let mut style = Style::default();
        decode(&format!("0.{}", "0".repeat(79)), &mut style).unwrap();
        assert!(!style.zero_empty);
    }

    #[test]
    fn errors_name_offset_cell_and_character() {
        let mut style = Style::default();
        let e = decode(
            &format!("{}x{}", ".".repeat(40), ".".repeat(40)),
            &mut style,
        )
        .unwrap_err();
        assert_eq!(
            e.to_string(),
            "sudoku81 at character 41 (r5c5): expected a digit 1-9, '.' or '0', found 'x'"
        );
        let e = decode(&format!("{} {}", ".".repeat(9), ".".repeat(71)), &mut style).unwrap_err();
        assert_eq!(
            (e.offset, e.cell, e.found.as_str()),
            (Some(9), Some(9), "a space")
        );
        let e = decode(&".".repeat(80), &mut style).unwrap_err();
        assert_eq!(e.to_string(), "sudoku81: expected 81 characters ('.', '0' or a digit 1-9 per cell), found 80 characters");
        let e = decode(&format!("{}é{}", ".".repeat(3), ".".repeat(77)), &mut style).unwrap_err();
        assert_eq!((e.offset, e.found.as_str()), (Some(3), "'é'"));
    }
}
