//! Sukaku: 729 characters, nine candidate places per cell.
//!
//! Cell by cell, row by row, nine characters: the `k`-th (k = 0..8) is the
//! digit `k+1` when that digit is a candidate of the cell, `.` or `0` when it
//! is not. Example (the start of Sudoku Studio's sample):
//! `.....6.....3.....91...5.7.9.2....7...` (r1c1 is `.....6...`: only 6).
//!
//! A Sukaku has no givens: every cell is read as an empty cell with its
//! candidate set (the board has candidates), so a one-candidate cell stays a
//! candidate, not a digit. Writing puts only its digit in a cell that holds
//! one (given or placed), and [`Board::candidates`] in empty cells (the naive
//! candidates when the board has none). The absent-candidate character is
//! recorded in [`Style::zero_empty`] (true when the text uses `0` and never
//! `.`) and written back.

use super::error::found_at;
use super::text::{empty_char, expect_len};
use super::{holds, CodecError, Format, FormatRow, Lines, Style, Values, SUDOKU};
use crate::board::{Board, Cell, Variant, CELLS};

/// The format's row of the format table: its names, what it holds, its
/// default style, reader and writer.
pub(super) const ROW: FormatRow = FormatRow {
    format: Format::Sukaku,
    name: "sukaku",
    title: "Sukaku",
    summary: "Sukaku, 729 chars: nine candidate places per cell",
    link: None,
    lines: Lines::One,
    holds: holds(SUDOKU, Values::AsCandidates, true, false, false),
    default_style: Style::default,
    decode,
    encode: Some(encode),
    #[cfg(test)]
    sample: tests::SUKAKU,
};

const F: Format = Format::Sukaku;

/// Reads 729 characters into 81 empty cells with candidates.
pub fn decode(body: &str, style: &mut Style) -> Result<Board, CodecError> {
    expect_len(
        F,
        body,
        9 * CELLS,
        "nine candidate places per cell: the digit or '.'/'0'",
    )?;
    let bytes = body.as_bytes();
    let mut board = Board::new(Variant::Sudoku);
    board.has_candidates = true;
    let (mut saw_zero, mut saw_dot) = (false, false);
    for i in 0..CELLS {
        let mut mask = 0;
        for k in 0..9u8 {
            let at = 9 * i + k as usize;
            match bytes[at] {
                b'.' => saw_dot = true,
                b'0' => saw_zero = true,
                b if b == b'1' + k => mask |= 1 << k,
                _ => {
                    let expected = format!(
                        "'{}' (candidate {} present) or '.'/'0' (absent)",
                        k + 1,
                        k + 1
                    );
                    return Err(CodecError::at(F, at, expected, found_at(body, at)).in_cell(i));
                }
            }
        }
        board.cells[i] = Cell::with_candidates(mask);
    }
    style.zero_empty = saw_zero && !saw_dot;
    Ok(board)
}

/// Writes nine candidate places per cell (a cell with a digit: only that digit).
pub fn encode(board: &Board, style: &Style) -> Result<String, CodecError> {
    let absent = empty_char(style.zero_empty);
    let mut out = String::with_capacity(9 * CELLS);
    for mask in crate::rules::candidates(board) {
        for k in 0..9u8 {
            out.push(if mask & (1 << k) != 0 {
                char::from(b'1' + k)
            } else {
                absent
            });
        }
    }
    Ok(out)
}

#[cfg(test)]
pub(super) mod tests {
    use super::*;
    use crate::board::digit_mask;

    /// vectors.jsonl line 7 (Sudoku Studio's GridApiTest): filled cells keep only their digit.
    pub const SUKAKU: &str = ".....6.....3.....91...5.7.9.2....7.........8.1...5....12......9...4.....1.3.....9..3.5.......4.....1...5.7.9.23...7...2..5....1...5...912......9.......8......6....2.........3....8.1......8....4.......3.....9.....6.........7......5....1.3.....91............5......3..............9......7.....4............8......6....2..............89......7.........89.2...6....2...6.....3..........5....1...........4........4..........6....2...........5....1...............8...3..............9......7.........89..3....89.....6...1..........3.....9.2..........4...........7......5..........7...2..........4............8.....56.......5...91....6..9..3......1.......9..3.5....1............5...9..3..6......4...........7.......6..9.2..............8.";
    const CANDIDATES: [u16; 81] = [
        32, 260, 337, 66, 128, 17, 259, 8, 261, 20, 8, 337, 70, 18, 273, 259, 128, 32, 2, 132, 129,
        8, 260, 32, 64, 16, 261, 1, 16, 4, 256, 64, 8, 128, 32, 2, 384, 64, 384, 34, 34, 4, 16, 1,
        8, 8, 32, 2, 16, 1, 128, 4, 256, 64, 384, 388, 32, 1, 260, 2, 8, 64, 16, 64, 2, 8, 128, 48,
        272, 289, 4, 257, 20, 1, 272, 36, 8, 64, 288, 2, 128,
    ];

    #[test]
    fn vector_decodes_to_its_candidates_and_round_trips() {
        let mut style = Style::default();
        let b = decode(SUKAKU, &mut style).unwrap();
        assert!(!style.zero_empty);
        assert!(b.has_candidates);
        assert!(b.cells.iter().all(|c| c.is_open()));
        assert_eq!(crate::rules::candidates(&b), CANDIDATES);
        assert_eq!(encode(&b, &style).unwrap(), SUKAKU);
    }

    #[test]
    fn digits_write_alone_and_zeros_are_kept() {
        let mut b = Board::new(Variant::Sudoku);
        b.cells[0] = Cell::given(1);
        b.cells[1] = Cell::placed(2);
        let zero = Style {
            zero_empty: true,
            ..Style::default()
        };
        let s = encode(&b, &zero).unwrap();
        // r1c1 only 1, r1c2 only 2, r1c3 naive 3..9.
        assert_eq!(&s[..27], "100000000020000000003456789");
        let mut style = Style::default();
        let back = decode(&s, &mut style).unwrap();
        assert!(style.zero_empty);
        assert_eq!(back.cells[0], Cell::with_candidates(digit_mask(1)));
        assert_eq!(
            crate::rules::candidates(&back),
            crate::rules::candidates(&b)
        );
        assert_eq!(encode(&back, &style).unwrap(), s);
    }

    #[test]
    fn errors_name_offset_cell_and_place() {
        let mut s = SUKAKU.to_string();
        s.replace_range(9..10, "2");
        let e = decode(&s, &mut Style::default()).unwrap_err();
        assert_eq!(
            e.to_string(),
            "sukaku at character 10 (r1c2): expected '1' (candidate 1 present) or '.'/'0' (absent), found '2'"
        );
        let e = decode(&SUKAKU[..728], &mut Style::default()).unwrap_err();
        assert_eq!(
            e.to_string(),
            "sukaku: expected 729 characters (nine candidate places per cell: the digit or '.'/'0'), found 728 characters"
        );
        let e = decode(&format!("{}é", &SUKAKU[..700]), &mut Style::default()).unwrap_err();
        assert_eq!((e.offset, e.found.as_str()), (Some(700), "'é'"));
    }
}
