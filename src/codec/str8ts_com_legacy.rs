//! str8ts.com legacy `bd=` string (before July 2024): 162 digits.
//!
//! The first 81 characters are the digits of the cells row by row (`0` for
//! empty), the last 81 the colours (`1` black, `0` white). A digit on a black
//! cell is a black clue, on a white cell a given. Placed digits and
//! candidates have no place in this form.

use super::error::found_at;
use super::text::expect_len;
use super::{holds, CodecError, Format, FormatRow, Lines, Style, Values, STR8TS};
use crate::board::{Board, Cell, Variant, CELLS};

/// The format's row of the format table: its names, what it holds, its
/// default style, reader and writer.
pub(super) const ROW: FormatRow = FormatRow {
    format: Format::Str8tsComLegacy,
    name: "str8ts-com-legacy",
    title: "Older str8ts.com code",
    summary: "str8ts.com legacy bd= string: 81 digits then 81 black flags",
    link: None,
    lines: Lines::One,
    holds: holds(STR8TS, Values::GivensOnly, false, true, false),
    default_style: Style::default,
    decode: |body, _| decode(body),
    encode: Some(|board, _| encode(board)),
    #[cfg(test)]
    sample: tests::SEED_162,
};

const F: Format = Format::Str8tsComLegacy;

/// Reads 81 digits followed by 81 black flags.
pub fn decode(body: &str) -> Result<Board, CodecError> {
    expect_len(F, body, 2 * CELLS, "81 digits then 81 black flags")?;
    let bytes = body.as_bytes();
    let mut board = Board::new(Variant::Str8ts);
    for i in 0..CELLS {
        let (d, flag) = (bytes[i], bytes[CELLS + i]);
        if !d.is_ascii_digit() {
            return Err(CodecError::at(F, i, "a digit 0-9", found_at(body, i)).in_cell(i));
        }
        let value = d - b'0';
        board.cells[i] = match (flag, value) {
            (b'0', 0) => Cell::EMPTY,
            (b'0', v) => Cell::given(v),
            (b'1', 0) => Cell::BLACK,
            (b'1', v) => Cell::black_clue(v),
            _ => {
                return Err(CodecError::at(
                    F,
                    CELLS + i,
                    "a black flag '0' or '1'",
                    found_at(body, CELLS + i),
                )
                .in_cell(i))
            }
        };
    }
    Ok(board)
}

/// Writes givens and black clues as 81 digits, then the 81 black flags; placed digits are dropped.
pub fn encode(board: &Board) -> Result<String, CodecError> {
    let digits = board.cells.iter().map(|c| {
        if c.given {
            (b'0' + c.value) as char
        } else {
            '0'
        }
    });
    let flags = board.cells.iter().map(|c| if c.black { '1' } else { '0' });
    Ok(digits.chain(flags).collect())
}

#[cfg(test)]
pub(super) mod tests {
    use super::*;

    /// The legacy example of the str8ts.com string definitions page (same puzzle as the 243-char example).
    pub const SEED_162: &str = "000000009000000060930000000000004000003000000000720000090000200000000010100000020000000011000000000000000000011001100001100011000000000000001000001000000100000000";

    #[test]
    fn seed_example() {
        let b = decode(SEED_162).unwrap();
        assert_eq!(b.cells[7], Cell::BLACK);
        assert_eq!(b.cells[8], Cell::black_clue(9));
        assert_eq!(b.cells[16], Cell::given(6));
        assert_eq!(b.cells[18], Cell::given(9));
        assert!(!b.has_candidates);
        assert_eq!(encode(&b).unwrap(), SEED_162);
    }

    #[test]
    fn bad_flag_and_digit() {
        let mut s = SEED_162.to_string();
        s.replace_range(100..101, "2");
        let e = decode(&s).unwrap_err();
        assert_eq!(e.to_string(), "str8ts-com-legacy at character 101 (r3c2): expected a black flag '0' or '1', found '2'");
        let mut s = SEED_162.to_string();
        s.replace_range(3..4, "x");
        assert_eq!(decode(&s).unwrap_err().offset, Some(3));
    }

    #[test]
    fn placed_digits_are_dropped() {
        let mut b = Board::new(Variant::Str8ts);
        b.cells[0] = Cell::placed(5);
        b.cells[1] = Cell::given(4);
        let s = encode(&b).unwrap();
        assert!(s.starts_with("04000"));
    }
}
