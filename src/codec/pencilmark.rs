//! Pencilmark grids (Sudoku Studio and HoDoKu): every cell written out,
//! empty cells with their candidates.
//!
//! ```text
//! .------------------.-----------------.-----------------.
//! | <6>  39    1579  | 27    <8>  15   | 129   <4>  139  |
//! | 35   *4*   1579  | 237   25   159  | 129   <8>  <6>  |
//! ...
//! :------------------+-----------------+-----------------:
//! ...
//! '------------------'-----------------'-----------------'
//! ```
//!
//! A cell is one token: `<d>` a given, `*d*` a placed digit, a string of
//! digits the candidates of an empty cell, `.` an empty cell without
//! candidates (HoDoKu writes that). When the grid has no `<`/`*` marks at all
//! (Sudoku Studio's "compatible" output and HoDoKu's), a single digit is a
//! value, read as a given because the text cannot tell givens from placed
//! digits, and longer digit strings are candidates. In a marked grid a plain
//! single digit is an empty cell with one candidate; in a plain grid such a
//! cell cannot be written (it comes back as a given).
//!
//! Layout, derived from the real vectors: a row is `| ` + box + ` | ` + box +
//! ` | ` + box + ` |`, a box is its three cells left-aligned in their column
//! widths and joined by two spaces; a box line has `w1 + w2 + w3 + 6` dashes
//! above the box whose columns are `w1`..`w3` wide, with the corners and
//! junctions of the [`Frame`]: Sudoku Studio's `.---.`/`:---+`/`'---'`
//! (also HoDoKu's), `+---+` on every line (Studio with `SubtleGridLines`
//! off), Simple Sudoku's `*-----*` above and below and `|---+---|` between
//! bands, or [`Frame::Bare`] (the nine rows only). The width of a column is
//! one of two rules, recorded in [`PencilmarkStyle::studio_widths`]:
//!
//! * Sudoku Studio: the largest over the column of the token length plus
//!   one, except that a marked digit (`<d>`, `*d*`) counts 3 (its length).
//!   Studio computes "number of candidates + 1" for every cell, which gives
//!   2 for a plain digit and 3 for a marked one.
//! * Legacy / HoDoKu: the longest token of the column. HoDoKu's
//!   `Sudoku2.getSudoku(PM_GRID)` pads every cell to the longest token + 1
//!   and puts one space before each cell and `| ` at each box start, which is
//!   exactly this layout, with plain digits and `.---.` box lines.
//!
//! Decoding records the frame, whether digits were marked, and which width
//! rule reproduces the text (Studio's when both do, the format's default
//! when neither does: the reader accepts any spacing between tokens and any
//! number of dashes). Spaces at the end of a line are ignored and lines may
//! end in `\r\n` (HoDoKu writes the system line separator, `\r\n` on
//! Windows). Differences from HoDoKu's own output not covered: HoDoKu ends
//! the grid with a line break (trimmed before decoding anyway), and its
//! "grid with step" variant marks cells with `*`, `#`, `@`, `A`... and
//! candidates with `-`; those marks are rejected with an error.
//!
//! [`Format::Pencilmark`] is registered here; [`Format::PencilmarkHodoku`]
//! (`pencilmark_hodoku.rs`) reads and writes with this file's functions and
//! differs only in its default [`Style`] (marked with Studio widths here,
//! plain with legacy widths there).

use super::error::{describe_char, found_at};
use super::multiline::{border_chars, border_line, frame_of, grid_lines, GridLine};
use super::text::lines_with_offsets;
use super::{
    holds, CodecError, Format, FormatRow, Frame, Lines, PencilmarkStyle, Style, Values, SUDOKU,
};
use crate::board::{digit_mask, digits_of, Board, Cell, Mask, Variant, CELLS};

/// The format's row of the format table: its names, what it holds, its
/// default style, reader and writer.
pub(super) const ROW: FormatRow = FormatRow {
    format: Format::Pencilmark,
    name: "pencilmark",
    title: "Pencilmark grid",
    summary: "Sudoku Studio pencilmark grid: <d> given, *d* placed, candidates",
    link: None,
    lines: Lines::Several,
    holds: holds(SUDOKU, Values::Distinct, true, false, false),
    default_style: studio_style,
    decode: |body, style| decode(Format::Pencilmark, body, style),
    encode: Some(encode),
    #[cfg(test)]
    sample: tests::STUDIO,
};

/// A cell token as written, before the grid tells how plain digits read.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Token {
    /// `<d>`.
    Given(u8),
    /// `*d*`.
    Placed(u8),
    /// A string of `len` distinct digits 1-9.
    Digits(Mask, usize),
    /// `.`.
    Dot,
}

/// Reads a pencilmark grid; `format` only names the format in errors.
pub fn decode(format: Format, body: &str, style: &mut Style) -> Result<Board, CodecError> {
    let lines = lines_with_offsets(body);
    let first = lines[0].1;
    let frame = match frame_of(first) {
        Some(frame) => frame,
        None if first.starts_with('|') => Frame::Bare,
        None => {
            let expected = "a box line (.---, +--- or *---) or a row starting with '|'";
            return Err(CodecError::at(format, 0, expected, found_at(body, 0)));
        }
    };
    let mut tokens = [Token::Dot; CELLS];
    let marks = std::cell::Cell::new(false);
    let layout = grid_lines(frame);
    for (k, &kind) in layout.iter().enumerate() {
        let Some(&(off, raw)) = lines.get(k) else {
            let expected = match kind {
                GridLine::Border(_) => "a box line".to_string(),
                GridLine::Row(r) => format!("row {} of the grid", r + 1),
            };
            return Err(CodecError::at(
                format,
                body.len(),
                expected,
                "the end of the text",
            ));
        };
        let line = raw.trim_end_matches(' ');
        let grid = Grid {
            format,
            body,
            off,
            line,
            marks: &marks,
        };
        match kind {
            GridLine::Border(b) => grid.check_border(border_chars(frame, b))?,
            GridLine::Row(r) => grid.read_row(r, &mut tokens)?,
        }
    }
    // HoDoKu's grid with a step ends with the step's description.
    if let Some(&(off, _)) = lines.get(layout.len()).filter(|_| !marks.get()) {
        let expected = format!("the end of the grid after {} lines", layout.len());
        return Err(CodecError::at(format, off, expected, found_at(body, off)));
    }

    let marked = tokens
        .iter()
        .any(|t| matches!(t, Token::Given(_) | Token::Placed(_)));
    let mut board = Board::new(Variant::Sudoku);
    board.has_candidates = true;
    for (cell, &token) in board.cells.iter_mut().zip(tokens.iter()) {
        *cell = match token {
            Token::Given(d) => Cell::given(d),
            Token::Placed(d) => Cell::placed(d),
            Token::Digits(mask, 1) if !marked => Cell::given(mask.trailing_zeros() as u8 + 1),
            Token::Digits(mask, _) => Cell::with_candidates(mask),
            Token::Dot => Cell::with_candidates(0),
        };
    }

    style.frame = frame;
    style.pencilmark.marked = marked;
    let text: Vec<&str> = lines.iter().map(|(_, l)| l.trim_end_matches(' ')).collect();
    for studio_widths in [true, false] {
        let pm = PencilmarkStyle {
            marked,
            studio_widths,
        };
        if render(&board, frame, pm)
            .split('\n')
            .eq(text.iter().copied())
        {
            style.pencilmark = pm;
            break;
        }
    }
    Ok(board)
}

/// One line of the text being read: `line` starts at byte `off` of `body`.
struct Grid<'a> {
    format: Format,
    body: &'a str,
    off: usize,
    line: &'a str,
    /// Set when a cell carries one of HoDoKu's step marks.
    marks: &'a std::cell::Cell<bool>,
}

impl Grid<'_> {
    /// An error at byte `i` of the line, describing what is there.
    fn error(&self, i: usize, expected: impl Into<String>) -> CodecError {
        CodecError::at(
            self.format,
            self.off + i,
            expected,
            found_at(self.body, self.off + i),
        )
    }

    /// Checks a box line: `ends[0]`, dashes, `ends[1]`, dashes, `ends[2]`,
    /// dashes, `ends[3]` (junctions that are dashes themselves are not
    /// separate), at least one dash in each run.
    fn check_border(&self, ends: [u8; 4]) -> Result<(), CodecError> {
        let b = self.line.as_bytes();
        let marks: Vec<u8> = if ends[1] == b'-' {
            vec![ends[0], ends[3]]
        } else {
            ends.to_vec()
        };
        let name = |c: u8| describe_char(c as char);
        if b.first() != Some(&marks[0]) {
            return Err(self.error(0, format!("{} starting a box line", name(marks[0]))));
        }
        let mut i = 1;
        for &mark in &marks[1..] {
            if b.get(i) != Some(&b'-') {
                return Err(self.error(i, "'-' in a box line"));
            }
            while b.get(i) == Some(&b'-') {
                i += 1;
            }
            if b.get(i) != Some(&mark) {
                return Err(self.error(i, format!("'-' or {} in a box line", name(mark))));
            }
            i += 1;
        }
        if i < b.len() {
            return Err(self.error(i, "the end of the box line"));
        }
        Ok(())
    }

    /// Reads row `r`: `|`, three cells, `|`, three cells, `|`, three cells, `|`.
    fn read_row(&self, r: usize, tokens: &mut [Token; CELLS]) -> Result<(), CodecError> {
        let mut items = split_items(self.line).into_iter();
        let end = self.line.len();
        let mut cell = r * 9;
        for part in 0..4 {
            let bar = if part == 0 {
                "'|' starting a row"
            } else {
                "'|' after the three cells of a box"
            };
            match items.next() {
                Some((_, "|")) => {}
                Some((p, _)) => return Err(self.error(p, bar)),
                None => return Err(self.error(end, bar)),
            }
            if part == 3 {
                break;
            }
            for _ in 0..3 {
                let what = "a cell: <d>, *d*, candidate digits or '.'";
                tokens[cell] = match items.next() {
                    Some((p, "|")) => return Err(self.error(p, what).in_cell(cell)),
                    Some((p, token)) => self.token(p, token).map_err(|e| e.in_cell(cell))?,
                    None => return Err(self.error(end, what).in_cell(cell)),
                };
                cell += 1;
            }
        }
        match items.next() {
            Some((p, _)) => Err(self.error(p, "the end of the row")),
            None => Ok(()),
        }
    }

    /// Reads the cell token `t` found at byte `p` of the line.
    fn token(&self, p: usize, t: &str) -> Result<Token, CodecError> {
        let b = t.as_bytes();
        if let Some(skip) = step_mark(b) {
            self.marks.set(true);
            return self.candidates(p + skip, &t[skip..], true);
        }
        match b[0] {
            open @ (b'<' | b'*') => {
                let close = if open == b'<' { b'>' } else { b'*' };
                let d = match b.get(1) {
                    Some(&d @ b'1'..=b'9') => d - b'0',
                    _ => return Err(self.error(p + 1, "a digit 1-9")),
                };
                if b.get(2) != Some(&close) {
                    return Err(self.error(p + 2, format!("'{}' closing the digit", close as char)));
                }
                if b.len() > 3 {
                    return Err(self.error(p + 3, "a space or '|' after the cell"));
                }
                Ok(if open == b'<' {
                    Token::Given(d)
                } else {
                    Token::Placed(d)
                })
            }
            b'.' if b.len() > 1 => Err(self.error(p + 1, "a space or '|' after '.'")),
            b'.' => Ok(Token::Dot),
            _ => self.candidates(p, t, false),
        }
    }

    /// Reads a string of distinct digits at byte `p` of the line; with
    /// `marked` (a cell of HoDoKu's grid with a step) a digit may follow a
    /// `-` (a candidate the step deletes: still a candidate here).
    fn candidates(&self, p: usize, t: &str, marked: bool) -> Result<Token, CodecError> {
        let (mut mask, mut count): (Mask, usize) = (0, 0);
        let b = t.as_bytes();
        for (k, &c) in b.iter().enumerate() {
            if marked && c == b'-' && b.get(k + 1).is_some_and(u8::is_ascii_digit) {
                continue;
            }
            if !(b'1'..=b'9').contains(&c) {
                let what = if k == 0 && !marked {
                    "a cell: <d>, *d*, candidate digits or '.'"
                } else {
                    "a candidate digit 1-9"
                };
                return Err(self.error(p + k, what));
            }
            let m = digit_mask(c - b'0');
            if mask & m != 0 {
                let found = format!("'{}' a second time", c as char);
                return Err(CodecError::at(
                    self.format,
                    self.off + p + k,
                    "each candidate once",
                    found,
                ));
            }
            mask |= m;
            count += 1;
        }
        if count == 0 {
            return Err(self.error(p + b.len(), "a candidate digit 1-9"));
        }
        Ok(Token::Digits(mask, count))
    }
}

/// The length of a HoDoKu step mark at the start of a cell token, if it
/// has one: `*`, `#`, `@` or a capital letter (a cell of the step, a fin,
/// an endo fin, a cell of the first, second... almost locked set) before
/// its candidates, or a `-` before a candidate the step deletes. Sudoku
/// Studio's `*d*` (a placed digit) is not a mark.
fn step_mark(b: &[u8]) -> Option<usize> {
    let digit_after = |k: usize| b.get(k).is_some_and(u8::is_ascii_digit);
    let minus_digit = |k: usize| b.get(k) == Some(&b'-') && digit_after(k + 1);
    match b[0] {
        b'*' if b.len() == 3 && b[2] == b'*' => None,
        b'*' | b'#' | b'@' | b'A'..=b'Z' if digit_after(1) || minus_digit(1) => Some(1),
        b'-' if digit_after(1) => Some(0),
        b'0'..=b'9' if b.contains(&b'-') => Some(0),
        _ => None,
    }
}

/// The bars and tokens of a row with their byte positions; spaces separate them.
fn split_items(line: &str) -> Vec<(usize, &str)> {
    let b = line.as_bytes();
    let mut out = Vec::new();
    let mut i = 0;
    while i < b.len() {
        match b[i] {
            b' ' => i += 1,
            b'|' => {
                out.push((i, "|"));
                i += 1;
            }
            _ => {
                let start = i;
                while i < b.len() && b[i] != b' ' && b[i] != b'|' {
                    i += 1;
                }
                out.push((start, &line[start..i]));
            }
        }
    }
    out
}

/// [`Format::Pencilmark`]'s default style: Sudoku Studio's `<d>` and `*d*`
/// marks and its column widths.
pub fn studio_style() -> Style {
    Style {
        pencilmark: PencilmarkStyle {
            marked: true,
            studio_widths: true,
        },
        ..Style::default()
    }
}

/// Writes `board` as a pencilmark grid in `style.frame` with `style.pencilmark`.
///
/// Empty cells show their candidates ([`Board::candidates`]: the naive ones
/// when the board has none), `.` when they have none.
pub fn encode(board: &Board, style: &Style) -> Result<String, CodecError> {
    Ok(render(board, style.frame, style.pencilmark))
}

/// The tokens of every cell: digits, candidates (the naive ones when the
/// board has none), `.` for an empty cell without candidates.
fn tokens_of(board: &Board, marked: bool) -> Vec<String> {
    let candidates = crate::rules::candidates(board);
    board
        .cells
        .iter()
        .zip(candidates)
        .map(|(c, m)| token_text(c, m, marked))
        .collect()
}

/// Simple Sudoku's pencilmark grid of `board`: plain digits, every column
/// two wider than the longest token of the grid, its `*---*` frame.
pub(super) fn simple_sudoku_grid(board: &Board) -> String {
    let tokens = tokens_of(board, false);
    let w = tokens.iter().map(String::len).max().unwrap_or(1);
    // Two spaces after every token: the last column of a box, followed by
    // " |", is one wider.
    let widths = std::array::from_fn(|col| if col % 3 == 2 { w + 1 } else { w });
    layout(&tokens, &widths, Frame::SimpleSudoku)
}

/// The text of a grid.
fn render(board: &Board, frame: Frame, pm: PencilmarkStyle) -> String {
    let tokens = tokens_of(board, pm.marked);
    let widths: [usize; 9] = std::array::from_fn(|col| {
        (0..9)
            .map(|r| {
                let (cell, token) = (&board.cells[r * 9 + col], &tokens[r * 9 + col]);
                match pm.studio_widths && !(pm.marked && cell.value != 0) {
                    true => token.len() + 1,
                    false => token.len(),
                }
            })
            .max()
            .unwrap_or(1)
    });
    layout(&tokens, &widths, frame)
}

/// The lines of a grid of `tokens` in columns of `widths`.
fn layout(tokens: &[String], widths: &[usize; 9], frame: Frame) -> String {
    let dashes: [usize; 3] =
        std::array::from_fn(|b| widths[3 * b..3 * b + 3].iter().sum::<usize>() + 6);
    let lines: Vec<String> = grid_lines(frame)
        .into_iter()
        .map(|kind| match kind {
            GridLine::Border(b) => border_line(frame, b, dashes),
            GridLine::Row(r) => row_text(&tokens[r * 9..r * 9 + 9], widths),
        })
        .collect();
    lines.join("\n")
}

/// `| a  b  c | d  e  f | g  h  i |` with each token padded to its column's width.
fn row_text(tokens: &[String], widths: &[usize; 9]) -> String {
    let mut s = String::from("|");
    for b in 0..3 {
        s.push(' ');
        for k in 0..3 {
            let col = 3 * b + k;
            s.push_str(&format!("{:<w$}", tokens[col], w = widths[col]));
            if k < 2 {
                s.push_str("  ");
            }
        }
        s.push_str(" |");
    }
    s
}

/// The token of one cell whose candidates are `mask`.
fn token_text(cell: &Cell, mask: Mask, marked: bool) -> String {
    match (cell.value, marked) {
        (0, _) if mask == 0 => ".".to_string(),
        (0, _) => digits_of(mask).map(|d| (b'0' + d) as char).collect(),
        (d, false) => d.to_string(),
        (d, true) if cell.given => format!("<{d}>"),
        (d, true) => format!("*{d}*"),
    }
}

#[cfg(test)]
pub(super) mod tests {
    use super::*;

    /// Vector `pencilmark_sudokustudio`: marked, Studio widths.
    pub const STUDIO: &str = ".------------------.-----------------.-----------------.
| <6>  39    1579  | 27    <8>  15   | 129   <4>  139  |
| 35   *4*   1579  | 237   25   159  | 129   <8>  <6>  |
| <2>  38    18    | <4>   39   <6>  | <7>   *5*  139  |
:------------------+-----------------+-----------------:
| *1*  *5*   <3>   | <9>   <7>  *4*  | <8>   <6>  *2*  |
| 89   <7>   89    | 26    26   *3*  | *5*   <1>  *4*  |
| *4*  <6>   <2>   | *5*   <1>  <8>  | <3>   *9*  *7*  |
:------------------+-----------------+-----------------:
| 89   389   <6>   | <1>   39   <2>  | *4*   *7*  <5>  |
| <7>  <2>   *4*   | *8*   56   59   | 169   *3*  19   |
| 35   <1>   59    | 36    <4>  *7*  | 69    *2*  <8>  |
'------------------'-----------------'-----------------'";

    /// Vector `pencilmark_sudokustudio_compatible`: plain digits, Studio widths.
    const COMPATIBLE: &str = ".------------------.-----------------.----------------.
| 6    39    1579  | 27    8    15   | 129   4   139  |
| 35   4     1579  | 237   25   159  | 129   8   6    |
| 2    38    18    | 4     39   6    | 7     5   139  |
:------------------+-----------------+----------------:
| 1    5     3     | 9     7    4    | 8     6   2    |
| 89   7     89    | 26    26   3    | 5     1   4    |
| 4    6     2     | 5     1    8    | 3     9   7    |
:------------------+-----------------+----------------:
| 89   389   6     | 1     39   2    | 4     7   5    |
| 7    2     4     | 8     56   59   | 169   3   19   |
| 35   1     59    | 36    4    7    | 69    2   8    |
'------------------'-----------------'----------------'";

    const STUDIO_GIVENS: &str =
        "6...8..4........862..4.67....397.86..7.....1..62.183....61.2..572........1..4...8";
    const STUDIO_PLACED: &str =
        "..........4..............5.15...4..2.....35.44..5...97......47...48...3......7.2.";
    const STUDIO_CANDIDATES: [Mask; CELLS] = [
        32, 260, 337, 66, 128, 17, 259, 8, 261, 20, 8, 337, 70, 18, 273, 259, 128, 32, 2, 132, 129,
        8, 260, 32, 64, 16, 261, 1, 16, 4, 256, 64, 8, 128, 32, 2, 384, 64, 384, 34, 34, 4, 16, 1,
        8, 8, 32, 2, 16, 1, 128, 4, 256, 64, 384, 388, 32, 1, 260, 2, 8, 64, 16, 64, 2, 8, 128, 48,
        272, 289, 4, 257, 20, 1, 272, 36, 8, 64, 288, 2, 128,
    ];

    /// Vector `pencilmark_sudokustudio_legacy` (format "@!"): plain digits, longest-token widths.
    pub const LEGACY_PLAIN: &str = ".------------------.-------------------.----------------------.
| 8      259   6   | 12579  3    12457 | 249    2479     279  |
| 1      29    349 | 279    478  247   | 5      2346789  2679 |
| 23459  259   7   | 259    6    245   | 23489  1        29   |
:------------------+-------------------+----------------------:
| 249    129   149 | 8      47   6     | 2349   23479    5    |
| 249    3     5   | 127    47   1247  | 6      2479     8    |
| 7      6     8   | 3      5    9     | 24     24       1    |
:------------------+-------------------+----------------------:
| 359    1589  139 | 56     2    35    | 7      689      4    |
| 359    4     39  | 567    1    357   | 289    2689     269  |
| 6      7     2   | 4      9    8     | 1      5        3    |
'------------------'-------------------'----------------------'";
    const LEGACY_PLAIN_GIVENS: &str =
        "8.6.3....1.....5....7.6..1....8.6....35...6.87....9.......2.7.4.4..1.......4...53";
    const LEGACY_PLAIN_PLACED: &str =
        "...................................5..........6835...1..................672.981..";
    const LEGACY_PLAIN_CANDIDATES: [Mask; CELLS] = [
        128, 274, 32, 339, 4, 91, 266, 330, 322, 1, 258, 268, 322, 200, 74, 16, 494, 354, 286, 274,
        64, 274, 32, 26, 398, 1, 258, 266, 259, 265, 128, 72, 32, 270, 334, 16, 266, 4, 16, 67, 72,
        75, 32, 330, 128, 64, 32, 128, 4, 16, 256, 10, 10, 1, 276, 401, 261, 48, 2, 20, 64, 416, 8,
        276, 8, 260, 112, 1, 84, 386, 418, 290, 32, 64, 2, 8, 256, 128, 1, 16, 4,
    ];

    /// Vector `pencilmark_sudokustudio_legacy` with `+---+` borders: marked, longest-token widths.
    const LEGACY_PLUS: &str = "+-------------------+-----------------+--------------------+
| <8>   12459  249  | *6*  <7>   259  | 1245    245   *3*  |
| 1457  1245   <6>  | 58   125   <3>  | 124578  2458  <9>  |
| 1579  <3>    279  | <4>  1259  2589 | 12578   *6*   78   |
+-------------------+-----------------+--------------------+
| *2*   <7>    *3*  | <1>  <8>   45   | 456     <9>   46   |
| <6>   458    48   | <2>  59    459  | <3>     *7*   *1*  |
| 1459  1459   49   | *3*  *6*   <7>  | 458     458   <2>  |
+-------------------+-----------------+--------------------+
| <3>   2489   <1>  | 578  25    <6>  | 24789   248   478  |
| 79    <6>    2789 | 78   <4>   *1*  | 289     *3*   <5>  |
| 47    248    <5>  | <9>  *3*   28   | 2678    <1>   4678 |
+-------------------+-----------------+--------------------+";
    const LEGACY_PLUS_GIVENS: &str =
        "8...7......6..3..9.3.4......7.18..9.6..2..3.......7..23.1..6....6..4...5..59...1.";
    const LEGACY_PLUS_PLACED: &str =
        "...6....3................6.2.3.............71...36..................1.3.....3....";
    const LEGACY_PLUS_CANDIDATES: [Mask; CELLS] = [
        128, 283, 266, 32, 64, 274, 27, 26, 4, 89, 27, 32, 144, 19, 4, 219, 154, 256, 337, 4, 322,
        8, 275, 402, 211, 32, 192, 2, 64, 4, 1, 128, 24, 56, 256, 40, 32, 152, 136, 2, 272, 280, 4,
        64, 1, 281, 281, 264, 4, 32, 64, 152, 152, 2, 4, 394, 1, 208, 18, 32, 458, 138, 200, 320,
        32, 450, 192, 8, 1, 386, 4, 16, 72, 138, 16, 256, 4, 130, 226, 1, 232,
    ];

    fn digits(board: &Board, keep: impl Fn(&Cell) -> bool) -> String {
        board
            .cells
            .iter()
            .map(|c| {
                if c.value != 0 && keep(c) {
                    (b'0' + c.value) as char
                } else {
                    '.'
                }
            })
            .collect()
    }

    /// Givens ∪ placed digits of the expectation, as one string.
    fn merged(givens: &str, placed: &str) -> String {
        givens
            .chars()
            .zip(placed.chars())
            .map(|(g, p)| if g == '.' { p } else { g })
            .collect()
    }

    fn decoded(format: Format, text: &str) -> (Board, Style) {
        let mut style = Style::default_for(format);
        let board = decode(format, text, &mut style).unwrap();
        (board, style)
    }

    fn check_vector(
        text: &str,
        givens: &str,
        placed: &str,
        candidates: &[Mask; CELLS],
        pm: PencilmarkStyle,
        frame: Frame,
    ) {
        for format in [Format::Pencilmark, Format::PencilmarkHodoku] {
            let (board, style) = decoded(format, text);
            if pm.marked {
                assert_eq!(digits(&board, |c| c.given), givens);
                assert_eq!(digits(&board, |c| !c.given), placed);
            } else {
                // Plain digits: every value reads as a given.
                assert_eq!(digits(&board, |c| c.given), merged(givens, placed));
                assert!(!board.has_placed());
            }
            assert!(board.has_candidates);
            assert_eq!(&crate::rules::candidates(&board), candidates);
            assert_eq!((style.pencilmark, style.frame), (pm, frame), "{format}");
            assert_eq!(encode(&board, &style).unwrap(), text);
        }
    }

    #[test]
    fn studio_vector_round_trips() {
        let pm = PencilmarkStyle {
            marked: true,
            studio_widths: true,
        };
        check_vector(
            STUDIO,
            STUDIO_GIVENS,
            STUDIO_PLACED,
            &STUDIO_CANDIDATES,
            pm,
            Frame::Dots,
        );
    }

    #[test]
    fn studio_compatible_vector_round_trips() {
        let pm = PencilmarkStyle {
            marked: false,
            studio_widths: true,
        };
        check_vector(
            COMPATIBLE,
            STUDIO_GIVENS,
            STUDIO_PLACED,
            &STUDIO_CANDIDATES,
            pm,
            Frame::Dots,
        );
    }

    #[test]
    fn legacy_plain_vector_round_trips() {
        let pm = PencilmarkStyle {
            marked: false,
            studio_widths: false,
        };
        let (g, p, c) = (
            LEGACY_PLAIN_GIVENS,
            LEGACY_PLAIN_PLACED,
            &LEGACY_PLAIN_CANDIDATES,
        );
        check_vector(LEGACY_PLAIN, g, p, c, pm, Frame::Dots);
    }

    #[test]
    fn legacy_plus_vector_round_trips() {
        let pm = PencilmarkStyle {
            marked: true,
            studio_widths: false,
        };
        let (g, p, c) = (
            LEGACY_PLUS_GIVENS,
            LEGACY_PLUS_PLACED,
            &LEGACY_PLUS_CANDIDATES,
        );
        check_vector(LEGACY_PLUS, g, p, c, pm, Frame::Plus);
    }

    #[test]
    fn one_board_in_every_style() {
        let (board, _) = decoded(Format::Pencilmark, STUDIO);
        let style = |marked, studio_widths| Style {
            pencilmark: PencilmarkStyle {
                marked,
                studio_widths,
            },
            ..Style::default()
        };
        assert_eq!(encode(&board, &style(false, true)).unwrap(), COMPATIBLE);
        assert_eq!(
            encode(&board, &Style::default_for(Format::Pencilmark)).unwrap(),
            STUDIO
        );
        // HoDoKu's default: plain digits, longest-token widths (HoDoKu's PM grid).
        let hodoku = encode(&board, &Style::default_for(Format::PencilmarkHodoku)).unwrap();
        assert_eq!(
            hodoku.lines().nth(1).unwrap(),
            "| 6   39   1579 | 27   8   15  | 129  4  139 |"
        );
        assert_eq!(
            hodoku.lines().next().unwrap(),
            ".---------------.--------------.-------------."
        );
        let (back, st) = decoded(Format::PencilmarkHodoku, &hodoku);
        assert_eq!(
            st.pencilmark,
            PencilmarkStyle {
                marked: false,
                studio_widths: false
            }
        );
        assert_eq!(
            crate::rules::candidates(&back),
            crate::rules::candidates(&board)
        );
    }

    #[test]
    fn simple_sudoku_and_bare_frames_round_trip() {
        let (board, _) = decoded(Format::Pencilmark, STUDIO);
        for frame in [Frame::SimpleSudoku, Frame::Bare] {
            let style = Style {
                frame,
                ..Style::default_for(Format::Pencilmark)
            };
            let text = encode(&board, &style).unwrap();
            let (back, st) = decoded(Format::Pencilmark, &text);
            assert_eq!(
                (back, st.frame, st.pencilmark),
                (board.clone(), frame, style.pencilmark)
            );
        }
        let style = Style {
            frame: Frame::SimpleSudoku,
            ..Style::default_for(Format::Pencilmark)
        };
        let text = encode(&board, &style).unwrap();
        let lines: Vec<&str> = text.lines().collect();
        assert_eq!(lines[0], format!("*{}*", "-".repeat(54)));
        assert_eq!(
            lines[4],
            ":------------------+-----------------+-----------------:".replace(':', "|")
        );
        assert_eq!(lines[12], lines[0]);
    }

    #[test]
    fn unknown_candidates_are_written_naive_and_dot_means_none() {
        let mut board = Board::new(Variant::Sudoku);
        board.cells[0] = Cell::given(5);
        board.cells[1] = Cell::placed(3);
        let text = encode(&board, &Style::default_for(Format::Pencilmark)).unwrap();
        let row1: Vec<&str> = text.lines().nth(1).unwrap().split_whitespace().collect();
        assert_eq!(row1[..5], ["|", "<5>", "*3*", "1246789", "|"]);
        let (back, _) = decoded(Format::Pencilmark, &text);
        assert_eq!(
            crate::rules::candidates(&back),
            crate::rules::naive_candidates(&board)
        );

        board.has_candidates = true;
        board.cells[3] = Cell::with_candidates(digit_mask(4));
        let text = encode(&board, &Style::default_for(Format::Pencilmark)).unwrap();
        let row1: Vec<&str> = text.lines().nth(1).unwrap().split_whitespace().collect();
        assert_eq!(row1[..7], ["|", "<5>", "*3*", ".", "|", "4", "."]);
        let (back, _) = decoded(Format::Pencilmark, &text);
        assert_eq!(back, board);
        // Plain digits cannot hold a one-candidate cell: it comes back as a given.
        let text = encode(&board, &Style::default_for(Format::PencilmarkHodoku)).unwrap();
        let (back, _) = decoded(Format::PencilmarkHodoku, &text);
        assert_eq!(
            (back.cells[1], back.cells[3]),
            (Cell::given(3), Cell::given(4))
        );
        assert_eq!(back.cells[4], Cell::EMPTY);
    }

    #[test]
    fn loose_spacing_is_read_with_the_default_widths() {
        let text = COMPATIBLE
            .replace("| 6    39", "| 6 39  ")
            .replace("----.\n", "-----.\n");
        for (format, studio) in [
            (Format::Pencilmark, true),
            (Format::PencilmarkHodoku, false),
        ] {
            let (board, style) = decoded(format, &text);
            assert_eq!(crate::rules::candidates(&board), STUDIO_CANDIDATES);
            assert_eq!(
                style.pencilmark,
                PencilmarkStyle {
                    marked: false,
                    studio_widths: studio
                }
            );
        }
        let crlf = STUDIO.replace('\n', " \r\n");
        let (board, style) = decoded(Format::Pencilmark, &crlf);
        assert_eq!(encode(&board, &style).unwrap(), STUDIO);
    }

    fn err(text: &str) -> CodecError {
        decode(Format::Pencilmark, text, &mut Style::default()).unwrap_err()
    }

    /// Byte offset of the first `pattern` in the text.
    fn at(text: &str, pattern: &str) -> usize {
        text.find(pattern).unwrap()
    }

    #[test]
    fn bad_tokens_name_offset_cell_and_expectation() {
        let text = STUDIO.replacen("<6>  39 ", "<6>  3x ", 1);
        let e = err(&text);
        assert_eq!((e.offset, e.cell), (Some(at(&text, "3x") + 1), Some(1)));
        assert_eq!(
            e.to_string(),
            format!(
                "pencilmark at character {} (r1c2): expected a candidate digit 1-9, found 'x'",
                at(&text, "3x") + 2
            )
        );

        let text = STUDIO.replacen("<6>", "<6]", 1);
        let e = err(&text);
        assert_eq!(
            (e.offset, e.cell, e.expected.as_str()),
            (Some(at(&text, "<6]") + 2), Some(0), "'>' closing the digit")
        );

        let text = STUDIO.replacen("*4*", "*0*", 1);
        let e = err(&text);
        assert_eq!(
            (e.offset, e.cell, e.found.as_str()),
            (Some(at(&text, "*0*") + 1), Some(10), "'0'")
        );

        let text = STUDIO.replacen("1579", "1519", 1);
        let e = err(&text);
        assert_eq!((e.offset, e.cell), (Some(at(&text, "1519") + 2), Some(2)));
        assert_eq!(
            (e.expected.as_str(), e.found.as_str()),
            ("each candidate once", "'1' a second time")
        );

        let text = STUDIO.replacen("<6>  39", "<6>\t39", 1);
        let e = err(&text);
        assert_eq!(
            (e.offset, e.found.as_str()),
            (Some(at(&text, "\t")), "a tab")
        );
        let text = STUDIO.replacen("<4>  139", "<4>. 139", 1);
        assert_eq!(err(&text).expected, "a space or '|' after the cell");
    }

    #[test]
    fn bad_rows_name_the_missing_bar_or_cell() {
        // A fourth cell in the first box.
        let text = STUDIO.replacen("1579  | 27", "1579 5 | 27", 1);
        let e = err(&text);
        assert_eq!(
            (e.offset, e.expected.as_str()),
            (
                Some(at(&text, "1579 5") + 5),
                "'|' after the three cells of a box"
            )
        );
        // A missing cell.
        let text = STUDIO.replacen("| 27    <8>  15   |", "| 27    <8>       |", 1);
        let e = err(&text);
        assert_eq!(
            (e.offset, e.cell),
            (Some(at(&text, "<8>       |") + 10), Some(5))
        );
        assert_eq!(e.expected, "a cell: <d>, *d*, candidate digits or '.'");
        // A row cut short.
        let text = STUDIO.replacen("| 129   <4>  139  |\n", "| 129   <4>\n", 1);
        let e = err(&text);
        assert_eq!(
            (e.offset, e.cell, e.found.as_str()),
            (Some(at(&text, "<4>\n") + 3), Some(8), "a line break")
        );
        // Something after the last bar.
        let text = STUDIO.replacen("139  |\n", "139  | x\n", 1);
        let e = err(&text);
        assert_eq!(
            (e.offset, e.expected.as_str()),
            (Some(at(&text, "| x") + 2), "the end of the row")
        );
    }

    #[test]
    fn bad_box_lines_and_line_counts_are_reported() {
        let text = STUDIO.replacen(":------------------+", ":------------------.", 1);
        let e = err(&text);
        assert_eq!(
            (e.offset, e.expected.as_str(), e.found.as_str()),
            (
                Some(at(&text, ":---") + 19),
                "'-' or '+' in a box line",
                "'.'"
            )
        );
        let text = STUDIO.replacen(":-", "::", 1);
        let e = err(&text);
        assert_eq!(
            (e.offset, e.expected.as_str()),
            (Some(at(&text, "::") + 1), "'-' in a box line")
        );
        let text = format!("{STUDIO} x");
        let e = err(&text);
        assert_eq!(
            (e.offset, e.expected.as_str()),
            (Some(STUDIO.len()), "the end of the box line")
        );

        let short: Vec<&str> = STUDIO.lines().take(3).collect();
        let short = short.join("\n");
        let e = err(&short);
        assert_eq!(
            (e.offset, e.expected.as_str(), e.found.as_str()),
            (
                Some(short.len()),
                "row 3 of the grid",
                "the end of the text"
            )
        );
        let e = err(&format!("{STUDIO}\nmore"));
        assert_eq!(
            (e.offset, e.expected.as_str()),
            (Some(STUDIO.len() + 1), "the end of the grid after 13 lines")
        );
        let e = err("hello\n| 1 |");
        assert_eq!((e.offset, e.found.as_str()), (Some(0), "'h'"));
        assert_eq!(e.format, Some(Format::Pencilmark));
        let e = decode(Format::PencilmarkHodoku, "é", &mut Style::default()).unwrap_err();
        assert_eq!(
            (e.format, e.found.as_str()),
            (Some(Format::PencilmarkHodoku), "'é'")
        );
    }
}
