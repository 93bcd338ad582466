//! Str8ts text: the 81 cells as characters, on one line or on nine lines of nine.
//!
//! `#` is an empty black cell, `a`..`i` a black clue 1..9, `.` or `0` an
//! empty white cell, `1`..`9` a white given. This is the form of
//! `shared/data/str8ts/` and of many Str8ts collections. Placed digits and
//! candidates have no place in it.

use super::error::found_at;
use super::text::{empty_char, lines_with_offsets};
use super::{holds, CodecError, Format, FormatRow, Lines, Style, Values, STR8TS};
use crate::board::{Board, Cell, Col, Pos, Row, Variant, CELLS};

/// The format's row of the format table: its names, what it holds, its
/// default style, reader and writer.
pub(super) const ROW: FormatRow = FormatRow {
    format: Format::Str8tsText,
    name: "str8ts-text",
    title: "Str8ts text",
    summary: "Str8ts text, 81 chars or 9 lines: # black, a-i black clue, . empty, digit",
    link: None,
    lines: Lines::Either,
    holds: holds(STR8TS, Values::GivensOnly, false, true, false),
    default_style: Style::default,
    decode,
    encode: Some(encode),
    #[cfg(test)]
    sample: tests::NINE_LINES,
};

const F: Format = Format::Str8tsText;

/// Reads 81 characters, or nine lines of nine (trailing spaces on a line are ignored).
pub fn decode(body: &str, style: &mut Style) -> Result<Board, CodecError> {
    let cells = cell_chars(body)?;
    let mut board = Board::new(Variant::Str8ts);
    for (i, &(offset, b)) in cells.iter().enumerate() {
        board.cells[i] = cell_of(b).ok_or_else(|| {
            CodecError::at(
                F,
                offset,
                "'#', a letter a-i, '.', '0' or a digit",
                found_at(body, offset),
            )
            .in_cell(i)
        })?;
    }
    style.one_line = !body.contains('\n');
    style.zero_empty =
        cells.iter().any(|&(_, b)| b == b'0') && !cells.iter().any(|&(_, b)| b == b'.');
    Ok(board)
}

/// The 81 cell characters with their byte offsets.
fn cell_chars(body: &str) -> Result<Vec<(usize, u8)>, CodecError> {
    if !body.contains('\n') {
        if body.len() != CELLS || !body.is_ascii() {
            return Err(CodecError::whole(
                F,
                "81 characters or nine lines of nine",
                format!("{} characters", body.chars().count()),
            ));
        }
        return Ok(body.bytes().enumerate().collect());
    }
    let lines = lines_with_offsets(body);
    if lines.len() != 9 {
        return Err(CodecError::whole(
            F,
            "nine lines of nine cells",
            format!("{} lines", lines.len()),
        ));
    }
    let mut out = Vec::with_capacity(CELLS);
    for (r, (start, line)) in lines.into_iter().enumerate() {
        let line = line.trim_end_matches([' ', '\t']);
        if line.len() != 9 || !line.is_ascii() {
            let found = format!("{} characters on line {}", line.chars().count(), r + 1);
            return Err(
                CodecError::at(F, start, "nine characters on every line", found)
                    .in_cell(Pos::at(Row::new(r), Col::new(0)).index()),
            );
        }
        out.extend(line.bytes().enumerate().map(|(k, b)| (start + k, b)));
    }
    Ok(out)
}

fn cell_of(b: u8) -> Option<Cell> {
    match b {
        b'#' => Some(Cell::BLACK),
        b'a'..=b'i' => Some(Cell::black_clue(b - b'a' + 1)),
        b'.' | b'0' => Some(Cell::EMPTY),
        b'1'..=b'9' => Some(Cell::given(b - b'0')),
        _ => None,
    }
}

/// Writes the givens and black cells; placed digits and candidates are dropped.
pub fn encode(board: &Board, style: &Style) -> Result<String, CodecError> {
    let empty = empty_char(style.zero_empty);
    let mut out = String::with_capacity(CELLS + 9);
    for (i, c) in board.cells.iter().enumerate() {
        if i > 0 && Pos::new(i).col() == Col::new(0) && !style.one_line {
            out.push('\n');
        }
        out.push(match (c.black, c.given) {
            (true, true) => (b'a' + c.value - 1) as char,
            (true, false) => '#',
            (false, true) => (b'0' + c.value) as char,
            (false, false) => empty,
        });
    }
    Ok(out)
}

#[cfg(test)]
pub(super) mod tests {
    use super::*;

    pub const NINE_LINES: &str = "f.3##..##\n41.3#.8.6\n..#..#...\n...b...7#\n#i..6..##\n#....#...\n..8#4.#6.\n..9.a2...\n##56#d2.#";

    #[test]
    fn nine_lines_round_trip() {
        let mut style = Style::default();
        let b = decode(NINE_LINES, &mut style).unwrap();
        assert!(!style.one_line);
        assert_eq!(b.cells[0], Cell::black_clue(6));
        assert_eq!(b.cells[1], Cell::EMPTY);
        assert_eq!(b.cells[2], Cell::given(3));
        assert_eq!(b.cells[3], Cell::BLACK);
        assert_eq!(b.black_count(), 24);
        assert_eq!(encode(&b, &style).unwrap(), NINE_LINES);
    }

    #[test]
    fn one_line_with_zeros_round_trips() {
        let text = NINE_LINES.replace('\n', "").replace('.', "0");
        let mut style = Style::default();
        let b = decode(&text, &mut style).unwrap();
        assert!(style.one_line && style.zero_empty);
        assert_eq!(encode(&b, &style).unwrap(), text);
    }

    #[test]
    fn errors() {
        let bad = NINE_LINES.replacen("41.3", "41x3", 1);
        let e = decode(&bad, &mut Style::default()).unwrap_err();
        assert_eq!(e.to_string(), "str8ts-text at character 13 (r2c3): expected '#', a letter a-i, '.', '0' or a digit, found 'x'");
        let short = NINE_LINES.replacen("41.3#.8.6", "41.3#.8.", 1);
        let e = decode(&short, &mut Style::default()).unwrap_err();
        assert_eq!(e.to_string(), "str8ts-text at character 11 (r2c1): expected nine characters on every line, found 8 characters on line 2");
        let e = decode("#..", &mut Style::default()).unwrap_err();
        assert_eq!(e.found, "3 characters");
    }
}
