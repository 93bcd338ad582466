//! sudokuwiki.org 162-character `bd=` string (since January 2023).
//!
//! Two base-32 digits (`0-9a-v`, either case when reading) per cell, row by
//! row: `n = (mask << 1) | given`, where `mask` has bit `d-1` for digit `d`.
//!
//! * given flag set: a given; its mask must hold exactly one digit;
//! * no flag, one digit: a placed (solved) digit;
//! * no flag, several digits: the cell's candidates;
//! * `00`: an empty cell without candidates.
//!
//! A board read from this format always has candidates. Writing uses
//! [`Board::candidates`], so a board without known candidates gets its naive
//! ones. Example (sudokuwiki's X-Wing example 1):
//! `03c848csc4cs1121g10hg005481020024881c8112002c0g1040h485848g0210h4481140350200gs403c4k81448050281k0091120k00gc80h4811s4cck80320g1c810c820020hc805210503cos0cok8s811`.
//!
//! Known ambiguity of the format itself (pointed out in the comments of the
//! seed page): an empty cell with a single candidate cannot be told from a
//! placed digit; it is read as a placed digit.

use super::text::{base32_number, expect_len, push_base32};
use super::{holds, CodecError, Format, FormatRow, Lines, Style, Values, SUDOKU};
use crate::board::{single_digit, Board, Cell, Variant, CELLS};

/// The format's row of the format table: its names, what it holds, its
/// default style, reader and writer.
pub(super) const ROW: FormatRow = FormatRow {
    format: Format::Sudokuwiki,
    name: "sudokuwiki",
    title: "sudokuwiki link",
    summary: "sudokuwiki.org bd= string, 162 base32 chars with candidates",
    link: Some("https://www.sudokuwiki.org/sudoku.htm?bd="),
    lines: Lines::One,
    holds: holds(SUDOKU, Values::Distinct, true, false, false),
    default_style: Style::default,
    decode: |body, _| decode(body),
    encode: Some(|board, _| encode(board)),
    #[cfg(test)]
    sample: tests::SEED_162,
};

const F: Format = Format::Sudokuwiki;

/// Reads a 162-character string.
pub fn decode(body: &str) -> Result<Board, CodecError> {
    expect_len(F, body, 2 * CELLS, "2 base-32 digits per cell")?;
    let mut board = Board::new(Variant::Sudoku);
    board.has_candidates = true;
    for i in 0..CELLS {
        let n = base32_number(F, body, 2 * i, 2, i)?;
        board.cells[i] = cell_of(n).ok_or_else(|| {
            let found = format!(
                "'{}' (a given with {} digits)",
                &body[2 * i..2 * i + 2],
                (n >> 1).count_ones()
            );
            CodecError::at(
                F,
                2 * i,
                "a given (odd number) with exactly one digit",
                found,
            )
            .in_cell(i)
        })?;
    }
    Ok(board)
}

/// The cell of code `n` (below 1024); `None` for a given without exactly one digit.
fn cell_of(n: u32) -> Option<Cell> {
    let (given, mask) = (n & 1 != 0, (n >> 1) as u16);
    match (given, single_digit(mask)) {
        (true, Some(d)) => Some(Cell::given(d)),
        (true, None) => None,
        (false, Some(d)) => Some(Cell::placed(d)),
        (false, None) => Some(Cell::with_candidates(mask)),
    }
}

/// Writes a 162-character string; a board without candidates gets its naive candidates.
pub fn encode(board: &Board) -> Result<String, CodecError> {
    let candidates = crate::rules::candidates(board);
    let mut out = String::with_capacity(2 * CELLS);
    for (c, &m) in board.cells.iter().zip(candidates.iter()) {
        push_base32(&mut out, ((m as u32) << 1) | c.given as u32, 2);
    }
    Ok(out)
}

#[cfg(test)]
pub(super) mod tests {
    use super::*;
    use crate::board::digit_mask;
    use crate::codec::test_support::givens;

    /// The 162-character example on the seed page (X-Wing example 1) and the
    /// 81-character string it was given with: the same position, whose digits
    /// are the givens and the solved cells of the 162-character form.
    pub const SEED_162: &str = "03c848csc4cs1121g10hg005481020024881c8112002c0g1040h485848g0210h4481140350200gs403c4k81448050281k0091120k00gc80h4811s4cck80320g1c810c820020hc805210503cos0cok8s811";
    const SEED_81: &str =
        "100000569492056108056109240009640801064010000218035604040500016905061402621000005";

    #[test]
    fn seed_example_matches_its_81_character_string_and_round_trips() {
        let b = decode(SEED_162).unwrap();
        let values: String = b.cells.iter().map(|c| char::from(b'0' + c.value)).collect();
        assert_eq!(values, SEED_81);
        assert_eq!(
            givens(&b),
            "1.....5694.2.....8.5...9.4....64.8.1....1....2.8.35....4.5...1.9.....4.2621.....5"
        );
        assert_eq!(b.cells[10], Cell::placed(9)); // "g0"
        assert!(b.has_candidates);
        assert_eq!(b.cells[0], Cell::given(1)); // "03"
        assert_eq!(
            b.cells[1],
            Cell::with_candidates(digit_mask(3) | digit_mask(7) | digit_mask(8))
        ); // "c8"
        assert_eq!(encode(&b).unwrap(), SEED_162);
    }

    #[test]
    fn codes_follow_flag_and_mask() {
        assert_eq!(cell_of(0), Some(Cell::EMPTY));
        assert_eq!(cell_of((256 << 1) | 1), Some(Cell::given(9)));
        assert_eq!(cell_of(16 << 1), Some(Cell::placed(5)));
        assert_eq!(cell_of(0b11 << 1), Some(Cell::with_candidates(0b11)));
        assert_eq!(cell_of(1), None);
        assert_eq!(cell_of((0b11 << 1) | 1), None);
    }

    #[test]
    fn boards_without_candidates_are_written_with_naive_ones() {
        let mut b = Board::new(Variant::Sudoku);
        b.cells[0] = Cell::given(1);
        b.cells[1] = Cell::placed(2);
        let s = encode(&b).unwrap();
        assert_eq!(&s[..6], "0304vo"); // 1 given, 2 placed, 3..9 in r1c3
        let back = decode(&s).unwrap();
        assert_eq!(
            crate::rules::candidates(&back),
            crate::rules::candidates(&b)
        );
    }

    #[test]
    fn errors_name_offset_and_cell() {
        let mut s = SEED_162.to_string();
        s.replace_range(4..6, "0w");
        let e = decode(&s).unwrap_err();
        assert_eq!(
            e.to_string(),
            "sudokuwiki at character 6 (r1c3): expected a base-32 digit 0-9 or a-v, found 'w'"
        );
        s.replace_range(4..6, "07");
        let e = decode(&s).unwrap_err();
        assert_eq!(
            e.to_string(),
            "sudokuwiki at character 5 (r1c3): expected a given (odd number) with exactly one digit, found '07' (a given with 2 digits)"
        );
        let e = decode(&SEED_162[..160]).unwrap_err();
        assert_eq!(
            e.to_string(),
            "sudokuwiki: expected 162 characters (2 base-32 digits per cell), found 160 characters"
        );
        let mut s = SEED_162[..161].to_string();
        s.push('é');
        let e = decode(&s).unwrap_err();
        assert_eq!((e.offset, e.found.as_str()), (Some(161), "'é'"));
    }
}
