//! Multi-line Sudoku grid with box lines: the puzzle's givens only.
//!
//! Four layouts are read and written, recorded in [`Style::frame`] so that a
//! decoded text is written back byte for byte:
//!
//! * [`Frame::Dots`], Sudoku Studio's multi-line format (13 lines):
//!
//!   ```text
//!   .-------.-------.-------.
//!   | 6 . . | . 8 . | . 4 . |
//!   | . . . | . . . | . 8 6 |
//!   | 2 . . | 4 . 6 | 7 . . |
//!   :-------+-------+-------:
//!   ... two more bands of three rows, the second one also followed by :-------+-------+-------:
//!   '-------'-------'-------'
//!   ```
//!
//! * [`Frame::Plus`]: the same rows, every box line `+-------+-------+-------+`.
//! * [`Frame::SimpleSudoku`]: rows of 13 characters such as `|6..|.8.|.4.|`,
//!   `*-----------*` above and below the grid and `|---+---+---|` between the
//!   bands. (This layout is the one the brief describes for Simple Sudoku's
//!   `.ss` files; the stored sources searched confirm only that HoDoKu reads
//!   such grids by dropping every run of `---`, not the exact characters.)
//! * [`Frame::Bare`]: nine lines of nine cells, no box lines.
//! * [`Frame::Spaced`]: nine lines of nine cells separated by spaces, as
//!   many programs and forums print a grid: `4 . . . . . 8 . 5`, or with
//!   `|` between boxes `4 . . | . . . | 8 . 5`. Between two bands there may
//!   be one blank line or one rule line made of `-`, `=`, `+`, `*`, `|` and
//!   spaces (such as `------+-------+------`). [`Style::spaced`] records
//!   the `|` and the first line between bands, so that the text is written
//!   back as read; runs of several spaces are written back as one, and a
//!   second band line that differs from the first as the first. `-` is not
//!   an empty cell here (it makes the rule lines).
//!
//! A cell is `1`-`9` for a given, `.` or `0` for an empty cell. The format
//! has no place for placed digits or candidates: the encoder writes placed
//! digits as empty cells. [`Style::zero_empty`] records whether the first
//! empty cell of the text was written `0`; a text mixing `.` and `0` is read
//! but is then written back with one of them only.
//!
//! The reader is strict: every character of every line must be where the
//! layout puts it, except that spaces at the end of a line are ignored (they
//! are often added by forums and editors). Line ends may be `\n` or `\r\n`.
//!
//! The box-line helpers at the top of this file ([`grid_lines`],
//! [`border_chars`], [`border_line`]) are shared with the pencilmark grids.

use super::error::{describe_char, found_at};
use super::text::{empty_char, lines_with_offsets};
use super::{
    holds, CodecError, Format, FormatRow, Frame, Lines, SpacedLayout, Style, Values, SUDOKU,
};
use crate::board::{Board, Cell, Variant};

/// The format's row of the format table: its names, what it holds, its
/// default style, reader and writer.
pub(super) const ROW: FormatRow = FormatRow {
    format: Format::Multiline,
    name: "multiline",
    title: "Sudoku grid with box lines",
    summary: "multi-line grid: box lines (Sudoku Studio, +---+, Simple Sudoku) or spaced cells (4 . . | . . . | 8 . 5)",
    link: None,
    lines: Lines::Several,
    holds: holds(SUDOKU, Values::GivensOnly, false, false, false),
    default_style: Style::default,
    decode,
    encode: Some(encode),
    #[cfg(test)]
    sample: tests::STUDIO,
};

const F: Format = Format::Multiline;

/// One of the horizontal box lines of a grid.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Border {
    /// The line above the grid.
    Top,
    /// A line between two bands of three rows.
    Middle,
    /// The line below the grid.
    Bottom,
}

/// What a line of a grid holds.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum GridLine {
    /// A box line.
    Border(Border),
    /// Row `r` (0..9) of cells.
    Row(usize),
}

/// The lines of a grid in `frame`, top to bottom: 13 lines with box lines, 9 without.
pub(super) fn grid_lines(frame: Frame) -> Vec<GridLine> {
    let framed = !matches!(frame, Frame::Bare | Frame::Spaced);
    let mut out = Vec::with_capacity(13);
    for band in 0..3 {
        if framed {
            out.push(GridLine::Border(if band == 0 {
                Border::Top
            } else {
                Border::Middle
            }));
        }
        out.extend((0..3).map(|r| GridLine::Row(band * 3 + r)));
    }
    if framed {
        out.push(GridLine::Border(Border::Bottom));
    }
    out
}

/// The four characters of a box line around its three runs of dashes: left
/// end, the two junctions, right end. Simple Sudoku's top and bottom lines
/// have no junctions (they are dashes too).
pub(super) fn border_chars(frame: Frame, border: Border) -> [u8; 4] {
    match (frame, border) {
        (Frame::Dots, Border::Top) => *b"....",
        (Frame::Dots, Border::Middle) => *b":++:",
        (Frame::Dots, Border::Bottom) => *b"''''",
        (Frame::SimpleSudoku, Border::Middle) => *b"|++|",
        (Frame::SimpleSudoku, _) => *b"*--*",
        (Frame::Plus | Frame::Bare | Frame::Spaced, _) => *b"++++",
    }
}

/// A box line with `dashes[b]` dashes above box column `b`.
pub(super) fn border_line(frame: Frame, border: Border, dashes: [usize; 3]) -> String {
    let [left, j1, j2, right] = border_chars(frame, border);
    let mut s = String::with_capacity(dashes.iter().sum::<usize>() + 4);
    s.push(left as char);
    for (&n, end) in dashes.iter().zip([j1, j2, right]) {
        s.extend(std::iter::repeat_n('-', n));
        s.push(end as char);
    }
    s
}

/// The frame of a grid text, from the start of its first line.
pub(super) fn frame_of(first_line: &str) -> Option<Frame> {
    let b = first_line.as_bytes();
    match (b.first(), b.get(1)) {
        (Some(b'.'), Some(b'-')) => Some(Frame::Dots),
        (Some(b'+'), Some(b'-')) => Some(Frame::Plus),
        (Some(b'*'), Some(b'-')) => Some(Frame::SimpleSudoku),
        _ => None,
    }
}

/// A row of cells: `x` stands for a cell, every other character is written as is.
fn row_template(frame: Frame) -> &'static str {
    match frame {
        Frame::Dots | Frame::Plus => "| x x x | x x x | x x x |",
        Frame::SimpleSudoku => "|xxx|xxx|xxx|",
        Frame::Bare => "xxxxxxxxx",
        Frame::Spaced => SPACED_ROW,
    }
}

/// A row of a [`Frame::Spaced`] grid without `|`.
const SPACED_ROW: &str = "x x x x x x x x x";
/// A row of a [`Frame::Spaced`] grid with `|` between boxes.
const SPACED_PIPES_ROW: &str = "x x x | x x x | x x x";

/// Dashes above each box column.
fn dashes(frame: Frame) -> [usize; 3] {
    match frame {
        Frame::SimpleSudoku => [3; 3],
        _ => [7; 3],
    }
}

/// Reads a multi-line grid of givens.
pub fn decode(body: &str, style: &mut Style) -> Result<Board, CodecError> {
    let lines = lines_with_offsets(body);
    let first = lines[0].1.trim_end_matches(' ');
    if frame_of(first).is_none() && first.contains(' ') {
        return decode_spaced(body, &lines, style);
    }
    let frame = frame_of(first).unwrap_or(Frame::Bare);
    let mut board = Board::new(Variant::Sudoku);
    let mut zero_empty = None;
    let layout = grid_lines(frame);
    for (k, &kind) in layout.iter().enumerate() {
        let Some(&(off, raw)) = lines.get(k) else {
            return Err(CodecError::at(
                F,
                body.len(),
                describe_line(frame, kind),
                "the end of the text",
            ));
        };
        let line = raw.trim_end_matches(' ');
        match kind {
            GridLine::Border(b) => {
                expect_line(body, off, line, &border_line(frame, b, dashes(frame)))?;
            }
            GridLine::Row(r) => read_row(body, off, line, frame, r, &mut board, &mut zero_empty)?,
        }
    }
    if let Some(&(off, _)) = lines.get(layout.len()) {
        let expected = format!("the end of the grid after {} lines", layout.len());
        return Err(CodecError::at(F, off, expected, found_at(body, off)));
    }
    style.frame = frame;
    style.zero_empty = zero_empty.unwrap_or(false);
    Ok(board)
}

/// What a missing line should have been, for the error message.
fn describe_line(frame: Frame, kind: GridLine) -> String {
    match kind {
        GridLine::Border(b) => format!("the box line {}", border_line(frame, b, dashes(frame))),
        GridLine::Row(r) => format!("row {} of the grid", r + 1),
    }
}

/// Fails at the first character of `line` (at byte `off` of `body`) that
/// differs from the box line `expected`.
fn expect_line(body: &str, off: usize, line: &str, expected: &str) -> Result<(), CodecError> {
    let (got, want) = (line.as_bytes(), expected.as_bytes());
    let same = got.iter().zip(want).take_while(|(a, b)| a == b).count();
    if same == got.len() && same == want.len() {
        return Ok(());
    }
    let what = match want.get(same) {
        Some(&c) => format!("{} in the box line {expected}", describe_char(c as char)),
        None => format!("the end of the box line {expected}"),
    };
    Err(CodecError::at(
        F,
        off + same,
        what,
        found_at(body, off + same),
    ))
}

/// Reads row `r` (the line at byte `off` of `body`) into `board`.
fn read_row(
    body: &str,
    off: usize,
    line: &str,
    frame: Frame,
    r: usize,
    board: &mut Board,
    zero_empty: &mut Option<bool>,
) -> Result<(), CodecError> {
    let template = row_template(frame).as_bytes();
    let bytes = line.as_bytes();
    let mut cell = r * 9;
    for (i, &t) in template.iter().enumerate() {
        let at = off + i;
        let got = bytes.get(i).copied();
        if t == b'x' {
            read_cell(body, at, got, cell, board, zero_empty).map_err(|e| match (r, i) {
                // The first character of the text: neither a box line nor a row.
                (0, 0) => {
                    let expected =
                        "a box line (.---, +--- or *---) or a row of nine cells (1-9, '.' or '0')";
                    CodecError::at(F, at, expected, found_at(body, at)).in_cell(cell)
                }
                _ => e,
            })?;
            cell += 1;
        } else if got != Some(t) {
            return Err(CodecError::at(
                F,
                at,
                describe_char(t as char),
                found_at(body, at),
            ));
        }
    }
    if bytes.len() > template.len() {
        let at = off + template.len();
        return Err(CodecError::at(
            F,
            at,
            "the end of the row",
            found_at(body, at),
        ));
    }
    Ok(())
}

/// Writes the givens of `board` in `style.frame`, empty cells as `.`
/// (or `0` with `style.zero_empty`).
pub fn encode(board: &Board, style: &Style) -> Result<String, CodecError> {
    let frame = style.frame;
    if frame == Frame::Spaced {
        return Ok(encode_spaced(board, style));
    }
    let empty = empty_char(style.zero_empty);
    let lines: Vec<String> = grid_lines(frame)
        .into_iter()
        .map(|kind| match kind {
            GridLine::Border(b) => border_line(frame, b, dashes(frame)),
            GridLine::Row(r) => fill_row(board, r, row_template(frame), empty),
        })
        .collect();
    Ok(lines.join("\n"))
}

/// Row `r` of `board` in `template` (`x` for each cell), givens only.
fn fill_row(board: &Board, r: usize, template: &str, empty: char) -> String {
    let mut cells = board.cells[r * 9..r * 9 + 9].iter().map(|c| match c.given {
        true if c.value != 0 => (b'0' + c.value) as char,
        _ => empty,
    });
    template
        .chars()
        .map(|t| {
            if t == 'x' {
                cells.next().unwrap_or(empty)
            } else {
                t
            }
        })
        .collect()
}

/// Writes a [`Frame::Spaced`] grid with the separators of `style.spaced`.
fn encode_spaced(board: &Board, style: &Style) -> String {
    let empty = empty_char(style.zero_empty);
    let template = match style.spaced.pipes {
        true => SPACED_PIPES_ROW,
        false => SPACED_ROW,
    };
    let mut lines = Vec::with_capacity(11);
    for r in 0..9 {
        if let (3 | 6, Some(band_line)) = (r, &style.spaced.band_line) {
            lines.push(band_line.clone());
        }
        lines.push(fill_row(board, r, template, empty));
    }
    lines.join("\n")
}

/// Whether `line` looks like a row of a [`Frame::Spaced`] grid: at least
/// five single characters separated by spaces, not starting with `|` (the
/// rows of framed grids do). Used by format detection; the decoder then
/// names whatever is wrong with the grid.
pub(super) fn is_spaced_row(line: &str) -> bool {
    let mut tokens = line.split_whitespace();
    !line.starts_with('|') && tokens.clone().count() >= 5 && tokens.all(|t| t.chars().count() == 1)
}

/// Whether `line` separates two bands of a spaced grid: blank, or a rule
/// made of `-`, `=`, `+`, `*`, `|` and spaces with at least one `-` or `=`.
fn is_band_line(line: &str) -> bool {
    line.trim().is_empty()
        || (line.contains(['-', '='])
            && line
                .chars()
                .all(|c| matches!(c, '-' | '=' | '+' | '*' | '|' | ' ')))
}

/// Reads a [`Frame::Spaced`] grid: nine rows of nine cells separated by
/// spaces, optional `|` between boxes (in every row or none), at most one
/// blank or rule line between two bands.
fn decode_spaced(
    body: &str,
    lines: &[(usize, &str)],
    style: &mut Style,
) -> Result<Board, CodecError> {
    let mut board = Board::new(Variant::Sudoku);
    let mut zero_empty = None;
    let mut pipes = None;
    let mut band_line: Option<Option<String>> = None;
    let mut r = 0;
    let mut gap_before = false;
    for (k, &(off, raw)) in lines.iter().enumerate() {
        let line = raw.trim_end_matches(' ');
        if r == 9 {
            let expected = "the end of the grid after 9 rows";
            return Err(CodecError::at(F, off, expected, found_at(body, off)));
        }
        if is_band_line(line) {
            if r == 0 || r % 3 != 0 || gap_before {
                return Err(misplaced_band_line(off, k, r, line));
            }
            gap_before = true;
            band_line.get_or_insert(Some(line.to_string()));
            continue;
        }
        if r == 3 || r == 6 {
            band_line.get_or_insert(None);
        }
        let row = SpacedRow {
            off,
            line_no: k + 1,
            r,
        };
        let has_pipes = row.read(body, line, &mut board, &mut zero_empty)?;
        row.check_pipes(has_pipes, *pipes.get_or_insert(has_pipes))?;
        gap_before = false;
        r += 1;
    }
    if r < 9 {
        let expected = format!("row {} of the grid", r + 1);
        return Err(CodecError::at(
            F,
            body.len(),
            expected,
            "the end of the text",
        ));
    }
    style.frame = Frame::Spaced;
    style.zero_empty = zero_empty.unwrap_or(false);
    style.spaced = SpacedLayout {
        pipes: pipes.unwrap_or(false),
        band_line: band_line.flatten(),
    };
    Ok(board)
}

/// Reads the cell character `got` (byte `at` of `body`; `None` past the
/// end of its line) into `cell` of `board`: a given `1`-`9`, or `.`/`0` for
/// an empty cell (the first empty one fixes `zero_empty`).
fn read_cell(
    body: &str,
    at: usize,
    got: Option<u8>,
    cell: usize,
    board: &mut Board,
    zero_empty: &mut Option<bool>,
) -> Result<(), CodecError> {
    match got {
        Some(d @ b'1'..=b'9') => board.cells[cell] = Cell::given(d - b'0'),
        Some(e @ (b'.' | b'0')) => {
            zero_empty.get_or_insert(e == b'0');
        }
        _ => {
            let expected = "a digit 1-9, '.' or '0'";
            return Err(CodecError::at(F, at, expected, found_at(body, at)).in_cell(cell));
        }
    }
    Ok(())
}

/// The words of `line` (separated by spaces) with their byte offsets.
fn tokens_with_offsets(line: &str) -> impl Iterator<Item = (usize, &str)> {
    line.split(' ')
        .scan(0, |start, token| {
            let here = *start;
            *start += token.len() + 1;
            Some((here, token))
        })
        .filter(|(_, token)| !token.is_empty())
}

/// The error for a blank or rule line (line `k`, 0-based, at byte `off`)
/// where row `r` (0-based) should be.
fn misplaced_band_line(off: usize, k: usize, r: usize, line: &str) -> CodecError {
    let expected = format!(
        "row {} of the grid on line {} (a blank or rule line may only separate two bands of three rows)",
        r + 1,
        k + 1
    );
    let found = match line.is_empty() {
        true => "a blank line".to_string(),
        false => format!("the rule line {line}"),
    };
    CodecError::at(F, off, expected, found)
}

/// One row line of a spaced grid: its byte offset, its line number (1-based)
/// and its row (0-based).
struct SpacedRow {
    off: usize,
    line_no: usize,
    r: usize,
}

impl SpacedRow {
    /// Reads the cells of `line` into `board`; returns whether it has `|`
    /// between boxes (after cells 3 and 6, nowhere else).
    fn read(
        &self,
        body: &str,
        line: &str,
        board: &mut Board,
        zero_empty: &mut Option<bool>,
    ) -> Result<bool, CodecError> {
        let mut cells = 0;
        let mut pipes_after = Vec::new();
        for (start, token) in tokens_with_offsets(line) {
            let at = self.off + start;
            if token == "|" {
                if (cells != 3 && cells != 6) || pipes_after.contains(&cells) {
                    let expected = "'|' only between boxes, after cells 3 and 6 of a row";
                    return Err(CodecError::at(F, at, expected, "'|'"));
                }
                pipes_after.push(cells);
                continue;
            }
            if token.chars().count() != 1 {
                let expected = "one cell (1-9, '.' or '0') between spaces";
                return Err(CodecError::at(F, at, expected, format!("'{token}'")));
            }
            if cells < 9 {
                let cell = self.r * 9 + cells;
                read_cell(body, at, Some(body.as_bytes()[at]), cell, board, zero_empty)?;
            }
            cells += 1;
        }
        if cells != 9 {
            let expected = format!("9 cells on line {} (row {})", self.line_no, self.r + 1);
            return Err(CodecError::at(
                F,
                self.off,
                expected,
                format!("{cells} cells"),
            ));
        }
        match pipes_after.len() {
            0 => Ok(false),
            2 => Ok(true),
            _ => {
                let expected = format!("'|' after both cells 3 and 6 of line {}", self.line_no);
                Err(CodecError::at(F, self.off, expected, "one '|'"))
            }
        }
    }

    /// Fails when this row has `|` between boxes and the first row has not, or the reverse.
    fn check_pipes(&self, has: bool, first: bool) -> Result<(), CodecError> {
        if has == first {
            return Ok(());
        }
        let (expected, found) = match first {
            true => ("'|' between boxes, as in row 1", "a row without '|'"),
            false => ("no '|', as in row 1", "a row with '|'"),
        };
        let expected = format!("{expected} (line {})", self.line_no);
        Err(CodecError::at(F, self.off, expected, found))
    }
}
#[cfg(test)]
pub(super) mod tests {
    use super::*;
    use crate::board::CELLS;
    use crate::codec::test_support::givens;

    /// Vector `multiline_sudokustudio` of shared/data/formats/vectors.jsonl.
    pub const STUDIO: &str = ".-------.-------.-------.
| 6 . . | . 8 . | . 4 . |
| . . . | . . . | . 8 6 |
| 2 . . | 4 . 6 | 7 . . |
:-------+-------+-------:
| . . 3 | 9 7 . | 8 6 . |
| . 7 . | . . . | . 1 . |
| . 6 2 | . 1 8 | 3 . . |
:-------+-------+-------:
| . . 6 | 1 . 2 | . . 5 |
| 7 2 . | . . . | . . . |
| . 1 . | . 4 . | . . 8 |
'-------'-------'-------'";

    const GIVENS: &str =
        "6...8..4........862..4.67....397.86..7.....1..62.183....61.2..572........1..4...8";

    const PLUS: &str = "+-------+-------+-------+
| 6 . . | . 8 . | . 4 . |
| . . . | . . . | . 8 6 |
| 2 . . | 4 . 6 | 7 . . |
+-------+-------+-------+
| . . 3 | 9 7 . | 8 6 . |
| . 7 . | . . . | . 1 . |
| . 6 2 | . 1 8 | 3 . . |
+-------+-------+-------+
| . . 6 | 1 . 2 | . . 5 |
| 7 2 . | . . . | . . . |
| . 1 . | . 4 . | . . 8 |
+-------+-------+-------+";

    const SIMPLE: &str = "*-----------*
|6..|.8.|.4.|
|...|...|.86|
|2..|4.6|7..|
|---+---+---|
|..3|97.|86.|
|.7.|...|.1.|
|.62|.18|3..|
|---+---+---|
|..6|1.2|..5|
|72.|...|...|
|.1.|.4.|..8|
*-----------*";

    const BARE_ZERO: &str = "600080040
000000086
200406700
003970860
070000010
062018300
006102005
720000000
010040008";

    /// The QA's first form: cells separated by single spaces.
    pub const SPACED: &str = "6 . . . 8 . . 4 .
. . . . . . . 8 6
2 . . 4 . 6 7 . .
. . 3 9 7 . 8 6 .
. 7 . . . . . 1 .
. 6 2 . 1 8 3 . .
. . 6 1 . 2 . . 5
7 2 . . . . . . .
. 1 . . 4 . . . 8";

    /// The QA's second form: `|` between boxes, rule lines between bands.
    pub const PRETTY: &str = "6 . . | . 8 . | . 4 .
. . . | . . . | . 8 6
2 . . | 4 . 6 | 7 . .
------+-------+------
. . 3 | 9 7 . | 8 6 .
. 7 . | . . . | . 1 .
. 6 2 | . 1 8 | 3 . .
------+-------+------
. . 6 | 1 . 2 | . . 5
7 2 . | . . . | . . .
. 1 . | . 4 . | . . 8";

    fn decoded(text: &str) -> (Board, Style) {
        let mut style = Style::default();
        let board = decode(text, &mut style).unwrap();
        (board, style)
    }

    #[test]
    fn studio_vector_decodes_and_round_trips() {
        let (board, style) = decoded(STUDIO);
        assert_eq!(givens(&board), GIVENS);
        assert!(!board.has_placed() && !board.has_candidates);
        assert_eq!((style.frame, style.zero_empty), (Frame::Dots, false));
        assert_eq!(encode(&board, &style).unwrap(), STUDIO);
    }

    #[test]
    fn studio_vector_drops_placed_digits() {
        // The vector's board had placed digits; the text shows givens only.
        let (mut board, style) = decoded(STUDIO);
        board.cells[10] = Cell::placed(4);
        board.cells[1] = Cell::with_candidates(0b101);
        assert_eq!(encode(&board, &style).unwrap(), STUDIO);
    }

    #[test]
    fn other_frames_decode_and_round_trip() {
        for (text, frame, zero) in [
            (PLUS, Frame::Plus, false),
            (SIMPLE, Frame::SimpleSudoku, false),
            (BARE_ZERO, Frame::Bare, true),
        ] {
            let (board, style) = decoded(text);
            assert_eq!(givens(&board), GIVENS, "{frame:?}");
            assert_eq!((style.frame, style.zero_empty), (frame, zero));
            assert_eq!(encode(&board, &style).unwrap(), text);
        }
    }

    #[test]
    fn crlf_and_trailing_spaces_are_read() {
        let text = STUDIO.replace('\n', "  \r\n");
        let (board, _) = decoded(text.trim_end());
        assert_eq!(givens(&board), GIVENS);
    }

    #[test]
    fn zero_empty_follows_the_first_empty_cell() {
        let text = PLUS.replacen(". . | . 8", "0 . | . 8", 1);
        let (board, style) = decoded(&text);
        assert!(style.zero_empty);
        assert_eq!(givens(&board), GIVENS);
        assert_eq!(encode(&board, &style).unwrap(), PLUS.replace('.', "0"));
    }

    #[test]
    fn default_style_writes_studio_dots() {
        let (board, _) = decoded(SIMPLE);
        assert_eq!(encode(&board, &Style::default()).unwrap(), STUDIO);
        let empty = Board::new(Variant::Sudoku);
        let text = encode(
            &empty,
            &Style {
                frame: Frame::Bare,
                ..Style::default()
            },
        )
        .unwrap();
        assert_eq!(text, vec![".".repeat(9); 9].join("\n"));
        assert_eq!(decoded(&text).0.cells, [Cell::EMPTY; CELLS]);
    }

    fn err(text: &str) -> CodecError {
        decode(text, &mut Style::default()).unwrap_err()
    }

    #[test]
    fn a_bad_cell_names_offset_and_cell() {
        // Row 2, cell 3 (r2c3) is at line offset 6; line 2 starts at byte 26 + 26.
        let text = STUDIO.replacen("| . . . | . . . | . 8 6 |", "| . . x | . . . | . 8 6 |", 1);
        let e = err(&text);
        assert_eq!((e.offset, e.cell), (Some(52 + 6), Some(11)));
        assert_eq!(
            e.to_string(),
            "multiline at character 59 (r2c3): expected a digit 1-9, '.' or '0', found 'x'"
        );
    }

    #[test]
    fn a_bad_separator_or_box_line_is_reported() {
        let text = STUDIO.replacen("| 6 . . | .", "| 6 . . ! .", 1);
        let e = err(&text);
        assert_eq!((e.offset, e.cell), (Some(26 + 8), None));
        assert_eq!(e.expected, "'|'");
        assert_eq!(e.found, "'!'");

        let text = STUDIO.replacen(":-------+", ":-------*", 1);
        let e = err(&text);
        assert_eq!(e.offset, Some(4 * 26 + 8));
        assert_eq!(e.expected, "'+' in the box line :-------+-------+-------:");
        assert_eq!(e.found, "'*'");

        let text = SIMPLE.replacen("*-----------*", "*----------*", 1);
        let e = err(&text);
        assert_eq!((e.offset, e.found.as_str()), (Some(11), "'*'"));
        assert_eq!(e.expected, "'-' in the box line *-----------*");
    }

    #[test]
    fn missing_extra_and_long_lines_are_reported() {
        let short: Vec<&str> = STUDIO.lines().take(12).collect();
        let short = short.join("\n");
        let e = err(&short);
        assert_eq!(e.offset, Some(short.len()));
        assert_eq!(e.expected, "the box line '-------'-------'-------'");
        assert_eq!(e.found, "the end of the text");

        let long = format!("{STUDIO}\n| 1 |");
        let e = err(&long);
        assert_eq!(e.offset, Some(STUDIO.len() + 1));
        assert_eq!(e.expected, "the end of the grid after 13 lines");

        let text = BARE_ZERO.replacen("600080040", "6000800401", 1);
        let e = err(&text);
        assert_eq!(
            (e.offset, e.expected.as_str(), e.found.as_str()),
            (Some(9), "the end of the row", "'1'")
        );

        let e = err("600080040\n000000086");
        assert_eq!(
            (e.offset, e.expected.as_str()),
            (Some(19), "row 3 of the grid")
        );
    }

    #[test]
    fn an_unknown_first_line_says_what_a_grid_starts_with() {
        let e = err("#-------.\n");
        assert_eq!(e.offset, Some(0));
        assert!(
            e.expected.starts_with("a box line (.---, +--- or *---)"),
            "{e}"
        );
        let e = err("6é");
        assert_eq!((e.offset, e.found.as_str()), (Some(1), "'é'"));
    }

    /// Decodes `text` with format detection; it must be a multi-line grid.
    fn detected(text: &str) -> (Board, Style) {
        let d = crate::codec::decode(text).unwrap();
        assert_eq!(d.format, Format::Multiline, "{text}");
        (d.board, d.style)
    }

    fn spaced(pipes: bool, band_line: Option<&str>) -> SpacedLayout {
        SpacedLayout {
            pipes,
            band_line: band_line.map(str::to_string),
        }
    }

    #[test]
    fn spaced_grids_are_detected_decoded_and_written_back() {
        let blank_bands =
            SPACED
                .replacen("\n. . 3", "\n\n. . 3", 1)
                .replacen("\n. . 6", "\n\n. . 6", 1);
        let pipes_only = PRETTY.replace("------+-------+------\n", "");
        let equals = PRETTY.replace("------+-------+------", "======+=======+======");
        let zeros = PRETTY.replace('.', "0");
        let rule = Some("------+-------+------");
        for (text, layout, zero) in [
            (SPACED, spaced(false, None), false),
            (PRETTY, spaced(true, rule), false),
            (&blank_bands, spaced(false, Some("")), false),
            (&pipes_only, spaced(true, None), false),
            (&equals, spaced(true, Some("======+=======+======")), false),
            (&zeros, spaced(true, rule), true),
        ] {
            let (board, style) = detected(text);
            assert_eq!(givens(&board), GIVENS, "{text}");
            assert_eq!(
                (style.frame, &style.spaced, style.zero_empty),
                (Frame::Spaced, &layout, zero)
            );
            let back = crate::codec::encode_with(&board, Format::Multiline, &style).unwrap();
            assert_eq!(back, *text);
        }
    }

    #[test]
    fn spaced_grids_normalise_extra_spaces_and_crlf() {
        let loose = PRETTY.replace(" | ", "  |  ").replace('\n', "  \r\n");
        let (board, style) = detected(&loose);
        assert_eq!(givens(&board), GIVENS);
        assert_eq!(encode(&board, &style).unwrap(), PRETTY);
    }

    #[test]
    fn any_frame_converts_to_a_spaced_grid_and_back() {
        let (board, _) = decoded(STUDIO);
        let style = Style {
            frame: Frame::Spaced,
            spaced: spaced(true, Some("------+-------+------")),
            ..Style::default()
        };
        assert_eq!(encode(&board, &style).unwrap(), PRETTY);
        let plain = Style {
            frame: Frame::Spaced,
            ..Style::default()
        };
        assert_eq!(encode(&board, &plain).unwrap(), SPACED);
    }

    fn spaced_err(text: &str) -> String {
        crate::codec::decode(text).unwrap_err().to_string()
    }

    #[test]
    fn a_spaced_row_of_eight_cells_names_its_line() {
        let text = SPACED.replacen("2 . . 4 . 6 7 . .", "2 . . 4 . 6 7 .", 1);
        assert_eq!(
            spaced_err(&text),
            "multiline at character 37: expected 9 cells on line 3 (row 3), found 8 cells"
        );
        let text = PRETTY.replacen(". 7 . | . . . | . 1 .", ". 7 . | . . . | . 1 . 5", 1);
        assert_eq!(
            spaced_err(&text),
            "multiline at character 111: expected 9 cells on line 6 (row 5), found 10 cells"
        );
    }

    #[test]
    fn spaced_grid_errors_name_the_place() {
        for (text, message) in [
            (
                SPACED.replacen("6 . . . 8", "6 . _ . 8", 1),
                "multiline at character 5 (r1c3): expected a digit 1-9, '.' or '0', found '_'",
            ),
            (
                SPACED.replacen(". 7 .", ". 7 -", 1),
                "multiline at character 77 (r5c3): expected a digit 1-9, '.' or '0', found '-'",
            ),
            (
                PRETTY.replacen("6 . . | . 8 .", "6 . | . . 8 .", 1),
                "multiline at character 5: expected '|' only between boxes, after cells 3 and 6 of a row, found '|'",
            ),
            (
                PRETTY.replacen(". . . | . . . | . 8 6", ". . . | . . . . 8 6", 1),
                "multiline at character 23: expected '|' after both cells 3 and 6 of line 2, found one '|'",
            ),
            (
                PRETTY.replacen(". 7 . | . . . | . 1 .", ". 7 . . . . . 1 .", 1),
                "multiline at character 111: expected '|' between boxes, as in row 1 (line 6), found a row without '|'",
            ),
            (
                SPACED.replacen(". 7 . . . . . 1 .", ". 7 . . . . .. 1", 1),
                "multiline at character 85: expected one cell (1-9, '.' or '0') between spaces, found '..'",
            ),
            (
                SPACED.replacen("\n. . . . . . . 8 6", "\n---------\n. . . . . . . 8 6", 1),
                "multiline at character 19: expected row 2 of the grid on line 2 (a blank or rule line may only separate two bands of three rows), found the rule line ---------",
            ),
            (
                PRETTY.replacen("------+-------+------", "------+-------+------\n", 1),
                "multiline at character 89: expected row 4 of the grid on line 5 (a blank or rule line may only separate two bands of three rows), found a blank line",
            ),
            (
                format!("- - - + - - - + - - -\n{SPACED}"),
                "multiline at character 1: expected row 1 of the grid on line 1 (a blank or rule line may only separate two bands of three rows), found the rule line - - - + - - - + - - -",
            ),
            (
                format!("{SPACED}\n1 2 3 4 5 6 7 8 9"),
                "multiline at character 163: expected the end of the grid after 9 rows, found '1'",
            ),
            (
                SPACED[..143].to_string(),
                "multiline at character 144: expected row 9 of the grid, found the end of the text",
            ),
        ] {
            assert_eq!(spaced_err(&text), message, "{text}");
        }
    }

    #[test]
    fn detection_does_not_take_other_grids_for_spaced_ones() {
        assert_eq!(detected(STUDIO).1.frame, Frame::Dots);
        assert_eq!(detected(BARE_ZERO).1.frame, Frame::Bare);
        assert!(!is_spaced_row("| 6 . . | . 8 . | . 4 . |"));
        assert!(!is_spaced_row(":-------+-------+-------:"));
        assert!(!is_spaced_row("6 . . 123 8"));
        assert!(is_spaced_row("6 . . . 8 . . 4"));
    }
}
