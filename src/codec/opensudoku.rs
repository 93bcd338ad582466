//! OpenSudoku cell data as Sudoku Studio writes it.
//!
//! 81 cells row by row, each `value|notes|editable`, joined by `|`: 243
//! numbers and 242 bars, no header line and no `|` after the last cell.
//! Sudoku Studio writes every digit, given or placed, as `d|0|0` and every
//! empty cell as `0|0|1`; its notes field is always `0`.
//!
//! Reading: `value` is a digit 0-9 (0 for an empty cell), `notes` must be
//! `0` (cell data with notes is the OpenSudoku app's own `version: 3` form,
//! [`Format::OpenSudokuV3`], and the error says so), `editable` is `0` or
//! `1`. A digit with `editable` 0 is a given, with `editable` 1 a placed
//! digit (the app's meaning; Studio never writes it). An empty cell may say
//! either 0 or 1. A `|` after the last cell (the app's form without its
//! header) is refused with an error at that `|`.
//!
//! Writing follows Studio exactly: `d|0|0` for every digit, so placed digits
//! become givens, and `0|0|1` for empty cells; candidates are not written.

use super::error::found_at;
use super::{holds, CodecError, Format, FormatRow, Lines, Style, Values, SUDOKU};
use crate::board::{Board, Cell, Variant, CELLS};

/// The format's row of the format table: its names, what it holds, its
/// default style, reader and writer.
pub(super) const ROW: FormatRow = FormatRow {
    format: Format::OpenSudoku,
    name: "opensudoku",
    title: "OpenSudoku (Sudoku Studio)",
    summary: "OpenSudoku as Sudoku Studio writes it: value|0|0 or 0|0|1 per cell",
    link: None,
    lines: Lines::One,
    holds: holds(SUDOKU, Values::Merged, false, false, false),
    default_style,
    decode: |body, _| decode(body),
    encode: Some(|board, _| encode(board)),
    #[cfg(test)]
    sample: tests::STUDIO,
};

const F: Format = Format::OpenSudoku;

/// The three fields of a cell.
const FIELDS: [&str; 3] = ["value", "notes", "editable"];

/// Reads Sudoku Studio's OpenSudoku text.
pub fn decode(body: &str) -> Result<Board, CodecError> {
    let mut board = Board::new(Variant::Sudoku);
    let mut pos = 0;
    for i in 0..CELLS {
        let mut n = [0u8; 3];
        for (k, what) in FIELDS.iter().enumerate() {
            let end = body[pos..].find('|').map_or(body.len(), |e| pos + e);
            n[k] = field(body, pos, end, what).map_err(|e| e.in_cell(i))?;
            pos = end;
            let last = i == CELLS - 1 && k == 2;
            if !last && pos == body.len() {
                let expected = format!("'|' and the rest of the 81 cells (after the {what})");
                return Err(CodecError::at(F, pos, expected, "the end of the text").in_cell(i));
            }
            pos += 1;
        }
        board.cells[i] = match n {
            [0, _, _] => Cell::EMPTY,
            [d, _, 0] => Cell::given(d),
            [d, _, _] => Cell::placed(d),
        };
    }
    if pos <= body.len() {
        let at = pos - 1;
        let expected =
            "the end of the text after 81 cells (Sudoku Studio writes no '|' after the last cell; \
                        the OpenSudoku app's form starts with a 'version: 3' line)";
        return Err(CodecError::at(F, at, expected, found_at(body, at)));
    }
    Ok(board)
}

/// Reads the field `what` in `body[start..end]`: one digit, checked for its field.
fn field(body: &str, start: usize, end: usize, what: &str) -> Result<u8, CodecError> {
    let text = &body[start..end];
    let b = text.as_bytes();
    let digit = match b.first() {
        Some(&d @ b'0'..=b'9') => d - b'0',
        _ => {
            return Err(CodecError::at(
                F,
                start,
                expected_digit(what),
                found_at(body, start),
            ))
        }
    };
    if what == "notes" && (digit != 0 || b.len() > 1) && b.iter().all(u8::is_ascii_digit) {
        let expected = "notes 0 (Sudoku Studio's dialect has no notes; cell data with notes is \
                        the opensudoku-v3 format, which starts with a 'version: 3' line)";
        return Err(CodecError::at(F, start, expected, format!("notes {text}")));
    }
    if b.len() > 1 {
        let expected = format!("'|' after the {what} (one digit)");
        return Err(CodecError::at(
            F,
            start + 1,
            expected,
            found_at(body, start + 1),
        ));
    }
    if what == "editable" && digit > 1 {
        return Err(CodecError::at(
            F,
            start,
            expected_digit(what),
            found_at(body, start),
        ));
    }
    Ok(digit)
}

/// What a field holds, for error messages.
fn expected_digit(what: &str) -> &'static str {
    match what {
        "value" => "the cell's value, a digit 0-9 (0 for an empty cell)",
        "notes" => "the notes, 0",
        _ => "the editable flag, 0 (a given) or 1",
    }
}

/// The format's default style, which a decoded text also carries: empty
/// cells are written as `0` in this format, and the style says so (the writer
/// itself needs no style).
pub fn default_style() -> Style {
    Style {
        zero_empty: true,
        ..Style::default()
    }
}

/// Writes `d|0|0` for every digit and `0|0|1` for every empty cell, joined by `|`.
pub fn encode(board: &Board) -> Result<String, CodecError> {
    let cells: Vec<String> = board
        .cells
        .iter()
        .map(|c| match c.value {
            0 => "0|0|1".to_string(),
            d => format!("{d}|0|0"),
        })
        .collect();
    Ok(cells.join("|"))
}

#[cfg(test)]
pub(super) mod tests {
    use super::*;
    use crate::codec::test_support::givens;

    /// Vector `opensudoku_sudokustudio`.
    pub const STUDIO: &str = "6|0|0|0|0|1|0|0|1|0|0|1|8|0|0|0|0|1|0|0|1|4|0|0|0|0|1|0|0|1|4|0|0|0|0|1|0|0|1|0|0|1|0|0|1|0|0|1|8|0|0|6|0|0|2|0|0|0|0|1|0|0|1|4|0|0|0|0|1|6|0|0|7|0|0|5|0|0|0|0|1|1|0|0|5|0|0|3|0|0|9|0|0|7|0|0|4|0|0|8|0|0|6|0|0|2|0|0|0|0|1|7|0|0|0|0|1|0|0|1|0|0|1|3|0|0|5|0|0|1|0|0|4|0|0|4|0|0|6|0|0|2|0|0|5|0|0|1|0|0|8|0|0|3|0|0|9|0|0|7|0|0|0|0|1|0|0|1|6|0|0|1|0|0|0|0|1|2|0|0|4|0|0|7|0|0|5|0|0|7|0|0|2|0|0|4|0|0|8|0|0|0|0|1|0|0|1|0|0|1|3|0|0|0|0|1|0|0|1|1|0|0|0|0|1|0|0|1|4|0|0|7|0|0|0|0|1|2|0|0|8|0|0";

    const GIVENS: &str =
        "6...8..4..4.....862..4.675.153974862.7...3514462518397..61.24757248...3..1..47.28";

    #[test]
    fn studio_vector_decodes_and_round_trips() {
        let board = decode(STUDIO).unwrap();
        assert_eq!(givens(&board), GIVENS);
        assert!(!board.has_placed() && !board.has_candidates);
        assert_eq!(encode(&board).unwrap(), STUDIO);
    }

    #[test]
    fn placed_digits_are_read_and_written_as_givens() {
        // The app's meaning of editable 1 on a digit: placed.
        let text = STUDIO.replacen("6|0|0", "6|0|1", 1);
        let mut board = decode(&text).unwrap();
        assert_eq!(board.cells[0], Cell::placed(6));
        assert_eq!(encode(&board).unwrap(), STUDIO);
        // An empty cell marked not editable is still empty; candidates are dropped.
        let text = STUDIO.replacen("0|0|1", "0|0|0", 1);
        assert_eq!(decode(&text).unwrap().cells[1], Cell::EMPTY);
        board.has_candidates = true;
        board.cells[1] = Cell::with_candidates(3);
        assert_eq!(encode(&board).unwrap(), STUDIO);
    }

    #[test]
    fn notes_point_to_the_v3_format() {
        let text = STUDIO.replacen("0|0|1", "0|12|1", 1);
        let e = decode(&text).unwrap_err();
        assert_eq!(
            (e.offset, e.cell, e.found.as_str()),
            (Some(8), Some(1), "notes 12")
        );
        assert!(e.expected.contains("opensudoku-v3"), "{e}");
    }

    #[test]
    fn bad_fields_name_offset_and_cell() {
        let text = STUDIO.replacen("8|0|0", "x|0|0", 1);
        let e = decode(&text).unwrap_err();
        assert_eq!(
            e.to_string(),
            "opensudoku at character 25 (r1c5): expected the cell's value, a digit 0-9 (0 for an empty cell), found 'x'"
        );
        let text = STUDIO.replacen("8|0|0", "8|0|2", 1);
        let e = decode(&text).unwrap_err();
        assert_eq!(
            (e.offset, e.cell, e.expected.as_str()),
            (Some(28), Some(4), "the editable flag, 0 (a given) or 1")
        );
        let text = STUDIO.replacen("8|0|0", "8|0|00", 1);
        let e = decode(&text).unwrap_err();
        assert_eq!(
            (e.offset, e.expected.as_str()),
            (Some(29), "'|' after the editable (one digit)")
        );
        let text = STUDIO.replacen("8|0|0", "8||0", 1);
        let e = decode(&text).unwrap_err();
        assert_eq!(
            (e.offset, e.cell, e.found.as_str()),
            (Some(26), Some(4), "'|'")
        );
    }

    #[test]
    fn wrong_lengths_are_reported() {
        let e = decode(&STUDIO[..STUDIO.len() - 6]).unwrap_err();
        assert_eq!((e.offset, e.cell), (Some(STUDIO.len() - 6), Some(79)));
        assert_eq!(e.found, "the end of the text");
        let e = decode(&format!("{STUDIO}|")).unwrap_err();
        assert_eq!((e.offset, e.found.as_str()), (Some(STUDIO.len()), "'|'"));
        assert!(e.expected.starts_with("the end of the text after 81 cells"));
        let e = decode(&format!("{STUDIO}|0|0|1")).unwrap_err();
        assert_eq!(e.offset, Some(STUDIO.len()));
        let e = decode("").unwrap_err();
        assert_eq!(
            (e.offset, e.cell, e.found.as_str()),
            (Some(0), Some(0), "the end of the text")
        );
        let e = decode("6|0|é").unwrap_err();
        assert_eq!((e.offset, e.found.as_str()), (Some(4), "'é'"));
    }
}
