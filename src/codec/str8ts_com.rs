//! str8ts.com 243-character `bd=` string (since July 2024).
//!
//! Three base-32 digits (`0-9a-v`) per cell, row by row: `n = (mask << 2) |
//! (black << 1) | given`, where `mask` has bit `d-1` for digit `d`. A mask
//! with one bit is a digit (a given if the given flag is set, otherwise a
//! placed digit), more bits are candidates. Examples: `002` empty black cell,
//! `103` black clue 9, `041` white given 6.
//!
//! The seed page's JavaScript writes the two flag bits the other way round;
//! the page's own example string (and the legacy string of the same puzzle)
//! proves bit 0 = given, bit 1 = black, which is what this file does.
//!
//! Known ambiguity of the format itself: an empty cell with a single
//! candidate cannot be told from a placed digit; it is read as a placed digit.

use super::text::{base32_char, base32_digit, base32_number, expect_len};
use super::{holds, CodecError, Format, FormatRow, Lines, Style, Values, STR8TS};
use crate::board::{digit_mask, single_digit, Board, Cell, Variant, ALL_DIGITS, CELLS};

/// The format's row of the format table: its names, what it holds, its
/// default style, reader and writer.
pub(super) const ROW: FormatRow = FormatRow {
    format: Format::Str8tsCom,
    name: "str8ts-com",
    title: "str8ts.com link",
    summary: "str8ts.com bd= string, 243 base32 chars: digits, candidates, black cells",
    link: Some("https://www.str8ts.com/str8ts.aspx?bd="),
    lines: Lines::One,
    holds: holds(STR8TS, Values::Distinct, true, true, false),
    default_style: Style::default,
    decode: |body, _| decode(body),
    encode: Some(|board, _| encode(board)),
    #[cfg(test)]
    sample: tests::SEED_243,
};

const F: Format = Format::Str8tsCom;

/// Reads a 243-character string.
pub fn decode(body: &str) -> Result<Board, CodecError> {
    expect_len(F, body, 3 * CELLS, "3 base-32 digits per cell")?;
    let mut board = Board::new(Variant::Str8ts);
    board.has_candidates = true;
    // Branch-free pass over the cells (boards come in every shape); the
    // first bad cell, if any, is then reported by the careful path.
    let mut bad = false;
    for (cell, chunk) in board.cells.iter_mut().zip(body.as_bytes().chunks_exact(3)) {
        let (n, digits_ok) = base32_triplet(chunk);
        let (c, ok) = fast_cell(n);
        *cell = c;
        bad |= !(digits_ok & ok);
    }
    if bad {
        for i in 0..CELLS {
            let n = base32_number(F, body, 3 * i, 3, i)?;
            cell_of(n).map_err(|what| {
                CodecError::at(F, 3 * i, what, format!("'{}'", &body[3 * i..3 * i + 3])).in_cell(i)
            })?;
        }
    }
    Ok(board)
}

/// The value of three base-32 digits, and whether all three were digits.
#[inline]
fn base32_triplet(chunk: &[u8]) -> (u32, bool) {
    let v = |b: u8| base32_digit(b).unwrap_or(32);
    let (a, b, c) = (v(chunk[0]), v(chunk[1]), v(chunk[2]));
    ((a << 10) | (b << 5) | c, (a | b | c) < 32)
}

/// The cell of code `n` and whether the code is valid, without branching on the data.
#[inline]
fn fast_cell(n: u32) -> (Cell, bool) {
    let (given, black, mask) = (n & 1 != 0, n & 2 != 0, (n >> 2) as u16);
    let single = (mask != 0) & (mask & mask.wrapping_sub(1) == 0);
    let digit = if single {
        mask.trailing_zeros() as u8 + 1
    } else {
        0
    };
    let white_ok = !given | single;
    let black_ok = (given & single) | (!given & (mask == 0));
    let ok = (n >> 2 <= ALL_DIGITS as u32) & if black { black_ok } else { white_ok };
    let candidates = if black | single { 0 } else { mask };
    (
        Cell {
            black,
            value: digit,
            given,
            candidates,
        },
        ok,
    )
}

fn cell_of(n: u32) -> Result<Cell, &'static str> {
    let (given, black, mask) = (n & 1 != 0, n & 2 != 0, n >> 2);
    if mask > ALL_DIGITS as u32 {
        return Err("at most 1vv (nine candidate bits and two flags)");
    }
    let mask = mask as u16;
    match (black, given, single_digit(mask)) {
        (false, false, Some(d)) => Ok(Cell::placed(d)),
        (false, false, None) => Ok(Cell::with_candidates(mask)),
        (false, true, Some(d)) => Ok(Cell::given(d)),
        (false, true, None) => Err("a given (flag 1) with exactly one digit"),
        (true, true, Some(d)) => Ok(Cell::black_clue(d)),
        (true, false, None) if mask == 0 => Ok(Cell::BLACK),
        (true, _, _) => Err("an empty black cell (002) or a black clue with one digit and flags 3"),
    }
}

/// Writes a 243-character string; a board without candidates gets its naive candidates.
pub fn encode(board: &Board) -> Result<String, CodecError> {
    let naive = (!board.has_candidates).then(|| crate::rules::naive_candidates(board));
    let mut out = Vec::with_capacity(3 * CELLS);
    for (i, c) in board.cells.iter().enumerate() {
        let mask = match &naive {
            Some(naive) => naive[i],
            None if c.value != 0 => digit_mask(c.value),
            None => c.candidates,
        };
        let n = ((mask as u32) << 2) | ((c.black as u32) << 1) | (c.given as u32);
        out.extend([n >> 10, n >> 5, n].map(|v| base32_char(v & 31) as u8));
    }
    Ok(String::from_utf8(out).expect("base-32 digits are ASCII"))
}

#[cfg(test)]
pub(super) mod tests {
    use super::*;

    /// The example string of the str8ts.com page on its string definitions.
    pub const SEED_243: &str = "0vo03c0vc0js0vk0us0vg0021030ro03c1rc1js1rk1qs1rg0410q010100h0vc0jc0v40uc0v00q00u00uo0020021i81sk0130020q00s00p00q000j0021v41u80740020020ng0m01n00810091mk07k01g0jk0u01010u00m00u000200901g01k0v00u000206007g06807g00503o0070u01v01m01vg0eg07g00803g";

    #[test]
    fn seed_example_decodes_and_round_trips() {
        let b = decode(SEED_243).unwrap();
        assert_eq!(b.cells[7], Cell::BLACK); // "002"
        assert_eq!(b.cells[8], Cell::black_clue(9)); // "103"
        assert_eq!(b.cells[16], Cell::given(6)); // "041"
        assert_eq!(b.cells[18], Cell::given(9)); // "101"
        assert_eq!(b.cells[0], Cell::with_candidates(0b1111_1110)); // "0vo": 2..8
        assert_eq!(encode(&b).unwrap(), SEED_243);
    }

    #[test]
    fn flags_and_masks() {
        assert_eq!(cell_of(2), Ok(Cell::BLACK));
        assert_eq!(cell_of((256 << 2) | 3), Ok(Cell::black_clue(9)));
        assert_eq!(cell_of((32 << 2) | 1), Ok(Cell::given(6)));
        assert_eq!(cell_of(digit_mask(4) as u32 * 4), Ok(Cell::placed(4)));
        assert!(cell_of(3).is_err());
        assert!(cell_of(((3) << 2) | 1).is_err());
        assert!(cell_of((512 << 2) | 1).is_err());
    }

    #[test]
    fn errors_name_position_and_cell() {
        let mut s = SEED_243.to_string();
        s.replace_range(31..32, "z");
        let e = decode(&s).unwrap_err();
        assert_eq!(e.offset, Some(31));
        assert_eq!(e.cell, Some(10));
        let e = decode(&SEED_243[..240]).unwrap_err();
        assert_eq!(
            e.to_string(),
            "str8ts-com: expected 243 characters (3 base-32 digits per cell), found 240 characters"
        );
    }
}
