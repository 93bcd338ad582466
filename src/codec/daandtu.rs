//! daandtu/Str8ts code (luiswalter.dev/str8ts), version 2: 83 base64url characters.
//!
//! The bits, most significant first: 8 bits of version (2), then 6 bits per
//! cell row by row, `[black][given][digit - 1 in 4 bits]`, then 4 zero bits
//! of padding to a whole character (498 bits, no `=` padding). The two mode
//! bits: `00` white cell to solve (the digit is its solution), `01` white
//! given, `10` empty black cell (digit bits `1111`), `11` black clue.
//!
//! A code therefore always carries the full solution, and never placed
//! digits or candidates. The project's docs/formats.md calls an older 106-character
//! layout "version 1"; its layout is not documented, so such codes get a
//! clear "unsupported version" error.

use super::error::found_at;
use super::{holds, CodecError, Format, FormatRow, Lines, Style, Values, STR8TS};
use crate::board::{Board, Cell, Variant, CELLS};

/// The format's row of the format table: its names, what it holds, its
/// default style, reader and writer.
pub(super) const ROW: FormatRow = FormatRow {
    format: Format::Daandtu,
    name: "daandtu",
    title: "Str8ts app code (daandtu)",
    summary: "daandtu/Str8ts version 2 code, 83 base64url chars with the solution",
    link: None,
    lines: Lines::One,
    holds: holds(STR8TS, Values::GivensOnly, false, true, true),
    default_style: Style::default,
    decode: |body, _| decode(body),
    encode: Some(|board, _| encode(board)),
    #[cfg(test)]
    sample: tests::SAMPLE,
};

const F: Format = Format::Daandtu;
const VERSION: u32 = 2;
const CHARS: usize = 83;
const ALPHABET: &[u8; 64] = b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";

fn sextet(b: u8) -> Option<u32> {
    ALPHABET.iter().position(|&a| a == b).map(|p| p as u32)
}

/// Reads a version 2 code.
pub fn decode(body: &str) -> Result<Board, CodecError> {
    let bytes = body.as_bytes();
    let mut values = Vec::with_capacity(bytes.len());
    for (k, &b) in bytes.iter().enumerate() {
        values.push(sextet(b).ok_or_else(|| {
            CodecError::at(
                F,
                k,
                "a base64url character A-Z, a-z, 0-9, - or _",
                found_at(body, k),
            )
        })?);
    }
    if values.len() >= 2 {
        let version = (values[0] << 2) | (values[1] >> 4);
        if version != VERSION {
            let found = format!(
                "unsupported version {version} ({} characters)",
                values.len()
            );
            return Err(CodecError::at(F, 0, "a version 2 code", found));
        }
    }
    if values.len() != CHARS {
        return Err(CodecError::whole(
            F,
            "83 characters (a version 2 code)",
            format!("{} characters", values.len()),
        ));
    }
    let bits = Bits { values: &values };
    if bits.get(8 + 6 * CELLS, 4) != 0 {
        return Err(CodecError::at(
            F,
            CHARS - 1,
            "zero padding bits in the last character",
            found_at(body, CHARS - 1),
        ));
    }
    let mut board = Board::new(Variant::Str8ts);
    let mut solution = [0u8; CELLS];
    for (i, sol) in solution.iter_mut().enumerate() {
        let n = bits.get(8 + 6 * i, 6);
        let offset = (8 + 6 * i) / 6;
        let (mode, digit) = (n >> 4, (n & 15) as u8 + 1);
        let bad = |what: &str| {
            CodecError::at(F, offset, what.to_string(), format!("cell code {n}")).in_cell(i)
        };
        board.cells[i] = match mode {
            2 if digit == 16 => Cell::BLACK,
            2 => return Err(bad("digit bits 1111 on an empty black cell")),
            _ if digit > 9 => return Err(bad("a digit 1 to 9")),
            0 => Cell::EMPTY,
            1 => Cell::given(digit),
            _ => Cell::black_clue(digit),
        };
        if mode < 2 {
            *sol = digit;
        }
    }
    board.solution = Some(solution);
    Ok(board)
}

/// Reads bit fields, most significant bit first, from 6-bit values.
struct Bits<'a> {
    values: &'a [u32],
}

impl Bits<'_> {
    fn get(&self, start: usize, len: usize) -> u32 {
        (start..start + len).fold(0, |n, b| {
            (n << 1) | ((self.values[b / 6] >> (5 - b % 6)) & 1)
        })
    }
}

/// Writes a version 2 code. The code holds the solution of every white cell:
/// it comes from the board's known solution, or from the board itself when
/// every white cell holds a digit. Placed digits and candidates are dropped.
pub fn encode(board: &Board) -> Result<String, CodecError> {
    let solution = solution_of(board)?;
    let mut bits: Vec<bool> = Vec::with_capacity(CHARS * 6);
    let mut push = |n: u32, len: usize| bits.extend((0..len).rev().map(|k| (n >> k) & 1 == 1));
    push(VERSION, 8);
    for (c, &s) in board.cells.iter().zip(solution.iter()) {
        let n = match (c.black, c.given) {
            (true, false) => 0b10_1111,
            (true, true) => 0b11_0000 | (c.value as u32 - 1),
            (false, true) => 0b01_0000 | (c.value as u32 - 1),
            (false, false) => s as u32 - 1,
        };
        push(n, 6);
    }
    push(0, 4);
    Ok(bits
        .chunks(6)
        .map(|ch| ALPHABET[ch.iter().fold(0, |n, &b| (n << 1) | b as usize)] as char)
        .collect())
}

fn solution_of(board: &Board) -> Result<[u8; CELLS], CodecError> {
    if let Some(s) = board.solution {
        return Ok(s);
    }
    let mut s = [0u8; CELLS];
    for (i, c) in board.cells.iter().enumerate() {
        if !c.black {
            if c.value == 0 {
                return Err(CodecError::whole(F, "a board with a known solution (a daandtu code carries the digit of every white cell)", format!("no digit and no solution at {}", crate::board::cell_name(i))));
            }
            s[i] = c.value;
        }
    }
    Ok(s)
}

#[cfg(test)]
pub(super) mod tests {
    use super::*;
    use crate::codec::{decode as detect_decode, encode as encode_format};

    pub const SAMPLE: &str =
        "Ah8RRLwr9gBBRiAgx7wRr9xQARAgxR1Fk7yMAr2Ah1BhU7070bxSBhBwhAAwRb9xgLwwRhwlVEb-AtxA7xQ";
    const SAMPLE_GRID: &str =
        ".b..#.#g........#..#h........574#.a.#9..5..4#4#2#...........#h..#.....652#i.h..#.";
    const SAMPLE_SOLUTION: &str =
        "8#65#3##15679348#27##61253468574#9#3#9385764#4#2#69758351426##71#42783652##3#54#6";

    #[test]
    fn sample_matches_its_grid_and_solution() {
        let b = decode(SAMPLE).unwrap();
        let grid = detect_decode(SAMPLE_GRID).unwrap().board;
        assert_eq!(b.cells, grid.cells);
        let sol: String = b
            .solution
            .unwrap()
            .iter()
            .map(|&d| if d == 0 { '#' } else { (b'0' + d) as char })
            .collect();
        assert_eq!(sol, SAMPLE_SOLUTION);
        assert_eq!(encode(&b).unwrap(), SAMPLE);
        assert_eq!(encode_format(&b, Format::Daandtu).unwrap(), SAMPLE);
    }

    #[test]
    fn errors() {
        let e = decode(&SAMPLE[..82]).unwrap_err();
        assert_eq!(
            e.to_string(),
            "daandtu: expected 83 characters (a version 2 code), found 82 characters"
        );
        let v1 = format!("AR{}", &SAMPLE[2..]);
        let e = decode(&v1).unwrap_err();
        assert_eq!(e.to_string(), "daandtu at character 1: expected a version 2 code, found unsupported version 1 (83 characters)");
        let mut bad = SAMPLE.to_string();
        bad.replace_range(10..11, "*");
        assert_eq!(decode(&bad).unwrap_err().offset, Some(10));
        let mut pad = SAMPLE.to_string();
        pad.replace_range(82..83, "R");
        assert_eq!(
            decode(&pad).unwrap_err().expected,
            "zero padding bits in the last character"
        );
    }

    #[test]
    fn encode_needs_a_solution() {
        let mut b = decode(SAMPLE).unwrap();
        b.solution = None;
        let e = encode(&b).unwrap_err();
        assert!(
            e.found.starts_with("no digit and no solution at r1c1"),
            "{e}"
        );
    }
}
