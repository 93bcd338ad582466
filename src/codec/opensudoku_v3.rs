//! The OpenSudoku Android app's own cell data (`version: 3`).
//!
//! ```text
//! version: 3
//! 6|0|0|0|260|1|0|337|1|...|8|0|0|
//! ```
//!
//! A header line `version: N`, a line break, then the 81 cells row by row on
//! one line, each `value|notes|editable|` (every field followed by `|`, so
//! the text ends with `|`). This is what the app's `CellCollection.serialize`
//! / `Cell.serialize` write (checked in the stored sources of
//! `ogarcia/opensudoku` and its Kotlin successor):
//!
//! * `value`: the digit, 0 for an empty cell;
//! * `notes`: the noted digits as a decimal bit mask, bit `d-1` for digit
//!   `d` (`CellNote`), `0` for none, so 0..=511 in at most 3 digits;
//! * `editable`: `0` for a given (a cell the player cannot change), `1` for
//!   every other cell.
//!
//! Mapping: a digit with `editable` 0 is a given, with `editable` 1 a placed
//! digit; the notes of empty cells are their candidates. The app keeps the
//! notes of a cell when a digit is entered into it (`SetCellValueCommand`
//! leaves them), so filled cells can carry notes: they are dropped, as the
//! board has candidates only on empty cells. The board has candidates
//! (`has_candidates`) when at least one empty cell has notes: a game without
//! any note is a game whose candidates were never written down.
//!
//! Other versions the app reads, all decoded here (the encoder writes version 3):
//!
//! * 1: notes as the digits each followed by `,` (`1,5,9,`), `-` for none;
//! * 2: as 3, but a bug could double the `|` after the notes (`4|0||1|`);
//! * 4 (Open Sudoku 2): `value|primary|secondary|editable|`, the primary
//!   marks being the old notes; secondary (centre) marks are dropped;
//! * 5: `value|primary|secondary|colour|editable|`; the colour is dropped too.
//!
//! Any other version is refused with an error naming it. The app's regular
//! expressions allow fewer than 81 cells in versions 1-3, but its reader
//! then leaves cells undefined; exactly 81 are required here.

use super::error::found_at;
use super::{holds, CodecError, Format, FormatRow, Lines, Style, Values, SUDOKU};
use crate::board::{digit_mask, Board, Cell, Mask, Variant};

/// The format's row of the format table: its names, what it holds, its
/// default style, reader and writer.
pub(super) const ROW: FormatRow = FormatRow {
    format: Format::OpenSudokuV3,
    name: "opensudoku-v3",
    title: "OpenSudoku app data",
    summary:
        "OpenSudoku app data 'version: 3': value|notes|editable| per cell (reads versions 1-5)",
    link: None,
    lines: Lines::Several,
    holds: holds(SUDOKU, Values::Distinct, true, false, false),
    default_style: Style::default,
    decode: |body, _| decode(body),
    encode: Some(|board, _| encode(board)),
    #[cfg(test)]
    sample: tests::GAME,
};

/// Reads OpenSudoku cell data with its `version:` header.
pub fn decode(body: &str) -> Result<Board, CodecError> {
    decode_as(Format::OpenSudokuV3, body)
}

/// Reads OpenSudoku cell data, naming `format` in errors (the XML list embeds this data).
pub(super) fn decode_as(format: Format, body: &str) -> Result<Board, CodecError> {
    let (version, start) = header(format, body)?;
    let mut reader = Reader {
        format,
        body,
        pos: start,
    };
    let mut board = Board::new(Variant::Sudoku);
    for (i, cell) in board.cells.iter_mut().enumerate() {
        *cell = reader.cell(version).map_err(|e| e.in_cell(i))?;
    }
    if reader.pos < body.len() {
        let at = reader.pos;
        return Err(CodecError::at(
            format,
            at,
            "the end of the text after 81 cells",
            found_at(body, at),
        ));
    }
    board.has_candidates = board.cells.iter().any(|c| c.candidates != 0);
    Ok(board)
}

/// Reads `version: N` and the line break after it: the version and where the cells start.
fn header(format: Format, body: &str) -> Result<(u32, usize), CodecError> {
    const KEY: &str = "version:";
    if !body.starts_with(KEY) {
        return Err(CodecError::at(
            format,
            0,
            "the header line 'version: 3'",
            found_at(body, 0),
        ));
    }
    let b = body.as_bytes();
    let mut i = KEY.len();
    while b.get(i) == Some(&b' ') {
        i += 1;
    }
    let start = i;
    while b.get(i).is_some_and(u8::is_ascii_digit) {
        i += 1;
    }
    if i == start {
        return Err(CodecError::at(
            format,
            i,
            "the version number",
            found_at(body, i),
        ));
    }
    let version = b[start..i].iter().fold(0u32, |n, d| {
        n.saturating_mul(10).saturating_add(u32::from(d - b'0'))
    });
    if !(1..=5).contains(&version) {
        let found = format!("version {}", &body[start..i]);
        return Err(CodecError::at(
            format,
            start,
            "a version this reader knows: 1, 2, 3, 4 or 5",
            found,
        ));
    }
    while matches!(b.get(i), Some(b' ' | b'\r')) {
        i += 1;
    }
    if b.get(i) != Some(&b'\n') {
        return Err(CodecError::at(
            format,
            i,
            "a line break after the version",
            found_at(body, i),
        ));
    }
    Ok((version, i + 1))
}

/// A numeric field: what it is called, its longest form in digits, its largest value.
#[derive(Clone, Copy)]
struct Field {
    name: &'static str,
    digits: usize,
    max: u16,
}

const VALUE: Field = Field {
    name: "the cell's value, a digit 0-9",
    digits: 1,
    max: 9,
};
const NOTES: Field = Field {
    name: "the notes, a number 0-511",
    digits: 3,
    max: 511,
};
const SECONDARY: Field = Field {
    name: "the secondary marks, a number 0-511",
    digits: 3,
    max: 511,
};
const COLOUR: Field = Field {
    name: "the colour, a digit",
    digits: 1,
    max: 9,
};
const EDITABLE: Field = Field {
    name: "the editable flag, 0 (a given) or 1",
    digits: 1,
    max: 1,
};

/// Walks the cell data.
struct Reader<'a> {
    format: Format,
    body: &'a str,
    pos: usize,
}

impl Reader<'_> {
    fn error(&self, at: usize, expected: impl Into<String>) -> CodecError {
        CodecError::at(self.format, at, expected, found_at(self.body, at))
    }

    /// Reads one cell in the layout of `version`.
    fn cell(&mut self, version: u32) -> Result<Cell, CodecError> {
        let value = self.number(VALUE)? as u8;
        let notes = if version == 1 {
            self.notes_v1()?
        } else {
            self.number(NOTES)?
        };
        if version == 2 && self.body.as_bytes().get(self.pos) == Some(&b'|') {
            self.pos += 1;
        }
        if version >= 4 {
            self.number(SECONDARY)?;
        }
        if version == 5 {
            self.number(COLOUR)?;
        }
        let editable = self.number(EDITABLE)?;
        Ok(match (value, editable) {
            (0, _) => Cell::with_candidates(notes),
            (d, 0) => Cell::given(d),
            (d, _) => Cell::placed(d),
        })
    }

    /// Reads a decimal field and the `|` after it.
    fn number(&mut self, field: Field) -> Result<u16, CodecError> {
        let b = self.body.as_bytes();
        let start = self.pos;
        let mut end = start;
        while end < b.len() && b[end].is_ascii_digit() {
            end += 1;
        }
        if end == start {
            return Err(self.error(start, field.name));
        }
        if end - start > field.digits {
            let at = start + field.digits;
            return Err(self.error(
                at,
                format!("'|' after {} ({} digits at most)", field.name, field.digits),
            ));
        }
        let n = b[start..end]
            .iter()
            .fold(0u16, |n, d| n * 10 + u16::from(d - b'0'));
        if n > field.max {
            return Err(CodecError::at(
                self.format,
                start,
                field.name,
                format!("{n}"),
            ));
        }
        if b.get(end) != Some(&b'|') {
            return Err(self.error(end, format!("'|' after {}", field.name)));
        }
        self.pos = end + 1;
        Ok(n)
    }

    /// Reads version 1 notes, `-` or digits each followed by `,`, and the `|` after them.
    fn notes_v1(&mut self) -> Result<Mask, CodecError> {
        let b = self.body.as_bytes();
        let start = self.pos;
        let mut i = start;
        let mut mask = 0;
        if b.get(i) == Some(&b'-') {
            i += 1;
        } else {
            while i == start || b.get(i) != Some(&b'|') {
                match b.get(i) {
                    Some(&d @ b'1'..=b'9') => mask |= digit_mask(d - b'0'),
                    _ if i == start => {
                        return Err(
                            self.error(i, "the notes: '-' or digits 1-9 each followed by ','")
                        )
                    }
                    _ => return Err(self.error(i, "a noted digit 1-9 or '|'")),
                }
                if b.get(i + 1) != Some(&b',') {
                    return Err(self.error(i + 1, "',' after the noted digit"));
                }
                i += 2;
            }
        }
        if b.get(i) != Some(&b'|') {
            return Err(self.error(i, "'|' after the notes"));
        }
        self.pos = i + 1;
        Ok(mask)
    }
}

/// Writes `version: 3` cell data: givens not editable, notes for the candidates of empty cells.
pub fn encode(board: &Board) -> Result<String, CodecError> {
    let mut s = String::from("version: 3\n");
    for c in &board.cells {
        let notes = if c.is_open() && board.has_candidates {
            c.candidates
        } else {
            0
        };
        s.push_str(&format!("{}|{}|{}|", c.value, notes, u8::from(!c.given)));
    }
    Ok(s)
}

#[cfg(test)]
pub(super) mod tests {
    use super::*;
    use crate::board::digits_of;

    /// A game in progress: the board of the `pencilmark_sudokustudio` vector
    /// (givens, placed digits and candidates), as the app writes it.
    pub const GAME: &str = "version: 3\n6|0|0|0|260|1|0|337|1|0|66|1|8|0|0|0|17|1|0|259|1|4|0|0|0|261|1|0|20|1|4|0|1|0|337|1|0|70|1|0|18|1|0|273|1|0|259|1|8|0|0|6|0|0|2|0|0|0|132|1|0|129|1|4|0|0|0|260|1|6|0|0|7|0|0|5|0|1|0|261|1|1|0|1|5|0|1|3|0|0|9|0|0|7|0|0|4|0|1|8|0|0|6|0|0|2|0|1|0|384|1|7|0|0|0|384|1|0|34|1|0|34|1|3|0|1|5|0|1|1|0|0|4|0|1|4|0|1|6|0|0|2|0|0|5|0|1|1|0|0|8|0|0|3|0|0|9|0|1|7|0|1|0|384|1|0|388|1|6|0|0|1|0|0|0|260|1|2|0|0|4|0|1|7|0|1|5|0|0|7|0|0|2|0|0|4|0|1|8|0|1|0|48|1|0|272|1|0|289|1|3|0|1|0|257|1|0|20|1|1|0|0|0|272|1|0|36|1|4|0|0|7|0|1|0|288|1|2|0|1|8|0|0|";

    const GIVENS: &str =
        "6...8..4........862..4.67....397.86..7.....1..62.183....61.2..572........1..4...8";
    const PLACED: &str =
        "..........4..............5.15...4..2.....35.44..5...97......47...48...3......7.2.";

    fn digits(board: &Board, given: bool) -> String {
        let keep = |c: &Cell| c.value != 0 && c.given == given;
        board
            .cells
            .iter()
            .map(|c| {
                if keep(c) {
                    (b'0' + c.value) as char
                } else {
                    '.'
                }
            })
            .collect()
    }

    /// Rewrites version 3 cell data in another version's layout.
    fn in_version(text: &str, version: u32) -> String {
        let fields: Vec<&str> = text
            .strip_prefix("version: 3\n")
            .unwrap()
            .split('|')
            .collect();
        let mut out = format!("version: {version}\n");
        for cell in fields.chunks(3).filter(|c| c.len() == 3) {
            let (value, notes, editable) = (cell[0], cell[1], cell[2]);
            let notes_v1 = match notes.parse::<u16>().unwrap() {
                0 => "-".to_string(),
                m => digits_of(m).map(|d| format!("{d},")).collect(),
            };
            out.push_str(&match version {
                1 => format!("{value}|{notes_v1}|{editable}|"),
                2 => format!("{value}|{notes}||{editable}|"),
                4 => format!("{value}|{notes}|0|{editable}|"),
                _ => format!("{value}|{notes}|0|3|{editable}|"),
            });
        }
        out
    }

    #[test]
    fn a_game_decodes_and_round_trips() {
        let board = decode(GAME).unwrap();
        assert_eq!(digits(&board, true), GIVENS);
        assert_eq!(digits(&board, false), PLACED);
        assert!(board.has_candidates);
        assert_eq!(board.cells[1], Cell::with_candidates(260));
        assert_eq!(crate::rules::candidates(&board)[3], 66);
        assert_eq!(encode(&board).unwrap(), GAME);
    }

    #[test]
    fn older_and_newer_versions_decode_alike() {
        let board = decode(GAME).unwrap();
        for version in [1, 2, 4, 5] {
            let text = in_version(GAME, version);
            assert_eq!(decode(&text).unwrap(), board, "version {version}");
        }
        assert!(in_version(GAME, 1).starts_with("version: 1\n6|-|0|0|3,9,|1|"));
        // Version 2 without the doubled bar is read too.
        let text = GAME.replacen("version: 3", "version: 2", 1);
        assert_eq!(decode(&text).unwrap(), board);
    }

    #[test]
    fn notes_on_filled_cells_are_dropped_and_no_notes_means_no_candidates() {
        let text = GAME.replacen("6|0|0|", "6|5|0|", 1);
        assert_eq!(decode(&text).unwrap().cells[0], Cell::given(6));
        let mut plain = String::from("version: 3\n");
        plain.push_str(&"0|0|1|".repeat(80));
        plain.push_str("9|0|0|");
        let board = decode(&plain).unwrap();
        assert!(!board.has_candidates);
        assert_eq!(board.cells[80], Cell::given(9));
        assert_eq!(encode(&board).unwrap(), plain);
        // Candidates of a board that has none are not written.
        let mut board = board;
        board.cells[0].candidates = 7;
        assert_eq!(encode(&board).unwrap(), plain);
    }

    #[test]
    fn header_errors() {
        let e = decode(&GAME.replacen("version: 3", "version: 7", 1)).unwrap_err();
        assert_eq!(
            e.to_string(),
            "opensudoku-v3 at character 10: expected a version this reader knows: 1, 2, 3, 4 or 5, found version 7"
        );
        let e = decode("version: x\n").unwrap_err();
        assert_eq!(
            (e.offset, e.expected.as_str(), e.found.as_str()),
            (Some(9), "the version number", "'x'")
        );
        let e = decode("version: 3 0|0|1|").unwrap_err();
        assert_eq!(
            (e.offset, e.expected.as_str()),
            (Some(11), "a line break after the version")
        );
        let e = decode("0|0|1|").unwrap_err();
        assert_eq!((e.offset, e.found.as_str()), (Some(0), "'0'"));
        let crlf = GAME.replacen('\n', "\r\n", 1);
        assert_eq!(decode(&crlf).unwrap(), decode(GAME).unwrap());
    }

    #[test]
    fn cell_errors_name_offset_and_cell() {
        // r1c2's notes: "0|260|1|" starts at byte 17.
        let text = GAME.replacen("0|260|1|", "0|600|1|", 1);
        let e = decode(&text).unwrap_err();
        assert_eq!(
            (e.offset, e.cell, e.found.as_str()),
            (Some(19), Some(1), "600")
        );
        assert_eq!(e.expected, "the notes, a number 0-511");
        let text = GAME.replacen("0|260|1|", "0|2600|1|", 1);
        let e = decode(&text).unwrap_err();
        assert_eq!((e.offset, e.found.as_str()), (Some(22), "'0'"));
        let text = GAME.replacen("0|260|1|", "0|260|2|", 1);
        let e = decode(&text).unwrap_err();
        assert_eq!(
            (e.offset, e.cell, e.found.as_str()),
            (Some(23), Some(1), "2")
        );
        let text = GAME.replacen("0|260|1|", "0|260;1|", 1);
        let e = decode(&text).unwrap_err();
        assert_eq!(
            (e.offset, e.expected.as_str()),
            (Some(22), "'|' after the notes, a number 0-511")
        );
        let text = GAME.replacen("6|0|0|", "x|0|0|", 1);
        let e = decode(&text).unwrap_err();
        assert_eq!(
            (e.offset, e.cell, e.found.as_str()),
            (Some(11), Some(0), "'x'")
        );
    }

    #[test]
    fn length_errors() {
        let e = decode(&GAME[..GAME.len() - 1]).unwrap_err();
        assert_eq!(
            (e.offset, e.cell, e.found.as_str()),
            (Some(GAME.len() - 1), Some(80), "the end of the text")
        );
        let e = decode(&format!("{GAME}0|0|1|")).unwrap_err();
        assert_eq!(
            (e.offset, e.expected.as_str()),
            (Some(GAME.len()), "the end of the text after 81 cells")
        );
        let e = decode(&GAME.replacen("|", "\n", 1)).unwrap_err();
        assert_eq!((e.offset, e.found.as_str()), (Some(12), "a line break"));
    }

    #[test]
    fn version_1_notes_errors() {
        let v1 = in_version(GAME, 1);
        let e = decode(&v1.replacen("|3,9,|", "|3,9|", 1)).unwrap_err();
        assert_eq!(
            (e.offset, e.cell, e.expected.as_str()),
            (Some(22), Some(1), "',' after the noted digit")
        );
        let e = decode(&v1.replacen("|3,9,|", "|0,|", 1)).unwrap_err();
        assert_eq!((e.offset, e.found.as_str()), (Some(19), "'0'"));
        let e = decode(&v1.replacen("|-|", "||", 1)).unwrap_err();
        assert_eq!(
            e.expected,
            "the notes: '-' or digits 1-9 each followed by ','"
        );
        let e = decode(&v1.replacen("|-|", "|-x|", 1)).unwrap_err();
        assert_eq!(
            (e.offset, e.expected.as_str()),
            (Some(14), "'|' after the notes")
        );
    }
}
