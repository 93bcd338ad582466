//! sudokuwiki.org `S9B` string (the form of current sudokuwiki links).
//!
//! `S9B` followed by 81 pairs of base-36 digits, row by row, each pair a code:
//!
//! * `0`: an empty cell (without candidates),
//! * `1`..=`9`: a given,
//! * `10`..=`18`: a placed digit, plus 9,
//! * `19`..=`529`: an empty cell's candidate mask (bit `d-1` for digit `d`), plus 18.
//!
//! Unlike the 162-character form, a single candidate (code 19 + ...) is told
//! apart from a placed digit. A board read from this format has candidates
//! when at least one code is 19 or more; then an empty cell coded `0` has an
//! empty candidate set. Without such a code it has no known candidates.
//! Writing: an empty cell is coded `0` when the board has no candidates (or
//! the cell has none), its mask plus 18 otherwise.
//!
//! Case: the links on sudokuwiki.org write the prefix in upper case and the
//! base-36 digits in lower case, e.g. the "Load Example" link of its Grouped
//! AIC page, `S9B050f2e0i46015y0204...`; this codec writes the same. Reading
//! accepts either case for both the prefix and the digits.

use super::error::found_at;
use super::text::expect_len;
use super::{holds, CodecError, Format, FormatRow, Lines, Style, Values, SUDOKU};
use crate::board::{Board, Cell, Variant, CELLS};

/// The format's row of the format table: its names, what it holds, its
/// default style, reader and writer.
pub(super) const ROW: FormatRow = FormatRow {
    format: Format::SudokuwikiS9b,
    name: "sudokuwiki-s9b",
    title: "sudokuwiki S9B",
    summary: "sudokuwiki.org S9B string: S9B + 81 base36 pairs with candidates",
    link: None,
    lines: Lines::One,
    holds: holds(SUDOKU, Values::Distinct, true, false, false),
    default_style: Style::default,
    decode: |body, _| decode(body),
    encode: Some(|board, _| encode(board)),
    #[cfg(test)]
    sample: tests::XYZ,
};

const F: Format = Format::SudokuwikiS9b;

/// The prefix of the format.
const PREFIX: &str = "S9B";

/// The largest code: all nine candidates (511) plus 18.
const MAX_CODE: u32 = 529;

/// Reads `S9B` and 162 base-36 digits.
pub fn decode(body: &str) -> Result<Board, CodecError> {
    check_prefix(body)?;
    let pairs = &body[PREFIX.len()..];
    expect_len(F, pairs, 2 * CELLS, "2 base-36 digits per cell after 'S9B'")
        .map_err(|e| e.shifted(PREFIX.len()))?;
    let mut board = Board::new(Variant::Sudoku);
    for i in 0..CELLS {
        let at = PREFIX.len() + 2 * i;
        let n = base36_pair(body, at, i)?;
        board.cells[i] = cell_of(n).ok_or_else(|| {
            let found = format!("'{}' ({n})", &body[at..at + 2]);
            let expected = "a code of at most 'ep' (529: all nine candidates)";
            CodecError::at(F, at, expected, found).in_cell(i)
        })?;
        board.has_candidates |= n > 18;
    }
    Ok(board)
}

/// Fails unless `body` starts with `S9B` (either case).
fn check_prefix(body: &str) -> Result<(), CodecError> {
    for (k, p) in PREFIX.bytes().enumerate() {
        if !body
            .as_bytes()
            .get(k)
            .is_some_and(|b| b.eq_ignore_ascii_case(&p))
        {
            return Err(CodecError::at(F, k, "the prefix 'S9B'", found_at(body, k)));
        }
    }
    Ok(())
}

/// The cell of code `n`; `None` above [`MAX_CODE`].
fn cell_of(n: u32) -> Option<Cell> {
    match n {
        0 => Some(Cell::EMPTY),
        1..=9 => Some(Cell::given(n as u8)),
        10..=18 => Some(Cell::placed(n as u8 - 9)),
        19..=MAX_CODE => Some(Cell::with_candidates((n - 18) as u16)),
        _ => None,
    }
}

/// Reads the two base-36 digits at byte `at` of `body` (ASCII there) as one number.
fn base36_pair(body: &str, at: usize, cell: usize) -> Result<u32, CodecError> {
    let mut n = 0;
    for k in at..at + 2 {
        let d = body
            .as_bytes()
            .get(k)
            .and_then(|&b| char::from(b).to_digit(36))
            .ok_or_else(|| {
                CodecError::at(F, k, "a base-36 digit 0-9 or a-z", found_at(body, k)).in_cell(cell)
            })?;
        n = n * 36 + d;
    }
    Ok(n)
}

/// Writes `S9B` and 81 lowercase base-36 pairs.
pub fn encode(board: &Board) -> Result<String, CodecError> {
    let mut out = String::with_capacity(PREFIX.len() + 2 * CELLS);
    out.push_str(PREFIX);
    for c in &board.cells {
        let n = if c.value != 0 {
            c.value as u32 + if c.given { 0 } else { 9 }
        } else if board.has_candidates && c.candidates != 0 {
            c.candidates as u32 + 18
        } else {
            0
        };
        for d in [n / 36, n % 36] {
            out.push(char::from_digit(d, 36).expect("a code below 36 * 36"));
        }
    }
    Ok(out)
}

#[cfg(test)]
pub(super) mod tests {
    use super::*;
    use crate::board::digit_mask;
    use crate::codec::test_support::givens;

    /// A sudokuwiki XYZ-Wing "Load position" link and its "From the start" puzzle.
    pub const XYZ: &str = "S9B46090b1m4a01070e1q050v3f022iaa1q7n081n4b3f9603ea027n1m46070e0n450409060l02460r7r06b64b0g050r060907114k4b030t1n170823093m1z0b3b07191n2319031v0h090i1103082t3o1v0437";
    const XYZ_START: &str =
        "090001700500200008000030200070004960200060005069700030008090000700003009003800040";

    #[test]
    fn sudokuwiki_link_decodes_and_round_trips() {
        let b = decode(XYZ).unwrap();
        assert_eq!(givens(&b), XYZ_START.replace('0', "."));
        assert!(b.has_candidates);
        assert_eq!(
            b.cells[0],
            Cell::with_candidates(digit_mask(3) | digit_mask(8))
        ); // "46" = 150 = 132 + 18
        assert_eq!(b.cells[1], Cell::given(9)); // "09"
        assert_eq!(b.cells[2], Cell::placed(2)); // "0b" = 11
        assert_eq!(encode(&b).unwrap(), XYZ);
        // Either case reads the same.
        assert_eq!(decode(&XYZ.to_ascii_lowercase()).unwrap(), b);
        assert_eq!(decode(&XYZ.to_ascii_uppercase()).unwrap(), b);
    }

    #[test]
    fn candidates_only_when_a_code_says_so() {
        let mut b = Board::new(Variant::Sudoku);
        b.cells[0] = Cell::given(5);
        b.cells[1] = Cell::placed(9);
        let s = encode(&b).unwrap();
        assert_eq!(s, format!("S9B050i{}", "0".repeat(158)));
        let back = decode(&s).unwrap();
        assert_eq!(back, b);
        assert!(!back.has_candidates);
        b.cells[2] = Cell::with_candidates(digit_mask(1));
        b.has_candidates = true;
        let s = encode(&b).unwrap();
        assert_eq!(&s[..9], "S9B050i0j");
        let back = decode(&s).unwrap();
        assert!(back.has_candidates);
        assert_eq!(back.cells[3].candidates, 0);
        assert_eq!(back, b);
        // All nine candidates: 511 + 18 = 529 = "ep".
        b.cells[2] = Cell::with_candidates(0x1ff);
        assert_eq!(&encode(&b).unwrap()[7..9], "ep");
    }

    #[test]
    fn errors_name_offset_and_cell() {
        let e = decode(&format!("S8B{}", "0".repeat(162))).unwrap_err();
        assert_eq!(
            e.to_string(),
            "sudokuwiki-s9b at character 2: expected the prefix 'S9B', found '8'"
        );
        let e = decode(&format!("S9B{}", "0".repeat(160))).unwrap_err();
        assert_eq!(
            e.to_string(),
            "sudokuwiki-s9b: expected 162 characters (2 base-36 digits per cell after 'S9B'), found 160 characters"
        );
        let e = decode(&format!("S9B00{}", "!0".repeat(80))).unwrap_err();
        assert_eq!(
            e.to_string(),
            "sudokuwiki-s9b at character 6 (r1c2): expected a base-36 digit 0-9 or a-z, found '!'"
        );
        let e = decode(&format!("S9B00eq{}", "0".repeat(158))).unwrap_err();
        assert_eq!(
            e.to_string(),
            "sudokuwiki-s9b at character 6 (r1c2): expected a code of at most 'ep' (529: all nine candidates), found 'eq' (530)"
        );
        let e = decode("S9").unwrap_err();
        assert_eq!(
            (e.offset, e.found.as_str()),
            (Some(2), "the end of the text")
        );
        let e = decode(&format!("S9B{}é", "0".repeat(10))).unwrap_err();
        assert_eq!((e.offset, e.found.as_str()), (Some(13), "'é'"));
    }
}
